"""TwilightState: the complete position of a game of Twilight Struggle.

All fields are plain data (ints, lists, dicts, strings): the state deep-copies, its
:meth:`snapshot` is JSON, and behaviour lives in registered functions (see
:mod:`engine.twilight.frames`). Sides: ``USSR = 0``, ``US = 1``. VP > 0 favours the US.

Decisions come from the stack of frames (``self.stack``): the top frame says who decides
what. When the stack is empty the turn sequence (:mod:`engine.twilight.turn`) advances
to its next step (``self.step``).

Seats and sides: ``players`` are seats. Without the bidding option seat 0 is the USSR and
seat 1 the US; with VP bidding for sides (11.1.3) the auction decides which seat plays
which side (``self.seat_side``). ``to_move``, ``view(player)`` and ``winners`` speak of
seats; everything else inside the engine speaks of sides.
"""

from __future__ import annotations

from engine.core import Flow, State, fields
from engine.core.decisions import frame_text
from engine.core.i18n import msg, nmsg
from engine.core.text import quote

from . import board as B
from . import cards as C
from . import space as SP
from . import terms as T
from .events import EVENTS, implemented, load_all
from .options import DEFAULTS
from .rules import RULES

load_all()
from . import play as _play  # noqa: E402,F401  (registers the card-play frames)
from . import turn as _turn  # noqa: E402,F401  (registers the turn steps)

USSR, US = B.USSR, B.US
SIDE_NAME = B.SIDES
N = B.N
NAMES = B.NAMES


class TwilightState(Flow, State):
    game = "twilight"
    rules = RULES

    #: the position, declared once (snapshot, digest, clone and == follow it)
    FIELDS = fields(
        inf=lambda: [[0] * N, [0] * N],   # influence [side][country]
        vp=0,                             # > 0 favours the US
        defcon=5,
        turn=1,
        step="start",                     # turn step run when the stack is empty (turn.py)
        ar=0,                             # current action round number (1..8)
        ar_side=US,                       # side of the current action round slot
        phasing=US,                       # side whose action round it is (or implementing)
        card_player=None,                 # side who played the card being resolved
        defcon_owner=None,                # side responsible for DEFCON drops now (8.1.3)
        ar_done=[0, 0],                   # action rounds taken (or passed) this turn
        milops=[0, 0],
        space=[0, 0],
        space_tries=[0, 0],
        hands=[[], []],
        deck=[],                          # draw pile; the end of the list is its top
        discard=[],
        removed=[],
        in_play=[],                       # persistent events face up beside the map
        resolving=[],                     # cards being played: [{"card", "player", ...}]
        headline=[None, None],            # chosen headline cards (hidden until shown)
        headline_shown=[False, False],
        china=USSR,
        china_up=True,
        eras=[],                          # eras whose cards were added to the game
        ar_start=[[], []],                # countries with influence at start of the round
        effects={},                       # active card effects: name -> JSON data
        events_open=0,                    # events being resolved (20 VP waits for them)
        shown=[None, None],               # revealed hands: {"cards": [...], "why": str}
        stack=[],                         # pending decisions (engine.core.flow)
        seat_side=[USSR, US],
        bidding_done=True,
        over=False,
        winner=None,                      # side, or None (draw) once over
        end_reason="",
    )
    #: hands are sets of cards: their order is not part of the position
    DUMP = {"hands": lambda h: [sorted(h[0]), sorted(h[1])]}

    def __init__(self, options: dict | None = None, seed: int = 0, *, _blank: bool = False):
        super().__init__(options, seed)
        self.bidding_done = not self.options.get("bidding")
        if not _blank:
            self.run()

    # ------------------------------------------------------------ test positions
    @classmethod
    def position(cls, options=None, seed: int = 0, *, turn: int = 1, defcon: int = 5,
                 vp: int = 0, phasing: int = USSR, ar: int = 1, hands=None, inf=None,
                 deck=None, discard=None, space=None, milops=None, china: int = USSR,
                 china_up: bool = True, effects=None, run: bool = True):
        """A position at the start of ``phasing``'s action round ``ar`` of ``turn``,
        for tests: ``hands`` = [ussr_cards, us_cards]; ``inf`` = {country: (ussr, us)}.
        Any card number may be put in a hand (even one whose event is not implemented)."""
        options = {**DEFAULTS, **(options or {})}
        s = cls(options, seed, _blank=True)
        s.turn, s.defcon, s.vp = turn, defcon, vp
        s.hands = [sorted(h) for h in (hands or [[], []])]
        for name, (a, b) in (inf or {}).items():
            i = B.INDEX[name]
            s.inf[0][i], s.inf[1][i] = a, b
        s.deck = list(deck or [])
        s.discard = list(discard or [])
        s.space = list(space or [0, 0])
        s.milops = list(milops or [0, 0])
        s.china, s.china_up = china, china_up
        s.effects = dict(effects or {})
        s.eras = ["early"] + (["mid"] if turn >= 4 else []) + (["late"] if turn >= 8 else [])
        s.bidding_done = True
        # the slot before (ar, phasing): the turn loop starts the requested round
        s.ar, s.ar_side = (ar - 1, US) if phasing == USSR else (ar, USSR)
        s.ar_done = [ar - 1, ar - 1] if phasing == USSR else [ar, ar - 1]
        s.step = "ar"
        if run:
            s.run()
        return s

    # ------------------------------------------------------------ State protocol
    @property
    def players(self):
        if not self.bidding_done:
            return ("Player 1", "Player 2")
        return (SIDE_NAME[self.seat_side[0]], SIDE_NAME[self.seat_side[1]])

    def seat_of(self, side: int) -> int:
        return side if self.seat_side[0] == USSR else 1 - side

    def side_of(self, seat: int) -> int:
        return self.seat_side[seat]

    def seat_of_frame(self, f) -> int:
        if "seat" in f:
            return f["seat"]
        side = f["side"]
        return side if self.seat_side[0] == USSR else 1 - side

    @property
    def winners(self):
        if not self.over or self.winner is None:
            return []
        return [self.seat_of(self.winner)]

    @property
    def deciding_side(self):
        """The side who must decide now (None when over)."""
        if self.over or not self.stack:
            return None
        f = self.stack[-1]
        return f["side"] if "side" in f else None

    def refresh(self) -> None:
        """Forget cached legal actions (after editing fields by hand in a test)."""
        self._legal = None
        self.run()

    # ------------------------------------------------------------ actions at any time
    # Some effects give a side actions it may take at *any* of its decisions, whatever is
    # pending (40 Cuban Missile Crisis: the threatened side may remove 2 influence to
    # cancel it). The ``anytime_actions`` hooks (rules.py) list them as tuples
    # ``(action, label, apply_fn, why)`` (``apply_fn`` None: not available now, ``why``
    # says which rule). They come after the pending decision's own actions, only while
    # such an effect is active (so legal_actions() is unchanged otherwise); applying one
    # runs ``apply_fn(state)`` and leaves the pending decision where it was.
    def anytime_actions(self) -> list:
        """The ``anytime_actions`` entries of the side deciding now."""
        if not self.effects:
            return []
        f = self.pending()
        if f is None or "side" not in f:
            return []
        out = []
        for fn in RULES.active("anytime_actions", self.effects):
            out.extend(fn(self, f["side"]))
        return out

    def legal_actions(self):
        legal = Flow.legal_actions(self)
        if not self.effects:
            return legal
        extra = [e[0] for e in self.anytime_actions() if e[2] is not None and e[0] not in legal]
        return legal + extra if extra else legal

    _legal_actions = legal_actions

    def _apply(self, action: str) -> None:
        for a, _label, fn, _why in self.anytime_actions():
            if a == action and fn is not None and action not in Flow.legal_actions(self):
                self._legal = None
                fn(self)
                self.run()
                return
        Flow._apply(self, action)

    def why_illegal(self, action: str):
        for a, _label, fn, why in self.anytime_actions():
            if a == action and fn is None:
                return msg("{reason} (action {action}; now: {prompt})", reason=why,
                           action=quote(action), prompt=self.prompt())
        return Flow.why_illegal(self, action)

    def label(self, action: str):
        for a, text, fn, _why in self.anytime_actions():
            if a == action and fn is not None:
                return text
        return self._numbered(Flow.label(self, action))

    def prompt(self):
        return self._numbered(Flow.prompt(self))

    def _numbered(self, text):
        """A label or prompt of a Deluxe game names the cards with their Deluxe numbers,
        as its log does (``say``)."""
        if self.options.get("edition") == "deluxe":
            return T.deluxe_numbers(text)
        return text

    # ------------------------------------------------------------ the driver (Flow)
    def checkpoint(self) -> bool:
        """10.3.1: 20 VP ends the game at once, but only after the event or scoring in
        progress is fully resolved (``events_open``), and not during final scoring."""
        if self.events_open == 0 and (self.vp >= 20 or self.vp <= -20) \
                and self.step != "final":
            w = US if self.vp > 0 else USSR
            self.end_game(w, "vp20", msg("{side} reaches 20 VP (10.3.1).", side=T.side(w)))
            return True
        return False

    def advance(self) -> None:
        self.rules.phases[self.step](self)

    # ------------------------------------------------------------ rules helpers
    def say(self, line) -> None:
        """A log line: a message (``engine.core.i18n.msg``), never a sentence. A Deluxe
        game's log names the cards with their Deluxe numbers (``terms.deluxe_numbers``)."""
        if self.options.get("edition") == "deluxe":
            line = T.deluxe_numbers(line)
        self.log.append(line)

    def vp_text(self):
        """The VP track as the log says it: ``0``, ``US +3``, ``USSR +2`` (a message, or
        the number 0)."""
        vp = self.vp
        if vp == 0:
            return 0
        return msg("{side} +{n}", side=T.side(US if vp > 0 else USSR), n=abs(vp))

    def add_inf(self, side: int, i: int, n: int) -> int:
        """Add ``n`` (may be negative) influence of ``side`` in country ``i``; never
        below 0. Returns the change made."""
        row = self.inf[side]
        new = row[i] + n
        if new < 0:
            new = 0
        change = new - row[i]
        row[i] = new
        return change

    def gain_vp(self, side: int, n: int, why=None) -> None:
        """``side`` gains ``n`` VP (10.2.2). The 20 VP victory is checked once the event
        or scoring in progress is fully resolved (10.3.1). ``why``: a message (a card's
        term ``terms.card(n)``, or ``msg(...)``), shown in brackets."""
        if not n:
            return
        self.vp += n if side == US else -n
        if why:
            self.say(nmsg("{side} gains {n} VP ({why}): VP {vp}.",
                          "{side} gains {n} VP ({why}): VP {vp}.", n, side=T.side(side),
                          why=why, vp=self.vp_text()))
        else:
            self.say(nmsg("{side} gains {n} VP: VP {vp}.", "{side} gains {n} VP: VP {vp}.",
                          n, side=T.side(side), vp=self.vp_text()))

    def credit_milops(self, side: int, n: int) -> None:
        """8.2.3: military operations (coups, war events)."""
        self.milops[side] += n

    def degrade_defcon(self, n: int = 1, responsible: int | None = None,
                       reason=None) -> None:
        """Lower DEFCON by ``n`` (8.1.7). At DEFCON 1 the game ends and the responsible
        side loses (8.1.3): ``responsible`` defaults to the player of the card being
        resolved (in the headline too, the Hebrew text's note on 4.5 C). ``reason``: a
        message (a card's term, ``msg(...)``), shown in brackets."""
        self.change_defcon(-n, responsible, reason)

    def improve_defcon(self, n: int = 1, reason=None) -> None:
        self.change_defcon(n, None, reason)

    def change_defcon(self, delta: int, responsible: int | None = None,
                      reason=None) -> None:
        if responsible is None:
            responsible = self.defcon_owner if self.defcon_owner is not None else self.phasing
        for effect, fn in RULES.hooks["defcon_change"]:
            if effect in self.effects:
                delta = fn(self, delta, responsible)
        if not delta:
            return
        new = min(5, self.defcon + delta)            # 8.1.2
        if new == self.defcon:
            return
        self.defcon = max(1, new)
        if reason:
            self.say(msg("DEFCON improves to {defcon} ({reason}).", defcon=self.defcon,
                         reason=reason) if delta > 0 else
                     msg("DEFCON degrades to {defcon} ({reason}).", defcon=self.defcon,
                         reason=reason))
        else:
            self.say(msg("DEFCON improves to {defcon}.", defcon=self.defcon) if delta > 0
                     else msg("DEFCON degrades to {defcon}.", defcon=self.defcon))
        if self.defcon <= 1:
            self.end_game(1 - responsible, "nuclear_war",
                          msg("DEFCON 1: nuclear war; {side} caused it and loses (8.1.3).",
                              side=T.side(responsible)))

    def set_defcon(self, value: int, responsible: int | None = None, reason=None) -> None:
        self.change_defcon(value - self.defcon, responsible, reason)

    def end_game(self, winner: int | None, reason: str, text) -> None:
        """The game ends: ``reason`` is a code (``result()["reason"]``), ``text`` the
        message that says why; the log adds who wins."""
        if self.over:
            return
        self.over = True
        self.winner = winner
        self.end_reason = reason
        self.step = "over"
        self.say(msg("{text} {side} wins.", text=text, side=T.side(winner))
                 if winner is not None else msg("{text} The game is a draw.", text=text))

    def draw_card(self):
        """Top card of the draw pile (None when both piles are empty). The discards are
        reshuffled into a new draw pile as soon as it has no card left (4.3,
        :meth:`reshuffle_if_empty`): after the draw that takes its last card, and before
        a draw from a pile emptied while there was nothing to reshuffle."""
        if not self.deck:
            self.reshuffle_if_empty()
            if not self.deck:
                return None
        self.reveal()
        card = self.deck.pop()
        self.reshuffle_if_empty()
        return card

    def reshuffle_if_empty(self) -> bool:
        """4.3: "when no cards remain in the draw pile, reshuffle all the discards and
        form a new draw pile". The one place the discards become the draw pile: called
        whenever a card leaves the draw pile (a draw, Our Man in Tehran's discards) and
        before the pile is used, so a deal that takes the last card reshuffles at once
        and a card discarded later in the turn stays out of the new pile. Starred cards
        played as events are in ``removed``, never in the discards (4.3). Returns
        whether it reshuffled."""
        if self.deck or not self.discard:
            return False
        self.deck = self.discard
        self.discard = []
        self.reveal()
        self.rng.shuffle(self.deck)
        self.say(nmsg("The draw pile is empty: the {n} discarded card is reshuffled "
                      "into a new draw pile (4.3).",
                      "The draw pile is empty: the {n} discarded cards are reshuffled "
                      "into a new draw pile (4.3).", len(self.deck)))
        return True

    def reveal_hand(self, side: int, why: str, why_args: dict | None = None) -> None:
        """Show ``side``'s hand to the opponent (CIA Created, Lone Gunman, 11.1.1...).

        ``why`` is a message id (a literal marked with ``N_``: it is kept in the position,
        ``shown[side]["why"]``), with optional plain arguments ``why_args`` (numbers)."""
        cards = sorted(self.hands[side])
        self.shown[side] = {"cards": cards, "why": why}
        if why_args:
            self.shown[side]["why_args"] = dict(why_args)
        self.reveal()
        self.say(msg("{side} reveals its hand ({why}): {cards}.", side=T.side(side),
                     why=frame_text(why, why_args),
                     cards=[C.title(c) for c in cards] or msg("no cards")))

    def give_china(self, side: int, face_up: bool = True) -> None:
        """9.3 / 9.4: the China Card passes to ``side``."""
        self.china = side
        self.china_up = face_up
        self.say(msg("The China Card passes to {side} face up.", side=T.side(side))
                 if face_up else
                 msg("The China Card passes to {side} face down.", side=T.side(side)))

    def has_ability(self, side: int, ability: str) -> bool:
        return SP.has_ability(self.space, side, ability)

    def action_rounds(self, side: int) -> int:
        """Action rounds of ``side`` this turn (4.5 D; 6.4.4 box 8; card hooks)."""
        total = 6 if self.turn <= 3 else 7
        if self.has_ability(side, "eight_rounds"):
            total = max(total, 8)
        for effect, fn in RULES.hooks["action_rounds"]:
            if effect in self.effects:
                total = fn(self, side, total)
        return total

    def base_rounds(self) -> int:
        return 6 if self.turn <= 3 else 7

    def is_active(self, effect: str) -> bool:
        return effect in self.effects

    def playable_cards(self, side: int) -> list[int]:
        """Cards ``side`` may play in an action round now (5.1, 9.3, 9.5).

        Any card of the hand: 4.5 D forbids *holding* a scoring card after the last
        action round, not playing another card first (an event may still take the
        scoring card out of the hand: Five Year Plan, Ask Not); a scoring card still held
        then loses the game (``turn._turn_end2``, 11.1.2). Only the China Card may not be
        played when that prevents playing a scoring card (9.5)."""
        hand = self.hands[side]
        out = sorted(hand)
        if self.china == side and self.china_up and "china_blocked" not in self.effects:
            left = self.action_rounds(side) - self.ar_done[side] + (1 if self.ar_side == side
                                                                     else 0)
            if sum(1 for c in hand if C.SCORING[c]) < left:
                out.append(C.CHINA)
        return out

    def result(self) -> dict:
        return {"over": self.over, "winners": [self.players[w] for w in self.winners],
                "winner_side": None if self.winner is None else SIDE_NAME[self.winner],
                "reason": self.end_reason, "vp": self.vp, "turn": self.turn,
                "nuclear_war": self.end_reason == "nuclear_war",
                "vp20": self.end_reason == "vp20",
                "europe_control": self.end_reason == "europe_control",
                "final_scoring": self.end_reason in ("final", "final_europe"),
                "scoring_held": self.end_reason == "scoring_held",
                "wargames": self.end_reason == "wargames",
                "reached_mid_war": "mid" in self.eras,
                "reached_late_war": "late" in self.eras,
                "draw": self.over and self.winner is None}

    # ------------------------------------------------------------ invariants
    def check_invariants(self) -> list[str]:
        p = []
        for s in (0, 1):
            if min(self.inf[s]) < 0:
                p.append(f"negative influence for {SIDE_NAME[s]}")
        if not 1 <= self.defcon <= 5:
            p.append(f"DEFCON {self.defcon} out of 1..5")
        if not self.over and abs(self.vp) >= 20 and self.events_open == 0 \
                and self.step != "final":
            p.append(f"VP {self.vp} reached 20 but the game goes on")
        seen = {}
        places = [("deck", self.deck), ("discard", self.discard), ("removed", self.removed),
                  ("in_play", self.in_play), ("hand USSR", self.hands[0]),
                  ("hand US", self.hands[1]),
                  ("resolving", [r["card"] for r in self.resolving]),
                  ("headline", [c for c in self.headline if c is not None])]
        for where, cards in places:
            for c in cards:
                if c in seen:
                    p.append(f"card {c} both in {seen[c]} and {where}")
                seen[c] = where
        if C.CHINA in seen and not (self.resolving and any(
                r["card"] == C.CHINA for r in self.resolving)):
            p.append(f"the China Card is in {seen[C.CHINA]}")
        for era in self.eras:
            for c in C.era_cards(self.options, era):
                if c not in seen and implemented(c):
                    p.append(f"card {c} ({C.NAME[c]}) is nowhere")
        china_playing = any(r["card"] == C.CHINA for r in self.resolving)
        civil_war = "chinese_civil_war" in self.effects      # 12: nobody holds it
        if (self.china not in (0, 1)) != (china_playing or civil_war):
            p.append(f"the China Card: holder {self.china}, being played {china_playing}")
        if not self.over:
            for s in (0, 1):
                if self.ar_done[s] > self.action_rounds(s):
                    p.append(f"{SIDE_NAME[s]} took {self.ar_done[s]} action rounds of "
                             f"{self.action_rounds(s)}")
            if not self.stack:
                p.append("no pending decision")
        for s in (0, 1):
            if not 0 <= self.space[s] <= SP.FINAL:
                p.append("space race marker off the track")
        return p
