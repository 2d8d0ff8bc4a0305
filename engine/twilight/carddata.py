"""Twilight Struggle card data: the deck of the 2nd edition (2006).

Source: the card list ("LE CARTE") of the Italian complete rules,
shared/seeds/004_0cdb367d9ca608bf.txt, pages 14-25.  Numbers, operations values,
eras, sides and asterisks follow that list.  That printing numbers the cards
1..103 and the China Card is number 6 *inside* that range: 103 cards in all
(the rules' "104 cards" count includes card 104, a player aid, which is not an
event card and is not listed).  Its numbering differs from the later Deluxe
edition in three places: 35 is South America Scoring (Mid War), 81 is
Solidarity (Late War) and 101 is Formosan Resolution (Early War); 103 Defectors
is Early War as in all printings.

The text is a PDF extraction: the columns of each page come out of order (card
headers "number ops era / side" first, then titles, then event texts, then the
"remove from play" notes).  Cards were matched to headers by their order on the
page.  Where the extraction is garbled or the Italian translation departs from
the published English card text of this printing, the published text was used
and a comment says so at the card.

Fields of each entry of ``CARDS`` (plain tuples):

    (number, name_en, name_it, ops, side, era, starred, persistent, scoring, text)

* ``ops``: operations value; 0 for the seven scoring cards.
* ``side``: "US", "USSR" or "both" (white star, red star, both stars; 2.2.2).
* ``era``: "early", "mid" or "late".
* ``starred``: asterisk in the title: removed from play when played as an event
  (2.2.4; Southeast Asia Scoring is removed after scoring, 7.2).
* ``persistent``: underlined title: the card stays face up beside the map
  because its effect lasts until cancelled or the end of the game (2.2.5,
  7.3).  Underlining does not survive in the extracted text, so these flags
  come from the printed card faces of this edition; effects that last only
  for the rest of the turn (Containment, Red Scare/Purge, Brezhnev Doctrine,
  Nuclear Subs, ...) are *not* marked persistent.
* ``scoring``: True for the scoring cards (Asia, Europe, Middle East, South
  America, Central America, Southeast Asia, Africa).
* ``text``: a short summary of the event, written for this project.

No text was copied from the rulebook or elsewhere; the summaries are our own.
"""

SIDES = ("US", "USSR", "both")
ERAS = ("early", "mid", "late")

CHINA_CARD = 6

# (number, name_en, name_it, ops, side, era, starred, persistent, scoring, text)
CARDS = (
    # ---- Early War ----------------------------------------------------------
    (1, "Asia Scoring", "Punteggio in Asia", 0, "both", "early", False, False, True,
     "Score Asia: Presence 3, Domination 7, Control 9 VP; +1 VP per controlled "
     "battleground and per controlled country adjacent to the enemy superpower."),
    (2, "Europe Scoring", "Punteggio in Europa", 0, "both", "early", False, False, True,
     "Score Europe: Presence 3, Domination 7, Control wins the game; +1 VP per "
     "controlled battleground and per controlled country adjacent to the enemy superpower."),
    (3, "Middle East Scoring", "Punteggio in Medio Oriente", 0, "both", "early",
     False, False, True,
     "Score the Middle East: Presence 3, Domination 5, Control 7 VP; +1 VP per "
     "controlled battleground."),
    (4, "Duck and Cover", "Accucciati e Nasconditi", 3, "US", "early",
     False, False, False,
     "Degrade DEFCON by one; the US then gains VP equal to 5 minus the new DEFCON level."),
    (5, "Five Year Plan", "Piano Quinquennale", 3, "US", "early", False, False, False,
     "The USSR discards a card at random: a US event on it happens at once, any "
     "other event on it does not."),
    (6, "The China Card", "La Carta della Cina", 4, "both", "early", False, False, False,
     "Starts with the USSR; +1 Op if all its Ops are spent in Asia; after play it "
     "passes face down to the opponent. Its holder at the end of turn 10 gains 1 VP."),
    (7, "Socialist Governments", "Governi Socialisti", 3, "USSR", "early",
     False, False, False,
     "Remove 3 US Influence from Western Europe, at most 2 per country. Not "
     "playable as an event once The Iron Lady is in effect."),
    (8, "Fidel", "Fidel", 2, "USSR", "early", True, False, False,
     "Remove all US Influence from Cuba; the USSR adds enough Influence there to control it."),
    (9, "Vietnam Revolts", "Il Vietnam in Rivolta", 2, "USSR", "early",
     True, False, False,
     "Add 2 USSR Influence to Vietnam. For the rest of the turn USSR cards get +1 Op "
     "when all their Ops are spent in Southeast Asia."),
    (10, "Blockade", "Blocco", 1, "USSR", "early", True, False, False,
     "Unless the US at once discards a card worth 3 or more Ops, remove all US "
     "Influence from West Germany."),
    # Korean War: the Italian card text also says "degrade DEFCON by one"; the
    # published English card does not, and neither does the rules' own example
    # of play (turn 3 headline, DEFCON stays at 5).  The issue follows the
    # Italian text: the event degrades DEFCON (decision D1 of
    # docs/twilight/early_war_events.md; constant in events/c011_korean_war.py).
    (11, "Korean War", "Guerra di Corea", 2, "USSR", "early", True, False, False,
     "North Korea invades South Korea: degrade DEFCON by one, then roll a die, -1 "
     "per US-controlled country adjacent to South Korea; on 4-6 the USSR gains 2 VP "
     "and replaces all US Influence there with its own. The USSR adds 2 military "
     "operations."),
    (12, "Romanian Abdication", "Abdicazione Romena", 1, "USSR", "early",
     True, False, False,
     "Remove all US Influence from Romania; the USSR adds enough Influence there to control it."),
    (13, "Arab-Israeli War", "Guerra Arabo-Israeliana", 2, "USSR", "early",
     False, False, False,
     "A pan-Arab coalition invades Israel: roll a die, -1 per US-controlled neighbour "
     "of Israel; on 4-6 the USSR gains 2 VP and takes over the US Influence in Israel. "
     "The USSR adds 2 military operations. Not playable after Camp David Accords."),
    (14, "COMECON", "COMECON", 3, "USSR", "early", True, False, False,
     "Add 1 USSR Influence to each of 4 Eastern European countries not controlled by the US."),
    (15, "Nasser", "Nasser", 1, "USSR", "early", True, False, False,
     "Add 2 USSR Influence to Egypt; the US loses half its Influence there, rounded up."),
    (16, "Warsaw Pact Formed", "Formazione del Patto di Varsavia", 3, "USSR", "early",
     True, True, False,
     "Either remove all US Influence from 4 Eastern European countries, or add 5 USSR "
     "Influence in Eastern Europe (at most 2 per country). Allows NATO to be played."),
    (17, "De Gaulle Leads France", "De Gaulle a Capo della Francia", 3, "USSR", "early",
     True, True, False,
     "Remove 2 US Influence from France and add 1 USSR Influence there. NATO no "
     "longer protects France."),
    (18, "Captured Nazi Scientist", "Scienziato Tedesco Catturato", 1, "both", "early",
     True, False, False,
     "The player moves his Space Race marker one box forward."),
    (19, "Truman Doctrine", "Dottrina Truman", 1, "US", "early", True, False, False,
     "Remove all USSR Influence from one uncontrolled country in Europe."),
    (20, "Olympic Games", "Giochi Olimpici", 2, "both", "early", False, False, False,
     "The player hosts the Games. If the opponent boycotts, degrade DEFCON by one and "
     "the host conducts 4 Ops instead; otherwise both roll, host +2, and the higher "
     "roll gains 2 VP (reroll ties)."),
    (21, "NATO", "NATO", 4, "US", "early", True, True, False,
     "Needs Marshall Plan or Warsaw Pact Formed first. The USSR may no longer coup or "
     "realign US-controlled European countries, nor target them with Brush War."),
    (22, "Independent Reds", "Rossi Indipendenti", 2, "US", "early", True, False, False,
     "In one of Yugoslavia, Romania, Bulgaria, Hungary or Czechoslovakia the US adds "
     "Influence until it equals the USSR Influence there."),
    (23, "Marshall Plan", "Piano Marshall", 4, "US", "early", True, True, False,
     "Add 1 US Influence to each of 7 Western European countries not controlled by the "
     "USSR. Allows NATO to be played."),
    (24, "Indo-Pakistani War", "Guerra Indo-Pakistana", 2, "both", "early",
     False, False, False,
     "India invades Pakistan or the reverse: roll a die, -1 per enemy-controlled "
     "neighbour of the target; on 4-6 gain 2 VP and take over the enemy Influence "
     "there. The player adds 2 military operations."),
    (25, "Containment", "Contenimento", 3, "US", "early", True, False, False,
     "For the rest of the turn the other US cards played for Ops get +1 (maximum 4)."),
    (26, "CIA Created", "Creazione della CIA", 1, "US", "early", True, False, False,
     "The USSR shows its hand for this turn; the US then conducts operations with this card."),
    (27, "US/Japan Mutual Defense Pact", "Piano Comune di Difesa USA/Giappone", 4, "US",
     "early", True, True, False,
     "The US adds enough Influence to control Japan. The USSR may no longer coup or "
     "realign in Japan."),
    (28, "Suez Crisis", "Crisi di Suez", 3, "USSR", "early", True, False, False,
     "Remove 4 US Influence in total from France, the UK and Israel, at most 2 per country."),
    (29, "East European Unrest", "Disordini nell'Europa Orientale", 3, "US", "early",
     False, False, False,
     "Remove 1 USSR Influence from each of 3 Eastern European countries (2 each if "
     "played in the Late War)."),
    (30, "Decolonization", "Decolonizzazione", 2, "USSR", "early", False, False, False,
     "Add 1 USSR Influence to each of 4 countries in Africa and/or Southeast Asia."),
    # Red Scare/Purge and UN Intervention: the extracted header line reads
    # "30 2 31 2 32 2"; the cards are 4 Ops and 1 Op (published card faces; the
    # rules' example of play uses UN Intervention "as 1 Operation").
    (31, "Red Scare/Purge", "Paura Rossa / Purghe", 4, "both", "early",
     False, False, False,
     "For the rest of the turn the opponent's cards played for Ops lose 1 Op (minimum 1)."),
    (32, "UN Intervention", "Intervento dell'ONU", 1, "both", "early",
     False, False, False,
     "Play together with a card bearing an opponent's event: that event is cancelled "
     "and you use its Ops. Not usable in the Headline Phase."),
    (33, "De-Stalinization", "De-Stalinizzazione", 3, "USSR", "early",
     True, False, False,
     "The USSR may move up to 4 of its Influence to countries not controlled by the "
     "US, at most 2 per country."),
    (34, "Nuclear Test Ban", "Bando ai Test Nucleari", 4, "both", "early",
     False, False, False,
     "The player gains VP equal to DEFCON minus 2, then DEFCON improves by two levels."),
    # ---- Mid War ------------------------------------------------------------
    (35, "South America Scoring", "Punteggio in Sud America", 0, "both", "mid",
     False, False, True,
     "Score South America: Presence 2, Domination 5, Control 6 VP; +1 VP per "
     "controlled battleground."),
    (36, "Brush War", "Guerra Secondaria", 3, "both", "mid", False, False, False,
     "Attack a country of stability 1 or 2: roll a die, -1 per adjacent "
     "enemy-controlled country; on 3-6 gain 1 VP and take over the enemy Influence "
     "there. The player adds 3 military operations."),
    (37, "Central America Scoring", "Punteggio in America Centrale", 0, "both", "mid",
     False, False, True,
     "Score Central America: Presence 1, Domination 3, Control 5 VP; +1 VP per "
     "controlled battleground and per controlled country adjacent to the enemy superpower."),
    (38, "Southeast Asia Scoring", "Punteggio in Asia Sudorientale", 0, "both", "mid",
     True, False, True,
     "Each side gains 1 VP per controlled country among Burma, Laos/Cambodia, Vietnam, "
     "Malaysia, Indonesia and the Philippines, and 2 VP for Thailand. Removed after scoring."),
    (39, "Arms Race", "Corsa agli Armamenti", 3, "both", "mid", False, False, False,
     "If the player has more military operations than the opponent he gains 1 VP, or "
     "3 VP if he has also met this turn's requirement."),
    # Cuban Missile Crisis: the Italian text says "Germany"; the card means West Germany.
    (40, "Cuban Missile Crisis", "Crisi dei Missili di Cuba", 3, "both", "mid",
     True, False, False,
     "Set DEFCON to 2. Any further coup by the opponent this turn starts nuclear war "
     "and loses him the game, unless he first removes 2 Influence from Cuba (USSR) or "
     "from West Germany or Turkey (US)."),
    # Nuclear Subs: the Italian text is looser ("US actions do not affect
    # DEFCON"); the published card limits it to US coups in battlegrounds.
    (41, "Nuclear Subs", "Sottomarini Nucleari", 2, "US", "mid", True, False, False,
     "For the rest of the turn US coups in battleground countries do not degrade "
     "DEFCON (Cuban Missile Crisis still applies)."),
    (42, "Quagmire", "Pantano", 3, "USSR", "mid", True, True, False,
     "In each of its action rounds the US must discard a card of 2+ Ops and roll 1-4 "
     "to escape; with no such card left it may only play scoring cards until next turn."),
    (43, "SALT Negotiations", "Negoziati SALT", 3, "both", "mid", True, False, False,
     "Improve DEFCON by two levels; all coups get -1 for the rest of the turn. The "
     "player may take a non-scoring card from the discard pile after showing it."),
    (44, "Bear Trap", "Trappola per Orsi", 3, "US", "mid", True, True, False,
     "In each of its action rounds the USSR must discard a card of 2+ Ops and roll 1-4 "
     "to escape; with no such card left it may only play scoring cards until next turn."),
    (45, "Summit", "Incontro", 1, "both", "mid", False, False, False,
     "Both roll, +1 per region each dominates or controls; the higher roll gains 2 VP "
     "and may move DEFCON one level either way."),
    (46, "How I Learned to Stop Worrying", "Come Ho Imparato a Non Preoccuparmi Più",
     2, "both", "mid", True, False, False,
     "Set DEFCON to any level you like. The event counts as 5 military operations "
     "for this turn's requirement."),
    (47, "Junta", "Giunta", 2, "both", "mid", False, False, False,
     "Place 2 Influence in one Central or South American country; then the player may "
     "make a free coup attempt in one of those regions using this card's Ops."),
    (48, "Kitchen Debates", "Dibattiti di Kitchen", 1, "US", "mid", True, False, False,
     "If the US controls more battleground countries than the USSR, the US gains 2 VP."),
    (49, "Missile Envy", "Invidia dei Missili", 2, "both", "mid", False, False, False,
     "Swap this card for the opponent's highest-Ops card (his choice on ties); use it "
     "at once (its event happens if it is yours or neutral). The opponent must play "
     "this card for Ops in his next action round."),
    (50, "We Will Bury You", "Vi Seppelliremo", 4, "USSR", "mid", True, False, False,
     "Degrade DEFCON by one. The USSR gains 3 VP unless the US plays UN Intervention as "
     "an event in its next action round."),
    (51, "Brezhnev Doctrine", "Dottrina Brezhnev", 3, "USSR", "mid", True, False, False,
     "For the rest of the turn USSR cards played for Ops get +1 (maximum 4)."),
    (52, "Portuguese Empire Crumbles", "L'Impero Portoghese si Sfalda", 2, "USSR", "mid",
     True, False, False,
     "Add 2 USSR Influence to SE African States and 2 to Angola."),
    (53, "South African Unrest", "Disordini in Sudafrica", 2, "USSR", "mid",
     False, False, False,
     "The USSR adds either 2 Influence to South Africa, or 1 there and 2 in countries "
     "adjacent to it."),
    (54, "Allende", "Allende", 1, "USSR", "mid", True, False, False,
     "Add 2 USSR Influence to Chile."),
    # Willy Brandt: the Italian list says the USSR gets "2 Influence" in West
    # Germany; the published English card of this printing says 1.  The Italian
    # rules decide: 2 (events/c055_willy_brandt.py, INFLUENCE).
    (55, "Willy Brandt", "Willy Brandt", 2, "USSR", "mid", True, True, False,
     "The USSR gains 1 VP and 2 Influence in West Germany; NATO no longer protects "
     "West Germany. Cancelled and prevented by Tear Down This Wall."),
    (56, "Muslim Revolution", "Rivoluzione Musulmana", 4, "USSR", "mid",
     False, False, False,
     "Remove all US Influence from two of: Sudan, Iran, Iraq, Egypt, Libya, Saudi "
     "Arabia, Syria, Jordan."),
    (57, "ABM Treaty", "Trattato ABM", 4, "both", "mid", False, False, False,
     "Improve DEFCON by one level, then conduct operations with this card."),
    (58, "Cultural Revolution", "Rivoluzione Culturale", 3, "USSR", "mid",
     True, False, False,
     "If the US holds the China Card the USSR takes it face up and playable; if the "
     "USSR already has it, the USSR gains 1 VP."),
    (59, "Flower Power", "Potere dei Fiori", 4, "USSR", "mid", True, True, False,
     "From now on the USSR gains 2 VP whenever the US plays a war card (as event or "
     "Ops, not for the Space Race). Cancelled by An Evil Empire."),
    (60, "U2 Incident", "Incidente dell'U2", 3, "USSR", "mid", True, False, False,
     "The USSR gains 1 VP, and 1 more if UN Intervention is played as an event later "
     "this turn."),
    (61, "OPEC", "OPEC", 3, "USSR", "mid", False, False, False,
     "The USSR gains 1 VP for each of Egypt, Iran, Libya, Saudi Arabia, Iraq, Gulf "
     "States and Venezuela it controls. Not playable after North Sea Oil."),
    (62, "Lone Gunman", "Il Pistolero Solitario", 1, "USSR", "mid", True, False, False,
     "The US shows its hand; the USSR then conducts operations with this card."),
    (63, "Colonial Rear Guards", "Retroguardie Coloniali", 2, "US", "mid",
     False, False, False,
     "Add 1 US Influence to each of 4 countries in Africa and/or Southeast Asia."),
    (64, "Panama Canal Returned", "Restituzione del Canale di Panama", 1, "US", "mid",
     True, False, False,
     "Add 1 US Influence each to Panama, Costa Rica and Venezuela."),
    (65, "Camp David Accords", "Accordi di Camp David", 2, "US", "mid",
     True, True, False,
     "The US gains 1 VP and adds 1 Influence each to Israel, Jordan and Egypt. "
     "Arab-Israeli War can no longer be played as an event."),
    (66, "Puppet Governments", "Governi Fantoccio", 2, "US", "mid", True, False, False,
     "Add 1 US Influence to each of 3 countries that hold no Influence of either side."),
    (67, "Grain Sales to Soviets", "Vendite di Grano ai Sovietici", 2, "US", "mid",
     False, False, False,
     "Take a random card from the USSR hand and either play it or give it back; if "
     "given back, conduct operations with this card."),
    (68, "John Paul II Elected Pope", "Giovanni Paolo II Eletto Papa", 2, "US", "mid",
     True, True, False,
     "Remove 2 USSR Influence from Poland and add 1 US Influence there. Allows "
     "Solidarity to be played."),
    (69, "Latin American Death Squads", "Squadre della Morte Latino Americane", 2,
     "both", "mid", False, False, False,
     "For the rest of the turn the player's coups in Central and South America get "
     "+1 and the opponent's get -1."),
    (70, "OAS Founded", "Fondata la OAS", 1, "US", "mid", True, False, False,
     "Add 2 US Influence in Central and/or South America."),
    (71, "Nixon Plays the China Card", "Nixon Gioca la Carta della Cina", 2, "US", "mid",
     True, False, False,
     "If the US holds the China Card it gains 2 VP; otherwise the US takes the card "
     "now, face down and not playable until the next turn."),
    (72, "Sadat Expels Soviets", "Sadat Espelle i Sovietici", 1, "US", "mid",
     True, False, False,
     "Remove all USSR Influence from Egypt and add 1 US Influence there."),
    (73, "Shuttle Diplomacy", "Diplomazia Itinerante", 3, "US", "mid",
     False, True, False,
     "Stays in front of the US until the next Middle East or Asia scoring, where the "
     "USSR counts one battleground fewer; then discard it."),
    (74, "The Voice of America", "La Voce dell'America", 2, "US", "mid",
     False, False, False,
     "Remove 4 USSR Influence from countries outside Europe, at most 2 per country."),
    (75, "Liberation Theology", "Liberazione Teologica", 2, "USSR", "mid",
     False, False, False,
     "Add 3 USSR Influence in Central America, at most 2 per country."),
    (76, "Ussuri River Skirmish", "Scontri del Fiume Ussuri", 3, "US", "mid",
     True, False, False,
     "If the USSR holds the China Card the US takes it face up and playable; if the "
     "US already has it, add 4 US Influence in Asia, at most 2 per country."),
    (77, "Ask Not What Your Country Can Do For You",
     "Non Chiedete Cosa il Vostro Paese Può Fare per Voi", 3, "US", "mid",
     True, False, False,
     "The US may discard any number of cards from its hand, scoring cards included, "
     "and draw as many replacements; the number is fixed before drawing."),
    (78, "Alliance for Progress", "Alleanza per il Progresso", 3, "US", "mid",
     True, False, False,
     "The US gains 1 VP per battleground country it controls in Central and South America."),
    (79, "Africa Scoring", "Punteggio in Africa", 0, "both", "mid", False, False, True,
     "Score Africa: Presence 1, Domination 4, Control 6 VP; +1 VP per controlled "
     "battleground."),
    (80, "One Small Step", "Un Piccolo Passo", 2, "both", "mid", False, False, False,
     "If behind in the Space Race, move your marker two boxes forward, scoring only the "
     "VP of the second box."),
    # ---- Late War -----------------------------------------------------------
    (81, "Solidarity", "Solidarietà", 2, "US", "late", True, False, False,
     "Add 3 US Influence to Poland. Playable as an event only after John Paul II "
     "Elected Pope."),
    (82, "Iranian Hostage Crisis", "Crisi degli Ostaggi Iraniani", 3, "USSR", "late",
     True, True, False,
     "Remove all US Influence from Iran and add 2 USSR Influence there. Terrorism "
     "played against the US has double effect."),
    (83, "The Iron Lady", "La Lady di Ferro", 3, "US", "late", True, True, False,
     "The US gains 1 VP; add 1 USSR Influence to Argentina and remove all USSR "
     "Influence from the UK. Socialist Governments can no longer be played as an event."),
    (84, "Reagan Bombs Libya", "Reagan Bombarda la Libia", 2, "US", "late",
     True, False, False,
     "The US gains 1 VP for every 2 USSR Influence in Libya."),
    (85, "Star Wars", "Guerre Stellari", 2, "US", "late", True, False, False,
     "If the US leads the Space Race, it takes any non-scoring card from the discard "
     "pile and its event happens at once."),
    (86, "North Sea Oil", "Petrolio del Mare del Nord", 3, "US", "late",
     True, True, False,
     "OPEC can no longer be played as an event. The US may play 8 action rounds this turn."),
    (87, "The Reformer", "Il Riformatore", 3, "USSR", "late", True, True, False,
     "Add 4 USSR Influence in Europe, at most 2 per country (6 if the USSR leads in VP). "
     "The USSR may no longer coup in Europe; Glasnost becomes stronger."),
    (88, "Marine Barracks Bombing", "Bomba agli Alloggi dei Marines", 2, "USSR", "late",
     True, False, False,
     "Remove all US Influence from Lebanon and 2 more US Influence anywhere in the "
     "Middle East."),
    # Soviets Shoot Down KAL-007: the Italian title comes out of the extraction
    # as "I SOVIETICI ... KAL-007 * UCCIDONO"; reordered.
    (89, "Soviets Shoot Down KAL-007", "I Sovietici Uccidono il KAL-007", 4, "US", "late",
     True, False, False,
     "Degrade DEFCON by one and the US gains 2 VP. If the US controls South Korea it "
     "may then place Influence or realign with this card."),
    (90, "Glasnost", "Glasnost", 4, "USSR", "late", True, False, False,
     "The USSR gains 2 VP and DEFCON improves by one. If The Reformer is in effect the "
     "USSR may then place Influence or realign with this card."),
    (91, "Ortega Elected in Nicaragua", "Ortega Eletto in Nicaragua", 2, "USSR", "late",
     True, False, False,
     "Remove all US Influence from Nicaragua; the USSR may then make a free coup "
     "attempt, with this card's Ops, in a country adjacent to Nicaragua."),
    (92, "Terrorism", "Terrorismo", 2, "both", "late", False, False, False,
     "The opponent discards a card at random (two if the USSR plays it while the "
     "Iranian Hostage Crisis is in effect); discarded events do not happen."),
    (93, "Iran-Contra Scandal", "Scandalo Iran-Contra", 2, "USSR", "late",
     True, False, False,
     "For the rest of the turn all US realignment rolls get -1."),
    (94, "Chernobyl", "Chernobyl", 3, "US", "late", True, False, False,
     "The US names a region; for the rest of the turn the USSR may not place Influence "
     "there with Ops."),
    (95, "Latin American Debt Crisis", "Crisi del Debito in America Latina", 2, "USSR",
     "late", False, False, False,
     "Unless the US at once discards a card worth 3 or more Ops, the USSR doubles its "
     "Influence in two South American countries."),
    (96, "Tear Down This Wall", "Abbattete Questo Muro", 3, "US", "late",
     True, True, False,
     "Cancels or prevents Willy Brandt. Add 3 US Influence to East Germany; the US may "
     "then make a free coup attempt or realignment rolls in Europe with this card's Ops."),
    (97, "An Evil Empire", "Un Impero del Male", 3, "US", "late", True, True, False,
     "Cancels or prevents Flower Power. The US gains 1 VP."),
    # Aldrich Ames: the Italian list gives 4 Ops (header "98 4"); the later
    # Deluxe "Aldrich Ames Remix" is a 3 Ops card with a different text.
    (98, "Aldrich Ames", "Aldrich Ames", 4, "USSR", "late", True, False, False,
     "The US shows its hand; the USSR sets the order in which the US must play those "
     "cards, and the US may not play the China Card this turn."),
    # Pershing II Deployed: Italian title garbled ("SCHIERAMENTO ... PERSHIN II").
    (99, "Pershing II Deployed", "Schieramento dei Pershing II", 3, "USSR", "late",
     True, False, False,
     "The USSR gains 1 VP and removes 1 US Influence from each of up to 3 Western "
     "European countries."),
    (100, "Wargames", "Giochi di Guerra", 4, "both", "late", True, False, False,
     "If DEFCON is at 2, the player may end the game at once after giving the opponent 6 VP."),
    # ---- cards numbered after the Late War block in this printing ----------
    (101, "Formosan Resolution", "Risoluzione di Formosa", 2, "US", "early",
     True, True, False,
     "While in effect, Taiwan counts as a battleground for Asia Scoring if the US "
     "controls it. Discarded once the US plays the China Card."),
    (102, "Iran-Iraq War", "Guerra Iran-Iraq", 2, "both", "late", True, False, False,
     "Iran invades Iraq or the reverse: roll a die, -1 per enemy-controlled neighbour "
     "of the target; on 4-6 gain 2 VP and take over the enemy Influence there. The "
     "player adds 2 military operations."),
    # Defectors: the page's "remove from play" notes come out one too many in the
    # extraction, but the title has no asterisk; not starred (as on the card).
    (103, "Defectors", "Defezionisti", 2, "US", "early", False, False, False,
     "Played in the Headline Phase, cancels the USSR headline (scoring cards too), "
     "which is discarded. If the USSR plays it in its own action round, the US gains "
     "1 VP (not when used for the Space Race)."),
)

SCORING_CARDS = tuple(c[0] for c in CARDS if c[8])

# The five war events of rule 7.6 (card numbers).
WAR_CARDS = (11, 13, 24, 36, 102)

# ---- Deluxe edition only (docs/twilight/editions.md sections 3 and 4) -------------
# Not part of the 2nd edition's deck (``CARDS``): ``cards.ERA_CARDS`` and so the 2nd
# edition's decks and shuffles do not change. Engine numbers 104-110 are the Deluxe
# numbers of the seven optional cards; 111 is the engine number of the Deluxe "Aldrich
# Ames Remix", which replaces 98 Aldrich Ames in a Deluxe deck and is printed as 98.
# Sources: docs/twilight/editions.md (TW, GS, MV); the summaries are our own words.
DELUXE_CARDS = (
    (104, "The Cambridge Five", "I Cinque di Cambridge", 2, "USSR", "early",
     False, False, False,
     "The US reveals the scoring cards in its hand. If any, the USSR may add 1 "
     "Influence to one country of a region named by one of them. Not playable as an "
     "event in the Late War."),
    (105, "Special Relationship", "Relazione Speciale", 2, "US", "early",
     False, False, False,
     "If the US controls the UK: with NATO in effect, 2 US Influence in one Western "
     "European country and 2 VP; without NATO, 1 US Influence in one country adjacent "
     "to the UK."),
    (106, "NORAD", "NORAD", 3, "US", "early", True, True, False,
     "While the US controls Canada, at the end of each action round in which DEFCON "
     "moved to 2, the US adds 1 Influence to a country that already has US Influence. "
     "Cancelled by Quagmire."),
    (107, "Che", "Che", 3, "USSR", "mid", False, False, False,
     "The USSR may make a coup attempt with this card's Ops against a non-battleground "
     "country of Central America, South America or Africa; if it removes US "
     "Influence, a second attempt against another such country."),
    (108, "Our Man in Tehran", "Il Nostro Uomo a Teheran", 2, "US", "mid",
     True, False, False,
     "If the US controls a Middle East country: the US looks at the top 5 cards of the "
     "draw pile, discards any of them (shown to the USSR, no events), returns the rest "
     "and the draw pile is reshuffled."),
    (109, "Yuri and Samantha", "Yuri e Samantha", 2, "USSR", "late", True, False, False,
     "For the rest of the turn the USSR gains 1 VP for each US coup attempt."),
    (110, "AWACS Sale to Saudis", "Vendita di AWACS ai Sauditi", 3, "US", "late",
     True, True, False,
     "2 US Influence in Saudi Arabia. Muslim Revolution can no longer be played as an "
     "event."),
    (111, "Aldrich Ames Remix", "Aldrich Ames Remix", 3, "USSR", "late",
     True, False, False,
     "The US hand is shown to the USSR for the rest of the turn; the USSR discards one "
     "card of it (its event does not happen)."),
)

#: engine number -> the number printed on the Deluxe card, where they differ
DELUXE_NUMBER = {35: 81, 81: 101, 101: 35, 111: 98}
#: the seven optional cards of the Deluxe edition (engine numbers = Deluxe numbers)
OPTIONAL_CARDS = (104, 105, 106, 107, 108, 109, 110)
ALDRICH_AMES, ALDRICH_AMES_REMIX = 98, 111
