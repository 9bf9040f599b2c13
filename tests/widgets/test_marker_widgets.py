"""The marker's widgets driven without a browser: taps are ``button.click()``.

Also the notebook (it must run in a fresh kernel) and the ``penchant marker``
command line (the Voilà command it builds, export/import/list).
"""

from __future__ import annotations

import base64
import html
import json
import os
import re
from pathlib import Path
from typing import Any

import pytest
from penchant_widgets.marker import MarkerApp, marker_app
from penchant_widgets.marker.deal import DealScreen

from penchant.marker.ledger import Trick
from penchant.marker.store import Store
from penchant.rules.cards import CardSet, Suit
from penchant.rules.kinds import Kind
from penchant.rules.profiles import FOSTER, KANDELL

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def db(tmp_path: Path) -> Path:
    return tmp_path / "marker.sqlite3"


@pytest.fixture
def app(db: Path) -> MarkerApp:
    return MarkerApp(Store(db), double_tap_seconds=0)


def deal(app: MarkerApp) -> DealScreen:
    screen = app.screen_widget("deal")
    assert isinstance(screen, DealScreen)
    return screen


def hidden(widget: Any) -> bool:
    return "pm-hidden" in widget._dom_classes


def start(app: MarkerApp, names: tuple[str, str] = ("Ann", "Bob"), rules: str = "kandell", dealer: int = 0) -> None:
    form = app.screen_widget("setup")
    app.show("setup")
    form.name0.value, form.name1.value = names
    form.rules.value = rules
    form.dealer.value = dealer
    form.go.click()
    assert app.screen == "deal", app.error.value


def trick(app: MarkerApp, player: int) -> None:
    deal(app).columns[player].trick.click()


def declare(app: MarkerApp, player: int, kind: Kind, jack: Suit | None = None) -> None:
    col = deal(app).columns[player]
    col.kinds[kind].click()
    if jack is not None:
        assert app.jack_for == player and not hidden(col.jack)
        col.jack.children[1 + list(Suit).index(jack)].click()


def end_deal(app: MarkerApp, brisques0: int | str) -> None:
    panel = deal(app).end_panel
    panel.count.value = str(brisques0)
    panel.go.click()


def banner(app: MarkerApp) -> str:
    return html.unescape(str(app.error.value)) if not hidden(app.banner) else ""


# ---------------------------------------------------------------- starting


def test_a_new_game_in_a_few_taps_and_settings_remembered(db: Path) -> None:
    app = MarkerApp(Store(db), double_tap_seconds=0)
    assert app.screen == "setup"
    start(app, ("Ann", "Bob"), "foster", dealer=1)
    sheet = app.sheet
    assert sheet.players == ("Ann", "Bob") and sheet.profile == FOSTER and sheet.current.dealer == 1
    # Another page opens on the game being played.
    other = MarkerApp(Store(db), double_tap_seconds=0)
    assert other.screen == "deal" and other.game_id == app.game_id
    # The form remembers names, rules and dealer: a new game is one tap.
    other.show("setup")
    form = other.screen_widget("setup")
    assert (form.name0.value, form.name1.value, form.rules.value, form.dealer.value) == ("Ann", "Bob", "foster", 1)
    form.go.click()
    assert other.game_id != app.game_id and other.sheet.players == ("Ann", "Bob")
    # Recent names are offered as chips: one tap fills the empty name.
    other.show("setup")
    form.name0.value = ""
    chips = [c for c in form.chips if not hidden(c)]
    assert [c.description for c in chips] == ["Ann"]
    chips[0].click()
    assert form.name0.value == "Ann"


def test_names_are_checked_on_start(app: MarkerApp) -> None:
    form = app.screen_widget("setup")
    form.name0.value, form.name1.value = "Ann", "ann"
    form.go.click()
    assert app.screen == "setup" and "both players are called 'Ann'" in banner(app)
    assert app.store.list_games() == []


def test_multipliers_from_the_form(app: MarkerApp) -> None:
    form = app.screen_widget("setup")
    form.name0.value, form.name1.value = "Ann", "Bob"
    form.brisquette_x.value = 2
    form.bonus_x.value = 2
    assert "brisquette 2" in form.summary.value
    form.go.click()
    assert app.sheet.profile == KANDELL.with_options(brisquette_multiplier=2, bonus_multiplier=2)


# ---------------------------------------------------------------- a deal


def test_buttons_follow_the_rules(app: MarkerApp) -> None:
    start(app)
    screen = deal(app)
    c0, c1 = screen.columns
    assert all(b.disabled for b in c0.kinds.values()) and all(b.disabled for b in c1.kinds.values())
    assert c1.trick.description == "Won trick 1" and "Bob leads" in screen.status.value
    trick(app, 0)
    assert not any(b.disabled for b in c0.kinds.values())
    assert [k for k, b in c1.kinds.items() if not b.disabled] == [Kind.PENCHANT]
    assert c0.kinds[Kind.MARRIAGE].description == "Marriage\n+2"
    declare(app, 0, Kind.MARRIAGE)
    assert all(b.disabled for b in c0.kinds.values()) and all(b.disabled for b in c1.kinds.values())
    assert "marriage +2" in screen.note.value
    assert 'data-total="2"' in c0.marker.value
    assert hidden(c0.brisquette) and hidden(screen.end_panel)
    for i in range(9):
        trick(app, i % 2)
    # Stock empty: the last declaration, brisquettes and the end of the deal are offered.
    assert not hidden(c0.brisquette) and not hidden(screen.end_panel) and not hidden(c0.combos)
    c0.brisquette.click()
    assert hidden(c0.combos) and "Phase 2" in screen.status.value
    assert c0.brisquette.description.endswith("(1)")


def test_a_penchant_asks_for_its_jack_and_sets_trump(app: MarkerApp) -> None:
    start(app)
    trick(app, 1)
    declare(app, 1, Kind.PENCHANT, jack=Suit.HEARTS)
    assert app.sheet.current.trump is Suit.HEARTS and "Trump ♥" in deal(app).status.value
    # The loser's penchant under Kandell rules sets nothing, so no question is asked.
    start(app, ("Cat", "Dan"))
    trick(app, 0)
    declare(app, 1, Kind.PENCHANT)
    assert app.jack_for is None and app.sheet.current.trump is None and app.sheet.totals == (0, 1)
    # Cancelling the question enters nothing.
    trick(app, 0)
    deal(app).columns[0].kinds[Kind.PENCHANT].click()
    deal(app).columns[0].jack.children[-1].click()
    assert app.jack_for is None and app.sheet.totals == (0, 1)


def play_full_game(app: MarkerApp) -> None:
    """Four deals by taps. Each deal: Ann wins the odd tricks, Bob the even ones."""
    for _ in range(4):
        trick(app, 0)
        declare(app, 0, Kind.MARRIAGE)
        trick(app, 1)
        declare(app, 1, Kind.PENCHANT, jack=Suit.SPADES)
        trick(app, 0)
        declare(app, 0, Kind.CLAN)
        for i in range(7):
            trick(app, i % 2)
        for p in (0, 0, 1):
            deal(app).columns[p].brisquette.click()
        end_deal(app, 8)


def test_a_whole_game_by_taps_and_its_result(app: MarkerApp) -> None:
    start(app)
    play_full_game(app)
    sheet = app.sheet
    # Per deal: Ann 2 + 4 + 2 brisquettes + 2 bonus = 10; Bob 1 (penchant) + 1 brisquette = 2.
    assert sheet.over and sheet.totals == (40, 8)
    screen = deal(app)
    result = screen._result
    assert result is not None and not hidden(result)
    assert "Ann wins 40–8: Bob is lurched (under 40)" in result.text.value
    assert "worth 64" in result.text.value
    assert result.table.value.count("<tr>") == 2 * (1 + 4)  # a header and four deals per player
    assert all(hidden(c.trick) for c in screen.columns)
    # Rematch: same players and rules, the other player deals first.
    result.rematch.click()
    assert app.sheet.players == ("Ann", "Bob") and app.sheet.current.dealer == 1 and app.sheet.totals == (0, 0)


def test_a_refused_entry_shows_the_message_and_changes_nothing(app: MarkerApp) -> None:
    start(app)
    for i in range(10):
        trick(app, i % 2)
    deal(app).columns[0].brisquette.click()
    deal(app).columns[0].brisquette.click()
    seq = app.store.latest_seq(app.game_id or 0)
    before = app.ledger
    for typed, needle in [("13", "'13' is not a number of brisques"), ("seven", "'seven' is not"),
                          ("-2", "cannot be negative"), ("1", "Ann took 2 brisquettes in Phase 2, more than 1")]:
        end_deal(app, typed)
        assert needle in banner(app), banner(app)
        assert app.ledger is before and app.store.latest_seq(app.game_id or 0) == seq
    end_deal(app, "7")
    assert banner(app) == "" and app.sheet.current.number == 2


def test_a_double_tap_enters_one_trick(db: Path) -> None:
    """A finger's bounce (the same button twice, nothing between, within a quarter second) is one tap."""
    app = MarkerApp(Store(db), double_tap_seconds=60)
    start(app)
    trick(app, 0)
    trick(app, 0)
    assert app.sheet.current.tricks == 1 and "double tap was ignored" in deal(app).note.value
    trick(app, 1)  # another button between: both count
    trick(app, 0)
    assert app.sheet.current.tricks == 3


def test_undo_and_redo_buttons(app: MarkerApp) -> None:
    start(app)
    screen = deal(app)
    assert screen.undo.disabled and screen.redo.disabled
    trick(app, 0)
    declare(app, 0, Kind.REUNION)
    assert app.sheet.totals == (25, 0)
    screen.undo.click()
    assert app.sheet.totals == (0, 0) and "Undone: declaration" in screen.note.value and not screen.redo.disabled
    screen.redo.click()
    assert app.sheet.totals == (25, 0)
    assert Store(app.store.path).load(app.game_id or 0).sheet == app.sheet


# ---------------------------------------------------------------- referee mode


def tap_cards(app: MarkerApp, *cards: str) -> None:
    panel = deal(app)._referee
    assert panel is not None
    for text in cards:
        btn = next(b for b in panel.cards if f"pm-card-{text}" in b._dom_classes)
        btn.click()


def test_referee_mode_checks_declarations_and_tracks_tables(app: MarkerApp) -> None:
    start(app)
    screen = deal(app)
    screen.referee.click()
    panel = screen._referee
    assert panel is not None and not hidden(panel) and hidden(screen.columns[0].combos)
    trick(app, 0)
    tap_cards(app, "QS", "QH")
    assert "pair, +2" in panel.verdict.value and "Ann may declare it" in panel.verdict.value
    assert not panel.declare_buttons[0].disabled and panel.declare_buttons[1].disabled
    panel.declare_buttons[0].click()
    assert app.sheet.totals == (2, 0) and app.selected == 0
    col0 = screen.columns[0]
    assert [b.description for b in col0.table_cards if not hidden(b)] == ["Q♠", "Q♥"]
    # Bob's minor pair is barred by Ann's two Queens: the engine's explanation is shown.
    trick(app, 1)
    tap_cards(app, "8C", "8D")
    assert panel.declare_buttons[1].disabled and "barred" in panel.verdict.value
    # Ann plays the Queen of spades from her table: the bar is lifted.
    col0.table_cards[0].click()
    assert app.sheet.current.tables[0] and [b.description for b in col0.table_cards if not hidden(b)] == ["Q♥"]
    assert not panel.declare_buttons[1].disabled
    panel.declare_buttons[1].click()
    assert app.sheet.totals == (2, 2)
    # A penchant's Jack sets trump (Bob won trick 2... the next trick first).
    trick(app, 1)
    tap_cards(app, "QC", "JD")
    panel.declare_buttons[1].click()
    assert app.sheet.current.trump is Suit.DIAMONDS
    played = next(b for b in panel.cards if "pm-card-QS" in b._dom_classes)
    assert played.disabled


def test_editing_a_referee_declaration_keeps_its_cards(app: MarkerApp) -> None:
    start(app)
    screen = deal(app)
    screen.referee.click()
    panel = screen._referee
    assert panel is not None
    trick(app, 0)
    tap_cards(app, "QS", "QH")
    panel.declare_buttons[0].click()
    assert app.sheet.totals == (2, 0)
    screen.history.click()
    sheet_screen = app.screen_widget("history")
    index = next(i for i, b in enumerate(sheet_screen.rows) if "declares a pair" in b.description)
    sheet_screen.rows[index].click()
    sheet_screen.edit.click()
    editor = sheet_screen.editor
    assert not hidden(editor) and hidden(editor.kind) and "QS QH" in editor.title.value
    editor.save.click()  # saved unchanged: still the same cards, on Ann's table
    assert app.sheet.totals == (2, 0) and hidden(editor)
    assert app.sheet.current.tables[0] == CardSet("QS QH").mask
    # Given to Bob instead, the engine re-checks the same cards for him: he won no trick, so it is refused.
    sheet_screen.rows[index].click()
    sheet_screen.edit.click()
    editor.who.value = 1
    editor.save.click()
    assert banner(app) and app.sheet.totals == (2, 0)


# ---------------------------------------------------------------- the sheet: edit and delete


def test_edit_and_delete_a_past_entry_from_the_sheet(app: MarkerApp) -> None:
    start(app)
    trick(app, 0)
    declare(app, 0, Kind.PAIR)
    trick(app, 1)
    deal(app).history.click()
    sheet_screen = app.screen_widget("history")
    assert app.screen == "history" and "Ann <b>2</b>" in sheet_screen.breakdown.value
    rows = [b.description for b in sheet_screen.rows if not hidden(b)]
    assert rows[0].startswith("#4") and any("declares a pair" in r for r in rows)
    index = next(i for i, r in enumerate(rows) if "declares a pair" in r)
    sheet_screen.rows[index].click()
    sheet_screen.edit.click()
    editor = sheet_screen.editor
    assert not hidden(editor) and editor.kind.value is Kind.PAIR
    editor.kind.value = Kind.QUADRUPLET
    editor.save.click()
    assert app.sheet.totals == (10, 0) and hidden(editor)
    # An edit that would break a later entry is refused with both reasons.
    index = next(i for i, b in enumerate(sheet_screen.rows) if "trick 1: Ann wins" in b.description)
    sheet_screen.rows[index].click()
    sheet_screen.edit.click()
    editor.who.value = 1
    editor.save.click()
    assert "would make entry #3" in banner(app) and app.sheet.totals == (10, 0)
    editor.cancel.click()
    index = next(i for i, b in enumerate(sheet_screen.rows) if "declares a quadruplet" in b.description)
    sheet_screen.rows[index].click()
    sheet_screen.delete.click()
    assert app.sheet.totals == (0, 0)
    sheet_screen.back.click()
    deal(app).undo.click()
    assert app.sheet.totals == (10, 0)


def test_house_rules_change_mid_game_rescores(app: MarkerApp) -> None:
    start(app)
    trick(app, 0)
    declare(app, 0, Kind.QUADRUPLET)
    deal(app).rules.click()
    form = app.screen_widget("rules")
    assert form.name0.value == "Ann" and form.rules.value == "kandell"
    form.rules.value = "foster"
    form.go.click()
    assert app.screen == "deal" and app.sheet.totals == (100, 0) and app.sheet.profile == FOSTER


# ---------------------------------------------------------------- several pages, one store


def test_a_second_device_follows_the_game(db: Path) -> None:
    a = MarkerApp(Store(db), double_tap_seconds=0)
    b = MarkerApp(Store(db), double_tap_seconds=0)
    assert b.screen == "setup"
    start(a)
    b.sync()  # b was never tapped: it follows the game a started
    assert b.screen == "deal" and b.game_id == a.game_id
    trick(a, 0)
    declare(a, 0, Kind.FAMILY)
    b.sync()
    assert b.sheet == a.sheet and 'data-total="3"' in deal(b).columns[0].marker.value
    # b taps with a stale copy: the store brings it up to date and checks against the fresh sheet.
    trick(a, 1)
    trick(b, 0)
    assert b.sheet.current.tricks == 3 and b.sheet.current.last_winner == 0
    a.sync()
    assert a.sheet == b.sheet


def test_games_screen_export_and_import(app: MarkerApp) -> None:
    start(app)
    trick(app, 0)
    declare(app, 0, Kind.MARRIAGE)
    deal(app).games.click()
    games = app.screen_widget("games")
    assert any("Ann v Bob" in b.description for b in games.rows if not hidden(b))
    href = re.search(r'base64,([A-Za-z0-9+/=]+)"', games.download.value)
    assert href is not None
    record = json.loads(base64.b64decode(href.group(1)))
    assert record["format"] == "penchant-game/1" and record["players"] == ["Ann", "Bob"]
    first = app.game_id
    games.record.value = json.dumps(record)
    games.do_import.click()
    assert app.game_id != first and app.sheet.totals == (2, 0) and app.screen == "deal"
    app.show("games")
    games.record.value = '{"format": "penchant-game/1", "rules": "kandell", "players": ["A", "B"], ' \
        '"first_dealer": 0, "deals": 7}'
    games.do_import.click()
    assert "cannot import this record" in banner(app) and "deals: expected a list" in banner(app)


def test_a_handler_crash_is_shown_not_fatal(app: MarkerApp, monkeypatch: pytest.MonkeyPatch) -> None:
    start(app)

    def boom(*_: Any) -> None:
        raise RuntimeError("disk on fire")

    monkeypatch.setattr(app.store, "append", boom)
    trick(app, 0)
    assert "disk on fire" in banner(app) and "Nothing was lost" in banner(app)


# ---------------------------------------------------------------- the notebook and the command


def test_the_notebook_runs_in_a_fresh_kernel(tmp_path: Path) -> None:
    nbformat = pytest.importorskip("nbformat")
    nbclient = pytest.importorskip("nbclient")
    nb = nbformat.read(ROOT / "notebooks" / "marker.ipynb", as_version=4)
    old = os.environ.get("PENCHANT_DB")
    os.environ["PENCHANT_DB"] = str(tmp_path / "nb.sqlite3")
    try:
        nbclient.NotebookClient(nb, timeout=120, kernel_name="python3").execute()
    finally:
        if old is None:
            os.environ.pop("PENCHANT_DB", None)
        else:
            os.environ["PENCHANT_DB"] = old
    outputs = [o for c in nb.cells if c.cell_type == "code" for o in c.outputs]
    assert [o["data"]["text/plain"] for o in outputs] == ["Penchant marker"]
    assert "application/vnd.jupyter.widget-view+json" in outputs[0]["data"]
    assert (tmp_path / "nb.sqlite3").exists()


def test_marker_app_falls_back_when_the_db_cannot_be_opened(tmp_path: Path) -> None:
    bad = tmp_path / "not-a-db.sqlite3"
    bad.write_bytes(b"junk" * 1000)
    app = marker_app(bad)
    assert "cannot open the marker database" in banner(app) and app.screen == "setup"


def test_voila_command_strips_sources_culls_and_preheats() -> None:
    from penchant.cli.marker import voila_command

    cmd = voila_command(Path("m.ipynb"), port=9999, host="127.0.0.1", token=None, open_browser=False)
    assert cmd[1:3] == ["-m", "voila"] and "--port=9999" in cmd and "--no-browser" in cmd
    assert "--strip_sources=True" in cmd and "--Voila.port_retries=0" in cmd
    assert any(a.startswith("--MappingKernelManager.cull_idle_timeout=") for a in cmd)
    assert "--preheat_kernel=True" in cmd and not any(a.startswith("--token") for a in cmd)
    assert "--token=abc" in voila_command(Path("m"), port=1, host="0.0.0.0", token="abc", open_browser=True)


@pytest.mark.parametrize(("host", "token_expected"), [("127.0.0.1", False), ("0.0.0.0", True)])
def test_serving_beyond_loopback_needs_a_token(host: str, token_expected: bool, tmp_path: Path,
                                               monkeypatch: pytest.MonkeyPatch,
                                               capsys: pytest.CaptureFixture[str]) -> None:
    import penchant.cli.marker as cm
    from penchant.cli.main import main

    seen: dict[str, Any] = {}

    class FakePopen:
        def __init__(self, cmd: list[str], env: dict[str, str]) -> None:
            seen["cmd"], seen["env"] = cmd, env

        def wait(self, timeout: float | None = None) -> int:
            return 0

    monkeypatch.setattr(cm.subprocess, "Popen", FakePopen)
    db = tmp_path / "m.sqlite3"
    assert main(["marker", "--host", host, "--port", "8123", "--db", str(db), "--no-browser"]) == 0
    out = capsys.readouterr().out
    tokens = [a for a in seen["cmd"] if a.startswith("--token=")]
    assert bool(tokens) is token_expected
    if token_expected:
        token = tokens[0].split("=", 1)[1]
        assert len(token) >= 24 and f"?token={token}" in out
    assert seen["env"]["PENCHANT_DB"] == str(db.resolve()) and "8123" in out
    assert str(seen["cmd"][3]).endswith("marker.ipynb")


def test_cli_list_export_import(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from penchant.cli.main import main

    db = tmp_path / "m.sqlite3"
    store = Store(db)
    from penchant.marker.ledger import NewGame

    gid = store.create_game(NewGame(("Ann", "Bob"), KANDELL))
    store.append(gid, Trick(0))
    assert main(["marker", "--db", str(db), "--list"]) == 0
    assert "Ann v Bob" in capsys.readouterr().out
    out_file = tmp_path / "game.json"
    assert main(["marker", "--db", str(db), "--export", str(gid), "--out", str(out_file)]) == 0
    record = json.loads(out_file.read_text())
    assert record["format"] == "penchant-game/1"
    assert main(["marker", "--db", str(db), "--import", str(out_file), "--json"]) == 0
    new_id = json.loads(capsys.readouterr().out)["id"]
    assert Store(db).load(new_id).sheet.current.tricks == 1
    assert main(["marker", "--db", str(db), "--export", "99"]) == 2
    assert "no game 99" in capsys.readouterr().err
