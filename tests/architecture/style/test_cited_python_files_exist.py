"""A Python file a docstring or a comment names by its path from the root is a file of the repository. The project
sends its reader to "the test that guards this" (``tests/architecture/design/test_one_style_sheet.py``) and to the
module that holds a rule; a path that names nothing sends the reader nowhere. A scan moved into a folder of its own
had left ``penchant_widgets/styles.py`` citing it at its old place, and a test's docstring cited a guard by a name no
test
had.

Read: the comments and the docstrings (a module's, a class's, a function's, and the string under an attribute) of
the packages, the tools and the benchmarks, for any path of the project's folders; and those of the tests for the
tests' own paths (a scan's docstring may name, as its example, a module it refuses, which is no file)."""

from __future__ import annotations

import ast
import io
import re
import tokenize
from collections.abc import Iterator
from pathlib import Path

from source_scan import ROOT, parsed, python_files

PROJECT_PATH = re.compile(r"(?<![\w./-])(?:penchant|penchant_widgets|tests|tools|benchmarks)/[\w./-]*\w\.py\b")
TEST_PATH = re.compile(r"(?<![\w./-])tests/[\w./-]*\w\.py\b")


def prose(source: str) -> Iterator[tuple[int, str]]:
    """Each comment and each docstring of ``source`` (a module's text), with the line it starts on."""
    for token in tokenize.generate_tokens(io.StringIO(source).readline):
        if token.type == tokenize.COMMENT:
            yield token.start[0], token.string
    for node in ast.walk(parsed(source)):
        if isinstance(node, ast.Expr) and isinstance(node.value, ast.Constant) and isinstance(node.value.value, str):
            yield node.lineno, node.value.value


def missing(path: str, source: str, cited: re.Pattern[str], root: Path = ROOT) -> list[str]:
    """Where ``source`` (the text of ``path``) names a Python file, by a path ``cited`` finds, that ``root`` lacks."""
    if not cited.search(source):  # most sources name none: tokenizing them all would be most of the scan's time
        return []
    return [f"{path}:{line}: {name}" for line, text in prose(source) for name in cited.findall(text)
            if not (root / name).is_file()]


def scanned() -> Iterator[tuple[str, str, re.Pattern[str]]]:
    for path in python_files():
        yield path.relative_to(ROOT).as_posix(), path.read_text(encoding="utf-8"), PROJECT_PATH
    for path in sorted((ROOT / "tests").rglob("*.py")):
        yield path.relative_to(ROOT).as_posix(), path.read_text(encoding="utf-8"), TEST_PATH


def test_every_python_file_a_comment_or_docstring_names_exists() -> None:
    found = [f for path, source, cited in scanned() for f in missing(path, source, cited)]
    assert not found, "\n".join(found)


def test_the_scan_reads_the_prose_and_only_the_prose(tmp_path: Path) -> None:
    (tmp_path / "tests").mkdir()
    (tmp_path / "tests" / "test_here.py").write_text("", encoding="utf-8")
    source = ('"""Guarded by tests/test_here.py and tests/architecture/test_moved.py."""\n'
              "X = 1\n"
              '"""Said under X: see penchant_widgets/gone.py."""\n'
              "# and tests/puzzles/test_rule_of_thumb.py::test_a\n"
              'CODE = "tests/not_prose.py"\n')
    assert missing("m.py", source, PROJECT_PATH, tmp_path) == [
        "m.py:4: tests/puzzles/test_rule_of_thumb.py", "m.py:1: tests/architecture/test_moved.py",
        "m.py:3: penchant_widgets/gone.py"]
    assert missing("m.py", source, TEST_PATH, tmp_path) == [
        "m.py:4: tests/puzzles/test_rule_of_thumb.py", "m.py:1: tests/architecture/test_moved.py"]


def test_the_known_citations_are_found() -> None:
    """The packages and the tests do cite tests by path: the scan reads something."""
    cited = [name for _, source, pattern in scanned() if pattern.search(source)
             for _, text in prose(source) for name in pattern.findall(text)]
    assert "tests/architecture/design/test_widgets_name_no_ipywidgets_view_privates.py" in cited
    assert "tests/puzzles/test_real_play_kinds.py" in cited
