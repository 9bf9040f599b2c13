"""What a choice does, in a player's words: the reasons the coach gives (:mod:`penchant.coaching.coach`).

Read from the position (barring by the tables, brisques thrown or taken, Aces and Tens spent or saved,
the trump a penchant sets, combinations broken up, the last trick of the first ten) and from two compared
lines of play-outs (declarations gained or conceded, the last six tricks, the lead), never from a template
keyed on a card.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Final

from penchant.english.lists import join_and
from penchant.english.numbers import count_words, share_words
from penchant.judgement.moments import SAVED_BRISQUE_RANKS, saved_brisque
from penchant.play.moves import Action, Declare, Pass, Play, Stage
from penchant.play.state import DealState
from penchant.play.view import PlayerView
from penchant.rules.barring import SIZE_PLURALS, barred_set_sizes, is_minor_set_mask
from penchant.rules.cards import RANK_MASKS, Card, CardSet, cards_of
from penchant.rules.combinations import candidate_combinations, classify, legal_declaration_masks, reunions_containing
from penchant.rules.kinds import Kind
from penchant.rules.procedure import hand_for_last_six, last_six_begun, tenth_trick_in_play, tricks_for_stock
from penchant.rules.profiles import Profile, rules_words
from penchant.rules.scoring import brisque_changing_hands
from penchant.rules.suits_and_ranks import Suit
from penchant.rules.tricks import follower_wins, last_six_follows, trump_mask
from penchant.rules.trump import penchant_sets_trump, trump_of_penchant
from penchant.words.cards import card_words, cards_words

if TYPE_CHECKING:
    from penchant.coaching.analysis import Line

__all__ = [
    "BRISQUES_SET_BESIDE",
    "bar_changes",
    "INSTEAD_OF",
    "brisque_worth_words",
    "points_words",
    "action_phrase",
    "played_phrase",
    "said_of_itself",
    "breaks_up",
    "compared_effects",
    "declarations_to_come",
    "hidden_words",
    "is_drawback",
    "kept_for_last_six",
    "keeps_whole",
    "GIVES_UP",
    "STILL_DECLARE",
    "LEAD_DIFFERS",
    "LEAD_WORTH",
    "PART_DIFFERS",
    "SETS_TRUMP",
    "SURE_WINNER",
    "PLAYED_OUT",
    "TRICK_DIFFERS",
    "last_six_holdings",
    "costs_then_gains",
    "last_six_why",
    "last_six_words",
    "plain_effect",
    "static_effects",
]



def points_words(points: float, unit: float = 1.0) -> str:
    """Rounded points of this deal in words: ``'about 2 points'``, ``'less than a point'``."""
    p = abs(points)
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
        return f"declaring the {kind.value if kind else 'cards'} {cards_words(a.cards)}"
    return "passing"


def played_phrase(a: Action) -> str:
    """The move a player made, named as his, the subject of a review's reason about it: ``"your 8♦"``, ``"your
    pass"``, ``"your declaration of the pair 10♠ 10♥"``, so each sentence of a review says which card it is about."""
    if isinstance(a, Play):
        return f"your {card_words(a.card)}"
    if isinstance(a, Declare):
        kind = classify(a.cards)
        return f"your declaration of the {kind.value if kind else 'cards'} {cards_words(a.cards)}"
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
    one the other table bars, is worth nothing to keep now. Largest value first."""
    me = v.player
    served = [(k, cs.mask) for k, cs in v.declarations[me]]
    legal = legal_declaration_masks(v.hand.mask, v.table.mask, v.opp_table.mask, v.profile, served)
    found: list[tuple[int, Kind]] = [(m, k) for m, k in legal if k is not Kind.PENCHANT]
    found.sort(key=lambda c: (-v.profile.value(c[1]), -c[0].bit_count()))
    return found


def _combination_words(combo: tuple[int, Kind]) -> str:
    m, k = combo
    return f"the {k.value} {cards_words(CardSet.from_mask(m))}"


def _worth_words(v: PlayerView, combo: tuple[int, Kind]) -> str:
    return count_words(v.profile.value(combo[1]), "point", digits=True)


STILL_DECLARE: Final = "you could still declare"
"""How the coach says what a combination in hand is worth keeping for: "the marriage Q♥ K♥ (you could still declare
it for 2 points)" ("breaks up your marriage Q♥ K♥" was said of a marriage already declared, and never said what
breaking it up costs)."""


def keeps_whole(v: PlayerView, a: Action) -> str:
    """What a card played in the first ten tricks keeps, in a player's words, when it belongs to none of the
    combinations you could still declare (:func:`_declarable`): ``"keeps the marriage Q♥ K♥ (you could still declare
    it for 2 points)"`` (the two worth most, a set's smaller sets left out); ``""`` for any other action. The
    reason a player gives for a spare card led, said before the play-outs' figures, so the advice gives a reason to
    act on, not a number alone ("Playing 10♣ lets you declare about 1 point more")."""
    if not isinstance(a, Play) or v.phase != 1:
        return ""
    combos = _declarable(v)
    if not combos or any(m & a.card.bit for m, _k in combos):
        return ""
    largest = [(m, k) for m, k in combos if not any(m != o and m & o == m for o, _ in combos)][:2]
    if len(largest) == 1:
        return f"keeps {_combination_words(largest[0])} ({STILL_DECLARE} it for {_worth_words(v, largest[0])})"
    named = join_and([_combination_words(c) for c in largest])
    worth = [v.profile.value(k) for _m, k in largest]
    each = (f"{_worth_words(v, largest[0])} each" if len(set(worth)) == 1
            else f"{join_and([str(w) for w in worth])} points")
    return f"keeps {named} ({STILL_DECLARE} them for {each})"


def static_effects(v: PlayerView, a: Action, versus: Action | None, profile: Profile) -> list[str]:
    """What the action does that can be read from the position alone."""
    out: list[str] = []
    me_table, opp_table = v.table.mask, v.opp_table.mask
    if isinstance(a, Play):
        c = a.card
        out += _play_effects(v, c, profile)
        # An Ace or a Ten the other line spends and this one keeps.
        if (isinstance(versus, Play) and v.phase == 1 and saved_brisque(versus.card.rank)
                and not saved_brisque(c.rank)):
            out.append(f"keeps the {card_words(versus.card)} {IN_HAND_FOR_LAST_SIX}")
        # A table card the other line plays: keeping it keeps its bar.
        if isinstance(versus, Play) and v.phase == 1 and me_table & versus.card.bit and not me_table & c.bit:
            lifted = [n for n in barred_set_sizes(opp_table, me_table, profile) if n not in
                      barred_set_sizes(opp_table, me_table & ~versus.card.bit, profile)]
            if lifted:
                out.append(f"keeps the bar on his {_sizes_words(lifted)}")
    elif isinstance(a, Declare):
        kind = classify(a.cards)
        if kind is not None:
            value = profile.value(kind)
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
            out.append("keeps your cards in hand, off the table")
    return out


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


def _penchant_trump_words(v: PlayerView, cards: CardSet, profile: Profile) -> str:
    """What a penchant declared now does to trump, in a player's words: the suit it sets, or why it sets none (a
    penchant's point is said with what it does to trump, as chapter 4 teaches)."""
    if penchant_sets_trump(profile, v.trump, by_trick_winner=v.stage is Stage.DECLARE):
        return _trump_words(v, trump_of_penchant(cards))
    if v.trump is not None:
        return f"leaves trump as it is, in {Suit(v.trump).plural}: only the deal's first penchant that counts sets it"
    return "leaves trump unset: a penchant declared after losing the trick sets no trump under these rules"


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
    last_of_ten = v.phase == 1 and tenth_trick_in_play(tricks_for_stock(v.stock_size))
    if v.stage is Stage.FOLLOW and v.lead is not None:
        wins = follower_wins(v.lead.index, c.index, trump)
        if wins:
            out.append("wins the last trick of the first ten, to lead the last six" if last_of_ten
                       else "wins the trick")
            if trump is not None and c.suit == trump and v.lead.suit != trump:
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
    elif v.stage is Stage.LEAD and v.phase == 1:
        # Risked only if a card he may hold beats it (his table's, or one not seen): an Ace led with no trump set,
        # which nothing can beat, risks nothing.
        if not v.may_beat(c):
            out.append(SURE_WINNER)
        elif c.is_brisque:
            out.append(f"risks the {card_words(c)}, a brisque, on the lead")
    if v.phase == 1:
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
    if not isinstance(a, Play) or v.phase != 1 or not v.table.mask & a.card.bit:
        return []
    mine, his = v.table.mask, v.opp_table.mask
    after = mine & ~a.card.bit
    lifted = [n for n in barred_set_sizes(his, mine, profile) if n not in barred_set_sizes(his, after, profile)]
    opened = [n for n in barred_set_sizes(after, his, profile) if n not in barred_set_sizes(mine, his, profile)]
    return ([f"lifts the bar your table holds on his {_sizes_words(lifted)}"] if lifted else []) + (
        [f"puts your {_sizes_words(opened)} under his bar"] if opened else [])


def breaks_up(v: PlayerView, a: Action) -> str:
    """What a card played in the first ten tricks gives up of the combinations you could still declare
    (:func:`_declarable`), in a player's words: the one worth most it belongs to (``"gives up the marriage Q♥ K♥
    (which you could otherwise declare for 2 points)"``), or ``""``: a marriage already declared, its points scored, is
    nothing to lose unless it can still score in a larger combination."""
    if not isinstance(a, Play) or v.phase != 1:
        return ""
    combo = next((c for c in _declarable(v) if c[0] & a.card.bit), None)
    if combo is None:
        return ""
    return f"{GIVES_UP} {_combination_words(combo)} ({OTHERWISE_DECLARE} for {_worth_words(v, combo)})"


OTHERWISE_DECLARE: Final = "which you could otherwise declare"
"""How the coach says what a combination a card played gives up was worth: "gives up the marriage Q♥ K♥ (which you
could otherwise declare for 2 points)": said as what could have been, since once the K♥ is played the marriage can no
longer be declared."""

IN_HAND_FOR_LAST_SIX: Final = "in your hand for the last six tricks"
"""Where a card kept back goes, said of one card kept or played: "saves the A♦ for the last six tricks" beside
"Playing A♦ was better", and "spends the A♦ now instead of saving it", can be taken for the opposite of what they
mean; a card "kept in your hand" or "used up now" cannot be misread."""

GIVES_UP: Final = "gives up"
"""How what a card played gives up of a combination begins (:func:`breaks_up`)."""


_DRAWBACKS: Final = ("lets him have", "gives him", "gives up", "throws the", "risks the", "lifts the bar",
                     "puts your", "uses up the", "loses the trick", "leaves trump")


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
above six; so a brisque there taken by one player instead of the other moves the difference between them by 3 \
points, by Kandell's rules.
    """
    brisquette = count_words(profile.brisquette_points, "point", digits=True)
    bonus = count_words(profile.bonus_points, "point", digits=True)
    swing = count_words(brisque_changing_hands(profile), "point", digits=True)
    return (f"How a brisque counts: one taken in the last six tricks is a brisquette, worth {brisquette} at once to "
            f"whoever takes it and not to the other, and it counts towards the book bonus at the end of the deal, "
            f"{bonus} for each brisque above six; so a brisque there taken by one player instead of the other moves "
            f"the difference between them by {swing}, by {rules_words(profile.name)}.")


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
    if abs(lead) >= LEAD_DIFFERS and v.phase == 1 and not lead_said:
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
    them = 1 - me
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
            and v.phase == 1 and tenth_trick_in_play(tricks_for_stock(v.stock_size))):
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
        return (f"{head} (the cards you come to them with win {'more' if better == 'better' else 'fewer'} "
                "brisques there, with best play by both sides)"), False
    words = [w for _k, w in why]
    if len(words) == 2 and all(w.startswith("holding ") for w in words):
        words[1] = words[1].removeprefix("holding ")  # "holding more of the Aces and Tens, and more of the trumps"
    # In brackets: the reason is one item of a list joined by "and", and its own "and" would read as the list's.
    return f"{head} (you come to them {', and '.join(words)})", any(k == "lead" for k, _w in why)


def declarations_to_come(v: PlayerView) -> bool:
    """Whether a declaration can still follow this decision in the first ten tricks (one is made after
    each of them: after the tenth, the decision itself is the last)."""
    if v.phase != 1:
        return False
    return not (v.stage.declaring and last_six_begun(v.tricks_played))


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
