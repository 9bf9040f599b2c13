"""What a move does to the combinations you could still declare, in a player's words: what a card played gives up
(:func:`breaks_up`) or keeps (:func:`keeps_whole`), and what keeping cards hidden denies him (:func:`hidden_words`).
Read from the position and the rules (:func:`~penchant.rules.combinations.legal_declaration_masks`), one family of
the coach's reasons (:mod:`penchant.coaching.reasons` holds the others read from the position,
:mod:`penchant.coaching.playout_reasons` those read from the play-outs)."""

from __future__ import annotations

from typing import Final

from penchant.english.lists import join_and
from penchant.play.moves import Action, Declare, Play, Stage
from penchant.play.view import PlayerView
from penchant.rules.cards import Card, CardSet
from penchant.rules.combinations import candidate_combinations, classify, legal_declaration_masks
from penchant.rules.kinds import Kind
from penchant.rules.procedure import FIRST_TO_DECLARE, MayDeclare, turn_after
from penchant.rules.scoring import declared_points, worth_most_first
from penchant.words.cards import cards_words
from penchant.words.kinds import kind_words
from penchant.words.scoring import declared_worth_words

__all__ = ["GIVES_UP", "OTHERWISE_DECLARE", "STILL_DECLARE", "breaks_up", "declarable_after", "hidden_words",
           "his_penchant_after_a_pass", "keeps_whole", "left_to_declare"]


def _best_combo_with(card: Card, holding: int) -> tuple[int, Kind] | None:
    best: tuple[int, Kind] | None = None
    for m, k in candidate_combinations(holding):
        if m & card.bit and (best is None or (k is not Kind.PENCHANT
                                              and len(CardSet.from_mask(m)) > len(CardSet.from_mask(best[0])))):
            best = (m, k)
    return best


def _declarable(v: PlayerView) -> list[tuple[int, Kind]]:
    """The combinations (a penchant left aside: its point is trump) that ``v``'s player could still declare by the
    rules from the hand and table he holds, with the tables as they lie: a combination already declared and whole on
    his table has scored and adds nothing (the fresh-card rule); one his rules forbid a card to serve in twice, or
    one the other table bars, is worth nothing to keep now. Largest value first (the rules'
    :func:`~penchant.rules.scoring.worth_most_first`)."""
    me = v.player
    served = [(k, cs.mask) for k, cs in v.declared[me]]
    legal = legal_declaration_masks(v.hand.mask, v.table.mask, v.opp_table.mask, v.profile, served)
    return worth_most_first(v.profile, ((m, k) for m, k in legal if k is not Kind.PENCHANT))


def _combination_words(combo: tuple[int, Kind]) -> str:
    m, k = combo
    return f"the {kind_words(k)} {cards_words(CardSet.from_mask(m))}"


def _worth_words(v: PlayerView, combo: tuple[int, Kind]) -> str:
    return declared_worth_words(v.profile, combo[1])


STILL_DECLARE: Final = "you could still declare"
"""How the coach says what a combination in hand is worth keeping for: "the marriage Q♥ K♥ (you could still declare
it for 2 points)": what keeping it is worth, said only of a combination not yet scored."""


def keeps_whole(v: PlayerView, a: Action) -> str:
    """What a card played in the first ten tricks keeps, in a player's words, when it belongs to none of the
    combinations you could still declare (:func:`_declarable`): ``"keeps the marriage Q♥ K♥ (you could still declare
    it for 2 points)"`` (the two worth most, a set's smaller sets left out); ``""`` for any other action. The
    reason a player gives for a spare card led, said before the play-outs' figures, so the advice gives a reason to
    act on, not a number alone ("Playing 10♣ lets you declare about 1 point more")."""
    if not isinstance(a, Play) or v.last_six:
        return ""
    combos = _declarable(v)
    if not combos or any(m & a.card.bit for m, _k in combos):
        return ""
    largest = [(m, k) for m, k in combos if not any(m != o and m & o == m for o, _ in combos)][:2]
    if len(largest) == 1:
        return f"keeps {_combination_words(largest[0])} ({STILL_DECLARE} it for {_worth_words(v, largest[0])})"
    named = join_and([_combination_words(c) for c in largest])
    worth = [declared_points(v.profile, (k,)) for _m, k in largest]
    each = (f"{_worth_words(v, largest[0])} each" if len(set(worth)) == 1
            else f"{join_and([str(w) for w in worth])} points")
    return f"keeps {named} ({STILL_DECLARE} them for {each})"


def hidden_words(v: PlayerView, cards: int) -> str:
    """What keeping ``cards`` (a mask of the hand) hidden denies him, read from the holding: the reading of the
    largest combination they belong to, or else where they are."""
    kept = CardSet.from_mask(cards)
    them = f"the {cards_words(kept)}"
    hold = v.hand.mask | v.table.mask
    best: tuple[int, Kind] | None = None
    for c in kept:
        combo = _best_combo_with(c, hold)
        if combo is not None and (best is None or best[1] is Kind.PENCHANT
                                  or combo[0].bit_count() > best[0].bit_count()):
            best = combo
    if best is not None:
        return (f"keeping {them} hidden denies him the reading of your {best[1].value} "
                f"{cards_words(CardSet.from_mask(best[0]))}")
    return f"keeping {them} hidden leaves him guessing where {'it is' if len(kept) == 1 else 'they are'}"


def breaks_up(v: PlayerView, a: Action) -> str:
    """What a card played in the first ten tricks gives up of the combinations you could still declare
    (:func:`_declarable`), in a player's words: the one worth most it belongs to (``"gives up the marriage Q♥ K♥
    (which you could otherwise declare for 2 points)"``), or ``""``: a marriage already declared, its points scored, is
    nothing to lose unless it can still score in a larger combination."""
    if not isinstance(a, Play) or v.last_six:
        return ""
    combo = next((c for c in _declarable(v) if c[0] & a.card.bit), None)
    if combo is None:
        return ""
    return f"{GIVES_UP} {_combination_words(combo)} ({OTHERWISE_DECLARE} for {_worth_words(v, combo)})"


OTHERWISE_DECLARE: Final = "which you could otherwise declare"
"""How the coach says what a combination a card played gives up was worth: "gives up the marriage Q♥ K♥ (which you
could otherwise declare for 2 points)": said as what could have been, since once the K♥ is played the marriage can no
longer be declared."""


GIVES_UP: Final = "gives up"
"""How what a card played gives up of a combination begins (:func:`breaks_up`)."""


def declarable_after(v: PlayerView, a: Action) -> list[tuple[int, Kind]]:
    """The combinations (a penchant left aside) ``v``'s player could still declare after a later trick he wins, once
    ``a`` is made at a declaration: a declaration's cards go to the table and serve in its kind, a pass leaves
    everything as it is (the rules' :func:`~penchant.rules.combinations.legal_declaration_masks`). Largest value
    first (:func:`~penchant.rules.scoring.worth_most_first`). What a declaration keeps for later, against another that
    scores the same now, is what tells them apart."""
    me = v.player
    served = [(k, cs.mask) for k, cs in v.declared[me]]
    hand, table = v.hand.mask, v.table.mask
    if isinstance(a, Declare):
        kind = classify(a.cards)
        hand, table = hand & ~a.cards.mask, table | a.cards.mask
        if kind is not None:
            served.append((kind, a.cards.mask))
    legal = legal_declaration_masks(hand, table, v.opp_table.mask, v.profile, served)
    return worth_most_first(v.profile, ((m, k) for m, k in legal if k is not Kind.PENCHANT))


def left_to_declare(v: PlayerView, a: Action, than: Action | None = None) -> list[str]:
    """The combinations ``a`` leaves you to declare after a later trick you win (:func:`declarable_after`), each
    named ("the marriage Q♥ K♥"), the largest first; with ``than``, only those ``than`` would not leave you."""
    after = declarable_after(v, a)
    if than is not None:
        theirs = {m for m, _k in declarable_after(v, than)}
        after = [c for c in after if c[0] not in theirs]
    largest = [(m, k) for m, k in after if not any(m != o and m & o == m for o, _ in after)]
    return [_combination_words(c) for c in largest]


def his_penchant_after_a_pass(v: PlayerView) -> bool:
    """Whether passing now, as the trick's winner, lets him declare a penchant before the draw (the rules'
    :func:`~penchant.rules.procedure.turn_after`: the winner's pass gives the loser his turn, a penchant only), and he
    may hold one: a Queen and a Jack of different suits among his table and the cards you
    cannot see, one of them in his hand."""
    his_turn = turn_after(FIRST_TO_DECLARE, declared=False)
    if v.stage is not Stage.DECLARE or his_turn is None or his_turn.may is not MayDeclare.PENCHANT_ONLY:
        return False
    his, hidden = v.opp_table.mask, v.unseen.mask
    return any(k is Kind.PENCHANT and m & hidden and not m & ~(his | hidden)
               for m, k in candidate_combinations(his | hidden))
