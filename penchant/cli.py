"""The ``penchant`` command: argument parsing and printing only, no rules.

Each group of subcommands lives in its own module (``cli_engine``,
``cli_solve``, ``cli_puzzles``, ``cli_marker``, ``cli_match``) exposing
``register(subparsers)``; a subcommand's handler takes the parsed
``argparse.Namespace`` and returns the exit code. Any :class:`PenchantError`
escaping a handler is printed as one line on stderr and exits 2, with no
traceback.
"""

from __future__ import annotations

import argparse
import importlib
import json
import sys
from collections.abc import Callable, Sequence
from typing import Any

from penchant.errors import PenchantError
from penchant.profiles import PROFILES, Profile, get_profile

__all__ = ["main", "add_common", "profile_from_args", "emit", "Handler"]

Handler = Callable[[argparse.Namespace], int]

# Modules that contribute subcommands; a missing optional one is skipped.
_COMMAND_MODULES: tuple[str, ...] = (
    "penchant.cli_engine",
    "penchant.cli_solve",
    "penchant.cli_puzzles",
    "penchant.cli_match",
    "penchant.cli_marker",
)


def add_common(parser: argparse.ArgumentParser) -> None:
    """``--rules`` and ``--json``, which every subcommand takes."""
    parser.add_argument(
        "--rules", choices=sorted(PROFILES), default="kandell",
        help="rules profile (default: kandell)",
    )
    parser.add_argument("--json", action="store_true", help="print JSON instead of text")


def profile_from_args(args: argparse.Namespace) -> Profile:
    return get_profile(getattr(args, "rules", "kandell"))


def emit(args: argparse.Namespace, data: Any, text: str | None = None) -> None:
    """Print ``data`` as JSON with ``--json``, else ``text`` (or pretty JSON)."""
    if getattr(args, "json", False) or text is None:
        print(json.dumps(data, ensure_ascii=False))
    else:
        print(text)


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> Any:  # usage errors: one line, exit 2
        self.exit(2, f"penchant: {message}\n")


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(prog="penchant", description="Penchant (McTear, 1893): rules engine and tools")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND", parser_class=_Parser)
    sub.required = True
    for name in _COMMAND_MODULES:
        try:
            module = importlib.import_module(name)
        except ModuleNotFoundError as exc:
            if exc.name == name:
                continue
            raise
        module.register(sub)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    handler: Handler = args.func
    try:
        return handler(args)
    except PenchantError as exc:
        print(f"penchant: {exc}", file=sys.stderr)
        return 2
    except BrokenPipeError:
        return 0


if __name__ == "__main__":
    sys.exit(main())
