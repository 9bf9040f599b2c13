"""The names a learner reads for the kinds of puzzle, each said once: the chapters' boards (the heading over a
group of puzzles), the practice page (its menu of kinds) and its history (a puzzle's title) all read them here.

One kind of puzzle has one name wherever it is read. :data:`TASK_NAMES` names each kind and task (the puzzles' titles
agree with it, a test says so); :data:`THEME_TITLES` titles a puzzle from real play by its first theme, in the theme's
own words (:func:`penchant.puzzles.words.position.theme_words`) wherever they do not tell the answer. A theme more
than one module names is a constant here (:data:`PENCHANT_ONLY_THEME`, :data:`ONE_USE_PER_KIND_THEME`). """

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType
from typing import Final

__all__ = ["KIND_NAMES", "ONE_USE_PER_KIND_THEME", "PENCHANT_ONLY_THEME", "TASK_NAMES", "THEME_TITLES", "stake_title"]

PENCHANT_ONLY_THEME: Final = "the loser declares only a penchant"
"""The theme of a declaration puzzle that turns on the loser of a trick's right: a penchant and nothing else (the
rules' refusal :attr:`~penchant.rules.refused.Refused.PENCHANT_ONLY`, or a loser to declare)."""

ONE_USE_PER_KIND_THEME: Final = "one card, one use per kind"
"""The theme of a declaration puzzle under the house rule that a card serves once in each kind (a profile without
``same_kind_reuse``; the rules' refusal :attr:`~penchant.rules.refused.Refused.SERVED_IN_KIND`)."""

KIND_NAMES: Final[Mapping[str, str]] = MappingProxyType({
    "barring": "Barring", "declaration": "Declarations", "trump": "Trump", "endgame": "End-games",
    "scoring": "Scoring", "decision": "Decisions in play", "reading": "Reading his cards", "timing": "When to declare",
})
"""Each kind of puzzle (:data:`penchant.puzzles.model.KINDS`) by its name: practice's menu of kinds."""

TASK_NAMES: Final[Mapping[tuple[str, str], str]] = MappingProxyType({
    ("barring", "may_declare"): "May you declare it?",
    ("barring", "legal_all"): "Which may you declare?",
    ("barring", "which"): "Which may you declare?",
    ("barring", "lift"): "Keeping a bar",
    ("barring", "unbar"): "Lifting their bar",
    ("barring", "safe"): "A safe card from the table",
    ("declaration", "best"): "The best declaration",
    ("declaration", "points"): "Counting a declaration",
    ("declaration", "may_declare"): "Is it allowed?",
    ("decision", "play"): "A choice from play",
    ("timing", "declare"): KIND_NAMES["timing"],
    ("reading", "play"): "Reading his six cards",
    ("understanding", "numbers"): "What the numbers mean",
    ("understanding", "rules"): "The rules at a glance",
})
"""A kind of puzzle and its task by name: the heading over their group on a chapter's board. A puzzle titled with
one of these names is of that kind and task."""

THEME_TITLES: Final[Mapping[str, str]] = MappingProxyType({
    # a title never names a card's rank or a kind of combination: it would tell the answer
    "win or duck": "Win the trick or let it go",  # the key stays (stored attempts); "duck" is never taught
    "the tenth trick and the lead of the last six": "The tenth trick",
    "the last tricks before the change of phase": "Before the change of phase",
    "a Seven early": "Early in the deal",
    "keep a bar or score": "Keep a bar or score",
    "declare now or build": "Declare now or build",
    "when to fix trump": "When to fix trump",  # the theme named once: its title is its name
    "which Jack": "Two ways to fix trump",
    "the loser's penchant": "After a lost trick",
    "declare now or wait": "Now or later",
    "which declaration now": "Which declaration now?",
})
"""A puzzle from real play titled by its first theme that has a title here."""


def stake_title(scores: tuple[int, int] | list[int]) -> str:
    """A game-at-stake end-game's title: how the game stands, yours first, as its badge shows it, and never
    what the cards make of it (that is the answer). The heading names the board ("The game at stake"), so the title
    says what tells one puzzle of it from another, more than its level's dots.

    >>> stake_title([35, 52]), stake_title((70, 66)), stake_title([40, 40])
    ('Behind by 17 in the last deal', 'Ahead by 4 in the last deal', 'Level in the last deal')
    """
    mine, theirs = scores
    if mine == theirs:
        return "Level in the last deal"
    return f"{'Ahead' if mine > theirs else 'Behind'} by {abs(mine - theirs)} in the last deal"
