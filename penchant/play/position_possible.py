"""Whether a ``penchant-position/1`` record's moment can arise in a deal (:func:`check_position_possible`): whose
turn, the cards played, the layout, the tables laid, the brisques counted and the scores, as the rules have them. The
record is read by :func:`penchant.play.position_record.position_fields`, which asks this."""

from __future__ import annotations

from typing import TYPE_CHECKING

from penchant.english.lists import join_and, join_or
from penchant.english.numbers import count_words
from penchant.errors import InvalidRecordError, PenchantError
from penchant.play.deal_breakdown import breakdown
from penchant.play.moves import Stage
from penchant.play.position_events import check_events_agree
from penchant.rules.brisques import brisques_in_all, brisques_in_mask
from penchant.rules.card_counts import check_deal_layout
from penchant.rules.cards import PACK, CardSet
from penchant.rules.kinds import Kind
from penchant.rules.possible_positions import (
    check_brisquettes_taken,
    check_cards_played,
    check_over,
    check_whose_turn,
    not_laid_by,
)
from penchant.rules.procedure import SEAT_WORDS
from penchant.rules.scoring import deal_parts
from penchant.rules.trump import ONLY_A_PENCHANT_SETS_TRUMP_WORDS, possible_trumps, trump_jack, trump_of_penchant

if TYPE_CHECKING:
    from penchant.play.position_record import PositionFields

__all__ = ["check_position_possible"]


def check_position_possible(f: PositionFields) -> None:
    """Refuse (:class:`InvalidRecordError`, naming the field and its value) a position no deal can reach (the
    procedure's checks are the rules', :mod:`penchant.rules.possible_positions`: :func:`check_whose_turn`,
    :func:`check_cards_played`, :func:`check_brisquettes_taken`, :func:`check_over`):

    - the leader is the one the rules name (:func:`~penchant.rules.procedure.next_leader`): the dealer's
      opponent to the first trick, then the last trick's winner;
    - the stage and the trick agree: a card led (``lead``) exactly while the other player is to follow
      (``to_move`` the other seat than ``leader``); the leader to move at a lead; the trick's winner to
      declare (``declare``), the loser to declare a penchant (``penchant``); declarations only in the
      first ten tricks;
    - ``tricks`` and the cards agree: two cards played a trick (one more while a trick is in play), the
      stock two cards fewer a trick in the first ten, the tricks taken are the cards played but the lead,
      and no more than the first ten tricks' declarations;
    - what each player holds and the stock, as the rules lay a deal out
      (:func:`~penchant.rules.card_counts.check_deal_layout`): hand and table together six to play a card in the first
      ten tricks (five for the one who has led, five for both at a declaration), in the last six the cards of the
      tricks still to play, no table; nothing once the deal is over (all sixteen tricks);
    - every card on a table laid there by one of its owner's declarations
      (:func:`~penchant.rules.possible_positions.not_laid_by`);
    - the brisques counted (``phase1_brisques`` and ``brisquettes``, :func:`~penchant.rules.brisques.brisques_in_all`)
      are those in each player's tricks, brisquettes only in the last six, and the score events, when given, add up
      to ``scores`` (:func:`~penchant.play.deal_breakdown.breakdown`, which the rules add up) and are the deal's
      (:func:`check_events_agree`);
    - ``scores`` are what the declarations and tricks so far score (:func:`~penchant.rules.scoring.deal_parts`);
    - a ``trump`` is set by a penchant declared with its Jack.
    """
    stage, tricks, stock = f["stage"], f["tricks"], f["stock"]
    declaring = stage.declaring
    _check_whose_turn(f)
    taken = f["taken"]
    check_cards_played(tricks, f["played"], taken, f["lead"], declared=len(f["declared"][0]) + len(f["declared"][1]))
    phase1 = bool(stock) or declaring
    check_deal_layout([CardSet.from_mask(m) for m in f["hands"]], [PACK[i] for i in stock], tricks,
                      tables=[CardSet.from_mask(m) for m in f["tables"]], moment=stage.value, leader=f["leader"])
    brisques = [brisques_in_all(f["phase1_brisques"][p], f["brisquettes"][p]) for p in (0, 1)]
    scored = breakdown(f["events"])  # the score events' points, added up by the rules
    for p in (0, 1):
        _check_table_laid(f, p)
        if brisques[p] != brisques_in_mask(taken[p]):
            raise InvalidRecordError(
                f"phase1_brisques[{p}] {f['phase1_brisques'][p]!r} and brisquettes[{p}] {f['brisquettes'][p]!r}: "
                f"{SEAT_WORDS[p]}'s tricks hold {count_words(brisques_in_mask(taken[p]), 'brisque', digits=True)}")
        check_brisquettes_taken(p, f["brisquettes"][p], last_six=not phase1)
        if f["events"] and scored[p].total != f["scores"][p]:
            raise InvalidRecordError(f"scores[{p}] {f['scores'][p]!r}: {SEAT_WORDS[p]}'s score events add up to "
                                     f"{scored[p].total}")
    kinds = [[kind for kind, _ in f["declared"][p]] for p in (0, 1)]
    parts = deal_parts(f["profile"], kinds, f["brisquettes"], brisques if stage is Stage.OVER else None)
    for p in (0, 1):
        if f["scores"][p] != parts[p].total:
            raise InvalidRecordError(
                f"scores[{p}] {f['scores'][p]!r}: {SEAT_WORDS[p]}'s declarations and tricks so far score "
                f"{parts[p].total} ({parts[p].declarations} for declarations, {parts[p].brisquettes} for "
                f"brisquettes, {parts[p].book_bonus} bonus)")
    check_events_agree(f)
    try:
        _check_trump(f)
    except PenchantError as exc:  # a trump check's refusal of a declaration is the record's
        raise exc.as_a(InvalidRecordError) from None
    check_over(stage is Stage.OVER, tricks)


def _check_trump(f: PositionFields) -> None:
    """The position's trump is one its penchants can have set (:func:`~penchant.rules.trump.possible_trumps`;
    which penchant came first is read from the score events when the position keeps them)."""
    trump = f["trump"]
    penchants = [[trump_of_penchant(m) for kind, m in f["declared"][p] if kind is Kind.PENCHANT] for p in (0, 1)]
    first = next((trump_of_penchant(e.cards) for e in f["events"] if e.combination is Kind.PENCHANT), None)
    possible = possible_trumps(f["profile"], penchants, first=first)
    if trump in possible:
        return
    if trump is not None and not any(trump in suits for suits in penchants):
        raise InvalidRecordError(f"trump {str(trump)!r} with no penchant of {trump_jack(trump)} declared: "
                                 f"{ONLY_A_PENCHANT_SETS_TRUMP_WORDS}, its Jack's suit")
    could = join_or((f"the suit of {trump_jack(s)}" if s is not None else "none" for s in
                     sorted(possible, key=lambda s: -1 if s is None else int(s))), "none")
    said = "no trump" if trump is None else f"trump {str(trump)!r}"
    raise InvalidRecordError(f"{said} after the penchants declared: under these rules it is {could} (the first "
                             "penchant that sets trump names it)")


def _check_table_laid(f: PositionFields, p: int) -> None:
    """Every card on player ``p``'s table was laid there by one of his declarations
    (:func:`~penchant.rules.possible_positions.not_laid_by`; see :func:`check_position_possible`)."""
    stray = not_laid_by((m for _kind, m in f["declared"][p]), f["tables"][p])
    if stray:
        laid = join_and((str(CardSet.from_mask(m)) for _kind, m in f["declared"][p]), "nothing")
        raise InvalidRecordError(
            f"tables[{p}] {str(CardSet.from_mask(f['tables'][p]))!r} with {laid} declared: no declaration laid "
            f"{CardSet.from_mask(stray)} there (a card reaches the table only in a declaration)")


def _check_whose_turn(f: PositionFields) -> None:
    """The stage, the lead and who is to move agree (see :func:`check_position_possible`): the rules' procedure
    (:func:`~penchant.rules.possible_positions.check_whose_turn`) says who may be to move."""
    stage = f["stage"]
    check_whose_turn(stage.value, stage.turn, following=stage is Stage.FOLLOW, leading=stage is Stage.LEAD,
                     lead=f["lead"], to_move=f["to_move"], leader=f["leader"], dealer=f["dealer"],
                     trick_winner=f["trick_winner"], tricks=f["tricks"])
