"""A module holding one of the formats' records is named for the record it holds: the score sheet's
``penchant-game/1`` record lived in ``penchant/play/record.py`` beside ``playrecord.py`` (``penchant-play/1``) and
the marker's ``records.py`` (its sheet to and from a record, and CSV), so ``record`` said nothing of which. It is
``penchant/play/game_record.py`` now; a bare ``record.py`` anywhere in the engine or the widgets is refused."""

from __future__ import annotations

from source_scan import PACKAGES, ROOT, python_files


def bare_record_modules() -> list[str]:
    return sorted(p.relative_to(ROOT).as_posix() for p in python_files()
                  if p.stem == "record" and p.relative_to(ROOT).parts[0] in PACKAGES)


def test_no_module_is_named_a_bare_record() -> None:
    assert bare_record_modules() == [], "name the record it holds (game_record, playrecord)"


def test_the_game_record_is_named_for_its_record() -> None:
    from penchant.play import game_record

    assert game_record.GameRecord.__module__ == "penchant.play.game_record"
    assert "penchant-game/1" in (game_record.__doc__ or "")
