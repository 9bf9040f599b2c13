"""Every subcommand that takes ``--rules`` takes it one way (:func:`penchant.cli.options.add_rules`): the mining
commands once declared their own, which took any text and refused a misspelt profile only after the engine was
asked. Now a name that is no profile is a usage error that lists the profiles, before anything is played."""

from __future__ import annotations

import pytest

from penchant.cli.main import main
from penchant.rules.profiles import PROFILES


@pytest.mark.parametrize("command", [["puzzles", "mine"], ["puzzles", "mine-play"], ["puzzles", "generate",
                                                                                    "--kind", "endgame"]])
def test_a_name_that_is_no_profile_is_refused_listing_the_profiles(capsys: pytest.CaptureFixture[str],
                                                                  command: list[str]) -> None:
    with pytest.raises(SystemExit) as stopped:
        main([*command, "--deals" if "generate" not in command else "--count", "1", "--rules", "nope"])
    out, err = capsys.readouterr()
    assert stopped.value.code == 2 and out == ""
    assert "argument --rules: invalid choice: 'nope'" in err
    assert all(repr(name) in err for name in PROFILES)
