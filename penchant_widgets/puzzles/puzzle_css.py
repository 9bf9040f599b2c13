"""The puzzle boards' own CSS: 44 px targets, text that wraps instead of being cut, the progress buttons."""

from __future__ import annotations

from penchant.trainer.attempts import Outcome
from penchant.trainer.outcome_words import OUTCOME_WORDS
from penchant_widgets.styles import StyleSheet, open_sheet, package_css

__all__ = ["PUZZLE_CSS", "dots_legend_html", "puzzle_style"]

PUZZLE_CSS = package_css("puzzles/puzzles.css")
"""The puzzle boards' own CSS (puzzles.css, beside this module)."""


LEGEND = (
    (Outcome.NEW.value, OUTCOME_WORDS[Outcome.NEW]),
    ("now", "the puzzle on the board now (a gold ring round its colour)"),
    (Outcome.SOLVED_FIRST.value, OUTCOME_WORDS[Outcome.SOLVED_FIRST]),
    (Outcome.SOLVED_AFTER_MISS.value, f"{OUTCOME_WORDS[Outcome.SOLVED_AFTER_MISS]} (pale, with a dashed ring)"),
    (Outcome.MISSED.value, f"{OUTCOME_WORDS[Outcome.MISSED]}, and not solved yet: try it again"),
    (Outcome.SHOWN.value, f"{OUTCOME_WORDS[Outcome.SHOWN]}: counts as seen, not solved"),
)
"""Every state of a progress button, in the order a learner meets them: the trainer's words for it
(:mod:`penchant.trainer.outcome_words`), and what the button looks like or asks where it says more."""


def dots_legend_html() -> str:
    """What the progress buttons' colours mean, one click away under them (a closed toggle)."""
    # Small square swatches, not numbered circles: the key's samples must not look like buttons to press.
    items = "".join(f'<li><span class="pt-legend-dot pt-legend-{state}" aria-hidden="true"></span>{words}</li>'
                    for state, words in LEGEND)
    return ('<details class="pt-details"><summary>What the numbered buttons and their colours mean</summary>'
            '<p class="pt-small pt-legend-intro">A button for each puzzle of this board: press one to go '
            f'to its puzzle. The colours keep your score:</p><ul class="pt-legend">{items}</ul></details>')


def puzzle_style() -> StyleSheet:
    """The puzzle boards' own CSS (44 px targets, the progress buttons): one sheet shared while it is open, made
    again once closed (:func:`~penchant_widgets.styles.open_sheet`)."""
    global _PUZZLE_STYLE
    if _PUZZLE_STYLE is None or not open_sheet(_PUZZLE_STYLE):
        _PUZZLE_STYLE = StyleSheet(PUZZLE_CSS, "puzzle-style")
    return _PUZZLE_STYLE


_PUZZLE_STYLE: StyleSheet | None = None
