"""The parser of the real-game logs (tests/data/ts-real-games), checked on all twenty logs.

Three kinds of test: the parser types every line (no ``Unknown``); the typed data is
consistent with itself (influence running totals from the Deluxe setup, dice arithmetic,
the VP track); and a few exact spot checks. The last group records what the logs show
of the Deluxe rules where they differ from the Italian 2nd edition the engine plays
(docs/twilight/editions.md, section "Evidence from the real logs").
"""

from __future__ import annotations

import importlib.util
import sys
from collections import Counter
from pathlib import Path

import pytest

from engine.twilight import carddata, mapdata


def _load_parser():
    name = "tests_twilight_realgames_parse"
    if name in sys.modules:
        return sys.modules[name]
    spec = importlib.util.spec_from_file_location(name, Path(__file__).with_name("parse.py"))
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    return module


P = _load_parser()

#: Lines the parser may leave untyped, with the reason. None today.
ALLOWED_UNKNOWN: dict[tuple[str, int], str] = {}

LOG_NAMES = sorted(p.stem for p in P.DATA_DIR.glob("*.txt"))

STABILITY = {c[0]: c[3] for c in mapdata.COUNTRIES}
NEIGHBOURS = {c[0]: set(c[5]) for c in mapdata.COUNTRIES}
for _c, _ns in list(NEIGHBOURS.items()):
    for _n in _ns:
        if _n in NEIGHBOURS:
            NEIGHBOURS[_n].add(_c)


@pytest.fixture(scope="module")
def games():
    return {g.name: g for g in P.load_all()}


def _control(inf, country):
    us, ussr = inf[country]
    s = STABILITY[country]
    if us >= s and us - ussr >= s:
        return "US"
    if ussr >= s and ussr - us >= s:
        return "USSR"
    return None


def _walk(game):
    """(block, record, influence before the record) in log order."""
    inf = P.influence_after_setup(game)
    for block in game.blocks:
        for rec in block.records:
            yield block, rec, inf
            if isinstance(rec, P.InfluenceChange):
                inf[rec.country] = [rec.us, rec.ussr]


def _segment(block, index):
    """The records after ``block.records[index]`` up to the next Use."""
    out = []
    for rec in block.records[index + 1:]:
        if isinstance(rec, P.Use):
            break
        out.append(rec)
    return out


# ----------------------------------------------------------------- coverage

def test_twenty_logs_with_provenance():
    assert len(LOG_NAMES) == 20
    readme = (P.DATA_DIR / "README.md").read_text(encoding="utf-8")
    assert "dkorduban/twilight-struggle-ai" in readme


@pytest.mark.parametrize("name", LOG_NAMES)
def test_every_line_is_typed(games, name):
    game = games[name]
    unknown = [(u.line, u.raw) for u in P.unknown_lines(game)
               if (name, u.line) not in ALLOWED_UNKNOWN]
    assert unknown == []


@pytest.mark.parametrize("name", LOG_NAMES)
def test_every_nonblank_line_becomes_part_of_the_game(games, name):
    """Each nonblank line is the setup, a block header, a record or the end marker."""
    game = games[name]
    text = (P.DATA_DIR / f"{name}.txt").read_text(encoding="utf-8").splitlines()
    used = {b.line for b in game.blocks}
    used |= {r.line for _, r in P.iter_records(game)}
    used |= {r.line for r in game.setup.placements}
    setup_lines = next(b.line for b in game.blocks)
    missing = [i for i, t in enumerate(text, 1)
               if t.strip() and i not in used and i >= setup_lines
               and t.strip() not in (":", ": :")]
    assert missing == []


def test_all_110_cards_appear_and_resolve(games):
    seen = set()
    for game in games.values():
        for block, rec in P.iter_records(game):
            card = getattr(rec, "card", None)
            if card is not None:
                seen.add(card.number)
        for block in game.blocks:
            if block.card is not None:
                seen.add(block.card.number)
    assert seen == set(range(1, 111))


# ------------------------------------------------------------- consistency

@pytest.mark.parametrize("name", LOG_NAMES)
def test_influence_follows_running_totals(games, name):
    """Every ``[us][ussr]`` equals the Deluxe fixed setup plus all deltas so far."""
    assert P.check_influence(games[name]) == []


def test_setup_headers(games):
    for game in games.values():
        s = game.setup
        assert set(s.players) == {"US", "USSR"}
        assert s.handicap == ("US", 2)
        assert s.scenario == "Standard"
        assert s.optional_cards is True
        totals = Counter()
        for rec in s.placements:
            totals[rec.side] += rec.delta
        # 6 free USSR markers; 7 free US markers + the 2 handicap markers.
        assert totals == {"USSR": 6, "US": 9}
        sides = [rec.side for rec in s.placements]
        assert sides == sorted(sides, key=lambda x: x != "USSR")   # USSR places first


def test_dice_arithmetic_and_stabilities(games):
    for game in games.values():
        for _, rec in P.iter_records(game):
            if isinstance(rec, P.CoupRoll):
                assert rec.die + rec.ops + rec.modifier - 2 * rec.stability == rec.net
                assert rec.success == (rec.net > 0)
                assert STABILITY[rec.target] == rec.stability, rec.raw
            elif isinstance(rec, P.RealignRoll):
                assert rec.die + rec.modifier == rec.total
            elif isinstance(rec, P.WarRoll):
                assert rec.victory == (rec.die + rec.modifier >= rec.needed)
                assert rec.needed in (3, 4)
            elif isinstance(rec, P.SpaceRoll):
                assert rec.success == (rec.die <= rec.needed)
            elif isinstance(rec, P.TrapRoll):
                assert rec.needed == 4 and rec.escaped == (rec.die <= 4)


def test_vp_track(games):
    """Every VP line moves the score by its amount, except that the first VP line of a
    turn also carries the previous turn's military operations penalties, which the
    logs (but tsreplayer_26's Cleanup lines) do not print: DEFCON minus each side's
    military operations, to the opponent."""
    for game in games.values():
        score, pending, turn, settled = 0, 0, None, set()
        milops, defcon = {"US": 0, "USSR": 0}, 5
        for block, rec in P.iter_records(game):
            if block.phase == "cleanup" and block.turn not in settled:
                # tsreplayer_26 prints the penalties as VP lines of its Cleanup blocks.
                milops = {"US": 0, "USSR": 0}
                settled.add(block.turn)
            elif turn is not None and block.turn != turn and turn not in settled:
                pending += max(0, defcon - milops["USSR"]) - max(0, defcon - milops["US"])
                milops = {"US": 0, "USSR": 0}
                settled.add(turn)
            turn = block.turn
            if isinstance(rec, P.MilOps):
                milops[rec.side] = rec.value
            elif isinstance(rec, P.DefconChange):
                defcon = rec.level
            elif isinstance(rec, P.VPChange):
                gain = {"US": rec.amount, "USSR": -rec.amount, None: 0}[rec.side]
                assert score + gain + pending == rec.score, (game.name, rec.line, rec.raw)
                score, pending = rec.score, 0


def test_headline_blocks(games):
    for game in games.values():
        for block in game.blocks:
            if block.phase != "headline":
                continue
            assert set(block.headlines) == {"US", "USSR"}
            assert sorted(c.number for c in block.headlines.values()) == \
                sorted(c.number for c in block.header_cards)


# ------------------------------------------------------------- spot checks

def test_spot_check_tsreplayer_14(games):
    g = games["tsreplayer_14"]
    assert g.setup.players == {"USSR": "Baluba", "US": "Jiriakel"}
    assert g.setup.time_per_player == "90 Minutes"
    assert g.setup.placements[0] == P.InfluenceChange(
        "USSR", 4, "Poland", 0, 4, line=7, raw="USSR +4 in Poland [0][4]")
    assert [(r.country, r.us) for r in g.setup.placements if r.country == "Iran"] == [("Iran", 2)]

    head = g.blocks[0]
    assert (head.turn, head.phase) == (1, "headline")
    assert head.headlines["USSR"].number == 15 and head.headlines["US"].number == 103
    assert isinstance(head.records[-1], P.Use) and head.records[-1].card.name == "Defectors"

    ar1 = g.blocks[1]
    assert (ar1.turn, ar1.phase, ar1.side, ar1.ar) == (1, "action", "USSR", 1)
    assert ar1.card.number == 34 and not ar1.card.starred
    assert ar1.records[0] == P.Use("coup", 4, None, line=18, raw="Coup (4 Ops):")
    coup = ar1.records[2]
    assert coup == P.CoupRoll(True, 4, 4, 0, 2, 4, "Iran", line=20,
                              raw="SUCCESS: 4 [ + 4 - 2x2 = 4 ]")
    assert [type(r).__name__ for r in ar1.records[3:]] == [
        "InfluenceChange", "InfluenceChange", "MilOps", "DefconChange"]
    assert ar1.records[-1].level == 4 and ar1.records[-2].value == 4

    space = next(b for b in g.blocks if b.raw.startswith("Turn 1, USSR AR3"))
    assert space.card.number == 106 and space.card.deluxe == 106 and space.card.starred
    kinds = [type(r).__name__ for r in space.records]
    assert kinds == ["Use", "SpaceRoll", "SpaceAdvance", "VPChange"]
    assert space.records[3].score == -2 and space.records[3].side == "USSR"

    suez = next(b for b in g.blocks if b.raw.startswith("Turn 1, US AR3"))
    uses = [(r.kind, r.ops) for r in suez.records if isinstance(r, P.Use)]
    assert uses == [("event", None), ("influence", 3)]


def test_spot_check_headline_order_and_end(games):
    g = games["tsreplayer_47"]
    last_head = [b for b in g.blocks if b.phase == "headline"][-1]
    # Header lists the US card first here; the Headlines lines say whose is which.
    assert last_head.header_cards[0].number == 64
    assert last_head.headlines["US"].number == 64
    assert last_head.headlines["USSR"].number == 57

    g = games["tsreplayer_70"]
    assert g.blocks[-1].passed and g.blocks[-1].card is None
    assert games["tsreplayer_39"].end_marker

    g = games["tsreplayer_26"]
    cleanups = [b for b in g.blocks if b.phase == "cleanup"]
    assert [b.logged_turn for b in cleanups] == [5] * 5
    assert [b.turn for b in cleanups] == [1, 2, 3, 4, 5]
    assert any(isinstance(r, P.GameOver) and r.winner == "USSR" for _, r in P.iter_records(g))


def test_card_names_and_numbers():
    card = P.card_by_name("Formosan Resolution*")
    assert (card.number, card.deluxe, card.starred) == (101, 35, True)
    assert (P.card_by_name("South America Scoring").number,
            P.card_by_name("South America Scoring").deluxe) == (35, 81)
    assert (P.card_by_name("Solidarity*").number, P.card_by_name("Solidarity*").deluxe) == (81, 101)
    assert P.card_by_name("Mideast Scoring").number == 3
    assert P.card_by_name('"Ask Not What Your Country..."*').number == 77
    assert P.card_by_name('"One Small Step..."').number == 80
    assert P.card_by_name("Aldrich Ames Remix*").number == 98
    assert P.card_by_name("AWACS Sale To Saudis*").number == 110
    assert P.card_by_name("The Cambridge Five").number == 104
    with pytest.raises(KeyError):
        P.card_by_name("Five Year Plans")
    # Every card of carddata resolves by its own English name.
    for c in carddata.CARDS:
        assert P.card_by_name(c[1]).number == c[0]


def test_deluxe_fixed_setup_is_italian_plus_canada():
    expect = {side: dict(v) for side, v in mapdata.START_INFLUENCE.items()}
    expect["US"]["Canada"] = 2
    assert P.DELUXE_FIXED_SETUP == expect


# ------------------------------------------- what the logs show of the Deluxe rules

def test_evidence_canada_starts_with_2_us_influence(games):
    for game in games.values():
        first = next((r for _, r in P.iter_records(game)
                      if isinstance(r, P.InfluenceChange) and r.country == "Canada"), None)
        if first is not None and not any(r.country == "Canada" for r in game.setup.placements):
            assert first.us - (first.delta if first.side == "US" else 0) == 2


def test_evidence_korean_war_does_not_change_defcon(games):
    wars = 0
    for game in games.values():
        for block in game.blocks:
            for i, rec in enumerate(block.records):
                if isinstance(rec, P.Use) and rec.kind == "event" and rec.card.number == 11:
                    seg = _segment(block, i)
                    assert any(isinstance(r, P.War) for r in seg)
                    assert not any(isinstance(r, P.DefconChange) for r in seg)
                    wars += 1
    assert wars >= 10


def test_evidence_war_modifiers(games):
    """Every war roll's modifier is minus the number of enemy-controlled countries
    adjacent to the target, plus Israel itself for Arab-Israeli War (Deluxe text), plus
    one when the target touches the enemy superpower (the logging software's reading,
    seen for Brush War on Mexico)."""
    superpower = {"USA": "US", "USSR": "USSR"}
    checked = Counter()
    for game in games.values():
        for block, rec, inf in _walk(game):
            if not isinstance(rec, P.War):
                continue
            i = block.records.index(rec)
            roll = block.records[i + 1]
            attacker = next(r.side for r in block.records[i + 1:] if isinstance(r, P.MilOps))
            enemy = "US" if attacker == "USSR" else "USSR"
            card = next(r.card for r in reversed(block.records[:i])
                        if isinstance(r, P.Use) and r.kind == "event")
            adjacent = [c for c in NEIGHBOURS[rec.country]
                        if c in STABILITY and _control(inf, c) == enemy]
            expected = len(adjacent)
            expected += sum(1 for c in NEIGHBOURS[rec.country] if superpower.get(c) == enemy)
            if card.number == 13 and _control(inf, "Israel") == "US":
                expected += 1
            assert roll.modifier == -expected, (game.name, rec.line, roll.raw)
            checked[card.number] += 1
    assert set(checked) == {11, 13, 24, 36, 102}


def test_evidence_arab_israeli_war_counts_israel(games):
    g = games["tsreplayer_26"]
    roll = next(r for _, r in P.iter_records(g) if isinstance(r, P.WarRoll) and r.line == 321)
    assert (roll.country, roll.die, roll.modifier) == ("Israel", 4, -3)


def test_evidence_willy_brandt_adds_one_influence(games):
    for game in games.values():
        for block in game.blocks:
            for i, rec in enumerate(block.records):
                if isinstance(rec, P.Use) and rec.kind == "event" and rec.card.number == 55:
                    adds = [r for r in _segment(block, i) if isinstance(r, P.InfluenceChange)]
                    assert [(a.side, a.delta, a.country) for a in adds] == \
                        [("USSR", 1, "West Germany")]


def test_evidence_junta_realignment(games):
    g = games["tsreplayer_14"]
    block = next(b for b in g.blocks if b.raw == "Turn 4, USSR AR4: Junta: Event: Junta")
    assert [r.kind for r in block.records if isinstance(r, P.Use)] == ["event", "realignment"]


def test_evidence_aldrich_ames_remix_is_3_ops_and_discards(games):
    ops = set()
    for game in games.values():
        for block in game.blocks:
            if block.card is not None and block.card.number == 98:
                ops |= {r.ops for r in block.records if isinstance(r, P.Use) and r.ops}
                uses = [r for r in block.records if isinstance(r, P.Use)]
                if uses and uses[0].kind == "event" and block.side == "US":
                    acts = [r.action for r in block.records if isinstance(r, P.CardAction)]
                    assert acts[-1] == "discards"
    assert ops == {3}


def test_evidence_printed_ops_values(games):
    """Each card's Deluxe Ops value is among the values it was logged with (Red Scare,
    Containment and Brezhnev move them by one; UN Intervention shows the paired card's)."""
    deluxe_ops = {c[0]: c[3] for c in carddata.CARDS}
    deluxe_ops[98] = 3                               # Aldrich Ames Remix (Italian: 4)
    deluxe_ops.update({104: 2, 105: 2, 106: 3, 107: 3, 108: 2, 109: 2, 110: 3})
    seen: dict[int, set] = {}
    for game in games.values():
        for block in game.blocks:
            if block.phase == "action" and block.card is not None:
                first = next((r for r in block.records
                              if isinstance(r, P.Use) and r.ops is not None), None)
                if first is not None:
                    seen.setdefault(block.card.number, set()).add(first.ops)
    for number, values in seen.items():
        assert deluxe_ops[number] in values, (number, values)


def test_evidence_we_will_bury_you_paid_at_start_of_next_us_round(games):
    g = games["tsreplayer_47"]
    block = next(b for b in g.blocks if b.raw.startswith("Turn 6, US AR2:"))
    first = block.records[0]
    assert isinstance(first, P.VPChange) and (first.side, first.amount) == ("USSR", 3)


def test_evidence_norad_triggers_at_the_end_of_action_rounds(games):
    """While NORAD is in effect (until a Quagmire event), an action round in which
    DEFCON moved to 2 ends with the US adding 1 influence if the US controls Canada;
    a headline phase never does (NORAD speaks of action rounds)."""
    seen = Counter()
    for game in games.values():
        active = False
        for block, rec, inf in _walk(game):
            if isinstance(rec, P.InPlay) and rec.card and rec.card.number == 106 and rec.active:
                active = True
            if isinstance(rec, P.Use) and rec.kind == "event" and rec.card.number == 42:
                active = False
            if rec is not block.records[-1] or not active:
                continue
            if not any(isinstance(r, P.DefconChange) and r.level == 2 for r in block.records):
                continue
            placed = isinstance(rec, P.InfluenceChange) and rec.side == "US" and rec.delta == 1
            canada = _control(inf, "Canada") == "US"
            if block.phase == "action":
                assert placed == canada, (game.name, block.raw)
                seen["action", placed] += 1
            else:
                assert not placed, (game.name, block.raw)
                seen["headline", placed] += 1
    assert seen["action", True] >= 10 and seen["headline", False] >= 3


def test_a_bare_cleanup_line_is_an_empty_cleanup_block():
    """Some logs print ``Turn 9, Cleanup`` with nothing after it (a turn's end with
    nothing to say): an empty cleanup block of the turn just played, not an unknown
    line."""
    g = P.parse_log("SETUP: a will play as USSR.\nb will play as USA.\n\n"
                    "Turn 1, US AR6: Summit: Place Influence (1 Ops):\n"
                    "US +1 in Thailand [1][0]\n\nTurn 9, Cleanup\n\n"
                    "Turn 2, Headline Phase: Summit & Fidel*: DEFCON improves to 5\n")
    assert [(b.phase, b.turn) for b in g.blocks] == [("action", 1), ("cleanup", 1),
                                                     ("headline", 2)]
    assert g.blocks[1].records == [] and g.blocks[1].logged_turn == 9
    assert not P.unknown_lines(g)
