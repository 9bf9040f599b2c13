"""The ``penchant`` command: argument parsing and printing only, no rules.

Each group of subcommands lives in its own module of this package (``engine``,
``solve``, ``puzzles``, ``match``, ``marker``, ``review``, ``practice``, ``tutorial``) exposing
``register(subparsers)``;
a subcommand's handler takes the parsed ``argparse.Namespace`` and returns the
exit code. Any :class:`PenchantError` (bad input), ``ServeError`` (a server that cannot start) or
:class:`AppMissingError` (the app extra not installed) escaping a handler is printed as one line on stderr and
exits 2, with no traceback.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from typing import NoReturn

from penchant.cli import engine, marker, match, practice, puzzles, review, solve, tutorial
from penchant.cli.options import Handler
from penchant.errors import AppMissingError, PenchantError
from penchant.errors.serving import ServeError
from penchant.version import __version__

__all__ = ["main", "build_parser"]

_COMMAND_MODULES = (engine, solve, puzzles, match, marker, review, practice, tutorial)


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:  # usage errors: one line, exit 2
        self.exit(2, f"penchant: {message}\n")


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(prog="penchant", description="Penchant (McTear, 1893): rules engine and tools")
    parser.add_argument("--version", action="version", version=f"penchant {__version__}")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND", parser_class=_Parser)
    sub.required = True
    for module in _COMMAND_MODULES:
        module.register(sub)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    handler: Handler = args.func
    try:
        return handler(args)
    # bad input, a server that cannot start, or the app extra not installed: one line
    except (PenchantError, ServeError, AppMissingError) as exc:
        print(f"penchant: {exc}", file=sys.stderr)
        return 2
    except BrokenPipeError:
        return 0


if __name__ == "__main__":
    sys.exit(main())
