"""The one strict reader (penchant.errors): bytes -> UTF-8 -> JSON (limits) -> typed fields.

Property: random JSON, random bytes and random damage to a valid record never crash a reader; every
refusal is a PenchantError (a ValueError) with a one-line message.
"""

from __future__ import annotations

import json
import re
import string
import sys
import zipfile
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from penchant.errors import InvalidRecordError, PenchantError
from penchant.files.strict_reader import (
    MAX_DEPTH,
    decode_text,
    obj,
    package_text,
    pair_of,
    parse_json,
    read_json,
    read_text,
    whole,
)
from penchant.files.strict_reader import (
    number as number_schema,
)
from penchant.play.game import Game
from penchant.play.game_record import GameRecord, read_deal
from penchant.puzzles.model import Puzzle
from penchant.rules.profiles import Profile
from penchant.solver import Phase2Position

EXAMPLE = Path(__file__).resolve().parents[1] / "penchant" / "data" / "examples" / "game.json"
RECORD: dict[str, Any] = json.loads(EXAMPLE.read_text(encoding="utf-8"))

json_values = st.recursive(
    st.none() | st.booleans() | st.integers(-10**6, 10**6) | st.floats(allow_nan=False, allow_infinity=False)
    | st.text(string.printable, max_size=12)
    | st.sampled_from(["kandell", "foster", "pair", "AS", "H", "penchant-game/1"]),
    lambda children: st.lists(children, max_size=5) | st.dictionaries(
        st.sampled_from(["format", "rules", "players", "first_dealer", "deals", "declarations", "brisques",
                         "brisquettes", "hand", "opp_hand", "won", "led", "trump", "profile", "id", "kind",
                         "position", "x"]),
        children, max_size=6),
    max_leaves=25,
)

READERS = [
    GameRecord.from_json,
    lambda v: read_deal(v),
    Phase2Position.from_json,
    Profile.from_json,
    Puzzle.from_json,
    Game.from_json,
]


def _refused_cleanly(reader: Any, value: Any) -> None:
    try:
        reader(value)
    except PenchantError as exc:
        assert "\n" not in str(exc)


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(value=json_values)
def test_random_json_never_crashes_a_reader(value: Any) -> None:
    for reader in READERS:
        _refused_cleanly(reader, value)
    _refused_cleanly(GameRecord.from_str, json.dumps(value))


def _places(value: Any, path: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    out = [path]
    if isinstance(value, dict):
        for k, v in value.items():
            out += _places(v, (*path, k))
    elif isinstance(value, list):
        for i, v in enumerate(value):
            out += _places(v, (*path, i))
    return out


PLACES = _places(RECORD)


@settings(max_examples=300, deadline=None)
@given(place=st.sampled_from(PLACES), new=json_values)
def test_random_damage_to_a_valid_record_is_refused_or_read(place: tuple[Any, ...], new: Any) -> None:
    """Replace any one place of the sample record with random JSON: read or refused, never a crash."""
    damaged = json.loads(json.dumps(RECORD))
    if place:
        target = damaged
        for k in place[:-1]:
            target = target[k]
        target[place[-1]] = new
    else:
        damaged = new
    try:
        record = GameRecord.from_json(damaged)
    except PenchantError as exc:
        assert "\n" not in str(exc)
    else:  # a record read is a record that scores its deals, and writes back as itself
        assert len(record.result().deals) == len(record.deals)
        assert GameRecord.from_str(record.to_str()).to_json() == record.to_json()


@settings(max_examples=300, deadline=None)
@given(data=st.binary(max_size=200))
def test_random_bytes_never_crash_the_reader(data: bytes) -> None:
    """Any bytes are read or refused in one line; what the strict reader reads, Python's own reader reads alike."""
    try:
        value = parse_json(decode_text(data))
    except PenchantError as exc:
        assert "\n" not in str(exc), str(exc)
    else:
        assert value == json.loads(data.decode("utf-8"))


def test_utf8_bom_size_and_nesting_are_refused_with_the_reason() -> None:
    with pytest.raises(InvalidRecordError, match=r"not UTF-8 text: byte 0xe9 at offset 2"):
        decode_text('["é"]'.encode("latin-1"), "f")
    with pytest.raises(InvalidRecordError, match="byte-order mark"):
        decode_text(b"\xef\xbb\xbf{}", "f")
    with pytest.raises(InvalidRecordError, match="too large"):
        decode_text(b"x" * 11, "f", max_bytes=10)
    assert parse_json("[" * MAX_DEPTH + "]" * MAX_DEPTH) is not None
    with pytest.raises(InvalidRecordError, match=f"{MAX_DEPTH + 1} levels deep"):
        parse_json("[" * (MAX_DEPTH + 1) + "]" * (MAX_DEPTH + 1))
    # Brackets inside strings do not count as nesting.
    assert parse_json(json.dumps({"note": "[" * 1000})) == {"note": "[" * 1000}


def test_json_the_strict_reader_refuses() -> None:
    for text, why in (("NaN", "NaN"), ('{"a": Infinity}', "Infinity"), ('{"a": 1, "a": 2}', "appears twice"),
                      ("1" * 100, "characters long"), ("{", "not JSON")):
        with pytest.raises(InvalidRecordError, match=why):
            parse_json(text)


def test_read_text_and_read_json_quote_the_file(tmp_path: Path) -> None:
    missing = tmp_path / "nowhere.json"
    with pytest.raises(InvalidRecordError, match=repr(str(missing))):
        read_text(missing)
    good = tmp_path / "good.json"
    good.write_text('{"a": [1, 2]}', encoding="utf-8")
    assert read_json(good) == {"a": [1, 2]}


def test_schema_messages_name_the_place() -> None:
    schema = obj({"deals": pair_of(obj({"brisques": pair_of(whole(0, 12), "counts")}), "deals")})
    with pytest.raises(InvalidRecordError, match=r"^deals\[1\]\.brisques\[0\]: expected a whole number from 0 to 12, "
                                                 r"got 6\.5$"):
        schema.check({"deals": [{"brisques": [1, 2]}, {"brisques": [6.5, 2]}]})
    with pytest.raises(InvalidRecordError, match=r"^deals\[0\]: the field 'brisques' is missing$"):
        schema.check({"deals": [{}, {}]})
    with pytest.raises(InvalidRecordError, match=r"^deals\[0\]: unknown field 'score'"):
        schema.check({"deals": [{"brisques": [1, 2], "score": 3}, {}]})
    with pytest.raises(InvalidRecordError, match="got True"):
        whole().check(True)


JSON_PARSE_ALLOWED = {
    "penchant/files/strict_reader.py": "the strict reader itself",
    "penchant/puzzles/model.py": "json.loads(json.dumps(value)): a deep copy of data already read, not input",
}


def test_every_json_text_is_read_by_the_one_strict_reader() -> None:
    """Style rule 7: records, positions and stores are parsed by penchant.files.strict_reader.parse_json, nowhere else
    (the
    ladder, the marker's stored events and settings, the site's store lines and the attempts file each
    called json.loads, so a duplicate key or NaN got through and a damaged row raised an untyped error)."""
    import ast

    root = Path(__file__).resolve().parents[1]
    found = []
    for path in sorted((root / "penchant").rglob("*.py")):
        rel = path.relative_to(root).as_posix()
        if rel in JSON_PARSE_ALLOWED:
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)
                    and node.func.attr in ("loads", "load") and isinstance(node.func.value, ast.Name)
                    and node.func.value.id == "json"):
                found.append(f"{rel}:{node.lineno}")
    assert not found, found


def test_the_rules_refuse_with_typed_errors_quoting_the_input() -> None:
    from penchant.puzzles.checkers.claims import barring_claims
    from penchant.rules.bar_reports import bar_report
    from penchant.rules.barring import reading_of
    from penchant.rules.cards import mask_of
    from penchant.rules.holdings import Holdings
    from penchant.rules.profiles import KANDELL

    with pytest.raises(PenchantError, match="'by_rank'"):
        reading_of("by_rank")  # type: ignore[arg-type]
    with pytest.raises(PenchantError, match="5: a set is"):
        bar_report(5, Holdings.parse(table="JS JH", opp_table="QS QH"), "by_size")
    with pytest.raises(PenchantError, match="'7S 9H' is not a combination"):
        barring_claims(mask_of("7S 9H"), 0, 0, mask_of("7S 9H"), KANDELL)


def test_a_stored_event_that_is_not_strict_json_is_a_typed_refusal(tmp_path: Path) -> None:
    import sqlite3

    from penchant.errors import StoreError
    from penchant.marker.ledger import Ledger
    from penchant.marker.sqlite_store import Store

    store = Store(tmp_path / "m.sqlite3")
    game = store.create_game(Ledger.start(("Ann", "Ben")))
    store.close()
    with sqlite3.connect(tmp_path / "m.sqlite3") as db:
        body = db.execute("SELECT body FROM events WHERE game_id = ?", (game,)).fetchone()[0]
        db.execute("UPDATE events SET body = ? WHERE game_id = ?", (body[:-1] + ', "players": 1}', game))
    again = Store(tmp_path / "m.sqlite3")
    with pytest.raises(StoreError, match="appears twice"):
        again.load(game)
    again.close()


def test_the_stored_studies_are_read_strictly(tmp_path: Path) -> None:
    """Chapter 9 and the computer players' notebook read the stored studies through the strict reader
    (``json.loads`` took a duplicate key, NaN or another file's format without a word)."""
    from penchant.studies.numbers import DISTRIBUTIONS_FORMAT, NUMBERS_FORMAT, read_study

    seeds = Path(__file__).resolve().parents[1] / "penchant" / "data"
    assert read_study(seeds / "numbers.json", NUMBERS_FORMAT)["matches"]
    assert read_study(seeds / "distributions.json", DISTRIBUTIONS_FORMAT)["deal_scores"]
    with pytest.raises(InvalidRecordError, match="is not a penchant-numbers/1 study"):
        read_study(seeds / "distributions.json", NUMBERS_FORMAT)
    twice = tmp_path / "twice.json"
    twice.write_text('{"format": "penchant-numbers/1", "format": "x"}', encoding="utf-8")
    with pytest.raises(InvalidRecordError, match="format"):
        read_study(twice, NUMBERS_FORMAT)
    nan = tmp_path / "nan.json"
    nan.write_text('{"format": "penchant-numbers/1", "seed": NaN}', encoding="utf-8")
    with pytest.raises(InvalidRecordError):
        read_study(nan, NUMBERS_FORMAT)


def test_the_chapters_read_the_packaged_studies_anywhere(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The notebooks read the studies and the sample game from the package (``penchant.data``), not by a path
    relative to the folder they run in: the same data, read as strictly, from any working folder."""
    from penchant.studies.numbers import (
        NUMBERS_FORMAT,
        packaged_study,
        packaged_text,
        read_study,
    )

    seeds = Path(__file__).resolve().parents[1] / "penchant" / "data"
    monkeypatch.chdir(tmp_path)
    assert packaged_study("numbers.json", NUMBERS_FORMAT) == read_study(seeds / "numbers.json", NUMBERS_FORMAT)
    with pytest.raises(InvalidRecordError, match=r"'distributions\.json' is not a penchant-numbers/1 study"):
        packaged_study("distributions.json", NUMBERS_FORMAT)
    sample = "examples/sample-game.json"
    assert packaged_text(sample) == (seeds / sample).read_text(encoding="utf-8")
    notebooks = Path(__file__).resolve().parents[1] / "notebooks"
    by_path = [nb.name for nb in sorted(notebooks.glob("*.ipynb"))
               if "../penchant/data/" in nb.read_text(encoding="utf-8")]
    assert by_path == []


def _zipped_package(tmp_path: Path, name: str, files: dict[str, bytes]) -> None:
    """A package ``name`` importable from a zip (as the static site ships the project), holding ``files``."""
    archive = tmp_path / f"{name}.zip"
    with zipfile.ZipFile(archive, "w", zipfile.ZIP_DEFLATED) as z:
        z.writestr(f"{name}/__init__.py", "")
        for rel, data in files.items():
            z.writestr(f"{name}/{rel}", data)
    sys.path.insert(0, str(archive))


def test_package_text_reads_a_packaged_file_from_a_folder_and_from_a_zip(tmp_path: Path,
                                                                         monkeypatch: pytest.MonkeyPatch) -> None:
    css = (Path(__file__).resolve().parents[1] / "penchant_widgets" / "puzzles" / "puzzles.css").read_text(
        encoding="utf-8")
    assert package_text("penchant_widgets", "puzzles/puzzles.css") == css
    monkeypatch.setattr(sys, "path", list(sys.path))
    text = "caf\u00e9 \u2660\n" * 3
    _zipped_package(tmp_path, "zipped_for_reader", {"a.txt": text.encode("utf-8"), "in/b.txt": b"inner"})
    try:
        assert package_text("zipped_for_reader", "a.txt") == text
        assert package_text("zipped_for_reader", "in/b.txt") == "inner"
    finally:
        sys.modules.pop("zipped_for_reader", None)


def test_package_text_refuses_a_missing_file_or_bad_text_naming_it(tmp_path: Path,
                                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    with pytest.raises(PenchantError, match=r"penchant_widgets/no-such\.css"):
        package_text("penchant_widgets", "no-such.css")
    monkeypatch.setattr(sys, "path", list(sys.path))
    _zipped_package(tmp_path, "zipped_bad_text", {"bom.txt": b"\xef\xbb\xbfhello", "latin.txt": b"caf\xe9"})
    try:
        for rel in ("bom.txt", "latin.txt", "gone.txt"):
            with pytest.raises(PenchantError, match=f"zipped_bad_text/{rel}"):
                package_text("zipped_bad_text", rel)
    finally:
        sys.modules.pop("zipped_bad_text", None)


def test_the_example_records_notes_name_cards_the_deal_can_hold() -> None:
    """The README's example record once said Ada's reunion was 9D TD JD QD KD in a deal where Ben's penchant (Ada
    declared none) made diamonds trump: his penchant's Jack of diamonds was in her reunion. Each note's cards are
    checked against the rules: the combination they name, and no card of it the trump-setting Jack of the other."""
    from penchant.rules.cards import Card, CardSet
    from penchant.rules.combinations import classify
    from penchant.rules.kinds import Kind
    from penchant.rules.suits_and_ranks import Rank, Suit

    names = RECORD["players"]
    checked = 0
    for deal in RECORD["deals"]:
        for who, kind, cards in re.findall(r"(\w+)'s (\w+): ((?:[2-9TJQKA][SHDC] ?)+)", deal.get("note", "")):
            me = names.index(who)
            held = CardSet(cards.strip())
            assert classify(held) is Kind(kind), (who, kind, cards)
            assert kind in deal["declarations"][me], (who, kind, deal["declarations"])
            trump = deal["trump"]
            if trump is not None and "penchant" not in deal["declarations"][me]:
                jack = Card(Rank.JACK, Suit.parse(trump))
                assert jack not in held, f"{who}'s {kind} {cards} holds {jack}, the Jack of the other's penchant"
            checked += 1
    assert checked, "the example record's notes name no cards"


def test_a_number_too_large_for_a_float_is_refused_quoting_the_text(tmp_path: Path) -> None:
    """Review eng10 #11: 1e400 was read as inf, against the promise of no Infinity, and a record's refusal then
    quoted inf, not what the file said."""
    for text in ("[1e400, 2]", '{"a": -1e400}', "1E999"):
        number = text.strip("[]{}").split(":")[-1].split(",")[0].strip()
        with pytest.raises(InvalidRecordError, match=f"the number {number!r} is too large"):
            parse_json(text)
    assert parse_json("[1e300, -2.5e-3]") == [1e300, -2.5e-3]
    for odd in (float("inf"), float("-inf"), float("nan")):
        with pytest.raises(InvalidRecordError, match="expected a number"):
            number_schema().check(odd, "x", InvalidRecordError)
    number_schema().check(1.5, "x", InvalidRecordError)
