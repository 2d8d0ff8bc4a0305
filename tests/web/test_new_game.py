"""The new-game form and the seats under CPython (issue 15 items 8-9, issue 16 item 7):
every option in a player's words, seats that follow the variant, colours used once,
computer levels the engine has, the last choices remembered (corrupt memory ignored),
names shown (escaped) on the game screen, the curtain and the saved-games list, and the
App's stages: the curtain only when the device passes from one person to another.

The App runs here on small stand-ins for the browser (``pyscript``, ``pyodide.ffi``).
"""

from __future__ import annotations

import json
import random
import re
import sys
import types
from html.parser import HTMLParser
from pathlib import Path

import pytest

from engine.bots import levels as engine_levels
from engine.core import RecordError, Session
from engine.core.record import MAX_NAME_CHARS
from engine.games import GAMES, get_spec

WEB_PY = Path(__file__).resolve().parents[2] / "web" / "py"
if str(WEB_PY) not in sys.path:
    sys.path.insert(0, str(WEB_PY))

import catalog  # noqa: E402
import library  # noqa: E402
import faces  # noqa: E402
import newgame  # noqa: E402
import seats  # noqa: E402
import screens  # noqa: E402
import storage  # noqa: E402
import ui  # noqa: E402

HOSTILE = "<img src=x onerror=alert(1)>"
ADA = {"name": "Ada", "colour": None, "bot": None}
HAL = {"name": "Hal", "colour": None, "bot": "hard"}


class Texts(HTMLParser):
    """The visible texts of a page fragment (attributes aside)."""

    def __init__(self) -> None:
        super().__init__()
        self.texts: list[str] = []
        self.tags: list[str] = []

    def handle_starttag(self, tag, attrs):
        self.tags.append(tag)

    def handle_data(self, data):
        if data.strip():
            self.texts.append(data.strip())


def texts(html: str) -> Texts:
    parser = Texts()
    parser.feed(html)
    return parser


def form_html(game: str, options: dict | None = None, seats=None, advanced=False,
              seed="") -> str:
    spec = get_spec(game)
    options = newgame.fit_options(spec, options or {})
    seats = newgame.fit_seats(game, options, seats)
    return screens.home(catalog.games(), "1", picked=game, options=options, resume=None,
                        previous=None, form={"seats": seats, "advanced": advanced,
                                             "seed": seed})


# ------------------------------------------------------------------ words, not keys
@pytest.mark.parametrize("game", GAMES)
def test_every_option_of_every_game_has_words_and_no_raw_key_is_shown(game):
    spec = get_spec(game)
    assert set(faces.face(game).OPTION_WORDS) == {o.key for o in spec.options}, \
        "every option has its words in the game's face (OPTION_WORDS)"
    for opt in spec.options:
        label, words, _hint = newgame.option_words(game, opt)
        assert label and label != opt.key and "_" not in label
        assert len(words) == len(opt.choices)
        for choice, word in zip(opt.choices, words):
            assert word, (opt.key, choice)
            if not isinstance(choice, int) or isinstance(choice, bool):
                assert word != str(choice), f"{game}.{opt.key}: {choice!r} shown as is"
    items = texts(form_html(game)).texts
    shown = " | ".join(items)
    for opt in spec.options:
        assert opt.key not in items and ("_" not in opt.key or opt.key not in shown)
        for choice in opt.choices:
            if isinstance(choice, (str, bool)):     # a key shown as a button or a label
                assert str(choice) not in items, (choice, items)
                assert "-" not in str(choice) or str(choice) not in shown
    assert game not in newgame.blurb(game).lower() and newgame.blurb(game)


def test_the_demo_is_listed_last_and_the_cards_show_no_engine_name():
    html = form_html("risk")
    order = re.findall(r'data-cmd="pick" data-game="(\w+)"', html)
    assert order[-1] == "demo" and sorted(order) == sorted(GAMES)
    cards = texts(html[html.index('id="game-list"'):html.index('id="new-game"')]).texts
    assert "twilight" not in cards and "risk" not in cards and "demo" not in cards


def test_the_seed_is_only_under_advanced():
    closed = form_html("twilight")
    assert 'id="seed"' not in closed and 'aria-expanded="false"' in closed
    opened = form_html("twilight", advanced=True, seed="42")
    assert 'id="seed"' in opened and 'value="42"' in opened
    assert 'aria-expanded="true"' in opened


def test_computer_levels_are_levels_the_engine_has():
    for game in GAMES:
        offered = newgame.levels(game, advanced=True)
        assert set(offered) <= set(engine_levels(game)), game
    # the engine's levels, weakest first, without "random" (Advanced only)
    assert newgame.levels("twilight") == [lv for lv in engine_levels("twilight")
                                          if lv != "random"]
    assert newgame.levels("risk") == ["easy", "hard"]
    assert "random" in newgame.levels("risk", advanced=True)
    assert newgame.levels("demo") == []             # no computer for the demo
    assert 'data-cmd="seat-bot"' not in form_html("demo")
    assert "Computer: Random moves" not in form_html("risk")
    assert "Computer: Random moves" in form_html("risk", advanced=True)


# ------------------------------------------------------------------ seats
def test_the_seats_follow_the_variant():
    spec = get_spec("risk")
    for variant in ("two-player-passive", "two-player-active"):
        options = newgame.fit_options(spec, {"variant": variant, "players": 5})
        assert options["players"] == 2
        assert newgame.allowed_choices(spec, options)["players"] == [2]
        assert len(newgame.fit_seats("risk", options, None)) == 2
        html = form_html("risk", options)
        assert html.count('class="seat ') == 2
        assert re.findall(r'data-key="players" data-index="(\d)"', html) == ["0"]
    classic = newgame.fit_options(spec, {"variant": "classic", "players": 2})
    assert classic["players"] == 3                      # the default, now allowed
    assert newgame.allowed_choices(spec, classic)["players"] == [3, 4, 5, 6]
    teams = newgame.fit_options(spec, {"variant": "teams", "players": 3})
    assert teams["players"] == 4 and len(newgame.fit_seats("risk", teams, None)) == 4
    six = newgame.fit_options(spec, {"variant": "missions", "players": 6})
    seats = newgame.fit_seats("risk", six, [{"name": "Ada"}, {"name": "Bob"}])
    assert [s["name"] for s in seats] == ["Ada", "Bob", "", "", "", ""]
    # every variant can still be picked whatever the player count
    assert newgame.allowed_choices(spec, six)["variant"] == list(spec.options[0].choices)
    assert len(newgame.fit_seats("twilight", {}, None)) == 2


def test_colours_are_used_once_and_the_neutrals_keep_theirs():
    spec = get_spec("risk")
    classic = newgame.fit_options(spec, {"players": 6})
    seats = newgame.fit_seats("risk", classic, [{"colour": "#f7f7f2"}, {"colour": "#f7f7f2"},
                                                {"colour": "#bad"}, {"colour": None}])
    colours = [s["colour"] for s in seats]
    assert colours[0] == "#f7f7f2" and len(set(colours)) == 6 and None not in colours
    two = newgame.fit_options(spec, {"variant": "two-player-active"})
    assert [n for n, _ in newgame.colour_choices("risk", two)] == ["Red", "Green", "White"]
    moved = newgame.fit_seats("risk", two, [{"colour": "#1e5fb4"}, {"colour": "#e8aa00"}])
    assert [s["colour"] for s in moved] == ["#c62828", "#2e7d32"]  # Blue, Yellow: neutrals'
    assert newgame.colour_choices("twilight", {}) == []             # sides are red and blue
    assert all(s["colour"] is None for s in newgame.fit_seats("twilight", {}, None))


def test_new_players_get_default_names_and_valid_seats():
    players = newgame.players_for("twilight", {}, [{"name": "  Ada  "}, {"bot": "hard"}])
    assert players == [{"name": "Ada", "colour": None, "bot": None},
                       {"name": "US", "colour": None, "bot": "hard"}]
    risk = newgame.players_for("risk", newgame.fit_options(get_spec("risk"), {}),
                               [{"name": "x" * 99, "bot": "nonsense"}])
    assert risk[0]["name"] == "x" * MAX_NAME_CHARS and risk[0]["bot"] is None
    assert [p["name"] for p in risk[1:]] == ["Blue", "Green"]     # their colours' names
    assert newgame.default_name("risk", 3, "Yellow", None) == "Player 4"
    assert newgame.players_for("demo", {}, None)[0]["name"] == "Red"
    bidding = newgame.players_for("twilight", {"bidding": True}, None)
    assert [p["name"] for p in bidding] == ["Player 1", "Player 2"]
    session = Session("risk", newgame.fit_options(get_spec("risk"), {}), 1, players=risk)
    assert session.record.players == risk


# ------------------------------------------------------------------ remembered
def test_the_last_choices_are_remembered_per_game():
    risk_options = newgame.fit_options(get_spec("risk"), {"variant": "two-player-active"})
    seats = newgame.fit_seats("risk", risk_options, [{"name": "Ada", "colour": "#f7f7f2"},
                                                     {"name": "Hal", "bot": "hard"}])
    text = newgame.remember(None, "risk", risk_options, seats)
    text = newgame.remember(text, "twilight", {"tournament": True}, [ADA, HAL])
    assert newgame.recall(text, "risk") == (risk_options, seats)
    options, twilight = newgame.recall(text, "twilight")
    assert options["tournament"] is True and twilight[1]["bot"] == "hard"
    assert newgame.recall(text, "demo") is None


@pytest.mark.parametrize("text", [None, "", "not json {", "[1, 2]", "null", '"x"',
                                  '{"games": []}', '{"games": {"risk": 5}}',
                                  '{"games": {"risk": {"options": [], "seats": []}}}',
                                  '{"games": {"risk": {"options": {}, "seats": {}}}}'])
def test_corrupt_memory_is_ignored(text):
    assert newgame.recall(text, "risk") is None
    again = newgame.remember(text, "risk", {"variant": "classic"}, [ADA])
    assert json.loads(again)["games"]["risk"]["seats"] == [ADA]


def test_remembered_values_the_engine_refuses_are_mended():
    text = json.dumps({"games": {"risk": {
        "options": {"variant": "two-player-passive", "players": 6, "defence": "maybe",
                    "bogus": 1, "shortcuts": True},
        "seats": [{"name": 12, "colour": "red", "bot": "<b>"}, "x", None, {"name": "Bo"}]}}})
    options, seats = newgame.recall(text, "risk")
    assert options == {"variant": "two-player-passive", "players": 2, "territories": "dealt",
                       "defence": "most", "shortcuts": "on"}
    assert [s["name"] for s in seats] == ["", "Bo"]
    assert all(s["bot"] is None for s in seats) and len({s["colour"] for s in seats}) == 2


# ------------------------------------------------------------------ small texts
def test_plural():
    assert ui.plural(0, "move") == "0 moves"
    assert ui.plural(1, "move") == "1 move"
    assert ui.plural(2, "move") == "2 moves"
    assert ui.plural(1, "army", "armies") == "1 army"
    assert ui.plural(3, "army", "armies") == "3 armies"


def test_seat_names_titles_and_styles():
    sides = ["USSR", "US"]
    assert seats.seat_title(sides, None, 0) == "USSR"
    assert seats.seat_title(sides, [ADA, HAL], 0) == "Ada (USSR)"
    assert seats.seat_title(sides, [{"name": "US", "colour": None, "bot": None}] * 2, 1) == "US"
    assert seats.seat_title(["Red"], [{"name": "Ada", "colour": "#f7f7f2", "bot": None}],
                         0) == "Ada"
    assert seats.seat_name(sides, [{"name": "  ", "colour": None, "bot": None}], 0) == "USSR"
    assert seats.seat_kind([ADA, HAL], 1) == "computer, hard" and seats.seat_kind([ADA], 0) == ""
    assert seats.seat_style([{"colour": "#c62828"}], 0) == "--pc: #c62828"
    assert seats.seat_style([{"colour": "red;background:url(x)"}], 0) is None
    assert seats.is_light("#f7f7f2") and not seats.is_light("#263238")


# ------------------------------------------------------------------ the game screen
def _game_html(session: Session, viewer, table, **kw) -> str:
    observed = session.state.observe(viewer)
    observed["table"] = table
    if viewer != session.state.to_move:
        observed.update(legal=[], labels={}, prompt=None, advice={})
    args = dict(title=session.spec.title, version="1", handoff=viewer is None,
                privacy=True, ui={}, moves=len(session.record.actions), can_undo=False)
    args.update(kw)
    return screens.game(observed, **args)


def test_the_curtain_and_the_header_name_the_people():
    table = [{"name": HOSTILE, "colour": None, "bot": None},
             {"name": "Bob", "colour": None, "bot": None}]
    session = Session("twilight", {}, 1, players=table)
    curtain = _game_html(session, None, table)
    assert "<img" not in curtain and "&lt;img src=x onerror=alert(1)&gt;" in curtain
    shown = " | ".join(texts(curtain).texts)
    assert f"Pass the device to {HOSTILE} (USSR)" in shown
    assert f"I am {HOSTILE}: show my turn" in shown
    turn = _game_html(session, 0, table, handoff=False)
    assert "img" not in texts(turn).tags
    assert f"{HOSTILE} (USSR) to play" in " | ".join(texts(turn).texts)
    assert "Bob (US)" in texts(turn).texts
    assert 'data-cmd="privacy"' in turn                 # two people: the setting is there
    # without names (an older game), the sides as before
    old = Session("twilight", {}, 1)
    assert "Pass the device to USSR." in " ".join(texts(_game_html(old, None, None)).texts)


def test_a_computer_seat_is_named_and_its_turn_has_no_curtain_nor_action():
    table = [ADA, {"name": "Hal", "colour": None, "bot": "easy"}]
    session = Session("twilight", {}, 1, players=table)
    rng = random.Random(1)
    while session.state.to_move == 0:
        session.play(rng.choice(session.state.legal_actions()))
    html = _game_html(session, 0, table, handoff=False, persons=1)
    chips = html[html.index('id="seats-bar"'):html.index("</header>")]
    assert "computer, easy" in " ".join(texts(chips).texts)
    assert 'class="decision waiting' in html and "curtain" not in html
    assert "data-action=" not in html
    assert 'data-cmd="privacy"' not in html             # one person: nothing to hide


def test_the_saved_games_list_shows_the_names_and_old_entries_as_before():
    backend = storage.MemoryBackend()
    lib = library.Library(storage.Store(backend))
    named = Session("twilight", {}, 1, players=[ADA, HAL])
    old = Session("twilight", {}, 2)
    lib.add(old)
    lib.add(named)
    entries = {e["seed"]: e for e in lib.entries()}
    assert entries[1]["players"] == ["Ada (USSR)", "Hal (US, computer, hard)"]
    assert entries[2]["players"] == ["USSR", "US"]
    html = library.render(lib.entries(), now=library.now_ms())
    assert "Ada (USSR) vs Hal (US, computer, hard)" in html and "USSR vs US" in html
    risk = Session("risk", {"variant": "two-player-passive", "players": 2}, 1,
                   players=[{"name": "Ada", "colour": "#c62828", "bot": None},
                            {"name": "Bob", "colour": "#2e7d32", "bot": None}])
    rng = random.Random(0)
    for _ in range(3):
        risk.play(rng.choice(risk.state.legal_actions()))
    described = library.describe(risk)
    assert "Ada" in described["summary"] and "Bob" in described["summary"]
    assert "Red" not in described["summary"] and "Green" not in described["summary"]


# ------------------------------------------------------------------ the App's stages
class _El:
    def __init__(self) -> None:
        self.innerHTML = ""
        self.hidden = False

    def addEventListener(self, *_a):  # noqa: N802 (the browser's names)
        pass


class _Any:
    """Anything the app calls on the browser and does not read back."""

    def __getattr__(self, name):
        return lambda *a, **k: None


def _stub_browser():
    store = storage.MemoryBackend()
    root = _El()
    document = types.SimpleNamespace(
        getElementById=lambda i: root if i == "app" else None,
        addEventListener=lambda *a: None, querySelectorAll=lambda *a: [],
        body=types.SimpleNamespace(dataset=types.SimpleNamespace()))
    window = types.SimpleNamespace(
        localStorage=store, performance=_Any(), console=_Any(), history=_Any(),
        location=types.SimpleNamespace(hash="", pathname="/", search="", href="http://x/"),
        setTimeout=lambda *a: 1, clearTimeout=lambda *a: None, scrollTo=lambda *a: None,
        addEventListener=lambda *a: None, innerHeight=800, innerWidth=1200)
    pyscript = types.ModuleType("pyscript")
    pyscript.document, pyscript.window = document, window
    ffi = types.ModuleType("pyodide.ffi")
    ffi.create_proxy = ffi.create_once_callable = lambda f: f
    ffi.to_js = lambda x, **k: x
    pyodide = types.ModuleType("pyodide")
    pyodide.ffi = ffi
    return {"pyscript": pyscript, "pyodide": pyodide, "pyodide.ffi": ffi}, root, store


@pytest.fixture
def make_app(monkeypatch):
    modules, root, store = _stub_browser()
    for name, module in modules.items():
        monkeypatch.setitem(sys.modules, name, module)
    for name in ("app", "saved_games"):
        monkeypatch.delitem(sys.modules, name, raising=False)
    import app as app_module

    def make(session: Session | None = None):
        app = app_module.App()
        if session is not None:
            app._replace_session(session)
        return app
    make.root, make.store = root, store
    yield make
    for name in ("app", "saved_games"):
        sys.modules.pop(name, None)


def _to_move_changes(app) -> None:
    """Play random taps of the seat to move until the decision passes to another seat."""
    rng = random.Random(7)
    mover = app.session.state.to_move
    while app.session.state.to_move == mover:
        app.play(rng.choice(app.session.state.legal_actions()))


def test_people_only_the_curtain_as_before(make_app):
    app = make_app(Session("twilight", {}, 1, players=[ADA, {**ADA, "name": "Bob"}]))
    assert app.person_seats() == [0, 1] and not app.seat_is_bot(1)
    assert app.stage() == "handoff" and app.viewer() is None
    app.command("reveal", None)
    assert app.stage() == "turn" and app.viewer() == 0
    _to_move_changes(app)
    assert app.stage() == "done" and app.viewer() == 0      # the mover's last check
    app.command("handover", None)
    assert app.stage() == "handoff" and app.viewer() is None
    assert "Pass the device to Bob (US)" in make_app.root.innerHTML
    # a game saved before names: every seat a person, the same stages
    old = make_app(Session("demo", {}, 1))
    assert old.person_seats() == [0, 1] and old.stage() == "handoff"


def test_one_person_against_the_computer_no_curtain(make_app):
    app = make_app(Session("twilight", {}, 1, players=[ADA, HAL]))
    assert app.seat_is_bot(1) and not app.seat_is_bot(0) and app.person_seats() == [0]
    assert app.stage() == "turn" and app.viewer() == 0       # no curtain at the start
    _to_move_changes(app)
    assert app.session.state.to_move == 1
    assert app.stage() == "bot" and app.done_for is None
    assert app.viewer() == 0                                 # the person's view stays
    observed = app.observed()
    assert observed["viewer"] == 0 and observed["legal"] == []
    assert observed["table"] == [ADA, HAL]
    assert "curtain" not in make_app.root.innerHTML
    app.play(app.session.state.legal_actions()[0])          # nobody plays for the computer
    assert app.session.state.to_move == 1 and app.stage() == "bot"
    # the person's turn again (the computer's moves made here for the test): no curtain
    rng = random.Random(3)
    while app.session.state.to_move == 1:
        app.session.play(rng.choice(app.session.state.legal_actions()))
    assert app.stage() == "turn" and app.viewer() == 0
    app.render()
    assert "curtain" not in make_app.root.innerHTML
    app.command("resume", None)                               # reopened: still no curtain
    assert app.stage() == "turn"


def test_two_people_and_a_computer(make_app):
    spec = get_spec("risk")
    options = newgame.fit_options(spec, {"players": 3})
    app = make_app(Session("risk", options, 4, players=[
        {"name": "Ada", "colour": "#c62828", "bot": None},
        {"name": "Hal", "colour": "#1e5fb4", "bot": "easy"},
        {"name": "Bob", "colour": "#2e7d32", "bot": None}]))
    assert app.person_seats() == [0, 2]
    # move on until the decision reaches the computer
    rng = random.Random(5)
    for _ in range(500):
        state = app.session.state
        if state.to_move == 1 and app.stage() == "bot":
            break
        if app.stage() == "handoff":
            app.command("reveal", None)
        elif app.stage() == "done":
            assert "Hide my cards" in make_app.root.innerHTML
            app.command("handover", None)
        elif app.stage() == "turn":
            app.play(rng.choice(state.legal_actions()))
    assert app.stage() == "bot" and app.viewer() is None     # nobody's hand on the screen
    assert app.observed()["legal"] == []


def test_start_game_records_the_seats_and_remembers_them(make_app):
    app = make_app()
    app.picked = "risk"
    app._default_options()
    assert len(app.form["seats"]) == 3
    app.options["variant"] = "two-player-active"
    app.options = newgame.fit_options(get_spec("risk"), app.options)
    app.form["seats"] = newgame.fit_seats("risk", app.options, app.form["seats"])
    app.form["seats"][0]["name"] = "Ada"
    app.form["seats"][1]["bot"] = "hard"
    app.form["seed"] = "12"
    app.start_game()
    record = app.session.record
    assert record.seed == 12 and record.options["players"] == 2
    assert record.players == [{"name": "Ada", "colour": "#c62828", "bot": None},
                              {"name": "Green", "colour": "#2e7d32", "bot": "hard"}]
    again = make_app()
    again.picked = "risk"
    again._default_options()
    assert again.options["variant"] == "two-player-active"
    assert again.form["seats"][0]["name"] == "Ada" and again.form["seats"][1]["bot"] == "hard"
    app.form["seed"] = "twelve"
    app.session = None
    app.start_game()
    assert app.session is None and "whole number" in app.notice[1]


def test_a_bad_seat_is_refused_with_a_message():
    with pytest.raises(RecordError):
        Session("twilight", {}, 1, players=[{"name": 5, "colour": None, "bot": None}] * 2)


def test_the_prompt_names_the_person():
    assert screens.named_prompt("USSR: place 6 more", ["USSR", "US"], [ADA, HAL], 0) \
        == "Ada (USSR): place 6 more"
    bob = {"name": "Bob", "colour": "#f7f7f2", "bot": None}
    assert screens.named_prompt("Green: place an army", ["Red", "Green"], [ADA, bob], 1) \
        == "Bob: place an army"
    assert screens.named_prompt("USSR: go", ["USSR", "US"], None, 0) == "USSR: go"
    assert screens.named_prompt("Choose a card", ["USSR", "US"], [ADA, HAL], 0) \
        == "Choose a card"
    session = Session("twilight", {}, 1, players=[ADA, HAL])
    html = _game_html(session, 0, [ADA, HAL], handoff=False)
    assert "Ada (USSR): place 6 more" in html


def test_the_team_game_shows_each_seats_team():
    options = newgame.fit_options(get_spec("risk"), {"variant": "teams", "players": 5})
    assert newgame.teams("risk", options) == ["Team A", "Team B", "Team A", "Team B", "Team A"]
    assert newgame.teams("risk", newgame.fit_options(get_spec("risk"), {})) == ["", "", ""]
    html = form_html("risk", options)
    assert html.count('class="seat-team"') == 5 and "Team B" in html
