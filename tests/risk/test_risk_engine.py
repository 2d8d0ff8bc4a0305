"""Engine-level properties of Risk: hidden information, illegal actions, battle odds
(chi-square at a fixed seed), random legal sequences (hypothesis), replay, simulation."""

import itertools
import json
from collections import Counter

import pytest
from hypothesis import given, settings, strategies as st

from engine.core import IllegalAction, Rng
from engine.core.simulate import simulate
from engine.risk import SPEC
from engine.risk.state import VARIANTS, battle
from engine.risk.testing import give, play, position

PLAYERS = {"classic": 4, "two-player-passive": 2, "two-player-active": 2, "missions": 3,
           "teams": 4}


def exact_battle_odds(a, d):
    """Exact distribution of (attacker losses, defender losses) by enumerating the dice."""
    counts = Counter()
    for roll in itertools.product(range(1, 7), repeat=a + d):
        att = sorted(roll[:a], reverse=True)
        de = sorted(roll[a:], reverse=True)
        al = sum(1 for x, y in zip(att, de) if x <= y)
        counts[(al, min(a, d) - al)] += 1
    total = 6 ** (a + d)
    return {k: v / total for k, v in counts.items()}


CHI2_CRITICAL_P001 = {1: 10.83, 2: 13.82}


@pytest.mark.parametrize("a,d", [(3, 2), (3, 1), (2, 2), (2, 1), (1, 2), (1, 1)])
def test_battle_odds_match_exact_probabilities_chi_square(a, d):
    """Step 2 - battle stages: over many seeded battles the outcome frequencies of each
    dice match-up agree with the exact probabilities (chi-square, p > 0.001, fixed seed)."""
    exact = exact_battle_odds(a, d)
    if (a, d) == (3, 2):
        assert abs(exact[(0, 2)] - 2890 / 7776) < 1e-12      # the classic 37.2 %
    rng = Rng(1234 + 10 * a + d)
    n = 6000
    seen = Counter()
    for _ in range(n):
        _, _, al, dl = battle(rng, a, d)
        seen[(al, dl)] += 1
    assert set(seen) <= set(exact)
    chi2 = sum((seen[k] - n * p) ** 2 / (n * p) for k, p in exact.items())
    assert chi2 < CHI2_CRITICAL_P001[len(exact) - 1], (a, d, chi2, seen)


def test_views_hide_other_hands_deck_order_and_missions():
    """Hidden information: a view shows one's own cards, only counts of the others', the
    size of the pile (not its order) and only one's own unclaimed missions."""
    s = SPEC.new({"variant": "missions", "players": 3, "territories": "claimed"}, 9)
    give(s, 1, "Japan", "Peru")
    v = s.view(0)
    assert v["hands"][1] == {"holder": "Blue", "count": 2}
    assert "deck" not in v and v["deck_size"] == len(s.deck)
    assert all(m["text"] is None for m in v["missions"][1]["missions"])
    assert [c["name"] for c in s.view(1)["hands"][1]["cards"]] == ["Peru", "Japan"]
    spectator = s.view(None)
    assert all("cards" not in h for h in spectator["hands"])
    json.dumps(v)
    assert "Japan" not in " ".join(map(str, s.log))


def test_illegal_action_raises_naming_the_rule_and_leaves_state_unchanged():
    s = position(holdings={"Alberta": (0, 5), "Ontario": (1, 1)}, rest=1)
    before = s.digest()
    for bad in ["attack:Ontario:Alberta", "fortify:Alberta:Alaska", "place:Alberta:3",
                "nonsense", "attack:Atlantis:Ontario", "move:2"]:
        with pytest.raises(IllegalAction) as err:
            s.apply(bad)
        assert "Step" in str(err.value) or "Initial" in str(err.value)
        assert s.digest() == before


ILLEGAL_POOL = [
    "attack:Alberta:Ontario", "assault:Alaska:Kamchatka", "attack:Alaska:Brazil",
    "place:Alberta:1", "place:Alberta:999", "place:Peru", "claim:Alaska", "claim:General",
    "trade:Joker,Peru,Japan", "move:1", "move:99", "move:x", "count", "dice:3", "defend:3",
    "fortify:Alaska:Peru", "fortify:Peru:Peru", "bribe:Yellow:Peru", "bribe:Pink:Peru",
    "ally:Blue", "done", "stop", "end_attack", "end_turn", "pass", "xyz", "", "place::"]


@pytest.mark.parametrize("variant", VARIANTS)
def test_every_refusal_names_a_rulebook_section_and_changes_nothing(variant):
    """Across random positions of every variant: an illegal action raises IllegalAction
    whose message begins with the rulebook section it breaks, and leaves the state (digest)
    unchanged; the player to move always has a legal action (no dead ends)."""
    import engine.risk.sections as sections
    cited = tuple(str(v) for k, v in vars(sections).items() if k.startswith("S_"))
    chooser = Rng(3)
    s = SPEC.new({"variant": variant, "players": PLAYERS[variant], "max_turns": 12}, 21)
    steps = 0
    while not s.is_over:
        legal = s.legal_actions()
        assert legal, (variant, s.prompt())
        if steps % 11 == 0:
            before = s.digest()
            for bad in ILLEGAL_POOL + [legal[0] + "x"]:
                if bad in legal:
                    continue
                with pytest.raises(IllegalAction) as err:
                    s.apply(bad)
                assert str(err.value).startswith(cited), (s.phase, bad, str(err.value))
                assert s.digest() == before
        s.apply(legal[chooser.randbelow(len(legal))])
        steps += 1


@pytest.mark.parametrize("variant", VARIANTS)
def test_views_and_log_never_show_hidden_cards_missions_or_deck_order(variant):
    """Hidden information, in random positions: a view shows a player their own (or their
    team's) cards only, never the pile's order; unclaimed missions only to their owner;
    the log (shown to all) never names a card drawn or given face down; labels and
    prompts are readable text, not action strings."""
    from engine.risk.cards import CARD_NAMES
    chooser = Rng(5)
    s = SPEC.new({"variant": variant, "players": PLAYERS[variant], "max_turns": 12}, 8)
    while not s.is_over:
        legal = s.legal_actions()
        prompt = str(s.prompt())
        assert prompt.startswith(s.players[s.to_move] + ": ")
        for a in legal:
            label = str(s.label(a))
            assert label != a and label[0].isupper(), a
        s.apply(legal[chooser.randbelow(len(legal))])
        for p in range(len(s.players)):
            v = s.view(p)
            assert "deck" not in v and v["deck_size"] == len(s.deck)
            for h, entry in enumerate(v["hands"]):
                assert ("cards" in entry) == (h == s._holder(p))
            if s.missions_on and not s.is_over:
                for q, row in enumerate(v["missions"]):
                    for r, m in enumerate(row["missions"]):
                        if q != p and not s.claimed[q][r] and sum(s.claimed[q]) < 3:
                            assert m["text"] is None
    for line in map(str, s.log):
        if " draws " in line or " gives " in line:
            assert not any(name in line for name in CARD_NAMES[:42]), line


def test_clone_is_independent_and_equal():
    s = position(holdings={"Alberta": (0, 5), "Ontario": (1, 2)}, rest=1)
    c = s.clone()
    assert c.digest() == s.digest()
    c.rng.force([6, 6, 1, 1])
    play(c, "attack:Alberta:Ontario", "dice:2", "defend:2")
    assert c.armies != s.armies and s.digest() != c.digest()
    assert s.legal_actions() == position(holdings={"Alberta": (0, 5), "Ontario": (1, 2)},
                                         rest=1).legal_actions()


@settings(max_examples=40, deadline=None)
@given(variant=st.sampled_from(VARIANTS), seed=st.integers(0, 2**32),
       picks=st.lists(st.integers(0, 10**6), min_size=50, max_size=400))
def test_random_legal_sequences_keep_invariants_and_replay_identically(variant, seed, picks):
    """Any sequence of legal actions keeps the invariants; replaying the same actions from
    the same options and seed reaches the identical digest."""
    options = {"variant": variant, "players": PLAYERS[variant]}
    s = SPEC.new(options, seed)
    actions = []
    for pick in picks:
        legal = s.legal_actions()
        if not legal:
            assert s.is_over                    # no dead ends
            break
        a = legal[pick % len(legal)]
        assert str(s.label(a)) and str(s.prompt())
        s.apply(a)
        actions.append(a)
        assert s.check_invariants() == [], (variant, seed, actions[-5:])
    again = SPEC.new(options, seed)
    for a in actions:
        again.apply(a)
    assert again.digest() == s.digest()
    assert s.clone().digest() == s.digest()
    for p in range(len(s.players)):
        json.dumps(s.view(p))


def test_record_and_link_round_trip():
    from engine.core import Session, decode_link
    sess = Session("risk", {"variant": "two-player-active", "players": 2}, 5)
    for _ in range(60):
        sess.play(sess.state.legal_actions()[-1])
    _, state = decode_link(sess.to_link())
    assert state.digest() == sess.state.digest()


@pytest.mark.parametrize("variant,players", [("classic", 3), ("classic", 6),
                                             ("two-player-passive", 2),
                                             ("two-player-active", 2), ("missions", 4),
                                             ("teams", 5)])
def test_simulation_smoke_no_invariant_violation(variant, players):
    """Random complete games (turn cap of the simulation) never break an invariant."""
    out = simulate(SPEC, 2, 11, {"variant": variant, "players": players, "max_turns": 15})
    assert out["invariant_violations"] == 0, out.get("first_violations")
    assert out["unfinished"] == 0
