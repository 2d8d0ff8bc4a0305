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
