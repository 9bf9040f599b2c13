"""The engine's command line: ``penchant check | declarations | tally | simulate`` (issue #2's contract).

Run through ``penchant.cli.main([...])`` with ``capsys``; one test runs the real command in a subprocess.
"""

from __future__ import annotations

import io
import itertools
import json
import random
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from penchant.cli.main import main
from penchant.errors import InvalidRecordError
from penchant.play.dealing import new_deal
from penchant.play.play_record import DealPlay, PlayRecord
from penchant.play.sheet import tally
from penchant.play.state import DealState
from penchant.rules.kinds import Kind
from penchant.rules.profiles import FOSTER, KANDELL


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def run_json(capsys: pytest.CaptureFixture[str], *argv: str, code: int = 0) -> Any:
    got, out, err = run(capsys, *argv, "--json")
    assert got == code, err
    assert err == ""
    return json.loads(out)


def assert_one_line_error(code: int, out: str, err: str, *quoted: str) -> None:
    assert code == 2
    assert out == ""
    assert err.startswith("penchant: ") and err.endswith("\n") and err.count("\n") == 1
    assert "Traceback" not in err
    for q in quoted:
        assert q in err


# ---------------------------------------------------------------------- check


def test_check_prints_legal_kind_points_reason(capsys: pytest.CaptureFixture[str]) -> None:
    data = run_json(capsys, "check", "--hand", "9S 9H 8C", "--declare", "9S 9H")
    assert data == {"legal": True, "kind": "pair", "points": 2, "reason": data["reason"]}
    assert list(data) == ["legal", "kind", "points", "reason"]
    assert isinstance(data["reason"], str) and data["reason"]


def test_check_a_refused_declaration_still_gives_the_profiles_points(capsys: pytest.CaptureFixture[str]) -> None:
    """Exit 1 for a refusal; points is the profile's value of the kind even when refused."""
    for rules, points in (("foster", 20), ("kandell", 2), ("modern", 2)):
        data = run_json(capsys, "check", "--hand", "9S 9H", "--opp-table", "QS QH", "--declare", "9S 9H",
                        "--rules", rules, code=1)
        assert data["legal"] is False and data["kind"] == "pair" and data["points"] == points
        assert "QS QH" in data["reason"] and "barred" in data["reason"]
    data = run_json(capsys, "check", "--hand", "9C", "--table", "KH QH", "--declare", "KH QH", "--rules", "modern",
                    code=1)
    assert data["legal"] is False and data["kind"] == "marriage" and data["points"] == 2
    assert "fresh" in data["reason"]
    data = run_json(capsys, "check", "--hand", "QH JS KH", "--declare", "QH KH", "--loser", code=1)
    assert data["legal"] is False and data["kind"] == "marriage" and "penchant" in data["reason"]
    data = run_json(capsys, "check", "--hand", "TH JH QH KH AH", "--declare", "TH JH QH KH AH", "--rules", "modern")
    assert data == {"legal": True, "kind": "reunion", "points": 20, "reason": data["reason"]}


def test_check_no_combination_gives_points_0(capsys: pytest.CaptureFixture[str]) -> None:
    data = run_json(capsys, "check", "--hand", "QS KH", "--declare", "QS KH", "--rules", "foster", code=1)
    assert data["legal"] is False and data["kind"] is None and data["points"] == 0


def test_check_prints_a_line_of_text_without_json(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "check", "--hand", "9S 9H", "--declare", "9S 9H")
    assert code == 0 and out.startswith("legal: ") and out.count("\n") == 1
    code, out, _ = run(capsys, "check", "--hand", "9S 9H", "--opp-table", "QS QH", "--declare", "9S 9H")
    assert code == 1 and out.startswith("refused: ")


def test_check_exits_0_yes_1_refused_2_bad_input(capsys: pytest.CaptureFixture[str]) -> None:
    """A script can tell the three answers apart by the exit status alone."""
    assert run(capsys, "check", "--hand", "9S 9H", "--declare", "9S 9H")[0] == 0
    assert run(capsys, "check", "--hand", "9S 9H", "--opp-table", "QS QH", "--declare", "9S 9H")[0] == 1
    assert_one_line_error(*run(capsys, "check", "--hand", "9S 9X", "--declare", "9S 9H"), "'9X'")


@pytest.mark.parametrize(
    ("argv", "quoted"),
    [
        (["check", "--hand", "QS KH", "--declare", "QX"], "'QX'"),
        (["check", "--hand", "QS 1H", "--declare", "QS"], "'1H'"),
        (["check", "--hand", "QS", "--table", "QS", "--declare", "QS"], "'QS'"),
        (["declarations", "--hand", "9S ZZ"], "'ZZ'"),
        (["check", "--hand", "QS QS", "--declare", "QS"], "'QS QS'"),
    ],
)
def test_a_notation_error_exits_2_with_one_line_on_stderr(
    capsys: pytest.CaptureFixture[str], argv: list[str], quoted: str
) -> None:
    code, out, err = run(capsys, *argv, "--json")
    assert_one_line_error(code, out, err, quoted)


def test_usage_errors_exit_2(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as info:
        main(["check", "--declare", "QS", "--rules", "bogus"])
    assert info.value.code == 2
    assert "bogus" in capsys.readouterr().err
    with pytest.raises(SystemExit) as info:
        main(["check", "--hand", "QS"])  # --declare is required
    assert info.value.code == 2


def test_the_real_command_prints_no_traceback() -> None:
    proc = subprocess.run(
        [sys.executable, "-m", "penchant", "check", "--hand", "QS", "--declare", "QX", "--json"],
        capture_output=True, text=True, timeout=60, check=False,
    )
    assert proc.returncode == 2
    assert proc.stdout == ""
    assert proc.stderr.count("\n") == 1 and "'QX'" in proc.stderr and "Traceback" not in proc.stderr


# --------------------------------------------------------------- declarations


def test_declarations_lists_every_legal_declaration_best_first(capsys: pytest.CaptureFixture[str]) -> None:
    data = run_json(capsys, "declarations", "--hand", "QS QH QD JS 9C", "--opp-table", "KS KH")
    assert isinstance(data, list) and data
    for d in data:
        assert list(d) == ["cards", "kind", "points"]
        assert isinstance(d["cards"], list) and all(isinstance(c, str) and len(c) == 2 for c in d["cards"])
        assert Kind(d["kind"]) in Kind
    points = [d["points"] for d in data]
    assert points == sorted(points, reverse=True)
    assert data[0] == {"cards": ["QS", "QH", "QD"], "kind": "triplet", "points": 3}
    kinds = {d["kind"] for d in data}
    assert {"triplet", "pair", "besito", "penchant"} <= kinds
    nines = run_json(capsys, "declarations", "--hand", "QS QH 9C 9D", "--opp-table", "KS KH")
    assert ["9D", "9C"] not in [d["cards"] for d in nines]  # barred by the Kings
    foster = run_json(capsys, "declarations", "--hand", "QS QH 9C 9D", "--rules", "foster")
    assert {"cards": ["9D", "9C"], "kind": "pair", "points": 20} in foster


def test_declarations_of_the_loser_are_penchants_only(capsys: pytest.CaptureFixture[str]) -> None:
    data = run_json(capsys, "declarations", "--hand", "QS QH JS 9C 9D", "--loser")
    assert [d["kind"] for d in data] == ["penchant"]


def test_declarations_with_none_prints_an_empty_list(capsys: pytest.CaptureFixture[str]) -> None:
    assert run_json(capsys, "declarations", "--hand", "7S 8H 9D") == []
    code, out, _ = run(capsys, "declarations", "--hand", "7S 8H 9D")
    assert code == 0 and out.strip() == "no legal declaration"


def test_check_refuses_six_cards_on_the_opponents_table_at_a_declaration(capsys: pytest.CaptureFixture[str]) -> None:
    """Six cards on his table at a declaration gave a barring verdict, rc 1 (review 46): he holds five then."""
    code, out, err = run(capsys, "check", "--hand", "9S 9H", "--opp-table", "KS KH KD KC AS AH", "--declare", "9S 9H")
    assert_one_line_error(code, out, err, "'KS KH KD KC AS AH'")


# ---------------------------------------------------------------------- tally


def _game(deals: list[dict[str, Any]], rules: dict[str, Any] | None = None) -> dict[str, Any]:
    return {"format": "penchant-game/1", "rules": rules or {"profile": "kandell"},
            "players": ["Ada", "Ben"], "first_dealer": 0, "deals": deals}


def _deal(d0: list[str], d1: list[str], brisquettes: list[int], brisques: list[int]) -> dict[str, Any]:
    return {"declarations": [d0, d1], "brisquettes": brisquettes, "brisques": brisques}


def _write(tmp_path: Path, data: Any) -> str:
    path = tmp_path / "game.json"
    path.write_text(data if isinstance(data, str) else json.dumps(data), encoding="utf-8")
    return str(path)


FOUR_DEALS = [
    _deal(["reunion", "pair"], ["penchant"], [3, 1], [9, 3]),  # 25+2+3+3 = 33 ; 1+1 = 2
    _deal(["quadruplet"], ["marriage", "besito"], [0, 2], [6, 6]),  # 10 ; 4+2 = 6
    _deal([], ["family"], [1, 0], [5, 7]),  # 1 ; 3+1 = 4
    _deal(["clan"], [], [2, 2], [8, 4]),  # 4+2+2 = 8 ; 2
]


def test_tally_scores_a_record(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    data = run_json(capsys, "tally", _write(tmp_path, _game(FOUR_DEALS)))
    assert list(data) == ["deals", "totals", "winner", "lurched", "value", "complete"]  # the result's own order
    assert data["deals"] == [[33, 2], [10, 6], [1, 4], [8, 2]]
    assert data["totals"] == [52, 14]
    assert data["winner"] == 0 and data["lurched"] is True and data["value"] == 2 * 38
    assert data["complete"] is True


def test_tally_follows_the_records_rules(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    rules = {"profile": "modern", "brisquette_multiplier": 2, "bonus_multiplier": 2}
    data = run_json(capsys, "tally", _write(tmp_path, _game(FOUR_DEALS[:1], rules)))
    assert data["deals"] == [[20 + 2 + 6 + 6, 1 + 2]]
    assert data["complete"] is False


def test_tally_under_a_book_not_offering_the_records_brisques_says_so_on_stderr(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """A Kandell record with his doubled brisques tallied ``--rules foster`` scored a Foster variant silently (issue
    #30): the multipliers are a house's options on any rules (docs/RULINGS.md, "Scoring"), so they are carried over,
    and a line on stderr says Foster's rules offer no such option; the scores on stdout are those carried-over
    rules'."""
    doubled = {"profile": "kandell", "brisquette_multiplier": 2, "bonus_multiplier": 2}
    path = _write(tmp_path, _game(FOUR_DEALS[:1], doubled))
    code, out, err = run(capsys, "tally", path, "--rules", "foster", "--json")
    assert code == 0
    assert json.loads(out)["deals"] == [[250 + 20 + 3 * 20 + 3 * 20, 10 + 20]]
    assert err.count("\n") == 1 and "carried over" in err, err
    assert "'brisquette_multiplier=2, bonus_multiplier=2'" in err and "'not doubled' only" in err, err
    # a book that offers the option: nothing to say
    assert run_json(capsys, "tally", path, "--rules", "modern")["deals"] == [[20 + 2 + 6 + 6, 1 + 2]]


def test_tally_reads_standard_input(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setattr(sys, "stdin", io.StringIO(json.dumps(_game(FOUR_DEALS))))
    data = run_json(capsys, "tally", "-")
    assert data["totals"] == [52, 14]


def test_tally_text_names_the_winner(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "tally", _write(tmp_path, _game(FOUR_DEALS)))
    assert code == 0
    assert "Ada wins 52–14, by 38" in out and "worth 76" in out and "lurched" in out


def test_tally_text_of_an_unfinished_game_names_no_winner(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Foster: four deals is a game; the value (and a lurch) is reckoned at the end of the fourth deal.
    After one deal nobody has won and nobody is lurched yet."""
    code, out, _ = run(capsys, "tally", _write(tmp_path, _game(FOUR_DEALS[:1])))
    assert code == 0
    assert "33" in out and "in progress" in out
    assert "wins" not in out and "lurched" not in out


@pytest.mark.parametrize(
    ("deals", "why"),
    [
        ([_deal([], [], [0, 0], [7, 4])], "sum to 11"),
        ([_deal([], [], [5, 0], [4, 8])], "more brisquettes"),
        ([_deal(["sequence"], [], [0, 0], [6, 6])], "'sequence'"),
        ([_deal([], [], [0, 0], [6, 6])] * 5, "four deals"),
    ],
)
def test_tally_refuses_an_impossible_record(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], deals: list[dict[str, Any]], why: str
) -> None:
    code, out, err = run(capsys, "tally", _write(tmp_path, _game(deals)), "--json")
    assert_one_line_error(code, out, err, why)


def test_tally_refuses_unreadable_input(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(capsys, "tally", _write(tmp_path, "{not json"))
    assert_one_line_error(code, out, err, "not JSON")
    missing = str(tmp_path / "nowhere.json")
    code, out, err = run(capsys, "tally", missing)
    assert_one_line_error(code, out, err, repr(missing))
    code, out, err = run(capsys, "tally", _write(tmp_path, {"format": "something-else"}))
    assert_one_line_error(code, out, err, "penchant-game/1")


def _foster_deals() -> Iterator[DealPlay]:
    """Random deals played out under Foster's rules, seeded, one after another."""
    rng = random.Random(1893)
    while True:
        start = new_deal(FOSTER, rng, dealer=0)
        state = start.clone()
        while not state.is_over():
            acts = state.legal_actions
            state.apply(acts[rng.randrange(len(acts))])
        yield DealPlay.from_state(start, state)


def _under_kandell(deal: DealPlay) -> DealState | None:
    try:
        return deal.replay(KANDELL)
    except InvalidRecordError:
        return None


def _play_record(deal: DealPlay) -> dict[str, Any]:
    return PlayRecord(FOSTER, ("Ada", "Ben"), 0, (deal,)).to_json()


def test_tally_under_other_rules_scores_the_plays_replayed_under_them(tmp_path: Path,
                                                                     capsys: pytest.CaptureFixture[str]) -> None:
    """A record of Foster's scored under Kandell's rules is scored as the same plays recorded under Kandell's."""
    legal = next(d for d in itertools.islice(_foster_deals(), 300) if _under_kandell(d) is not None)
    data = _play_record(legal)
    got = run_json(capsys, "tally", _write(tmp_path, data), "--rules", "kandell")
    as_kandell = {**data, "rules": {"profile": "kandell"},
                  "deals": [{k: v for k, v in d.items() if k != "score"} for d in data["deals"]]}
    assert got == run_json(capsys, "tally", _write(tmp_path, as_kandell))
    kandell = _under_kandell(legal)
    assert kandell is not None and got["deals"] == [list(tally([kandell.deal_entry()], KANDELL).deals[0])]


def test_tally_under_rules_a_play_is_illegal_under_is_refused_in_one_line(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    illegal = next(d for d in itertools.islice(_foster_deals(), 300) if _under_kandell(d) is None)
    path = _write(tmp_path, _play_record(illegal))
    assert run(capsys, "tally", path)[0] == 0  # a game under its own rules
    code, out, err = run(capsys, "tally", path, "--rules", "kandell")
    assert_one_line_error(code, out, err, repr(path), "deal 1, replayed under the kandell rules: action ")


# ------------------------------------------------------------------- simulate

SIMULATE_KEYS = {
    "deals", "seed", "rules", "seconds", "deals_per_second", "mean_score",
    "trump_set_share", "book_bonus_share", "declarations_per_deal",
}


def test_simulate_plays_seeded_random_deals(capsys: pytest.CaptureFixture[str]) -> None:
    first = run_json(capsys, "simulate", "--deals", "20", "--seed", "3")
    assert set(first) == SIMULATE_KEYS
    assert first["deals"] == 20 and first["seed"] == 3 and first["rules"] == "kandell"
    assert len(first["mean_score"]) == 2 and all(s > 0 for s in first["mean_score"])
    assert 0 <= first["trump_set_share"] <= 1 and 0 <= first["book_bonus_share"] <= 1
    assert set(first["declarations_per_deal"]) <= {k.value for k in Kind}
    again = run_json(capsys, "simulate", "--deals", "20", "--seed", "3")
    timing = ("seconds", "deals_per_second")
    assert {k: v for k, v in again.items() if k not in timing} == {k: v for k, v in first.items() if k not in timing}
    foster = run_json(capsys, "simulate", "--deals", "20", "--seed", "3", "--rules", "foster")
    assert foster["rules"] == "foster"
    assert foster["mean_score"] != first["mean_score"]


def test_simulate_help_says_the_seed_is_the_runs(capsys: pytest.CaptureFixture[str]) -> None:
    """The seed seeds one generator for the whole run (every deal drawn from it in turn), not the first deal: the help
    once said "the random seed of the first deal"."""
    with pytest.raises(SystemExit):
        main(["simulate", "--help"])
    said = " ".join(capsys.readouterr().out.split())
    assert "first deal" not in said and "every deal of the run" in said, said


def test_simulate_says_the_mean_scores_in_words(capsys: pytest.CaptureFixture[str]) -> None:
    """The senior review: the text printed a Python list (``mean score [6.36, 7.82]``)."""
    data = run_json(capsys, "simulate", "--deals", "20", "--seed", "3")
    code, out, _ = run(capsys, "simulate", "--deals", "20", "--seed", "3")
    assert code == 0 and "[" not in out and "]" not in out
    first, second = data["mean_score"]
    assert (f"mean score a deal: {first:.2f} for player 0 (the first dealer), {second:.2f} for player 1"
            in out), out


def test_simulate_refuses_no_deals(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(capsys, "simulate", "--deals", "0")
    assert_one_line_error(code, out, err, "0")


@pytest.mark.parametrize(
    "argv",
    [
        ("--hand", "8H 9H TH JH QH KH AH 7H", "--declare", "JH QH KH"),
        ("--hand", "9S", "--table", "7H 8H 9H TH JH QH KH", "--declare", "9S 9H"),
        ("--hand", "9S 9H", "--opp-table", "7C 8C 9C TC JC QC KC", "--declare", "9S 9H"),
    ],
)
def test_check_refuses_holdings_no_deal_reaches(capsys: pytest.CaptureFixture[str], argv: tuple[str, ...]) -> None:
    """More cards in a hand or on a table than the rules allow answered "legal"; now exit 2, one line."""
    code, out, err = run(capsys, "check", *argv)
    assert code == 2 and not out and err.count("\n") == 1 and "at most" in err


@pytest.mark.parametrize(("where", "place"), [("--table", "on the table"), ("--opp-table", "on the opponent's table")])
def test_a_card_in_two_places_is_refused_as_the_rules_say(capsys: pytest.CaptureFixture[str], where: str,
                                                          place: str) -> None:
    """The command once checked the overlap itself in its own words; the rules' Holdings refuse it now."""
    for command in ("check", "declarations"):
        argv = ["--hand", "9S 9H", where, "9H QS"] + (["--declare", "9S 9H"] if command == "check" else [])
        code, out, err = run(capsys, command, *argv)
        assert code == 2 and not out and err.count("\n") == 1
        assert f"'9H' is both in the hand and {place}" in err


def test_declarations_refuses_six_cards_as_check_does(capsys: pytest.CaptureFixture[str]) -> None:
    """Review 45: ``declarations`` read the cards at the moment of play (six), so it listed declarations from
    six cards that ``check`` refuses; both ask of a player about to declare (five)."""
    argv = ["--hand", "QH QD 8S 8H", "--table", "QS JC"]
    for command, extra in (("declarations", []), ("check", ["--declare", "QS QH"])):
        code, out, err = run(capsys, command, *argv, *extra)
        assert code == 2 and not out and err.count("\n") == 1, command
        assert "are six cards" in err and "hold five together" in err, err
    assert run_json(capsys, "declarations", "--hand", "QH QD 8H", "--table", "QS JC")[0]["kind"] == "triplet"


def test_check_refuses_a_hand_and_table_of_more_than_six(capsys: pytest.CaptureFixture[str]) -> None:
    """Review 38: six in the hand and six on the table were 'legal' (exit 0); together they hold five at a
    declaration."""
    code, out, err = run(capsys, "check", "--hand", "8H 9H TH JH QH KH", "--table", "8S 9S TS JS QS",
                         "--declare", "JH QH KH")
    assert code == 2 and not out and err.count("\n") == 1
    assert "'8S 9S TS JS QS' on the table are eleven cards" in err and "hold five together" in err
    code, out, err = run(capsys, "check", "--hand", "8H", "--table", "8S 9S TS JS QS KS", "--declare", "8H")
    assert code == 2 and not out and err.count("\n") == 1
    assert "'8S 9S TS JS QS KS' on your table: a table holds five cards at most" in err


def test_a_costly_moves_reason_never_calls_it_cheap(capsys: pytest.CaptureFixture[str]) -> None:
    """The review marked a 22-point loss a blunder and explained it 'Playing 9♣ costs little': a reason that
    falls back to the plain effect must not contradict the verdict."""
    record = str(Path(__file__).resolve().parents[2] / "penchant" / "data" / "examples" / "sample-game.json")
    code, out, _ = run(capsys, "review", record, "--deal", "2", "--samples", "2")
    assert code == 0
    tags = ("[INACCURACY]", "[MISTAKE]", "[BLUNDER]")
    costly = [line for line in out.splitlines() if any(t in line for t in tags)]
    assert costly
    assert not [line for line in costly if "costs little" in line]


def test_check_refuses_an_empty_declaration_as_bad_input(capsys: pytest.CaptureFixture[str]) -> None:
    """Review 48: --declare '' exited 1 (a refused declaration) though it names no card: bad input, exit 2."""
    code, out, err = run(capsys, "check", "--hand", "QS QH", "--declare", "")
    assert code == 2 and not out and err.count("\n") == 1 and "--declare ''" in err
    assert run(capsys, "check", "--hand", "QS QH 9C", "--declare", "9C")[0] == 1


def test_puzzles_show_refuses_an_empty_answer(capsys: pytest.CaptureFixture[str]) -> None:
    """Review 48: --answer '' was graded WRONG; it is bad input (exit 2, one line)."""
    from penchant.puzzles import load_bank

    pid = load_bank()[0].id
    for empty in ("", "  "):
        code, out, err = run(capsys, "puzzles", "show", pid, "--answer", empty)
        assert code == 2 and not out and err.count("\n") == 1 and f"--answer {empty!r} is empty" in err
    assert run(capsys, "puzzles", "show", pid)[0] == 0


@pytest.mark.parametrize("command", [("review",), ("marker", "--import"), ("tally",)])
def test_a_bad_record_is_refused_naming_the_file(capsys: pytest.CaptureFixture[str], tmp_path: Path,
                                                 command: tuple[str, ...]) -> None:
    """Review 48: marker --import and review did not name the file in their refusal (tally did)."""
    bad = tmp_path / "game.json"
    bad.write_text(json.dumps({"format": "penchant-play/1", "players": 5}))
    extra = ("--db", str(tmp_path / "m.sqlite3")) if command[0] == "marker" else ()
    code, out, err = run(capsys, *command, str(bad), *extra)
    assert code == 2 and not out and err.count("\n") == 1
    assert repr(str(bad)) in err and "players" in err
    if command[0] == "marker":
        code, out, err = run(capsys, *command, "/dev/null", *extra)
        assert code == 2 and "'/dev/null'" in err


def test_a_declaration_is_checked_with_five_cards_in_hand_and_table(capsys: pytest.CaptureFixture[str]) -> None:
    """A player declares after the trick and before the draw: six cards in hand are one too many, said as typed."""
    code, out, err = run(capsys, "check", "--hand", "8H 7S 7H 7D 7C 8S", "--declare", "7S 7H 7D 7C")
    assert_one_line_error(code, out, err, "'8H 7S 7H 7D 7C 8S'")
    assert "six cards" in err and "at a declaration" in err and "five" in err
    assert run(capsys, "check", "--hand", "7S 7H 7D 7C 8S", "--declare", "7S 7H 7D 7C")[0] == 0


def test_a_too_long_hand_is_quoted_as_typed(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(capsys, "check", "--hand", "AH 7S 8S JS 7H 9H 8H", "--declare", "7S 7H")
    assert_one_line_error(code, out, err, "'AH 7S 8S JS 7H 9H 8H'")


def test_tally_refuses_a_card_on_both_tables_and_a_trump_no_penchant_sets(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Q♥ on both tables and trump hearts with the only penchant Q♠ J♦: tallied, worth 340 to Ada (review 46)."""
    deal = {**_deal(["marriage", "penchant", "pair"], ["besito"], [0, 0], [6, 6]),
            "cards": [["QH KH", "QS JD", None], ["QH JH"]], "trump": "H"}
    code, out, err = run(capsys, "tally", _write(tmp_path, _game([deal], {"profile": "foster"})))
    assert code == 2 and out == "" and len(err.strip().splitlines()) == 1
    assert "deals[0]" in err and "QH" in err
