"""DealState is read-only from outside penchant.play (issue #18): every field is a property returning an
immutable value, so a reader cannot change the deal by accident; the deal changes only through
``apply`` (validated) and the documented fast path ``apply_unchecked``."""

from __future__ import annotations

import random

import pytest

from penchant.errors import InvalidSettingError
from penchant.play.dealing import new_deal
from penchant.play.moves import Stage
from penchant.play.state import DealState
from penchant.rules.cards import Card, CardSet

FIELDS = (
    "profile", "dealer", "hands", "tables", "stock", "stage", "to_move", "leader", "lead", "trump", "tricks",
    "taken", "phase1_brisques", "brisquettes", "scores", "events", "declared", "history", "played",
    "last_trick", "trick_winner",
)


def mid_deal(seed: int = 3, actions: int = 25) -> DealState:
    st = new_deal(rng=seed)
    rng = random.Random(seed)
    for _ in range(actions):
        acts = st.legal_actions
        st.apply(acts[rng.randrange(len(acts))])
    return st


@pytest.mark.parametrize("name", FIELDS)
def test_no_field_can_be_assigned_from_outside(name: str) -> None:
    st = mid_deal()
    before = st.to_json()
    with pytest.raises(AttributeError):
        setattr(st, name, getattr(st, name))
    assert st.to_json() == before


def test_the_values_read_cannot_change_the_deal() -> None:
    st = mid_deal()
    before = st.to_json()
    for name in ("hands", "tables", "stock", "taken", "scores", "brisquettes", "phase1_brisques"):
        value = getattr(st, name)
        assert isinstance(value, tuple), name
        with pytest.raises(TypeError):
            value[0] = 0  # type: ignore[index]
    assert isinstance(st.history, tuple) and isinstance(st.events, tuple)
    assert all(isinstance(d, tuple) for d in st.declared)
    assert st.to_json() == before


def test_there_is_one_name_for_the_player_to_move() -> None:
    st = mid_deal()
    assert not hasattr(st, "to_move_")
    assert st.to_move in (0, 1) and st.view(st.to_move).to_move == st.to_move


def test_apply_and_the_fast_path_still_change_it_and_clones_are_apart() -> None:
    st = mid_deal(actions=0)
    copy = st.clone()
    first = st.legal_actions[0]
    st.apply(first)
    assert st.stage is Stage.FOLLOW and copy.stage is Stage.LEAD
    copy.apply_unchecked(copy.legal_actions[0])
    assert copy.to_json() == st.to_json() and copy == st


POSITION_ONLY = ("history", "events")
"""What a short form leaves out, as a chess FEN leaves out the moves: the rest of the position is kept."""


def _position(st: DealState) -> dict[str, object]:
    return {k: v for k, v in st.to_json().items() if k not in POSITION_ONLY}


@pytest.mark.parametrize("rules", ["foster", "kandell", "modern-options"])
def test_a_deal_state_repr_is_a_short_call_that_rebuilds_it(rules: str) -> None:
    """``repr`` is a pasteable call (python-chess prints ``Board('fen')``), short and readable (review h32 #2: it
    was a ~600-character JSON object): the position's short form, one line of ``name value`` fields; evaluated,
    it gives the same position, through the deal and at its end. ``to_str`` still round-trips the whole deal."""
    from penchant.rules.profiles import get_profile

    profile = get_profile("modern").with_options(barring="by_value", bonus_multiplier=2, same_kind_reuse=False) \
        if rules == "modern-options" else get_profile(rules)
    rng = random.Random(4)
    st = new_deal(profile, 4)
    longest = 0
    while True:
        text = repr(st)
        longest = max(longest, len(text))
        assert text.startswith("DealState.from_str('") and "{" not in text and "_profile" not in text
        again = eval(text, {"DealState": DealState})
        assert _position(again) == _position(st) and repr(again) == text
        assert list(again.legal_actions) == list(st.legal_actions) and again.scores == st.scores
        assert DealState.from_str(st.to_str()).to_json() == st.to_json()  # the whole deal, history and all
        if st.is_over():
            break
        st.apply(rng.choice(list(st.legal_actions)))
    assert longest < 450, longest


def test_a_deal_state_str_is_a_picture_for_a_person() -> None:
    """``str`` is the deal for a person: a few lines in the game's words (cards in symbols, whose turn), not JSON."""
    st = new_deal("kandell", 3)
    rng = random.Random(3)
    for _ in range(30):
        st.apply(rng.choice(list(st.legal_actions)))
    text = str(st)
    assert text.splitlines() == [
        "A deal of Penchant by Kandell's rules; the first player deals.",
        "Trick 12 of 16 (the last six): the first player led 8♠, the second player to follow.",
        "Trump: clubs (set by J♣). Stock: empty.",
        "The first player: hand J♠ K♠ 7♥ 9♦; taken 10 cards, 5 brisques; 3 points",
        "The second player: hand 7♠ A♥ 8♦ 10♦ Q♣; taken 12 cards, 3 brisques; 3 points",
    ]
    start = str(new_deal("kandell", 3))
    assert "Trick 1 of 16 (the first ten): the second player to lead." in start
    assert "Stock: 20 cards, A♦ on top." in start
    assert not any(f"player {p}" in text for p in (0, 1)), "the engine's index said to a person"  # review 35 #3
    assert "table -" in start and "{" not in start


@pytest.mark.parametrize("text, why", [
    ("kandell | dealer 0 | stage lead", "not a whole position"),
    ("kandell | dealer zero", "not a whole number"),
    ("kandell | dealer 0 | dealer 1", "named twice"),
    ("kandell | colour red", "not a field of a position"),
    ("kandell | scores 1", "both players'"),
    ("", "not a position"),
])
def test_a_short_form_that_cannot_be_read_is_refused_quoting_it(text: str, why: str) -> None:
    from penchant.errors import InvalidNotationError

    with pytest.raises(InvalidNotationError, match=why):
        DealState.from_str(text)


@pytest.mark.parametrize("dealer", [0, 1])
def test_trick_winner_means_nothing_before_the_first_trick_and_then_names_its_winner(dealer: int) -> None:
    """As its docstring says: 0 before any trick (no last trick yet; the leader is another field), then the
    player who won the last trick."""
    st = new_deal(rng=random.Random(7), dealer=dealer)
    assert st.last_trick is None and st.trick_winner == 0 and st.leader == 1 - dealer
    while st.last_trick is None:
        st.apply(next(iter(st.legal_actions)))
    assert st.trick_winner == st.last_trick.winner
    assert not hasattr(st, "score")  # one name for the running scores: scores (the alias score went)


def test_the_natural_names_are_cards_and_the_masks_are_named_as_masks() -> None:
    """A deal's fields are asked in the game's words (review h32 #1: ``hands``, ``taken``, ``stock`` were bit masks,
    the readable forms under other names): ``hands``, ``tables``, ``taken`` and ``played`` are card sets, ``stock``
    and ``lead`` cards, at every moment of played deals the cards the position format writes; the fast path for
    search is under explicit names (``hands_mask``, ``tables_mask``, ``taken_mask``, ``played_mask``,
    ``stock_indices``, ``lead_index``, ``declared_masks``) and agrees with them; ``declared`` gives the cards."""
    rng = random.Random(46)
    led = 0
    for _ in range(6):
        st = new_deal(rng=rng, dealer=rng.randrange(2))
        while True:
            data = st.to_json()
            for p in (0, 1):
                for cards in (st.hands[p], st.tables[p], st.taken[p]):
                    assert isinstance(cards, CardSet)
                assert st.hands[p] == st.hand(p) and st.tables[p] == st.table(p)
                assert st.hands_mask[p] == st.hands[p].mask and st.tables_mask[p] == st.tables[p].mask
                assert st.taken_mask[p] == st.taken[p].mask
            assert [str(h) for h in st.hands] == data["hands"] and [str(t) for t in st.tables] == data["tables"]
            assert [str(t) for t in st.taken] == data["taken"]
            assert isinstance(st.played, CardSet) and str(st.played) == data["played"]
            assert st.played_mask == st.played.mask
            assert all(isinstance(c, Card) for c in st.stock) and " ".join(map(str, st.stock)) == data["stock"]
            assert st.stock_indices == tuple(c.index for c in st.stock)
            assert (None if st.lead is None else str(st.lead)) == data["lead"]
            assert st.lead_index == (None if st.lead is None else st.lead.index)
            for mine, masks, written in zip(st.declared, st.declared_masks, data["declared"], strict=True):
                assert [(k.value, str(cards)) for k, cards in mine] == [(d["kind"], d["cards"]) for d in written]
                assert [(k, cards.mask) for k, cards in mine] == list(masks)
            led += st.lead is not None
            if st.is_over():
                break
            st.apply(rng.choice(list(st.legal_actions)))
    assert led  # a card was led at some moment: the card led was asked, not only None
    for gone in ("played_cards", "stock_cards", "led_card", "taken_cards"):  # one name for each field
        assert not hasattr(new_deal(rng=1), gone), gone
    with pytest.raises(InvalidSettingError, match="-1"):
        new_deal(rng=rng).hand(-1)


GAME_FIELDS = ("profile", "rng", "players", "first_dealer", "cuts", "shuffles", "deal_on_request", "current",
               "finished")


@pytest.mark.parametrize("name", GAME_FIELDS)
def test_no_field_of_a_game_can_be_assigned_from_outside(name: str) -> None:
    """Review d30 #3: a Game's fields were plain attributes (``game.current = other_deal`` went unchecked); they
    are read-only properties, and a game changes only through apply and next_deal (validated)."""
    from penchant.play.game import Game

    game = Game(rng=7)
    before = game.to_json()
    with pytest.raises(AttributeError):
        setattr(game, name, getattr(game, name))
    assert game.to_json() == before
    assert isinstance(Game(rng=7).cuts, tuple) and isinstance(game.players, tuple)
