"""Small things on screen (issue 32, section 3), measured in the page:

* Twilight Struggle on a tablet (1024x768): the turn track's digits fit their boxes (the
  current turn's marker covered the first ones) and nothing in the tracks' boxes is cut
  at a box's edge (the military operations figures were);
* Risk in Hebrew on a phone (390x844, touch): nothing of the page reaches past the
  window's edges, so the page never scrolls sideways (the screen reader's live region
  stuck out by a pixel on a right-to-left page).
"""

from __future__ import annotations

import pytest

from engine.bots import make_bot
from engine.core import Session
from engine.core.rng import Rng

#: boxes of the tracks whose content is wider than the box, and pips whose digits do not
#: fit in them
TRACKS = r"""() => ({
  cut: [...document.querySelectorAll('.ts-status .ts-cell')]
    .filter(c => c.scrollWidth > c.clientWidth + 1)
    .map(c => `${c.innerText.split('\n')[0]} (${c.scrollWidth} in ${c.clientWidth})`),
  pips: [...document.querySelectorAll('.ts-status .pip')]
    .filter(p => p.scrollWidth > p.clientWidth + 1)
    .map(p => `${p.textContent} (${p.scrollWidth} in ${p.clientWidth})`),
})"""

#: elements of the page (not inside a strip that scrolls by itself) past the window's
#: edges, and how far the document scrolls sideways
SIDEWAYS = r"""() => {
  const width = document.documentElement.clientWidth, out = [];
  for (const el of document.querySelectorAll('body *')) {
    const box = el.getBoundingClientRect();
    if (!box.width && !box.height) continue;
    let up = el.parentElement, inside = false;
    while (up && up !== document.body) {
      if (/(auto|scroll|hidden|clip)/.test(getComputedStyle(up).overflowX)) { inside = true; break; }
      up = up.parentElement;
    }
    if (!inside && (box.right > width + 0.5 || box.left < -0.5))
      out.push(`${el.tagName.toLowerCase()}#${el.id}.${el.getAttribute('class') || ''} ` +
               `${box.left.toFixed(1)}..${box.right.toFixed(1)}`);
  }
  return {outside: out, scroll: document.documentElement.scrollWidth - width};
}"""


def _link(game: str, options: dict, seed: int, names: list, until) -> str:
    """A game played on in CPython by the easy computer players until ``until(view)``."""
    seats = [{"name": n, "colour": None, "bot": None} for n in names]
    session = Session(game, options, seed, players=seats)
    bot, rng = make_bot(game, "easy"), Rng(seed)
    while not session.state.is_over and not until(session.state.view(None)):
        session.play(bot.choose(session.state.observe(session.state.to_move), rng))
    return session.to_link()


def _open(app, query: str, link: str) -> None:
    page = app.page
    page.goto(app.base_url + query + "#" + link)
    page.wait_for_function("() => window.boardgames && !!window.boardgames.digest()",
                           timeout=60_000)
    for _ in range(3):                      # past the hand-off curtain
        button = page.locator('[data-cmd="reveal"], [data-cmd="handover"]')
        if not button.count():
            return
        before = page.evaluate("performance.getEntriesByName('render').length")
        app.tap('[data-cmd="reveal"], [data-cmd="handover"]')
        page.wait_for_function(f"performance.getEntriesByName('render').length > {before}")


@pytest.mark.parametrize("lang", ["en", "he"])
def test_twilight_tracks_fit_their_boxes_on_a_tablet(app, lang):
    app.page.set_viewport_size({"width": 1024, "height": 768})
    _open(app, f"?lang={lang}", _link("twilight", {}, 4, ["Ala", "Ola"],
                                      lambda v: v.get("turn", 0) >= 3
                                      and v.get("phase") != "headline"))
    app.page.wait_for_selector(".ts-status .pip.on")
    found = app.page.evaluate(TRACKS)
    assert found == {"cut": [], "pips": []}


def test_risk_in_hebrew_on_a_phone_never_scrolls_sideways(make_app):
    app = make_app("tablet")                # touch, a mobile browser's viewport
    page = app.page
    page.set_viewport_size({"width": 390, "height": 844})
    _open(app, "?lang=he", _link("risk", {"players": 3}, 6, ["Ala", "Ola", "Ela"],
                                 lambda v: v.get("turn", 0) >= 2))
    assert page.evaluate("document.documentElement.dir") == "rtl"
    found = page.evaluate(SIDEWAYS)
    assert found == {"outside": [], "scroll": 0}
    if page.locator("#risk-since").count():
        app.tap("#risk-since")              # "since your last turn", put away
    app.tap('#board [data-ui="terr"], #board [data-action]')      # a pop-up, a selection
    found = page.evaluate(SIDEWAYS)
    assert found == {"outside": [], "scroll": 0}
