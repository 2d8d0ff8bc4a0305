"""Twilight Struggle bots: ``easy``, ``medium`` and ``hard`` (``random`` comes with
engine.bots).

Every level decides from its seat's ``observe()`` only: it rebuilds a full position
from the view (:func:`engine.twilight.determinize.determinize`: the opponent's hand, a
hidden headline and the draw pile dealt at random from the cards the side cannot
locate; dice of its own) and thinks on that sample.

* **easy** - a fast heuristic (:func:`.policy.heuristic_choice`): each card is priced by
  estimates (the regional scoring outlook and battlegrounds its operations can win,
  what an opponent's event would give away, the Space Race, the scoring cards that must
  be played), the best few are played out to the end of the action round; influence
  points, coups and realignments are priced directly (:mod:`.evaluate`: VP, region
  scoring, battlegrounds, military operations still needed, the China Card, scoring
  cards held). Never a move that loses to DEFCON 1 unless every move does (:mod:`.safety`).
* **medium** - every plan of a decision (a card with each of its uses, the ways to use
  operations, the headline...) is played out on the sample to the end of the action
  round with a few dice streams, and priced by the evaluation.
* **hard** - a look-ahead search over sampled positions: as medium, but each plan is
  priced with the opponent's best answer (:func:`.policy.threat`: its influence or coup
  with three operations right after), influence points and coup targets are chosen by
  playing the best few out the same way, headlines that an opponent's DEFCON drop would
  turn into suicide are avoided; then the ``candidates`` best plans are compared again on
  ``iterations`` fresh samples (information-set Monte Carlo: each sample deals the unknown
  cards anew, common samples and dice for every plan), by successive halving. Budgets:
  ``samples`` (dice streams per plan), ``iterations``, optionally ``time_limit`` (seconds;
  the iteration budget alone keeps choices reproducible).
"""

from __future__ import annotations

import time

from engine.bots import Bot, register
from engine.core import Rng
from engine.core.i18n import N_

from ..determinize import determinize
from ..state import TwilightState
from .evaluate import WIN
from .prior import card_bonus, use_bonus
from .policy import (heuristic_choice, plan_value, planned_choice, refined_choice,
                     score_plans)

#: the decisions the hard bot searches (the others: refined or planned choices)
SEARCHED = frozenset(("play", "use", "headline", "ops", "timing"))


def _world(observed, rng):
    view = observed["view"]
    return determinize(view, rng, TwilightState), view["side"]


class EasyBot(Bot):
    game = "twilight"
    level = "easy"
    DEFAULTS = {"shortlist": 3}

    def decide(self, observed, rng):
        world, side = _world(observed, rng)
        return heuristic_choice(world, side, observed["legal"], rng,
                                self.params["shortlist"])


class MediumBot(Bot):
    game = "twilight"
    level = "medium"
    DEFAULTS = {"samples": 2}

    def decide(self, observed, rng):
        world, side = _world(observed, rng)
        return planned_choice(world, side, observed["legal"], rng, self.params["samples"])


class HardBot(Bot):
    game = "twilight"
    level = "hard"
    DEFAULTS = {"iterations": 8, "candidates": 3, "slots": 0, "samples": 2,
                "threat": 1.0, "threat_ops": 3, "shortlist": 4}

    def decide(self, observed, rng):
        return self.rank(observed, rng)[0]

    def rank(self, observed, rng):
        """The choice first, then the other plans' first actions by their prior value
        (searched decisions; the others: the choice alone)."""
        world, side = _world(observed, rng)
        legal = observed["legal"]
        kind = world.stack[-1].get("kind") if world.stack else None
        p = self.params
        if kind not in SEARCHED:
            a = refined_choice(world, side, legal, rng, p["samples"], p["shortlist"],
                               p["threat"], p["threat_ops"])
            if a is not None:
                return [a]
            return [planned_choice(world, side, legal, rng, p["samples"], p["threat"],
                                   p["threat_ops"])]
        prior = self.prior(world, side, legal, rng, kind)
        safe = [x for x in prior if x[0] > -5 * WIN] or prior
        top = safe[:p["candidates"]]
        if len(top) == 1 or not p["iterations"]:
            best = top[0][1]
        else:
            bonus = [self.bonus(world, side, kind, plan) for _, plan in top]
            best = self.search(observed["view"], side, top, rng,
                               bonus if any(bonus) else None)
        return [best[0]] + [plan[0] for _, plan in prior]

    def bonus(self, world, side, kind, plan) -> float:
        """What a plan is worth beyond its played-out value (none at this level)."""
        return 0.0

    def prior(self, world, side, legal, rng, kind):
        """[(value, plan)] best first: every plan of the decision played out."""
        p = self.params
        return score_plans(world, side, legal, rng, p["samples"], need=p["candidates"],
                           threat_weight=p["threat"], threat_ops=p["threat_ops"])

    def search(self, view, side, top, rng, bonus=None):
        """Successive halving over ``top`` ([(prior value, plan)], best first): each
        round prices the plans still in the running on fresh samples of the position
        (the same sample and dice for all), within ``iterations`` play-outs (and
        ``time_limit``); the prior counts as one sample; ``bonus`` (by position in
        ``top``) is added to every sample of a plan. Returns the best plan."""
        p = self.params
        budget = int(p["iterations"])
        deadline = self.deadline()
        cands = [plan for _, plan in top]
        total = {k: v for k, (v, _) in enumerate(top)}
        count = {k: 1 for k in range(len(cands))}
        alive = list(range(len(cands)))
        rounds = max(1, (len(alive) - 1).bit_length())
        used = 0

        def mean(k):
            return total[k] / count[k]
        while len(alive) > 1 and used < budget:
            per = max(1, (budget // rounds) // len(alive))
            for _ in range(per):
                if used >= budget or (deadline and time.perf_counter() > deadline):
                    break
                world = determinize(view, rng, TwilightState)
                seed = rng.randbelow(1 << 62)
                for k in alive:
                    total[k] += plan_value(world, cands[k], side, Rng(seed), 1, p["slots"],
                                           p["threat"], p["threat_ops"])
                    if bonus:
                        total[k] += bonus[k]
                    count[k] += 1
                    used += 1
            if deadline and time.perf_counter() > deadline:
                break
            alive.sort(key=lambda k: (-mean(k), k))
            alive = alive[:max(1, (len(alive) + 1) // 2)]
        alive.sort(key=lambda k: (-mean(k), k))
        return cands[alive[0]]


class ExpertBot(HardBot):
    """hard's search with a larger budget (more candidates, samples and iterations) and
    the prior of real players (:mod:`.prior`): each card, headline and use plan gets
    ``human`` times the log-frequency with which players choose that card and that use
    (centred on the options offered), in the prior ordering and in every sample of the
    search."""

    level = "expert"
    #: the level's name on the page (the other levels' names are the page's own words)
    title = N_("Expert")
    DEFAULTS = {**HardBot.DEFAULTS, "iterations": 24, "candidates": 5, "samples": 3,
                "human": 1.0}

    def prior(self, world, side, legal, rng, kind):
        out = HardBot.prior(self, world, side, legal, rng, kind)
        if not self.params["human"] or kind not in ("play", "headline", "use"):
            return out
        out = [(v + self.bonus(world, side, kind, plan), plan) for v, plan in out]
        out.sort(key=lambda x: -x[0])
        return out

    def bonus(self, world, side, kind, plan) -> float:
        w = self.params["human"]
        if not w or kind not in ("play", "headline", "use"):
            return 0.0
        return w * self._human(world, side, kind, plan)

    def _human(self, world, side, kind, plan) -> float:
        f = world.stack[-1]
        legal = world.legal_actions()
        if kind == "use":
            return use_bonus(side, f["card"], legal).get(plan[0], 0.0)
        cards = [int(a.partition(":")[2]) for a in legal
                 if a.startswith(("card:", "headline:"))]
        verb, _, arg = plan[0].partition(":")
        if verb not in ("card", "headline"):
            return 0.0
        card = int(arg)
        value = card_bonus(side, cards, headline=verb == "headline").get(card, 0.0)
        if len(plan) > 1 and plan[1] in ("event", "ops", "space"):
            uses = ("event", "ops", "space")
            value += use_bonus(side, card, uses).get(plan[1], 0.0)
        return value


register("twilight", "easy", EasyBot)
register("twilight", "medium", MediumBot)
register("twilight", "hard", HardBot)
register("twilight", "expert", ExpertBot)

__all__ = ["EasyBot", "MediumBot", "HardBot", "ExpertBot"]
