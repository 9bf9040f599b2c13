"""The trainer says what it takes: its functions took the puzzles as ``Iterable[Any]`` (``Progress.of``,
``rating_change``, ``history_rows``, ``puzzle_labels``), so a list of ids or of records passed for them type-checked
and failed at run time. No parameter of the trainer's (``penchant/trainer``, the widgets' ``puzzles``) is a collection
of ``Any``."""

from __future__ import annotations

import ast

from source_scan import ROOT, parsed

SCANNED = ("penchant/trainer", "penchant_widgets/puzzles")
COLLECTIONS = {"Iterable", "Sequence", "Collection", "Iterator", "list", "tuple", "set", "frozenset"}


def untyped_collections(source: str) -> list[str]:
    """``function: parameter`` for each parameter annotated as a collection of ``Any`` (``Iterable[Any]``)."""
    found = []
    for fn in ast.walk(parsed(source)):
        if not isinstance(fn, ast.FunctionDef | ast.AsyncFunctionDef):
            continue
        for arg in (*fn.args.posonlyargs, *fn.args.args, *fn.args.kwonlyargs):
            note = arg.annotation
            if (isinstance(note, ast.Subscript) and isinstance(note.value, ast.Name) and note.value.id in COLLECTIONS
                    and isinstance(note.slice, ast.Name) and note.slice.id == "Any"):
                found.append(f"{fn.name}: {arg.arg}")
    return found


def test_the_trainer_takes_no_collection_of_any() -> None:
    found = [f"{path.relative_to(ROOT).as_posix()}: {hit}" for top in SCANNED
             for path in sorted((ROOT / top).rglob("*.py")) for hit in untyped_collections(path.read_text("utf-8"))]
    assert not found, "say what the collection holds: " + ", ".join(found)


def test_the_scan_sees_the_old_signatures() -> None:
    old = ("def history_rows(attempts: Iterable[Attempt], puzzles: Iterable[Any] = ()) -> list[HistoryRow]: ...\n"
           "class Progress:\n    def of(cls, attempts, puzzles: Sequence[Any] = ()): ...\n"
           "def to_json(self, data: Mapping[str, Any]) -> dict[str, Any]: ...\n")
    assert untyped_collections(old) == ["history_rows: puzzles", "of: puzzles"]
