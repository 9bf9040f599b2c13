"""A hand-made puzzle proved by a deal: the history that reaches its position, and the position, the question and
the choices made from that history.

:func:`history_for` constructs the deal (:mod:`penchant.puzzlemakers.constructed`), seeded by the puzzle's id; a
position no deal reaches with its stock (its tables need more declarations than the tricks the stock allows)
gets the most cards in the stock that a constructed deal reaches. :func:`proved` stores it as the puzzle's
history and makes the position from its replay (:func:`penchant.puzzles.history_replay.moment_position`), the question
from the position (:func:`penchant.puzzles.words.questions.question_for`), the answer form and choices as the kind and
task want them ("may you declare?" with its reason, table cards by ticking every right one), then lets the
engine re-derive the answer, themes and difficulty. A judged puzzle whose choices still name actions
(``'play 8♦'``) gets them named by their cards (:func:`renamed`).
"""

from __future__ import annotations

import hashlib
import re
from typing import Any

from penchant.errors import PuzzleError
from penchant.puzzlemakers.authoring import FORMS, default_choices
from penchant.puzzlemakers.constructed import Moment, Phase1Target, Phase2Target, construct_phase1
from penchant.puzzlemakers.constructed_endgames import construct_phase2, construct_story
from penchant.puzzlemakers.realplay import refresh
from penchant.puzzles.bank import curate
from penchant.puzzles.checkers.choice_values import renamed_choice
from penchant.puzzles.history_replay import DECLARING_TASKS, moment_position, story_of
from penchant.puzzles.model import REVIEWED, Puzzle
from penchant.puzzles.words.questions import question_for
from penchant.rules.cards import Card, mask_of
from penchant.rules.dealing import STOCK_SIZE
from penchant.rules.possible_positions import most_stock
from penchant.rules.procedure import DRAWS_PER_TRICK, stock_after, tricks_for_stock
from penchant.rules.profiles import DEFAULT_PROFILE
from penchant.rules.suits_and_ranks import Suit

__all__ = ["TRIES", "history_for", "proved", "renamed", "seed_of"]

TRIES = 3000
"""Random plans tried for one stock before trying fewer cards in it."""

_KEPT = {"barring": ("declaration", "candidates", "sizes"), "declaration": ("declaration", "misreadings"),
         "endgame": ("game",), "trump": ("result",)}
"""Keys of a position that the history does not make: what the puzzle asks about."""
_RETITLE = {"Under a bar": "May you declare it?"}
"""Titles that gave the answer away, and their new words."""


def seed_of(pid: str) -> int:
    return int(hashlib.sha256(pid.encode("utf-8")).hexdigest()[:8], 16)


def _moment(p: Puzzle) -> Moment:
    if p.position.get("penchant_only"):
        return "lost"
    if p.task in DECLARING_TASKS:
        return "won"
    return "opp_lead" if p.task == "unbar" else "lead"


def history_for(p: Puzzle) -> dict[str, Any]:
    """A history for a puzzle that has none."""
    pos = p.position
    rules = pos.get("rules", DEFAULT_PROFILE.name)
    if p.kind in ("barring", "declaration"):
        hand, table, opp = (mask_of(pos.get(k) or "") for k in ("hand", "table", "opp_table"))
        declared = None
        if pos.get("declared") and not p.profile.same_kind_reuse:
            declared = tuple(mask_of(d["cards"]) for d in pos["declared"])
        stock = min(int(pos.get("stock", STOCK_SIZE)), most_stock(table, opp))
        # The stock the puzzle names first, then the stock of each earlier trick, while a trick can still draw.
        while stock >= DRAWS_PER_TRICK:
            target = Phase1Target(rules, _moment(p), hand, table, opp, stock, declared)
            try:
                return construct_phase1(target, seed_of(p.id), TRIES)
            except PuzzleError:
                stock = stock_after(tricks_for_stock(stock) + 1)
        raise PuzzleError(f"{p.id}: no deal reaches this position")
    if p.kind == "endgame":
        led = Card.parse(pos["led"]).index if pos.get("led") else None
        trump = None if pos.get("trump") is None else int(Suit.parse(str(pos["trump"])))
        return construct_phase2(Phase2Target(rules, mask_of(pos["hand"]), mask_of(pos["opp_hand"]), trump, led,
                                             (int(pos["won"][0]), int(pos["won"][1]))), seed_of(p.id), TRIES)
    if p.kind == "trump":
        events = [(int(e["winner"]), int(e["declarer"]), mask_of(e["cards"])) for e in pos["events"]]
        also = () if "rules" in pos else ("foster",)
        return construct_story(rules if "rules" in pos else DEFAULT_PROFILE.name, events, seed_of(p.id), TRIES, also)
    raise PuzzleError(f"{p.id}: no construction for a {p.kind} puzzle")


def renamed(p: Puzzle) -> Puzzle:
    """A judged puzzle whose choices name actions (``'play 8♦'``) with its choices named by their cards (``'8♦'``):
    the judge's stored values, the habit's choice and the choices renamed (nothing re-judged)."""
    if p.history is None or not any(c.startswith(("play ", "declare ")) or c == "pass" for c in p.choices):
        return p
    history = dict(p.history)
    judge = dict(history["judge"])
    judge["values"] = {renamed_choice(c): v for c, v in judge["values"].items()}
    if judge.get("habit") is not None:
        judge["habit"] = renamed_choice(judge["habit"])
    history["judge"] = judge
    keep = (p.title, p.hints) if p.source == REVIEWED else None
    q = refresh(p.with_changes(history=history, choices=tuple(renamed_choice(c) for c in p.choices),
                               answer=tuple(renamed_choice(c) for c in p.answer)))
    return q.with_changes(rating=p.rating) if keep is None else q.with_changes(title=keep[0], hints=keep[1])


def proved(p: Puzzle) -> Puzzle:
    """The puzzle with its history, its position and question made from the history, its answer form and
    choices as the kind and task want them, curated."""
    if p.kind in ("decision", "timing"):
        return renamed(p)
    if p.kind not in ("barring", "declaration", "endgame", "trump"):
        return p
    history = p.history if p.history is not None else history_for(p)
    pos: dict[str, Any] = {}
    if p.kind == "trump":
        if "rules" in p.position:
            pos["rules"] = p.position["rules"]
        pos["events"] = story_of(history)
    else:
        pos = moment_position(history, p.kind, p.task)
        if pos.get("rules") == DEFAULT_PROFILE.name and "rules" not in p.position:
            pos.pop("rules")
    for key in _KEPT.get(p.kind, ()):
        if key in p.position:
            pos[key] = p.position[key]
    form = FORMS.get((p.kind, p.task), p.answer_form)
    choices = default_choices(p.kind, p.task, pos) if p.task != "suit" and p.kind != "trump" else p.choices
    if p.kind == "trump":
        choices = default_choices(p.kind, p.task, pos) or p.choices
    title = p.title
    for old, new in _RETITLE.items():
        title = re.sub(rf"^{re.escape(old)}\b", new, title)
    q = p.with_changes(history=history, position=pos, answer_form=form, choices=choices, title=title,
                       question=question_for(p.kind, p.task, pos))
    return curate(q, keep_hints=p.kind != "barring")


