"""The turn sequence (3.0 setup, 4.5 A-J), dealing (4.3, 4.3.1, 4.4), the headline (4.5 C),
the end of turn (military operations 8.2, tournament reveal 11.1, China Card, final
scoring 10.3.2), and VP bidding for sides (11.1.3).

Each step is registered with ``@RULES.phase(name)`` and runs when the decision stack is
empty and ``state.step == name``; it changes ``state.step`` and/or pushes decisions.
"""

from __future__ import annotations

from itertools import compress

from engine.core.i18n import N_, msg, nmsg

from . import board as B
from . import cards as C
from . import scoring as S
from . import terms as T
from .events import EVENTS, blocked, implemented
from .rules import RULES, call, decision
from .events.scoring import scoring_kwargs
from .play import begin_card

USSR, US = B.USSR, B.US
SIDE_NAME = B.SIDES
NAMES = B.NAMES
INDEX = B.INDEX
MAX_BID = 10
SETUP_FREE = {USSR: (6, "Eastern Europe"), US: (7, "Western Europe")}
step = RULES.phase
#: 4.4: the log line of the cards of an era joining the draw pile
ERA_SHUFFLED = {
    "early": N_("The early war cards ({n}) are shuffled into the draw pile (4.4)."),
    "mid": N_("The mid war cards ({n}) are shuffled into the draw pile (4.4)."),
    "late": N_("The late war cards ({n}) are shuffled into the draw pile (4.4)."),
}


def add_era(state, era: str) -> None:
    """4.4: add an era's (implemented) cards to the draw pile and reshuffle it; the
    discards stay where they are."""
    era_cards = C.era_cards(state.options, era)
    new = [c for c in era_cards if implemented(c)]
    state.eras.append(era)
    state.deck.extend(new)
    state.rng.shuffle(state.deck)
    left_out = len(era_cards) - len(new)
    state.say(msg(ERA_SHUFFLED[era], n=len(new)))
    if left_out:
        state.say(nmsg("{n} card whose event is not implemented yet is left out.",
                       "{n} cards whose events are not implemented yet are left out.",
                       left_out))


def deal(state) -> None:
    """4.5 B: each side draws up to 8 cards (turns 1-3) or 9 (turns 4-10), the China Card
    not counted; USSR first, alternating (11.1.3 of the Greek text). When the draw pile
    runs out, the discards are reshuffled (4.3, 4.3.1); when both are empty the hands stay
    short."""
    size = 8 if state.turn <= 3 else 9
    got = [0, 0]
    exhausted = False
    while not exhausted:
        progress = False
        for s in (USSR, US):
            if len(state.hands[s]) < size:
                card = state.draw_card()
                if card is None:
                    exhausted = True
                    break
                state.hands[s].append(card)
                got[s] += 1
                progress = True
        if not progress:
            break
    for s in (USSR, US):
        state.hands[s].sort()
    state.reveal()
    state.say(msg("Turn {turn}: {ussr} draws {ussr_cards}, {us} draws {us_cards} (hands "
                  "{ussr_hand} and {us_hand}).", turn=state.turn, ussr=T.side(USSR),
                  us=T.side(US), ussr_cards=got[0], us_cards=got[1],
                  ussr_hand=len(state.hands[0]), us_hand=len(state.hands[1])))


_ALL = range(B.N)


def influence_places(state) -> list:
    """Per side, the countries where it has influence now (6.1.1: kept at the start of
    an action round)."""
    return [list(compress(_ALL, state.inf[0])), list(compress(_ALL, state.inf[1]))]


# ---------------------------------------------------------------- start of the game
@step("start")
def _start(state):
    state.say(msg("Twilight Struggle: a new game."))
    if not state.bidding_done:
        first = state.rng.randbelow(2)
        state.say(msg("VP bidding for sides (11.1.3): Player {player} bids first.",
                      player=first + 1))
        state.push({"kind": "bid", "seat": first, "best": None})
    state.step = "deal0"


@step("deal0")
def _deal0(state):
    """3.1-3.3: the Early War deck, 8 cards each, the China Card to the USSR face up,
    the fixed influence, then the free placements (USSR first), then the handicap
    (11.1.4). The Deluxe edition adds US 2 in Canada to the fixed influence; the Late
    War scenario has its own setup (``scenario.late_war_setup``); the Chinese Civil War
    variant keeps the China Card off both hands (12)."""
    if state.options.get("scenario") == "late_war":
        from .scenario import late_war_setup
        late_war_setup(state)
        push_handicap(state)
        state.step = "scenario_begin"
        return
    add_era(state, "early")
    state.china, state.china_up = USSR, True
    deal(state)
    inf = B.start_influence()
    for s in (USSR, US):
        for i in range(B.N):
            state.inf[s][i] += inf[s][i]
    if C.is_deluxe(state.options):
        state.inf[US][INDEX["Canada"]] += DELUXE_CANADA
        state.say(msg("Setup influence placed (3.2, 3.3; Deluxe edition: the US has 2 in "
                      "Canada)."))
    else:
        state.say(msg("Setup influence placed (3.2, 3.3)."))
    if state.options.get("chinese_civil_war"):
        from .china import start_civil_war
        start_civil_war(state)
    push_handicap(state)
    state.push({"kind": "setup", "side": US, "left": SETUP_FREE[US][0]})
    state.push({"kind": "setup", "side": USSR, "left": SETUP_FREE[USSR][0]})
    state.step = "turn_begin"


#: the Deluxe fixed setup: the US starts with 2 influence in Canada (editions.md, 2)
DELUXE_CANADA = 2


# ---------------------------------------------------------------- handicap (11.1.4)
def push_handicap(state) -> None:
    """The ``handicap`` option: the side gets that many extra influence, placed after
    all other setup influence (11.1.4), one at a time, only in countries where it already
    has influence, never more than 2 above what control needs (11.1.4.1)."""
    from .options import handicap
    h = handicap(state.options)
    if h is None:
        return
    side, n = h
    state.push({"kind": "handicap", "side": side, "left": n})


def handicap_cap(state, side: int, i: int) -> int:
    """11.1.4.1: at most the influence that controls ``i`` plus 2."""
    return state.inf[1 - side][i] + B.STABILITY[i] + 2


def _handicap_legal(state, f):
    side = f["side"]
    mine = state.inf[side]
    return ["inf:" + NAMES[i] for i in range(B.N)
            if mine[i] > 0 and mine[i] < handicap_cap(state, side, i)]


def _handicap_apply(state, f, action):
    i = INDEX[action.arg]
    state.add_inf(f["side"], i, 1)
    f["left"] -= 1
    state.say(msg("{side} places 1 handicap influence in {country} (11.1.4).",
                  side=T.side(f["side"]), country=T.country(i)))
    if f["left"] <= 0:
        state.pop()


def _handicap_why(state, f, action):
    i = INDEX.get(action.arg or "")
    if action.verb == "inf" and i is not None and state.inf[f["side"]][i] > 0:
        return msg("11.1.4.1: at most {cap} influence in {country} (control plus 2)",
                   cap=handicap_cap(state, f["side"], i), country=T.country(i))
    return msg("11.1.4.1: the handicap influence goes only where {side} already has "
               "influence", side=T.side(f["side"]))


decision("handicap", legal=_handicap_legal, apply=_handicap_apply,
         prompt=lambda s, f: nmsg("{side}: place {n} more handicap influence (11.1.4)",
                                  "{side}: place {n} more handicap influence (11.1.4)",
                                  f["left"], side=T.side(f["side"])),
         why=_handicap_why,
         label=lambda s, f, a: msg("+{n} in {country}", n=1, country=T.country(INDEX[a.arg])))


def _setup_legal(state, f):
    region = SETUP_FREE[f["side"]][1]
    return ["inf:" + NAMES[i] for i in B.REGION_COUNTRIES[region]]


def _setup_apply(state, f, action):
    i = INDEX[action.arg]
    state.add_inf(f["side"], i, 1)
    f["left"] -= 1
    state.say(msg("{side} places 1 influence in {country} (setup).", side=T.side(f["side"]),
                  country=T.country(i)))
    if f["left"] <= 0:
        state.pop()


decision("setup", legal=_setup_legal, apply=_setup_apply,
         prompt=lambda s, f: nmsg("{side}: place {n} more setup influence in {region}",
                                  "{side}: place {n} more setup influence in {region}",
                                  f["left"], side=T.side(f["side"]),
                                  region=T.region(SETUP_FREE[f["side"]][1])),
         why=lambda s, f, a: msg("{rule}: the free setup influence goes in {region}",
                                 rule="3.2" if f["side"] == USSR else "3.3",
                                 region=T.region(SETUP_FREE[f["side"]][1])),
         label=lambda s, f, a: msg("+{n} in {country}", n=1, country=T.country(INDEX[a.arg])))


# ---------------------------------------------------------------- bidding (11.1.3)
def _bid_legal(state, f):
    best = f["best"]
    low = 0 if best is None else best[1] + 1
    acts = [f"bid:{side}:{n}" for side in SIDE_NAME for n in range(low, MAX_BID + 1)]
    if best is not None:
        acts.append("pass")
    return acts


def _bid_apply(state, f, action):
    seat = f["seat"]
    state.pop()
    if action == "pass":
        side_name, amount, winner_seat = f["best"]
        side = SIDE_NAME.index(side_name)
        state.seat_side = [side, 1 - side] if winner_seat == 0 else [1 - side, side]
        state.bidding_done = True
        state.say(nmsg("Player {player} passes: Player {winner} plays the {side} for {n} VP; "
                       "the other player plays the {other}.",
                       "Player {player} passes: Player {winner} plays the {side} for {n} VP; "
                       "the other player plays the {other}.", amount, player=seat + 1,
                       winner=winner_seat + 1, side=T.side(side), other=T.side(1 - side)))
        if amount:
            state.gain_vp(1 - side, amount, msg("winning bid, 11.1.3"))
        return
    side_name, n = action.args
    state.say(nmsg("Player {player} bids {n} VP to play the {side}.",
                   "Player {player} bids {n} VP to play the {side}.", int(n), player=seat + 1,
                   side=T.side(SIDE_NAME.index(side_name))))
    state.push({"kind": "bid", "seat": 1 - seat, "best": [side_name, int(n), seat]})


def _bid_why(state, f, action):
    if action == "pass":
        return msg("11.1.3: the first bidder must make a bid")
    return msg("11.1.3: a bid names a side and more VP than the current bid (at most {max})",
               max=MAX_BID)


def _bid_prompt(state, f):
    best = f["best"]
    if not best:
        return msg("Player {player}: bid VP for a side", player=f["seat"] + 1)
    return msg("Player {player}: bid VP for a side (current: {n} for the {side} by Player "
               "{bidder}) or pass", player=f["seat"] + 1, n=best[1],
               side=T.side(SIDE_NAME.index(best[0])), bidder=best[2] + 1)


def _bid_label(state, f, action):
    if action == "pass":
        return msg("Pass")
    side_name, n = action.args
    return nmsg("Give {n} VP to play the {side}", "Give {n} VP to play the {side}", int(n),
                side=T.side(SIDE_NAME.index(side_name)))


decision("bid", legal=_bid_legal, apply=_bid_apply, prompt=_bid_prompt, why=_bid_why,
         label=_bid_label)


# ---------------------------------------------------------------- turn start (4.5 A-C)
@step("turn_begin")
def _turn_begin(state):
    _begin(state, improve=True)


@step("scenario_begin")
def _scenario_begin(state):
    """The first turn of the Late War scenario: its DEFCON is the scenario's (no 4.5 A)."""
    _begin(state, improve=False)


def _begin(state, improve: bool):
    state.say(msg("--- Turn {turn} ---", turn=state.turn))
    if improve and state.turn > 1 and state.defcon < 5:
        state.improve_defcon(1, msg("4.5 A, 8.1.6"))   # rule steps: letters per language
    if state.turn > 1:
        deal(state)
    state.space_tries = [0, 0]
    state.ar_done = [0, 0]
    state.ar, state.ar_side = 0, US
    state.shown = [s if s and s.get("keep") else None for s in state.shown]
    state.step = "headline"


#: Cards that may not be chosen as a headline: 32 UN Intervention ("cannot be played in
#: the Headline Phase", card text).
NOT_IN_HEADLINE = frozenset({32})
#: 103 Defectors headlined by the US cancels the USSR headline: it is resolved first,
#: whatever the operations values (card text; D8 of docs/twilight/early_war_events.md).
DEFECTORS = 103


def headline_cards(state, side: int) -> list[int]:
    """4.5 C: any card of the hand with an implemented event, never the China Card nor
    UN Intervention, nor a card an effect keeps for an action round (``can_headline``)."""
    hooks = RULES.active("can_headline", state.effects)
    return [c for c in sorted(state.hands[side]) if c in EVENTS and c not in NOT_IN_HEADLINE
            and not any(fn(state, side, c) for fn in hooks)]


@step("headline")
def _headline(state):
    state.headline = [None, None]
    state.headline_shown = [False, False]
    order = [US, USSR]                          # stack: the USSR chooses first
    for s in (USSR, US):
        if state.has_ability(s, "headline_second"):
            # 6.4.4 box 4: the opponent chooses and reveals first
            order = [s, 1 - s]
            state.say(msg("{side} must choose and show its headline first ({box}, 6.4.4).",
                          side=T.side(1 - s), box=T.space_box(4)))
    for s in order:
        if headline_cards(state, s):
            state.push({"kind": "headline", "side": s,
                        "show": state.has_ability(1 - s, "headline_second")})
        else:
            state.say(msg("{side} has no card to headline.", side=T.side(s)))
    state.step = "headline_resolve"


def _headline_apply(state, f, action):
    side = f["side"]
    card = action.number
    state.pop()
    state.hands[side].remove(card)
    state.headline[side] = card
    if f.get("show"):
        state.headline_shown[side] = True
        state.reveal()
        state.say(msg("{side} shows its headline: {card}.", side=T.side(side),
                      card=C.title(card)))
    else:
        state.say(msg("{side} chooses its headline card (secret).", side=T.side(side)))


def _headline_why(state, f, action):
    if action == "headline:%d" % C.CHINA:
        return msg("4.5 C / 9.5: the China Card cannot be played in the headline")
    if action in ["headline:%d" % c for c in NOT_IN_HEADLINE]:
        return msg("{card}: this card cannot be played in the Headline Phase (card text)",
                   card=C.title(action.number))
    card = action.number
    if card is not None and card in state.hands[f["side"]]:
        for fn in RULES.active("can_headline", state.effects):
            why = fn(state, f["side"], card)
            if why:
                return why
    return msg("4.5 C: choose a card of your hand as headline (headline:N)")


decision("headline", legal=lambda s, f: ["headline:%d" % c for c in headline_cards(s, f["side"])],
         apply=_headline_apply,
         prompt=lambda s, f: msg("{side}: choose your headline card (4.5 C)",
                                 side=T.side(f["side"])),
         why=_headline_why,
         label=lambda s, f, a: msg("Headline {card}", card=C.title(a.number)))


def headline_value(card) -> int:
    """4.5 C: the printed operations value; scoring cards count 0."""
    return 0 if card is None or C.SCORING[card] else C.OPS[card]


@step("headline_resolve")
def _headline_resolve(state):
    state.step = "ar"
    cards = state.headline
    if cards[0] is None and cards[1] is None:
        return
    state.headline_shown = [c is not None for c in cards]
    state.reveal()
    shown = [s for s in (USSR, US) if cards[s] is not None]
    if len(shown) == 2:
        state.say(msg("Headlines: {side} {card}; {other} {other_card}.", side=T.side(USSR),
                      card=C.title(cards[USSR]), other=T.side(US),
                      other_card=C.title(cards[US])))
    else:
        state.say(msg("Headlines: {side} {card}.", side=T.side(shown[0]),
                      card=C.title(cards[shown[0]])))
    # higher value first, ties to the US (4.5 C)
    first = US if headline_value(cards[US]) >= headline_value(cards[USSR]) else USSR
    if cards[US] == DEFECTORS:                  # Defectors cancels the USSR headline
        first = US
    for s in (1 - first, first):                # stack: pushed last runs first
        if cards[s] is not None:
            state.push_call("headline_event", side=s, card=cards[s])


@call("headline_event")
def _headline_event(state, f):
    side, card = f["side"], f["card"]
    if state.headline[side] != card:            # cancelled meanwhile (e.g. Defectors)
        return
    state.headline[side] = None
    entry = begin_card(state, side, card, headline=True)
    entry["how"] = "event"
    implementer = 1 - side if C.is_opponents(card, side) else side
    state.phasing = implementer                 # 4.5 C note: he becomes phasing player
    state.ar_start = influence_places(state)
    if implementer != side:
        state.say(msg("Headline of {side}: {card}, a {other} event implemented by the "
                      "{other}.", side=T.side(side), card=C.title(card),
                      other=T.side(implementer)))
    else:
        state.say(msg("Headline of {side}: {card}.", side=T.side(side), card=C.title(card)))
    state.push_call("end_card", card=card)
    state.push_call("run_event", card=card, side=implementer)


# ---------------------------------------------------------------- action rounds (4.5 D)
def next_slot(state):
    r, s = state.ar, state.ar_side
    top = max(state.action_rounds(USSR), state.action_rounds(US))
    while True:
        if s == USSR:
            s = US
        else:
            s, r = USSR, r + 1
        if r > top:
            return None
        if r <= state.action_rounds(s):
            return r, s


def round_over(state) -> bool:
    """The ``action_round_end`` hooks (NORAD): True when one pushed frames."""
    effects = state.effects
    if effects:
        # hot path (every action round): no list built when no such effect is active
        for effect, fn in RULES.hooks["action_round_end"]:
            if effect in effects and fn(state):
                return True
    return False


@step("ar")
def _action_round(state):
    if round_over(state):
        return
    slot = next_slot(state)
    if slot is None:
        state.step = "turn_end"
        return
    r, s = slot
    state.ar, state.ar_side, state.phasing = r, s, s
    state.ar_done[s] = r
    state.card_player = state.defcon_owner = s
    state.ar_start = influence_places(state)
    if not state.hands[s] and not (state.china == s and state.china_up):
        state.say(msg("{side} has no card and passes action round {round} (4.5 D).",
                      side=T.side(s), round=r))
        return
    took = False
    for fn in RULES.active("action_round_start", state.effects):
        took = fn(state, s) or took     # every effect sees the round begin
    if took:                            # an effect took this action round over
        return
    state.push({"kind": "play", "side": s, "optional": r > state.base_rounds()})


# ---------------------------------------------------------------- end of turn (4.5 E-J)
@step("turn_end")
def _turn_end(state):
    if round_over(state):
        return
    # E: military operations (8.2.1)
    need = state.defcon
    short = [max(0, need - state.milops[s]) for s in (USSR, US)]
    state.say(msg("Military operations: {ussr} {ussr_ops}, {us} {us_ops}, required "
                  "{required} (8.2).", ussr=T.side(USSR), ussr_ops=state.milops[0],
                  us=T.side(US), us_ops=state.milops[1], required=need))
    net = short[USSR] - short[US]               # USSR shortfall gives the US VP
    if net:
        state.vp += net
        state.say(msg("Military operations penalty: {penalties} (VP {vp}).",
                      penalties=[nmsg("{side} +{n} VP", "{side} +{n} VP", short[s],
                                      side=T.side(1 - s)) for s in (0, 1) if short[s]],
                      vp=state.vp_text()))
    state.milops = [0, 0]
    state.step = "turn_end2"


@step("turn_end2")
def _turn_end2(state):
    # F: held cards. 4.5 D: scoring cards cannot be held, in every game; 11.1.2 gives the
    # consequence (the holder loses). The tournament reveal (11.1.1) shows the held cards;
    # otherwise only an offending scoring card is shown. 10.1.5: a scoring card an event
    # forced into the hand with no round left to play it is no fault (effect data
    # ``forced_hold``: [USSR count, US count], e.g. 77 Ask Not).
    state.step = "turn_end3"
    losers = []
    for s in (USSR, US):
        if state.options.get("tournament"):
            state.reveal_hand(s, N_("held cards shown at the end of the turn, 11.1.1"))
        held = [c for c in sorted(state.hands[s]) if C.SCORING[c]]
        excused = sum(e["forced_hold"][s] for e in state.effects.values()
                      if isinstance(e, dict) and "forced_hold" in e)
        if len(held) > excused:
            losers.append(s)
            if not state.options.get("tournament"):
                state.shown[s] = {"cards": held, "why": N_("scoring card held, 4.5 D")}
            state.reveal()
            state.say(msg("{side} holds {cards} after its last action round (4.5 D: scoring "
                          "cards cannot be held).", side=T.side(s),
                          cards=[C.title(c) for c in held]))
    if len(losers) == 2:
        state.end_game(None, "scoring_held",
                       msg("Both players hold a scoring card (11.1.2)."))
        return
    if losers:
        state.end_game(1 - losers[0], "scoring_held",
                       msg("{side} holds a scoring card at the end of the turn (11.1.2).",
                           side=T.side(losers[0])))
        return
    # 6.4.4 box 6: may discard a held card
    for s in (US, USSR):
        if state.has_ability(s, "discard_held") and state.hands[s]:
            state.push({"kind": "space_discard", "side": s})


def _space_discard_apply(state, f, action):
    state.pop()
    side = f["side"]
    if action == "keep":
        state.say(msg("{side} keeps its held cards.", side=T.side(side)))
        return
    card = action.number
    state.hands[side].remove(card)
    state.discard.append(card)
    state.reveal()
    state.say(msg("{side} discards the held card {card} ({box}, 6.4.4).", side=T.side(side),
                  card=C.title(card), box=T.space_box(6)))


decision("space_discard",
         legal=lambda s, f: ["discard:%d" % c for c in sorted(s.hands[f["side"]])] + ["keep"],
         apply=_space_discard_apply,
         prompt=lambda s, f: msg("{side}: you may discard a held card (6.4.4)",
                                 side=T.side(f["side"])),
         why=lambda s, f, a: msg("6.4.4 ({box}): discard one card of your hand (discard:N) or "
                                 "keep", box=T.space_box(6)),
         label=lambda s, f, a: msg("Keep") if a == "keep" else
         msg("Discard {card}", card=C.title(a.number)))


@step("turn_end3")
def _turn_end3(state):
    # G: the China Card face up; effects of this turn expire
    if state.china is not None and not state.china_up:
        state.china_up = True
        state.say(msg("The China Card is turned face up (4.5 G)."))
    for effect, fn in RULES.hooks["turn_end"]:
        if effect in state.effects:
            fn(state)
    state.effects = {k: v for k, v in state.effects.items()
                     if not (isinstance(v, dict) and v.get("until") == "turn")}
    if state.turn >= 10:
        state.step = "final"
        return
    # H: advance the turn; Mid War cards for turn 4, Late War for turn 8 (4.4)
    state.turn += 1
    if state.turn == 4:
        add_era(state, "mid")
    elif state.turn == 8:
        add_era(state, "late")
    state.step = "turn_begin"


@step("final")
def _final(state):
    """J: 9.x +1 VP to the China Card's holder, then final scoring (10.3.2)."""
    if state.china is not None:
        state.gain_vp(state.china, 1, msg("holder of the China Card at the end of turn 10"))
    kwargs = scoring_kwargs(state, "final")
    detail = {}
    winner = None
    for r in B.REGIONS:
        vp, w = S.score_region(state.inf, r, final=True,
                               extra_battlegrounds=kwargs["extra_battlegrounds"])
        detail[r] = vp
        state.vp += vp
        if w is not None:
            winner = w
    state.say(msg("Final scoring (10.3.2): {regions}; VP {vp}.",
                  regions=[msg("{region} {vp}", region=T.region(r), vp=f"{v:+d}")
                           for r, v in detail.items()], vp=state.vp_text()))
    if winner is not None:
        state.end_game(winner, "final_europe",
                       msg("{side} controls Europe at final scoring (10.3.2).",
                           side=T.side(winner)))
    elif state.options.get("scenario") == "late_war":
        from .scenario import final_winner
        state.end_game(final_winner(state.vp), "final",
                       msg("Final scoring, Late War scenario: the US needs 20 VP (VP {vp}).",
                           vp=state.vp_text()))
    elif state.vp:
        state.end_game(US if state.vp > 0 else USSR, "final",
                       msg("Final scoring: the VP favour the {side}.",
                           side=T.side(US if state.vp > 0 else USSR)))
    else:
        state.end_game(None, "final", msg("Final scoring: VP 0."))


@step("over")
def _over(state):
    pass
