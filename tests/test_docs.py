"""The README is a front door and the manuals in docs/ hold together (issue #30).

Every relative link in README.md and docs/*.md reaches a file of the repository, and a link to a heading
(``marker.md#two-devices``) reaches a heading of that page, by GitHub's anchors; every manual is linked from
the README; the README stays short; every ``make`` target the pages name exists, and ``make help`` offers the
README's three quick-start commands.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
README = ROOT / "README.md"
PAGES = [README, *sorted((ROOT / "docs").glob("*.md"))]
README_MOST_LINES = 260
QUICK_START = ("tutorial", "marker", "test")

FENCE = re.compile(r"^(```|~~~).*?^\1", re.M | re.S)
INLINE_CODE = re.compile(r"`[^`\n]*`")
LINK = re.compile(r"\[[^\]]*\]\(([^)\s]+)\)")


def prose(text: str) -> str:
    """The page without its code: fenced blocks and inline code hold examples, not links."""
    return INLINE_CODE.sub("", FENCE.sub("", text))


def slug(heading: str) -> str:
    """GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens."""
    text = heading.strip().lower().replace("`", "")
    return re.sub(r"[^\w\- ]", "", text).replace(" ", "-")


def anchors(page: Path) -> set[str]:
    return {slug(m.group(1)) for m in re.finditer(r"^#{1,6}\s+(.+?)\s*#*$", FENCE.sub("", page.read_text(
        encoding="utf-8")), re.M)}


def relative_links(page: Path) -> list[str]:
    return [t for t in LINK.findall(prose(page.read_text(encoding="utf-8")))
            if not re.match(r"[a-z][a-z0-9+.-]*:", t)]  # http:, https:, mailto: are not the repository's


def broken(page: Path, root: Path = ROOT) -> list[str]:
    problems = []
    for target in relative_links(page):
        path_part, _, anchor = target.partition("#")
        dest = (page.parent / path_part).resolve() if path_part else page
        if not dest.exists():
            problems.append(f"{target}: no such file")
        elif not dest.is_relative_to(root.resolve()):
            problems.append(f"{target}: outside the repository")
        elif anchor and dest.suffix == ".md" and anchor not in anchors(dest):
            problems.append(f"{target}: {dest.name} has no heading #{anchor}")
    return problems


@pytest.mark.parametrize("page", PAGES, ids=lambda p: p.relative_to(ROOT).as_posix())
def test_every_relative_link_reaches_a_file_and_its_heading(page: Path) -> None:
    assert not broken(page), "\n".join(broken(page))


def test_the_link_check_sees_a_broken_link(tmp_path: Path) -> None:
    (tmp_path / "there.md").write_text("# A heading: here\n", encoding="utf-8")
    page = tmp_path / "page.md"
    page.write_text("[ok](there.md#a-heading-here) [gone](missing.md) [no heading](there.md#nowhere)\n"
                    "`[code](not-a-link.md)` [web](https://example.org/x.md)\n", encoding="utf-8")
    assert relative_links(page) == ["there.md#a-heading-here", "missing.md", "there.md#nowhere"]
    assert broken(page, tmp_path) == ["missing.md: no such file", "there.md#nowhere: there.md has no heading #nowhere"]
    assert broken(page, tmp_path / "elsewhere") == [
        "there.md#a-heading-here: outside the repository", "missing.md: no such file",
        "there.md#nowhere: outside the repository"]


def test_the_slug_is_githubs() -> None:
    assert slug("The marker's data flow") == "the-markers-data-flow"
    assert slug("A review (`penchant review --json`)") == "a-review-penchant-review---json"
    assert slug("With nothing but a phone: the marker on the static site") == (
        "with-nothing-but-a-phone-the-marker-on-the-static-site")


def test_every_manual_is_linked_from_the_readme() -> None:
    linked = {(README.parent / t.partition("#")[0]).resolve() for t in relative_links(README)}
    missing = [p.name for p in PAGES[1:] if p.resolve() not in linked]
    assert not missing, f"README.md does not link {missing}"


def test_the_readme_is_a_front_door_not_a_manual() -> None:
    lines = len(README.read_text(encoding="utf-8").splitlines())
    assert lines < README_MOST_LINES, f"README.md has {lines} lines: move the detail to a manual in docs/"


def makefile_targets() -> set[str]:
    text = (ROOT / "Makefile").read_text(encoding="utf-8")
    return set(re.findall(r"^([a-z][a-z-]*):(?!=)", text, re.M))


def test_every_make_target_the_pages_name_exists() -> None:
    targets = makefile_targets()
    named = {t for page in PAGES  # a command: in inline code, or at the start of a line of a code block
             for t in re.findall(r"(?:`|^)make ([a-z][a-z-]*)", page.read_text(encoding="utf-8"), re.M)}
    assert {"tutorial", "marker", "test", "site"} <= named
    assert not named - targets, f"no such make target: {sorted(named - targets)}"


def test_make_help_offers_the_readmes_quick_start_first() -> None:
    text = (ROOT / "Makefile").read_text(encoding="utf-8")
    offered = re.findall(r'^\t@echo "make ([a-z-]+)', text, re.M)
    assert tuple(offered[:3]) == QUICK_START, offered
    assert set(offered) <= makefile_targets()
    readme = README.read_text(encoding="utf-8")
    block = readme[readme.index("## Quick start"):readme.index("## Three ways in")]
    assert re.findall(r"^make ([a-z-]+)", block, re.M) == list(QUICK_START)
    assert "Python 3.11+" in block and "uv.lock" in block


def _python_blocks(text: str) -> list[list[str]]:
    blocks, current = [], None
    for line in text.splitlines():
        if line.strip() == "```python":
            current = []
        elif line.strip() == "```" and current is not None:
            blocks.append(current)
            current = None
        elif current is not None:
            current.append(line)
    return blocks


_SHOWN = ("[", "'", '"', "(", "{", "True", "False")


def shown_output_problems(text: str) -> list[str]:
    """Run each Python example of a page line by line; where a line's comment starts with a value
    (``# ['marriage QD KD (2)']: ...``), the line's value must be it (a comment ending ``..."`` shows a prefix)."""
    problems: list[str] = []
    for block in _python_blocks(text):
        space: dict[str, object] = {}
        for line in block:
            code, _, comment = line.partition("  # ")
            code, comment = code.strip(), comment.strip()
            if not code:
                continue
            if not comment.startswith(_SHOWN):
                exec(code, space)  # the page's own example
                continue
            got = repr(eval(code, space))  # the page's own example
            if comment.endswith(('..."', "...'")):
                ok = got.startswith(comment[:-4].rstrip())
            else:
                ok = comment.startswith(got)
            if not ok:
                problems.append(f"{code}: the page shows {comment!r}, it gives {got}")
    return problems


@pytest.mark.parametrize("page", ["README.md", "docs/engine.md"])
def test_the_examples_show_what_they_give(page: str) -> None:
    assert not shown_output_problems((ROOT / page).read_text(encoding="utf-8"))


def test_the_example_check_sees_a_stale_output() -> None:
    stale = ("```python\nimport penchant\nmine = penchant.Holdings.parse(hand=\"KD QD\")\n"
             "penchant.legal_declarations(mine, penchant.KANDELL)   # [marriage QD KD (2)]\n```\n")
    assert len(shown_output_problems(stale)) == 1


@pytest.mark.parametrize("package", ["penchant.play", "penchant.lessons", "penchant.marker", "penchant.english"])
def test_the_package_docstrings_name_every_module(package: str) -> None:
    """The docstring of each package that lists its modules (docs/contributing.md's package table links to it) names
    each, by its module name or a name it exports."""
    import importlib
    import pkgutil

    imported = importlib.import_module(package)
    named = set(re.findall(r"[\w.]+", imported.__doc__ or ""))
    missing = []
    for info in pkgutil.iter_modules(imported.__path__):
        module = importlib.import_module(f"{package}.{info.name}")
        if not info.name.startswith("_") and not ({info.name, *getattr(module, "__all__", ())} & named):
            missing.append(info.name)
    assert not missing, f"{package}'s docstring does not name {missing}"


def test_the_readme_and_the_players_docstring_name_every_computer_player() -> None:
    """Every player ``get_player`` makes (each ``Player`` class penchant.players offers, by its name) is named where
    the README lists the computer players and in the players' package docstring."""
    import penchant.players as players

    classes = [getattr(players, n) for n in players.__all__]
    names = {getattr(cls, "name", cls.__name__.removesuffix("Player").lower()) for cls in classes
             if isinstance(cls, type) and issubclass(cls, players.Player) and cls is not players.Player}
    assert {"random", "greedy", "strong", "master", "ismcts"} <= names
    readme = " ".join(README.read_text(encoding="utf-8").split())
    listed = re.search(r"computer players \(([^)]*)\)", readme)
    assert listed is not None
    for where, text in (("README", listed.group(1)), ("penchant.players", players.__doc__ or "")):
        missing = {n for n in names if not re.search(rf"\b{n}\b", text, re.I)}
        assert not missing, f"{where} does not name {missing}"


def test_the_package_table_links_each_package_to_its_docstring() -> None:
    """Each row of docs/contributing.md's package table links to the file whose docstring holds the package's map."""
    table = (ROOT / "docs" / "contributing.md").read_text(encoding="utf-8")
    links = re.findall(r"^\| \[`([\w.]+)`\]\(\.\./([\w/.]+)\) \|", table, re.M)
    assert len(links) > 20
    for package, path in links:
        assert (ROOT / path).is_file() and path.removesuffix(".py").removesuffix("/__init__").replace("/", ".") == (
            package), (package, path)


def test_the_readme_names_every_package_of_the_engine() -> None:
    """Every module and package directly under penchant/ is named in the README's list of the engine's packages,
    and nothing that is not one; the data (``penchant/data/``) is named after the list, as ``penchant.data``."""
    text = README.read_text(encoding="utf-8")
    listed = re.search(r"\*\*The packages\*\*: `penchant` \(the engine: ([^)]*)\)", text)
    assert listed, "the README lost its list of packages"
    named = set(re.findall(r"`(\w+)`", listed.group(1)))
    engine = ROOT / "penchant"
    present = {p.stem for p in engine.glob("*.py") if not p.stem.startswith("_")}
    present |= {p.name for p in engine.iterdir() if (p / "__init__.py").is_file()}
    assert named == present - {"data"}
    assert "`penchant.data` (" in text[listed.end():]


def test_the_play_widgets_docstring_names_each_of_its_modules() -> None:
    """``penchant_widgets.play`` once named a ``sheet`` module (it is ``scores``) and left out ``picking`` and
    ``telling``: the modules its docstring names in double backquotes are its modules, all of them."""
    import penchant_widgets.play as play

    folder = Path(play.__file__).parent
    modules = {p.stem for p in folder.glob("*.py") if p.stem != "__init__"}
    named = set(re.findall(r"``(\w+)``", play.__doc__ or ""))
    assert named == modules, (sorted(named - modules), sorted(modules - named))


def modules_listed_that_are_not(doc: str, modules: set[str]) -> list[str]:
    """The names a package docstring that lists its modules (naming more than half of them in double backquotes)
    gives as modules, ``name`` (what it holds), that are none of ``modules``; none for a docstring listing no
    modules (``penchant.puzzles`` gives a puzzle's fields so)."""
    if 2 * len(set(re.findall(r"``(\w+)``", doc)) & modules) <= len(modules):
        return []
    return [name for name in re.findall(r"``(\w+)`` \(", doc) if name not in modules]


def _packages() -> list[str]:
    import importlib
    import pkgutil

    out = []
    for top in ("penchant", "penchant_widgets", "penchant_server"):
        root = importlib.import_module(top)
        out += [top, *(m.name for m in pkgutil.walk_packages(root.__path__, f"{top}.") if m.ispkg)]
    return out


@pytest.mark.parametrize("package", _packages())
def test_a_package_docstring_listing_its_modules_names_modules_that_are(package: str) -> None:
    """``penchant.marker``'s docstring named ``steps`` and ``tabs`` among its modules, which are
    ``applying_entries`` and ``tab_line``: a package docstring that lists its modules names each one by a name one
    of its modules (or subpackages) has."""
    import importlib

    module = importlib.import_module(package)
    folder = Path(module.__file__ or "").parent
    modules = {p.stem for p in folder.glob("*.py") if p.stem != "__init__"}
    modules |= {p.name for p in folder.iterdir() if (p / "__init__.py").is_file()}
    assert not modules_listed_that_are_not(module.__doc__ or "", modules), package


def test_the_module_listing_check_sees_a_stale_name() -> None:
    modules = {"events", "ledger", "tab_line"}
    stale = "``events`` (what a tap records), ``steps`` (one entry's step), ``ledger`` (the reducer), ``tabs`` (…)."
    assert modules_listed_that_are_not(stale, modules) == ["steps", "tabs"]
    fields = "A puzzle's fields: ``kind`` (what it asks), ``task`` (its words), ``events`` (…)."
    assert modules_listed_that_are_not(fields, modules) == []


def test_the_readmes_marker_paragraph_says_the_taps_plainly() -> None:
    """The senior review: "Quick scoring takes a tap a thing to score ... (at most one more a deal)" did not read.
    The README says the manual's promise in plain sentences: a tap for each thing to score, at most one more."""
    readme = " ".join(README.read_text(encoding="utf-8").split())
    section = readme[readme.index("### Play and keep score"):readme.index("### Build")]
    manual = " ".join((ROOT / "docs" / "marker.md").read_text(encoding="utf-8").split())
    assert "at most one tap more per deal than there are things to score" in manual
    assert "one tap for each thing to score" in section and "A deal takes at most one tap more than that" in section
    assert "a tap a thing" not in section and "one more a deal" not in section


def test_the_readme_and_contributing_agree_on_the_suite_and_its_time() -> None:
    """The README said the suite takes fifteen to seventeen minutes, contributing.md sixteen to seventeen; it takes
    about twenty on two cores. Both say the same time and the same command as the Makefile runs."""
    makefile = (ROOT / "Makefile").read_text(encoding="utf-8")
    assert "PYTEST_WORKERS ?= 2" in makefile and "-n $(PYTEST_WORKERS) --dist loadfile" in makefile
    assert "test: lint typecheck pytest notebooks-test" in makefile
    for page in (README, ROOT / "docs" / "contributing.md"):
        text = " ".join(page.read_text(encoding="utf-8").split())
        assert "about twenty minutes on two cores" in text, page.name
        assert "-n 2 --dist loadfile" in text, page.name
        assert not re.search(r"fifteen to seventeen|16 to 17|twenty to twenty-five", text), page.name


def test_the_pages_use_only_the_public_api_penchant_lists() -> None:
    """The public API is listed once, in ``penchant``'s table of exports (``__all__`` is its names): a page or the
    package's docstring that calls ``penchant.X`` names one of them (or one of the engine's packages), so no page
    can show a name the package does not offer."""
    import importlib.util

    import penchant

    texts = [page.read_text(encoding="utf-8") for page in PAGES] + [penchant.__doc__ or ""]
    used = {m for text in texts for m in re.findall(r"\bpenchant\.(\w+)", text)}
    unknown = {m for m in used - set(penchant.__all__) - {"apps"}  # the widgets' entry points: a group, no module
               if importlib.util.find_spec(f"penchant.{m}") is None}
    assert not unknown, f"penchant does not offer {sorted(unknown)}"


def _imported(tree: object) -> set[str]:
    """Every module an ``ast`` tree imports, inside functions too."""
    import ast

    assert isinstance(tree, ast.AST)
    out: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and node.module and not node.level:
            out.add(node.module)
        elif isinstance(node, ast.Import):
            out |= {a.name for a in node.names}
    return out


UNDER_THE_RULES = {"the errors": "penchant.errors", "the strict reader": "penchant.files",
                   "the English words": "penchant.english", "the number reader": "penchant.notation",
                   "the cards' pictures": "penchant.render"}
"""What contributing.md's layer diagram may say sits under ``penchant/rules``, each phrase the package it means."""


def said_under_the_rules(table: str) -> set[str]:
    """The packages the layer diagram says sit under the rules ("under it only the errors, ..."), by their phrases."""
    m = re.search(r"under it only (.*?)\n```", table, re.S)
    assert m, "the diagram says what sits under the rules"
    said = re.sub(r"\([^)]*\)", "", " ".join(m.group(1).split()))
    phrases = [p.strip() for p in re.split(r",| and ", said) if p.strip()]
    unknown = [p for p in phrases if p not in UNDER_THE_RULES]
    assert not unknown, f"the diagram names {unknown}: add them to UNDER_THE_RULES"
    return {UNDER_THE_RULES[p] for p in phrases}


def test_the_layer_diagram_says_what_the_rules_import() -> None:
    """contributing.md said only the errors, the strict reader, the words and the number reader sit under the rules,
    while ``penchant.rules.cards`` imports ``penchant.render`` (lazily, for a card's own Jupyter picture): the
    diagram names every package outside the rules that they import, lazily or not, and no other."""
    import ast

    imported = set()
    for path in sorted((ROOT / "penchant" / "rules").rglob("*.py")):
        for module in _imported(ast.parse(path.read_text(encoding="utf-8"))):
            if module.startswith("penchant.") and not module.startswith("penchant.rules"):
                imported.add(".".join(module.split(".")[:2]))
    said = said_under_the_rules((ROOT / "docs" / "contributing.md").read_text(encoding="utf-8"))
    assert said == imported, f"the diagram says {sorted(said)}, the rules import {sorted(imported)}"


def test_the_diagram_check_reads_the_old_words() -> None:
    old = ("penchant/rules  every rule once   no state; under it only the errors, the strict\n"
           "                                  reader, the English words and the number reader\n```\n")
    assert "penchant.render" not in said_under_the_rules(old) and len(said_under_the_rules(old)) == 4


def test_pyproject_says_which_widgets_use_anywidget() -> None:
    """pyproject.toml said anywidget was for the marker's per-device view alone; the marker's line to its server
    and the play board's guard on leaving use it too. Its comment names every widgets module that imports it."""
    import ast

    lines = (ROOT / "pyproject.toml").read_text(encoding="utf-8").splitlines()
    at = next(i for i, line in enumerate(lines) if line.strip().startswith('"anywidget>='))
    comment = " ".join(lines[at].partition("#")[2].split())
    for line in reversed(lines[:at]):  # the comment lines just above it, if any
        if not line.strip().startswith("#"):
            break
        comment = line.strip().lstrip("#").strip() + " " + comment
    said = set(re.findall(r"penchant_widgets(?:\.\w+)+", comment))
    using = set()
    for path in sorted((ROOT / "penchant_widgets").rglob("*.py")):
        if "anywidget" in _imported(ast.parse(path.read_text(encoding="utf-8"))):
            using.add(".".join(path.relative_to(ROOT).with_suffix("").parts))
    assert said == using, f"pyproject.toml names {sorted(said)}; {sorted(using)} import anywidget"


def test_the_recurring_names_table_names_modules_that_are() -> None:
    """The table of names that recur across the layers names modules that exist (a renamed module leaves it), and
    the widgets' stepper ``penchant_widgets.steps`` beside the marker's ``penchant.marker.applying_entries``,
    which share a word (step)."""
    import importlib

    text = (ROOT / "docs" / "contributing.md").read_text(encoding="utf-8")
    section = text.split("### Names that recur across the layers", 1)[1].split("\n### ", 1)[0]
    rows = re.findall(r"^\|\s*([\w ]*?)\s*\| `([\w.]+)` \|", section, re.M)
    named = [module for _name, module in rows]
    assert {"penchant.marker.applying_entries", "penchant_widgets.steps"} <= set(named), named
    missing = []
    for module in named:
        parts = module.split(".")
        for n in range(len(parts), 0, -1):  # a module, or a name it defines (penchant.judgement.verdicts.ReviewVerdict)
            try:
                found = importlib.import_module(".".join(parts[:n]))
            except ModuleNotFoundError:
                continue
            for attr in parts[n:]:
                found = getattr(found, attr, None)
            break
        else:
            found = None
        if found is None:
            missing.append(module)
    assert not missing, missing
