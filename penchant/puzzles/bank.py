"""The curated bank (``penchant/data/puzzles/*.json``) and the chapters' drills (``penchant/data/drills/*.json``):
load, look up,
curate, verify.

A bank file is ``{"format": "penchant-puzzles/1", "kind": ..., "puzzles": [...]}``.
:func:`load_bank` reads every ``*.json`` file of a folder, in name order.
Without a path it uses ``$PENCHANT_PUZZLES`` if set, else the packaged data
``penchant.data`` (the repository's ``penchant/data/``) read with :mod:`importlib.resources`:
its ``puzzles`` folder; if none exists the bank is empty.

**Drills** are not puzzles of the bank. The trump, scoring and declaration drills apply one rule once (a strong
player called them lookups), and in chapter 6's games at stake the card that takes the most brisques is always the
one that makes the game worth the most (the game's worth grows with the brisques); every barring question is read
off the bar on the two tables, and a reading at the first trick of the last six is counting what is left
(:func:`rated_problems` refuses both in the rated bank): the tutorial's chapters show
them, each right after the rule it drills, but the trainer does not serve them, the ratings study does not rate them
and ``penchant puzzles list`` lists them only with ``--drills``. :func:`load_drills` reads them
(``$PENCHANT_DRILLS``, else the packaged ``drills`` folder), and :func:`get` finds a drill by its id as it finds a
puzzle, so a chapter names either. A drill's stored rating is its place in its chapter (easy first), not a rating
the trainer moves.
"""

from __future__ import annotations

import json
import os
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from importlib import resources
from pathlib import Path
from typing import Any, Final

from penchant.errors import PenchantError, PuzzleError, UnknownPuzzleError
from penchant.files.strict_reader import read_json
from penchant.puzzles.checking import analyse, check, kind_problems
from penchant.puzzles.levels import level_of
from penchant.puzzles.model import Puzzle
from penchant.puzzles.words.questions import question_for

__all__ = ["FORMAT", "VerifyReport", "bank_path", "curate", "drills_path", "dump_bank", "get", "load_bank",
           "load_drills", "load_file", "rated_problems", "verify"]

FORMAT: Final = "penchant-puzzles/1"


def bank_path() -> Path | None:
    """The folder :func:`load_bank` reads by default, or ``None`` if there is none."""
    return _folder("PENCHANT_PUZZLES", "puzzles")


def drills_path() -> Path | None:
    """The folder :func:`load_drills` reads by default, or ``None`` if there is none."""
    return _folder("PENCHANT_DRILLS", "drills")


def _folder(env_name: str, packaged_name: str) -> Path | None:
    env = os.environ.get(env_name)
    if env:
        return Path(env)
    try:
        packaged = resources.files("penchant.data") / packaged_name
    except ModuleNotFoundError:
        return None
    return Path(str(packaged)) if packaged.is_dir() else None


def load_file(path: str | Path) -> list[Puzzle]:
    """The puzzles of one bank file (also accepts a bare list of puzzles or one puzzle)."""
    p = Path(path)
    data = read_json(p, f"puzzle file {str(p)!r}", error=PuzzleError)
    if isinstance(data, dict) and "puzzles" in data:
        if data.get("format") != FORMAT:
            raise PuzzleError.refusing(str(p), f"format {data.get('format')!r} is not {FORMAT!r}", whole=True)
        items = data["puzzles"]
    elif isinstance(data, list):
        items = data
    else:
        items = [data]
    if not isinstance(items, list):
        raise PuzzleError.refusing(str(p), "'puzzles' must be a list", whole=True)
    out = []
    for item in items:
        try:
            out.append(Puzzle.from_json(item))
        except PenchantError as exc:
            raise PuzzleError.refusing(str(p), str(exc), whole=True) from None
    return out


_CACHE: dict[str, list[Puzzle]] = {}


def load_bank(path: str | Path | None = None, *, fresh: bool = False) -> list[Puzzle]:
    """Every puzzle of the bank folder (or one file), in file then listed order.

    Ids must be unique across the bank (:class:`PuzzleError` otherwise). The default bank (no ``path``) is
    read once per process and kept; ``fresh=True`` reads its files again (and keeps that reading), for a
    bank changed on disk or a benchmark timing the load itself. A bank given by ``path`` is always read.
    """
    return _load(bank_path() if path is None else Path(path), path is None, fresh)


def load_drills(path: str | Path | None = None, *, fresh: bool = False) -> list[Puzzle]:
    """Every drill the chapters show (see the module's docstring): read, kept and checked as :func:`load_bank`
    reads the bank, from ``path`` or the default drills folder."""
    return _load(drills_path() if path is None else Path(path), path is None, fresh)


def _load(folder: Path | None, default: bool, fresh: bool) -> list[Puzzle]:
    if folder is None:
        return []
    key = str(folder.resolve())
    if default and key in _CACHE and not fresh:
        return list(_CACHE[key])
    if default and fresh:
        _TEXT_CACHE.pop(key, None)
    puzzles = [p for f in _files(folder) for p in (_default_file(f, fresh) if default else load_file(f))]
    seen: set[str] = set()
    for p in puzzles:
        if p.id in seen:
            raise PuzzleError(f"puzzle id {p.id!r} appears twice in the bank at {str(folder)!r}")
        seen.add(p.id)
    if default:
        _CACHE[key] = puzzles
    return list(puzzles)


def _files(folder: Path) -> list[Path]:
    if folder.is_file():
        return [folder]
    if folder.is_dir():
        return sorted(folder.glob("*.json"))
    raise PuzzleError(f"no puzzle bank at {str(folder)!r}")


_FILE_CACHE: dict[str, list[Puzzle]] = {}
"""The default bank's and drills' files read so far, by path: :func:`get` reads only the file of the puzzle it
is asked for, and :func:`load_bank` then reads the others."""


def _default_file(path: Path, fresh: bool = False) -> list[Puzzle]:
    key = str(path.resolve())
    if fresh or key not in _FILE_CACHE:
        _FILE_CACHE[key] = load_file(path)
    return _FILE_CACHE[key]


def _find(puzzle_id: str) -> list[Puzzle]:
    """The puzzles of the default bank and drills with this id, reading only the files that name it (a page's
    first board asks for one puzzle, and reading and checking all 180 takes a tenth of a second in the browser). A
    file that spells the id otherwise (escaped) is not seen here: the caller then reads them all."""
    folders = [bank_path(), drills_path()]
    if all(f is None or str(f.resolve()) in _CACHE for f in folders):
        return [p for f in folders if f is not None for p in _CACHE[str(f.resolve())] if p.id == puzzle_id]
    quoted = json.dumps(puzzle_id).encode("utf-8")
    found = []
    for folder in folders:
        for f, text in [] if folder is None else _default_texts(folder):
            if quoted in text:
                found += [p for p in _default_file(f) if p.id == puzzle_id]
    return found


_TEXT_CACHE: dict[str, list[tuple[Path, bytes]]] = {}
"""The default bank's and drills' files as bytes, by folder: :func:`_find` looks for an id in them, and a chapter
asks for some fifty puzzles by id (each look read the fifteen files again: a fortieth of a second a page)."""


def _default_texts(folder: Path) -> list[tuple[Path, bytes]]:
    key = str(folder.resolve())
    if key not in _TEXT_CACHE:
        _TEXT_CACHE[key] = [(f, f.read_bytes()) for f in _files(folder)]
    return _TEXT_CACHE[key]


def _chapter_checks() -> list[Puzzle]:
    """Chapters 9 and 10's checks of what they said: neither bank nor drills, but a board names them by id."""
    from penchant.puzzles.checkers.understanding import checks

    return [*checks("numbers"), *checks("rules")]


def get(puzzle_id: str, puzzles: Iterable[Puzzle] | None = None) -> Puzzle:
    """The puzzle of the bank, or the chapters' drill, or a chapter's check of what it said
    (:func:`penchant.puzzles.checkers.understanding.checks`), with this id (among ``puzzles`` only, if given)."""
    if puzzles is None:
        found = _find(puzzle_id)
        if len(found) == 1:
            return found[0]
        # none (or one named twice): read them all, which finds it or says what is wrong
    pool = [*load_bank(), *load_drills(), *_chapter_checks()] if puzzles is None else puzzles
    for p in pool:
        if p.id == puzzle_id:
            return p
    raise UnknownPuzzleError.refusing(puzzle_id,
                                      "not a puzzle of the bank" + (" nor a drill" if puzzles is None else ""))


def curate(puzzle: Puzzle, *, keep_hints: bool = True) -> Puzzle:
    """The puzzle with the engine's answer, themes and difficulty recorded.

    Hints are kept when the author wrote some, else the engine's are used. The difficulty is the level of the
    puzzle's rating (:func:`~penchant.puzzles.levels.level_of`, the dots a learner sees) once it has one, so the two
    never disagree; the engine's own estimate stands only for a puzzle not yet rated (rating 0), whose first rating
    it seeds (:func:`~penchant.puzzles.levels.seed_rating`).
    """
    a = analyse(puzzle)
    hints = puzzle.hints if (keep_hints and puzzle.hints) else a.hints
    return puzzle.with_changes(answer=a.best, themes=a.themes, difficulty=difficulty_of(puzzle, a.difficulty),
                               hints=hints)


def difficulty_of(puzzle: Puzzle, derived: int) -> int:
    """The difficulty to record: the level of the puzzle's rating, or ``derived`` (the engine's) while unrated."""
    return level_of(puzzle.rating) if puzzle.rating else derived


def dump_bank(puzzles: Sequence[Puzzle], kind: str | None = None) -> str:
    """The bank file text for ``puzzles``."""
    data: dict[str, Any] = {"format": FORMAT}
    if kind:
        data["kind"] = kind
    data["puzzles"] = [p.to_json() for p in puzzles]
    return json.dumps(data, ensure_ascii=False, indent=1) + "\n"


@dataclass
class VerifyReport:
    """The re-check of one puzzle: ``ok`` and, if not, every problem found."""

    id: str
    kind: str
    ok: bool = True
    problems: list[str] = field(default_factory=list)

    def fail(self, why: str) -> None:
        self.ok = False
        self.problems.append(why)

    def to_json(self) -> dict[str, Any]:
        return {"id": self.id, "kind": self.kind, "ok": self.ok, "problems": list(self.problems)}


def rated_problems(p: Puzzle, analysis: Any = None) -> list[str]:
    """Why a puzzle that is right has no place in the rated bank (a chapter's drill may still show it): a decision
    won by the one winning card, a best-card end-game solved by rote
    (:func:`~penchant.puzzles.checkers.endgame_by_rote.rote_problems`), a barring puzzle that looks one rule up
    (:func:`~penchant.puzzles.checkers.barring.rule_lookup_problems`), a reading that is mere subtraction
    (:func:`~penchant.puzzles.checkers.reading.subtraction_problems`); and any puzzle where half the answers it offers,
    or more, are right (:func:`~penchant.puzzles.curation.guessing.half_right_problems`: a whole line's first card
    too)."""
    from penchant.puzzles.curation.guessing import half_right_problems  # the combinations' rules: on verifying

    return [*_kind_rated_problems(p, analysis), *half_right_problems(p)]


def _kind_rated_problems(p: Puzzle, analysis: Any) -> list[str]:
    if p.kind == "decision":
        from penchant.puzzles.checkers.decision import lookup_problems

        return lookup_problems(p)
    if p.kind == "endgame":
        from penchant.puzzles.checkers.endgame_by_rote import rote_problems

        return rote_problems(p, analysis)
    if p.kind == "barring":
        from penchant.puzzles.checkers.barring import rule_lookup_problems

        return rule_lookup_problems(p, analysis)
    if p.kind == "reading":
        from penchant.puzzles.checkers.reading import subtraction_problems

        return subtraction_problems(p)
    return []


def _verify_one(p: Puzzle, players: Any = None, rated: bool = True) -> VerifyReport:
    # Replaying positions needs the deal and the game, guessing the combinations' rules (a tenth of a second of
    # imports in the site's browser): imported by verifying, not by a page that only shows a puzzle, which opens faster.
    from penchant.puzzles.curation.guessing import MOST as GUESS_MOST
    from penchant.puzzles.curation.guessing import guess_chance, half_right_problems
    from penchant.puzzles.history_replay import history_problems, position_problems

    rep = VerifyReport(p.id, p.kind)
    for why in position_problems(p):
        rep.fail(f"a position that cannot arise: {why}")
    for why in history_problems(p):
        rep.fail(f"the history does not replay to the position: {why}")
    for why in kind_problems(p, players):
        rep.fail(why)
    for why in question_problems(p):
        rep.fail(why)
    if p.kind == "decision" and rep.ok:  # no lookup anywhere (a learner's own mistake made a puzzle may be one)
        from penchant.puzzles.checkers.decision import lookup_problems

        for why in lookup_problems(p):
            rep.fail(why)
    if not rep.ok:
        return rep
    try:
        a = analyse(p)
    except PenchantError as exc:
        rep.fail(f"the engine refuses the puzzle: {exc}")
        return rep
    if rated:  # no rote end-game, barring lookup, reading by subtraction, nor half the answers right
        for why in rated_problems(p, a) if p.kind != "decision" else half_right_problems(p):  # lookups: above
            rep.fail(why)
    if not a.best:
        rep.fail("the engine finds no answer")
        return rep
    if p.answer and sorted(p.answer) != sorted(a.best):
        rep.fail(f"recorded answer {list(p.answer)!r} but the engine now says {list(a.best)!r}")
    if not p.answer:
        rep.fail("no recorded answer (run curate)")
    if p.kind == "endgame" and p.task != "aim" and not a.unique:
        rep.fail(f"the best card is not unique up to equivalent cards: {list(a.best)!r}")
    if tuple(p.themes) != tuple(a.themes):
        rep.fail(f"recorded themes {list(p.themes)!r} but the engine derives {list(a.themes)!r}")
    if p.difficulty != difficulty_of(p, a.difficulty):
        rep.fail(f"recorded difficulty {p.difficulty} but " + (f"its rating {p.rating} is level {level_of(p.rating)}"
                                                                 if p.rating else f"the engine derives {a.difficulty}"))
    wrong = [k for k, (ok, _) in a.verdicts.items() if not ok]
    if p.answer_form in ("choice", "card") and not wrong:
        rep.fail("every answer is right: nothing to find")
    if p.answer_form == "choice":
        for b in a.best:
            if b not in p.choices:
                rep.fail(f"the engine's answer {b!r} is not among the choices")
    # The check path agrees with the analysis.
    try:
        for b in a.best:
            if not check(p, b).correct:
                rep.fail(f"check() refuses the engine's own answer {b!r}")
        for w in wrong[:3]:
            if check(p, w).correct:
                rep.fail(f"check() accepts the wrong answer {w!r}")
    except PenchantError as exc:
        rep.fail(f"check() raised {exc}")
    if not p.hints:
        rep.fail("no hints")
    try:
        chance = guess_chance(p)
    except PenchantError as exc:
        rep.fail(f"the chance of a guess cannot be worked out: {exc}")
    else:
        if chance >= GUESS_MOST:
            rep.fail(f"a guess passes {chance:.0%} of the time (the bank keeps puzzles a guess passes less than "
                     f"{GUESS_MOST:.0%} of the time)")
    return rep


ASKED: Final = frozenset({"barring", "declaration", "endgame", "trump", "scoring"})
"""The kinds whose question is made from the position (:func:`penchant.puzzles.words.questions.question_for`); the
kinds from real play make theirs from the replayed deal too (their own checkers compare them)."""


def question_problems(p: Puzzle) -> list[str]:
    """Where the stored question is not the one made from the puzzle's position."""
    if p.kind not in ASKED:
        return []
    try:
        want = question_for(p.kind, p.task, p.position)
    except PenchantError as exc:
        return [f"no question can be made from the position: {exc}"]
    if p.question != want:
        return [f"the question {p.question!r} is not the one its position makes: {want!r}"]
    return []


def verify(puzzles: Iterable[Puzzle], players: Any = None, *, rated: bool = True) -> list[VerifyReport]:
    """Re-check every puzzle with the engine: answer unchanged (and unique where
    the kind demands it), themes and difficulty as derived, check() consistent.
    With ``players`` (the function that makes a player from its name, :func:`penchant.players.get_player`:
    puzzles do not import players), the judge of each judged puzzle (decision, timing) is re-run with its
    stored seed. ``rated`` (the default) holds them to the rated bank's bar too (:func:`rated_problems`); the
    chapters' drills are verified with ``rated=False``."""
    return [_verify_one(p, players, rated) for p in puzzles]
