"""``penchant puzzles show --answer``: a wrong answer exits 1 (it exited 0 for right and wrong alike), several
choices are joined with ``|`` and a refusal of ``'1 3'`` says so, ``--bank`` says truly what is read without it,
and a puzzle not in the bank given names the bank read (review, items 4-6)."""

from __future__ import annotations

import re
import shlex
from pathlib import Path

import pytest

from penchant.cli.main import build_parser, main

ROOT = Path(__file__).resolve().parents[2]


def _run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_a_wrong_answer_exits_1_and_a_right_one_0(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = _run(capsys, "puzzles", "show", "barring-001", "--answer", "2")
    assert code == 0 and "RIGHT" in out
    code, out, _ = _run(capsys, "puzzles", "show", "barring-001", "--answer", "4")
    assert code == 1 and "WRONG" in out
    code, out, _ = _run(capsys, "puzzles", "show", "barring-001", "--answer", "1 | 2", "--json")
    assert code == 1 and '"correct": false' in out
    code, out, _ = _run(capsys, "puzzles", "show", "barring-001")  # no answer: nothing to be wrong
    assert code == 0


def test_several_choices_run_together_are_told_the_bar(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = _run(capsys, "puzzles", "show", "barring-001", "--answer", "1 3")
    assert code == 2 and not out and err.count("\n") == 1
    assert "'1 3'" in err and "|" in err and "'1 | 3'" in err, err


def test_the_help_says_what_is_read_and_how_it_exits() -> None:
    parser = build_parser()
    puzzles = parser._subparsers._group_actions[0].choices["puzzles"]  # type: ignore[union-attr]
    sub = puzzles._subparsers._group_actions[0].choices
    for name in ("show", "verify"):
        bank = next(a for a in sub[name]._actions if "--bank" in a.option_strings).help or ""
        assert "drills" in bank and "default: penchant/data/puzzles)" not in bank, (name, bank)
    listing = next(a for a in sub["list"]._actions if "--bank" in a.option_strings).help or ""
    assert "default: penchant/data/puzzles)" not in listing
    show = sub["show"].format_help()
    assert re.search(r"exits? 0 .*right.* 1 .*wrong", " ".join(show.split()), re.IGNORECASE), show
    assert "|" in show


def test_a_drill_asked_of_another_bank_names_the_bank_read(capsys: pytest.CaptureFixture[str]) -> None:
    bank = str(ROOT / "penchant" / "data" / "puzzles")
    code, out, err = _run(capsys, "puzzles", "show", "barring-001", "--bank", bank)
    assert code == 2 and not out and err.count("\n") == 1
    assert "'barring-001'" in err and repr(bank) in err and "drills" in err, err


def test_the_manuals_example_answer_is_right(capsys: pytest.CaptureFixture[str]) -> None:
    """docs/engine.md showed ``--answer 4``, a wrong answer, as the way to answer."""
    text = (ROOT / "docs" / "engine.md").read_text(encoding="utf-8")
    shown = [line.split("#")[0] for line in text.splitlines() if line.startswith("penchant puzzles show")]
    assert shown and any("--answer" in line for line in shown)
    for line in shown:
        assert main(shlex.split(line)[1:]) == 0, line
        capsys.readouterr()
    said = next(line for line in text.splitlines() if line.startswith("penchant puzzles show") and "--answer" in line)
    assert "|" in said and "exit" in text[text.index(said):text.index(said) + 2000]


def test_the_verdict_is_carried_apart_from_its_words() -> None:
    """The check result keeps its verdict ("Right", "Not quite") apart from what it says, and the command line says
    "RIGHT:" with those words: it strips nothing off a message (a regex once took "Right:" back off it). A right
    reasoned choice is said from its claim's parts ("Right: no, ..."), not rewritten from "No: ..."."""
    from penchant.cli.puzzles import verdict_line
    from penchant.puzzles import analyse, check, load_bank, load_drills

    every = [*load_bank(), *load_drills()]
    reasoned = next(p for p in every if p.task == "may_declare")
    r = check(reasoned, analyse(reasoned).best[0])
    assert r.correct and r.opening == "Right" and r.message == f"Right: {r.said}"
    assert r.said.startswith(("yes, ", "no, ")) and verdict_line(r) == f"RIGHT: {r.said}"
    picks = next(p for p in every if p.answer_form == "choices")
    wrong = next(r for r in (check(picks, [c]) for c in picks.choices) if not r.correct)
    assert wrong.opening == "Not quite" and verdict_line(wrong) == f"WRONG: {wrong.said}"
    assert not wrong.said.startswith("Not quite")
