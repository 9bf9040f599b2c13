"""What a first-ten choice keeps and what it breaks, in a player's words, worked out by the rules for a judged
puzzle's feedback (:mod:`penchant.puzzles.checkers.decision`, :mod:`penchant.puzzles.checkers.timing`): the sure winner
of the next trick and the declaration it leaves to make after it, the set a table card breaks ("K♣ is a sure winner at
trick 10 and keeps Q♦ K♦"; "J♦ breaks the Jacks")."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from penchant.english.lists import join_and
from penchant.play.moves import Action, Declare, Stage
from penchant.play.view import PlayerView
from penchant.rules.cards import Card, CardSet
from penchant.rules.combinations import adds_a_fresh_card, candidate_combinations, check_declaration, classify
from penchant.rules.holdings import Holdings
from penchant.rules.kinds import Kind
from penchant.rules.procedure import trick_in_play
from penchant.rules.scoring import declared_points
from penchant.words.cards import cards_words
from penchant.words.kinds import kind_words

__all__ = ["order_words", "set_broken", "unbeatable"]


def unbeatable(view: PlayerView, card: Card) -> bool:
    """Whether no card the opponent may hold (his table's, or one the seat has not seen) beats ``card`` led
    (:meth:`PlayerView.may_beat <penchant.play.view.PlayerView.may_beat>`)."""
    return not view.may_beat(card)


def set_broken(view: PlayerView, card: Card) -> str:
    """The combination worth the most that ``card``, on your table, could still make with your other cards and
    that the rules let you declare now ("J♦ comes off your table" alone leaves out the Jacks it breaks),
    in words (``'your pair of Jacks, which you could declare'``), or ``""``."""
    holdings = Holdings(hand=view.hand, table=view.table, opp_table=view.opp_table)
    me = view.player
    declared = tuple((k, c.mask) for k, c in view.declared[me])
    bit = card.bit
    best: tuple[int, int, Kind] | None = None
    for mask, kind in candidate_combinations(view.hand.mask | view.table.mask):
        if not mask & bit or not adds_a_fresh_card(mask, view.table.mask):
            continue  # it must hold the card, and a fresh card from the hand
        # asked between tricks (six cards): could the player declare it once he wins a trick
        if not check_declaration(CardSet.from_mask(mask), holdings, view.profile, declared=declared,
                                 moment="play").legal:
            continue
        points = declared_points(view.profile, (kind,))
        if best is None or points > best[0]:
            best = (points, mask, kind)
    if best is None:
        return ""
    cards, kind = CardSet.from_mask(best[1]), best[2]
    ranks = {c.rank for c in cards}
    suits = {c.suit for c in cards}
    if len(ranks) == 1:  # named by rank and suit, not card by card: a miss never names the best choice's card
        return f"your {kind_words(kind)} of {next(iter(ranks)).plural}, which you could declare"
    if len(suits) == 1:
        return f"your {kind_words(kind)} in {next(iter(suits)).plural}, which you could declare"
    return f"your {kind_words(kind)}, which you could declare"


def _kept_after(view: PlayerView, first: CardSet, then: CardSet) -> tuple[Card, ...]:
    """The sure winners of the next trick (no card he may hold beats them) that, declaring ``first`` now and
    leading one of them to that trick, leave ``then`` still to declare after it (the rules' verdict:
    :func:`penchant.rules.combinations.check_declaration`, with ``first`` among your declarations)."""
    kind = classify(first)
    if kind is None:
        return ()
    hand = view.hand.mask & ~first.mask
    table = view.table.mask | first.mask
    me = view.player
    declared = (*((k, c.mask) for k, c in view.declared[me]), (kind, first.mask))
    kept = []
    for card in CardSet.from_mask(hand | table):
        if not unbeatable(view, card):
            continue
        bit = card.bit
        if then.mask & bit:
            continue
        holdings = Holdings(hand=CardSet.from_mask(hand & ~bit), table=CardSet.from_mask(table & ~bit),
                            opp_table=view.opp_table)
        if check_declaration(then, holdings, view.profile, declared=declared).legal:
            kept.append(card)
    return tuple(kept)


def _winners_after(view: PlayerView, first: CardSet) -> tuple[Card, ...]:
    return tuple(c for c in CardSet.from_mask((view.hand.mask & ~first.mask) | view.table.mask | first.mask)
                 if unbeatable(view, c))


def _one_or_every(cards: Sequence[Card]) -> str:
    named = join_and(c.unicode for c in cards)
    return (f"your one sure winner for it is {named}" if len(cards) == 1 else f"your sure winners for it are {named}")


def order_words(view: PlayerView, acts: Mapping[str, Action], choices: Sequence[str], best: str) -> dict[str, str]:
    """Why the order of two declarations matters, when you won the trick and lead the next one of the first ten
    ("K♣ is a sure winner at trick 10 and keeps Q♦ K♦"): the best declaration puts out
    first the set a sure winner belongs to, so that winning the next trick with it leaves the other to declare
    after; the other order spends that winner from the set still to come. For the best choice and each declaration
    it beats so, by choice; never naming the best in a miss. Worked out by the rules (who may beat a card, what may
    still be declared), not written per puzzle."""
    out: dict[str, str] = {}
    b = acts.get(best)
    if view.stage is not Stage.DECLARE or not view.stock_size or not isinstance(b, Declare):
        return out
    n = trick_in_play(view.tricks_played)
    for c in choices:
        other = acts[c]
        if c == best or not isinstance(other, Declare):
            continue
        keeps = _kept_after(view, b.cards, other.cards)
        if not keeps or _kept_after(view, other.cards, b.cards):
            continue
        w = keeps[0]
        kind = classify(other.cards)
        out.setdefault(best, f"{w.unicode} is a sure winner at trick {n} (no card he may hold beats it): it wins "
                             f"that trick and keeps {cards_words(other.cards)} to declare as a "
                             f"{kind_words(kind) if kind else 'combination'} after it")
        winners = _winners_after(view, other.cards)
        b_kind = classify(b.cards)
        set_words = f"the {kind_words(b_kind) if b_kind else 'combination'} you could declare"
        if winners:
            out[c] = (f"after it, you lead trick {n}, and {_one_or_every(winners)} (no card he may hold beats "
                      f"{'it' if len(winners) == 1 else 'them'}); winning the trick with "
                      f"{'it' if len(winners) == 1 else 'one'} breaks {set_words}, so you declare one "
                      "combination where the other order makes both: declared first, a set that holds the sure "
                      f"winner still wins trick {n} and keeps {cards_words(other.cards)} for after it")
        else:
            out[c] = (f"after it you lead trick {n} with no sure winner, and {set_words} needs that trick won: "
                      "the other order wins it and declares both")
    return out
