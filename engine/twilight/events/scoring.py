"""The seven scoring cards (10.1; 2.2.1: they cannot be held; 7.2: Southeast Asia Scoring
is removed after it is played).

Scoring is an event of both sides: the player who plays the card implements it. Cards
that change a scoring (Formosan Resolution, Shuttle Diplomacy, ...) use the ``scoring``
hook to adjust the keyword arguments of :func:`engine.twilight.scoring.score_region` and
the ``after_scoring`` hook to react afterwards.
"""

from __future__ import annotations

from engine.core.i18n import msg, nmsg

from .. import cards as C
from .. import scoring as S
from .. import terms as T
from ..rules import RULES
from . import event


def scoring_kwargs(state, region: str) -> dict:
    """The keyword arguments of :func:`..scoring.score_region` that the active
    ``scoring`` hooks set for ``region`` ("final" for final scoring, 10.3.2): extra
    battlegrounds (Formosan Resolution), a battleground taken away (Shuttle Diplomacy).
    A hook may change the position (e.g. discard its card): previews call this on a
    copy."""
    kwargs = {"extra_battlegrounds": frozenset(), "minus_battleground": None}
    for fn in RULES.active("scoring", state.effects):
        fn(state, region, kwargs)
    return kwargs


def score(state, region: str) -> int:
    """Score ``region`` now (10.1): apply the VP, and a Europe control win (10.3.1).
    Returns the net VP (positive: US)."""
    kwargs = scoring_kwargs(state, region)
    if region == "Southeast Asia":
        vp, winner = S.score_southeast_asia(state.inf), None
    else:
        vp, winner = S.score_region(state.inf, region, **kwargs)
    state.vp += vp
    if vp:
        state.say(nmsg("{region} scoring: {side} +{n} VP (VP {vp}).",
                       "{region} scoring: {side} +{n} VP (VP {vp}).", abs(vp),
                       region=T.region(region), side=T.side(S.US if vp > 0 else S.USSR),
                       vp=state.vp_text()))
    else:
        state.say(msg("{region} scoring: no change (VP {vp}).", region=T.region(region),
                      vp=state.vp_text()))
    for effect, fn in RULES.hooks["after_scoring"]:
        if effect in state.effects:
            fn(state, region)
    if winner is not None:
        state.end_game(winner, "europe_control",
                       msg("{side} controls Europe when it is scored (10.3.1).",
                           side=T.side(winner)))
    return vp


def _make(card: int, region: str):
    def scoring_event(state, side):
        score(state, region)
    scoring_event.__name__ = f"score_{region.lower().replace(' ', '_')}"
    event(card)(scoring_event)


for _card, _region in sorted(C.SCORING_REGION.items()):
    _make(_card, _region)
