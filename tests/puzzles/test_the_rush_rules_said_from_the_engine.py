"""The rush's start screen says its rules from the engine's numbers (:data:`~penchant.trainer.rush.RUSH_SECONDS`,
:data:`~penchant.trainer.rush.RUSH_MISSES`): the page once typed "three minutes... the third miss ends it" itself,
true only while the engine's numbers stayed those (issue #30)."""

from __future__ import annotations

from penchant.english.numbers import ordinal_words
from penchant.trainer.rush import RUSH_MISSES, RUSH_SECONDS, duration_words, rush_rules_words
from penchant.trainer.stores import MemoryAttemptStore
from penchant_widgets.puzzles.practice import PracticeApp


def test_the_rules_follow_the_numbers() -> None:
    said = rush_rules_words(120, 5)
    assert "in two minutes" in said and "the fifth miss ends it" in said
    assert duration_words(45) == "45 seconds"


def test_the_start_screen_says_the_engines_rules() -> None:
    app = PracticeApp(store=MemoryAttemptStore())
    app.rushing.ready()
    assert rush_rules_words() in app.message.value
    said = app.message.value
    assert duration_words(RUSH_SECONDS) in said and f"{ordinal_words(RUSH_MISSES)} miss" in said
