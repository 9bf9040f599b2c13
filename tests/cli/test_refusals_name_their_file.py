"""A refusal of a file's content names the file as context, kept as a part (``PenchantError.within``), never by
rebuilding the error from its message: ``type(exc)(f"{name}: {str(exc)...}")`` dropped the refusal's typed parts
(``given``, ``reason``, a count's ``player``...) and crashed with TypeError for an error whose constructor takes
more (``PlayerCountError``); and ``marker --import`` said ``'f.json': the record: deals[0]: ...`` where ``tally``
said ``'f.json': deals[0]: ...`` (review, item 3)."""

from __future__ import annotations

import json
import pickle
from pathlib import Path

import pytest

from penchant.cli.main import main
from penchant.errors import IllegalPlayError, PenchantError, PlayerCountError
from penchant.rules.deal_counts import count_refusal

GAME = Path(__file__).resolve().parents[2] / "penchant" / "data" / "examples" / "game.json"


def test_within_names_the_place_and_keeps_the_refusal() -> None:
    error = IllegalPlayError.refusing("play 7S", "the deal is over")
    assert error.within("deal 2").within("'g.json'") is error
    assert str(error) == "'g.json': deal 2: 'play 7S': the deal is over"
    assert (error.given, error.reason, error.where) == ("play 7S", "the deal is over", ("'g.json'", "deal 2"))
    count = count_refusal(1, "brisquettes", 3, "over the brisques", brisques=2).within("'g.json'")
    assert str(count).startswith("'g.json': the second player has more brisquettes (3)")
    again = pickle.loads(pickle.dumps(count))
    assert (type(again), str(again), again.player, again.problem, again.where) == (
        PlayerCountError, str(count), 1, "over the brisques", ("'g.json'",))


def _bad_game(tmp_path: Path) -> Path:
    game = json.loads(GAME.read_text(encoding="utf-8"))
    game["deals"][0]["brisquettes"] = [9, 2]  # more brisquettes than the first player's 8 brisques
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(game), encoding="utf-8")
    return path


def test_import_and_tally_name_a_bad_file_alike(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = _bad_game(tmp_path)
    said = []
    for argv in (["tally", str(path)], ["marker", "--db", str(tmp_path / "m.sqlite3"), "--import", str(path)]):
        assert main(argv) == 2
        out, err = capsys.readouterr()
        assert not out and err.count("\n") == 1
        said.append(err)
    assert said[0] == said[1]
    assert said[0].startswith(f"penchant: {str(path)!r}: deals[0]: "), said[0]


def test_a_refusal_with_more_parts_is_named_not_rebuilt(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                                         monkeypatch: pytest.MonkeyPatch) -> None:
    """A ``PlayerCountError`` from an import (its constructor takes the seat, the count...) crashed the command
    with TypeError when it was rebuilt from its message."""
    from penchant.marker.sqlite_store import Store

    def refuse(self: Store, data: object) -> int:
        raise count_refusal(0, "brisques", -1, "negative")

    monkeypatch.setattr(Store, "import_record", refuse)
    code = main(["marker", "--db", str(tmp_path / "m.sqlite3"), "--import", str(GAME)])
    out, err = capsys.readouterr()
    assert code == 2 and not out and err.count("\n") == 1
    assert err.startswith(f"penchant: {str(GAME)!r}: the first player"), err


def test_every_file_refusal_keeps_its_parts(tmp_path: Path) -> None:
    """What the commands raise is the refusal itself, with its parts, the file named in ``where``."""
    from penchant.cli.main import build_parser

    path = tmp_path / "bad.json"
    path.write_text(json.dumps({"format": "penchant-game/1"}), encoding="utf-8")
    for argv in (["tally", str(path)], ["review", str(path)]):
        args = build_parser().parse_args(argv)
        with pytest.raises(PenchantError) as refused:
            args.func(args)
        assert refused.value.where[0] == repr(str(path)), argv  # then the place in it
