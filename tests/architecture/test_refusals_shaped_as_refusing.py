"""A refusal shaped as ``PenchantError.refusing`` or ``refusing_argument`` words is made by them (issue #30): a
message written by hand as ``Error(f"{given!r} is not a card ...")`` or ``Error(f"batch {batch!r} must be ...")``
keeps the input and the reason only in its text, where a caller (the player's words, the command line's own
names) would have to cut them out again, and quotes the input whole where ``quoted`` cuts a long one. Read with
ast over ``penchant`` (but ``penchant/errors``, where the constructors word them): each call of an error whose
message is an f-string starting ``{x!r} is not`` (``refusing(x, "not ...")``) or ``<name> {x!r} must be``
(``refusing_argument("<name>", x, "must be ...")``)."""

from __future__ import annotations

import ast
import re

from source_scan import parsed, sources

NAME = re.compile(r"[A-Za-z_' -]+ ")
"""An argument's name before its value (``"--deals "``, ``"a rush's time "``)."""


def _quoted(value: ast.expr) -> bool:
    return isinstance(value, ast.FormattedValue) and value.conversion == ord("r") and value.format_spec is None


def _text(value: ast.expr) -> str:
    return value.value if isinstance(value, ast.Constant) and isinstance(value.value, str) else ""


def shaped_by_hand(source: str, where: str) -> list[str]:
    """Each ``SomeError(f"{x!r} is not ...")`` and ``SomeError(f"<name> {x!r} must be ...")`` of ``source``."""
    found = []
    for node in ast.walk(parsed(source)):
        if not (isinstance(node, ast.Call) and node.args and isinstance(node.args[0], ast.JoinedStr)):
            continue
        called = node.func.id if isinstance(node.func, ast.Name) else getattr(node.func, "attr", "")
        parts = node.args[0].values
        if not called.endswith("Error") or len(parts) < 2:
            continue
        if _quoted(parts[0]) and _text(parts[1]).startswith(" is not"):
            found.append(f"{where}:{node.lineno}: {called}(f\"{{...!r}} is not ...\"): use PenchantError.refusing")
        elif (len(parts) >= 3 and NAME.fullmatch(_text(parts[0])) and _quoted(parts[1])
              and _text(parts[2]).startswith(" must be")):
            found.append(f"{where}:{node.lineno}: {called}(f\"{_text(parts[0])}{{...!r}} must be ...\"): "
                         "use PenchantError.refusing_argument")
    return found


def test_a_refusal_shaped_as_refusing_is_made_by_it() -> None:
    found = [line for path, text in sources() if path.startswith("penchant/")
             and not path.startswith("penchant/errors/")
             for line in shaped_by_hand(text, path)]
    assert not found, "\n".join(found)


def test_the_scan_sees_a_refusal_shaped_by_hand() -> None:
    source = ('raise InvalidNotationError(f"{text!r} is not a card: write it as \'QS\'")\n'
              'raise InvalidSettingError(f"batch {batch!r} must be a whole number, 2 or more")\n'
              'raise PuzzleError(f"--deals {n!r} must be 0 or more")\n'
              'error = ScoreEntryError(\n    f"{k!r} is not a kind of combination")\n'
              'raise InvalidNotationError.refusing(text, "not a card")\n'
              'raise InvalidSettingError.refusing_argument("batch", batch, "must be 2 or more")\n'
              'raise PuzzleError(f"puzzle {pid!r}: position[{key!r}] must be a card, not {value!r}")\n'
              'raise ValueError(f"{x!r} is not a card")\n')
    assert [line.split(": ", 1)[1].split("(")[0] for line in shaped_by_hand(source, "x.py")] == [
        "InvalidNotationError", "InvalidSettingError", "PuzzleError", "ScoreEntryError", "ValueError"]
