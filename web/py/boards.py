"""Board renderers: how a game plugs its own picture into the generic decision panel.

A game named ``NAME`` in ``engine.games.GAMES`` may ship ``web/py/games/NAME/board.py``
beside its face (``faces.py``), found by name.

A board receives a :class:`BoardContext` and nothing else: the viewer's ``view`` (plain
data from ``state.observe(viewer)``), the legal actions and ``labels`` (their button
texts). It never sees the engine's State, so it cannot show a secret the view leaves
out, and it imports only ``engine.games`` / ``engine.core`` (tests/web/test_boundary.py
checks both). The module has:

``render(ctx) -> str`` (required)
    Markup (HTML, inline SVG welcome) of the board area. It is redrawn after every
    change, so it needs no listeners of its own (the page's listeners are the app's).
    A board is a function of its context: what it must remember from one redraw to the
    next goes in ``ctx.keep`` (tests/web/test_faces.py fails on module state).
``buttons(ctx) -> list[str]`` (optional)
    Which of ``ctx.legal`` the panel still shows as buttons (default: all of them).
    Actions the board makes tappable can be left out here.
``ctx.table``
    Who sits at each seat: ``[{"name", "colour", "bot"}, ...]`` (the players' names,
    the colours they chose, computer levels), or None for a game saved before names.
``ctx.since`` / ``ctx.fresh``
    The viewer's view right after their own last decision, and whether they have just
    taken the device: what a board needs to say what happened since their last turn
    (and to highlight it until their first tap).
``ctx.changed``
    In a review: the places (countries, territories) the move on screen changed; a
    board outlines them as it does "since your last turn".
``ctx.advice``
    ``{action: {"warning": text, "preview": text}}`` from ``state.observe`` (the deciding
    viewer only): a board asks for a confirm before a warned action, shows previews.
``ctx.keep`` / ``ctx.screen``
    The board's memory between redraws (a dict the app keeps while the game is on
    screen) and the screen's size (width, height) in CSS pixels (None outside the page).
``layout(screen, keep) -> str`` (optional)
    For a board that draws one of several arrangements for the screen's shape (the
    Twilight map: "wide" or "tall"), marked ``data-layout`` on its drawing: the app asks
    again after a resize and redraws when the answer differs from what is drawn.
``SHOWS_SINCE = True`` (optional)
    The board draws its own "since your last turn" from ``ctx.since``; the app then adds
    no generic list of the log lines on the player's turn.
``on_ui(ctx, data: dict) -> str | None`` (optional)
    Called for a tap on an element carrying ``data-ui="..."`` inside the board, with
    that element's ``data-*`` attributes as a dict (keys without the ``data-`` prefix).
    Return an action to play, or None (the board is redrawn; keep your selection in
    ``ctx.ui``, a dict that lives until the next move).

Any element with ``data-action="ACTION"`` plays ACTION when tapped: the engine checks it,
so a board only ever offers what is in ``ctx.legal``. Games without a module get
:func:`render_generic`, a plain listing of the player's view. A renderer that raises is
reported in the console and replaced by the generic one, so a bug never blocks a game.
"""

from __future__ import annotations

import types
from dataclasses import dataclass, field

import faces
from engine.core.i18n import is_msg
from lang import _, t
from ui import button, esc, tag


@dataclass
class BoardContext:
    game: str
    view: dict                  # state.view(viewer): what may be shown now
    viewer: int | None          # whose eyes the screen is for (None: nobody's hand)
    legal: list                 # the actions the engine offers now (empty if hidden)
    labels: dict                # {action: button text} for every legal action
    ui: dict = field(default_factory=dict)
    # "Since your last turn": the viewer's own view right after their last decision (None
    # before it, or when nobody's eyes are on the screen); compare it with ``view``.
    since: dict | None = None
    fresh: bool = False         # the viewer has just taken the device (until their first tap)
    advice: dict = field(default_factory=dict)  # {action: {"warning"/"preview": text}}
    # Who sits at each seat (``Record.players``): ``[{"name", "colour": "#rrggbb" | None,
    # "bot": level | None}, ...]``, or None for a game saved without names.
    table: list | None = None
    # A review (review.py): the places the move on screen changed, to outline on the map.
    changed: frozenset = frozenset()
    # What the board remembers from one redraw to the next (a preference such as showing
    # the card texts; what it drew last): owned by the app, kept while the same game is
    # on screen, emptied when another opens. The board module itself holds constants only.
    keep: dict = field(default_factory=dict)
    # The screen's size in CSS pixels, (width, height), or None outside the page.
    screen: tuple | None = None


def context(observed: dict, ui: dict | None = None) -> BoardContext:
    """The board's context from ``state.observe(viewer)`` (what the app hands over, with
    ``since``, ``fresh``, ``table``, ``keep`` and ``screen`` added by the app)."""
    return BoardContext(game=observed["game"], view=observed["view"],
                        viewer=observed["viewer"], legal=list(observed["legal"]),
                        labels=dict(observed["labels"]),
                        ui={} if ui is None else ui,
                        since=observed.get("since"), fresh=bool(observed.get("fresh")),
                        advice=dict(observed.get("advice") or {}),
                        table=observed.get("table"),
                        changed=frozenset(observed.get("changed") or ()),
                        keep=observed["keep"] if isinstance(observed.get("keep"), dict) else {},
                        screen=observed.get("screen"))


def _describe(value) -> str:
    if isinstance(value, bool):
        return _("yes") if value else _("no")
    if value is None:
        return "—"
    if is_msg(value):
        return t(value)
    if isinstance(value, (list, tuple)):
        return ", ".join(_describe(v) for v in value) if value else _("none")
    if isinstance(value, dict):
        return "; ".join(f"{k}: {_describe(v)}" for k, v in value.items()) or _("none")
    return str(value)


def render_generic(ctx: BoardContext) -> str:
    """Every entry of the view (but the log, shown beside) as a two-column list."""
    rows = "".join(
        tag("dt", esc(str(key).replace("_", " "))) + tag("dd", esc(_describe(value)))
        for key, value in ctx.view.items() if key not in ("log", "game"))
    return tag("dl", rows, cls="facts")


GENERIC = types.SimpleNamespace(__name__="boards.generic", render=render_generic)


def renderer_for(game: str):
    """The board module of ``game`` (``games/NAME/board.py``, found by ``faces.board``),
    or the generic renderer when it has none."""
    return faces.board(game) or GENERIC


def shown_buttons(module, ctx: BoardContext) -> list[str]:
    pick = getattr(module, "buttons", None)
    if pick is None:
        return list(ctx.legal)
    wanted = set(pick(ctx))
    return [a for a in ctx.legal if a in wanted]


def map_tools() -> str:
    """The map's zoom buttons (+, −, fit), drawn over a corner of the map. They carry
    ``data-zoom`` and no ``data-action``/``data-cmd``/``data-ui``: the page's script
    (``a11y.js``) zooms and pans the map's ``viewBox`` itself, without a redraw (also by
    pinch, wheel, a drag of a zoomed map and the + / - / 0 keys)."""
    return tag("div",
               button("+", cls="btn zoom", data_zoom="in", aria_label=_("Zoom in"),
                      title=_("Zoom in (+)"))
               + button("−", cls="btn zoom", data_zoom="out", aria_label=_("Zoom out"),
                        title=_("Zoom out (-)"))
               + button("⤢", cls="btn zoom", data_zoom="fit", aria_label=_("Fit the map"),
                        title=_("Fit the map (0)")),
               cls="map-tools", role="group", aria_label=_("Map zoom"))


def drawer_button(label: str) -> str:
    """On a phone, the hand is a drawer at the bottom of the screen: this button (hidden
    elsewhere by the style) opens and closes it (``a11y.js``)."""
    return button(label, cls="btn drawer-btn", data_drawer="hand", aria_expanded="false")
