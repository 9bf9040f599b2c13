"""A command's handler prints its result one way: through :func:`penchant.cli.output.emit`, which writes the JSON
line with ``--json`` and the text for people without it. ``penchant solve --batch`` went through ``emit`` for JSON and
``print()`` for its tables, two paths that could drift apart (a table in ``--json`` output, a blank line lost). A
handler that calls ``emit`` prints nothing else on standard output (a progress line on standard error is no
result)."""

from __future__ import annotations

import ast
import json
from pathlib import Path

import pytest

from penchant.cli.main import main

ROOT = Path(__file__).resolve().parents[2]
ALLOWED: dict[str, str] = {
    "penchant/cli/puzzles.py: run_generate": "without --out it prints the bank file's own text (JSON already), as "
                                             "curate and mine do; with --out it reports through emit",
}
"""Handlers that print beside ``emit``, each with its reason."""


def run_cli(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def prints_beside_emit(source: str) -> list[str]:
    """The functions of ``source`` that call ``emit`` and also ``print`` to standard output (no ``file=``)."""
    found = []
    for fn in ast.walk(ast.parse(source)):
        if not isinstance(fn, ast.FunctionDef):
            continue
        calls = [c for c in ast.walk(fn) if isinstance(c, ast.Call) and isinstance(c.func, ast.Name)]
        emits = any(c.func.id == "emit" for c in calls if isinstance(c.func, ast.Name))
        prints = any(c.func.id == "print" and not any(k.arg == "file" for k in c.keywords)
                     for c in calls if isinstance(c.func, ast.Name))
        if emits and prints:
            found.append(fn.name)
    return found


def test_no_handler_prints_beside_emit() -> None:
    found = [f"{path.relative_to(ROOT).as_posix()}: {name}" for path in sorted((ROOT / "penchant/cli").glob("*.py"))
             for name in prints_beside_emit(path.read_text(encoding="utf-8"))]
    assert [f for f in found if f not in ALLOWED] == []
    assert set(ALLOWED) <= set(found), "a listed handler no longer prints beside emit: take it off the list"


def test_the_scan_sees_the_old_batch() -> None:
    old = ("def _run_batch(args, path, default):\n"
           "    for n, solution in enumerate(solutions):\n"
           "        if args.json:\n            emit(args, solution.to_json())\n"
           "        else:\n            if n:\n                print()\n            print(solution.table())\n"
           "def run_review(args):\n    print('reviewing', file=sys.stderr)\n    emit(args, {}, 'done')\n")
    assert prints_beside_emit(old) == ["_run_batch"]


def test_a_batch_prints_its_tables_apart_and_its_json_a_line_each(capsys: pytest.CaptureFixture[str],
                                                                  tmp_path: Path) -> None:
    lines = [{"hand": ["AS"], "opp_hand": ["7S"], "trump": None, "led": None, "won": [5, 5]},
             {"hand": ["8S", "JS"], "opp_hand": ["TS"], "trump": None, "led": "9S", "won": [6, 5]}]
    path = tmp_path / "positions.jsonl"
    path.write_text("\n".join(json.dumps(x) for x in lines) + "\n", encoding="utf-8")
    tables = [run_cli(capsys, "solve", *flags)[1] for flags in (
        ("--hand", "AS", "--opp-hand", "7S", "--won", "5-5"),
        ("--hand", "8S JS", "--opp-hand", "TS", "--led", "9S", "--won", "6-5"))]
    code, out, _ = run_cli(capsys, "solve", "--batch", str(path))
    assert code == 0 and out == tables[0] + "\n" + tables[1]
    code, out, _ = run_cli(capsys, "solve", "--batch", str(path), "--json")
    assert code == 0 and [json.loads(line)["best"] for line in out.splitlines()] == [["AS"], ["JS"]]
