"""One contract for the engine's readers: ``from_json`` reads the JSON value ``to_json`` writes,
already parsed, never text; JSON text goes to ``from_str``. Phase2Position.from_json and Puzzle.from_json took
either, so a caller could not tell from the name which a reader wanted."""

from __future__ import annotations

import ast
import json
from pathlib import Path

import pytest

from penchant.errors import PenchantError
from penchant.puzzles import load_bank
from penchant.puzzles.model import Puzzle
from penchant.solver import Phase2Position

ROOT = Path(__file__).resolve().parents[3]
PARSERS = {"load_json", "parse_json", "loads", "read_json"}


def parsing_from_json(source: str) -> list[int]:
    """The lines of the ``from_json`` methods in ``source`` that parse JSON text themselves."""
    out = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.FunctionDef) and node.name == "from_json":
            for call in ast.walk(node):
                if isinstance(call, ast.Call):
                    f = call.func
                    name = f.id if isinstance(f, ast.Name) else f.attr if isinstance(f, ast.Attribute) else ""
                    if name in PARSERS:
                        out.append(node.lineno)
    return out


def test_the_scan_sees_the_old_reader() -> None:
    old = ("class P:\n"
           "    @classmethod\n"
           "    def from_json(cls, data):\n"
           "        if isinstance(data, str):\n"
           "            data = load_json(data, PuzzleError)\n"
           "        return cls(data)\n")
    assert parsing_from_json(old) == [3]


def test_no_from_json_reads_text() -> None:
    found = [f"{p.relative_to(ROOT)}:{line}" for p in sorted((ROOT / "penchant").rglob("*.py"))
             for line in parsing_from_json(p.read_text(encoding="utf-8"))]
    assert not found, "from_json reads a JSON value; text goes to from_str:\n" + "\n".join(found)


def test_text_is_refused_by_from_json_and_read_by_from_str() -> None:
    position = Phase2Position("AS 9H", "KS", trump="H", led="QS", won=(6, 5))
    puzzle = load_bank()[0]
    for reader, value in ((Phase2Position, position), (Puzzle, puzzle)):
        text = json.dumps(value.to_json())
        with pytest.raises(PenchantError):
            reader.from_json(text)  # type: ignore[arg-type]
        assert reader.from_str(text) == value  # type: ignore[attr-defined]
