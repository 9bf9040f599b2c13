"""A refusal shaped as ``PenchantError.refusing`` or ``refusing_argument`` words is made by them: a
message written by hand as ``Error(f"{given!r} is not a card ...")`` or ``Error(f"batch {batch!r} must be ...")``
keeps the input and the reason only in its text, where a caller (the player's words, the command line's own
names) would have to cut them out again, and quotes the input whole where ``quoted`` cuts a long one. Read with
ast over ``penchant`` (but ``penchant/errors``, where the constructors word them): each call of an error whose
message is an f-string starting ``{x!r} is not`` (``refusing(x, "not ...")``) or ``<name> {x!r} must be``
(``refusing_argument("<name>", x, "must be ...")``), or saying ``<name> must be <what>, not {x!r}`` and quoting
nothing else (``wanting("<name>", "<what>", x)``), or naming a puzzle by hand, ``f"puzzle {pid!r}: ..."``
(``PuzzleError.of_puzzle(pid, "...")``, which keeps the id as a typed part)."""

from __future__ import annotations

import ast
import re

from source_scan import parsed, sources

NAME = re.compile(r"[A-Za-z_' -]+ ")
"""An argument's name before its value (``"--deals "``, ``"a rush's time "``)."""


QUOTING_BY_HAND: dict[str, int] = {
    # TO BE EMPTIED: the errors each file still makes with the input quoted in an f-string
    # (``Error(f"puzzle {pid!r}: position must be an object, not {x!r}")``, ``Error(f"cannot read {path!r}")``),
    # counted when the three shapes above were moved to the constructors; a file may make fewer (lower its count),
    # never more, and no new file any.
    "penchant/lazy_exports.py": 3,
    "penchant/cli/engine.py": 1,
    "penchant/cli/marker.py": 1,
    "penchant/cli/puzzles.py": 2,
    "penchant/cli/server_launch.py": 5,
    "penchant/cli/tutorial.py": 2,
    "penchant/coaching/going_over.py": 1,
    "penchant/coaching/reviewing.py": 1,
    "penchant/marker/choices.py": 1,
    "penchant/marker/lines_store.py": 1,
    "penchant/marker/events.py": 9,
    "penchant/play/game.py": 6,
    "penchant/play/moves.py": 1,
    "penchant/play/play_record.py": 6,
    "penchant/play/position_record.py": 2,  # its checks split into a module each: 10 in all
    "penchant/play/position_possible.py": 5,
    "penchant/play/position_history.py": 3,
    "penchant/play/game_record.py": 8,
    "penchant/players/base.py": 1,
    "penchant/players/knowledge.py": 1,
    "penchant/players/sampled_deals.py": 1,  # deal_outcome, moved from strong.py with the shared evaluator
    "penchant/puzzlemakers/authoring.py": 1,
    "penchant/puzzlemakers/constructed.py": 1,
    "penchant/puzzles/checkers/answers.py": 2,  # moved with the answer readers from model.py
    "penchant/puzzles/bank.py": 2,
    "penchant/puzzles/checkers/choice_values.py": 3,
    "penchant/puzzles/history_replay.py": 9,
    "penchant/puzzles/words/questions.py": 1,
    "penchant/rules/cards.py": 2,  # the cards modules split from it: 7 in all
    "penchant/rules/pack.py": 2,
    "penchant/rules/card_notation.py": 1,
    "penchant/rules/card_refusals.py": 2,
    "penchant/rules/free_reports.py": 1,  # moved with free_report_of_tables from puzzles/words/barring.py
    "penchant/typed_counts.py": 1,
    "penchant/rules/holdings.py": 3,
    "penchant/rules/procedure/last_six.py": 2,
    "penchant/rules/procedure/stock.py": 2,
    "penchant/rules/procedure/trick_count.py": 2,
    "penchant/rules/profiles.py": 4,
    "penchant/rules/score_scale.py": 1,
    "penchant/served_apps.py": 1,
    "penchant/solver/__init__.py": 1,
    "penchant/solver/phase2_position.py": 8,
    "penchant/files/strict_reader.py": 2,
    "penchant/studies/chance_figures.py": 1,
    "penchant/studies/deal_worth_figures.py": 1,
    "penchant/studies/ladder.py": 5,
    "penchant/studies/match.py": 3,
    "penchant/studies/numbers.py": 5,
    "penchant/trainer/attempts.py": 9,
    "penchant/trainer/stores.py": 2,
}


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
        if _text(parts[0]) == "puzzle " and _quoted(parts[1]):
            found.append(f"{where}:{node.lineno}: {called}(f\"puzzle {{...!r}}...\"): use PuzzleError.of_puzzle")
        elif _quoted(parts[0]) and _text(parts[1]).startswith(" is not"):
            found.append(f"{where}:{node.lineno}: {called}(f\"{{...!r}} is not ...\"): use PenchantError.refusing")
        elif (len(parts) >= 3 and NAME.fullmatch(_text(parts[0])) and _quoted(parts[1])
              and _text(parts[2]).startswith(" must be")):
            found.append(f"{where}:{node.lineno}: {called}(f\"{_text(parts[0])}{{...!r}} must be ...\"): "
                         "use PenchantError.refusing_argument")
        elif (_quoted(parts[-1]) and _text(parts[-2]).endswith(", not ") and not any(map(_quoted, parts[:-1]))
              and any(" must be " in _text(part) for part in parts)):
            found.append(f"{where}:{node.lineno}: {called}(f\"... must be ..., not {{...!r}}\"): "
                         "use PenchantError.wanting")
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
              'raise ValueError(f"{x!r} is not a card")\n'
              'raise InvalidRecordError(f"{where}: deals must be a list, not {raw!r}")\n'
              'raise InvalidRecordError.wanting(f"{where}: deals", "a list", raw)\n')
    assert [line.split(": ", 1)[1].split("(")[0] for line in shaped_by_hand(source, "x.py")] == [
        "InvalidNotationError", "InvalidSettingError", "PuzzleError", "ScoreEntryError", "PuzzleError",
        "ValueError", "InvalidRecordError"]
    assert "use PuzzleError.of_puzzle" in shaped_by_hand(
        'raise PuzzleError(f"puzzle {puzzle.id!r} has no {key!r}")', "x.py")[0]
    assert not shaped_by_hand('raise PuzzleError.of_puzzle(pid, f"has no {key!r}")', "x.py")


def puzzles_named_by_hand(source: str, where: str) -> list[str]:
    """Each f-string of ``source`` that names a puzzle by hand, ``f"puzzle {pid!r}: "``, wherever it goes: kept as a
    prefix for later refusals (``where = f"puzzle {puzzle.id!r}: "``, the trump puzzles' and a judgement's),
    passed as an argument's name, or made a problem's text. A refusal names its puzzle through
    ``PuzzleError.of_puzzle(pid, ...)``, which also names a refusal caught (``of_puzzle(pid, exc)``)."""
    return [f"{where}:{node.lineno}: f\"puzzle {{...!r}}...\": use PuzzleError.of_puzzle"
            for node in ast.walk(parsed(source)) if isinstance(node, ast.JoinedStr) and len(node.values) >= 2
            and _text(node.values[0]) == "puzzle " and _quoted(node.values[1])]


def test_no_puzzle_is_named_by_hand() -> None:
    found = [line for path, text in sources() if path.startswith("penchant/")
             and not path.startswith("penchant/errors/")
             for line in puzzles_named_by_hand(text, path)]
    assert not found, "\n".join(found)


def test_the_scan_sees_a_puzzle_named_by_hand() -> None:
    source = ('where = f"puzzle {puzzle.id!r}: "\n'
              'where = f"puzzle {pid!r}: " if pid else ""\n'
              'p = player_index(x, f"puzzle {puzzle.id!r}: player", PuzzleError)\n'
              'raise PuzzleError.of_puzzle(pid, exc) from None\n'
              'said = f"puzzle {n} of {total}"\n'
              'return [f"puzzle {puzzle.id!r}: a reading puzzle needs the history of its deal"]\n')
    assert [line.split(":")[1] for line in puzzles_named_by_hand(source, "x.py")] == ["1", "2", "3", "6"]


def quoting_by_hand(source: str) -> int:
    """How many calls of an error (``SomeError(...)``) quote a value with ``!r`` in their f-string message."""
    count = 0
    for node in ast.walk(parsed(source)):
        if not (isinstance(node, ast.Call) and node.args):
            continue
        called = node.func.id if isinstance(node.func, ast.Name) else getattr(node.func, "attr", "")
        message = node.args[0].left if isinstance(node.args[0], ast.BinOp) else node.args[0]
        if called.endswith("Error") and isinstance(message, ast.JoinedStr) and any(map(_quoted, message.values)):
            count += 1
    return count


def test_no_more_errors_quote_their_input_by_hand() -> None:
    """A new refusal quotes its input through ``refusing`` (or its error's typed constructor), never in an
    f-string: a file quoting by hand more often than :data:`QUOTING_BY_HAND` allows fails."""
    more = {path: (n, QUOTING_BY_HAND.get(path, 0)) for path, text in sources()
            if path.startswith("penchant/") and not path.startswith("penchant/errors/")
            and (n := quoting_by_hand(text)) > QUOTING_BY_HAND.get(path, 0)}
    assert not more, "\n".join(f"{path}: {n} errors quote their input by hand, at most {most} may (use refusing)"
                               for path, (n, most) in more.items())


def test_the_counts_are_kept_down() -> None:
    """A file that quotes by hand less often than :data:`QUOTING_BY_HAND` says has its count lowered with it, so
    that the scan never allows more than the file makes."""
    made = {path: quoting_by_hand(text) for path, text in sources() if path in QUOTING_BY_HAND}
    loose = {path: (most, made.get(path, 0)) for path, most in QUOTING_BY_HAND.items() if made.get(path, 0) < most}
    assert not loose, "\n".join(f"{path}: QUOTING_BY_HAND allows {most}, it makes {n}: lower it"
                                for path, (most, n) in loose.items())


def test_the_count_sees_an_error_quoting_by_hand() -> None:
    source = ('raise PuzzleError(f"puzzle {pid!r}: no such puzzle")\n'
              'raise StoreError(f"cannot read {path!r}: " + why)\n'
              'raise PuzzleError.refusing(pid, "not a puzzle")\n'
              'raise PuzzleError(f"puzzle {pid}: no such puzzle")\n'
              'print(f"{pid!r}")\n')
    assert quoting_by_hand(source) == 2
