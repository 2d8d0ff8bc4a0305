"""The page's DOM for a viewer does not depend on what that viewer may not know (issue 13,
item 7, the browser half of ``tests/core/test_hidden_information.py``).

A Twilight Struggle position (the US to choose its headline, the USSR's secret headline
chosen) and a Risk - Missions position (a reinforcement, four players' cards and secret
missions) are opened from links. For the player to move (their turn screen) and for
nobody (the hand-off curtain), the page's ``#app`` markup is read; then the position in
the page is replaced by the same position with the viewer's unknowns changed (the same
changes as the engine test, made through the game's fields by code injected into the
page) and redrawn: the markup must be identical, character for character.
"""

from __future__ import annotations

import importlib.util
import json
import random
from pathlib import Path

import pytest

from engine.core import Record, Session, replay

_spec = importlib.util.spec_from_file_location(
    "hidden_information", Path(__file__).resolve().parent.parent / "tests" / "core"
    / "test_hidden_information.py")
HI = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(HI)

SWAP = """
import json
import app
from pyscript import document
a = app._app
if not hasattr(a, "_original"):
    a._original = a.session.state.clone()
state = a._original.clone()
for name, value in json.loads({changes!r}).items():
    if name == "rng":
        state.rng.state = value
    else:
        setattr(state, name, value)
for cache in ("_legal", "_cache"):
    if cache in state.__dict__ or hasattr(type(state), cache):
        setattr(state, cache, None)
a.session.state = state
a.render()
document.body.dataset.swapped = "{mark}"
"""


def _twilight_headline(state) -> bool:
    return "headline" in str(state.prompt()) and state.headline[0] is not None


def _risk_reinforcement(state) -> bool:
    return (state.phase == "reinforce" and state.turn > 8
            and len(state.hands[state.to_move]) >= 2
            and sum(len(h) for h in state.hands) >= 6)


POSITIONS = {
    "twilight": ("twilight", None, 21, _twilight_headline),
    "risk": ("risk", {"variant": "missions", "players": 4, "territories": "claimed",
                      "defence": "choose", "shortcuts": "off"}, 5, _risk_reinforcement),
}


def _truth(app):
    saved = app.record()
    return replay(Record(saved["game"], saved["options"], saved["seed"], saved["actions"]))


def _markup(page) -> str:
    return page.locator("#app").inner_html()


@pytest.mark.parametrize("screen", ["turn", "curtain"])
@pytest.mark.parametrize("name", sorted(POSITIONS))
def test_the_page_shows_nothing_of_what_its_viewer_may_not_know(app, name, screen):
    game, options, seed, wanted = POSITIONS[name]
    session = Session(game, options, seed)
    rng = random.Random(seed)
    for _ in range(20_000):
        if wanted(session.state):
            break
        session.play(rng.choice(session.state.legal_actions()))
    assert wanted(session.state), "no such position in this game"
    page = app.open(session.to_link()).page
    page.wait_for_selector('[data-cmd="reveal"]')
    app.tap('[data-cmd="dismiss"]')
    if screen == "turn":
        app.tap('[data-cmd="reveal"]')
        page.wait_for_selector("#prompt")
    state = _truth(app)
    viewer = state.to_move if screen == "turn" else None
    _run(page, SWAP.format(changes="{}", mark="same"))      # a redraw of the same position
    before = _markup(page)
    digest = app.digest()
    changes = HI.SECRETS[game](state, viewer, random.Random(1))
    assert len(changes) >= 3
    for i, (what, fields) in enumerate(changes):
        _run(page, SWAP.format(changes=json.dumps(fields), mark=str(i)))
        assert app.digest() != digest, f"{what}: the position in the page did not change"
        after = _markup(page)
        if after != before:
            at = next(k for k in range(min(len(before), len(after)))
                      if before[k] != after[k]) if before[:len(after)] != after[:len(before)] \
                else min(len(before), len(after))
            raise AssertionError(f"{name}, {screen} screen: changing {what} changes the page "
                                 f"near: …{before[max(0, at - 120):at + 80]}… vs "
                                 f"…{after[max(0, at - 120):at + 80]}…")
    # the control: what the viewer does see changes the page (the comparison can fail)
    seen = {"twilight": lambda: {"vp": state.vp + 1},
            "risk": lambda: {"armies": [a + 1 for a in state.armies]}}[game]()
    _run(page, SWAP.format(changes=json.dumps(seen), mark="control"))
    assert _markup(page) != before, "a visible change must show in the page"
    app.watch.assert_clean()


def _run(page, code: str) -> None:
    mark = code.rsplit('"', 2)[-2]
    page.evaluate("""code => { const s = document.createElement('script'); s.type = 'py';
        s.textContent = code; document.body.appendChild(s); }""", code)
    page.wait_for_selector(f'body[data-swapped="{mark}"]')
