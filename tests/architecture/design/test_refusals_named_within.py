"""A refusal read from a file or a record is named where it was with ``exc.within(where)`` (after
``exc.as_a(InvalidRecordError)`` when a record's refusal must be one), never by a new error built from the old
message: ``raise InvalidRecordError(f"{where}: {exc}")`` keeps the words and loses the typed parts
(``given``, ``reason``, ``player``, ``where``) a caller says the refusal with. Read with ast: in an ``except`` of a
:class:`~penchant.errors.PenchantError`, a ``raise`` of a new error whose message is the caught one (``{exc}`` in
an f-string, or ``str(exc)``). The sites not yet moved are listed by file with their count, which may only fall."""

from __future__ import annotations

import ast
import inspect
from collections import Counter

from source_scan import parsed, sources

import penchant.errors as errors

PENCHANT_ERRORS = frozenset(name for name, value in vars(errors).items()
                            if inspect.isclass(value) and issubclass(value, errors.PenchantError))

NOT_YET: dict[str, int] = {
    "penchant/marker/events.py": 1,
    "penchant/marker/ledger.py": 1,
    "penchant/marker/records.py": 1,
    "penchant/puzzles/history_replay.py": 2,
    "penchant/puzzles/words/questions.py": 1,
}
"""Files that still build a refusal from a caught one's message, with how many times (the record readers of
``penchant.play`` and the coach's review no longer do; these are left for a change of their own)."""


def _caught(handler: ast.ExceptHandler) -> set[str]:
    kinds = handler.type.elts if isinstance(handler.type, ast.Tuple) else [handler.type]
    return {k.id if isinstance(k, ast.Name) else k.attr for k in kinds if isinstance(k, ast.Name | ast.Attribute)}


def _says(message: ast.expr, name: str) -> bool:
    """Whether ``message`` is the caught error's words: ``{exc}`` in an f-string, or ``str(exc)``."""
    if isinstance(message, ast.JoinedStr):
        return any(isinstance(v, ast.FormattedValue) and isinstance(v.value, ast.Name) and v.value.id == name
                   for v in message.values)
    return (isinstance(message, ast.Call) and isinstance(message.func, ast.Name) and message.func.id == "str"
            and len(message.args) == 1 and isinstance(message.args[0], ast.Name) and message.args[0].id == name)


def _a_refusal(made: ast.expr) -> bool:
    """Whether ``made`` makes a refusal: a :class:`~penchant.errors.PenchantError` by name, or an error class passed
    in (``error``, ``refused``); a machine's error (``ServeError``, an ``OSError``) says a refusal in its own words."""
    name = made.id if isinstance(made, ast.Name) else made.attr if isinstance(made, ast.Attribute) else ""
    return name in PENCHANT_ERRORS or name[:1].islower()


def rebuilt(source: str, where: str) -> list[str]:
    """The refusals ``source`` builds anew from a caught refusal's message, as ``where:line: text``."""
    out = []
    for handler in ast.walk(parsed(source)):
        if not (isinstance(handler, ast.ExceptHandler) and handler.name and _caught(handler) & PENCHANT_ERRORS):
            continue
        for node in ast.walk(handler):
            if (isinstance(node, ast.Raise) and isinstance(node.exc, ast.Call) and node.exc.args
                    and _a_refusal(node.exc.func) and _says(node.exc.args[0], handler.name)):
                out.append(f"{where}:{node.lineno}: {ast.unparse(node)[:100]}")
    return sorted(set(out), key=lambda p: int(p.split(":")[1]))


def test_refusals_are_named_within_not_rebuilt() -> None:
    found: Counter[str] = Counter()
    lines: dict[str, list[str]] = {}
    for rel, source in sources():
        if hits := rebuilt(source, rel):
            found[rel] = len(hits)
            lines[rel] = hits
    over = [line for rel, n in found.items() if n > NOT_YET.get(rel, 0) for line in lines[rel]]
    assert not over, "name the input with exc.within(where) (exc.as_a(InvalidRecordError) first if need be):\n" + (
        "\n".join(over))
    fallen = {rel: (n, found[rel]) for rel, n in NOT_YET.items() if found[rel] < n}
    assert not fallen, f"fewer now: lower NOT_YET to match (listed, found): {fallen}"


def test_the_scan_sees_the_old_readers() -> None:
    old = (
        "try:\n"
        "    validate_deal(entry)\n"
        "except PenchantError as exc:\n"
        "    raise InvalidRecordError(f'{where}: {exc}') from None\n"
        "try:\n"
        "    profile = Profile.from_json(x)\n"
        "except (InvalidNotationError, KeyError) as exc:\n"
        "    raise InvalidRecordError(str(exc)) from None\n"
        "try:\n"
        "    open(path)\n"
        "except OSError as exc:\n"
        "    raise StoreError(f'cannot open {path!r}: {exc}') from None\n"
        "try:\n"
        "    state.apply(a)\n"
        "except PenchantError as exc:\n"
        "    raise exc.as_a(InvalidRecordError).within(f'action {n}') from None\n"
        "try:\n"
        "    main = load_app('server')\n"
        "except AppMissingError as exc:\n"
        "    raise ServeError(str(exc)) from None\n"
    )
    assert [p.split(":")[1] for p in rebuilt(old, "x.py")] == ["4", "8"]
