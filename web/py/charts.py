"""Charts of a game (issue 24), drawn by the page as SVG from ``History.series()``.

Pure Python (no browser import), so CPython tests compare every number with the engine's.

``series`` rows (engine/core/history.py): the start (``at`` 0), then one row per round,
``{"round", "start", "at", "values": {key: number}}``. Keys are identifiers; the page
names them (:func:`groups`, from the game's face: ``charts`` and ``round_name`` in
``faces.py``; a game without them gets one chart per key prefix).

What a chart carries, for people and for tests:

* every series is a ``<polyline data-key="KEY" data-values="v0,v1,...">`` (one value per
  row, empty where a row has none) with its own dash pattern and point marks (shapes),
  so colour is never the only difference; the legend repeats the dash and the mark;
* the ``<svg>`` has ``role="img"``, an accessible name (the chart's title) and
  ``data-at="a0,a1,..."`` (the position each row was read at); a tap on it opens the
  review at the row under the tap (``data-cmd="rv-chart"``: the app maps the tap's x to
  a row);
* the text alternative: a table (shown by a toggle) with one row per round, its numbers
  in ``<td data-key>`` cells and a button that opens that moment (``data-cmd="rv-go"``,
  ``data-at``): the keyboard's way to the same jumps.

The markup of a set of charts is made once per review and language (:func:`render`),
with :data:`CURSOR` where the line of the position on screen goes
(:func:`with_cursor`).
"""

from __future__ import annotations

from faces import Chart, face
from lang import _
from ui import attrs, button, esc, tag

#: where each chart's cursor line goes (see :func:`with_cursor`)
CURSOR = "<!--cursor-->"
W, H = 640, 170                 # the viewBox of a chart
LEFT, RIGHT, TOP, BOTTOM = 40, 12, 10, 24
DASHES = ("", "7 4", "2 3", "10 3 2 3", "4 4", "1 5", "12 6")
MARKS = ("circle", "square", "triangle", "diamond", "cross", "bar", "plus")
#: series colours: classes ``ser0``...``ser9`` (web/style.css, light and dark); the dash
#: and the marks tell the series apart too
COLOURS = 10
MAX_MARKS = 40                  # point marks on at most this many points of a series


def groups(game: str, rows: list, players=(), table=None, neutrals=()) -> list[Chart]:
    """The charts of a game, their series named in the page's language; a series whose
    key no row has is left out, and so is a chart left without series."""
    keys: list = []
    seen = set()
    for row in rows:
        for key in row["values"]:
            if key not in seen:
                seen.add(key)
                keys.append(key)
    charts = face(game).charts(keys, players, table, neutrals)
    out = []
    for chart in charts:
        chart.series = [(k, label) for k, label in chart.series if k in seen]
        if chart.series:
            out.append(chart)
    return out


# ---------------------------------------------------------------- drawing
def _num(v: float) -> str:
    return f"{v:.1f}".rstrip("0").rstrip(".")


def _x(i: int, count: int) -> float:
    return LEFT + (W - LEFT - RIGHT) * (i / (count - 1) if count > 1 else 0.5)


def _mark(shape: str, x: float, y: float) -> str:
    if shape == "circle":
        return f'<circle cx="{_num(x)}" cy="{_num(y)}" r="3.2"/>'
    if shape == "square":
        return f'<rect x="{_num(x - 3)}" y="{_num(y - 3)}" width="6" height="6"/>'
    if shape == "triangle":
        return f'<path d="M{_num(x)},{_num(y - 4)}l4,7h-8z"/>'
    if shape == "diamond":
        return f'<path d="M{_num(x)},{_num(y - 4.5)}l4.5,4.5l-4.5,4.5l-4.5,-4.5z"/>'
    if shape == "cross":
        return (f'<path class="open" d="M{_num(x - 3.5)},{_num(y - 3.5)}l7,7'
                f'M{_num(x + 3.5)},{_num(y - 3.5)}l-7,7"/>')
    if shape == "bar":
        return f'<rect x="{_num(x - 1.5)}" y="{_num(y - 5)}" width="3" height="10"/>'
    return (f'<path class="open" d="M{_num(x - 4)},{_num(y)}h8M{_num(x)},{_num(y - 4)}v8"/>')


def _nice_top(v: float) -> int:
    for step in (1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500, 1000, 2000, 5000):
        if v <= step * 4:
            return -(-int(v) // step) * step if v > 0 else step
    return int(v) + 1


def _plot(chart: Chart, rows: list, ticks: list) -> str:
    count = len(rows)
    values = [[row["values"].get(key) for row in rows] for key, _l in chart.series]
    numbers = [v for vs in values for v in vs if v is not None]
    lo = min([0] + numbers)
    hi = max([1] + numbers)
    top = _nice_top(hi)
    bottom = -_nice_top(-lo) if lo < 0 else 0
    span = (top - bottom) or 1

    def y(v: float) -> float:
        return TOP + (H - TOP - BOTTOM) * (top - v) / span

    grid = []
    for v in sorted({bottom, 0, top, (top + bottom) // 2} if bottom < 0 else {0, top // 2, top}):
        grid.append(f'<line class="grid{" zero" if v == 0 else ""}" x1="{LEFT}" x2="{W - RIGHT}" '
                    f'y1="{_num(y(v))}" y2="{_num(y(v))}"/>'
                    f'<text class="ytick" x="{LEFT - 4}" y="{_num(y(v) + 4)}">{v}</text>')
    for i, text in ticks:
        grid.append(f'<text class="xtick" x="{_num(_x(i, count))}" y="{H - 6}">{esc(text)}</text>')
    every = max(1, -(-count // MAX_MARKS))
    lines = []
    for k, ((key, label), vs) in enumerate(zip(chart.series, values)):
        points = " ".join(f"{_num(_x(i, count))},{_num(y(v))}"
                          for i, v in enumerate(vs) if v is not None)
        shape = MARKS[k % len(MARKS)]
        marks = "".join(_mark(shape, _x(i, count), y(v)) for i, v in enumerate(vs)
                        if v is not None and (i % every == 0 or i == count - 1))
        data = ",".join("" if v is None else str(v) for v in vs)
        lines.append(f'<g class="series ser{k % COLOURS}">'
                     f'<polyline points="{points}" data-key="{esc(key)}" data-values="{data}"'
                     + (f' stroke-dasharray="{DASHES[k % len(DASHES)]}"' if DASHES[k % len(DASHES)]
                        else "")
                     + f'/><g class="marks">{marks}</g></g>')
    title_id = f"chart-{chart.id}-title".replace(" ", "_")   # one IDREF (ids name regions)
    ats = ",".join(str(row["at"]) for row in rows)
    return (f'<svg class="chart-svg" viewBox="0 0 {W} {H}" role="img" '
            f'aria-labelledby="{esc(title_id)}" data-cmd="rv-chart" data-at="{ats}" '
            f'data-left="{LEFT}" data-right="{RIGHT}" data-width="{W}">'
            + "".join(grid) + "".join(lines) + CURSOR + "</svg>")


def _legend(chart: Chart) -> str:
    items = []
    for k, (key, label) in enumerate(chart.series):
        dash = DASHES[k % len(DASHES)]
        sample = (f'<svg class="legend-line ser{k % COLOURS}" viewBox="0 0 30 12" '
                  f'width="30" height="12" aria-hidden="true">'
                  f'<line x1="1" y1="6" x2="29" y2="6"'
                  + (f' stroke-dasharray="{dash}"' if dash else "") + "/>"
                  + f'<g class="marks">{_mark(MARKS[k % len(MARKS)], 15, 6)}</g></svg>')
        items.append(tag("li", sample + esc(label), data_key=key))
    return tag("ul", "".join(items), cls="chart-legend")


def _table(chart: Chart, rows: list, round_names: list) -> str:
    head = tag("tr", tag("th", esc(_("Round")), scope="col")
               + "".join(tag("th", esc(label), scope="col") for _k, label in chart.series)
               + tag("th", esc(_("Open")), scope="col"))
    body = []
    for row, name in zip(rows, round_names):
        cells = "".join(tag("td", esc("" if row["values"].get(key) is None
                                      else str(row["values"][key])), data_key=key)
                        for key, _l in chart.series)
        go = button(_("move {n}", n=row["at"]), cls="btn small", data_cmd="rv-go",
                    data_at=str(row["at"]),
                    aria_label=_("Open the review at move {n}", n=row["at"]))
        body.append(tag("tr", tag("th", esc(name), scope="row") + cells + tag("td", go),
                        data_at=str(row["at"])))
    return tag("table", tag("caption", esc(chart.title)) + tag("thead", head)
               + tag("tbody", "".join(body)), cls="chart-table")


def round_name(game: str, key) -> str:
    """A round's name in the page's language (the first row, the start: "Start"), as the
    game's face says it (``faces.py``)."""
    if key is None:
        return _("Start")
    return face(game).round_name(key)


def _ticks(game: str, rows: list) -> list:
    """(row index, label) of the x axis: the turn numbers where a turn starts, thinned
    to about ten."""
    marks = []
    last = None
    for i, row in enumerate(rows):
        key = row["round"]
        turn = key[0] if isinstance(key, list) and key else None
        if turn and turn != last:
            marks.append((i, str(turn)))
        last = turn if turn is not None else last
    if not marks:
        return []
    step = max(1, -(-len(marks) // 10))
    return marks[::step]


def render(game: str, rows: list, *, players=(), table=None, neutrals=(),
           tables: bool = False) -> str:
    """Every chart of the game as one section (:data:`CURSOR` in each), with the text
    alternative's tables when ``tables``."""
    if len(rows) < 1:
        return ""
    charts = groups(game, rows, players, table, neutrals)
    if not charts:
        return ""
    ticks = _ticks(game, rows)
    names = [round_name(game, row["round"]) for row in rows] if tables else []
    figures = []
    for chart in charts:
        title_id = f"chart-{chart.id}-title".replace(" ", "_")   # one IDREF (ids name regions)
        figures.append(tag("figure",
                           tag("figcaption", esc(chart.title), id=title_id)
                           + _plot(chart, rows, ticks) + _legend(chart)
                           + (_table(chart, rows, names) if tables else ""),
                           cls="chart", id=f"chart-{chart.id}", data_chart=chart.id))
    toggle = button(_("Hide the numbers") if tables else _("Show the numbers"), cls="btn",
                    data_cmd="rv-tables", aria_pressed="true" if tables else "false")
    return tag("section",
               tag("div", tag("h2", esc(_("Charts"))) + toggle, cls="charts-head")
               + tag("p", esc(_("Tap a chart to see that moment of the game; the x axis "
                                "counts the turns.")), cls="muted")
               + tag("div", "".join(figures), cls="charts-grid"),
               cls="charts", id="charts", aria_label=_("Charts"))


def cursor_x(rows: list, at: int) -> float | None:
    """Where position ``at`` falls on the x axis (between the rows it lies between)."""
    count = len(rows)
    if not count:
        return None
    ats = [row["at"] for row in rows]
    if at <= ats[0]:
        return _x(0, count)
    for i in range(1, count):
        if at <= ats[i]:
            lo, hi = ats[i - 1], ats[i]
            frac = (at - lo) / (hi - lo) if hi > lo else 1.0
            return _x(i - 1, count) + (_x(i, count) - _x(i - 1, count)) * frac
    return _x(count - 1, count)


def with_cursor(markup: str, rows: list, at: int | None) -> str:
    """``markup`` (from :func:`render`) with the line of position ``at`` in each chart."""
    x = cursor_x(rows, at) if at is not None else None
    if x is None:
        return markup.replace(CURSOR, "")
    line = (f'<line class="cursor" x1="{_num(x)}" x2="{_num(x)}" y1="{TOP}" '
            f'y2="{H - BOTTOM}"{attrs(data_pos=str(at))}/>')
    return markup.replace(CURSOR, line)


def row_at(rows: list, fraction: float) -> int:
    """The position of the row nearest to ``fraction`` (0: the chart's left edge of the
    plot, 1: its right edge) of the x axis: what a tap on a chart opens."""
    count = len(rows)
    if not count:
        return 0
    i = round(min(1.0, max(0.0, fraction)) * (count - 1))
    return rows[i]["at"]


def plot_fraction(x: float, box_left: float, box_width: float) -> float:
    """A tap at client x ``x`` on a chart drawn at ``box_left`` and ``box_width`` (CSS
    pixels; the viewBox is stretched to the box) as a fraction of its plot's width."""
    if box_width <= 0:
        return 0.0
    vx = (x - box_left) / box_width * W
    return (vx - LEFT) / (W - LEFT - RIGHT)
