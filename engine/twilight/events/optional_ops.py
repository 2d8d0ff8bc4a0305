"""The Deluxe texts of CIA Created (26), "Lone Gunman" (62) and Grain Sales to Soviets
(67): the operations the event gives are optional ("may", docs/twilight/editions.md
section 3). No event is registered here: :func:`conduct_ops` is what those modules call
where the 2nd edition starts the operations at once.
"""

from __future__ import annotations

from engine.core.i18n import N_, msg

from .. import terms as T
from ..ops import ops_value, start_ops
from ..rules import call
from . import push_choice


def conduct_ops(state, side: int, card: int) -> None:
    """``side`` conducts operations with ``card``: at once in the 2nd edition; in the
    Deluxe edition after a choice ``ops`` / ``no_ops``."""
    if state.options.get("edition") != "deluxe":
        start_ops(state, side, card)
        return
    push_choice(state, side, ["ops", "no_ops"], "optional_ops",
                labels={"ops": N_("Conduct {n} operations with {card}"),
                        "no_ops": N_("Do not use the operations")},
                label_args={"ops": {"n": ops_value(state, side, card), "card": T.card(card)}},
                prompt=N_("{card}: conduct operations with this card (Deluxe text: "
                          "optional)?"),
                prompt_args={"card": T.card(card)}, card=card)


@call("optional_ops")
def _answer(state, f):
    frame = f["frame"]
    if frame["choice"] == "no_ops":
        state.say(msg("{side} does not use the operations of {card}.",
                      side=T.side(frame["side"]), card=T.card(frame["card"])))
        return
    start_ops(state, frame["side"], frame["card"])
