"""A barring puzzle gives its explanation in parts (``Analysis.parts``, ``CheckResult.parts``: each candidate's
cards, what the rules say of them, the bar's reason, what unbars it), built where the explanation is built; the
verdict board lays the parts out from those fields. It once ran a pattern over the engine's sentences to find a
bar's reason and say it once ("for the same reason"): engine prose is not parsed in the widgets, and a scan keeps
regular expressions out of them but for text the widgets write themselves."""

from __future__ import annotations

import ast
import re
from html import unescape
from pathlib import Path

import pytest

from penchant.english.grammar import capitalised
from penchant.puzzles import CheckResult, ExplanationPart, analyse, check, get, load_drills
from penchant.puzzles.words.barring import parts_said
from penchant.rules.bar_reports import freed_once_declared
from penchant.rules.barred_refusal import barred_words, freeing_words, reasons_words, remedy_words
from penchant.rules.cards import CardSet
from penchant.rules.combinations import check_declaration
from penchant.rules.holdings import Holdings
from penchant.trainer.attempts import Outcome
from penchant.words.bar_reports import not_until_declared_words
from penchant_widgets.puzzles.verdict import result_html, solution_html

ROOT = Path(__file__).resolve().parents[2]

DECLARING = [p for p in load_drills() if p.kind == "barring" and p.task in ("which", "legal_all", "may_declare")]


def _said(html: str) -> str:
    """What a reader reads: the tags left out, the entities read, the spaces as one."""
    return " ".join(unescape(re.sub(r"<[^>]+>", " ", html)).split())


def test_the_parts_are_the_explanation_and_the_rules_reports() -> None:
    assert len(DECLARING) >= 5
    for p in DECLARING:
        a = analyse(p)
        assert a.parts, p.id
        assert "; ".join(part.text() for part in a.parts) == a.explanation, p.id
        holdings = Holdings(hand=p.cards("hand", ""), table=p.cards("table", ""), opp_table=p.cards("opp_table", ""))
        for part in a.parts:
            v = check_declaration(CardSet(part.subject), holdings, p.profile)
            if v.bar is not None:  # a barred candidate: the report's own pieces, word for word
                assert (part.said, part.reason, part.remedy, part.playing) == (
                    barred_words(v.bar), reasons_words(v.bar), remedy_words(v.bar), freeing_words(v.bar))
                # and, where major cards in the hand would unbar it once declared, the rules' words on them
                hand = Holdings(hand=holdings.hand - v.cards, table=holdings.table, opp_table=holdings.opp_table)
                in_hand = freed_once_declared(v.bar.size, hand, p.profile)
                assert part.in_hand == (not_until_declared_words(in_hand, v.cards) if in_hand else "")
                then = f". {capitalised(part.in_hand)}" if part.in_hand else ""
                assert part.text() == f"{part.subject}: {v.reason}{then}"


def test_the_board_lays_out_the_fields_not_the_text() -> None:
    """A result whose explanation text says something else: the board says what the parts say."""
    parts = (ExplanationPart("9S 9D", "minor pairs are barred", "his three Jacks bar them", "To unbar: three Kings",
                             "if he plays two of JS JH JD from his table, your minor pairs are free"),
             ExplanationPart("9S 9H 9D", "minor triplets are barred", "his three Jacks bar them",
                             "To unbar: three Kings", "if he plays one of JS JH JD from his table, your minor "
                             "triplets are free", "To unbar: the same; if he plays one of JS JH JD …"))
    r = CheckResult(True, "Right: none of them.", "the text, not read", None, ["none of them"], parts=parts)
    said = _said(result_html(get("barring-026"), r, outcome=Outcome.SOLVED_FIRST))
    assert "the text, not read" not in said
    assert said.count("his three Jacks bar them") == 1 and "triplets are barred, for the same reason" in said
    assert said.count("To unbar: three Kings") == 1
    # the play from his table is a whole sentence of its own, said for each set it frees (a lone "Or the
    # opponent playing…" dangled, newcomer 12; "Unbarred by …, or the opponent playing…" read as a caption fragment)
    assert "To unbar: three Kings. If he plays two of J♠ J♥ J♦ from his table, your minor pairs are free." in said, \
        said
    assert "If he plays one of J♠ J♥ J♦ from his table, your minor triplets are free." in said, said
    assert "Or the opponent" not in said, said


def test_a_shared_reason_is_said_once_on_a_real_puzzle() -> None:
    p = get("barring-026")  # a pair and a triplet barred by the same three Jacks
    a = analyse(p)
    reasons = [part.reason for part in a.parts if part.reason]
    assert len(reasons) >= 2 and len(set(reasons)) == 1
    for html in (result_html(p, check(p, ["none of them"]), outcome=Outcome.SOLVED_FIRST), solution_html(p, a)):
        said = _said(html)
        assert said.count("are barred, because") == 1 and "for the same reason" in said, said
    remedies = {part.remedy for part in a.parts if part.remedy}
    assert len(remedies) == 1 and parts_said(a.parts).count(remedies.pop()) == 1
    assert ". Or " not in parts_said(a.parts)


# ------------------------------------------------------------------ no pattern over engine prose in the widgets

RE_ALLOWED: dict[str, str] = {
    "penchant_widgets/html_parts.py":
        "a table's column heads, written by the widgets as HTML, read as labels without tags",
    "penchant_server/warming.py":
        "the chapters' file names and the links between them, not the engine's words",
    "penchant_widgets/marker/file_names.py": "a download's file name made portable, not the engine's words",
}


def regex_uses(source: str, where: str) -> list[str]:
    """``import re`` (or ``from re import ...``): a pattern run over text in a widget."""
    out = []
    for node in ast.walk(ast.parse(source)):
        names = ([a.name for a in node.names] if isinstance(node, ast.Import)
                 else [node.module or ""] if isinstance(node, ast.ImportFrom) else [])
        if "re" in names or "regex" in names:
            out.append(f"{where}:{node.lineno}: a regular expression in a widget (give the engine's parts as fields)")
    return out


def test_no_widget_runs_a_pattern_over_the_engines_words() -> None:
    problems = []
    for path in sorted((ROOT / "penchant_widgets").rglob("*.py")):
        rel = path.relative_to(ROOT).as_posix()
        if rel not in RE_ALLOWED:
            problems += regex_uses(path.read_text(encoding="utf-8"), rel)
    assert not problems, "\n".join(problems)
    assert len(regex_uses("import re\nfrom re import sub\nimport json\n", "x.py")) == 2


@pytest.mark.parametrize("rel", sorted(RE_ALLOWED))
def test_the_allowed_patterns_still_need_their_place(rel: str) -> None:
    assert regex_uses((ROOT / rel).read_text(encoding="utf-8"), rel), f"{rel} no longer needs its place"


def test_one_bar_over_three_candidates_is_said_once_and_short() -> None:
    """Chapter 5's "may you declare?" of three Nines under four Jacks: the right answer's text was a long block
    saying "To unbar: … or the opponent playing one / two / three of J♠ J♥ J♦ J♣" three times. One reason, one
    remedy and one group of his cards to play are said once, with how many of them free each set."""
    p = get("barring-031")
    said = _said(result_html(p, check(p, list(p.answer)), outcome=Outcome.SOLVED_FIRST))
    assert said.count("To unbar") == 1 and said.count("J♠ J♥ J♦ J♣") == 2, said
    assert said.count("because") == 1 and "for the same reason" not in said, said
    # whole sentences a newcomer follows ("One of them frees the quadruplet, two the triplet, three the pair" was
    # cryptic)
    assert ("If he plays one of these Jacks (J♠ J♥ J♦ J♣) from his table, your quadruplet is free; "
            "two, and your triplet is free; three, and your pair is free.") in said, said
    assert len(parts_said(analyse(p).parts)) < 420, len(parts_said(analyse(p).parts))
