"""The tutorial's widgets of combinations and scoring (chapters 3 and 7), driven without a browser: the kinds
table, building up a combination, the declaration bench, the deal scorer, the game tally and the profiles' table.

As in ``test_widgets.py`` (cards, barring, dealing): every rules answer is the engine's; these tests check that the
widgets pass the reader's actions to it and show its verdicts, refusals included, with the state kept.
"""

from __future__ import annotations

from html import escape

import pytest

from penchant.errors import IllegalDeclarationError, InvalidNotationError
from penchant.rules.book_names import rules_words
from penchant.rules.cards import CardSet
from penchant.rules.profiles import FOSTER, KANDELL, MODERN
from penchant.words.kinds import KIND_EXAMPLES
from penchant_widgets.lessons.combos import DeclarationBench, building_html, kinds_table_html
from penchant_widgets.lessons.scoring import DealScorer, GameTally, profiles_table_html


def text(html: str) -> str:
    import re
    from html import unescape

    return unescape(re.sub(r"<[^>]+>", "", html))


# ------------------------------------------------------------------ combinations


def test_kinds_table_takes_its_points_from_the_profiles() -> None:
    html = kinds_table_html()
    for kind in KIND_EXAMPLES:
        row = html.split(f'data-kind="{kind.value}"')[1].split("</tr>")[0]
        nums = [("kandell", KANDELL.value(kind)), ("foster", FOSTER.value(kind)), ("modern", MODERN.value(kind))]
        assert row.endswith("".join(f'<td class="num" data-rules="{r}"{chosen}><span class="pt-kinds-book">'
                                    f"{escape(rules_words(r))}: </span>{n}<span class=\"pt-kinds-book\"> "
                                    f"{'point' if n == 1 else 'points'}</span></td>"
                                    for (r, n), chosen in zip(nums, (' data-chosen="yes"', "", ""), strict=True)))


def test_fosters_besito_reads_apart_from_the_penchant() -> None:
    """Chapter 3: Foster's besito, "Queen and Jack of any suit", read to a newcomer as the penchant's Queen and Jack
    of different suits. Foster's words stay as he wrote them, said plainly beside them: of one suit."""
    from penchant.rules.kinds import Kind

    html = kinds_table_html()

    def words(kind: Kind) -> str:
        return text(html.split(f'data-kind="{kind.value}"')[1].split("</td>")[0])

    besito, penchant = words(Kind.BESITO), words(Kind.PENCHANT)
    assert Kind.BESITO.foster_name in besito and "one suit" in besito and "penchant" in besito
    assert Kind.PENCHANT.foster_name in penchant and "one suit" not in penchant
    assert "one suit" in words(Kind.MARRIAGE)


def test_building_up_adds_the_engines_points() -> None:
    assert "<b>13</b>" in building_html(["KS KH", "KS KH KD", "KS KH KD KC"], "modern")
    assert "<b>29</b>" in building_html(["KH QH", "JH QH KH", "TH JH QH KH", "TH JH QH KH AH"], "modern")
    with pytest.raises(IllegalDeclarationError, match="'KH 7S' is not a combination"):
        building_html(["KH 7S"])


@pytest.mark.parametrize(("steps", "said", "error"), [
    (["KS KH", "QS JS"], "'QS JS' does not add to 'KS KH'", IllegalDeclarationError),
    (["KS KH KD", "KS KH"], "'KS KH' does not add to 'KS KH KD'", IllegalDeclarationError),
    (["KH QH", "KH QH"], "'KH QH' does not add to 'KH QH'", IllegalDeclarationError),
    (["KS KH", 5], "5 is not a step's cards", InvalidNotationError),
])
def test_building_up_refuses_a_step_that_does_not_add_to_the_one_before(steps: list[str], said: str,
                                                                        error: type[Exception]) -> None:
    """Review 45: every later step was labelled "then add", whatever its cards (a marriage and a besito). Review
    46: the rules refuse it (declarable.built_up), as a declaration they refuse, not as bad notation."""
    with pytest.raises(error) as refused:
        building_html(steps)
    assert str(refused.value).startswith(said)


def test_bench_refuses_fosters_queens_then_scores_the_triplet() -> None:
    bench = DeclarationBench(hand="QC 8C", table="KH QH QS JD")  # six together, as hand and table hold
    bench.table_picker.click("QH")
    bench.table_picker.click("QS")
    assert not bench.check()
    assert "fresh card" in text(bench.message.value)
    bench.hand_picker.click("QC")
    assert bench.declare()
    assert bench.score == 3 and bench.table == CardSet("KH QH QS JD QC")
    assert bench.hand == CardSet("8C")
    assert "triplet" in text(bench.declared_view.value)


def test_bench_builds_a_reunion_and_switches_profile() -> None:
    bench = DeclarationBench(hand="TH JH QH KH AH 9S", profile="modern")
    for step in (["KH", "QH"], ["JH"], ["TH"], ["AH"]):
        for c in step:
            bench.hand_picker.click(c)
        for c in bench.table:
            if not bench.table_picker.buttons[c].selected:
                bench.table_picker.click(c)
        assert bench.declare(), text(bench.message.value)
    assert bench.score == 2 + 3 + 4 + 20
    bench.reset()
    bench.profile_choice.value = "foster"
    bench.hand_picker.click("KH")
    bench.hand_picker.click("QH")
    bench.others_shown.value = True
    assert bench.check() and ("worth 20 under Foster's rules (2 under Kandell's rules and 2 under Kandell's modern "
                              "scoring)") in text(bench.message.value)
    bench.list_legal()
    assert "marriage" in text(bench.message.value)


def test_bench_shows_a_bar_from_the_opponents_table() -> None:
    bench = DeclarationBench(hand="8S 8H", opp_table="QS QD")
    bench.hand_picker.click("8S")
    bench.hand_picker.click("8H")
    assert not bench.declare()
    assert "barred" in text(bench.message.value)
    assert bench.score == 0 and bench.hand == CardSet("8S 8H")


# ------------------------------------------------------------------ scoring


def test_deal_scorer_scores_kandells_example_and_refuses_impossible_entries() -> None:
    sc = DealScorer(declarations=("", ""), brisquettes=(8, 0), brisques=(10, 2))
    assert sc.score() == (12, 0)
    sc.profile_choice.value = "foster"
    assert sc.score() == (120, 0)
    sc.br[0].value = "11"  # 11 + 2 is not 12
    assert sc.score() is None
    assert "sum to 13" in text(sc.result.value)
    assert sc.br[0].value == "11"  # the reader's input is kept
    sc.br[0].value = "10"
    sc.decl[0].value = "pair, nonsense"
    assert "“nonsense” is not a kind" in text(sc.result.value)
    sc.decl[0].value = "pair"
    sc.bq[0].value = "eight"
    assert "“eight” is not a number of brisquettes" in text(sc.result.value)
    sc.bq[0].value = "-1"  # the marker's one reading of a count (penchant.typed_counts.brisques_typed) refuses it
    assert "“-1” is not a number of brisquettes: a count cannot be negative" in text(sc.result.value)


def test_deal_scorer_offers_kandells_options_on_the_brisques() -> None:
    """Chapter 7 tells of Kandell's doubled brisques and of the book bonus alone doubled: its board offers both,
    scored by the engine (Kandell's example: 8 brisquettes and 10 brisques of 12)."""
    from penchant.play.sheet import DealEntry, score_deal
    from penchant.rules.profiles import BRISQUE_OPTIONS, KANDELL

    sc = DealScorer(declarations=("", ""), brisquettes=(8, 0), brisques=(10, 2))
    assert list(sc.brisque_choice.options) == list(BRISQUE_OPTIONS)
    entry = DealEntry(((), ()), (8, 0), (10, 2))
    for name, options in BRISQUE_OPTIONS.items():
        sc.brisque_choice.value = name
        assert sc.score() == score_deal(entry, KANDELL.with_options(**options))
    sc.brisque_choice.value = "doubled brisques"
    assert sc.score() == (24, 0) and "8 × 2 = 16" in text(sc.result.value)
    sc.brisque_choice.value = "only the book bonus doubled"
    assert sc.score() == (16, 0) and "4 × 2 = 8" in text(sc.result.value)


def test_game_tally_doubles_a_lurch() -> None:
    g = GameTally([(12, 9), (7, 15), (20, 4), (6, 11)])
    res = g.tally()
    assert res is not None and res.totals == (45, 39) and res.lurched and res.value == 12  # type: ignore[attr-defined]
    # the loser's total, lurched, as the rules' one sentence of the result says it
    assert "You win 45–39, by 6; your opponent is lurched (under 40), so the game is worth 12" in text(g.result.value)
    g.cells[3][1].value = "12"
    res = g.tally()
    assert res is not None and not res.lurched and res.value == 5  # type: ignore[attr-defined]
    g.cells[0][0].value = "x"
    assert g.tally() is None and "not a whole number" in text(g.result.value)
    for odd in ("+5", "1_0", "\u0663"):  # int() takes these; a score sheet shows none of them
        g.cells[0][0].value = odd
        assert g.tally() is None and f"“{odd}” is not a whole number" in text(g.result.value)


def test_profiles_table_reads_the_profiles() -> None:
    html = profiles_table_html()
    assert "the lower cut" in html and "the higher cut" in html
    assert ('<td data-label="Foster&#x27;s rules"><span>400</span></td><td data-label="Kandell&#x27;s rules"><span>40'
            "</span></td>") in html


def test_no_row_of_the_profiles_table_is_repeated_word_for_word_in_its_cells() -> None:
    """Chapter 7's table headed a row "a loser's penchant sets trump" and said the same in Foster's cell: a row
    names the question, its cells the answers."""
    import re
    from html import unescape

    html = profiles_table_html()
    for row in re.findall(r"<tr>(.*?)</tr>", html, flags=re.S):
        cells = [unescape(re.sub(r"<[^>]+>", "", c)).strip() for c in re.findall(r"<t[dh][^>]*>(.*?)</t[dh]>", row)]
        if cells and cells[0]:
            assert cells[0] not in cells[1:], cells
    assert "whose penchant sets trump" in unescape(html)


# ------------------------------------------------------------------ the kinds table


def test_the_kinds_table_shows_the_chosen_rules_and_a_switch_changes_them() -> None:
    from penchant_widgets.lessons.combos import KindsTable

    t = KindsTable()
    html = t.table.value
    assert html.count('data-chosen="yes"') == 1 + len(KIND_EXAMPLES)  # the heading and every kind's points
    assert '<th class="num" data-rules="kandell" data-chosen="yes">Kandell&#x27;s rules</th>' in html
    t.rules.value = "foster"
    assert ('<td class="num" data-rules="foster" data-chosen="yes"><span class="pt-kinds-book">Foster&#x27;s rules: '
            '</span>20<span class="pt-kinds-book"> points</span></td>' in t.table.value)  # a marriage
    assert [label for label, _ in t.rules.options] == ["Kandell's rules", "Foster's rules", "Kandell's modern scoring"]


def test_the_kinds_table_of_one_rule_book_names_no_other() -> None:
    """Chapter 3 showed three rule books' points and Foster's name for every kind to a newcomer (newcomer 15): the
    table of one rule book shows its points alone, with no switch and no other book's words."""
    from penchant_widgets.lessons.combos import KindsTable

    t = KindsTable(compare=False)
    html = t.table.value
    assert "Foster" not in html and 'data-rules="foster"' not in html and 'data-rules="modern"' not in html
    assert html.count('data-rules="kandell"') == 1 + len(KIND_EXAMPLES)
    assert t.rules not in t.children and len(t.children) == 3  # the style sheet, the title and the table


def test_switching_the_rule_book_scores_the_deal_by_that_book_alone() -> None:
    """Newcomer, chapter 7: Kandell's doubled brisques stayed chosen when the reader switched to Foster's rules, and
    the deal was scored by Foster's numbers doubled. A book switched to scores by its own rules (the engine's), and
    the options on the brisques are those the book offers."""
    from penchant.play.sheet import DealEntry, score_deal
    from penchant.rules.kinds import parse_kinds
    from penchant.rules.profiles import AS_PRINTED, brisque_options_in, get_profile

    sc = DealScorer(declarations=("pair", ""), brisquettes=(8, 0), brisques=(10, 2))
    entry = DealEntry((parse_kinds("pair"), ()), (8, 0), (10, 2))
    sc.brisque_choice.value = "doubled brisques"
    for source in ("foster", "modern", "kandell"):
        sc.profile_choice.value = source
        assert sc.score() == score_deal(entry, get_profile(source)), source
        assert sc.brisque_choice.value == AS_PRINTED
        assert tuple(sc.brisque_choice.options) == brisque_options_in(source)
    assert brisque_options_in("foster") == (AS_PRINTED,)
    sc.profile_choice.value = "foster"
    assert "8 × 10 = 80" in text(sc.result.value) and "× 2" not in text(sc.result.value)


def test_a_built_up_step_names_the_card_it_adds_and_shows_what_it_makes() -> None:
    """A newcomer read "then add K♠ K♥ K♦" as adding three cards: a later step names the one card it adds, the row's
    cards the whole combination it makes."""
    import re

    html = building_html(["KS KH", "KS KH KD", "KS KH KD KC"])
    labels = [re.sub(r"<[^>]+>", "", cell) for cell in re.findall(r'<td class="pt-small">(.*?)</td>', html)]
    assert labels == ["declare", "add K♦, making", "add K♣, making"]
    rows = html.split("</tr>")
    assert rows[2].count('data-card="K') == 4 * 2  # the whole quadruplet: each face's span and its svg


def test_the_profiles_table_rows_every_switch_the_rules_set_apart_in_their_words() -> None:
    """Chapter 7's table kept its own list of where the rule books part and left barring out, printing the deal
    methods' identifiers ("traditional", "singles"): each switch the rules set apart is a row, named as the rules
    name it, each book's cell its setting in ``option_words`` (issue #30)."""
    from html import escape

    from penchant.rules.profiles import FOSTER, KANDELL, MODERN, switches_apart
    from penchant.words.switches import OPTION_NAMES, option_words

    html = profiles_table_html()
    assert "barring" in switches_apart(FOSTER, KANDELL)
    for key in switches_apart(FOSTER, KANDELL):
        cells = "".join(f'<td data-label="{escape(name)}"><span>{escape(option_words(key, getattr(p, key)))}'
                        "</span></td>" for name, p in (("Foster's rules", FOSTER), ("Kandell's rules", KANDELL),
                                                        ("Kandell's modern scoring", MODERN)))
        assert f"<td>{escape(OPTION_NAMES[key])}</td>{cells}" in html, key
    assert ">traditional<" not in html and ">singles<" not in html
