"""The static map of Twilight Struggle (the engine's export: countries, regions,
adjacency) and the names the board says in the page's language: sides, countries,
regions, cards."""

from __future__ import annotations

from engine.core.i18n import N_
from engine.games import get_spec
import lang

USSR, US = 0, 1

SIDES = ("USSR", "US")

SIDE_CLS = ("ussr", "us", "both")

CARD_SIDE_CLS = {"USSR": "ussr", "US": "us", "both": "both"}

ERA_SHORT = {"early": N_("Early"), "mid": N_("Mid"), "late": N_("Late")}

#: the catalogs' contexts of the map's and the cards' names (engine/twilight/terms.py)
COUNTRY_CTX, REGION_CTX, SIDE_CTX = "twilight country", "twilight region", "twilight side"

CARD_CTX, CARD_TEXT_CTX = "twilight card", "twilight card text"

REGION_CLS = {"Europe": "eu", "Asia": "as", "Middle East": "me", "Africa": "af",
              "Central America": "ca", "South America": "sa"}

# The static map, from the engine's public API (never from its modules).
MAP = get_spec("twilight").exports["map"]()

REGIONS = tuple(MAP["regions"])

COUNTRY = {c["name"]: c for c in MAP["countries"]}

NAMES = tuple(c["name"] for c in MAP["countries"])


# ----------------------------------------------------------------------------- names
def _side(s: int) -> str:
    """``USSR`` / ``US`` in the page's language."""
    return lang.name(SIDE_CTX, SIDES[s])


def _cname(name: str) -> str:
    """A country (or a superpower's space) in the page's language."""
    return lang.name(COUNTRY_CTX, name)


def _rname(name: str) -> str:
    """A region or subregion in the page's language."""
    return lang.name(REGION_CTX, name)


def _lines(text: str) -> list[str]:
    """A region's label on the map, on the lines the layout gives it ("Middle\nEast"),
    or in the page's language, split in two where it is long."""
    english = text.replace("\n", " ")
    said = _rname(english)
    if said == english:
        return text.split("\n")
    if len(said) > 12 and " " in said:
        middle = len(said) / 2
        cut = min((i for i, ch in enumerate(said) if ch == " "), key=lambda i: abs(i - middle))
        return [said[:cut], said[cut + 1:]]
    return [said]


def _card_name(card: dict) -> str:
    return lang.name(CARD_CTX, card.get("name"))


def _card_text(card: dict) -> str:
    return lang.name(CARD_TEXT_CTX, card.get("text"))


def _region_of(name: str) -> str:
    """A country's region ("sp" for a superpower space)."""
    c = COUNTRY.get(name)
    return c["region"] if c else "sp"
