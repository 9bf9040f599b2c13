"""Anything that is not a move, a card set or the cards in play is refused in a sentence (a typed
PenchantError quoting the input), never with a bare AttributeError or TypeError from deep inside."""

from __future__ import annotations

import pytest

from penchant.errors import InvalidNotationError, InvalidSettingError, UnknownProfileError
from penchant.play.dealing import new_deal
from penchant.play.game_record import GameRecord
from penchant.play.play_record import PlayRecord
from penchant.play.sheet import score_deal, tally
from penchant.play.state import DealState
from penchant.rules.cards import CardSet
from penchant.rules.combinations import check_declaration, legal_declarations
from penchant.rules.holdings import Holdings
from penchant.rules.kinds import Kind
from penchant.rules.profiles import KANDELL


@pytest.mark.parametrize("thing", [None, 5, 1.5, object()])
def test_a_deal_refuses_what_is_not_an_action(thing: object) -> None:
    st = new_deal(rng=3)
    before = st.to_str()
    with pytest.raises(InvalidNotationError) as caught:
        st.apply(thing)  # type: ignore[arg-type]
    assert str(caught.value).startswith(repr(thing))
    assert st.to_str() == before


@pytest.mark.parametrize("text", ["play", "declare", "play ZZ", "declare QS QS"])
def test_a_written_action_is_quoted_whole(text: str) -> None:
    st = new_deal(rng=3)
    with pytest.raises(InvalidNotationError) as caught:
        st.apply(text)
    assert str(caught.value).startswith(repr(text))


@pytest.mark.parametrize("thing", [None, 1.5, object()])
def test_a_card_set_of_what_is_not_cards(thing: object) -> None:
    with pytest.raises(InvalidNotationError, match="is not a set of cards"):
        CardSet(thing)  # type: ignore[arg-type]


def test_declarations_take_a_profile_by_name() -> None:
    held = Holdings.parse(hand="QS JD 9S 9H", opp_table="QH QC")
    by_name = check_declaration("9S 9H", held, "kandell")
    by_profile = check_declaration("9S 9H", held, KANDELL)
    assert (by_name.legal, by_name.reason) == (by_profile.legal, by_profile.reason)
    assert not by_name.legal
    assert legal_declarations(held, "Kandell") == legal_declarations(held, KANDELL)
    with pytest.raises(UnknownProfileError, match="'cards'"):  # a setting, not notation (review h32 #3)
        check_declaration("QS JD", held, "cards")


@pytest.mark.parametrize("thing", [{}, {"hand": "QS JD"}, "QS JD", None])
def test_declarations_refuse_what_is_not_the_cards_in_play(thing: object) -> None:
    with pytest.raises(InvalidNotationError, match="is not the cards in play"):
        legal_declarations(thing, KANDELL)  # type: ignore[arg-type]
    with pytest.raises(InvalidNotationError, match="is not the cards in play"):
        check_declaration("QS JD", thing, KANDELL)  # type: ignore[arg-type]


@pytest.mark.parametrize("who", [True, False, 2, -1, None, "0", 0.0])
def test_a_view_is_of_player_0_or_1_only(who: object) -> None:
    """A view of True was player 1's; 2 was an IllegalPlayError, as though the rules forbade it: a seat out of its
    bounds is a setting refused."""
    st = new_deal(rng=3)
    with pytest.raises(InvalidSettingError) as caught:
        st.view(who)  # type: ignore[arg-type]
    assert repr(who) in str(caught.value)
    with pytest.raises(InvalidSettingError):
        st.view(0).hand_of(who)  # type: ignore[arg-type]


@pytest.mark.parametrize("thing", [None, 5, 1.5, b"{}", ["{}"]])
def test_what_is_not_record_text_is_invalid_notation(thing: object) -> None:
    """from_str(None) and from_str(5) were bare TypeErrors (len() of a non-string)."""
    for read in (DealState.from_str, GameRecord.from_str, PlayRecord.from_str):
        with pytest.raises(InvalidNotationError) as caught:
            read(thing)  # type: ignore[arg-type]
        assert repr(thing) in str(caught.value), read


@pytest.mark.parametrize("thing", [None, 5, "8 4", ((), (), ())])
def test_a_deal_is_scored_only_from_a_deal_entry(thing: object) -> None:
    """score_deal(None, ...) was an AttributeError."""
    with pytest.raises(InvalidNotationError) as caught:
        score_deal(thing, KANDELL)  # type: ignore[arg-type]
    assert repr(thing) in str(caught.value)
    with pytest.raises(InvalidNotationError):
        tally([thing], KANDELL)  # type: ignore[list-item]


@pytest.mark.parametrize(("fields", "quoted"), [
    ({"brisques": (13, -1)}, "13"),
    ({"brisques": (6, 6), "brisquettes": (7, 0)}, "(7)"),
    ({"declarations": (("pear",), ())}, "'pear'"),  # a kind's name is read ("pair"): a name of none refused
    ({"brisques": (6.0, 6)}, "6.0"),
    ({"brisques": (6, 6, 0)}, "(6, 6, 0)"),
    # each field possible alone, the fields together not a deal: refused when made, not when first scored
    ({"brisques": (7, 4)}, "the brisques taken, 7 and 4, sum to 11"),
    ({"brisques": (7, 5), "brisquettes": (7, 5)}, "brisquettes 7 and 5 need"),
    ({"declarations": ((Kind.MARRIAGE,) * 3, (Kind.MARRIAGE,) * 2)}, "5 marriages in one deal"),
])
def test_a_deal_entry_cannot_be_impossible(fields: dict[str, object], quoted: str) -> None:
    """penchant.DealEntry built brisques (13, -1) and kinds as text; a sheet read them later, or never. Later
    it built brisques (7, 4): each count possible, the two not a deal, refused only when the deal was scored."""
    from penchant.errors import ScoreEntryError
    from penchant.play.sheet import DealEntry

    base: dict[str, object] = {"declarations": ((), ()), "brisquettes": (0, 0), "brisques": (6, 6)}
    with pytest.raises(ScoreEntryError) as caught:
        DealEntry(**{**base, **fields})  # type: ignore[arg-type]
    assert quoted in str(caught.value)


def test_an_entry_forced_into_an_impossible_state_is_refused_when_scored() -> None:
    """Made, an entry is possible; one changed behind the frozen dataclass's back is refused where it is
    scored, quoting the counts."""
    from penchant.errors import ScoreEntryError
    from penchant.play.sheet import DealEntry

    entry = DealEntry(((), ()), (0, 0), (6, 6))
    assert score_deal(entry, KANDELL) == (0, 0)
    object.__setattr__(entry, "brisques", (7, 4))
    with pytest.raises(ScoreEntryError, match="the brisques taken, 7 and 4, sum to 11"):
        score_deal(entry, KANDELL)


def test_a_deal_entry_reads_a_kinds_name_as_the_marker_does() -> None:
    """``DealEntry((("pair",), ()), ...)`` was refused as "'pair' is not a kind of combination", which is false: it
    is one, by name, and the marker's ``Declared(0, "pair")`` takes it so."""
    from penchant.play.sheet import DealEntry

    assert DealEntry((("pair",), ()), (0, 0), (6, 6)).declarations == ((Kind.PAIR,), ())
