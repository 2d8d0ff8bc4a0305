"""What the legal actions mean on Risk's map: :class:`Plan` sorts every legal action into
where the board offers it (a territory, a pair of territories, the counts, the battle's
pop-up, a button), from the pending decision in the view; the selection is ``ctx.ui``."""

from __future__ import annotations

from engine.core import Action
from games.risk import layout as L

# Phases of the engine, grouped as the three steps of a turn (others shown by name).
PHASE_STEP = {
    "reinforce": "reinforce", "bribe": "reinforce", "allies": "reinforce",
    "ally_place": "reinforce",
    "attack": "attack", "invasion": "attack", "dice": "attack", "defend": "attack",
    "move": "attack",
    "fortify": "fortify", "fortify_count": "fortify", "ally_fortify": "fortify",
    "ally_fortify_count": "fortify",
}

FORTIFY_KINDS = ("fortify", "ally_fortify")

# actions the board offers itself, off the map: the setup's "place the rest" button and
# the battle pop-up (the attacker's dice, "until N left", "while the chance holds"; the
# defender's dice when the defender chooses)
BATTLE_VERBS = ("dice", "until", "odds", "defend")

AUTOPLACE = "autoplace"


def _battle_this_turn(view) -> dict | None:
    """The last battle, if it was fought in the turn under way."""
    battle = view.get("last_battle")
    if battle and battle.get("turn") == view.get("turn"):
        return battle
    return None


def _decision(view) -> dict:
    return view.get("decision") or {}


# ---------------------------------------------------------------- what the legal actions mean
class Plan:
    """Every legal action sorted into where the board offers it."""

    def __init__(self, ctx):
        names = L.CELLS
        dec = _decision(ctx.view)
        targets = dec.get("targets") or {}
        sources = dec.get("sources") or {}
        self.amounts: dict = dec.get("amounts") or {}
        self.verbs: dict = dec.get("verbs") or {}
        self.kind = dec.get("kind")
        self.groups: dict[str, list[str]] = {}      # territory -> actions naming only it
        self.pairs: dict[str, dict[str, list[str]]] = {}   # source -> target -> actions
        self.counts: list[str] = []                 # move:N, and "count" (every number)
        self.buttons: list[str] = []
        self.battle: list[str] = []                 # dice:N, until:N, odds:X, defend:N
        self.auto: str | None = None                # autoplace
        for a in ctx.legal:
            tgt, src = targets.get(a), sources.get(a)
            verb = self.verbs.get(a) or a.split(":", 1)[0]
            if a == AUTOPLACE:
                self.auto = a
            elif verb in BATTLE_VERBS and tgt is None:
                self.battle.append(a)
            elif src in names and tgt in names:
                self.pairs.setdefault(src, {}).setdefault(tgt, []).append(a)
            elif tgt in names:
                self.groups.setdefault(tgt, []).append(a)
            elif a in self.amounts:
                self.counts.append(a)
            else:
                self.buttons.append(a)
        ui = ctx.ui
        sel = ui.get("sel")
        self.sel = sel if sel in self.groups and len(self.groups[sel]) > 1 else None
        src = ui.get("src")
        # right after a battle, the same attack is one tap away: its pop-up opens again
        # (until the player taps anything else: ``ui["seen"]``)
        self.again = self.repeat = False
        if self.kind == "attack":
            last = _battle_this_turn(ctx.view) or {}
            a, b = last.get("from"), last.get("to")
            self.repeat = len(self.pairs.get(a, {}).get(b, ())) > 1
            if self.repeat and not ui:
                src, self.again = a, True
                ui = {"src": a, "tgt": b}
        self.src = src if src in self.pairs else None
        tgt = ui.get("tgt")
        self.tgt = tgt if self.src and tgt in self.pairs[self.src] \
            and len(self.pairs[self.src][tgt]) > 1 else None

    def on_map(self) -> set:
        out = {a for acts in self.groups.values() for a in acts}
        out.update(a for row in self.pairs.values() for acts in row.values() for a in acts)
        return out


def _reset(ui: dict, plan: Plan) -> None:
    """No selection (and no attack offered again before the next move)."""
    ui.clear()
    if plan.repeat:
        ui["seen"] = True


def _verb(action: str) -> str:
    return Action(action).verb


def _number(action: str) -> int:
    return Action(action).number or 0
