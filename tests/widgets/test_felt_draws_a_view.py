"""The play board's felt draws one seat's view (``state.view(player)``), never the raw deal (issue 30): what it
may show is what that seat may see. And the felt and the open deal table number the tricks alike."""

from __future__ import annotations

import ast
import random
from pathlib import Path

from penchant.play.dealing import new_deal
from penchant.play.moves import Stage
from penchant.play.state import DealState
from penchant.rules.profiles import KANDELL
from penchant.rules.trump import trump_settled
from penchant.words.counts import stock_count_words
from penchant.words.trump import trump_words
from penchant_widgets.play.felt import Felt, middle_html, score_words
from penchant_widgets.play.table import DealTable
from penchant_widgets.trick import trick_words

FELT = Path(__file__).resolve().parents[2] / "penchant_widgets" / "play" / "felt.py"


def _names_used(path: Path) -> set[str]:
    return {n.id for n in ast.walk(ast.parse(path.read_text(encoding="utf-8"))) if isinstance(n, ast.Name)}


def test_the_felt_module_knows_no_deal_state() -> None:
    assert "DealState" not in _names_used(FELT)


def _moments() -> list[DealState]:
    """A deal at its first lead, a declaration after a trick, a lead of the last six, and over."""
    st, rng = new_deal(KANDELL, random.Random(4), 0), random.Random(2)
    out = [st.clone()]
    wanted = [lambda s: s.stage in (Stage.DECLARE, Stage.PENCHANT),
              lambda s: s.phase == 2 and s.stage is Stage.LEAD, lambda s: s.is_over()]
    for want in wanted:
        while not want(st):
            acts = st.legal_actions
            st.apply_unchecked(acts[rng.randrange(len(acts))])
        out.append(st.clone())
    return out


def test_the_felt_shows_a_view_and_only_what_it_holds() -> None:
    felt = Felt(("You", "Opponent"), lambda card: None, seat=0)
    for st in _moments():
        view = st.view(0)
        felt.show(view)
        # the stock in digits at every count ("14 cards", then "twelve cards", read as two styles on one board)
        assert f"stock: <b>{stock_count_words(view.stock_size)}</b>" in felt.middle.value
        assert score_words(view.scores[0]) in felt.my_head.value
        if view.opp_hand is None and not st.is_over():
            assert "data-card" not in felt.opp_hand.value  # his hand face down in the first ten tricks
        # the tables shown while the rules keep them, and the trump said as the rules settle it (review 46: the
        # felt decided both from view.phase itself)
        assert view.tables_kept == (not st.last_six)
        for picker in (felt.table, felt.opp_table):
            assert (picker.layout.display != "none") == view.tables_kept
        assert trump_words(view.trump, settled=trump_settled(last_six=st.phase == 2)) in felt.middle.value


def test_the_felt_and_the_open_table_number_the_tricks_alike() -> None:
    seen = []
    for st in _moments():
        words = trick_words(st.view(0))
        seen.append(words)
        assert words in middle_html(st.view(0))
        assert words in DealTable(st)._middle.value
    assert seen[0] == "Trick 1"
    assert seen[1].endswith("won: declaring") and seen[3] == "16 tricks played"


def test_the_felt_and_the_open_table_draw_a_seats_head_alike() -> None:
    """One renderer draws both boards' heads: the open table's says what the felt's says, for both seats."""
    for st in _moments():
        table = DealTable(st, names=("You", "Opponent"))
        felt = Felt(("You", "Opponent"), lambda card: None, seat=0)
        felt.show(st.view(0))
        assert table._seat_head[0].value == felt.my_head.value and table._seat_head[1].value == felt.opp_head.value
        assert table._middle.value == felt.middle.value


def test_the_tenth_trick_just_played_is_not_put_in_the_last_six() -> None:
    """Chapter 8: after trick 10 the felt read "Trick 10 just played · the last six tricks", and a newcomer took the
    tenth trick for one of the last six. Its cards still show: the last six tricks begin with the next lead."""
    from penchant.rules.dealing import FIRST_TEN_TRICKS
    from penchant.words.tricks import phase_words

    st = _moments()[2]  # the first lead of the last six: the tenth trick's cards still in the middle
    view = st.view(0)
    assert view.tricks_played == FIRST_TEN_TRICKS and view.lead is None and view.last_trick is not None
    middle = middle_html(view)
    said = f"Trick {FIRST_TEN_TRICKS} just played · {phase_words(last_six=True)} begin with the next lead<"
    assert said in middle, middle
    rng = random.Random(3)
    while st.view(0).tricks_played == FIRST_TEN_TRICKS or st.view(0).lead is not None:
        acts = st.legal_actions
        st.apply_unchecked(acts[rng.randrange(len(acts))])
    later = middle_html(st.view(0))  # the eleventh trick just played: one of the last six, said plainly
    assert f"just played · {phase_words(last_six=True)}<" in later, later


def test_the_view_says_when_the_last_six_begin_with_the_next_lead_and_the_felt_reads_it() -> None:
    """Once in a deal, at the lead after the tenth trick: the view says so from the rules, and the felt says the
    last six beginning with the next lead exactly then, for both players."""
    from penchant.rules.dealing import FIRST_TEN_TRICKS

    st, rng = new_deal(KANDELL, random.Random(9), 1), random.Random(5)
    seen = []
    while True:
        for p in (0, 1):
            view = st.view(p)
            said = "begin with the next lead" in middle_html(view)
            assert view.last_six_begin_with_the_next_lead is said
            if said:
                seen.append((p, view.tricks_played, view.stage))
        if st.is_over():
            break
        acts = st.legal_actions
        st.apply_unchecked(acts[rng.randrange(len(acts))])
    assert seen == [(0, FIRST_TEN_TRICKS, Stage.LEAD), (1, FIRST_TEN_TRICKS, Stage.LEAD)]
