"""What an action of a judged puzzle does, in the game's words (:func:`action_reason`), and as the tags the sampled
deals' figures are tied to (:func:`action_tags`): a card played wins or loses the trick, spends a brisque, a trump
or a Seven, comes off the table; a declaration scores, fixes trump; holding back declares nothing."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Final

from penchant.english.grammar import verb_form
from penchant.english.numbers import count_words
from penchant.judgement.moments import seven_spent_early
from penchant.play.moves import Action, Declare, Play, Stage
from penchant.play.view import PlayerView
from penchant.puzzles.words.keeps import set_broken, unbeatable
from penchant.rules.barring import major_set_cards
from penchant.rules.cards import Card, CardSet
from penchant.rules.combinations import classify
from penchant.rules.declarable import could_serve_again
from penchant.rules.declaring import cards_to_grow_a_set
from penchant.rules.holdings import Holdings
from penchant.rules.kinds import Kind
from penchant.rules.procedure import tenth_trick_in_play
from penchant.rules.scoring import declared_points
from penchant.rules.tricks import follower_wins
from penchant.rules.trump import penchant_sets_trump, trump_of_penchant
from penchant.words.cards import cards_words
from penchant.words.counts import stock_count_words
from penchant.words.kinds import kind_words

__all__ = ["SHARED_BY_EVERY_CHOICE", "action_reason", "action_tags", "apart_reasons", "serves_again"]


def _play_reason(view: PlayerView, card: Card) -> str:
    parts: list[str] = []
    on_table = card in view.table
    trump = view.trump
    brisque = card.is_brisque
    if view.stage is Stage.FOLLOW and view.lead is not None:
        wins = follower_wins(view.lead.index, card.index, trump)
        if wins:
            parts.append(f"{card.unicode} wins the trick, so you declare and draw first")
            if tenth_trick_in_play(view.tricks_played):
                parts.append("winning the tenth trick also gives you the lead of the last six")
        else:
            parts.append(f"{card.unicode} loses the trick: your opponent may declare, and draws first")
            if tenth_trick_in_play(view.tricks_played):
                parts.append("losing the tenth trick also gives him the lead of the last six")
            if brisque:
                parts.append(f"{card.unicode} is a brisque, and it goes to him with the trick")
        if view.lead.is_brisque and not wins:
            parts.append(f"the {view.lead.unicode} led stays his")
    elif unbeatable(view, card):  # no card he may hold beats it: the trick is yours whatever he plays
        parts.append(f"no card he may hold beats {card.unicode}: you win this trick")
    else:
        parts.append(f"leading {card.unicode} lets your opponent choose whether to win this trick")
        if brisque:
            parts.append(f"{card.unicode} is a brisque he may take")
    if on_table:
        major = major_set_cards(view.table)
        if major & card.bit:
            parts.append(f"{card.unicode} comes off your table and breaks a major set there, which may lift a bar")
        else:
            breaks = set_broken(view, card)
            where = ", where it could serve again in a new set" if serves_again(view, card) else ""
            parts.append(f"{card.unicode} comes off your table{where}" + (f": it breaks {breaks}" if breaks else ""))
    if trump is not None and card.suit == trump:
        parts.append(f"it spends a trump ({trump.plural})")
    if seven_spent_early(card, view.tricks_played):
        parts.append("a Seven spent now can no longer win a brisquette in the last six tricks")
    return "; ".join(parts)


def _declare_reason(view: PlayerView, cards: CardSet) -> str:
    kind = classify(cards)
    if kind is None:
        return f"declaring {cards_words(cards)}"
    pts = declared_points(view.profile, (kind,))
    parts = [f"it scores {count_words(pts, 'point', digits=True)} now for the {kind_words(kind)}"]
    left = len(cards_to_grow_a_set(cards, kind, view.unseen))  # in the stock or the opponent's hand
    if left:
        rank = next(iter(cards)).rank
        parts.append(f"{count_words(left, rank.singular, rank.plural)} "
                     f"{verb_form(left, 'be')} still unseen, and {stock_count_words(view.stock_size)} "
                     f"{verb_form(view.stock_size, 'be')} left in the stock to draw one from")
    if kind is Kind.PENCHANT and view.trump is None:
        if penchant_sets_trump(view.profile, view.trump, by_trick_winner=view.stage is Stage.DECLARE):
            parts.append(f"it makes {trump_of_penchant(cards).plural} trump, the suit of its Jack")
        else:
            parts.append("under these rules a penchant declared by the trick's loser does not fix trump")
    return "; ".join(parts)


def _hold_reason(view: PlayerView) -> str:
    if view.stage is Stage.PENCHANT:
        return "it lets the chance of a penchant go by: your opponent's win stands alone"
    return ("it declares nothing after this trick: the cards stay in your hand, unseen, for a bigger set later, "
            "but nothing is scored now")


def serves_again(view: PlayerView, card: Card) -> bool:
    """Whether ``card``, on the seat's table, could still serve in a new set, by what the seat has seen: the rules'
    answer (:func:`~penchant.rules.declarable.could_serve_again`) with the cards it has not seen as those still to
    come. A set whose other cards are played or on his table never comes, and is never offered as a reason."""
    holdings = Holdings(hand=view.hand, table=view.table, opp_table=view.opp_table)
    declared = [(k, c.mask) for k, c in view.declared[view.player]]
    return could_serve_again(CardSet([card]), holdings, view.unseen, view.profile, declared=declared)


def action_tags(view: PlayerView, action: Action) -> frozenset[str]:
    """What an action does, as :func:`penchant.puzzles.words.judged.because` ties it to the sampled deals'
    figures: ``wins``/``loses`` the trick it follows, ``brisque``, ``table`` (off your table, where it could
    serve again: :func:`serves_again`), ``seven`` (a Seven
    spent before the last six are near), ``scores`` (a declaration now), ``holds`` (nothing declared now)."""
    if isinstance(action, Play):
        card = action.card
        tags: set[str] = set()
        if view.stage is Stage.FOLLOW and view.lead is not None:
            trump = view.trump
            tags.add("wins" if follower_wins(view.lead.index, card.index, trump) else "loses")
        if card.is_brisque:
            tags.add("brisque")
        if card in view.table and serves_again(view, card):
            tags.add("table")
        if seven_spent_early(card, view.tricks_played):
            tags.add("seven")
        return frozenset(tags)
    if isinstance(action, Declare):
        fixes = (classify(action.cards) is Kind.PENCHANT and view.trump is None
                 and penchant_sets_trump(view.profile, view.trump, by_trick_winner=view.stage is Stage.DECLARE))
        return frozenset({"scores", "fixes"} if fixes else {"scores"})
    return frozenset({"holds"})


def action_reason(view: PlayerView, action: Action) -> str:
    """What an action does, in the game's words (it names only its own cards)."""
    if isinstance(action, Play):
        return _play_reason(view, action.card)
    if isinstance(action, Declare):
        return _declare_reason(view, action.cards)
    return _hold_reason(view)


def apart_reasons(view: PlayerView, acts: Mapping[str, Action]) -> dict[str, str]:
    """What each choice of ``acts`` does (:func:`action_reason`), less what every choice does alike: a reason shared
    by every choice ("9♠ loses the trick: your opponent may declare, and draws first", where every card you may
    play loses it) tells none apart, so it is never given as the reason for one (a mistake puzzle's solution among
    them). Where all a choice does is shared, it is said once and said to be shared
    (:data:`SHARED_BY_EVERY_CHOICE`)."""
    def own(action: Action) -> str:
        return action.card.unicode if isinstance(action, Play) else ""

    def shape(part: str, action: Action) -> str:  # the part with the choice's own card left out
        card = own(action)
        return part.replace(card, "\0") if card else part

    parts = {c: [p for p in action_reason(view, a).split("; ") if p] for c, a in acts.items()}
    if len(acts) < 2:
        return {c: "; ".join(ps) for c, ps in parts.items()}
    shapes = [{shape(p, acts[c]) for p in ps} for c, ps in parts.items()]
    shared = set.intersection(*shapes)
    out: dict[str, str] = {}
    for c, ps in parts.items():
        kept = [p for p in ps if shape(p, acts[c]) not in shared]
        out[c] = "; ".join(kept) if kept else (f"{ps[0]}; {SHARED_BY_EVERY_CHOICE}" if ps else "")
    return out


SHARED_BY_EVERY_CHOICE: Final = ("every choice here does that, so what tells them apart is how the rest of the deal "
                                 "plays out")
"""What a judged puzzle says after what a choice does where every choice does the same (:func:`apart_reasons`)."""
