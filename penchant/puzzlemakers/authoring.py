"""Build puzzles from a few arguments: the question text, the answer form and
the choices follow from the kind and task; the engine records the answer,
themes and difficulty (:func:`penchant.puzzles.bank.curate`).

The curated bank was written with these builders, and the generator uses them.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, Final

from penchant.puzzles.bank import curate
from penchant.puzzles.model import Puzzle, PuzzleError
from penchant.rules.cards import SUIT_NAMES, CardSet, Suit
from penchant.rules.dealing import HAND_SIZE, HELD_AT_DECLARATION

__all__ = ["FORMS", "build", "default_question", "default_choices", "stock_words"]

FORMS: Final[dict[tuple[str, str], str]] = {
    ("barring", "may_declare"): "choice",
    ("barring", "which"): "choice",
    ("barring", "lift"): "card",
    ("barring", "unbar"): "card",
    ("barring", "legal_all"): "choices",
    ("barring", "safe"): "card",
    ("trump", "profile"): "choice",
    ("declaration", "best"): "cards",
    ("declaration", "points"): "number",
    ("declaration", "may_declare"): "choice",
    ("trump", "suit"): "choice",
    ("trump", "which"): "choice",
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

SUIT_CHOICES: Final = (*SUIT_NAMES, "no trump")


_DECLARING: Final = "You won the trick, so it is your turn to declare"
_PLAYING: Final = "It is your turn to play a card to the next trick (one of the first ten)"


def stock_words(position: Mapping[str, Any]) -> str:
    """``", with 12 cards left in the stock"`` from ``position['stock']``, or ``""`` when not given."""
    n = position.get("stock")
    if not isinstance(n, int) or isinstance(n, bool):
        return ""
    return f", with {n} card{'s' if n != 1 else ''} left in the stock"


def default_question(kind: str, task: str, position: Mapping[str, Any]) -> str:
    """The question in a player's words: it says whose turn it is and who "you" are, and where the
    stock matters how many cards are left in it."""
    if kind == "barring":
        if task == "may_declare":
            return f"{_DECLARING}{stock_words(position)}. May you declare {CardSet(str(position['declaration']))} now?"
        if task == "which":
            return f"{_DECLARING}{stock_words(position)}. Which of these may you declare now?"
        if task == "legal_all":
            return (f"{_DECLARING}{stock_words(position)}. Tick every one of these you may declare now "
                    f"(or none of them).")
        if task == "safe":
            return (f"{_PLAYING}. Which card of your table can you play without losing a bar or your unbar?")
        if task == "lift":
            return (f"{_PLAYING}. Which card of your table must you not play, or you lose a bar "
                    f"(or your unbar)?")
        return ("It is your opponent's turn to play a card to the next trick (one of the first ten). "
                "Which card of his table, if he plays it, would unbar your minor sets?")
    if kind == "declaration":
        if task == "best":
            return (f"{_DECLARING}{stock_words(position)}. Which one declaration scores the most points "
                    f"now (the best declaration: the most points this turn, not later)?")
        if task == "points":
            return (f"{_DECLARING}{stock_words(position)}. How many points does the one declaration that "
                    f"scores the most now make?")
        return f"{_DECLARING}{stock_words(position)}. May you declare {CardSet(str(position['declaration']))} now?"
    if kind == "trump":
        seat = "The tricks below are told from your seat: each says whether you or your opponent won it."
        if task == "profile":
            suit = Suit.parse(str(position["result"])).plural
            return (f"{seat} After these tricks of the first ten, under which rules is {suit} "
                    f"trump: Foster's, Kandell's, both or neither?")
        if task == "suit":
            return f"{seat} After these tricks of the first ten, which suit is trump?"
        return f"{seat} After these tricks of the first ten, which of these declarations set trump?"
    if kind == "scoring":
        seat = "The deal is over; in the record you are the first player and your opponent the second."
        if task == "deal_points":
            who = "you" if int(position.get("player", 0)) == 0 else "your opponent"
            return f"{seat} How many points do{'es' if who != 'you' else ''} {who} score for this deal?"
        if task == "deal_difference":
            return f"{seat} By how many points do you lead on this deal (negative if you trail)?"
        seat = "The game is over; in the record you are the first player and your opponent the second."
        return f"{seat} What is the game worth to its winner (0 for a draw)?"
    if kind == "endgame" and task == "line":
        start = f"Your opponent leads {position['led']}." if position.get("led") else "You lead."
        return (f"{start} Play the end-game out to the last trick: every card you play is checked, "
                "not only the first, and the engine answers each with its best defence.")
    if kind == "endgame" and task == "aim":
        from penchant.puzzles.endgame import aim_question

        return aim_question(position)
    if kind == "endgame":
        if position.get("led"):
            return f"Your opponent leads {position['led']}. Which card keeps the most brisques against best defence?"
        return "You lead. Which card keeps the most brisques against best defence?"
    raise PuzzleError(f"{kind!r} is not a kind of puzzle")


def default_choices(kind: str, task: str, position: Mapping[str, Any]) -> tuple[str, ...]:
    if (kind, task) in (("barring", "may_declare"), ("declaration", "may_declare")):
        return ("yes", "no")
    if (kind, task) == ("barring", "legal_all"):
        return (*tuple(str(CardSet(str(c))) for c in position["candidates"]), "none of them")
    if (kind, task) == ("trump", "profile"):
        return ("foster", "kandell", "both", "neither")
    if (kind, task) == ("barring", "which"):
        return (*tuple(str(CardSet(str(c))) for c in position["candidates"]), "none of them")
    if (kind, task) == ("trump", "suit"):
        return SUIT_CHOICES
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
        pos.setdefault("rules", "kandell")
    puzzle = Puzzle(
        id=id,
        kind=kind,
        task=task,
        title=title,
        question=question or default_question(kind, task, pos),
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
    from penchant.puzzles.positions import DECLARING_TASKS, PLAYING_TASKS

    if puzzle.kind not in ("declaration", "barring"):
        return None
    want = (HELD_AT_DECLARATION if puzzle.task in DECLARING_TASKS
            else HAND_SIZE if puzzle.task in PLAYING_TASKS else None)
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
        except Exception:
            pass

    def attempt(h: int, t: int) -> Puzzle | None:
        new = dict(pos)
        new["hand"] = str(CardSet(h))
        new["table"] = str(CardSet(t))
        try:
            cand = puzzle.with_changes(position=new)
            after = analyse(cand)
        except Exception:
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
            for c in CardSet(pool & ~named):
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
