"""The puzzle boards' and the marker's CSS are StyleSheets (a ``<style>`` that takes no room), and the marker's
wake-lock note, which the page's script writes into, is a widget of its own beside the marker's sheet."""

from __future__ import annotations

import ipywidgets as W
from support import classes

from penchant_widgets.folds import Fold
from penchant_widgets.marker import MarkerApp
from penchant_widgets.puzzles.puzzle_css import PUZZLE_CSS, puzzle_style
from penchant_widgets.styles import StyleSheet, open_sheet, shared_style


def test_the_puzzle_boards_css_is_a_style_sheet() -> None:
    sheet = puzzle_style()
    assert isinstance(sheet, StyleSheet) and sheet is puzzle_style()
    assert sheet.value == f"<style>{PUZZLE_CSS}</style>"


def close_with_children(widget: W.Widget) -> None:
    """Close ``widget`` and everything it holds, as MarkerApp.close closes what it made."""
    parts = [widget]
    while parts:
        part = parts.pop()
        parts += getattr(part, "children", ())
        part.close()


def test_a_board_made_after_the_shared_sheet_was_closed_is_given_an_open_one() -> None:
    """The boards share one sheet; closed with a board closed with its children (or by ``Widget.close_all()``), it
    would leave every later board holding a closed model, drawn without its CSS. A closed sheet is made again."""
    first = Fold("a fold", [])
    sheet = first.children[0]
    assert isinstance(sheet, StyleSheet) and sheet is shared_style() and open_sheet(sheet)
    close_with_children(first)
    assert not open_sheet(sheet)
    second = Fold("another", [])
    assert second.children[0] is not sheet and open_sheet(second.children[0])
    assert second.children[0] is shared_style() and second.children[0].value == sheet.value


def test_the_puzzle_boards_sheet_is_made_again_once_closed() -> None:
    sheet = puzzle_style()
    sheet.close()
    again = puzzle_style()
    assert again is not sheet and open_sheet(again) and again is puzzle_style() and again.value == sheet.value


def test_the_marker_has_one_style_sheet_and_its_wake_note_apart(app: MarkerApp) -> None:
    sheets = [w for w in app.children if isinstance(w, StyleSheet)]
    assert len(sheets) == 1 and "pm-style" in classes(sheets[0])
    assert 'class="pm-wake"' not in sheets[0].value
    assert sum('class="pm-wake"' in getattr(w, "value", "") for w in app.children) == 1


def test_the_engines_pictures_carry_classes_the_boards_style_sheet_lays_out() -> None:
    """A card row drawn by the engine (a notebook's repr of cards or a deal) wrote its layout in inline styles
    from Python strings; it carries class names only, and the boards' style sheet holds their styles."""
    import random
    import re

    from penchant.play.dealing import new_deal
    from penchant.render import ROW_CLASSES
    from penchant.rules.cards import CardSet
    from penchant_widgets.styles import board_css

    pictures = [CardSet("AS 7H")._repr_html_(), CardSet()._repr_html_(), new_deal(rng=random.Random(1))._repr_html_()]
    drawn = {c for p in pictures for attr in re.findall(r'class="([^"]*)"', p) for c in attr.split()}
    assert set(ROW_CLASSES) <= drawn
    assert not any("style=" in p for p in pictures), pictures
    css = board_css()
    styled = {c for c in ROW_CLASSES if c not in ("penchant-row", "penchant-state")}  # wrappers only
    assert all(f".{c}{{" in css for c in styled), [c for c in styled if f".{c}{{" not in css]


def test_a_studys_paragraph_keeps_to_the_text_column_as_its_tables_and_charts_do() -> None:
    """Chapter 9's "The lead is worth about 2 points…" (a study's paragraph, a code cell's output) sat 5 px left of
    the chapter's prose, where its chart and tables are moved in line with it."""
    import re
    from pathlib import Path

    from penchant.english.marked import Paragraph
    from penchant_widgets.marked_words import paragraph_html

    said = paragraph_html(Paragraph(("The lead is worth ", "about 2 points", ".")))
    assert said.startswith('<p class="pt-study-text">'), said
    css = (Path(__file__).resolve().parents[2] / "penchant_widgets" / "boards.css").read_text(encoding="utf-8")
    rule = re.search(r"\.jp-RenderedHTML > :is\(([^)]*)\)[^{]*\{([^}]*)\}", css)
    assert rule is not None and "p.pt-study-text" in rule.group(1) and "table.pt-table" in rule.group(1)
    assert "margin-left:5px" in rule.group(2)


def test_a_card_rises_under_the_pointer_only_where_there_is_a_pointer_to_hover() -> None:
    """On a phone a tapped card stayed raised: a touch screen keeps ``:hover`` on the last card tapped, so the lift
    read as a card still picked. Every card's lift under the pointer sits inside ``@media (hover: hover)``, which a
    touch screen does not match; the keyboard's focus ring (``:focus-visible``) stays outside it."""
    import re
    from pathlib import Path

    import penchant_widgets

    root = Path(penchant_widgets.__file__).parent
    for sheet in sorted(root.rglob("*.css")):
        css = re.sub(r"/\*.*?\*/", "", sheet.read_text(encoding="utf-8"), flags=re.S)
        outside = re.sub(r"@media\s*\(hover:\s*hover\)\s*\{(?:[^{}]*\{[^{}]*\})*\s*\}", "", css)
        assert not re.search(r"\.pt-card[^{}]*:hover", outside), f"{sheet.name}: a card's :hover outside (hover: hover)"
    boards = (root / "boards.css").read_text(encoding="utf-8")
    assert re.search(r"@media\s*\(hover:\s*hover\)\s*\{[^@]*\.pt-card:hover", boards), "the lift is kept for a mouse"
    assert re.search(r"(?<!\{)\.pt-card:focus-visible\{outline", boards), "the keyboard's focus ring stays for all"


def test_the_turn_badge_is_gold_on_the_felt_as_the_boards_say() -> None:
    """Chapter 2 and the deal boards say "the gold badge" shows whose turn it is; on the felt ".pt-felt .pt-badge"
    outweighed ".pt-badge-trump" and the badge was as pale as the others. The gold rule weighs as much on the felt."""
    import re
    from pathlib import Path

    import penchant_widgets

    css = (Path(penchant_widgets.__file__).parent / "boards.css").read_text(encoding="utf-8")
    gold = [sel for sels, body in re.findall(r"([^{}]+)\{([^{}]*)\}", css) if "#fff3c4" in body
            for sel in sels.split(",")]
    assert any(".pt-felt" in sel and ".pt-badge-trump" in sel for sel in gold), gold


def test_a_buttons_hover_tint_is_only_where_there_is_a_pointer_to_hover() -> None:
    """On a phone, after a wrong Check, an answer option not picked kept a beige tint: a touch screen keeps
    ``:hover`` on the last place tapped, and the tint read as half-selected. Every ``:hover`` rule of the boards'
    sheets that gives a look sits inside ``@media (hover: hover)``, which a touch screen does not match (a rule that
    takes a look away on hover, as the tables' ``background:transparent``, may stand outside)."""
    import re
    from pathlib import Path

    import penchant_widgets

    root = Path(penchant_widgets.__file__).parent
    hovering = 0
    for sheet in sorted(root.rglob("*.css")):
        css = re.sub(r"/\*.*?\*/", "", sheet.read_text(encoding="utf-8"), flags=re.S)
        hovering += len(re.findall(r"@media\s*\(hover:\s*hover\)", css))
        outside = re.sub(r"@media\s*\(hover:\s*hover\)\s*\{(?:[^{}]*\{[^{}]*\})*\s*\}", "", css)
        for selectors, body in re.findall(r"([^{}]*:hover[^{}]*)\{([^{}]*)\}", outside):
            assert re.fullmatch(r"\s*background:\s*transparent\s*!important\s*", body), (
                f"{sheet.name}: {selectors.strip()} styles a hover outside (hover: hover)")
    assert hovering >= 2, "the hover looks are kept for a mouse"
