"""The twenty real Deluxe games replayed through the engine, each to the end of its log
(replay.py; docs/twilight/editions.md section 10).

Every fact a log line states (influence, VP, DEFCON, military operations, Space Race,
cards removed or in play, the winner) is checked before every step of the engine, and
at the end of each block the whole board. The replay-only adapters each game needs are
listed here (ADAPTERS): a new one must be documented in replay.py and editions.md
before it is added.
"""
from __future__ import annotations

import dataclasses
import time

import pytest

from engine.twilight import board as B
from engine.twilight import cards as C
from engine.twilight.testing import where

from . import parse as P
from . import replay as R

GAMES = {g.name: g for g in P.load_all()}
_RESULTS = {}


def result(name):
    if name not in _RESULTS:
        _RESULTS[name] = R.replay(GAMES[name])
    return _RESULTS[name]


#: the replay-only adapters each game uses (replay.py docstring, editions.md section 8)
ADAPTERS = {
    "tsreplayer_26": ["South African Unrest split between two neighbours"],
    "tsreplayer_42": ["Flower Power VP for a war card whose event cannot happen"],
    "tsreplayer_57": ["Brush War next to the enemy superpower",
                      "Chernobyl: the log leaves out the region"],
    "tsreplayer_62": ["Iran-Contra Scandal on the US die of a USSR realignment"] * 3
    + ["Flower Power VP for a war card whose event cannot happen"],
    "tsreplayer_65": ["Brush War next to the enemy superpower"],
    "tsreplayer_67": ["Flower Power VP for a war card whose event cannot happen"],
}


def test_the_twenty_replays_take_seconds():
    """The whole replay stays fast (CPython: about 1 s of CPU for the twenty logs)."""
    t = time.process_time()
    for name, g in GAMES.items():
        _RESULTS[name] = R.replay(g)
    assert time.process_time() - t < 20


@pytest.mark.parametrize("name", sorted(GAMES))
def test_real_game_replays_to_the_end_of_its_log(name):
    res = result(name)
    assert res.error is None, res.error
    assert res.complete and res.done == len(GAMES[name].blocks)
    # every fact of the log was checked, except what a card still being played when the
    # log stops does at the end of its play (Wargames, tsreplayer_42/67; the Star Wars
    # and "We Will Bury You" of tsreplayer_57, where DEFCON 1 ends the game mid-event)
    facts = R.Facts(R.deluxe_game(GAMES[name]))
    total = sum(len(v) for v in facts.by_key.values())
    pending = {"tsreplayer_42": 1, "tsreplayer_67": 1, "tsreplayer_57": 3}
    assert res.facts == total - pending.get(name, 0)
    assert [a.split(": ", 1)[1] for a in res.adapters] == ADAPTERS.get(name, [])
    assert not res.state.check_invariants() or res.state.over or res.stopped


def test_the_setup_of_every_game_replays_exactly():
    """Deluxe setup (US 2 in Canada), the free placements and the US +2 handicap:
    after the setup every country has the influence the log gives it."""
    for name, game in GAMES.items():
        d = R.Driver(game)
        d.setup()
        want = P.influence_after_setup(game)
        s = d.state
        for country, (us, ussr) in want.items():
            i = B.INDEX[country]
            assert (s.inf[B.US][i], s.inf[B.USSR][i]) == (us, ussr), (name, country)


# ---------------------------------------------------------------- the checks bite
def _tampered(game, line, fn):
    """``game`` with the record of log line ``line`` replaced by ``fn(record)``."""
    blocks = []
    for b in game.blocks:
        recs = [fn(r) if r.line == line else r for r in b.records]
        blocks.append(dataclasses.replace(b, records=recs))
    return dataclasses.replace(game, blocks=blocks)


@pytest.mark.parametrize("line,change", [
    # tsreplayer_14: "US +2 in Egypt [2][0]" (turn 1, US AR1)
    (27, lambda r: dataclasses.replace(r, us=3)),
    # "USSR gains 2 VP. Score is USSR 2." (Space Race)
    (40, lambda r: dataclasses.replace(r, score=-3)),
    # "DEFCON degrades to 4" (a coup in Iran)
    (24, lambda r: dataclasses.replace(r, level=3)),
    # "USSR Military Ops to 4"
    (23, lambda r: dataclasses.replace(r, value=3)),
    # "USSR advances to 1 in the Space Race."
    (39, lambda r: dataclasses.replace(r, box=2)),
    # "Red Scare/Purge is now in play." (turn 2 headline) said "no longer"
    (87, lambda r: dataclasses.replace(r, active=False)),
])
def test_a_wrong_log_line_is_a_divergence_at_that_line(line, change):
    """The checks are real: one figure of one line changed, the replay stops there."""
    game = GAMES["tsreplayer_14"]
    assert any(r.line == line for b in game.blocks for r in b.records)
    res = R.replay(_tampered(game, line, change))
    assert res.error is not None and f"line {line}" in res.error, res.error


@pytest.mark.parametrize("line,change,where", [
    # "SUCCESS: 4 [ + 4 - 2x2 = 4 ]": the coup's operations
    (20, lambda r: dataclasses.replace(r, ops=3), "coup in Iran"),
    # "USSR rolls 3 (+2) = 5" (Junta's realignment in Brazil): the modifier
    (289, lambda r: dataclasses.replace(r, modifier=1), "realignment modifier"),
])
def test_a_wrong_modifier_is_a_divergence(line, change, where):
    """The strengths the log shows (a coup's operations and modifier, the realignment
    modifiers of 6.2.2) are compared with the engine's."""
    res = R.replay(_tampered(GAMES["tsreplayer_14"], line, change))
    assert res.error is not None and where in res.error and f"line {line}" in res.error, \
        res.error


def test_a_wrong_die_is_a_divergence():
    """A coup die one higher (tsreplayer_14 line 20: "SUCCESS: 4 [ + 4 - 2x2 = 4 ]"):
    the engine removes and adds influence the log does not show."""
    game = GAMES["tsreplayer_14"]
    res = R.replay(_tampered(game, 20, lambda r: dataclasses.replace(r, die=5)))
    assert res.error is not None and "Iran" in res.error, res.error


# ---------------------------------------------------------------- issue 32: rules and gaps
def _without(game, line):
    """``game`` without the record of log line ``line``."""
    blocks = [dataclasses.replace(b, records=[r for r in b.records if r.line != line])
              for b in game.blocks]
    return dataclasses.replace(game, blocks=blocks)


def test_every_reshuffle_line_is_the_engines_reshuffle():
    """4.3: each ``*RESHUFFLE*`` line is a fact: the engine reshuffles the discards
    there and nowhere else (tsreplayer_14 line 149: the turn-3 deal runs out). Without
    the line, the engine's reshuffle is a divergence."""
    game = GAMES["tsreplayer_14"]
    assert isinstance(next(r for b in game.blocks for r in b.records if r.line == 149),
                      P.Reshuffle)
    assert result("tsreplayer_14").error is None
    res = R.replay(_without(game, 149))
    assert res.error is not None and "reshuffles" in res.error, res.error


def _edited(name, line, new_lines, drop=1, more=()):
    """The log ``name`` with ``drop`` lines from line ``line`` replaced by ``new_lines``
    (a small synthetic change of a real log; ``more``: other such changes
    ``(line, new_lines, drop)``), parsed."""
    lines = (P.DATA_DIR / f"{name}.txt").read_text(encoding="utf-8").splitlines()
    for at, new, n in sorted([(line, new_lines, drop), *more], reverse=True):
        lines[at - 1:at - 1 + n] = list(new)
    return P.parse_log("\n".join(lines) + "\n", name)


def _through(game, header):
    """The number of blocks up to the one whose header line is ``header``."""
    return next(k for k, b in enumerate(game.blocks) if b.raw == header) + 1


def _replays_through(game, header):
    k = _through(game, header)
    res = R.replay(game, upto=k)
    assert res.error is None, res.error
    assert res.done == k
    return res


def test_missile_envy_sent_to_the_space_race_replays():
    """Missile Envy's required round spent on the Space Race (6.0; editions.md section
    11, R2): tsreplayer_14's US AR1 of turn 4 ("Missile Envy: Place Influence") made a
    failed Space Race attempt instead."""
    header = "Turn 4, US AR1: Missile Envy: Space Race (2 Ops):"
    game = _edited("tsreplayer_14", 256, [header, "Die roll: 5 -- Failed! (Needed 3 or less)"],
                   drop=2)
    res = _replays_through(game, header)
    assert res.state.space_tries[B.US] == 1 and 49 in res.state.discard


def test_a_free_coup_of_an_event_takes_its_coup_line():
    """Tear Down This Wall's (and Ortega Elected in Nicaragua's) free coup is logged
    ``Coup (3 Ops):`` then ``Target:``: that line belongs to the event, and the card's
    own operations logged after it are read from their own line. Synthetic: in
    tsreplayer_29 the USSR plays Tear Down This Wall for operations, the US event first
    (a free coup in Finland), then the USSR's influence of the original round."""
    header = "Turn 9, USSR AR2: Tear Down This Wall*: Event: Tear Down This Wall*"
    game = _edited("tsreplayer_29", 750, [
        header, "Willy Brandt* is no longer in play.", "US +3 in East Germany [3][5]",
        "Coup (3 Ops):", "Target: Finland",
        "FAILURE: 1 [ + 3 - 2x4 = -4 ]", "Tear Down This Wall* is now in play.", "",
        "Place Influence (3 Ops):"])
    res = _replays_through(game, header)
    assert 96 in res.state.in_play or 96 in res.state.removed


def test_star_wars_takes_the_event_printed_after_it():
    """Star Wars' card from the discards is the ``Event:`` line right after Star Wars'
    own, not an earlier event of the block: synthetic headline of tsreplayer_65's turn
    8, the US headlines Star Wars instead of Central America Scoring; Red Scare/Purge
    (4 Ops) resolves first and is in the discards when Star Wars takes Duck and Cover."""
    header = "Turn 8, Headline Phase: Red Scare/Purge & Star Wars*: DEFCON improves to 3"
    game = _edited("tsreplayer_65", 645, [
        header, "USSR Headlines Red Scare/Purge", "US Headlines Star Wars*",
        "Event: Red Scare/Purge", "Red Scare/Purge is now in play.", "",
        "Event: Star Wars*", "Event: Duck and Cover", "DEFCON degrades to 2",
        "US gains 3 VP. Score is US 3."], drop=8)
    res = _replays_through(game, header)
    assert 4 in res.state.discard and 31 in res.state.discard and 85 in res.state.removed


def test_operations_first_when_an_other_event_line_comes_before():
    """5.2 timing read from the card's own lines: in a headline the US plays a USSR card
    through Grain Sales to Soviets, operations first (a coup in Angola), then the USSR
    event; the headline's "Event: Grain Sales To Soviets" line, before both, says
    nothing about it. Synthetic: tsreplayer_14's turn-4 headline with Portuguese Empire
    Crumbles instead of Marshall Plan (the event first would leave Angola 2/1)."""
    header = "Turn 4, Headline Phase: Missile Envy & Grain Sales To Soviets: DEFCON improves to 3"
    pec = "Portuguese Empire Crumbles*"
    game = _edited("tsreplayer_14", 230, [
        header, "USSR Headlines Missile Envy", "US Headlines Grain Sales To Soviets",
        "Event: Grain Sales To Soviets", f"USSR reveals {pec}", f"USSR reveals {pec} from hand",
        f"US plays {pec}", f"US plays {pec}", "Coup (2 Ops):", "Target: Angola",
        "SUCCESS: 4 [ + 2 - 2x1 = 4 ]", "USSR -3 in Angola [0][0]", "US +1 in Angola [1][0]",
        "US Military Ops to 2", "DEFCON degrades to 2", f"Event: {pec}",
        "USSR +2 in SE African States [0][2]", "USSR +2 in Angola [1][2]"], drop=15)
    res = _replays_through(game, header)
    assert where(res.state, "Angola") == (2, 1) and 52 in res.state.removed


def test_the_box_6_discard_after_a_passed_eighth_round_keeps_the_card():
    """6.4.4 box 6: at the turn's end the side may discard its held card; the log prints
    nothing when it keeps it, also after a passed eighth round (North Sea Oil).
    Synthetic: tsreplayer_29's turn 8, the US reaches box 6 in its AR5 instead of a
    coup and passes its AR8 instead of the China Card's coup."""
    game = _edited("tsreplayer_29", 684, [
        "Turn 8, US AR5: Arms Race: Space Race (3 Ops):",
        "Die roll: 2 -- Success! (Needed 4 or less)", "US advances to 6 in the Space Race."],
        drop=6, more=[(712, ["Turn 8, US AR8: :"], 6)])
    header = "Turn 9, Headline Phase: The Reformer* & Independent Reds*: DEFCON improves to 3"
    res = _replays_through(game, header)
    assert res.state.turn == 9 and res.state.space[B.US] == 6
    assert any("US keeps its held cards" in str(x) for x in res.state.log)


@pytest.mark.parametrize("score,ok", [(19, True), (20, False)])
def test_the_final_scoring_line_after_turn_10(score, ok):
    """The end of turn 10 (military operations, 8.2; the turn's events end) and the
    final scoring (10.3.2, the China Card's VP included) are played before the log's
    last line ``US gains N VP. Score is ...`` and ``US wins by Final Scoring``: synthetic
    end of tsreplayer_62 (the log stops after its last round), the score checked."""
    game = _edited("tsreplayer_62", 894, [
        "", f"US gains {score - 8} VP. Score is US {score}.", "US wins by Final Scoring"],
        drop=0)
    res = R.replay(game)
    if ok:
        assert res.error is None and res.complete and res.stopped is None, res.error
        assert res.state.over and res.state.winner == B.US
        assert res.state.milops == [0, 0]
    else:
        assert res.error is not None and "vp" in res.error, res.error


def test_ask_nots_unlogged_replacements_are_filler():
    """Ask Not What Your Country...'s replacements that the log never shows (tsreplayer_39
    turn 7: four discarded, the pile reshuffled in the draw) are chosen like the turn's
    filler cards, so that nothing the log shows later can change: no scoring card, no
    card the log names elsewhere in the turn, the lowest operations (1)."""
    game = GAMES["tsreplayer_39"]
    k = next(i for i, b in enumerate(game.blocks) if b.line == 563)   # the round after
    res = R.replay(game, upto=k)
    assert res.error is None, res.error
    named = R.named_in_turn(R.deluxe_game(game), 7)
    unlogged = [c for c in res.state.hands[B.US] if c not in named]
    assert unlogged
    assert all(not C.SCORING[c] and C.OPS[c] == 1 for c in unlogged), unlogged


def test_a_nuclear_war_the_log_shows_only_by_its_defcon_line():
    """8.1.3: DEFCON 1 ends the game at once, the player responsible loses. A log may
    print no winner, and print the rest of the card being resolved after the DEFCON
    line: synthetic end of tsreplayer_34, whose turn-5 headlines go on with Duck and
    Cover after We Will Bury You (DEFCON 2 -> 1; the card's VP line is never paid)."""
    game = _edited("tsreplayer_34", 360, [
        "", "Event: Duck and Cover", "DEFCON degrades to 1", "US gains 4 VP. Score is US 4."],
        drop=0)
    res = R.replay(game)
    assert res.error is None and res.complete, res.error
    assert res.state.over and res.state.end_reason == "nuclear_war"
    assert res.state.winner == B.USSR and "no winner" in res.stopped
    # the DEFCON line itself is checked: a log whose DEFCON stops at 2 diverges
    game = _edited("tsreplayer_34", 360, [
        "", "Event: Duck and Cover", "DEFCON degrades to 2", "US gains 3 VP. Score is US 3."],
        drop=0)
    assert R.replay(game).error is not None


def test_a_card_played_through_an_event_reads_its_own_lines():
    """A card an event lets a side play (Grain Sales to Soviets) is used as its own lines
    say (here its event), whatever unread "Event:" line of another card comes before
    (the other headline, resolved first). Synthetic: tsreplayer_14's turn-4 headline with
    Arms Race (3 Ops, first) for the USSR and Panama Canal Returned played by the US."""
    header = "Turn 4, Headline Phase: Arms Race & Grain Sales To Soviets: DEFCON improves to 3"
    pcr = "Panama Canal Returned*"
    game = _edited("tsreplayer_14", 230, [
        header, "USSR Headlines Arms Race", "US Headlines Grain Sales To Soviets",
        "Event: Arms Race", "", "Event: Grain Sales To Soviets", f"USSR reveals {pcr}",
        f"USSR reveals {pcr} from hand", f"US plays {pcr}", f"US plays {pcr}",
        f"Event: {pcr}", "US +1 in Panama [1][3]", "US +1 in Costa Rica [1][0]",
        "US +1 in Venezuela [1][2]"], drop=21)
    res = _replays_through(game, header)
    assert 64 in res.state.removed and where(res.state, "Costa Rica") == (0, 1)
