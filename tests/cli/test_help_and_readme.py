"""The docs and ``--help`` say what is true: which commands take ``--rules`` and ``--json`` (docs/engine.md),
the bank's size (the README and docs/tutorial-and-puzzles.md), each option's real default, every puzzles
subcommand and kind named in the help, and help text in plain words (issue #18; issue #30: the manuals moved
to docs/)."""

from __future__ import annotations

import argparse
import re
from pathlib import Path

import pytest

from penchant.cli.main import build_parser
from penchant.puzzles import KINDS, load_bank, load_drills

ROOT = Path(__file__).resolve().parents[2]
README = (ROOT / "README.md").read_text(encoding="utf-8")
ENGINE = (ROOT / "docs" / "engine.md").read_text(encoding="utf-8")
PUZZLES = (ROOT / "docs" / "tutorial-and-puzzles.md").read_text(encoding="utf-8")


def commands() -> dict[str, argparse.ArgumentParser]:
    """Every leaf subcommand by its full name (``puzzles list``)."""
    out: dict[str, argparse.ArgumentParser] = {}

    def walk(parser: argparse.ArgumentParser, prefix: str) -> None:
        for action in parser._actions:
            if isinstance(action, argparse._SubParsersAction):
                for name, sub in action.choices.items():
                    if any(isinstance(a, argparse._SubParsersAction) for a in sub._actions):
                        walk(sub, f"{prefix}{name} ")
                    else:
                        out[f"{prefix}{name}"] = sub

    walk(build_parser(), "")
    return out


def options(parser: argparse.ArgumentParser) -> set[str]:
    return {o for a in parser._actions for o in a.option_strings}


def named(sentence: str) -> list[str]:
    """The commands named in backquotes in ``sentence`` (``puzzles list|show|verify`` counts three)."""
    out: list[str] = []
    for item in re.findall(r"`([a-z][a-z |-]*)`", sentence):
        head, _, tail = item.rpartition(" ")
        out += [f"{head} {t}".strip() for t in tail.split("|")]
    return out


def doc_sentence(doc: str, start: str, end: str) -> str:
    flat = re.sub(r"\s+", " ", doc)
    i = flat.index(start)
    return flat[i:flat.index(end, i)]


def test_the_engine_manual_names_every_command_once_with_what_it_takes() -> None:
    cmds = commands()
    both = named(doc_sentence(ENGINE, "The engine's commands (", ") take"))
    json_only = named(doc_sentence(ENGINE, "The commands that read their rules", "take `--json` but no"))
    rules_only = named(doc_sentence(ENGINE, "`puzzles mine|mine-play` take", "only"))
    neither = named(doc_sentence(ENGINE, "and `puzzles curate`", "neither"))
    listed = [*both, "tally", *json_only, *rules_only, *neither]
    assert sorted(listed) == sorted(cmds), "docs/engine.md lists every command once"
    for name in [*both, "tally"]:
        assert {"--rules", "--json"} <= options(cmds[name]), name
    for name in json_only:
        assert "--json" in options(cmds[name]) and "--rules" not in options(cmds[name]), name
    for name in rules_only:
        assert "--rules" in options(cmds[name]) and "--json" not in options(cmds[name]), name
    for name in neither:
        assert not {"--rules", "--json"} & options(cmds[name]), name


def test_the_readme_gives_the_banks_size() -> None:
    flat = re.sub(r"\s+", " ", README)
    found = re.search(r"(\d+) puzzles: end-game, decision", flat)
    assert found is not None
    assert int(found.group(1)) == len(load_bank())
    # the practice page's count, "this page's 62 puzzles", is of those it serves under the learner's rules: the
    # README says both numbers, so neither reads as the other one wrong (issue #31)
    from penchant.trainer.session import practice_bank

    for book, name in (("kandell", "Kandell's"), ("foster", "Foster's")):
        served = len(practice_bank(book))
        assert re.search(rf"\b{served} under {name}", flat), (book, served)
    found = re.search(r"\((\d+) drills: declaration, trump, scoring", flat)
    assert found is not None
    assert int(found.group(1)) == len(load_drills())


def test_the_puzzles_manual_gives_the_banks_size_by_kind() -> None:
    flat = re.sub(r"\s+", " ", PUZZLES)
    pools = ((load_bank(), r"puzzles in \[`penchant/data/puzzles/`\]"),
             (load_drills(), r"drills in \[`penchant/data/drills/`\]"))
    for pool, what in pools:
        found = re.search(r"(\d+) " + what + r"\([^)]*\) \([^)]*\): ([^.]*)\.", flat)
        assert found is not None, what
        assert int(found.group(1)) == len(pool)
        said = {kind.replace("end-game", "endgame"): int(n)
                for kind, n in re.findall(r"([a-z-]+) (\d+)", found.group(2))}
        assert said == {kind: n for kind in KINDS if (n := sum(p.kind == kind for p in pool))}


def test_the_puzzles_help_names_every_subcommand_and_kind() -> None:
    """``penchant --help`` once left out mine and mine-play, and ``penchant puzzles --help`` three kinds."""
    top = build_parser()
    sub = next(a for a in top._actions if isinstance(a, argparse._SubParsersAction))
    line = next(c.help for c in sub._choices_actions if c.dest == "puzzles") or ""
    puzzles = sub.choices["puzzles"]
    names = [n for n in commands() if n.startswith("puzzles ")]
    for name in names:
        assert re.search(rf"(?<![\w-]){re.escape(name.split()[1])}(?![\w-])", line), (name, line)
    description = re.sub(r"\s+", " ", puzzles.description or "").lower().replace("end-game", "endgame")
    for kind in KINDS:
        assert kind in description, (kind, description)


def test_every_default_shown_in_help_is_the_real_one() -> None:
    """An option whose help says ``(default: X)`` defaults to X (tally's --rules once said kandell
    and meant the record's own rules)."""
    checked = 0
    for name, parser in commands().items():
        for action in parser._actions:
            said = re.search(r"\(default:? ([\w.-]+)\)", action.help or "")
            if said and action.default is not None and action.default is not argparse.SUPPRESS:
                assert said.group(1) == str(action.default), (name, action.option_strings, action.default)
                checked += 1
    assert checked >= 5
    tally = commands()["tally"]
    rules = next(a for a in tally._actions if "--rules" in a.option_strings)
    assert rules.default is None and "the record's own rules" in (rules.help or "")


@pytest.mark.parametrize("name", sorted(commands()))
def test_help_is_plain_words_without_markup(name: str) -> None:
    text = commands()[name].format_help()
    for markup in ("``", ":mod:", ":class:", ":func:", ":meth:", ":data:"):
        assert markup not in text, f"penchant {name} --help prints {markup!r}"


def _shown_default(action: argparse.Action) -> object | None:
    """The default ``--help`` must show for ``action``: None for a flag, a suppressed, absent or empty default."""
    if action.default in (None, False, "", argparse.SUPPRESS) or isinstance(
            action, argparse._StoreTrueAction | argparse._StoreFalseAction | argparse._HelpAction):
        return None
    return action.default


@pytest.mark.parametrize("name", sorted(commands()))
def test_every_option_has_help_and_shows_its_default(name: str) -> None:
    """``penchant COMMAND --help`` gives every option and its real default (docs/engine.md): ``simulate`` once
    showed ``--deals`` and ``--seed`` bare, with neither help nor default."""
    wrong: list[str] = []
    for action in commands()[name]._actions:
        if action.help == argparse.SUPPRESS:
            continue
        label = "/".join(action.option_strings) or action.dest
        if not action.help:
            wrong.append(f"{label} has no help")
            continue
        default = _shown_default(action)
        if default is not None and not re.search(r"\bdefault:? " + re.escape(str(default)) + r"\b", action.help):
            wrong.append(f"{label}'s help does not show its default {default!r}: {action.help!r}")
    assert wrong == [], f"penchant {name}"


def test_the_review_help_names_every_verdict() -> None:
    """The help listed the verdicts by hand and left out "close" ("too close to call")."""
    from penchant.judgement.verdicts import VERDICT_WORDS, VERDICTS

    text = " ".join(commands()["review"].format_help().split())
    assert all(VERDICT_WORDS[v] in text for v in VERDICTS), text


def test_the_solve_example_says_what_the_solver_finds(capsys: pytest.CaptureFixture[str]) -> None:
    """docs/engine.md's words on its own ``solve`` example: which cards are best and what each is worth."""
    import json

    from penchant.cli.main import main
    from penchant.rules.cards import Card
    from penchant.words.cards import card_words

    flat = " ".join(ENGINE.split())
    said = re.search(r"(\S+) and (\S+) are equally best, worth ([+-]\d+) each: .*?; (\S+) leaves him two and is "
                     r"worth ([+-]\d+)", flat)
    assert said, "the solve example's reading is missing"
    example = ["--hand", "AH TH 7S", "--opp-hand", "KH 9S 8C", "--trump", "H", "--won", "5-4"]
    assert main(["solve", *example, "--json"]) == 0
    moves = {card_words(Card.parse(c)): m["points"] for c, m in json.loads(capsys.readouterr().out)["moves"].items()}
    best = max(moves.values())
    assert {said[1], said[2]} == {c for c, v in moves.items() if v == best} and int(said[3]) == best
    assert moves[said[4]] == int(said[5])


def test_check_takes_at_most_five_cards_as_the_manual_says(capsys: pytest.CaptureFixture[str]) -> None:
    from penchant.cli.main import main

    assert "give at most five" in " ".join(ENGINE.split())
    assert main(["check", "--hand", "KH QH 9H", "--table", "8S", "--declare", "QH KH"]) == 0  # four cards
    assert main(["check", "--hand", "KH QH 9H TH", "--table", "8S JS", "--declare", "QH KH"]) == 2  # six
    capsys.readouterr()


def test_the_readme_says_the_tutorial_runs_from_a_checkout(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import penchant.cli.tutorial as tutorial
    from penchant.errors.serving import ServeError

    assert re.search(r"`tutorial`[^.]*not part of the installed\s+package[^.]*checkout only", README)
    monkeypatch.setattr(tutorial, "__file__", str(tmp_path / "site-packages" / "penchant" / "cli" / "tutorial.py"))
    with pytest.raises(ServeError, match="checkout"):  # an installation, not bad input
        tutorial.tutorial_folder()
