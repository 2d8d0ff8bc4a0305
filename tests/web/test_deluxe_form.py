"""The new-game form offers the Deluxe edition's options (issue 22, the page): words for
each, the optional cards only with the Deluxe edition, the Chinese Civil War (Deluxe 12)
and the Late War scenario never together, and a Deluxe game started from the form's
choices opens the same from a link and from a save."""

from __future__ import annotations

import re
import sys
from pathlib import Path

from engine.core import Session
from engine.games import get_spec

WEB_PY = Path(__file__).resolve().parents[2] / "web" / "py"
if str(WEB_PY) not in sys.path:
    sys.path.insert(0, str(WEB_PY))

import catalog  # noqa: E402
import newgame  # noqa: E402
import screens  # noqa: E402

SPEC = get_spec("twilight")


def _form(options: dict) -> str:
    options = newgame.fit_options(SPEC, options)
    return screens.home(catalog.games(), "1", picked="twilight", options=options,
                        resume=None, previous=None,
                        form={"seats": newgame.fit_seats("twilight", options, None),
                              "advanced": False, "seed": ""})


def _row(html: str, key: str) -> str:
    found = re.search(rf'data-opt="{key}">(.*?)</small>', html, re.S)
    return found.group(1) if found else ""


def test_the_optional_cards_are_offered_with_the_deluxe_edition_only():
    assert 'data-opt="optional_cards"' not in _form({})
    html = _form({"edition": "deluxe"})
    row = _row(html, "optional_cards")
    optional = [c["name"] for c in SPEC.exports["deluxe_cards"]() if c["optional"]]
    assert len(optional) == 7 and all(name in row for name in optional)   # 104-110
    assert ">Yes<" in row and ">No<" in row
    for key in ("edition", "handicap", "chinese_civil_war", "scenario"):
        assert f'data-opt="{key}"' in html and f'data-opt="{key}"' in _form({})


def test_the_handicap_choices_are_words():
    """11.1.4: extra influence for one side, US+1..6 or USSR+1..6."""
    opt = next(o for o in SPEC.options if o.key == "handicap")
    _label, words, hint = newgame.option_words("twilight", opt)
    assert words[0] == "None" and words[2] == "US +2 influence"
    assert words[-1] == "USSR +6 influence" and len(set(words)) == 13
    assert "11.1.4" in hint


def test_the_civil_war_and_the_late_war_scenario_exclude_each_other():
    """Deluxe 12 is about the first turns; the Late War scenario starts in turn 8 with the
    China Card in the USSR's hand: the engine refuses the pair, the form never offers it."""
    war = newgame.fit_options(SPEC, {"edition": "deluxe", "chinese_civil_war": True})
    assert newgame.allowed_choices(SPEC, war)["scenario"] == ["standard"]
    late = newgame.fit_options(SPEC, {"edition": "deluxe", "scenario": "late_war"})
    assert late["chinese_civil_war"] is False
    changed = newgame.fit_options(SPEC, {**war, "scenario": "late_war"}, changed="scenario")
    assert not (changed["chinese_civil_war"] and changed["scenario"] == "late_war")


def test_a_deluxe_game_from_the_form_opens_the_same_from_a_link_and_a_save():
    options = newgame.fit_options(SPEC, {"edition": "deluxe", "chinese_civil_war": True,
                                         "handicap": "USSR+3"})
    players = newgame.players_for("twilight", options, newgame.fit_seats("twilight",
                                                                         options, None))
    session = Session("twilight", options, 17, players=players)
    for _ in range(30):
        session.play(session.state.legal_actions()[0])
    digest = session.state.digest()
    assert Session.from_link(session.to_link()).state.digest() == digest
    assert Session.from_json(session.to_json()).state.digest() == digest
    assert Session.from_link(session.to_link()).record.options == options
