"""Twilight Struggle speaks in messages (issue 21, docs/i18n/README.md): every log line,
prompt, button label, refusal, warning, preview, summary line and text of a view is a
message (``engine.core.i18n.Msg``) whose ids, through all its arguments, are literals the
catalog extractor (``scripts/i18n.py``) knows, so the page can say it in every language.

Random games (seeded), with every combination of the options, are played to the end; at
each decision the prompt, the labels, the refusals of a few illegal actions, the advice,
the views of both seats and a spectator's and "since your last turn" are read.
"""
from __future__ import annotations

import itertools
import re
from pathlib import Path

import pytest

from engine.core import Rng
from engine.core.i18n import is_msg
from engine.games import get_spec
from engine.twilight.options import OPTIONS
from engine.twilight.summary import changes

ROOT = Path(__file__).resolve().parents[2]
SPEC = get_spec("twilight")

#: a plain text argument that is no English word: a number (``+1``), a rule number
#: ("8.1.5", "4.5 A, 8.1.6"), a quoted bad input (``'inf:Atlantis'``), an action's verb
_PLAIN_ARG = re.compile(r"[-+]?\d+"
                        r"|\d+(\.\d+)*( [A-Z])?(, \d+(\.\d+)*( [A-Z])?)*"
                        r"|'.*|\".*"
                        r"|[a-z_]+")
#: actions that are illegal in most positions, asked at every decision (with the
#: previous decision's actions, which usually are not legal any more)
_PROBES = ("pass", "card:6", "card:999", "inf:Atlantis", "coup:France", "realign:Cuba",
           "event", "space", "ops", "headline:32", "discard:6", "decline", "bid:US:3",
           "keep", "roll", "nonsense")
_BOOLS = [o.key for o in OPTIONS if o.choices == (False, True) and o.default is False]
OPTION_SETS = [dict(zip(_BOOLS, values))
               for values in itertools.product((False, True), repeat=len(_BOOLS))]
#: issue 22: the Deluxe edition and its options (optional cards, handicaps, the Chinese
#: Civil War, the Late War scenario)
OPTION_SETS += [
    {"edition": "deluxe"}, {"edition": "deluxe", "optional_cards": False},
    {"edition": "deluxe", "handicap": "US+2"}, {"edition": "deluxe", "handicap": "USSR+4"},
    {"edition": "deluxe", "chinese_civil_war": True, "tournament": True},
    {"edition": "deluxe", "scenario": "late_war"},
    {"edition": "deluxe", "scenario": "late_war", "handicap": "US+1", "bidding": True},
    {"scenario": "late_war"}, {"chinese_civil_war": True, "handicap": "USSR+1"},
]






import i18n as I18N  # noqa: E402  (scripts/i18n.py, on the path by tests/conftest.py)


def problems_of(value, where: str, out: list, *, top: bool = True) -> None:
    """Why ``value`` is not a message the catalogs know (appended to ``out``)."""
    out += I18N.message_problems(value, where, top=top,
                                 plain=lambda name, text: bool(_PLAIN_ARG.fullmatch(text)))


def _view_texts(view: dict):
    """``(where, text)`` of every text a Twilight view shows (the fields the page writes
    out as words: each must be a message), and of every message anywhere in it."""
    yield "phase_name", view["phase_name"]
    yield "era_name", view["era_name"]
    for s, name in enumerate(view["side_names"]):
        yield f"side_names[{s}]", name
    for key, track in view["tracks"].items():
        yield f"tracks.{key}.name", track["name"]
    yield "tracks.turn.era_name", view["tracks"]["turn"]["era_name"]
    for s, side in enumerate(view["tracks"]["space"]["sides"]):
        yield f"tracks.space.sides[{s}].name", side["name"]
    for k, region in enumerate(view["tracks"]["defcon"]["coup_closed_names"]):
        yield f"tracks.defcon.coup_closed_names[{k}]", region
    for name, region in view["regions"].items():
        yield f"regions.{name}.name", region["name"]
    for name, country in view["countries"].items():
        yield f"countries.{name}.name", country["name"]
    cards = view["cards"]
    for pile in ("hand", "opponent_revealed", "headline", "resolving", "in_play",
                 "discard", "removed"):
        for k, card in enumerate(cards[pile] or []):
            if card is not None:
                yield f"cards.{pile}[{k}].name", card["name"]
                yield f"cards.{pile}[{k}].text", card["text"]
    yield "cards.china.name", cards["china"]["name"]
    if cards["revealed_why"] is not None:
        yield "cards.revealed_why", cards["revealed_why"]
    for effect in cards["effects"]:
        yield f"cards.effects.{effect['key']}", effect["text"]
    if view["prompt"] is not None:
        yield "prompt", view["prompt"]
    decision = view["decision"]
    if decision is not None and decision["prompt"] is not None:
        yield "decision.prompt", decision["prompt"]
        for action, why in decision["refused"].items():
            yield f"decision.refused.{action}", why
    # every other message in it (the log is the game's, read once at its end)
    yield from _messages_in({k: v for k, v in view.items() if k != "log"}, "view")


def _messages_in(value, where):
    if is_msg(value):
        yield where, value
    elif isinstance(value, dict):
        for k, v in value.items():
            yield from _messages_in(v, f"{where}.{k}")
    elif isinstance(value, list):
        for k, v in enumerate(value):
            yield from _messages_in(v, f"{where}[{k}]")


def play_and_read(options: dict, seed: int, *, every: int = 4, most: int = 600) -> tuple:
    """Play a random game; return (problems, how many texts were read)."""
    s = SPEC.new(options, seed)
    chooser = Rng(seed * 7919 + 1)
    out, read = [], 0
    before = [None, None]
    previous: list = []
    for step in range(most):
        if s.is_over:
            break
        legal = s.legal_actions()
        where = f"step {step} ({s.stack[-1]['kind']})"
        problems_of(s.prompt(), f"{where} prompt", out)
        for a in legal:
            problems_of(s.label(a), f"{where} label {a}", out)
        for a in list(_PROBES) + previous:
            if a not in legal:
                problems_of(s.why_illegal(a), f"{where} refusal of {a}", out)
        read += 1 + len(legal)
        if step % every == 0:
            for a, items in s.advice(s.to_move).items():
                for kind, text in items.items():
                    problems_of(text, f"{where} advice {a} {kind}", out)
            for seat in (0, 1, None):
                view = s.view(seat)
                for field, text in _view_texts(view):
                    problems_of(text, f"{where} view of {seat}: {field}", out)
                    read += 1
                if seat is not None:
                    for k, line in enumerate(changes(before[seat], view)["lines"]):
                        problems_of(line, f"{where} summary of {seat} [{k}]", out)
                    before[seat] = view
        previous = list(legal[:3])
        s.apply_unchecked(legal[chooser.randbelow(len(legal))])
    for k, line in enumerate(s.log):
        problems_of(line, f"log[{k}]", out)
    read += len(s.log)
    return out, read


@pytest.mark.slow
@pytest.mark.parametrize("options", OPTION_SETS,
                         ids=["-".join(k if v is True else f"{k}={v}" for k, v in o.items()
                                       if v) or "default" for o in OPTION_SETS])
def test_every_text_is_a_known_message(options):
    """Logs, prompts, labels, refusals, advice, views and summaries of a random game
    with these options: all messages, all ids known to the catalogs."""
    seed = 1 + OPTION_SETS.index(options)
    problems, read = play_and_read(options, seed, most=300)
    assert read > 1000
    assert not problems, f"{len(problems)} problems, first ones:\n" + "\n".join(problems[:15])


def test_whole_games_log_prompt_and_label_only_messages():
    """Whole games (to their end): no log line, prompt or label is plain text."""
    for seed in range(8):
        options = OPTION_SETS[(seed * 23) % len(OPTION_SETS)]
        s = SPEC.new(options, 100 + seed)
        chooser = Rng(seed)
        problems = []
        while not s.is_over:
            legal = s.legal_actions()
            problems_of(s.prompt(), "prompt", problems)
            for a in legal:
                problems_of(s.label(a), f"label {a}", problems)
            s.apply_unchecked(legal[chooser.randbelow(len(legal))])
        for k, line in enumerate(s.log):
            problems_of(line, f"log[{k}]", problems)
        assert not problems, "\n".join(problems[:15])


def test_the_check_finds_plain_text_and_unknown_ids():
    """The check itself: a sentence, an unknown id and an English word as an argument
    are found; terms, numbers, rule numbers and quoted input pass."""
    from engine.core.i18n import msg
    from engine.twilight import terms as T
    out = []
    problems_of("USSR plays Nasser.", "a", out)
    problems_of(msg("No such message {x}.", x=1), "b", out)
    problems_of(msg("{side} gains {n} VP ({why}): VP {vp}.", side=T.side(0), n=2,
                    why="Korean War", vp=0), "c", out)
    assert [p.split(":")[0] for p in out] == ["a", "b", "c {why}"]
    out = []
    problems_of(msg("{side} gains {n} VP ({why}): VP {vp}.", side=T.side(0), n=2,
                    why=T.card(11), vp=msg("{side} +{n}", side=T.side(1), n=3)), "d", out)
    problems_of(msg("{rule}: choose one of {choices}", rule="4.5 A, 8.1.6",
                    choices=[T.country(0), msg("Pass")]), "e", out)
    problems_of(msg("{action} is not one of the legal actions now ({prompt}).",
                    action="'inf:Atlantis'", prompt=msg("The game is over.")), "f", out)
    assert out == []
