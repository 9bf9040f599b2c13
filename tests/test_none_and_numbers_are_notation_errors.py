"""docs/engine.md (review doc 31): what is not a move, cards, the cards in play or a value to read at all (None,
a number, a float, a boolean) is an InvalidNotationError (a PenchantError), never a bare TypeError or
AttributeError. Every constructor and parse/read function in ``penchant.__all__`` is tried with each such value
in its first argument (and the keyword-only ones by keyword); the exceptions named below are the documented
ones."""

from __future__ import annotations

import inspect
from collections.abc import Callable
from typing import Any

import pytest

import penchant
from penchant import PenchantError

BAD: list[object] = [None, 5, 1.5, True, -1, 0.0]

NOT_READERS: dict[str, str] = {
    # Enum lookups by value: Python's own (a plain ValueError); the readers are Suit.parse, Kind.parse ...
    "Kind": "enum", "Stage": "enum", "ScoreKind": "enum", "Suit": "enum", "Rank": "enum",
    # The raw constructors take the engine's own checked values (DealState.from_str, new_deal, get_profile read).
    "DealState": "raw", "Profile": "raw",
}


def _targets() -> list[tuple[str, Callable[..., Any]]]:
    out: list[tuple[str, Callable[..., Any]]] = []
    for name in penchant.__all__:
        obj = getattr(penchant, name)
        if inspect.isclass(obj):
            if issubclass(obj, BaseException):
                continue
            if name not in NOT_READERS:
                out.append((name, obj))
            out += [(f"{name}.{m}", getattr(obj, m)) for m in ("parse", "from_str", "from_json") if hasattr(obj, m)]
        elif callable(obj):
            out.append((name, obj))
    return out


def _call(fn: Callable[..., Any], bad: object) -> None:
    sig = inspect.signature(fn)
    params = list(sig.parameters.values())
    positional = [p for p in params if p.kind in (p.POSITIONAL_ONLY, p.POSITIONAL_OR_KEYWORD)]
    keyword = {p.name: bad for p in params if p.kind is p.KEYWORD_ONLY and p.default is p.empty}
    if positional:
        needed = sum(1 for p in positional if p.default is p.empty)
        fn(*[bad] * max(needed, 1), **keyword)
    elif keyword or any(p.kind is p.KEYWORD_ONLY for p in params):
        first = next(p.name for p in params if p.kind is p.KEYWORD_ONLY)
        fn(**{**keyword, first: bad})
    else:
        fn()  # takes nothing (Pass)


TARGETS = _targets()


@pytest.mark.parametrize(("name", "fn"), TARGETS, ids=[t[0] for t in TARGETS])
def test_what_is_no_value_to_read_is_a_typed_refusal(name: str, fn: Callable[..., Any]) -> None:
    for bad in BAD:
        try:
            _call(fn, bad)
        except PenchantError:
            continue
        except Exception as exc:  # the point: no other exception escapes
            pytest.fail(f"{name}({bad!r}) raised {type(exc).__name__}: {exc}")


def test_the_sweep_covers_the_readers_the_docs_name() -> None:
    names = {t[0] for t in TARGETS}
    for must in ("Card.parse", "Suit.parse", "Rank.parse", "CardSet", "parse_cards", "parse_action", "Play",
                 "Declare", "Holdings", "Holdings.parse", "DealState.from_str", "check_declaration", "solve",
                 "tally", "format_cards", "get_profile", "new_deal", "Phase2Position", "GameRecord.from_str"):
        assert must in names, must


Refuser = tuple[Callable[[Any], object], str, Callable[[int], object], Callable[[str], object], str]


def _refusers() -> dict[str, Refuser]:
    """Each public reader that once read a whole number as a bit mask, and now refuses it: how to call it with a
    number, the named mask path its message must show (``{n}`` the number), that mask path called with a mask,
    the reader called with notation, and the cards to try both on."""
    from penchant import CardSet, Holdings, Phase2Position, brisque_count, classify
    from penchant.rules.brisques import brisques_in_mask
    from penchant.rules.combinations import classify_mask

    theirs = CardSet("7H KS")  # with AH TH to the player to move: three brisques in play, nine taken
    return {
        "CardSet": (lambda n: CardSet(n), "CardSet.from_mask({n})", CardSet.from_mask, CardSet, "7S 9S"),
        "Holdings.parse": (lambda n: Holdings.parse(hand=n), "Holdings.from_masks(hand={n})",
                           lambda m: Holdings.from_masks(hand=m), lambda t: Holdings.parse(hand=t), "7S 9S"),
        "classify": (lambda n: classify(n), "CardSet.from_mask({n})", classify_mask, classify, "KS QS"),
        "brisque_count": (lambda n: brisque_count(n), "CardSet.from_mask({n})", brisques_in_mask, brisque_count,
                          "AS TH 7D KC"),
        "Phase2Position": (lambda n: Phase2Position(n, theirs, won="5-4"), "Phase2Position.from_masks(hand={n}, ...)",
                           lambda m: Phase2Position.from_masks(m, theirs.mask, won="5-4"),
                           lambda t: Phase2Position(t, theirs, won="5-4"), "AH TH"),
        "Phase2Position opp_hand": (lambda n: Phase2Position(theirs, n, won="4-5"),
                                    "Phase2Position.from_masks(opp_hand={n}, ...)",
                                    lambda m: Phase2Position.from_masks(theirs.mask, m, won="4-5"),
                                    lambda t: Phase2Position(theirs, t, won="4-5"), "AH TH"),
    }


REFUSERS = _refusers()


@pytest.mark.parametrize("name", list(REFUSERS))
def test_a_reader_refuses_a_number_and_names_the_mask_path(name: str) -> None:
    """docs/engine.md: a reader reads cards as a person names them; a whole number (5 is the mask of 7S 9S) or a
    boolean is refused with an InvalidNotationError quoting it, and the message names the engine's mask path,
    which gives what the notation gives."""
    from penchant import CardSet, InvalidNotationError

    call, use, by_mask, by_notation, text = REFUSERS[name]
    for number in (5, 0, 1 << 31):
        with pytest.raises(InvalidNotationError) as caught:
            call(number)
        assert str(caught.value).startswith(repr(number)), str(caught.value)
        assert use.format(n=repr(number)) in str(caught.value), str(caught.value)
    for flag in (True, False):
        with pytest.raises(InvalidNotationError) as caught:
            call(flag)
        assert str(caught.value).startswith(repr(flag)), str(caught.value)
    assert by_mask(CardSet(text).mask) == by_notation(text)


def test_solve_of_a_position_given_as_numbers_is_refused_before_the_search() -> None:
    """``solve(Phase2Position(5, ...))``: the position is refused, so no search reads a number as cards."""
    from penchant import InvalidNotationError, Phase2Position, solve

    with pytest.raises(InvalidNotationError, match=r"Phase2Position\.from_masks"):
        solve(Phase2Position(5, 10, won=(6, 4)))  # type: ignore[arg-type]


def test_the_docs_name_the_mask_paths_and_leave_no_gap() -> None:
    """docs/engine.md names the engine's mask paths and lists no reader that still takes a mask (the list this file
    held to the code is empty); the marker's entries and ``cards_given``, which the page says refuse a number,
    refuse it."""
    from pathlib import Path

    from penchant.errors import ScoreEntryError
    from penchant.marker.events import Declared, TablePlay
    from penchant.rules.cards import cards_given

    page = " ".join((Path(__file__).resolve().parents[1] / "docs" / "engine.md").read_text(encoding="utf-8").split())
    assert "gap remains" not in page
    for named in ("`CardSet.from_mask(", "`Holdings.from_masks(", "`Phase2Position.from_masks(", "`classify_mask`",
                  "`brisques_in_mask`"):
        assert named in page, named
    for reader in REFUSERS:
        assert f"`{reader.split()[0]}(" in page, reader
    for refuses in (lambda: Declared(0, cards=5), lambda: TablePlay(0, 5), lambda: cards_given(5)):
        with pytest.raises(PenchantError) as caught:
            refuses()
        assert "5" in str(caught.value)
    with pytest.raises(ScoreEntryError):
        TablePlay(0, "QS QH")  # type: ignore[arg-type]
