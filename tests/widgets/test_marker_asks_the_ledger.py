"""Issue #30: the marker's screens draw the ledger's one answer to what may be entered now.

A tap is one ledger application (the store's commit) and one answer worked out (``ledger.choices``); the
screens never try an entry on the ledger to see whether its button should be on. Before ``Choices`` the deal
screen tried every button's entry (``ledger.check``) on each render: 44 ledger applications a tap in the first
ten tricks (43 trials and the entry), measured on the commit before it (839c2ab^); one now.

The scan below keeps it so: no module of ``penchant_widgets.marker`` tries an entry on a ledger, runs the
sheet's step or asks the procedure's deciding rules itself, or reads a widget's state back through ipywidgets
privates (``_dom_classes``, ``_instances``).
"""

from __future__ import annotations

import ast
from collections import Counter
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

import penchant.marker.choices as choices_module
import penchant.marker.ledger as ledger_module
import penchant.marker.undo as undo_module
from penchant.marker import TrickWon
from penchant.marker.ledger import Ledger
from penchant.marker.sqlite_store import Store
from penchant.rules.dealing import FIRST_TEN_TRICKS
from penchant.rules.kinds import Kind
from penchant.rules.suits_and_ranks import Suit
from penchant_widgets.marker import MarkerApp
from penchant_widgets.marker.deal import DealScreen
from penchant_widgets.marker.dials import status_html

ROOT = Path(__file__).resolve().parents[2]
MARKER_WIDGETS = ROOT / "penchant_widgets" / "marker"

TRIES = {"check", "entered", "replay"}
"""Ledger methods a screen must not call (the app's ``store.append`` enters the tapped entry, once)."""
DECIDERS = {"apply_entry", "choices_of", "declaration_refusal", "declarations_problem", "validate_deal",
            "may_declare", "may_declare_kind", "is_legal", "table_kept", "last_six_begun"}
"""What works out what may be entered: the ledger's (``Choices``) and the rules', never a screen's. Review 39: the
deal screen asked ``table_kept`` (whether the table's cards are tapped) and ``last_six_begun`` (the Last six tricks
tap's weight) itself; the ledger's choices answer both (``tables_kept``, ``stock_emptied``)."""
PRIVATES = {"_dom_classes", "_instances"}
DEAL_FACTS = {"in_last_six"}
"""What a deal says that decides which taps belong on the screen: the ledger's choices read it
(``brisquettes_offered``), never a screen."""


def _calls(tree: ast.AST) -> Iterator[tuple[int, str]]:
    for node in ast.walk(tree):
        if isinstance(node, ast.Call):
            f = node.func
            if isinstance(f, ast.Attribute) and f.attr in TRIES and "ledger" in ast.unparse(f.value):
                yield node.lineno, f"{ast.unparse(f)}(...) tries an entry on the ledger"
            name = f.attr if isinstance(f, ast.Attribute) else f.id if isinstance(f, ast.Name) else ""
            if name in DECIDERS:
                yield node.lineno, f"{name}(...) decides what may be entered"
        elif isinstance(node, ast.ImportFrom):
            for alias in node.names:
                if alias.name in DECIDERS:
                    yield node.lineno, f"imports {alias.name}"
        elif isinstance(node, ast.Attribute) and node.attr in PRIVATES:
            yield node.lineno, f"reads the ipywidgets private {node.attr}"
        elif isinstance(node, ast.Attribute) and node.attr in DEAL_FACTS:
            yield node.lineno, f"reads {node.attr} to decide what is offered (the ledger's choices say)"


def findings(source: str, name: str = "<source>") -> list[str]:
    return [f"{name}:{line}: {what}" for line, what in _calls(ast.parse(source))]


def test_no_marker_screen_works_out_what_may_be_entered() -> None:
    found = [f for path in sorted(MARKER_WIDGETS.glob("*.py"))
             for f in findings(path.read_text(encoding="utf-8"), path.name)]
    assert not found, "\n".join(found)


def test_the_scan_sees_the_old_screens() -> None:
    """What the deal screen did before: trial entries per button, its off state read back from CSS classes."""
    old = (
        "def render(self):\n"
        "    for kind, b in self.kinds.items():\n"
        "        set_off(b, self.app.ledger.check(self.declaration(kind)) is not None)\n"
        "    on = 'pm-off' not in self.trick._dom_classes\n"
        "    from penchant.rules.procedure import declaration_refusal\n"
        "    on_table = app.referee and table_kept(last_six=d.phase2)\n"
        "    self.last_six.primary = last_six_begun(d.tricks)\n"
        "    self.row.shown = not over and (d.in_last_six or (quick and declaring))\n"
        "    show(self.role, quick and may_declare_kind(self.kind.value, won_trick=False))\n"
    )
    found = findings(old)
    assert len(found) == 7, found


# ---------------------------------------------------------------- a tap, measured


def _spy(monkeypatch: pytest.MonkeyPatch, counts: Counter[str], owner: Any, name: str, key: str) -> None:
    real: Callable[..., Any] = getattr(owner, name)

    def spy(*args: Any, **kwargs: Any) -> Any:
        counts[key] += 1
        return real(*args, **kwargs)

    monkeypatch.setattr(owner, name, spy)


def test_a_tap_is_one_ledger_application_and_one_answer(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    counts: Counter[str] = Counter()
    _spy(monkeypatch, counts, ledger_module.Ledger, "entered", "entered")
    _spy(monkeypatch, counts, ledger_module.Ledger, "check", "check")
    _spy(monkeypatch, counts, undo_module, "apply_entry", "step")
    _spy(monkeypatch, counts, ledger_module, "choices_of", "choices")
    _spy(monkeypatch, counts, choices_module, "apply_entry", "trial")
    app = MarkerApp(Store(tmp_path / "m.sqlite3"), double_tap_seconds=0)
    form = app.screen_widget("setup")
    app.show("setup")
    form.name0.value, form.name1.value = "Ann", "Bob"
    form.go.click()
    screen = app.screen_widget("deal")
    assert isinstance(screen, DealScreen)
    c0, c1 = screen.columns
    taps = [c0.trick, c0.kinds[Kind.MARRIAGE], c1.trick, c1.kinds[Kind.PAIR], c0.kinds[Kind.TRIPLET],
            screen.last_six, c0.brisquette, c1.brisquette_for[2], c0.brisquette, screen.end_panel.chips[7]]
    for b in taps:
        counts.clear()
        seq = app.ledger.seq
        b.click()
        assert app.ledger.seq == seq + 1, (b.description, app.error.value)
        assert counts == Counter(entered=1, step=1, choices=1), (b.description, counts)
    assert app.sheet.current.number == 2  # the deal ended on its count


def test_the_status_line_offers_a_declaration_only_when_the_ledger_takes_one() -> None:
    """The hint after a trick names the winner's declaration and the loser's penchant only as the ledger's choices
    allow them: once a player has made the most penchants a deal allows, the hint stops offering the loser one
    (it offered it after every trick before)."""
    ledger = Ledger.start(("Ann", "Bob"))
    refused_seen = False
    for _ in range(FIRST_TEN_TRICKS - 1):
        ledger = ledger.entered(TrickWon(0))
        c = ledger.choices
        hint = status_html(ledger.sheet, c)
        assert ("Ann won trick" in hint) and (("may declare" in hint) == bool(c.kinds[0]))
        assert ("or Bob a penchant" in hint) == c.loser_penchant[1], hint
        if not c.loser_penchant[1]:
            refused_seen = True
            break
        jack = Suit.HEARTS if ledger.sheet.penchant_sets_trump(by_trick_winner=False) else None
        ledger = ledger.entered(c.declaration(1, Kind.PENCHANT, jack, as_loser=True))
    assert refused_seen, "the loser's penchants never ran out: the test shows nothing"


def test_the_losers_penchant_names_the_trick_the_ledger_records(tmp_path: Path) -> None:
    """The loser's penchant's tooltip names the trick its entry records, as the ledger finds it
    (``deal_at_declaration``): the open trick when its winner is the other player, else the next one."""
    from penchant.marker.applying_entries import deal_at_declaration

    app = MarkerApp(Store(tmp_path / "m.sqlite3"), double_tap_seconds=0)
    form = app.screen_widget("setup")
    app.show("setup")
    form.name0.value, form.name1.value = "Ann", "Bob"
    form.go.click()
    screen = app.screen_widget("deal")
    assert isinstance(screen, DealScreen)
    c0, c1 = screen.columns
    c0.trick.click()
    for col, player in ((c0, 0), (c1, 1)):
        ev = app.ledger.choices.declaration(player, Kind.PENCHANT, as_loser=True)
        trick = deal_at_declaration(app.sheet, ev).tricks
        assert f"wins trick {trick} (" in col.loser.tooltip, col.loser.tooltip
    assert "wins trick 1 (entered)" in c1.loser.tooltip and "wins trick 2 (this tap" in c0.loser.tooltip


def test_the_hint_names_the_leader_only_when_the_sheet_knows_it() -> None:
    """Who leads next is the sheet's answer (``known_leader``), as the last six's hint asks it: after every trick
    entered the hint names the leader; after a quick tap that left tricks out it does not say who leads (the
    last entered winner need not lead: tricks may have gone by unentered)."""
    counted = Ledger.start(("Ann", "Bob")).entered(TrickWon(1)).entered(TrickWon(0))
    counted = counted.entered(counted.choices.declaration(0, Kind.MARRIAGE))
    assert counted.sheet.current.known_leader == 0
    assert "Ann leads: tap the next trick" in status_html(counted.sheet, counted.choices)
    quick = Ledger.start(("Ann", "Bob"))
    quick = quick.entered(quick.choices.declaration(1, Kind.MARRIAGE))
    assert quick.sheet.current.known_leader is None and quick.sheet.current.trick_declaration is not None
    hint = status_html(quick.sheet, quick.choices)
    assert "declared after trick" in hint and "leads" not in hint, hint
