"""One device's session on the marker's store (:class:`penchant.marker.session.MarkerSession`): which game a device
shows and what changed since it last looked, asked in one call by the marker's page (which only draws the answer).

The policy was the page's (``MarkerApp``) until a review found it there: following the game being scored now, a
device in use following the table's next game, catching up with the other device's entries and saying them, a
tab's entry the browser's storage did not keep, and entering an entry (kept, refused, or stale)."""

from __future__ import annotations

import sys
import time
from pathlib import Path
from typing import Any

import pytest

from penchant.marker import Ledger, NewGame, TrickWon, Undo
from penchant.marker.lines_store import LinesStore
from penchant.marker.session import LIVE_SECONDS, MarkerSession, Shown
from penchant.marker.sqlite_store import Store
from penchant.rules.profiles import KANDELL
from penchant_widgets.marker.broadcast_tabs import BrowserTabs, browser_tabs


def new_game(players: tuple[str, str] = ("Ann", "Bob")) -> NewGame:
    return NewGame(players, KANDELL, 0)


def fresh() -> Shown:
    return Shown(None, Ledger())


def on_sheet(look: Any, *, touched: bool = False) -> Shown:
    return Shown(look.game_id, look.ledger, touched=touched, screen="deal")


def test_a_device_opened_fresh_joins_the_game_scored_now_and_never_an_older_one(tmp_path: Path) -> None:
    store = Store(tmp_path / "m.sqlite3")
    gid = store.create_game(new_game())
    now = time.time()
    look = MarkerSession(store, clock=lambda: now).look(fresh(), opened=True)
    assert (look.game_id, look.screen, look.ledger.seq) == (gid, "deal", 1)
    assert look.joined is not None and look.joined.id == gid and look.joined.players == ("Ann", "Bob")
    later = now + LIVE_SECONDS + 60
    look = MarkerSession(store, clock=lambda: later).look(fresh(), opened=True)
    assert (look.game_id, look.screen, look.joined) == (None, "setup", None) and not look.ledger.started
    # a device shown all along stays with its game, however long the table pauses; first shown now, it starts over
    shown = Shown(gid, store.load(gid), screen="deal")
    waiting = MarkerSession(store, clock=lambda: later)
    assert waiting.look(shown).screen is None and waiting.look(shown).game_id == gid
    assert waiting.look(shown, opened=True).screen == "setup"


def test_an_untouched_device_catches_up_and_says_what_the_other_device_entered(tmp_path: Path) -> None:
    store = Store(tmp_path / "m.sqlite3")
    a, b = MarkerSession(store), MarkerSession(store)
    gid = store.create_game(new_game())
    shown_b = on_sheet(b.look(fresh(), opened=True))
    entry = a.enter(gid, store.load(gid), TrickWon(0))
    assert entry.kept and entry.ledger.seq == 2
    look = b.look(shown_b)
    assert look.screen is None and look.ledger.seq == 2 and look.refusal == ""  # an old refusal no longer stands
    assert look.note == f"On the other device: {entry.note}"
    undone = a.enter(gid, entry.ledger, Undo())
    assert undone.note.startswith("Undone: ")
    look = b.look(on_sheet(look))
    assert look.note == f"On the other device: {undone.note}"
    assert b.look(on_sheet(look)).note is None  # nothing new: nothing said


def test_a_device_in_use_follows_the_tables_next_game_and_not_another_tables(tmp_path: Path) -> None:
    store = Store(tmp_path / "m.sqlite3")
    session = MarkerSession(store)
    gid = store.create_game(new_game())
    shown = Shown(gid, store.load(gid), touched=True, screen="deal")
    other = store.create_game(new_game(("Cat", "Dan")))
    assert session.look(shown).game_id == gid  # another table's game, while this one is played
    again = store.create_game(new_game())  # the same players begun again
    look = session.look(shown)
    assert (look.game_id, look.screen) == (again, "deal") and look.ledger.seq == 1
    assert look.note == "Another device started a new game: Ann v Bob"
    assert session.look(Shown(gid, store.load(gid), touched=True, screen="history")).game_id == gid  # not yanked
    assert other != again


def test_entering_keeps_an_entry_refuses_a_stale_one_and_knows_its_own(tmp_path: Path) -> None:
    store = Store(tmp_path / "m.sqlite3")
    a, b = MarkerSession(store), MarkerSession(store)
    gid = store.create_game(new_game())
    seen = store.load(gid)
    kept = a.enter(gid, seen, TrickWon(0))
    assert kept.kept and kept.refusal == "" and a.own(gid, kept.ledger.seq) and not b.own(gid, kept.ledger.seq)
    stale = b.enter(gid, seen, TrickWon(1))  # b had not seen a's entry: refused, and b now shows the store
    assert not stale.kept and stale.stale and stale.ledger.seq == 2 and "The other device has just entered" in (
        stale.refusal)
    assert store.load(gid).sheet.current.last_winner == 0
    refused = a.enter(gid, kept.ledger, lambda: TrickWon(7))  # the rules refuse: nothing changes
    assert not refused.kept and not refused.stale and refused.ledger is kept.ledger and refused.refusal
    assert refused.note is None


def _rewind(path: Path, content: bytes) -> None:
    with open(path, "r+b") as f:
        f.truncate(0)
        f.write(content)


def test_an_entry_another_tab_wrote_over_is_said_lost_and_the_store_shown(tmp_path: Path) -> None:
    path = tmp_path / "games.txt"
    a, b = MarkerSession(LinesStore(path)), MarkerSession(LinesStore(path))
    gid = a.store.create_game(new_game())
    shown_a = on_sheet(a.look(fresh(), opened=True), touched=True)
    shown_b = on_sheet(b.look(fresh(), opened=True), touched=True)
    before = path.read_bytes()
    mine = a.enter(gid, shown_a.ledger, TrickWon(0))
    _rewind(path, before)  # b's whole-file write, from the file as it was, takes a's line away...
    theirs = b.enter(gid, shown_b.ledger, TrickWon(1))  # ...with its own in its place
    assert mine.kept and theirs.kept
    look = a.look(Shown(gid, mine.ledger, touched=True, screen="deal"))
    assert look.ledger.sheet.current.last_winner == 1 and look.ledger.seq == 2
    assert look.refusal.startswith(mine.ledger.describe(mine.ledger.log[-1]))
    assert "was not kept: another tab wrote at the same moment" in look.refusal


def _one_browser(monkeypatch: pytest.MonkeyPatch, *tabs: BrowserTabs) -> None:
    """The pages of one browser's tabs, as their modules (``broadcast_tabs.js``) behave: what a tab's kernel tells
    its page is posted on the channel, and every other tab's page counts it in its ``news`` (a channel never
    delivers a tab's own message)."""
    def page_of(sender: BrowserTabs) -> Any:
        def send(data: Any = None, buffers: Any = None, **_: Any) -> None:
            if data.get("method") != "custom":
                return  # the kernel's state sent to its own page: nothing for the other tabs
            for other in tabs:
                line = other.widget
                if other is not sender and not line.closed:
                    line.comm.handle_msg({"content": {"data": {"method": "update", "state": {"news": line.news + 1},
                                                               "buffer_paths": []}}, "buffers": []})
        return send

    for tab in tabs:
        monkeypatch.setattr(tab.widget.comm, "send", page_of(tab))


# the test's browser has no service worker to hold the site's lock: each write says so, as it should
@pytest.mark.filterwarnings("ignore:the site's lock:penchant.marker.lines_store.StoreWarning")
def test_a_tabs_writes_are_told_to_the_browsers_other_tabs_by_the_store(tmp_path: Path,
                                                                        monkeypatch: pytest.MonkeyPatch) -> None:
    """The static site: each write a tab's store makes is said to the other tabs (the browser's BroadcastChannel,
    that the page's line holds), whose sessions look again, and stop hearing when told (a closed marker went on
    being called). Without a browser the store has no one to tell, and says so."""
    path = tmp_path / "games.txt"
    assert not LinesStore(path, tabs=browser_tabs()).tabs.open  # no browser here
    for deaf in (LinesStore(path), LinesStore(path, tabs=browser_tabs()), Store(tmp_path / "m.sqlite3")):
        stop = deaf.listen(lambda: None)
        stop()
        stop()  # again is harmless
    monkeypatch.setattr(sys, "platform", "emscripten")  # the browser's Python
    a_tabs, b_tabs = browser_tabs(), browser_tabs()
    assert isinstance(a_tabs, BrowserTabs) and isinstance(b_tabs, BrowserTabs)
    _one_browser(monkeypatch, a_tabs, b_tabs)
    a, b = LinesStore(path, tabs=a_tabs), LinesStore(path, tabs=b_tabs)
    news: list[str] = []
    assert b.tabs.open
    stop_b = b.listen(lambda: news.append("b"))
    b.listen(lambda: news.append("b, still"))
    gid = a.create_game(new_game())
    a.append(gid, TrickWon(0))
    assert news == ["b", "b, still"] * 2  # the game made, then its entry
    b.append(gid, TrickWon(1))
    assert news == ["b", "b, still"] * 2  # a tab is not told of its own writes
    stop_b()
    a.append(gid, TrickWon(0))
    assert news == ["b", "b, still"] * 2 + ["b, still"]  # the listener stopped is called no more; the other is


def test_a_game_another_tab_wrote_over_is_said_lost_and_the_new_game_form_shown(tmp_path: Path) -> None:
    """The browser's storage takes the whole file at each write: a game made in one tab at the moment another tab
    wrote can be gone from the file. The tab that made it says so and opens the new-game form (it used to keep
    showing a game the store no longer had, each tap refused as 'no game')."""
    path = tmp_path / "games.txt"
    a, b = MarkerSession(LinesStore(path)), MarkerSession(LinesStore(path))
    first = b.store.create_game(new_game(("Cat", "Dan")))
    shown_b = on_sheet(b.look(fresh(), opened=True), touched=True)
    before = path.read_bytes()
    gid = a.store.create_game(new_game())
    shown_a = Shown(gid, a.store.load(gid), touched=True, screen="deal")
    _rewind(path, before)  # b's whole-file write, from the file as it was, takes a's game away
    assert b.enter(first, shown_b.ledger, TrickWon(0)).kept
    look = a.look(shown_a)
    assert (look.game_id, look.screen) == (None, "setup") and not look.ledger.started
    assert look.refusal is not None and look.refusal.startswith("The game Ann v Bob was not kept: another tab wrote")


def test_a_bounce_is_the_same_button_again_with_no_tap_between_within_the_time() -> None:
    """A finger's bounce (a second tap on one button, too fast to be meant) is entered once: the same key, the very
    next tap, within the time given; any other tap between, another button or a slower tap is meant."""
    from penchant.marker.session import Tap

    first = Tap("trick0", 10.0, 3)
    assert Tap("trick0", 10.1, 4).bounces(first, within=0.25)
    assert not Tap("trick0", 10.3, 4).bounces(first, within=0.25)  # slower: meant
    assert not Tap("trick1", 10.1, 4).bounces(first, within=0.25)  # another button
    assert not Tap("trick0", 10.1, 5).bounces(first, within=0.25)  # a tap between
    assert not Tap("trick0", 10.1, 4).bounces(first, within=0)  # no time at all (tests tap as fast as they like)
    assert not Tap("trick0", 0.1, 0).bounces(Tap(), within=0.25)  # the first tap of all
