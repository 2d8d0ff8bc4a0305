"""The app's screens as markup. Pure Python: no browser import, so CPython can test it.

* :func:`home` — game picker, new-game options, "continue" for a saved game.
* :func:`game` — the generic decision panel: whose turn, the engine's prompt, its legal
  actions as buttons (texts from the engine's labels), the board (a game's renderer or
  the generic one), the log, and the tools (undo, new game, share link, save, open).

A screen receives ``state.observe(viewer)`` (the view, the legal actions, their labels),
never the State. What is legal is never decided here: buttons are exactly the legal
actions given (less those a board renderer shows as tappable board pieces itself).
"""

from __future__ import annotations

import traceback

import boards
import lang
import newgame
from faces import face
from engine.core.i18n import N_, is_msg
from lang import Markup, _, _n, t
from seats import (is_light, level_term, seat_bot, seat_kind, seat_name, seat_style,
                   seat_title, seat_title_msg, side_term)
from ui import attrs, button, esc, player_class, tag

LOG_SHOWN = 200


def _notice(notice) -> str:
    if not notice:
        return ""
    kind, text = notice
    return tag("div", tag("span", esc(text), cls="notice-text")
               + button("✕", cls="notice-close", data_cmd="dismiss", aria_label=_("Dismiss")),
               cls=f"notice {kind}", role="alert" if kind == "error" else "status")


def footer(version: str, pyodide: str = "") -> str:
    parts = [esc(_("Rules engine {version}", version=Markup(
        f'<span id="engine-version">{esc(version)}</span>')))]
    if pyodide:
        parts.append(esc(_("Python {version} in your browser", version=pyodide)))
    parts.append(esc(_("works offline, nothing leaves this page")))
    return tag("footer", " · ".join(parts))


def language_picker(where: str) -> str:
    """The languages, each in its own words (marked with its ``lang``); a change goes
    to ``App.on_change`` (``data-cmd="lang"``). The pseudo-language is never offered."""
    current = lang.code()
    options = "".join(
        f'<option value="{code}" lang="{code}"{" selected" if code == current else ""}>'
        f'{esc(native)}</option>' for code, native in lang.LANGUAGES)
    return tag("label", tag("span", "🌐", aria_hidden="true")
               + f'<select data-cmd="lang" id="lang-{where}"'
               f'{attrs(aria_label=_("Language"), title=_("Language"))}>{options}</select>',
               cls="lang-pick")


# ------------------------------------------------------------------------- home
def home(games: list, version: str, *, picked: str | None, options: dict,
         resume: str | None, previous: str | None, notice=None, pyodide: str = "",
         saved: str = "", form: dict | None = None) -> str:
    """``games``: [(name, spec)] (the demo is listed last); ``options``: the options being
    chosen for ``picked``; ``form``: the rest of the new-game form (``seats``,
    ``advanced``, ``seed``; see :func:`new_game`); ``saved``: the saved-games list, as
    markup (``library.render``)."""
    cards = []
    for name, spec in newgame.ordered_games(games):
        sel = name == picked
        cards.append(tag("button",
                         tag("span", esc(lang.name("game", spec.title)), cls="game-title")
                         + tag("span", esc(newgame.blurb(name)), cls="game-name"),
                         type="button", cls="game-card" + (" selected" if sel else ""),
                         data_cmd="pick", data_game=name, aria_pressed="true" if sel else "false"))
    parts = [tag("header", tag("h1", esc(_("Board games")))
                 + tag("p", esc(_("Pass-and-play on one screen. Pick a game.")), cls="sub")
                 + language_picker("home"), cls="home-head"),
             _notice(notice)]
    if resume:
        parts.append(tag("div", tag("span", esc(resume), cls="resume-text")
                         + button(_("Continue"), cls="btn primary big", data_cmd="resume"),
                         cls="resume"))
    parts.append(saved)
    parts.append(tag("div", "".join(cards), cls="game-list", id="game-list"))
    if picked:
        parts.append(new_game(picked, dict(games)[picked], options, form or {}))
    if previous:
        parts.append(tag("div", tag("span", esc(previous), cls="resume-text")
                         + button(_("Back to it"), cls="btn", data_cmd="resume-previous"),
                         cls="resume previous"))
    parts.append(tag("div",
                     tag("label", esc(_("Open a save file")) + '<input type="file" accept=".json,'
                         'application/json" data-cmd="open-file" hidden>', cls="btn")
                     + tag("span", esc(_("or open a shared link: it starts with {start}",
                                         start="…#v1.")), cls="muted"),
                     cls="tools"))
    parts.append(footer(version, pyodide))
    return tag("div", "".join(parts), cls="screen home")


def new_game(game: str, spec, options: dict, form: dict) -> str:
    """The new-game form: the options in a player's words (only the choices that can be
    picked now: Risk's 2-player games have 2 players), one row per seat (name, colour
    where the game offers one, person or computer), the seed under "Advanced"."""
    allowed = newgame.allowed_choices(spec, options)
    rows = []
    for opt in spec.options:
        if not newgame.applies(game, opt.key, options):
            continue
        label, words, hint = newgame.option_words(game, opt)
        offered = [(i, c, w) for i, (c, w) in enumerate(zip(opt.choices, words))
                   if c in allowed.get(opt.key, opt.choices)]
        control = tag("div", "".join(
            tag("button", esc(w), type="button",
                cls="seg" + (" on" if options.get(opt.key) == c else ""),
                data_cmd="opt", data_key=opt.key, data_index=str(i),
                aria_pressed="true" if options.get(opt.key) == c else "false")
            for i, c, w in offered), cls="segs", role="group", aria_label=label)
        rows.append(tag("div", tag("span", esc(label), cls="opt-label") + control
                        + (tag("small", esc(hint), cls="opt-hint") if hint else ""),
                        cls="opt-row", data_opt=opt.key))
    advanced = bool(form.get("advanced"))
    seats = form.get("seats") or []
    seat_rows = "".join(_seat_row(game, options, seats, i, advanced) for i in range(len(seats)))
    seats_html = tag("fieldset", tag("legend", esc(_("Players"))) + seat_rows, cls="seats",
                     id="seats")
    more = button(("▾ " if advanced else "◂ " if lang.rtl() else "▸ ") + _("Advanced"), cls="btn advanced-toggle",
                  data_cmd="advanced", aria_expanded="true" if advanced else "false",
                  aria_controls="advanced")
    extra = ""
    if advanced:
        extra = tag("div", tag("label", esc(_("Seed (empty: random)")) + " "
                               f'<input id="seed" inputmode="numeric" pattern="[0-9]*" '
                               f'autocomplete="off" maxlength="19"'
                               f'{attrs(placeholder=_("random"), value=form.get("seed") or None)}>',
                               cls="seed")
                    + tag("p", esc(_("The same seed and choices give the same game: the same "
                                     "deal and the same dice.")), cls="muted"),
                    cls="advanced", id="advanced")
    return tag("section",
               tag("h2", esc(_("New game of {game}", game=lang.name("game", spec.title))))
               + "".join(rows) + seats_html + more + extra
               + button(_("Start game"), cls="btn primary big", data_cmd="start"),
               cls="new-game", id="new-game", data_game=game)


def _seat_row(game: str, options: dict, seats: list, i: int, advanced: bool) -> str:
    seat = seats[i]
    sides = newgame.sides(game, options)
    side = sides[i] if i < len(sides) else f"Player {i + 1}"
    colours = newgame.colour_choices(game, options)
    head = t(side_term(game, side)) if not colours else _("Player {n}", n=i + 1)
    team = (newgame.teams(game, options) + [""] * len(seats))[i]
    default = t(newgame.default_label(game, i, side, seat.get("colour")))
    name = (f'<input class="seat-name" data-seat="{i}" maxlength="{newgame.MAX_NAME_CHARS}" '
            f'autocomplete="off" spellcheck="false"'
            + attrs(value=seat.get("name") or None, placeholder=default,
                    aria_label=_("Name of {player}", player=head)) + ">")
    swatches = ""
    if colours:
        swatches = tag("div", "".join(
            button("", cls="swatch" + (" on" if seat.get("colour") == code else ""),
                   data_cmd="seat-colour", data_seat=str(i), data_colour=code,
                   style=f"--sw: {code}", title=newgame.colour_label(game, cname),
                   aria_label=newgame.colour_label(game, cname),
                   aria_pressed="true" if seat.get("colour") == code else "false")
            for cname, code in colours), cls="swatches", role="group",
            aria_label=_("Colour of {player}", player=head))
    kinds = [(None, _("Person"))] + [(lv, _("Computer: {level}", level=newgame.level_words(lv)))
                                     for lv in newgame.levels(game, advanced)]
    if seat.get("bot") and seat["bot"] not in [k for k, _w in kinds]:
        level = seat["bot"]
        kinds.append((level, _("Computer: {level}", level=newgame.level_words(level))))
    who = ""
    if len(kinds) > 1:
        who = tag("div", "".join(
            tag("button", esc(text), type="button",
                cls="seg" + (" on" if seat.get("bot") == level else ""),
                data_cmd="seat-bot", data_seat=str(i), data_level=level or "",
                aria_pressed="true" if seat.get("bot") == level else "false")
            for level, text in kinds), cls="segs", role="group",
            aria_label=_("Who plays {player}", player=head))
    style = f"--pc: {seat['colour']}" if seat.get("colour") else None
    team_html = tag("small", esc(lang.name(face(game).TEAM_CONTEXT, team)),
                    cls="seat-team") if team else ""
    side_html = tag("span", esc(head) + team_html, cls="seat-side")
    return tag("div", side_html + name + swatches + who,
               cls=f"seat {player_class(i)}", data_seat=str(i), style=style)


# ------------------------------------------------------------------------- game
def player_chips(observed: dict) -> str:
    """The seats in the header: each person's name (with the side, "Ada (USSR)"), in the
    seat's colour, "computer, hard" for a computer player."""
    chips = []
    to_move = observed["to_move"]
    table = observed.get("table")
    winners = set(observed["winners"]) if observed["over"] else set()
    game = observed.get("game")
    for i, _side in enumerate(observed["players"]):
        mark = " ★" if i in winners else ""
        kind = seat_kind(table, i)
        style = seat_style(table, i)
        cls = f"chip {player_class(i)}" + (" active" if to_move == i else "") \
            + (" winner" if i in winners else "") + (" bot" if kind else "") \
            + (" light" if style and is_light(style[-7:]) else "")
        chips.append(tag("span", esc(seat_title(observed["players"], table, i, game)) + mark
                         + (tag("small", " · " + esc(kind), cls="chip-kind") if kind else ""),
                         cls=cls, style=style, data_seat=str(i)))
    return tag("div", "".join(chips), cls="chips", id="seats-bar")


def _board(game: str, module, ctx) -> str:
    try:
        return module.render(ctx)
    except Exception:                       # a renderer bug must not block the game
        print(f"board renderer {getattr(module, '__name__', module)} failed:\n"
              + traceback.format_exc())
        return boards.render_generic(ctx) + tag(
            "p", esc(_("(simplified board: its drawing failed)")), cls="muted")


def _log(lines: list) -> str:
    """The log, newest first: the engine's messages in the page's language."""
    start = max(0, len(lines) - LOG_SHOWN)
    items = "".join(tag("li", esc(t(line)), value=str(i + 1))
                    for i, line in reversed(list(enumerate(lines))[start:]))
    more = tag("p", "… " + esc(_n("{n} earlier entry", "{n} earlier entries", start)),
               cls="muted") if start else ""
    # scrolled by itself in the one-screen layout: reached by Tab (tabindex) so that a
    # keyboard can scroll it too
    return tag("aside", tag("h2", esc(_("Log"))) + tag("ol", items, reversed=True, id="log")
               + more, cls="log", id="log-panel", aria_label=_("Game log"), tabindex="0")


#: the keyboard's shortcuts, as the help panel lists them (keys, what they do)
SHORTCUTS = (
    ("Tab / ⇧ Tab", N_("go to the next / previous control")),
    ("← ↑ → ↓", N_("go from one highlighted place of the map to the next")),
    ("Enter / Space", N_("play the card, place or button that has the focus")),
    ("+ / − / 0", N_("zoom the map in, out, fit it to the screen")),
    ("M", N_("go to the map's first highlighted place")),
    ("D", N_("go to the decision (what to do now)")),
    ("H", N_("open your hand (on a phone) and go to its first card")),
    ("L", N_("show or hide the log")),
    ("Esc", N_("close a panel, cancel a choice")),
    ("?", N_("show or hide this help")),
)


def help_panel(keys: bool = True) -> str:
    """The keyboard's shortcuts (opened by the "?" key or the tools' button; shown and
    hidden by the page's script, ``a11y.js``, which keeps it across redraws). ``keys``:
    the single-key shortcuts (letters, digits, signs) are on; a player turns them off
    here (WCAG 2.1.4) and ``a11y.js`` then ignores them (``data-keys="off"``)."""
    rows = "".join(tag("dt", tag("kbd", esc(keys))) + tag("dd", esc(_(what)))
                   for keys, what in SHORTCUTS)
    return tag("section",
               tag("h2", esc(_("Keyboard shortcuts")), id="help-title")
               + tag("dl", rows)
               + button(("☑" if keys else "☐") + " " + _("Single-key shortcuts"), cls="btn",
                        data_cmd="keys", aria_pressed="true" if keys else "false",
                        title=_("M, D, H, L, ?, +, − and 0 act only while this is on"))
               + button(_("Close"), cls="btn primary", data_panel="help", data_esc="1"),
               cls="help-panel", id="help-panel", role="dialog",
               aria_labelledby="help-title", data_keys="on" if keys else "off")


def named_prompt(prompt, players, table, seat: int, game: str | None = None) -> str:
    """The engine's prompt (a message) in the page's language, with the person's name
    where it opens with the side's: "USSR: place 6 more..." -> "Ada (USSR): place 6
    more...", "Green: place an army" -> "Bob: place an army" (a Risk player who chose
    another colour). The side is the message's argument that names it (a term)."""
    side = str(players[seat])
    if not table or not prompt:
        return t(prompt) if prompt else ""
    if is_msg(prompt):
        args = prompt.get("args") or {}
        if str(prompt).startswith(side + ":"):
            for key, value in args.items():
                if is_msg(value) and value.get("ctx") and value.get("id") == side:
                    title = seat_title_msg(players, table, seat, game)
                    return t(dict(prompt, args={**args, key: title}))
        return t(prompt)
    if prompt.startswith(side + ":"):          # plain text (an engine not converted yet)
        return seat_title(players, table, seat, game) + prompt[len(side):]
    return prompt


def decision(observed: dict, ctx, module, *, handoff: bool, done_for: int | None = None,
             can_undo: bool = False, place: str = "bottom", notice: str = "") -> str:
    """The decision panel of the player to move (whose turn, the prompt and the legal
    actions as buttons, less those the board shows itself) or the result; or, between
    two people, the mover's last check (``done_for``) and then the curtain
    (``handoff``). Those two are fixed to the screen (always in view) at the ``place``
    ("top" or "bottom") away from the tap that brought them, so a stray second tap finds
    nothing to press. The curtain covers the screen, so it carries the ``notice``
    (markup) itself. When a computer player is to move, the panel says so (no actions;
    the person's own view stays on the screen). Players are named by the table
    (``observed["table"]``: "Ada (USSR)"), else by their side."""
    if observed["over"]:
        return _over_panel(observed)
    bot = seat_bot(observed.get("table"), observed["to_move"])
    if done_for is not None:
        return _done_panel(observed, done_for, bot, can_undo, place)
    if bot and not handoff:
        return _bot_panel(observed, bot)
    if handoff or observed["viewer"] != observed["to_move"]:
        return _curtain(observed, place, notice)
    return _turn_panel(observed, ctx, module)


def _over_panel(observed: dict) -> str:
    """The result, "Play again" and "Other game"."""
    players, table, game = observed["players"], observed.get("table"), observed.get("game")
    names = [seat_title(players, table, w, game) for w in observed["winners"]]
    result = _n("{players} wins.", "{players} win.", len(names),
                players=lang.and_list(names)) if names else _("No winner.")
    body = (tag("div", esc(_("Game over")), cls="whose")
            + tag("div", esc(result), cls="prompt", id="result")
            + tag("div", button(_("Play again"), cls="btn primary big", data_cmd="rematch")
                  + button(_("Other game"), cls="btn big", data_cmd="home"),
                  cls="actions"))
    return tag("section", body, cls="decision over", id="decision")


def _done_panel(observed: dict, done_for: int, bot, can_undo: bool, place: str) -> str:
    """The mover's last check of a finished turn: undo, or hide the cards and pass."""
    players, table, game = observed["players"], observed.get("table"), observed.get("game")
    to_move = observed["to_move"]
    who = seat_title(players, table, to_move, game)
    mover = seat_title(players, table, done_for, game)
    if bot:
        then = _("Check the board; you may still take back your last move. Then hide "
                 "your cards: the computer plays next.")
        label = _("Hide my cards")
    else:
        then = _("Check the board; you may still take back your last move. Then hide "
                 "your cards and pass the device to {player}.", player=who)
        label = _("Hide my cards, pass to {player}",
                  player=seat_name(players, table, to_move, game))
    body = (tag("div", esc(_("{player}: your turn is done", player=mover)), cls="whose")
            + tag("div", esc(then), cls="prompt")
            + tag("div", button("↶ " + _("Undo my last move"), cls="btn big",
                                data_cmd="undo", disabled=not can_undo)
                  + button(label, cls="btn primary big", data_cmd="handover")
                  # its own, as on the curtain: docked at the top, the panel can
                  # cover the bar's button on a narrow screen
                  + button("☰ " + _("Games"), cls="btn", data_cmd="home"),
                  cls="actions"))
    return tag("section", body, id="decision", role="dialog", aria_label=_("Turn done"),
               cls=f"decision done dock at-{place} {player_class(done_for)}",
               style=seat_style(table, done_for))


def _bot_panel(observed: dict, bot: str) -> str:
    """The computer is to move: who, at which level; no actions."""
    players, table, game = observed["players"], observed.get("table"), observed.get("game")
    to_move = observed["to_move"]
    body = (tag("div", esc(_("{player} to play",
                             player=seat_title(players, table, to_move, game))), cls="whose")
            + tag("div", esc(_("The computer ({level}) plays {side}.",
                               level=level_term(bot),
                               side=side_term(game, players[to_move]))),
                  cls="prompt", id="prompt")
            + tag("div", "", cls="actions", id="actions"))
    return tag("section", body, cls=f"decision waiting {player_class(to_move)}",
               id="decision", style=seat_style(table, to_move), aria_live="polite")


def _curtain(observed: dict, place: str, notice: str) -> str:
    """The hand-off curtain: the next player's name and "show my turn"."""
    players, table, game = observed["players"], observed.get("table"), observed.get("game")
    to_move = observed["to_move"]
    who = seat_title(players, table, to_move, game)
    body = (tag("div", esc(_("{player} to play", player=who)), cls="whose")
            + tag("div", esc(_("Pass the device to {player}. Their cards stay hidden "
                               "until they tap.", player=who)), cls="prompt")
            + tag("div", button(_("I am {player}: show my turn",
                                  player=seat_name(players, table, to_move, game)),
                                cls="btn primary big", data_cmd="reveal")
                  + button("☰ " + _("Games"), cls="btn", data_cmd="home"),
                  cls="actions"))
    card = tag("div", notice + body, cls="curtain-card", style=seat_style(table, to_move))
    return tag("section", card, id="decision", role="dialog", aria_modal="true",
               aria_label=_("Hand-off"), cls=f"decision curtain at-{place} "
               f"{player_class(to_move)}")


def _turn_panel(observed: dict, ctx, module) -> str:
    """The mover's panel: whose turn, the prompt, the actions the board leaves as
    buttons."""
    players, table, game = observed["players"], observed.get("table"), observed.get("game")
    to_move = observed["to_move"]
    style = seat_style(table, to_move)
    labels = ctx.labels
    buttons_html = "".join(button(labels.get(a, a), cls="btn act big", data_action=a)
                           for a in boards.shown_buttons(module, ctx))
    body = (tag("div", esc(_("{player} to play",
                             player=seat_title(players, table, to_move, game))), cls="whose")
            + tag("div", esc(named_prompt(observed["prompt"] or "", players, table, to_move,
                                          game)),
                  cls="prompt", id="prompt")
            + tag("div", buttons_html, cls="actions", id="actions"))
    return tag("section", body, cls=f"decision {player_class(to_move)}"
               + (" light" if style and is_light(style[-7:]) else ""), id="decision",
               style=style)


SHARE_WARNING = N_("Whoever opens this link sees every card: both hands, the draw pile and "
                   "any secret choice. Send it only to continue the game on another device, "
                   "or once the game is over.")


def _tools(turn: bool, can_undo: bool, privacy: bool, persons: int) -> str:
    """The game's tools: undo, new game, share, save, the record, review, open, the
    privacy setting (two people or more, on a turn screen) and the language."""
    return "".join([
        button("↶ " + _("Undo"), cls="btn", data_cmd="undo", disabled=not (can_undo and turn),
               title=_("Take back your last move (not past a die roll or a card shown, "
                       "nor past the hand-off)")),
        button(_("New game"), cls="btn", data_cmd="new"),
        button(_("Share link"), cls="btn", data_cmd="share"),
        button(_("Save file"), cls="btn", data_cmd="download"),
        button(_("Game record (text)"), cls="btn", data_cmd="record-text"),
        button(_("Review"), cls="btn", data_cmd="review",
               title=_("Step through the game so far, with its charts")),
        tag("label", esc(_("Open file")) + '<input type="file" accept=".json,application/json" '
            'data-cmd="open-file" hidden>', cls="btn"),
        button(("☑" if privacy else "☐") + " " + _("Hide cards between turns"), cls="btn",
               data_cmd="privacy", aria_pressed="true" if privacy else "false")
        if turn and persons >= 2 else "",
        language_picker("game"),
    ])


def _share_box(share: str) -> str:
    """The link to the game, its warning (it shows every card), copy and close."""
    return tag("div",
               tag("label", esc(_n("Link to this game ({n} character)",
                                   "Link to this game ({n} characters)",
                                   len(share))), for_="share-link")
               + tag("p", "⚠ " + esc(_(SHARE_WARNING)), cls="share-warning",
                     id="share-warning")
               + f'<input id="share-link" dir="ltr" readonly{attrs(value=share)}>'
               + button(_("Copy"), cls="btn primary", data_cmd="copy")
               + button(_("Close"), cls="btn", data_cmd="unshare"),
               cls="share")


def game(observed: dict, *, title: str, version: str, handoff: bool, privacy: bool,
         ui: dict, moves: int, can_undo: bool, share: str | None = None, notice=None,
         pyodide: str = "", done_for: int | None = None, place: str = "bottom",
         persons: int = 2, extra: str = "", keys: bool = True) -> str:
    """The game screen from ``observed`` = ``state.observe(viewer)``: the screen never
    sees the State. ``handoff``: the curtain (viewer None, nobody's view); ``done_for``:
    the mover's last check of a finished turn (``observed`` is their view, without legal
    actions); viewer None too once the game is over. ``moves`` and ``can_undo`` come from
    the app's session (the record, the undo stack, the hand-off rule); ``persons``: how
    many seats people play (the privacy setting is offered only with two or more);
    ``extra``: markup under the tools (the charts of a finished game); ``keys``: the
    single-key shortcuts are on (the help panel's setting)."""
    game_name = observed["game"]
    over = observed["over"]
    turn = not (over or handoff or done_for is not None)
    curtain = handoff and not over
    ctx = boards.context(observed, ui)
    view = ctx.view
    module = boards.renderer_for(game_name)
    log_lines = view.get("log") if isinstance(view.get("log"), list) else []
    head = tag("header",
               button("☰ " + _("Games"), cls="btn", data_cmd="home")
               + tag("h1", esc(lang.name("game", title))
                     + tag("small", " " + esc(_("move {n}", n=moves))), cls="title")
               + player_chips(observed), cls="bar")
    # Between two players (done panel, curtain) no tool is offered: neither undo (it
    # would cross the hand-off) nor a setting that reveals a hand.
    tools = "" if not (turn or over) else (
        _tools(turn, can_undo, privacy, persons)
        + button(_("Log"), cls="btn log-btn", data_panel="log", aria_controls="log-panel",
                 aria_expanded="false")
        + button("⌨ " + _("Keys"), cls="btn", data_panel="help", aria_controls="help-panel",
                 aria_expanded="false", title=_("Keyboard shortcuts (?)")))
    share_html = _share_box(share) if share else ""
    main_col = tag("div",
                   decision(observed, ctx, module, handoff=curtain, done_for=None if over
                            else done_for, can_undo=can_undo, place=place,
                            notice=_notice(notice) if curtain else "")
                   + tag("section", _board(game_name, module, ctx), cls="board",
                         id="board", data_game=game_name)
                   + tag("div", tools, cls="tools") + share_html + extra,
                   cls="main-col")
    return tag("div", head + ("" if curtain else _notice(notice))
               + tag("div", main_col + _log(log_lines), cls="game-grid") + help_panel(keys)
               + footer(version, pyodide),
               cls=f"screen game game-{esc(game_name)}", data_over="1" if over else None)
