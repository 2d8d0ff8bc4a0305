"""Risk - Missions (rulebook: 'Risk - Missions': setup, completing a mission, eliminating
an opponent, winning, receiving reinforcements)."""

import pytest

from engine.core import IllegalAction
from engine.risk import SPEC
from engine.risk.board import CONTINENT_MEMBERS, CONTINENT_NAMES, INDEX, NAMES
from engine.risk.missions import PILES
from engine.risk.testing import give, play, position

ASIA = [NAMES[t] for t in CONTINENT_MEMBERS[CONTINENT_NAMES.index("Asia")]]


def test_setup_one_secret_mission_of_each_rank_per_player():
    """Setup: the four piles are shuffled separately; each player draws one of each rank;
    the missions are secret (a view shows only one's own)."""
    s = SPEC.new({"variant": "missions", "players": 6}, 4)
    for p in range(6):
        for r in range(4):
            assert s.missions[p][r] in PILES[r]
    for r in range(4):
        assert len({s.missions[p][r] for p in range(6)}) == 6
    v = s.view(0)
    assert all(m["text"] for m in v["missions"][0]["missions"])
    assert all(m["text"] is None for m in v["missions"][1]["missions"])
    assert "missions" in str(s.snapshot()) and s.view(None)["missions"][0]["missions"][0]["text"] is None


def asia_position():
    s = position("missions", 3, {n: (0, 2) for n in ASIA}, rest=1)
    s.missions = [["C1", "M1", "O1", "G1"], ["C2", "M2", "O2", "G2"], ["C3", "M3", "O3", "G3"]]
    s.claimed = [[False] * 4 for _ in range(3)]
    s.invalidate()
    return s


def test_completing_a_mission_asia_is_shown_at_the_end_of_the_turn_rulebook_example():
    """Completing a mission (rulebook example): 'control Asia', a General's mission, is shown
    at the end of the turn -- in the fortification step, the turn's last decision, among
    its ordinary choices (ENGINE CHOICE, see engine/risk/missionplay.py); it stays
    completed when Asia is lost later."""
    s = asia_position()
    assert "claim:General" not in s.legal_actions()
    with pytest.raises(IllegalAction, match="end of your turn"):
        s.apply("claim:General")
    play(s, "end_attack")
    legal = s.legal_actions()
    assert s.phase == "fortify" and legal[-2:] == ["end_turn", "claim:General"]
    assert str(s.label("claim:General")) == "Show my completed General mission"
    play(s, "claim:General")
    assert s.claimed[0][3] and s.phase == "fortify" and s.current == 0
    assert not [a for a in s.legal_actions() if a.startswith("claim:")]
    play(s, "fortify:China:India")              # the fortification still follows
    assert s.current == 1
    s.owner[INDEX["China"]] = 1
    assert s.claimed[0][3]


def _end_of_turn(general: str):
    """Red ends a turn with the General mission ``general`` fulfilled or not."""
    s = asia_position()
    s.missions[0][3] = general
    s.invalidate()
    play(s, "end_attack")
    fortify = {p: (s.view(p), s.prompt()) for p in (1, 2, None)}
    offered = "claim:General" in s.legal_actions()
    play(s, "end_turn")
    return s, fortify, offered


def test_every_turn_ends_the_same_way_for_the_others_whether_or_not_a_mission_is_done():
    """Issue 13 item 5: the other players cannot tell from the end of a turn whether the
    player holds a fulfilled mission they did not show: the same decisions, prompts, views
    and log lines, with no extra step and no 'shows no mission' line."""
    done, done_fortify, offered = _end_of_turn("G1")          # control Asia: held
    undone, undone_fortify, not_offered = _end_of_turn("G2")  # North America and Africa
    assert offered and not not_offered
    assert done_fortify == undone_fortify
    assert done.current == undone.current == 1 and done.phase == undone.phase == "reinforce"
    assert done.log == undone.log
    assert not [line for line in map(str, done.log) if "mission" in line and "shows" in line]
    for viewer in (1, 2, None):
        assert done.view(viewer) == undone.view(viewer)
        assert done.prompt() == undone.prompt()


def test_at_most_one_mission_a_turn_and_any_time_missions_shown_at_once():
    """Completing a mission: a mission is announced as soon as it is fulfilled, at the time
    the card states ("conquer 3 territories in a single turn": at any time), but at most
    one mission may be shown in a turn."""
    s = asia_position()
    s.missions[0][0] = "C3"                     # conquer 3 territories in one turn (any time)
    for src, dst in (("Siam", "Indonesia"), ("Indonesia", "New Guinea"),
                     ("New Guinea", "Eastern Australia")):
        s._set_owner(INDEX[dst], 1, 1)
    s.armies[INDEX["Siam"]] = 10
    s.invalidate()
    for src, dst in (("Siam", "Indonesia"), ("Indonesia", "New Guinea"),
                     ("New Guinea", "Eastern Australia")):
        assert "claim:Captain" not in s.legal_actions()
        s.rng.force([6, 1])
        play(s, f"attack:{src}:{dst}", "dice:1")
        play(s, s.legal_actions()[1] if s.phase == "move" else "end_attack")
    assert s.conquered == 3 and "claim:Captain" in s.legal_actions()
    assert str(s.label("claim:Captain")) == "Show my completed Captain mission"
    play(s, "claim:Captain")
    assert s.claimed[0][0] and "Conquer 3 territories in a single turn" in str(s.log[-1])
    assert "claim:General" not in s.legal_actions()
    before = s.digest()
    with pytest.raises(IllegalAction, match="at most one mission"):
        s.apply("claim:General")
    assert s.digest() == before
    play(s, "end_attack", "end_turn")
    assert s.current == 1                       # no second claim offered at the end


def test_after_three_the_fourth_mission_is_shown_to_all_and_completing_it_wins():
    """After three completed missions, the fourth is shown to everyone; completing all
    four wins."""
    s = asia_position()
    s.claimed[0] = [True, True, True, False]
    v = s.view(1)
    assert str(v["missions"][0]["missions"][3]["text"]) == "Control all of Asia."
    play(s, "end_attack", "claim:General")
    assert s.is_over and s.winners == [0] and s.check_invariants() == []


def test_eliminating_all_opponents_wins_and_cards_not_missions_are_taken():
    """Eliminating an opponent: the conqueror takes their territory cards, not their
    missions; the first to eliminate every opponent wins."""
    s = position("missions", 3, {"Alberta": (0, 5), "Ontario": (1, 1)}, rest=0)
    s.missions = [["C1", "M1", "O1", "G1"], ["C2", "M2", "O2", "G2"], ["C3", "M3", "O3", "G3"]]
    s.claimed = [[False] * 4 for _ in range(3)]
    s.alive[2] = False
    give(s, 1, "Japan")
    s.rng.force([6, 1])
    play(s, "attack:Alberta:Ontario", "dice:1", "move:4")
    assert s.is_over and s.winners == [0] and s.hands[0] == [INDEX["Japan"]]
    assert s.missions[1] == ["C2", "M2", "O2", "G2"]


def test_receiving_reinforcements_fixed_set_values_without_golden_cavalry():
    """Receiving reinforcements: without the golden cavalry, 3 infantry 4, 3 cavalry 6,
    3 artillery 8, one of each 10."""
    s = position("missions", 3, {"Alberta": (0, 1)}, rest=1, current=2, phase="fortify")
    s.missions = [["C1", "M1", "O1", "G1"], ["C2", "M2", "O2", "G2"], ["C3", "M3", "O3", "G3"]]
    s.claimed = [[False] * 4 for _ in range(3)]
    give(s, 0, "China", "Congo", "Middle East", "Ukraine", "Japan", "Alaska")
    play(s, "end_turn")
    assert s.current == 0 and s.phase == "reinforce"
    start = s.to_place
    assert s.legal_actions()[:2] == ["trade:Alaska,Congo,China", "trade:Alaska,Ukraine,Japan"]
    play(s, "trade:Alaska,Congo,China")                       # three artillery
    assert s.to_place == start + 8 and s.cavalry == 0
    play(s, next(a for a in s.legal_actions() if a.startswith("trade:")))   # one of each
    assert s.to_place == start + 18 and s.hands[0] == []
    assert "golden_cavalry" not in s.view(0) and s.view(0)["set_values"] == {
        "three infantry": 4, "three cavalry": 6, "three artillery": 8, "one of each": 10}


def test_missions_stay_secret_until_the_end_of_the_game():
    """Eliminating an opponent: their missions stay secret until the end of the game; then
    every mission may be shown."""
    s = position("missions", 3, {"Alberta": (0, 5), "Ontario": (1, 1)}, rest=0)
    s.missions = [["C1", "M1", "O1", "G1"], ["C2", "M2", "O2", "G2"], ["C3", "M3", "O3", "G3"]]
    s.claimed = [[False] * 4 for _ in range(3)]
    s.alive[2] = False
    assert s.view(0)["missions"][1]["missions"][0]["text"] is None
    s.rng.force([6, 1])
    play(s, "attack:Alberta:Ontario", "dice:1", "move:4")
    assert s.is_over
    assert str(s.view(0)["missions"][1]["missions"][0]["text"]) == "Control all of South America."


def test_mission_ranks_are_harder_in_order_by_simulation():
    """Setup: the piles are of increasing difficulty. Random games (the report of
    bench/bench_risk.py, fewer games): each rank is fulfilled less often, and no sooner,
    than the rank below it."""
    import importlib.util
    import pathlib
    path = pathlib.Path(__file__).resolve().parents[2] / "bench" / "bench_risk.py"
    spec = importlib.util.spec_from_file_location("bench_risk", path)
    bench = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(bench)
    report = bench.missions_report(games=5, seed=1, players=4, max_turns=80)
    rates = [int(report[r]["fulfilled"].split("/")[0]) for r in
             ("Captain", "Major", "Colonel", "General")]
    assert rates == sorted(rates, reverse=True) and rates[0] > rates[-1], report
    medians = [report[r]["median_round"] for r in ("Captain", "Major", "Colonel", "General")]
    numeric = [m if isinstance(m, int) else 10**9 for m in medians]
    assert numeric == sorted(numeric), report
