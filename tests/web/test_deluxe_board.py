"""The Twilight board draws the Deluxe edition (issue 22, the page) from the views alone:
the printed Deluxe numbers, 108 Our Man in Tehran's look at the draw pile (its player
only), 104 The Cambridge Five's reveal (the USSR only), the Chinese Civil War (Deluxe
12) on the China Card's box, the handicap placed at setup (11.1.4), the Late War
scenario's turn 8; and random Deluxe games where every legal action has its tap.

Card texts and rule numbers: docs/twilight/editions.md (Deluxe GR sections 8-12).
"""

from __future__ import annotations

import random
import re
import sys
from pathlib import Path

import pytest

from engine.core import Session
from engine.twilight.testing import US, USSR, play, pos

WEB_PY = Path(__file__).resolve().parents[2] / "web" / "py"
if str(WEB_PY) not in sys.path:
    sys.path.insert(0, str(WEB_PY))

from games.twilight import board as BT  # noqa: E402
import boards  # noqa: E402
import screens  # noqa: E402

DX = {"edition": "deluxe"}


def _ctx(state, viewer="mover"):
    viewer = state.to_move if viewer == "mover" else viewer
    return boards.context(state.observe(viewer))


def _draw(state, viewer="mover") -> str:
    ctx = _ctx(state, viewer)
    ctx.keep["layout"] = "wide"
    return BT.render(ctx)


def _actions(html: str) -> list[str]:
    return re.findall(r'data-action="([^"]*)"', html)


def _cards_shown(html: str) -> set[int]:
    return {int(n) for n in re.findall(r'data-card="(\d+)"', html)}


def _card_box(html: str, n: int) -> str:
    """The markup of the card whose engine number is ``n``."""
    at = html.index(f'data-card="{n}"')
    start = html.rindex("<", 0, at)
    return html[start:html.index("</span></span>", at)]


# ----------------------------------------------------------------------------- numbers
def test_a_deluxe_hand_shows_the_deluxe_numbers_and_taps_keep_the_engines():
    """Deluxe renumbering (editions.md section 3): engine 35 South America Scoring is
    printed 81, 81 Solidarity 101, 101 Formosan Resolution 35, 111 Aldrich Ames Remix
    98; the actions (card:N) and data-card keep the engine's numbers."""
    s = pos(DX, hands=[[35, 81], [4]], phasing=USSR, turn=8)
    html = _draw(s)
    assert 'data-action="card:35"' in html and 'data-action="card:81"' in html
    assert '<span class="no">#81</span>' in _card_box(html, 35)
    assert '<span class="no">#101</span>' in _card_box(html, 81)
    s = pos(DX, hands=[[4], [101, 111]], phasing=US, turn=8)
    html = _draw(s)
    assert '<span class="no">#35</span>' in _card_box(html, 101)
    assert '<span class="no">#98</span>' in _card_box(html, 111)
    # the 2nd edition keeps its own numbers
    html = _draw(pos(None, hands=[[35, 81], [4]], phasing=USSR, turn=8))
    assert '<span class="no">#35</span>' in _card_box(html, 35)
    assert '<span class="no">#81</span>' in _card_box(html, 81)


# ----------------------------------------------------------------------------- 108
def _tehran():
    s = pos(DX, hands=[[7], [108, 4]], phasing=US, inf={"Iran": (0, 2)}, turn=4,
            deck=[30, 31, 35, 33, 34, 36, 101])
    play(s, "card:108", "event")
    return s


def test_c108_tehran_the_cards_looked_at_are_taps_for_the_us_only():
    """108 Our Man in Tehran: the US looks at the top 5 cards and may discard any: each
    is a tap on its card (``discard:N``), "done" a button; the USSR's board, the
    spectator's and the hand-off screen show none of them."""
    s = _tehran()
    peek = sorted(s.view(s.seat_of(US))["peek"])
    assert len(peek) == 5
    ctx = _ctx(s)
    html = BT.render(ctx)
    box = html.split('id="ts-peek"', 1)[1].split("</section>", 1)[0]
    assert _cards_shown(box) == set(peek)
    assert sorted(_actions(box)) == sorted(f"discard:{n}" for n in peek)
    assert BT.buttons(ctx) == ["done"]
    # the labels name the cards with their Deluxe numbers (35 is printed 81, 101 35): said
    # first by a screen reader, before the card's printed text (issue 23, label in name)
    assert '<span class="sr-only">Discard South America Scoring (81): </span>' in box
    assert '<span class="sr-only">Discard Formosan Resolution (35): </span>' in box
    assert "Tap a card you look at to discard it." in html
    for viewer in (s.seat_of(USSR), None):
        other = _draw(s, viewer)
        assert "ts-peek" not in other and not _cards_shown(other) & set(peek)
        screen = screens.game(s.observe(viewer), title="T", version="x", handoff=True,
                              privacy=True, ui={}, moves=0, can_undo=False)
        assert not _cards_shown(screen) & set(peek)
        for n in peek:
            assert f"discard:{n}" not in screen
    play(s, f"discard:{peek[0]}")
    html = _draw(s)
    assert _cards_shown(html.split('id="ts-peek"', 1)[1].split("</section>")[0]) \
        == set(peek[1:])
    play(s, "done")
    assert "ts-peek" not in _draw(s, s.seat_of(US))


# ----------------------------------------------------------------------------- 104
def test_c104_cambridge_five_the_scoring_cards_are_shown_to_the_ussr_only():
    """104 The Cambridge Five: the US's scoring cards are shown to the USSR (its board's
    "shown to you" box), never on the spectator's board; the USSR's optional placement
    is a tap on the map."""
    s = pos(DX, hands=[[104, 7], [1, 4, 5]], phasing=USSR)
    play(s, "card:104", "event")
    ussr = _draw(s, s.seat_of(USSR))
    shown = ussr.split("ts-revealed", 1)[1].split("ts-piles", 1)[0]
    assert _cards_shown(shown) == {1}                   # Asia Scoring, not 4 or 5
    assert 'data-action="inf:Thailand"' in ussr         # a country of a revealed region
    nobody = _draw(s, None)
    assert "ts-revealed" not in nobody and not _cards_shown(nobody) & {1, 4, 5}
    us = _draw(s, s.seat_of(US))
    assert "ts-revealed" not in us                      # the US sees its own hand only


# ----------------------------------------------------------------------------- 12
def test_chinese_civil_war_is_drawn_on_the_china_cards_box_and_tapped_there():
    """Deluxe 12: the China Card starts with neither player; the USSR places influence in
    the Chinese Civil War space with operations (3 claim the card). The China Card's box
    says so and carries the placement; the effect's key is never shown."""
    opts = {**DX, "chinese_civil_war": True}
    s = pos(opts, hands=[[14], [4]], china=None, effects={"chinese_civil_war": {"inf": 1}},
            inf={"North Korea": (3, 0)})
    html = _draw(s)
    china = html.split('class="ts-cell china"', 1)[1]
    assert "Chinese Civil War" in china and "USSR: 1 of 3 influence" in china
    assert "chinese_civil_war" not in html and "being played" not in china
    play(s, "card:14", "ops", "influence")
    ctx = _ctx(s)
    html = BT.render(ctx)
    china = html.split('class="ts-cell china"', 1)[1].split("</button>", 1)[0]
    assert 'data-action="inf:Chinese Civil War"' in china
    assert "inf:Chinese Civil War" not in BT.buttons(ctx)
    assert sorted(set(_actions(html)) | set(BT.buttons(ctx))) == sorted(ctx.legal)
    play(s, "inf:Chinese Civil War", "inf:Chinese Civil War")
    assert s.china == USSR                              # 12: claimed with 3
    html = _draw(s, s.seat_of(USSR))
    assert "Chinese Civil War" not in html.split('class="ts-cell china"', 1)[1].split(
        "</div></div>", 1)[0]


def test_a_new_game_with_the_civil_war_shows_it_from_the_start():
    session = Session("twilight", {**DX, "chinese_civil_war": True}, 3)
    html = _draw(session.state)
    assert "USSR: 0 of 3 influence" in html


# ----------------------------------------------------------------------------- setup
def test_the_handicap_is_placed_on_the_map_at_setup():
    """11.1.4 / 11.1.4.1: the handicap's extra influence is placed during setup where the
    side already has influence: each placement is a tap on its country."""
    session = Session("twilight", {**DX, "handicap": "US+2"}, 3)
    rng = random.Random(1)
    while session.state.stack[-1]["kind"] != "handicap":
        session.play(rng.choice(session.state.legal_actions()))
    s = session.state
    ctx = _ctx(s)
    html = BT.render(ctx)
    targets = ctx.view["decision"]["targets"]
    assert "inf:Canada" in targets                      # the Deluxe US setup: Canada 2
    assert set(_actions(html)) == set(targets) and BT.buttons(ctx) == []
    assert "handicap" in str(ctx.view["decision"]["prompt"])


def test_the_late_war_scenario_opens_at_turn_8():
    """The Deluxe Late War scenario (editions.md section 6) starts in turn 8."""
    session = Session("twilight", {**DX, "scenario": "late_war"}, 2)
    html = _draw(session.state)
    assert "Turn 8" in html and '<span class="pip on era-late">8</span>' in html


# ----------------------------------------------------------------------------- random
def _offers_exactly_the_legal_actions(state) -> None:
    ctx = _ctx(state)
    html = BT.render(ctx)
    offered = set(_actions(html)) | set(BT.buttons(ctx))
    offered |= set(re.findall(r'data-warn="([^"]*)"', html))
    assert offered == set(ctx.legal), state.stack[-1]["kind"]


def _hidden_from(state, seat) -> set[int]:
    """The cards ``seat`` (None: a spectator) may not see: the draw pile, the other
    side's hand (less what it was shown), a secret headline of the other side."""
    side = None if seat is None else state.side_of(seat)
    hidden = set(state.deck)
    for other in {USSR, US} - {side}:
        hidden |= set(state.hands[other])
        if state.headline[other] is not None and not state.headline_shown[other]:
            hidden.add(state.headline[other])
    if side is not None:
        hidden -= set(state.view(seat)["opponent_revealed"])
    return hidden


OPTION_SETS = [
    {**DX, "optional_cards": True, "chinese_civil_war": True, "handicap": "US+2"},
    {**DX, "optional_cards": True, "scenario": "late_war", "handicap": "USSR+1"},
    {**DX, "optional_cards": False, "tournament": True, "bidding": True},
]


@pytest.mark.parametrize("options", OPTION_SETS)
def test_random_deluxe_games_every_legal_action_has_a_tap_and_nothing_leaks(options):
    """Over random Deluxe games: the mover's board and buttons offer exactly the legal
    actions (every decision the new cards bring is drawn), the other side's board and
    the spectator's hold no card of the hidden hand, headline or the draw pile."""
    for seed in (5, 11):
        session = Session("twilight", options, seed)
        rng = random.Random(seed)
        for _ in range(260):
            s = session.state
            if s.is_over:
                break
            _offers_exactly_the_legal_actions(s)
            for seat in {0, 1, None} - {s.to_move}:
                assert not _cards_shown(_draw(s, seat)) & _hidden_from(s, seat), (seat, seed)
            session.play(rng.choice(s.legal_actions()))


@pytest.mark.parametrize("card", range(104, 112))
def test_every_decision_of_the_new_cards_has_a_tap(card):
    """The Deluxe cards 104-110 and Aldrich Ames Remix (engine 111): their events'
    decisions (The Cambridge Five's placement, Che's coups, Our Man in Tehran's discards,
    the Remix's discard...) are each offered as taps or buttons, exactly the legal ones,
    until the next card play."""
    from engine.twilight import cards as C
    side = US if C.SIDE[card] == US else USSR
    hands = [[7, 8], [4, 5, 1]]
    hands[side].append(card)
    s = pos(DX, hands=hands, phasing=side, turn=8 if C.ERA[card] == "late" else 4,
            inf={"Iran": (0, 2), "Nicaragua": (0, 1), "Angola": (1, 1), "Cuba": (3, 0),
                 "UK": (0, 5), "Saudi Arabia": (0, 2)}, deck=list(range(30, 46)))
    play(s, f"card:{card}", "event")
    rng = random.Random(card)
    for _ in range(12):
        if s.is_over or s.stack[-1]["kind"] == "play":
            break
        _offers_exactly_the_legal_actions(s)
        s.apply(rng.choice(s.legal_actions()))
