"""Build puzzles from a few arguments: the question text, the answer form and
the choices follow from the kind and task; the engine records the answer,
themes and difficulty (:func:`penchant.puzzles.bank.curate`).

The curated bank was written with these builders, and the generator uses them.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, Final

from penchant.errors import PenchantError, PuzzleError
from penchant.puzzles.bank import curate
from penchant.puzzles.checkers.claims import pick_claims
from penchant.puzzles.model import Puzzle, check_kind, check_task
from penchant.puzzles.words.questions import question_for
from penchant.rules.cards import CardSet
from penchant.rules.procedure import held
from penchant.rules.profiles import DEFAULT_PROFILE
from penchant.rules.suits_and_ranks import SUIT_NAMES
from penchant.words.trump import NO_TRUMP

__all__ = ["FORMS", "build", "default_choices"]

FORMS: Final[dict[tuple[str, str], str]] = {
    ("barring", "may_declare"): "choice",
    ("barring", "which"): "choice",
    ("barring", "lift"): "choices",
    ("barring", "unbar"): "choices",
    ("barring", "legal_all"): "choices",
    ("barring", "safe"): "choices",
    ("trump", "profile"): "choice",
    ("declaration", "best"): "cards",
    ("declaration", "points"): "number",
    ("declaration", "may_declare"): "choice",
    ("trump", "suit"): "choice",
    ("trump", "which"): "choice",
    ("trump", "sets"): "choice",
    ("scoring", "deal_points"): "number",
    ("scoring", "game_value"): "number",
    ("scoring", "deal_difference"): "number",
    ("endgame", "best"): "card",
    ("endgame", "line"): "card",
    ("endgame", "aim"): "card",
    ("decision", "play"): "choice",
    ("timing", "declare"): "choice",
    ("reading", "play"): "card",
}

SUIT_CHOICES: Final = (*SUIT_NAMES, NO_TRUMP)


def default_choices(kind: str, task: str, position: Mapping[str, Any]) -> tuple[str, ...]:
    if (kind, task) in (("barring", "may_declare"), ("declaration", "may_declare")):
        from penchant.puzzles.checkers import barring, declaration

        probe = Puzzle(id="probe", kind=check_kind(kind), task=check_task(task), title="", question="?",
                       position=position,
                       answer_form="choice", choices=("yes", "no"))
        claims = (barring if kind == "barring" else declaration).reasoned_claims(probe)
        # a chapter's own misreadings first where the position names them (chapter 3 asks the kinds, not the
        # trick's rules that chapters 0 and 2 ask)
        prefer = tuple(str(m) for m in position.get("misreadings", ()))
        return tuple(c.text for c in pick_claims(claims, balanced=kind == "declaration", prefer=prefer))
    if (kind, task) in (("barring", "lift"), ("barring", "safe")):
        return tuple(str(c) for c in CardSet(str(position.get("table") or "")))
    if (kind, task) == ("barring", "unbar"):
        return tuple(str(c) for c in CardSet(str(position.get("opp_table") or "")))
    if (kind, task) == ("barring", "legal_all"):
        return (*tuple(str(CardSet(str(c))) for c in position["candidates"]), "none of them")
    if (kind, task) == ("trump", "profile"):
        return ("foster", "kandell", "both", "neither")
    if (kind, task) == ("barring", "which"):
        return (*tuple(str(CardSet(str(c))) for c in position["candidates"]), "none of them")
    if (kind, task) == ("trump", "suit"):
        return SUIT_CHOICES
    if (kind, task) == ("trump", "sets"):
        from penchant.puzzles.checkers import trump_story
        from penchant.puzzles.checkers.trump_sets import asked_event, sets_claims

        probe = Puzzle(id="probe", kind=check_kind(kind), task=check_task(task), title="", question="?",
                       position=position,
                       answer_form="choice", choices=("yes", "no"))
        events = trump_story.events_of(probe)
        _, setter = trump_story.replay(events, probe.profile)
        claims = sets_claims(events, asked_event(probe, events), setter, probe.profile)
        return tuple(c.text for c in pick_claims(claims, balanced=True))
    if (kind, task) == ("trump", "which"):
        return (*tuple(str(CardSet(str(e["cards"]))) for e in position["events"]), "none of them")
    return ()


def build(
    kind: str,
    task: str,
    id: str,
    title: str,
    position: Mapping[str, Any],
    *,
    question: str | None = None,
    hints: Sequence[str] = (),
    source: str = "",
) -> Puzzle:
    """A curated puzzle: answer, themes and difficulty from the engine."""
    form = FORMS.get((kind, task))
    if form is None:
        raise PuzzleError(f"no puzzle task {task!r} of kind {kind!r}")
    pos = dict(position)
    if (kind, task) != ("trump", "profile"):  # a "Whose rules?" puzzle asks for the rules
        pos.setdefault("rules", DEFAULT_PROFILE.name)
    puzzle = Puzzle(
        id=id,
        kind=check_kind(kind),
        task=check_task(task),
        title=title,
        question=question or question_for(kind, task, pos),
        position=pos,
        answer_form=form,
        choices=default_choices(kind, task, pos),
        hints=tuple(hints),
        source=source,
    )
    return curate(puzzle)


# ------------------------------------------------------------------ repairing
_FILLERS: Final = ("7C", "8C", "9C", "7D", "8D", "9D", "7S", "8S", "9S", "7H", "8H", "9H",
                   "TC", "TD", "TS", "TH", "AC", "AD", "AS", "AH")


def _same(a: Any, b: Any) -> bool:
    if tuple(a.best) != tuple(b.best) or tuple(a.themes) != tuple(b.themes):
        return False
    return all(b.verdicts.get(k, (ok,))[0] == ok for k, (ok, _w) in a.verdicts.items())


def fit_position(puzzle: Puzzle) -> Puzzle | None:
    """The puzzle with its hand (and, if need be, table) brought to the size play allows
    (five at a declaration, six before playing a card), keeping the engine's answer,
    themes and every verdict; ``None`` when no such change is found.

    Cards are added from low cards that form nothing new, or removed among those
    the question does not name.
    """
    from penchant.puzzles.checking import analyse
    from penchant.puzzles.history_replay import DECLARING_TASKS, PLAYING_TASKS

    if puzzle.kind not in ("declaration", "barring"):
        return None
    want = (held("declare") if puzzle.task in DECLARING_TASKS
            else held("play") if puzzle.task in PLAYING_TASKS else None)
    if want is None:
        return None
    before = analyse(puzzle)
    pos = dict(puzzle.position)
    hand = CardSet(pos.get("hand", "") or "").mask
    table = CardSet(pos.get("table", "") or "").mask
    opp = CardSet(pos.get("opp_table", "") or "").mask
    named = 0
    for key in ("declaration",):
        if pos.get(key):
            named |= CardSet(str(pos[key])).mask
    for c in pos.get("candidates", []) or []:
        named |= CardSet(str(c)).mask
    for b in before.best:
        try:
            named |= CardSet(b).mask
        except PenchantError:  # an answer in words names no cards
            pass

    def attempt(h: int, t: int) -> Puzzle | None:
        new = dict(pos)
        new["hand"] = str(CardSet.from_mask(h))
        new["table"] = str(CardSet.from_mask(t))
        try:
            cand = puzzle.with_changes(position=new)
            after = analyse(cand)
        except PenchantError:  # the filled position is refused: try another filler (a bug still surfaces)
            return None
        return cand if _same(before, after) else None

    current = puzzle
    while (hand | table).bit_count() < want:
        used = hand | table | opp | named
        for f in _FILLERS:
            bit = CardSet(f).mask
            if bit & used:
                continue
            got = attempt(hand | bit, table)
            if got is not None:
                hand |= bit
                current = got
                break
        else:
            return None
    for zone in ("hand", "table"):
        while (hand | table).bit_count() > want:
            pool = hand if zone == "hand" else table
            for c in CardSet.from_mask(pool & ~named):
                h, t = (hand & ~c.bit, table) if zone == "hand" else (hand, table & ~c.bit)
                if not h:
                    continue
                got = attempt(h, t)
                if got is not None:
                    hand, table, current = h, t, got
                    break
            else:
                break
    if (hand | table).bit_count() != want:
        return None
    return curate(current)
