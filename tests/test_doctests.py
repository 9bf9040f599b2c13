"""The examples in the public API's docstrings run as tests (penchant's quick tour and the rules)."""

from __future__ import annotations

import doctest
import importlib

import pytest

MODULES = (
    "penchant",
    "penchant.cli.options",
    "penchant.cli.puzzles",
    "penchant.files.durable",
    "penchant.rules.cards",
    "penchant.rules.pack",
    "penchant.rules.card_notation",
    "penchant.rules.card_masks",
    "penchant.rules.card_refusals",
    "penchant.rules.dealing",
    "penchant.rules.holdings",
    "penchant.rules.barring",
    "penchant.rules.bar_reports",
    "penchant.rules.brisques",
    "penchant.rules.combinations.classified",
    "penchant.rules.combinations.declaration_check",
    "penchant.rules.combinations.legal_lists",
    "penchant.rules.declarable",
    "penchant.rules.declaring",
    "penchant.rules.trump",
    "penchant.rules.scoring",
    "penchant.rules.procedure.declaring_turns",
    "penchant.words.cards",
    "penchant.words.actions",
    "penchant.words.refusals",
    "penchant.words.trump",
    "penchant.words.switches",
    "penchant.words.barring",
    "penchant.words.bar_reports",
    "penchant.words.game_scoring",
    "penchant.words.dealing",
    "penchant.words.holdings",
    "penchant.words.scoring",
    "penchant.words.tricks",
    "penchant.words.declarable",
    "penchant.english.numbers",
    "penchant.english.lists",
    "penchant.english.grammar",
    "penchant.puzzles.words.sentences",
    "penchant.english.marked",
    "penchant.judgement.moments",
    "penchant.judgement.verdicts",
    "penchant.play.sheet",
    "penchant.play.names",
    "penchant.play.dealing",
    "penchant.play.forced",
    "penchant.play.view",
    "penchant.studies.figure_shapes",
    "penchant.studies.ladder",
    "penchant_widgets.marked_words",
    "penchant_widgets.marker.file_names",
    "penchant_widgets.marker.relative_times",
    "penchant_widgets.marker.dials",
    "penchant_widgets.puzzles.choosing",
    "penchant_widgets.puzzles.heading",
    "penchant_widgets.play.mistakes",
    "penchant.solver.phase2_position",
)


@pytest.mark.parametrize("name", MODULES)
def test_docstring_examples(name: str) -> None:
    module = importlib.import_module(name)
    result = doctest.testmod(module, optionflags=doctest.ELLIPSIS, verbose=False)
    assert result.attempted > 0, f"{name} has no examples"
    assert result.failed == 0
