"""A monkey on the page (issue 13, item 13): thousands of random taps, drags, key presses,
scrolls and resizes on every screen of the demo and both games, with a mouse and by touch,
at desktop and tablet sizes in both orientations.

Passes when: no page error and no console error at all, never a traceback (nor the
apology) in the page, and the game in the page is always the one its autosave replays
to, in CPython and after a reload of the page.

Fast: events go straight to the input layer (no waiting for elements, no fixed sleeps):
the app handles a tap synchronously, so each event returns once it was handled. The run is
seeded (``MONKEY_SEED``, default 2026; ``MONKEY_EVENTS`` events per game and device,
default 240; a longer run: ``MONKEY_EVENTS=2000 pytest e2e/test_monkey.py``), and a
failure names the seed and the last events to replay it.
"""

from __future__ import annotations

import json
import os
import random
import time
from collections import Counter

import pytest

from e2e.conftest import next_frame
from engine.core import Session, record_from_json

SEED = int(os.environ.get("MONKEY_SEED", "2026"))
EVENTS = int(os.environ.get("MONKEY_EVENTS", "240"))
TRACE = bool(os.environ.get("MONKEY_TRACE"))
SIZES = [{"width": 1280, "height": 800}, {"width": 800, "height": 1280},    # desktop
         {"width": 810, "height": 1080}, {"width": 1080, "height": 810}]    # tablet
KEYS = ["Tab", "Shift+Tab", "Enter", " ", "Escape", "ArrowUp", "ArrowDown", "ArrowLeft",
        "ArrowRight", "PageDown", "PageUp", "Home", "End", "Backspace", "a", "z", "7", "0"]
TOTALS: Counter = Counter()

# Read in one round trip before each event: the screen shown ("home", or "GAME:" and
# curtain, done, over, share or turn), and every element the app makes tappable there
# with where it is (viewport coordinates).
LOOK_JS = """() => {
  const out = [];
  const sel = '[data-action],[data-cmd],[data-ui],button,label,input,.ts-c,svg [data-card]';
  for (const el of document.querySelectorAll(sel)) {
    const r = el.getBoundingClientRect();
    if (r.width < 2 || r.height < 2 || r.bottom < 0 || r.right < 0 ||
        r.top > innerHeight || r.left > innerWidth) continue;
    const key = el.dataset.action ? 'a' : (el.dataset.cmd === 'reveal' ||
                el.dataset.cmd === 'handover') ? 'h' : el.dataset.ui ? 'u' : 'o';
    out.push([key, r.left, r.top, r.width, r.height]);
  }
  const board = document.querySelector('#board');
  const game = board ? board.dataset.game + ':' : '';
  const screen = document.querySelector('[data-cmd="reveal"]') ? game + 'curtain'
    : document.querySelector('[data-cmd="handover"]') ? game + 'done'
    : document.querySelector('[data-over="1"]') ? game + 'over'
    : document.querySelector('#share-link') ? game + 'share'
    : document.querySelector('#decision') ? game + 'turn' : 'home';
  return [screen, out];
}"""

HEALTH_JS = """() => [document.body.innerText.includes('Traceback')
  || document.body.innerHTML.includes('py-error'),
  document.getElementById('oops')?.hidden === false]"""


class Monkey:
    def __init__(self, app, rng: random.Random, device: str):
        self.app, self.page, self.rng, self.device = app, app.page, rng, device
        self.size = 0 if device == "desktop" else 2
        self.history: list[str] = []
        self.counts: Counter = Counter()
        self.screens: Counter = Counter()
        self.choosers: list = []
        self.page.on("filechooser", lambda chooser: self.choosers.append(chooser))

    def _choose_file(self) -> None:
        """The "Open file" button was tapped: answer with a file from the monkey (garbage,
        or the game's own save), outside the event handler (the sync API may not be used
        there)."""
        chooser = self.choosers.pop()
        junk = self.rng.choice([b"not json", b"[" * 5000, b'{"format": "boardgames-save"}',
                                self.page.evaluate("window.boardgames.record()").encode()])
        self.history.append(f"file {junk[:20]!r}")
        chooser.set_files(files=[{"name": "monkey.json", "mimeType": "application/json",
                                  "buffer": junk}])
        self.counts["file"] += 1

    def _point(self, box=None):
        w, h = self.page.viewport_size["width"], self.page.viewport_size["height"]
        if box is None:
            return self.rng.uniform(1, w - 1), self.rng.uniform(1, h - 1)
        _, x, y, bw, bh = box
        return (min(w - 1, max(1, x + self.rng.uniform(0.2, 0.8) * bw)),
                min(h - 1, max(1, y + self.rng.uniform(0.2, 0.8) * bh)))

    def _tap(self, x: float, y: float) -> None:
        if self.app.touch:
            self.page.touchscreen.tap(x, y)
        else:
            self.page.mouse.click(x, y)

    def event(self, targets: list) -> None:
        """One random event; ``targets``: the tappable elements shown (see LOOK_JS)."""
        rng, page = self.rng, self.page
        roll = rng.random()
        if roll < 0.62:                                # a tap on something tappable
            wanted = [t for t in targets if t[0] in "ahu"]
            pool = wanted if wanted and rng.random() < 0.7 else targets
            if pool:
                box = rng.choice(pool)
                x, y = self._point(box)
                self.history.append(f"tap {box[0]} {x:.0f},{y:.0f}")
                self._tap(x, y)
                self.counts["tap"] += 1
                return
        if roll < 0.76:                                # a tap anywhere
            x, y = self._point()
            self.history.append(f"tap anywhere {x:.0f},{y:.0f}")
            self._tap(x, y)
            self.counts["tap"] += 1
        elif roll < 0.83:                              # a drag
            (x1, y1), (x2, y2) = self._point(), self._point()
            self.history.append(f"drag {x1:.0f},{y1:.0f} -> {x2:.0f},{y2:.0f}")
            page.mouse.move(x1, y1)
            page.mouse.down()
            page.mouse.move(x2, y2, steps=3)
            page.mouse.up()
            self.counts["drag"] += 1
        elif roll < 0.93:                              # a key
            key = rng.choice(KEYS)
            self.history.append(f"key {key}")
            page.keyboard.press(key)
            self.counts["key"] += 1
        elif roll < 0.97:                              # a scroll
            dy = rng.choice([-900, -300, 300, 900])
            self.history.append(f"wheel {dy}")
            page.mouse.wheel(0, dy)
            self.counts["scroll"] += 1
        else:                                          # the screen turns or changes size
            self.size = rng.choice([i for i in range(len(SIZES)) if i != self.size])
            self.history.append(f"resize {SIZES[self.size]}")
            page.set_viewport_size(SIZES[self.size])
            self.counts["resize"] += 1

    def check(self, where: str) -> None:
        broken, apology = self.page.evaluate(HEALTH_JS)
        problems = list(self.app.watch.errors)
        if broken:
            problems.append("a traceback is shown in the page")
        if apology:
            problems.append("the apology is shown (an unexpected error)")
        if problems:
            raise AssertionError(f"monkey seed {SEED}, {self.device}, {where}: "
                                 + "\n".join(problems[:5]) + "\nlast events:\n  "
                                 + "\n  ".join(self.history[-15:]))

    def replays(self) -> None:
        """The game in the page is the one its autosave replays to (in CPython)."""
        # Both read in one task of the page: a tap by touch becomes a click after the call
        # that sent it has returned, and a move played between two reads would make them
        # disagree though the app saved it at once.
        saved, digest = self.page.evaluate(
            "() => [localStorage.getItem('boardgames.save.' + "
            "localStorage.getItem('boardgames.current')), window.boardgames.digest()]")
        if not saved:
            return
        _, state = record_from_json(saved)
        assert state.digest() == digest, \
            f"monkey seed {SEED}, {self.device}: the autosave replays to another position"
        self.counts["replay checks"] += 1

    def privacy_on(self) -> None:
        """The monkey may turn "Hide cards between turns" off (from a turn screen): turn it
        on again now and then, so that the hand-off screens keep being visited."""
        toggle = self.page.locator('[data-cmd="privacy"][aria-pressed="false"]')
        if self.page.locator('[aria-modal="true"]').count():
            return          # a dialog (e.g. a Twilight confirm) covers it: next time
        if toggle.count() and toggle.is_visible():
            toggle.click()
            self.counts["privacy restored"] += 1

    def start(self, game: str) -> None:
        page = self.page
        page.set_viewport_size(SIZES[self.size])
        cancel = page.locator('#ts-confirm [data-ui="cancel"]')
        if cancel.count():              # a Twilight confirm is open: a player cancels it
            cancel.click()
        home = page.locator('[data-cmd="home"]')
        if home.count():
            home.last.click()           # on the curtain, its own button (the bar is covered)
        if page.locator('.notice [data-cmd="dismiss"]').count():
            self.app.tap('[data-cmd="dismiss"]')
        self.app.tap(f'[data-cmd="pick"][data-game="{game}"]')
        self.app.fill_seed(self.rng.randrange(10**6))
        self.app.tap('[data-cmd="start"]')
        page.wait_for_selector(f'#board[data-game="{game}"]')
        self.privacy_on()

    def events(self, game: str, events: int) -> None:
        page = self.page
        for i in range(events):
            screen, targets = page.evaluate(LOOK_JS)
            self.screens[screen] += 1
            self.event(targets)
            while self.choosers:
                self._choose_file()
            if TRACE:
                print(game, i, self.history[-1] if self.history else "", flush=True)
            if i % 25 == 24:
                self.check(f"{game}, event {i + 1}")
            if i % 120 == 119:
                self.replays()
                self.privacy_on()
        self.check(f"{game}, the end")
        self.replays()

    def steer(self, game: str) -> None:
        """Random events do not always reach each screen of a game (the monkey may wander
        off to another saved game, or spend its taps on a long Twilight setup): open a
        link to a game of ``game`` a few moves in, as a player would, and go on there."""
        session = Session(game, None, self.rng.randrange(10**6))
        for _ in range(self.rng.randrange(1, 12)):
            session.play(self.rng.choice(session.state.legal_actions()))
        self.history.append(f"open a {game} link ({len(session.record.actions)} moves)")
        self.page.goto(self.app.base_url + "#" + session.to_link())
        self.page.wait_for_function("d => window.boardgames.digest() === d",
                                    arg=session.state.digest())
        self.counts["steered"] += 1
        self.privacy_on()

    def run(self, game: str, events: int) -> None:
        self.start(game)
        self.events(game, events)
        for _ in range(3):
            if all(self.screens[f"{game}:{screen}"] for screen in ("turn", "curtain")):
                break
            self.steer(game)
            self.events(game, events // 6)


@pytest.mark.slow
@pytest.mark.timeout(600)       # a run takes ~1 min: a stuck page fails, never hangs CI
@pytest.mark.parametrize("device", ["desktop", "tablet"])
def test_the_monkey_finds_no_error(request, device):
    app = request.getfixturevalue("app" if device == "desktop" else "tablet")
    app.open()
    rng = random.Random(f"{SEED}-{device}")
    # the page's own random seeds (a new game with an empty seed field) follow the run's
    app.page.evaluate("""code => { const s = document.createElement('script'); s.type = 'py';
        s.textContent = code; document.body.appendChild(s); }""",
                      f"import random\nrandom.seed({rng.randrange(2**32)})")
    monkey = Monkey(app, rng, device)
    start = time.perf_counter()
    for game in ("demo", "twilight", "risk"):
        monkey.run(game, EVENTS)
    # the page closed and opened again resumes the very same game (a late click of the
    # last tap has landed once a frame was drawn after it)
    next_frame(app.page)
    digest = app.digest()
    app.page.reload()
    app.page.wait_for_selector('body[data-ready="1"]', timeout=60_000)
    assert app.digest() == digest, "a reload does not resume the same position"
    monkey.check("after the reload")
    seconds = time.perf_counter() - start
    events = sum(v for k, v in monkey.counts.items() if k in
                 ("tap", "drag", "key", "scroll", "resize"))
    TOTALS.update({k: v for k, v in monkey.counts.items()})
    screens = sorted(monkey.screens.items())
    print(f"\nmonkey {device} (seed {SEED}): {events} events in {seconds:.0f} s "
          f"({dict(monkey.counts)}); screens seen: {json.dumps(dict(screens))}")
    assert events >= 3 * EVENTS
    for game in ("demo", "twilight", "risk"):
        for screen in ("turn", "curtain"):
            assert monkey.screens[f"{game}:{screen}"] > 0, f"{game}: never on its {screen}"
    assert any(k.endswith(":done") for k in monkey.screens), "never on a done panel"
    assert monkey.screens["home"] > 0, "never on the home screen"
