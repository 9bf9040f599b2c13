"""What a puzzle board is given when it is made and keeps as it is (traits, so they are typed and read-only): the
puzzles, their titles, the trainer and its store, and how the board says them. Read-only: set once, by
:class:`~penchant_widgets.puzzles.board.PuzzleBoard`'s constructor (``set_trait``)."""

from __future__ import annotations

import traitlets

from penchant.puzzles import Puzzle
from penchant.trainer.stores import AttemptStore
from penchant.trainer.trainer import Trainer

__all__ = ["BoardSettings"]


class BoardSettings(traitlets.HasTraits):
    """A puzzle board's settings, fixed at construction."""

    _title = traitlets.Unicode("", read_only=True).tag(sync=False)
    """The board's title, over the puzzle's own."""
    chapter_rules = traitlets.Unicode(None, allow_none=True, read_only=True).tag(sync=False)
    """The chapter's rules (a rule book's name): a puzzle by others says so
    (:func:`~penchant_widgets.puzzles.position.usual_rules`)."""
    learner_rules = traitlets.Unicode(None, allow_none=True, read_only=True).tag(sync=False)
    """The rules the learner was taught (the practice page's: the tutorial's book): a puzzle by another book says
    in one line what that changes for it (:func:`~penchant_widgets.puzzles.position.learners_rules_html`)."""
    grouped = traitlets.Bool(False, read_only=True).tag(sync=False)
    """Whether the puzzles are shown in groups, by kind (a long board of several kinds)."""
    name_once_answered = traitlets.Unicode(None, allow_none=True, read_only=True).tag(sync=False)
    """With a name (the practice page's ``"Your puzzle"``), a puzzle goes by it until solved or its solution is
    shown, and by its own title after: a title shown before the answer must not name the answer's idea ("Fixing
    trump" above a choice between a penchant and a pair gives it away)."""
    puzzles = traitlets.List[Puzzle](read_only=True).tag(sync=False)
    """The board's puzzles, in the order shown."""
    show_earlier = traitlets.Bool(False, read_only=True).tag(sync=False)
    """Whether a puzzle solved or seen before the page opened shows its answer (a chapter's board, wherever it
    shows as solved); not on the practice page, which serves a puzzle again to be solved again."""
    show_themes = traitlets.Bool(False, read_only=True).tag(sync=False)
    """Whether a right answer and the solution list the puzzle's themes (chapter 0: their words are not
    taught yet)."""
    store = traitlets.Instance(AttemptStore, read_only=True).tag(sync=False)  # type: ignore[type-abstract]
    """Where the learner's attempts are kept (the trainer's)."""
    titles = traitlets.TraitType[dict[str, str], dict[str, str]](read_only=True).tag(sync=False)
    """The title shown for a puzzle, by id, where the bank's would give the answer away (else the bank's)."""
    trainer = traitlets.Instance(Trainer, read_only=True).tag(sync=False)
    """The learner's trainer: every attempt goes to it, and it says the progress."""
    try_first = traitlets.Int(None, allow_none=True, read_only=True).tag(sync=False)
    """How many of the board's puzzles (the first ones) a learner should try before moving on; the rest are
    for practice. Said at the top of the board, so that 20-odd puzzles come with a word on how many."""
