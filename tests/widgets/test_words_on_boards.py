"""Boards show actions and cards in a player's words (issue #19): the analysis board's choices and the
move played, what a trick or the brisquettes did, and a refusal without the quoted notation."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

pytest.importorskip("ipywidgets")

from penchant.play.moves import ScoreKind
from penchant.trainer.attempts import Outcome
from penchant_widgets.play.analysis import AnalysisBoard
from penchant_widgets.play.board_words import describe_change
from penchant_widgets.puzzles.endgame import EndgameBoard

EXAMPLES = Path(__file__).resolve().parents[2] / "penchant" / "data" / "examples"
GAME = (EXAMPLES / "sample-game.json").read_text(encoding="utf-8")
REVIEW = json.loads((EXAMPLES / "sample-game-review.json").read_text(encoding="utf-8"))
NOTATION = re.compile(r"\b(?:play|declare) (?:10|[2-9TJQKA])[SHDC]\b|(?<![\w\"'=-])(?:10|[2-9TJQKA])[SHDC]\b")
BAD_YOU = re.compile(r"\bYou's\b|\bYou (?:leads|plays|wins|scores|declares|passes|has)\b")


def _text(html: str) -> str:
    """What a reader sees: tags and attributes (data-card="AH") dropped."""
    return re.sub(r"<[^>]+>", " ", html)


def test_the_analysis_board_names_the_move_played_and_the_choices_in_words() -> None:
    b = AnalysisBoard(GAME, review=REVIEW, samples=3, analyse=False)
    b.timeline.children[0].click()  # a reviewed decision
    b.engine_toggle.value = True
    seen = _text(b.choices.value)
    assert "played" in seen and "◀ played" in seen
    assert not NOTATION.search(seen), seen


def test_what_a_move_did_is_told_in_words_and_you_takes_the_plain_verb() -> None:
    record = json.loads(GAME)
    from penchant.play.play_record import PlayRecord

    game = PlayRecord.from_json(record)
    lines: list[str] = []
    found_brisquette = False
    for before, _seat, action in game.deals[0].positions(game.profile):
        after = before.child(action)
        lines += describe_change(before, action, after, ("You", "Computer"))
        found_brisquette |= any(e.kind is ScoreKind.BRISQUETTE for e in after.events[len(before.events):])
    seen = _text(" ".join(lines))
    assert found_brisquette and "for brisquettes" in seen
    assert not NOTATION.search(seen), seen
    assert not BAD_YOU.search(seen), seen


def test_a_refused_card_says_why_in_words_without_the_quoted_notation() -> None:
    board = EndgameBoard.from_position("KD 7D AS 8C", "TD 9C JS", led="QD", trump="S", won=(5, 4))
    board.play("AS")
    seen = _text(board.message.value)
    assert "cannot be played" in seen and "must follow suit and win if able (Q♦ led), so play K♦" in seen
    assert "&#x27;" not in board.message.value and "'" not in seen.split("cannot")[0]
    assert not NOTATION.search(seen), seen


def test_kandells_doubled_brisques_are_named_as_such_on_a_puzzle_that_plays_them() -> None:
    # Chapter 7's puzzle with both multipliers at 2 was labelled "Kandell's rules" and two option badges; the
    # newcomer took the label for the plain rules. The one badge names the option and its values.
    import re as _re

    from penchant.puzzles import load_bank, load_drills
    from penchant_widgets.puzzles.position import badges_html

    doubled = [p for p in load_bank() + load_drills()
               if p.profile.brisquette_multiplier == 2 and p.profile.bonus_multiplier == 2]
    assert doubled
    for p in doubled:
        said = _re.sub(r"<[^>]+>", " ", badges_html(p))
        assert (f"with doubled brisques ({p.profile.brisquette_points} a brisquette, "
                f"{p.profile.bonus_points} a brisque over six)") in said
        assert "count double" not in said and "counts double" not in said


def test_the_badges_read_the_puzzles_typed_trump_and_brisques() -> None:
    """The trump and brisques badges come from the puzzle's typed reading (Puzzle.trump, Puzzle.brisques_won),
    for every puzzle of the bank and the drills; a trump that names no suit is the puzzle's typed error quoting it
    (the badge drew "trump ? XYZ" before)."""
    from penchant.errors import PuzzleError
    from penchant.puzzles import load_bank, load_drills, trump_asked
    from penchant.words.trump import trump_words
    from penchant_widgets.puzzles.position import badges_html

    seen = 0
    for p in load_bank() + load_drills():
        said = badges_html(p)
        if not trump_asked(p):
            assert "trump" not in said, said
        elif p.trump is not None:
            seen += 1
            assert f"{p.trump.symbol}</span> {trump_words(p.trump)}" in said
        elif "trump" in p.position:
            assert trump_words(None, settled=p.in_last_six) in said
        won = p.brisques_won
        assert (won is not None) == ("brisques taken so far" in said)
        if won is not None:
            assert f"you {won[0]}, opponent {won[1]}" in said
    assert seen
    some = next(p for p in load_bank() if "trump" in p.position)
    with pytest.raises(PuzzleError, match=r"'XYZ'"):
        badges_html(some.with_changes(position={**some.position, "trump": "XYZ"}))
    with pytest.raises(PuzzleError, match=r"\[1, -2\]"):
        badges_html(some.with_changes(position={**some.position, "won": [1, -2]}))


def test_a_declaration_whose_answer_trump_does_not_change_shows_no_trump() -> None:
    """Chapters 0 and 3 showed "♦ diamonds trump" over a declaration before trump is taught (chapter 4), where the
    answer does not hang on it: the engine decides (the verdicts without the trump are the same), and a puzzle
    whose answer needs the trump (a trick to win, an end-game) still shows it."""
    from penchant.puzzles import get, load_drills, trump_asked
    from penchant_widgets.puzzles.board import PuzzleBoard
    from penchant_widgets.puzzles.position import badges_html

    for pid in ("declaration-001", "declaration-002", "declaration-014"):
        p = get(pid)
        assert "trump" in p.position and not trump_asked(p)
        assert "trump" not in badges_html(p)
        board = PuzzleBoard([pid])
        drawn = " ".join(str(getattr(w, "value", "")) for w in board.position.children)
        assert "trump" not in drawn + board.question.value, drawn
    others = [p for p in load_drills() if p.kind in ("trump", "endgame") and p.trump is not None]
    assert others and all(trump_asked(p) and "trump" in badges_html(p) for p in others)


def test_the_badge_names_either_brisque_option_as_the_scoring_puzzles_do() -> None:
    """The badge asks the rules which of Kandell's brisque options the puzzle scores by (it tested the raw options
    for == 2 before, and the book bonus alone doubled was two variant badges): the same words the feedback uses."""
    import re as _re

    from penchant.puzzles import load_drills
    from penchant.rules.profiles import BRISQUE_OPTIONS
    from penchant.words.switches import brisque_option_words
    from penchant_widgets.puzzles.position import badges_html

    doubled = next(p for p in load_drills() if p.profile.brisquette_multiplier == 2)
    for name, options in BRISQUE_OPTIONS.items():
        p = doubled.with_changes(position={**doubled.position, "rules": {"profile": "kandell", **options}})
        said = _re.sub(r"\s+", " ", _re.sub(r"<[^>]+>", " ", badges_html(p)))
        option, gives = brisque_option_words(p.profile)
        assert (f"with {name} ({gives})" in said) == bool(option), said
        assert "count" not in said, said  # no variant badge says a multiplier again


def test_the_details_draw_the_puzzles_typed_fields() -> None:
    """Review 46: the board read the card led, the earlier declarations, the deals (falling back to "?") and
    penchant_only from the raw position, and said the loser's turn in words of its own. It draws Puzzle.led,
    declared_before and penchant_only, the deals as the scoring puzzles read them, and the rules' words."""
    from penchant.errors import PuzzleError
    from penchant.puzzles import load_bank, load_drills
    from penchant.words.tricks import declaring_turn_words
    from penchant_widgets.puzzles.position import badges_html, details_html

    puzzles = load_bank() + load_drills()
    loser = next(p for p in puzzles if p.penchant_only)
    assert declaring_turn_words(won_trick=False) in badges_html(loser)
    earlier = next(p for p in puzzles if p.declared_before)
    shown = " ".join(details_html(earlier)[0])
    assert all(kind.value in shown for kind, _ in earlier.declared_before)
    led = next(p for p in puzzles if p.led is not None)
    assert f'data-card="{led.led}"' in " ".join(details_html(led)[0])
    scoring = next(p for p in puzzles if "deals" in p.position)
    for key, bad, quoted, draw in (("led", "ZZ", "'ZZ'", details_html), ("penchant_only", "yes", "'yes'", badges_html),
                                   ("declared", [{"kind": "pair"}], "{'kind': 'pair'}", details_html)):
        with pytest.raises(PuzzleError) as refused:
            draw(led.with_changes(position={**led.position, key: bad}))
        assert quoted in str(refused.value)
    with pytest.raises(PuzzleError, match="deal 1"):  # no "?" drawn for a deal without its brisques
        details_html(scoring.with_changes(position={**scoring.position, "deals": [{"declarations": [[], []]}]}))


def test_the_variant_badges_are_the_puzzles_rule_options() -> None:
    """The board read the raw ``pos.get("rules")`` for its variant badges; it asks the puzzle's ``rule_options``,
    the options its rules set beside the profile's name as the profile holds them: a badge for each, in the
    rules' words, and none for rules given by name alone."""
    import re as _re

    from penchant.puzzles import load_drills
    from penchant.words.switches import option_label
    from penchant_widgets.puzzles.position import badges_html

    drills = load_drills()
    variant = next(p for p in drills if isinstance(p.position.get("rules"), dict)
                   and set(p.position["rules"]) - {"profile", "brisquette_multiplier", "bonus_multiplier"})
    options = variant.rule_options
    assert set(options) == set(variant.position["rules"]) - {"profile"}
    assert all(options[k] == getattr(variant.profile, k) for k in options)
    said = _re.sub(r"<[^>]+>", "|", badges_html(variant))
    for key in set(options) - {"brisquette_multiplier", "bonus_multiplier"}:
        assert option_label(key, options[key]) in said
    by_name = variant.with_changes(position={**variant.position, "rules": variant.rules})
    assert by_name.rule_options == {} and "pt-badge-variant" not in badges_html(by_name)


def test_a_barring_verdict_and_a_bar_refused_say_one_colon_a_sentence() -> None:
    """Chapter 10's review: "9♠ 9♦: minor pairs are barred: the opponent's table holds three Jacks…", and a barred
    declaration refused "You cannot declare 9♠ 9♥: minor pairs are barred: the opponent's table holds…", chained
    two colons in a sentence."""
    import re
    from html import unescape

    from penchant.errors import IllegalDeclarationError
    from penchant.puzzles import analyse, check, load_drills
    from penchant.rules.cards import CardSet
    from penchant.rules.combinations import check_declaration
    from penchant.rules.holdings import Holdings
    from penchant.rules.profiles import KANDELL
    from penchant.words.refusals import refusal_words
    from penchant_widgets.puzzles.verdict import result_html

    def chained(text: str) -> list[str]:
        plain = re.sub(r"“[^”]*”", "“…”", unescape(re.sub(r"<[^>]+>", " ", text)))
        return [s for s in re.split(r"(?<=[.!?])\s+", plain) if s.count(":") >= 2]

    barring = [p for p in load_drills() if p.kind == "barring" and p.answer_form in ("choice", "choices")]
    assert barring
    for p in barring:
        r = check(p, analyse(p).best[0])
        said = result_html(p, r, outcome=Outcome.SOLVED_FIRST)
        assert not chained(said), (p.id, chained(said))
    v = check_declaration(CardSet("9S 9H"), Holdings.parse(hand="9S 9H KD QD", opp_table="QS QH"), KANDELL)
    said = refusal_words(IllegalDeclarationError.cannot_declare("9S 9H", v.reason or ""))
    assert "barred" in said and not chained(said), said


def test_a_board_draws_none_of_the_keys_that_guide_a_puzzles_making() -> None:
    """Chapter 3's "may you declare?" puzzles keep the misreadings their choices offer in their position; a board
    drew them as a row of the position ("misreadings | the kinds mixed up, ..."), engineer's notes that also told
    what the wrong answers test. No board draws a making key, and the drills that carry one exist."""
    from penchant.puzzles import load_drills
    from penchant.puzzles.model import MAKING_KEYS
    from penchant_widgets.puzzles.position import details_html

    carrying = [p for p in load_drills() if MAKING_KEYS & set(p.position)]
    assert carrying, "no drill carries a making key: the test checks nothing"
    for p in carrying:
        parts, _ = details_html(p)
        drawn = " ".join(parts)
        assert not any(key in drawn for key in MAKING_KEYS), (p.id, drawn)
        assert "kinds mixed up" not in drawn, (p.id, drawn)
