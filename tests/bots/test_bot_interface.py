"""The bot interface (engine.bots): levels, determinism for a seed, never an illegal
answer, failures replaced by a legal action, the arena's statistics and CLI."""

import json
import subprocess
import sys

import pytest

from engine.bots import Bot, decide, levels, make_bot
from engine.bots.arena import arena, parse_bot, wilson
from engine.core import Rng
from engine.games import get_spec


def test_levels_of_each_game():
    assert levels("twilight") == ["random", "easy", "medium", "hard", "expert"]
    assert levels("risk") == ["random", "easy", "hard"]
    assert levels("demo") == ["random"]


def test_unknown_level_and_setting_are_refused():
    with pytest.raises(ValueError, match="levels: random, easy, hard"):
        make_bot("risk", "grandmaster")
    with pytest.raises(ValueError, match="unknown setting"):
        make_bot("twilight", "hard", depth=3)


def test_random_bot_is_uniform_and_seeded():
    state = get_spec("demo").new({}, 1)
    obs = state.observe(state.to_move)
    a = [decide("demo", "random", obs, seed=s) for s in range(40)]
    assert set(a) <= set(obs["legal"])
    assert a == [decide("demo", "random", obs, seed=s) for s in range(40)]


class _Broken(Bot):
    level = "broken"

    def decide(self, observed, rng):
        raise RuntimeError("boom")


class _Liar(Bot):
    level = "liar"

    def decide(self, observed, rng):
        return "not-an-action"


@pytest.mark.parametrize("cls", [_Broken, _Liar])
def test_a_failing_bot_still_answers_a_legal_action_and_counts_it(cls):
    state = get_spec("twilight").new({}, 3)
    obs = state.observe(state.to_move)
    bot = cls()
    assert bot.choose(obs, Rng(1)) in obs["legal"]
    assert bot.failures == 1 and bot.last_error


def test_a_bot_needs_the_seat_to_move():
    state = get_spec("twilight").new({}, 3)
    other = 1 - state.to_move
    with pytest.raises(ValueError, match="no legal action"):
        make_bot("twilight", "easy").choose(state.observe(other), Rng(1))


def test_wilson_interval():
    lo, hi = wilson(50, 100)
    assert lo == pytest.approx(0.4038, abs=1e-3) and hi == pytest.approx(0.5962, abs=1e-3)
    lo, hi = wilson(400, 400)
    assert hi == pytest.approx(1.0) and lo == pytest.approx(0.9905, abs=1e-3)
    assert wilson(0, 0) == (0.0, 1.0)


def test_parse_bot_settings():
    assert parse_bot("hard:iterations=48:time_limit=0.5") == (
        "hard", {"iterations": 48, "time_limit": 0.5})
    with pytest.raises(ValueError):
        parse_bot("hard:iterations")


def test_arena_rotates_seats_and_sums_up():
    out = arena("twilight", ["easy", "random"], games=2, seed=11)
    assert out["games"] == 2 and out["illegal_moves"] == 0 and out["bot_failures"] == 0
    # each bot played each seat once
    assert out["seats"] == {k: v for k, v in out["seats"].items()}
    assert {k.split(": ")[1] for k in out["seats"]} == {"easy", "random"}
    assert all(v["games"] == 1 for v in out["seats"].values())
    for name in ("easy", "random"):
        r = out["results"][name]
        assert r["games"] == 2 and 0 <= r["wins"] <= 2
        assert r["ci95"][0] <= r["win_rate"] <= r["ci95"][1]
        assert r["decision_ms"]["decisions"] > 0
    assert out["results"]["easy"]["wins"] + out["results"]["random"]["wins"] + \
        out["draws"] == 2


def run(*args):
    return subprocess.run([sys.executable, "-m", "engine", *args], capture_output=True,
                          text=True, timeout=120)


def test_cli_arena_prints_json_with_confidence_intervals():
    out = run("arena", "twilight", "--bots", "random,random", "--games", "4", "--seed", "3")
    assert out.returncode == 0, out.stderr
    data = json.loads(out.stdout.strip().splitlines()[-1])
    for key in ("game", "options", "seed", "games", "bots", "results", "draws",
                "unfinished", "illegal_moves", "bot_failures", "seconds", "seats"):
        assert key in data
    assert data["games"] == 4 and data["bots"] == ["random", "random"]
    r = data["results"]["random"]
    assert {"games", "wins", "win_rate", "ci95", "decision_ms"} <= set(r)
    assert len(r["ci95"]) == 2 and 0 <= r["ci95"][0] <= r["ci95"][1] <= 1


def test_cli_arena_refuses_bad_input():
    out = run("arena", "twilight", "--bots", "random,wizard", "--games", "1")
    assert out.returncode == 2 and "no 'wizard' bot" in out.stderr
    out = run("arena", "twilight", "--bots", "random,random,random", "--games", "1")
    assert out.returncode == 2 and "seats" in out.stderr
