"""A deal's wrong count that a slip of the brisques explains, in words that never give the total: the book bonus
paid at exactly six brisques or counted from the sixth (:func:`book_counted`), paid on every brisque though none is
over the book (:func:`book_paid_on_every_brisque`), every brisque taken counted as a brisquette
(:func:`brisques_as_brisquettes`). Each is the rules' score of the deal misread that one way; ``d`` is the miss
(the count less the right one), ``players`` the players whose scores the task counts (one for a deal's points,
both for a lead, the second taken away)."""

from __future__ import annotations

from penchant.english.grammar import possessive, pronoun
from penchant.english.numbers import number_words, ordinal_words
from penchant.play.sheet import DealEntry, deal_score_parts
from penchant.puzzles.scoring_tasks import score_sign
from penchant.rules.brisques import BOOK_BRISQUES, brisques_over_book, reaches_the_book
from penchant.rules.profiles import Profile
from penchant.rules.scoring import bonus_paid_on, deal_parts, deal_total

__all__ = ["book_counted", "book_paid_on_every_brisque", "brisques_as_brisquettes", "owner_words", "player_words"]


def player_words(p: int) -> str:
    """Player ``p`` of a scoring puzzle, as its sentences name him: ``"you"`` or ``"your opponent"``."""
    return "you" if p == 0 else "your opponent"


def owner_words(p: int) -> str:
    """Whose, for player ``p`` of a scoring puzzle: ``"your"`` or ``"your opponent's"``."""
    return possessive(player_words(p))


def book_paid_on_every_brisque(entry: DealEntry, players: tuple[int, ...], task: str, profile: Profile,
                               d: int) -> str:
    """A book bonus that a miss of ``d`` points at when it was paid on every brisque its player took, though none
    is over the book (six brisques each, the book shared, paid as six brisques' bonus), in words without its
    worth (``"your book bonus was paid on every brisque you took"``); else ``""``. Over the book the same slip is
    one of the bank's wrong answers (:func:`~penchant.puzzles.words.scoring.look_again`)."""
    for q in players:
        part = deal_score_parts(entry, profile)[q]
        if part.brisques_over_book:
            continue
        paid = deal_total(part.declarations, part.brisquettes, bonus_paid_on(profile, entry.brisques[q]))
        slip = score_sign(task, q) * (paid - part.total)
        if slip and d == slip:
            return f"{owner_words(q)} book bonus was paid on every brisque {pronoun(player_words(q))} took"
    return ""


def book_counted(entry: DealEntry, players: tuple[int, ...], task: str, profile: Profile, d: int, *,
                 at_the_book_only: bool = False) -> str:
    """The book itself counted in the bonus, that a miss of ``d`` points at: the commonest slip of the bonus, a
    bonus paid at exactly six brisques, or the sixth counted with those over it (the rules' bonus told one brisque
    more over the book), in words without its worth; else ``""``. ``at_the_book_only``: only a player who took
    exactly six."""
    for q in players:
        part = deal_score_parts(entry, profile)[q]
        taken = entry.brisques[q]
        if not reaches_the_book(taken) or (at_the_book_only and part.brisques_over_book):
            continue
        one_more = deal_total(part.declarations, part.brisquettes,
                              bonus_paid_on(profile, brisques_over_book(taken) + 1))
        if d == score_sign(task, q) * (one_more - part.total):
            book = number_words(BOOK_BRISQUES)
            return (f"{owner_words(q)} {book} brisques were paid a book bonus, but {book} is the book itself"
                    if not part.brisques_over_book else
                    f"{owner_words(q)} book bonus counted the brisques from the {ordinal_words(BOOK_BRISQUES)} on, "
                    "not only those over the book")
    return ""


def brisques_as_brisquettes(entry: DealEntry, players: tuple[int, ...], task: str, profile: Profile, d: int) -> str:
    """Every brisque a player took counted as a brisquette (points for the brisques of the first ten tricks as
    well), that a miss of ``d`` points at, in words without its worth (``"every brisque you took was counted as a
    brisquette"``); else ``""``: the rules' score told the brisques taken as the brisquettes."""
    for q in players:
        if entry.brisques[q] == entry.brisquettes[q]:
            continue
        truth = deal_score_parts(entry, profile)[q].total
        misread = deal_parts(profile, entry.declarations, entry.brisques, entry.brisques)[q].total
        slip = score_sign(task, q) * (misread - truth)
        if slip and d == slip:
            return f"every brisque {pronoun(player_words(q))} took was counted as a brisquette"
    return ""
