"""A corpus of hostile files, through every command that reads files (issue #11).

Each file gives exit 2, nothing on standard output and one line on standard error that names what is
wrong, never a traceback: ``tally``, ``solve --batch``, ``puzzles list/verify --bank`` and
``marker --import``. The corpus is built here (a huge file is not worth committing): bytes that are
not UTF-8, a byte-order mark, a file over the size limit, deep nesting, JSON the strict reader
refuses (NaN, a key twice, an absurd number), a wrong type at every field of a valid record, extra
fields everywhere, and deals the pack cannot produce.
"""

from __future__ import annotations

import copy
import json
import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from penchant.cli.main import main
from penchant.files.strict_reader import MAX_BYTES, MAX_DEPTH

EXAMPLE = Path(__file__).resolve().parents[2] / "penchant" / "data" / "examples" / "game.json"
RECORD: dict[str, Any] = json.loads(EXAMPLE.read_text(encoding="utf-8"))
POSITION: dict[str, Any] = {"hand": ["AS", "TH"], "opp_hand": ["KS", "9H"], "trump": None, "won": [5, 5]}

# Bytes-level hostility: every reader refuses these, whatever the file should hold.
BYTES_CASES: dict[str, tuple[bytes, str]] = {
    "latin-1": ('{"format": "penchant-game/1", "players": ["Zoé", "B"]}'.encode("latin-1"), "not UTF-8"),
    "bom": (b"\xef\xbb\xbf" + json.dumps(RECORD).encode(), "byte-order mark"),
    "utf-16": (json.dumps(RECORD).encode("utf-16"), "byte-order mark"),
    "huge": (b'{"note": "' + b"x" * (MAX_BYTES + 10) + b'"}', "too large"),
    "nested-lists": (b"[" * 100_000 + b"]" * 100_000, "levels deep"),
    "nested-objects": (b'{"a":' * 50_000 + b"1" + b"}" * 50_000, "levels deep"),
    "just-too-deep": (b"[" * (MAX_DEPTH + 1) + b"]" * (MAX_DEPTH + 1), f"{MAX_DEPTH + 1} levels deep"),
    "nan": (json.dumps({**RECORD, "first_dealer": float("nan")}).encode(), "NaN"),
    "duplicate-key": (b'{"format": "penchant-game/1", "format": "penchant-game/1"}', "appears twice"),
    "long-number": (b'{"first_dealer": ' + b"9" * 5000 + b"}", "characters long"),
    "not-json": (b"{format: penchant}", "not JSON"),
    # A million escaped quotes in an unterminated string: linear work, not quadratic.
    "escaped-quotes": (b'"' + b'\\"' * 1_000_000, "not JSON"),
    "empty": (b"", "not JSON"),
}


def _paths(value: Any, path: tuple[Any, ...] = ()) -> Iterator[tuple[Any, ...]]:
    """Every place (key path) in a JSON value."""
    yield path
    if isinstance(value, dict):
        for k, v in value.items():
            yield from _paths(v, (*path, k))
    elif isinstance(value, list):
        for i, v in enumerate(value):
            yield from _paths(v, (*path, i))


def _set(value: Any, path: tuple[Any, ...], new: Any) -> Any:
    out = copy.deepcopy(value)
    if not path:
        return new
    target = out
    for k in path[:-1]:
        target = target[k]
    target[path[-1]] = new
    return out


def _wrong(value: Any) -> Any:
    """A value of another JSON type than ``value``."""
    if isinstance(value, bool):
        return "no"
    if isinstance(value, int):
        return 6.5
    if isinstance(value, str):
        return 7
    if isinstance(value, list):
        return {"0": value[0] if value else None}
    if isinstance(value, dict):
        return [value]
    return True


def _label(path: tuple[Any, ...]) -> str:
    return "".join(f"[{k}]" if isinstance(k, int) else f".{k}" for k in path).lstrip(".") or "top"


def _get(value: Any, path: tuple[Any, ...]) -> Any:
    for k in path:
        value = value[k]
    return value


WRONG_TYPES = {f"wrong-type:{_label(p)}": _set(RECORD, p, _wrong(_get(RECORD, p))) for p in _paths(RECORD) if p}

EXTRA_FIELDS = {
    "extra:top": {**RECORD, "lurch_threshold": 0},
    "extra:rules-lurch": _set(RECORD, ("rules",), {"profile": "foster", "lurch_threshold": 0}),
    "extra:rules-brisque-value": _set(RECORD, ("rules",), {"profile": "kandell", "brisque_value": 1000}),
    "extra:rules-points": _set(RECORD, ("rules",), {"profile": "kandell", "points": {"pair": 99}}),
    "extra:deal": _set(RECORD, ("deals", 0, "score"), [99, 0]),
}

BAD_VALUES = {
    "rules-string-boolean": _set(RECORD, ("rules",), {"profile": "kandell", "same_kind_reuse": "no"}),
    "rules-null-multiplier": _set(RECORD, ("rules",), {"profile": "kandell", "bonus_multiplier": None}),
    "rules-unknown-profile": _set(RECORD, ("rules",), {"profile": "bezique"}),
    "rules-unknown-barring": _set(RECORD, ("rules",), {"profile": "foster", "barring": "by_colour"}),
    "first-dealer-float": _set(RECORD, ("first_dealer",), 1.0),
    "first-dealer-two": _set(RECORD, ("first_dealer",), 2),
    "only-format": {"format": "penchant-game/1"},
    "one-player": _set(RECORD, ("players",), ["Ada"]),
    "blank-player": _set(RECORD, ("players",), ["Ada", "  "]),
    "same-players": _set(RECORD, ("players",), ["Ada", "Ada"]),
    "five-deals": _set(RECORD, ("deals",), RECORD["deals"] + RECORD["deals"][:1]),
    "top-level-list": [RECORD],
}


def _deal(declarations: list[list[str]], brisquettes: list[int], brisques: list[int]) -> dict[str, Any]:
    return _set(RECORD, ("deals",), [{"declarations": declarations, "brisquettes": brisquettes, "brisques": brisques}])


IMPOSSIBLE = {
    "five-marriages": (_deal([["marriage"] * 3, ["marriage"] * 2], [0, 0], [6, 6]), "5 marriages"),
    "five-besitos": (_deal([["besito"] * 5, []], [0, 0], [6, 6]), "5 besitos"),
    "nine-quadruplets": (_deal([["quadruplet"] * 5, ["quadruplet"] * 4], [0, 0], [6, 6]), "9 quadruplets"),
    "eleven-declarations": (_deal([["pair"] * 6, ["penchant"] * 5], [0, 0], [6, 6]), "11 declarations"),
    "brisquettes-over-brisques": (_deal([[], []], [7, 0], [6, 6]), "more brisquettes"),
    "brisques-sum-11": (_deal([[], []], [0, 0], [6, 5]), "sum to 11"),
    "brisques-half": (_deal([[], []], [0, 0], [6.5, 5.5]), "deals[0].brisques[0]: expected a whole number"),
}

RECORD_CASES: dict[str, tuple[bytes, str]] = {
    **BYTES_CASES,
    **{k: (json.dumps(v).encode(), "") for k, v in WRONG_TYPES.items()},
    **{k: (json.dumps(v).encode(), "unknown field") for k, v in EXTRA_FIELDS.items()},
    **{k: (json.dumps(v).encode(), "") for k, v in BAD_VALUES.items()},
    **{k: (json.dumps(v).encode(), why) for k, (v, why) in IMPOSSIBLE.items()},
}

POSITION_CASES: dict[str, tuple[bytes, str]] = {
    "latin-1": ('{"hand": "AS", "opp_hand": "Ké"}'.encode("latin-1"), "not UTF-8"),
    "bom": (b"\xef\xbb\xbf" + json.dumps(POSITION).encode(), "byte-order mark"),
    "nested": (b"[" * 100_000 + b"]" * 100_000, "levels deep"),
    "huge": (b'{"hand": "' + b"x" * (MAX_BYTES + 10) + b'"}', "too large"),
    "extra-field": (json.dumps({**POSITION, "brisque_value": 1000}).encode(), "unknown field"),
    "won-strings": (json.dumps({**POSITION, "won": ["5", "5"]}).encode(), "won"),
    "won-float": (json.dumps({**POSITION, "won": [5.0, 5]}).encode(), "won"),
    "won-short": (json.dumps({**POSITION, "won": [4, 5]}).encode(), "= 11, not the pack's 12"),
    "won-missing": (json.dumps({k: v for k, v in POSITION.items() if k != "won"}).encode(), "won is missing"),
    "hand-number": (json.dumps({**POSITION, "hand": 12}).encode(), "hand"),
    "rules-override": (json.dumps({**POSITION, "rules": {"profile": "kandell", "lurch_threshold": 0}}).encode(),
                       "unknown field"),
    "led-list": (json.dumps({**POSITION, "led": ["AS"]}).encode(), "led"),
    "a-list": (json.dumps([POSITION]).encode(), "position object"),
}


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def assert_refused(code: int, out: str, err: str, why: str) -> None:
    assert code == 2, (out, err)
    assert out == ""
    assert err.startswith("penchant: ") and err.count("\n") == 1, err
    assert "Traceback" not in err
    assert len(err) < 600, err
    assert why in err, err


def test_the_corpus_covers_every_field_of_the_sample() -> None:
    """A wrong type at every place of the sample record, top to bottom."""
    labels = set(WRONG_TYPES)
    for needle in ("wrong-type:format", "wrong-type:rules.profile",
                   "wrong-type:players[1]", "wrong-type:first_dealer", "wrong-type:deals[3].brisques[1]",
                   "wrong-type:deals[0].declarations[0][2]", "wrong-type:deals[2].trump"):
        assert needle in labels, sorted(labels)
    assert len(WRONG_TYPES) > 60


@pytest.mark.parametrize("name", sorted(RECORD_CASES))
def test_tally_refuses_each_hostile_record(name: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    data, why = RECORD_CASES[name]
    path = tmp_path / "game.json"
    path.write_bytes(data)
    assert_refused(*run(capsys, "tally", str(path)), why)


def test_a_wrong_type_is_named_at_its_place(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """The message quotes the place in the file and what was found there."""
    path = tmp_path / "game.json"
    path.write_text(json.dumps(WRONG_TYPES["wrong-type:deals[2].brisques[0]"]), encoding="utf-8")
    code, out, err = run(capsys, "tally", str(path))
    assert_refused(code, out, err, "deals[2].brisques[0]: expected a whole number from 0 to 12, got 6.5")
    path.write_text(json.dumps(BAD_VALUES["rules-string-boolean"]), encoding="utf-8")
    assert_refused(*run(capsys, "tally", str(path)), "rules.same_kind_reuse: expected true or false, got 'no'")


@pytest.mark.parametrize("name", sorted(POSITION_CASES))
def test_solve_batch_refuses_each_hostile_file(name: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    data, why = POSITION_CASES[name]
    path = tmp_path / "positions.jsonl"
    path.write_bytes(data)
    assert_refused(*run(capsys, "solve", "--batch", str(path)), why)


PUZZLE_CASES = {k: BYTES_CASES[k] for k in ("latin-1", "bom", "huge", "nested-lists", "nan", "duplicate-key")}
PUZZLE_CASES["not-a-puzzle"] = (json.dumps({"format": "penchant-puzzles/1", "puzzles": [{"id": 3}]}).encode(), "")
PUZZLE_CASES["a-number"] = (b"12", "")


@pytest.mark.parametrize("command", ["list", "verify"])
@pytest.mark.parametrize("name", sorted(PUZZLE_CASES))
def test_puzzles_with_a_hostile_file(command: str, name: str, tmp_path: Path,
                                     capsys: pytest.CaptureFixture[str]) -> None:
    data, why = PUZZLE_CASES[name]
    path = tmp_path / "bank.json"
    path.write_bytes(data)
    assert_refused(*run(capsys, "puzzles", command, "--bank", str(path)), why)


MARKER_CASES = [
    "latin-1", "bom", "huge", "nested-objects", "duplicate-key", "extra:rules-lurch", "rules-string-boolean",
    "five-marriages", "brisques-half", "only-format", "wrong-type:deals[1].brisquettes[0]",
]


@pytest.mark.parametrize("name", MARKER_CASES)
def test_marker_import_refuses_each_hostile_record(name: str, tmp_path: Path,
                                                   capsys: pytest.CaptureFixture[str]) -> None:
    data, why = RECORD_CASES[name]
    path = tmp_path / "game.json"
    path.write_bytes(data)
    db = tmp_path / "marker.sqlite3"
    assert_refused(*run(capsys, "marker", "--db", str(db), "--import", str(path)), why)
    # Nothing was stored (a refusal before the database was opened leaves none, and a listing creates none).
    existed = db.exists()
    code, out, _ = run(capsys, "marker", "--db", str(db), "--list", "--json")
    assert code == 0 and json.loads(out) == [] and db.exists() == existed


def test_the_sample_record_is_read_by_tally_and_marker(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "tally", str(EXAMPLE), "--json")
    assert code == 0 and json.loads(out)["totals"] == [52, 35]
    code, out, _ = run(capsys, "marker", "--db", str(tmp_path / "m.sqlite3"), "--import", str(EXAMPLE), "--json")
    assert code == 0 and isinstance(json.loads(out)["id"], int)


@pytest.mark.parametrize(
    ("argv", "data"),
    [
        (["tally"], b"\xff\xfe\x00garbage"),
        (["tally"], b"[" * 200_000),
        (["solve", "--batch"], b"[" * 200_000),
        (["marker", "--import"], "é".encode("latin-1")),
        (["review"], b"[" * 200_000),
    ],
)
def test_a_real_process_prints_one_line_and_no_traceback(argv: list[str], data: bytes, tmp_path: Path) -> None:
    path = tmp_path / "hostile.json"
    path.write_bytes(data)
    env = {**os.environ, "PENCHANT_DB": str(tmp_path / "db.sqlite3")}
    proc = subprocess.run([sys.executable, "-m", "penchant", *argv, str(path)], capture_output=True, text=True,
                          timeout=60, env=env)
    assert proc.returncode == 2
    assert proc.stdout == ""
    assert proc.stderr.count("\n") == 1 and "Traceback" not in proc.stderr


@pytest.mark.parametrize(("record", "why"), [
    ({"players": ["Ann", "Bob"], "deals": []}, "the field 'format' is missing"),
    ({"format": "penchant-play/1", "players": ["", "Bob"], "deals": []}, "the first player's name '' is empty"),
    ({"format": "penchant-play/1", "players": ["Ann", " ann "], "deals": []}, "both players are called 'Ann'"),
])
def test_tally_and_review_read_a_record_of_play_by_the_same_rules(record: dict[str, Any], why: str, tmp_path: Path,
                                                                   capsys: pytest.CaptureFixture[str]) -> None:
    """`penchant review` took empty or duplicate names that `penchant tally` refused, and a missing format got
    a different message from each."""
    path = tmp_path / "play.json"
    path.write_text(json.dumps(record), encoding="utf-8")
    for command in ("tally", "review"):
        assert_refused(*run(capsys, command, str(path)), why)
