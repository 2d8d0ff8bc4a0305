"""Game-agnostic machinery: randomness, the State protocol, records, saves, links, undo.

See docs/ENGINE_API.md for the contract every game follows.
"""

from . import registry
from .action import Action
from .errors import IllegalAction, RecordError
from .flow import Decision, Flow, Rules
from .history import History, game_text
from .record import (LinkMoment, Record, decode_link, decode_moment, encode_link,
                     record_from_json, record_to_json, replay, split_moment)
from .rng import Rng
from .session import Session
from .spec import GameSpec, OptionSpec, Stats
from .state import State, fields, jsonable, plain_copy
from .text import plural

__all__ = ["plural", "Action", "Decision", "Flow", "Rules", "registry", "fields", "plain_copy",
           "IllegalAction", "RecordError", "Record", "decode_link", "encode_link",
           "record_from_json", "record_to_json", "replay", "Rng", "Session", "GameSpec",
           "OptionSpec", "State", "jsonable", "LinkMoment", "decode_moment", "split_moment",
           "Stats", "History", "game_text"]
