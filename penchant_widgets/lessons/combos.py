"""Combinations: the table of kinds and scores, and a bench to try declarations.

The scores come from the profiles and every verdict from
:func:`penchant.rules.combinations.check_declaration`; the bench keeps its declarations and asks the rules
for the rest (the declaration meant by the cards picked, where the cards go, the points under the rules
chosen now); nothing is decided here.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from html import escape
from typing import cast

import ipywidgets as widgets
import traitlets

from penchant.english.lists import join_and
from penchant.english.numbers import count_words, number_words
from penchant.errors import PenchantError
from penchant.rules.book_names import rules_words
from penchant.rules.cards import Card, CardSet, CardsGiven, cards_given
from penchant.rules.combinations import DeclarationVerdict, DeclaredRecord, check_declaration, legal_declarations
from penchant.rules.declarable import built_up, meant_declaration
from penchant.rules.declaring import declare
from penchant.rules.holdings import Holdings
from penchant.rules.kinds import Kind, KindClass
from penchant.rules.procedure import Moment
from penchant.rules.profiles import DEFAULT_PROFILE, PROFILE_ORDER, Profile, get_profile
from penchant.rules.scoring import declared_points
from penchant.words.declarable import why_nothing_declarable
from penchant.words.kinds import KIND_EXAMPLES, class_title, foster_gloss, kind_words
from penchant_widgets.action_button import action_button
from penchant_widgets.board_words import refusal_html
from penchant_widgets.cards import CardPicker, cards_text, faces_html, symbolize
from penchant_widgets.folds import Fold
from penchant_widgets.html_parts import message_html
from penchant_widgets.reveal import Reveal
from penchant_widgets.rules_switch import rules_choice
from penchant_widgets.styles import shared_style

__all__ = ["DeclarationBench", "KindsTable", "building_html", "kinds_table_html"]


def kinds_table_html(profiles: Sequence[str] = PROFILE_ORDER, size: int = 30, chosen: str = DEFAULT_PROFILE.name,
                     *, foster_words: bool = True) -> str:
    """Every kind: Kandell's name, Foster's words (unless not ``foster_words``), an example and its points under
    each of ``profiles``.

    The points of the ``chosen`` rules are marked (the :class:`KindsTable` switch picks them); on a phone, where the
    column headings are not shown, each number says its book ("Kandell's rules: 2 points · Foster's rules: 20
    points · Kandell's modern scoring: 2 points").
    """
    profs = [get_profile(p) for p in profiles]

    def mark(p: Profile) -> str:
        return f' data-rules="{p.name}"' + (' data-chosen="yes"' if p.name == chosen else "")

    head = "".join(f'<th class="num"{mark(p)}>{escape(rules_words(p.name))}</th>' for p in profs)
    rows = []
    for cls in KindClass:
        title = class_title(cls, foster=foster_words)
        rows.append(f'<tr><td colspan="{3 + len(profs)}" class="pt-kinds-class">{escape(title)}</td></tr>')
        for kind in Kind:
            if kind.kind_class is not cls:
                continue
            example = KIND_EXAMPLES[kind]  # each the kind it shows: the engine judges them (a test)
            # Each number names its book and says it is points, read where no column heading is seen (a phone):
            # "Kandell's rules: 2 points", as "Kandell 2" reads as a code.
            # The figure stands alone where the column heads say whose and what (a wide screen): the words' one
            # plural (count_words) split into the figure and its noun.
            said = [count_words(declared_points(p, (kind,)), "point", digits=True).split(" ", 1) for p in profs]
            pts = "".join(f'<td class="num"{mark(p)}><span class="pt-kinds-book">{escape(rules_words(p.name))}: '
                          f'</span>{figure}<span class="pt-kinds-book"> {noun}</span></td>'
                          for p, (figure, noun) in zip(profs, said, strict=True))
            rows.append(
                f'<tr data-kind="{kind.value}"><td><b>{escape(kind_words(kind))}</b>'
                + (f'<br><span class="pt-small">Foster: “{escape(kind.foster_name)}”'
                   + (f" ({escape(foster_gloss(kind))})" if foster_gloss(kind) else "") + "</span>"
                   if foster_words else "") + "</td>"
                f'<td>{faces_html(example, size)}</td><td class="pt-small pt-kinds-count">{len(example)} cards</td>'
                f"{pts}</tr>")
    return (f'<table class="pt-table pt-kinds"><tr><th>kind</th><th>example</th><th class="pt-kinds-count"></th>'
            f'{head}</tr>{"".join(rows)}</table>')


class KindsTable(widgets.VBox):
    """The table of combinations with a switch between the rules: every rules' points show, the chosen ones
    marked, at every width (on a phone each number says its book). Not ``compare``:
    the ``rules`` alone, no switch and no other rule book's words (a newcomer's first table, chapter 3)."""

    size = traitlets.Int(0, read_only=True).tag(sync=False)

    def __repr__(self) -> str:
        return f"KindsTable(rules={self.rules.value!r})"

    compare = traitlets.Bool(True, read_only=True).tag(sync=False)

    def __init__(self, size: int = 30, rules: str = DEFAULT_PROFILE.name,
                 title: str | None = None, *, compare: bool = True) -> None:
        self.set_trait("size", size)
        self.set_trait("compare", compare)
        self.rules = rules_choice(rules)
        self.rules.observe(lambda _c: self._render(), names="value")
        self.table = widgets.HTML()
        self.table.add_class("pt-kinds-html")
        note = widgets.HTML('<div class="pt-small">The points under the rules you choose are marked; the other '
                            "rule books' points are beside them.</div>")
        note.add_class("pt-kinds-note")
        title = title if title is not None else f"The {number_words(len(Kind))} kinds of combination"
        head = widgets.HTML(f'<div class="pt-board-title">{escape(title)}</div>')
        super().__init__([shared_style(), head, self.rules, note, self.table] if compare else
                         [shared_style(), head, self.table])
        self.add_class("pt-board")
        self.add_class("pt-kinds-board")
        self._render()

    def _render(self) -> None:
        chosen = str(self.rules.value)
        self.table.value = (kinds_table_html(size=self.size, chosen=chosen) if self.compare else
                            kinds_table_html((chosen,), size=self.size, chosen=chosen, foster_words=False))


def building_html(steps: Sequence[str], profile: str | Profile = DEFAULT_PROFILE, size: int = 30) -> str:
    """A combination built up step by step, each step's kind and points, and the total: the steps as the rules'
    :func:`~penchant.rules.declarable.built_up` reads them (each after the first holds the one before and adds to
    it, each declarable there), which refuses any other, quoting the step."""
    prof = get_profile(profile)
    rows = []
    kinds: list[Kind] = []
    before = CardSet()
    for cards, kind in built_up(steps, prof):
        kinds.append(kind)
        # A later step names the card it adds; the row then shows the whole combination it makes.
        step = "declare" if not before else f"add {cards_text(c for c in cards if c not in before)}, making"
        before = cards
        rows.append(f'<tr><td class="pt-small">{step}</td>'
                    f"<td>{faces_html(cards, size)}</td><td><b>{escape(kind_words(kind))}</b></td>"
                    f'<td class="num">+{declared_points(prof, (kind,))}</td></tr>')
    total = declared_points(prof, kinds)
    rows.append(f'<tr><td></td><td></td><td><b>in all</b></td><td class="num"><b>{total}</b></td></tr>')
    return f'<table class="pt-table pt-building">{"".join(rows)}</table>'


BENCH_MOMENT: Moment = "play"
"""The bench lays out a hand and table as dealt between tricks (up to six cards), not at one declaration."""


class DeclarationBench(widgets.VBox):
    """Pick cards from your hand and table and ask the engine: may I declare them?

    *Declare* lays a legal combination on your table (scoring it), so you can
    build up, and see the fresh-card rule refuse a declaration made only of
    table cards. (In a real deal you declare once per trick you win.) The
    declarations are kept; what they score is asked of the rules chosen now.
    """

    penchant_only = traitlets.Bool(False, read_only=True).tag(sync=False)
    table_given = traitlets.Tuple(read_only=True).tag(sync=False)
    """The table's cards in the order given, drawn so, each card declared since after them: a table given as
    "K♥ Q♥ Q♠ J♦", a marriage and a penchant, keeps each together (card order, Q♠ Q♥ K♥ J♦, would split the
    penchant the prose describes)."""

    holdings = traitlets.Instance(Holdings).tag(sync=False)
    """The cards where they are now (the declarations laid on the table): as the rules' declaring step left them."""
    start = traitlets.Instance(Holdings).tag(sync=False)
    """The cards the bench was given: *Start again* goes back to them."""
    declared = cast("traitlets.TraitType[list[DeclaredRecord], list[DeclaredRecord]]", traitlets.List().tag(sync=False))
    """The declarations made, in order: (kind, cards), as the rules' declaring step listed them."""
    verdict_shown = traitlets.Any(None, allow_none=True).tag(sync=False)
    """The legal verdict the message shows: ``(kind, points, cards picked, declaration, declared)``, said again when
    the reader asks for the other rule books' numbers or puts them away; ``None`` while the message says anything
    else (a refusal, a hint, the list, nothing)."""

    list_shown = traitlets.Bool(False).tag(sync=False)
    """Whether the message is the list of what could be declared (*What could I declare?*), said again under the
    rules chosen and with the other rule books' points when they are asked for."""

    def __repr__(self) -> str:
        return f"DeclarationBench(hand={str(self.hand)!r}, table={str(self.table)!r}, score={self.score})"

    def __init__(self, hand: CardsGiven, table: CardsGiven = "", opp_table: CardsGiven = "", *,
                 profile: str = DEFAULT_PROFILE.name, title: str = "Try a declaration",
                 penchant_only: bool = False) -> None:
        self.start = Holdings.parse(hand=hand, table=table, opp_table=opp_table)
        self.set_trait("table_given", tuple(_in_order_given(table)))
        self.set_trait("penchant_only", penchant_only)
        self.holdings = self.start
        self.profile_choice = rules_choice(profile)
        # Another rule book changes the points, not the cards: the picks stay (a switch cleared them unasked).
        self.profile_choice.observe(lambda _c: self._switched(), names="value")
        # The other rule books' numbers on request, as the chapter's table gives them: off unasked, so one message
        # does not give three books' points.
        self.others_shown = widgets.Checkbox(False, description="show the other rule books' points too",
                                             indent=False)
        self.others_shown.add_class("pt-bench-others")
        self.others_shown.observe(lambda _c: self._resay(), names="value")
        self.opp_view = widgets.HTML()
        self.table_picker = CardPicker(mode="select", label="Your table", css_class="pt-bench-table",
                                       empty="nothing declared yet")
        self.hand_picker = CardPicker(mode="select", label="Your hand", css_class="pt-bench-hand")
        self.message = widgets.HTML()
        self.message.add_class("pt-bench-message")
        self.declared_view = widgets.HTML()

        self.reveal = Reveal(self.message)
        """The line under the message: the reply to a button pressed is brought into view (on a phone the buttons
        wrap to three rows, and a reply under them stood below the screen's edge)."""
        self.check_button = action_button("May I declare these?", "pt-bench-check", self._replying(self.check), True)
        self.declare_button = action_button("Declare them", "pt-bench-declare", self._replying(self.declare))
        self.list_button = action_button("What could I declare?", "pt-bench-list", self._replying(self.list_legal))
        self.reset_button = action_button("Start again", "pt-bench-reset", self.reset)
        self.table_picker.add_class("pt-zone")
        zones = widgets.HBox([self.hand_picker, self.table_picker])
        zones.add_class("pt-bench-zones")
        felt = widgets.VBox([self.opp_view, zones])
        felt.add_class("pt-felt")
        head = widgets.HTML(f'<div class="pt-board-title">{escape(title)}</div>')
        # The switch of rule books and the others' points one click away, under the message that names the rules it
        # scores by: the three books' names at the head of every bench would read as three books to learn.
        self.others = Fold("the other rule books", [self.profile_choice, self.others_shown])
        super().__init__([shared_style(), head, felt,
                          widgets.HBox([self.check_button, self.declare_button, self.list_button,
                                        self.reset_button], layout=widgets.Layout(flex_flow="row wrap")),
                          self.message, self.reveal, self.others, self.declared_view])
        self.add_class("pt-board")
        self.add_class("pt-bench")
        self._render()

    def _replying(self, act: Callable[[], object]) -> Callable[[], None]:
        """``act``, pressed as a button: its reply, the message, is then brought into view."""
        def pressed() -> None:
            act()
            self.reveal.show()
        return pressed

    @property
    def profile(self) -> Profile:
        return get_profile(str(self.profile_choice.value))

    @property
    def hand(self) -> CardSet:
        return self.holdings.hand

    @property
    def table(self) -> CardSet:
        return self.holdings.table

    @property
    def opp_table(self) -> CardSet:
        return self.holdings.opp_table

    @property
    def score(self) -> int:
        """What the declarations made score under the rules chosen now."""
        return declared_points(self.profile, [k for k, _ in self.declared])

    def picked(self) -> CardSet:
        return self.hand_picker.selected | self.table_picker.selected

    def extended(self, cards: CardSet) -> CardSet:
        """The declaration meant by ``cards`` (:func:`~penchant.rules.declarable.meant_declaration`)."""
        return meant_declaration(cards, self.holdings, self.profile, declared=self.declared,
                                 penchant_only=self.penchant_only, moment=BENCH_MOMENT)

    def _verdict(self, cards: CardSet) -> DeclarationVerdict:
        return check_declaration(cards, self.holdings, self.profile,
                                 declared=self.declared, penchant_only=self.penchant_only, moment=BENCH_MOMENT)

    def _meant(self, cards: CardsGiven | None) -> tuple[CardSet, CardSet] | None:
        """The cards picked (or ``cards``) and the declaration they mean; ``None``, said on the page, when there are
        none or they are not cards."""
        try:
            cs = self.picked() if cards is None else cards_given(cards, "cards to declare")
        except PenchantError as exc:
            self._tell(refusal_html(exc))
            return None
        if not cs:
            self._tell(message_html("Pick some cards first (in your hand, and on your table if you want to use "
                                    "cards already declared).", "note"))
            return None
        return cs, self.extended(cs)

    def _worth(self, kind: Kind, points: int) -> str:
        """``points`` under the chosen rules, in words; the other rule books' numbers beside them only once the
        reader has asked to see them (:attr:`others_shown`), as the chapter's table shows them only on request."""
        here = str(self.profile_choice.value)
        said = f"{points} under {escape(rules_words(here))}"
        if not self.others_shown.value:
            return said
        others = join_and(f"{declared_points(get_profile(n), (kind,))} under {rules_words(n)}"
                          for n in PROFILE_ORDER if n != here)
        return f"{said} ({escape(others)})"

    def _verdict_html(self, kind: Kind, points: int, cs: CardSet, whole: CardSet, *, declared: bool) -> str:
        """The message on a legal declaration ``whole`` (meant by the cards picked, ``cs``), laid down or not."""
        # The bench completes a lone hand card with the table cards it joins: it says so plainly, so that a
        # learner sees which cards the declaration needed (J♥ picked alone reads as J♥ Q♥ K♥ without it).
        added = (f"you picked only {cards_text(cs)}, so the board added {cards_text(whole - cs)} from your "
                 f"table. " if whole != cs else "")
        if declared:
            return message_html(f"Declared: {added}{cards_text(whole)}, a <b>{kind_words(kind)}</b>, now on your "
                                f"table, scores {self._worth(kind, points)}. Pick cards for the next one.", "ok",
                                raw=True)
        return message_html(f"Yes: {added}{cards_text(whole)} is a <b>{kind_words(kind)}</b>, worth "
                            f"{self._worth(kind, points)}. <i>Declare them</i> lays it on your table.", "ok", raw=True)

    @traitlets.observe("verdict_shown")
    def _verdict_changed(self, _change: object) -> None:
        self._resay()

    def _switched(self) -> None:
        """Another rule book: the same cards, picks kept; the list of what could be declared, on show, is said again
        under it (another message goes)."""
        listing = self.list_shown
        self._render(keep_picks=True)
        if listing:
            self.list_legal()

    def _resay(self) -> None:
        """The verdict or list on show (:attr:`verdict_shown`, :attr:`list_shown`), drawn again: the reader asked
        for the other rule books' numbers or put them away."""
        if self.list_shown:
            self.list_legal()
        elif self.verdict_shown is not None:
            kind, points, cs, whole, declared = self.verdict_shown
            self.message.value = self._verdict_html(kind, points, cs, whole, declared=declared)

    def _tell(self, html: str) -> None:
        """Show ``html``, which is no verdict: the verdict on show goes."""
        self.verdict_shown = None
        self.list_shown = False
        self.message.value = html

    def _say(self, v: DeclarationVerdict, cs: CardSet, whole: CardSet, *, declared: bool = False) -> bool:
        """Show the engine's verdict on ``whole`` (meant by the cards picked, ``cs``); whether it is legal.
        ``declared``: the cards were laid on the table, and the words say so."""
        if v.legal and v.kind is not None:
            if not declared:  # the cards the board adds are picked too: the table shows what the declaration is
                self.table_picker.select(self.table_picker.selected | (whole & self.table))
            # Drawn by the trait's observer; the same verdict again is on show already (any other message clears it).
            self.verdict_shown = (v.kind, v.points, cs, whole, declared)
            return True
        # Refused cards stay picked, as a wrong answer's do on a puzzle board, and the words say so: chapter 3 asks
        # for Q♥ Q♠ refused, then the Q♣ added to them (cleared, the Q♣ alone was completed by the board).
        self._tell(refusal_html(v.error, title="No:")
                   + message_html("Your cards stay picked: tap a card to take it back or to add one, then ask "
                                  "again.", "note"))
        return False

    def check(self, cards: CardsGiven | None = None) -> bool:
        """Ask the engine about the picked cards (or ``cards``); show its verdict."""
        meant = self._meant(cards)
        return meant is not None and self._say(self._verdict(meant[1]), *meant)

    def declare(self) -> bool:
        """Declare the picked cards (with the table cards they extend, when one card is added at a time): the rules'
        declaring step (:func:`~penchant.rules.declaring.declare`) says whether they may be, and where the cards
        lie after it; the bench shows its verdict and draws the cards where it put them."""
        meant = self._meant(None)
        if meant is None:
            return False
        step = declare(meant[1], self.holdings, self.profile, declared=self.declared,
                       penchant_only=self.penchant_only, moment=BENCH_MOMENT)
        if not step.verdict.legal:
            return self._say(step.verdict, *meant)
        self.holdings = step.holdings
        self.declared = list(step.declared)
        self._render()
        return self._say(step.verdict, *meant, declared=True)

    def declared_html(self) -> str:
        """The declarations made, each with what it scores under the rules chosen now, and their total."""
        if not self.declared:
            return ""
        prof = self.profile
        entries = "".join(f"<li>{escape(kind_words(k))} {cards_text(CardSet.from_mask(m))} "
                          f"(+{declared_points(prof, [k])})</li>" for k, m in self.declared)
        return (f'<div class="pt-small"><b>Declared so far — {count_words(self.score, "point", digits=True)} '
                f'under {escape(rules_words(prof.name))}:</b><ol class="pt-tight-list">{entries}</ol></div>')

    def list_legal(self) -> None:
        decls = legal_declarations(self.holdings, self.profile,
                                   declared=self.declared, penchant_only=self.penchant_only, moment=BENCH_MOMENT)
        if not decls:
            # The rules say why (barring only when a set on the opponent's table bars a combination here:
            # chapter 3 has no opponent's table, and barring is not taught until chapter 5).
            said = why_nothing_declarable(self.holdings, self.profile, declared=self.declared,
                                          penchant_only=self.penchant_only, moment=BENCH_MOMENT)
            self._tell(message_html(f"Nothing: {symbolize(said or '')}.", "note", raw=True))
            return
        # each one's points under the rules chosen, and the other books' beside them once asked for
        items = "; ".join(f"{kind_words(d.kind)} {cards_text(d.cards)}: {self._worth(d.kind, d.points)}"
                          if self.others_shown.value else f"{kind_words(d.kind)} {cards_text(d.cards)} ({d.points})"
                          for d in decls)
        self._tell(message_html(f"You could declare: {items}.", "note", raw=True))
        self.list_shown = True

    def reset(self) -> None:
        self.holdings = self.start
        self.declared = []
        self._render()

    def _render(self, *, keep_picks: bool = False) -> None:
        """Draw the cards and the declarations; a message about other rules or cards (a switch, a reset) goes.
        ``keep_picks``: the same cards, redrawn (another rule book): what was picked stays picked."""
        self.opp_view.value = (faces_html(self.opp_table, "sm", label="The opponent’s table", empty="empty")
                               if self.opp_table else "")
        order = [c for c in self.table_given if c in self.table] + [c for c in self.table if c not in self.table_given]
        self.table_picker.set_cards(order, keep_selection=keep_picks)
        self.hand_picker.set_cards(self.hand, keep_selection=keep_picks)
        self.declared_view.value = self.declared_html()
        self._tell("")


def _in_order_given(cards: CardsGiven) -> list[Card]:
    """``cards`` in the order a caller wrote them (notation's order, a list's), a set's in card order.

    >>> [str(c) for c in _in_order_given("KH QH QS JD")]
    ['KH', 'QH', 'QS', 'JD']
    """
    if isinstance(cards, str):
        return [Card.parse(t) for t in cards.split()]
    if isinstance(cards, CardSet):
        return list(cards)
    return [c if isinstance(c, Card) else Card.parse(c) for c in cards]
