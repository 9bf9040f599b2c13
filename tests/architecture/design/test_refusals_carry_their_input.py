"""A refusal that quotes the input it refuses before saying why (``"'play 7S': 7♠ is not in your hand"``) is made
by ``PenchantError.refusing(given, reason)``, which keeps the two as typed parts, never written by hand as
``Error(f"{given!r}: {reason}")`` (the player's words were made by cutting the quoted
input off the message with a regular expression; they are now the error's ``reason``, and a message written by
hand would show the reader their own input, quoted)."""

from __future__ import annotations

import ast

from source_scan import parsed, sources


def quoted_by_hand(source: str, where: str) -> list[str]:
    """Each call of an error (or of a name bound to one) whose message starts ``f"{x!r}: "`` or ``f"{x!r} is not "``
    (the form contributing.md names: two slipped past a scan that knew only the first)."""
    found = []
    for node in ast.walk(parsed(source)):
        if not (isinstance(node, ast.Call) and node.args):
            continue
        message = node.args[0].left if isinstance(node.args[0], ast.BinOp) else node.args[0]
        if not (isinstance(message, ast.JoinedStr) and len(message.values) >= 2):
            continue
        first, then = message.values[0], message.values[1]
        called = node.func.id if isinstance(node.func, ast.Name) else getattr(node.func, "attr", "")
        if (isinstance(first, ast.FormattedValue) and first.conversion == ord("r") and isinstance(then, ast.Constant)
                and str(then.value).startswith((": ", " is not "))
                and (called.endswith("Error") or called in {"error", "cls"})):
            link = str(then.value)[:8] if str(then.value).startswith(" is not ") else ": "
            found.append(f"{where}:{node.lineno}: {called}(f\"{{{ast.unparse(first.value)}!r}}{link}...\")")
    return found


def test_a_refusal_of_an_input_keeps_it_as_a_part() -> None:
    found = [line for path, text in sources() if path.startswith(("penchant/", "penchant_widgets/", "penchant_server/"))
             and path != "penchant/errors/refusals.py"  # refusing itself
             for line in quoted_by_hand(text, path)]
    assert not found, "\n".join(found)


def test_the_scan_sees_a_message_quoting_its_input_by_hand() -> None:
    source = ('raise IllegalPlayError(f"{str(action)!r}: the deal is over")\n'
              'raise error(f"{path!r}: cannot write " + why)\n'
              'raise IllegalPlayError.refusing(str(action), "the deal is over")\n'
              'raise PuzzleError(f"puzzle {pid!r}: no such puzzle")\n'
              'raise InvalidSettingError(f"{method!r} is not a deal method")\n')
    assert [line.split(": ", 1)[1] for line in quoted_by_hand(source, "x.py")] == [
        'IllegalPlayError(f"{str(action)!r}: ...")', 'error(f"{path!r}: ...")',
        'InvalidSettingError(f"{method!r} is not ...")']
