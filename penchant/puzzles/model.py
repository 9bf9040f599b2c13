"""The puzzle model: a frozen :class:`Puzzle`, the result of checking an answer,
and the engine's analysis of a puzzle.

A puzzle's ``position`` is plain JSON in the project's notation (cards as
``'QS'`` strings or space-separated lists, rules as a profile name). Nothing
here knows the right answer: the checkers in this package ask the engine
every time (:func:`penchant.puzzles.check`).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Final, Literal, get_args

from penchant.english.grammar import capitalised
from penchant.errors import PenchantError, PuzzleError
from penchant.files.frozen_json import freeze_json, thaw_json
from penchant.files.strict_reader import load_json
from penchant.puzzles.levels import LEVELS, level_of, seed_rating
from penchant.puzzles.scoring_tasks import ScoringTask
from penchant.rules.cards import Card, CardSet
from penchant.rules.kinds import Kind
from penchant.rules.procedure import last_six_begun, tricks_for_stock
from penchant.rules.profiles import DEFAULT_PROFILE, Profile
from penchant.rules.suits_and_ranks import Suit

__all__ = [
    "REVIEWED",
    "ANSWER_FORMS",
    "MAKING_KEYS",
    "Analysis",
    "CheckResult",
    "ExplanationPart",
    "CHECK_KINDS",
    "KINDS",
    "NOT_QUITE",
    "Puzzle",
    "PuzzleKind",
    "PuzzleTask",
    "RIGHT",
    "check_kind",
    "check_task",
]

REVIEWED: Final = "your game, reviewed"
"""The source of a puzzle made of a reviewed decision of the learner's own game (Learn from your mistakes): its
figures are said as the review says them (:func:`penchant.judgement.verdicts.loss_words`)."""

PuzzleKind = Literal["barring", "declaration", "trump", "endgame", "scoring", "decision", "reading", "timing",
                     "understanding"]
"""A puzzle's kind, as its record writes it: one of :data:`KINDS` (the puzzles) or :data:`CHECK_KINDS` (a chapter's
checks)."""

PuzzleTask = Literal[
    "best", "points", "may_declare",  # declaration (and endgame's "best")
    "which", "legal_all", "lift", "unbar", "safe",  # barring (and trump's "which")
    "suit", "profile", "sets",  # trump
    "line", "aim",  # endgame
    "play", "declare",  # decision, reading, timing
    "numbers", "rules",  # understanding
] | ScoringTask  # scoring's, a str enum its checker compares with
"""What a puzzle asks, as its record writes it: every kind's tasks (each checker module's ``TASKS`` says which are
its kind's, and refuses the others; the record's text, read as it is, equals its :class:`ScoringTask`)."""

KINDS: Final[tuple[PuzzleKind, ...]] = ("barring", "declaration", "trump", "endgame", "scoring", "decision", "reading",
                                        "timing")
"""The kinds of puzzle (the last three from real play: :mod:`~penchant.puzzles.checkers.decision`,
:mod:`~penchant.puzzles.checkers.reading`, :mod:`~penchant.puzzles.checkers.timing`)."""
CHECK_KINDS: Final[tuple[PuzzleKind, ...]] = ("understanding",)
"""The kinds of question a chapter asks of what it said, kept out of the bank and the drills (no deal reaches them,
no rating is kept): chapters 9 and 10's checks, :mod:`~penchant.puzzles.checkers.understanding`."""

_ALL_KINDS: Final[tuple[PuzzleKind, ...]] = get_args(PuzzleKind)
_ALL_KINDS_WORDS: Final = ", ".join(repr(k) for k in _ALL_KINDS)
_ALL_TASKS: Final[tuple[PuzzleTask, ...]] = (*get_args(get_args(PuzzleTask)[0]), *ScoringTask)


def check_kind(kind: object) -> PuzzleKind:
    """``kind``, one of :data:`KINDS` or :data:`CHECK_KINDS`, or a :class:`PuzzleError` quoting it and listing them.

    >>> check_kind("endgame")
    'endgame'
    >>> check_kind("end game")
    Traceback (most recent call last):
    penchant.errors.refusals.PuzzleError: 'end game' is not a kind of puzzle: one of 'barring', 'declaration', \
'trump', 'endgame', 'scoring', 'decision', 'reading', 'timing', 'understanding'
    """
    for known in _ALL_KINDS:
        if kind == known and isinstance(kind, str):
            return known
    raise PuzzleError.refusing(kind, f"not a kind of puzzle: one of {_ALL_KINDS_WORDS}")


def check_task(task: object) -> PuzzleTask:
    """``task``, one of the tasks some kind of puzzle asks (:data:`PuzzleTask`), or a :class:`PuzzleError` quoting it.
    Which kind asks it is its checker's to say.

    >>> check_task("best"), check_task("deal_points")
    ('best', <ScoringTask.DEAL_POINTS: 'deal_points'>)
    """
    for known in _ALL_TASKS:
        if task == known and isinstance(task, str):
            return known
    raise PuzzleError.refusing(task, f"not a task of any puzzle: one of {', '.join(repr(str(t)) for t in _ALL_TASKS)}")


ANSWER_FORMS: Final = ("cards", "choice", "number", "card", "choices")
"""How an answer is given: pick cards, press a choice, enter a number, play one card, tick every right choice."""
MAKING_KEYS: Final = frozenset({"misreadings", "fact", "claims", "given"})
"""Keys of a puzzle's position that guide its making (which wrong readings its choices offer) or decide its claims (a
chapter's check of what it said: :mod:`~penchant.puzzles.checkers.understanding`, whose question says in words what it
gives), not what the learner is shown: a board draws none of them."""


def _tuple_of_str(value: Any, what: str, pid: str) -> tuple[str, ...]:
    if value is None:
        return ()
    if isinstance(value, str) or not isinstance(value, list | tuple):
        raise PuzzleError.of_puzzle(pid, f"{what} must be a list of strings, not {value!r}")
    for item in value:
        if not isinstance(item, str):
            raise PuzzleError.of_puzzle(pid, f"{what} holds {item!r}, which is not a string")
    return tuple(value)


@dataclass(frozen=True)
class Puzzle:
    """One puzzle. Frozen; build from JSON with :meth:`from_json`.

    ``position`` holds the situation in notation (its keys depend on
    ``kind`` and ``task``; see each checker module). ``answer`` is the answer
    recorded when the puzzle was curated: :func:`penchant.puzzles.check`
    never reads it, ``penchant puzzles verify`` compares it with the
    engine's. ``themes`` and ``difficulty`` are derived by the engine
    (:func:`penchant.puzzles.analyse`); the bank stores them so that listing
    is cheap, and verify re-derives them.
    """

    id: str
    kind: PuzzleKind
    task: PuzzleTask
    title: str
    question: str
    position: Mapping[str, Any] = field(hash=False, compare=True)
    answer_form: str = "choice"
    choices: tuple[str, ...] = ()
    themes: tuple[str, ...] = ()
    difficulty: int = 1
    hints: tuple[str, ...] = ()
    source: str = ""
    answer: tuple[str, ...] = ()
    rating: int = 0
    history: Mapping[str, Any] | None = field(default=None, hash=False, compare=True)

    def __post_init__(self) -> None:
        pid = self.id
        if not isinstance(pid, str) or not pid.strip():
            raise PuzzleError.wanting("a puzzle id", "non-empty text", pid)
        if self.kind not in _ALL_KINDS:
            raise PuzzleError.of_puzzle(pid, f"kind {self.kind!r} is not one of {_ALL_KINDS_WORDS}")
        if self.answer_form not in ANSWER_FORMS:
            raise PuzzleError.of_puzzle(
                pid, f"answer_form {self.answer_form!r} is not one of {', '.join(ANSWER_FORMS)}"
            )
        if not isinstance(self.position, Mapping):
            raise PuzzleError.of_puzzle(pid, f"position must be an object, not {self.position!r}")
        if self.answer_form in ("choice", "choices") and len(self.choices) < 2:
            raise PuzzleError.of_puzzle(pid, f"a 'choice' puzzle needs at least two choices, not {self.choices!r}")
        d = self.difficulty
        if not isinstance(d, int) or isinstance(d, bool) or not 1 <= d <= LEVELS:
            raise PuzzleError.of_puzzle(pid, f"difficulty must be 1..{LEVELS}, not {d!r}")
        object.__setattr__(self, "position", freeze_json(self.position))
        r = self.rating
        if not isinstance(r, int) or isinstance(r, bool) or not 0 <= r <= 4000:
            raise PuzzleError.of_puzzle(pid, f"rating must be a whole number 0..4000, not {r!r}")
        if r == 0:
            object.__setattr__(self, "rating", seed_rating(d))
        if self.history is not None:
            if not isinstance(self.history, Mapping):
                raise PuzzleError.of_puzzle(pid, f"history must be an object, not {self.history!r}")
            object.__setattr__(self, "history", freeze_json(self.history))
        for name in ("choices", "themes", "hints", "answer"):
            object.__setattr__(self, name, _tuple_of_str(getattr(self, name), name, pid))

    # ------------------------------------------------------------ helpers
    @property
    def rules(self) -> str:
        """The rules profile name the puzzle is set under (default ``kandell``)."""
        rules = self.position.get("rules", DEFAULT_PROFILE.name)
        if isinstance(rules, Mapping):
            return str(rules.get("profile", DEFAULT_PROFILE.name))
        return str(rules)

    @property
    def profile(self) -> Profile:
        """The :class:`~penchant.rules.profiles.Profile` of ``position['rules']``."""
        rules = self.position.get("rules", DEFAULT_PROFILE.name)
        try:
            return Profile.from_json(rules)
        except PenchantError as exc:
            raise PuzzleError.of_puzzle(self.id, f"rules {rules!r}: {exc}") from None

    @property
    def rule_options(self) -> Mapping[str, Any]:
        """The options the position's rules set beside their profile's name, each as the puzzle's :attr:`profile`
        holds it (``{"profile": "foster", "barring": "by_size"}`` sets ``{"barring": "by_size"}``): the variant a
        puzzle plays by, which a board says since the answer hangs on it; none when the rules are a name alone."""
        rules = self.position.get("rules")
        if not isinstance(rules, Mapping):
            return {}
        profile = self.profile
        return {key: getattr(profile, key) for key in rules if key != "profile"}

    @property
    def trump(self) -> Suit | None:
        """The trump suit of ``position['trump']`` (``None`` when there is none yet, or the position does not say:
        ``"trump" in position`` tells which); a value that names no suit is a :class:`PuzzleError` quoting it."""
        value = self.position.get("trump")
        if value is None or value in ("", "none"):
            return None
        if not isinstance(value, str):
            raise PuzzleError.of_puzzle(self.id, f"position['trump'] must be a suit letter, not {value!r}")
        try:
            return Suit.parse(value)
        except PenchantError as exc:
            raise PuzzleError.of_puzzle(self.id, f"position['trump'] = {value!r}: {exc}") from None

    @property
    def stock_left(self) -> int | None:
        """The cards left in the stock: ``position['stock']`` when it is a count, else ``position['stock_left']``
        (the kinds from real play say the stock in words in ``stock`` and keep its count there); ``None`` when the
        position says neither. A count the deal cannot reach is a :class:`PuzzleError` quoting it."""
        stock = self.position.get("stock")
        count = stock if isinstance(stock, int) and not isinstance(stock, bool) else self.position.get("stock_left")
        if count is None:
            return None
        try:
            tricks_for_stock(count)
        except PenchantError as exc:
            raise PuzzleError.of_puzzle(self.id, f"the stock {count!r}: {exc}") from None
        return int(count)

    @property
    def in_last_six(self) -> bool:
        """Whether the position stands in the last six tricks (:func:`~penchant.rules.procedure.last_six_begun`;
        an end-game, which shows his hand, always does): no declaration is made there, so a trump not fixed by
        then never will be."""
        if "opp_hand" in self.position:
            return True
        stock = self.stock_left
        return stock is not None and last_six_begun(tricks_for_stock(stock))

    @property
    def led(self) -> Card | None:
        """The card led to you, ``position['led']`` (``None`` when none is, or the position does not say); a value
        that is not a card is a :class:`PuzzleError` quoting it."""
        value = self.position.get("led")
        if value is None or value == "":
            return None
        try:
            return Card.parse(str(value))
        except PenchantError as exc:
            raise PuzzleError.of_puzzle(self.id, f"position['led'] = {value!r}: {exc}") from None

    @property
    def declared_before(self) -> tuple[tuple[Kind, CardSet], ...]:
        """Your declarations earlier in the deal, ``position['declared']`` (each ``{"kind", "cards"}``), as (kind,
        cards); an item that is not one is a :class:`PuzzleError` quoting it."""
        raw = self.position.get("declared", [])
        if not isinstance(raw, Sequence) or isinstance(raw, str):
            raise PuzzleError.of_puzzle(self.id, f"declared must be a list, not {raw!r}")
        out = []
        for item in raw:
            try:
                out.append((Kind.parse(item["kind"]), CardSet(item["cards"])))
            except (KeyError, TypeError, PenchantError) as exc:
                raise PuzzleError.of_puzzle(self.id, f"declared item {item!r}: {exc}") from None
        return tuple(out)

    @property
    def penchant_only(self) -> bool:
        """Whether you lost the trick and your opponent declared nothing, so that you may declare only a penchant
        (``position['penchant_only']``, ``False`` when it does not say); anything but true or false is a
        :class:`PuzzleError` quoting it."""
        value = self.position.get("penchant_only", False)
        if not isinstance(value, bool):
            raise PuzzleError.of_puzzle(self.id, f"penchant_only must be true or false, not {value!r}")
        return value

    @property
    def brisques_won(self) -> tuple[int, int] | None:
        """The brisques each player has taken so far, ``position['won']`` (you first), or ``None`` when the
        position does not say; anything but two counts of 0 or more is a :class:`PuzzleError` quoting it."""
        won = self.position.get("won")
        if won is None:
            return None
        if not (isinstance(won, Sequence) and not isinstance(won, str) and len(won) == 2
                and all(isinstance(w, int) and not isinstance(w, bool) and w >= 0 for w in won)):
            raise PuzzleError.of_puzzle(self.id, f"won {won!r} must be two counts of brisques taken, 0 or more")
        return won[0], won[1]

    def cards(self, key: str, default: str | None = None) -> CardSet:
        """The card set at ``position[key]`` (text or a list of cards)."""
        value = self.position.get(key, default)
        if value is None:
            raise PuzzleError.of_puzzle(self.id, f"position has no {key!r}")
        try:
            return CardSet(value)
        except PenchantError as exc:
            raise self._refused_at(key, value, exc) from None

    def cards_held(self, key: str) -> CardSet:
        """The card set at ``position[key]``, none when the position leaves the key out or empty (a hand with
        nothing led, no table yet); a bad one is a :class:`PuzzleError` quoting it."""
        return self.cards(key, "") if self.position.get(key) is not None else CardSet.from_mask(0)

    def card(self, key: str) -> Card:
        value = self.position.get(key)
        if not isinstance(value, str):
            raise PuzzleError.of_puzzle(self.id, f"position[{key!r}] must be a card, not {value!r}")
        try:
            return Card.parse(value)
        except PenchantError as exc:
            raise self._refused_at(key, value, exc) from None

    def _refused_at(self, key: str, value: object, exc: PenchantError) -> PuzzleError:
        """The puzzle's ``position[key]``, ``value``, refused (``exc`` says why)."""
        return PuzzleError.of_puzzle(self.id, f"position[{key!r}] = {value!r}: {exc}", reason=str(exc))

    def declaration_asked(self) -> str:
        """The cards a ``may_declare`` task asks about (``position['declaration']``), as given."""
        text = self.position.get("declaration")
        if not isinstance(text, str):
            raise PuzzleError.of_puzzle(self.id, "task 'may_declare' needs position['declaration']")
        return text

    def with_changes(self, **changes: Any) -> Puzzle:
        """A copy with some fields replaced (the bank's curation uses it)."""
        data = self.to_json()
        for k, v in changes.items():
            data[k] = list(v) if isinstance(v, tuple) else v
        return Puzzle.from_json(data)

    # ------------------------------------------------------------- JSON
    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "id": self.id,
            "kind": self.kind,
            "task": self.task,
            "title": self.title,
            "question": self.question,
            "position": thaw_json(self.position),
            "answer_form": self.answer_form,
        }
        if self.choices:
            out["choices"] = list(self.choices)
        out["themes"] = list(self.themes)
        out["difficulty"] = self.difficulty
        out["hints"] = list(self.hints)
        if self.source:
            out["source"] = self.source
        if self.answer:
            out["answer"] = list(self.answer)
        out["rating"] = self.rating
        if self.history is not None:
            out["history"] = thaw_json(self.history)
        return out

    @classmethod
    def from_str(cls, text: str) -> Puzzle:
        """Read a puzzle's JSON text strictly (:func:`~penchant.files.strict_reader.load_json`), then
        :meth:`from_json`."""
        return cls.from_json(load_json(text, PuzzleError))

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Puzzle:
        """Read a puzzle object, the JSON value :meth:`to_json` writes (already parsed, as every ``from_json`` of
        the engine reads one; its JSON text goes to :meth:`from_str`). Anything else, text included, is refused."""
        if not isinstance(data, Mapping):
            raise PuzzleError.wanting("a puzzle", "a JSON object", data)
        pid = data.get("id")
        known = {"id", "kind", "task", "title", "question", "position", "answer_form", "choices",
                 "themes", "difficulty", "hints", "source", "answer", "rating", "history"}
        extra = sorted(set(data) - known)
        if extra:
            raise PuzzleError.of_puzzle(pid, f"has unknown field(s) {extra!r}")
        for key in ("id", "kind", "task", "question", "position"):
            if key not in data:
                raise PuzzleError.of_puzzle(pid, f"has no {key!r}")
        for key in ("id", "kind", "task", "question"):
            if not isinstance(data[key], str):
                raise PuzzleError.of_puzzle(pid, f"{key} must be text, not {data[key]!r}")
        return cls(
            id=data["id"],
            kind=data["kind"],
            task=data["task"],
            title=str(data.get("title", data["id"])),
            question=data["question"],
            position=data["position"],
            answer_form=str(data.get("answer_form", "choice")),
            choices=data.get("choices", ()),
            themes=data.get("themes", ()),
            difficulty=data.get("difficulty", 1),
            hints=data.get("hints", ()),
            source=str(data.get("source", "")),
            answer=data.get("answer", ()),
            rating=data.get("rating", 0),
            history=data.get("history"),
        )

    def summary(self) -> dict[str, Any]:
        """The listing form (``penchant puzzles list --json``): ``{"id", "kind", "task", "difficulty", "rating",
        "level", "themes", "mined"}``: the recorded difficulty and the level its rating stands at, both on the one
        scale (:data:`~penchant.puzzles.levels.LEVELS`), and whether it was mined from play (it has a history). A
        rated puzzle's difficulty is the level of its rating (:func:`~penchant.puzzles.bank.curate` records it so):
        the two keys then say one number, both kept for the listing's readers; only an unrated puzzle's difficulty is
        the engine's own estimate."""
        return {"id": self.id, "kind": self.kind, "task": self.task, "difficulty": self.difficulty,
                "rating": self.rating, "level": level_of(self.rating), "themes": list(self.themes),
                "mined": self.history is not None}


@dataclass(frozen=True)
class ExplanationPart:
    """One candidate's part of an explanation, in fields a board lays out as it likes (a barring puzzle's
    declarations): ``subject``, the cards it is about (notation); ``said``, what the rules say of them (``'minor
    pairs are barred'``, ``'legal, a pair for 2; minor pairs are free: ...'``); ``reason``, why a bar holds (word for
    word the same where the same sets bar two candidates, so that a board may say it once); ``remedy``, what on the
    player's own table would lift the bar (``'To unbar: ...'``); ``playing``, or what must leave the opponent's
    table and why that many free it (``'if he plays one of QS QH from his table, your minor pairs are free: the one
    Queen left there is no set'``); ``remedy_again``, both after an earlier part said the same remedy (``'To unbar:
    the same; if he plays …'``). :meth:`text` is the part as the explanation's text runs it."""

    subject: str
    said: str
    reason: str = ""
    remedy: str = ""
    playing: str = ""
    remedy_again: str = ""
    """The remedy and the play as one sentence, when an earlier part said the same remedy with another play."""
    leaving: tuple[tuple[int, str], ...] = ()
    """What must leave the opponent's table for the bar to lift, as (how many, of which cards in notation): the
    rules' :attr:`~penchant.rules.bar_reports.BarReport.must_leave`, so a board may say once the play that frees
    several candidates by its count ("if he plays one of these Jacks, your quadruplet is free; two, and your triplet
    is free; …")."""
    answered_left: bool = False
    """Whether what is left on his table once :attr:`leaving` has gone still makes a set long enough to bar, one the
    player's own table answers (:attr:`~penchant.rules.bar_reports.BarReport.answered_once_played`): then the count
    needs its reason said, part by part."""
    in_hand: str = ""
    """Why major cards still in the player's hand, which would unbar the set once declared, do not unbar it now, and
    when it could be declared (:func:`~penchant.words.bar_reports.not_until_declared_words`), or ``""``."""

    def text(self) -> str:
        """The part as one run of engine text: ``'9S 9D: minor pairs are barred, because <reason>. <remedy>;
        <playing>'`` (one colon a sentence: "…barred: <reason>" chained two).

        >>> ExplanationPart("9S 9D", "minor pairs are barred", "he holds three Jacks", "To unbar: ...").text()
        '9S 9D: minor pairs are barred, because he holds three Jacks. To unbar: ...'
        """
        text = f"{self.subject}: {self.said}"
        if self.reason:
            text += f", because {self.reason}."
        if self.remedy:
            text += f" {self.remedy}"
        if self.playing:
            text += f". {capitalised(self.playing)}"
        if self.in_hand:
            text += f". {capitalised(self.in_hand)}"
        return text


RIGHT: Final = "Right"
"""The verdict a right answer's message opens with (:attr:`CheckResult.opening`)."""
NOT_QUITE: Final = "Not quite"
"""The verdict a set of picks partly right opens with (:attr:`CheckResult.opening`)."""


@dataclass(frozen=True)
class CheckResult:
    """The engine's verdict on one answer.

    ``correct``: the answer is as good as the best; ``said``: the verdict's words, without the verdict that
    opens its :attr:`message` (``opening``); ``explanation``: why (from the engine); ``refutation``: for a wrong
    answer, what the engine shows against it (the better declaration, the defence that beats the card, the barring
    cards ...), else ``None``; ``best``: every equally good answer, in notation.
    """

    correct: bool
    said: str
    explanation: str
    refutation: str | None
    best: list[str]
    answer: str = ""
    marks: tuple[str, ...] = ()
    """Cards to light up once the answer is right (the cards that bar, ...): they show why. A miss lights none:
    with the barring cards outlined, which sets are barred can be read off without using the rule."""
    detail: str = ""
    """The engine's figures behind the verdict (sampled deals, margins), for a reader who opens them:
    the message and the refutation say it in a player's words."""
    parts: tuple[ExplanationPart, ...] = ()
    """The explanation in its parts, one a candidate (:class:`ExplanationPart`), where the puzzle builds it so (a
    barring puzzle's declarations); ``()`` where the explanation is one run of text."""
    opening: str = ""
    """The verdict the message opens with, in its words (``"Right"``, ``"Not quite"``), kept apart from what is
    :attr:`said` so that a reader who says the verdict its own way (the command line's "RIGHT:") need not strip it
    off the message; ``""`` where the message opens with no verdict of its own."""
    first_card_answer: bool = False
    """A best-card end-game's right first card, recorded with the deal still to play
    (:func:`~penchant.puzzles.checking.check_run`): the board tells the verdict again once the run is over."""
    wrong_picks: tuple[str, ...] = ()
    """The choices a wrong set of ticks picked that are in no right answer ("none of them" among them when it was
    ticked and a choice is right): the picks a board marks wrong and asks to be unpicked. ``()`` for a right answer,
    and for an answer that is no set of ticks; the choices left unpicked are never named, so a miss does not give the
    answer away."""

    @property
    def message(self) -> str:
        """One line to show: the verdict that opens it, if any, then what is said (``"Right: exactly those."``)."""
        return f"{self.opening}: {self.said}" if self.opening else self.said

    def to_json(self) -> dict[str, Any]:
        return {
            "answer": self.answer,
            "marks": list(self.marks),
            "detail": self.detail,
            "correct": self.correct,
            "message": self.message,
            "explanation": self.explanation,
            "refutation": self.refutation,
            "best": list(self.best),
            "wrong_picks": list(self.wrong_picks),
        }


@dataclass(frozen=True)
class Analysis:
    """What the engine makes of a puzzle: every best answer, how each other
    answer fares, and the derived themes and difficulty.

    ``verdicts`` maps each enumerable answer (a choice, a card; for open
    answers the interesting ones) to ``(correct, explanation)``.
    ``tempting`` lists the wrong answers a plausible misreading of the rules
    or a greedy habit would pick. ``features`` holds the numbers the
    difficulty is computed from, for transparency.
    """

    best: tuple[str, ...]
    explanation: str
    verdicts: Mapping[str, tuple[bool, str]]
    tempting: tuple[str, ...]
    themes: tuple[str, ...]
    difficulty: int
    features: Mapping[str, Any]
    unique: bool
    hints: tuple[str, ...] = ()
    costs: Mapping[str, str] = field(default_factory=dict)
    """For a wrong answer, what it costs in a player's words ("that loses two brisques")."""
    marks: tuple[str, ...] = ()
    misses: Mapping[str, str] = field(default_factory=dict)
    """For a wrong answer, the engine's reason against it in words (what it would mean, which rule
    it breaks) that never names a best answer: shown when the verdict's own reason would tell."""
    details: Mapping[str, str] = field(default_factory=dict)
    """For an answer, the engine's figures behind its verdict (a judged puzzle's sampled deals and margins),
    one click away from the words."""
    wrong_reasons: tuple[str, ...] = ()
    """The wrong answers whose reason, not the whole answer, is said to be wrong (a reasoned choice whose reason is
    false: "Yes: you won the trick, and its winner may declare any combination" has a yes that may hold)."""
    said_right: Mapping[str, str] = field(default_factory=dict)
    """How a choice made of a yes or no and its reason is said once found right, by the choice (``"no, every card
    of it is on your table"``, its parts kept apart by the claim it is made of, never read back from its words)."""
    parts: tuple[ExplanationPart, ...] = ()
    """:attr:`explanation` in its parts, one a candidate, where the puzzle builds it so (``"; "`` joins their
    :meth:`ExplanationPart.text`); ``()`` where it is one run of text."""

    def to_json(self) -> dict[str, Any]:
        return {
            "best": list(self.best),
            "explanation": self.explanation,
            "verdicts": {k: {"correct": c, "why": w} for k, (c, w) in self.verdicts.items()},
            "tempting": list(self.tempting),
            "themes": list(self.themes),
            "difficulty": self.difficulty,
            "features": dict(self.features),
            "unique": self.unique,
            "hints": list(self.hints),
        }
