"""Puzzles made and served: the generator, and the command line's ``penchant puzzles`` (list, verify, show,
generate) over a bank, with its answers read by the rules (``test_puzzles.py`` holds the model and
each checker)."""

from __future__ import annotations

import json

import pytest

from penchant.errors import PuzzleError
from penchant.puzzlemakers.authoring import build
from penchant.puzzlemakers.proving import proved
from penchant.puzzles import Puzzle, analyse

CASH3 = {"hand": "AH 8H 7H", "opp_hand": "KH 8S 8D", "trump": None, "won": [4, 6]}


# ---------------------------------------------------------------- generator
@pytest.mark.parametrize("kind", ["endgame", "declaration", "barring", "trump", "scoring"])
def test_generator_is_deterministic_and_keeps_interesting_puzzles(kind: str) -> None:
    from penchant.puzzlemakers.generate import generate

    first = generate(kind, 2, seed=7)
    again = generate(kind, 2, seed=7)
    assert [p.to_json() for p in first] == [p.to_json() for p in again]
    assert len(first) == 2
    assert [p.id for p in first] == [f"gen-{kind}-7-001", f"gen-{kind}-7-002"]
    for p in first:
        a = analyse(p)
        assert a.tempting, p.id
        assert list(p.answer) == list(a.best)
        if kind == "endgame":
            assert a.unique
            values = {c: v for c, (ok, v) in a.verdicts.items()}
            assert any(not ok for ok, _ in a.verdicts.values()), values


def test_generator_refuses_a_bad_kind() -> None:
    from penchant.puzzlemakers.generate import generate

    with pytest.raises(PuzzleError) as err:
        generate("chess", 1)
    assert "'chess'" in str(err.value)


# --------------------------------------------------------------------- CLI
def run_cli(argv: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    from penchant.cli.main import main

    code = main(argv)
    out, err = capsys.readouterr()
    return code, out, err


def write_bank(tmp_path: object, puzzles: list[Puzzle]) -> str:
    from pathlib import Path

    from penchant.puzzles import dump_bank

    folder = Path(str(tmp_path)) / "bank"
    folder.mkdir()
    (folder / "mixed.json").write_text(dump_bank(puzzles), encoding="utf-8")
    return str(folder)


def small_bank() -> list[Puzzle]:
    """Two hand-made puzzles, each proved by a constructed deal (the bank keeps no other)."""
    return [
        proved(build("barring", "may_declare", "b-1", "Queens bar",
                     {"declaration": "8S 8D", "hand": "8S 8D 9C 7H KD", "opp_table": "QS QD", "stock": 18})),
        proved(build("endgame", "best", "e-1", "Cash the Ace", CASH3)),
    ]


def test_cli_list_json_prints_the_listing(tmp_path: object, capsys: pytest.CaptureFixture[str]) -> None:
    bank = write_bank(tmp_path, small_bank())
    code, out, _ = run_cli(["puzzles", "list", "--json", "--bank", bank], capsys)
    assert code == 0
    data = json.loads(out)
    assert [d["id"] for d in data] == ["b-1", "e-1"]
    assert set(data[0]) == {"id", "kind", "task", "difficulty", "rating", "level", "themes", "mined"}
    code, out, _ = run_cli(["puzzles", "list", "--json", "--kind", "endgame", "--bank", bank], capsys)
    assert [d["id"] for d in json.loads(out)] == ["e-1"]
    code, out, _ = run_cli(["puzzles", "list", "--json", "--full", "--bank", bank], capsys)
    full = json.loads(out)
    assert full == [p.to_json() for p in small_bank()]
    assert {"id", "kind", "title", "question", "position", "hints", "answer", "themes", "rating"} <= set(full[0])


def test_cli_verify_passes_a_good_bank_and_fails_a_broken_one(
    tmp_path: object, capsys: pytest.CaptureFixture[str]
) -> None:
    good = small_bank()
    bank = write_bank(tmp_path, good)
    code, out, _ = run_cli(["puzzles", "verify", "--drills", "--bank", bank], capsys)
    assert code == 0 and "2 of 2 puzzles verified" in out
    # As a rated bank both are refused (the fifth review): one rule looked up, and the one lead that wins the trick.
    code, out, _ = run_cli(["puzzles", "verify", "--bank", bank], capsys)
    assert code == 1 and "one rule looked up" in out and "the one lead that wins the trick" in out
    # A recorded answer the engine no longer gives, and a stale difficulty.
    broken = [good[0].with_changes(answer=("yes",)), good[1].with_changes(difficulty=5 if good[1].difficulty != 5
                                                                           else 1)]
    from pathlib import Path

    folder = Path(str(tmp_path)) / "broken"
    folder.mkdir()
    from penchant.puzzles import dump_bank

    (folder / "b.json").write_text(dump_bank(broken), encoding="utf-8")
    code, out, _ = run_cli(["puzzles", "verify", "--json", "--bank", str(folder)], capsys)
    assert code == 1
    data = json.loads(out)
    assert data["failed"] == 2
    problems = {f["id"]: " ".join(f["problems"]) for f in data["failures"]}
    assert "recorded answer ['yes']" in problems["b-1"]
    assert "difficulty" in problems["e-1"]


def test_cli_show_checks_an_answer(tmp_path: object, capsys: pytest.CaptureFixture[str]) -> None:
    bank = write_bank(tmp_path, small_bank())
    code, out, _ = run_cli(["puzzles", "show", "e-1", "--answer", "7H", "--json", "--bank", bank], capsys)
    assert code == 1  # a wrong answer
    data = json.loads(out)
    assert data["check"]["correct"] is False and data["check"]["best"] == ["AH"]
    code, _, err = run_cli(["puzzles", "show", "nope", "--bank", bank], capsys)
    assert code == 2 and "'nope'" in err
    code, _, err = run_cli(["puzzles", "show", "b-1", "--answer", "maybe", "--bank", bank], capsys)
    assert code == 2 and "'maybe'" in err


def test_cli_generate_writes_a_bank_that_verifies(tmp_path: object, capsys: pytest.CaptureFixture[str]) -> None:
    from pathlib import Path

    out_dir = Path(str(tmp_path)) / "gen"
    code, _, _ = run_cli(["puzzles", "generate", "--kind", "trump", "--count", "3", "--seed", "2",
                            "--rules", "foster", "--out", str(out_dir)], capsys)
    assert code == 0
    target = out_dir / "generated-trump-2.json"
    assert target.exists()
    from penchant.puzzles import load_bank, verify

    puzzles = load_bank(target)
    assert len(puzzles) == 3 and all(p.rules == "foster" for p in puzzles)
    assert all(r.ok for r in verify(puzzles)), [r.problems for r in verify(puzzles)]


@pytest.mark.parametrize("typed", ["1_2", "+ 12", "+12", "٣", "１２", "1" * 23, "12.0", "twelve"])
def test_a_number_answer_not_in_plain_digits_is_refused_quoting_it(
        typed: str, capsys: pytest.CaptureFixture[str]) -> None:
    """``penchant puzzles show scoring-003 --answer 1_2`` took '1_2' as 12, '١٢' and '１２' as numbers and 23 digits as
    "too high": the rules' one number reader refuses them, and the answer is quoted."""
    code, out, err = run_cli(["puzzles", "show", "scoring-003", "--answer", typed], capsys)
    assert code == 2 and repr(typed) in err, (out, err)
    assert "WRONG" not in out and "RIGHT" not in out


def test_a_number_answer_in_plain_digits_is_checked(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run_cli(["puzzles", "show", "scoring-003", "--answer", " 12 "], capsys)
    assert (code, "WRONG: 12 " in out) in ((0, False), (1, True)) and ("WRONG: 12 " in out or "RIGHT: 12" in out)

