"""The core's decision machinery on a toy game that knows nothing of the real ones:
Rules (decisions, calls, phases, hooks), the Flow driver, the generic Allot and Choose
decisions, typed Actions, fields declared once (snapshot, clone, ==), the registry."""
from __future__ import annotations

import json

import pytest

from engine.core import (Action, Flow, GameSpec, IllegalAction, RecordError, Rules, Session,
                         State, fields, registry)
from engine.core.decisions import Allot, Choose

RULES = Rules("toy", hook_points=("bonus",))
TARGETS = ("north", "south", "east")


class Toy(Flow, State):
    """Two players take turns: allot 3 tokens (at most 2 per place, never in a place the
    other holds more than 2), then choose to stop or go on; the first to 9 tokens wins."""
    game = "toy"
    rules = RULES
    FIELDS = fields(tokens=lambda: [[0, 0, 0], [0, 0, 0]], player=0, stack=[], over=False,
                    winner=None, rounds=0, bag=[3, 1, 2], closed=[])
    DERIVED = ("cache",)
    DUMP = {"bag": sorted}

    def __init__(self, options=None, seed=0):
        super().__init__(options, seed)
        self.cache = {"made": True}
        self.run()

    players = ("A", "B")

    @property
    def winners(self):
        return [] if self.winner is None else [self.winner]

    def seat_of_frame(self, f):
        return f["who"]

    def checkpoint(self):
        for p in (0, 1):
            if sum(self.tokens[p]) >= 9:
                self.over, self.winner = True, p
                return True
        return False

    def advance(self):
        RULES.phases["turn"](self)

    def view(self, player):
        return {"tokens": self.tokens}


@RULES.phase("turn")
def _turn(state):
    state.rounds += 1
    state.push_call("next_player")
    state.push({"kind": "ask", "who": state.player, "options": ["stop", "go"],
                "labels": {"go": "Go on"}, "text": "stop or go on?", "then": "asked"})
    state.push({"kind": "allot", "who": state.player, "left": 3, "done": []})


@RULES.call("asked")
def _asked(state, f):
    if f["frame"]["choice"] == "go":       # one more token, then the turn ends
        state.push({"kind": "allot", "who": f["frame"]["who"], "left": 1, "done": []})


@RULES.call("next_player")
def _next(state, f):
    state.player = 1 - state.player


def _not_blocked(state, f, k):
    i = TARGETS.index(k)
    if k in state.closed:
        return f"{k} is closed"
    if state.tokens[1 - f["who"]][i] > 2:
        return f"{k} is held by the other player"
    return None


def _effect(state, f, k):
    bonus = sum(fn(state) for fn in RULES.active("bonus", {"double"} if state.rounds > 50
                                                  else set()))
    state.tokens[f["who"]][TARGETS.index(k)] += 1 + bonus


RULES.add(Allot("allot", "put", candidates=lambda s, f: TARGETS, effect=_effect, cap=2,
                allowed=_not_blocked, rule="T1 Toy",
                prompt=lambda s, f: f"{s.players[f['who']]}: put a token ({f['left']} left)",
                label=lambda s, f, k: f"Token in {k}",
                outside="{name} is not on the toy map"))
RULES.add(Choose("ask", who=lambda s, f: s.players[f["who"]], rule="T2 Toy"))


@RULES.hook("bonus", "double")
def _double(state):
    return 1


def test_flow_drives_decisions_calls_and_phases():
    s = Toy()
    assert s.to_move == 0 and s.prompt() == "A: put a token (3 left)"
    assert s.legal_actions() == ["put:north", "put:south", "put:east"]
    s.apply("put:north")
    s.apply("put:north")
    assert s.legal_actions() == ["put:south", "put:east"]          # cap 2 per place
    assert str(s.label("put:east")) == "Token in east"
    s.apply("put:east")
    assert s.legal_actions() == ["stop", "go"] and str(s.label("go")) == "Go on"
    assert str(s.prompt()) == "A: stop or go on?"
    s.apply("go")                                           # "then" call pushes a decision
    assert s.to_move == 0 and s.prompt() == "A: put a token (1 left)"
    s.apply("put:south")                                    # the queued call, then the phase
    assert s.to_move == 1 and s.tokens[0] == [2, 1, 1] and s.rounds == 2


def test_refusals_name_the_rule_and_change_nothing():
    s = Toy()
    s.apply("put:north")
    s.apply("put:north")
    before = s.digest()
    for bad, text in [("put:north", "T1 Toy: at most 2 each, and north has had its share"),
                      ("put:west", "T1 Toy: west is not on the toy map"),
                      ("take:north", r"T1 Toy: choose one of the offered targets \(put:...\)"),
                      ("", "T1 Toy")]:
        with pytest.raises(IllegalAction, match=text):
            s.apply(bad)
        assert s.digest() == before
    s.apply("put:south")
    with pytest.raises(IllegalAction, match="T2 Toy: choose one of stop, Go on"):
        s.apply("maybe")


def test_allot_condition_checked_at_each_pick_and_empty_decision_skipped():
    s = Toy()
    s.apply("put:north")
    s.closed = list(TARGETS)                # nothing may go anywhere any more
    s._legal = None
    s.run()
    assert s.legal_actions() == ["stop", "go"]        # the allot frame had no legal action


def test_hooks_consulted_only_while_their_effect_is_active():
    s = Toy()
    s.apply("put:north")
    assert s.tokens[0][0] == 1
    s.rounds = 51
    s.apply("put:south")
    assert s.tokens[0][1] == 2


def test_checkpoint_ends_the_game_between_steps():
    s = Toy()
    while not s.is_over:
        s.apply(s.legal_actions()[0])
    assert s.winners in ([0], [1]) and s.legal_actions() == [] and s.to_move is None
    with pytest.raises(IllegalAction, match="game is over"):
        s.apply("go")


def test_fields_declared_once_drive_snapshot_clone_and_equality():
    s = Toy()
    s.bag = [3, 1, 2]
    snap = s.snapshot()
    assert set(snap) == set(Toy.FIELDS) and snap["bag"] == [1, 2, 3]       # DUMP
    json.dumps(snap)
    c = s.clone()
    assert c == s and c.digest() == s.digest() and c.cache == {"made": True}
    c.apply("put:east")
    assert c != s and s.tokens[0] == [0, 0, 0]                              # independent
    assert c.stack is not s.stack and c.rng is not s.rng
    other = Toy()
    other.bag = [2, 1, 3]                   # same multiset: the same position
    assert other == Toy() and other.digest() == Toy().digest()
    assert Toy.__hash__ is None


def test_rules_refuse_double_registration_and_unknown_hooks():
    r = Rules("x", hook_points=("p",))
    r.decision("k", legal=lambda s, f: [], apply=None, prompt=None)
    with pytest.raises(ValueError, match="registered twice"):
        r.decision("k", legal=lambda s, f: [], apply=None, prompt=None)
    with pytest.raises(ValueError, match="reserved"):
        r.decision("call", legal=lambda s, f: [], apply=None, prompt=None)
    with pytest.raises(ValueError, match="unknown hook point"):
        r.hook("q", "e")
    r.call("c")(print)
    with pytest.raises(ValueError, match="registered twice"):
        r.call("c")(print)


def test_action_is_its_wire_text_with_parts():
    a = Action("attack:Alaska:Kamchatka")
    assert a == "attack:Alaska:Kamchatka" and hash(a) == hash("attack:Alaska:Kamchatka")
    assert (a.verb, a.args, a.arg, a.rest) == ("attack", ("Alaska", "Kamchatka"), "Alaska",
                                               "Alaska:Kamchatka")
    assert Action("hold").args == () and Action("hold").arg == ""
    assert Action("card:19").number == 19 and Action("inf:Italy").number is None
    assert Action("card:" + "9" * 40).number is None            # no huge int from input
    assert Action.make("inf", "West Germany") == "inf:West Germany"
    with pytest.raises(ValueError):
        Action.make("inf", "a:b")
    assert json.loads(json.dumps([a])) == ["attack:Alaska:Kamchatka"]
    assert Action(a) is a


def test_registry_knows_games_declared_or_registered_and_refuses_others():
    registry.register(GameSpec(name="toy", title="Toy", state_class=Toy))
    try:
        assert "toy" in registry.names() and registry.get_spec("toy").title == "Toy"
        sess = Session("toy")
        sess.play("put:north")
        again = Session.from_link(sess.to_link())
        assert again.state == sess.state
    finally:
        registry._SPECS.pop("toy")
    with pytest.raises(RecordError, match="Unknown game 'chess'"):
        registry.get_spec("chess")


def test_core_imports_no_game():
    """Issue 10 item 6: nothing in engine/core imports engine.games or a game package."""
    import ast
    import pathlib
    core = pathlib.Path(__file__).parents[2] / "engine" / "core"
    for path in core.glob("*.py"):
        tree = ast.parse(path.read_text())
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom):
                mod = ("." * node.level) + (node.module or "")
            elif isinstance(node, ast.Import):
                mod = ",".join(a.name for a in node.names)
            else:
                continue
            assert "engine" not in mod and not mod.startswith(".."), (path.name, mod)


def test_an_option_added_later_keeps_old_records_on_their_legacy_value():
    """A record stores every option; one that lacks a key predates that option and is
    replayed with its ``legacy`` value, while new games get the ``default``."""
    from engine.core import OptionSpec
    spec = GameSpec(name="toy2", title="Toy", state_class=Toy, options=(
        OptionSpec("pace", "Pace", ("slow", "fast"), "fast", legacy="slow"),))
    assert spec.normalize_options({}) == {"pace": "fast"}
    assert spec.normalize_options({}, record=True) == {"pace": "slow"}
    assert spec.normalize_options({"pace": "fast"}, record=True) == {"pace": "fast"}
    with pytest.raises(RecordError, match="cannot be 'walk'"):
        spec.normalize_options({"pace": "walk"})
