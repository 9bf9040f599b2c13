"""The barring chapter's table of the two readings, and the panel under either reading (issue #11)."""

from __future__ import annotations

from penchant.lessons.barring_positions import READING_CASES
from penchant.rules.cards import CardSet
from penchant.words.bar_reports import unbar_words
from penchant_widgets.lessons.barring import BarringPanel, BarringReadings


def test_the_readings_table_shows_where_foster_and_kandell_part() -> None:
    """docs/RULINGS.md: Barring by value (Foster). Its worked checks: the readings part on three Kings
    v two Aces and three Tens v two Queens."""
    w = BarringReadings()
    assert len(w.rows) == len(READING_CASES) == 7
    parting = [(r.table, r.opp_table) for r in w.rows if r.parting]
    assert parting == [("KS KH KD", "AS AH"), ("TS TH TD", "QS QD")]
    assert all(r.free_first and not r.free_second for r in w.rows if r.parting)  # Foster allows, Kandell bars
    html = w.children[1].value
    assert html.count('data-parting="yes"') == 2 and "<th>Foster&#x27;s rules</th>" in html
    assert "BarringReadings(7 positions, 2 where the readings part)" == repr(w)
    assert html.index("<details") < html.index("pt-readings\"")  # one click away, folded


def test_the_readings_table_is_shown_open_inside_a_fold() -> None:
    """Chapter 5 keeps Foster's reading behind a fold: opened, its prose cites positions 3, 5 and 7, which a
    second click (the table's own details) used to hide."""
    html = BarringReadings(open_positions=True).children[1].value
    assert '<details class="pt-details pt-readings-details" open>' in html
    assert "open>" not in BarringReadings().children[1].value


def test_the_readings_table_says_each_profiles_reading_as_its_switch_has_it() -> None:
    """Which reading each profile takes is the rules' words on its switch (the board once wrote "Foster's rules
    bar by value" whatever the profile said): Foster's rules turned to the bar by size read so, and part nowhere
    from Kandell's."""
    from html import unescape

    from penchant.rules.profiles import FOSTER, KANDELL, MODERN
    from penchant.words.switches import option_words, switch_words

    plain = unescape(BarringReadings().children[1].value)
    assert switch_words("barring", (FOSTER, KANDELL, MODERN)) + "." in plain
    assert f"Foster's rules: {option_words('barring', 'by_value')}" in plain
    turned_profile = FOSTER.with_options(barring="by_size")
    turned = BarringReadings(profiles=(turned_profile, KANDELL))
    said = unescape(turned.children[1].value)
    assert option_words("barring", "by_value") not in said
    assert (f"Foster's rules, Kandell's rules and Kandell's modern scoring: {option_words('barring', 'by_size')}."
            in said)
    assert turned.parting == 0 and 'data-parting="yes"' not in said


def test_the_panel_follows_the_reading_and_hints_only_makeable_sets() -> None:
    size = BarringPanel(("KS KH KD", "AS AH"), barring="by_size")
    value = BarringPanel(("KS KH KD", "AS AH"), barring="by_value")
    assert size.barred_sizes(0) == [2] and value.barred_sizes(0) == []
    # Against three Kings only one King is left: the hint names Aces only.
    text = BarringPanel(("", "KS KH KD"), barring="by_size")._unbar_text(0)
    assert "of Aces on your own table" in text and "Kings or Aces" not in text


def test_the_reading_is_never_silent_and_a_following_panel_takes_its_deals() -> None:
    """docs/RULINGS.md: Barring by value (Foster). The panel has no default reading (a profile decides it):
    left out, it is refused; following a Foster deal it reads by value, so three Kings answer two Aces."""
    import pytest

    from penchant.lessons.deals import arranged_deal
    from penchant_widgets.play.table import DealTable

    with pytest.raises(TypeError, match="barring"):
        BarringPanel(("KS KH KD", "AS AH"))  # type: ignore[call-arg]
    foster = arranged_deal(("7S 8S 9S", "7D 8D 9D 7C"), ("KS KH KD", "AS AH"), rules="foster")
    panel = BarringPanel.following(DealTable(foster))
    assert panel.barring == "by_value" and panel.barred_sizes(0) == []
    kandell = arranged_deal(("7S 8S 9S", "7D 8D 9D 7C"), ("KS KH KD", "AS AH"))
    assert BarringPanel.following(DealTable(kandell)).barred_sizes(0) == [2]


def test_the_panel_says_his_jacks_and_kings_must_both_go_as_the_rules_do() -> None:
    """Review #31: under Foster your Q♠ Q♥ against his J♠ J♥ J♦ K♠ K♥: one Jack played leaves his Kings barring,
    so the panel must not offer the Jacks *or* the Kings; its sentence is the engine's."""
    from penchant.rules.bar_reports import bar_report
    from penchant.rules.holdings import Holdings
    from penchant_widgets.cards import cards_text

    panel = BarringPanel(("QS QH", "JS JH JD KS KH"), names=("You", "Ada"), barring="by_value")
    text = panel._unbar_text(0)
    report = bar_report(2, Holdings.parse(table="QS QH", opp_table="JS JH JD KS KH"), "by_value")
    assert report is not None
    # the line for pairs is the engine's sentence (each barred size gets its own where they are freed apart)
    assert unbar_words(report, own="your own", other="your opponent", cards=cards_text)[1:] in text
    assert f"one of {cards_text(CardSet('JS JH JD'))} and one of {cards_text(CardSet('KS KH'))}" in text
    assert "; or" not in text


def test_the_panel_says_what_frees_each_barred_size_where_they_differ() -> None:
    """His three Jacks bar pairs and triplets: two Jacks must go for pairs, one for triplets. The panel said
    "two of J♠ J♥ J♦" for both; each size gets the engine's own sentence."""
    from penchant.rules.bar_reports import bar_report
    from penchant.rules.holdings import Holdings
    from penchant_widgets.cards import cards_text

    panel = BarringPanel(("", "JS JH JD"), names=("You", "Ada"), barring="by_size")
    text = panel._unbar_text(0)
    lines = text.split("<br>")
    assert len(lines) == 2 and "pairs" in lines[0] and "triplets" in lines[1], text
    for size, line in zip((2, 3), lines, strict=True):
        report = bar_report(size, Holdings.parse(opp_table="JS JH JD"), "by_size")
        assert report is not None
        assert unbar_words(report, own="your own", other="your opponent", cards=cards_text)[1:] in line
    jacks = cards_text(CardSet("JS JH JD"))
    assert f"two of {jacks}" in lines[0] and f"one of {jacks}" in lines[1], text


def test_the_panel_says_what_a_minor_set_is_in_the_rules_words() -> None:
    """The note under the panel is the rules' MINOR_SETS_WORDS (each rank's plural), not "7s, 8s" built in the
    view."""
    from penchant.rules.suits_and_ranks import MINOR_RANKS
    from penchant.words.barring import MINOR_SETS_WORDS

    html = BarringPanel(("", "KS KH"), barring="by_size").children[1].value
    assert f"Only minor sets ({MINOR_SETS_WORDS}) are ever barred" in html
    assert all(r.plural in MINOR_SETS_WORDS for r in MINOR_RANKS) and "7s" not in html


def test_the_panel_and_sandbox_read_tables_as_the_rules_read_cards() -> None:
    """Review 45: ``BarringPanel(("", 5))`` read the number as a mask (the Seven and Nine of spades); the views
    take cards as the engine's readers do, and a number is refused in a sentence quoting it."""
    import pytest

    from penchant.errors import InvalidNotationError
    from penchant_widgets.lessons.barring import BarringSandbox

    for build in (lambda: BarringPanel(("", 5), barring="by_size"),  # type: ignore[arg-type]
                  lambda: BarringSandbox(("KS KH", 3), barring="by_size")):  # type: ignore[arg-type]
        with pytest.raises(InvalidNotationError, match=r"^\d is not a table's cards"):
            build()
    box = BarringSandbox(("KS KH", ["QS", "QD"]), barring="by_size")
    assert box.tables == (CardSet("KS KH"), CardSet("QS QD")) and box.panel.barred_sizes(1) == [2]
    with pytest.raises(InvalidNotationError, match="12 is not the opponent's table's cards"):
        box.set_tables("", 12)  # type: ignore[arg-type]
    box.set_tables("AS AH", "AS KD KC")
    assert box.tables == (CardSet("AS AH"), CardSet("KD KC"))


def test_the_rulings_pages_worked_checks_are_the_engines_verdicts() -> None:
    """docs/RULINGS.md: Barring by value (Foster). The page stated three of its seven worked checks the wrong
    way round (the Aces, the Nines and the Aces are the player's own, as READING_CASES lays them): each clause of
    the page, in order, is read for whose table holds which set and for its verdicts, both checked against the
    cases and the engine."""
    import re
    from pathlib import Path

    cited = "docs/RULINGS.md: Barring by value (Foster)"  # the page, and the section whose checks are read
    page = (Path(__file__).parents[2] / cited.split(":")[0]).read_text(encoding="utf-8")
    worked = re.search(r"Worked checks \(the player declares; by value, then by size\): (.*?)\. \*Foster", page, re.S)
    assert worked
    clauses = [c.strip() for c in " ".join(worked.group(1).split()).split(";")]
    assert len(clauses) == len(READING_CASES)
    verdicts = {"may be declared by value, not by size": (True, False), "the same": (True, False),
                "free in both": (True, True), "barred in both": (False, False)}
    words = {"two": 2, "three": 3, "four": 4}
    for clause, row in zip(clauses, BarringReadings().rows, strict=True):
        table, opp, by_value, by_size = row.table, row.opp_table, row.free_first, row.free_second
        said = next(v for k, v in verdicts.items() if clause.endswith(k))
        assert said == (by_value, by_size), (clause, row)
        own = re.search(r"(two|three|four) (\w+) of his own", clause)
        theirs = re.search(r"against (two|three|four) (\w+)", clause)
        assert "his" not in clause.replace("of his own", ""), clause  # whose table: said one way only
        assert theirs or clause.startswith("two Queens each"), clause
        for found, cards in ((own, table), (theirs, opp)):
            if found:  # "his own" names the player's table, "against" the opponent's
                ranks = {c.rank.plural for c in CardSet(cards)}
                assert (words[found.group(1)], {found.group(2)}) == (len(CardSet(cards)), ranks), (clause, cards)


def test_the_opponent_is_named_by_the_side_given_not_by_the_names_text() -> None:
    """The panel said "the opponent’s own" when a display name read "opponent": the side spoken of as the opponent
    is given (player 1 when no names are), and a name is a name."""
    tables = ("JS JH JD", "")  # your Jacks bar player 1
    assert "the opponent’s own" in BarringPanel(tables, barring="by_size")._unbar_text(1)
    assert "the opponent’s own" in BarringPanel(tables, names=("You", "Ada"), opponent=1,
                                                 barring="by_size")._unbar_text(1)
    named = BarringPanel(tables, names=("You", "Opponent"), barring="by_size")._unbar_text(1)
    assert "Opponent’s own" in named and "the opponent’s own" not in named
