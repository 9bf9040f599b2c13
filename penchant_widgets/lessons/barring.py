"""The live barring panel, and a sandbox to try barring positions.

:class:`BarringPanel` shows, for each player, which minor sets (pairs,
triplets, quadruplets of 7 8 9 10) the opponent's table bars, by which cards,
and what would unbar them. It reads everything from
:func:`penchant.rules.bar_reports.bar_report`; it can follow a :class:`~penchant_widgets.play.table.DealTable`.

:class:`BarringSandbox` lets the reader lay major cards on either table and
watch the panel change. :func:`barring_example` is one worked example: its idea and
the rules' verdicts, above a panel of its tables.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from html import escape
from typing import Any, Final, NamedTuple, Protocol, cast, get_args

import ipywidgets as widgets
import traitlets

from penchant.english.grammar import capitalised, is_you, possessive
from penchant.errors import InvalidSettingError
from penchant.lessons.barring_positions import READING_CASES, ReadingCase, example_verdicts_words, is_free
from penchant.play.state import DealState
from penchant.rules.bar_reports import BarReport, barring_summary, cards_barring
from penchant.rules.barring import SIZE_PLURALS, major_cards, majors_left_for
from penchant.rules.book_names import rules_words
from penchant.rules.cards import CardSet, CardsGiven, cards_given
from penchant.rules.dealing import TABLE_LIMIT
from penchant.rules.holdings import Holdings, table_full
from penchant.rules.kinds import SET_SIZES
from penchant.rules.limits import ONE_TABLE_A_CARD_WORDS
from penchant.rules.procedure import other_player
from penchant.rules.profiles import DEFAULT_PROFILE, FOSTER, KANDELL, PROFILES, Barring, Profile
from penchant.words.bar_reports import by_words, unbar_words
from penchant.words.barring import MINOR_SETS_WORDS, WHAT_BARS_WORDS
from penchant.words.holdings import full_tables_words
from penchant.words.switches import switch_words
from penchant_widgets.cards import BARRING_CARDS_SHOWN, CardPicker, cards_text, faces_html
from penchant_widgets.html_parts import stacked_table
from penchant_widgets.styles import shared_style

__all__ = ["BarringPanel", "BarringReadings", "BarringSandbox", "ReadPosition", "barring_example", "beside_the_board"]


class DealBoard(Protocol):
    """What :meth:`BarringPanel.follow` needs of a deal board (a play table): its deal, a trait it observes, and
    the table cards it outlines in red, seat by seat."""

    state: DealState
    marked_tables: tuple[CardSet, CardSet]

    def observe(self, handler: Callable[[Any], None], names: Any = ..., type: Any = ...) -> None: ...


DEFAULT_NAMES: Final = ("You", "Opponent")
"""The players' names where none are given: you, and player 1 spoken of as "the opponent"."""


def _whose(name: str) -> str:
    """``name``'s, as the start of a line: the rules' possessive with a capital."""
    words = possessive(name)
    return escape(capitalised(words))


def _verdict_html(size: int, report: BarReport | None) -> str:
    what = f"minor {SIZE_PLURALS[size]}"
    if report is None:
        return (f'<tr class="pt-bar-row" data-size="{size}" data-barred="no"><td>{what}</td>'
                f'<td class="pt-bar-free">free</td><td></td></tr>')
    return (f'<tr class="pt-bar-row" data-size="{size}" data-barred="yes"><td>{what}</td>'
            f'<td class="pt-bar-barred">barred</td><td>{by_words(report, cards_text)}</td></tr>')


class BarringPanel(widgets.VBox):
    """Which minor sets each player is barred from, and by which cards. Call :meth:`update`.

    The two ``tables``, the ``barring`` reading and the engine's ``reports`` on them are traitlets: a page may
    observe or link them; setting the tables or the reading asks the engine again and redraws."""

    _title = traitlets.Unicode(None, allow_none=True, read_only=True).tag(sync=False)
    explain = traitlets.Bool(False, read_only=True).tag(sync=False)
    names = traitlets.TraitType[tuple[str, ...], tuple[str, ...]](read_only=True).tag(sync=False)
    opponent = traitlets.Int(None, allow_none=True, read_only=True).tag(sync=False)
    """The player spoken of as "the opponent", not by name (player 1 when no ``names`` are given), or ``None``."""
    show_tables = traitlets.Bool(False, read_only=True).tag(sync=False)

    tables = traitlets.Tuple((CardSet(), CardSet())).tag(sync=False)
    """The two tables, as cards (cards given another way are read by the rules: a number is refused)."""
    barring = traitlets.Enum(get_args(Barring), default_value=DEFAULT_PROFILE.barring).tag(sync=False)
    """The reading of the bar: ``by_size`` (Kandell) or ``by_value`` (Foster), as a profile's switch."""
    reports = cast("traitlets.Dict[int, dict[int, BarReport | None]]", traitlets.Dict().tag(sync=False))
    """The engine's bars, player by player, set size by set size (:func:`barring_summary`): set, never typed in."""

    def __repr__(self) -> str:
        def sizes(p: int) -> str:
            return ", ".join(SIZE_PLURALS[n] for n in self.barred_sizes(p)) or "nothing"

        return f"BarringPanel({self.names[0]} barred from {sizes(0)}; {self.names[1]} barred from {sizes(1)})"

    def __init__(self, tables: Sequence[CardsGiven] = ("", ""), *, names: Sequence[str] | None = None,
                 opponent: int | None = None, show_tables: bool = True, explain: bool = True,
                 title: str | None = "Barring", barring: Barring) -> None:
        """``names``: the players' (you and your opponent, player 1 spoken of as "the opponent", when not given);
        ``opponent``: the player spoken of as "the opponent" rather than by name, where ``names`` are given."""
        self.set_trait("names", tuple(names) if names is not None else DEFAULT_NAMES)
        self.set_trait("opponent", opponent if names is not None else 1)
        self.set_trait("show_tables", show_tables)
        self.set_trait("explain", explain)
        self.set_trait("_title", title)
        self._html = widgets.HTML()
        self._html.add_class("pt-barring-html")
        super().__init__([shared_style(), self._html])
        self.add_class("pt-board")
        self.add_class("pt-barring")
        self.barring = barring
        self.update(tables)
        if not self.reports:  # neither differs from the traits' defaults: asked and drawn here
            self._ask()

    def update(self, tables: Sequence[CardsGiven]) -> None:
        """Show the bars of these two tables (cards as the rules read them: a number is refused)."""
        self.tables = tuple(tables)

    @traitlets.validate("tables")
    def _read_tables(self, proposal: Any) -> tuple[CardSet, CardSet]:
        given = tuple(proposal["value"])
        if len(given) != 2:
            raise InvalidSettingError.refusing_argument("tables", given, "must be two tables, yours and the opponent's")
        return (cards_given(given[0], "a table's cards"), cards_given(given[1], "a table's cards"))

    @traitlets.observe("tables", "barring")
    def _changed(self, _change: Any) -> None:
        self._ask()

    def _ask(self) -> None:
        """Ask the engine for the bars of the tables under the reading, and draw them."""
        self.reports = {
            p: barring_summary(Holdings(table=self.tables[p], opp_table=self.tables[other_player(p)]), self.barring)
            for p in (0, 1)
        }
        self._html.value = self._render()

    def barred_sizes(self, player: int) -> list[int]:
        """The set sizes (``SET_SIZES``) whose minor sets ``player`` may not declare now."""
        return [n for n, r in self.reports[player].items() if r is not None]

    def barring_cards(self, player: int) -> CardSet:
        """The opponent's table cards that bar ``player`` now."""
        return cards_barring(self.reports[player])

    def _render(self) -> str:
        cols = []
        # The opponent's side first, above yours where the columns stack (a phone), as every game board has it:
        # with your own table on top the example reads the wrong way round.
        for p in (1, 0):
            name = escape(self.names[p])
            rows = "".join(_verdict_html(n, self.reports[p][n]) for n in SET_SIZES)
            table_html = ""
            if self.show_tables:
                table_html = faces_html(self.tables[p], "sm", label=f"{name}: table",
                                        marked=self.barring_cards(other_player(p)), empty="empty table", zone=False)
            expl = ""
            if self.explain:
                # the chapter's key explanation, set as the page's prose, not as a small grey aside
                expl = f'<div class="pt-bar-why pt-note">{self._unbar_text(p)}</div>'
            # Nothing barred: one line, not three rows of "free" (five panels made the chapter too long on a
            # phone).
            sets = (f'<table class="pt-table">{rows}</table>{expl}' if self.barred_sizes(p) or not self.explain
                    else '<div class="pt-small pt-all-free"><span class="pt-bar-free">all '
                         "free</span>: nothing bars these minor sets now.</div>")
            cols.append(
                f'<div class="pt-bar-player" data-player="{p}" data-table="{self.tables[p]}">'
                f"{table_html}"
                f'<div class="pt-seat pt-bar-sets">{_whose(self.names[p])} minor sets</div>'
                f"{sets}</div>"
            )
        title = f'<div class="pt-board-title">{escape(self._title)}</div>' if self._title else ""
        note = (f'<div class="pt-small">Only minor sets ({MINOR_SETS_WORDS}) are ever barred. '
                f"{capitalised(BARRING_CARDS_SHOWN)}.</div>")
        return f'{title}<div class="pt-bar-players">{"".join(cols)}</div>{note}'

    def _unbar_text(self, p: int) -> str:
        """How ``p`` gets free, in words, from the engine's bars (or that nothing bars): one sentence when every
        barred size is freed alike, else one for each size (under three Jacks, one Jack played frees triplets and
        two free pairs: "two of J♠ J♥ J♦" for both would be wrong for triplets), each in whole sentences that say why
        that many plays free them."""
        barred = [(n, r) for n in SET_SIZES if (r := self.reports[p][n]) is not None]
        if not barred:
            return "Nothing bars these minor sets now."
        you = is_you(self.names[p])
        name = self.names[p]
        own = "your own" if you else "the opponent’s own" if p == self.opponent else f"{escape(name)}’s own"
        other_name = self.names[other_player(p)]
        other = "your opponent" if you else "you" if is_you(other_name) else escape(other_name)
        whose = "your" if you else "his" if p == self.opponent else escape(possessive(name))
        # The engine's sentences: how bars and plays combine, and why that many plays free, are the rule's.
        said = {n: unbar_words(r, own=own, other=other, whose=whose, cards=cards_text) for n, r in barred}
        if len(set(said.values())) == 1:
            return next(iter(said.values()))
        return "<br>".join(f"<b>Minor {SIZE_PLURALS[n]}</b>: {words[0].lower()}{words[1:]}"
                           for n, words in said.items())

    @classmethod
    def following(cls, board: DealBoard, *, title: str | None = "Barring") -> BarringPanel:
        """A panel in step with ``board``'s tables, reading the bar as the board's deal's profile does."""
        panel = cls(title=title, barring=board.state.profile.barring)
        panel.follow(board)
        return panel

    def follow(self, board: DealBoard) -> None:
        """Keep this panel in step with a deal board's tables (and its profile's reading of the bar), the board
        outlining the cards that bar as the panel's note says ("the cards that bar are outlined in red"), so no card
        that bars lies plain on the board under that note."""
        self.barring = board.state.profile.barring

        def refresh(_change: object = None) -> None:
            self.update((board.state.table(0), board.state.table(1)))
            # each table's cards that bar the other seat, as the engine reads them
            board.marked_tables = (self.barring_cards(1), self.barring_cards(0))

        board.observe(refresh, names="state")
        refresh()


def beside_the_board(board: widgets.Widget, panel: BarringPanel) -> widgets.Box:
    """``board`` with ``panel`` (following it) beside it where the page is wide enough, so that a reader pressing Next
    sees the cards and the bar at once; under it on a phone, where the board's cards and its Next ▶ fill a screen.
    The board keeps at least its own width's worth (the felt's hands and tables), the panel a column of its two
    players' sets."""
    box = widgets.HBox([board, panel])
    box.add_class("pt-beside-board")
    return box


def barring_example(idea: str, *, yours: str, his: str, title: str, barring: Barring, his_too: bool = False,
                    hand: tuple[str, str] | None = None) -> tuple[str, widgets.Widget]:
    """A worked example, as a step of :class:`~penchant_widgets.steps.Steps`: its ``idea`` (HTML), then what
    the rules read on the two tables (your minor sets, and his when the example is about him too: ``his_too``;
    :func:`~penchant.lessons.barring_positions.example_verdicts_words`), above the panel of the same tables;
    ``hand``: your hand's cards and their label, shown above the panel."""
    said = example_verdicts_words(yours, his, barring, his_too=his_too, cards=cards_text)
    panel = BarringPanel((yours, his), title=title, barring=barring)
    board: widgets.Widget = (widgets.VBox([widgets.HTML(faces_html(CardSet(hand[0]), "sm", label=hand[1])), panel])
                             if hand else panel)
    return f"{idea}<br>{said}", board


def _laid(mine: CardsGiven, theirs: CardsGiven, words: tuple[str, str] = ("your table's cards",
                                                                         "the opponent's table's cards")
          ) -> tuple[CardSet, CardSet]:
    """The two tables as the sandbox lays them, built or set, as the rules lay them
    (:meth:`~penchant.rules.holdings.Holdings.laid_on_the_tables`: a card given for both stays on yours; tables the
    rules refuse raise :class:`~penchant.errors.InvalidNotationError`); ``words``: what a refusal of the cards
    given calls each table's cards."""
    laid = Holdings.laid_on_the_tables(cards_given(mine, words[0]), cards_given(theirs, words[1]))
    return laid.table, laid.opp_table


class BarringSandbox(widgets.VBox):
    """Lay major cards on either table (click to add or remove) and watch the bars change."""

    names = traitlets.TraitType[tuple[str, ...], tuple[str, ...]](read_only=True).tag(sync=False)

    def __repr__(self) -> str:
        return f"BarringSandbox(tables={str(self.tables[0])!r} / {str(self.tables[1])!r})"

    def __init__(self, tables: Sequence[CardsGiven] = ("", ""), *, names: Sequence[str] | None = None,
                 title: str = "Barring sandbox", barring: Barring) -> None:
        self.set_trait("names", tuple(names) if names is not None else DEFAULT_NAMES)
        mine, theirs = tables
        t0, t1 = _laid(mine, theirs, words=("a table's cards", "a table's cards"))  # as set_tables lays them
        self.pickers = [
            CardPicker(major_cards(), mode="select", size="sm", css_class=f"pt-sandbox-{p}", limit=TABLE_LIMIT,
                       label=f"<b>{escape(self.names[p])}</b>: tap cards to lay them on "
                             f"{'your' if p == 0 else 'the opponent’s'} table")
            for p in (0, 1)
        ]
        self.pickers[0].select(t0)
        self.pickers[1].select(t1)
        self.panel = BarringPanel((t0, t1), names=self.names, opponent=None if names is not None else 1,
                                  show_tables=False, title=None, barring=barring)
        self.panel.remove_class("pt-board")
        clear = widgets.Button(description="Clear both tables")
        clear.add_class("pt-btn")
        clear.add_class("pt-sandbox-clear")
        clear.on_click(lambda _b: self.set_tables("", ""))
        self.note = widgets.HTML()
        self.note.add_class("pt-sandbox-note")
        # what bars and where a card may lie are the rules' words; how the sandbox shows them is its own
        head = widgets.HTML(f'<div class="pt-board-title">{escape(title)}</div>'
                            f'<div class="pt-caption">{escape(WHAT_BARS_WORDS)} So here you only lay cards on the '
                            f"<b>tables</b>: {escape(ONE_TABLE_A_CARD_WORDS)}. A card laid down rises with a "
                            "<b>gold</b> edge; a <b>red</b> edge marks a card that bars.</div>")
        super().__init__([shared_style(), head, self.pickers[1], self.pickers[0], widgets.HBox([clear]), self.note,
                          self.panel])
        self.add_class("pt-board")
        self.add_class("pt-sandbox")
        for p in (0, 1):
            self.pickers[p].observe(self._changed, names="selected")
        self._sync()

    def set_tables(self, mine: CardsGiven, theirs: CardsGiven) -> None:
        """Lay these cards on the two tables (a card given for both stays on yours). Tables the rules refuse (more
        cards on one than a table holds) raise :class:`~penchant.errors.InvalidNotationError` and change nothing."""
        own, other = _laid(mine, theirs)
        self.pickers[1].select(CardSet())
        self.pickers[0].select(own)
        self.pickers[1].select(other)
        self._sync()

    @property
    def tables(self) -> tuple[CardSet, CardSet]:
        return (self.pickers[0].selected, self.pickers[1].selected)

    def _changed(self, _change: object) -> None:
        # Nothing scrolls at a tap: the verdict, under both rows of cards, grows below them, so the cards stay where
        # the finger is and the next tap lands on the card aimed at; the cards that bar are marked red in the rows.
        self._sync()

    def _sync(self) -> None:
        t0, t1 = self.tables
        # A full table (the rules say when) takes no more cards: only its own cards react, to be taken up.
        self.pickers[0].set_enabled(t0 if table_full(t0) else majors_left_for(t1))
        self.pickers[1].set_enabled(t1 if table_full(t1) else majors_left_for(t0))
        full = full_tables_words([(self.names[0], t0), (self.names[1], t1)])
        self.note.value = (f'<div class="pt-caption">{escape(full)}: take one up to lay another.</div>'
                           if full else "")
        self.pickers[0].set_dim(t1)
        self.pickers[1].set_dim(t0)
        self.panel.update((t0, t1))
        self.pickers[0].set_marked(self.panel.barring_cards(1))
        self.pickers[1].set_marked(self.panel.barring_cards(0))


class ReadPosition(NamedTuple):
    """A worked position read both ways: its cards (your table, your hand, his table, the set declared, in notation)
    and whether the set is free under each of the two profiles compared."""

    table: str
    hand: str
    opp_table: str
    declared: str
    free_first: bool
    free_second: bool

    @property
    def parting(self) -> bool:
        """Whether the two readings part on it."""
        return self.free_first != self.free_second


class BarringReadings(widgets.VBox):
    """Foster's bar by value next to Kandell's bar by size, on the worked positions; every verdict is the engine's.
    ``profiles``: the two rules compared (Foster's and Kandell's unless told), each read as its switch ``barring``
    has it; which reading each profile takes is said by the rules (:func:`~penchant.words.switches.switch_words`).
    ``open_positions``: the positions shown at first (in a fold of their own, closed unless told)."""

    parting = traitlets.Int(0, read_only=True).tag(sync=False)
    profiles = traitlets.Tuple(read_only=True).tag(sync=False)
    rows = traitlets.List[ReadPosition]().tag(sync=False)

    def __repr__(self) -> str:
        return f"BarringReadings({len(self.rows)} positions, {self.parting} where the readings part)"

    def __init__(self, cases: Sequence[ReadingCase] = READING_CASES, *,
                 title: str = "Two readings of the bar", profiles: tuple[Profile, Profile] = (FOSTER, KANDELL),
                 open_positions: bool = False) -> None:
        self.set_trait("profiles", profiles)
        rows = [ReadPosition(*case, is_free(case, profiles[0]), is_free(case, profiles[1])) for case in cases]
        self.rows = rows
        self.set_trait("parting", sum(1 for r in rows if r.parting))
        html = widgets.HTML(self._render(title, open_positions))
        html.add_class("pt-barring-readings-html")
        super().__init__([shared_style(), html])
        self.add_class("pt-board")
        self.add_class("pt-barring-readings")

    def _render(self, title: str, open_positions: bool) -> str:
        def verdict(ok: bool) -> str:
            return '<span class="pt-bar-free">may declare</span>' if ok else '<span class="pt-bar-barred">barred</span>'

        body, attrs = [], []
        for n, row in enumerate(self.rows, start=1):
            mine = cards_text(CardSet(row.table)) if row.table else "nothing"
            body.append([f"<span class='pt-small'>position</span> {n}", mine, cards_text(CardSet(row.opp_table)),
                         cards_text(CardSet(row.declared)), verdict(row.free_first), verdict(row.free_second)])
            attrs.append('class="pt-reading-row pt-parting" data-parting="yes"' if row.parting
                         else 'class="pt-reading-row"')
        # The positions one click away: on a phone the seven stacked rows take three screens, for a reading the
        # tutorial's own rules do not use.
        # Each profile's reading as its switch has it: the two compared, and the other named rules beside them.
        said = {p.name: p for p in PROFILES.values()} | {p.name: p for p in self.profiles}
        return (
            f'<div class="pt-board-title">{escape(title)}</div>'
            + f'<div class="pt-small">The readings part on {self.parting} of these {len(self.rows)} positions. '
            + escape(capitalised(switch_words("barring", said.values()))) + ".</div>"
            + f'<details class="pt-details pt-readings-details"{" open" if open_positions else ""}><summary>'
            "Show the positions, each read both ways</summary>"
            + stacked_table(["", "your table", "his table", "you declare",
                             *(escape(capitalised(rules_words(p.name))) for p in self.profiles)],
                            body, cls="pt-readings", row_attrs=attrs)
            + '<div class="pt-small">Highlighted: where the readings part.</div></details>'
        )

