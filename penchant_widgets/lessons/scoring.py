"""Scoring calculators for the tutorial: one deal, and a game of four deals.

All arithmetic is the engine's (:func:`penchant.play.sheet.deal_score_parts`,
:func:`penchant.rules.game_scoring.game_result`, :func:`penchant.rules.scoring.declared_points`, and the book
bonus's :func:`penchant.rules.scoring.book_bonus_of`, which :func:`penchant.words.scoring.book_bonus_worked_out`
shows worked out); these widgets read the reader's numbers, show the engine's answer, and show the
engine's typed error when the numbers are impossible.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from html import escape
from typing import Final

import ipywidgets as widgets
import traitlets

from penchant.english.grammar import after_colon, possessive
from penchant.english.numbers import number_words
from penchant.errors import PenchantError
from penchant.notation.whole_numbers import whole_number
from penchant.play.sheet import DealEntry, deal_score_parts
from penchant.rules.book_names import rules_words
from penchant.rules.brisques import BRISQUES_IN_PACK
from penchant.rules.game_scoring import DEALS_PER_GAME, GameResult, game_result
from penchant.rules.kinds import SET_OF_SIZE, Kind, parse_kinds
from penchant.rules.profiles import (
    BRISQUE_OPTIONS,
    DEFAULT_PROFILE,
    PROFILES,
    Profile,
    brisque_options_in,
    get_profile,
    offered_brisque_option,
)
from penchant.rules.scoring import declared_points
from penchant.typed_counts import brisques_typed, game_scores_typed, score_said_in
from penchant.words.game_scoring import LURCHED_IF_WORDS, game_tally_words
from penchant.words.refusals import refusal_in_names, refusal_words
from penchant.words.scoring import book_bonus_worked_out, brisquettes_worked_out, over_the_book
from penchant.words.switches import (
    brisque_choice_words,
    switched_scores_words,
    switches_apart_rows,
)
from penchant_widgets.folds import Fold
from penchant_widgets.html_parts import message_html, stacked_table
from penchant_widgets.number_entry import NumberEntry
from penchant_widgets.rules_switch import rules_choice
from penchant_widgets.styles import shared_style

__all__ = ["NAMES", "DealScorer", "GameTally", "profiles_table_html"]

NAMES: Final = ("You", "Your opponent")
"""The players as the scoring boards name them: the chapter's prose says "your opponent", so the boards say it too
(one term, not "Opponent" beside it)."""


def _text(value: str, width: str = "70px", placeholder: str = "", name: str = "") -> widgets.Text:
    """A small entry box; ``name`` is what a screen reader calls it (its tooltip: the box has no label)."""
    return widgets.Text(value=value, placeholder=placeholder, tooltip=name, layout=widgets.Layout(width=width))


def _count(value: str, name: str) -> NumberEntry:
    """A small box for a count, with a phone's number keypad; what is typed stays text, so a typo is answered by the
    board; ``name`` is what a screen reader calls it (the box has no label)."""
    return NumberEntry(value, label=name, layout=widgets.Layout(width="70px"))


class DealScorer(widgets.VBox):
    """Type what happened in a deal; the engine scores it under a profile."""

    names = traitlets.TraitType[tuple[str, ...], tuple[str, ...]](read_only=True).tag(sync=False)

    def __repr__(self) -> str:
        return f"DealScorer(profile={self.profile_choice.value!r}, brisques={self.brisque_choice.value!r})"

    def __init__(self, names: Sequence[str] = NAMES, *,
                 declarations: Sequence[str] = ("marriage, pair", "penchant"),
                 brisquettes: Sequence[int] = (3, 1), brisques: Sequence[int] = (8, 4),
                 profile: str = DEFAULT_PROFILE.name, brisques_scored: str | None = None) -> None:
        self.set_trait("names", tuple(names))
        self.profile_choice = rules_choice(profile)
        # Kandell's two options on the brisques (the engine's names), so the chapter's board can try them: those the
        # source chosen offers (brisque_options_in), the source's own first
        own = offered_brisque_option(get_profile(profile))
        self.brisque_choice = widgets.Dropdown(options=list(brisque_options_in(profile)),
                                               value=own if brisques_scored is None else brisques_scored,
                                               tooltip="Brisques", layout=widgets.Layout(width="auto"))
        self.brisque_choice.add_class("pt-brisque-option")
        self.brisque_whose = widgets.HTML()  # whose the option chosen is: the book's default, or Kandell's own
        self.brisque_whose.add_class("pt-brisque-whose")
        self.decl = [_text(declarations[p], "100%", "e.g. pair, marriage", f"{self.names[p]}: declarations")
                     for p in (0, 1)]
        self.bq = [_count(str(brisquettes[p]), f"{self.names[p]}: brisquettes") for p in (0, 1)]
        self.br = [_count(str(brisques[p]), f"{self.names[p]}: brisques in all") for p in (0, 1)]
        for i, group in enumerate((self.decl, self.bq, self.br)):
            for p, w in enumerate(group):
                w.add_class(f"pt-score-{('decl', 'brisquettes', 'brisques')[i]}-{p}")
        self.result = widgets.HTML()
        self.result.add_class("pt-score-result")
        # A block a player: the three boxes under the player's name, each with its label beside it. The two
        # blocks sit side by side on a wide screen and one under the other on a phone.
        labels = ("declarations", "brisquettes", "brisques in all")
        blocks = []
        for p in (0, 1):
            rows = [widgets.HTML(f'<div class="pt-seat">{escape(self.names[p])}</div>')]
            for label, box in zip(labels, (self.decl[p], self.bq[p], self.br[p]), strict=True):
                row = widgets.HBox([widgets.HTML(f'<div class="pt-score-label">{label}</div>'), box])
                row.add_class("pt-score-row")
                rows.append(row)
            block = widgets.VBox(rows)
            block.add_class("pt-score-player")
            blocks.append(block)
        grid = widgets.HBox(blocks)
        grid.add_class("pt-score-players")
        head = widgets.HTML('<div class="pt-board-title">Score a deal</div><div class="pt-caption">'
                            "Declarations: the kinds each player declared, separated by commas. Brisquettes: "
                            "brisques taken in the last six tricks. Brisques in all: both parts of the deal "
                            f"(the two players' add up to {BRISQUES_IN_PACK}).</div>")
        # The switch of rule books one click away (the three books' names at the head of the board would read as
        # three to learn); Kandell's options on the brisques stay in sight, under the deal's numbers with the line
        # that says what they are and which to use (first on the board, a choice explained only further down the
        # chapter would stop a reader before any number is typed).
        # labelled as the boxes above are (a label of its own in the same column: the dropdown's own description
        # stood indented beside them)
        choice_row = widgets.HBox([widgets.HTML('<div class="pt-score-label">Brisques</div>'), self.brisque_choice])
        choice_row.add_class("pt-score-row")
        brisques_row = widgets.VBox([choice_row, self.brisque_whose])
        brisques_row.add_class("pt-brisque-row")
        self.others = Fold("the other rule books", [_other_books_caption("deal"), self.profile_choice])
        super().__init__([shared_style(), head, grid, brisques_row, self.result, self.others])
        self.add_class("pt-board")
        self.add_class("pt-dealscorer")
        for w in (*self.decl, *self.bq, *self.br):
            w.observe(lambda _c: self.score(), names="value")
        self.profile_choice.observe(lambda _c: self._source_chosen(), names="value")
        self.brisque_choice.observe(lambda _c: self.score(), names="value")
        self.score()

    def _source_chosen(self) -> None:
        """Another source of the rules: everything scored by its rules, its brisques as it prints them (no option of
        another book kept), and only the options it offers on the brisques to choose from."""
        source = get_profile(str(self.profile_choice.value))
        with self.brisque_choice.hold_trait_notifications():
            self.brisque_choice.options = list(brisque_options_in(source))
            self.brisque_choice.value = offered_brisque_option(source)
        self.brisque_choice.disabled = len(self.brisque_choice.options) == 1
        self.score()

    def _say_whose(self) -> None:
        """What the brisque choice is, whose the option chosen is and which to use, in the rules' one line
        (:func:`~penchant.words.switches.brisque_choice_words`), where the book offers Kandell's options; nothing
        under a book that scores the brisques one way only."""
        mine = len(self.brisque_choice.options) > 1
        self.brisque_whose.value = (f'<div class="pt-caption">{escape(brisque_choice_words(self.profile))}</div>'
                                    if mine else "")

    @property
    def profile(self) -> Profile:
        """The rules chosen, with the option on the brisques chosen."""
        return get_profile(str(self.profile_choice.value)).with_options(
            **BRISQUE_OPTIONS[str(self.brisque_choice.value)])

    def entry(self) -> DealEntry:
        kinds = (parse_kinds(self.decl[0].value), parse_kinds(self.decl[1].value))
        return DealEntry(
            kinds,
            (brisques_typed(self.bq[0].value, "a number of brisquettes"),
             brisques_typed(self.bq[1].value, "a number of brisquettes")),
            (brisques_typed(self.br[0].value, "a number of brisques"),
             brisques_typed(self.br[1].value, "a number of brisques")),
        )

    def refusals(self) -> list[str]:
        """Every box the engine refuses, each said with whose box it is ("Your opponent's brisquettes: …"), in the
        boxes' order, so the reader can mend them all at once.
        Empty where every box reads; the deal as a whole is then the engine's to check (:meth:`score`)."""
        said: list[str] = []
        for p in (0, 1):
            whose = possessive(self.names[p])
            boxes = (("declarations", self.decl[p], ""), ("brisquettes", self.bq[p], "a number of brisquettes"),
                     ("brisques in all", self.br[p], "a number of brisques"))
            for label, box, what in boxes:
                try:
                    parse_kinds(box.value) if not what else brisques_typed(box.value, what)
                except PenchantError as exc:
                    said.append(f"{whose} {label}: {after_colon(refusal_words(exc))}")
        return said

    def score(self) -> tuple[int, int] | None:
        self._say_whose()
        wrong = self.refusals()
        if len(wrong) > 1:
            items = "".join(f"<li>{escape(w)}</li>" for w in wrong)
            self.result.value = message_html(f"<ul class=\"pt-score-refusals\">{items}</ul>", "error", raw=True,
                                             title=f"Cannot score this: {number_words(len(wrong))} entries are wrong.")
            return None
        if wrong:  # one box: said with whose it is too ("“13” is not a number of brisques" named neither player)
            self.result.value = message_html(wrong[0], "error", title="Cannot score this:")
            return None
        try:
            prof = self.profile
            entry = self.entry()
            parts = deal_score_parts(entry, prof)  # one call: the deal checked and scored once, part by part
        except PenchantError as exc:
            self.result.value = message_html(refusal_in_names(exc, self.names), "error",
                                             title="Cannot score this:")
            return None
        totals = (parts[0].total, parts[1].total)
        rows = []
        for p in (0, 1):
            part = parts[p]
            rows.append([f"<b>{escape(self.names[p])}</b>", str(part.declarations),
                         brisquettes_worked_out(prof, entry.brisquettes[p]),
                         book_bonus_worked_out(prof, entry.brisques[p]),
                         f"<b>{totals[p]}</b>"])
        self.result.value = stacked_table(
            ["", "declarations", "brisquettes", f"book bonus (brisques {over_the_book()})", "the deal"], rows)
        return totals


def _other_books_caption(scored: str) -> widgets.HTML:
    """What the switch of rule books under a board does, said over its buttons (``scored``: ``"deal"``,
    ``"game"``), so a reader knows that pressing "Kandell's rules", "Foster's rules" or "Kandell's modern scoring"
    scores the board again."""
    caption = widgets.HTML(f'<div class="pt-caption">Score this {escape(scored)} by another rule book:</div>')
    caption.add_class("pt-other-books-caption")
    return caption


def _a_number(text: str) -> bool:
    try:
        whole_number(text.strip(), "a score")
    except PenchantError:
        return False
    return True


class GameTally(widgets.VBox):
    """Four deals' scores in; the engine's totals, winner, lurch and the game's value out."""

    names = traitlets.TraitType[tuple[str, ...], tuple[str, ...]](read_only=True).tag(sync=False)

    typed = traitlets.Tuple().tag(sync=False)
    """What the reader typed in each deal's cells, and under which rules: ``((text, rules), (text, rules))`` a
    deal. The source of truth: the cells show it in the numbers of the rules chosen now (derived, so switching the
    rules and back gives back exactly what was typed)."""
    showing = traitlets.Bool(False).tag(sync=False)
    """True while the cells are set from :attr:`typed`, not by the reader."""

    def __repr__(self) -> str:
        return f"GameTally(profile={self.profile_choice.value!r})"

    def __init__(self, scores: Sequence[Sequence[int]] = ((12, 9), (7, 15), (20, 4), (6, 11)), *,
                 names: Sequence[str] = NAMES, profile: str = DEFAULT_PROFILE.name) -> None:
        self.set_trait("names", tuple(names))
        self.profile_choice = rules_choice(profile)
        self.cells = [[_count(str(scores[d][p]) if d < len(scores) else "", f"{self.names[p]}, deal {d + 1}")
                       for p in (0, 1)] for d in range(DEALS_PER_GAME)]
        kids: list[widgets.Widget] = [widgets.HTML(""), widgets.HTML(f"<b>{escape(self.names[0])}</b>"),
                                      widgets.HTML(f"<b>{escape(self.names[1])}</b>")]
        for d in range(DEALS_PER_GAME):
            kids.append(widgets.HTML(f"deal {d + 1}"))
            for p in (0, 1):
                self.cells[d][p].add_class(f"pt-tally-{d}-{p}")
                kids.append(self.cells[d][p])
        # each deal's label level with its boxes (a phone's taller boxes left it at their top)
        grid = widgets.GridBox(kids, layout=widgets.Layout(grid_template_columns="70px 110px 110px",
                                                           grid_gap="4px 8px", align_items="center"))
        self.result = widgets.HTML()
        self.result.add_class("pt-tally-result")
        self.rescaled = widgets.HTML()
        """Why the scores changed after a switch of rule books (Foster's are ten times Kandell's): said under the
        switch, beside the press that changed them; empty when nothing was rescaled."""
        self.rescaled.add_class("pt-tally-rescaled")
        head = widgets.HTML('<div class="pt-board-title">Score a game</div><div class="pt-caption">'
                            "Each deal's points (leave a deal blank if it is not played yet).</div>")
        # one click away, as the scorer's
        self.others = Fold("the other rule books", [_other_books_caption("game"), self.profile_choice,
                                                    self.rescaled])
        super().__init__([shared_style(), head, grid, self.result, self.others])
        self.add_class("pt-board")
        self.add_class("pt-gametally")
        # every deal given is kept, those past the cells too: a game of five deals is the rules' to refuse
        # (tally asks them, and says why), not the cells' to cut to four and tally as a finished game
        under = str(self.profile_choice.value)
        self.typed = (*(tuple((w.value, under) for w in row) for row in self.cells),
                      *(tuple((str(score), under) for score in deal) for deal in scores[DEALS_PER_GAME:]))
        for d, row in enumerate(self.cells):
            for p, w in enumerate(row):
                w.observe(lambda c, d=d, p=p: self._typed_in(d, p, str(c["new"])), names="value")
        self.profile_choice.observe(lambda c: self._show_typed(str(c["old"])), names="value")
        self.tally()

    def _typed_in(self, deal: int, player: int, text: str) -> None:
        if self.showing:  # a cell set from :attr:`typed` by a switch of the rules, which tallies once at its end
            return
        row = list(self.typed[deal])
        row[player] = (text, str(self.profile_choice.value))
        self.typed = (*self.typed[:deal], tuple(row), *self.typed[deal + 1:])
        self.tally()

    def _show_typed(self, before: str | None = None) -> None:
        """Other rules, the same game in their numbers: each deal's points, as typed, are said in the rules chosen
        now (Foster's are ten times Kandell's; rules whose numbers are no single multiple of the others', as the
        modern scoring's of either source's, leave them as typed and the board says why), so the example does not
        read as a lurch under rules whose scores are ten times bigger. What was typed is kept: the shown numbers
        are derived from it, never the other way. The cells are set as one change, the game tallied once (not once
        a cell as well)."""
        new = get_profile(str(self.profile_choice.value))
        self.showing = True
        try:
            for d, (row, typed) in enumerate(zip(self.cells, self.typed[:len(self.cells)], strict=True), start=1):
                for w, (text, typed_under) in zip(row, typed, strict=True):
                    w.value = self._said_in(text, typed_under, new, d)
        finally:
            self.showing = False
        # said of the scores shown, by the rules each was typed under (text that is no score is no one's numbers)
        said = switched_scores_words([under for row in self.typed[:len(self.cells)] for text, under in row
                                      if _a_number(text)], before, new) if before is not None else ""
        self.rescaled.value = message_html(escape(said), "info", raw=True) if said else ""
        self.tally()

    @staticmethod
    def _said_in(text: str, typed_under: str, new: Profile, deal: int) -> str:
        try:  # what tally reads as points is rescaled; the rest ("²", "x", a score no rules make) stays, tally says why
            return score_said_in(text, typed_under, new, deal)
        except PenchantError:
            return text

    def tally(self) -> GameResult | None:
        """The game as typed, tallied by the rules and said in the words' sentences (refused: why, and ``None``)."""
        try:
            prof = get_profile(str(self.profile_choice.value))
            deals = game_scores_typed(self.typed, prof)
            res = game_result(deals, prof)
        except PenchantError as exc:
            self.result.value = message_html(refusal_words(exc), "error", title="Cannot tally this:")
            return None
        self.result.value = message_html(escape(game_tally_words(res, self.names, prof)), "info", raw=True)
        return res


def profiles_table_html(names: Iterable[str] = PROFILES) -> str:
    """Where the sets of rules differ (every profile the rules name, as :data:`~penchant.rules.profiles.PROFILES`
    lists them): read from the rules themselves, the switches they set apart as the rules word them
    (:func:`~penchant.words.switches.switches_apart_rows`: ``switches_apart`` and ``option_words``), then their
    numbers."""
    profs = [get_profile(n) for n in names]
    rows: list[tuple[str, Callable[[Profile], str]]] = [
        (" / ".join(k.value for k in SET_OF_SIZE.values()),
         lambda p: " / ".join(str(declared_points(p, (k,))) for k in SET_OF_SIZE.values())),
        (Kind.REUNION.value, lambda p: str(declared_points(p, (Kind.REUNION,)))),
        ("each brisquette", lambda p: str(p.brisquette_points)),
        (f"each brisque {over_the_book()} (book bonus)", lambda p: str(p.bonus_points)),
        (LURCHED_IF_WORDS, lambda p: str(p.lurch_threshold)),
    ]
    switches = [[escape(label)] + [escape(words) for words in said] for label, said in switches_apart_rows(profs)]
    return stacked_table([""] + [escape(rules_words(p.name)) for p in profs],
                         switches + [[escape(label)] + [escape(fn(p)) for p in profs] for label, fn in rows],
                         cls="pt-profiles")
