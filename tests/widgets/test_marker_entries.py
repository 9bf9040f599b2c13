"""Beyond a physical marker (the result's card, head to head, face to face), any entry editable, and every
button on exactly when the ledger accepts its tap.

Shared taps: ``marker_taps``; the ``db`` and ``app`` fixtures: this folder's conftest.
"""

from __future__ import annotations

import base64
import json
import re
from pathlib import Path
from typing import Any

import pytest
from marker_taps import banner, deal, declare, end_deal, hidden, off, open_editor, play_full_game, save, start, trick

from penchant.marker import Declared, EndDeal, LastSix, Ledger, NewGame
from penchant.marker.game_sheet import GameSheet
from penchant.marker.sqlite_store import Store
from penchant.rules.kinds import Kind
from penchant.rules.procedure import may_declare_kind
from penchant.rules.profiles import FOSTER, KANDELL, Profile
from penchant.rules.suits_and_ranks import Suit
from penchant_widgets.marker import MarkerApp

# ---------------------------------------------------------------- beyond a physical marker (issue #10)


def test_the_result_offers_a_card_and_csv_and_games_show_head_to_head(app: MarkerApp) -> None:

    start(app)
    play_full_game(app)
    result = deal(app)._result
    assert result is not None
    share = result.share.value
    assert 'class="pm-share-card"' in share
    # The file names tell games apart: the players, the day and time the game began, its number.
    names = re.findall(r'download="([^"]+)"', share)
    assert [n.rsplit(".", 1)[1] for n in names] == ["svg", "csv"]
    assert all(re.fullmatch(rf"penchant-Ann-v-Bob-\d{{4}}-\d\d-\d\d-\d{{4}}-game-{app.game_id}\.(svg|csv)", n)
               for n in names), names
    app.show("setup")
    app.screen_widget("setup").go.click()  # a rematch: the same players, the same day
    app.show("games")
    export = app.screen_widget("games").download.value
    assert f"game-{app.game_id}.json" in export and f"game-{app.game_id - 1}" not in export
    csv64 = share.split('href="data:text/csv;base64,')[1].split('"')[0]
    csv_text = base64.b64decode(csv64).decode("utf-8")
    assert csv_text.splitlines()[0].startswith("deal,dealer,trump,player") and csv_text.count("\n") == 9
    app.show("games")
    stats = app.screen_widget("games").stats.value
    assert "Ann v Bob" in stats and re.search(r"<td[^>]*>1</td>", stats) and "Ann 1 · Bob 0" in stats


def test_head_to_head_on_the_games_screen_keeps_rule_books_apart_and_says_the_engine_s_words() -> None:
    """A pair who played under Kandell's and Foster's rules get a row per book, each naming its book (Foster's
    numbers are ten times Kandell's, so one average over both was wrong); the cells are the figures' own words."""
    from penchant.marker.stats import head_to_head
    from penchant_widgets.marker.games import stats_html

    def over(players: tuple[str, str], profile: Profile) -> GameSheet:
        ledger = Ledger().entered(NewGame(players, profile, 0))
        for _ in range(4):
            ledger = ledger.entered(Declared(0, Kind.MARRIAGE, new_trick=True)).entered(LastSix())
            ledger = ledger.entered(EndDeal.from_count(0, 6))
        return ledger.sheet

    pairs = head_to_head([(1, over(("Ann", "Bob"), KANDELL)), (2, over(("ann", "Bob"), FOSTER))])
    table = stats_html(pairs)
    assert table.count('class="pm-pair"') == 2
    assert "Ann v Bob (Kandell&#x27;s rules)" in table and "Ann v Bob (Foster&#x27;s rules)" in table
    assert "ann" not in table
    for st in pairs:
        assert f'data-label="best deal">{st.best_words}</td>' in table
        assert f'data-label="lurches">{st.lurch_words}</td>' in table


def test_connect_screen_on_loopback_and_on_the_lan(app: MarkerApp, monkeypatch: pytest.MonkeyPatch) -> None:

    start(app)
    monkeypatch.setenv("PENCHANT_CONNECT", json.dumps({"urls": ["http://localhost:8866/"], "loopback": True}))
    deal(app).connect.click()
    screen = app.screen_widget("connect")
    assert app.screen == "connect" and "--host 0.0.0.0" in screen.body.value and "<svg" not in screen.body.value
    monkeypatch.setenv("PENCHANT_CONNECT", json.dumps({"urls": ["http://192.168.1.7:8866/?token=t"],
                                                       "loopback": False}))
    app.show("connect")
    assert "<svg" in screen.body.value and "http://192.168.1.7:8866/?token=t" in screen.body.value
    screen.back.click()
    assert app.screen == "deal"


def test_face_to_face_turns_the_far_half(app: MarkerApp) -> None:
    start(app)
    deal(app).face.click()
    assert app.face_to_face and deal(app).face.primary
    deal(app).face.click()
    assert not app.face_to_face


@pytest.mark.parametrize(("value", "seconds"), [(None, 2.0), ("0.5", 0.5), ("30", 30.0), ("", 2.0), ("soon", 2.0),
                                                ("0", 2.0), ("-1", 2.0), ("nan", 2.0), ("inf", 2.0)])
def test_the_poll_interval_comes_from_the_environment_or_is_two_seconds(
        monkeypatch: pytest.MonkeyPatch, value: str | None, seconds: float) -> None:
    from penchant.marker.session import POLL_ENV, poll_seconds_from_env

    if value is None:
        monkeypatch.delenv(POLL_ENV, raising=False)
    else:
        monkeypatch.setenv(POLL_ENV, value)
    assert poll_seconds_from_env() == seconds


# ---------------------------------------------------------------- issue #20, item 1: any entry editable


def test_a_quick_declaration_changes_kind_player_or_nothing(app: MarkerApp) -> None:
    """The issue's case: Ann pair, Bob besito (quick); #2 into a quadruplet, then Bob's; saved unchanged."""
    start(app)
    declare(app, 0, Kind.PAIR)
    declare(app, 1, Kind.BESITO)
    assert app.sheet.totals == (2, 2)
    editor = open_editor(app, 2)
    assert editor.what.value == "declare" and editor.kind.value is Kind.PAIR
    editor.kind.value = Kind.QUADRUPLET
    assert save(app, editor) == "" and app.sheet.totals == (10, 2)
    d = app.sheet.current
    assert (d.tricks, d.declarations[0].kind) == (2, Kind.QUADRUPLET)
    editor = open_editor(app, 2)
    editor.who.value = 1
    assert save(app, editor) == "" and app.sheet.totals == (0, 12)
    assert app.sheet.current.tricks == 2  # still its own trick, now Bob's
    seq = app.ledger.seq
    editor = open_editor(app, 2)
    assert save(app, editor) == "" and app.ledger.seq == seq and app.sheet.totals == (0, 12)
    assert "Entry #2 unchanged" in deal(app).note.value


def test_every_flow_s_entry_saves_unchanged_and_changes_into_another_legal_entry(app: MarkerApp) -> None:
    start(app, rules="foster")  # Foster: a loser's penchant sets trump, so the Jack's suit is asked too
    c0, c1 = deal(app).columns
    trick(app, 0)                          # 2  Won trick
    declare(app, 0, Kind.MARRIAGE)         # 3  declaration after the Won trick
    declare(app, 1, Kind.BESITO)           # 4  quick declaration (its own trick)
    c0.loser.click()                       #    the loser's penchant in one tap, Foster: its Jack
    c0.jack.children[1 + list(Suit).index(Suit.CLUBS)].click()  # 5
    assert app.sheet.current.trump is Suit.CLUBS and app.sheet.current.tricks == 3
    deal(app).last_six.click()             # 6
    c0.brisquette_for[2].click()                 # 7
    c1.brisquette.click()                  # 8
    end_deal(app, 7)                       # 9
    totals = app.sheet.totals
    for entry_id in range(2, 10):
        seq = app.ledger.seq
        assert save(app, open_editor(app, entry_id)) == "", entry_id
        assert app.ledger.seq == seq and app.sheet.totals == totals, entry_id
    # The loser's penchant into Ann's own (she wins trick 3 and declares it): Bob's trick becomes hers.
    editor = open_editor(app, 5)
    assert editor.role.value == "lost" and not hidden(editor.role)
    # the role is asked of exactly the kinds the rules let a trick's loser declare (may_declare_kind), as the
    # ledger's choices say them
    kinds = [k for _, k in editor.kind.options]
    asked = []
    for k in kinds:
        editor.kind.value = k
        asked.append(not hidden(editor.role))
    assert asked == [may_declare_kind(k, won_trick=False) for k in kinds] and any(asked) and not all(asked)
    assert asked == [app.ledger.choices.loser_may_declare_kind(k) for k in kinds]
    editor.kind.value = Kind.PENCHANT
    # its state is traitlets: a page can observe which entry it edits
    seen: list[object] = []
    editor.observe(lambda change: seen.append(change["new"]), names="target")
    at = [e for e, _ in app.ledger.entries].index(5)
    assert editor.target == 5 and app.ledger.sheet_after(5) is app.ledger.sheets[at]
    editor.role.value = "won"
    assert save(app, editor) == "" and seen == [None], "saved, the editor closes: it edits no entry"
    d = app.sheet.deals[0]
    assert d.tricks == 10 and [x.by_winner for x in d.declarations] == [True, True, True]
    # The Won trick into a declaration: the trick stays, now with a pair on it... refused in the
    # table's words, because the marriage after it was Ann's trick's declaration.
    editor = open_editor(app, 2)
    editor.what.value = "declare"
    editor.kind.value = Kind.PAIR
    message = save(app, editor)
    assert "already has its declaration" in message and "Ann's marriage" in message and "'marriage'" not in message
    # Two brisquettes into one; the end count into one the pack allows, and one it does not.
    editor = open_editor(app, 7)
    assert editor.two.value == 2
    editor.two.value = 1
    assert save(app, editor) == "" and app.sheet.deals[0].brisquettes == (1, 1)
    editor = open_editor(app, 9)
    editor.count.value = "0"
    assert "more brisquettes" in save(app, editor) and app.sheet.deals[0].brisques == (7, 5)
    # A declaration after a Won trick given to the trick's loser: refused, saying who won the trick.
    editor = open_editor(app, 3)
    editor.who.value = 1
    message = save(app, editor)
    assert "entered as the trick winner's, but Bob lost trick 1" in message


# ---------------------------------------------------------------- issue #18: the buttons ask the ledger


def _visible_taps(app: MarkerApp) -> list[Any]:
    screen = deal(app)
    taps: list[Any] = [screen.last_six, screen.undo]
    for col in screen.columns:
        taps += [col.trick, col.loser, col.brisquette, col.brisquette_for[2], *col.kinds.values(), *col.pen_suits]
    taps += screen.end_panel.chips.values()
    return [b for b in taps if not hidden(b) and not hidden_parent(app, b)]


def hidden_parent(app: MarkerApp, b: Any) -> bool:
    screen = deal(app)
    for col in screen.columns:
        if b in col.kinds.values() or b in col.pen_suits:
            return hidden(col.combos) or (b in col.pen_suits and hidden(col.pen_row))
        if b in (col.brisquette, col.brisquette_for[2]):
            return hidden(col.brisquette_row) or hidden(col.extra_row)
        if b is col.loser:
            return hidden(col.extra_row)
    if b in screen.end_panel.chips.values():
        return hidden(screen.end_panel)
    return False


@pytest.mark.parametrize("seed", range(6))
@pytest.mark.parametrize("rules", ["kandell", "foster"])
def test_a_button_is_on_exactly_when_the_ledger_accepts_its_tap(db: Path, seed: int, rules: str) -> None:
    """Seeded random taps: an on button's tap is entered, an off one's is refused and says why."""
    import random

    rng = random.Random(seed)
    app = MarkerApp(Store(db), double_tap_seconds=0)
    start(app, rules=rules)
    for _ in range(120):
        if app.sheet.is_over():
            break
        b = rng.choice(_visible_taps(app))
        was_off = off(b)
        seq = app.ledger.seq
        b.click()
        if app.jack_for is not None:  # the penchant sets trump: its Jack's suit is the second tap
            col = deal(app).columns[app.jack_for]
            col.jack.children[1 + rng.randrange(4)].click()
        entered = app.ledger.seq > seq
        assert entered == (not was_off), (b.description, b.off, banner(app))
        if was_off:
            assert banner(app), b.description
