"""Twilight Struggle map data: countries, regions, stability, battlegrounds, adjacency.

Map of the 2nd edition (2006) as described by the Italian complete rules
(shared/seeds/004_0cdb367d9ca608bf.txt, sections 2.1 and 3.x).  The rulebook does
not list the map, so country data was established from two independent public
implementations and cross-checked against each other and against the rulebook's
own examples (stabilities of Turkey, Mexico, Israel, Italy, Iran, Libya, Egypt,
India, Panama; adjacencies North Korea-USSR, Panama-Costa Rica-Colombia,
Costa Rica-Nicaragua, Jordan-Israel, Cuba-USA):

  [A] github.com/glowsplint/twilight-struggle-py, file ``world_map.py``
      (commit 21fcba96410b0934c766ecb1ba611c5e746d81e8)
  [B] github.com/aasmith/struggle, file ``lib/struggle/data/countries.rb``
      (commit 4c8adf8ef040b2fc63f24ee15fd92f751108e096)

Both give the same 84 countries with the same regions, stabilities and
battleground flags.  Where they differ:

  * [B] lists Austria as adjacent to West Germany but not West Germany as
    adjacent to Austria, and SE African States as adjacent to Zimbabwe but not
    the reverse (one-sided entries).  [A] has both links in both directions; the
    links are kept here and the graph is symmetric.
  * Spelling only: [B] writes "Columbia" and "United Kingdom", [A] "Colombia"
    and "UK".  This file uses "Colombia" and "UK" (as printed on the map).

Other public data sets were looked at and rejected as unreliable (they split
Laos/Cambodia, add China or Mozambique as spaces, or disagree with the
rulebook's examples).  The data below is written for this project; no code was
copied.

Layout (plain tuples, cheap to import):

``COUNTRIES``: tuple of ``(name, region, subregions, stability, battleground,
adjacent)``.  ``region`` is one of :data:`REGIONS`; ``subregions`` is a tuple
drawn from "Eastern Europe", "Western Europe", "Southeast Asia" (Austria and
Finland are in both European subregions, rule 2.1.1; Canada and Turkey belong
to Europe / Western Europe, Libya and Egypt to the Middle East).  ``adjacent``
names the connected countries, plus "USA" / "USSR" for the superpower spaces.

Naming: the superpower *spaces* on the map are "USA" and "USSR"; the *player
sides* (keys of :data:`START_INFLUENCE`, and card sides in ``carddata``) are
"US" and "USSR".
"""

REGIONS = (
    "Europe",
    "Asia",
    "Middle East",
    "Africa",
    "Central America",
    "South America",
)

SUBREGIONS = ("Eastern Europe", "Western Europe", "Southeast Asia")

SUPERPOWERS = ("USA", "USSR")

_EE = ("Eastern Europe",)
_WE = ("Western Europe",)
_BOTH_EU = ("Eastern Europe", "Western Europe")
_SEA = ("Southeast Asia",)
_NONE = ()

# (name, region, subregions, stability, battleground, adjacent)
COUNTRIES = (
    # ---- Europe (21) -------------------------------------------------------
    ("Canada", "Europe", _WE, 4, False, ("USA", "UK")),
    ("UK", "Europe", _WE, 5, False, ("Canada", "Norway", "Benelux", "France")),
    ("Norway", "Europe", _WE, 4, False, ("UK", "Sweden")),
    ("Sweden", "Europe", _WE, 4, False, ("Norway", "Finland", "Denmark")),
    ("Finland", "Europe", _BOTH_EU, 4, False, ("Sweden", "USSR")),
    ("Denmark", "Europe", _WE, 3, False, ("Sweden", "West Germany")),
    ("Benelux", "Europe", _WE, 3, False, ("UK", "West Germany")),
    ("France", "Europe", _WE, 3, True,
     ("UK", "West Germany", "Spain/Portugal", "Italy", "Algeria")),
    ("Spain/Portugal", "Europe", _WE, 2, False, ("France", "Italy", "Morocco")),
    ("Italy", "Europe", _WE, 2, True,
     ("France", "Spain/Portugal", "Austria", "Yugoslavia", "Greece")),
    ("Greece", "Europe", _WE, 2, False, ("Italy", "Yugoslavia", "Bulgaria", "Turkey")),
    ("Turkey", "Europe", _WE, 2, False, ("Greece", "Bulgaria", "Romania", "Syria")),
    ("Austria", "Europe", _BOTH_EU, 4, False,
     ("West Germany", "East Germany", "Hungary", "Italy")),
    ("West Germany", "Europe", _WE, 4, True,
     ("France", "Benelux", "Denmark", "Austria", "East Germany")),
    ("East Germany", "Europe", _EE, 3, True,
     ("West Germany", "Austria", "Czechoslovakia", "Poland")),
    ("Poland", "Europe", _EE, 3, True, ("East Germany", "Czechoslovakia", "USSR")),
    ("Czechoslovakia", "Europe", _EE, 3, False, ("East Germany", "Poland", "Hungary")),
    ("Hungary", "Europe", _EE, 3, False,
     ("Austria", "Czechoslovakia", "Romania", "Yugoslavia")),
    ("Romania", "Europe", _EE, 3, False, ("Hungary", "Yugoslavia", "Turkey", "USSR")),
    ("Yugoslavia", "Europe", _EE, 3, False, ("Italy", "Hungary", "Romania", "Greece")),
    ("Bulgaria", "Europe", _EE, 3, False, ("Greece", "Turkey")),
    # ---- Middle East (10) --------------------------------------------------
    ("Libya", "Middle East", _NONE, 2, True, ("Egypt", "Tunisia")),
    ("Egypt", "Middle East", _NONE, 2, True, ("Libya", "Israel", "Sudan")),
    ("Israel", "Middle East", _NONE, 4, True, ("Egypt", "Lebanon", "Syria", "Jordan")),
    ("Lebanon", "Middle East", _NONE, 1, False, ("Israel", "Syria", "Jordan")),
    ("Syria", "Middle East", _NONE, 2, False, ("Turkey", "Lebanon", "Israel")),
    ("Jordan", "Middle East", _NONE, 2, False,
     ("Israel", "Lebanon", "Iraq", "Saudi Arabia")),
    ("Iraq", "Middle East", _NONE, 3, True,
     ("Jordan", "Saudi Arabia", "Gulf States", "Iran")),
    ("Iran", "Middle East", _NONE, 2, True, ("Iraq", "Afghanistan", "Pakistan")),
    ("Saudi Arabia", "Middle East", _NONE, 3, True, ("Jordan", "Iraq", "Gulf States")),
    ("Gulf States", "Middle East", _NONE, 3, False, ("Iraq", "Saudi Arabia")),
    # ---- Asia (15, of which 7 in Southeast Asia) ----------------------------
    ("Afghanistan", "Asia", _NONE, 2, False, ("Iran", "Pakistan", "USSR")),
    ("Pakistan", "Asia", _NONE, 2, True, ("Afghanistan", "Iran", "India")),
    ("India", "Asia", _NONE, 3, True, ("Pakistan", "Burma")),
    ("Burma", "Asia", _SEA, 2, False, ("India", "Laos/Cambodia")),
    ("Laos/Cambodia", "Asia", _SEA, 1, False, ("Burma", "Thailand", "Vietnam")),
    ("Thailand", "Asia", _SEA, 2, True, ("Laos/Cambodia", "Vietnam", "Malaysia")),
    ("Vietnam", "Asia", _SEA, 1, False, ("Laos/Cambodia", "Thailand")),
    ("Malaysia", "Asia", _SEA, 2, False, ("Thailand", "Australia", "Indonesia")),
    ("Indonesia", "Asia", _SEA, 1, False, ("Malaysia", "Philippines")),
    ("Philippines", "Asia", _SEA, 2, False, ("Indonesia", "Japan")),
    ("Australia", "Asia", _NONE, 4, False, ("Malaysia",)),
    ("Japan", "Asia", _NONE, 4, True, ("Philippines", "Taiwan", "South Korea", "USA")),
    ("Taiwan", "Asia", _NONE, 3, False, ("Japan", "South Korea")),
    ("South Korea", "Asia", _NONE, 3, True, ("Japan", "Taiwan", "North Korea")),
    ("North Korea", "Asia", _NONE, 3, True, ("South Korea", "USSR")),
    # ---- Africa (18) --------------------------------------------------------
    ("Morocco", "Africa", _NONE, 3, False,
     ("Spain/Portugal", "Algeria", "West African States")),
    ("Algeria", "Africa", _NONE, 2, True,
     ("France", "Morocco", "Tunisia", "Saharan States")),
    ("Tunisia", "Africa", _NONE, 2, False, ("Algeria", "Libya")),
    ("West African States", "Africa", _NONE, 2, False, ("Morocco", "Ivory Coast")),
    ("Saharan States", "Africa", _NONE, 1, False, ("Algeria", "Nigeria")),
    ("Ivory Coast", "Africa", _NONE, 2, False, ("West African States", "Nigeria")),
    ("Nigeria", "Africa", _NONE, 1, True, ("Ivory Coast", "Saharan States", "Cameroon")),
    ("Cameroon", "Africa", _NONE, 1, False, ("Nigeria", "Zaire")),
    ("Zaire", "Africa", _NONE, 1, True, ("Cameroon", "Angola", "Zimbabwe")),
    ("Angola", "Africa", _NONE, 1, True, ("Zaire", "Botswana", "South Africa")),
    ("Zimbabwe", "Africa", _NONE, 1, False, ("Zaire", "Botswana", "SE African States")),
    ("Botswana", "Africa", _NONE, 2, False, ("Angola", "Zimbabwe", "South Africa")),
    ("South Africa", "Africa", _NONE, 3, True, ("Angola", "Botswana")),
    ("SE African States", "Africa", _NONE, 1, False, ("Zimbabwe", "Kenya")),
    ("Kenya", "Africa", _NONE, 2, False, ("SE African States", "Somalia")),
    ("Somalia", "Africa", _NONE, 2, False, ("Kenya", "Ethiopia")),
    ("Ethiopia", "Africa", _NONE, 1, False, ("Somalia", "Sudan")),
    ("Sudan", "Africa", _NONE, 1, False, ("Ethiopia", "Egypt")),
    # ---- Central America (10) -----------------------------------------------
    ("Mexico", "Central America", _NONE, 2, True, ("USA", "Guatemala")),
    ("Guatemala", "Central America", _NONE, 1, False,
     ("Mexico", "El Salvador", "Honduras")),
    ("El Salvador", "Central America", _NONE, 1, False, ("Guatemala", "Honduras")),
    ("Honduras", "Central America", _NONE, 2, False,
     ("Guatemala", "El Salvador", "Nicaragua", "Costa Rica")),
    ("Nicaragua", "Central America", _NONE, 1, False, ("Honduras", "Costa Rica", "Cuba")),
    ("Costa Rica", "Central America", _NONE, 3, False,
     ("Honduras", "Nicaragua", "Panama")),
    ("Panama", "Central America", _NONE, 2, True, ("Costa Rica", "Colombia")),
    ("Cuba", "Central America", _NONE, 3, True, ("USA", "Nicaragua", "Haiti")),
    ("Haiti", "Central America", _NONE, 1, False, ("Cuba", "Dominican Republic")),
    ("Dominican Republic", "Central America", _NONE, 1, False, ("Haiti",)),
    # ---- South America (10) -------------------------------------------------
    ("Colombia", "South America", _NONE, 1, False, ("Panama", "Ecuador", "Venezuela")),
    ("Ecuador", "South America", _NONE, 2, False, ("Colombia", "Peru")),
    ("Venezuela", "South America", _NONE, 2, True, ("Colombia", "Brazil")),
    ("Peru", "South America", _NONE, 2, False, ("Ecuador", "Chile", "Bolivia")),
    ("Chile", "South America", _NONE, 3, True, ("Peru", "Argentina")),
    ("Bolivia", "South America", _NONE, 2, False, ("Peru", "Paraguay")),
    ("Argentina", "South America", _NONE, 2, True, ("Chile", "Paraguay", "Uruguay")),
    ("Paraguay", "South America", _NONE, 2, False, ("Bolivia", "Argentina", "Uruguay")),
    ("Uruguay", "South America", _NONE, 2, False, ("Paraguay", "Argentina", "Brazil")),
    ("Brazil", "South America", _NONE, 2, True, ("Venezuela", "Uruguay")),
)

# Countries connected to each superpower space (black lines, rule 2.1.6).
SUPERPOWER_ADJACENCY = {
    "USA": ("Canada", "Cuba", "Japan", "Mexico"),
    "USSR": ("Afghanistan", "Finland", "North Korea", "Poland", "Romania"),
}

# Fixed setup influence, rules 3.2 (USSR, 15 markers) and 3.3 (US, 23 markers).
# Note: this printing gives the US no setup influence in Canada (the later
# Deluxe edition adds 2 there); the listed US placements plus the 7 free ones
# make the 23 stated by 3.3, and the Polish player aid lists the same places.
START_INFLUENCE = {
    "USSR": {
        "Syria": 1,
        "Iraq": 1,
        "North Korea": 3,
        "East Germany": 3,
        "Finland": 1,
    },
    "US": {
        "Iran": 1,
        "Israel": 1,
        "Japan": 1,
        "Australia": 4,
        "Philippines": 1,
        "South Korea": 1,
        "Panama": 1,
        "South Africa": 1,
        "UK": 5,
    },
}

# Influence each side then places freely: (subregion, number of markers).
FREE_PLACEMENT = {
    "USSR": ("Eastern Europe", 6),
    "US": ("Western Europe", 7),
}

# Total setup markers per side (fixed + free), as stated in 3.2 / 3.3.
START_INFLUENCE_TOTAL = {"USSR": 15, "US": 23}

# USSR places first (3.2), then the US (3.3).
SETUP_ORDER = ("USSR", "US")
