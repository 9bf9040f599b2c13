"""A message under a heading that ends in a colon reads on as one sentence (penchant_widgets/html_parts.py
message_html, the
one joining helper), and a refusal under "That answer cannot be read:" does not say "The answer:" again."""

from __future__ import annotations

import pytest

from penchant_widgets.html_parts import message_html


def test_a_message_after_a_colon_heading_reads_as_one_sentence() -> None:
    """Newcomer 12 read "Not allowed: You cannot…", "No: You cannot…", "Cannot score this: The brisques…": a capital
    after the colon. The heading and the message join as one sentence; a name keeps its capital."""
    from penchant.errors import IllegalDeclarationError
    from penchant_widgets.board_words import refusal_html

    said = refusal_html(IllegalDeclarationError.cannot_declare("9H TC", "these cards form no combination"),
                        title="No:")
    assert "<b>No:</b> you cannot declare" in said, said
    assert "<b>Cannot score this:</b> the brisques" in message_html("The brisques", "error", title="Cannot score this:")
    assert "<b>Not allowed:</b> Ada must" in message_html("Ada must follow", "error", title="Not allowed:")
    assert "<b>Right.</b> The" in message_html("The", "ok", title="Right.")  # no colon: a sentence of its own


def test_a_number_answer_not_read_is_said_once() -> None:
    """"That answer cannot be read: The answer: “ten” is not a whole number" (newcomer 12): the heading says it is
    the answer; the refusal says what was typed and why, once."""
    from penchant.errors import InvalidNotationError
    from penchant.puzzles.checkers.answers import normalise_number
    from penchant_widgets.board_words import refusal_html

    with pytest.raises(InvalidNotationError) as err:
        normalise_number("ten")
    said = refusal_html(err.value, title="That answer cannot be read:")
    assert "cannot be read:</b> “ten” is not a whole number: enter digits such as 12." in said, said
    assert "answer:" not in said.split("</b>", 1)[1], said
