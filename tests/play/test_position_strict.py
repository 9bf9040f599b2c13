"""A penchant-position/1 object is read strictly (review 37): every field typed, no other field, and the
position one a deal can reach; every position the engine writes reads back the same."""

from __future__ import annotations

import random
from typing import Any

import pytest

from penchant.errors import InvalidRecordError
from penchant.play.dealing import new_deal
from penchant.play.moves import Stage, parse_action
from penchant.play.state import DealState
from penchant.rules.cards import Card, CardSet
from penchant.rules.tricks import is_brisque_index, last_six_follows, trick_winner


def _states(seed: int) -> list[DealState]:
    """Every state of one random deal, from the deal to the end."""
    rng = random.Random(seed)
    st = new_deal("foster" if seed % 3 == 0 else "kandell", seed, dealer=seed % 2)
    out = [st.clone()]
    while not st.is_over():
        st.apply(rng.choice(st.legal_actions))
        out.append(st.clone())
    return out


@pytest.mark.parametrize("seed", range(40))
def test_every_position_the_engine_writes_reads_back_the_same(seed: int) -> None:
    stages = set()
    for st in _states(seed):
        back = DealState.from_str(st.to_str())
        assert back.to_json() == st.to_json()
        assert [str(a) for a in back.legal_actions] == [str(a) for a in st.legal_actions]
        stages.add(st.stage)
    assert {Stage.LEAD, Stage.FOLLOW, Stage.OVER} <= stages


def _at(stage: Stage, seed: int = 5) -> dict[str, Any]:
    for st in _states(seed):
        if st.stage is stage:
            return st.to_json()
    raise AssertionError(f"no {stage} in deal {seed}")


def _declaring() -> dict[str, Any]:
    for seed in range(50):
        for st in _states(seed):
            if st.stage in (Stage.DECLARE, Stage.PENCHANT):
                return st.to_json()
    raise AssertionError("no declaration in fifty deals")


def _hands_moved(data: dict[str, Any]) -> dict[str, Any]:
    """A seventh card in player 0's hand, taken from the stock."""
    stock = data["stock"].split()
    return {**data, "hands": [data["hands"][0] + " " + stock[-1], data["hands"][1]], "stock": " ".join(stock[:-1])}


BAD: list[tuple[str, Any, str]] = [
    ("to_move 5", lambda d: {**d, "to_move": 5}, "to_move: expected one of 0, 1, got 5"),
    ("to_move 1.9", lambda d: {**d, "to_move": 1.9}, "to_move: expected one of 0, 1, got 1.9"),
    ("dealer '0'", lambda d: {**d, "dealer": "0"}, "dealer: expected one of 0, 1, got '0'"),
    ("tricks 99", lambda d: {**d, "tricks": 99}, "tricks: expected a whole number from 0 to 16, got 99"),
    ("negative score", lambda d: {**d, "scores": [-5, 0]}, "scores[0]: expected a whole number"),
    ("unknown field", lambda d: {**d, "colour": "red"}, "unknown field 'colour'"),
    ("follow without a lead", lambda d: {**d, "stage": "follow"}, "lead None at stage 'follow'"),
    ("over with cards in hand", lambda d: {**d, "stage": "over"}, "hands[0]"),
    ("a seven-card hand", _hands_moved, "hands[0]"),
    ("a lead at stage lead", lambda d: {**d, "lead": "AS"}, "lead 'AS' at stage 'lead'"),
    ("leader is not to move", lambda d: {**d, "leader": 1 - d["to_move"]}, "the leader is the one to lead"),
    ("a missing field", lambda d: {k: v for k, v in d.items() if k != "taken"}, "the field 'taken' is missing"),
    ("a bad card", lambda d: {**d, "played": "ZZ"}, "played: 'ZZ'"),
    ("brisques that are not taken", lambda d: {**d, "phase1_brisques": [d["phase1_brisques"][0] + 1,
                                                                         d["phase1_brisques"][1]]},
     "phase1_brisques[0]"),
    ("scores without their events", lambda d: {**d, "scores": [d["scores"][0] + 10, d["scores"][1]],
                                                "events": [{"player": 1, "points": 0, "what": "bonus",
                                                            "detail": "6 brisques"}]}, "scores[0]"),
]


@pytest.mark.parametrize(("why", "change", "message"), BAD, ids=[b[0] for b in BAD])
def test_an_impossible_or_mangled_position_is_refused_naming_the_field(why: str, change: Any, message: str) -> None:
    good = _at(Stage.LEAD)
    DealState.from_json(good)  # the unchanged position reads
    with pytest.raises(InvalidRecordError, ) as err:
        DealState.from_json(change(good))
    assert message in str(err.value), (why, str(err.value))


def test_at_a_follow_the_leader_is_not_the_one_to_follow() -> None:
    d = _at(Stage.FOLLOW)
    DealState.from_json(d)
    with pytest.raises(InvalidRecordError, match="does not follow his own card"):
        DealState.from_json({**d, "to_move": d["leader"]})


def test_at_a_declaration_the_winner_declares_and_the_stock_is_not_yet_drawn() -> None:
    d = _declaring()
    DealState.from_json(d)
    with pytest.raises(InvalidRecordError, match="the one to declare"):
        DealState.from_json({**d, "to_move": 1 - d["to_move"]})
    with pytest.raises(InvalidRecordError, match="tricks"):
        DealState.from_json({**d, "tricks": d["tricks"] + 1})


def test_an_over_deal_holds_every_trick() -> None:
    d = _states(2)[-1].to_json()
    DealState.from_json(d)
    with pytest.raises(InvalidRecordError, match="tricks"):
        DealState.from_json({**d, "tricks": 15})


def test_scores_are_what_the_declarations_and_tricks_so_far_have_scored() -> None:
    """999 points at the first trick with nothing declared read as a position; now refused, quoting the score."""
    start = new_deal("kandell", 3).to_json()
    assert start["tricks"] == 0 and start["declared"] == [[], []] and start["events"] == []
    DealState.from_json(start)
    with pytest.raises(InvalidRecordError) as err:
        DealState.from_json({**start, "scores": [999, 0]})
    assert "scores[0] 999" in str(err.value) and "score 0" in str(err.value)
    for seed in range(6):  # every position a deal reaches still reads, its events dropped: the score is derived
        for st in _states(seed):
            DealState.from_json({**st.to_json(), "events": []})


@pytest.mark.parametrize("trump", ["S", "JS"])
def test_a_trump_needs_the_penchant_that_fixed_it(trump: str) -> None:
    start = new_deal("kandell", 3).to_json()
    with pytest.raises(InvalidRecordError) as err:
        DealState.from_json({**start, "trump": trump})
    assert "trump" in str(err.value) and "penchant" in str(err.value) and repr("S") in str(err.value)


def test_the_first_trick_is_led_by_the_dealers_opponent() -> None:
    """A position with the dealer leading the first trick read (review 45): the leader is the rules' own."""
    start = new_deal(rng=7, dealer=0).to_json()
    DealState.from_json(start)
    with pytest.raises(InvalidRecordError) as err:
        DealState.from_json({**start, "dealer": 1})
    assert "leader 1" in str(err.value) and "dealer 1" in str(err.value)


@pytest.mark.parametrize("stage", [Stage.LEAD, Stage.FOLLOW])
def test_after_a_trick_its_winner_leads(stage: Stage) -> None:
    for seed in range(20):
        for st in _states(seed):
            d = st.to_json()
            if st.stage is stage and d["tricks"] >= 2:
                DealState.from_json(d)
                other = 1 - d["leader"]
                to_move = other if stage is Stage.LEAD else d["leader"]
                with pytest.raises(InvalidRecordError) as err:
                    DealState.from_json({**d, "leader": other, "to_move": to_move})
                assert f"leader {other}" in str(err.value) and "trick_winner" in str(err.value)
                return
    raise AssertionError(f"no {stage} after two tricks in twenty deals")


def _after_tricks(n: int, seed: int = 5) -> dict[str, Any]:
    for st in _states(seed):
        if st.stage is Stage.LEAD and st.tricks == n:
            return st.to_json()
    raise AssertionError(f"no lead after {n} tricks in deal {seed}")


def test_a_history_that_did_not_lead_to_the_position_is_refused() -> None:
    """A position after three tricks with the history [[0, 'play AS'], [1, 'pass']] read (review 45)."""
    d = _after_tricks(3)
    DealState.from_json(d)
    played = d["played"].split()
    unplayed = next(c for c in d["hands"][0].split() + d["hands"][1].split())
    bad = {
        "a card not played": [[0, f"play {unplayed}"], [1, "pass"]],
        "a card played twice": [[0, f"play {played[0]}"], [1, f"play {played[0]}"]],
        "a declaration not on the table": [[0, "declare QS JD"]],
    }
    for why, history in bad.items():
        with pytest.raises(InvalidRecordError) as err:
            DealState.from_json({**d, "history": history})
        assert "history[" in str(err.value), why


def test_a_history_whose_tricks_were_not_played_so_is_refused() -> None:
    d = _after_tricks(3)
    plays = [e for e in d["history"] if e[1].startswith("play")]
    swapped = [[1 - p, a] if a.startswith("play") else [p, a] for p, a in d["history"]]
    with pytest.raises(InvalidRecordError, match="history"):
        DealState.from_json({**d, "history": swapped})
    one_player = [[plays[0][0], a] for _p, a in plays]
    with pytest.raises(InvalidRecordError, match="history"):
        DealState.from_json({**d, "history": one_player})


@pytest.mark.parametrize("seed", range(6))
def test_the_last_of_a_history_reads_as_a_position_set_up_midway_and_played_on(seed: int) -> None:
    for st in _states(seed)[::7]:
        d = st.to_json()
        for k in range(len(d["history"]) + 1):
            read = DealState.from_json({**d, "history": d["history"][k:]})
            assert (read.hands, read.tables, read.stock, read.scores) == (st.hands, st.tables, st.stock, st.scores)
            assert read.legal_actions == st.legal_actions


def test_cards_on_a_table_with_nothing_declared_are_refused() -> None:
    """Q♠ 8♥ on player 0's table at the first lead, nothing declared, read as a position (review 46)."""
    start = new_deal(rng=7).to_json()
    hand = start["hands"][0].split()
    assert {"QS", "8H"} <= set(hand) and start["declared"] == [[], []] and start["tricks"] == 0
    kept = " ".join(c for c in hand if c not in ("QS", "8H"))
    with pytest.raises(InvalidRecordError) as err:
        DealState.from_json({**start, "hands": [kept, start["hands"][1]], "tables": ["QS 8H", ""]})
    assert "tables[0] 'QS 8H'" in str(err.value) and "declar" in str(err.value)


def test_a_table_card_no_declaration_laid_is_refused() -> None:
    """8♠ beside a declared besito J♥ Q♥ on a table read as a position (review 46): every card on a table
    was laid there by one of its owner's declarations."""
    for seed in range(40):
        rng = random.Random(seed)
        st = new_deal(rng=11)
        for _ in range(9):
            st.apply(rng.choice(st.legal_actions))
        d = st.to_json()
        for p in (0, 1):
            laid = {c for decl in d["declared"][p] for c in decl["cards"].split()}
            stray = [c for c in d["hands"][p].split() if c not in laid]
            if d["tables"][p] and stray:
                DealState.from_json(d)
                hand = " ".join(c for c in d["hands"][p].split() if c != stray[0])
                table = f"{d['tables'][p]} {stray[0]}"
                bad = {**d, "hands": [hand if q == p else d["hands"][q] for q in (0, 1)],
                       "tables": [table if q == p else d["tables"][q] for q in (0, 1)]}
                with pytest.raises(InvalidRecordError) as err:
                    DealState.from_json(bad)
                assert f"tables[{p}]" in str(err.value) and stray[0] in str(err.value)
                return
    raise AssertionError("no table beside a hand card outside its declarations in forty deals")


def test_a_trick_taken_by_the_player_who_lost_it_is_refused() -> None:
    """Q♠ led, 8♠ followed, no trump, and the trick (and the lead after it) given to the 8♠'s player, read as a
    position (issue #30): the rules' trick winner decides who took each trick of the history."""
    st = new_deal(rng=1)
    st.apply(parse_action("play QS"))
    st.apply(parse_action("play 8S"))
    d = st.to_json()
    assert d["history"] == [[1, "play QS"], [0, "play 8S"]] and d["trump"] is None
    DealState.from_json(d)
    with pytest.raises(InvalidRecordError) as err:
        DealState.from_json({**d, "taken": ["8S QS", ""], "trick_winner": 0, "leader": 0, "to_move": 0})
    assert "'play QS'" in str(err.value) and "'play 8S'" in str(err.value) and "does not beat" in str(err.value)


def _swapped(cards: str, old: str, new: str) -> str:
    return " ".join(new if c == old else c for c in cards.split())


def test_a_last_six_follow_the_rules_forbid_is_refused() -> None:
    """A trick of the last six in the history followed by a card the follow rule forbade (the follower's other
    card put in its place, the rest of the record kept true) is refused, quoting the trick."""
    for seed in range(60):
        for st in _states(seed):
            d = st.to_json()
            if st.stage is not Stage.LEAD or not 10 < st.tricks < 16 or len(d["history"]) < 2:
                continue
            (p, lead), (q, follow) = d["history"][-2:]
            a, b = Card.parse(lead.split()[1]), Card.parse(follow.split()[1])
            held = CardSet(d["hands"][q]).mask | b.bit
            trump = None if st.trump is None else int(st.trump)
            for c in CardSet(d["hands"][q]):
                if (c.bit & last_six_follows(held, a.index, trump) or is_brisque_index(c.index)
                        or is_brisque_index(b.index)
                        or trick_winner(p, a.index, c.index, trump) != trick_winner(p, a.index, b.index, trump)):
                    continue
                w = d["trick_winner"]
                bad = {**d, "history": [*d["history"][:-1], [q, f"play {c}"]],
                       "hands": [_swapped(d["hands"][s], str(c), str(b)) if s == q else d["hands"][s] for s in (0, 1)],
                       "taken": [_swapped(d["taken"][s], str(b), str(c)) if s == w else d["taken"][s] for s in (0, 1)],
                       "played": _swapped(d["played"], str(b), str(c))}
                with pytest.raises(InvalidRecordError) as err:
                    DealState.from_json(bad)
                assert f"'play {c}'" in str(err.value) and "not his to play" in str(err.value)
                return
    raise AssertionError("no last-six trick followed where another card was forbidden in sixty deals")
