"""Wording shared by the card events (docs/i18n/README.md): a card cited as the rule of a
refusal, a refusal, a question put to a side. No event registered here.

Conventions of the card modules:

* a card's title is always the term ``T.card(n)`` (``{card}``), also when the sentence
  is about one fixed card; a variable country, side or region is a term argument;
* countries and sides that a card names itself (Cuba for Fidel, "the USSR" for a Soviet
  event) stay in the literal sentence, so that a translator can inflect them;
* a count that qualifies a noun (influence, VP, operations, cards) is an ``nmsg``.
"""

from __future__ import annotations

from engine.core.i18n import msg, nmsg

from .. import board as B
from .. import terms as T


#: a card cited as the rule of a refusal: "16 Warsaw Pact Formed"
rule = T.card_rule


def refusal(card: int, reason):
    """A refusal by card ``card``'s text: "16 Warsaw Pact Formed: {reason}"."""
    return msg("{rule}: {reason}", rule=rule(card), reason=reason)


def ask(side: int, question):
    """A question put to ``side``: "USSR: {question}" (as the generic choices say it)."""
    return msg("{player}: {question}", player=T.side(side), question=question)


def signed(n: int):
    """A die modifier with its sign: "+1", "-2", "+0"."""
    return msg("+{n}", n=n) if n >= 0 else msg("-{n}", n=-n)


#: a card as the log names it, with its number: "COMECON (14)"
titled = T.card_title


def gains_one(card: int, side: int):
    """The log line of a decision that adds 1 influence of ``side`` per pick (the ``log``
    of ``influence_decision``): "COMECON: the USSR gains 1 influence in Poland."."""
    if side == B.USSR:
        return lambda state, f, i, change: msg("{card}: the USSR gains 1 influence in "
                                               "{country}.", card=T.card(card),
                                               country=T.country(i))
    return lambda state, f, i, change: msg("{card}: the US gains 1 influence in {country}.",
                                           card=T.card(card), country=T.country(i))


def loses_one(card: int, side: int):
    """The log line of a decision that removes 1 influence of ``side`` per pick."""
    if side == B.USSR:
        return lambda state, f, i, change: msg("{card}: the USSR loses 1 influence in "
                                               "{country}.", card=T.card(card),
                                               country=T.country(i))
    return lambda state, f, i, change: msg("{card}: the US loses 1 influence in {country}.",
                                           card=T.card(card), country=T.country(i))


def ask_left(side: int, question, left: int):
    """A question with the count of what is left to do: "USSR: {question} (3 left)"."""
    return msg("{player}: {question} ({left})", player=T.side(side), question=question,
               left=nmsg("{n} left", "{n} left", left))
