"""Only the game on a learner's page (issue #31): every chapter and the trainer speak as a player.

Each page of the learner's path is run here as its kernel would run it, and every text it can show is read
(see ``learner_text``): its prose, its outputs, every widget's words, and what the widgets say once used:
every puzzle of a board with its hints, a wrong answer and the solution; a deal board stepped through and
refused a move; the play board's hint and refusals. None of it may hold engineer's text: typed actions,
cards in notation, commands, files, formats, settings keys, "profile", program-style quotes, the
statistician's apparatus, raw fractions or a program's values (``learner_text.ENGINEER``). A collapsed
detail (``<details>``) is left out on purpose: the method, one click away.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from learner_text import LEARNER_PAGES, coach_statistics, engineer_text, markdown_text, opened_text, page_texts

from penchant.trainer.attempts import Outcome

OWNED_ELSEWHERE = {
    "practice": ("Glicko-2: rating ± two deviations", "Your rating"),
}
"""Text on a learner's page that another piece of work is rewriting, left out of the scan with the reason:
the trainer's rating badge (its ± and its tooltip) belongs to the rating's rework (issue #31, item 4)."""


def _rating_badge(page: str, text: str) -> bool:
    marks = OWNED_ELSEWHERE.get(page, ())
    return bool(marks) and all(m in text for m in marks)


@pytest.mark.parametrize("page", LEARNER_PAGES)
def test_a_learners_page_holds_no_engineers_text(page: str, tmp_path: Path) -> None:
    found = []
    for where, text in page_texts(page, tmp_path / "practice.sqlite3"):
        if _rating_badge(page, text):
            text = text.replace("Glicko-2: rating ± two deviations", "").replace("±", "")
        found.extend(f"{where}: {f}" for f in engineer_text(text))
    found = list(dict.fromkeys(found))
    assert found == [], f"{page}: {len(found)} pieces of engineer's text:\n" + "\n".join(found)


TAUGHT: dict[str, tuple[str, str]] = {
    "Phase 1": ("02", r"\bPhase 1\b"),
    "Phase 2": ("02", r"\bPhase 2\b"),
    "rating": ("00", r"\brating\b"),
    "lurch": ("06", r"\blurch"),
    "book bonus": ("01", r"\bbook bonus\b"),
    "brisquette": ("01", r"\bbrisquettes?\b"),
    "reunion": ("03", r"\breunion\b"),
    "clan": ("03", r"\bclans?\b"),
    "flush": ("03", r"\bflush\b"),
    "counts twice": ("01", r"\bcounts? twice\b"),
}
"""Words a learner meets only once a chapter has taught them: the word and the first page that does. Chapter
0's taster may use chapter 1's words: it says the rules are not met yet and its hints teach what it needs."""


@pytest.mark.parametrize("page", [p for p in LEARNER_PAGES if p[:2].isdigit()])
def test_a_chapter_uses_no_word_before_it_is_taught(page: str, tmp_path: Path) -> None:
    reader = "01" if page[:2] == "00" else page[:2]
    early = {word: pattern for word, (taught, pattern) in TAUGHT.items() if reader < taught}
    found = []
    for where, text in page_texts(page, tmp_path / "practice.sqlite3"):
        for word, pattern in early.items():
            for m in re.finditer(pattern, text):
                found.append(f"{where}: {word!r}, taught in chapter {TAUGHT[word][0]}: "
                             f"…{text[max(0, m.start() - 40):m.end() + 40]!r}…")
    found = list(dict.fromkeys(found))
    assert found == [], f"{page}: {len(found)} words used before they are taught:\n" + "\n".join(found)


@pytest.mark.parametrize("word", ["counts twice"])
def test_the_chapter_named_as_teaching_a_word_says_it_before_its_puzzles(word: str) -> None:
    """Chapter 2 said "a brisque can count twice", and chapter 1's puzzle turned on it, while no page said so: a
    newcomer met it first in a hint. The chapter the list names says it in its prose, before its puzzles."""
    import json

    chapter, pattern = TAUGHT[word]
    path = next(Path(__file__).resolve().parents[2].glob(f"notebooks/{chapter}_*.ipynb"))
    cells = json.loads(path.read_text(encoding="utf-8"))["cells"]
    board = next(i for i, c in enumerate(cells) if c["cell_type"] == "code" and "PuzzleBoard(" in "".join(c["source"]))
    prose = " ".join(markdown_text("".join(c["source"])) for c in cells[:board] if c["cell_type"] == "markdown")
    assert re.search(pattern, prose), f"{word!r} is not said in chapter {chapter} before its puzzles"


@pytest.mark.parametrize("text, what", [
    ("Or type an action: `play QS`, `declare QS JH`, `pass`.", "a typed action"),
    ("On the command line, `penchant match --a strong --b greedy` plays it", "a command"),
    ("the record of play (penchant-play/1)", "a format"),
    ("forbid it with the profile option `same_kind_reuse: false`", "a settings key"),
    ("The engine knows all three as *profiles*", "the engine's word for the rules"),
    ("penchant sets trump yes no no the engine's deal traditional singles", "the engine's word for the rules"),
    ("worth 3 here (foster 30, kandell 3, modern 3)", "rules named by their key"),
    ("No: Cannot declare '9♥ 10♣': these cards form no combination", "a program-style quote"),
    ("The counts are stored in `penchant/data/numbers.json`", "a file"),
    ("2,000 deals, seed 9; 95% Wilson intervals.", "a statistician's apparatus"),
    ("reunion 13.60% 24.19% 908059/6678671", "a raw fraction"),
    ("click the QS button", "a card in notation"),
    ("The coach played 40 sampled deals; the difference is within it 19 times in 20.", "a statistician's apparatus"),
])
def test_the_scan_finds_the_engineers_text_the_newcomer_met(text: str, what: str) -> None:
    assert any(f.startswith(what + ":") for f in engineer_text(text)), engineer_text(text)


@pytest.mark.parametrize("text", [
    "Kandell's rules: Q♠ J♥ is a penchant, worth 1; the opponent's table bars your minor pairs.",
    "Pass (declare nothing)", "None of them", "You cannot declare 9♥ 10♣: these cards form no combination.",
    "The lead is worth about 2 points on average; it changes the result in about 36% of deals.",
])
def test_a_players_words_pass_the_scan(text: str) -> None:
    assert engineer_text(text) == []


def test_a_collapsed_detail_and_a_links_target_are_not_read() -> None:
    text = markdown_text("See [the numbers](09_the_numbers.ipynb).\n\n<details><summary>How</summary>\n"
                         "`python -m benchmarks.study_numbers`</details>")
    assert "ipynb" not in text and "benchmarks" not in text and "the numbers" in text


OLD_FIGURES = ("Net points: what each move gives you over him in the rest of this deal, on average. ± says how sure "
               "that is: the difference from the best move is within it 19 times in 20.")
"""Chapter 8's fold of the coach's figures as a newcomer read it: a statistician's account."""


@pytest.mark.parametrize("text", [OLD_FIGURES, "an average of 2.1 points", "the expected loss", "over 40 samples",
                                  "a standard error of 0.4", "the sampling margin"])
def test_the_coach_scan_finds_a_statisticians_words(text: str) -> None:
    assert coach_statistics(text), text


def test_the_coach_scan_passes_a_players_figures() -> None:
    assert coach_statistics("Playing 8♦: about 3 points worse over the rest of the deal, though the coach cannot be "
                            "sure. Playing 10♣: the coach's choice. Too close to call.") == []


def test_a_fold_is_read_one_level_open() -> None:
    html = ("<p>Hint</p><details><summary>The coach's figures</summary><li>about 3 points worse</li>"
            "<details><summary>How</summary>played out 40 times</details></details>")
    said = opened_text(html)
    assert "The coach's figures" in said and "about 3 points worse" in said
    assert "played out 40 times" not in said


def test_chapter_8s_coach_says_its_figures_as_a_player_would() -> None:
    """The hint, the coach's figures a click under it, and the review of a deal: no statistician's word (the
    figures read "net points … on average", "± says how sure … 19 times in 20"), nor engineer's text."""
    from penchant_widgets.play.board import PlayBoard

    board = PlayBoard("greedy", seed=9)  # the chapter's board
    board.hint()
    board.hint()
    said = [opened_text(board.hint_box.value)]
    played = PlayBoard("greedy", seed=9, coach="strong:4")  # the review's words: the chapter's coach, quicker
    played.autoplay("greedy")
    played.review()
    said.append(opened_text(played.review_box.value, 0))
    found = [f for text in said for f in [*coach_statistics(text), *engineer_text(text)]]
    assert found == [], "\n".join(found)
    assert "over the rest of the deal" in said[0], said[0]


OLD_VERDICT_FOLD = ("Over 480 deals sampled from the cards you cannot see (12 runs of 40): 3.4 points less for the "
                    "rest of the deal than the best choice on average (give or take 0.7). Played out to the end 480 "
                    "times, the cards you cannot see dealt differently each time; these figures are averages over "
                    "those deals, each rounded to the nearest point.")
"""A mistake puzzle's verdict fold as readers of chapter 8 met it under Learn from your mistakes."""


def test_the_coach_scan_finds_the_old_verdict_fold() -> None:
    assert coach_statistics(OLD_VERDICT_FOLD), OLD_VERDICT_FOLD


def test_a_mistake_puzzles_verdicts_speak_as_a_player_one_fold_down() -> None:
    """Learn from your mistakes (chapter 8, the analysis board): each verdict, right or wrong, and the coach's
    figures folded under it read "Over 480 deals sampled … on average … (two standard errors of that paired
    difference: 0.7)", "these figures are averages over those deals": a statistician's account on a learner's page.
    They say how the figures were found as a player would ("Tried over 480 ways the cards you cannot see could
    lie"), a click away at most."""
    from penchant.puzzles import check, load_bank
    from penchant.puzzles.model import REVIEWED
    from penchant_widgets.puzzles.verdict import result_html

    bank = next(p for p in load_bank() if p.id == "decision-kandell-11002-13")
    for p in (bank, bank.with_changes(source=REVIEWED)):  # a bank decision, and one as a reviewed mistake
        for c in p.choices:
            r = check(p, c)
            said = opened_text(result_html(p, r, outcome=Outcome.SOLVED_FIRST))
            found = [*coach_statistics(said), *engineer_text(said)]
            assert found == [], (c, found)
            assert "ways the cards you cannot see could lie" in said, said
