"""The coach's first hint: what to look at before choosing, never which choice.

The first hint says what to weigh before any verdict: it points at the facts of the position that decide the choice
(the card led and which of your cards win it, what you may declare, what the stock and the last six tricks ask); the
coach's own move and its reasons are the second hint (:meth:`penchant.coaching.analysis.CoachAnalysis.hint`). It is
read from the player's view and the move the coach's analysis recommends
(:meth:`penchant.coaching.analysis.CoachAnalysis.first_hint`), which it never names but never points away from: a
card the coach would lead is never one the hint says to keep or warns he may take. """

from __future__ import annotations

import re
from typing import Final

from penchant.coaching.reasons import IN_HAND_FOR_LAST_SIX
from penchant.english.grammar import verb_form
from penchant.english.lists import join_and, join_or
from penchant.english.numbers import count_words, number_words
from penchant.judgement.moments import saved_brisque
from penchant.play.moves import Action, Declare, Play, Stage
from penchant.play.view import PlayerView
from penchant.rules.brisques import BRISQUE_RANKS_WORDS
from penchant.rules.cards import Card, CardSet
from penchant.rules.combinations import Declaration, cards_in_no_declarable_combination, is_penchant
from penchant.rules.declarable import declarable_after_the_trick
from penchant.rules.holdings import Holdings
from penchant.rules.kinds import Kind
from penchant.rules.procedure import LOSER_PENCHANT_ONLY_WORDS, ninth_or_tenth_trick, tricks_for_stock
from penchant.rules.tricks import follower_wins
from penchant.rules.trump import penchant_sets_trump, trump_of_penchant
from penchant.words.brisques import BRISQUE_RANK_WORDS
from penchant.words.cards import card_words, cards_words
from penchant.words.kinds import KIND_CARDS, kind_words

__all__ = ["IN_HAND", "KEEP_FOR_LAST_SIX", "LOOK_AT_HAND", "MAY_TAKE", "TABLE_TOO",
           "combination_held_words", "combination_named_words", "combination_worth_words", "first_and_rest",
           "hint_concerns", "look_at", "spare_words", "trump_set_words", "winning_lets_you_declare"]

KEEP_FOR_LAST_SIX = "keep"
"""Hint 1's concern for an Ace or Ten of the hand in no combination: worth keeping for the last six tricks."""
MAY_TAKE = "take"
"""Hint 1's concern for a spare brisque he may beat: a brisque he may take if you lead it."""

WIN_AND_DECLARE = "win this trick and you may declare "
"""How :func:`winning_lets_you_declare` opens, before the combinations it names."""

MOST_NAMED = 2
"""How many combinations the first hint names that winning the trick would let you declare (the largest first)."""


def combination_held_words(d: Declaration) -> str:
    """A combination you hold, as a player names it, with what it scores: ``'your three Aces (a triplet, 3
    points)'``, ``'your marriage Q♥ K♥ (2 points)'`` (:func:`combination_named_words`, then
    :func:`combination_worth_words` in brackets)."""
    return f"{combination_named_words(d)} ({combination_worth_words(d)})"


def combination_named_words(d: Declaration) -> str:
    """A combination you hold, as a player names it: ``'your three Aces'``, ``'your marriage Q♥ K♥'``."""
    ranks = {c.rank for c in d.cards}
    if len(ranks) == 1:
        return f"your {number_words(len(d.cards))} {next(iter(ranks)).plural}"
    return f"your {kind_words(d.kind)} {cards_words(d.cards)}"


def combination_worth_words(d: Declaration) -> str:
    """What a combination you hold scores (with its kind where its name does not say it): ``'a triplet, 3
    points'``, ``'2 points'``."""
    points = count_words(d.points, "point", digits=True)
    if len({c.rank for c in d.cards}) == 1:
        return f"a {kind_words(d.kind)}, {points}"
    return points


def trump_set_words(cards: CardSet) -> str:
    """What a penchant declared now would do beside its point, as chapter 4 teaches it: ``'but worth more for the
    trump it sets: diamonds'``."""
    return f"worth more for the trump it sets: {trump_of_penchant(cards).plural}"


def _declared_words(v: PlayerView, d: Declaration, *, by_trick_winner: bool) -> str:
    """:func:`combination_held_words`, with the trump a penchant would set where the rules say it sets one
    (:func:`~penchant.rules.trump.penchant_sets_trump`), so a penchant is not held to be worth its point alone:
    "your penchant J♦ Q♣ (1 point)" says nothing of the trump it gives."""
    if d.kind is Kind.PENCHANT and penchant_sets_trump(v.profile, v.trump, by_trick_winner=by_trick_winner):
        return f"{combination_named_words(d)} ({combination_worth_words(d)}, but {trump_set_words(d.cards)})"
    return combination_held_words(d)


def winning_lets_you_declare(v: PlayerView, playing: CardSet, *, keepers: bool = False) -> str:
    """What winning the trick in play, with one of ``playing`` (the cards that may win it), would let you
    declare, in a player's words (``'win this trick and you may declare your three Aces (a triplet, 3 points)'``),
    from the rules (:func:`~penchant.rules.declarable.declarable_after_the_trick`): the largest combinations, not the
    smaller ones inside them; ``""`` when it would let you declare nothing. ``keepers``: each combination that only
    some of ``playing`` leave whole is followed by which ("win with K♥ to keep your penchant Q♥ J♣"), so a hint
    never offers a declaration the card it then wins with makes impossible."""
    if v.last_six or not playing:
        return ""
    holdings = Holdings(hand=v.hand, table=v.table, opp_table=v.opp_table)
    declared = [(k, cs.mask) for k, cs in v.declared[v.player]]
    found = declarable_after_the_trick(holdings, v.profile, playing, declared=declared)
    largest = [d for d in found if not any(o is not d and d.cards.mask & o.cards.mask == d.cards.mask
                                           for o in found)]
    # A penchant that would set trump is named whatever its point: it is worth more for its trump (chapter 4), and
    # a hint naming two pairs left it out.
    sets = [d for d in largest if d.kind is Kind.PENCHANT
            and penchant_sets_trump(v.profile, v.trump, by_trick_winner=True)][:1]
    named = [*[d for d in largest if d not in sets][:MOST_NAMED - len(sets)], *sets]
    if not named:
        return ""
    said = f"{WIN_AND_DECLARE}{join_or(_declared_words(v, d, by_trick_winner=True) for d in named)}"
    if not keepers:
        return said
    kept_by = {c: {d.cards.mask for d in declarable_after_the_trick(holdings, v.profile, CardSet([c]),
                                                                     declared=declared)} for c in playing}
    kept: dict[tuple[Card, ...], list[str]] = {}  # the cards that keep a combination, and those they keep
    for d in named:
        keep = tuple(c for c in playing if d.cards.mask in kept_by[c])
        if len(keep) < len(playing):
            kept.setdefault(keep, []).append(combination_named_words(d))  # its points said before
    return said + "".join(f"; win with {join_or(card_words(c) for c in keep)} to keep {join_and(names)}"
                          for keep, names in kept.items())


def _penchant_trump(v: PlayerView, *, by_trick_winner: bool) -> str:
    """A sentence on the trump a penchant you may declare now would set, where the rules say it would set one
    (``""`` elsewhere): "A penchant declared now sets trump: J♦ Q♣ would make diamonds trumps, worth more than its
    point"."""
    if not penchant_sets_trump(v.profile, v.trump, by_trick_winner=by_trick_winner):
        return ""
    suits = []
    for a in v.legal:
        if isinstance(a, Declare) and is_penchant(a.cards):
            suits.append(f"{cards_words(a.cards)} would make {trump_of_penchant(a.cards).plural} trumps")
    if not suits:
        return ""
    return (f" A penchant declared now sets trump: {join_or(suits)}. It is worth more for the trump it sets than "
            "for its point.")


def look_at(v: PlayerView, playing: Action | None = None) -> str:
    """What to look at before deciding, in a player's words (the first hint); ``""`` when it is not the
    player's turn. ``playing``: the move the coach recommends (never named): a card it leads is said of as a card to
    spare, never as one to keep or one he may take, so Hint 1 never points away from the coach's move."""
    if v.to_move != v.player:
        return ""
    if v.stage is Stage.DECLARE:
        n = sum(1 for a in v.legal if isinstance(a, Declare))
        if not n:
            return "You won the trick but nothing you hold may be declared: look again after the next trick."
        each = "each" if n > 1 else "it"  # one combination: "what it scores", not "what each scores"
        return (f"Look at what you may declare ({count_words(n, 'combination')}) and what {each} scores, then at "
                f"what {each} leaves you to build on: a declaration's cards "
                "stay yours to play, and a card on your table may serve again in a bigger combination."
                + _penchant_trump(v, by_trick_winner=True))
    if v.stage is Stage.PENCHANT:
        return (f"You lost the trick and your opponent declared nothing ({LOSER_PENCHANT_ONLY_WORDS}), so you "
                f"may declare a penchant ({KIND_CARDS[Kind.PENCHANT]}) or pass. Look at what it scores, and at which "
                "cards it lays face up for your opponent to see." + _penchant_trump(v, by_trick_winner=False))
    plays = CardSet([a.card for a in v.legal if isinstance(a, Play)])
    if v.stage is Stage.FOLLOW and v.lead is not None:
        led = card_words(v.lead)
        win = CardSet([c for c in plays if follower_wins(v.lead.index, c.index, v.trump)])
        if v.last_six:
            return (f"The rules leave you {count_words(len(plays), 'card')} to play to the {led}: "
                    f"{cards_words(plays)}. Look at which of them keeps your brisques ({BRISQUE_RANKS_WORDS}), now "
                    "and in the tricks still to come.")
        brisque = f" The {led} is a brisque ({BRISQUE_RANK_WORDS})." if v.lead.is_brisque else ""
        if not win:
            return (f"None of your cards beats the {led}, so the trick is his whatever you play.{brisque} Look at "
                    "what each of your cards is worth to you later: a brisque thrown now goes to him, and a card "
                    "kept may finish a combination or win a trick in the last six.")
        declare = winning_lets_you_declare(v, win, keepers=True)
        if declare:
            return (f"Look at the card led, the {led}.{brisque} Of your cards, {cards_words(win)} would win it: "
                    f"{declare}. Winning also lets you draw first; losing keeps your strong cards. Ask what each "
                    "winning card would cost you.")
        return (f"Look at the card led, the {led}.{brisque} Of your cards, {cards_words(win)} would win it. "
                "Winning lets you declare and draw first; losing keeps your strong cards. Ask whether a "
                "combination is waiting in your hand, and what each winning card would cost you.")
    if v.last_six:
        return ("Every card is known now: look at your opponent's hand. For each card you could lead, which "
                "card must he answer with (he must follow suit and win if he can), and who takes the brisques?")
    near = ninth_or_tenth_trick(tricks_for_stock(v.stock_size))
    last = " The winner of the tenth trick leads the last six." if near else ""
    declare = winning_lets_you_declare(v, plays)
    # Both sides of the lead in one sentence, so that the pointer promises nothing the coach's move may not do and
    # its sentences never pull apart ("a lead he can win cheaply lets him declare" beside "a low lead keeps your
    # brisques safe", when a low lead is the one he wins cheaply).
    mine = playing.card if isinstance(playing, Play) else None
    spare = spare_words(v, mine)
    if mine is not None and mine in v.table:  # the words follow the card: "your hand" of a table card misled
        spare = f"{TABLE_TOO} {spare.replace(LOOK_AT_HAND, IN_HAND, 1)}"
    if declare:
        held = declare.removeprefix(WIN_AND_DECLARE)
        return (f"{spare} You declare only after a trick you win: winning this one would let you "
                f"declare {held}. {LOW_LEAD}, and what you could declare then waits for a later trick you win.{last}")
    return f"{spare} {LOW_LEAD}.{last}"


LOOK_AT_HAND: Final = "Look at your hand: "
"""How Hint 1 opens at a lead, about the hand (:func:`spare_words`)."""
IN_HAND: Final = "In your hand, "
"""The same opening after :data:`TABLE_TOO`, where the hint has begun with the table."""
TABLE_TOO: Final = ("Look at your table as well as your hand: a card you declared there may be led like any card in "
                    "your hand.")
"""How Hint 1 opens at a lead where the coach's move is a card from your table: the words follow where the card is
("Look at your hand" alone, where the coach would lead from the table, pointed away from its move)."""


LOW_LEAD: Final = ("A low lead keeps your brisques safe, but he can win it cheaply, and the winner of a trick declares "
                   "and draws first")
"""What Hint 1 says of leading low in the first ten tricks: what it keeps and what it gives him, said together."""


LAST_SIX_ACE_OR_TEN: Final = "it can win a trick and is itself a brisque"
"""Why an Ace or a Ten is worth keeping for the last six tricks, said of one card: a Ten is a brisque itself, so
"where Aces and Tens win brisques" would read as a riddle."""
LAST_SIX_ACES_AND_TENS: Final = "they can win tricks and are themselves brisques"
"""The same of several cards (:data:`LAST_SIX_ACE_OR_TEN`)."""


def _hand_split(v: PlayerView, led: Card | None = None) -> tuple[list[Card], list[Card], list[Card]]:
    """The cards of the hand in no combination you could declare (the rules' answer,
    :func:`~penchant.rules.combinations.cards_in_no_declarable_combination`), those of them worth keeping for the
    last six tricks (Aces and Tens), and the others, the ones to spare; ``led``, the card the coach would lead, is
    among the ones to spare whatever its rank."""
    free = list(cards_in_no_declarable_combination(
        Holdings(hand=v.hand, table=v.table, opp_table=v.opp_table), v.profile,
        declared=[(k, cs.mask) for k, cs in v.declared[v.player]], moment="play"))
    kept = [c for c in free if saved_brisque(c.rank) and c != led]
    return free, kept, [c for c in free if c not in kept]


def hint_concerns(v: PlayerView, playing: Action | None = None) -> dict[Card, str]:
    """The cards Hint 1 (:func:`look_at`, at a lead of the first ten tricks, ``playing`` the coach's move) says to
    keep (:data:`KEEP_FOR_LAST_SIX`: an Ace or Ten in no combination) or warns of leading (:data:`MAY_TAKE`: a spare
    brisque he may beat); empty elsewhere. The card ``playing`` leads is never among them."""
    if v.to_move != v.player or v.stage is not Stage.LEAD or v.last_six:
        return {}
    led = playing.card if isinstance(playing, Play) else None
    _free, kept, spare = _hand_split(v, led)
    return ({c: KEEP_FOR_LAST_SIX for c in kept}
            | {c: MAY_TAKE for c in spare if c.is_brisque and v.may_beat(c) and c != led})


def spare_words(v: PlayerView, led: Card | None = None) -> str:
    """The first hint's opening at a lead, about this hand: the cards that belong to no combination you could declare
    (the rules' answer, :func:`~penchant.rules.combinations.cards_in_no_declarable_combination`), said as a fact and
    not as advice (the coach's figures, a click away, may put leading one of them clearly worse), which of them are
    brisques he may take if led, and the Aces and Tens among them worth keeping for the last six tricks; or that
    every card belongs to one: about this hand, never the same opening for every lead. ``led``: the card the coach
    would lead, said as one to spare, never as one to keep nor as one he may take."""
    free, kept, spare = _hand_split(v, led)
    if not free:
        return (f"{LOOK_AT_HAND}every card of it belongs to a combination you could declare, so whichever "
                "you lead breaks one up: lead from the one worth least.")
    # Every such card in the first sentence, the one a phone shows first: naming only the ones to spare there, with
    # an Ace or Ten kept for a later sentence a click away, read as a list that left a card out.
    n = len(free)
    said = f"{LOOK_AT_HAND}{cards_words(free)} {verb_form(n, 'belong')} to no combination you could declare"
    k = len(kept)
    where = f"where {LAST_SIX_ACE_OR_TEN}" if k == 1 else f"where {LAST_SIX_ACES_AND_TENS}"
    if not spare:
        return (f"{said}, but {'it' if k == 1 else 'they'} {verb_form(k, 'be')} worth keeping "
                f"{IN_HAND_FOR_LAST_SIX}, {where}; each of your other cards belongs to one.")
    said += "."
    risky = [c for c in spare if c.is_brisque and v.may_beat(c) and c != led]
    if risky:
        r = len(risky)
        said += (f" {cards_words(risky)} {'is a brisque' if r == 1 else 'are brisques'} he may take if you "
                 f"lead {'it' if r == 1 else 'them'}.")
    if kept:
        said += f" {cards_words(kept)} {verb_form(k, 'be')} worth keeping {IN_HAND_FOR_LAST_SIX}, {where}."
    return said


_SENTENCE_END: Final = re.compile(r"(?<=[.!?])\s+(?=[A-Z0-9\u2660\u2665\u2666\u2663])")
"""Where one sentence of a hint ends and the next begins (a card such as "7\u2666" may open one)."""


def first_and_rest(said: str, most: int = 2) -> tuple[str, str]:
    """A hint as a phone shows it: its first sentence (the first two where the first is short), then the rest, said
    one click away, so the reader sees what to look at without scrolling away from the cards.

    >>> first_and_rest("Look at your hand. J\u2663 belongs to no combination. A\u2666 is a brisque.")
    ('Look at your hand. J\u2663 belongs to no combination.', 'A\u2666 is a brisque.')
    >>> first_and_rest("One sentence only.")
    ('One sentence only.', '')
    """
    parts = _SENTENCE_END.split(said.strip())
    take = 1 if most < 2 or len(parts[0].split()) > 12 else most
    return " ".join(parts[:take]), " ".join(parts[take:])

