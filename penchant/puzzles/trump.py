"""Trump puzzles: which penchant sets trump, under each profile.

Position keys::

    {"rules": "foster",
     "events": [{"winner": 0, "declarer": 0, "cards": "KH QH"},
                {"winner": 1, "declarer": 0, "cards": "QH JS"}, ...]}

Each event is one Phase 1 trick: ``winner`` won it (0 = you, 1 = your
opponent) and ``declarer`` declared ``cards``: the winner's declaration, or,
when ``declarer`` is the loser, the winner passed and the loser declared (only
a penchant is allowed then). Cards stay on the declarer's table, so later
events may build on them with fresh cards.

The check replays the events through :class:`penchant.play.state.DealState` under
the puzzle's rules: the engine validates every declaration (fresh card, the
loser's penchant only) and sets trump by its own rule
(``Profile.loser_penchant_sets_trump``). Tasks: ``suit`` (choices: the four
suits and ``no trump``), ``which`` (choices: the declarations and ``none of
them``), ``sets`` (did the declaration of trick ``position["asked"]`` set trump? answered with its reason, the
claims of :func:`penchant.puzzles.trump_sets.sets_claims`).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Final

from penchant.english.lists import join_and
from penchant.errors import InvalidNotationError, PenchantError, PuzzleError
from penchant.errors.internal import BrokenInvariantError
from penchant.play.moves import Declare, Pass, Stage
from penchant.play.state import DealState
from penchant.puzzles.answers import normalise_choice, one_answer
from penchant.puzzles.grading import grade, result_from_verdicts
from penchant.puzzles.model import Analysis, CheckResult, Puzzle
from penchant.rules.book_names import rules_words, source_name
from penchant.rules.cards import FULL_MASK, PACK, CardSet, cards_of, rank_mask
from penchant.rules.combinations import DeclaredRecord, check_declaration, classify
from penchant.rules.holdings import Holdings
from penchant.rules.kinds import Kind
from penchant.rules.limits import players_declarations_problem
from penchant.rules.procedure import table_at_declaration
from penchant.rules.profiles import PROFILE_ORDER, Profile
from penchant.rules.suits_and_ranks import SUIT_NAMES, Rank, Suit
from penchant.rules.trump import penchant_sets_trump, trump_jack, trump_of_penchant
from penchant.words.cards import cards_words
from penchant.words.kinds import combination_words, kind_words
from penchant.words.switches import option_words
from penchant.words.trump import NO_TRUMP, trump_name, trump_words

__all__ = ["MOST_STORY_EVENTS", "Event", "NONE_CHOICE", "TASKS", "analyse", "check", "describe_events",
           "events_of", "losers_penchant_counts", "replay", "losers_penchants_words", "rule_on_the_losers_penchant",
           "story_hints", "story_themes", "trick_of", "why_not_event", "why_trump_set"]

TASKS: Final = ("suit", "which", "profile", "sets")
NONE_CHOICE: Final = "none of them"
MOST_STORY_EVENTS: Final = 6
"""The most declarations a trump story the puzzle makers keep tells (the miner's and the generator's): a puzzle's
length, read trick by trick, not a rule of play."""
_WHO: Final = ("you", "your opponent")


@dataclass(frozen=True)
class Event:
    """One trick's declaration: who won the trick, who declared which cards."""

    winner: int
    declarer: int
    cards: CardSet
    trick: int = 0
    """The trick this declaration followed (0: not told; the story then numbers them in order)."""

    @property
    def kind(self) -> Kind | None:
        return classify(self.cards)

    @property
    def by_loser(self) -> bool:
        return self.declarer != self.winner

    def __str__(self) -> str:
        k = self.kind
        return self._said(f"{kind_words(k)} {self.cards}" if k else str(self.cards))

    @property
    def words(self) -> str:
        """The declaration as a reader sees it, said from its parts with its cards in symbols (``str()`` is the
        notation): ``"you won the trick and declared penchant Q♠ J♦"``."""
        k = self.kind
        return self._said(combination_words(k, self.cards) if k else cards_words(self.cards))

    def _said(self, what: str) -> str:
        if self.by_loser:
            return f"{_WHO[self.winner]} won the trick and passed; {_WHO[self.declarer]} declared {what}"
        return f"{_WHO[self.winner]} won the trick and declared {what}"


def losers_penchants_words(tricks: Sequence[int]) -> str:
    """The penchants declared by their trick's loser, by trick, said once, not once a trick ("the penchant of trick
    1 was declared by the loser of the trick, the penchant of trick 3 was declared by…" reads as a stutter).

    >>> losers_penchants_words([2])
    "the penchant of trick 2 was declared by the trick's loser"
    >>> losers_penchants_words([1, 3])
    "the penchants of tricks 1 and 3 were each declared by their trick's loser"
    """
    seen = list(dict.fromkeys(tricks))
    if len(seen) == 1:
        return f"the penchant of trick {seen[0]} was declared by the trick's loser"
    return f"the penchants of tricks {join_and(str(t) for t in seen)} were each declared by their trick's loser"


def events_of(puzzle: Puzzle) -> list[Event]:
    raw = puzzle.position.get("events")
    if not isinstance(raw, list) or not raw:
        raise PuzzleError.of_puzzle(puzzle.id, "position['events'] must be a non-empty list")
    out = []
    for e in raw:
        try:
            w, d = int(e["winner"]), int(e["declarer"])
            cards = CardSet(e["cards"])
            trick = int(e.get("trick", 0))
        except (KeyError, TypeError, ValueError, PenchantError) as exc:
            raise PuzzleError.of_puzzle(puzzle.id, f"event {e!r}: {exc}") from None
        if w not in (0, 1) or d not in (0, 1):
            raise PuzzleError.of_puzzle(puzzle.id, f"event {e!r}: players are 0 (you) and 1 (your opponent)")
        out.append(Event(w, d, cards, trick))
    # what one deal can hold: one declaration a trick of the first ten, each kind within the pack, the two
    # players' within their own tables (an event that is no combination is refused when it is replayed)
    kinds = [[e.kind for e in out if e.declarer == p and e.kind is not None] for p in (0, 1)]
    problem = players_declarations_problem(kinds[0], kinds[1])
    if problem is not None:
        raise PuzzleError.of_puzzle(puzzle.id, f"{problem}")
    return out


def trick_of(events: Sequence[Event], i: int) -> int:
    """The number of the trick the ``i``-th declaration followed: as the puzzle tells it, else counted in
    order from 1 (what the story and the feedback both say)."""
    return events[i].trick or i + 1


def describe_events(events: Sequence[Event]) -> list[str]:
    return [f"trick {trick_of(events, i)}: {e.words}" for i, e in enumerate(events)]


def replay(events: Sequence[Event], profile: Profile) -> tuple[int | None, int | None]:
    """Replay the declarations through the deal state machine: (trump suit, index of the
    event that set it), each ``None`` if no penchant set trump. A story the deal refuses is a
    :class:`~penchant.errors.PuzzleError` said of its trick (the engine's own refusal kept, its parts with it);
    a puzzle's caller names the puzzle (:meth:`~penchant.errors.PuzzleError.of_puzzle`)."""
    used = 0
    for e in events:
        used |= e.cards.mask
    spare = [c.index for c in cards_of(FULL_MASK & ~used)]
    if len(spare) < 4:
        raise PuzzleError("the declarations use too many cards to replay")
    tables = [0, 0]
    trump: Suit | None = None
    declared: list[list[DeclaredRecord]] = [[], []]
    setter: int | None = None
    for i, e in enumerate(events):
        d, w = e.declarer, e.winner
        m = e.cards.mask
        if m & tables[1 - d]:
            raise PuzzleError(
                f"trick {trick_of(events, i)}: {CardSet.from_mask(m & tables[1 - d])} is on the other "
                "player's table"
            )
        hands = [CardSet(), CardSet()]
        hands[d] = CardSet.from_mask(m & ~tables[d])
        tables[d] = table_at_declaration(tables[d], m, declared[d])
        # The story names no dealer, and who dealt bears on no declaration nor on the trump a penchant sets.
        st = DealState.at_declaration(
            profile, dealer=0, winner=w, hands=hands,
            tables=[CardSet.from_mask(tables[0]), CardSet.from_mask(tables[1])], stock=[PACK[c] for c in spare[:4]],
            trump=trump, declared=declared,
        )
        before = trump

        refusing = f"trick {trick_of(events, i)} ({e}): the engine refuses it"
        try:
            if d == w:
                st.apply(Declare(e.cards))
            else:
                st.apply(Pass())
                if st.stage is not Stage.PENCHANT or st.to_move != d:
                    holdings = Holdings.from_masks(m & ~tables[d], tables[d], tables[1 - d])
                    v = check_declaration(e.cards, holdings, profile, penchant_only=True)
                    raise PuzzleError(f"{refusing}: {v.reason}", reason=str(v.reason))
                st.apply(Declare(e.cards))
        except PuzzleError:
            raise
        except PenchantError as exc:
            raise exc.as_a(PuzzleError).within(refusing) from None
        tables = list(st.tables_mask)
        declared = [list(st.declared_masks[0]), list(st.declared_masks[1])]
        trump = None if st.trump is None else Suit(st.trump)
        if before is None and trump is not None:
            setter = i
    return trump, setter


def _queen_suit(cards: CardSet) -> int | None:
    queens = [c for c in cards if c.rank == Rank.QUEEN]
    return int(queens[0].suit) if queens else None


def story_themes(events: Sequence[Event], setter: int | None, penchants: Sequence[int], qj: Sequence[int], *,
                 rules_differ: bool) -> list[str]:
    """What a trump puzzle turns on: ``setter`` the event that set trump, ``penchants`` the penchants'
    events, ``qj`` every event holding a Queen and a Jack; ``rules_differ`` whether the other source's
    rule on the loser's penchant gives another trump."""
    themes: list[str] = []
    if setter is not None:
        themes.append("the first penchant sets trump")
        themes.append("the Jack names trump")
    else:
        themes.append("no trump this deal")
    if any(events[i].by_loser for i in penchants):
        themes.append("the loser's penchant")
    if rules_differ:
        themes.append("Foster and Kandell differ")
    # A besito declared (a Queen and a Jack of one suit, alone): not a family or a run that holds them, as a
    # puzzle that declares J♥ Q♥ K♥ declares no besito to tell apart from a penchant
    if any(events[i].kind is Kind.BESITO for i in qj if i not in penchants):
        themes.append("a besito is not a penchant")
    if setter is not None and any(i > setter for i in penchants):
        themes.append("trump is set once")
    # In the declaring's own words: the puzzle shows no table, so not "Table cards serve again".
    if any(e.cards.mask & _table_before(events, i, e.declarer) for i, e in enumerate(events)):
        themes.append("a card declared again")
    return themes


def analyse(puzzle: Puzzle) -> Analysis:
    """Replay the declarations and derive the trump, themes and difficulty."""
    task = puzzle.task
    if task not in TASKS:
        raise PuzzleError.of_puzzle(puzzle.id, f"trump task {task!r} is not one of {', '.join(TASKS)}")
    if task == "sets":
        raise PuzzleError.of_puzzle(puzzle.id, "the task 'sets' is analysed by penchant.puzzles.trump_sets "
                                    "(penchant.puzzles.analyse routes it)")
    events = events_of(puzzle)
    profile = puzzle.profile
    if task == "profile":
        return _analyse_profile(puzzle, events)
    other_profile = profile.with_options(loser_penchant_sets_trump=not profile.loser_penchant_sets_trump)
    try:
        trump, setter = replay(events, profile)
        other_trump, other_setter = replay(events, other_profile)
    except PuzzleError as exc:
        raise PuzzleError.of_puzzle(puzzle.id, exc) from None
    penchants = [i for i, e in enumerate(events) if e.kind is Kind.PENCHANT]
    qj = [i for i, e in enumerate(events)
          if e.cards.mask & rank_mask(Rank.QUEEN) and e.cards.mask & rank_mask(Rank.JACK)]
    # Misreadings, each giving (trump, setter).
    models: dict[str, tuple[int | None, int | None]] = {
        "the other source's rule on the loser's penchant": (other_trump, other_setter),
    }
    if setter is not None:
        models["the Queen names trump"] = (_queen_suit(events[setter].cards), setter)
    if penchants:
        last = penchants[-1]
        models["the last penchant names trump"] = (trump_of_penchant(events[last].cards), last)
    if qj:
        first = qj[0]
        # A Queen and a Jack hold one Jack (a penchant or a besito): the misreading lets it name trump.
        models["any Queen and Jack set trump"] = (trump_of_penchant(events[first].cards), first)
    verdicts: dict[str, tuple[bool, str]] = {}
    misses: dict[str, str] = {}
    why_set = why_trump_set(events, profile, trump, setter)
    # The story is on the board above: said again in brackets after the reason, it would read as the question
    # repeated.
    explanation = f"{why_set}."
    tempting: list[str] = []
    if task == "suit":
        truth = trump_name(trump)
        for c in puzzle.choices:
            verdicts[c] = (c == truth, explanation)
            if c != truth:
                misses[c] = _why_not_suit(c, events, profile, setter)
        best: tuple[str, ...] = (truth,)
        for name, (t, _s) in models.items():
            txt = trump_name(t)
            if txt != truth and txt not in tempting:
                tempting.append(txt)
                verdicts[txt] = (False, f"{txt}: that is what {name!r} would give; but {why_set}")
    else:
        labels = [str(e.cards) for e in events]
        truth = NONE_CHOICE if setter is None else labels[setter]
        for i, lab in enumerate(labels):
            verdicts[lab] = (lab == truth, f"trick {trick_of(events, i)}: {events[i].words}; {why_set}")
            if lab != truth:
                misses[lab] = why_not_event(i, events, profile, setter)
        verdicts[NONE_CHOICE] = (truth == NONE_CHOICE, why_set)
        if truth != NONE_CHOICE:
            misses[NONE_CHOICE] = _why_not_none(profile, NONE_CHOICE)
        best = (truth,)
        for name, (_t, s) in models.items():
            lab = NONE_CHOICE if s is None else labels[s]
            if lab != truth and lab not in tempting:
                tempting.append(lab)
                said = lab if s is None else cards_words(events[s].cards)
                verdicts[lab] = (False, f"{said}: that is what {name!r} would give; but {why_set}")
    themes = story_themes(events, setter, penchants, qj, rules_differ=other_trump != trump)
    distractors = len([i for i in qj if i != setter])
    score = 0.75 * len(tempting) + 0.5 * distractors + (0.5 if other_trump != trump else 0.0) - 0.75
    hints = story_hints(task, events, qj, profile)
    features: dict[str, Any] = {"events": len(events), "penchants": len(penchants), "distractors": distractors,
                                "rules_differ": other_trump != trump, "tempting": len(tempting),
                                "score": score}
    return Analysis(best, explanation, verdicts, tuple(tempting), tuple(themes), grade(score), features, True, hints,
                    misses=misses)


def why_trump_set(events: Sequence[Event], profile: Profile, trump: int | None, setter: int | None) -> str:
    """Why trump is what the replay (:func:`replay`) says, in words: the penchant that counts and its Jack, or why
    none set trump; the earlier and later penchants said where they count for nothing."""
    penchants = [i for i, e in enumerate(events) if e.kind is Kind.PENCHANT]
    if setter is None:
        why_set = "no penchant set trump"
        if penchants:
            why_set += (": " + losers_penchants_words([trick_of(events, i) for i in penchants])
                        + (f", and under these rules {rule_on_the_losers_penchant(profile)}"
                           if not losers_penchant_counts(profile) else ""))
        else:
            why_set += ": none was declared (a besito, Queen and Jack of one suit, is not a penchant)"
    else:
        e = events[setter]
        why_set = (f"the penchant {cards_words(e.cards)} of trick {trick_of(events, setter)} is the first that counts "
                   f"({'declared by the loser, which these rules allow' if e.by_loser else 'declared by the winner'}); "
                   f"its Jack is a {Suit(trump or 0).singular}, so {Suit(trump or 0).plural} are trump")
        later = [i for i in penchants if i > setter]
        if later:
            why_set += "; later penchants change nothing"
        skipped = [i for i in penchants if i < setter]
        if skipped:
            why_set += (f"; the earlier penchant of trick {trick_of(events, skipped[0])} was the loser's, "
                        f"which does not set trump under these rules")
    return why_set


FIRST_THAT_COUNTS: Final = "trump is the suit of the Jack of the first penchant that counts"
"""The rule every wrong trump points back to, in the words the first hint and the wrong answers share."""


def story_hints(task: str, events: Sequence[Event], qj: Sequence[int], profile: Profile) -> tuple[str, ...]:
    """Hints that climb: the first points where a wrong answer points (the first penchant that counts and, asked
    the suit, its Jack), the second names the tricks to look at, the third gives the rules' word on the loser's
    penchant."""
    tricks = [trick_of(events, i) for i in qj]
    if not tricks:
        where = "No declaration here holds both a Queen and a Jack. Can any of them be a penchant?"
    else:
        seen = list(dict.fromkeys(tricks))
        if len(seen) == 1:
            where = (f"Look at trick {seen[0]}: the declaration there holds a Queen and a Jack. Are they of "
                     "different suits? Who won that trick, and who declared?")
        else:
            where = (f"Look at tricks {join_and(str(t) for t in seen)}: the declarations there each hold a Queen "
                     "and a Jack. Are they of different suits? Who won each of those tricks, and who declared?")
    # Asked which declaration set trump, the first hint may not name its kind (the answer is one of the
    # declarations): it points at the kind and the first that counts as the wrong answers do, unnamed.
    first = (f"A penchant is a Queen and a Jack of different suits, and {FIRST_THAT_COUNTS}. Which of these "
             "declarations are penchants, and which of them counts?" if task == "suit" else
             f"Trump is set once: {FIRST_THAT_COUNTS}. Which declaration here is that penchant?"
             if task == "sets" else
             "Only one kind of declaration sets trump, and of that kind only the first that counts sets it. Which of "
             "these declarations are of that kind, and which of them counts?")
    return (
        first,
        where,
        f"Under {rules_words(profile.name)}, {rule_on_the_losers_penchant(profile)}.",
    )


def why_not_event(i: int, events: Sequence[Event], profile: Profile, setter: int | None) -> str:
    """Where to look, for a learner who picked the declaration of trick ``i + 1`` as the one that set trump: a
    question about that trick, never the rule that settles it, nor the one that did (a learner given the rule
    answers from it, without reading the tricks)."""
    e = events[i]
    shown = cards_words(e.cards)
    if e.kind is not Kind.PENCHANT:
        return f"what kind of combination is {shown}? Which kind of declaration sets trump?"
    if setter is not None and setter < i:
        return (f"look at the tricks before trick {trick_of(events, i)}: did a penchant that counts come earlier? "
                "How many times is trump set?")
    if not penchant_sets_trump(profile, None, by_trick_winner=not e.by_loser):
        return (f"look at trick {trick_of(events, i)} again: who won it, and who declared {shown}? Does that penchant "
                f"count under {rules_words(profile.name)}?")
    return f"look at trick {trick_of(events, i)} again: does the penchant {shown} count under these rules?"


def _why_not_suit(choice: str, events: Sequence[Event], profile: Profile, setter: int | None) -> str:
    """Why ``choice`` (a suit's name or ``no trump``) is not the trump, without naming the trump."""
    if choice == NO_TRUMP:
        return _why_not_none(profile, NO_TRUMP)
    s = SUIT_NAMES.index(choice)
    want = f"{choice} would be trump only if the first penchant that counts had the Jack of {choice}"
    # (the rule of FIRST_THAT_COUNTS, which the first hint states)
    with_jack = [i for i, e in enumerate(events) if e.kind is Kind.PENCHANT and trump_of_penchant(e.cards) == s]
    if with_jack:
        return want + "; " + why_not_event(with_jack[0], events, profile, setter)
    queen = [i for i, e in enumerate(events) if e.kind is Kind.PENCHANT and _queen_suit(e.cards) == s]
    if queen:
        return (want + f"; the penchant {cards_words(events[queen[0]].cards)} holds the Queen of {choice}: which "
                "of its two cards names trump?")
    other = [i for i, e in enumerate(events) if e.kind is not Kind.PENCHANT
             and (trump_jack(s) in e.cards or _queen_suit(e.cards) == s)]
    if other:
        e = events[other[0]]
        return want + f"; is {cards_words(e.cards)} a penchant?"
    return want + f"; no penchant declared here holds the Jack of {choice}"


def losers_penchant_counts(profile: Profile) -> bool:
    """Whether a penchant declared by a trick's loser sets trump under ``profile`` (asked of the rules)."""
    return penchant_sets_trump(profile, None, by_trick_winner=False)


def rule_on_the_losers_penchant(profile: Profile) -> str:
    """The rule of ``profile`` that a "Whose rules?" quiz turns on, in words: the switch's one wording
    (:func:`~penchant.words.switches.option_words`)."""
    return option_words("loser_penchant_sets_trump", profile.loser_penchant_sets_trump)


def _why_not_none(profile: Profile, choice: str) -> str:
    """Why "no trump" (or "none of them") is wrong, without saying which penchant counts: where to look."""
    if losers_penchant_counts(profile):
        return (f"{choice} would mean that no penchant counts; go through the tricks again: was a penchant "
                f"declared, and under {rules_words(profile.name)} does it matter who declared it?")
    return (f"{choice} would mean that no penchant counts; go through the tricks again: who won each trick "
            "that has a penchant, and who declared it?")


PROFILE_CHOICES: Final = ("foster", "kandell", "both", "neither")
QUIZ_SOURCES: Final = PROFILE_CHOICES[:2]
"""The two sources a "Whose rules?" quiz asks between (its first two choices): their rules on the loser's penchant
differ."""


def _sources_on_the_losers_penchant() -> str:
    """What :data:`QUIZ_SOURCES` say of a penchant declared by the trick's loser, from their rules (a hint):
    ``"The sources differ on a penchant declared by the trick's loser: Foster counts it, Kandell does not."``."""
    from penchant.rules.profiles import get_profile

    counts = {name: losers_penchant_counts(get_profile(name)) for name in QUIZ_SOURCES}
    said = ", ".join(f"{source_name(name)} {'counts it' if counted else 'does not'}"
                     for name, counted in counts.items())
    agree = "agree" if len(set(counts.values())) == 1 else "differ"
    return f"The sources {agree} on a penchant declared by the trick's loser: {said}."


def _analyse_profile(puzzle: Puzzle, events: Sequence[Event]) -> Analysis:
    """Which rules profile gives this trump: Foster (a loser's penchant sets trump), Kandell (only a
    winner's), both or neither. ``position['result']`` is the suit letter in question."""
    from penchant.rules.profiles import get_profile

    if list(puzzle.choices) != list(PROFILE_CHOICES):
        raise PuzzleError.of_puzzle(puzzle.id, f"task 'profile' has the choices {list(PROFILE_CHOICES)!r}")
    result = puzzle.position.get("result")
    if result not in [s.letter for s in Suit]:
        raise PuzzleError.of_puzzle(puzzle.id, PuzzleError.wanting("position['result']", "a suit letter S, H, D or C",
                                                                   result))
    want = Suit.parse(str(result))
    try:
        got = {name: replay(events, get_profile(name)) for name in QUIZ_SOURCES}
    except PuzzleError as exc:
        raise PuzzleError.of_puzzle(puzzle.id, exc) from None
    yes = [name for name, (t, _s) in got.items() if t == want]
    answer = "both" if len(yes) == 2 else yes[0] if yes else "neither"

    def says(name: str) -> str:
        t, s_i = got[name]
        under = f"under {rules_words(name)} ({rule_on_the_losers_penchant(get_profile(name))})"
        if t is None:
            return f"{under} no penchant sets trump"
        if s_i is None:
            raise BrokenInvariantError("trump is set with no declaration setting it")
        return f"{under} the penchant of trick {trick_of(events, s_i)} makes {trump_words(t)}"

    why = "; ".join(says(n) for n in QUIZ_SOURCES)
    verdicts = {c: (c == answer, why) for c in PROFILE_CHOICES}
    suit = SUIT_NAMES[want]
    misses: dict[str, str] = {}
    for c in PROFILE_CHOICES:
        if c == answer:
            continue
        if c in QUIZ_SOURCES:
            if c in yes:
                misses[c] = (f"{says(c)}, as asked; but look at the other source's rule too: the answer "
                             "is about the two sources together")
            else:
                misses[c] = says(c)
        elif c == "both":
            misses[c] = says(next(n for n in QUIZ_SOURCES if n not in yes))
        else:
            misses[c] = (f"that would mean no source makes {suit} trump; but one of the two rules does: "
                         "go through the tricks once under each, noting who won and who declared each penchant")
    costs = {c: "the trump under those rules is another" for c in QUIZ_SOURCES
             if c != answer and c not in yes}
    by_loser = any(e.by_loser and e.kind is Kind.PENCHANT for e in events)
    themes = ["the rules decide", "the loser's penchant" if by_loser else "the first penchant"]
    score = 1.0 + (1.0 if by_loser else 0.0) + 0.5 * max(0, len(events) - 2) + (0.5 if answer == "neither" else 0)
    hints = (
        "Trump is the suit of the Jack of the first penchant that counts.",
        _sources_on_the_losers_penchant(),
        "Go through the tricks in order and note, for each penchant, who won the trick and who declared.",
    )
    # The careless reader takes one source's rule for both: "both" where that rule makes the suit trump, else
    # "neither"; the rules he knows first (the default's) first.
    careless = ["both" if name in yes else "neither" for name in PROFILE_ORDER if name in QUIZ_SOURCES]
    tempting = tuple(dict.fromkeys(c for c in careless if c != answer))
    return Analysis((answer,), why, verdicts, tempting, tuple(themes), grade(score),
                    {"events": len(events), "by_loser": by_loser, "score": score}, True, hints, costs,
                    misses=misses)


def _table_before(events: Sequence[Event], i: int, player: int) -> int:
    m = 0
    for e in events[:i]:
        if e.declarer == player:
            m |= e.cards.mask
    return m


_SUIT_WORDS: Final[Mapping[str, str]] = {
    **{word: s.plural for s in Suit for word in (s.letter.lower(), s.singular, s.symbol)},
    "none": NO_TRUMP, "no trumps": NO_TRUMP, "no": NO_TRUMP,
}


def check(puzzle: Puzzle, answer: str | Sequence[str], analysis: Analysis) -> CheckResult:
    """Check one answer to a trump puzzle."""
    answer = one_answer(puzzle, answer)
    key = " ".join(answer.split()).lower()
    if puzzle.task == "suit":
        key = _SUIT_WORDS.get(key, key)
    else:
        try:
            if key != NONE_CHOICE:
                key = str(CardSet(key))
        except InvalidNotationError:
            pass
    for c in puzzle.choices:
        if c.lower() == key.lower():
            return result_from_verdicts(puzzle, analysis, c)
    return result_from_verdicts(puzzle, analysis, normalise_choice(puzzle, answer))  # by its number, as elsewhere


