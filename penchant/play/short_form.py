"""A deal's position in one short line, and its picture for a person: what ``repr`` and ``str`` of a
:class:`~penchant.play.state.DealState` show.

The short form is the ``penchant-position/1`` object without its history and score events (as a chess FEN is
the position without its moves), each field written ``name value``, the fields joined by ``" | "``, a pair of
values by ``" / "``, no cards ``-``; the rules come first, and a field at its starting value (no card led, no
trump, empty tables, nothing taken or declared, no points) is left out::

    kandell | dealer 0 | stage lead | to_move 1 | leader 1 | tricks 0 | hands 8S TS 9H JH QD 7C / QS 8H QH KH KD JC
    | stock AH 9D 8D JS TH TD AC JD KC 9S 9C 7S 8C 7H QC AS KS TC 7D AD

(one line). Its seats are the engine's indices, 0 for the first player and 1 for the second (``dealer 0``,
``to_move 1``), as in the position object it writes: a record, read back by a program, not words for a person
(:func:`deal_picture` says "the first player"). :func:`read_short_form` reads it back to the position object, which
:meth:`~penchant.play.state.DealState.from_json` checks as it checks any position; the cards played are those
taken and the card led, so they are not written.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Final

from penchant.english.grammar import capitalised
from penchant.english.numbers import count_words
from penchant.errors import InvalidNotationError
from penchant.play.moves import TRICK_WINNER_BEFORE_ANY_TRICK, Stage
from penchant.play.position_record import FORMAT
from penchant.rules.book_names import rules_words
from penchant.rules.cards import CardSet
from penchant.rules.procedure import ALL_TRICKS, SEAT_WORDS
from penchant.words.cards import cards_words

if TYPE_CHECKING:
    from penchant.play.state import DealState

__all__ = ["read_short_form", "short_form", "deal_picture"]

_SEATS: Final = ("dealer", "to_move", "leader", "trick_winner")
_COUNTS: Final = ("tricks",)
_CARD: Final = ("lead", "trump")
_CARD_PAIRS: Final = ("hands", "tables", "taken")
_COUNT_PAIRS: Final = ("phase1_brisques", "brisquettes", "scores")
_ORDER: Final = ("dealer", "stage", "to_move", "leader", "lead", "trump", "tricks", "trick_winner", "hands", "tables",
                 "stock", "taken", "declared", "phase1_brisques", "brisquettes", "scores")
"""The fields written, in their order: every field of a position but its format, rules, history, events and the
cards played."""
_STARTING: Final[dict[str, Any]] = {
    "lead": None, "trump": None, "trick_winner": TRICK_WINNER_BEFORE_ANY_TRICK, "tables": ["", ""], "taken": ["", ""],
    "declared": [[], []],
    "phase1_brisques": [0, 0], "brisquettes": [0, 0], "scores": [0, 0],
}
"""The fields left out at their starting value, and that value."""
_NONE: Final = "-"
_TURN_WORDS: Final = {Stage.LEAD: "lead", Stage.FOLLOW: "follow", Stage.DECLARE: "declare or pass",
                      Stage.PENCHANT: "declare a penchant or pass", Stage.OVER: "lead"}


def short_form(state: DealState) -> str:
    """``state``'s position in one line (see the module's text); :func:`read_short_form` reads it back."""
    data = state.to_json()
    parts = [_rules_text(data["rules"])]
    for key in _ORDER:
        value = data[key]
        if key in _STARTING and value == _STARTING[key]:
            continue
        parts.append(f"{key} {_value_text(key, value)}")
    return " | ".join(parts)


def _rules_text(rules: dict[str, Any]) -> str:
    options = " ".join(f"{k}={str(v).lower() if isinstance(v, bool) else v}" for k, v in rules.items()
                       if k != "profile" and not (k.endswith("_multiplier") and v == 1))
    return f"{rules['profile']} {options}".strip()


def _value_text(key: str, value: Any) -> str:
    if key in _CARD_PAIRS or key in _COUNT_PAIRS:
        return " / ".join(str(v) or _NONE for v in value)
    if key == "declared":
        return " / ".join(", ".join(f"{d['kind']} {d['cards']}" for d in mine) or _NONE for mine in value)
    return str(value) or _NONE


def read_short_form(text: str) -> dict[str, Any]:
    """The ``penchant-position/1`` object a short form writes (no history, no score events): the caller checks it
    (:meth:`~penchant.play.state.DealState.from_json`). Text that is not a short form is an
    :class:`~penchant.errors.InvalidNotationError` quoting the part refused."""
    if not isinstance(text, str) or not text.strip():
        raise InvalidNotationError.refusing(text, "not a position: give its short form or its JSON object")
    rules_part, *parts = (p.strip() for p in text.split("|"))
    data: dict[str, Any] = {"format": FORMAT, "rules": _read_rules(rules_part), **_STARTING, "events": [],
                            "history": []}
    seen: set[str] = set()
    for part in parts:
        key, _, value = part.partition(" ")
        if key not in _ORDER or key in seen:
            why = "named twice" if key in seen else f"not a field of a position: one of {', '.join(_ORDER)}"
            raise InvalidNotationError.refusing(part, why)
        seen.add(key)
        data[key] = _read_value(key, value.strip(), part)
    missing = [k for k in _ORDER if k not in seen and k not in _STARTING]
    if missing:
        raise InvalidNotationError.refusing(text, f"not a whole position: it has no {', '.join(missing)}")
    played = CardSet(data["taken"][0]) | CardSet(data["taken"][1])
    if data["lead"] is not None:
        played |= CardSet(data["lead"])
    data["played"] = str(played)
    return data


def _read_rules(part: str) -> str | dict[str, Any]:
    name, *options = part.split()
    if not options:
        return name
    rules: dict[str, Any] = {"profile": name}
    for option in options:
        key, eq, value = option.partition("=")
        if not eq:
            raise InvalidNotationError.refusing(option, "not a rules option: write it name=value")
        rules[key] = {"true": True, "false": False}.get(value, int(value) if value.isdigit() else value)
    return rules


def _read_value(key: str, value: str, part: str) -> Any:
    def whole(v: str) -> int:
        if not v.isdigit():
            raise InvalidNotationError.refusing(part, f"not a {key} field: {v!r} is not a whole number")
        return int(v)

    def pair(v: str) -> list[str]:
        halves = [h.strip() for h in v.split("/")]
        if len(halves) != 2:
            raise InvalidNotationError.refusing(part, f"not a {key} field: give both players', split by ' / '")
        return halves

    def cards(v: str) -> str:
        return "" if v == _NONE else v

    if key in _SEATS or key in _COUNTS:
        return whole(value)
    if key in _COUNT_PAIRS:
        return [whole(v) for v in pair(value)]
    if key in _CARD_PAIRS:
        return [cards(v) for v in pair(value)]
    if key == "declared":
        return [[] if mine == _NONE else [dict(zip(("kind", "cards"), d.strip().split(" ", 1), strict=False))
                                          for d in mine.split(",")] for mine in pair(value)]
    if key in _CARD:
        return None if value == _NONE else value
    return cards(value) if key == "stock" else value


def deal_picture(state: DealState) -> str:
    """``state`` for a person to read, a few lines: the rules and the dealer, the trick and whose turn it is,
    trump and the stock, then each player's hand, table, tricks taken and points. The players are "the first
    player" and "the second player" (:data:`~penchant.rules.procedure.SEAT_WORDS`), never the engine's index,
    which a reader would count from 1; the short form, a record, keeps the indices (``dealer 0``)."""
    lines = [f"A deal of Penchant by {rules_words(state.profile.name)}; {SEAT_WORDS[state.dealer]} deals."]
    if state.is_over():
        lines.append(f"The deal is over after {state.tricks} tricks.")
    else:
        part = "the last six" if state.last_six else "the first ten"
        turn = f"{SEAT_WORDS[state.to_move]} to {_TURN_WORDS[state.stage]}"
        if state.lead is not None:
            turn = f"{SEAT_WORDS[state.leader]} led {state.lead.unicode}, {turn}"
        lines.append(f"Trick {state.trick_in_play} of {ALL_TRICKS} ({part}): {turn}.")
    jack = state.trump_card
    trump = "none yet" if state.trump is None or jack is None else f"{state.trump.plural} (set by {jack.unicode})"
    stock = f"{count_words(len(state.stock), 'card', digits=True)}, {state.stock[-1].unicode} on top" \
        if state.stock else "empty"
    lines.append(f"Trump: {trump}. Stock: {stock}.")
    for p in (0, 1):
        taken = state.taken[p]
        lines.append(f"{capitalised(SEAT_WORDS[p])}: hand {cards_words(state.hands[p], '-')}"
                     + (f"; table {cards_words(state.tables[p], '-')}" if state.tables_kept else "")
                     + f"; taken {count_words(len(taken), 'card', digits=True)}, "
                       f"{count_words(state.brisques[p], 'brisque', digits=True)}; "
                       f"{count_words(state.scores[p], 'point', digits=True)}")
    return "\n".join(lines)
