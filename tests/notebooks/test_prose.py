"""The chapters' prose against the engine: guards for slips found when it was checked against the sources.

Each test re-derives what a sentence claims (a card's colour, the cards of a board, a best play, a
barring verdict, a number from the stored studies) and fails if the sentence and the engine part. The
sources are cited by name (Foster, Kandell); no chapter may point outside the repository.
"""

from __future__ import annotations

import json
import re
from html import escape, unescape
from itertools import combinations
from pathlib import Path
from typing import Any

import pytest

from penchant import FOSTER, KANDELL, Card, Holdings, Kind, Phase2Position, bar_report, classify, solve
from penchant.lessons.barring_positions import example_verdicts_words
from penchant.words.bar_reports import minor_sets_words
from penchant.words.switches import option_words
from penchant_widgets.cards import cards_text
from penchant_widgets.lessons.barring import BarringPanel, barring_example
from penchant_widgets.lessons.deal import other_ways_html
from penchant_widgets.lessons.scoring import profiles_table_html

ROOT = Path(__file__).resolve().parents[2]
NOTEBOOKS = ROOT / "notebooks"
ALL_NOTEBOOKS = sorted(p.stem for p in NOTEBOOKS.glob("*.ipynb"))
CHAPTERS = sorted(p.stem for p in NOTEBOOKS.glob("[01][0-9]_*.ipynb"))

CARD_SYMBOL = re.compile(r"(10|[7-9JQKA])([♠♥♦♣])")
CARD_NOTATION = re.compile(r"\b([7-9TJQKA][SHDC])\b")
RANK_WORDS = {"Aces": "A", "Kings": "K", "Queens": "Q", "Jacks": "J", "Tens": "T", "Nines": "9",
              "Eights": "8", "Sevens": "7"}
SUIT_WORDS = {"spades": "S", "hearts": "H", "diamonds": "D", "clubs": "C"}
COLOUR_CLAIM = re.compile(r"\b(both |the two )?(black|red) (" + "|".join(RANK_WORDS) + r")\b")
BLACK = {"S", "C"}


def cells(name: str) -> list[dict[str, Any]]:
    nb = json.loads((NOTEBOOKS / f"{name}.ipynb").read_text(encoding="utf-8"))
    return list(nb["cells"])


def text(cell: dict[str, Any]) -> str:
    s = cell["source"]
    return s if isinstance(s, str) else "".join(s)


def markdown(name: str) -> list[str]:
    return [text(c) for c in cells(name) if c["cell_type"] == "markdown"]


def cell_by_id(name: str, cell_id: str) -> str:
    return next(text(c) for c in cells(name) if c.get("id") == cell_id)


def cards_in_prose(s: str) -> list[Card]:
    return [Card.parse(rank + suit) for rank, suit in CARD_SYMBOL.findall(s)]


def cards_in_code(s: str) -> list[Card]:
    return [Card.parse(t) for t in CARD_NOTATION.findall(s)]


def colour_slips(prose: str, code: str = "") -> list[str]:
    """Each claim such as "both black Aces" whose named cards (in the prose, or in the board's code) disagree."""
    slips = []
    named = cards_in_prose(prose) + cards_in_code(code)
    for both, colour, rank_word in COLOUR_CLAIM.findall(prose):
        rank = RANK_WORDS[rank_word]
        of_rank = {c for c in named if str(c)[0] == rank}
        wrong = sorted(str(c) for c in of_rank if (str(c)[1] in BLACK) != (colour == "black"))
        if not of_rank:
            slips.append(f"{colour} {rank_word}: no such card is named to check it against")
        elif wrong:
            slips.append(f"{both}{colour} {rank_word}: {', '.join(wrong)} is not {colour}")
    return slips


# ------------------------------------------------------------------ nothing outside the repository

@pytest.mark.parametrize("name", ALL_NOTEBOOKS)
def test_no_markdown_cell_points_outside_the_repository(name: str) -> None:
    for md in markdown(name):
        # The rulings now live in the repository's docs folder; what must not appear is a path or a word
        # pointing at the team's other repositories (spelt in pieces, so this file names none either).
        for outside in ("../" + "shared", "/work/", "steer" + "ing"):
            assert outside not in md, f"{name}: a markdown cell names {outside!r}: {md[:100]!r}"
        assert not re.search(r"\b00\d_[0-9a-f]{16}\b", md), f"{name}: a markdown cell names a source file by path"
        for target in re.findall(r"\]\(([^)\s]+)\)", md):
            if re.match(r"(https?|mailto):|#", target):
                continue
            path = (NOTEBOOKS / target.split("#")[0]).resolve()
            assert path.is_relative_to(ROOT), f"{name}: link {target!r} leaves the repository"
            assert path.exists(), f"{name}: link {target!r} points to nothing"


# ------------------------------------------------------------------ colours and the cards of a board

def test_the_colour_check_catches_the_slip_it_was_written_for() -> None:
    old = "In the end-game below, trump is hearts, and you hold both black Aces."
    assert colour_slips(old, 'EndgameBoard.from_position("8D AD JC AC", "JH TD JD QD")') == [
        "both black Aces: AD is not black"]
    assert colour_slips("you hold both black Aces, A♠ and A♣") == []
    assert colour_slips("you hold both red Kings") == ["red Kings: no such card is named to check it against"]


@pytest.mark.parametrize("name", CHAPTERS)
def test_a_colour_named_for_cards_matches_the_cards(name: str) -> None:
    cs = cells(name)
    for i, cell in enumerate(cs):
        if cell["cell_type"] != "markdown":
            continue
        nxt = cs[i + 1] if i + 1 < len(cs) and cs[i + 1]["cell_type"] == "code" else None
        assert colour_slips(text(cell), text(nxt) if nxt else "") == [], f"{name}: {text(cell)[:80]!r}"


ENDGAME = re.compile(r'EndgameBoard\.from_position\(\s*"([^"]+)",\s*"([^"]+)"(.*?)\)\s*$', re.S)


def endgame_boards(name: str) -> list[tuple[str, dict[str, Any], str]]:
    """(the markdown just before, the board's position, the markdown just after) for each end-game board."""
    cs = cells(name)
    found = []
    for i, cell in enumerate(cs):
        m = ENDGAME.search(text(cell)) if cell["cell_type"] == "code" else None
        if not m:
            continue
        rest = m.group(3)
        trump = re.search(r'trump="([SHDC])"', rest)
        led = re.search(r'led="(\w\w)"', rest)
        won = re.search(r"won=\((\d+),\s*(\d+)\)", rest)
        position = {"hand": m.group(1), "opp_hand": m.group(2), "trump": trump and trump.group(1),
                    "led": led and led.group(1), "won": won and (int(won.group(1)), int(won.group(2)))}
        before = text(cs[i - 1]) if cs[i - 1]["cell_type"] == "markdown" else ""
        after = text(cs[i + 1]) if i + 1 < len(cs) and cs[i + 1]["cell_type"] == "markdown" else ""
        found.append((before.split("\n\n")[-1], position, after))
    return found


def test_chapter_6_has_its_two_end_game_boards() -> None:
    assert len(endgame_boards("06_the_last_six_tricks")) == 2


@pytest.mark.parametrize("name", CHAPTERS)
def test_the_prose_before_an_end_game_board_describes_that_board(name: str) -> None:
    for prose, pos, _ in endgame_boards(name):
        hand = set(cards_in_code(pos["hand"]))
        for sentence in re.findall(r"you hold[^.]*\.", prose):
            named = cards_in_prose(sentence)
            assert named, f"{name}: {sentence!r} names no card"
            assert set(named) <= hand, f"{name}: {sentence!r} names cards not in the hand {pos['hand']!r}"
        for suit in re.findall(r"trump is (spades|hearts|diamonds|clubs)", prose):
            assert SUIT_WORDS[suit] == pos["trump"], f"{name}: {prose[:80]!r} says trump is {suit}"
        for led in re.findall(r"has led the (\S+?)[,.]", prose):
            assert cards_in_prose(led) == cards_in_code(pos["led"] or ""), f"{name}: the card led is {pos['led']}"


def test_the_best_play_named_after_chapter_6s_end_game_is_the_solvers() -> None:
    named = []
    for _, pos, after in endgame_boards("06_the_last_six_tricks"):
        m = re.search(r"The best play is the (\S+?):", after)
        if not m:
            continue
        best = solve(Phase2Position(pos["hand"], pos["opp_hand"], pos["trump"], pos["led"], pos["won"])).best
        assert cards_in_prose(m.group(1)) == [best[0]] and len(best) == 1, f"the solver's best is {best}"
        named.append(m.group(1))
    assert named == ["J♣"]


# ------------------------------------------------------------------ what the sources say, checked by the engine

BARRING_EXAMPLE = re.compile(r'yours="([^"]*)",\s*his="([^"]*)"')
"""A worked example's two tables in chapter 5 (``example(..., yours="AS AC", his="JS JH JD", ...)``)."""
NUMBER_WORDS = {"two": 2, "three": 3, "four": 4, "five": 5, "six": 6}


def test_chapter_5s_examples_said_to_be_in_both_sources_read_alike_under_both() -> None:
    """Examples both sources give must bar alike under Kandell's reading and Foster's, for both players."""
    cs = cells("05_barring")
    start = next(i for i, c in enumerate(cs) if c.get("id") == "c03")
    stop = next(i for i, c in enumerate(cs) if c.get("id") == "c13")
    panels = [m for c in cs[start:stop] if c["cell_type"] == "code" for m in BARRING_EXAMPLE.findall(text(c))]
    intro = text(cs[start])
    assert "same examples" not in intro
    m = re.search(r"The first (\w+) examples are in both sources", intro)
    assert m, "the worked examples say which come from the sources"
    shared = NUMBER_WORDS[m.group(1)]
    assert len(panels) > shared, "the examples the sources do not give are shown too"
    for mine, his in panels[:shared]:
        for table, opp in ((mine, his), (his, mine)):
            held = Holdings.parse(table=table, opp_table=opp)
            for size in (2, 3, 4):
                by_size = bar_report(size, held, KANDELL) is None
                assert by_size == (bar_report(size, held, FOSTER) is None), (table, opp, size)


def test_chapter_5s_examples_say_what_the_engine_reads_on_their_tables() -> None:
    """The worked examples' captions once stated outcomes as fixed prose ("you may declare any minor pair, he may
    not"; "three 8s are not" barred) beside panels that worked them out: they would have gone wrong silently if a
    ruling changed. Each caption now ends with the engine's reading of its own tables (``minor_sets_verdicts``, the
    clauses of ``minor_sets_words``, one a sentence), and the example of three Jacks is read alike under both
    readings. The cell calls the widgets' ``barring_example``, whose caption ends with the engine's words
    (``example_verdicts_words``) above a panel of the same tables; it defines no helper of its own."""
    source = cell_by_id("05_barring", "c04")
    assert source.count("barring_example(") == 5 and "def " not in source
    for claim in ("may declare any minor pair", "he may not", "three 8s are not", "bars your minor pairs and"):
        assert claim not in source, claim
    examples = BARRING_EXAMPLE.findall(source)
    assert len(examples) == 5 and ("AS AC", "JS JH JD") in examples
    caption, panel = barring_example("idea", yours="AS AC", his="JS JH JD", title="t", his_too=True,
                                     barring=KANDELL.barring)
    assert isinstance(panel, BarringPanel) and panel.tables == (Holdings.parse(table="AS AC").table,
                                                                Holdings.parse(table="JS JH JD").table)
    assert caption == "idea<br>" + example_verdicts_words("AS AC", "JS JH JD", KANDELL.barring, his_too=True,
                                                          cards=cards_text)
    held = Holdings.parse(table="AS AC", opp_table="JS JH JD")
    said = minor_sets_words(held, KANDELL)
    assert said.startswith("your minor pairs and triplets are barred by his three Jacks"), said
    assert minor_sets_words(held, FOSTER) == said


def test_the_flush_is_the_only_run_that_holds_a_seven_or_an_eight() -> None:
    assert "The flush is the only run that can carry a 7 or an 8 (a 9 also fits the reunion 9 10 J Q K)" in (
        cell_by_id("03_combinations", "c04"))
    runs = {Kind.FAMILY, Kind.CLAN, Kind.FLUSH, Kind.REUNION}
    suit = [Card.parse(r + "H") for r in "789TJQKA"]
    kinds_with: dict[str, set[Kind]] = {"7": set(), "8": set(), "9": set()}
    for n in (3, 4, 5):
        for cards in combinations(suit, n):
            kind = classify(cards)
            if kind in runs:
                for c in cards:
                    kinds_with.get(str(c)[0], set()).add(kind)
    assert kinds_with == {"7": {Kind.FLUSH}, "8": {Kind.FLUSH}, "9": {Kind.FLUSH, Kind.REUNION}}


def test_the_profiles_table_says_what_the_engine_deals_not_a_usual_deal() -> None:
    """Foster's usual deal is threes ("very few players trouble themselves" with the traditional one)."""
    html = profiles_table_html()
    foster, kandell = (escape(option_words("deal_method", p.deal_method)) for p in (FOSTER, KANDELL))
    assert "usual" not in html and ("<td>how these boards deal</td><td data-label=\"Foster&#x27;s rules\"><span>"
                                    f"{foster}</span></td><td data-label=\"Kandell&#x27;s rules\"><span>{kandell}"
                                    "</span></td>") in html
    for name in CHAPTERS:
        for md in markdown(name):
            assert not re.search(r"usual\s+(deal|method)", md), f"{name}: {md[:80]!r}"
    # the fold under the dealing board, as the chapter's cell makes it (the board's own, for the method shown)
    assert "DealStepper(seed=1893, method=KANDELL.deal_method" in cell_by_id("01_the_pack_and_the_deal", "c08")
    dealing = " ".join(unescape(other_ways_html(KANDELL.deal_method)).split())
    # Kandell's first, the chapters' rules; Foster's after (newcomer 15: one rule book by default)
    assert (f"Kandell's rules and Kandell's modern scoring: {option_words('deal_method', KANDELL.deal_method)}; "
            f"Foster's rules: {option_words('deal_method', FOSTER.deal_method)}") in dealing
    assert "Foster says most players preferred this" in dealing.split("<b>threes</b>", 1)[1]


def test_the_words_table_gives_only_fosters_words_in_brackets() -> None:
    """Chapter 10's words: "Kandell's names throughout, with Foster's in brackets"; meld and tableau are Kandell's."""
    words = cell_by_id("10_at_the_table", "c07w")
    assert "with Foster's in brackets" in words
    brackets = [m.split(";")[0] for m in re.findall(r"^\| \*\*[^*]+\*\* \(([^)]*)\)", words, re.M)]
    assert "announce" in brackets
    for foster in brackets:
        assert not re.search(r"meld|tableau|extended family", foster), foster


def stored_numbers() -> dict[str, Any]:
    data: dict[str, Any] = json.loads((ROOT / "penchant" / "data" / "numbers.json").read_text(encoding="utf-8"))
    return data


def test_the_strong_players_margin_on_the_computer_players_page_is_the_stored_one() -> None:
    prose = cell_by_id("the_computer_players", "74e02381")
    m = re.search(r"outscores the greedy one by\s+about (\d+) a deal", prose)
    assert m, "the page states the strong player's margin per deal"
    diff = stored_numbers()["matches"]["strong vs greedy"]["summary"]["deal_score_difference_a"]
    assert int(m.group(1)) == round(diff)
    assert "more than a deal's worth" in prose and diff < 4  # a blunder loses more than 4


def test_chapter_9s_foster_average_is_about_ten_times_kandells() -> None:
    assert "every figure is about ten times larger" in cell_by_id("09_the_numbers", "6438f698")
    means = {s["profile"]: s["mean_deal_score"]["value"] for s in stored_numbers()["simulations"]}
    assert 9 < means["foster"] / means["kandell"] < 11


def test_chapter_5_states_kandells_bar_as_the_engine_applies_it() -> None:
    """Chapter 5 summed up Kandell's reading as "the opponent's highest major pair bars your minor pairs unless
    you show a major pair as high", which read literally frees your Nines beside three Aces against four Kings,
    the position the same chapter shows barred. The fold states the rule in the rules' own words, and the
    position it cites is barred by the engine. The fold is a widget now (Foster's reading behind a button, its
    rules in the rules' words): its prose is read as the cell that makes it shows it (the asides' widget)."""
    import ipywidgets as widgets
    from chapter_cells import cell_value
    from learner_text import widget_text

    from penchant.lessons.barring_positions import READING_CASES, position_words, reading_lesson
    from penchant.words.barring import rule_words

    nb = json.loads((NOTEBOOKS / "05_barring.ipynb").read_text(encoding="utf-8"))
    prose = " ".join(" ".join(c["source"]).replace("\n", " ") for c in nb["cells"] if c["cell_type"] == "markdown")
    asides = cell_value(cell_by_id("05_barring", "c-readings"))
    for fold in asides.children:
        prose += " " + " ".join(t for w in fold.inside.children if isinstance(w, widgets.HTML) for t in widget_text(w))
    prose = re.sub(r"\s+", " ", prose)
    assert rule_words("by_size") in prose
    assert "highest major pair bars" not in prose
    held = Holdings.parse(table="AS AH AD 9S 9H", opp_table="KS KH KD KC")
    # every position said with its verdict under both rule books, as the rules read it (the fold said position 7
    # under Kandell's rules alone, and positions 4 and 6 not at all, issue #31), each under what it teaches
    for n in range(1, len(READING_CASES) + 1):
        assert position_words(n, (FOSTER, KANDELL)) in prose, n
        assert reading_lesson(n, FOSTER) in prose and reading_lesson(n, KANDELL) in prose, n
    assert "a smaller set of yours, whatever its rank, does not free you" in prose
    assert bar_report(2, held, KANDELL) is not None


@pytest.mark.parametrize("name", CHAPTERS)
def test_no_chapter_shows_the_answer_before_the_learner_tries(name: str) -> None:
    """Chapter 6 said "Press Show the values ... and then play it out" above a fold "Why? (open it after you
    have tried)": the values mark the best card. Prose that sends the reader to an end-game's *Show the solution*
    (its values table) asks for a try first."""
    nb = json.loads((NOTEBOOKS / f"{name}.ipynb").read_text(encoding="utf-8"))
    for cell in nb["cells"]:
        if cell["cell_type"] != "markdown":
            continue
        text = re.sub(r"\s+", " ", "".join(cell["source"]))
        for m in re.finditer(r"(?:press|and) \*\*Show the (?:values|solution)", text):
            before = text[:m.start()]
            sentence_start = max(before.rfind(". "), before.rfind(": "), 0)
            lead_in = text[sentence_start:m.start()]
            after = text[m.end():].split(". ")[0]
            assert "then play" not in after.lower() and "before you play" not in lead_in.lower(), text
            assert re.search(r"(?i)\b(try|tried|play it out|played)\b", before), text


@pytest.mark.parametrize("name", CHAPTERS)
def test_every_chapter_is_titled_with_its_number(name: str) -> None:
    """Chapters 0 and 10 were titled "Penchant: a tutorial" and "At the table: Penchant on one page" beside
    "1 · The pack and the deal": each chapter's title is "N · Title", N its file's number, and chapter 0's list
    of chapters names each as its title does."""
    nb = json.loads((NOTEBOOKS / f"{name}.ipynb").read_text(encoding="utf-8"))
    first = next(c for c in nb["cells"] if c["cell_type"] == "markdown")
    heading = "".join(first["source"]).splitlines()[0]
    titled = re.fullmatch(r"# (\d+) · (.+)", heading)
    assert titled and int(titled[1]) == int(name[:2]), heading
    contents = (NOTEBOOKS / f"{CHAPTERS[0]}.ipynb").read_text(encoding="utf-8")
    if name != CHAPTERS[0]:
        assert f"**{titled[1]} · [{titled[2]}]({name}.ipynb)**" in contents, heading


def test_chapter_9_gives_one_figure_for_quadruplet_against_reunion() -> None:
    """Chapter 9 said "A quadruplet comes about twice as often" and, in the same list, of the article's "two and a
    half times as likely": "so it is". The chapter's own figure is the table's (a player holding all the cards at
    once), said once, and the study's numbers round to it."""
    cell = re.sub(r"\s+", " ", cell_by_id("09_the_numbers", "2ed35716"))
    assert "A quadruplet comes about twice as often" in cell
    assert "so it is" not in cell
    # the aside on the article's "two and a half times as likely" ("one is … as likely as the other: the more
    # likely one is the quadruplet, but held at one moment …") was hard to follow: the bullet says it
    assert "two and a half" not in cell
    big = next(s for s in stored_numbers()["simulations"] if s["profile"] == "kandell")
    held = {k: big[k]["player"]["held"]["value"] for k in ("quadruplet", "reunion")}
    assert round(held["quadruplet"] / held["reunion"]) == 2, held


def test_the_computer_players_page_counts_the_imagined_deals_the_players_and_coach_use() -> None:
    # The page says "forty deals" in its prose (strong's, the hint's and the review's); its code cells say the count
    # from the engine (going_over.asking_again_words). A changed DEFAULT_SAMPLES must change the prose too.
    from penchant.coaching.going_over import asking_again_words
    from penchant.players import DEFAULT_SAMPLES
    tens = {20: "twenty", 30: "thirty", 40: "forty", 50: "fifty", 60: "sixty"}
    prose = " ".join(" ".join(text(c).split()) for c in cells("the_computer_players") if c["cell_type"] == "markdown")
    said = tens[DEFAULT_SAMPLES]
    assert prose.count(f"{said} imagined deals") >= 2 and f"{said} times" in prose and f"strong's {said}" in prose
    assert f"{DEFAULT_SAMPLES} deals" in asking_again_words()
