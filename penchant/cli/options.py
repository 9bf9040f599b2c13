"""The command line the subcommands share: ``--rules``/``--json``, a count checked, the rules profile chosen, the
parser's types, and help text in plain words. How a command's results leave it is :mod:`penchant.cli.output`."""

from __future__ import annotations

import argparse
import re
from collections.abc import Callable
from typing import TYPE_CHECKING, TypeAlias

from penchant.errors import InvalidSettingError
from penchant.rules.profiles import DEFAULT_PROFILE, PROFILES, Profile, get_profile

__all__ = ["add_common", "add_rules", "plain_words", "profile_from_args", "Handler", "Subparsers", "check_count"]

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
    add_rules(parser, rules_default=rules_default, rules_help=rules_help)
    parser.add_argument("--json", action="store_true", help="print JSON instead of text")


def add_rules(parser: argparse.ArgumentParser, *, rules_default: str | None = DEFAULT_PROFILE.name,
              rules_help: str = f"rules profile (default: {DEFAULT_PROFILE.name})") -> None:
    """``--rules``, the one way every subcommand takes a rules profile (:func:`add_common` adds it with
    ``--json``)."""
    parser.add_argument("--rules", choices=sorted(PROFILES), default=rules_default, help=rules_help)


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
