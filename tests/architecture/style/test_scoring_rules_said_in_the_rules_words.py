"""A scoring rule said to a player is worded once, in the game's words from the rules' numbers: the lurch
(:func:`~penchant.words.game_scoring.lurch_rule_words`), the brisquettes (:func:`~penchant.words.scoring.\
brisquette_rule_words`) and the book bonus (:func:`~penchant.words.scoring.book_bonus_rule_words`). The project once had
the puzzles stating them in sentences of their own (an end-game at stake's "under 400 at the end of the game is a
lurch, and a lurched game's difference is doubled", the scoring puzzles' "is a brisquette worth 10 at once" and
"each one over six scores 10 (six each scores nothing)"): a rule changed in the rules would have gone on being said
the old way there. Refused outside the rules and the scoring's words (:mod:`penchant.words.scoring`, where the book
bonus is said beside the book, :func:`~penchant.words.scoring.over_the_book`): the rule's own wording."""

from __future__ import annotations

import re

from source_scan import sources

from penchant.rules.profiles import FOSTER, KANDELL
from penchant.words.game_scoring import lurch_rule_words
from penchant.words.scoring import book_bonus_rule_words, brisquette_rule_words

RULE_SENTENCES = re.compile(r"is a lurch\b|lurched game's difference|is a brisquette worth|scores nothing\)")


def stated_outside_the_rules(source: str, where: str) -> list[str]:
    return [f"{where}: {m.group(0)!r} (say it with the rules' words)" for m in RULE_SENTENCES.finditer(source)]


def test_the_scoring_rules_are_worded_in_the_rules_alone() -> None:
    problems = [p for rel, source in sources() if not rel.startswith("penchant/rules/")
                and rel not in ("penchant/words/game_scoring.py", "penchant/words/scoring.py")
                for p in stated_outside_the_rules(source, rel)]
    assert not problems, "\n".join(problems)


def test_the_scan_sees_the_old_sentences() -> None:
    old = ('f"take and the book bonus; under {profile.lurch_threshold} at the end of the game is a lurch, and a "\n'
           'f"lurched game\'s difference is {LURCH_FACTOR_WORDS}.",\n'
           'brisquettes = (f"Each brisque taken in the last six tricks is a brisquette worth {points} "\n'
           'f"{over_the_book()} scores {profile.bonus_points} ({book_shared_words()} scores nothing). A brisque of "\n')
    assert len(stated_outside_the_rules(old, "old.py")) == 4


def test_the_rules_word_them_by_the_rules_values() -> None:
    assert lurch_rule_words(KANDELL).startswith("under 40 at the end of the game is a lurch")
    assert "worth 10 at once" in brisquette_rule_words(FOSTER)
    # whose six, said plainly (issue #31: "(six each scores nothing)" left a newcomer asking whose)
    assert book_bonus_rule_words(KANDELL) == ("over six scores 1 (a player's first six score nothing, so with six each "
                                              "neither scores)")
