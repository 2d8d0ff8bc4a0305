"""Risk speaks in messages (issue 21): every log line, prompt, label, refusal and view text
is a :class:`~engine.core.i18n.Msg` whose ids (its own and, recursively, its arguments')
are literals the catalog extractor knows (``scripts/i18n.py``), or terms of the game's
data (``SPEC.terms``); names come as terms, never as English words in plain strings; and
the view hands the page a term for every English name it, its turn summaries and the
actions use. Random games of every option combination, seeded."""

from __future__ import annotations

import itertools
from pathlib import Path

import pytest

from engine.core import IllegalAction, Rng
from engine.core.errors import reason_of
from engine.core.i18n import Msg, is_msg, text
from engine.risk import PLAYERS_BY_VARIANT, SPEC, check_options
from engine.risk.board import CONTINENT_NAMES, NAMES
from engine.risk.cards import FIXED_SET_VALUES, SYMBOL_NAMES
from engine.risk.missions import RANKS
from engine.risk.names import NEUTRAL_NAMES, PLAYER_NAMES, TEAM_NAMES
from engine.risk.state import VARIANTS
from engine.risk.terms import all_terms

ROOT = Path(__file__).resolve().parents[2]

#: arguments that may be plain text: input quoted back (``quote``), action grammar, the
#: dice rolled ("6-5-2"); never an English word of the game
RAW_ARGS = frozenset(("action", "name", "value", "attack", "defence"))

ILLEGAL = ["attack:Alberta:Ontario", "assault:Alaska:Kamchatka", "attack:Atlantis:Peru",
           "place:Alberta:1", "place:Alberta:999", "place:Peru", "place::", "claim:Alaska",
           "claim:General", "claim:Nobody", "trade:Joker,Peru,Japan", "trade:Peru",
           "move:1", "move:99", "move:x", "count", "dice:3", "defend:3", "until:7",
           "odds:99", "fortify:Alaska:Peru", "fortify:Peru:Peru", "bribe:Yellow:Peru",
           "bribe:Pink:Peru", "bribe:Yellow", "ally:Blue", "ally:Pink", "done", "stop",
           "end_attack", "end_turn", "autoplace", "pass", "", "x" * 300]

OPTIONS = [dict(zip(("variant", "territories", "defence", "shortcuts"), combo))
           for combo in itertools.product(VARIANTS, ("dealt", "claimed"), ("most", "choose"),
                                          ("on", "off"))]


@pytest.fixture(scope="module")
def known():
    """``{(context, msgid): plural}`` of every message id the extractor finds."""
    import i18n as script  # scripts/i18n.py, on the path by tests/conftest.py
    entries, _ = script.collect()
    return {key: plural for key, (plural, _places) in entries.items()}


def check(value, known, where) -> int:
    """``value`` is a message with known ids (recursively); returns how many were
    checked."""
    assert isinstance(value, Msg), (where, value)
    key = (value.get("ctx"), value.id)
    assert key in known, (where, key)
    if "plural" in value:
        assert value["plural"] == known[key], (where, key)
        assert isinstance(value.args.get("n"), int), (where, value)
    count = 1
    for name, arg in value.args.items():
        for item in arg if isinstance(arg, list) else [arg]:
            if is_msg(item):
                count += check(item, known, f"{where}.{name}")
            elif isinstance(item, str):
                assert name in RAW_ARGS, (where, name, item)
            else:
                assert isinstance(item, (int, float)) and not isinstance(item, bool), \
                    (where, name, item)
    return count


def check_view(view, known, where):
    """The texts of a view are messages; every English name in it has its term."""
    for i, line in enumerate(view["log"]):
        check(line, known, f"{where}.log[{i}]")
    decision = view["decision"]
    if decision and decision["prompt"] is not None:
        check(decision["prompt"], known, f"{where}.prompt")
    for n in view.get("neutrals") or []:
        check(n["status"], known, f"{where}.neutrals.status")
    for row in view.get("missions") or []:
        for m in row["missions"]:
            if m["text"] is not None:
                check(m["text"], known, f"{where}.missions.text")
    terms = view["terms"]
    for kind, table in terms.items():
        for key, value in table.items():
            check(value, known, f"{where}.terms.{kind}")
            assert text(value) == key, (kind, key)
    for e in view["turns"]:
        for x in e["loyalty"]:
            check(x["status"], known, f"{where}.turns.loyalty")
    names_used(view, terms)


def names_used(view, terms):
    """Every name a board shows is a key of ``view["terms"]``."""
    units, places = terms["units"], terms["territories"]
    assert set(units) == set(view["players"]) | (set(NEUTRAL_NAMES) if view.get("neutrals")
                                                  else set())
    for t in view["territories"]:
        assert t["name"] in places and t["continent"] in terms["continents"]
        assert t["owner"] is None or t["owner"] in units
    for c in view["continents"]:
        assert c["name"] in terms["continents"] and (c["holder"] is None
                                                     or c["holder"] in units)
    for h in view["hands"]:
        assert h["holder"] in units or h["holder"] in terms["teams"]
        for card in h.get("cards", ()):
            assert card["symbol"] in terms["cards"]
            assert card["name"] in places or card["name"] in terms["cards"]
    for t in view.get("teams") or []:
        assert t["name"] in terms["teams"]
    for row in view.get("missions") or []:
        assert all(m["rank"] in terms["ranks"] for m in row["missions"])
    assert set(view.get("set_values") or ()) <= set(terms["set_values"])
    for e in view["turns"]:
        assert e["player"] in units and set(e["losses"]) <= set(units)
        assert set(e["placed"]) <= set(places)
        for c in e["conquered"]:
            assert c["territory"] in places and {c["from"], c["by"]} <= set(units)
        for f in e["fortified"]:
            assert {f["from"], f["to"]} <= set(places) and f["army"] in units
        for side in ("gained", "lost"):
            for c in e["continents"][side]:
                assert c["continent"] in terms["continents"] and c["player"] in units
        assert set(e["eliminated"]) <= set(units)
        assert {x["from"] for x in e["cards_taken"]} <= set(units)
        assert all(m in terms["ranks"] for m in e["missions"])
    for player, since in view["since_last_turn"].items():
        assert player in units
        assert all(x["territory"] in places and x["to"] in units for x in since["lost"])
        assert set(since["continents_lost"]) <= set(terms["continents"])
    for key in ("attack", "move", "last_battle"):
        if view[key]:
            assert {view[key]["from"], view[key]["to"]} <= set(places)


@pytest.mark.slow
@pytest.mark.parametrize("options", OPTIONS,
                         ids=["-".join(o.values()) for o in OPTIONS])
def test_everything_said_is_a_known_message(options, known):
    """A random game of a few hundred actions per option combination: the log lines,
    the prompts, the labels of every legal action, the refusals of illegal ones and the
    views (every seat's, now and then) are messages the catalogs hold."""
    players = PLAYERS_BY_VARIANT[options["variant"]]
    seed = len(str(options)) + VARIANTS.index(options["variant"])
    s = SPEC.new({**options, "players": players[seed % len(players)]}, seed)
    chooser = Rng(seed)
    checked = 0
    for step in range(300):
        if s.is_over:
            break
        legal = s.legal_actions()
        prompt = s.prompt()
        checked += check(prompt, known, "prompt")
        # every prompt opens with the deciding player, its argument ``player``
        assert prompt.id.startswith("{player}: ") and \
            prompt.args["player"] == s.unit_terms[s.to_move], prompt
        for a in legal:
            checked += check(s.label(a), known, f"label {a}")
        if step % 5 == 0:
            for bad in ILLEGAL + [legal[0] + "x", legal[-1] + ":1"]:
                if bad in legal:
                    continue
                checked += check(s.why_illegal(bad), known, f"why {bad}")
                with pytest.raises(IllegalAction) as err:
                    s.apply(bad)
                checked += check(reason_of(err.value), known, f"refusal {bad}")
        if step % 25 == 0:
            for viewer in list(range(len(s.players))) + [None]:
                check_view(s.view(viewer), known, f"view {viewer}")
                assert s.advice(viewer) == {} if viewer is not None else True
        s.apply(legal[chooser.randbelow(len(legal))])
    for i, line in enumerate(s.log):
        checked += check(line, known, f"log[{i}]")
    check_view(s.view(None), known, "view None")
    assert checked > 1000


@pytest.mark.parametrize("variant", VARIANTS)
def test_whole_games_end_in_known_messages(variant, known):
    """Random games to their end (the simulation's turn cap, or a winner): every line
    of the log, the last prompt and the final views."""
    players = PLAYERS_BY_VARIANT[variant]
    for seed in range(2):
        s = SPEC.new({"variant": variant, "players": players[-1 - seed % len(players)],
                      "max_turns": 15}, seed)
        chooser = Rng(seed + 40)
        while not s.is_over:
            legal = s.legal_actions()
            s.apply(legal[chooser.randbelow(len(legal))])
        for i, line in enumerate(s.log):
            check(line, known, f"log[{i}]")
        check(s.prompt(), known, "prompt")
        for viewer in list(range(len(s.players))) + [None]:
            check_view(s.view(viewer), known, f"view {viewer}")


def test_no_line_prompt_or_label_is_plain_text():
    """Not one plain string among the log lines, prompts and labels (an action always
    has its own label: never the action code)."""
    for variant in VARIANTS:
        s = SPEC.new({"variant": variant, "players": PLAYERS_BY_VARIANT[variant][0],
                      "shortcuts": "on", "defence": "choose"}, 3)
        chooser = Rng(9)
        for _ in range(400):
            if s.is_over:
                break
            legal = s.legal_actions()
            assert isinstance(s.prompt(), Msg)
            for a in legal:
                label = s.label(a)
                assert isinstance(label, Msg) and text(label) != a, (variant, a)
            s.apply(legal[chooser.randbelow(len(legal))])
        assert all(isinstance(line, Msg) for line in s.log), variant


def test_option_refusals_are_known_messages(known):
    for variant, players in itertools.product(VARIANTS, (2, 3, 4, 5, 6, 7)):
        problem = check_options({"variant": variant, "players": players})
        assert (problem is None) == (players in PLAYERS_BY_VARIANT[variant])
        if problem is not None:
            check(problem, known, f"{variant} {players}")
    check(check_options({"variant": "classic", "players": 3, "max_turns": -1}), known, "cap")


def test_the_terms_name_everything_of_the_game(known):
    """``SPEC.terms`` holds every name of the data, each in its context, and the
    extractor finds them all."""
    terms = {(m["ctx"], m.id) for m in SPEC.terms()}
    assert terms == {(m["ctx"], m.id) for m in all_terms()}
    assert terms <= set(known)
    expected = ({("risk territory", n) for n in NAMES}
                | {("risk continent", n) for n in CONTINENT_NAMES}
                | {("risk player", n) for n in PLAYER_NAMES}
                | {("risk neutral", n) for n in NEUTRAL_NAMES}
                | {("risk team", n) for n in TEAM_NAMES}
                | {("risk card", n) for n in SYMBOL_NAMES + tuple(FIXED_SET_VALUES)}
                | {("risk rank", n) for n in RANKS})
    assert expected <= terms
    assert sum(1 for ctx, _ in terms if ctx == "risk mission") == 28
    assert sum(1 for ctx, _ in terms if ctx == "risk game") == len(VARIANTS)
