"""The expert level of Twilight Struggle (issue 33): hard's search with a larger budget
and the prior of real players (engine/twilight/bots/prior.py, human_prior.json made by
bench/bench_bots_prior.py from the shared real games)."""
from __future__ import annotations

import importlib.util
import json
import pkgutil
from pathlib import Path

import pytest

from engine.bots import levels, make_bot
from engine.bots.testing import random_positions
from engine.core import Rng
from engine.games import get_spec
from engine.twilight import cards as C
from engine.twilight.bots import ExpertBot, HardBot, prior

ROOT = Path(__file__).resolve().parents[2]
TOURNAMENT = {"edition": "deluxe", "optional_cards": True, "handicap": "US+2"}


def _positions(count, seed=8):
    spec = get_spec("twilight")
    return random_positions(spec, spec.normalize_options(TOURNAMENT), seed, count, 5)


def test_expert_is_the_strongest_level_offered():
    assert levels("twilight")[-1] == "expert"


def test_the_prior_counts_what_players_chose():
    d = prior.data()
    assert d["logs"] == 20
    # every action round's card was offered at least as often as it was chosen
    for side in (0, 1):
        for card, (chosen, offered) in d["card"][side].items():
            assert 0 <= chosen <= offered, card
    # the bonuses are centred on the cards (uses) offered
    bonus = prior.card_bonus(1, [103, 8, 12, 15])
    assert abs(sum(bonus.values())) < 1e-9
    uses = prior.use_bonus(0, 1, ("event", "ops", "space"))
    assert abs(sum(uses.values())) < 1e-9


def test_a_card_players_play_for_its_event_is_preferred_as_an_event():
    """Among the USSR's own events, the one real USSR players played for its event most
    often gets the largest event bonus over operations."""
    rows = prior.data()["use"][0]
    own = [(int(c), r) for c, r in rows.items() if C.SIDE[int(c)] == 0 and
           sum(r.values()) >= 4]
    card, row = max(own, key=lambda x: x[1].get("event", 0) / sum(x[1].values()))
    b = prior.use_bonus(0, card, ("event", "ops"))
    assert b["event"] > b["ops"]


def test_the_shipped_prior_is_what_the_script_makes(tmp_path):
    spec = importlib.util.spec_from_file_location("bench_bots_prior",
                                                  ROOT / "bench" / "bench_bots_prior.py")
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    out = tmp_path / "p.json"
    mod.main(["--logs", str(ROOT / "tests" / "data" / "ts-real-games"), "--out", str(out)])
    shipped = json.loads(pkgutil.get_data("engine.twilight.bots", prior.FILE))
    assert json.loads(out.read_text()) == shipped


def test_without_the_prior_expert_plays_as_hard_with_its_budget():
    budget = {"iterations": 8, "candidates": 3, "samples": 2}
    plain = ExpertBot(human=0, **budget)
    hard = HardBot(**budget)
    for k, s in enumerate(_positions(6)):
        obs = s.observe(s.to_move)
        assert plain.choose(obs, Rng(k)) == hard.choose(obs, Rng(k))


@pytest.mark.parametrize("seed", (3, 11))
def test_expert_ranks_its_choice_first_and_answers_legally(seed):
    bot = make_bot("twilight", "expert")
    for k, s in enumerate(_positions(4, seed)):
        obs = s.observe(s.to_move)
        ranked = bot.ranking(obs, Rng(k))
        assert ranked[0] == make_bot("twilight", "expert").choose(obs, Rng(k))
        assert set(ranked) <= set(obs["legal"]) and len(set(ranked)) == len(ranked)
    assert bot.failures == 0, bot.last_error
