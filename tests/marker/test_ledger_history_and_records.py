"""The marker's ledger, continued: undo, redo, edit and delete; referee mode; JSON, replay and records
(a deal's entries: ``test_ledger``; shared taps: ``ledger_taps``).

(Issue #5; docs/RULINGS.md: Combinations; Trump; Barring; Scoring.)
"""

from __future__ import annotations

import copy
import json
from typing import Any

import pytest
from ledger_taps import game, play_deal, refused, tricks

from penchant.errors import (
    BarredError,
    IllegalDeclarationError,
    IllegalPlayError,
    InvalidRecordError,
    PenchantError,
    ScoreEntryError,
)
from penchant.marker import (
    Brisquette,
    Declared,
    Delete,
    Edit,
    EndDeal,
    Ledger,
    NewGame,
    Redo,
    TablePlay,
    TrickWon,
    Undo,
    WholeDeal,
    event_from_json,
)
from penchant.play.game_record import GameRecord
from penchant.play.sheet import DealEntry
from penchant.rules.cards import CardSet
from penchant.rules.kinds import Kind
from penchant.rules.profiles import FOSTER, KANDELL, MODERN
from penchant.rules.suits_and_ranks import Suit

# ---------------------------------------------------------------- undo, redo, edit, delete


def test_undo_and_redo_are_events() -> None:
    ledger = game()
    assert "nothing to undo" in refused(ledger, Undo())
    ledger = ledger.entered(TrickWon(0)).entered(Declared(0, Kind.MARRIAGE))
    undone = ledger.entered(Undo())
    # undo says which entry it took back, in the history's words
    assert undone.sheet.totals == (0, 0) and undone.can_redo
    assert undone.redo_label == "Deal 1, after trick 1: Ann declares a marriage +2"
    assert undone.seq == ledger.seq + 1  # the log only grows
    redone = undone.entered(Redo())
    assert redone.sheet == ledger.sheet
    assert "nothing to redo" in refused(redone, Redo())
    # A new entry clears the redo stack.
    assert not undone.entered(TrickWon(1)).can_redo


def test_undo_crosses_the_end_of_a_deal() -> None:
    ledger = play_deal(game())
    assert ledger.sheet.current.number == 2
    back = ledger.entered(Undo())
    assert back.sheet.current.number == 1 and back.sheet.current.tricks == 10 and not back.sheet.current.ended


def test_edit_a_past_entry_rescores_and_keeps_its_place() -> None:
    ledger = game().entered(TrickWon(0)).entered(Declared(0, Kind.PAIR)).entered(TrickWon(1))
    decl_id = ledger.entries[2][0]
    edited = ledger.entered(Edit(decl_id, Declared(0, Kind.QUADRUPLET)))
    assert edited.sheet.totals == (10, 0)
    assert [eid for eid, _ in edited.entries] == [eid for eid, _ in ledger.entries]
    assert edited.history()[2].edited
    assert edited.entered(Undo()).sheet.totals == (2, 0)


def test_an_edit_that_breaks_a_later_entry_is_refused_with_both_reasons() -> None:
    ledger = game().entered(TrickWon(0)).entered(Declared(0, Kind.MARRIAGE, by_winner=True))
    trick_id = ledger.entries[1][0]
    msg = refused(ledger, Edit(trick_id, TrickWon(1)))
    assert f"edit of #{trick_id} refused" in msg and "would make entry #3" in msg and "Ann lost trick 1" in msg


def test_delete_and_undo_the_deletion() -> None:
    ledger = game().entered(TrickWon(0)).entered(Declared(0, Kind.MARRIAGE)).entered(TrickWon(1))
    decl_id = ledger.entries[2][0]
    gone = ledger.entered(Delete(decl_id))
    assert gone.sheet.totals == (0, 0) and len(gone.entries) == 3
    assert gone.entered(Undo()).sheet == ledger.sheet
    assert "no such entry" in refused(gone, Delete(decl_id))
    assert "cannot be deleted" in refused(ledger, Delete(1))
    # Deleting the trick would leave the declaration without a trick: refused.
    msg = refused(ledger, Delete(ledger.entries[1][0]))
    assert "would make entry #3" in msg


def test_the_note_of_an_entry_not_in_force_is_none_and_is_never_shown() -> None:
    """note_of answered "?" for an entry not in force, a sentinel any caller could show as words."""
    ledger = game().entered(TrickWon(0)).entered(Declared(0, Kind.MARRIAGE))
    decl_id = ledger.entries[2][0]
    assert isinstance(ledger.note_of(decl_id), str) and ledger.note_of(decl_id)
    gone = ledger.entered(Delete(decl_id))
    assert gone.note_of(decl_id) is None and gone.note_of(999) is None
    assert all("?" not in gone.describe(le) for le in gone.log)
    assert gone.entered(Undo()).note_of(decl_id) == ledger.note_of(decl_id)


def test_editing_the_first_entry_changes_rules_and_names_for_the_whole_game() -> None:
    ledger = play_deal(game(KANDELL), decl=[(0, Kind.QUADRUPLET)])
    assert ledger.sheet.totals[0] == 10
    changed = ledger.entered(Edit(1, NewGame(("Ann", "Robert"), MODERN, 0)))
    assert changed.sheet.totals[0] == 8 and changed.sheet.players[1] == "Robert"
    assert "only it does" in refused(ledger, Edit(1, TrickWon(0)))
    assert "only it does" in refused(ledger, Edit(2, NewGame(("A", "B"), KANDELL)))


# ---------------------------------------------------------------- referee mode


def test_referee_classifies_the_cards_and_tracks_the_table() -> None:
    ledger = game().entered(TrickWon(0)).entered(Declared(0, cards=CardSet("KH QH")))
    d = ledger.sheet.current
    assert d.declarations[-1].kind is Kind.MARRIAGE and d.tables[0] == CardSet("KH QH").mask
    # The Queen of hearts again, with a fresh Jack: a besito.
    ledger = ledger.entered(TrickWon(0)).entered(Declared(0, cards=CardSet("QH JH")))
    assert ledger.sheet.totals == (4, 0)


def test_referee_refuses_with_the_engines_explanation() -> None:
    ledger = game().entered(TrickWon(0)).entered(Declared(0, cards=CardSet("KH QH"))).entered(TrickWon(0))
    msg = refused(ledger, Declared(0, cards=CardSet("KH QH")), IllegalDeclarationError)
    assert "'QH KH'" in msg and "at least one fresh card from the hand" in msg
    assert "no combination" in refused(ledger, Declared(0, cards=CardSet("7S 9D")), IllegalDeclarationError)
    msg = refused(ledger, Declared(0, cards=CardSet("KH 8S")), IllegalDeclarationError)
    assert "form no combination" in msg
    with pytest.raises(ScoreEntryError, match="a marriage, not a pair"):  # refused as it is made, not when entered
        Declared(0, cards=CardSet("KH QH"), kind=Kind.PAIR)


def test_referee_barring_and_the_unbar_by_playing_from_the_table() -> None:
    """O has two Queens, P nothing: P's minor pairs are barred (docs/RULINGS.md: Barring, worked checks)."""
    ledger = game().entered(TrickWon(0)).entered(Declared(0, cards=CardSet("QS QH")))
    ledger = ledger.entered(TrickWon(1))
    msg = refused(ledger, Declared(1, cards=CardSet("8C 8D")), BarredError)
    assert "'8D 8C'" in msg and "barred" in msg and "QS QH" in msg
    # Ann plays a Queen from her table: the bar is lifted.
    ledger = ledger.entered(TablePlay(0, CardSet("QS")))
    assert ledger.sheet.current.tables[0] == CardSet("QH").mask
    ledger = ledger.entered(Declared(1, cards=CardSet("8C 8D")))
    assert ledger.sheet.totals == (2, 2)
    # A card played from a table is gone for this deal.
    ledger = ledger.entered(TrickWon(1))
    assert "was played to a trick" in refused(ledger, Declared(1, cards=CardSet("QS JS")),
                                              IllegalDeclarationError)


def test_referee_cards_on_the_opponents_table_and_the_six_card_table() -> None:
    ledger = game().entered(TrickWon(0)).entered(Declared(0, cards=CardSet("KH QH"))).entered(TrickWon(1))
    msg = refused(ledger, Declared(1, cards=CardSet("QH JS")), IllegalDeclarationError)
    assert "QH is on Ann's table" in msg
    ledger = game()
    for cards in ("KS QS", "KH QH"):
        ledger = ledger.entered(TrickWon(0)).entered(Declared(0, cards=CardSet(cards)))
    ledger = ledger.entered(TrickWon(0))
    # At a declaration hand and table hold five (the rules' held("declare")): a third couple would make six.
    msg = refused(ledger, Declared(0, cards=CardSet("QC KC")), IllegalDeclarationError)
    assert "table would hold six cards" in msg and "hold five together" in msg
    assert "not on Ann's table" in refused(ledger, TablePlay(0, CardSet("AS")), IllegalPlayError)


def test_referee_penchant_sets_trump_from_its_jack() -> None:
    ledger = game().entered(TrickWon(1)).entered(Declared(1, cards=CardSet("QS JD")))
    assert ledger.sheet.current.trump is Suit.DIAMONDS
    ledger = game().entered(TrickWon(1))
    msg = refused(ledger, Declared(1, cards=CardSet("QS JD"), jack=Suit.SPADES), IllegalDeclarationError)
    assert "its Jack is a diamond, not a spade" in msg
    # Kandell: the loser's penchant is checked by the engine as penchant-only, and sets no trump.
    ledger = ledger.entered(Declared(0, cards=CardSet("QS JD")))
    assert ledger.sheet.current.trump is None
    ledger = game().entered(TrickWon(1))
    msg = refused(ledger, Declared(0, cards=CardSet("KS QS")), IllegalDeclarationError)
    assert "the loser of a trick may declare only a penchant" in msg


def test_tables_go_back_to_the_hands_in_phase_2() -> None:
    ledger = tricks(game().entered(TrickWon(0)).entered(Declared(0, cards=CardSet("KH QH"))), "0" * 9)
    assert ledger.sheet.current.tables[0]
    ledger = ledger.entered(Brisquette(0))
    assert ledger.sheet.current.tables == (0, 0)
    assert "back in the hands" in refused(ledger, TablePlay(0, CardSet("KH")))


# ---------------------------------------------------------------- JSON, replay, records


ALL_EVENTS: list[Any] = [
    NewGame(("Ann", "Bob"), KANDELL.with_options(bonus_multiplier=2), 1),
    TrickWon(1),
    Declared(1, Kind.PENCHANT, by_winner=True, jack=Suit.CLUBS),
    Declared(0, cards=CardSet("QS JH")),
    Brisquette(0),
    TablePlay(1, CardSet("QH")),
    EndDeal((7, 5)),
    WholeDeal(DealEntry(((Kind.PAIR, Kind.PENCHANT), ()), (1, 0), (6, 6)), Suit.HEARTS),
    Undo(), Redo(), Edit(3, TrickWon(0)), Delete(4),
]


@pytest.mark.parametrize("event", ALL_EVENTS, ids=[type(e).__name__ for e in ALL_EVENTS])
def test_every_event_round_trips_through_json(event: Any) -> None:
    text = json.dumps(event.to_json())
    assert event_from_json(json.loads(text)) == event


@pytest.mark.parametrize(("obj", "needle"), [
    ({"type": "nap"}, "'nap' is not an event type"),
    ([], "is a JSON object"),
    ({"type": "trick", "winner": 2}, "winner must be 0 or 1, not 2"),
    ({"type": "trick", "winner": True}, "not True"),
    ({"type": "declare", "player": 0, "kind": "nap"}, "'nap' is not a kind"),
    ({"type": "end_deal", "brisques": ["6", 6]}, "brisques: '6' is not a whole number"),
])
def test_bad_event_json_is_refused(obj: Any, needle: str) -> None:
    with pytest.raises(PenchantError, match=needle):
        event_from_json(obj)


def test_replay_gives_the_same_sheet_and_lenient_replay_skips_what_no_longer_applies() -> None:
    ledger = play_deal(game(), decl=[(0, Kind.MARRIAGE), (1, Kind.PENCHANT)], brisquettes=(1, 1))
    ledger = ledger.entered(TrickWon(0)).entered(Undo()).entered(TrickWon(1)).entered(Edit(3, Declared(0, Kind.CLAN)))
    events = [event_from_json(json.loads(json.dumps(le.event.to_json()))) for le in ledger.log]
    again = Ledger.replay(events)
    assert again.sheet == ledger.sheet and again.entries == ledger.entries and again.seq == ledger.seq
    bad = [*events[:3], Brisquette(0), *events[3:]]
    with pytest.raises(ScoreEntryError):
        Ledger.replay(bad)
    lenient = Ledger.replay(bad, lenient=True)
    assert len(lenient.skipped) == 1 and lenient.skipped[0].seq == 4
    assert "the last six tricks" in lenient.skipped[0].reason
    assert lenient.seq == len(bad)


def test_export_is_a_penchant_game_record_that_tallies_the_same() -> None:
    ledger = game(FOSTER)
    for _ in range(2):
        ledger = play_deal(ledger, decl=[(0, Kind.MARRIAGE), (1, Kind.PENCHANT)], brisquettes=(2, 1), brisques0=8)
    ledger = ledger.entered(TrickWon(0))  # an unfinished third deal
    data = ledger.export_json()
    assert data["format"] == "penchant-game/1" and data["players"] == ["Ann", "Bob"]
    assert data["rules"]["profile"] == "foster" and len(data["deals"]) == 2
    assert data["deals"][0]["declarations"] == [["marriage"], ["penchant"]] and data["deals"][0]["trump"] == "H"
    record = GameRecord.from_str(json.dumps(data))
    assert record.result() == ledger.sheet.result()
    # The marker's entries ride along: an import restores the unfinished deal too.
    back = Ledger.from_record(json.dumps(data))
    assert back.sheet == ledger.sheet and back.sheet.current.tricks == 1


def test_import_of_a_plain_record_enters_whole_deals() -> None:
    record = {
        "format": "penchant-game/1", "rules": {"profile": "kandell"}, "players": ["Ada", "Ben"],
        "first_dealer": 1,
        "deals": [{"declarations": [["pair", "penchant"], ["marriage"]], "brisquettes": [3, 1], "brisques": [8, 4],
                   "trump": "S"}],
    }
    ledger = Ledger.from_record(record)
    assert ledger.sheet.totals == (2 + 1 + 3 + 2, 2 + 1)
    assert ledger.sheet.deals[0].trump is Suit.SPADES and ledger.sheet.current.number == 2
    assert ledger.sheet.current.dealer == 0
    # A whole deal cannot be entered into a deal already under way.
    ledger = ledger.entered(TrickWon(0))
    assert "has entries already" in refused(ledger, WholeDeal(DealEntry(((), ()), (0, 0), (6, 6))))


def test_import_refuses_entries_that_disagree_with_the_deals_naming_the_deal() -> None:
    """The deals were once entered whole and the entries dropped without a word."""
    ledger = play_deal(game(), decl=[(0, Kind.MARRIAGE)])
    data = ledger.export_json()
    data["deals"][0]["declarations"] = [["reunion"], []]
    with pytest.raises(InvalidRecordError, match=r"marker\.entries: deal 1 of the entries is .*marriage.*"
                                                 r"the record's deals\[0\] .*reunion.*remove its \"marker\" field"):
        Ledger.from_record(data)
    del data["marker"]  # the way out the refusal names: the deals entered whole
    assert Ledger.from_record(data).sheet.totals == (25, 0)


def test_import_refuses_entries_of_other_players_or_that_do_not_replay_naming_the_entry() -> None:
    """An unfinished deal's tricks rode along in entries naming other players: the import stored 0-0, exit 0."""
    ledger = game().entered(TrickWon(0)).entered(TrickWon(1))
    data = ledger.export_json()
    entries = data["marker"]["entries"]
    other = copy.deepcopy(data)
    other["marker"]["entries"][0]["players"] = ["Cat", "Dan"]
    with pytest.raises(InvalidRecordError, match=r"the entries are a game of \('Cat', 'Dan'\)"):
        Ledger.from_record(other)
    broken = copy.deepcopy(data)
    broken["marker"]["entries"] = [entries[0], {"type": "no such entry"}]
    with pytest.raises(InvalidRecordError, match=r"marker\.entries\[1\]: "):
        Ledger.from_record(broken)
    unplayable = copy.deepcopy(data)
    unplayable["marker"]["entries"] = [entries[1], *entries]  # a trick before the game is started
    with pytest.raises(InvalidRecordError, match=r"marker\.entries\[0\]: .* does not replay"):
        Ledger.from_record(unplayable)
    back = Ledger.from_record(data)
    assert back.sheet == ledger.sheet and back.sheet.current.tricks == 2


def test_import_refuses_an_impossible_record() -> None:
    bad = {"format": "penchant-game/1", "rules": "kandell", "players": ["A", "B"], "first_dealer": 0,
           "deals": [{"declarations": [[], []], "brisquettes": [0, 0], "brisques": [7, 7]}]}
    with pytest.raises(InvalidRecordError, match="sum to 14"):
        Ledger.from_record(bad)
    with pytest.raises(InvalidRecordError, match="four deals"):
        Ledger.from_record({**bad, "deals": [bad["deals"][0]] * 5})


def test_one_player_declares_no_more_than_the_cards_received_by_then_allow() -> None:
    """A player holds five cards at a declaration and draws one after each trick, so a quadruplet three tricks after
    another is the soonest (three new cards drawn since, one kept), three in a deal the most (by the tenth trick fifteen
    received, four quadruplets sixteen): the fourth is refused, and the other player still may declare one."""
    ledger = game()
    for winners in ("0", "0000", "0000"):  # quadruplets after tricks 1, 5 and 9
        ledger = tricks(ledger, winners).entered(Declared(0, Kind.QUADRUPLET, by_winner=True))
    ledger = ledger.entered(TrickWon(0))
    msg = refused(ledger, Declared(0, Kind.QUADRUPLET, by_winner=True))
    # the deal's bound for one player says it first: fifteen cards by his last declaration hold three quadruplets
    assert "4 quadruplets by one player in one deal" in msg and "15 cards" in msg, msg
    assert Kind.QUADRUPLET not in ledger.choices.kinds[0]
    ledger = tricks(game(), "0").entered(Declared(0, Kind.QUADRUPLET, by_winner=True))
    ledger = ledger.entered(TrickWon(1)).entered(Declared(1, Kind.QUADRUPLET, by_winner=True))
    assert ledger.sheet.current.declarations[-1].player == 1


def test_a_foster_deal_entered_whole_without_its_trump_exports_and_imports() -> None:
    """Under Foster's rules a record may not say "trump": null beside a penchant (the first one sets trump), so
    the marker leaves out a trump it was not told instead of writing null, and the record reads back."""
    ledger = game(FOSTER).entered(WholeDeal(DealEntry(((Kind.PENCHANT,), ()), (0, 0), (6, 6))))
    data = ledger.export_json()
    assert "trump" not in data["deals"][0] and data["deals"][0]["dealer"] == 0
    assert Ledger.from_record(data).sheet == ledger.sheet
    data["deals"][0]["trump"] = None
    with pytest.raises(InvalidRecordError, match="the first penchant sets trump"):
        Ledger.from_record(data)
