"""The rulings live in the repository (docs/RULINGS.md), and what cites them names a ruling that is there.

A test that follows a ruling cites its section, ``docs/RULINGS.md: Barring`` (several: ``docs/RULINGS.md:
Cards; Cutting and dealing``) or ``docs/RULINGS.md, "Barring by value (Foster)"``; each section names
the test files that hold the engine to it. Nothing in the repository points outside it: no reference
to files kept beside it.
"""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]
RULINGS = ROOT / "docs" / "RULINGS.md"
CITATION = "docs/RULINGS.md"


def sections() -> list[str]:
    return [line[3:].strip() for line in RULINGS.read_text(encoding="utf-8").splitlines() if line.startswith("## ")]


def cited_sections(text: str) -> list[str | None]:
    """The sections each citation of the rulings in ``text`` names (``None``: a citation naming none)."""
    flat = re.sub(r"\s+#?\s*", " ", text)
    known = sorted(sections(), key=len, reverse=True)
    out: list[str | None] = []
    for m in re.finditer(re.escape(CITATION), flat):
        rest = flat[m.end():]
        if rest.startswith(', "'):
            out.append(rest[3:].split('"')[0])
            continue
        if not rest.startswith(": "):
            out.append(None)
            continue
        rest = rest[2:]
        while True:
            name = next((s for s in known if rest.startswith(s)), None)
            out.append(name if name is not None else re.split(r"[.)]", rest)[0])
            if name is None:
                break
            rest = rest[len(name):]
            if not rest.startswith("; "):
                break
            rest = rest[2:]
    return out


def test_the_citation_reader_reads_every_form() -> None:
    text = ('"""(docs/RULINGS.md: Cards; Cutting and dealing).\n    docs/RULINGS.md, "Barring by value (Foster)"'
            '\n# docs/RULINGS.md: Barring, worked checks. docs/RULINGS.md: Nowhere. See docs/RULINGS.md.')
    assert cited_sections(text) == ["Cards", "Cutting and dealing", "Barring by value (Foster)", "Barring",
                                    "Nowhere", None]


def test_the_rulings_page_has_its_sections_each_with_its_tests() -> None:
    text = RULINGS.read_text(encoding="utf-8")
    names = sections()
    assert {"Cards", "Barring", "Barring by value (Foster)", "Trump", "Scoring"} <= set(names)
    for part in re.split(r"^## ", text, flags=re.M)[1:]:
        title = part.splitlines()[0]
        files = re.findall(r"`(tests/[\w/]+\.py)`", part)
        assert files, f"section {title!r} names no test"
        for f in files:
            assert (ROOT / f).is_file(), f"section {title!r} names {f}, which does not exist"
    assert "*Foster" in text and "*Kandell" in text and "*Engine ruling" in text


def test_every_citation_of_a_ruling_names_a_section_that_exists() -> None:
    known = set(sections())
    problems: list[str] = []
    citing = 0
    for path in sorted([*(ROOT / "tests").rglob("*.py"), *(ROOT / "penchant").rglob("*.py"),
                        *(ROOT / "penchant_widgets").rglob("*.py")]):
        if path == Path(__file__):
            continue
        text = path.read_text(encoding="utf-8")
        rel = path.relative_to(ROOT)
        if re.search(r"(?<!docs/)RULINGS", text):
            problems.append(f"{rel}: cites RULINGS without its place, docs/RULINGS.md")
        names = cited_sections(text)
        citing += bool(names)
        for name in names:
            if name not in known:
                problems.append(f"{rel}: cites {name!r}, not a section of docs/RULINGS.md")
    assert citing >= 10, citing
    assert not problems, "\n".join(problems)


def test_every_rulings_test_file_cites_its_ruling() -> None:
    for path in sorted((ROOT / "tests").rglob("test_rulings_*.py")):
        assert cited_sections(path.read_text(encoding="utf-8")), f"{path.name} cites no ruling"


def test_nothing_in_the_repository_points_outside_it() -> None:
    files = subprocess.run(["git", "ls-files"], cwd=ROOT, capture_output=True, text=True, check=True).stdout.split()
    outside = ("../" + "shared", "/work/" + "shared", "steering " + "repo")
    problems = []
    for name in files:
        path = ROOT / name
        if not path.is_file() or path.suffix in (".png", ".svg", ".sqlite3", ".lock", ".woff2", ".ico"):
            continue
        try:
            text = path.read_text(encoding="utf-8")
        except UnicodeDecodeError:
            continue
        problems += [f"{name}: {word!r}" for word in outside if word in text]
    assert not problems, "\n".join(problems)
