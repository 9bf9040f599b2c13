"""What every subcommand shares: ``--rules``/``--json`` and printing."""

from __future__ import annotations

import argparse
import json
from collections.abc import Callable
from typing import TYPE_CHECKING, TypeAlias

from penchant.rules.profiles import PROFILES, Profile, get_profile

__all__ = ["add_common", "profile_from_args", "emit", "Handler", "Subparsers"]

Handler = Callable[[argparse.Namespace], int]
if TYPE_CHECKING:
    Subparsers: TypeAlias = argparse._SubParsersAction[argparse.ArgumentParser]
    """What ``register(subparsers)`` receives from :func:`penchant.cli.main.build_parser`."""
else:
    Subparsers = argparse._SubParsersAction


def add_common(parser: argparse.ArgumentParser) -> None:
    """``--rules`` and ``--json``, which every subcommand takes."""
    parser.add_argument(
        "--rules", choices=sorted(PROFILES), default="kandell",
        help="rules profile (default: kandell)",
    )
    parser.add_argument("--json", action="store_true", help="print JSON instead of text")


def profile_from_args(args: argparse.Namespace) -> Profile:
    return get_profile(getattr(args, "rules", "kandell"))


def emit(args: argparse.Namespace, data: object, text: str | None = None) -> None:
    """Print ``data`` as JSON with ``--json``, else ``text`` (or pretty JSON)."""
    if getattr(args, "json", False) or text is None:
        print(json.dumps(data, ensure_ascii=False))
    else:
        print(text)
