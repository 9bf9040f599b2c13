"""A puzzle's position in a player's words and card symbols (``penchant puzzles show``).

:func:`position_lines` says who holds what ("Your hand: A♠ 7♦", "Your opponent's table: (empty)"),
the stock, trump, the card led, the brisques taken, the tricks of a trump puzzle and the record of a
scoring puzzle, and the rules, except where the rules are the question ("Whose rules?"). No field
name of the stored JSON and no raw list or object is printed; a key this module does not know is
shown with its name in words.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping, Sequence
from typing import Any, Final

from penchant.english.grammar import capitalised
from penchant.english.numbers import count_words
from penchant.errors import PenchantError
from penchant.puzzles.model import Puzzle
from penchant.puzzles.names import ONE_USE_PER_KIND_THEME
from penchant.rules.book_names import rules_words
from penchant.rules.cards import CardSet
from penchant.rules.game_scoring import DEALS_PER_GAME
from penchant.rules.procedure import last_six_trick, tricks_for_stock
from penchant.rules.suits_and_ranks import Suit
from penchant.rules.trump import trump_settled
from penchant.words.cards import cards_words, in_words
from penchant.words.counts import stock_count_words
from penchant.words.switches import option_label
from penchant.words.tricks import declaring_turn_words
from penchant.words.trump import trump_words

__all__ = ["BOOKS_COMPARED", "names_told_apart", "plain_title", "position_lines", "theme_words", "themes_shown"]

_BANK_NUMBER: Final = re.compile(r"\s*\(\d+\)$")


def plain_title(title: str) -> str:
    """A puzzle's title as a learner reads it: without the bank's number (``"Is it allowed? (8)"`` ->
    ``"Is it allowed?"``): beside "puzzle 2 of 3" the number cannot be placed."""
    return _BANK_NUMBER.sub("", title)


_CARD_KEYS: Final = {
    "hand": "Your hand",
    "table": "Your table",
    "opp_table": "Your opponent's table",
    "opp_hand": "Your opponent's hand",
    "declaration": "The declaration asked about",
    "played": "Cards played so far",
}
_SKIPPED: Final = frozenset({"result", "player", "candidates", "rules", "stock_left"})
"""Keys the question or the choices already say (the suit asked about, whose score, the candidates), or another
key says in words (the stock's count, beside its words)."""


def _cards(value: Any) -> str:
    try:
        cards = CardSet(value or "")
    except PenchantError:
        return in_words(str(value))
    return cards_words(cards) if cards else "(empty)"


def _rules_line(puzzle: Puzzle) -> str:
    """The rules a puzzle plays by, as its board's badges say them: the rules' own names for the profile
    (:func:`~penchant.rules.book_names.rules_words`) and for each switch set
    (:func:`~penchant.words.switches.option_label`)."""
    options = puzzle.position.get("rules")
    extras = ([option_label(str(k), v) for k, v in options.items() if k not in ("profile", "name")]
              if isinstance(options, Mapping) else [])
    return rules_words(puzzle.rules) + (f", with {', '.join(extras)}" if extras else "")


def _trump_line(value: Any, *, final: bool = False) -> str:
    """The position's trump in the rules' one wording (:func:`~penchant.words.trump.trump_words`), as the board's
    badge says it; in the last six tricks (``final``), why there is none."""
    if value in (None, ""):
        why = " (none was fixed in the first ten tricks)" if final else ""
        return capitalised(trump_words(None, settled=final)) + why
    try:
        return capitalised(trump_words(Suit.parse(str(value))))
    except PenchantError:
        return f"Trump: {in_words(str(value))}"


def _deal_lines(deals: Sequence[Any]) -> list[str]:
    lines = []
    for i, deal in enumerate(deals, 1):
        if not isinstance(deal, Mapping):
            lines.append(f"Deal {i}: {in_words(str(deal))}")
            continue
        decls = deal.get("declarations", [[], []]) or [[], []]
        br = deal.get("brisquettes", [0, 0]) or [0, 0]
        bq = deal.get("brisques", [0, 0]) or [0, 0]
        lines.append(f"Deal {i}:")
        for seat, who in enumerate(("You", "Your opponent")):
            said = [in_words(str(d)) for d in (decls[seat] if seat < len(decls) else [])]
            lines.append(f"  {who}: declared {', '.join(said) if said else 'nothing'}; "
                         f"{count_words(int(br[seat]), 'brisquette')}; {count_words(int(bq[seat]), 'brisque')} taken")
    return lines


def _declared_words(value: Sequence[Any]) -> str:
    """Your declarations earlier in the deal (``position['declared']``): ``"penchant Q♠ J♦"``, or ``"nothing"``."""
    said = [f"{d.get('kind', '')} {_cards(d.get('cards', ''))}".strip() if isinstance(d, Mapping)
            else _value_words(d) for d in value]
    return "; ".join(said) if said else "nothing"


def _event_lines(puzzle: Puzzle) -> list[str]:
    from penchant.puzzles.checkers.trump_story import describe_events, events_of

    try:
        return [capitalised(line) for line in describe_events(events_of(puzzle))]
    except PenchantError:
        return [in_words(str(e)) for e in puzzle.position.get("events", [])]


def _value_words(value: Any) -> str:
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, list | tuple):
        return ", ".join(_value_words(v) for v in value) or "(none)"
    if isinstance(value, Mapping):
        return "; ".join(f"{str(k).replace('_', ' ')} {_value_words(v)}" for k, v in value.items())
    return in_words(str(value))


def position_lines(puzzle: Puzzle) -> list[str]:
    """The position, one fact a line, in words and card symbols."""
    pos = puzzle.position
    lines: list[str] = []
    for key, value in pos.items():
        if key in _SKIPPED:
            continue
        if key in _CARD_KEYS:
            lines.append(f"{_CARD_KEYS[key]}: {_cards(value)}")
        elif key == "stock":
            # a count, or (the kinds from real play) already a phrase: "no cards left in the stock: ..."
            lines.append(f"The stock: {stock_count_words(value)} left" if isinstance(value, int) else
                         f"The stock: {str(value).removesuffix(' in the stock')}")
        elif key == "trump":
            lines.append(_trump_line(value, final=trump_settled(last_six=puzzle.in_last_six)))
        elif key == "led":
            if value:
                lines.append(f"Your opponent has led {_cards(value)}")
        elif key == "won" and isinstance(value, list | tuple) and len(value) == 2:
            lines.append(f"Brisques taken so far: you {value[0]}, your opponent {value[1]}")
        elif key == "penchant_only":
            if puzzle.penchant_only:
                lines.append(capitalised(declaring_turn_words(won_trick=False)))
        elif key == "declared" and isinstance(value, list):
            lines.append(f"You declared earlier: {_declared_words(value)}")
        elif key == "game" and isinstance(value, Mapping) and isinstance(value.get("scores"), list | tuple):
            you, opp = value["scores"]
            deal = value.get("deal")
            lines.append(f"The game so far (deal {deal} of {DEALS_PER_GAME}): you {you}, your opponent {opp}")
        elif key == "events":
            lines.extend(_event_lines(puzzle))
        elif key == "deals" and isinstance(value, list):
            lines.extend(_deal_lines(value))
        else:
            lines.append(f"{capitalised(str(key).replace('_', ' '))}: {_value_words(value)}")
    if puzzle.task != "profile":
        lines.append(f"Rules: {_rules_line(puzzle)}")
    return lines


_THEME_WORDS: Final = {
    "kandell scoring": "Kandell's scoring",
    "foster scoring": "Foster's scoring",
    "modern scoring": "Kandell's modern scoring",
    "trump in": "playing a trump to win",
    "greed loses": "grabbing a brisque at once loses",
    "do not cash your winners": "keep your winning cards for later",
    "fresh-card rule": "a fresh card from the hand",
    ONE_USE_PER_KIND_THEME: "a card serving twice in one kind",
    "win or duck": "win the trick or let it go",  # "duck" is a word the tutorial never teaches
    # the end-game's names for its ideas, said as a newcomer reads them (the chapters never name them)
    "catch the Ten": "win your opponent's Ten",
    "bring home the Seven": "win a trick with your Seven",
}


BOOKS_COMPARED: Final = frozenset({"Foster and Kandell differ"})
"""The themes that compare rule books: they say nothing to a reader who has been shown one rule book only (chapter 4
tagged its solutions "Foster and Kandell differ", Foster's rules folded away unopened)."""


def themes_shown(themes: Iterable[str], *, other_books_shown: bool) -> tuple[str, ...]:
    """The themes a puzzle's solution lists: all of them where the reader has been shown other rule books than
    the puzzle's, else those that do not compare rule books (:data:`BOOKS_COMPARED`).

    >>> themes_shown(["the loser's penchant", "Foster and Kandell differ"], other_books_shown=False)
    ("the loser's penchant",)
    """
    return tuple(t for t in themes if other_books_shown or t not in BOOKS_COMPARED)


def theme_words(theme: str) -> str:
    """A puzzle's theme as the page shows it: in plain words, a capital first (the stored theme stays the key).

    >>> theme_words("kandell scoring"), theme_words("catch the Ten")
    ("Kandell's scoring", "Win your opponent's Ten")
    """
    words = _THEME_WORDS.get(theme, theme)
    return capitalised(words)


_PLAYS_A_CARD: Final = frozenset({("decision", "play"), ("barring", "safe"), ("barring", "lift"), ("endgame", "best"),
                                   ("endgame", "line"), ("endgame", "aim"), ("reading", "play")})
"""The puzzles whose answer is a card you play at the moment shown: with none led to you, you lead."""


def _trick_asked(puzzle: Puzzle) -> int | None:
    """The trick of the moment the puzzle is set at, from its position, where its question names it: in the first
    ten tricks, the one the stock's count says is being played (or was just won, to declare after); in an end-game,
    the one the hand's cards say is next (:func:`~penchant.rules.procedure.last_six_trick`). ``None`` where the
    position says neither, or the question names no trick (the end-games played for the game's value)."""
    if (puzzle.kind, puzzle.task) == ("endgame", "aim"):  # its question sets the game's score, not the trick
        return None
    try:
        stock = puzzle.stock_left
        if stock is not None:
            return tricks_for_stock(stock) + 1
        if puzzle.kind == "endgame":
            return last_six_trick(len(puzzle.cards_held("hand")))
    except PenchantError:
        return None
    return None


def _you_lead(puzzle: Puzzle) -> bool:
    """Whether you lead at the puzzle's moment: a card of yours is asked and none is led to you."""
    return (puzzle.kind, puzzle.task) in _PLAYS_A_CARD and not puzzle.position.get("led")


_APART_KEYS: Final = ("hand", "table", "opp_table", "declaration", "opp_hand", "played")
"""The cards a name may add, in this order, after the trick, the trump and the card led (:func:`names_told_apart`)."""


_FACT_WORDS: Final = {
    "big combinations": "building your play around a reunion",
    "deal points": "where a deal's points come from",
    "the lead": "what leading the last six is worth",
    "last six trick": "who takes a trick of the last six",
    "who declares": "what you may declare after losing a trick",
    "brisques score": "what your brisques score",
}
"""What a chapter's check of what it said asks about (its ``position["fact"]``, one of
:data:`penchant.puzzles.checkers.understanding.FACTS`), as a player says it: the three of chapter 9 share a title, and
"What the numbers mean · no. 2" in a history does not say which question was missed."""


def _told_apart_facts(puzzle: Puzzle) -> tuple[str | None, ...]:
    """What may tell ``puzzle`` from another of its title, each as short as a player says it, in the order a name
    adds them: what a chapter's check asks about, the trick its question names, the trump as the board's badge says
    it, the card led to you (or that you lead, as the question says), the cards, your earlier declarations, the
    rules (``None``: the puzzle does not say)."""
    pos = puzzle.position
    if "fact" in pos:
        return (_FACT_WORDS.get(str(pos["fact"]), str(pos["fact"])),)
    trick = _trick_asked(puzzle)
    trump = None
    if "trump" in pos:
        try:
            trump = trump_words(puzzle.trump, settled=trump_settled(last_six=puzzle.in_last_six))
        except PenchantError:
            trump = f"trump {in_words(str(pos['trump']))}"
    led = pos.get("led")
    lead = f"{_cards(led)} led" if led else "you lead" if _you_lead(puzzle) else None
    cards = tuple(f"{_CARD_KEYS[k][:1].lower()}{_CARD_KEYS[k][1:]} {_cards(pos[k])}" if pos.get(k) else None
                  for k in _APART_KEYS)
    declared = pos.get("declared")
    earlier = (f"you declared earlier: {_declared_words(declared)}"
               if isinstance(declared, list) and declared else None)
    return (None if trick is None else f"trick {trick}", trump, lead, *cards, earlier,
            _rules_line(puzzle) if "rules" in pos else None)


def names_told_apart(puzzles: Sequence[Puzzle]) -> dict[str, str]:
    """Each puzzle's name, by id, told apart from every other's: its title as a learner reads it
    (:func:`plain_title`), and where puzzles share it, what tells this one from the others in the puzzle's own words,
    no more than it takes: ``"The last tricks: leading · trick 12, hearts trump"``. Puzzles the position cannot tell
    apart (the trump stories, the deals to score) are numbered among those alike, in the order given: ``"Which suit is
    trump? · no. 3"``. """
    titles = {p.id: plain_title(p.title) for p in puzzles}
    groups: dict[str, list[Puzzle]] = {}
    for p in puzzles:
        groups.setdefault(titles[p.id], []).append(p)
    names: dict[str, str] = {}
    for title, group in groups.items():
        if len(group) == 1:
            names[group[0].id] = title
            continue
        facts = {p.id: _told_apart_facts(p) for p in group}
        for p in group:
            others = [q for q in group if q.id != p.id]
            said: list[str] = []
            for i, fact in enumerate(facts[p.id]):
                narrower = [q for q in others if facts[q.id][i] == fact]
                if len(narrower) < len(others):  # a fact said only where it tells this one from some other
                    others = narrower
                    if fact is not None:
                        said.append(fact)
                if not others:
                    break
            names[p.id] = f"{title} · {', '.join(said)}" if said else title
    alike: dict[str, list[str]] = {}
    for pid, name in names.items():
        alike.setdefault(name, []).append(pid)
    for name, ids in alike.items():
        if len(ids) > 1:
            for n, pid in enumerate(ids, 1):
                names[pid] = f"{name}{',' if ' · ' in name else ' ·'} no. {n}"
    return names
