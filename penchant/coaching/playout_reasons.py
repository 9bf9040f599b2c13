"""What the compared play-outs of two moves show one does better or worse than the other, in a player's words
(:func:`compared_effects`): declarations gained or conceded, the last six tricks and why (:func:`last_six_words`),
the lead, the trick; with the thresholds a difference is said from, and what a brisque of the last six tricks is
worth (:func:`brisque_worth_words`). One family of the coach's reasons (:mod:`penchant.coaching.reasons` holds
those read from the position)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from penchant.coaching.reasons import points_words
from penchant.english.numbers import count_words, share_words
from penchant.judgement.moments import SAVED_BRISQUE_RANKS
from penchant.play.moves import Action, Declare, Play, Stage
from penchant.play.state import DealState
from penchant.play.view import PlayerView
from penchant.rules.book_names import rules_words
from penchant.rules.cards import RANK_MASKS, Card
from penchant.rules.procedure import (
    declaration_may_follow,
    hand_for_last_six,
    other_player,
    tenth_trick_in_play,
    trick_in_play,
    tricks_for_stock,
)
from penchant.rules.profiles import Profile
from penchant.rules.scoring import brisque_changing_hands
from penchant.rules.tricks import follower_wins, trump_mask
from penchant.words.cards import card_words
from penchant.words.scoring import over_the_book

if TYPE_CHECKING:
    from penchant.coaching.analysis import Line

__all__ = ["BRISQUES_SET_BESIDE", "INSTEAD_OF", "LAST_SIX_CARDS", "LAST_SIX_LEAD", "LEAD_DIFFERS", "LEAD_WORTH",
           "PART_DIFFERS", "PLAYED_OUT", "TRICK_DIFFERS", "brisque_worth_words", "compared_effects",
           "declarations_to_come", "kept_for_last_six", "last_six_holdings", "last_six_why", "last_six_words"]


PLAYED_OUT: Final = "the coach played it out"
"""What a share of the play-outs is a share of, in a player's words: "once in three when the coach played it out"
(not an engineer's "32% of the sampled deals" nor a statistician's "32% of the times …":
:func:`~penchant.english.numbers.share_words`)."""


INSTEAD_OF: Final = "instead of"
"""How a reason of the last six tricks sets the brisques a move brings beside another's: "brings you 1 brisque in
the last six tricks instead of 0" (a review explains the points a brisque is worth where it first says this,
:func:`brisque_worth_words`)."""


BRISQUES_SET_BESIDE: Final = f"in the last six tricks {INSTEAD_OF}"


def brisque_worth_words(profile: Profile) -> str:
    """Where the points a brisque of the last six tricks is worth come from, in a player's words and by the rules
    (:func:`~penchant.rules.scoring.brisque_changing_hands`), so a review that says "costs you about 3 points: ... it
    brings you 0 brisques in the last six tricks instead of 1" says too why one brisque is worth 3 points.

    >>> from penchant.rules.profiles import KANDELL
    >>> print(brisque_worth_words(KANDELL))
    How a brisque counts: one taken in the last six tricks is a brisquette, worth 1 point at once to whoever takes \
it and not to the other, and it counts towards the book bonus at the end of the deal, 1 point for each brisque \
over six; so a brisque there taken by one player instead of the other moves the difference between them by 3 \
points, by Kandell's rules.
    """
    brisquette = count_words(profile.brisquette_points, "point", digits=True)
    bonus = count_words(profile.bonus_points, "point", digits=True)
    swing = count_words(brisque_changing_hands(profile), "point", digits=True)
    return (f"How a brisque counts: one taken in the last six tricks is a brisquette, worth {brisquette} at once to "
            f"whoever takes it and not to the other, and it counts towards the book bonus at the end of the deal, "
            f"{bonus} for each brisque {over_the_book()}; so a brisque there taken by one player instead of the other "
            f"moves the difference between them by {swing}, by {rules_words(profile.name)}.")


PART_DIFFERS: Final = 0.6
"""A difference between two lines' play-outs in one part of the deal (declarations made or conceded, the last six
tricks) that is said: six tenths of the unit the coach rounds points to."""


LEAD_DIFFERS: Final = 0.25
"""A difference in how often two lines lead the last six tricks that is said: a quarter of the sampled deals."""


LEAD_WORTH: Final = 2
"""What the lead of the last six weighs, in units, beside the points a line makes (to rank what is said)."""


TRICK_DIFFERS: Final = 0.3
"""A difference in how often two leads win the trick that is said: three in ten of the sampled deals."""


def compared_effects(
    mine: Line, other: Line, unit: float, v: PlayerView, exact: bool, *, figures: bool = True
) -> list[tuple[float, str, bool]]:
    """What the play-outs show this action does better or worse than the other, the largest first.

    Each is (size in points, words, whether it favours this action). ``figures``: the words say the points and
    the shares (a reason's line); without them (a hint weighing moves about the same, whose figures are one click
    away) they say only which way the part goes. The thresholds are :data:`PART_DIFFERS`, :data:`LEAD_DIFFERS` and
    :data:`TRICK_DIFFERS`.
    """
    out: list[tuple[float, str, bool]] = []
    if exact:
        if mine.brisques is not None and other.brisques is not None and mine.brisques != other.brisques:
            n = mine.brisques
            out.append((abs(n - other.brisques) * unit,
                        f"with best play by both sides brings you {count_words(n, 'brisque', digits=True)} in the last "
                        f"six tricks {INSTEAD_OF} {other.brisques}", n > other.brisques))
        return out
    big = PART_DIFFERS * unit

    def more(d: float, figure: str = "") -> str:
        return f"{figure + ' ' if figure and figures else ''}{'more' if d > 0 else 'less'}"

    d = mine.declared - other.declared
    to_come = declarations_to_come(v)
    later = "in the rest of the first ten tricks" if to_come else "now"
    if abs(d) >= big and to_come:
        out.append((abs(d), f"lets you declare {more(d, points_words(d, unit))} {later}", d > 0))
    elif abs(d) >= big and not isinstance(mine.action, Declare):
        # The declaration after the tenth trick is the last: what differs is this one, made or not.
        out.append((abs(d), f"scores {more(d, points_words(d, unit))} now", d > 0))
    c = mine.conceded - other.conceded
    if abs(c) >= big:
        said = (f"{'gives' if c > 0 else 'denies'} him {points_words(c, unit)} of declarations {later}" if figures
                else f"leaves him {'more' if c > 0 else 'less'} to declare")
        out.append((abs(c), said, c < 0))
    e = mine.endgame - other.endgame
    lead_said = False
    if abs(e) >= big:
        text, lead_said = last_six_words(mine, other, points_words(e, unit) if figures else "",
                                         kept_for_last_six(v, mine.action, other.action),
                                         trump_fixed=v.trump is not None)
        out.append((abs(e), text, e > 0))
    lead = mine.leads_endgame - other.leads_endgame
    if abs(lead) >= LEAD_DIFFERS and not v.last_six and not lead_said:
        shares = (f" ({share_words(mine.leads_endgame)} when {PLAYED_OUT}, against "
                  f"{share_words(other.leads_endgame)})" if figures else "")
        out.append((abs(lead) * LEAD_WORTH * unit,
                    f"{more(lead)} often brings you the lead in the last six tricks{shares}", lead > 0))
    if v.stage is Stage.LEAD:
        w = mine.wins_trick - other.wins_trick
        if abs(w) >= TRICK_DIFFERS:
            share = f" ({share_words(mine.wins_trick)} when {PLAYED_OUT})" if figures else ""
            out.append((abs(w) * unit, f"wins this trick {more(w)} often{share}", w > 0))
    out.sort(key=lambda t: -t[0])
    return out


def last_six_holdings(state: DealState, me: int) -> tuple[int, int, int]:
    """What ``me`` comes to the last six tricks with, against him, in a deal at their start: (trumps in hand,
    Aces and Tens in hand, brisques already won), each ``me``'s less his. The tables are back in hand by then
    (:func:`~penchant.rules.procedure.hand_for_last_six`), so both are counted."""
    them = other_player(me)
    hold = tuple(hand_for_last_six(state.hands_mask[p], state.tables_mask[p]) for p in (me, them))
    trump = trump_mask(state.trump)
    high = 0
    for r in SAVED_BRISQUE_RANKS:
        high |= RANK_MASKS[r]
    won = state.brisques
    return ((hold[0] & trump).bit_count() - (hold[1] & trump).bit_count(),
            (hold[0] & high).bit_count() - (hold[1] & high).bit_count(),
            won[me] - won[them])


LAST_SIX_CARDS: Final = 0.5
"""A difference in what the two lines come to the last six with (trumps, Aces and Tens, brisques won) that is
said: half a card on average across the sampled deals."""


LAST_SIX_LEAD: Final = LEAD_DIFFERS
"""A difference in how often the two lines lead the last six that is said (a quarter of the sampled deals), as
the lead is said elsewhere (:func:`compared_effects`)."""


def kept_for_last_six(v: PlayerView, mine: Action, other: Action) -> tuple[Card, Card] | None:
    """The card ``mine`` keeps for the last six tricks and the one it plays instead, where that is certain: two
    cards played to the last trick of the first ten that both win it or both lose it (the same draw follows,
    and no other card is played before the last six). ``None`` elsewhere."""
    if not (isinstance(mine, Play) and isinstance(other, Play) and v.stage is Stage.FOLLOW and v.lead is not None
            and not v.last_six and tenth_trick_in_play(tricks_for_stock(v.stock_size))):
        return None
    if follower_wins(v.lead.index, mine.card.index, v.trump) != follower_wins(v.lead.index, other.card.index,
                                                                               v.trump):
        return None
    return other.card, mine.card


def last_six_why(mine: Line, other: Line, kept: tuple[Card, Card] | None = None, *, trump_fixed: bool = True
                 ) -> list[tuple[str, str]]:
    """Why ``mine`` does better (or worse) than ``other`` in the last six tricks, in a player's words read from
    their play-outs: what the player comes to them with, against him (trumps, Aces and Tens, brisques already
    won toward the book bonus, the lead), the largest differences first, at most two, each as (what, words
    to follow "you come to them"). Only the differences that side with the result are said: a line doing
    better is not explained by the trumps it loses. ``trump_fixed``: whether the deal has a trump yet; without one
    the trumps are not said (the play-outs' trumps are set only in some of the sampled deals, and a deal with no
    trump has none to hold fewer of)."""
    sign = 1.0 if mine.endgame >= other.endgame else -1.0
    found: list[tuple[float, str, str]] = []
    for key, d, more, fewer in (
        ("trumps", mine.trumps_edge - other.trumps_edge, "holding more of the trumps", "holding fewer of the trumps"),
        ("aces and tens", mine.aces_tens_edge - other.aces_tens_edge, "holding more of the Aces and Tens",
         "holding fewer of the Aces and Tens"),
        ("brisques won", mine.won_edge - other.won_edge,
         "with more brisques already won toward the book bonus",
         "with fewer brisques already won toward the book bonus"),
    ):
        if d * sign >= LAST_SIX_CARDS and (trump_fixed or key != "trumps"):
            found.append((abs(d), key, more if d > 0 else fewer))
    lead = mine.leads_endgame - other.leads_endgame
    if lead * sign >= LAST_SIX_LEAD:
        found.append((abs(lead) * LEAD_WORTH, "lead", f"with the lead {'more' if lead > 0 else 'less'} often"))
    found.sort(key=lambda t: -t[0])
    if kept is not None and mine.endgame > other.endgame:
        # The one card that differs says it best: the counts only follow from it.
        keep, spend = kept
        return [("card", f"holding the {card_words(keep)} rather than the {card_words(spend)}"), *[
            (key, words) for _size, key, words in found[:1]]]
    return [(key, words) for _size, key, words in found[:2]]


def last_six_words(mine: Line, other: Line, size: str = "", kept: tuple[Card, Card] | None = None, *,
                   trump_fixed: bool = True) -> tuple[str, bool]:
    """``mine`` doing better (or worse) than ``other`` in the last six tricks, with why
    (:func:`last_six_why`; ``kept``: :func:`kept_for_last_six`), ``size`` the points it makes (``"about 2
    points"``) or ``""``; and whether the why says the lead (then the lead is not said again beside it)."""
    better = "better" if mine.endgame >= other.endgame else "worse"
    head = f"does {size + ' ' if size else ''}{better} in the last six tricks"
    why = last_six_why(mine, other, kept, trump_fixed=trump_fixed)
    if not why:
        # Nothing counted differs: which cards they are (their suits, what his cards can beat) decides.
        # Said as what the coach did, so that a beginner sees where the figure comes from: how a declaration now
        # changes the last six is no rule to see, only the play-outs' result.
        return (f"{head} (the coach played the rest of the deal out both ways, and this way wins you "
                f"{'more' if better == 'better' else 'fewer'} brisques there)"), False
    words = [w for _k, w in why]
    if len(words) == 2 and all(w.startswith("holding ") for w in words):
        words[1] = words[1].removeprefix("holding ")  # "holding more of the Aces and Tens, and more of the trumps"
    # In brackets: the reason is one item of a list joined by "and", and its own "and" would read as the list's.
    return f"{head} (you come to them {', and '.join(words)})", any(k == "lead" for k, _w in why)


def declarations_to_come(v: PlayerView) -> bool:
    """Whether a declaration can still follow this decision in the first ten tricks: whether one may follow the
    next trick to be played (the rules' :func:`~penchant.rules.procedure.declaration_may_follow` of
    :func:`~penchant.rules.procedure.trick_in_play`: after the tenth trick's declaration, or in the last six, none)."""
    return declaration_may_follow(trick_in_play(v.tricks_played))

