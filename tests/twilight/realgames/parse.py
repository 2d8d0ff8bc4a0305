"""Parser of the "TS replayer" move logs of real Twilight Struggle games (Deluxe edition).

Pure Python, standard library only (plus a read-only import of the engine's card and map
data, ``engine.twilight.carddata`` / ``engine.twilight.mapdata``, for card numbers and
country names). The logs are in ``tests/data/ts-real-games/`` (see the README there for
their provenance); ``docs/twilight/editions.md`` lists how the Deluxe edition they follow
differs from the Italian 2nd edition the engine plays.

API
===

``parse_log(text, name="") -> Game``, ``parse_file(path) -> Game``,
``load_all(directory=DATA_DIR) -> list[Game]``, ``card_by_name(name) -> Card``,
``iter_records(game)`` (every ``(block, record)`` in order), ``unknown_lines(game)``,
``check_influence(game)`` (the running-total check), ``DELUXE_FIXED_SETUP``.

A ``Game`` has ``setup`` (a ``Setup``: players, handicap, scenario, optional cards, time
control, the logged setup placements) and ``blocks``: one ``Block`` per headline phase,
action round or cleanup step, with ``turn``, ``phase`` (``"headline"``, ``"action"``,
``"cleanup"``), ``side`` and ``ar`` (action rounds), ``card`` (the card played in an
action round; ``None`` and ``passed`` for ``Turn N, S ARk: :``) or ``headlines``
(``{"USSR": Card, "US": Card}``, from the block's ``S Headlines C`` lines), and
``records``: the typed records of its lines, in order (the tail of the header line comes
first). A ``Use`` record starts each part of a play (``Event: C``, ``Coup (N Ops):``...):
the records after it, up to the next ``Use``, are what that part did.

Every record has ``line`` (1-based line number in the file) and ``raw`` (the line text).

Line shapes (``N`` a number, ``S`` a side ``US``/``USSR``, ``C`` a card name as logged,
``X`` a country name; a trailing ``*`` on a card name marks a starred card)
==========================================================================================

Setup header (``Setup``)
    ``SETUP: <name> will play as USSR.`` (sometimes ``SETUP: : <name> ...``),
    ``<name> will play as USA.``, ``Handicap influence: S +N``, ``Scenario: <name>``,
    ``Optional Cards Added``, ``Time per Player: N Minutes|Hour|Hours|Days``, then the
    setup placements ``S +N in X [us][ussr]`` (the free placements and the handicap
    together, summed per country; the fixed setup influence is not logged).

Block headers (``Block``; what follows the colon after the card name is parsed as a body line)
    ``Turn N, Headline Phase: C1 & C2: <line>`` (the two headline cards, usually USSR
    first but not always: the ``S Headlines C`` lines that follow say whose is which),
    ``Turn N, S ARN: C: <line>`` and ``Turn N, S ARN: C:`` (nothing after the colon),
    ``Turn N, S ARN: :`` (no card: a round not played, e.g. where a log stops),
    ``Turn N, Cleanup: <line>`` or a bare ``Turn N, Cleanup`` (end of turn: military
    operations VP, effects ending;
    only tsreplayer_26 logs it, always as "Turn 5": ``Block.turn`` is the turn just
    played, ``Block.logged_turn`` the printed number). Elsewhere the end-of-turn
    military operations VP are not logged: the score of the next VP line includes them.

Body lines -> record type
    ``Event: C``                                       -> Use(kind="event", card)
    ``Place Influence (N Ops):``                       -> Use(kind="influence", ops)
    ``Coup (N Ops):``                                  -> Use(kind="coup", ops)
    ``Realignment (N Ops):``                           -> Use(kind="realignment", ops)
    ``Space Race (N Ops):``                            -> Use(kind="space", ops)
    ``S Headlines C``                                  -> Headline
    ``S +N in X [us][ussr]`` / ``S -N in X [..][..]``  -> InfluenceChange (amounts after)
    ``Target: X``                                      -> Target (of a coup or realignment)
    ``SUCCESS: d [ + ops - 2xstab = net ]``,
    ``FAILURE: ...``, with a modifier ``+ ops (±m)  - ...`` -> CoupRoll
    ``S rolls d`` / ``S rolls d (+m) = total``          -> RealignRoll
    ``War in X``                                       -> War
    ``VICTORY: d >= 4`` / ``DEFEAT: d < 4``, with a
    modifier ``VICTORY: d (-m)  >= 4``                 -> WarRoll (d is the die; d+m compared)
    ``Die roll: d -- Success! (Needed N or less)``,
    ``Die roll: d -- Failed! (Needed N or less)``       -> SpaceRoll
    ``Trap Roll: d <= 4 -- Trap Escaped``,
    ``Trap Roll: d > 4 -- Trap Remains in Effect``      -> TrapRoll
    ``DEFCON degrades to N`` / ``DEFCON improves to N`` -> DefconChange
    ``S Military Ops to N``                            -> MilOps
    ``S gains N VP. Score is US N.|USSR N.|even.``,
    ``No VP awarded. Score is ...``                    -> VPChange (score: + favours the US)
    ``S advances to N in the Space Race.``             -> SpaceAdvance
    ``C is now in play.`` / ``C is no longer in play.`` -> InPlay
    ``*RESHUFFLE*``                                    -> Reshuffle
    ``S discards C``, ``S reveals C``,
    ``S reveals C from hand``, ``S plays C``            -> CardAction
    ``S has no cards to reveal|discard``               -> NoCards
    ``S chooses <region>``,
    ``S chooses to participate in the Olympics``       -> Choice
    ``S chooses C is now in play.`` (a region name missing in the log: Chernobyl)
                                                       -> Choice(choice="") and InPlay
    ``S wins by Victory Points``                       -> GameOver
    ``: :`` (alone, after the last block)              -> Game.end_marker
    anything else                                      -> Unknown (raw text kept)

Notes for a replay
------------------

* A record can come before any ``Use`` of its block: the header tail is often an effect
  (``DEFCON improves to N`` at the start of a turn, the 3 VP of "We Will Bury You" at the
  start of the US round, ``Formosan Resolution* is no longer in play.`` when the US plays
  the China Card, a trap discard ``S discards C`` followed by ``Trap Roll``).
* NORAD's placement is a bare ``US +1 in X`` at the very end of the action round in which
  DEFCON reached 2.
* End-of-turn military operations VP are not logged, except in tsreplayer_26's Cleanup
  blocks; the next ``VPChange`` score includes them.
* Rolls carry their modifiers: ``CoupRoll.modifier`` (Latin American Death Squads, SALT...),
  ``RealignRoll.modifier`` (adjacency, more influence, superpower, Iran-Contra),
  ``WarRoll.modifier`` (enemy-controlled neighbours).

Card names in the logs that differ from ``carddata.py``'s English names
-----------------------------------------------------------------------

Matching ignores case, the ``*``, double quotes and a trailing ``...``; beyond that:

==================================  ======================================  ==============
log name                            card (engine number = Italian)          Deluxe number
==================================  ======================================  ==============
Mideast Scoring                     3 Middle East Scoring                   3
"Ask Not What Your Country..."*     77 Ask Not What Your Country Can Do ...  77
Aldrich Ames Remix*                 98 Aldrich Ames (Deluxe text differs)   98
"One Small Step..."                 80 One Small Step                       80
South America Scoring               35 South America Scoring                81
Solidarity*                         81 Solidarity                           101
Formosan Resolution*                101 Formosan Resolution                 35
The Cambridge Five                  104 (Deluxe optional card)              104
Special Relationship                105 (Deluxe optional card)              105
NORAD*                              106 (Deluxe optional card)              106
Che                                 107 (Deluxe optional card)              107
Our Man in Tehran*                  108 (Deluxe optional card)              108
Yuri and Samantha*                  109 (Deluxe optional card)              109
AWACS Sale To Saudis*               110 AWACS Sale to Saudis (optional)     110
==================================  ======================================  ==============

(Only case differs for Alliance For Progress, Grain Sales To Soviets, How I Learned To Stop
Worrying, Nixon Plays The China Card; quotes for "Lone Gunman", "We Will Bury You",
"An Evil Empire".) The logs mark OAS Founded without ``*`` (starred in both editions).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path

from engine.twilight import carddata, mapdata

__all__ = [
    "DATA_DIR", "DELUXE_FIXED_SETUP", "DELUXE_NUMBER", "OPTIONAL_CARDS", "SIDES",
    "Card", "Record", "Use", "Headline", "InfluenceChange", "Target", "CoupRoll",
    "RealignRoll", "War", "WarRoll", "SpaceRoll", "TrapRoll", "DefconChange", "MilOps",
    "VPChange", "SpaceAdvance", "InPlay", "Reshuffle", "CardAction", "NoCards", "Choice",
    "GameOver", "Unknown", "Setup", "Block", "Game",
    "card_by_name", "parse_line", "parse_log", "parse_file", "load_all", "iter_records",
    "unknown_lines", "check_influence", "influence_after_setup",
]

#: Where the twenty logs live (copied from dkorduban/twilight-struggle-ai, data/raw_logs/).
DATA_DIR = Path(__file__).resolve().parents[2] / "data" / "ts-real-games"

SIDES = ("US", "USSR")

#: The seven optional cards of the Deluxe edition, by their Deluxe numbers.
OPTIONAL_CARDS = {
    104: "The Cambridge Five",
    105: "Special Relationship",
    106: "NORAD",
    107: "Che",
    108: "Our Man in Tehran",
    109: "Yuri and Samantha",
    110: "AWACS Sale to Saudis",
}

#: Engine (Italian) card number -> Deluxe card number, where they differ.
DELUXE_NUMBER = {35: 81, 81: 101, 101: 35}

#: Deluxe fixed setup influence (rules 3.0 of the Deluxe edition): the Italian 2nd edition
#: (mapdata.START_INFLUENCE) plus 2 US influence in Canada. Free placements (USSR 6 in
#: Eastern Europe, US 7 in Western Europe) and the handicap are logged, this is not.
DELUXE_FIXED_SETUP = {
    "USSR": {"Syria": 1, "Iraq": 1, "North Korea": 3, "East Germany": 3, "Finland": 1},
    "US": {"Canada": 2, "Iran": 1, "Israel": 1, "Japan": 1, "Australia": 4,
           "Philippines": 1, "South Korea": 1, "Panama": 1, "South Africa": 1, "UK": 5},
}

COUNTRIES = frozenset(c[0] for c in mapdata.COUNTRIES)


# ---------------------------------------------------------------------------- cards

@dataclass(frozen=True)
class Card:
    """A card as named in a log: ``number`` in the engine's (Italian) numbering,
    ``deluxe`` in the Deluxe numbering, ``starred`` = the log's trailing ``*``."""

    name: str
    number: int
    deluxe: int
    starred: bool


_ALIASES = {
    "mideast scoring": 3,
    "ask not what your country": 77,
    "aldrich ames remix": 98,
}


def _norm(name: str) -> str:
    text = name.strip().replace("\u201c", "").replace("\u201d", "").replace('"', "")
    text = text.rstrip("*").strip()
    text = re.sub(r"(\.\.\.|\u2026)$", "", text).strip()
    return re.sub(r"\s+", " ", text).lower()


_BY_NAME: dict[str, int] = {}
for _c in carddata.CARDS:
    _BY_NAME[_norm(_c[1])] = _c[0]
for _n, _name in OPTIONAL_CARDS.items():
    _BY_NAME[_norm(_name)] = _n
_BY_NAME.update(_ALIASES)


def card_by_name(name: str) -> Card:
    """The card a log name stands for; ``KeyError`` if the name is unknown."""
    text = name.strip()
    number = _BY_NAME[_norm(text)]
    return Card(text, number, DELUXE_NUMBER.get(number, number), text.endswith("*"))


def _card(name: str) -> Card | None:
    try:
        return card_by_name(name)
    except KeyError:
        return None


# -------------------------------------------------------------------------- records

@dataclass(frozen=True, kw_only=True)
class Record:
    line: int = 0
    raw: str = ""


@dataclass(frozen=True)
class Use(Record):
    """How the card (or this part of its play) is used: ``event`` (``card`` = the event
    that happens), ``influence``, ``coup``, ``realignment`` or ``space`` (``ops``)."""
    kind: str
    ops: int | None = None
    card: Card | None = None


@dataclass(frozen=True)
class Headline(Record):
    side: str
    card: Card


@dataclass(frozen=True)
class InfluenceChange(Record):
    """``side`` adds ``delta`` (negative: removes) in ``country``; ``us``/``ussr`` are the
    amounts there after the change."""
    side: str
    delta: int
    country: str
    us: int
    ussr: int


@dataclass(frozen=True)
class Target(Record):
    country: str


@dataclass(frozen=True)
class CoupRoll(Record):
    """die + ops + modifier - 2 x stability = net; ``target`` from the last Target line."""
    success: bool
    die: int
    ops: int
    modifier: int
    stability: int
    net: int
    target: str | None = None


@dataclass(frozen=True)
class RealignRoll(Record):
    side: str
    die: int
    modifier: int
    total: int
    target: str | None = None


@dataclass(frozen=True)
class War(Record):
    country: str


@dataclass(frozen=True)
class WarRoll(Record):
    """``die`` as rolled, ``modifier`` (0 or negative), compared with ``needed``."""
    victory: bool
    die: int
    modifier: int
    needed: int
    country: str | None = None


@dataclass(frozen=True)
class SpaceRoll(Record):
    die: int
    success: bool
    needed: int


@dataclass(frozen=True)
class TrapRoll(Record):
    die: int
    needed: int
    escaped: bool


@dataclass(frozen=True)
class DefconChange(Record):
    direction: str          # "degrades" or "improves"
    level: int


@dataclass(frozen=True)
class MilOps(Record):
    side: str
    value: int


@dataclass(frozen=True)
class VPChange(Record):
    """``side`` gains ``amount`` VP (``side`` None and 0 for "No VP awarded");
    ``score`` is the track after it, positive for the US, negative for the USSR."""
    side: str | None
    amount: int
    score: int


@dataclass(frozen=True)
class SpaceAdvance(Record):
    side: str
    box: int


@dataclass(frozen=True)
class InPlay(Record):
    card: Card | None
    active: bool
    name: str = ""


@dataclass(frozen=True)
class Reshuffle(Record):
    pass


@dataclass(frozen=True)
class CardAction(Record):
    side: str
    action: str             # "discards", "reveals" or "plays"
    card: Card
    from_hand: bool = False


@dataclass(frozen=True)
class NoCards(Record):
    side: str
    action: str             # "reveal" or "discard"


@dataclass(frozen=True)
class Choice(Record):
    side: str
    choice: str


@dataclass(frozen=True)
class GameOver(Record):
    winner: str
    reason: str


@dataclass(frozen=True)
class Unknown(Record):
    text: str


# -------------------------------------------------------------------- game structure

@dataclass
class Setup:
    players: dict = field(default_factory=dict)        # {"USSR": name, "US": name}
    handicap: tuple | None = None                       # ("US", 2)
    scenario: str | None = None
    optional_cards: bool = False
    time_per_player: str | None = None
    placements: list = field(default_factory=list)      # InfluenceChange records
    other: list = field(default_factory=list)           # Unknown records, if any


@dataclass
class Block:
    turn: int
    phase: str                                          # "headline", "action", "cleanup"
    line: int
    raw: str
    side: str | None = None
    ar: int | None = None
    card: Card | None = None
    card_name: str | None = None
    header_cards: list = field(default_factory=list)    # the two names of a headline header
    logged_turn: int | None = None                      # cleanup: the number as printed
    records: list = field(default_factory=list)

    @property
    def headlines(self) -> dict:
        """``{side: Card}`` from the block's "S Headlines C" lines (headline phase)."""
        return {r.side: r.card for r in self.records if isinstance(r, Headline)}

    @property
    def passed(self) -> bool:
        """An action round logged with no card (``Turn N, S ARk: :``): nothing played."""
        return self.phase == "action" and not self.card_name


@dataclass
class Game:
    name: str
    setup: Setup
    blocks: list = field(default_factory=list)
    end_marker: bool = False


# ------------------------------------------------------------------------- patterns

_S = r"(US|USSR)"
_RX = [
    (re.compile(r"^Event: (.+)$"), "event"),
    (re.compile(r"^(Place Influence|Coup|Realignment|Space Race) \((\d+) Ops\):$"), "use"),
    (re.compile(rf"^{_S} Headlines (.+)$"), "headline"),
    (re.compile(rf"^{_S} ([+-]\d+) in (.+) \[(\d+)\]\[(\d+)\]$"), "influence"),
    (re.compile(r"^Target: (.+)$"), "target"),
    (re.compile(r"^(SUCCESS|FAILURE): (\d+) \[ \+ (\d+) (?:\(([+-]\d+)\)\s+)?- (\d+)x(\d+) "
                r"= (-?\d+) \]$"), "coup"),
    (re.compile(rf"^{_S} rolls (\d+)(?: \(([+-]\d+)\) = (-?\d+))?$"), "realign"),
    (re.compile(r"^War in (.+)$"), "war"),
    (re.compile(r"^(VICTORY|DEFEAT): (\d+)(?: \(([+-]\d+)\))?\s+(>=|<) (\d+)$"), "warroll"),
    (re.compile(r"^Die roll: (\d+) -- (Success|Failed)! \(Needed (\d+) or less\)$"), "space"),
    (re.compile(r"^Trap Roll: (\d+) (<=|>) (\d+) -- (Trap Escaped|Trap Remains in Effect)$"),
     "trap"),
    (re.compile(r"^DEFCON (degrades|improves) to (\d+)$"), "defcon"),
    (re.compile(rf"^{_S} Military Ops to (\d+)$"), "milops"),
    (re.compile(rf"^(?:{_S} gains (\d+) VP|No VP awarded)\. Score is (?:(US|USSR) (\d+)|even)\.$"),
     "vp"),
    (re.compile(rf"^{_S} advances to (\d+) in the Space Race\.$"), "advance"),
    (re.compile(r"^(.+) is (now|no longer) in play\.$"), "inplay"),
    (re.compile(r"^\*RESHUFFLE\*$"), "reshuffle"),
    (re.compile(rf"^{_S} (discards|reveals|plays) (.+?)( from hand)?$"), "cardaction"),
    (re.compile(rf"^{_S} has no cards to (reveal|discard)$"), "nocards"),
    (re.compile(rf"^{_S} chooses (.*)$"), "choice"),
    (re.compile(rf"^{_S} wins by (.+)$"), "gameover"),
]

_USE_KIND = {"Place Influence": "influence", "Coup": "coup", "Realignment": "realignment",
             "Space Race": "space"}

_HEADLINE = re.compile(r"^Turn (\d+), Headline Phase: (.+?) & (.+?):(?: (.*))?$")
_ACTION = re.compile(r"^Turn (\d+), (US|USSR) AR(\d+):(?: (.*?))?:(?: (.*))?$")
_CLEANUP = re.compile(r"^Turn (\d+), Cleanup(?::(?: (.*))?)?$")
_SETUP_USSR = re.compile(r"^SETUP:(?: :)? (.+) will play as (USSR|USA)\.$")
_PLAYS_AS = re.compile(r"^(.+) will play as (USSR|USA)\.$")


def _side(text: str) -> str:
    return "US" if text in ("US", "USA") else "USSR"


def parse_line(text: str, lineno: int = 0, context: dict | None = None) -> list:
    """The records of one body line (most lines give one; see the module docstring).

    ``context`` carries the last ``Target`` / ``War`` country between lines of a block
    (it is updated in place); pass the same dict for every line of a block.
    """
    ctx = context if context is not None else {}
    kw = {"line": lineno, "raw": text}
    for rx, kind in _RX:
        m = rx.match(text)
        if not m:
            continue
        g = m.groups()
        if kind == "event":
            card = _card(g[0])
            if card is None:
                continue
            return [Use("event", None, card, **kw)]
        if kind == "use":
            return [Use(_USE_KIND[g[0]], int(g[1]), None, **kw)]
        if kind == "headline":
            card = _card(g[1])
            if card is None:
                continue
            return [Headline(g[0], card, **kw)]
        if kind == "influence":
            if g[2] not in COUNTRIES:
                continue
            return [InfluenceChange(g[0], int(g[1]), g[2], int(g[3]), int(g[4]), **kw)]
        if kind == "target":
            if g[0] not in COUNTRIES:
                continue
            ctx["target"] = g[0]
            return [Target(g[0], **kw)]
        if kind == "coup":
            return [CoupRoll(g[0] == "SUCCESS", int(g[1]), int(g[2]), int(g[3] or 0),
                             int(g[5]), int(g[6]), ctx.get("target"), **kw)]
        if kind == "realign":
            die, mod = int(g[1]), int(g[2] or 0)
            total = int(g[3]) if g[3] is not None else die
            return [RealignRoll(g[0], die, mod, total, ctx.get("target"), **kw)]
        if kind == "war":
            if g[0] not in COUNTRIES:
                continue
            ctx["war"] = g[0]
            return [War(g[0], **kw)]
        if kind == "warroll":
            return [WarRoll(g[0] == "VICTORY", int(g[1]), int(g[2] or 0), int(g[4]),
                            ctx.get("war"), **kw)]
        if kind == "space":
            return [SpaceRoll(int(g[0]), g[1] == "Success", int(g[2]), **kw)]
        if kind == "trap":
            return [TrapRoll(int(g[0]), int(g[2]), g[3] == "Trap Escaped", **kw)]
        if kind == "defcon":
            return [DefconChange(g[0], int(g[1]), **kw)]
        if kind == "milops":
            return [MilOps(g[0], int(g[1]), **kw)]
        if kind == "vp":
            score = 0 if g[2] is None else (int(g[3]) if g[2] == "US" else -int(g[3]))
            if g[0] is None:
                return [VPChange(None, 0, score, **kw)]
            return [VPChange(g[0], int(g[1]), score, **kw)]
        if kind == "advance":
            return [SpaceAdvance(g[0], int(g[1]), **kw)]
        if kind == "inplay":
            card = _card(g[0])
            if card is None:
                continue
            return [InPlay(card, g[1] == "now", g[0], **kw)]
        if kind == "reshuffle":
            return [Reshuffle(**kw)]
        if kind == "cardaction":
            card = _card(g[2])
            if card is None:
                continue
            return [CardAction(g[0], g[1], card, bool(g[3]), **kw)]
        if kind == "nocards":
            return [NoCards(g[0], g[1], **kw)]
        if kind == "choice":
            rest = g[1]
            m2 = re.match(r"^(.+) is (now|no longer) in play\.$", rest)
            if m2 and _card(m2.group(1)) is not None:
                # "US chooses Chernobyl* is now in play.": the region is missing.
                return [Choice(g[0], "", **kw),
                        InPlay(_card(m2.group(1)), m2.group(2) == "now", m2.group(1), **kw)]
            return [Choice(g[0], rest, **kw)]
        if kind == "gameover":
            return [GameOver(g[0], g[1], **kw)]
    return [Unknown(text, **kw)]


# -------------------------------------------------------------------------- parsing

def parse_log(text: str, name: str = "") -> Game:
    """Parse one log (the whole file's text)."""
    lines = text.splitlines()
    setup = Setup()
    game = Game(name, setup)
    block: Block | None = None
    ctx: dict = {}

    def start(b: Block, tail: str | None, lineno: int) -> Block:
        nonlocal ctx
        ctx = {}
        game.blocks.append(b)
        if tail:
            b.records.extend(parse_line(tail, lineno, ctx))
        return b

    for i, raw in enumerate(lines, start=1):
        text = raw.strip()
        if not text:
            continue
        m = _HEADLINE.match(text)
        if m:
            b = Block(int(m.group(1)), "headline", i, text)
            for name_ in (m.group(2), m.group(3)):
                card = _card(name_)
                if card is None:
                    b.records.append(Unknown(text, line=i, raw=text))
                b.header_cards.append(card)
            block = start(b, m.group(4), i)
            continue
        m = _ACTION.match(text)
        if m:
            name_ = (m.group(4) or "").strip()
            b = Block(int(m.group(1)), "action", i, text, side=m.group(2),
                      ar=int(m.group(3)), card=_card(name_) if name_ else None,
                      card_name=name_)
            if name_ and b.card is None:
                b.records.append(Unknown(text, line=i, raw=text))
            block = start(b, m.group(5), i)
            continue
        m = _CLEANUP.match(text)
        if m:
            # The printed number is unreliable (tsreplayer_26 prints "Turn 5, Cleanup"
            # after each of turns 1-4): the cleanup belongs to the turn just played.
            turn = game.blocks[-1].turn if game.blocks else int(m.group(1))
            b = Block(turn, "cleanup", i, text, logged_turn=int(m.group(1)))
            block = start(b, m.group(2), i)
            continue
        if block is None:
            _setup_line(setup, text, i)
            continue
        if text in (":", ": :"):
            game.end_marker = True
            continue
        block.records.extend(parse_line(text, i, ctx))
    return game


def _setup_line(setup: Setup, text: str, lineno: int) -> None:
    kw = {"line": lineno, "raw": text}
    m = _SETUP_USSR.match(text) or _PLAYS_AS.match(text)
    if m:
        setup.players[_side(m.group(2))] = m.group(1)
        return
    m = re.match(rf"^Handicap influence: {_S} \+(\d+)$", text)
    if m:
        setup.handicap = (m.group(1), int(m.group(2)))
        return
    m = re.match(r"^Scenario: (.+)$", text)
    if m:
        setup.scenario = m.group(1)
        return
    if text == "Optional Cards Added":
        setup.optional_cards = True
        return
    m = re.match(r"^Time per Player: (.+)$", text)
    if m:
        setup.time_per_player = m.group(1)
        return
    recs = parse_line(text, lineno)
    if len(recs) == 1 and isinstance(recs[0], InfluenceChange):
        setup.placements.append(recs[0])
    else:
        setup.other.append(Unknown(text, **kw))


def parse_file(path) -> Game:
    path = Path(path)
    return parse_log(path.read_text(encoding="utf-8"), path.stem)


def load_all(directory=DATA_DIR) -> list:
    """Every ``*.txt`` log of ``directory``, parsed, in file-name order."""
    return [parse_file(p) for p in sorted(Path(directory).glob("*.txt"))]


# ------------------------------------------------------------------------- helpers

def iter_records(game: Game):
    """``(block, record)`` for every record of the game's blocks, in log order."""
    for block in game.blocks:
        for rec in block.records:
            yield block, rec


def unknown_lines(game: Game) -> list:
    """Every line the parser could not type (setup and blocks)."""
    out = list(game.setup.other)
    out.extend(rec for _, rec in iter_records(game) if isinstance(rec, Unknown))
    return out


def influence_after_setup(game: Game) -> dict:
    """``{country: [us, ussr]}`` after the Deluxe fixed setup and the logged placements."""
    inf = {c: [0, 0] for c in COUNTRIES}
    for side, where in DELUXE_FIXED_SETUP.items():
        for country, n in where.items():
            inf[country][0 if side == "US" else 1] += n
    for rec in game.setup.placements:
        inf[rec.country][0 if rec.side == "US" else 1] += rec.delta
    return inf


def check_influence(game: Game) -> list:
    """Replay every influence change from the Deluxe fixed setup; return a message for
    each line whose bracketed amounts differ from the running total (none expected)."""
    inf = {c: [0, 0] for c in COUNTRIES}
    for side, where in DELUXE_FIXED_SETUP.items():
        for country, n in where.items():
            inf[country][0 if side == "US" else 1] += n
    problems = []
    recs = list(game.setup.placements)
    recs.extend(r for _, r in iter_records(game) if isinstance(r, InfluenceChange))
    for rec in recs:
        cur = inf[rec.country]
        cur[0 if rec.side == "US" else 1] += rec.delta
        if cur != [rec.us, rec.ussr]:
            problems.append(f"{game.name}:{rec.line}: {rec.raw!r}: running total "
                            f"[{cur[0]}][{cur[1]}]")
            cur[0], cur[1] = rec.us, rec.ussr      # resynchronise, report each line once
    return problems
