"""One durable-store design: the marker's and the trainer's stores get SQLite's opening,
migration and transactions, and the browser's JSON-lines file, only from :mod:`penchant.files.durable`.

Checked with ast over ``penchant`` and ``penchant_widgets``: outside ``penchant/files/durable.py`` no module
imports :mod:`sqlite3` at run time (only for type hints), connects, sets a journal or sync mode, begins,
commits or rolls back a transaction, reads or sets ``PRAGMA user_version``, or syncs a file; the stores'
Protocols extend :class:`~penchant.files.durable.DurableStore`; each SQLite store is opened and migrated by
durable's functions and each JSON-lines store keeps its file in a :class:`~penchant.files.durable.LinesFile`,
opening no file itself. Docstrings may name these things; code may not do them.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest
from source_scan import PACKAGES

ROOT = Path(__file__).resolve().parents[3]
DURABLE = ROOT / "penchant" / "files" / "durable.py"
SQLITE_STORES = ("penchant/marker/sqlite_store.py", "penchant/trainer/stores.py")
LINES_STORES = ("penchant/marker/lines_store.py", "penchant/trainer/stores.py")

# SQL that belongs to durable.py alone: the connection's settings, the schema version, the transactions.
DURABLE_SQL = re.compile(r"\bPRAGMA\s+(user_version|journal_mode|synchronous|busy_timeout)\b"
                         r"|\bBEGIN\s+(IMMEDIATE|EXCLUSIVE|DEFERRED|TRANSACTION)\b"
                         r"|^\s*(BEGIN|COMMIT|ROLLBACK)(\s+TRANSACTION)?\s*;?\s*$", re.IGNORECASE)


def _sources() -> list[Path]:
    return [p for top in PACKAGES for p in sorted((ROOT / top).rglob("*.py")) if p != DURABLE]


def _docstrings(tree: ast.Module) -> set[int]:
    """ids of the string constants that are documentation (a statement of its own), not code."""
    return {id(node.value) for node in ast.walk(tree) if isinstance(node, ast.Expr)
            and isinstance(node.value, ast.Constant) and isinstance(node.value.value, str)}


def _type_checking_imports(tree: ast.Module) -> set[int]:
    """ids of the import statements inside ``if TYPE_CHECKING:`` blocks."""
    out: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.If) and isinstance(node.test, ast.Name) and node.test.id == "TYPE_CHECKING":
            out |= {id(n) for stmt in node.body for n in ast.walk(stmt)}
    return out


def durable_work_elsewhere(path: Path) -> list[str]:
    """What ``path`` does that only :mod:`penchant.files.durable` may do, one line each."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    docs, typing_only = _docstrings(tree), _type_checking_imports(tree)
    rel = path.relative_to(ROOT).as_posix() if path.is_relative_to(ROOT) else path.name
    found: list[str] = []
    for node in ast.walk(tree):
        where = f"{rel}:{getattr(node, 'lineno', '?')}"
        if isinstance(node, ast.Import | ast.ImportFrom) and id(node) not in typing_only:
            names = [a.name for a in node.names] if isinstance(node, ast.Import) else [node.module or ""]
            if any(n.split(".")[0] in ("sqlite3", "_sqlite3") for n in names):
                found.append(f"{where}: imports sqlite3 at run time")
        elif isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name) and (node.value.id, node.attr) in (
                ("sqlite3", "connect"), ("os", "fsync")):
            found.append(f"{where}: {node.value.id}.{node.attr}")
        elif (isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in docs
              and DURABLE_SQL.search(node.value)):
            found.append(f"{where}: {node.value.strip()[:60]!r}")
    return found


def test_only_durable_opens_migrates_and_commits_sqlite_or_syncs_a_file() -> None:
    found = [line for path in _sources() for line in durable_work_elsewhere(path)]
    assert not found, "\n".join(found)


def test_the_scan_sees_what_it_forbids(tmp_path: Path) -> None:
    """The scan is not blind: each thing it forbids, written in a module, is found (and a docstring is not)."""
    sample = tmp_path / "sample.py"
    code = ('"""Uses ``PRAGMA user_version`` and BEGIN IMMEDIATE (documentation only)."""\n'
            "import os\nimport sqlite3\n"
            "db = sqlite3.connect('x')\n"
            "db.execute('PRAGMA user_version')\n"
            "db.execute('begin immediate')\n"
            "db.execute('COMMIT')\n"
            "os.fsync(3)\n")
    sample.write_text(code, encoding="utf-8")
    found = durable_work_elsewhere(sample)
    assert len(found) == 6, found
    assert all(":1:" not in line for line in found)


def _imported_from_durable(rel: str) -> set[str]:
    tree = ast.parse((ROOT / rel).read_text(encoding="utf-8"))
    return {a.name for node in ast.walk(tree)
            if isinstance(node, ast.ImportFrom) and node.module == "penchant.files.durable"
            for a in node.names}


@pytest.mark.parametrize("rel", SQLITE_STORES)
def test_each_sqlite_store_is_opened_and_migrated_by_durable(rel: str) -> None:
    wanted = {"open_durable_sqlite", "migrate_sqlite", "sqlite_write", "sqlite_schema_version", "check_sqlite_writable"}
    assert wanted <= _imported_from_durable(rel), wanted - _imported_from_durable(rel)


@pytest.mark.parametrize("rel", LINES_STORES)
def test_each_lines_store_keeps_its_file_in_a_lines_file_and_opens_none_itself(rel: str) -> None:
    assert "LinesFile" in _imported_from_durable(rel)
    tree = ast.parse((ROOT / rel).read_text(encoding="utf-8"))
    opens = [n.lineno for n in ast.walk(tree)
             if isinstance(n, ast.Call) and isinstance(n.func, ast.Name) and n.func.id == "open"]
    assert not opens, f"{rel} opens its file itself at lines {opens}"


def test_both_stores_protocols_extend_the_one_design() -> None:
    from penchant.files.durable import DurableStore
    from penchant.marker.store_protocol import MarkerStore
    from penchant.trainer.stores import AttemptStore

    for protocol in (MarkerStore, AttemptStore):
        assert DurableStore in protocol.__mro__, protocol


def test_no_store_keeps_its_own_copy_of_durables_helpers() -> None:
    """``sqlite_available``, the data folder and the choice of kind are durable's: no store defines its own."""
    own = {"sqlite_available", "uses_sqlite", "data_path", "append_durable_lines", "read_new_lines"}
    for rel in sorted(set(SQLITE_STORES) | set(LINES_STORES)):
        tree = ast.parse((ROOT / rel).read_text(encoding="utf-8"))
        defined = {n.name for n in ast.walk(tree) if isinstance(n, ast.FunctionDef | ast.ClassDef)}
        assert not defined & own, (rel, defined & own)
