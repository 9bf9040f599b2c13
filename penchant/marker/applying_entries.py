"""One entry's step: the sheet after an entry, checked with the rules.

:func:`apply_entry` is the rule-checked step from one sheet to the next (a
refusal raises a :class:`~penchant.errors.PenchantError` subclass quoting the
input). Every question of the deal's procedure is the rules': who may declare
after a trick, one declaration a trick, none in the last six tricks
(:func:`~penchant.rules.procedure.declaration_refusal`), what a player holds at
a declaration (:func:`~penchant.rules.procedure.held`), the stock
(:func:`~penchant.rules.procedure.last_six_begun`), the pack's bounds
(:func:`~penchant.rules.limits.players_declarations_problem`), each player's declarations in their order against
the cards received by then (:func:`~penchant.rules.declaring_in_order.declarations_in_order_problem`) and the points
(:mod:`penchant.rules.scoring`). This module keeps the record of what was
entered and says it in the players' names.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import Any

from penchant.english.grammar import possessive
from penchant.english.numbers import count_words, number_words
from penchant.errors import (
    IllegalDeclarationError,
    IllegalPlayError,
    PenchantError,
    PlayerCountError,
    ScoreEntryError,
    StaleEntryError,
)
from penchant.errors.internal import NO_KIND, BrokenInvariantError
from penchant.marker.events import (
    Brisquette,
    ContentEvent,
    Declared,
    EndDeal,
    LastSix,
    NewGame,
    TablePlay,
    TrickWon,
    WholeDeal,
)
from penchant.marker.game_sheet import DealSheet, GameSheet, SheetDeclaration, refuse, refused
from penchant.play.sheet import validate_deal
from penchant.rules.book_names import rules_words
from penchant.rules.cards import CardSet
from penchant.rules.combinations import check_declaration, classify_mask
from penchant.rules.deal_counts import count_refusal_words
from penchant.rules.dealing import FIRST_TEN_TRICKS, LAST_SIX_TRICKS
from penchant.rules.declaring_in_order import DeclaredAfter, declarations_in_order_problem
from penchant.rules.game_scoring import GAME_OVER_WORDS, game_complete
from penchant.rules.holdings import Holdings, not_the_declarers, table_overfull
from penchant.rules.kinds import Kind
from penchant.rules.limits import (
    brisquettes_problem,
    most_brisquettes,
    players_declarations_problem,
    trick_brisquettes_problem,
)
from penchant.rules.procedure import (
    ALL_TRICKS,
    LOSER_PENCHANT_ONLY_WORDS,
    DeclaringTurn,
    NoDeclaration,
    credited,
    declaration_refusal,
    first_ten_to_come,
    hands_at_last_six,
    last_six_all_won,
    last_six_begun,
    other_player,
    trick_in_play,
)
from penchant.rules.scoring import book_bonus_of, brisquette_points, declared_points
from penchant.rules.suits_and_ranks import Suit
from penchant.rules.trump import penchant_sets_trump, trump_of_penchant
from penchant.words.cards import cards_as_written, cards_words
from penchant.words.kinds import kind_words
from penchant.words.refusals import refusal_words
from penchant.words.switches import multipliers_words, option_words
from penchant.words.tricks import tables_back_in_hands

__all__ = ["Step", "apply_entry", "brisquette_refusal", "brisquette_skips", "deal_at_declaration", "describe_attempt",
           "in_order_problem", "no_game", "refusal_sentence", "trick_refusal"]


def _fresh_deal(sheet: GameSheet) -> DealSheet:
    n = len(sheet.deals)
    return DealSheet(number=n + 1, dealer=sheet.dealer_of(n))


def _replace_current(sheet: GameSheet, deal: DealSheet) -> GameSheet:
    deals = (*sheet.deals[:-1], deal)
    if deal.ended and not game_complete(len(deals)):
        nxt = DealSheet(number=len(deals) + 1, dealer=sheet.dealer_of(len(deals)))
        deals = (*deals, nxt)
    return dataclasses.replace(sheet, deals=deals)


Step = tuple[GameSheet, str]
"""The sheet after an entry, and the line describing it."""


def no_game() -> ScoreEntryError:
    """The refusal of an entry, a tap or a question asked before any game: the one sentence of it, for the
    ledger, the steps and the choices."""
    return refuse("no game yet: start a new game first")


def apply_entry(sheet: GameSheet | None, entry_id: int, ev: ContentEvent) -> Step:
    """The sheet after one entry, and a line describing it. Raises on refusal.

    One handler per kind of entry (:data:`_HANDLERS`); the first entry is the new game."""
    if isinstance(ev, NewGame):
        return _new_game(sheet, ev)
    if sheet is None:
        raise no_game()
    if sheet.is_over():
        raise refused(describe_attempt(sheet, ev),
            f"{GAME_OVER_WORDS} (there is no fifth deal); start a new game"
        )
    handler = _HANDLERS.get(type(ev))
    if handler is None:  # pragma: no cover - every content type has its handler
        raise refuse(f"{ev!r} is not an entry")
    return handler(sheet, entry_id, ev)


def _new_game(sheet: GameSheet | None, ev: NewGame) -> Step:
    if sheet is not None:
        raise refuse("this game has already begun: change its players or rules by editing entry #1")
    first = GameSheet(ev.players, ev.profile, ev.first_dealer, ())
    first = dataclasses.replace(first, deals=(_fresh_deal(first),))
    mult = multipliers_words(ev.profile)
    rules = rules_words(ev.profile.name) + (f" ({mult})" if mult else "")
    p0, p1 = ev.players
    return first, f"New game: {p0} v {p1}, {rules}, {ev.players[ev.first_dealer]} deals first"


def _trick(sheet: GameSheet, entry_id: int, ev: TrickWon) -> Step:
    d, names, w = sheet.current, sheet.players, ev.winner
    if not last_six_begun(d.tricks):
        n = trick_in_play(d.tricks)  # the trick just won, and so the first ten's tricks played now
        nd = dataclasses.replace(d, tricks=n, last_winner=w)
        problem = trick_refusal(sheet, nd)
        if problem is not None:
            raise refused(f"trick won by {names[w]!r}", problem)
        left = nd.stock
        if not nd.counted:  # tricks were left out: the stock is at most this
            tail = (f"; {count_words(n, 'trick', digits=True)} entered" if left
                    else f"; {number_words(FIRST_TEN_TRICKS)} tricks entered: Last six tricks when the stock is empty")
            return _replace_current(sheet, nd), f"Deal {d.number}: {names[w]} wins a trick{tail}"
        tail = f"; {left} cards left in the stock" if left else "; the stock is empty: the last six tricks follow"
        return _replace_current(sheet, nd), f"Deal {d.number}, trick {n}: {names[w]} wins{tail}"
    if last_six_all_won(d.last_six_won):
        raise refused(f"trick won by {names[w]!r}",
            f"all {ALL_TRICKS} tricks of deal {d.number} are recorded; "
            "enter the brisques to end the deal"
        )
    n = trick_in_play(d.phase2_tricks)  # the trick just won, counted in the last six
    won = credited(d.last_six_won, w)
    nd = dataclasses.replace(d, phase2=True, phase2_tricks=n, last_winner=w, last_six_won=won,
                             tables=hands_at_last_six().tables,  # back into the hands
                             trick_brisques=0)
    if not nd.counted:
        return _replace_current(sheet, nd), f"Deal {d.number}, last six tricks: {names[w]} wins a trick"
    last = f"the last {number_words(LAST_SIX_TRICKS)}"
    return _replace_current(sheet, nd), f"Deal {d.number}, trick {n} of {last}: {names[w]} wins"


def trick_refusal(sheet: GameSheet, d: DealSheet) -> str | None:
    """Why the deal ``d``, one trick of the first ten more entered, cannot be (in the players' names), or ``None``:
    where tricks were left out, the tricks entered after a declaration are tricks it came before, so each player's
    declarations must still fit the cards he can have received (:func:`in_order_problem`). While every trick is
    entered the declarations' tricks are known and a trick more changes nothing."""
    if d.counted:
        return None
    for p in (0, 1):
        problem = in_order_problem(sheet, d, p)
        if problem is not None:
            return f"{sheet.players[p]}'s declarations would then come too early: {problem}"
    return None


def _brisquette(sheet: GameSheet, entry_id: int, ev: Brisquette) -> Step:
    d, names, p, n = sheet.current, sheet.players, ev.player, ev.count
    what = f"{count_words(n, 'brisquette')} for {names[p]!r}"
    began = ""
    if ev.last_six:
        if d.phase2 or d.ended:
            raise refused(what, f"the last six tricks of deal {d.number} have already begun; "
                         "tap the brisquette button of the last six")
        began = " the stock is empty, the last six tricks begin;"
        # Which trick of the last six it was, and who won the tricks before, is not entered.
        d = _in_last_six(d, counted=False)
    if not last_six_begun(d.tricks) and not d.phase2:
        raise refused(what,
            f"brisquettes count only in the last six tricks, and the stock still holds {d.stock} cards "
            f"({d.tricks} of {FIRST_TEN_TRICKS} tricks recorded); tap Last six tricks first"
        )
    on_trick, won, problem = _brisquette_trick(d, p, n, names)
    if problem:
        raise refused(what, problem)
    q = credited(d.brisquettes, p, n)
    counted = d.counted and on_trick
    nd = _in_last_six(d, brisquettes=q, counted=counted, last_six_won=won,
                             trick_brisques=d.trick_brisques + n if on_trick else most_brisquettes(1))
    pts = brisquette_points(sheet.profile, n)
    took = count_words(n, "brisquette") + (" in one trick" if n > 1 else "")
    return _replace_current(sheet, nd), (
        f"Deal {d.number}:{began} {names[p]} takes {took} (+{pts}), {q[p]} so far"
    )


def _brisquette_trick(d: DealSheet, p: int, n: int, names: tuple[str, str]) -> tuple[bool, tuple[int, int], str]:
    """Where a tap of ``n`` brisquettes for player ``p`` goes, by the rules' bounds (a trick is two cards, the
    last six are six tricks: :func:`~penchant.rules.limits.trick_brisquettes_problem`,
    :func:`~penchant.rules.limits.brisquettes_problem`): whether it is on the trick of the last six last
    entered (its winner's, while it holds room), each player's tricks of the last six entered, and why it is
    refused ("" if it is not). A tap that is not on a trick entered is brisquettes only: players who tap +1
    for each brisque of a two-brisque trick are not refused for it; only totals the six tricks cannot hold
    are. The reason names the players (``names``)."""
    won = d.last_six_won
    if d.phase2_tricks > 0 and d.last_winner == p:
        problem = trick_brisquettes_problem(names[p], d.trick_brisques, n)
        if problem is None:
            return True, won, ""
        if d.counted:  # every trick entered: this tap can only be the trick just entered
            return False, won, f"{problem}; enter the next trick they won first"
    q = credited(d.brisquettes, p, n)
    return False, won, brisquettes_problem(q, won) or ""


def brisquette_refusal(sheet: GameSheet, player: int, count: int) -> str | None:
    """Why a tap of ``count`` brisquettes for ``player`` would be refused now, in the players' names, or
    ``None`` (what :func:`apply_entry` checks for it, for the buttons to ask)."""
    d = sheet.current
    if sheet.is_over() or d.ended:
        return "the deal is over"
    if d.phase2 or last_six_begun(d.tricks):
        problem = _brisquette_trick(d, player, count, sheet.players)[2]
    else:  # the tap also begins the last six
        problem = _brisquette_trick(
            _in_last_six(d, counted=False), player, count,
            sheet.players)[2]
    return problem or None


def brisquette_skips(sheet: GameSheet) -> str:
    """What a brisquette tapped now would mean when it skips most of the tricks the players were entering, in
    their words (``""`` when it does not): the tap says the last six tricks have begun, and with every trick so far
    entered by Won trick, it leaves the rest of the first ten out, so a stray tap on +1 brisquette at trick 1 of 10
    is asked about before it is taken as "the stock is empty, the last six tricks begin". Players who
    enter tricks may stop once the declaring is done (the trick button is optional): a tap that leaves out fewer
    tricks than were entered is theirs, and is not asked; nor is a deal whose tricks are not entered one by one
    (quick scoring)."""
    d = sheet.current
    if sheet.is_over() or d.ended or d.phase2 or not d.counted or d.tricks == 0:
        return ""
    left = first_ten_to_come(d.tricks)
    if left <= d.tricks:
        return ""
    return (f"only {count_words(d.tricks, 'trick', digits=True)} of the first {FIRST_TEN_TRICKS} entered so far: a "
            "brisquette now means the stock is empty and the last six tricks have begun, leaving "
            f"{count_words(left, 'trick', digits=True)} out. Tap it again if that is so")


def _table_play(sheet: GameSheet, entry_id: int, ev: TablePlay) -> Step:
    d, names, p, card = sheet.current, sheet.players, ev.player, ev.card
    if d.phase2 or d.ended:
        raise refused(f"{str(card)!r} played from {names[p]}'s table", tables_back_in_hands())
    if not d.tables[p] & card.mask:
        raise IllegalPlayError.refusing(str(card), f"{cards_words(card)} is not on {names[p]}'s table")
    tables = list(d.tables)
    tables[p] &= ~card.mask
    nd = dataclasses.replace(d, tables=(tables[0], tables[1]), played=d.played | card.mask)
    return _replace_current(sheet, nd), f"Deal {d.number}: {names[p]} plays {cards_words(card)} from the table"


def _in_last_six(d: DealSheet, **changes: Any) -> DealSheet:
    """``d`` in its last six tricks (the rules' :func:`hands_at_last_six`: the first ten all played, the tables
    back in the hands), with ``changes``."""
    start = hands_at_last_six()
    return dataclasses.replace(d, tricks=start.tricks, phase2=True, tables=start.tables, **changes)


def _last_six(sheet: GameSheet, entry_id: int, ev: LastSix) -> Step:
    d = sheet.current
    if d.phase2:
        raise refuse(f"the last six tricks of deal {d.number} have already begun")
    nd = _in_last_six(d, counted=d.counted and last_six_begun(d.tricks))
    counted = "" if last_six_begun(d.tricks) else f" ({d.tricks} of {FIRST_TEN_TRICKS} tricks were entered)"
    return _replace_current(sheet, nd), (
        f"Deal {d.number}: the stock is empty, the last six tricks begin{counted}: brisquettes now"
    )


def _end_deal(sheet: GameSheet, entry_id: int, ev: EndDeal) -> Step:
    d, names, b = sheet.current, sheet.players, ev.brisques
    label = f"the brisque count {names[0]} {b[0]!r}, {names[1]} {b[1]!r}"
    if not last_six_begun(d.tricks) and not d.phase2:
        raise refused(label,
            f"deal {d.number} is not over, the stock still holds {d.stock} cards "
            f"({d.tricks} of {FIRST_TEN_TRICKS} tricks recorded); tap Last six tricks when the stock is empty"
        )
    nd = _in_last_six(d, brisques=(b[0], b[1]))
    try:
        validate_deal(nd.entry())
    except PlayerCountError as exc:  # said of the player's name, from its parts
        said = str(exc) if exc.player is None else count_refusal_words(exc, names[exc.player])
        raise refused(label, said) from None
    except ScoreEntryError as exc:  # about the deal, not one player
        raise refused(label, str(exc)) from None
    bonus = [book_bonus_of(sheet.profile, b[p]) for p in (0, 1)]
    pts = nd.points(sheet.profile)
    bon = "; ".join(f"{names[p]} +{bonus[p]} bonus" for p in (0, 1) if bonus[p])
    return _replace_current(sheet, nd), (
        f"End of deal {d.number}: brisques {names[0]} {b[0]}, {names[1]} {b[1]}"
        + (f" ({bon})" if bon else " (no bonus)")
        + f"; deal {pts[0]}–{pts[1]}"
    )


def _whole_deal(sheet: GameSheet, entry_id: int, ev: WholeDeal) -> Step:
    d, prof = sheet.current, sheet.profile
    if d.tricks or d.declarations or d.brisquettes != (0, 0) or d.tables != (0, 0) or d.played:
        raise refuse(
            f"a whole deal cannot be entered now: deal {d.number} has entries already; "
            "enter it trick by trick, or delete its entries first"
        )
    validate_deal(ev.entry)
    decls = [SheetDeclaration(entry_id, p, k, declared_points(prof, (k,)), 0, True)
             for p in (0, 1) for k in ev.entry.declarations[p]]
    nd = _in_last_six(
        d, trump=ev.trump, declarations=tuple(decls),
        brisquettes=ev.entry.brisquettes, brisques=ev.entry.brisques, whole=True,
    )
    pts = nd.points(prof)
    return _replace_current(sheet, nd), f"Deal {d.number} entered whole: {pts[0]}–{pts[1]}"


def _what(ev: Declared) -> str:
    return ev.kind.value if ev.kind is not None else str(ev.cards)


def refusal_sentence(error: object, players: tuple[str, str] = ("", ""), player: int | None = None) -> str:
    """A refusal of the marker as the players read it on the screen: a sentence in their words. The typed error
    keeps its message, which quotes the input (``"Ann's 'marriage' refused: ..."``); the screen says
    ``"Ann's marriage was not entered: ..."``: the players' names and the kinds without quotes, cards in
    symbols, what the other device entered in curly quotes, a capital and a full stop
    (:func:`~penchant.words.refusals.refusal_words` does the rest). ``player``: who the refused entry was for, named
    in a refusal of cards ("Bob cannot declare 9♠ 9♣: ...").

    >>> refusal_sentence(refused("a trick won by 'Ann'", "the game is over"), ("Ann", "Bob"))
    'A trick won by Ann was not entered: the game is over.'
    >>> refusal_sentence(IllegalDeclarationError.cannot_declare("9S 9C", "9♠ was played to a trick this deal"))
    '9♠ 9♣ cannot be declared: 9♠ was played to a trick this deal.'
    """
    text: object = error  # said from its parts (refusal_words), unless rebuilt in the players' names here
    if isinstance(error, PenchantError) and error.attempt is not None and error.reason is not None:  # its parts
        text = f"{error.attempt} was not entered: {error.reason}"
    if isinstance(error, StaleEntryError) and error.note is not None:  # from its parts: the entry, and why
        text = f"the other device has just entered “{error.note}”: {error.reason}"
    who = players[player] if player in (0, 1) and player is not None else ""
    if isinstance(error, IllegalDeclarationError) and error.cards is not None and error.reason is not None:
        as_kind = f" as a {error.kind}" if error.kind else ""  # from its parts: the cards, the kind named, why
        cards = cards_as_written(error.cards)  # from the part itself, never quoted to be found again in the text
        text = (f"{who} cannot declare {cards}{as_kind}: {error.reason}" if who
                else f"{cards} cannot be declared{as_kind}: {error.reason}")
    # The names and kinds as written, never read as cards (a player named 'JD'): only the rest is put into words.
    return refusal_words(text, plain=(*players, *(kind.value for kind in Kind)))


_ATTEMPTS: dict[type, Callable[[tuple[str, str], Any], str]] = {
    TrickWon: lambda n, ev: f"a trick won by {n[ev.winner]!r}",
    Declared: lambda n, ev: f"{n[ev.player]}'s declaration {_what(ev)!r}",
    Brisquette: lambda n, ev: f"a brisquette for {n[ev.player]!r}",
    TablePlay: lambda n, ev: f"{str(ev.card)!r} from {n[ev.player]}'s table",
    EndDeal: lambda n, ev: f"the brisque count {n[0]} {ev.brisques[0]!r}, {n[1]} {ev.brisques[1]!r}",
    LastSix: lambda n, ev: "the last six tricks",
}


def describe_attempt(sheet: GameSheet, ev: ContentEvent) -> str:
    said = _ATTEMPTS.get(type(ev))
    return said(sheet.players, ev) if said is not None else "a fifth deal"


# --------------------------------------------------------------------------- declarations


def _declared(sheet: GameSheet, entry_id: int, ev: Declared) -> Step:
    """A declaration: its own trick first (quick scoring), then who may declare, then what."""
    head = _head(sheet, ev)
    d = deal_at_declaration(sheet, ev)
    _check_turn(sheet, d, ev, head)
    if ev.cards is not None:
        kind, tables, jack_suit = _referee_cards(sheet, d, ev)
    else:
        if ev.kind is None:
            raise BrokenInvariantError("a declaration entered names no kind")
        kind, tables, jack_suit = ev.kind, d.tables, ev.jack
        if declaration_refusal(tricks=d.tricks, last_six=False, declarations=len(d.declarations),
                               trick_declared=False, won_trick=ev.player == d.last_winner, kind=kind) is not None:
            raise refused(head, f"{sheet.players[ev.player]} lost trick {d.tricks}, and {LOSER_PENCHANT_ONLY_WORDS}",
                          IllegalDeclarationError)
    problem = players_declarations_problem(
        *(([x.kind for x in d.declarations if x.player == q] + [kind] * (q == ev.player)) for q in (0, 1)))
    if problem is None:
        problem = in_order_problem(sheet, d, ev.player, kind)
    if problem is not None:
        raise refused(head, f"that would make {problem}")
    return _record_declaration(sheet, d, entry_id, ev, kind, tables, jack_suit, head)


def in_order_problem(sheet: GameSheet, d: DealSheet, player: int, kind: Kind | None = None) -> str | None:
    """Why ``player`` cannot have made his declarations of the deal ``d`` so far, with a ``kind`` declared now after
    its last trick entered, from the cards he can have received by then (the rules'
    :func:`~penchant.rules.declaring_in_order.declarations_in_order_problem`), or ``None``: the ledger's check of a
    declaration and of a trick entered after declarations whose tricks were left out, and the choices' answer."""
    mine = [DeclaredAfter(x.kind, x.trick, x.counted) for x in d.declarations if x.player == player and x.trick > 0]
    if kind is not None:
        mine.append(DeclaredAfter(kind, d.tricks, d.counted))
    if not mine:
        return None
    return declarations_in_order_problem(mine, sheet.profile, tricks=d.tricks)


def _head(sheet: GameSheet, ev: Declared) -> str:
    return f"{sheet.players[ev.player]}'s {_what(ev)!r}"


def deal_at_declaration(sheet: GameSheet, ev: Declared) -> DealSheet:
    """The deal as the declaration ``ev`` finds it: the current deal, with the trick the declaration records
    first when it is quick scoring's ``new_trick`` (the declarer's, or the other's for a loser's penchant).
    Raises when that trick cannot be entered (the last six have begun). The ledger's step and
    :class:`~penchant.marker.choices.Choices` both ask it."""
    d = sheet.current
    if not ev.new_trick:
        return d
    head = _head(sheet, ev)
    if d.phase2 or d.ended:
        raise refused(head,
            f"the last six tricks of deal {d.number} have begun, and there are no declarations in them"
        )
    if last_six_begun(d.tricks):
        raise refused(head,
            f"{FIRST_TEN_TRICKS} tricks are already counted in deal {d.number}; "
            "if a trick was tapped twice, undo it"
        )
    # The tap records its own trick; tricks nobody declared after may have gone by unentered.
    return dataclasses.replace(d, tricks=trick_in_play(d.tricks), last_winner=ev.trick_winner, counted=False)


def _check_turn(sheet: GameSheet, d: DealSheet, ev: Declared, head: str) -> None:
    """Refuse a declaration at a moment when none may be made, or by the wrong player."""
    names, p = sheet.players, ev.player
    why = declaration_refusal(
        tricks=d.tricks, last_six=d.phase2 or d.ended, declarations=len(d.declarations),
        trick_declared=False, won_trick=True)
    if why is NoDeclaration.LAST_SIX:
        raise refused(head,
            f"the last six tricks have begun in deal {d.number} (the stock is empty), and there are no "
            "declarations in the last six tricks"
        )
    if why is NoDeclaration.NO_TRICK:
        raise refused(head,
            f"no trick has been played in deal {d.number} yet; only after a trick may its "
            "winner declare, so record who won it first"
        )
    if why is not None:
        raise refused(head, f"deal {d.number} already has {len(d.declarations)} declarations, "
                     "the most a deal allows")
    by_winner = p == d.last_winner
    if ev.by_winner is not None and ev.by_winner != by_winner:
        role = "won" if by_winner else "lost"
        raise refused(head,
            f"it was entered as the trick {'winner' if ev.by_winner else 'loser'}'s, but "
            f"{names[p]} {role} trick {d.tricks}"
        )
    already = d.trick_declaration
    if already is not None and declaration_refusal(
            tricks=d.tricks, last_six=False, declarations=len(d.declarations), trick_declared=True,
            won_trick=by_winner) is not None:
        raise refused(head,
            f"trick {d.tricks} already has its declaration ({names[already.player]}'s "
            f"{kind_words(already.kind)}); one declaration a trick, so record the next trick first"
        )


def _referee_cards(sheet: GameSheet, d: DealSheet, ev: Declared) -> tuple[Kind, tuple[int, int], Suit | None]:
    """Referee mode: the kind of the cards, checked by the engine against both tables; the new tables and the Jack."""
    names, prof, p = sheet.players, sheet.profile, ev.player
    if ev.cards is None:
        raise BrokenInvariantError("a referee's declaration names no cards")
    cards = ev.cards
    m = cards.mask
    own, opp = d.tables[p], d.tables[other_player(p)]
    elsewhere = not_the_declarers(m, opp_table=opp, played=d.played, declarer=names[p], opponent=names[other_player(p)])
    if elsewhere is not None:
        raise IllegalDeclarationError.cannot_declare(str(cards), elsewhere)
    verdict = check_declaration(
        CardSet.from_mask(m), Holdings.from_masks(hand=m & ~own, table=own, opp_table=opp), prof,
        declared=d.referee_declared(p), penchant_only=DeclaringTurn.after(d.last_winner, player=p).penchant_only,
        moment="play",  # the referee knows the tables and the cards declared, not the hand: its own count follows
    )
    if not verdict.legal:
        verdict.raise_if_illegal()
    kind = classify_mask(m)
    if kind is None:
        raise BrokenInvariantError(NO_KIND)
    if ev.kind is not None and ev.kind is not kind:
        raise IllegalDeclarationError.cannot_declare(str(cards), f"these cards are a {kind_words(kind)}",
                                                     kind=ev.kind.value)
    new_table = own | m
    overfull = table_overfull(own, m, owner=names[p])
    if overfull is not None:
        raise IllegalDeclarationError.cannot_declare(
            str(cards), f"{overfull}; tap the cards played from the table to remove them first")
    tables = (new_table, d.tables[1]) if p == 0 else (d.tables[0], new_table)
    jack_suit: Suit | None = None
    if kind is Kind.PENCHANT:
        jack_suit = trump_of_penchant(m)
        if ev.jack is not None and ev.jack is not jack_suit:
            raise IllegalDeclarationError.cannot_declare(
                str(cards), f"its Jack is a {jack_suit.singular}, not a {ev.jack.singular}")
    return kind, tables, jack_suit


def _record_declaration(sheet: GameSheet, d: DealSheet, entry_id: int, ev: Declared, kind: Kind,
                        tables: tuple[int, int], jack_suit: Suit | None, head: str) -> Step:
    """The declaration on the sheet (setting trump when its penchant does), and its line."""
    names, prof, p = sheet.players, sheet.profile, ev.player
    by_winner = p == d.last_winner
    sets_trump: Suit | None = None
    a_penchant_that_sets = kind is Kind.PENCHANT and penchant_sets_trump(prof, d.trump, by_trick_winner=by_winner)
    if a_penchant_that_sets:
        if jack_suit is None:
            raise refused(head, "this penchant sets trump, so say the suit of its Jack")
        sets_trump = jack_suit
    pts = declared_points(prof, (kind,))
    decl = SheetDeclaration(entry_id, p, kind, pts, d.tricks, by_winner, ev.cards, sets_trump,
                            counted=d.counted)
    nd = dataclasses.replace(d, declarations=(*d.declarations, decl), tables=tables)
    if sets_trump is not None:  # the trick is said only when every trick was entered
        nd = dataclasses.replace(nd, trump=sets_trump, trump_by=p, trump_trick=d.tricks if d.counted else None)
    role = "" if by_winner else " (as the trick's loser)"
    if ev.new_trick:  # the tap records its own trick: the line says who won it
        won = "it" if d.counted else "a trick"
        who = f"{names[p]} wins {won} and" if by_winner else f"{names[other_player(p)]} wins {won} and {names[p]}"
        when = f"Deal {d.number}, trick {d.tricks}" if d.counted else f"Deal {d.number}"
    else:  # it joins a trick entered before it (Won trick): the line says which
        who = names[p]
        winner = names[p] if by_winner else names[other_player(p)]
        when = (f"Deal {d.number}, {decl.after}" if d.counted
                else f"Deal {d.number}, {decl.after} ({possessive(winner)})")
    text = f"{when}: {who} declares a {kind_words(kind)}"
    if ev.cards is not None:
        text += f" {cards_words(ev.cards)}"
    text += f"{role} +{pts}"
    if sets_trump is not None:
        text += f"; trump is {sets_trump.plural} {sets_trump.symbol}"
    elif kind is Kind.PENCHANT and d.trump is None and not a_penchant_that_sets:
        # no trump yet, and the rules give this penchant none: a loser's, under rules where only a winner's sets it
        text += f"; under {rules_words(prof.name)}, {option_words('loser_penchant_sets_trump', False)}"
    return _replace_current(sheet, nd), text


_HANDLERS: dict[type, Callable[[GameSheet, int, Any], Step]] = {
    TrickWon: _trick,
    Declared: _declared,
    Brisquette: _brisquette,
    TablePlay: _table_play,
    LastSix: _last_six,
    EndDeal: _end_deal,
    WholeDeal: _whole_deal,
}
"""One handler per kind of entry (the new game, which may have no sheet before it, apart)."""
