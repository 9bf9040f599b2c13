"""``penchant match --help`` once offered random, greedy, strong, strong:N and master, and left out master:N and the
ismcts player in its three forms, which ``--a``/``--b`` take: every form the help names is taken, and every form
taken is named."""

from __future__ import annotations

import re

import pytest

from penchant.cli.main import main
from penchant.players import get_player


def _help(capsys: pytest.CaptureFixture[str]) -> str:
    with pytest.raises(SystemExit):
        main(["match", "--help"])
    return " ".join(capsys.readouterr().out.split())


def test_every_player_the_match_help_names_is_one_it_takes(capsys: pytest.CaptureFixture[str]) -> None:
    text = _help(capsys)
    forms = re.search(r"player A: (.*?) --b", text)
    assert forms is not None, text
    names = [n.strip() for n in re.split(r",| or ", forms.group(1)) if n.strip()]
    for name in names:
        assert get_player(name.replace(":N", ":3")).name, name
    for taken in ("random", "greedy", "strong", "strong:N", "master", "master:N", "ismcts", "ismcts:N",
                  "ismcts:0.3s"):
        assert taken in names, (taken, names)
