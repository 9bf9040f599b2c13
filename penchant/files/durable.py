"""The project's durable stores: one design for the marker's games and the puzzle trainer's attempts.

A store is a :class:`DurableStore`: each store's own Protocol (the marker's ``MarkerStore``, the trainer's
``AttemptStore``) extends it, and two kinds implement it:

* a versioned SQLite store: :func:`open_durable_sqlite` opens the file so that a committed row survives
  kill -9 (the folder made, WAL journal, ``synchronous=FULL``, a busy timeout, autocommit: each store
  commits its own transactions), :func:`migrate_sqlite` brings its schema to the current
  ``PRAGMA user_version`` in one transaction, refusing a newer one (:func:`sqlite_schema_version` reads
  it), :func:`sqlite_write` is one write transaction holding the write lock from its start,
  :func:`sqlite_read` one query whose failure is the store's error, and
  :func:`check_sqlite_writable` refuses a file this user may read but not write;
* the browser's store, where Python has no SQLite (the static site): a JSON-lines file on the kernel's
  drive, which the site keeps in the browser's storage, a :class:`LinesFile`: made when opened,
  :meth:`~LinesFile.append` writes whole lines (:func:`append_durable_lines`: flushed, synced, the file
  closed, a torn last line ended first) and :meth:`~LinesFile.read_new` reads the whole lines the file
  gained since the last read (another tab's or process's), giving an unfinished last line apart.

Every SQLite store's module gets its connection and its schema version from here only (an architecture
test holds it to that).

:func:`uses_sqlite` picks the kind for a path (:func:`sqlite_available`, and a name ending ``.txt``,
``.jsonl`` or ``.json`` is always lines: :data:`LINES_SUFFIXES`). Every failure is the caller's typed
:class:`~penchant.errors.PenchantError`, naming the file. :mod:`sqlite3` is imported only when a database is
opened (the static site's Python has none), so importing a store module never needs it.
"""

from __future__ import annotations

import importlib.util
import os
import sys
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager, suppress
from pathlib import Path
from typing import TYPE_CHECKING, Any, Final, Protocol, runtime_checkable

from penchant.english.numbers import count_words
from penchant.errors import PenchantError
from penchant.files.strict_reader import Schema, decode_text, parse_json

if TYPE_CHECKING:
    import sqlite3

__all__ = [
    "LINES_SUFFIXES",
    "DurableStore",
    "MEMORY",
    "LinesFile",
    "append_durable_lines",
    "check_sqlite_writable",
    "data_folder",
    "data_path",
    "json_line",
    "migrate_sqlite",
    "open_durable_sqlite",
    "replace_file_durably",
    "sqlite_available",
    "sqlite_read",
    "sqlite_schema_version",
    "sqlite_write",
    "user_data_folder",
    "uses_sqlite",
]

LINES_SUFFIXES = (".txt", ".jsonl", ".json")
"""A store whose file name ends so is always a JSON-lines file, for the marker and the trainer alike (on the site
the marker's is ``.txt``: JupyterLite reads any file whose name holds "json" as one JSON document, which a file of
lines is not; ``.json`` is kept for the trainer's attempts files, which were JSON lines under that name)."""


@runtime_checkable
class DurableStore(Protocol):
    """What every durable store is: its file, the version of what it keeps there, a check that it may be
    written, and closing. Each ``append``-like method of a store returns only once the record is stored."""

    path: str

    @property
    def schema_version(self) -> int: ...

    def check_writable(self) -> None: ...

    def close(self) -> None: ...


def sqlite_available() -> bool:
    """Whether the real :mod:`sqlite3` (with its compiled ``_sqlite3``) can be imported here (not in the
    browser's Python on the static site)."""
    try:
        return importlib.util.find_spec("_sqlite3") is not None
    except (ImportError, ValueError):
        return False


def uses_sqlite(path: str | os.PathLike[str], *, sqlite: bool | None = None) -> bool:
    """Whether the store at ``path`` is SQLite (else JSON lines): ``sqlite`` if given, else where
    :mod:`sqlite3` imports; a name ending as :data:`LINES_SUFFIXES` is always lines.

    >>> uses_sqlite("games.txt"), uses_sqlite("practice.sqlite3", sqlite=True)
    (False, True)
    """
    if str(path).endswith(LINES_SUFFIXES):
        return False
    return sqlite_available() if sqlite is None else sqlite


def data_path(env: str, name: str) -> Path:
    """Where a store lives: ``$env`` if set (``~`` expanded), else ``name`` in the user's data folder
    (platformdirs' ``penchant`` folder; without platformdirs, ``$XDG_DATA_HOME/penchant`` or
    ``~/.local/share/penchant``).

    >>> data_path("PENCHANT_UNSET_EXAMPLE", "example.sqlite3").name
    'example.sqlite3'
    """
    value = os.environ.get(env)
    if value:
        return Path(value).expanduser()
    return user_data_folder() / name


def user_data_folder() -> Path:
    """The user's data folder for penchant, where the stores live unless told otherwise: platformdirs'
    ``penchant`` folder; without platformdirs, the same folder (:func:`data_folder`)."""
    try:
        from platformdirs import user_data_dir

        return Path(user_data_dir("penchant", appauthor=False))
    except ImportError:  # the engine alone: the same folder platformdirs names, so both installs find one store
        return data_folder(sys.platform)


def data_folder(platform: str) -> Path:
    """The user's data folder for penchant on ``platform`` (``sys.platform``) as platformdirs names it, for an
    install without platformdirs (the engine alone, whose ``penchant marker --list`` must read the store the
    served marker writes): ``~/Library/Application Support/penchant`` on macOS, ``%LOCALAPPDATA%\\penchant`` on
    Windows, else ``$XDG_DATA_HOME/penchant`` or ``~/.local/share/penchant``."""
    home = Path.home()
    if platform == "darwin":
        return home / "Library" / "Application Support" / "penchant"
    if platform.startswith("win"):
        return Path(os.environ.get("LOCALAPPDATA") or home / "AppData" / "Local") / "penchant"
    return Path(os.environ.get("XDG_DATA_HOME") or home / ".local" / "share") / "penchant"


def append_durable_lines(path: str | os.PathLike[str], lines: bytes, *, what: str,
                         error: type[PenchantError]) -> None:
    r"""Append whole ``lines`` (each ending in a newline) to a JSON-lines file so that they survive a kill:
    written, flushed, synced and the file closed before this returns. A torn last line left by an earlier
    kill is ended first, so the new lines start afresh. ``what`` names what was lost in the message
    ("this entry"); where a browser's file system cannot sync, the flush and close stand.

    >>> import tempfile
    >>> folder = tempfile.mkdtemp()
    >>> _ = open(folder + "/log.jsonl", "wb").write(b'{"torn": tr')
    >>> append_durable_lines(folder + "/log.jsonl", b'{"ok": 1}\n', what="this line", error=PenchantError)
    >>> open(folder + "/log.jsonl", "rb").read().splitlines()[-1]
    b'{"ok": 1}'
    """
    try:
        with open(path, "ab+") as f:
            end = f.seek(0, os.SEEK_END)
            if end:
                f.seek(end - 1)
                if f.read(1) != b"\n":  # a torn line left by a kill: start afresh on a new line
                    lines = b"\n" + lines
            f.write(lines)
            f.flush()
            try:
                os.fsync(f.fileno())
            except OSError:  # pragma: no cover - some browser file systems cannot sync
                pass
    except OSError as exc:
        raise error(f"could not write to {str(path)!r} ({exc.strerror}): {what} was not recorded") from None


def replace_file_durably(target: Path, temporary: Path, data: bytes) -> None:
    """Put ``data`` in place of the file ``target`` whole: written to ``temporary`` (beside it), flushed and synced
    to the disk, renamed over ``target`` in one step (``os.replace``), then the folder synced so the rename itself
    survives a crash (:func:`_sync_folder`). A reader sees the old file or the new one, never part of one. An
    ``OSError`` is the caller's to refuse, naming the file.

    >>> import tempfile
    >>> folder = Path(tempfile.mkdtemp())
    >>> replace_file_durably(folder / "out.json", folder / ".out.json.writing", b"{}")
    >>> (folder / "out.json").read_bytes(), (folder / ".out.json.writing").exists()
    (b'{}', False)
    """
    with open(temporary, "wb") as f:
        f.write(data)
        f.flush()
        os.fsync(f.fileno())  # on the disk before it takes the old file's place
    os.replace(temporary, target)
    _sync_folder(target.parent)


def _sync_folder(folder: Path) -> None:
    """Sync a folder's entries to the disk, where the platform lets a folder be opened (POSIX); on Windows, or a file
    system that refuses to sync a folder, the rename stands as the file system keeps it."""
    try:
        handle = os.open(folder, os.O_RDONLY | getattr(os, "O_DIRECTORY", 0))
    except OSError:
        return
    try:
        with suppress(OSError):
            os.fsync(handle)
    finally:
        os.close(handle)


def open_durable_sqlite(path: str | os.PathLike[str], *, timeout: float, what: str, error: type[PenchantError],
                        pragmas: Sequence[str] = ()) -> sqlite3.Connection:
    """Open (or create) ``path`` for durable writes; ``what`` names it in messages ("the marker database");
    ``pragmas`` are the store's own settings for the connection (``"PRAGMA foreign_keys = ON"``)."""
    import sqlite3

    name = str(path)
    if name != ":memory:":
        try:
            Path(name).parent.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            raise error(f"cannot create the folder of {name!r}: {exc.strerror}") from None
    try:
        db = sqlite3.connect(name, timeout=timeout, isolation_level=None, check_same_thread=False)
        db.execute(f"PRAGMA busy_timeout = {int(timeout * 1000)}")
        db.execute("PRAGMA journal_mode = WAL")
        db.execute("PRAGMA synchronous = FULL")
        for pragma in pragmas:
            db.execute(pragma)
    except sqlite3.Error as exc:
        raise error(f"cannot open {what} {name!r}: {exc}") from None
    return db


def migrate_sqlite(db: sqlite3.Connection, *, version: int, upgrade: Callable[[sqlite3.Connection, int], None],
                   what: str, error: type[PenchantError]) -> None:
    """Bring ``db`` to schema ``version`` (``PRAGMA user_version``): ``upgrade(db, old_version)`` makes the
    changes, all in one transaction holding the write lock (another process may be opening the same file);
    a file already current is left alone (no lock). A newer one is refused ("upgrade penchant"), and a
    database error (a file that is not a database, or locked past the timeout) is ``error`` too
    ("cannot open ..."), naming ``what`` ("the marker database 'games.sqlite3'"); nothing is changed."""
    import sqlite3

    try:
        if sqlite_schema_version(db) == version:
            return
        db.execute("BEGIN IMMEDIATE")
        try:
            found = sqlite_schema_version(db)
            if found > version:
                raise error(f"{what} has schema version {found}, newer than this penchant's {version}: "
                            "upgrade penchant to open it")
            if found != version:
                upgrade(db, found)
                db.execute(f"PRAGMA user_version = {int(version)}")
            db.execute("COMMIT")
        except BaseException:
            _rollback(db)
            raise
    except sqlite3.Error as exc:
        raise error(f"cannot open {what}: {exc}") from None


def sqlite_schema_version(db: sqlite3.Connection) -> int:
    """The schema version of the open database ``db`` (its ``PRAGMA user_version``; 0 for a new file)."""
    return int(db.execute("PRAGMA user_version").fetchone()[0])


@contextmanager
def sqlite_write(db: sqlite3.Connection, *, path: str, what: str,
                 error: type[PenchantError]) -> Iterator[sqlite3.Connection]:
    """One write transaction on ``db`` holding SQLite's write lock from its start, committed when the block
    ends (and so on disk: :func:`open_durable_sqlite`'s ``synchronous=FULL``), rolled back if it raises.

    A database error (disk full, the file locked past the timeout, read-only) becomes ``error`` naming
    ``path`` and saying that ``what`` ("this entry") was not recorded; any other exception (a refusal
    raised inside the block) propagates as it is, nothing stored."""
    import sqlite3

    def refused(exc: sqlite3.Error) -> PenchantError:
        return error(f"could not write to {path!r} ({exc}): {what} was not recorded")

    try:
        db.execute("BEGIN IMMEDIATE")
    except sqlite3.Error as exc:
        raise refused(exc) from None
    try:
        yield db
    except sqlite3.Error as exc:
        _rollback(db)
        raise refused(exc) from None
    except BaseException:
        _rollback(db)
        raise
    try:
        db.execute("COMMIT")
    except sqlite3.Error as exc:
        _rollback(db)
        raise refused(exc) from None


def sqlite_read(db: sqlite3.Connection, sql: str, params: Sequence[Any] = (), *, path: str,
                error: type[PenchantError]) -> list[tuple[Any, ...]]:
    """The rows of one query on ``db``; a database error is ``error`` naming ``path`` ("cannot read ...")."""
    import sqlite3

    try:
        return list(db.execute(sql, params).fetchall())
    except sqlite3.Error as exc:
        raise error(f"cannot read {path!r}: {exc}") from None


def check_sqlite_writable(db: sqlite3.Connection, probe: str, *, what: str, error: type[PenchantError]) -> None:
    """Refuse now a database this user may read but not write: the write ``probe`` (an SQL statement)
    is made and rolled back, leaving the file as it was. ``what`` names the file in the message
    ("the marker database 'games.sqlite3'")."""
    import sqlite3

    try:
        db.execute("BEGIN IMMEDIATE")
        db.execute(probe)
    except sqlite3.Error as exc:
        _rollback(db)
        raise error(f"cannot write to {what} ({exc}): choose a file you may write with --db") from None
    _rollback(db)


def _rollback(db: sqlite3.Connection) -> None:
    import sqlite3

    try:
        db.execute("ROLLBACK")
    except sqlite3.Error:  # no transaction open (it failed to begin, or SQLite rolled it back itself)
        pass


MEMORY: Final = ":memory:"
"""A :class:`LinesFile` of this name keeps its lines in memory (a store that needs neither SQLite nor a
folder to write: the last resort when no file can be opened)."""

SEAL_BYTES: Final = 4096
"""How many of the last bytes read :meth:`LinesFile.read_new` checks are still in place (more than a line: two
lines of one moment differ early, in the entry, and may end alike)."""


class LinesFile:
    r"""The browser's store's file: one JSON object a line, appended durably and read as it grows.

    ``LinesFile(path, what="the marker file", error=StoreError)`` makes the folder and the file (or
    raises ``error``, naming ``what`` and the file). :meth:`append` writes whole lines that survive a kill
    (:func:`append_durable_lines`); :meth:`read_new` gives what the file gained since the last read, by
    this process or another, as ``(lines, tail, replaced)``:

    * ``lines``: the whole lines added;
    * ``tail``: an unfinished last line (being written, or torn by a kill; ``b""`` if none), given apart
      and read again next time, when it may be whole;
    * ``replaced``: the file is not the one read before (another copy restored under its name, a file
      shorter than what was read, the bytes last read no longer there, or the file gone): it was read
      from its start, and what the caller had taken from it no longer stands. (Two tabs of the site write
      the whole file back through the browser's storage: the later of two writes at one moment replaces
      the earlier's line with its own, the file's size perhaps unchanged; the last bytes read tell.)

    :meth:`read_new` leaves ``OSError`` to the caller, who says what it meant ("this entry was not
    recorded" when reading before a write).

    >>> import tempfile
    >>> log = LinesFile(tempfile.mkdtemp() + "/log.jsonl", what="the log", error=PenchantError)
    >>> log.append(b'{"a": 1}\n', what="this line")
    >>> with open(log.path, "ab") as f:
    ...     _ = f.write(b'{"b": 2')  # another writer, mid-line
    >>> log.read_new()
    ([b'{"a": 1}'], b'{"b": 2', False)
    """

    def __init__(self, path: str | os.PathLike[str], *, what: str, error: type[PenchantError]) -> None:
        self.path = str(path)
        self.what = what
        self.error = error
        self.offset = 0
        """Bytes of the file read so far (always the end of a whole line)."""
        self.lines = 0
        """Whole lines read so far by :meth:`read_records` (the number of the last one; the first is line 1)."""
        self.damaged: dict[int, str] = {}
        """The lines that cannot be read (line number: why), kept in the file as they are (:meth:`problem`)."""
        self._file: tuple[int, int] | None = None  # (device, inode) of the file read so far
        self._seal = b""  # the last bytes read (up to SEAL_BYTES, ending at offset): still there unless replaced
        self._memory: bytearray | None = bytearray() if self.path == MEMORY else None
        if self._memory is not None:
            return
        try:
            Path(self.path).parent.mkdir(parents=True, exist_ok=True)
            Path(self.path).touch(exist_ok=True)
        except OSError as exc:
            raise error(f"cannot open {what} {self.path!r}: {exc.strerror}") from None

    def append(self, lines: bytes, *, what: str) -> None:
        """Append whole ``lines`` durably (:func:`append_durable_lines`); ``what`` names them ("this entry")."""
        if self._memory is not None:
            self._memory += lines
            return
        append_durable_lines(self.path, lines, what=what, error=self.error)

    def check_writable(self) -> None:
        """Refuse now a file this user may read but not write (opened for appending, nothing written)."""
        if self._memory is not None:
            return
        try:
            with open(self.path, "ab"):
                pass
        except OSError as exc:
            raise self.error(
                f"cannot write to {self.what} {self.path!r} ({exc.strerror}): choose a file you may write") from None

    def read_new(self) -> tuple[list[bytes], bytes, bool]:
        """What the file gained since the last read: ``(lines, tail, replaced)`` (see the class)."""
        if self._memory is not None:
            data = bytes(self._memory[self.offset:])
            whole = data.rfind(b"\n") + 1
            self.offset += whole
            return data[:whole].splitlines(), data[whole:], False
        try:
            with open(self.path, "rb") as f:
                st = os.fstat(f.fileno())
                file = (st.st_dev, st.st_ino)
                replaced = (self._file is not None and file != self._file) or st.st_size < self.offset
                if not replaced and self._seal:
                    f.seek(self.offset - len(self._seal))
                    replaced = f.read(len(self._seal)) != self._seal
                self._file = file
                if replaced:
                    self.offset, self._seal = 0, b""
                f.seek(self.offset)
                data = f.read()
        except FileNotFoundError:
            replaced = self._file is not None or self.offset > 0
            self._file, self.offset, self._seal = None, 0, b""
            return [], b"", replaced
        whole = data.rfind(b"\n") + 1
        if whole:
            self._seal = (self._seal + data[:whole])[-SEAL_BYTES:]
        self.offset += whole
        return data[:whole].splitlines(), data[whole:], replaced

    def read_records(self, schema: Schema | None = None) -> tuple[list[tuple[int, Any]], bytes, bool]:
        r"""What the file gained since the last read, each line read strictly (:func:`json_line`), as
        ``(records, tail, replaced)``: ``records`` are ``(line number, value)`` of the whole lines added, blank
        lines left out; a line that is not JSON, or that ``schema`` refuses, is damaged: left out, and noted in
        :attr:`damaged` (it stays in the file as it is, and the lines after it are read). ``tail`` and
        ``replaced`` are :meth:`read_new`'s (a file replaced is numbered afresh, its damage forgotten).

        >>> import tempfile
        >>> log = LinesFile(tempfile.mkdtemp() + "/log.jsonl", what="the log", error=PenchantError)
        >>> log.append(b'{"a": 1}\nnot json\n\n{"a": 2}\n', what="these lines")
        >>> log.read_records()[0], log.damaged
        ([(1, {'a': 1}), (4, {'a': 2})], {2: "the line is not JSON (Expecting value at line 1 column 1): 'not json'"})
        """
        lines, tail, replaced = self.read_new()
        if replaced:
            self.lines, self.damaged = 0, {}
        out = []
        for line in lines:
            self.lines += 1
            try:
                value = json_line(line)
                if value is not None and schema is not None:
                    schema.check(value)
            except PenchantError as exc:
                self.damaged[self.lines] = str(exc)
                continue
            if value is not None:
                out.append((self.lines, value))
        return out, tail, replaced

    def problem(self) -> str:
        """The damaged lines in a sentence (``""`` when none): which lines and why, the first three.

        >>> log = LinesFile(":memory:", what="the log", error=PenchantError)
        >>> log.damaged = {2: "not JSON"}
        >>> log.problem()
        "':memory:' has 1 line that cannot be read, kept in the file as it is: line 2: not JSON"
        """
        if not self.damaged:
            return ""
        lines = sorted(self.damaged)
        said = "; ".join(f"line {n}: {self.damaged[n]}" for n in lines[:3])
        more = f" (and {len(lines) - 3} more)" if len(lines) > 3 else ""
        kept = "they are" if len(lines) > 1 else "it is"
        return (f"{self.path!r} has {count_words(len(lines), 'line', digits=True)} that cannot be read, kept "
                f"in the file as {kept}: {said}{more}")


def json_line(line: bytes, what: str = "the line") -> Any:
    """One line of a JSON-lines file read strictly (:func:`~penchant.files.strict_reader.decode_text`,
    :func:`~penchant.files.strict_reader.parse_json`): its value, ``None`` for a blank line; a line that is not
    UTF-8 JSON raises :class:`~penchant.errors.InvalidRecordError` naming ``what``."""
    if not line.strip():
        return None
    return parse_json(decode_text(line, what), what)
