"""A penchant-position/1 object's score events are the deal's: a declaration event whose cards are not its kind,
one nobody declared, points moved from one event to another, a penchant event naming another Jack, an empty one,
brisquettes that are not brisques, a book bonus that is not the rules' or events out of the order a deal scores
are refused as the record's (:class:`InvalidRecordError`, the event quoted and the reason said); every position a
deal reaches reads back with its events."""

from __future__ import annotations

import copy
import random
from collections.abc import Callable
from typing import Any

import pytest

from penchant.errors import IllegalDeclarationError, InvalidRecordError
from penchant.play.dealing import new_deal
from penchant.play.moves import ScoreEvent, Stage
from penchant.play.state import DealState
from penchant.rules.cards import FULL_MASK, PACK, CardSet
from penchant.rules.combinations import candidate_combinations, classify
from penchant.rules.kinds import Kind
from penchant.rules.procedure import SEAT_WORDS
from penchant.rules.profiles import FOSTER, KANDELL
from penchant.rules.suits_and_ranks import Rank

Position = dict[str, Any]


def _finished(want: Callable[[Position], bool]) -> Position:
    """A finished deal's position (penchants declared when offered) that ``want`` accepts."""
    for seed in range(400):
        rng = random.Random(seed)
        deal = new_deal(FOSTER if seed % 2 else KANDELL, seed, dealer=seed % 2)
        while deal.stage is not Stage.OVER:
            actions = deal.legal_actions
            penchants = [a for a in actions if "J" in str(a) and str(a).startswith("declare")]
            deal.apply(penchants[0] if penchants else rng.choice(actions))
        js = deal.to_json()
        if want(js):
            return js
    raise AssertionError("no such deal in four hundred")


def _whats(js: Position) -> list[str]:
    return [e["what"] for e in js["events"]]


def _full() -> Position:
    """A finished deal with declarations by both players, a penchant, brisquettes and a book bonus."""
    return _finished(lambda js: all(js["declared"]) and "bonus" in _whats(js) and "brisquette" in _whats(js)
                     and any(d["kind"] == "penchant" for ds in js["declared"] for d in ds))


@pytest.fixture(scope="module")
def full() -> Position:
    js = _full()
    DealState.from_json(js)  # the record as the engine wrote it reads
    return js


def _first(js: Position, what: str, start: str = "") -> int:
    return next(i for i, e in enumerate(js["events"]) if e["what"] == what and e["detail"].startswith(start))


def _changed(js: Position, change: Callable[[Position], None]) -> Position:
    out = copy.deepcopy(js)
    change(out)
    return out


def _refusal(js: Position) -> str:
    with pytest.raises(InvalidRecordError) as err:
        DealState.from_json(js)
    return str(err.value)


def _set_detail(i: int, detail: str) -> Callable[[Position], None]:
    return lambda js: js["events"][i].__setitem__("detail", detail)


def test_a_declaration_event_whose_cards_are_not_its_kind_is_refused(full: Position) -> None:
    i = _first(full, "declare")
    for detail in ("pair 7C 8D", "reunion QS QH", "pair"):
        said = _refusal(_changed(full, _set_detail(i, detail)))
        assert said.startswith(f"events[{i}]: {detail!r}: "), said
        assert "is not a" in said or "names no cards" in said


def test_a_declaration_nobody_made_is_refused(full: Position) -> None:
    i = _first(full, "declare")
    p, detail = full["events"][i]["player"], full["events"][i]["detail"]
    said = _refusal(_changed(full, _set_detail(i, "triplet QS QH QC")))
    assert said.startswith(f"events[{i}]: 'triplet QS QH QC': {SEAT_WORDS[p]} scores "), said
    kind = Kind.parse(detail.split()[0])
    held = CardSet(detail.split(" ", 1)[1])
    other = next(CardSet.from_mask(m) for m, k in candidate_combinations(FULL_MASK & ~held.mask) if k is kind)
    said = _refusal(_changed(full, _set_detail(i, f"{kind.value} {other}")))  # of its kind, worth its points
    j = [e["player"] for e in full["events"][:i] if e["what"] == "declare"].count(p)
    assert said == (f"events[{i}]: '{kind.value} {other}': {SEAT_WORDS[p]}'s declaration {j + 1} is "
                    f"declared[{p}][{j}], {detail}"), said


def test_points_moved_from_one_event_to_another_are_refused(full: Position) -> None:
    """The player's score kept: the events still add up to it, and to what the rules make of his declarations."""
    i, j = next((i, j) for i, a in enumerate(full["events"]) for j, b in enumerate(full["events"])
                if i < j and a["player"] == b["player"])
    moved = _changed(full, lambda js: (js["events"][i].__setitem__("points", js["events"][i]["points"] + 1),
                                       js["events"][j].__setitem__("points", js["events"][j]["points"] - 1)))
    said = _refusal(moved)
    assert said.startswith(f"events[{i}]: {full['events'][i]['detail']!r}: the ") and "these rules give" in said


def test_a_penchant_event_naming_another_jack_or_queen_is_refused(full: Position) -> None:
    i = _first(full, "declare", "penchant")
    p = full["events"][i]["player"]
    declared, tried = CardSet(full["events"][i]["detail"].split(" ", 1)[1]), set()
    for other in (CardSet([q, j]) for q in PACK for j in PACK if q < j and classify(CardSet([q, j])) is Kind.PENCHANT):
        if other != declared and len(other & declared) == 1:
            said = _refusal(_changed(full, _set_detail(i, f"penchant {other}")))
            assert said.startswith(f"events[{i}]: 'penchant {other}': {SEAT_WORDS[p]}'s declaration ") and \
                "is declared[" in said, said
            tried.add(next(c.rank for c in other - declared))
    assert tried == {Rank.JACK, Rank.QUEEN}  # another Jack with its Queen, another Queen with its Jack


def test_an_empty_penchant_event_is_the_records_refusal(full: Position) -> None:
    i = _first(full, "declare", "penchant")
    with pytest.raises(InvalidRecordError) as err:
        DealState.from_json(_changed(full, _set_detail(i, "penchant")))
    assert not isinstance(err.value, IllegalDeclarationError)
    assert str(err.value) == f"events[{i}]: 'penchant': names no cards: the penchant's cards follow its name"


def test_brisquettes_that_are_not_one_tricks_brisques_are_refused(full: Position) -> None:
    i = _first(full, "brisquette")
    for detail in ("KS", "", "AS TS 7S"):
        said = _refusal(_changed(full, _set_detail(i, detail)))
        assert said == f"events[{i}]: {detail!r} is not brisquettes: the brisques of one trick taken in the last six"
    p = full["events"][i]["player"]
    not_his = next(c for c in full["taken"][1 - p].split() if c[0] in "AT7")
    said = _refusal(_changed(full, _set_detail(i, not_his)))
    assert said.startswith(f"events[{i}]: {not_his!r} is not among the tricks {SEAT_WORDS[p]} took"), said


def test_a_book_bonus_that_is_not_the_rules_is_refused(full: Position) -> None:
    i = _first(full, "bonus")
    p, detail = full["events"][i]["player"], full["events"][i]["detail"]
    brisques = int(detail.split()[0])
    said = _refusal(_changed(full, _set_detail(i, f"{brisques - 1} brisques")))
    assert said == (f"events[{i}]: '{brisques - 1} brisques': {SEAT_WORDS[p]} took {brisques} brisques, and his book "
                    "bonus is for them")
    said = _refusal(_changed(full, lambda js: js["events"].pop(i)))  # the score kept: the bonus missing
    assert "scores[" in said or "no book bonus" in said, said
    said = _refusal(_changed(full, _set_detail(i, "eight brisques")))
    assert said.startswith(f"events[{i}]: 'eight brisques': a book bonus is written 'N brisques'")


def test_events_out_of_the_order_a_deal_scores_are_refused(full: Position) -> None:
    i, j = _first(full, "declare"), _first(full, "brisquette")

    def swap(js: Position) -> None:
        js["events"][i], js["events"][j] = js["events"][j], js["events"][i]

    said = _refusal(_changed(full, swap))
    assert "after a brisquette event" in said and "declarations in the first ten tricks" in said, said


def test_which_player_declared_first_is_the_historys(full: Position) -> None:
    declares = [i for i, e in enumerate(full["events"]) if e["what"] == "declare"]
    k = next(k for k in range(len(declares) - 1)
             if full["events"][declares[k]]["player"] != full["events"][declares[k + 1]]["player"])
    a, b = declares[k], declares[k + 1]

    def swap(js: Position) -> None:
        js["events"][a], js["events"][b] = js["events"][b], js["events"][a]

    said = _refusal(_changed(full, swap))
    assert said.startswith("events: [") and "the history declares" in said, said
    DealState.from_json(_changed(full, lambda js: (swap(js), js.__setitem__("history", []))))  # nothing says


def test_a_score_event_is_read_as_the_engine_writes_it(full: Position) -> None:
    for e in full["events"]:
        assert ScoreEvent.from_json(e).to_json() == e


@pytest.mark.parametrize("seed", range(12))
def test_every_position_a_deal_reaches_reads_back_with_its_events(seed: int) -> None:
    rng = random.Random(seed)
    deal = new_deal(FOSTER if seed % 2 else KANDELL, seed, dealer=seed % 2)
    while True:
        js = deal.to_json()
        back = DealState.from_json(js)
        assert back.to_json() == js and back.events == deal.events
        if deal.stage is Stage.OVER:
            return
        deal.apply(rng.choice(deal.legal_actions))


GOOD_EVENT: dict[str, Any] = {"player": 0, "points": 2, "what": "declare", "detail": "marriage KS QS"}


@pytest.mark.parametrize(("change", "quoted"), [
    ({"player": True}, "True"), ({"player": 2}, "2"), ({"points": 2.9}, "2.9"), ({"points": -2}, "-2"),
    ({"points": "2"}, "'2'"), ({"what": "prize"}, "'prize'"), ({"detail": 7}, "7"),
], ids=["player-bool", "player-2", "points-float", "points-negative", "points-text", "what-unknown", "detail-number"])
def test_a_score_events_bad_field_is_refused_quoted(change: dict[str, Any], quoted: str) -> None:
    """A score event read with ``player=True``, ``points=2.9`` or negative points was read silently (as 1, 2, -2),
    and an unknown kind raised a bare ValueError: each is refused as a record's, the input quoted."""
    assert ScoreEvent.from_json(GOOD_EVENT).points == 2
    with pytest.raises(InvalidRecordError) as refused:
        ScoreEvent.from_json({**GOOD_EVENT, **change})
    assert str(refused.value).startswith(quoted), str(refused.value)


def test_a_score_event_missing_a_key_is_refused_by_name() -> None:
    """A missing key raised a bare KeyError; it is refused, naming what the event lacks."""
    with pytest.raises(InvalidRecordError, match="lacks points"):
        ScoreEvent.from_json({k: v for k, v in GOOD_EVENT.items() if k != "points"})
