"""Starting a game (two names, rules, multipliers, first dealer: remembered, so a
rematch is one tap), changing the house rules mid-game, and the saved games
with export and import of ``penchant-game/1`` records."""

from __future__ import annotations

import base64
import json
import time
from collections.abc import Mapping
from html import escape
from typing import TYPE_CHECKING, Any

import ipywidgets as W
import traitlets

from penchant.english.grammar import capitalised
from penchant.errors import PenchantError
from penchant.marker import Edit, NewGame
from penchant.marker.stats import PairStats, head_to_head
from penchant.rules.book_names import source_name
from penchant.rules.profiles import (
    AS_PRINTED,
    BRISQUE_OPTIONS,
    DEFAULT_PROFILE,
    PROFILES,
    RECORD_OPTIONS,
    Profile,
    brisque_options_in,
    get_profile,
    house_options,
    offered_brisque_option,
)
from penchant.words.refusals import refusal_words
from penchant.words.switches import brisque_option_words, option_words, rules_in_a_line
from penchant_widgets.marker.connect import connect_info
from penchant_widgets.marker.file_names import game_file_name
from penchant_widgets.marker.flagged_widgets import Box, Button, VBox, box, button, html, show, tap_control
from penchant_widgets.marker.relative_times import when_said
from penchant_widgets.styles import classed

if TYPE_CHECKING:
    from penchant.marker.store_protocol import GameSummary
    from penchant_widgets.marker.app import MarkerApp

__all__ = ["GameForm", "GamesScreen", "brisque_choices", "kept_where", "resume_words", "stats_html"]

_RULE_LABELS = [(source_name(name), name) for name in PROFILES]
"""The rule books as the form offers them, each by its source's name (``Kandell (modern)``, never a bare
"Modern" that names no one's rules)."""


_SHOWN = ("brisquette_multiplier", "bonus_multiplier")
"""The options of the rules the form shows (besides the profile's name); the others it keeps as the game has them."""

_KEPT = tuple(key for key in RECORD_OPTIONS if key not in _SHOWN)
"""The options the form cannot show: kept as the game has them, each with a button to drop it."""

_RESUME_BUTTONS = 4
"""How many unfinished games the new-game page offers to resume, most recent first (a button each)."""

_OWN = "own"
"""The brisque choice of a game whose multipliers are none of the rules' options (kept as the game has them)."""


def brisque_choices(rules: str, own: Profile | None = None) -> list[tuple[str, str]]:
    """The brisque options the form offers under the rule book ``rules``: exactly the rules' (the names of
    :data:`~penchant.rules.profiles.BRISQUE_OPTIONS` that :func:`~penchant.rules.profiles.brisque_options_in`
    gives, as a player says them), and a game's own multipliers when ``own`` (its rules) has some its book does not
    offer (:func:`~penchant.rules.profiles.offered_brisque_option`: a house's, or another book's option)
    (kept as they are, said as the words say them: ``brisquettes times 3 ...``), never a ×1/×2 a multiplier on its
    own."""
    choices = [(capitalised(name), name) for name in brisque_options_in(rules)]
    if own is not None and offered_brisque_option(own) is None:
        choices.append((capitalised(brisque_option_words(own)[0]), _OWN))
    return choices


def stats_html(pairs: list[PairStats]) -> str:
    """Head-to-head figures per pair of names over the finished games."""
    if not pairs:
        return '<p class="pm-sub">Finish a game to see head-to-head figures here.</p>'
    rows = []
    for st in pairs:  # the figures' own words (penchant.marker.stats), one cell each
        a, b = st.names
        # each cell names its column (data-label): on a phone a row becomes a small card of labelled lines
        rows.append(
            f'<tr class="pm-pair"><th>{escape(st.pair_words)}</th><td data-label="games">{st.games}</td>'
            f'<td data-label="wins">{escape(a)} {st.wins.get(a, 0)} · {escape(b)} {st.wins.get(b, 0)}'
            f"{f' · drawn {st.draws}' if st.draws else ''}</td>"
            f'<td data-label="average value">{st.average_value:.0f}</td>'
            f'<td data-label="lurches">{escape(st.lurch_words)}</td>'
            f'<td data-label="best deal">{escape(st.best_words)}</td></tr>'
        )
    return ('<table class="pm-breakdown pm-h2h"><thead><tr><th>players</th><th>games</th><th>wins</th>'
            "<th>average value</th><th>lurches</th><th>best deal</th></tr></thead>"
            f"<tbody>{''.join(rows)}</tbody></table>")


class GameForm(VBox):
    """New game (``mode="new"``) or the current game's players and rules (``mode="rules"``)."""

    more = traitlets.Instance(Button, read_only=True).tag(sync=False)
    resume_box = traitlets.Instance(VBox, read_only=True).tag(sync=False)

    app: traitlets.Instance[MarkerApp] = traitlets.Instance(
        "penchant_widgets.marker.app.MarkerApp", read_only=True).tag(sync=False)
    """The marker this screen belongs to (fixed at construction)."""
    mode = traitlets.Enum(("new", "rules"), "new", read_only=True).tag(sync=False)
    """``"new"``: the new-game (rematch) form; ``"rules"``: the current game's players and rules."""
    house = traitlets.Dict().tag(sync=False)
    """The game's options the form does not show, kept as the game has them (the engine's
    :func:`~penchant.rules.profiles.house_options`, less the multipliers the form shows); each can be dropped
    (``drop_kept``), the book's rule then played. Observed: the summary and the kept line are drawn."""
    own_rules = traitlets.Instance(Profile, allow_none=True).tag(sync=False)
    """Rules the form cannot show (the engine refused their house options: a name it does not offer, or values of
    their own), kept whole as the game has them until the reader picks others: the form never puts the default
    rules in their place. ``None``: the rules are the ones shown. Observed: the summary is drawn."""
    own_multipliers = traitlets.Dict().tag(sync=False)
    """The game's multipliers (the two record options the brisque choice sets), kept for the choice of them when they
    are none of the rules' options (:data:`_OWN`); replaced whole when the form is filled."""
    filled = traitlets.Bool(False).tag(sync=False)
    """The new-game form has been filled from the last game's settings (once: then it keeps what is typed)."""
    chip_names = traitlets.List(traitlets.Unicode()).tag(sync=False)
    """The recent names the chips show, in order (a chip's tap picks its name)."""
    resume_ids = traitlets.List(traitlets.Int()).tag(sync=False)
    """The store's ids of the unfinished games the resume buttons show, in order."""

    def __init__(self, app: MarkerApp, mode: str = "new") -> None:
        super().__init__()
        classed(self, "pm-screen", "pm-sheet", "pm-form", "pm-setup" if mode == "new" else "pm-rules-screen")
        self.set_trait("app", app)
        self.set_trait("mode", mode)
        g = app.guard
        self.title = html("Penchant marker · new game" if mode == "new" else "Players and house rules", "pm-title")
        self.name0 = W.Text(placeholder="first player", continuous_update=True)
        self.name1 = W.Text(placeholder="second player", continuous_update=True)
        vs = html("v", "pm-vs")
        names = box([self.name0, vs, self.name1], "pm-names")
        self.chips: list[W.Button] = [
            button("", "pm-chip", on_click=g(lambda i=i: self.pick_name(i))) for i in range(8)
        ]
        swap = button("⇄ swap", "pm-swap", on_click=g(self.swap))
        chips = box([*self.chips, swap], "pm-chips")
        self.rules = W.ToggleButtons(options=_RULE_LABELS, value=DEFAULT_PROFILE.name)
        self.brisques = W.ToggleButtons(options=brisque_choices(DEFAULT_PROFILE.name), value=AS_PRINTED)
        """The brisque option: one of the rules' for the rule book picked (:func:`brisque_choices`)."""
        self._offering = False
        """While the form sets the brisque choices itself (not the reader's pick: :meth:`_offer_brisques`)."""
        self.dealer = W.ToggleButtons(options=[("first player", 0), ("second player", 1)], value=0)
        for widget, css in ((self.name0, "pm-name0"), (self.name1, "pm-name1"), (self.rules, "pm-rules-choice"),
                            (self.brisques, "pm-brisques"),
                            (self.dealer, "pm-dealer")):
            classed(widget, css)
        for choice in (self.rules, self.brisques, self.dealer):
            tap_control(choice)  # a choice the kernel takes: a tap the page's line to its server waits on
        self.summary = html("", "pm-sub")
        self.kept = html("", "pm-sub", "pm-kept-rules")
        """The game's options the form cannot show, said as kept."""
        self.problem = html("", "pm-sub", "pm-form-problem")
        """Why the rules to fill the form from cannot be shown (read, or offered as a choice): said, and the rules
        kept (:attr:`own_rules`), or the form's own left as they were when there were none to keep."""
        self.drop_kept: dict[str, Button] = {
            key: button("", "pm-drop-kept", on_click=g(lambda key=key: self.drop(key)),
                        tooltip="drop this house rule: the book's rule is played") for key in _KEPT}
        """A button for each option the form cannot show, shown while the game's is kept: a tap drops it."""
        drops = box(self.drop_kept.values(), "pm-drops")
        show(self.kept, False)
        show(self.problem, False)
        go_label = "Start game" if mode == "new" else "Apply to this game"
        self.go = button(go_label, "pm-start", "pm-primary", on_click=g(self.submit))
        self.back = button("Back", "pm-form-back", on_click=g(self.cancel))
        self.resume: list[W.Button] = [
            button("", "pm-resume", on_click=g(lambda i=i: self.resume_game(i))) for i in range(_RESUME_BUTTONS)
        ]
        # Whose games these are and where they come from, said before them: on a fresh browser, "Resume a saved
        # game: Ann v Ben · 8 h ago" may be a game left by other people on the same server (the store is the
        # server's, for every device at its table), not one this device started.
        resume_box = VBox([html("Games left unfinished here", "pm-label"), html(kept_where(), "pm-sub", "pm-kept"),
                           *self.resume])
        classed(resume_box, "pm-list")
        self.set_trait("resume_box", resume_box)
        more = button("All saved games, import…", "pm-more-games", on_click=g(lambda: app.show("games")))
        self.set_trait("more", more)

        def opt(label: str, widget: W.Widget) -> W.Box:
            return box([html(label, "pm-opt-label"), widget], "pm-opt")

        for w in (self.name0, self.name1):
            w.observe(lambda _c: self._names_changed(), names="value")
        for w in (self.rules, self.brisques):
            w.observe(lambda _c: self._rules_picked(), names="value")
        note = ("Changing the rules re-scores every deal from its declarations."
                if mode == "rules" else "")
        self.children = (
            self.title, names, chips,
            opt("Rules", self.rules), opt("Brisques", self.brisques),
            self.summary, self.kept, drops, self.problem, opt("Deals first", self.dealer),
            html(note, "pm-sub"), self.go, self.back, resume_box, more,
        )
        self.observe(lambda _c: self._rules_changed(), names=["house", "own_rules"])

    # ---- values
    def profile(self) -> Profile:
        """The rules chosen: the profile picked, its multipliers as shown, and the game's other options kept; or
        the game's own rules, kept whole, that the form cannot show (:attr:`own_rules`)."""
        if self.own_rules is not None:
            return self.own_rules
        base = get_profile(str(self.rules.value))
        chosen = str(self.brisques.value)
        multipliers = self.own_multipliers if chosen == _OWN else BRISQUE_OPTIONS[chosen]
        return base.with_options(**self.house, **multipliers)

    def _names_changed(self) -> None:
        a = self.name0.value.strip() or "first player"
        b = self.name1.value.strip() or "second player"
        opts = [(a, 0), (b, 1)]
        if a == b:
            opts = [(a + " (1)", 0), (b + " (2)", 1)]
        if list(self.dealer.options) != opts:
            value = self.dealer.value
            self.dealer.options = opts
            self.dealer.value = value
        self._render_chips()

    def _rules_picked(self) -> None:
        """The reader picked rules or a multiplier: the form's choices are the rules now (rules it could not show,
        kept till then, are let go, and what it said of them with them)."""
        if self.own_rules is not None:
            self.own_rules = None
            show(self.problem, False)
        self._offer_brisques()
        self._rules_changed()

    def _offer_brisques(self, own: Profile | None = None) -> None:
        """Offer the brisque options of the rule book picked (:func:`brisque_choices`, with ``own``'s multipliers, or
        the game's while they are chosen), the choice kept where the book offers it, else the brisques not doubled."""
        value = str(self.brisques.value)
        if own is None and value == _OWN:
            own = get_profile(str(self.rules.value)).with_options(**self.own_multipliers)
        offered = brisque_choices(str(self.rules.value), own)
        if list(self.brisques.options) == offered or self._offering:
            return
        self._offering = True  # the options set, the toggle picks a value of its own: not the reader's pick
        try:
            self.brisques.options = offered
            self.brisques.value = value if value in dict(offered).values() else AS_PRINTED
        finally:
            self._offering = False

    def _rules_changed(self) -> None:
        try:
            prof = self.profile()
            house = {} if self.own_rules is not None else house_options(prof)  # the engine says what differs
        except PenchantError as exc:
            self.summary.value = escape(refusal_words(exc))  # the marker's words are plain text
            for shown in (self.kept, *self.drop_kept.values()):
                show(shown, False)
            return
        self.summary.value = escape(rules_in_a_line(prof))
        kept = {key: option_words(key, value) for key, value in house.items() if key not in _SHOWN}
        self.kept.value = escape("Other house rules kept: " + " · ".join(kept.values())) if kept else ""
        show(self.kept, bool(kept))
        for key, drop in self.drop_kept.items():
            if key in kept:
                drop.description = f"✕ {kept[key]}"
            show(drop, key in kept)

    def drop(self, key: str) -> None:
        """Drop a kept house rule: the chosen rules' own is played (a table back on the book's rules)."""
        self.app.touch()
        self.house = {k: v for k, v in self.house.items() if k != key}

    def pick_name(self, i: int) -> None:
        self.app.touch()
        if i >= len(self.chip_names):
            return
        name = self.chip_names[i]
        if not self.name0.value.strip():
            self.name0.value = name
        elif not self.name1.value.strip() and name != self.name0.value.strip():
            self.name1.value = name
        else:
            self.name0.value, self.name1.value = self.name1.value, name

    def swap(self) -> None:
        self.app.touch()
        self.name0.value, self.name1.value = self.name1.value, self.name0.value

    def _render_chips(self) -> None:
        taken = {self.name0.value.strip(), self.name1.value.strip()}
        names = [n for n in self.app.store.recent_names() if n not in taken][: len(self.chips)]
        self.chip_names = names
        for i, b in enumerate(self.chips):
            if i < len(names):
                b.description = names[i]
            show(b, i < len(names))

    # ---- actions
    def submit(self) -> None:
        app = self.app
        new = NewGame((self.name0.value, self.name1.value), self.profile(), int(self.dealer.value))
        if self.mode == "new":
            app.start_game(new)
        else:
            first = app.ledger.entries[0][0]
            if app.submit(Edit(first, new)):
                app.show("deal")

    def cancel(self) -> None:
        app = self.app
        if app.ledger.started:
            app.show("deal")
        else:
            app.show("games")

    def resume_game(self, i: int) -> None:
        if i < len(self.resume_ids):
            self.app.open_game(self.resume_ids[i])

    # ---- render
    def _fill(self, players: tuple[str, str], rules: Profile | Mapping[str, Any] | str, first_dealer: int) -> None:
        """The form set from a game's players, rules (a profile, or a record's ``rules``) and first dealer. Rules
        the engine cannot read are said (``problem``) and the form's rules left as they were; rules it reads but
        the form cannot show are said and kept whole (:attr:`own_rules`): never other rules in their place."""
        self.name0.value, self.name1.value = players
        self._names_changed()
        self.dealer.value = first_dealer
        self.own_rules = None
        try:
            prof = rules if isinstance(rules, Profile) else Profile.from_json(rules)
        except PenchantError as exc:
            self._said(f"The last game's rules cannot be read ({refusal_words(exc)}): the form keeps the rules it "
                       "shows; pick this game's.")
            return
        try:
            house = house_options(prof)
        except PenchantError as exc:
            self._said(f"These rules cannot be shown here ({refusal_words(exc)}): they are kept as they are, "
                       "unless you pick others.")
            self.house = {}
            self.own_rules = prof
            return
        self._said("")
        self.house = {key: value for key, value in house.items() if key not in _SHOWN}
        self.own_multipliers = {key: getattr(prof, key) for key in _SHOWN}
        self._offering = True
        try:
            self.rules.value = prof.name
            self.brisques.options = brisque_choices(prof.name, prof)
            self.brisques.value = offered_brisque_option(prof) or _OWN
        finally:
            self._offering = False
        self._rules_changed()

    def _said(self, problem: str) -> None:
        """Say why the rules to fill the form from cannot be shown (``""``: nothing to say)."""
        self.problem.value = escape(problem)
        show(self.problem, bool(problem))

    def render(self) -> None:
        app = self.app
        if self.mode == "rules":
            if app.ledger.started:
                s = app.sheet
                self._fill(s.players, s.profile, s.first_dealer)
            show(self.resume_box, False)
            show(self.more, False)
        else:
            if not self.filled:
                self.filled = True
                last = app.store.last_settings()
                if last:
                    # The names only for this page's table (a game opened on it: the next game is one tap); a page
                    # opened fresh leaves them to be typed or picked from the chips below them: it met the names
                    # of whoever played last and started its own game as "Ann v Ben" without a word typed.
                    players = (last.get("players") or ["", ""]) if app.ledger.started else ["", ""]
                    first = last.get("first_dealer", 0)
                    self._fill((str(players[0]), str(players[1])), last.get("rules", DEFAULT_PROFILE.name),
                               first if first in (0, 1) else 0)
            games = app.store.list_games(limit=len(self.resume), playing_only=True)
            self.resume_ids = [g.id for g in games]
            for i, b in enumerate(self.resume):
                if i < len(games):
                    gm = games[i]
                    b.description = resume_words(gm, app.clock())
                show(b, i < len(games))
            show(self.resume_box, bool(games))
            show(self.back, app.ledger.started)
        self._render_chips()
        self._rules_changed()


class GamesScreen(VBox):
    """Saved games (tap to resume), export of the open game, import of a record."""

    ids = traitlets.List[int]().tag(sync=False)
    """The store's ids of the games the rows show, in order."""
    app: traitlets.Instance[MarkerApp] = traitlets.Instance(
        "penchant_widgets.marker.app.MarkerApp", read_only=True).tag(sync=False)
    """The marker this screen belongs to (fixed at construction)."""

    def __init__(self, app: MarkerApp) -> None:
        super().__init__()
        self.set_trait("app", app)
        self.add_class("pm-screen")
        self.add_class("pm-sheet")
        self.add_class("pm-form")
        self.add_class("pm-games-screen")
        g = app.guard
        self.title = html("Saved games", "pm-title")
        self.rows: list[W.Button] = [button("", "pm-game", on_click=g(lambda i=i: self.pick(i))) for i in range(30)]
        self.ids = []
        self.list = VBox(self.rows)
        self.list.add_class("pm-list")
        new = button("New game", "pm-new-game", "pm-primary", on_click=g(lambda: app.show("setup")))
        self.back = button("Back to the deal", "pm-back", on_click=g(lambda: app.show("deal")))
        top = Box([new, self.back])
        top.add_class("pm-row")
        self.download = html("", "pm-download")
        self.record = W.Textarea(placeholder="Paste a penchant-game/1 record here to import it")
        self.record.add_class("pm-record")
        self.upload = W.FileUpload(accept=".json,application/json", multiple=False, description="Open a file…",
                                  tooltip="Open a saved game (.json)")
        tap_control(self.upload).add_class("pm-upload")
        self.upload.observe(lambda _c: g(self._uploaded)(), names="value")
        self.do_import = button("Import as a new game", "pm-import", on_click=g(self.import_record))
        imp = Box([self.upload, self.do_import])
        imp.add_class("pm-row")
        self.stats = html("", "pm-stats")
        self.children = (self.title, top, self.list, html("Head to head", "pm-label"), self.stats,
                         html("Export", "pm-label"), self.download, html("Import", "pm-label"), self.record, imp)

    def pick(self, i: int) -> None:
        if i < len(self.ids):
            self.app.open_game(self.ids[i])

    def _uploaded(self) -> None:
        files = self.upload.value
        if files:
            item = files[0]
            content = item["content"] if isinstance(item, dict) else item.content
            self.record.value = bytes(content).decode("utf-8", errors="replace")

    def import_record(self) -> None:
        app = self.app
        app.touch()
        text = self.record.value.strip()
        if not text:
            app.show_error("paste a penchant-game/1 record (or open a .json file) first")
            return
        try:
            game_id = app.store.import_record(text)
        except PenchantError as exc:
            app.show_error(f"This record cannot be imported: {refusal_words(exc)}")
            return
        self.record.value = ""
        app.open_game(game_id)
        app.message = f"Imported as game #{game_id}"
        app.render()

    def render(self) -> None:
        app = self.app
        games = app.store.list_games(limit=len(self.rows))
        now = time.time()
        self.ids = [g.id for g in games]
        for i, b in enumerate(self.rows):
            if i < len(games):
                gm = games[i]
                when = when_said(gm.updated, now)
                mark = "▶ " if gm.id == app.game_id else ""
                b.description = (f"{mark}#{gm.id} · {gm.players[0]} v {gm.players[1]} · "
                                 f"{_rules_said(gm.rules)} · {gm.summary} · {when}")
            show(b, i < len(games))
        show(self.back, app.ledger.started)
        self.stats.value = stats_html(head_to_head(app.store.finished_sheets()))
        if app.ledger.started and app.game_id is not None:
            data = json.dumps(app.ledger.export_json(), indent=2, ensure_ascii=False)
            b64 = base64.b64encode(data.encode("utf-8")).decode("ascii")
            s = app.sheet
            created = app.store.game(app.game_id).created
            fname = game_file_name(s.players, app.game_id, created, ext="json")
            csv_name = game_file_name(s.players, app.game_id, created, ext="csv")
            self.download.value = (
                f'<a class="pm-export" download="{escape(fname)}" href="data:application/json;base64,{b64}">'
                f"⬇ Download this game ({escape(s.players[0])} v {escape(s.players[1])}) as penchant-game/1</a>"
                f'<br><a class="pm-export-csv" download="{escape(csv_name)}" '
                f'href="data:text/csv;base64,{base64.b64encode(app.ledger.to_csv().encode()).decode("ascii")}">'
                "⬇ The score sheet as CSV</a>"
            )
        else:
            self.download.value = "Open a game to export it."


def kept_where() -> str:
    """Where the games under the new-game form come from, and that they may be somebody else's: the server's store
    is shared by every device at its table (docs/marker.md, "Two devices"); the static site's is this browser's."""
    where = ("Kept in this browser, on this device" if connect_info()["browser"]
             else "Kept by the computer serving this page, for every device at its table")
    return f"{where}, so perhaps not yours. For a game of your own, fill in the names and tap Start game."


def resume_words(game: GameSummary, now: float) -> str:
    """A game on the new-game form's list: who, the rules, where it stands, when it began and its last entry
    (``Ann v Ben · Kandell · Deal 1 of 4 · 2–0 · started 10 h ago, last entry 8 h ago``)."""
    started, last = when_said(game.created, now), when_said(game.updated, now)
    when = f"last entry {last}" if started == last else f"started {started}, last entry {last}"
    return f"{game.players[0]} v {game.players[1]} · {_rules_said(game.rules)} · {game.summary} · {when}"


def _rules_said(name: str) -> str:
    """The rules' name as the rules choice shows it (\"Kandell\", not the stored \"kandell\")."""
    return next((label for label, key in _RULE_LABELS if key == name), name)
