"""Risk on the engine core's decision mechanism (issue 10): every phase is a decision kind
of the one ``Rules("risk")`` object, the position is a ``Flow`` whose pending frame is
derived from ``phase``, and its fields are declared once (``FIELDS``) with the snapshot
unchanged (saves and links made before keep their digests: tests/core/test_compat_corpus)."""

import pytest

from engine.core import Action, Flow, Rng, State
from engine.risk import SPEC
from engine.risk.rules import FRAMES, RULES
from engine.risk.state import VARIANTS, RiskState
from engine.risk.testing import play, position

PLAYERS = {"classic": 4, "two-player-passive": 2, "two-player-active": 2, "missions": 3,
           "teams": 4}

# The snapshot's keys before the fields were declared once: every digest depends on them.
OLD_SNAPSHOT_KEYS = [
    "variant", "n", "owner", "armies", "stacks", "hands", "ncards", "ally", "deck",
    "discard", "cavalry", "alive", "eliminations", "phase", "current", "first", "turn",
    "pending", "placed_any", "midturn", "conquered", "att", "invasion", "fort",
    "place_unit", "counting", "allies_done", "allies_fortified", "setup_left",
    "setup_round", "neutral_turn", "missions", "claimed", "claimed_turn", "win", "capped",
    "max_turns"]


def test_one_rules_object_every_phase_a_decision_kind_with_all_its_handlers():
    assert issubclass(RiskState, Flow) and issubclass(RiskState, State)
    assert RiskState.rules is RULES and RULES.game == "risk"
    assert set(RULES.decisions) == set(FRAMES) == {
        "claim", "setup_place", "setup_neutral", "bribe", "reinforce", "allies",
        "ally_place", "attack", "invasion", "dice", "defend", "move", "fortify",
        "fortify_count", "ally_fortify", "ally_fortify_count"}
    for kind, d in RULES.decisions.items():
        assert d.legal and d.apply and d.prompt and d.why and d.label, kind
    # the decisions played on the map name their territories
    for kind in ("claim", "setup_place", "setup_neutral", "reinforce", "ally_place",
                 "attack", "invasion", "fortify", "ally_fortify"):
        assert RULES.decisions[kind].targets is not None, kind
    # no dispatch on method names built from strings any more
    assert not [n for n in dir(RiskState) if n.startswith(("_do_", "_legal_"))
                and n != "_legal_actions"]


@pytest.mark.parametrize("variant", VARIANTS)
def test_pending_frame_is_derived_from_the_phase_in_random_games(variant):
    """In every position of random games: the pending frame is ``{"kind": phase}``, the
    player to move is the frame's seat, prompt and legal actions are the decision's own,
    and every legal action gets a label from its decision."""
    s = SPEC.new({"variant": variant, "players": PLAYERS[variant], "max_turns": 8}, 3)
    chooser = Rng(7)
    kinds = set()
    while not s.is_over:
        f = s.pending()
        assert f == {"kind": s.phase} and f is FRAMES[s.phase]
        kinds.add(f["kind"])
        assert s.to_move == s.seat_of_frame(f)
        d = RULES.decisions[f["kind"]]
        assert s.prompt() == d.prompt(s, f)
        legal = s.legal_actions()
        assert legal == d.legal(s, f) and legal
        assert set(s.targets()) <= set(legal)
        s.apply(legal[chooser.randbelow(len(legal))])
    assert s.pending() is None and s.to_move is None and s.legal_actions() == []
    assert str(s.prompt()) == "The game is over."
    assert {"reinforce", "attack", "fortify"} <= kinds


def test_handlers_receive_typed_actions():
    s = position(holdings={"Alberta": (0, 5), "Ontario": (1, 2)}, rest=1)
    seen = []
    d = RULES.decisions["attack"]
    original = d.apply
    try:
        d.apply = lambda st, f, a: (seen.append(a), original(st, f, a))
        s.rng.force([6, 6, 1, 1])
        play(s, "attack:Alberta:Ontario")
    finally:
        d.apply = original
    (a,) = seen
    assert isinstance(a, Action) and a.verb == "attack" and a.args == ("Alberta", "Ontario")


@pytest.mark.parametrize("variant", VARIANTS)
def test_fields_declared_once_drive_snapshot_clone_and_equality(variant):
    """The snapshot has exactly the keys it had before the fields were declared (the
    armies to place are ``to_place`` now, still ``pending`` in the snapshot); clone copies
    every field and cache; equal positions compare equal."""
    s = SPEC.new({"variant": variant, "players": PLAYERS[variant], "max_turns": 6}, 5)
    chooser = Rng(2)
    for _ in range(300):
        if s.is_over:
            break
        legal = s.legal_actions()
        s.apply(legal[chooser.randbelow(len(legal))])
    snap = s.snapshot()
    assert list(snap) == OLD_SNAPSHOT_KEYS
    assert snap["pending"] == s.to_place
    c = s.clone()
    assert c == s and c.digest() == s.digest() and c.snapshot() == snap
    for name in RiskState.DERIVED:
        assert getattr(c, name) == getattr(s, name), name
    assert c.legal_actions() == s.legal_actions()
    if not c.is_over:
        c.apply(c.legal_actions()[-1])
        assert s.snapshot() == snap                 # the original is untouched


def test_refusals_go_through_the_pending_decision():
    """A refused action names the rule of the decision pending, then the action and the
    question being answered (Flow.why_illegal)."""
    s = position(holdings={"Alberta": (0, 5), "Ontario": (1, 2)}, rest=1)
    text = str(s.why_illegal("fortify:Alberta:Ontario"))
    assert text.startswith("Step 2 - battles: this step takes only attack")
    assert "(action 'fortify:Alberta:Ontario'; now: Red: attack, or end the battles)" in text
