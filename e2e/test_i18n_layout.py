"""The longest languages decide the layout (issue 21, 6): the game screens in Hebrew (right
to left) and Polish (long words) at a tablet's 1024x768 and a phone's 390x844 have no
horizontal scroll and no button whose words are cut or spill out of it.

With ``I18N_SHOTS=DIR``, each screen is photographed there for a person to look at (not
otherwise: it costs CPU and checks nothing); the checks are measured in the page: the document is no wider than the window,
and every visible button's text fits its box (``scrollWidth``/``scrollHeight`` within its
client box) and the box lies inside the window.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from engine.bots import make_bot
from engine.core import Session
from engine.core.rng import Rng

SHOTS = Path(os.environ["I18N_SHOTS"]) if os.environ.get("I18N_SHOTS") else None
SIZES = {"tablet": (1024, 768), "phone": (390, 844)}
READY = 'body[data-ready="1"]'

#: what overflows on the screen: the page's horizontal scroll, and every visible button
#: whose text does not fit it or that lies outside the window
LAYOUT = r"""() => {
  const doc = document.scrollingElement || document.documentElement;
  const out = { scroll: doc.scrollWidth - window.innerWidth, clipped: [], outside: [] };
  for (const el of document.querySelectorAll("button, [role=button], summary, select")) {
    if (el.closest("[hidden]")) continue;
    if (typeof el.checkVisibility === "function" && !el.checkVisibility()) continue;
    const box = el.getBoundingClientRect();
    if (!box.width || !box.height) continue;
    const name = (el.innerText || el.getAttribute("aria-label") || "").trim().slice(0, 60);
    if (el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1)
      out.clipped.push(`${name} (${el.scrollWidth}x${el.scrollHeight} in ${el.clientWidth}x${el.clientHeight})`);
    // a button in a scrolled strip (the hand, a long list) may lie beyond the window: its
    // strip scrolls, not the page; only a button of the page itself must be inside it
    let strip = el.parentElement, scrolled = false;
    while (strip && strip !== document.body) {
      const s = getComputedStyle(strip);
      if (/(auto|scroll|hidden)/.test(s.overflowX + s.overflowY)) { scrolled = true; break; }
      strip = strip.parentElement;
    }
    if (!scrolled && (box.left < -1 || box.right > window.innerWidth + 1))
      out.outside.push(`${name} (${Math.round(box.left)}..${Math.round(box.right)})`);
  }
  return out;
}"""


def _link(game: str, options: dict, seed: int, names: list, until) -> str:
    """A game played on in CPython by the easy computer players until ``until(view)``,
    as a link (to be played on by people)."""
    seats = [{"name": n, "colour": None, "bot": None} for n in names]
    session = Session(game, options, seed, players=seats)
    bot, rng = make_bot(game, "easy"), Rng(seed)
    for _move in range(5000):
        state = session.state
        if state.is_over or until(state.view(None)):
            break
        session.play(bot.choose(state.observe(state.to_move), rng))
    assert not session.state.is_over, "the position is one of a game still being played"
    return session.to_link()


class Screens:
    def __init__(self, page, lang: str, size: str) -> None:
        self.page, self.lang, self.size = page, lang, size
        self.problems: list[str] = []
        self.seen = 0

    def check(self, screen: str) -> None:
        self.seen += 1
        if SHOTS is not None:
            SHOTS.mkdir(parents=True, exist_ok=True)
            self.page.screenshot(path=str(SHOTS / f"{self.lang}-{self.size}-{self.seen:02d}-"
                                                    f"{screen.replace(' ', '_')}.png"))
        got = self.page.evaluate(LAYOUT)
        if got["scroll"] > 1:
            self.problems.append(f"{screen}: the page scrolls sideways by {got['scroll']} px")
        self.problems += [f"{screen}: cut button text: {c}" for c in got["clipped"]]
        self.problems += [f"{screen}: button outside the window: {c}" for c in got["outside"]]


def _reveal(page) -> None:
    """Past the hand-off curtain, if the screen shows one."""
    for _ in range(3):
        button = page.locator('[data-cmd="reveal"], [data-cmd="handover"]')
        if not button.count():
            return
        before = page.evaluate("performance.getEntriesByName('render').length")
        button.first.click()
        page.wait_for_function(f"performance.getEntriesByName('render').length > {before}")


@pytest.mark.slow
@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("lang", ["he", "pl"])
def test_game_screens_fit_in_the_longest_languages(app, lang, size):
    page = app.page
    width, height = SIZES[size]
    page.set_viewport_size({"width": width, "height": height})
    page.goto(app.base_url + f"?lang={lang}")
    page.wait_for_selector(READY, timeout=60_000)
    assert page.evaluate("document.documentElement.lang") == lang
    screens = Screens(page, lang, size)
    screens.check("home")
    app.tap('[data-cmd="pick"][data-game="twilight"]')
    app.tap('[data-cmd="advanced"]')
    screens.check("twilight form")
    page.goto(app.base_url)
    page.wait_for_selector(READY, timeout=60_000)
    app.tap('[data-cmd="pick"][data-game="risk"]')
    app.tap('[data-cmd="advanced"]')
    screens.check("risk form")

    positions = [
        ("twilight headline", _link("twilight", {}, 4, ["Ala", "Ola"],
                                    lambda v: v.get("phase") == "headline")),
        ("twilight action round", _link("twilight", {}, 4, ["Ala", "Ola"],
                                        lambda v: v.get("turn", 0) >= 3
                                        and v.get("phase") != "headline")),
        ("twilight deluxe", _link("twilight", {"edition": "deluxe"}, 9, ["Ala", "Ola"],
                                  lambda v: v.get("turn", 0) >= 5)),
        ("risk reinforce", _link("risk", {"players": 3}, 6, ["Ala", "Ola", "Ela"],
                                 lambda v: v.get("turn", 0) >= 2)),
        ("risk later", _link("risk", {"players": 4}, 8, ["Ala", "Ola", "Ela", "Iza"],
                             lambda v: v.get("turn", 0) >= 9)),
    ]
    for name, link in positions:
        page.goto(app.base_url + "#" + link)
        page.wait_for_function("() => !!window.boardgames.digest()", timeout=60_000)
        screens.check(f"{name} curtain")
        _reveal(page)
        screens.check(name)
        share = page.locator('[data-cmd="share"]')
        if name == "twilight action round" and share.count() and share.first.is_visible():
            share.first.click()
            screens.check("share dialog")
    assert screens.seen >= 13
    assert not screens.problems, "\n".join(screens.problems)
