"""What the subcommands share: ``--rules``/``--json``, plain help text and printing."""

from __future__ import annotations

import argparse
import contextlib
import errno
import json
import os
import re
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, TypeAlias

from penchant.errors import InvalidSettingError, PenchantError
from penchant.rules.profiles import DEFAULT_PROFILE, PROFILES, Profile, get_profile

__all__ = ["add_common", "plain_words", "profile_from_args", "emit", "check_writable", "write_output", "Handler",
           "Subparsers", "check_count"]

Handler = Callable[[argparse.Namespace], int]
if TYPE_CHECKING:
    Subparsers: TypeAlias = argparse._SubParsersAction[argparse.ArgumentParser]
    """What ``register(subparsers)`` receives from :func:`penchant.cli.main.build_parser`."""
else:
    Subparsers = argparse._SubParsersAction


def add_common(parser: argparse.ArgumentParser, *, rules_default: str | None = DEFAULT_PROFILE.name,
               rules_help: str = f"rules profile (default: {DEFAULT_PROFILE.name})") -> None:
    """``--rules`` and ``--json``, which the engine's subcommands take (docs/engine.md lists which).

    ``rules_default`` ``None``: a command that keeps a record's own rules unless ``--rules`` is given
    (``rules_help`` says so)."""
    parser.add_argument("--rules", choices=sorted(PROFILES), default=rules_default, help=rules_help)
    parser.add_argument("--json", action="store_true", help="print JSON instead of text")


def plain_words(doc: str | None) -> str:
    """A module docstring as ``--help`` prints it: reST roles and literals in plain words.

    >>> plain_words("``penchant marker`` serves (:mod:`penchant.cli.server_launch`) on ``$PORT``")
    'penchant marker serves (penchant.cli.server_launch) on $PORT'
    """
    text = re.sub(r":[a-z]+:`~?([^`]+)`", r"\1", doc or "")
    return text.replace("``", "")


def profile_from_args(args: argparse.Namespace) -> Profile:
    return get_profile(getattr(args, "rules", DEFAULT_PROFILE.name))


def check_count(option: str, given: int) -> int:
    """A count on the command line (``--deals``, ``--count``): 1 or more, as 0 could make nothing; else an
    :class:`~penchant.errors.InvalidSettingError`, the one way every command refuses one."""
    if given < 1:
        raise InvalidSettingError.refusing_argument(option, given, "must be 1 or more")
    return given


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
    makes the file's folder first. The file is whole or untouched: written beside it under another name and
    put in its place in one step, so a command stopped while writing leaves the old file as it was."""
    target = Path(path)
    temporary = target.with_name(f".{target.name}.writing")
    try:
        if make_folder:
            target.parent.mkdir(parents=True, exist_ok=True)
        if target.is_dir():
            raise IsADirectoryError(errno.EISDIR, os.strerror(errno.EISDIR), str(target))
        temporary.write_text(text, encoding="utf-8")
        os.replace(temporary, target)
    except OSError as exc:
        with contextlib.suppress(OSError):
            temporary.unlink()
        raise error.refusing(str(path), f"cannot write {what} there ({_why(exc)})", whole=True) from None
