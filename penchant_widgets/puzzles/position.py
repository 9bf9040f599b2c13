"""Drawing a puzzle's position: its badges, the zones of cards, and what happened before it.

Plain HTML from the puzzle's data; the board puts the card zones (pickers) and these pieces together.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from html import escape
from typing import Final

from penchant.english.grammar import capitalised
from penchant.english.lists import join_and
from penchant.english.numbers import count_words
from penchant.errors import PenchantError, PuzzleError
from penchant.puzzles import Puzzle, trump_asked
from penchant.puzzles.curation.under_other_books import book_makes_a_difference
from penchant.puzzles.model import MAKING_KEYS
from penchant.puzzles.words.questions import stock_words
from penchant.rules.book_names import rules_words
from penchant.rules.cards import CardSet
from penchant.rules.kinds import Kind
from penchant.rules.profiles import AS_PRINTED, BRISQUE_OPTIONS, brisque_option
from penchant.rules.trump import trump_settled
from penchant.words.kinds import kind_words
from penchant.words.switches import brisque_option_words, option_label
from penchant.words.tricks import declaring_turn_words
from penchant_widgets.board_words import refusal_text
from penchant_widgets.cards import PickMode, cards_text, faces_html
from penchant_widgets.html_parts import stacked_table
from penchant_widgets.trick import trump_html

__all__ = ["ZONES", "badges_html", "details_html", "other_rules_html", "pick_mode", "rules_label", "usual_rules",
           "variants"]

ZONES = (  # position key, label, who may pick from it
    ("opp_table", "The opponent’s table", "theirs"),
    ("opp_hand", "The opponent’s hand", "theirs"),
    ("table", "Your table", "mine"),
    ("hand", "Your hand", "mine"),
)
_KNOWN_KEYS = {"opp_table", "opp_hand", "table", "hand", "declaration", "rules", "candidates", "trump", "led",
               "won", "penchant_only", "declared", "events", "deals", "player", "played", "turn", "you", "stock",
               "stock_left", "result", "score", "brisques", "asked"}
# "asked": a trump puzzle's trick in question, which its question names and its list of tricks marks (a row
# "asked | 4" was the engine's field on a learner's page)
_SEAT_KEYS = (("you", "You are"), ("turn", "Whose turn"), ("stock", "The stock"), ("score", "The score"),
              ("brisques", "Brisques taken"))

_WHO = ("you", "your opponent")
_OPPONENT: Final = "opponent"
"""Your opponent in a table's heading or count, as the badges name him ("game so far: you 35, opponent 52")."""


def rules_label(p: Puzzle) -> str:
    """The rules a puzzle plays by, as its badge names them (``"Kandell's rules with doubled brisques"``):
    Kandell's own option named as one thing, since "Kandell's rules" alone reads as the plain ones."""
    rules = rules_words(p.rules)
    named = brisque_option(p.profile) is not None
    option, gives = brisque_option_words(p.profile) if named else ("", "")
    return rules + (f" with {option}" + (f" ({gives})" if gives else "") if option else "")


def usual_rules(puzzles: Sequence[Puzzle], chapter_rules: str | None = None) -> str:
    """The rules a board's puzzles play by unless one says otherwise, as a badge names them
    (:func:`rules_label`): the chapter's (``chapter_rules``, a rule book's name), else those of most of its puzzles
    (the first one's on a tie), "Whose rules?" puzzles aside."""
    if chapter_rules is not None:
        return rules_words(chapter_rules)
    asked = [p for p in puzzles if p.task != "profile"] or list(puzzles)
    return Counter(rules_label(p) for p in asked).most_common(1)[0][0]


def _usual_book(asked: Sequence[Puzzle], usual: str, chapter_rules: str | None) -> str | None:
    """The rule book (its name) of a board's ``usual`` rules: the chapter's, else the book of a puzzle whose badge
    reads ``usual`` with no option named; ``None`` where the usual rules are no plain book."""
    if chapter_rules is not None:
        return chapter_rules
    return next((q.rules for q in asked if rules_label(q) == usual and brisque_option(q.profile) is None), None)


def _book_matters(p: Puzzle, book: str | None) -> bool:
    """Whether the board's usual rule ``book`` (a name, from :func:`_usual_book`) would answer ``p`` otherwise than
    its own: a puzzle they answer the same is not flagged (chapter 6 warned of Foster's rules over an end-game
    Kandell's answer the same). Usual rules that are no plain book (an option named) are taken to matter."""
    return book is None or book_makes_a_difference(p, book)


def variants(p: Puzzle) -> list[str]:
    """The variants of the rules the puzzle plays by besides its rule book (a house rule), each as its label."""
    skip = set(BRISQUE_OPTIONS[AS_PRINTED]) if brisque_option(p.profile) is not None else set()
    return [option_label(k, v) for k, v in p.rule_options.items() if k not in skip]


def learners_rules_html(p: Puzzle, rules: str) -> str:
    """A puzzle by another rule book than ``rules``, the ones the learner was taught (the practice page), says in
    one line what that book changes for it: the engine asks the puzzle again under ``rules``
    (:func:`~penchant.puzzles.curation.under_other_books.book_makes_a_difference`), so a puzzle badged "Foster's rules"
    says what differs to a learner taught Kandell's. Not on a "Whose rules?" puzzle, whose answer it
    would give, nor on a puzzle by ``rules`` already (an option of them is its badge's to say)."""
    if p.task == "profile" or p.rules == rules:
        return ""
    theirs, ours = rules_words(p.rules), rules_words(rules)
    said = (f"under {escape(ours, quote=False)}, the ones the chapters teach, its answer differs: answer by "
            f"{escape(theirs, quote=False)}" if book_makes_a_difference(p, rules)
            else f"nothing in it differs from {escape(ours, quote=False)}, the ones the chapters teach: "
                 "the same answer is right under both")
    return (f'<div class="pt-answer-rules pt-learners-rules" role="note">This one is set by '
            f"<b>{escape(theirs, quote=False)}</b>; {said}.</div>")


def badges_html(p: Puzzle) -> str:
    """The badges over a position: the rules, the stock, the trump, a penchant-only turn, the brisques so far."""
    pos = p.position
    # A "Whose rules?" puzzle asks for the rules: no badge gives them away.
    badges = ([] if p.task == "profile" else
              [f'<span class="pt-badge">{escape(rules_label(p), quote=False)}</span>'])
    # a variant of the rules the puzzle plays by: said, since the answer hangs on it (a brisque option once)
    badges.extend(f'<span class="pt-badge pt-badge-variant">{escape(v)}</span>' for v in variants(p))
    stock = pos.get("stock")
    if isinstance(stock, int) and not isinstance(stock, bool):
        badges.append(f'<span class="pt-badge">{escape(stock_words(stock))}</span>')
    # the puzzle's typed reading of it (a suit, or none: yet, or this deal in the last six), where it is asked
    if trump_asked(p):
        badges.append(trump_html(p.trump, settled=trump_settled(last_six=p.in_last_six)))
    if p.penchant_only:
        badges.append(f'<span class="pt-badge">{escape(declaring_turn_words(won_trick=False))}</span>')
    won = p.brisques_won
    if won is not None:
        badges.append(f'<span class="pt-badge">brisques taken so far: you {won[0]}, opponent {won[1]}</span>')
    return f"<div>{''.join(badges)}</div>"


def pick_mode(form: str, zone: str) -> PickMode:
    """How the cards of a zone answer: picked (your own, or one card to play) or only shown."""
    if form == "cards":
        return "select" if zone in ("hand", "table") else "static"
    return "select" if form == "card" else "static"


def details_html(p: Puzzle) -> tuple[list[str], bool]:
    """The pieces under the card zones (the card led, the declaration asked about, earlier declarations,
    trick-by-trick events, deals, any other field) and whether an unknown field was shown."""
    pos = p.position
    parts: list[str] = []
    seat = [(label, pos[k]) for k, label in _SEAT_KEYS if isinstance(pos.get(k), str)]
    if seat:  # the kinds from real play: whose turn, which seat is you, the stock count
        rows = "".join(f"<tr><th>{escape(label)}</th><td>{escape(value)}</td></tr>" for label, value in seat)
        parts.append(f'<table class="pt-table pt-seat pt-on-felt">{rows}</table>')
    played = p.cards_held("played")
    if played:
        said = count_words(len(played), "card", digits=True)
        parts.append(faces_html(played, "sm", label=f"Played to tricks so far ({said})"))
    if p.led is not None:
        parts.append(faces_html([p.led], "md", label="The card led to you"))
    in_question = p.cards_held("declaration")
    if in_question:
        parts.append(f'<div class="pt-label">The declaration in question: '
                     f'<b class="pt-in-question">{cards_text(in_question)}</b></div>')
    if p.declared_before:
        items = [f"{escape(kind_words(kind))} {cards_text(cards)}" for kind, cards in p.declared_before]
        parts.append(f'<div class="pt-label">You declared earlier: {"; ".join(items)}</div>')
    if isinstance(pos.get("events"), list):
        parts.append(_events_html(p))
    if "deals" in pos:
        parts.append(_deals_html(p))
    extra = {k: v for k, v in pos.items() if k not in _KNOWN_KEYS and k not in MAKING_KEYS}
    if extra:
        rows = "".join(f"<tr><th>{escape(str(k).replace('_', ' '))}</th><td>{escape(_show(v))}</td></tr>"
                       for k, v in extra.items())
        parts.append(f'<table class="pt-table pt-on-felt">{rows}</table>')
    return parts, bool(extra)


def _declared_html(text: str, kind: Kind | None) -> str:
    """A declaration as the puzzle gives it, with the kind the engine reads in it: its cards and kind, or a kind's
    name alone; one box, never broken between two of its cards (``pt-combination``: on a phone "J♦" ended one line
    and "J♣ (pair)" began the next, and the reader paired the wrong cards). A combination longer than the cell's line
    (a reunion on a phone) keeps its cards on one line, its kind under them inside its box."""
    try:
        cards = CardSet(text)
    except PenchantError:
        return f'<b class="pt-combination">{escape(text)}</b>'
    kind_html = f" <span class='pt-small'>({kind_words(kind)})</span>" if kind else ""
    cards_html = f'<span class="pt-combination-cards">{cards_text(cards)}</span>'
    return f'<span class="pt-combination">{cards_html}{kind_html}</span>'


def _events_html(p: Puzzle) -> str:
    """Trump puzzles: who won each trick and who declared what (the puzzle's events as the engine reads them:
    :func:`~penchant.puzzles.checkers.trump_story.events_of`, the trick each followed, a declaration by the trick's
    loser)."""
    from penchant.puzzles.checkers.trump_story import (  # the deal's play: imported by a trump puzzle alone
        events_of,
        trick_of,
    )

    try:
        events = events_of(p)
    except PuzzleError as exc:
        return f'<div class="pt-label">{refusal_text(exc)}</div>'
    items = []
    for i, e in enumerate(events):
        what = _declared_html(str(e.cards), e.kind)
        # The trick's own number, as the feedback counts it ("the penchant of trick 4"), not the line's place
        # in the list ("3." above feedback about trick 4 misleads).
        number = trick_of(events, i)
        if e.by_loser:
            line = (f"{capitalised(_WHO[e.winner])} won the trick and declared nothing; "
                    f"{_WHO[e.declarer]}, the loser, declared {what}.")
        else:
            line = f"{capitalised(_WHO[e.winner])} won the trick and declared {what}."
        asked = " <i>(the declaration asked about)</i>" if number == p.position.get("asked") else ""
        items.append(f'<li class="pt-event" data-trick="{number}"><b>Trick {number}:</b> '
                     f"{line}{asked}</li>")
    return ('<div class="pt-label">What was declared, trick by trick:</div>'
            f'<ul class="pt-events">'
            f'{"".join(items)}</ul>')


_NOTHING_DECLARED = "declared nothing"
"""A whole game's short table's cell for a player who declared nothing in a deal: said of the declarations, as the
cell under "you" or "opponent" reads on its own."""
_NOTHING = "nothing"
"""A deal's table's cell, under "declared", for a player who declared nothing (a phone reads "declared: nothing")."""
DEAL_COUNTS_CAPTION: Final = ("Brisquettes: the brisques each of you took in the last six tricks. "
                              "Brisques in all: the brisques each took over the whole deal, the last six included.")
"""What the counts of a scoring puzzle's deals table count, said under it: a bare "7" under "brisquettes" does not
say what it counts."""


def _deals_html(p: Puzzle) -> str:
    """Scoring puzzles: each deal's declarations, brisquettes and brisques, as the engine reads the puzzle's deals
    (:func:`~penchant.puzzles.checkers.scoring.deal_entries`, which refuses a deal it cannot read, quoting it): a row a
    player (a deal's name before it in a game), read as a player's count: what each declared, then each count a number
    with its unit in words ("7 brisques"), what each counts said under the table."""
    from penchant.puzzles.checkers.scoring import deal_entries  # the score sheet's reading: a scoring puzzle's alone

    deals = deal_entries(p)
    rows = []
    for i, (entry, decls) in enumerate(deals):
        for side, who in enumerate(("you", _OPPONENT)):
            # a declaration a line: joined by commas, a comma began a line on a phone
            declared = ("".join(f"<div>{_declared_html(text, kind)}</div>" for text, kind, _ in decls[side])
                        or f'<span class="pt-small">{_NOTHING}</span>')
            # the deal named in a game's table ("deal 2, you"); one deal's rows are the two players
            name = f"deal {i + 1}, {who}" if len(deals) > 1 else who
            rows.append([f"<b>{name}</b>", declared,
                         count_words(entry.brisquettes[side], "brisque", digits=True),
                         count_words(entry.brisques[side], "brisque", digits=True)])
    # The opponent named as every other table and badge names him ("game so far: you 35, opponent 52"): "he"
    # beside prose that says "your opponent" would read as a third player. Short headings: on a phone each cell
    # is headed by its column's name in a column of about nine letters; what the counts count is said under them.
    cards = stacked_table(["", "declared", "brisquettes", "brisques in all"], rows, cls="pt-deals") + (
        f'<div class="pt-small pt-deals-caption">{escape(DEAL_COUNTS_CAPTION)}</div>')
    if len(deals) == 1:
        return cards
    # A whole game: the table of cards ran over two screens of a phone and the reader scrolled back and forth
    # adding some thirty numbers. What scores is a row a deal, each player's kinds and counts; the cards of each
    # declaration one click away.
    short = "".join(
        f'<tr><th scope="row">deal {i + 1}</th>'
        + "".join(f"<td>{_kinds_declared(decls[side])}<div class=\"pt-small\">brisquettes <b>{entry.brisquettes[side]}"
                  f"</b> · brisques in all <b>{entry.brisques[side]}</b></div></td>" for side in (0, 1))
        + "</tr>"
        for i, (entry, decls) in enumerate(deals))
    return ('<table class="pt-table pt-deals-short"><thead><tr><th></th><th>you</th>'
            f"<th>{_OPPONENT}</th></tr></thead><tbody>{short}</tbody></table>"
            '<details class="pt-details pt-deals-cards"><summary>The cards of each declaration</summary>'
            f"{cards}</details>")


def _kinds_declared(declared: Sequence[tuple[str, Kind, int]]) -> str:
    """A player's declarations in a deal by their kinds alone ("pair, marriage"), as they score; with none, the
    words of :data:`_NOTHING_DECLARED` ("declared nothing"), in small type."""
    return (escape(", ".join(kind_words(kind) for _, kind, _ in declared))
            or f'<span class="pt-small">{_NOTHING_DECLARED}</span>')


def _show(value: object) -> str:
    if isinstance(value, list | tuple):
        return ", ".join(str(v) for v in value)
    if isinstance(value, dict):
        return "; ".join(f"{k}: {_show(v)}" for k, v in value.items())
    return str(value)


def other_rules_html(p: Puzzle, puzzles: Sequence[Puzzle], chapter_rules: str | None = None) -> str:
    """Where a puzzle plays by other rules than most of its board's (another rule book, a house rule), a
    line over its answer says so: the banner over the question alone is easily missed, and the puzzle answered by
    the board's usual rules. On a board where no rule book is a majority, every puzzle says its own (no
    "like most puzzles here" that is not true). Not on a "Whose rules?" puzzle, whose answer it would give."""
    asked = [q for q in puzzles if q.task != "profile"]
    if p.task == "profile" or not asked:
        return ""
    usual, count = Counter(rules_label(q) for q in asked).most_common(1)[0]
    if chapter_rules is not None:  # the chapter's are the usual rules, however many puzzles follow them
        usual, count = usual_rules(asked, chapter_rules), len(asked)
    usual_variants = Counter(tuple(variants(q)) for q in asked).most_common(1)[0][0]
    parts = []
    mine = f"by <b>{escape(rules_label(p), quote=False)}</b>"
    if 2 * count <= len(asked):
        # No rule book is most of the board's (chapter 7's scoring: as many Foster's as Kandell's): "like most
        # puzzles here" would not be true, and every puzzle's own rules are worth saying.
        parts.append(f"{mine}: the rules change from puzzle to puzzle here")
    elif rules_label(p) != usual and _book_matters(p, _usual_book(asked, usual, chapter_rules)):
        # said plainly: the book asked for, not the usual one, which this chapter teaches
        parts.append(f"{mine}, not {escape(usual, quote=False)}"
                     + (" that this chapter teaches" if chapter_rules else " like most puzzles here"))
    extra = [v for v in variants(p) if v not in usual_variants]
    if extra:
        parts.append("with " + join_and(f"<b>{escape(v, quote=False)}</b>" for v in extra))
    if not parts:
        return ""
    return f'<div class="pt-answer-rules" role="note">Answer this one {", and ".join(parts)}.</div>'
