"""Several pages on one store, the marker's notebook (it must run in a fresh kernel) and the ``penchant marker``
command line (the Voilà command it builds, export/import/list).

Shared taps: ``marker_taps``; the ``db`` and ``app`` fixtures: this folder's conftest.
"""

from __future__ import annotations

import base64
import html
import io
import json
import os
import re
import sys
import time
from pathlib import Path
from typing import Any

import pytest
from marker_taps import banner, deal, declare, end_deal, hidden, play_full_game, start, trick
from support import free_port

from penchant.errors import StoreError
from penchant.marker import Redo, TrickWon, Undo
from penchant.marker.session import LIVE_SECONDS
from penchant.marker.sqlite_store import Store
from penchant.rules.kinds import Kind
from penchant.rules.profiles import KANDELL
from penchant_widgets.marker import MarkerApp, marker_app
from penchant_widgets.marker.games import resume_words
from penchant_widgets.marker.relative_times import when_said

ROOT = Path(__file__).resolve().parents[2]


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
    # b taps before it has seen a's newer entry: refused, not entered twice; b's screen is refreshed.
    trick(a, 1)
    trick(b, 1)
    # said as a sentence: what the other device entered in curly quotes, no program string
    assert "The other device has just entered “Deal 1, trick 2: Bob wins" in banner(b) and "'" not in banner(b)
    assert b.sheet == a.sheet and b.sheet.current.tricks == 2 and 'data-tricks="2"' in deal(b).status.value
    # Nothing is lost: b, now up to date, taps again.
    trick(b, 0)
    assert b.sheet.current.tricks == 3 and b.sheet.current.last_winner == 0 and not banner(b)
    a.sync()
    assert a.sheet == b.sheet


def test_a_page_opened_fresh_meets_the_new_game_form_not_an_earlier_game(db: Path) -> None:
    """A newcomer opening the marker for the first time met a game someone had left in the store: a page opened fresh
    joins only the game being scored now (a table's second device), saying whose it is and how to start one's own;
    an earlier game waits on the new-game form, one tap away."""
    a = MarkerApp(Store(db), double_tap_seconds=0)
    start(a)
    trick(a, 0)
    later = time.time() + LIVE_SECONDS + 60
    newcomer = MarkerApp(Store(db), double_tap_seconds=0, clock=lambda: later)
    assert newcomer.screen == "setup" and newcomer.game_id is None
    newcomer.sync()  # following the store does not drop it into the earlier game either
    assert newcomer.screen == "setup" and newcomer.game_id is None
    form = newcomer.screen_widget("setup")
    resume = [b for b in form.resume if not hidden(b)]
    assert len(resume) == 1 and resume[0].description.startswith("Ann v Bob · Kandell · ")
    # whose games these are and where they come from is said before them; the game says when it began and its last
    # entry; the names of whoever played last are chips to pick, not filled in (a newcomer started "Ann v Ben")
    assert "Kept by the computer serving this page" in form.resume_box.children[1].value
    assert "perhaps not yours" in form.resume_box.children[1].value
    assert resume[0].description.endswith(f"last entry {when_said(a.store.game(a.game_id).updated, later)}")
    assert (form.name0.value, form.name1.value) == ("", "")
    assert [c.description for c in form.chips if not hidden(c)] == ["Ann", "Bob"]
    resume[0].click()
    assert newcomer.screen == "deal" and newcomer.game_id == a.game_id and newcomer.sheet == a.sheet
    # the table's second device, opened while the game is being scored: it joins it, and says so
    second = MarkerApp(Store(db), double_tap_seconds=0)
    assert second.screen == "deal" and second.game_id == a.game_id
    note = deal(second).note.value
    assert "the game being scored here now: Ann v Bob, last entry just now" in note and "Not your game?" in note
    # a page built ahead in a waiting kernel while the game was scored, first shown an hour later: the new-game form
    now = [time.time()]
    waiting = MarkerApp(Store(db), double_tap_seconds=0, clock=lambda: now[0])
    assert waiting.screen == "deal" and waiting.game_id == a.game_id
    now[0] += LIVE_SECONDS + 3600
    waiting.sync()  # shown all along: it stays with the game, however long the table pauses
    assert waiting.screen == "deal" and waiting.game_id == a.game_id
    waiting.sync(opened=True)  # first shown now: as a page opened now
    assert waiting.screen == "setup" and waiting.game_id is None and not waiting.ledger.started
    # a game over an hour ago is not shown either (its result was shown for six hours), nor offered to resume
    start(a, ("Cat", "Dan"))
    play_full_game(a)
    assert a.sheet.is_over()
    late = MarkerApp(Store(db), double_tap_seconds=0, clock=lambda: later + 3600)
    assert late.screen == "setup" and late.game_id is None
    resume = [b.description for b in late.screen_widget("setup").resume if not hidden(b)]
    assert len(resume) == 1 and resume[0].startswith("Ann v Bob")


def test_a_left_game_says_when_it_began_and_its_last_entry() -> None:
    from penchant.marker.store_protocol import GameSummary

    now = time.time()
    left = GameSummary(1, ("Ann", "Ben"), "kandell", now - 10 * 3600, now - 8 * 3600, "playing", "Deal 1 of 4 · 2–0", 5)
    assert resume_words(left, now) == "Ann v Ben · Kandell · Deal 1 of 4 · 2–0 · started 10 h ago, last entry 8 h ago"
    one_sitting = GameSummary(2, ("Ann", "Ben"), "foster", now - 3 * 3600 - 60, now - 3 * 3600, "playing", "Deal 1", 2)
    assert resume_words(one_sitting, now).endswith("· Foster · Deal 1 · last entry 3 h ago")


def test_the_left_games_say_where_they_are_kept(monkeypatch: pytest.MonkeyPatch) -> None:
    """Served, the store is the server's, for every device at its table; on the static site it is this browser's."""
    from penchant_widgets.marker.games import kept_where

    assert kept_where().startswith("Kept by the computer serving this page, for every device at its table")
    monkeypatch.setattr(sys, "platform", "emscripten")
    assert kept_where().startswith("Kept in this browser, on this device") and "perhaps not yours" in kept_where()


def test_a_refusal_for_the_other_devices_entry_offers_no_undo_of_it(db: Path) -> None:
    """b taps after a entered first: b's refusal must not carry an Undo that would take a's entry back;
    a refusal after b's own entry still offers it, and says what it undoes."""
    a = MarkerApp(Store(db), double_tap_seconds=0)
    b = MarkerApp(Store(db), double_tap_seconds=0)
    start(a)
    b.sync()
    trick(b, 0)
    a.sync()
    trick(a, 1)
    trick(b, 1)  # stale: a entered first
    assert "The other device has just entered" in banner(b)
    assert b.ledger.can_undo and b.banner_undo.layout.display == "none"
    trick(b, 0)  # b's own entry, then a refusal: its Undo is b's
    b.submit(Undo())
    b.submit(Redo())
    end_deal(b, 6)
    assert banner(b) and b.banner_undo.layout.display != "none"
    assert b.banner_undo.tooltip == f"Undo: {b.ledger.undo_label}"


def test_the_other_devices_entry_clears_an_old_refusal_and_its_undo_is_said(db: Path) -> None:
    """Players at a table: a refusal on one device stayed up (over the toolbar) after the other device
    entered the right thing, and an undo made on the other device was not said."""
    from penchant.marker import Undo

    a = MarkerApp(Store(db), double_tap_seconds=0)
    b = MarkerApp(Store(db), double_tap_seconds=0)
    start(a)
    b.sync()
    trick(b, 0)
    a.sync()
    a.submit(Undo())
    a.submit(Undo())  # nothing left to undo: refused on a
    assert "Nothing to undo." in banner(a)
    b.sync()
    assert deal(b).note.value.count("Undone: ") == 1, deal(b).note.value
    assert "On the other device: Undone: " in deal(b).note.value  # not said as b's own undo
    trick(b, 1)
    a.sync()
    assert banner(a) == "" and a.sheet == b.sheet


def test_a_device_in_use_follows_the_tables_next_game_and_not_another_tables(db: Path) -> None:
    """Two devices at one table: when the game is over and one of them starts the rematch, the other, which
    has been tapped on (so no longer follows the latest game by itself), goes to the new game too and says
    so. A game of other players started while this one is being played is another table's: it stays."""
    a = MarkerApp(Store(db), double_tap_seconds=0)
    b = MarkerApp(Store(db), double_tap_seconds=0)
    start(a)
    b.sync()
    trick(b, 0)  # b is in use
    assert b.touched
    other_table = MarkerApp(Store(db), double_tap_seconds=0)
    start(other_table, ("Cat", "Dan"))
    b.sync()
    assert b.game_id == a.game_id != other_table.game_id  # another table's game: b stays on its own
    a.sync()
    if a.game_id != b.game_id:  # a, never tapped, followed the latest game: back to the table's own
        a.open_game(b.game_id or 0)
    play_full_game(a)
    b.sync()
    assert b.sheet.is_over()
    result = deal(a)._result
    assert result is not None
    result.rematch.click()
    b.sync()
    assert b.game_id == a.game_id and not b.sheet.is_over() and b.sheet.totals == (0, 0)
    assert "Another device started a new game: Ann v Bob" in deal(b).note.value
    # the same players begun again, mid-game: followed too
    trick(b, 1)
    start(a)
    b.sync()
    assert b.game_id == a.game_id and b.sheet.current.tricks == 0


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
    assert "This record cannot be imported" in banner(app) and "deals: expected a list" in banner(app)


def test_a_handler_crash_is_shown_not_fatal(app: MarkerApp, monkeypatch: pytest.MonkeyPatch) -> None:
    start(app)

    def boom(*_: Any, **__: Any) -> None:
        raise RuntimeError("disk on fire")

    monkeypatch.setattr(app.store, "append", boom)
    before = app.sheet.current.tricks
    trick(app, 0)
    # review h32 #5: the tap was not saved, so the screen must not say "Nothing was lost: every entry is saved"
    assert "disk on fire" in banner(app) and "Nothing was lost" not in banner(app)
    assert "may not have been saved" in banner(app) and "reload the page" in banner(app)
    assert app.sheet.current.tricks == before  # and it was not: the honest sentence is the true one


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


def store_note(app: MarkerApp) -> str:
    """What the page keeps saying about its store (where the games are kept; what cannot be read), ``""`` hidden."""
    return html.unescape(str(app.store_note.value)) if not hidden(app.store_note) else ""


def test_marker_app_falls_back_when_the_db_cannot_be_opened(tmp_path: Path) -> None:
    bad = tmp_path / "not-a-db.sqlite3"
    bad.write_bytes(b"junk" * 1000)
    app = marker_app(bad)
    assert "Cannot open the marker database" in store_note(app) and app.screen == "setup"
    assert "Games are kept in" in store_note(app) and "'" not in store_note(app)  # a sentence, no quoted path


def test_the_fallback_is_a_file_in_the_users_data_folder_and_the_page_keeps_saying_so(tmp_path: Path) -> None:
    """The fallback was a file in a new mkdtemp() folder, which a reboot may wipe, said in the refusal banner, which
    the first tap took down. It is a file in the user's data folder, said for as long as the page is open."""
    from penchant.files.durable import user_data_folder

    bad = tmp_path / "not-a-db.sqlite3"
    bad.write_bytes(b"junk" * 1000)
    app = marker_app(bad)
    assert Path(app.store.path).parent == user_data_folder(), app.store.path
    assert Path(app.store.path).parent == Path(os.environ["XDG_DATA_HOME"]) / "penchant"  # the tests' own folder
    said = store_note(app)
    assert f"Games are kept in {app.store.path} instead." in said, said
    start(app)
    trick(app, 0)
    assert app.ledger.seq == 2
    assert store_note(app) == said and banner(app) == ""
    assert marker_app(bad).store.list_games()[0].events == 2  # found again the next time


def test_marker_app_never_falls_back_on_a_shared_file_and_never_crashes(tmp_path: Path,
                                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    """Review 39: the fallback was a fixed /tmp/penchant-marker.sqlite3, maybe another user's, and a junk file there
    crashed the marker its docstring said "still starts". It falls back on the user's own data folder, else on a
    store in memory that needs no SQLite (the static site's Python has none), and says which."""
    import penchant_widgets.marker.starting as starting
    from penchant.marker.lines_store import LinesStore

    bad = tmp_path / "not-a-db.sqlite3"
    bad.write_bytes(b"junk" * 1000)
    blocker = tmp_path / "a-file"
    blocker.write_text("x")
    monkeypatch.setattr(starting, "user_data_folder", lambda: blocker / "penchant")
    app = marker_app(bad)
    said = store_note(app)
    assert "Cannot open the marker database" in said and "memory" in said and app.screen == "setup", said
    assert type(app.store) is LinesStore and app.store.path == ":memory:"
    start(app)
    trick(app, 1)
    assert app.store.latest_seq(app.game_id or 0) == 2
    assert "memory" in store_note(app)


def test_the_page_says_what_of_its_file_cannot_be_read(tmp_path: Path) -> None:
    path = tmp_path / "games.txt"
    app = marker_app(path)
    start(app)
    with open(path, "a", encoding="utf-8") as f:
        f.write('{"game": 7, "created": "yesterday"}\n')
    app.sync()
    said = store_note(app)
    assert "1 line that cannot be read, kept in the file as it is: line 4: created: expected a number" in said, said
    again = marker_app(path)  # a page opened on the file is built, and says it too
    assert again.screen == "deal" and "line 4" in store_note(again)


@pytest.mark.parametrize(("failure", "said"), [
    (StoreError("cannot read the marker file 'games.txt' (Permission denied)"),
     "Cannot read the marker file “games.txt” (Permission denied)."),  # in the marker's words
    (RuntimeError("a bug"), "Something went wrong (RuntimeError: a bug)"),
])
def test_a_store_that_cannot_say_its_problem_is_said_not_hidden(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                                failure: Exception, said: str) -> None:
    """The note caught every failure of the store's ``problem()`` and showed nothing: a store that cannot be read
    now looked like a store with nothing to say. Its refusal is said in the note, in the marker's words (a fault's
    words too, and it is logged), and the page keeps its game."""
    app = marker_app(tmp_path / "games.txt")
    start(app)
    trick(app, 0)

    def fails() -> str:
        raise failure

    monkeypatch.setattr(app.store, "problem", fails)
    app.draw_store_note()
    assert said in store_note(app), store_note(app)
    assert app.screen == "deal" and app.ledger.seq == 2


def test_an_unfinished_game_behind_many_finished_ones_is_still_offered_to_resume(tmp_path: Path) -> None:
    """The form asked the store for the 12 latest games and kept the unfinished ones: a game left unfinished before
    twelve were played to the end dropped off the list. It asks the store for the unfinished games it shows."""
    from penchant.marker import Brisquette, EndDeal, Ledger

    store = Store(tmp_path / "marker.sqlite3")
    left = store.create_game(Ledger.start(("Old", "Game"), "kandell"))
    for _ in range(13):
        ledger = Ledger.start(("Ann", "Bob"), "kandell")
        for _deal in range(4):
            for i in range(10):
                ledger = ledger.entered(TrickWon(i % 2))
            ledger = ledger.entered(Brisquette(0)).entered(EndDeal((8, 4)))
        store.create_game(ledger)
    later = time.time() + LIVE_SECONDS + 60
    app = MarkerApp(store, double_tap_seconds=0, clock=lambda: later)
    form = app.screen_widget("setup")
    assert app.screen == "setup" and form.resume_ids == [left]
    assert [b.description.split(" · ")[0] for b in form.resume if not hidden(b)] == ["Old v Game"]


def test_voila_config_strips_sources_culls_and_preheats() -> None:
    from penchant_server.serve import voila_config

    cfg = voila_config(port=9999, host="127.0.0.1", token=None, open_browser=False, cull_idle=120, cull_interval=30)
    assert cfg.Voila.port == 9999 and cfg.Voila.port_retries == 0 and cfg.Voila.open_browser is False
    assert cfg.VoilaConfiguration.strip_sources is True and cfg.VoilaConfiguration.preheat_kernel is True
    assert cfg.MappingKernelManager.cull_idle_timeout == 120 and cfg.MappingKernelManager.cull_connected is False
    assert "token" not in cfg.Voila
    with_token = voila_config(port=1, host="0.0.0.0", token="abc", open_browser=True, cull_idle=1, cull_interval=1)
    assert with_token.Voila.token == "abc"


def test_the_server_is_started_through_its_entry_point_holding_no_token_in_its_arguments(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The command line calls the server's typed entry point (never a module named in a string), which runs Voilà
    in-process with the token in the environment only."""
    from penchant.cli import server_launch
    from penchant.served_apps import TOKEN_ENV
    from penchant_server import launch
    from penchant_widgets.page_environment import CONNECT_ENV

    assert server_launch.server_entry_point() is launch.serve
    seen: dict[str, Any] = {}

    def fake_serve(argv: list[str]) -> int:
        seen["argv"], seen["token"] = argv, os.environ.get(TOKEN_ENV)
        return 7

    monkeypatch.setattr(launch, "voila_main", lambda: fake_serve)
    for name in (TOKEN_ENV, CONNECT_ENV):  # run() sets them: restored after the test
        monkeypatch.setenv(name, "")
    s = launch.Serving(tmp_path / "m.ipynb", "marker", port=free_port(), host="0.0.0.0", token="s3cret",
                       open_browser=False, out=io.StringIO())
    assert s.run() == 7  # the server's exit code is the command's
    assert seen["argv"][0] == str(tmp_path / "m.ipynb") and "--no-browser" in seen["argv"]
    assert str(s.port) in seen["argv"] and not any("s3cret" in a for a in seen["argv"])
    assert seen["token"] == "s3cret"
    assert s.token_file is not None and not s.token_file.parent.exists()  # the run's folder went with it


def test_serving_without_the_app_extra_says_what_to_install(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    from penchant.cli.main import main

    monkeypatch.setitem(sys.modules, "penchant_server.launch", None)  # as if not installed
    code = main(["marker", "--no-browser", "--port", str(free_port()), "--db", str(tmp_path / "m.sqlite3")])
    out, err = capsys.readouterr()
    assert code == 2 and not out and err.count("\n") == 1, (code, out, err)
    assert "'penchant_server.launch'" in err and "pip install 'penchant[app]'" in err


def test_the_apps_are_registered_in_the_penchant_apps_entry_points() -> None:
    """The server and the widgets are registered as what ``penchant`` serves (``pyproject.toml``); a generated app
    notebook shows the registered app."""
    from penchant.served_apps import load_app
    from penchant_server.launch import app_source, serve
    from penchant_widgets.marker import marker_app
    from penchant_widgets.puzzles.practice import practice_app

    assert load_app("server") is serve and load_app("marker") is marker_app
    assert load_app("practice") is practice_app
    assert app_source("practice") == "from penchant.served_apps import load_app\nload_app('practice')()"


def test_serving_with_no_app_registered_says_what_to_install(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    import importlib.metadata

    from penchant.cli.main import main

    monkeypatch.setattr(importlib.metadata, "entry_points", lambda **_: [])  # as if only penchant were installed
    code = main(["marker", "--no-browser", "--port", str(free_port()), "--db", str(tmp_path / "m.sqlite3")])
    out, err = capsys.readouterr()
    assert code == 2 and not out and err.count("\n") == 1, (code, out, err)
    assert "'server'" in err and "'penchant.apps'" in err and "pip install 'penchant[app]'" in err


@pytest.mark.parametrize(("host", "token_expected"), [("127.0.0.1", False), ("0.0.0.0", True)])
def test_serving_beyond_loopback_needs_a_token(host: str, token_expected: bool, tmp_path: Path,
                                               monkeypatch: pytest.MonkeyPatch,
                                               capsys: pytest.CaptureFixture[str]) -> None:
    from penchant.cli.main import main
    from penchant_server import launch

    seen: dict[str, Any] = {}

    def fake_run(self: launch.Serving) -> int:
        urls = self.prepare()
        self.announce(urls)
        seen["serving"], seen["env"], seen["argv"] = self, dict(os.environ), self.arguments()
        self.remove_temp_folder()
        return 0

    monkeypatch.setattr(launch.Serving, "run", fake_run)
    monkeypatch.delenv("PENCHANT_TOKEN", raising=False)
    for name in ("PENCHANT_DB", "PENCHANT_CONNECT"):  # prepare() sets them for the kernels: restore after
        monkeypatch.setenv(name, "")
    db = tmp_path / "m.sqlite3"
    port = free_port()
    assert main(["marker", "--host", host, "--port", str(port), "--db", str(db), "--no-browser"]) == 0
    out = capsys.readouterr().out
    s = seen["serving"]
    assert bool(s.token) is token_expected
    if token_expected:
        assert len(s.token) >= 24 and s.token not in out  # not a terminal: the token stays in its private file
    assert seen["env"]["PENCHANT_DB"] == str(db.resolve()) and str(port) in out
    assert seen["argv"][0].endswith("marker.ipynb")


def test_cli_list_export_import(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from penchant.cli.main import main

    db = tmp_path / "m.sqlite3"
    store = Store(db)
    from penchant.marker import NewGame

    gid = store.create_game(NewGame(("Ann", "Bob"), KANDELL))
    store.append(gid, TrickWon(0))
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
