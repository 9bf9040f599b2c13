"""The Phase 2 double-dummy solver and ``penchant solve``."""

from __future__ import annotations

import json
import random
import re
from pathlib import Path
from typing import Any

import pytest

from penchant.cli.main import main
from penchant.errors import (
    IllegalPlayError,
    InvalidNotationError,
    InvalidRecordError,
    InvalidSettingError,
    PenchantError,
)
from penchant.rules.cards import BRISQUE_MASK, PACK, Card, CardSet
from penchant.rules.possible_positions import last_six_position_problems
from penchant.rules.profiles import FOSTER, KANDELL
from penchant.rules.suits_and_ranks import Suit
from penchant.solver import (
    MoveValue,
    Phase2Position,
    best_line,
    brisques_value,
    move_values,
    phase2_points,
    plain_minimax,
    solve,
)


def at(hand: str, opp_hand: str, trump: str | None = None, led: str | None = None) -> Phase2Position:
    """A hand-checkable position; the brisques not in play are split as evenly as they go (the bigger
    half to the player to move), as ``won`` must account for all twelve."""
    probe = CardSet(hand).mask | CardSet(opp_hand).mask | (0 if led is None else Card.parse(led).bit)
    taken = 12 - (probe & BRISQUE_MASK).bit_count()
    return Phase2Position(hand, opp_hand, trump, led, (taken - taken // 2, taken // 2))


def brisques_of(position: Phase2Position) -> dict[Card, int]:
    return {c: v.brisques for c, v in solve(position).moves.items()}


def random_position(rng: random.Random, size: int, with_led: bool) -> Phase2Position:
    """A random position: ``size`` cards to the player to move, a consistent opponent's hand."""
    cards = rng.sample(range(32), 2 * size)
    trump = rng.choice([None, *Suit])
    if with_led:
        led: Card | None = PACK[cards[0]]
        hand, opp = cards[1 : size + 1], cards[size + 1 :]
    else:
        led = None
        hand, opp = cards[:size], cards[size:]
    in_play = sum((1 << c) & BRISQUE_MASK != 0 for c in cards)
    out = 12 - in_play
    mine = rng.randint(0, out)
    theirs = out - mine  # won counts every brisque taken so far: with those in play, twelve
    return Phase2Position(
        CardSet([PACK[c] for c in hand]), CardSet([PACK[c] for c in opp]), trump, led, (mine, theirs)
    )


# ---------------------------------------------------------------------------
# Agreement with the reference


@pytest.mark.parametrize("seed", range(4))
def test_solver_equals_plain_minimax_on_random_positions(seed: int) -> None:
    """100 seeded random positions per seed, sizes 1..6, with and without trump and a led card:
    every legal move gets the same value from the fast search as from the plain memoized minimax."""
    rng = random.Random(1000 + seed)
    for _ in range(100):
        size = rng.randint(1, 6)
        position = random_position(rng, size, with_led=rng.random() < 0.4)
        expected = plain_minimax(position)
        assert brisques_of(position) == expected, position
        assert set(expected) == set(position.legal_moves)


def test_brisques_value_and_move_values_agree_with_reference() -> None:
    """The bit-mask entry points give the best value and every move's value."""
    rng = random.Random(7)
    for _ in range(60):
        position = random_position(rng, rng.randint(1, 6), with_led=rng.random() < 0.5)
        expected = plain_minimax(position)
        trump = None if position.trump is None else int(position.trump)
        led = None if position.led is None else position.led.index
        hand, opp = position.hand.mask, position.opp_hand.mask
        assert brisques_value(hand, opp, trump, led) == max(expected.values())
        assert move_values(hand, opp, trump, led) == {c.index: b for c, b in expected.items()}


def test_shared_transposition_table_gives_the_same_values() -> None:
    """A table kept across positions of one trump does not change any value."""
    rng = random.Random(11)
    tables: dict[Suit | None, dict[int, tuple[int, int]]] = {}
    for _ in range(60):
        position = random_position(rng, rng.randint(2, 6), with_led=False)
        tt = tables.setdefault(position.trump, {})
        values = {c: v.brisques for c, v in solve(position, "kandell", tt).moves.items()}
        assert values == plain_minimax(position)


def test_one_table_shared_across_trumps_keeps_each_trumps_values() -> None:
    """Review h43a: a table filled under one trump and passed to ``solve`` under another gave the first trump's
    values (the search's entries were keyed on the hands alone). The table keeps each trump's entries apart."""
    rng = random.Random(43)
    tt: dict[int, tuple[int, int]] = {}
    for _ in range(12):
        position = random_position(rng, rng.randint(3, 6), with_led=False)
        for trump in (None, *Suit):
            again = Phase2Position(str(position.hand), str(position.opp_hand), None if trump is None else trump.letter,
                                None, position.won)
            values = {c: v.brisques for c, v in solve(again, "kandell", tt).moves.items()}
            assert values == plain_minimax(again), (again, trump)
            hand, opp = again.hand.mask, again.opp_hand.mask
            number = again.trump_number
            assert brisques_value(hand, opp, number, None, tt) == max(values.values())
            assert move_values(hand, opp, number, None, tt) == {c.index: b for c, b in values.items()}


def test_a_table_that_is_not_one_is_refused_quoted() -> None:
    with pytest.raises(InvalidSettingError) as err:
        solve(at("AH TH", "7H KS", "H"), "kandell", [(1, 2)])  # type: ignore[arg-type]
    assert err.value.given == [(1, 2)] and "[(1, 2)]" in str(err.value) and err.value.argument == "tt"


def test_best_line_follows_best_play_to_the_end() -> None:
    """A principal variation plays every card, each one a best move, and reaches the solved value."""
    rng = random.Random(5)
    for _ in range(25):
        position = random_position(rng, rng.randint(1, 6), with_led=rng.random() < 0.5)
        line = best_line(position)
        cards_in_play = len(position.hand) + len(position.opp_hand)
        assert len(line) == cards_in_play
        pos = position
        for i, card in enumerate(line):
            assert card in solve(pos).best
            if i < len(line) - 1:
                pos = pos.play(card)


# ---------------------------------------------------------------------------
# Hand-checkable positions


def test_one_card_each_the_higher_card_of_the_suit_led_wins() -> None:
    """Foster: after the stock is exhausted the second player must follow suit if able; the higher
    card of the suit led wins: AS led to 7S takes both brisques (two brisquettes, and 7-5 at the end
    gives a one-point book bonus)."""
    solution = solve(at("AS", "7S"))
    assert solution.position.won == (5, 5)
    assert solution.moves == {Card.parse("AS"): MoveValue(2, 3)}
    assert solution.best == [Card.parse("AS")]
    assert solution.value == MoveValue(2, 3)
    # The follower's side of the same trick: nothing.
    assert brisques_of(at("7S", "", led="AS")) == {Card.parse("7S"): 0}


def test_one_card_each_off_suit_loses_without_trump() -> None:
    """Rulings: Phase 2 with no trump set, the must-trump clause is void; an off-suit card loses."""
    assert brisques_of(at("TH", "", trump=None, led="8S")) == {Card.parse("TH"): 0}


def test_trumping_is_forced_when_void_in_the_suit_led() -> None:
    """Kandell: in Phase 2 players must follow suit if they can, must trump if they cannot.
    Void in spades, holding the trump 7H and the AD: only 7H may be played; it wins 8S (one
    brisque), then AD is led into the opponent's void and his last trump AH takes it."""
    position = at("7H AD", "AH", trump="H", led="8S")
    assert position.legal_moves == CardSet("7H")
    # the cards allowed, as the deal offers its legal actions: ``in`` with notation, not a list (review d30 #7)
    assert "7H" in position.legal_moves and "AD" not in position.legal_moves
    assert not isinstance(position.legal_moves, list)
    assert brisques_of(position) == {Card.parse("7H"): 1}


def test_obligation_to_win_costs_the_follower() -> None:
    """Foster: after the stock is exhausted the second player must win the trick if he can.
    To 9S led, 8S JS must play JS (it beats); then 8S has to be led into the TS, so the follower
    takes no brisque. Were ducking with 8S allowed, JS would later capture the TS."""
    position = at("8S JS", "TS", led="9S")
    assert position.legal_moves == CardSet("JS")
    assert brisques_of(position) == {Card.parse("JS"): 0}


def test_follow_suit_with_no_winner_allows_any_card_of_the_suit() -> None:
    """Rulings: with cards of the suit led but none that beats it, any of that suit may be played."""
    position = at("7S 8S AH", "KS QH", led="QS")
    assert list(position.legal_moves) == [Card.parse("7S"), Card.parse("8S")]


def test_adjacency_counts_only_cards_still_in_play() -> None:
    """Equivalence is among cards in play in either hand: JS and KS are not interchangeable while
    the opponent holds QS. Lead KS: QS must follow and lose, then JS draws the 7H discard (1);
    lead JS: QS must beat it and the opponent's 7H wins the last trick (0)."""
    values = brisques_of(at("JS KS", "QS 7H"))
    assert values == {Card.parse("JS"): 0, Card.parse("KS"): 1}


def test_equivalent_cards_are_each_listed_with_their_shared_value() -> None:
    """8S and 9S (no card between them in play, neither a brisque) are one move; both are listed."""
    values = brisques_of(at("8S 9S AH", "7S KH 8D"))
    assert values[Card.parse("8S")] == values[Card.parse("9S")]
    assert set(values) == {Card.parse(c) for c in ("8S", "9S", "AH")}
    assert values == plain_minimax(at("8S 9S AH", "7S KH 8D"))


def test_no_score_for_the_last_trick() -> None:
    """Foster: there is no score for winning the last trick. Two non-brisques: value 0 either way."""
    assert solve(at("KS", "QS")).value == MoveValue(0, 0)


# ---------------------------------------------------------------------------
# Points


def test_points_kandell_example_ten_brisques_eight_in_phase_two() -> None:
    """Kandell: a player who won ten of the twelve brisques, eight of them in Phase 2, earns
    8 brisquettes plus a 4 point book bonus: 12 points (the opponent's 2 brisques earn nothing)."""
    position = Phase2Position("AS AH AD AC TS TH", "7S 7H 8D 8C 9D 9C", won=(2, 2))
    solution = solve(position, KANDELL)
    assert solution.value == MoveValue(8, 12)
    assert phase2_points(position, KANDELL, 8) == 12


def test_points_foster_brisquette_ten_and_ten_per_brisque_over_six() -> None:
    """Foster: brisques won in the last six tricks are scored as taken in (ten each), and at the end
    the player holding more than six scores ten for each above that number."""
    position = Phase2Position("AS AH AD AC TS TH", "7S 7H 8D 8C 9D 9C", won=(2, 2))
    assert solve(position, FOSTER).value == MoveValue(8, 120)
    # Opponent's book bonus counts against: 0 of 8 taken, opponent ends with 2 + 8 = 10.
    assert phase2_points(position, FOSTER, 0) == -80 - 40


def test_points_six_each_nobody_scores_the_bonus() -> None:
    """Foster: if each has six, neither scores (the bonus); only the brisquettes count."""
    position = Phase2Position("AS TS", "KS QS", won=(4, 6))
    assert phase2_points(position, KANDELL, 2) == 2
    assert phase2_points(position, FOSTER, 2) == 20


def test_points_are_monotone_in_brisques_with_bonuses_on_both_sides() -> None:
    """Net points rise with the brisques taken, bonuses counted on Phase 1 + Phase 2 totals."""
    position = Phase2Position("AS AH AD TS TH 7C", "7S 7H 8D 8C 9D 9C", won=(1, 3))
    in_play = position.brisques_in_play
    assert in_play == 8
    for profile in (KANDELL, FOSTER, KANDELL.with_options(bonus_multiplier=2)):
        pts = [phase2_points(position, profile, b) for b in range(in_play + 1)]
        assert pts == sorted(pts)
        # Every brisque: mine - theirs brisquettes, bonus = max(0, total - 6) x bonus points.
        for b in range(in_play + 1):
            mine, theirs = 1 + b, 3 + in_play - b
            expected = (b - (in_play - b)) * profile.brisquette_points + (
                max(0, mine - 6) - max(0, theirs - 6)
            ) * profile.bonus_points
            assert pts[b] == expected


def test_points_with_a_trick_in_progress_count_the_card_led() -> None:
    """The card led is still to be won: it is among the brisques in play."""
    position = Phase2Position("TS", "", led="AS", won=(5, 5))
    assert position.brisques_in_play == 2
    assert solve(position, KANDELL).value == MoveValue(0, -2 - 1)


# ---------------------------------------------------------------------------
# Validation


@pytest.mark.parametrize(
    ("kwargs", "needle"),
    [
        ({"hand": "AS KS", "opp_hand": "AS QS"}, "in both hands: the pack has one of each card"),
        ({"hand": "AS KS", "opp_hand": "QS"}, "both hands are equal before a lead"),
        ({"hand": "AS KS", "opp_hand": "QS JS", "led": "9S"}, "after his lead he holds one fewer"),
        ({"hand": "AS KS", "opp_hand": "QS", "led": "KS"}, "in neither hand"),
        ({"hand": "7S 8S 9S TS JS QS KS", "opp_hand": "7H 8H 9H TH JH QH KH"},
         "your hand '7S 8S 9S TS JS QS KS' against .*: your hand holds seven cards: in the last six tricks a hand "
         "holds from one to six cards"),
        ({"hand": "", "opp_hand": ""}, "empty"),
        ({"hand": "AS", "opp_hand": "KS", "won": (6, 6)}, "= 13, not the pack's 12"),
        # won counts every brisque taken so far: with those in play it makes the pack's twelve.
        ({"hand": "AS", "opp_hand": "KS", "won": (5, 5)}, "= 11, not the pack's 12"),
        ({"hand": "AS", "opp_hand": "KS"}, "won is missing: only 1 of the 12"),
    ],
)
def test_inconsistent_positions_are_refused(kwargs: dict[str, object], needle: str) -> None:
    with pytest.raises(InvalidRecordError, match=needle):
        Phase2Position(**kwargs)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    "kwargs",
    [{"hand": "AS KS", "opp_hand": "AS QS", "won": (3, 3)},
     {"hand": "AS KS", "opp_hand": "QS", "led": "KS", "won": (4, 4)},
     {"hand": "7S 8S 9S TS JS QS KS", "opp_hand": "7H 8H 9H TH JH QH KH", "won": (0, 0)}],
)
def test_a_position_the_last_six_cannot_reach_is_refused_in_the_rules_words(kwargs: dict[str, Any]) -> None:
    """Review h43 #2: the solver re-checked a shared card, a hand over six and the card led in a hand before the
    rules' last_six_position_problems checked the same; the rules say it now, quoting the input as given."""
    hand, opp = CardSet(kwargs["hand"]), CardSet(kwargs["opp_hand"])
    led = CardSet(kwargs["led"]).mask if "led" in kwargs else 0
    said = last_six_position_problems(hand=hand.mask, opp_hand=opp.mask, led=led, won=kwargs["won"])
    assert said
    with pytest.raises(InvalidRecordError) as refused:
        Phase2Position(**kwargs)
    assert all(problem in str(refused.value) for problem in said), (said, str(refused.value))
    assert repr(kwargs["hand"]) in str(refused.value)


def test_bad_notation_is_refused_quoting_the_input() -> None:
    with pytest.raises(InvalidNotationError, match="'XS'"):
        Phase2Position("XS", "KS")
    with pytest.raises(InvalidNotationError, match="'Z'"):
        Phase2Position("AS", "KS", trump="Z")
    with pytest.raises(InvalidNotationError, match="'3:4'"):
        Phase2Position("AS", "KS", won="3:4")


def test_a_position_s_repr_is_a_pasteable_call_and_its_str_the_notation() -> None:
    """Review d30 #7: the dataclass repr printed ``trump=<Suit.HEARTS: 1>`` (no call pastes back) and str a
    summary no reader took; repr is now the constructor's call, str the notation from_str reads."""
    for position in (Phase2Position("AS 9H", "KS", trump="H", led="QS", won=(6, 5)),
                     Phase2Position("AS", "KS", won=(6, 5))):
        assert eval(repr(position), {"Phase2Position": Phase2Position}) == position
        assert Phase2Position.from_str(str(position)) == position and str(position) == position.to_str()
    assert repr(Phase2Position("AS", "KS", won=(6, 5))) == "Phase2Position('AS', 'KS', won=(6, 5))"


def test_json_round_trip_and_illegal_play() -> None:
    position = Phase2Position("AS 9H", "KS", trump="H", led="QS", won=(6, 5))
    data = position.to_json()
    assert data == {"hand": ["AS", "9H"], "opp_hand": ["KS"], "trump": "H", "led": "QS", "won": [6, 5]}
    assert Phase2Position.from_str(json.dumps(data)) == position == Phase2Position.from_str(str(position))
    assert Phase2Position.from_json({**data, "hand": "AS 9H"}) == position
    with pytest.raises(IllegalPlayError, match="'9H'"):
        position.play("9H")
    with pytest.raises(InvalidRecordError, match="'opp_hand' is missing"):
        Phase2Position.from_json({"hand": ["AS"]})
    with pytest.raises(PenchantError):
        Phase2Position.from_str("[1, 2")


# ---------------------------------------------------------------------------
# CLI


def run_cli(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_cli_json_shape(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run_cli(
        capsys, "solve", "--hand", "AS AH AD AC TS TH", "--opp-hand", "7S 7H 8D 8C 9D 9C",
        "--won", "2-2", "--json",
    )
    assert code == 0 and err == ""
    data = json.loads(out)
    assert set(data) == {"moves", "best"}
    assert set(data["moves"]) == {"AS", "AH", "AD", "AC", "TS", "TH"}
    assert data["moves"]["AS"] == {"brisques": 8, "points": 12}
    # Moves and best moves are listed in card order: by suit (S H D C), then rank.
    assert data["best"] == ["TS", "AS", "TH", "AH", "AD", "AC"]


def test_cli_led_card_and_rules(capsys: pytest.CaptureFixture[str]) -> None:
    """The player holding --hand follows the card the opponent led; Foster scores ten a brisque."""
    code, out, _ = run_cli(
        capsys, "solve", "--hand", "8S JS", "--opp-hand", "TS", "--led", "9S", "--won", "6-5", "--rules", "foster",
        "--json",
    )
    assert code == 0
    assert json.loads(out) == {"moves": {"JS": {"brisques": 0, "points": -10}}, "best": ["JS"]}


def test_cli_trump_and_text_table(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run_cli(capsys, "solve", "--hand", "7H AD", "--opp-hand", "AH", "--led", "8S", "--trump", "h",
                           "--won", "5-4")
    assert code == 0
    assert "7♥" in out and "best" in out and "brisques" in out
    assert not re.search(r"\b(?:10|[2-9TJQKA])[SHDC]\b", out)  # the text is for people: symbols, not notation


def test_cli_batch(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    lines = [
        {"hand": ["AS"], "opp_hand": ["7S"], "trump": None, "led": None, "won": [5, 5], "rules": "kandell"},
        {"hand": ["8S", "JS"], "opp_hand": ["TS"], "trump": None, "led": "9S", "won": [6, 5], "rules": "foster"},
        {"hand": ["7H", "AD"], "opp_hand": ["AH"], "trump": "H", "led": "8S", "won": [5, 4]},
    ]
    path = tmp_path / "positions.jsonl"
    path.write_text("\n".join(json.dumps(x) for x in lines) + "\n\n", encoding="utf-8")
    code, out, _ = run_cli(capsys, "solve", "--batch", str(path), "--json")
    assert code == 0
    results = [json.loads(line) for line in out.splitlines()]
    assert results == [
        {"moves": {"AS": {"brisques": 2, "points": 3}}, "best": ["AS"]},
        {"moves": {"JS": {"brisques": 0, "points": -10}}, "best": ["JS"]},
        {"moves": {"7H": {"brisques": 1, "points": -1}}, "best": ["7H"]},
    ]


def test_cli_batch_bad_line_names_the_line(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    path = tmp_path / "bad.jsonl"
    path.write_text('{"hand": ["AS"], "opp_hand": ["7S"], "won": [5, 5]}\n{"hand": ["AS"], "opp_hand": ["QX"]}\n')
    for text in ((), ("--json",)):  # every line is read first: a bad one refuses the file, nothing solved printed
        code, out, err = run_cli(capsys, "solve", "--batch", str(path), *text)
        assert code == 2
        assert out == ""
        assert "line 2" in err and "'QX'" in err and len(err.strip().splitlines()) == 1


def test_cli_bad_notation_exits_2_quoting_the_input(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run_cli(capsys, "solve", "--hand", "AS 1S", "--opp-hand", "KS QS", "--json")
    assert code == 2 and out == ""
    assert err.startswith("penchant: ") and "'1S'" in err
    assert len(err.strip().splitlines()) == 1


def test_cli_inconsistent_sizes_exit_2(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run_cli(capsys, "solve", "--hand", "AS KS", "--opp-hand", "QS", "--json")
    assert code == 2 and out == ""
    assert "'AS KS'" in err and "'QS'" in err and "both hands are equal" in err
    code, _, err = run_cli(capsys, "solve", "--hand", "AS KS", "--opp-hand", "QS 9S", "--led", "8S")
    assert code == 2 and "after his lead he holds one fewer" in err


def test_cli_bad_won_and_missing_hands_exit_2(capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = run_cli(capsys, "solve", "--hand", "AS", "--opp-hand", "KS", "--won", "7-6")
    assert code == 2 and "'7-6'" in err
    with pytest.raises(SystemExit) as stopped:  # a flag missing: argparse's usage error (test_solve_flags_...)
        run_cli(capsys, "solve", "--hand", "AS")
    assert stopped.value.code == 2 and "--opp-hand" in capsys.readouterr().err


@pytest.mark.parametrize("won", ["５-４", "13-0", "5-4-3", "+5-4", "-"])
def test_cli_won_is_read_as_typed_brisque_counts(capsys: pytest.CaptureFixture[str], won: str) -> None:
    """--won reads each side as a typed count of brisques: ASCII digits, 0 to 12; anything else quoted."""
    code, out, err = run_cli(capsys, "solve", "--hand", "AS", "--opp-hand", "KS", "--won", won)
    assert code == 2 and out == "" and repr(won) in err
