"""Twilight Struggle bots: ``easy`` and ``hard`` (``random`` comes with engine.bots).

Both decide from their seat's ``observe()`` only: they rebuild a full position from the
view (:func:`engine.twilight.determinize.determinize`: the opponent's hand, a hidden
headline and the draw pile dealt at random from the cards the side cannot locate).

* **easy** (:func:`.policy.easy_choice`): one sampled position; every plan of the
  decision (a card with each of its uses, the ways to use operations, the headline...)
  is played out to the end of the action round with the fast policy and priced by
  :func:`.evaluate.evaluate` (VP, regional scoring outlook, battlegrounds, military
  operations still required, the China Card, scoring cards held); influence points,
  coups and realignments are priced directly. Never a move that loses to DEFCON 1 unless
  every move does (:mod:`.safety`).
* **hard** (:class:`HardBot`): the easy bot's prices are the prior; the best
  ``candidates`` plans of the big decisions (card to play, its use, headline, how to use
  operations, event or operations first) are then compared over many sampled positions
  (information-set Monte Carlo: each sample deals the unknown cards anew) by playing the
  plan out and ``slots`` more action rounds of both sides with the fast policy; the
  samples go by successive halving to the plans still in the running, within
  ``iterations`` play-outs (or ``time_limit`` seconds, if given). Common samples and dice
  for every plan keep the comparison fair.
"""

from __future__ import annotations

import time

from engine.bots import Bot, register
from engine.core import Rng

from ..determinize import determinize
from .evaluate import WIN
from .policy import easy_choice, plan_value, refined_choice, score_plans

SEARCHED = frozenset(("play", "use", "headline", "ops", "timing"))


def _world(observed, rng):
    view = observed["view"]
    world = determinize(view, rng)
    side = view["side"]
    return world, side


class EasyBot(Bot):
    game = "twilight"
    level = "easy"
    DEFAULTS = {"samples": 2}

    def decide(self, observed, rng):
        world, side = _world(observed, rng)
        return easy_choice(world, side, observed["legal"], rng, self.params["samples"])


class HardBot(Bot):
    game = "twilight"
    level = "hard"
    DEFAULTS = {"iterations": 0, "candidates": 4, "slots": 1, "samples": 2,
                "threat": 1.0, "threat_ops": 3,
                "shortlist": 4}

    def decide(self, observed, rng):
        world, side = _world(observed, rng)
        legal = observed["legal"]
        kind = world.stack[-1].get("kind") if world.stack else None
        p = self.params
        if kind not in SEARCHED:
            a = refined_choice(world, side, legal, rng, p["samples"], p["shortlist"],
                               p["threat"], p["threat_ops"])
            if a is not None:
                return a
            return easy_choice(world, side, legal, rng, p["samples"], p["threat"],
                               p["threat_ops"])
        prior = score_plans(world, side, legal, rng, p["samples"], need=p["candidates"],
                            threat_weight=p["threat"], threat_ops=p["threat_ops"])
        safe = [x for x in prior if x[0] > -5 * WIN] or prior
        cands = [plan for _, plan in safe[:p["candidates"]]]
        if len(cands) == 1 or not p["iterations"]:
            return cands[0][0]
        best = self.search(observed["view"], side, cands, rng)
        return best[0]

    def search(self, view, side, cands, rng):
        """Successive halving over ``cands`` (plans, best prior first) with play-outs
        on sampled positions; returns the plan with the best mean."""
        budget = int(self.params["iterations"])
        slots = int(self.params["slots"])
        deadline = self.deadline()
        total = {k: 0.0 for k in range(len(cands))}
        count = {k: 0 for k in range(len(cands))}
        alive = list(range(len(cands)))
        rounds = max(1, (len(alive) - 1).bit_length())
        used = 0
        while len(alive) > 1 and used < budget:
            per = max(1, (budget // rounds) // len(alive))
            for _ in range(per):
                if used >= budget or (deadline and time.perf_counter() > deadline):
                    break
                world = determinize(view, rng)
                seed = rng.randbelow(1 << 62)
                for k in alive:
                    v = plan_value(world, cands[k], side, Rng(seed), 1, slots)
                    total[k] += v
                    count[k] += 1
                    used += 1
            if deadline and time.perf_counter() > deadline:
                break
            alive.sort(key=lambda k: (-(total[k] / max(1, count[k])), k))
            alive = alive[:max(1, (len(alive) + 1) // 2)]
        if len(alive) > 1:
            alive.sort(key=lambda k: (-(total[k] / max(1, count[k])), k))
        return cands[alive[0]]


register("twilight", "easy", EasyBot)
register("twilight", "hard", HardBot)

__all__ = ["EasyBot", "HardBot"]
