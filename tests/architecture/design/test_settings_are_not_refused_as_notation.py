"""A count, a setting or a name of no player is not refused as notation: the players, the coach, the
studies, the trainer and the command line raised InvalidNotationError for "samples 0 must be a whole number of
sampled deals, 1 or more", "'nobody' is not on the ladder" and the like. Such refusals are InvalidSettingError or
UnknownPlayerError; a refusal raised as InvalidNotationError whose words say a count's bounds or a missing player
is found here, unless it reads text (a budget written ``'ismcts:200'``). So is a deal method refused as notation, a
question asked in the wrong stage (a legality error: "not stage 'lead'"), and a seat out of its bounds refused by
``player_index(..., InvalidNotationError)`` (a dealer of 2 is a setting)."""

from __future__ import annotations

import ast
import re

from source_scan import ROOT, parsed

SETTING_WORDS = re.compile(r"\bor more\b|\bat least\b|must be a (whole )?number|\bnot on the\b|is not a player"
                           r"|is not a deal method|\bnot stage\b|not a rules profile|not a shuffle"
                           r"|is neither a reading|not a barring reading|the record has deals|a deal of the record")
READS_TEXT: dict[tuple[str, str], str] = {
    ("penchant/players/ismcts.py", "parse_budget"): "reads a budget written as text ('200', '0.3s')",
}


_NOTATION_RAISES = ("InvalidNotationError", "InvalidNotationError.refusing", "InvalidNotationError.refusing_argument",
                    "InvalidNotationError.wanting")
"""The ways an :class:`InvalidNotationError` is raised: its constructor and its typed constructors."""


def settings_as_notation(source: str) -> list[tuple[int, str]]:
    """(line, function) of each ``raise InvalidNotationError(...)`` whose words are a setting's or a lookup's."""
    out = []
    for func in ast.walk(parsed(source)):
        if not isinstance(func, ast.FunctionDef):
            continue
        for node in ast.walk(func):
            given = [*node.args, *(k.value for k in node.keywords)] if isinstance(node, ast.Call) else []
            if (isinstance(node, ast.Call) and ast.unparse(node.func) == "player_index"
                    and any(ast.unparse(a) == "InvalidNotationError" for a in given)):
                out.append((node.lineno, func.name))  # a seat out of bounds is a setting
            if (isinstance(node, ast.Raise) and isinstance(node.exc, ast.Call)
                    and ast.unparse(node.exc.func) in _NOTATION_RAISES):
                words = " ".join(c.value for c in ast.walk(node.exc)
                                 if isinstance(c, ast.Constant) and isinstance(c.value, str))
                if SETTING_WORDS.search(words):
                    out.append((node.lineno, func.name))
    return sorted(set(out))


def test_the_scan_sees_the_old_refusals() -> None:
    old = ("def __init__(self, samples):\n"
           "    if samples < 1:\n"
           "        raise InvalidNotationError(f'samples {samples!r} must be a whole number, 1 or more')\n"
           "def rating_of(self, player):\n"
           "    raise InvalidNotationError(f'{player!r} is not on the ladder')\n"
           "def parse(text):\n"
           "    raise InvalidNotationError(f'{text!r} is not a card')\n"
           "def new_deal(dealer, m):\n"
           "    player_index(dealer, 'dealer', InvalidNotationError)\n"
           "    raise InvalidNotationError(f'{m!r} is not a deal method: traditional')\n"
           "def deal_outcome(state):\n"
           "    raise InvalidNotationError(f'needs a Phase 2 position, not stage {state.stage!r}')\n"
           "def get_profile(name):\n"  # a profile's name and a shuffle are settings
           "    raise InvalidNotationError.refusing(name, 'not a rules profile: one of foster, kandell, modern')\n"
           "def shuffle_of(rng):\n"
           "    raise InvalidNotationError.refusing(rng, 'not a shuffle: give a random.Random')\n"
           # a barring reading and review's --deal (issue #30), and the typed constructors' other shapes
           "def reading_of(value):\n"
           "    raise InvalidNotationError.refusing_argument(\n"
           "        'barring', value, f'is neither a reading ({r}) nor a rules profile ({p})')\n"
           "def is_barred_on_masks(reading):\n"
           "    raise InvalidNotationError.refusing(reading, f'not a barring reading: a reading is {r}')\n"
           "def run_review_command(args, record):\n"
           "    raise InvalidNotationError(f'--deal {args.deal!r}: the record has deals 1 to {len(record.deals)}')\n"
           "def samples_of(n):\n"
           "    raise InvalidNotationError.wanting('samples', 'a whole number, 1 or more', n)\n")
    assert settings_as_notation(old) == [(3, "__init__"), (5, "rating_of"), (9, "new_deal"), (10, "new_deal"),
                                         (12, "deal_outcome"), (14, "get_profile"), (16, "shuffle_of"),
                                         (18, "reading_of"), (21, "is_barred_on_masks"), (23, "run_review_command"),
                                         (25, "samples_of")]


def test_no_setting_is_refused_as_notation() -> None:
    found = []
    for top in ("penchant", "penchant_widgets", "penchant_server"):
        for path in sorted((ROOT / top).rglob("*.py")):
            rel = path.relative_to(ROOT).as_posix()
            found += [f"{rel}:{line} ({name})" for line, name in settings_as_notation(path.read_text(encoding="utf-8"))
                      if (rel, name) not in READS_TEXT]
    assert not found, "a setting is an InvalidSettingError, a name of no player an UnknownPlayerError:\n" + "\n".join(
        found)
