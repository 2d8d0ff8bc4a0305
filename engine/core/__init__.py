"""Game-agnostic machinery: randomness, the State protocol, records, saves, links, undo.

See docs/ENGINE_API.md for the contract every game follows.
"""

from . import registry
from .action import Action
from .errors import IllegalAction, RecordError
from .flow import Decision, Flow, Rules
from .record import (Record, decode_link, encode_link, record_from_json, record_to_json,
                     replay)
from .rng import Rng
from .session import Session
from .spec import GameSpec, OptionSpec
from .state import State, fields, jsonable, plain_copy
from .text import plural

__all__ = ["plural", "Action", "Decision", "Flow", "Rules", "registry", "fields", "plain_copy",
           "IllegalAction", "RecordError", "Record", "decode_link", "encode_link",
           "record_from_json", "record_to_json", "replay", "Rng", "Session", "GameSpec",
           "OptionSpec", "State", "jsonable"]
