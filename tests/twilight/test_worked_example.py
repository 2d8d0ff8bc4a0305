"""The rulebook's worked example of play ("ESEMPIO DI GIOCO" of the Italian rules,
shared/seeds/004_0cdb367d9ca608bf.txt, pages 10-12), replayed through the engine.

Everything goes through ``state.apply(action)`` with the engine's own action strings, from
the real setup (3.1-3.3) on: the deck is stacked so that the engine's deal gives the
example's hands (a forced shuffle, like the forced dice), the dice the text prints are
forced with ``state.rng.force``, and after each turn (and at key points) the test checks
VP, DEFCON, military operations, the Space Race and the influence on the whole map.
Numbers are the Italian card numbers; VP > 0 favours the US.

Where the printed example contradicts the rules, the rules win and a comment
``# RULES OVER EXAMPLE: ...`` says where (the analysis is section 3 of
docs/twilight/early_war_events.md, decision D12):

* C1 turn 1, US 6: Blockade. The text has the US discard East European Unrest, a card it
  does not hold: West Germany loses its US influence.
* C2 turn 2, US headline: Marshall Plan. The text names 8 countries; the card allows 7
  (Greece is dropped: it changes nothing later).
* C3 turn 2, USSR 1: COMECON. Czechoslovakia was already USSR-controlled (wording only).
* C4 turn 3, deal: the text says 5 cards were left in the deck; 4 were.
* C5 turn 3, USSR headline: Korean War. The Italian card degrades DEFCON by 1 (decision
  D1, ``DEGRADES_DEFCON`` in events/c011_korean_war.py); the text does not. See below.
* C6 turn 3, US 1: Europe Scoring is +2, not +7 (the USSR controls 3 countries, the US
  does not dominate).
* C7 turn 3: the printed military operations leave out the 2 of Korean War (and of the
  Arab-Israeli War).

How far it goes, and Korean War (C5). With D1, the engine's rule, DEGRADES_DEFCON on,
DEFCON is one step lower than printed from the turn-3 headline on. After the USSR's coup
in Iran and the US's coup in Libya it is 2, and the printed USSR 4 (a coup in Egypt) is
illegal (8.1.5: no coups in the Middle East at DEFCON 2). The rest of the example depends
on that coup (Egypt in Middle East Scoring, Nasser), so the first test stops there and
checks that the engine refuses it. The second test switches the constant off: that is the
published English card and the printed example's reading of Korean War. It replays the
rest of turn 3 and turn 4 (Mid War: DEFCON 3, 9 cards, 7 action rounds) as far as the
implemented cards allow.

Turn 4. The text's turn-4 plays need Mid War cards of several engineers. Every card of
the turn-4 hands that is not implemented yet is given a do-nothing event
(``stub_events``), only so that the deck holds the text's cards (4.4 adds only
implemented cards) and the deal is the text's; that is harmless for the cards whose
events never happen in the example (Arms Race 39 for operations, Brezhnev Doctrine 51 on
the Space Race, Latin American Death Squads 69 held). A stub never stands in for an event
that happens: the replay stops before the first play that needs one that is not
implemented (``TURN_4_EVENTS``), and the test checks that it went exactly that far.
The cards whose events turn 4 needs from other card modules: One Small Step (80: US
headline, US 3), Lone Gunman (62: USSR 1), SALT Negotiations (43: US 2), Shuttle
Diplomacy (73: US 6, and the Asia Scoring of US 7); with all of them implemented the
replay runs to the Soviet victory of US 7.

Turn 4's own contradictions (rules over example):

* C8 headline: Southeast Asia Scoring gives the USSR 4 VP, not 5 (Malaysia 1/0 is not
  controlled at stability 2, 2.1.7: Laos/Cambodia 1, Vietnam 1, Thailand 2).
* C9 USSR 4: Central America Scoring gives the USSR 5 VP, not 4: the US controls no
  country there (Panama 0/1, stability 2), so it has no presence (10.1); the USSR
  dominates: 3 + Cuba (battleground) + Cuba adjacent to the US.
* C10 US 4: the coup in India is 2 + 4 - 1 (SALT Negotiations, "all coups -1 for the
  rest of the turn") = 5, not 6; same outcome. A coup needs USSR influence in India
  (6.3.1): the 1 operation of Lone Gunman (USSR 1, not printed) went there; it is also
  what makes India USSR-controlled after the China Card (USSR 7).
* C11 USSR 5: Arms Race is worth 2 operations under Red Scare/Purge (7.4.2), not 3; the
  coup in Panama is 5 + 2 - 1 (SALT) = 6 against 4: the US loses 1, the USSR gains 1
  (1/0, not controlled; text: +3 and control).
* C12 US 5: the Space Race box reached with Brezhnev Doctrine (box 6) gives no VP in
  the table (6.4.3); the text gives the US 1 VP.
* C13 USSR 7: the China Card is worth 4 - 1 (Red Scare/Purge, 7.4) + 1 (all in Asia,
  9.6) = 4 operations, not 5: 2 in India and 2 in Burma; Indonesia's point is dropped.
* C14 US 7: Asia Scoring gives the USSR 7 VP (domination 7 + 4 battlegrounds, one
  taken off by Shuttle Diplomacy, against the US's presence 3 + Japan), not 9; VP reach
  USSR 21, not exactly 20. Same outcome: an automatic Soviet victory (10.3.1).
"""

import pytest

from engine.core import IllegalAction
from engine.core.rng import Rng
from engine.games import get_spec
from engine.twilight import board as B
from engine.twilight import cards as C
from engine.twilight import ops as O
from engine.twilight.events import c011_korean_war as KOREAN_WAR_MODULE
from engine.twilight.events import implemented
from engine.twilight.state import TwilightState
from engine.twilight.testing import US, USSR, log_text, play, stub_events, where

# ---------------------------------------------------------------- the cards (Italian numbers)
ASIA_SCORING, EUROPE_SCORING, MIDDLE_EAST_SCORING = 1, 2, 3
DUCK_AND_COVER, FIVE_YEAR_PLAN, SOCIALIST_GOVERNMENTS, FIDEL = 4, 5, 7, 8
VIETNAM_REVOLTS, BLOCKADE, KOREAN_WAR, ROMANIAN_ABDICATION = 9, 10, 11, 12
ARAB_ISRAELI_WAR, COMECON, NASSER, WARSAW_PACT, DE_GAULLE = 13, 14, 15, 16, 17
CAPTURED_NAZI_SCIENTIST, TRUMAN_DOCTRINE, OLYMPIC_GAMES, NATO = 18, 19, 20, 21
INDEPENDENT_REDS, MARSHALL_PLAN, INDO_PAKISTANI_WAR, CONTAINMENT = 22, 23, 24, 25
CIA_CREATED, US_JAPAN_PACT, SUEZ_CRISIS, EAST_EUROPEAN_UNREST = 26, 27, 28, 29
DECOLONIZATION, RED_SCARE_PURGE, UN_INTERVENTION, DE_STALINIZATION = 30, 31, 32, 33
NUCLEAR_TEST_BAN, FORMOSAN_RESOLUTION, DEFECTORS = 34, 101, 103


def card(n):
    return "card:%d" % n


def headline(n):
    return "headline:%d" % n


# ---------------------------------------------------------------- the example's deal
# Turn 1 (3.1): the 8 cards each side starts with.
USSR_TURN_1 = [DE_STALINIZATION, DECOLONIZATION, DE_GAULLE, CAPTURED_NAZI_SCIENTIST,
               SOCIALIST_GOVERNMENTS, UN_INTERVENTION, TRUMAN_DOCTRINE, RED_SCARE_PURGE]
US_TURN_1 = [NUCLEAR_TEST_BAN, INDO_PAKISTANI_WAR, FIVE_YEAR_PLAN, US_JAPAN_PACT,
             OLYMPIC_GAMES, NATO, BLOCKADE, FORMOSAN_RESOLUTION]
# Turn 2: the US keeps Formosan Resolution from turn 1 and draws 7, the USSR draws 8.
USSR_TURN_2 = [COMECON, INDEPENDENT_REDS, SUEZ_CRISIS, MIDDLE_EAST_SCORING, EUROPE_SCORING,
               WARSAW_PACT, DEFECTORS, DUCK_AND_COVER]
US_TURN_2 = [MARSHALL_PLAN, CONTAINMENT, CIA_CREATED, VIETNAM_REVOLTS, ROMANIAN_ABDICATION,
             ASIA_SCORING, NASSER]
# Turn 3: the 4 cards never dealt go first (4.3.1), then the reshuffled discards.
# The text's hands leave two cards out: the USSR's list misses Korean War, which it then
# headlines, and the US's list has 7 cards for an 8-card hand. The US's eighth card is
# never played in turn 3, so it is held. We take Red Scare/Purge, which was in the discard
# pile and which the text shows in the US hand in turn 4.
USSR_TURN_3_FROM_DECK = [KOREAN_WAR, FIDEL]
US_TURN_3_FROM_DECK = [EAST_EUROPEAN_UNREST, ARAB_ISRAELI_WAR]
USSR_TURN_3_RESHUFFLED = [NATO, OLYMPIC_GAMES, VIETNAM_REVOLTS, INDO_PAKISTANI_WAR,
                          MIDDLE_EAST_SCORING]
US_TURN_3_RESHUFFLED = [EUROPE_SCORING, SOCIALIST_GOVERNMENTS, FORMOSAN_RESOLUTION,
                        DE_STALINIZATION, RED_SCARE_PURGE]
# The 9 discards not dealt in turn 3 stay in the new draw pile (their order is irrelevant).
LEFT_AFTER_TURN_3 = [ASIA_SCORING, DUCK_AND_COVER, FIVE_YEAR_PLAN, DE_GAULLE,
                     INDEPENDENT_REDS, SUEZ_CRISIS, DECOLONIZATION, UN_INTERVENTION,
                     NUCLEAR_TEST_BAN]


def dealing_order(ussr, us):
    """4.5 B as the engine deals: the USSR draws first, then the two alternate."""
    out = []
    for k in range(max(len(ussr), len(us))):
        out += ussr[k:k + 1] + us[k:k + 1]
    return out


def draw_pile(draws):
    """The draw pile (its top is the end of the list) that deals ``draws`` in this order."""
    return list(reversed(draws))


EARLY_WAR_DECK = draw_pile(dealing_order(USSR_TURN_1, US_TURN_1)
                           + dealing_order(USSR_TURN_2, US_TURN_2)
                           + dealing_order(USSR_TURN_3_FROM_DECK, US_TURN_3_FROM_DECK))
TURN_3_RESHUFFLE = draw_pile(dealing_order(USSR_TURN_3_RESHUFFLED, US_TURN_3_RESHUFFLED)
                             + LEFT_AFTER_TURN_3)

# Turn 4 (4.4): the 9 Early War cards left in the draw pile and the (implemented) Mid War
# cards are shuffled together; each side draws 8 (USSR first), to 9 with its held card
# (USSR Defectors, US Red Scare/Purge). The text lists 7 drawn cards for the US and 7
# for the USSR: the eighth of each is held to the end and plays no part. We take two of
# the Early War cards left over: Nuclear Test Ban (US) and Suez Crisis (USSR).
ONE_SMALL_STEP, LONE_GUNMAN, SALT_NEGOTIATIONS, ARMS_RACE = 80, 62, 43, 39
BREZHNEV_DOCTRINE, SHUTTLE_DIPLOMACY, DEATH_SQUADS = 51, 73, 69
CENTRAL_AMERICA_SCORING, SOUTHEAST_ASIA_SCORING = 37, 38
WILLY_BRANDT, MUSLIM_REVOLUTION, VOICE_OF_AMERICA = 55, 56, 74
CHINA_CARD = C.CHINA
USSR_TURN_4 = [LONE_GUNMAN, SOUTHEAST_ASIA_SCORING, CENTRAL_AMERICA_SCORING,
               VOICE_OF_AMERICA, ARMS_RACE, WILLY_BRANDT, UN_INTERVENTION, SUEZ_CRISIS]
US_TURN_4 = [ONE_SMALL_STEP, SALT_NEGOTIATIONS, MUSLIM_REVOLUTION, BREZHNEV_DOCTRINE,
             SHUTTLE_DIPLOMACY, DEATH_SQUADS, ASIA_SCORING, NUCLEAR_TEST_BAN]
#: Mid War events the turn-4 replay needs, and where: while one is not implemented the
#: replay stops before that play (see the module docstring).
TURN_4_EVENTS = {ONE_SMALL_STEP: "headline", SOUTHEAST_ASIA_SCORING: "headline",
                 LONE_GUNMAN: "USSR 1", SALT_NEGOTIATIONS: "US 2",
                 CENTRAL_AMERICA_SCORING: "USSR 4", MUSLIM_REVOLUTION: "US 4",
                 WILLY_BRANDT: "USSR 6", SHUTTLE_DIPLOMACY: "US 6"}
#: The plays of turn 4 where the replay may stop, in order.
TURN_4_ORDER = ["headline", "USSR 1", "US 2", "USSR 4", "US 4", "USSR 6", "US 6"]


def turn_4_shuffle():
    """The order of the turn-4 draw pile (the third forced shuffle): the text's deal,
    then the other cards (implemented when the shuffle happens: 4.4)."""
    deck = LEFT_AFTER_TURN_3 + [c for c in C.ERA_CARDS["mid"] if implemented(c)]
    dealt = dealing_order(USSR_TURN_4, US_TURN_4)
    assert all(c in deck for c in dealt), "every card of the turn-4 hands must be in the deck"
    rest = [c for c in deck if c not in dealt]
    return rest + draw_pile(dealt)            # the top of the pile is the end of the list


class ExampleRng(Rng):
    """The game's generator, plus forced shuffles (the deck analogue of ``force``): the
    next shuffle puts the cards in the given order, which must hold the same cards."""

    def __init__(self, seed=0):
        super().__init__(seed)
        self.orders = []

    def force_order(self, order):
        self.orders.append(list(order))

    def shuffle(self, items):
        if not self.orders:
            return super().shuffle(items)
        order = self.orders.pop(0)
        assert sorted(order) == sorted(items), "a forced shuffle must keep the same cards"
        items[:] = order


SPEC = get_spec("twilight")


def new_game():
    """The real start of a game (3.1), with the example's deck: shuffled once for the deal
    of turns 1-3, and once when the discards are reshuffled during the turn-3 deal."""
    s = TwilightState(SPEC.normalize_options(None), 0, _blank=True)
    s.rng = ExampleRng(0)
    s.rng.force_order(EARLY_WAR_DECK)
    s.rng.force_order(TURN_3_RESHUFFLE)
    s.run()
    return s


# ---------------------------------------------------------------- checking helpers
def influence(s):
    """The whole map: {country: (USSR, US)} for every country with influence."""
    return {B.NAMES[i]: (s.inf[USSR][i], s.inf[US][i]) for i in range(B.N)
            if s.inf[USSR][i] or s.inf[US][i]}


def headline_order(s):
    """The sides whose headline events were resolved this turn, in order (from the log)."""
    start = max(k for k, line in enumerate(log_text(s)) if line.startswith("Headlines:"))
    return [line.split(":")[0][len("Headline of "):] for line in log_text(s)[start:]
            if line.startswith("Headline of ")]


def controlled_by(s, side, *names):
    return all(B.controls(s.inf, side, B.INDEX[n]) for n in names)


def check_values(s, *, vp, defcon, milops, space):
    assert (s.vp, s.defcon, s.milops, s.space) == (vp, defcon, milops, space)
    assert s.check_invariants() == []


# ================================================================ setup
def setup(s):
    # Starting hands (3.1); the USSR starts with the China Card.
    assert sorted(s.hands[USSR]) == sorted(USSR_TURN_1)
    assert sorted(s.hands[US]) == sorted(US_TURN_1)
    assert s.china == USSR and s.china_up
    # The text only names the countries of the free placements. The amounts follow from
    # later plays (section 3 of the spec): France 2 (Marshall Plan's +1 makes it
    # controlled), Italy 2 (Socialist Governments removes 2 there), 1 in each of the others;
    # the USSR: Finland uncontrolled (Truman Doctrine), Poland at most 2 (turn-2 Europe
    # Scoring +1), hence Poland 2, Czechoslovakia 1, Hungary 2, Finland 1.
    # "The USSR places in Poland, Czechoslovakia, Hungary and Finland."
    play(s, "inf:Poland", "inf:Poland", "inf:Czechoslovakia", "inf:Hungary", "inf:Hungary",
         "inf:Finland")
    # "The US places in Italy, West Germany, Benelux, France and Denmark."
    play(s, "inf:France", "inf:France", "inf:Italy", "inf:Italy", "inf:West Germany",
         "inf:Benelux", "inf:Denmark")
    assert influence(s) == {
        "Finland": (2, 0), "East Germany": (3, 0), "Poland": (2, 0),
        "Czechoslovakia": (1, 0), "Hungary": (2, 0), "Syria": (1, 0), "Iraq": (1, 0),
        "North Korea": (3, 0),
        "UK": (0, 5), "France": (0, 2), "Italy": (0, 2), "West Germany": (0, 1),
        "Benelux": (0, 1), "Denmark": (0, 1), "Iran": (0, 1), "Israel": (0, 1),
        "Japan": (0, 1), "Australia": (0, 4), "Philippines": (0, 1), "South Korea": (0, 1),
        "Panama": (0, 1), "South Africa": (0, 1)}
    check_values(s, vp=0, defcon=5, milops=[0, 0], space=[0, 0])


# ================================================================ turn 1
def turn_1(s):
    assert s.turn == 1
    # Headlines: US US/Japan Mutual Defense Pact, USSR Red Scare/Purge (the USSR chooses
    # first). 4 ops each: on a tie the US event happens first (4.5 C).
    play(s, headline(RED_SCARE_PURGE), headline(US_JAPAN_PACT))
    assert headline_order(s) == ["US", "USSR"]
    assert where(s, "Japan") == (0, 4) and US_JAPAN_PACT in s.in_play
    # Red Scare/Purge: every US card has 1 op less this turn (the USSR's do not).
    assert O.ops_value(s, US, NUCLEAR_TEST_BAN) == 3
    assert O.ops_value(s, USSR, DE_STALINIZATION) == 3

    # USSR 1: De-Stalinization for 3 ops: 2 in Iraq (now controlled) and 1 in Lebanon.
    play(s, card(DE_STALINIZATION), "ops", "influence", "inf:Iraq", "inf:Iraq", "inf:Lebanon")
    assert controlled_by(s, USSR, "Iraq", "Lebanon")

    # US 1: Nuclear Test Ban for 3 ops (4, -1 for Red Scare/Purge): 1 in Iran, 2 in Egypt.
    play(s, card(NUCLEAR_TEST_BAN), "ops")
    assert s.stack[-1]["points"] == 3
    play(s, "influence", "inf:Iran", "inf:Egypt", "inf:Egypt")
    assert where(s, "Iran") == (0, 2) and where(s, "Egypt") == (0, 2)

    # USSR 2: Decolonization as an event: Laos (controlled), Vietnam (controlled),
    # Malaysia and Thailand.
    play(s, card(DECOLONIZATION), "event", "decol:Laos/Cambodia", "decol:Vietnam",
         "decol:Malaysia", "decol:Thailand")
    assert controlled_by(s, USSR, "Laos/Cambodia", "Vietnam")

    # US 2: Indo-Pakistani War as an event. A 4 is needed and the US rolls exactly 4:
    # 2 VP and 2 military operations (the war's printed 2, Red Scare does not reduce it).
    play(s, card(INDO_PAKISTANI_WAR), "event")
    s.rng.force([4])
    play(s, "invade:Pakistan")
    assert s.vp == 2 and s.milops == [0, 2]

    # USSR 3: De Gaulle Leads France for 3 ops, a coup in Italy (stability 2). The USSR
    # rolls 1: 1 + 3 - 4 = 0, no effect. DEFCON 4 (a battleground), 3 military operations;
    # no more coups in Europe.
    # (The text says the USSR "must get 4": by 6.3.2 the total must exceed twice the
    # stability, so a die of 2 or more. Same outcome with the 1 rolled.)
    play(s, card(DE_GAULLE), "ops", "coup")
    s.rng.force([1])
    play(s, "coup:Italy")
    assert where(s, "Italy") == (0, 2) and DE_GAULLE in s.discard     # no event: own card
    assert s.defcon == 4 and s.milops == [3, 2]
    assert str(O.coup_blocked(s, USSR, B.INDEX["France"])).startswith("8.1.5")

    # US 3: Five Year Plan as an event. The USSR's random card is Truman Doctrine, a US
    # event, which happens: the USSR loses its influence in Finland.
    assert sorted(s.hands[USSR]) == [SOCIALIST_GOVERNMENTS, CAPTURED_NAZI_SCIENTIST,
                                     TRUMAN_DOCTRINE, UN_INTERVENTION]
    s.rng.force([3])                # the random pick: 3rd card of the sorted hand
    play(s, card(FIVE_YEAR_PLAN), "event", "truman:Finland")
    assert where(s, "Finland") == (0, 0) and TRUMAN_DOCTRINE in s.removed

    # USSR 4: Captured Nazi Scientist as an event: Sputnik, the USSR's first box, 2 VP.
    play(s, card(CAPTURED_NAZI_SCIENTIST), "event")
    assert s.space == [1, 0] and s.vp == 0

    # US 4: Olympic Games as an event. The US rolls 6 (+2 as host = 8), which the USSR
    # cannot beat (even with a 6): 2 VP to the US.
    play(s, card(OLYMPIC_GAMES), "event")
    s.rng.force([6, 6])             # host first, then the USSR
    play(s, "participate")
    assert s.vp == 2

    # USSR 5: Socialist Governments as an event: 1 US influence from West Germany, 2 from
    # Italy.
    play(s, card(SOCIALIST_GOVERNMENTS), "event", "remove:West Germany", "remove:Italy",
         "remove:Italy")
    assert where(s, "West Germany") == (0, 0) and where(s, "Italy") == (0, 0)

    # US 5: NATO for 3 ops (its event needs Marshall Plan or Warsaw Pact first): 2 in West
    # Germany, 1 in Italy.
    play(s, card(NATO))
    assert "event" not in s.legal_actions()
    play(s, "ops", "influence", "inf:West Germany", "inf:West Germany", "inf:Italy")
    assert NATO in s.discard

    # USSR 6: UN Intervention as 1 op: 1 in Thailand.
    play(s, card(UN_INTERVENTION), "ops", "influence", "inf:Thailand")
    assert controlled_by(s, USSR, "Thailand")

    # US 6: Blockade as 1 op (1 - 1 for Red Scare, at least 1), the op before the event:
    # 1 in Italy. Then the USSR event: the US must discard a 3-op card or lose West
    # Germany.
    # RULES OVER EXAMPLE (C1): the text has the US discard East European Unrest, but that
    # card is not in the US hand (it is dealt in turn 3). The US holds only Formosan
    # Resolution (2 ops, 1 under Red Scare), so it cannot discard (5.3) and loses all its
    # influence in West Germany. The text's West Germany is 0/2; ours is 0/0.
    assert s.hands[US] == [BLOCKADE, FORMOSAN_RESOLUTION]
    assert O.ops_value(s, US, FORMOSAN_RESOLUTION) == 1
    play(s, card(BLOCKADE), "ops", "ops_first", "influence", "inf:Italy")
    # (the event resolved at once: the US had no card it could discard)
    assert "Blockade: the US loses all its influence in West Germany (2)." in log_text(s)

    # Held cards: US Formosan Resolution, USSR none.
    # Military operations at DEFCON 4: the USSR has 3 (US +1 VP), the US 2 (USSR +2 VP):
    # net 1 VP to the USSR.
    assert s.turn == 2                                  # the turn is over
    assert BLOCKADE in s.removed and where(s, "West Germany") == (0, 0)
    assert FORMOSAN_RESOLUTION in s.hands[US]
    assert "Military operations: USSR 3, US 2, required 4 (8.2)." in log_text(s)
    assert "Military operations penalty: US +1 VP, USSR +2 VP (VP US +1)." in log_text(s)
    # (turn 2 has begun: DEFCON is back to 5 and the military operations are reset)
    assert influence(s) == {
        "East Germany": (3, 0), "Poland": (2, 0), "Czechoslovakia": (1, 0),
        "Hungary": (2, 0), "Syria": (1, 0), "Iraq": (3, 0), "Lebanon": (1, 0),
        "North Korea": (3, 0), "Laos/Cambodia": (1, 0), "Vietnam": (1, 0),
        "Malaysia": (1, 0), "Thailand": (2, 0),
        "UK": (0, 5), "France": (0, 2), "Italy": (0, 2), "Benelux": (0, 1),
        "Denmark": (0, 1), "Iran": (0, 2), "Israel": (0, 1), "Egypt": (0, 2),
        "Japan": (0, 4), "Australia": (0, 4), "Philippines": (0, 1), "South Korea": (0, 1),
        "Panama": (0, 1), "South Africa": (0, 1)}
    check_values(s, vp=1, defcon=5, milops=[0, 0], space=[1, 0])


# ================================================================ turn 2
def turn_2(s):
    # DEFCON goes back up to 5. The hands are the text's.
    assert s.turn == 2 and s.defcon == 5
    assert s.hands[USSR] == sorted(USSR_TURN_2)
    assert s.hands[US] == sorted(US_TURN_2 + [FORMOSAN_RESOLUTION])

    # Headlines: US Marshall Plan (4 ops, first), USSR Warsaw Pact (3).
    play(s, headline(WARSAW_PACT), headline(MARSHALL_PLAN))
    assert headline_order(s) == ["US"]                  # Marshall Plan's choices first
    # Marshall Plan: 1 in France (now controlled), Spain, Italy, West Germany, Benelux,
    # Denmark, Greece and Turkey.
    # RULES OVER EXAMPLE (C2): that is 8 countries, and the card gives 7. We leave out
    # Greece, the only one that plays no part later (Turkey's point is needed in turn 3).
    play(s, "inf:France", "inf:Spain/Portugal", "inf:Italy", "inf:West Germany",
         "inf:Benelux", "inf:Denmark", "inf:Turkey")
    # the 7 points are spent: no eighth country, the USSR's Warsaw Pact choice is next
    assert s.legal_actions() == ["warsaw:remove", "warsaw:add"]
    assert controlled_by(s, US, "France")
    # Warsaw Pact: 2 in Czechoslovakia, 2 in Bulgaria, 1 in Austria.
    play(s, "warsaw:add", "inf:Czechoslovakia", "inf:Czechoslovakia", "inf:Bulgaria",
         "inf:Bulgaria", "inf:Austria")
    assert headline_order(s) == ["US", "USSR"]
    assert MARSHALL_PLAN in s.in_play and WARSAW_PACT in s.in_play

    # USSR 1: COMECON: 1 each in Czechoslovakia, Bulgaria (now controlled), Austria and
    # Finland.
    # RULES OVER EXAMPLE (C3, wording only): the text says Czechoslovakia becomes
    # controlled now; with 1 from the setup and 2 from Warsaw Pact it already was (3/0,
    # stability 3).
    assert controlled_by(s, USSR, "Czechoslovakia")
    play(s, card(COMECON), "event", "inf:Czechoslovakia", "inf:Bulgaria", "inf:Austria",
         "inf:Finland")
    assert controlled_by(s, USSR, "Czechoslovakia", "Bulgaria")

    # US 1: Containment as an event: US cards +1 op this turn.
    play(s, card(CONTAINMENT), "event")

    # USSR 2: Duck and Cover on the Space Race; a 2 succeeds. The USSR may now make two
    # Space Race attempts per turn.
    s.rng.force([2])
    play(s, card(DUCK_AND_COVER), "space")
    assert s.space == [2, 0] and s.has_ability(USSR, "two_attempts") and s.vp == 1

    # US 2: CIA Created as an event (the USSR hand is shown to the US): 2 in Libya (1 op,
    # +1 for Containment).
    play(s, card(CIA_CREATED), "event")
    assert sorted(s.view(US)["opponent_revealed"]) == sorted(s.hands[USSR])
    assert s.stack[-1]["points"] == 2
    play(s, "influence", "inf:Libya", "inf:Libya")
    assert controlled_by(s, US, "Libya")

    # USSR 3: Independent Reds on the Space Race (its second attempt this turn); a 1
    # succeeds: 2 VP to the USSR.
    s.rng.force([1])
    play(s, card(INDEPENDENT_REDS), "space")
    assert s.space == [3, 0] and s.vp == -1

    # US 3: Vietnam Revolts on the Space Race (3 ops with Containment): 1 VP to the US,
    # second into the first box. (The die is not printed: any of 1-3.)
    s.rng.force([3])
    play(s, card(VIETNAM_REVOLTS), "space")
    assert s.space == [3, 1] and s.vp == 0

    # USSR 4: Suez Crisis for a coup in Libya: 5 + 3 = 8 against 2 x 2 = 4, +4: the US
    # loses 2, the USSR gains 2 and controls Libya. DEFCON 4.
    play(s, card(SUEZ_CRISIS), "ops", "coup")
    s.rng.force([5])
    play(s, "coup:Libya")
    assert where(s, "Libya") == (2, 0) and s.defcon == 4 and s.milops == [3, 0]

    # US 4: Formosan Resolution for 3 ops: 3 in Israel, now controlled.
    play(s, card(FORMOSAN_RESOLUTION), "ops")
    assert s.stack[-1]["points"] == 3
    play(s, "influence", "inf:Israel", "inf:Israel", "inf:Israel")
    assert where(s, "Israel") == (0, 4) and FORMOSAN_RESOLUTION in s.discard

    # USSR 5: Middle East Scoring. Both have presence, neither dominates; the US controls
    # one battleground more (Israel, Iran, Egypt against Libya, Iraq): 1 VP to the US.
    play(s, card(MIDDLE_EAST_SCORING), "event")
    assert s.vp == 1

    # US 5: Romanian Abdication for 2 ops: 2 in South Korea (controlled). A USSR event, so
    # it happens: the USSR gets 3 in Romania (controlled).
    play(s, card(ROMANIAN_ABDICATION), "ops", "ops_first", "influence", "inf:South Korea",
         "inf:South Korea")
    assert where(s, "South Korea") == (0, 3) and where(s, "Romania") == (3, 0)

    # USSR 6: Europe Scoring. Both have presence, neither dominates; the US controls one
    # battleground more (France, Italy against East Germany): 1 VP to the US.
    play(s, card(EUROPE_SCORING), "event")
    assert s.vp == 2

    # RULES OVER EXAMPLE (C4, harmless): the text says 5 cards are left in the draw pile
    # for turn 3; with the 35 Early War cards dealt 16 + 15, 4 are.
    assert sorted(s.deck) == sorted(USSR_TURN_3_FROM_DECK + US_TURN_3_FROM_DECK)

    # US 6: Asia Scoring. A complete tie: no change.
    play(s, card(ASIA_SCORING), "event")
    assert "Asia scoring: no change (VP US +2)." in log_text(s)

    # Held: US Nasser, USSR Defectors. Military operations at DEFCON 4: the US has none
    # (USSR +4 VP), the USSR 3 (Suez Crisis; US +1 VP): net 3 VP to the USSR.
    assert "Military operations penalty: US +1 VP, USSR +4 VP (VP USSR +1)." in log_text(s)
    assert s.turn == 3
    assert influence(s) == {
        "Finland": (1, 0), "Austria": (2, 0), "East Germany": (3, 0), "Poland": (2, 0),
        "Czechoslovakia": (4, 0), "Hungary": (2, 0), "Romania": (3, 0),
        "Bulgaria": (3, 0), "Syria": (1, 0), "Iraq": (3, 0), "Lebanon": (1, 0),
        "Libya": (2, 0), "North Korea": (3, 0), "Laos/Cambodia": (1, 0),
        "Vietnam": (1, 0), "Malaysia": (1, 0), "Thailand": (2, 0),
        "UK": (0, 5), "France": (0, 3), "Italy": (0, 3), "West Germany": (0, 1),
        "Benelux": (0, 2), "Denmark": (0, 2), "Spain/Portugal": (0, 1), "Turkey": (0, 1),
        "Iran": (0, 2), "Israel": (0, 4), "Egypt": (0, 2), "Japan": (0, 4),
        "Australia": (0, 4), "Philippines": (0, 1), "South Korea": (0, 3),
        "Panama": (0, 1), "South Africa": (0, 1)}
    check_values(s, vp=-1, defcon=5, milops=[0, 0], space=[3, 1])


# ================================================================ turn 3
def turn_3(s, korean_war_degrades_defcon):
    """Turn 3. With D1 (Korean War degrades DEFCON) it stops at USSR 4 and returns False;
    otherwise it plays the whole turn and returns True."""
    d1 = korean_war_degrades_defcon
    # DEFCON goes back up to 5. 4 cards are dealt, then the discards are reshuffled.
    assert s.turn == 3 and s.defcon == 5
    assert any(line.startswith("The draw pile is empty: the 19 discarded cards")
               for line in log_text(s))
    assert s.hands[USSR] == sorted(USSR_TURN_3_FROM_DECK + USSR_TURN_3_RESHUFFLED
                                   + [DEFECTORS])
    assert s.hands[US] == sorted(US_TURN_3_FROM_DECK + US_TURN_3_RESHUFFLED + [NASSER])

    # Headlines: US East European Unrest (3 ops, first), USSR Korean War (2).
    play(s, headline(KOREAN_WAR), headline(EAST_EUROPEAN_UNREST))
    # East European Unrest: the USSR loses 1 in East Germany, Poland and Czechoslovakia.
    play(s, "unrest:East Germany", "unrest:Poland")
    # Korean War: the USSR rolls 6, victory: South Korea is reunified, 2 VP to the USSR.
    # (The text leaves out the -1 for Japan, US-controlled since turn 1: 6 - 1 = 5 wins.)
    s.rng.force([6])
    play(s, "unrest:Czechoslovakia")
    assert headline_order(s) == ["US", "USSR"]
    assert (where(s, "East Germany"), where(s, "Poland"), where(s, "Czechoslovakia")) == \
        ((2, 0), (1, 0), (3, 0))
    assert where(s, "South Korea") == (3, 0) and s.vp == -3
    # RULES OVER EXAMPLE (C7): Korean War adds 2 to the USSR's military operations (card
    # text, 8.2.4); the text never counts them.
    assert s.milops == [2, 0]
    if d1:
        # RULES OVER EXAMPLE (C5, decision D1): the Italian Korean War card degrades DEFCON
        # by one; the text leaves it at 5. From here on our DEFCON is one lower.
        assert s.defcon == 4
    else:
        assert s.defcon == 5

    # USSR 1: NATO on the Space Race; a 2 succeeds: Gagarin in orbit (box 4, no VP).
    s.rng.force([2])
    play(s, card(NATO), "space")
    assert s.space == [4, 1] and s.vp == -3 and NATO in s.discard

    # US 1: Europe Scoring. The text: the USSR controls only Romania, the US dominates
    # Europe, 7 VP + 3 for three battlegrounds, the USSR has presence: 7 VP to the US.
    # RULES OVER EXAMPLE (C6): the USSR also controls Czechoslovakia (3/0) and Bulgaria
    # (3/0), and West Germany (0/1; 0/3 in the text's own count) is not US-controlled at
    # stability 4. So the US controls UK, France and Italy (2 battlegrounds) and the USSR 3
    # countries (no battleground): no domination (10.1), presence 3 + 2 against 3: +2.
    assert controlled_by(s, USSR, "Czechoslovakia", "Bulgaria", "Romania")
    assert not controlled_by(s, US, "West Germany")
    play(s, card(EUROPE_SCORING), "event")
    assert s.vp == -1                         # the text: +7

    # USSR 2: Olympic Games. The USSR rolls 4 + 2 = 6, the US 3: 2 VP to the USSR.
    play(s, card(OLYMPIC_GAMES), "event")
    s.rng.force([4, 3])
    play(s, "participate")
    assert s.vp == -3

    # US 2: Socialist Governments on the Space Race: a 6, failure.
    s.rng.force([6])
    play(s, card(SOCIALIST_GOVERNMENTS), "space")
    assert s.space == [4, 1] and where(s, "Italy") == (0, 3)   # no event

    # USSR 3: Vietnam Revolts for a coup in Iran: 4 + 2 = 6 against 2 x 2 = 4, +2: the US
    # loses its 2, Iran is no longer controlled. DEFCON 4, USSR military operations 2.
    play(s, card(VIETNAM_REVOLTS), "ops", "coup")
    s.rng.force([4])
    play(s, "coup:Iran")
    assert where(s, "Iran") == (0, 0)
    # RULES OVER EXAMPLE (C7): 2 + the 2 of Korean War = 4 military operations (text: 2).
    assert s.milops == [4, 0]
    # RULES OVER EXAMPLE (C5): DEFCON 3 with D1 (text: 4).
    assert s.defcon == (3 if d1 else 4)

    # US 3: Formosan Resolution for a coup in Libya: 2 + 2 = 4 against 4: no effect.
    # DEFCON 3, US military operations 2.
    play(s, card(FORMOSAN_RESOLUTION), "ops", "coup")
    s.rng.force([2])
    play(s, "coup:Libya")
    assert where(s, "Libya") == (2, 0) and s.milops == [4, 2]
    # RULES OVER EXAMPLE (C5): DEFCON 2 with D1 (text: 3).
    assert s.defcon == (2 if d1 else 3)

    # USSR 4: Indo-Pakistani War for a coup in Egypt.
    play(s, card(INDO_PAKISTANI_WAR), "ops", "coup")
    if d1:
        # RULES OVER EXAMPLE (C5): at DEFCON 2 no coups in the Middle East (8.1.5), so the
        # printed coup in Egypt is illegal. The rest of the example builds on it (Egypt
        # in Middle East Scoring, Nasser), so the replay stops here: VP -3, DEFCON 2,
        # military operations USSR 4, US 2, Space Race USSR 4, US 1.
        assert "coup:Egypt" not in s.legal_actions()
        with pytest.raises(IllegalAction, match="8.1.5"):
            s.apply("coup:Egypt")
        check_values(s, vp=-3, defcon=2, milops=[4, 2], space=[4, 1])
        return False
    # Without the drop (the printed track): 6 + 2 = 8 against 4: the US loses 2, the USSR
    # gains 2. DEFCON 2.
    s.rng.force([6])
    play(s, "coup:Egypt")
    assert where(s, "Egypt") == (2, 0) and s.defcon == 2
    # RULES OVER EXAMPLE (C7): 6 military operations (text: 4).
    assert s.milops == [6, 2]

    # US 4: De-Stalinization for 3 ops: 3 in Taiwan (controlled). The USSR event lets it
    # move influence to countries the US does not control: 2 in Iran and 2 in Pakistan,
    # both controlled. (The text does not say where the 4 points come from: we take them
    # from East Germany and Hungary.)
    play(s, card(DE_STALINIZATION), "ops", "ops_first", "influence", "inf:Taiwan",
         "inf:Taiwan", "inf:Taiwan")
    assert controlled_by(s, US, "Taiwan")
    play(s, "destal:East Germany", "destal:East Germany", "destal:Hungary", "destal:Hungary")
    play(s, "destal:Iran", "destal:Iran", "destal:Pakistan", "destal:Pakistan")
    assert controlled_by(s, USSR, "Iran", "Pakistan")
    assert DE_STALINIZATION in s.removed

    # USSR 5: Middle East Scoring. The USSR: domination and 4 battlegrounds (Egypt, Libya,
    # Iran, Iraq); the US: presence and 1 battleground (Israel): 5 VP to the USSR.
    play(s, card(MIDDLE_EAST_SCORING), "event")
    assert s.vp == -8

    # US 5: Arab-Israeli War for 2 ops, the operations before the USSR event: 2 in Jordan.
    # The war's die is 4, -1 for one controlled neighbour (Jordan) = 3: no Arab victory.
    s.rng.force([4])
    play(s, card(ARAB_ISRAELI_WAR), "ops", "ops_first", "influence", "inf:Jordan",
         "inf:Jordan")
    assert where(s, "Jordan") == (0, 2) and where(s, "Israel") == (0, 4) and s.vp == -8
    # RULES OVER EXAMPLE (C7): the war adds 2 to the USSR's military operations (8.2.4),
    # which the text does not mention.
    assert s.milops == [8, 2]

    # USSR 6: Fidel as an event: 3 in Cuba, controlled.
    play(s, card(FIDEL), "event")
    assert where(s, "Cuba") == (3, 0)

    # US 6: Nasser for 1 op: 1 in Turkey (controlled). The USSR event gives it 2 in Egypt.
    play(s, card(NASSER), "ops", "ops_first", "influence", "inf:Turkey")

    # Military operations at DEFCON 2: both easily meet the requirement (USSR 8, US 2).
    assert "Military operations: USSR 8, US 2, required 2 (8.2)." in log_text(s)
    assert not any(line.startswith("Military operations penalty") for line in
                   log_text(s)[log_text(s).index("--- Turn 3 ---"):])
    assert s.turn == 4
    # Held: US Red Scare/Purge (our eighth card, see the deal), USSR Defectors.
    assert RED_SCARE_PURGE in s.hands[US] and DEFECTORS in s.hands[USSR]
    # VP: the rules give USSR +8 (turn 3: Korean War -2, Europe +2, Olympics -2, Middle
    # East -5). RULES OVER EXAMPLE (C6): with the printed +7 for Europe the text's own
    # deltas come to USSR +3, and its turn 4 ("the USSR reaches 10" after +5 for Southeast
    # Asia) implies USSR +5: neither matches its turn-3 plays.
    assert influence(s) == {
        "Finland": (1, 0), "Austria": (2, 0), "Poland": (1, 0), "Czechoslovakia": (3, 0),
        "Romania": (3, 0), "Bulgaria": (3, 0), "Syria": (1, 0), "Iraq": (3, 0),
        "Lebanon": (1, 0), "Libya": (2, 0), "Egypt": (4, 0), "Iran": (2, 0),
        "Pakistan": (2, 0), "North Korea": (3, 0), "South Korea": (3, 0),
        "Laos/Cambodia": (1, 0), "Vietnam": (1, 0), "Malaysia": (1, 0),
        "Thailand": (2, 0), "Cuba": (3, 0),
        "UK": (0, 5), "France": (0, 3), "Italy": (0, 3), "West Germany": (0, 1),
        "Benelux": (0, 2), "Denmark": (0, 2), "Spain/Portugal": (0, 1), "Turkey": (0, 2),
        "Israel": (0, 4), "Jordan": (0, 2), "Japan": (0, 4), "Taiwan": (0, 3),
        "Australia": (0, 4), "Philippines": (0, 1), "Panama": (0, 1),
        "South Africa": (0, 1)}
    return True


# ================================================================ turn 4
def prepare_turn_4(monkeypatch):
    """Give a do-nothing event to every card of the turn-4 hands that is not implemented
    yet, so that the deck holds the text's cards (4.4 adds only implemented cards), and
    return the cards among them whose events the replay needs (``TURN_4_EVENTS``): the
    replay stops before the first play that needs one of them."""
    blockers = {c for c in TURN_4_EVENTS if not implemented(c)}
    stub_events(monkeypatch, USSR_TURN_4 + US_TURN_4)
    return blockers


def start_of_turn_4(s):
    # DEFCON goes up to 3 (still no coups in Europe or Asia); the Mid War cards join the
    # draw pile, hands go up to 9 cards and there are 7 action rounds.
    check_values(s, vp=-8, defcon=3, milops=[0, 0], space=[4, 1])
    assert "mid" in s.eras
    assert s.hands[USSR] == sorted(USSR_TURN_4 + [DEFECTORS])
    assert s.hands[US] == sorted(US_TURN_4 + [RED_SCARE_PURGE])
    assert s.china == USSR and s.china_up
    assert s.action_rounds(USSR) == 7 and s.action_rounds(US) == 7
    assert O.defcon_closed(s, B.INDEX["Italy"]) and O.defcon_closed(s, B.INDEX["Japan"])
    # Headlines: the USSR is alone in Man in Space, so the US chooses (and shows)
    # its headline first (6.4.4), as the text lists it.
    assert s.deciding_side == US and s.stack[-1]["kind"] == "headline"


def take_from_discard(s, n):
    """The legal action that takes card ``n`` (SALT Negotiations' discard search)."""
    acts = [a for a in s.legal_actions() if a.rpartition(":")[2] == str(n)]
    assert len(acts) == 1, s.legal_actions()
    return acts[0]


def turn_4(s, blockers):
    """Turn 4 as printed, up to the automatic Soviet victory of US 7. Returns where the
    replay stopped: "end", or the play whose event is not implemented yet."""
    def stop(*cards):
        return any(c in blockers for c in cards)

    # Headlines: US One Small Step (2 ops, first), USSR Southeast Asia Scoring (0).
    if stop(ONE_SMALL_STEP, SOUTHEAST_ASIA_SCORING):
        return "headline"
    play(s, headline(ONE_SMALL_STEP), headline(SOUTHEAST_ASIA_SCORING))
    assert headline_order(s) == ["US", "USSR"]
    # One Small Step: the US (box 1, behind) moves 2 boxes, to box 3, and scores only the
    # second box, where the USSR was first: no VP.
    assert s.space == [4, 3]
    # Southeast Asia Scoring: the USSR controls Laos/Cambodia, Vietnam (1 VP each) and
    # Thailand (2 VP). The card is removed (7.2).
    # RULES OVER EXAMPLE (C8): 4 VP, not 5: Malaysia (1/0, stability 2) is not controlled.
    assert s.vp == -12 and SOUTHEAST_ASIA_SCORING in s.removed

    # USSR 1: Lone Gunman as an event: the US shows its hand; then the USSR uses the
    # card's 1 operation. (Not printed: 1 in India. The US coup of US 4 needs USSR
    # influence there, 6.3.1, and the China Card of USSR 7 makes India controlled with it.)
    if stop(LONE_GUNMAN):
        return "USSR 1"
    play(s, card(LONE_GUNMAN), "event")
    assert sorted(s.view(USSR)["opponent_revealed"]) == sorted(s.hands[US])
    play(s, "influence", "inf:India")
    assert where(s, "India") == (1, 0) and LONE_GUNMAN in s.removed

    # US 1: Red Scare/Purge as an event: every USSR card has 1 operation less this turn.
    play(s, card(RED_SCARE_PURGE), "event")
    assert O.ops_value(s, USSR, DEFECTORS) == 1

    # USSR 2: Defectors for 1 operation (2 - 1): Malaysia, now controlled. The US event:
    # the USSR played it in its own action round, 1 VP to the US.
    play(s, card(DEFECTORS), "ops", "ops_first", "influence", "inf:Malaysia")
    assert controlled_by(s, USSR, "Malaysia") and s.vp == -11 and DEFECTORS in s.discard

    # US 2: SALT Negotiations as an event: DEFCON +2 (to 5); the US takes One Small Step
    # back from the discard pile.
    if stop(SALT_NEGOTIATIONS):
        return "US 2"
    play(s, card(SALT_NEGOTIATIONS), "event")
    play(s, take_from_discard(s, ONE_SMALL_STEP))
    assert s.defcon == 5 and ONE_SMALL_STEP in s.hands[US]
    assert SALT_NEGOTIATIONS in s.removed

    # USSR 3: UN Intervention with The Voice of America: the US event is cancelled; its
    # operations, 2 - 1 = 1, place 1 in Nicaragua, now controlled.
    play(s, card(UN_INTERVENTION), "event", "un:%d" % VOICE_OF_AMERICA)
    assert s.stack[-1]["points"] == 1
    play(s, "influence", "inf:Nicaragua")
    assert controlled_by(s, USSR, "Nicaragua")
    assert VOICE_OF_AMERICA in s.discard and UN_INTERVENTION in s.discard

    # US 3: One Small Step as an event: box 3 to box 5 (Man in Earth Orbit), first there:
    # 3 VP.
    play(s, card(ONE_SMALL_STEP), "event")
    assert s.space == [4, 5] and s.vp == -8

    # USSR 4: Central America Scoring. The USSR controls Cuba (a battleground, adjacent
    # to the US) and Nicaragua.
    # RULES OVER EXAMPLE (C9): the US controls no country there (Panama 0/1, stability
    # 2): no presence (10.1), so the USSR dominates: 3 + 1 + 1 = 5 VP (text: 4).
    if stop(CENTRAL_AMERICA_SCORING):
        return "USSR 4"
    play(s, card(CENTRAL_AMERICA_SCORING), "event")
    assert s.vp == -13

    # US 4: Muslim Revolution for 4 operations, a coup in India, before the USSR event.
    # RULES OVER EXAMPLE (C10): 2 + 4 - 1 (SALT Negotiations) = 5 against 2 x 3 = 6 (the
    # text: 6 against 6): no effect either way. DEFCON 4 (a battleground), US military
    # operations 4. The event: the USSR removes all US influence from Jordan, the only
    # country of its list where the US has any.
    if stop(MUSLIM_REVOLUTION):
        return "US 4"
    play(s, card(MUSLIM_REVOLUTION), "ops", "ops_first", "coup")
    s.rng.force([2])
    play(s, "coup:India")
    assert where(s, "India") == (1, 0) and s.defcon == 4 and s.milops == [0, 4]
    assert s.legal_actions() == ["clear:Jordan"]
    play(s, "clear:Jordan")
    assert where(s, "Jordan") == (0, 0) and MUSLIM_REVOLUTION in s.discard

    # USSR 5: Arms Race for operations, a coup in Panama. DEFCON 3.
    # RULES OVER EXAMPLE (C11): 3 - 1 = 2 operations under Red Scare/Purge (7.4.2; text:
    # 3), and SALT's -1: 5 + 2 - 1 = 6 against 2 x 2 = 4, +2: the US loses its 1, the
    # USSR gains 1: Panama 1/0, not controlled (text: +3 USSR, controlled).
    play(s, card(ARMS_RACE), "ops")
    assert s.stack[-1]["points"] == 2
    play(s, "coup")
    s.rng.force([5])
    play(s, "coup:Panama")
    assert where(s, "Panama") == (1, 0) and s.defcon == 3 and s.milops == [2, 4]

    # US 5: Brezhnev Doctrine on the Space Race (3 operations for the US): a 4 succeeds,
    # box 6 (Space Walk).
    # RULES OVER EXAMPLE (C12): box 6 gives no VP (6.4.3 table); the text: 1 VP.
    s.rng.force([4])
    play(s, card(BREZHNEV_DOCTRINE), "space")
    assert s.space == [4, 6] and s.vp == -13

    # USSR 6: Willy Brandt as an event: 1 VP to the USSR (and its influence in West
    # Germany, 2 by the Italian card: events/c055_willy_brandt.py).
    if stop(WILLY_BRANDT):
        return "USSR 6"
    play(s, card(WILLY_BRANDT), "event")
    assert s.vp == -14 and where(s, "West Germany") == (2, 1) and WILLY_BRANDT in s.in_play

    # US 6: Shuttle Diplomacy as an event, against the coming Asia Scoring.
    if stop(SHUTTLE_DIPLOMACY):
        return "US 6"
    play(s, card(SHUTTLE_DIPLOMACY), "event")
    assert SHUTTLE_DIPLOMACY in s.in_play

    # USSR 7: the China Card in Asia: 2 in India and 2 in Burma, both now controlled.
    # RULES OVER EXAMPLE (C13): 4 - 1 (Red Scare/Purge, 7.4) + 1 (all in Asia, 9.6) = 4
    # operations, not 5: the text's 1 in Indonesia is dropped.
    play(s, card(CHINA_CARD), "ops", "influence", "inf:India", "inf:India", "inf:Burma",
         "inf:Burma")
    assert controlled_by(s, USSR, "India", "Burma") and where(s, "Indonesia") == (0, 0)
    assert s.china == US and not s.china_up

    # US 7: Asia Scoring. The USSR controls Pakistan, India, Thailand, North and South
    # Korea (5 battlegrounds, one taken off by Shuttle Diplomacy) and Burma,
    # Laos/Cambodia, Vietnam, Malaysia: domination 7 + 4; the US: presence 3 + Japan 1.
    # RULES OVER EXAMPLE (C14): 7 VP, not 9, and USSR 21 VP, not exactly 20: the same
    # automatic Soviet victory (10.3.1).
    play(s, card(ASIA_SCORING), "event")
    assert s.vp == -21 and SHUTTLE_DIPLOMACY not in s.in_play
    assert s.is_over and s.winner == USSR and s.end_reason == "vp20"
    assert s.check_invariants() == []
    return "end"


# ================================================================ the tests
def test_worked_example_with_korean_war_degrading_defcon(monkeypatch):
    """The rules as implemented (D1): turns 1 and 2 in full, turn 3 up to USSR 4, whose
    printed coup in Egypt is illegal at DEFCON 2."""
    monkeypatch.setattr(KOREAN_WAR_MODULE, "DEGRADES_DEFCON", True)
    s = new_game()
    setup(s)
    turn_1(s)
    turn_2(s)
    assert turn_3(s, korean_war_degrades_defcon=True) is False


def test_worked_example_with_korean_war_as_printed(monkeypatch):
    """Korean War without its DEFCON drop (the English card, the printed DEFCON track):
    turns 1-3 in full and turn 4 as far as the implemented Mid War cards allow (to the
    Soviet victory of US 7 once all of ``TURN_4_EVENTS`` are implemented)."""
    monkeypatch.setattr(KOREAN_WAR_MODULE, "DEGRADES_DEFCON", False)
    blockers = prepare_turn_4(monkeypatch)
    s = new_game()
    s.rng.force_order(turn_4_shuffle())
    setup(s)
    turn_1(s)
    turn_2(s)
    assert turn_3(s, korean_war_degrades_defcon=False) is True
    start_of_turn_4(s)
    stopped = turn_4(s, blockers)
    # The replay goes exactly as far as the implemented cards allow: to the end when none
    # is missing, else to the first play that needs a missing event.
    first = min((TURN_4_ORDER.index(TURN_4_EVENTS[c]) for c in blockers), default=None)
    assert stopped == ("end" if first is None else TURN_4_ORDER[first]), blockers


def test_example_deck_is_the_early_war_deck():
    """The stacked deck holds exactly the 35 Early War cards, and the turn-3 reshuffle
    the 19 cards the example discards in turns 1-2."""
    assert sorted(EARLY_WAR_DECK) == sorted(C.ERA_CARDS["early"])
    assert len(TURN_3_RESHUFFLE) == 19


def test_decolonization_names_its_action_format():
    """Engine fix found while writing this replay: a placement written the usual way
    (``inf:Laos/Cambodia``) was refused with "Laos/Cambodia is neither in Africa nor in
    Southeast Asia"; it now says which action to use."""
    s = new_game()
    setup(s)
    play(s, headline(RED_SCARE_PURGE), headline(US_JAPAN_PACT))
    play(s, card(DECOLONIZATION), "event")
    with pytest.raises(IllegalAction, match=r"\(decol:\.\.\.\)"):
        s.apply("inf:Laos/Cambodia")
    play(s, "decol:Laos/Cambodia")
