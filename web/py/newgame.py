"""The new-game form's logic: words for every option, the seats (who plays each side:
a name, a colour where the game lets players pick one, a person or the computer), and
the last choices remembered per game. Pure Python (no browser import): CPython tests
run all of it; ``screens.new_game`` draws it and ``app.py`` keeps the form's state.

The engine's option keys and values (``two-player-passive``, ``most``) never reach the
page: the game's face (``OPTION_WORDS``, ``faces.py``) gives each option and each of its
values the words a player uses, falling back to the engine's own labels
(``OptionSpec.labels``), then to the value itself only for numbers.
``tests/web/test_new_game.py`` checks that every option of every game has words.
"""

from __future__ import annotations

import functools
import json

import lang
from engine.core import RecordError
from engine.core.i18n import N_
from engine.core.record import MAX_NAME_CHARS, check_players
from engine.games import GAMES, get_spec
from faces import face
from lang import _, t
from seats import colour_name, default_label, default_name  # noqa: F401  (re-exported)

KEY = "boardgames.newgame"
VERSION = 1

#: the computer's levels as the form offers them (a level without words here is shown
#: by its name, capitalised); the levels themselves are the engine's
#: (``engine.bots.levels``), "random" only under Advanced
LEVEL_WORDS = {"easy": N_("Easy"), "medium": N_("Medium"), "hard": N_("Hard"),
               "expert": N_("Expert"), "random": N_("Random moves")}
ADVANCED_LEVELS = ("random",)


def ordered_games(games: list) -> list:
    """The games in their order, those whose face says ``LISTED_LAST`` (the demo) last."""
    return sorted(games, key=lambda pair: bool(face(pair[0]).LISTED_LAST))


def blurb(name: str) -> str:
    text = face(name).BLURB
    return _(text) if text else ""


def level_words(level: str) -> str:
    """A computer level as the form offers it ("Easy"), in the page's language."""
    return _(LEVEL_WORDS[level]) if level in LEVEL_WORDS else level.capitalize()


# ------------------------------------------------------------------ options
def option_words(game: str, opt) -> tuple[str, list[str], str]:
    """(label, words of each choice in order, hint) of an option, in the page's
    language."""
    label, values, hint = face(game).OPTION_WORDS.get(opt.key, (None, {}, ""))
    labels = list(opt.labels) if opt.labels else []
    words = []
    for i, choice in enumerate(opt.choices):
        if choice in values:
            words.append(_(values[choice]) if values[choice] else "")
        elif i < len(labels):
            words.append(t(labels[i]))
        else:
            words.append(str(choice))
    made = face(game).OPTION_HINTS.get(opt.key)
    hint = _(hint) if hint else (made() if made else "")
    return (_(label) if label else t(opt.label)), words, hint


def applies(game: str, key: str, options: dict) -> bool:
    """Whether option ``key`` is offered with ``options`` (``optional_cards``: only
    with the Deluxe edition)."""
    rule = face(game).OPTION_APPLIES.get(key)
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
    shown = face(game)
    reserved = set(shown.reserved_colours(options))
    return [c for c in shown.COLOURS if c[0] not in reserved]


def colour_label(game: str, cname: str) -> str:
    """A colour's name in the page's language."""
    return lang.name(face(game).COLOUR_CONTEXT, cname) if cname else ""


def levels(game: str, advanced: bool = False) -> list[str]:
    """The computer levels the form offers for ``game``: the engine's
    (``engine.bots.levels``), weakest first, "random" only under ``advanced``; none for
    a game without a computer player of its own."""
    from engine.bots import levels as engine_levels     # the bots' code: when asked
    try:
        found = [lv for lv in engine_levels(game) if lv not in ADVANCED_LEVELS]
    except ImportError:             # a game declared outside engine/ (a test's): none
        found = []
    return found + (list(ADVANCED_LEVELS) if advanced and found else [])


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
