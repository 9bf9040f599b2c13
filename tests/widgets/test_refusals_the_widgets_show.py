"""The refusals the boards show, in the player's words, held as they read today (review eng10, finding 8): each
is made by the engine call a board makes (the play board and the deal table apply an action, the declaration
bench checks one, the end-game board plays a card, the tally reads the typed scores, the marker imports a record
or enters a step) and said by :func:`~penchant.words.refusals.refusal_words`, as the boards say it.

A refusal's words are built from the error's typed parts where it carries them (the input refused, the reason,
the cards): a change to how a message is formatted for the log must leave these sentences as they are."""

from __future__ import annotations

import re
from collections.abc import Callable

import pytest

from penchant.errors import PenchantError
from penchant.marker.applying_entries import refusal_sentence
from penchant.play.dealing import new_deal
from penchant.play.game import Game
from penchant.play.game_record import GameRecord
from penchant.play.moves import Play, Stage, parse_action
from penchant.play.state import DealState
from penchant.players import get_player
from penchant.puzzles.sessions.endgame_session import EndgameSession
from penchant.rules.cards import NOTATION, CardSet
from penchant.rules.combinations import check_declaration
from penchant.rules.holdings import Holdings
from penchant.rules.kinds import Kind
from penchant.rules.profiles import KANDELL
from penchant.typed_counts import deal_scores_typed
from penchant.words.refusals import refusal_words

PACK = CardSet("7S 8S 9S TS JS QS KS AS 7H 8H 9H TH JH QH KH AH 7D 8D 9D TD JD QD KD AD 7C 8C 9C TC JC QC KC AC")


def _deal() -> DealState:
    return new_deal(rng=3)


def _not_held() -> str:
    deal = _deal()
    return str(next(c for c in PACK if not deal.view(deal.to_move).hand.mask & c.bit))


def _following_in_the_last_six() -> DealState:
    """A deal played on (each time the first legal action) to the last six tricks, where a card is to follow and
    some card of the hand may not be played."""
    deal = _deal()
    while not (deal.phase == 2 and deal.stage is Stage.FOLLOW
               and len(deal.legal_actions) < len(deal.view(deal.to_move).hand)):
        deal.apply(next(iter(deal.legal_actions)))
    return deal


def _refused_follow() -> None:
    deal = _following_in_the_last_six()
    held = deal.view(deal.to_move).hand
    deal.apply(Play(next(c for c in held if Play(c) not in deal.legal_actions)))


def _played_out() -> DealState:
    deal = _deal()
    while not deal.is_over():
        deal.apply(next(iter(deal.legal_actions)))
    return deal


def _endgame() -> EndgameSession:
    return EndgameSession.from_position("AS TS 7H", "8H 9H", trump="H", led="KS", won=(4, 5))


def _over_game() -> None:
    game = Game(profile=KANDELL, rng=3)
    while not game.is_over():
        game.apply(next(iter(game.current.legal_actions)))
    game.apply("pass")


def _declared(cards: str, hand: str, table: str = "", opp_table: str = "", *, once: bool = False) -> Callable[[], None]:
    """``once``: under the house rule that a card serves once in each kind, the table's Q♠ Q♥ declared a pair
    before."""
    def check() -> None:
        profile = KANDELL.with_options(same_kind_reuse=False) if once else KANDELL
        declared = [(Kind.PAIR, CardSet("QS QH").mask)] if once else []
        verdict = check_declaration(cards, Holdings.parse(hand=hand, table=table, opp_table=opp_table), profile,
                                    declared=declared)
        raise verdict.error or AssertionError(f"{cards} was allowed")
    return check


CASES: dict[str, Callable[[], object]] = {
    # the play board and the deal table: an action applied to the deal
    "a card not held": lambda: _deal().apply(parse_action(f"play {_not_held()}")),
    "a pass while leading": lambda: _deal().apply(parse_action("pass")),
    "a declaration while leading": lambda: _deal().apply(parse_action("declare QS JH")),
    "a card that does not follow": _refused_follow,
    "a move after the deal": lambda: _played_out().apply(parse_action("pass")),
    "a card outside the pack": lambda: parse_action("play 6S"),
    "no action": lambda: parse_action("jump"),
    "a move after the game": _over_game,
    "an unknown player": lambda: get_player("nobody", KANDELL),
    # the declaration bench: a declaration checked
    "no combination": _declared("9H TC", "9H TC 7S"),
    "cards not held": _declared("QS KS", "9H TC 7S"),
    "nothing fresh": _declared("QS KS", "7S", table="QS KS"),
    "barred": _declared("9S 9H", "9S 9H", opp_table="QS QH"),
    "a card served once": _declared("QS QD", "QD", table="QS QH", once=True),
    # the end-game board: a card played
    "an end-game card not held": lambda: _endgame().play("QD"),
    "an end-game card that does not follow": lambda: _endgame().play("7H"),
    # the tally: the scores as typed
    "one score of a deal": lambda: deal_scores_typed([("12", "")], KANDELL),
    "a score not whole": lambda: deal_scores_typed([("x", "3")], KANDELL),
    # the marker: a record imported
    "a record without its format": lambda: GameRecord.from_str('{"x": 1}'),
}


def shown(make: Callable[[], object]) -> str:
    with pytest.raises(PenchantError) as caught:
        make()
    return refusal_words(caught.value)


SAID: dict[str, str] = {
    'a card not held': "7♠ is not in the leader's hand or table.",
    'a pass while leading': 'There is nothing to pass on now; the leader must play a card.',
    'a declaration while leading': 'No trick has been played yet: only after a trick may its winner declare.',
    'a card that does not follow': (
        'A♥ cannot be played. In the last six tricks you must follow suit and win if able (9♦ led), so '
        'play Q♦ or J♦.'
    ),
    'a move after the deal': 'The deal is over.',
    'a card outside the pack': (
        '“6S” is not a card: write rank (7 8 9 T J Q K A, or 10) then suit (S H D C or ♠ ♥ ♦ ♣), such as Q♠.'
    ),
    'no action': '“jump” is not an action: write “play Q♠”, “declare Q♠ J♥” or “pass”.',
    'a move after the game': 'The game is over after four deals.',
    'an unknown player': (
        '“nobody” is not a player name: one of random, greedy, strong, strong:N, master, master:N, ismcts, '
        'ismcts:N or ismcts:0.3s.'
    ),
    'no combination': 'You cannot declare 9♥ 10♣: these cards form no combination.',
    'cards not held': 'You cannot declare Q♠ K♠: Q♠ K♠ is not in your hand or on your table.',
    'nothing fresh': (
        'You cannot declare Q♠ K♠: every card is already on your table, and a declaration must add at least one '
        'fresh card from the hand.'
    ),
    'barred': (
        "You cannot declare 9♠ 9♥: minor pairs are barred, because the opponent's table holds two Queens (Q♠ Q♥), "
        'a major pair, and you have no major pair on your table. To unbar: a major pair of Queens, Kings or '
        'Aces on your own table. '
        'If he plays one of Q♠ Q♥ from his table, your minor pairs are free: the one Queen left there is no set.'
    ),
    'a card served once': (
        'You cannot declare Q♠ Q♦: Q♠ already served in a pair, and these rules let a card serve only once in'
        ' each kind.'
    ),
    'an end-game card not held': 'Q♦ is not in your hand (10♠ A♠ 7♥).',
    'an end-game card that does not follow': (
        '7♥ cannot be played. In the last six tricks you must follow suit and win if able (K♠ led), so '
        'play A♠.'
    ),
    'one score of a deal': (
        "Deal 1 has only one score (“12”): fill in both players' scores, or leave both blank if the deal is "
        'not played yet.'
    ),
    'a score not whole': 'Deal 1: “x” is not a whole number.',
    'a record without its format': 'The record: the field “format” is missing.',
}


@pytest.mark.parametrize("case", sorted(CASES))
def test_each_refusal_a_board_shows_reads_as_it_did(case: str) -> None:
    assert shown(CASES[case]) == SAID[case]


def test_every_case_is_held() -> None:
    assert set(SAID) == set(CASES)


@pytest.mark.parametrize("case", sorted(CASES))
def test_a_refusal_is_a_sentence_in_symbols_without_quotes(case: str) -> None:
    said = SAID[case]
    assert (said[:1].isupper() or said[:1] in "“0123456789") and said.endswith("."), said  # "7♠ is ...", "“6S”: not"
    assert not re.search(r"(?<![A-Za-z0-9])'", said), said  # no straight quotes: the input, if named, is in curly ones
    assert not NOTATION.search(said), said  # cards in symbols


def test_the_marker_says_its_refusals_in_the_players_names() -> None:
    from penchant.errors import IllegalDeclarationError
    from penchant.marker.applying_entries import refused

    assert refusal_sentence(refused("a trick won by 'Ann'", "the game is over"), ("Ann", "Bob")) == (
        "A trick won by Ann was not entered: the game is over.")
    error = IllegalDeclarationError.cannot_declare("9S 9C", "9♠ was played to a trick this deal")
    assert refusal_sentence(error, ("JD", "Bob"), player=0) == (
        "JD cannot declare 9♠ 9♣: 9♠ was played to a trick this deal.")


def test_a_refusal_of_an_input_is_said_from_its_parts_not_its_message() -> None:
    """A play refused carries the input and the reason (``IllegalPlayError.refusing``): the words are the reason,
    whatever the message looks like."""
    from penchant.errors import IllegalPlayError

    with pytest.raises(IllegalPlayError) as caught:
        _deal().apply(parse_action(f"play {_not_held()}"))
    error = caught.value
    assert error.given == f"play {_not_held()}" and error.reason is not None
    error.args = ("a message formatted some other way",)
    assert refusal_words(error) == SAID["a card not held"]


@pytest.mark.parametrize("case", sorted(CASES))
def test_no_refusal_names_a_settings_key(case: str) -> None:
    """The rules' switch is said in words ("these rules let a card serve only once"), never by its key."""
    with pytest.raises(PenchantError) as caught:
        CASES[case]()
    assert not re.search(r"\b[a-z]+(?:_[a-z]+)+ (?:on|off)\b", str(caught.value)), caught.value
