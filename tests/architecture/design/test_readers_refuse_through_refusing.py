"""A reader of text (a function or method named ``parse``, ``parse_*`` or ``get_profile``/``get_player``) refuses
what it cannot read through ``PenchantError.refusing(given, reason)``: the input and why are typed
parts, which a player's words (``refusal_words``) are built from. A message written by hand as
``Error(f"{text!r} is not a card: ...")`` keeps them only in its text, for a caller to cut out again."""

from __future__ import annotations

import ast
import re

from source_scan import parsed, sources

READER = re.compile(r"^(parse|parse_\w+|get_profile|get_player)$")


def readers_quoting_by_hand(source: str, where: str) -> list[str]:
    """Each ``raise SomeError(f"{x!r} ...")`` inside a reader: the input quoted in the message's text only."""
    found: list[tuple[int, str]] = []
    for func in ast.walk(parsed(source)):
        if not (isinstance(func, ast.FunctionDef | ast.AsyncFunctionDef) and READER.match(func.name)):
            continue
        for node in ast.walk(func):
            if not (isinstance(node, ast.Raise) and isinstance(node.exc, ast.Call) and node.exc.args):
                continue
            called = ast.unparse(node.exc.func)
            message = node.exc.args[0]
            if (called.endswith("Error") and isinstance(message, ast.JoinedStr) and message.values
                    and isinstance(message.values[0], ast.FormattedValue)
                    and message.values[0].conversion == ord("r")):
                found.append((node.lineno, f"{where}:{node.lineno}: {func.name} raises {called}(f\"{{...!r}} ...\")"))
    return [line for _, line in sorted(found)]


def test_every_reader_refuses_with_the_input_as_a_part() -> None:
    found = [line for path, text in sources() if path.startswith(("penchant/", "penchant_widgets/", "penchant_server/"))
             for line in readers_quoting_by_hand(text, path)]
    assert not found, "refuse with Error.refusing(given, reason):\n" + "\n".join(found)


def test_the_scan_sees_a_reader_quoting_its_input_by_hand() -> None:
    source = ("class Card:\n"
              "    @classmethod\n"
              "    def parse(cls, text):\n"
              "        raise InvalidNotationError(f'{text!r} is not a card')\n"
              "def get_profile(name):\n"
              "    raise InvalidNotationError.refusing(name, 'not a rules profile')\n"
              "def parse_action(text):\n"
              "    raise InvalidNotationError(\n"
              "        f'{text!r} is not an action')\n"
              "def describe(text):\n"
              "    raise InvalidNotationError(f'{text!r} is not a card')\n")
    assert [line.split(": ", 1)[1] for line in readers_quoting_by_hand(source, "x.py")] == [
        'parse raises InvalidNotationError(f"{...!r} ...")', 'parse_action raises InvalidNotationError(f"{...!r} ...")']
