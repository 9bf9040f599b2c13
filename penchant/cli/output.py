"""How a command's results leave it: printed (text, or JSON with ``--json``) or written to a file whole, a path
that cannot be written refused before the run. The options the subcommands share are :mod:`penchant.cli.options`."""

from __future__ import annotations

import argparse
import contextlib
import errno
import json
import os
from pathlib import Path

from penchant.errors import PenchantError
from penchant.files.durable import replace_file_durably

__all__ = ["emit", "check_writable", "write_output"]


def emit(args: argparse.Namespace, data: object, text: str | None = None) -> None:
    """Print ``data`` as JSON with ``--json``, else ``text`` (or pretty JSON)."""
    if getattr(args, "json", False) or text is None:
        print(json.dumps(data, ensure_ascii=False))
    else:
        print(text)


def _why(exc: OSError) -> str:
    return exc.strerror or str(exc)


def check_writable(path: str | Path, what: str, error: type[PenchantError], *, folder: bool = False) -> None:
    """Refuse at once, before a long run, an output the run could not write at its end: a file (or with
    ``folder``, a folder to write into) whose folder is missing or not writable, or that is itself a folder (a
    file). ``error`` (a :class:`PenchantError`) quotes the path and says why; the command exits 2 on it."""
    target = Path(path)
    if folder:
        if target.exists() and not target.is_dir():
            raise error.refusing(str(path), f"cannot write {what} there (it is a file, not a folder)", whole=True)
        existing = next((p for p in (target, *target.parents) if p.exists()), Path("."))
        if not existing.is_dir():
            raise error.refusing(str(path), f"cannot write {what} there ({str(existing)!r} is a file, not a folder)",
                                 whole=True)
    else:
        if target.is_dir():
            raise error.refusing(str(path), f"cannot write {what} there (it is a folder, not a file)", whole=True)
        existing = target if target.exists() else target.parent
        if not existing.is_dir() and existing != target:
            raise error.refusing(str(path), f"cannot write {what} there (the folder {str(existing)!r} "
                        + ("is a file)" if existing.exists() else "does not exist)"), whole=True)
    if not os.access(existing, os.W_OK):
        raise error.refusing(str(path), f"cannot write {what} there (permission denied)", whole=True)


def write_output(path: str | Path, text: str, what: str, error: type[PenchantError], *,
                 make_folder: bool = False) -> None:
    """Write a command's output file: the one way the commands write one. A path that cannot be written (a
    missing folder, no permission, a folder where a file was meant) raises ``error`` quoting the path and why,
    which the command prints as one line and exits 2, instead of an ``OSError`` traceback. ``make_folder``
    makes the file's folder first. The file is whole or untouched: written beside it under another name, flushed to
    the disk and put in its place in one step, the folder flushed after
    (:func:`~penchant.files.durable.replace_file_durably`), so a
    command stopped or a machine that fails while writing leaves the old file as it was or the new one whole."""
    target = Path(path)
    temporary = target.with_name(f".{target.name}.writing")
    try:
        if make_folder:
            target.parent.mkdir(parents=True, exist_ok=True)
        if target.is_dir():
            raise IsADirectoryError(errno.EISDIR, os.strerror(errno.EISDIR), str(target))
        replace_file_durably(target, temporary, text.encode("utf-8"))
    except OSError as exc:
        with contextlib.suppress(OSError):
            temporary.unlink()
        raise error.refusing(str(path), f"cannot write {what} there ({_why(exc)})", whole=True) from None
