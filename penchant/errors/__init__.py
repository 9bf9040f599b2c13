"""Typed errors, and the one strict reader for every file the project reads.

Every refusal the engine makes is a :class:`PenchantError` (:mod:`penchant.errors.refusals`). The strict
reader (:mod:`penchant.errors.reader`) turns outside input into checked values: bytes to text, text to JSON,
JSON to typed fields, each step refusing with a one-line :class:`PenchantError`. Both are imported from here.
"""

from __future__ import annotations

from penchant.errors.reader import (
    MAX_BYTES,
    MAX_DEPTH,
    Schema,
    anything,
    choice,
    decode_text,
    either,
    flag,
    list_of,
    load_json,
    nullable,
    number,
    obj,
    pair_of,
    parse_json,
    read_json,
    read_text,
    row_of,
    text,
    whole,
)
from penchant.errors.refusals import (
    BarredError,
    IllegalDeclarationError,
    IllegalPlayError,
    InvalidNotationError,
    InvalidRecordError,
    PenchantError,
    ScoreEntryError,
)

__all__ = [
    "PenchantError",
    "InvalidNotationError",
    "IllegalPlayError",
    "IllegalDeclarationError",
    "BarredError",
    "InvalidRecordError",
    "ScoreEntryError",
    "MAX_BYTES",
    "MAX_DEPTH",
    "Schema",
    "decode_text",
    "read_text",
    "parse_json",
    "load_json",
    "read_json",
    "whole",
    "text",
    "flag",
    "choice",
    "list_of",
    "number",
    "row_of",
    "pair_of",
    "obj",
    "either",
    "nullable",
    "anything",
]
