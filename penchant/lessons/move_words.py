"""A move on a deal told in a player's words, for every board and the command line: what it did
(:func:`move_words`: the card led or played and who won the trick, a declaration and the trump it fixed, "nothing to
declare, so the loser may…", the brisquettes and the book bonus scored, the draws as each watching seat may know
them, the last six tricks begun, the deal's end) and what to do first on a deal of one's own
(:func:`first_move_words`). The facts are :func:`~penchant.lessons.deals.what_changed`'s, beside which it lives
(:mod:`penchant.words` sits below the play of a deal and cannot read a move); a page sets them as it likes through
:class:`Marks` (the boards: names escaped, cards in coloured symbols, the trick's winner in bold); the default,
:data:`PLAIN`, is plain words.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from typing import Final, NamedTuple

from penchant.english.grammar import capitalised, is_you, mid_sentence, possessive, verb_form
from penchant.english.grammar import verb as subject_verb
from penchant.lessons.deals import what_changed
from penchant.play.moves import Action, Declare, Play, ScoreKind
from penchant.play.state import DealState
from penchant.rules.cards import Card
from penchant.rules.procedure import first_trick_leader, other_player
from penchant.words.barred_before_taught import barred_before_taught_words
from penchant.words.cards import cards_words
from penchant.words.kinds import kind_words
from penchant.words.tricks import last_six_begin_words, loser_may_declare_words
from penchant.words.trump import trump_fixed_words, trump_not_fixed_words

__all__ = ["PLAIN", "Marks", "first_move_words", "move_words"]


def _as_said(words: str) -> str:
    return words


class Marks(NamedTuple):
    """How a page sets the words it is given: ``text`` sets a name or a phrase (a board escapes it for HTML),
    ``cards`` writes cards (a board: coloured symbols), ``strong`` makes a phrase stand out (a board: bold; it is
    given a phrase already set by ``text``)."""

    text: Callable[[str], str] = _as_said
    cards: Callable[[Iterable[Card]], str] = cards_words
    strong: Callable[[str], str] = _as_said


PLAIN: Final = Marks()
"""Plain words: names and phrases as they are, cards in symbols (:func:`~penchant.words.cards.cards_words`)."""


def first_move_words(state: DealState, names: Sequence[str], marks: Marks = PLAIN) -> str:
    """What to do first on a deal of one's own (no example to step through): you move for both players, and the
    leader's card comes first: whose card to click, said before the first move."""
    name = names[state.to_move]
    whose = possessive("you") if is_you(name) else possessive(name)
    first = first_trick_leader(state.dealer, state.tricks) is not None  # the rules': the first trick is due
    trick = "the first trick" if first else "the next trick"
    return (f"You make the moves for both players. {marks.text(subject_verb(name, 'lead'))} {trick}: pick a card in "
            f"{marks.text(whose)} hand. The gold badge always shows whose turn it is.")


def move_words(before: DealState, action: Action, after: DealState, names: Sequence[str],
               seen_by: Sequence[int] = (0, 1), marks: Marks = PLAIN) -> list[str]:
    """The lines saying what ``action`` did (:func:`penchant.lessons.deals.what_changed`), told to the seats
    ``seen_by`` (both: an open table; one: a board playing that seat; none: a drawn card named nowhere): a player's
    drawn cards are named to his own seat only; once the stock is out, a hidden seat's hand is said to be known (its
    view, :meth:`DealState.view`, shows it), though not which card of it was drawn. Set by ``marks``.

    >>> from penchant.play.game import Game
    >>> deal = Game(rng=7, first_dealer=0).current
    >>> lead = deal.legal_actions[0]
    >>> after = DealState.from_json(deal.to_json())
    >>> after.apply(lead)
    >>> move_words(deal, lead, after, ("You", "Opponent")) == [f"Opponent led {cards_words([lead.card])}."]
    True
    """
    t, cards = marks.text, marks.cards

    def says(name: str, verb: str) -> str:  # "You win" / "Opponent wins"
        return t(subject_verb(name, verb))

    ch = what_changed(before, action, after)
    who = t(names[ch.player])
    lines: list[str] = []
    if isinstance(action, Play):
        src = " from the table" if ch.from_table else ""
        if ch.trick is None:
            lines.append(f"{who} led {cards([action.card])}{src}.")
        else:
            brisques = ch.brisques_in_trick
            bq = f" (brisques in it: {cards(brisques)})" if brisques else ""
            # One sentence, one name for each player: "Opponent played A♠ and wins the trick", "You played 9♠, and
            # your opponent wins the trick" (a colon and the name again read as a template: "...: Opponent wins").
            if ch.trick.winner == ch.player:
                won = "and " + marks.strong(f"{t(verb_form(names[ch.player], 'win'))} the trick")
            else:
                won = f"and {marks.strong(says(mid_sentence(names[ch.trick.winner]), 'win'))} the trick"
            comma = "" if ch.trick.winner == ch.player else ","
            lines.append(f"{who} played {cards([action.card])}{src}{comma} {won}{bq}.")
    elif isinstance(action, Declare):
        kind = kind_words(ch.declared)
        lines.append(f"{who} declared a {marks.strong(t(kind))} {cards(action.cards)} for {ch.declared_points}.")
        if ch.trump_set is not None:
            lines.append(f"{t(capitalised(trump_fixed_words(ch.trump_set)))}.")
        elif ch.penchant_set_no_trump:  # the engine's report: a loser's penchant fixed none
            lines.append(f"{t(capitalised(trump_not_fixed_words()))}.")
    else:
        lines.append(f"{who} passed.")
    if ch.nothing_to_declare is not None:  # the engine passed for him: said, or the loser's turn comes unexplained
        w = ch.nothing_to_declare
        other = other_player(w)
        loser = "you" if is_you(names[other]) else t(names[other])
        then = f", so {loser} {loser_may_declare_words()}" if after.stage.declaring and after.to_move == other else ""
        lines.append(f"{says(names[w], 'have')} nothing to declare{then}.")
        bar_owner = "your" if is_you(names[other]) else f"{t(names[other])}'s"
        for held, report in ch.barred:  # the reason, where it is a bar, in the words' plain telling (the board
            # may come before barring is taught)
            lines.append(barred_before_taught_words(t(names[w]), held, report, whose=bar_owner, cards=cards))
    # Brisquettes and the book bonus (scored at once).
    for e in ch.scored:
        if e.kind is ScoreKind.BRISQUETTE:
            lines.append(f"{says(names[e.player], 'score')} {e.points} for brisquettes ({t(e.words)}).")
        elif e.kind is ScoreKind.BONUS:
            took = mid_sentence(names[e.player])  # a colon starts no sentence: "Book bonus: you took 9 brisques"
            lines.append(f"Book bonus: {t(took)} took {e.brisques} brisques, so {says(took, 'score')} "
                         f"{e.points} more.")
    # A draw is named to its drawer's own seat only. At the last draw the other's hand comes into view (the view
    # shows it in the last six), yet which card of it came from the stock no one else can tell: naming it there,
    # after "drew a card" all deal long, would name a hidden card.
    views = [after.view(s) for s in seen_by]
    for q, drawn in ch.draws:
        if drawn and any(v.sees_the_draw_of(q) for v in views):
            lines.append(f"{t(names[q])} drew {cards(drawn)}.")
        elif drawn:
            lines.append(f"{t(names[q])} drew a card.")
    if ch.last_six_began:
        lines.append(f"{t(capitalised(last_six_begin_words()))}.")
        # A hand no watching seat saw drawn, yet one of them now sees whole (its view's hand_of).
        for q in sorted({q for q, drawn in ch.draws if drawn and not any(v.sees_the_draw_of(q) for v in views)
                         and any(v.hand_of(q) is not None for v in views)}):
            lines.append(f"{t(capitalised(possessive(names[q])))} hand is known now (every card is "
                         "accounted for), so it is shown face up.")
    if ch.over:
        # the final scores are a label list, each seat's name as its label: "Final score: You 18, Computer 5"
        lines.append(f"The deal is over. Final score: {t(names[0])} {after.scores[0]}, {t(names[1])} "
                     f"{after.scores[1]}.")
    return lines
