"""The new-game form's logic: words for every option, the seats (who plays each side:
a name, a colour where the game lets players pick one, a person or the computer), and
the last choices remembered per game. Pure Python (no browser import): CPython tests
run all of it; ``screens.new_game`` draws it and ``app.py`` keeps the form's state.

The engine's option keys and values (``two-player-passive``, ``most``) never reach the
page: :data:`WORDS` gives each option and each of its values the words a player uses,
falling back to the engine's own labels (``OptionSpec.labels``), then to the value
itself only for numbers. ``tests/web/test_newgame.py`` checks that every option of
every game has words.
"""

from __future__ import annotations

import functools
import json

import lang
from engine.core import RecordError
from engine.core.i18n import N_, msg, term
from engine.core.record import MAX_NAME_CHARS, check_players
from engine.games import GAMES, get_spec
from lang import _, t

KEY = "boardgames.newgame"
VERSION = 1

#: option key -> (label, {value: words}, hint or "") per game; message ids (N_), said
#: in the page's language by :func:`option_words` (a label None, a value missing: the
#: engine's own words, ``OptionSpec.label`` / ``labels``)
WORDS = {
    "demo": {
        "target": (N_("Points to win"), {20: "20", 30: "30", 50: "50"}, ""),
    },
    "twilight": {
        "tournament": (N_("Tournament rules"), {False: N_("Off"), True: N_("On")},
                       N_("At the end of each turn both players show the card they hold "
                          "(4.5 F, 11.1.1). Without it too, a scoring card held loses (4.5 D).")),
        "bidding": (N_("Sides"), {False: N_("Player 1 is the USSR"),
                                  True: N_("Bid victory points for a side")},
                    N_("With a bid, the players offer victory points for the side they want "
                       "(11.1.3).")),
        "realign_no_defcon": (N_("Realignment ignores DEFCON"), {False: N_("No"), True: N_("Yes")},
                              N_("Optional rule.")),
        "realign_no_loss": (N_("The realigning player never loses influence"),
                            {False: N_("No"), True: N_("Yes")}, N_("Optional rule.")),
        "realign_mixed": (N_("Influence and realignment with one card"),
                          {False: N_("No"), True: N_("Yes")}, N_("Optional rule.")),
        "space_decline": (N_("A Space Race player may decline to roll"),
                          {False: N_("No"), True: N_("Yes")}, N_("Optional rule.")),
        # the Deluxe edition's options (issue 22): the engine's own labels (None)
        "edition": (None, {}, ""),
        "optional_cards": (None, {False: N_("No"), True: N_("Yes")}, ""),    # + the cards
        "handicap": (N_("Handicap"), {"none": N_("None")},
                     N_("Extra influence for one side (11.1.4, 11.1.4.1).")),
        "chinese_civil_war": (None, {False: N_("No"), True: N_("Yes")},
                              N_("The China Card starts with neither player: the USSR claims "
                                 "it with 3 influence in the Chinese Civil War space.")),
        "scenario": (None, {}, ""),
    },
    "risk": {
        "variant": (N_("Game"), {"classic": N_("Classic (3-6 players)"),
                                 "two-player-passive": N_("2 players, neutral armies only defend"),
                                 "two-player-active": N_("2 players, neutral armies can be bribed"),
                                 "missions": N_("Secret missions (3-6 players)"),
                                 "teams": N_("Teams (4-6 players)")}, ""),
        "players": (N_("Players"), {n: str(n) for n in range(2, 7)}, ""),
        "territories": (N_("Territories"), {"dealt": N_("Dealt at random"),
                                            "claimed": N_("Claimed in turns")}, ""),
        "defence": (N_("Defender"), {"most": N_("Always rolls the most dice"),
                                     "choose": N_("Chooses the dice")}, ""),
        "shortcuts": (N_("Shortcuts"), {"on": N_("Automatic setup and attack-until buttons"),
                                        "off": N_("Every army by hand")}, ""),
    },
}

#: option key -> whether its row is shown for the options chosen, per game: an option that
#: changes nothing with the others is not offered (its value stays, harmless)
APPLIES = {
    "twilight": {"optional_cards": lambda options: options.get("edition") == "deluxe"},
}

#: a line under each game's title on the home screen (never the engine's key)
BLURBS = {"twilight": N_("2 players · the Cold War, 1945-1989"),
          "risk": N_("2-6 players · conquer the world"),
          "demo": N_("2 players · a short dice game to try the app")}

#: the colours players may pick (the box's armies), hex as the boards draw them; the
#: names are the engine's (the context ``risk player`` in the catalogs)
BOX_COLOURS = {"risk": (("Red", "#c62828"), ("Blue", "#1e5fb4"), ("Green", "#2e7d32"),
                        ("Yellow", "#e8aa00"), ("Black", "#263238"), ("White", "#f7f7f2"))}
COLOUR_CONTEXT = {"risk": "risk player"}
#: 2-player Risk: the neutral armies keep these colours, so players do not take them
NEUTRAL_COLOURS = {"risk": {"Yellow", "Blue", "Black"}}
TWO_PLAYER = {"two-player-passive", "two-player-active"}

#: computer levels offered per game (a subset of ``engine.bots.levels(game)``, checked
#: by the tests); "random" only under Advanced
BOT_LEVELS = {"twilight": ("easy", "hard"), "risk": ("easy", "hard")}
ADVANCED_LEVELS = ("random",)
LEVEL_WORDS = {"easy": N_("Easy"), "medium": N_("Medium"), "hard": N_("Hard"),
               "random": N_("Random moves")}


def _optional_cards() -> str:
    """The Deluxe optional cards' titles (the engine's export), in the page's language."""
    cards = get_spec("twilight").exports["deluxe_cards"]()
    return ", ".join(lang.name("twilight card", c["name"]) for c in cards if c["optional"])


#: option key -> a hint made from the game's data (no words of its own), per game
HINTS = {"twilight": {"optional_cards": _optional_cards}}


def ordered_games(games: list) -> list:
    """The games with the demo listed last."""
    return sorted(games, key=lambda pair: pair[0] == "demo")


def blurb(name: str) -> str:
    text = BLURBS.get(name, "")
    return _(text) if text else ""


def level_words(level: str) -> str:
    """A computer level as the form offers it ("Easy"), in the page's language."""
    return _(LEVEL_WORDS[level]) if level in LEVEL_WORDS else level


# ------------------------------------------------------------------ options
def option_words(game: str, opt) -> tuple[str, list[str], str]:
    """(label, words of each choice in order, hint) of an option, in the page's
    language."""
    label, values, hint = WORDS.get(game, {}).get(opt.key, (None, {}, ""))
    labels = list(opt.labels) if opt.labels else []
    words = []
    for i, choice in enumerate(opt.choices):
        if choice in values:
            words.append(_(values[choice]) if values[choice] else "")
        elif i < len(labels):
            words.append(t(labels[i]))
        else:
            words.append(str(choice))
    made = HINTS.get(game, {}).get(opt.key)
    hint = _(hint) if hint else (made() if made else "")
    return (_(label) if label else t(opt.label)), words, hint


def applies(game: str, key: str, options: dict) -> bool:
    """Whether option ``key`` is offered with ``options`` (``optional_cards``: only
    with the Deluxe edition)."""
    rule = APPLIES.get(game, {}).get(key)
    return rule is None or bool(rule(options))


def _valid(spec, options: dict) -> bool:
    try:
        spec.normalize_options(options)
    except RecordError:
        return False
    return True


def allowed_choices(spec, options: dict) -> dict:
    """{option key: [choices that can be picked now]}: a choice is offered when some
    values of the LATER options make the whole valid (earlier options stay as chosen),
    e.g. Risk's 2-player variants leave only 2 players."""
    out = {}
    opts = list(spec.options)
    for i, opt in enumerate(opts):
        later = opts[i + 1:]
        ok = []
        for choice in opt.choices:
            trial = dict(options)
            trial[opt.key] = choice
            if _valid(spec, trial) or (spec.check_options is not None
                                       and _completes(spec, trial, later)):
                ok.append(choice)
        out[opt.key] = ok
    return out


def _completes(spec, options: dict, later: list) -> bool:
    if not later:
        return _valid(spec, options)
    opt = later[0]
    return any(_completes(spec, {**options, opt.key: c}, later[1:]) for c in opt.choices)


def fit_options(spec, options: dict, changed: str | None = None) -> dict:
    """``options`` made valid: unknown keys and values dropped, then each option after
    the one just ``changed`` that can no longer be picked moves to its default, or to
    the first value that can."""
    out = {}
    for opt in spec.options:
        value = options.get(opt.key, opt.default)
        out[opt.key] = value if value in opt.choices and type(value) is type(opt.default) \
            else opt.default
    for opt in spec.options:
        allowed = allowed_choices(spec, out)[opt.key]
        if out[opt.key] not in allowed and allowed:
            out[opt.key] = opt.default if opt.default in allowed else allowed[0]
    return out


# ------------------------------------------------------------------ seats
@functools.lru_cache(maxsize=128)
def _table(game: str, options_json: str) -> tuple:
    spec = get_spec(game)
    state = spec.new(fit_options(spec, json.loads(options_json)), 0)
    teams = {}
    try:                            # public facts of the new game: who plays with whom
        for team in state.view(None).get("teams") or []:
            for side in team["players"]:
                teams[side] = team["name"]     # a message, or English text
    except Exception:
        teams = {}
    return tuple(state.players), tuple(teams.get(p, "") for p in state.players)


def sides(game: str, options: dict) -> list[str]:
    """The engine's name of each seat for these options (a new game's ``players``: its
    count and names may follow the options, e.g. Risk's player count, Twilight's bid)."""
    return list(_table(game, json.dumps(options, sort_keys=True))[0])


def teams(game: str, options: dict) -> list:
    """Each seat's team ("Team A", as the engine names it), or "" without teams."""
    return list(_table(game, json.dumps(options, sort_keys=True))[1])


def colour_choices(game: str, options: dict) -> list[tuple[str, str]]:
    """[(colour name, hex)] players may pick; empty when the sides have fixed colours."""
    colours = BOX_COLOURS.get(game, ())
    if options.get("variant") in TWO_PLAYER:
        colours = tuple(c for c in colours if c[0] not in NEUTRAL_COLOURS.get(game, ()))
    return list(colours)


def colour_name(game: str, hexcode) -> str:
    """The English name of a box colour (the engine's: stored in records)."""
    for name, code in BOX_COLOURS.get(game, ()):
        if code.lower() == str(hexcode).lower():
            return name
    return ""


def colour_label(game: str, cname: str) -> str:
    """A colour's name in the page's language."""
    return lang.name(COLOUR_CONTEXT.get(game, ""), cname) if cname else ""


def default_name(game: str, index: int, side: str, colour: str | None = None) -> str:
    """A seat's name until one is typed: the side's own ("USSR", "US") where sides are
    fixed; where players pick their colour, the colour's name ("Red"), else "Player 1"."""
    if BOX_COLOURS.get(game):
        return colour_name(game, colour) or f"Player {index + 1}"
    return side


def default_label(game: str, index: int, side: str, colour: str | None = None):
    """:func:`default_name` as the page shows it (a message: in the page's language;
    the record keeps the English name, so a save never depends on the language)."""
    if BOX_COLOURS.get(game):
        cname = colour_name(game, colour)
        if cname:
            return term(COLOUR_CONTEXT.get(game, ""), cname)
        return msg("Player {n}", n=index + 1)
    from ui import side_term
    return side_term(game, side)


def levels(game: str, advanced: bool = False) -> list[str]:
    return list(BOT_LEVELS.get(game, ())) + (list(ADVANCED_LEVELS) if advanced
                                             and game in BOT_LEVELS else [])


def fit_seats(game: str, options: dict, seats: list | None) -> list[dict]:
    """One seat per side (kept in order from ``seats``, new ones with defaults): a name
    (trimmed, at most MAX_NAME_CHARS characters; empty means the default), a colour where
    the game offers them (each used once), and ``bot`` None (a person) or a level."""
    names = sides(game, options)
    colours = colour_choices(game, options)
    codes = [code for _, code in colours]
    seats = [s for s in (seats or []) if isinstance(s, dict)]
    out = []
    used = set()
    for i, side in enumerate(names):
        seat = seats[i] if i < len(seats) else {}
        name = seat.get("name")
        name = name.strip()[:MAX_NAME_CHARS] if isinstance(name, str) else ""
        bot = seat.get("bot")
        bot = bot if bot in levels(game, advanced=True) else None
        colour = seat.get("colour")
        colour = colour if colour in codes and colour not in used else None
        out.append({"name": name, "colour": colour, "bot": bot})
        if colour:
            used.add(colour)
    for i, seat in enumerate(out):           # default colours: the side's own, else free
        if codes and seat["colour"] is None:
            own = dict(colours).get(names[i])
            free = [c for c in codes if c not in used]
            seat["colour"] = own if own in free else (free[0] if free else None)
            if seat["colour"]:
                used.add(seat["colour"])
    return out


def players_for(game: str, options: dict, seats: list) -> list[dict]:
    """``Record.players`` for a new game from the form's seats (empty names filled with
    their default)."""
    names = sides(game, options)
    out = []
    for i, seat in enumerate(fit_seats(game, options, seats)):
        out.append({"name": seat["name"] or default_name(game, i, names[i], seat["colour"]),
                    "colour": seat["colour"], "bot": seat["bot"]})
    return check_players(out, "new game")


# ------------------------------------------------------------------ remembered choices
def recall(text, game: str) -> tuple[dict, list] | None:
    """The options and seats last chosen for ``game`` from the stored ``text``, or None
    (nothing stored, or content that is not ours: ignored)."""
    try:
        data = json.loads(text) if isinstance(text, str) else None
        entry = data["games"][game]
        spec = get_spec(game)
        options = entry["options"]
        seats = entry["seats"]
        if not isinstance(options, dict) or not isinstance(seats, list):
            return None
        options = fit_options(spec, {k: v for k, v in options.items()
                                     if isinstance(k, str)})
        return options, fit_seats(game, options, seats)
    except Exception:
        return None


def remember(text, game: str, options: dict, seats: list) -> str:
    """The stored text with ``game``'s choices replaced (other games' kept)."""
    try:
        data = json.loads(text) if isinstance(text, str) else None
    except ValueError:
        data = None
    games = data.get("games") if isinstance(data, dict) else None
    games = {k: v for k, v in games.items() if k in GAMES} if isinstance(games, dict) else {}
    games[game] = {"options": dict(options),
                   "seats": [{"name": s["name"], "colour": s["colour"], "bot": s["bot"]}
                             for s in seats]}
    return json.dumps({"v": VERSION, "games": games})
