"""What a choice does, in a player's words: the reasons the coach gives (:mod:`penchant.coaching.coach`) that are
read from the position (barring by the tables, brisques thrown or taken, Aces and Tens spent or saved, the trump a
penchant sets, the last trick of the first ten), and the words every reason is said in (a move's name, points).

Never from a template keyed on a card. The other families: what a move does to the combinations you could still
declare (:mod:`penchant.coaching.combination_reasons`), and what two compared lines of play-outs show (declarations
gained or conceded, the last six tricks, the lead: :mod:`penchant.coaching.playout_reasons`).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from penchant.coaching.combination_reasons import breaks_up, his_penchant_after_a_pass
from penchant.english.lists import join_and
from penchant.english.numbers import count_words
from penchant.judgement.moments import saved_brisque
from penchant.play.moves import Action, Declare, Pass, Play, Stage
from penchant.play.view import PlayerView
from penchant.rules.barring import SIZE_PLURALS, barred_set_sizes, is_minor_set_mask
from penchant.rules.cards import Card, CardSet, cards_of
from penchant.rules.combinations import classify, reunions_containing
from penchant.rules.kinds import Kind
from penchant.rules.procedure import tenth_trick_in_play, tricks_for_stock
from penchant.rules.profiles import Profile
from penchant.rules.scoring import declared_points
from penchant.rules.suits_and_ranks import Suit
from penchant.rules.tricks import follower_wins, how_followed, last_six_follows
from penchant.rules.trump import penchant_sets_trump, trump_of_penchant
from penchant.words.cards import card_words, cards_words
from penchant.words.kinds import kind_words
from penchant.words.switches import option_words

__all__ = ["IN_HAND_FOR_LAST_SIX", "LETS_HIM_DECLARE_A_PENCHANT", "SETS_TRUMP", "SURE_WINNER", "action_phrase",
           "bar_changes", "bars_laid",
           "costs_then_gains", "is_drawback", "plain_effect", "played_phrase", "points_words", "risks_a_brisque",
           "said_of_itself", "static_effects"]


def points_words(points: float, unit: float = 1.0, *, exact: bool = False) -> str:
    """Rounded points of this deal in words: ``'about 2 points'``, ``'less than a point'``; ``exact`` (the solver's
    figure, every card known): the figure as it is, ``'2 points'``, with no word of estimate.

    >>> points_words(2.4), points_words(3.0, exact=True), points_words(1.0, exact=True)
    ('about 2 points', '3 points', '1 point')
    """
    p = abs(points)
    if exact:
        return count_words(round(p) if p == round(p) else p, "point", digits=True)
    if p < 0.5 * unit and unit == 1.0:
        return "less than a point"
    step = unit if unit > 1 else 1.0
    n = max(step, round(p / step) * step)
    return f"about {count_words(round(n) if n == round(n) else n, 'point', digits=True)}"


def action_phrase(a: Action) -> str:
    if isinstance(a, Play):
        return f"playing {card_words(a.card)}"
    if isinstance(a, Declare):
        kind = classify(a.cards)
        return f"declaring the {kind_words(kind) if kind else 'cards'} {cards_words(a.cards)}"
    return "passing"


def played_phrase(a: Action) -> str:
    """The move a player made, named as his, the subject of a review's reason about it: ``"your 8♦"``, ``"your
    pass"``, ``"your declaration of the pair 10♠ 10♥"``, so each sentence of a review says which card it is about."""
    if isinstance(a, Play):
        return f"your {card_words(a.card)}"
    if isinstance(a, Declare):
        kind = classify(a.cards)
        return f"your declaration of the {kind_words(kind) if kind else 'cards'} {cards_words(a.cards)}"
    return "your pass"


def said_of_itself(text: str, a: Action) -> str:
    """A review's sentence about the card played, with the card named once, by its subject: "Your 9♣ costs little: the
    9♣ is worth little to keep" would name it twice. The reasons are the position's (:func:`static_effects`,
    :func:`plain_effect`), worded for any subject; said of "your 7♥" they read "Your 7♥ risks a brisque on the
    lead"."""
    if not isinstance(a, Play):
        return text
    c = card_words(a.card)
    for twice, once in ((f"risks the {c}, a brisque, on the lead", "risks a brisque on the lead"),
                        (f"throws the {c}, a brisque, away to him", "gives him a brisque"),
                        (f"gives him the {c}, a brisque", "gives him a brisque"),
                        (f"uses up the {c} now instead of keeping it", "uses up a brisque now instead of keeping it"),
                        (f": the {c} is worth little to keep", ": it is worth little to keep")):
        text = text.replace(twice, once)
    return text


def _sizes_words(sizes: Sequence[int]) -> str:
    names = [SIZE_PLURALS[n] for n in sorted(sizes)]
    return "minor " + (join_and(names) if len(names) < 3 else "sets")


def risks_a_brisque(v: PlayerView, a: Action) -> bool:
    """Whether ``a`` leads a brisque in the first ten tricks that a card he may hold beats
    (:meth:`~penchant.play.view.PlayerView.may_beat`): the lead the coach keeps back where it cannot be sure of it,
    and whose risk its advice names. An Ace led with no trump set, which nothing can beat, risks nothing."""
    return (isinstance(a, Play) and a.card.is_brisque and v.stage is Stage.LEAD and not v.last_six
            and bool(v.may_beat(a.card)))


def static_effects(v: PlayerView, a: Action, versus: Action | None, profile: Profile) -> list[str]:
    """What the action does that can be read from the position alone."""
    out: list[str] = []
    me_table, opp_table = v.table.mask, v.opp_table.mask
    if isinstance(a, Play):
        c = a.card
        out += _play_effects(v, c, profile)
        # An Ace or a Ten the other line spends and this one keeps.
        if (isinstance(versus, Play) and not v.last_six and saved_brisque(versus.card.rank)
                and not saved_brisque(c.rank)):
            out.append(f"keeps the {card_words(versus.card)} {IN_HAND_FOR_LAST_SIX}")
        # A table card the other line plays: keeping it keeps its bar.
        if isinstance(versus, Play) and not v.last_six and me_table & versus.card.bit and not me_table & c.bit:
            lifted = [n for n in barred_set_sizes(opp_table, me_table, profile) if n not in
                      barred_set_sizes(opp_table, me_table & ~versus.card.bit, profile)]
            if lifted:
                out.append(f"keeps the bar on his {_sizes_words(lifted)}")
    elif isinstance(a, Declare):
        kind = classify(a.cards)
        if kind is not None:
            value = declared_points(profile, (kind,))
            out.append(f"scores {count_words(value, 'point')} at once")
            if kind is Kind.PENCHANT:
                out.append(_penchant_trump_words(v, a.cards, profile))
            if is_minor_set_mask(kind, a.cards.mask):
                out.append("lays a minor set while it can still be declared")
            toward = _reunion_words(v, a.cards, kind)
            if toward:
                out.append(toward)
    else:
        if isinstance(versus, Declare):
            kind = classify(versus.cards)
            if kind is Kind.PENCHANT and penchant_sets_trump(v.profile, v.trump,
                                                             by_trick_winner=v.stage is Stage.DECLARE):
                out.append("leaves trump unset, for now")
            if his_penchant_after_a_pass(v):  # before what a pass keeps, so the first two said never leave it out
                out.append(LETS_HIM_DECLARE_A_PENCHANT)
            out.append("keeps your cards in hand, off the table")
    return out


LETS_HIM_DECLARE_A_PENCHANT: Final = "lets him declare a penchant now, if he holds one"
"""What a pass after a trick you won gives him, read from the rules (the loser may declare a penchant when the winner
declares nothing: :func:`~penchant.coaching.combination_reasons.his_penchant_after_a_pass`): a drawback the advice to
pass and the review of a pass both say."""


def _reunion_words(v: PlayerView, cards: CardSet, kind: Kind) -> str:
    """A run declared on the way to a reunion: whether the reunion is already in hand or still open."""
    if kind is Kind.REUNION:
        return ""
    hold = v.hand.mask | v.table.mask
    gone = v.played.mask | v.opp_table.mask
    best = ""
    for run in reunions_containing(cards):
        if run.mask & gone:
            continue
        missing = [c for c in run if not hold & c.bit]
        if not missing:
            return "builds toward the reunion you hold complete, which he can no longer stop"
        if len(missing) <= 2 and not best:
            best = f"builds toward a reunion (still to come: {cards_words(missing)})"
    return best


def _penchant_trump_words(v: PlayerView, cards: CardSet, profile: Profile) -> str:
    """What a penchant declared now does to trump, in a player's words: the suit it sets, or why it sets none (a
    penchant's point is said with what it does to trump, as chapter 4 teaches)."""
    turn = v.stage.turn
    by_winner = turn is not None and turn.by_winner
    if penchant_sets_trump(profile, v.trump, by_trick_winner=by_winner):
        return _trump_words(v, trump_of_penchant(cards))
    if v.trump is not None:
        return f"leaves trump as it is, in {Suit(v.trump).plural}: only the deal's first penchant that counts sets it"
    # No trump yet, and still this penchant sets none: only a loser's can (a winner's sets the first trump), under
    # rules whose switch on a loser's penchant says so, in the switch's one wording
    rule = option_words("loser_penchant_sets_trump", profile.loser_penchant_sets_trump)
    return f"leaves trump unset: you lost the trick, and under these rules {rule}"


def _trump_words(v: PlayerView, suit: Suit) -> str:
    hold = v.hand.mask | v.table.mask
    counts = [sum(1 for x in cards_of(hold) if x.suit == s) for s in Suit]
    n = counts[suit]
    name = suit.plural
    if n >= max(counts):
        return f"sets trump in your longest suit, {name} ({n} cards)"
    longest = Suit(counts.index(max(counts))).plural
    return f"sets trump in {name}, where you hold {n} (your longest suit is {longest}, {max(counts)})"


def _play_effects(v: PlayerView, c: Card, profile: Profile) -> list[str]:
    out: list[str] = []
    trump = v.trump
    last_of_ten = not v.last_six and tenth_trick_in_play(tricks_for_stock(v.stock_size))
    if v.stage is Stage.FOLLOW and v.lead is not None:
        wins = follower_wins(v.lead.index, c.index, trump)
        if wins:
            out.append("wins the last trick of the first ten, to lead the last six" if last_of_ten
                       else "wins the trick")
            if trump is not None and how_followed(v.lead, c, trump) == "trump in":
                out[-1] += f" with a trump ({Suit(trump).plural} are trumps, set by a penchant)"
            if v.lead.is_brisque:
                out.append(f"takes his {card_words(v.lead)}, a brisque")
        else:
            if v.can_win_the_trick():  # a trick no legal card wins is lost whatever is played: no cost of this one
                out.append("gives him the last trick of the first ten, and the lead in the last six" if last_of_ten
                           else "lets him have the trick")
            if c.is_brisque:
                out.append(f"throws the {card_words(c)}, a brisque, away to him")
    elif v.stage is Stage.LEAD and v.opp_hand is not None:
        follows = last_six_follows(v.opp_hand.mask, c.index, trump)
        beaten = any(follower_wins(c.index, x.index, trump) for x in cards_of(follows))
        if beaten:
            out.append("loses the trick (he must beat it, and can)")
            if c.is_brisque:
                out.append(f"gives him the {card_words(c)}, a brisque")
        else:
            out.append("wins the trick, as he cannot beat it")
    elif v.stage is Stage.LEAD and not v.last_six:
        # Risked only if a card he may hold beats it (his table's, or one not seen): an Ace led with no trump set,
        # which nothing can beat, risks nothing.
        if not v.may_beat(c):
            out.append(SURE_WINNER)
        elif c.is_brisque:
            out.append(f"risks the {card_words(c)}, a brisque, on the lead")
    if not v.last_six:
        out += bar_changes(v, Play(c), profile)
        if saved_brisque(c.rank) and not (v.stage is Stage.FOLLOW and v.lead is not None
                                                    and follower_wins(v.lead.index, c.index, trump)):
            out.append(f"uses up the {card_words(c)} now instead of keeping it {IN_HAND_FOR_LAST_SIX}")
        broken = breaks_up(v, Play(c))
        if broken:
            out.append(broken)
    return out


def bar_changes(v: PlayerView, a: Action, profile: Profile) -> list[str]:
    """What playing a card from your table in the first ten tricks does to the barring (the rules'
    :func:`~penchant.rules.barring.barred_set_sizes`), in a player's words ("lifts the bar your table holds on his minor
    pairs", "puts your minor pairs under his bar"); ``[]`` for another move. The advice, figures and review say it."""
    if not isinstance(a, Play) or v.last_six or not v.table.mask & a.card.bit:
        return []
    mine, his = v.table.mask, v.opp_table.mask
    after = mine & ~a.card.bit
    lifted = [n for n in barred_set_sizes(his, mine, profile) if n not in barred_set_sizes(his, after, profile)]
    opened = [n for n in barred_set_sizes(after, his, profile) if n not in barred_set_sizes(mine, his, profile)]
    return ([f"lifts the bar your table holds on his {_sizes_words(lifted)}"] if lifted else []) + (
        [f"puts your {_sizes_words(opened)} under his bar"] if opened else [])


def bars_laid(v: PlayerView, a: Action) -> str:
    """What a declaration's cards laid on your table do to his minor sets (the rules'
    :func:`~penchant.rules.barring.barred_set_sizes`), in a player's words ("puts his minor pairs under your bar"), or
    ``""``: what one declaration does that another scoring as much may not."""
    if not isinstance(a, Declare):
        return ""
    mine, his = v.table.mask, v.opp_table.mask
    laid = [n for n in barred_set_sizes(his, mine | a.cards.mask, v.profile)
            if n not in barred_set_sizes(his, mine, v.profile)]
    return f"puts his {_sizes_words(laid)} under your bar" if laid else ""


IN_HAND_FOR_LAST_SIX: Final = "in your hand for the last six tricks"
"""Where a card kept back goes, said of one card kept or played: "saves the A♦ for the last six tricks" beside
"Playing A♦ was better", and "spends the A♦ now instead of saving it", can be taken for the opposite of what they
mean; a card "kept in your hand" or "used up now" cannot be misread."""


_DRAWBACKS: Final = ("lets him have", "lets him declare", "gives him", "gives up", "throws the", "risks the",
                     "lifts the bar", "puts your", "uses up the", "loses the trick", "leaves trump")


def is_drawback(text: str) -> bool:
    return text.startswith(_DRAWBACKS)


def costs_then_gains(facts: Sequence[str]) -> str:
    """What a move worse than the best does, its costs first and what it gains in a clause of its own, so that a gain
    (a bar kept) is never listed beside a cost as if it were one.

    >>> costs_then_gains(["keeps the bar on his minor triplets", "gives up the pair 9♣ 9♠"])
    'gives up the pair 9♣ 9♠, though it keeps the bar on his minor triplets'
    >>> costs_then_gains(["uses up the A♠"]), costs_then_gains(["keeps the bar on his minor pairs"])
    ('uses up the A♠', 'keeps the bar on his minor pairs')
    """
    cons = [f for f in facts if is_drawback(f)]
    pros = [f for f in facts if not is_drawback(f)]
    if cons and pros:
        return f"{join_and(cons)}, though it {join_and(pros)}"
    return join_and(facts)


SURE_WINNER: Final = "wins the trick (no card he may hold beats it)"
"""What a card led in the first ten tricks does when no card the opponent may hold beats it
(:meth:`~penchant.play.view.PlayerView.may_beat`): a gain, where a brisque that can be lost is risked."""
SETS_TRUMP: Final = "sets trump"
"""How the words of a penchant that sets trump begin (:func:`static_effects`): the advice names it beside the score."""


def plain_effect(v: PlayerView, a: Action, *, costly: bool = False) -> list[str]:
    """What an action plainly does, when nothing sharper is found; ``costly`` when the play-outs show it gives
    points away, so a card is not called cheap to play."""
    if isinstance(a, Play):
        if costly:
            return [f"gives up the {card_words(a.card)}"]
        return [f"costs little: the {card_words(a.card)} is worth little to keep"]
    if isinstance(a, Pass):
        return ["keeps your cards in hand"]
    return ["scores at once"]
