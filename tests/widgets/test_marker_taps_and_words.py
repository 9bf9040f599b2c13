"""Taps per deal (at most one more than there are things to score) and the words a real table reported.

Shared taps: ``marker_taps``; the ``db`` and ``app`` fixtures: this folder's conftest.
"""

from __future__ import annotations

import html
import re
import time
from pathlib import Path
from typing import Any

from marker_taps import banner, deal, declare, end_deal, hidden, off, open_editor, save, start, trick
from support import classes

from penchant.rules.kinds import Kind
from penchant.rules.procedure import CARDS_PER_TRICK
from penchant.rules.suits_and_ranks import Suit
from penchant_widgets.marker import MarkerApp
from penchant_widgets.marker.dials import result_text
from penchant_widgets.marker.relative_times import when_said

ROOT = Path(__file__).resolve().parents[2]


# ---------------------------------------------------------------- issue #20, item 3: taps per deal


def _table_events(record: Any, deal_index: int) -> tuple[list[tuple[str, Any]], tuple[int, int]]:
    """What a table enters for one recorded deal, in order: ("declare", (player, kind, by_winner, jack))
    and ("brisques", (player, count)) for each Phase 2 trick holding brisques; and the deal's brisques."""
    from penchant.play.moves import ScoreKind
    from penchant.rules.brisques import brisque_count
    from penchant.rules.trump import trump_of_penchant

    by_winner = [before.stage.value != "penchant"
                 for before, _p, action in record.deals[deal_index].positions(record.profile)
                 if str(action).startswith("declare")]
    final = record.replay(deal_index)
    events: list[tuple[str, Any]] = []
    for ev in final.events:
        if ev.kind is ScoreKind.DECLARATION:
            jack = trump_of_penchant(ev.cards.mask) if ev.combination is Kind.PENCHANT else None
            events.append(("declare", (ev.player, ev.combination, by_winner.pop(0), jack)))
        elif ev.kind is ScoreKind.BRISQUETTE:
            events.append(("brisques", (ev.player, brisque_count(ev.cards))))
    assert not by_winner
    return events, final.brisques


def _tap_a_deal(app: MarkerApp, events: list[tuple[str, Any]], brisques: tuple[int, int]) -> int:
    """Enter one deal with the fewest taps the marker allows; the taps."""
    screen = deal(app)
    taps = 0

    def tap(b: Any) -> None:
        nonlocal taps
        assert not hidden(b) and not off(b), (b.description, banner(app))
        b.click()
        assert not banner(app), banner(app)
        taps += 1

    phase2 = False
    for what, detail in events:
        if what == "declare":
            p, kind, winner, jack = detail
            col = screen.columns[p]
            if not winner:
                tap(col.loser)
            elif kind is Kind.PENCHANT and not hidden(col.pen_row):
                tap(col.pen_suits[list(Suit).index(jack)])
            else:
                tap(col.kinds[kind])
            if app.jack_for is not None:  # a loser's penchant that sets trump: its Jack's suit
                tap(col.jack.children[1 + list(Suit).index(jack)])
        else:  # a trick of the last six that brought one or two brisques: one tap, even the first
            p, count = detail
            col = screen.columns[p]
            tap(col.brisquette_for[2] if count == 2 else col.brisquette)
            phase2 = True
    if not phase2:
        tap(screen.last_six)
    tap(screen.end_panel.chips[brisques[0]])  # the count is the end of the deal
    return taps


def _things(events: list[tuple[str, Any]]) -> int:
    """What a deal gives the table to score: each declaration, each trick of the last six that brought
    brisques (one or two: one thing), and the brisque count at the end."""
    return len(events) + 1


def test_the_sample_game_of_play_takes_at_most_one_tap_more_than_it_has_things_to_score(app: MarkerApp) -> None:
    """docs/marker.md's claim, on penchant/data/examples/sample-game.json (a game played by the computer players, so
    every trick is known): per deal, taps <= things to score + 1, and the totals are the engine's."""
    from penchant.play.play_record import PlayRecord

    sample = ROOT / "penchant" / "data" / "examples" / "sample-game.json"
    record = PlayRecord.from_str(sample.read_text(encoding="utf-8"))
    start(app, names=record.players, rules=record.profile.name, dealer=record.first_dealer)
    per_deal = []
    for i in range(len(record.deals)):
        events, brisques = _table_events(record, i)
        taps = _tap_a_deal(app, events, brisques)
        per_deal.append((taps, _things(events)))
    assert all(taps <= things + 1 for taps, things in per_deal), per_deal
    assert per_deal == [(14, 14), (12, 12), (9, 9), (9, 9)]  # each deal: one tap a thing
    assert app.sheet.totals == tuple(sum(s[p] for s in record.deal_scores()) for p in (0, 1))


def test_the_sample_score_sheet_takes_at_most_one_tap_more_than_it_has_things_to_score(app: MarkerApp) -> None:
    """The same on penchant/data/examples/game.json (a penchant-game/1 score sheet: no tricks, so each brisquette is
    taken as a trick of its own, the most taps it can take), and the totals are ``penchant tally``'s."""
    from penchant.play.game_record import GameRecord

    record = GameRecord.from_str((ROOT / "penchant" / "data" / "examples" / "game.json").read_text(encoding="utf-8"))
    start(app, names=record.players, rules=record.profile.name, dealer=record.first_dealer)
    per_deal = []
    for deal_, extra in zip(record.deals, record.deal_extras, strict=True):
        events: list[tuple[str, Any]] = []
        kinds = [list(deal_.declarations[0]), list(deal_.declarations[1])]
        trump = None if extra.get("trump") is None else Suit.parse(extra["trump"])
        while kinds[0] or kinds[1]:  # both players' declarations, in turn
            for p in (0, 1):
                if kinds[p]:
                    kind = kinds[p].pop(0)
                    jack = trump if kind is Kind.PENCHANT and not any(
                        w == "declare" and d[1] is Kind.PENCHANT for w, d in events) else None
                    events.append(("declare", (p, kind, True, jack)))
        left = list(deal_.brisquettes)
        while left[0] or left[1]:
            for p in (0, 1):
                if left[p]:
                    left[p] -= 1
                    events.append(("brisques", (p, 1)))
        taps = _tap_a_deal(app, events, deal_.brisques)
        per_deal.append((taps, _things(events)))
    assert all(taps <= things + 1 for taps, things in per_deal), per_deal
    assert per_deal == [(10, 10), (10, 10), (9, 9), (9, 9)]
    assert app.sheet.totals == record.result().totals


def test_the_page_scripts_are_static_modules_not_python_strings() -> None:
    """Issue #30: the page's JavaScript lives in the widgets' static modules (device.js, watch.js), and no Python
    string of the marker carries a script."""
    marker = ROOT / "penchant_widgets" / "marker"
    assert "wakeLock" in (marker / "device.js").read_text(encoding="utf-8")  # the device view's
    assert "api/kernels/" in (marker / "watch.js").read_text(encoding="utf-8")  # the watch's
    for path in (ROOT / "penchant_widgets" / "marker").glob("*.py"):
        text = path.read_text(encoding="utf-8")
        assert "onerror" not in text and "<script" not in text and "document." not in text, path.name


def test_the_first_brisquette_s_entry_keeps_the_last_six_when_edited(app: MarkerApp) -> None:
    """A trick of two brisques tapped before any Last six tricks: one entry that also began the last six.
    Saved unchanged it is the same; made one brisque, it still begins them."""
    start(app)
    c0, _c1 = deal(app).columns
    declare(app, 0, Kind.MARRIAGE)
    c0.brisquette_for[2].click()
    d = app.sheet.current
    assert d.phase2 and d.brisquettes == (2, 0) and not hidden(deal(app).end_panel)
    entry = app.ledger.entries[-1][0]
    seq = app.ledger.seq
    assert save(app, open_editor(app, entry)) == "" and app.ledger.seq == seq
    editor = open_editor(app, entry)
    editor.two.value = 1
    assert save(app, editor) == ""
    assert app.sheet.current.brisquettes == (1, 0) and app.sheet.current.phase2


# ---------------------------------------------------------------- a real table's second report: the words


def test_the_stock_when_empty_is_said_so_and_the_points_by_deal_are_not_read_as_dealing(app: MarkerApp) -> None:
    """'stock at most 0' read as a puzzle, and 'deals 3 · 4' under the name beside the DEALS badge read as who
    deals: the empty stock is 'stock empty', the points of each deal 'per deal'."""
    start(app)
    screen = deal(app)
    for _ in range(10):
        declare(app, 0, Kind.MARRIAGE) if app.sheet.current.tricks == 0 else trick(app, 1)
    status = html.unescape(screen.status.value)
    assert "stock empty" in status and "at most 0" not in status
    marker = screen.columns[0].marker.value
    assert re.search(r'class="pm-deals">per deal <i>2</i>', marker), marker
    assert "pm-badge-deal" in marker  # the badge still says who deals


def test_face_to_face_the_far_player_reads_the_result_too(app: MarkerApp) -> None:
    """At the end of a game face to face, 'Game over' and the result were shown the near player only."""
    start(app)
    screen = deal(app)
    screen.face.click()
    for count in (6, 7, 5, 8):
        screen.last_six.click()
        end_deal(app, count)
    assert app.sheet.is_over()
    far = html.unescape(screen.columns[0].col_status.value)
    assert "Game over" in far and result_text(app.sheet) in far


def test_the_games_list_says_when_in_a_players_words(app: MarkerApp) -> None:
    """The games list showed '04 Dec 13:05' in the kernel's time zone (UTC on the static site): when it was
    played is said as a player would, counted from now."""
    start(app)
    games = app.screen_widget("games")
    app.show("games")
    assert games.rows[0].description.endswith("· just now"), games.rows[0].description
    assert when_said(time.time() - 2 * 3600 - 5, time.time()) == "2 h ago"


def test_the_sheet_says_a_losers_penchant_and_what_its_filter_shows(app: MarkerApp) -> None:
    """A loser's penchant sat on the sheet as a plain 'penchant' in the column of the player who lost the trick,
    and the sheet's deal toggles said nothing of what they filter."""
    start(app)
    declare(app, 0, Kind.MARRIAGE)
    deal(app).columns[1].loser.click()
    sheet = app.screen_widget("history")
    app.show("history")
    table = html.unescape(sheet.breakdown.value)
    assert "loser's penchant" in table
    assert "loser's" not in table.split("pm-breakdown1")[0]  # Ann's column: her marriage, plainly
    assert "Entries" in sheet.filter_label.value and not hidden(sheet.filter_label)
    assert "Kandell's rules" in " ".join(r.description for r in sheet.rows)


def test_the_status_has_a_short_wording_for_a_phone_that_still_says_entered(app: MarkerApp) -> None:
    """A phone shows the short wording of each status part (one line, so no button moves as it changes):
    an inferred trick count is still said as entered there, as the manual promises."""
    import re

    start(app)
    deal(app).columns[0].kinds[Kind.MARRIAGE].click()  # quick scoring: the trick count is what was entered
    value = deal(app).status.value
    short = " ".join(re.findall(r'<span class="pm-st-short">(.*?)</span>', value))
    long = " ".join(re.findall(r'<span class="pm-st-long">(.*?)</span>', value))
    assert "1 entered" in short and "Deal 1/4" in short, value
    assert "1 trick entered" in long and "Deal 1 of 4" in long, value


# ---------------------------------------------------------------- a phone and a tablet at one table: the words


def test_a_declaration_after_won_trick_is_shown_under_its_trick_on_the_sheet(app: MarkerApp) -> None:
    """A declaration entered after Won trick joined that trick with nothing to say which: the note, the sheet's
    list and its per-deal table say the trick it follows."""
    start(app)
    for i in range(7):
        trick(app, i % 2)
    declare(app, 0, Kind.MARRIAGE)
    assert "Deal 1, after trick 7: Ann declares a marriage" in deal(app).note.value
    app.show("history")
    sheet = app.screen_widget("history")
    assert "after trick 7" in sheet.breakdown.value
    assert any("after trick 7: Ann declares a marriage" in b.description for b in sheet.rows)


def test_counts_and_dials_say_their_unit_in_a_players_words(app: MarkerApp) -> None:
    """'+2' and a pad of bare numbers were read as points across the table: each says what it counts."""
    start(app)
    screen = deal(app)
    c0 = screen.columns[0]
    assert "brisquette" in c0.brisquette.description.replace("\u00ad", "")
    assert c0.brisquette_for[2].description.replace("\u00ad", "") == "+2 brisquettes"
    # a button for each count one trick can bring, by the rules: a trick is two cards
    assert tuple(c0.brisquette_for) == tuple(range(1, CARDS_PER_TRICK + 1)) and c0.brisquette is c0.brisquette_for[1]
    assert [b.description.replace("\u00ad", "") for b in c0.brisquette_row.children[1:]] == [
        "+1 brisquette", "+2 brisquettes"]
    assert '<span class="pm-dials-unit">points</span>' in c0.marker.value
    # each dial says what it counts ("0 0 0" beside the total read as unexplained figures)
    assert c0.marker.value.count('class="pm-dial-label"') == c0.marker.value.count('<svg class="pm-dial"') == 3
    assert ">100s</span>" in c0.marker.value and ">10s</span>" in c0.marker.value and ">1s</span>" in c0.marker.value
    assert 'aria-label="Ann: 0 points"' in c0.marker.value
    screen.last_six.click()
    label = html.unescape(screen.end_panel.label.value)
    assert "How many brisques did Ann take?" in label and "Bob took the rest of the 12" in label


def test_the_file_button_shows_no_counter(app: MarkerApp) -> None:
    """ipywidgets writes the number of files picked after the upload's label ("(0)"): the marker's style sheet
    draws the label alone."""
    from penchant_widgets.marker.flagged_widgets import CSS

    start(app)
    app.show("games")
    games = app.screen_widget("games")
    assert "pm-upload" in classes(games.upload) and "(" not in games.upload.description
    assert ".pm-upload.jupyter-button { font-size: 0 !important; }" in CSS
    assert 'content: "Open a file…"' in CSS


def test_the_status_and_the_won_trick_button_name_the_same_trick(app: MarkerApp) -> None:
    """"Trick 1/10" (the tricks done) stood beside "Won trick 2" (the trick to enter): the status names the trick
    being entered, as the button does, and once the ten are in it says so."""
    start(app)
    screen = deal(app)
    for n in range(1, 11):
        value = html.unescape(screen.status.value)
        button = screen.columns[0].trick.description
        assert button == f"Won trick {n}", button
        assert f"Trick {n} of 10" in value and f"Trick {n}/10" in value, value
        assert f"Trick {n - 1} " not in value and f"Trick {n - 1}/" not in value
        trick(app, n % 2)
    value = html.unescape(screen.status.value)
    assert "All 10 tricks played" in value and "10 played" in value and "Trick 10" not in value, value


def test_the_marker_holds_a_link_back_to_the_contents(app: MarkerApp) -> None:
    """A learner on a phone found no way back from the marker to the tutorial (its notebook's markdown is hidden)."""
    from penchant_widgets.marker.page_notes import CONTENTS_LINK

    start(app)
    links = [c for c in app.children if "pm-contents" in classes(c)]
    assert len(links) == 1 and links[0].value == CONTENTS_LINK and "#The-chapters" in CONTENTS_LINK


def test_the_end_of_deal_chips_count_each_players_brisques_in_the_singular_for_one(app: MarkerApp) -> None:
    """A chip's tooltip said "Ann 11, Bob 1 brisques": each player's count is said with the rules' count."""
    start(app)
    panel = deal(app).end_panel
    panel.render(app.ledger.sheet)
    tips = [b.tooltip for b in panel.chips.values()]
    assert any(", Bob 1 brisque" in t and not t.endswith("brisques") for t in tips), tips
    assert any("Ann 1 brisque," in t for t in tips), tips


def test_a_dial_of_one_point_says_point(app: MarkerApp) -> None:
    """The dials' label and the margin's title counted a lone point as "1 points"."""
    start(app)
    c0 = deal(app).columns[0]
    c0.brisquette.click()
    total = app.sheet.deal_points()[-1][0]
    assert total == app.sheet.profile.brisquette_points == 1
    shown = c0.marker.value
    assert 'aria-label="Ann: 1 point"' in shown and 'title="1 point ahead"' in shown, shown


def test_each_end_of_deal_chip_is_found_by_its_count(app: MarkerApp) -> None:
    """The chips were a list indexed by the count (a place standing for a number): each is looked up by its count
    now, shows that count and ends the deal with it, whatever order the grid draws them in."""
    from penchant.rules.brisques import BRISQUE_COUNTS, the_other_brisques

    start(app)
    panel = deal(app).end_panel
    panel.render(app.ledger.sheet)
    assert tuple(panel.chips) == BRISQUE_COUNTS
    assert all(chip.description == str(n) and f"Bob {the_other_brisques(n)} brisque" in chip.tooltip
               for n, chip in panel.chips.items())
    assert list(panel.grid.children) == list(panel.chips.values())
    deal(app).last_six.click()  # the first ten tricks over: the count may end the deal
    panel.chips[7].click()
    assert "brisques Ann 7, Bob 5" in app.ledger.notes[-1] and app.sheet.current.number == 2
