"""Twilight Struggle's review (engine/twilight/review.py, issue 24): rounds, chart numbers
checked against what the views show, card uses against the cards put into play, and the
public view of a review keeping hands and secret headlines hidden."""
from __future__ import annotations

import sys

import pytest

from engine.core import History, Record, replay
from engine.core.i18n import is_msg, text
from engine.core.testing import at_rows, positions, random_record
from engine.twilight import SPEC
from engine.twilight import cards as C
from engine.twilight import review

SEEDS = range(6)
OPTIONS = [{}, {"bidding": True}, {"tournament": True}]
REGION = {c["name"]: c["region"] for c in SPEC.exports["map"]()["countries"]}


@pytest.fixture(scope="module")
def games():
    return [random_record("twilight", OPTIONS[seed % 3], seed) for seed in SEEDS]


def _key_from_view(v: dict):
    """The round, from the public view alone."""
    if v["phase"] in ("bidding", "setup"):
        return [0, 0, None]
    if v["action_round"] == 0:
        return [v["turn"], 0, None]
    return [v["turn"], v["action_round"], v["public_state"]["ar_side"]]


def test_rounds_are_the_setup_the_headlines_and_the_action_rounds(games):
    for record in games:
        history = History(record)
        keys = [r["key"] for r in history.rounds()]
        assert keys[0] == [0, 0, None]
        for r in history.rounds():
            v = history.observe(r["start"])["view"]
            assert _key_from_view(v) == r["key"]
            for i in range(r["start"], r["end"]):      # the same round throughout
                assert _key_from_view(history.observe(i)["view"]) == r["key"]
        # turns go up; in a turn the headline comes first, then the rounds in order,
        # USSR before US
        assert keys == sorted(keys, key=lambda k: (k[0], k[1], -1 if k[2] is None else k[2]))
        assert len(set(map(tuple, keys))) == len(keys)


def _from_view(v: dict) -> dict:
    """The chart numbers, read from the public view."""
    out = {"vp": v["vp"], "defcon": v["defcon"]}
    for s, side in enumerate(("USSR", "US")):
        out[f"milops.{side}"] = v["milops"][s]
        out[f"space.{side}"] = v["tracks"]["space"]["sides"][s]["box"]
        for region in ("Europe", "Asia", "Middle East", "Africa", "Central America",
                       "South America"):
            out[f"influence.{side}.{region}"] = sum(
                c["influence"][s] for name, c in v["countries"].items()
                if REGION[name] == region)
    return out


def test_each_round_s_numbers_are_those_of_its_last_position(games):
    for record in games:
        history = History(record)
        rows = history.series()
        seen = 0
        for row, state in at_rows(record, rows):
            expected = _from_view(state.view(None))
            assert {k: row["values"][k] for k in expected} == expected, (record.seed, row)
            seen += 1
        assert seen == len(rows) == len(history.rounds()) + 1
        assert set(rows[-1]["values"]) == set(expected) | set(review.COUNTED)


class _Plays:
    """Every card put into play (``begin_card``): its player, and how it was used once
    the game is over; those an event put into play (another card's event played by an
    event, Missile Envy's exchange) marked."""

    def __init__(self, monkeypatch):
        from engine.twilight import play
        from engine.twilight.events import c049_missile_envy as envy
        self.entries, self.inside = [], 0
        original, resolve, exchange = play.begin_card, play.resolve_event, envy.exchange

        def begin_card(state, side, card, headline=False):
            entry = original(state, side, card, headline)
            self.entries.append((entry, self.inside > 0))
            return entry

        def by_event(fn):
            def wrapped(*args, **kwargs):
                self.inside += 1
                try:
                    return fn(*args, **kwargs)
                finally:
                    self.inside -= 1
            return wrapped
        for name, module in list(sys.modules.items()):
            if name.startswith("engine.twilight"):
                if getattr(module, "begin_card", None) is original:
                    monkeypatch.setattr(module, "begin_card", begin_card)
                if getattr(module, "resolve_event", None) is resolve:
                    monkeypatch.setattr(module, "resolve_event", by_event(resolve))
        monkeypatch.setattr(envy, "exchange", by_event(exchange))

    def counts(self) -> dict:
        out = dict.fromkeys(review.COUNTED, 0)
        for entry, by_event in self.entries:
            if not by_event and entry["how"] in review.USES:
                out[f"cards.{('USSR', 'US')[entry['player']]}.{entry['how']}"] += 1
        return out


def test_cards_by_use_are_the_cards_their_players_put_into_play(monkeypatch):
    seen = set()
    for seed in range(40):
        record = random_record("twilight", OPTIONS[seed % 3], seed)
        plays = _Plays(monkeypatch)
        counted = History(record).series()[-1]["values"]
        monkeypatch.undo()
        truth = plays.counts()
        # a headline chosen is an event played, even when Defectors cancels it
        chosen = [0, 0]
        for state, action in zip(positions(record), record.actions):
            if action.startswith("headline:"):
                chosen[state.stack[-1]["side"]] += 1
        begun = [sum(1 for e, _ in plays.entries if e["headline"] and e["player"] == s)
                 for s in (0, 1)]
        assert begun[1] == chosen[1]
        cancelled = chosen[0] - begun[0]
        assert cancelled >= 0
        if cancelled:
            assert "headline:103" in record.actions           # Defectors
        truth["cards.USSR.event"] += cancelled
        assert {k: counted[k] for k in review.COUNTED} == truth, seed
        seen.update(e["how"] for e, _ in plays.entries)
    assert {"event", "ops", "space"} <= seen


def test_the_counts_run_on_from_round_to_round(games):
    for record in games:
        rows = History(record).series()
        for a, b in zip(rows, rows[1:]):
            assert all(a["values"][k] <= b["values"][k] for k in review.COUNTED)
        assert all(rows[0]["values"][k] == 0 for k in review.COUNTED)


def _secret_cards(state) -> set:
    """Cards in a hand that the other side has not been shown, and secret headlines (a
    card whose effect is on the table is no secret: Missile Envy given to the opponent,
    who must play it next)."""
    out = set()
    for s in (0, 1):
        sh = state.shown[s]
        known = set(state.hands[s]) if sh and sh.get("live") else set(sh["cards"]) if sh \
            else set()
        out |= set(state.hands[s]) - known
        if state.headline[s] is not None and not state.headline_shown[s]:
            out.add(state.headline[s])
    return out - {int(key[1:4]) for key in state.effects if key[1:4].isdigit()}


_TITLES = {n: text(C.title(n)) for n in C.ALL}
_BY_NAME = {C.NAME[n]: n for n in C.ALL}


def _cards_named(data, key=None, out=None) -> set:
    """Card numbers anywhere in ``data`` (its log left out): under a key that holds
    cards, in an action naming one, in a card's title or term, in any message's text."""
    out = set() if out is None else out
    if is_msg(data):
        if data.get("ctx") == "twilight card" and data["id"] in _BY_NAME:
            out.add(_BY_NAME[data["id"]])
        _cards_named(text(data), key, out)
    elif isinstance(data, dict):
        for k, v in data.items():
            if k != "log":
                _cards_named(v, k, out)
    elif isinstance(data, (list, tuple)):
        for v in data:
            _cards_named(v, key, out)
    elif isinstance(data, bool):
        pass
    elif isinstance(data, int):
        if key in ("number", "card", "cards", "hand", "headline", "opponent_revealed",
                   "resolving"):
            out.add(data)
    elif isinstance(data, str):
        for n, title in _TITLES.items():
            if title in data or data.endswith(f":{n}") and ":" in data:
                out.add(n)
    return out


@pytest.mark.slow
def test_the_public_review_of_an_unfinished_game_hides_hands_and_headlines(games):
    for record in games:
        cut = Record("twilight", record.options, record.seed, record.actions[:-1])
        history = History(cut)
        assert not history.over
        for i, state in enumerate(positions(cut)):
            obs = history.observe(i, None)
            v = obs["view"]
            assert v["hand"] is None and v["cards"]["hand"] is None
            assert v["opponent_revealed"] == [] and v["public_state"]["hands"] == [None, None]
            assert v["public_state"]["deck"] is None and obs["legal"] == []
            if v["decision"]:
                assert v["decision"]["prompt"] is None and v["decision"]["targets"] == {}
            leaked = _cards_named(obs) & _secret_cards(state)
            assert not leaked, (record.seed, i, sorted(leaked))
        with pytest.raises(Exception, match="once the game is over"):
            history.views(0)


def test_show_the_hands_once_the_game_is_over(games):
    record = games[0]
    history = History(record)
    assert history.over
    for i in (0, history.moves // 2, history.moves):
        state = replay(record, i)
        views = history.views(i)
        for seat, obs in enumerate(views):
            side = state.side_of(seat)
            assert obs["view"]["hand"] == sorted(state.hands[side])
            assert obs["viewer"] == seat


def test_round_key_and_count_without_a_history():
    s = SPEC.new({}, 1)
    assert review.round_key(s) == (0, 0, None)
    assert review.count(s, s.legal_actions()[0]) is None
    assert set(review.sample(s)) == {"vp", "defcon", "milops.USSR", "milops.US",
                                     "space.USSR", "space.US"} | {
        f"influence.{side}.{r}" for side in ("USSR", "US")
        for r in ("Europe", "Asia", "Middle East", "Africa", "Central America",
                  "South America")}
