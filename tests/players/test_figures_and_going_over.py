"""The page on the computer players shows the stored studies and the stored game through the engine's
figures (penchant.studies.player_figures, chance_figures and deal_worth_figures) and going over
(penchant.coaching.going_over): the code it held, tested."""

from __future__ import annotations

import copy
import dataclasses
import re
from typing import Any

import pytest

from penchant.coaching import going_over
from penchant.english.marked import Figure, cell_words
from penchant.english.numbers import whole_percent
from penchant.errors import InvalidRecordError
from penchant.files.strict_reader import parse_json
from penchant.judgement.verdicts import MARKED
from penchant.play.play_record import PlayRecord
from penchant.players.knowledge import unseen
from penchant.rules.kinds import Kind
from penchant.studies import chance_figures, deal_worth_figures, figure_shapes, player_figures
from penchant.studies.ladder import load_ladder
from penchant.studies.numbers import (
    DISTRIBUTIONS_FORMAT,
    NUMBERS_FORMAT,
    packaged_study,
    packaged_text,
    simulate,
    stored_chance,
)


@pytest.fixture(scope="module")
def numbers() -> dict[str, Any]:
    return packaged_study("numbers.json", NUMBERS_FORMAT)


@pytest.fixture(scope="module")
def game() -> PlayRecord:
    return PlayRecord.from_str(packaged_text("examples/sample-game.json"))


@pytest.fixture(scope="module")
def review() -> Any:
    return parse_json(packaged_text("examples/sample-game-review.json"), "the sample review")


def _whole(table: figure_shapes.Table) -> None:
    assert table.rows and all(len(row) == len(table.head) for row in table.rows), table


def test_the_match_table_has_a_row_a_stored_match_with_its_share(numbers: dict[str, Any]) -> None:
    table = player_figures.match_table(numbers)
    _whole(table)
    stored = [m["summary"] for m in numbers["matches"].values()]
    assert [r[0] for r in table.rows] == [f"{m['a']} against {m['b']}" for m in stored]
    shares = [cell_words(r[3]) for r in table.rows]
    assert all(said.startswith(f"{m['win_share_a']:.1%} (") for said, m in zip(shares, stored, strict=True))


def test_the_ladder_words_and_tables_are_the_stored_ladders() -> None:
    ladder = load_ladder()
    ratings = player_figures.rating_table(ladder)
    _whole(ratings)
    assert [r[1] for r in ratings.rows] == [Figure(f"{r.rating:.0f}", strong=True) for r in ladder.ratings]
    assert "random, the yardstick" in [r[0] for r in ratings.rows]
    _whole(player_figures.ladder_table(ladder))
    top = ladder.match("master", "strong")
    words = player_figures.ladder_words(ladder, "master", "strong")
    assert words.words.startswith(f"{ladder.meta['games_per_match']} games between every two players. Master against")
    assert f"took {top['wins_a']} of {top['games']} games" in words.words


def test_the_chances_are_the_stored_fractions_and_a_recount_sees_a_change(numbers: dict[str, Any]) -> None:
    table = chance_figures.chance_table(numbers)
    _whole(table)
    assert [r[0] for r in table.rows] == [k.value for k in chance_figures.CHANCE_KINDS]
    assert table.rows[0][3] == Figure("", str(stored_chance(numbers, Kind.REUNION)))
    assert chance_figures.counted_again(numbers).pieces[1] == "the same fractions as stored"  # the part that stands out
    changed = copy.deepcopy(numbers)
    changed["exact"]["reunion"]["player"]["fraction"] = "1/3"
    assert chance_figures.counted_again(changed).pieces[1] == "different fractions"


def test_a_small_study_played_again_is_the_same_and_a_changed_one_is_not(numbers: dict[str, Any]) -> None:
    sim = simulate(6, ("greedy", "greedy"), seed=5).to_json()
    said, table, note = chance_figures.played_again(sim, numbers)
    assert said.pieces[1] == "the same figures as stored" and len(table.rows) == 4
    assert note.aside and "6 deals, seed 5" in note.words
    changed = {**sim, "reunion": {**sim["reunion"], "player": {**sim["reunion"]["player"], "held": {"value": 9}}}}
    assert chance_figures.played_again(changed, numbers)[0].pieces[1] == "figures that differ from the stored ones"


def test_the_full_size_tables_come_from_the_kandell_study(numbers: dict[str, Any]) -> None:
    words, table = chance_figures.full_size_table(numbers)
    _whole(table)
    big = next(s for s in numbers["simulations"] if s["profile"] == "kandell")
    assert f"{big['deals']:,} deals, seed {big['seed']}, kandell rules" in words.words
    worth = deal_worth_figures.deal_worth_table(numbers)
    assert [r[0] for r in worth.rows] == ["foster", "kandell", "modern"]
    series, intervals, claim = chance_figures.study_chart(numbers, Kind.QUADRUPLET)
    assert set(series) == set(intervals) == {"one player", "either player"} and claim == 0.25
    assert series["one player"][0] == big["quadruplet"]["player"]["received"]["value"]
    assert deal_worth_figures.counts_by_value({"-3": 2, "10": 1}) == {-3: 2, 10: 1}


def test_chapter_9s_how_often_says_the_stored_shares_and_never_divides_by_zero(numbers: dict[str, Any]) -> None:
    """Chapter 9 worked out "1 deal in N" itself, with ``round(1 / share)``: a share of 0 divided by zero."""
    table = chance_figures.how_often_table(numbers)
    _whole(table)
    big = next(s for s in numbers["simulations"] if s["profile"] == "kandell")
    assert [r[0] for r in table.rows] == [Figure("reunion", strong=True), Figure("quadruplet", strong=True)]
    # Each cell says its stored share, and its two figures agree: "about 1 deal in 29 (4%)" was read as 3.4%.
    shares = [[big[k][scope][what]["value"] for scope, what in (("player", "held"), ("player", "scored"),
                                                                 ("deal", "held"))] for k in ("reunion", "quadruplet")]
    for row, row_shares in zip(table.rows, shares, strict=True):
        for cell, share in zip(row[1:], row_shares, strict=True):
            # one way for every cell of the table, in hundreds: "1 in 16" beside "1 in 8" did not compare at a glance
            said = re.fullmatch(r"about (\d+) deals in 100", cell_words(cell))
            assert said and isinstance(cell, Figure) and not cell.aside, cell
            assert abs(int(said[1]) - share * 100) <= 0.5 + 1e-9, (cell, share)
    for share in (0.035, 0.0345, 0.24, 0.12, 0.13, 0.0616, 0.25, 0.5, 0.004):
        said = chance_figures.how_often(share).words
        n_said = re.search(r"1 deal in (\d+)", said)
        pct_said = re.search(r"\((\d+)%\)", said)
        if n_said and pct_said:
            assert whole_percent(1 / int(n_said[1])) == int(pct_said[1]), said
        assert pct_said is None or int(pct_said[1]) == whole_percent(share), said
    never = copy.deepcopy(numbers)
    next(s for s in never["simulations"] if s["profile"] == "kandell")["reunion"]["player"]["scored"]["value"] = 0.0
    assert cell_words(chance_figures.how_often_table(never).rows[0][2]).startswith("never in these deals")
    assert chance_figures.how_often(1.0).words.startswith("every deal")
    with pytest.raises(InvalidRecordError, match=r"1\.5"):
        chance_figures.how_often(1.5)


def test_chapter_9s_average_deal_adds_up_the_stored_parts(numbers: dict[str, Any]) -> None:
    table = deal_worth_figures.average_deal_table(numbers)
    _whole(table)
    big = next(s for s in numbers["simulations"] if s["profile"] == "kandell")
    assert table.rows[-1][1] == Figure(f"{big['mean_deal_score']['value']:.1f}", strong=True)
    parts = [float(cell_words(r[1])) for r in table.rows[:-1]]
    assert sum(parts) == pytest.approx(big["mean_deal_score"]["value"], abs=0.15)


def test_chapter_9s_charts_and_the_words_beside_them_count_the_same_deals() -> None:
    charted = packaged_study("distributions.json", DISTRIBUTIONS_FORMAT)
    scores = deal_worth_figures.deal_scores_chart(charted)
    assert sum(scores.counts.values()) == 2 * charted["summary"]["deals"]
    total, deals = sum(scores.counts.values()), charted["summary"]["deals"]
    assert f"how many of {total:,} scores ({deals:,} deals" in scores.caption
    lead = deal_worth_figures.lead_worth_chart(charted)
    dealt = sum(lead.counts.values())
    assert f"out of {dealt:,}" in lead.caption
    words = deal_worth_figures.lead_worth_words(charted)
    average = sum(k * n for k, n in lead.counts.items()) / dealt
    assert words.pieces[1] == f"about {average:.0f} points" and words.words.endswith(f"out of {dealt:,}).")
    # A chart of one deal the lead lost: the words follow the counts.
    one = {**charted, "lead_worth": {"-4": 1}}
    said = deal_worth_figures.lead_worth_words(one).words
    assert "about -4 points" in said and "(in one deal out of 1)" in said
    with pytest.raises(InvalidRecordError, match="lead_worth"):
        deal_worth_figures.lead_worth_words({**charted, "lead_worth": {}})


def test_chapter_9_says_how_many_deals_its_tables_and_its_charts_count(numbers: dict[str, Any]) -> None:
    """Chapter 9 said "tens of thousands of deals" beside charts of 2,000: the words say each study's own count."""
    charted = packaged_study("distributions.json", DISTRIBUTIONS_FORMAT)
    big = next(s for s in numbers["simulations"] if s["profile"] == "kandell")
    said = deal_worth_figures.deals_counted_words(numbers, charted)
    assert f"The tables count {big['deals']:,} deals" in said.words
    assert f"the charts {charted['summary']['deals']:,}" in said.words
    assert "Kandell's rules" in said.words and "thousands" not in said.words
    # a study of another size is said as it is
    smaller = {**charted, "summary": {**charted["summary"], "deals": 300}}
    assert "300" in deal_worth_figures.deals_counted_words(numbers, smaller).words


def test_the_first_choice_is_a_real_one_and_the_imagined_deals_agree_with_what_was_seen(game: PlayRecord) -> None:
    choice = going_over.first_choice(game, seat=0)
    assert choice.seat == 0 and len(choice.before.legal_actions) > 1 and choice.before.phase == 1
    assert choice.step == len(choice.before.history)
    hands = going_over.imagined_opponent_hands(choice, game, count=3, seed=1)
    assert hands == going_over.imagined_opponent_hands(choice, game, count=3, seed=1)  # seeded
    view = choice.view
    for hand in hands:
        assert len(hand) == view.opp_hand_size and hand.mask & ~unseen(view).mask == 0
    assert going_over.unseen_words(view).startswith(f"{len(unseen(view))}: the opponent's {view.opp_hand_size}")
    end = going_over.first_choice(game, seat=0, last_six=True)
    assert end.before.phase == 2 and re.search(r"\(to (lead|play); (no trump|trump .)\)",
                                               going_over.choice_words(game, end))


def test_the_page_is_given_its_rows_and_counts_by_the_engine(game: PlayRecord) -> None:
    from penchant.players import DEFAULT_SAMPLES
    choice = going_over.first_choice(game, seat=0)
    rows = going_over.seen_and_imagined(choice, game, count=3, seed=1)
    assert rows[0][1] == choice.view.hand and game.players[0] in rows[0][0]
    assert [cards for _, cards in rows[2:]] == going_over.imagined_opponent_hands(choice, game, count=3, seed=1)
    assert str(DEFAULT_SAMPLES) in going_over.asking_again_words()
    results = going_over.deal_results(game)
    assert [final.scores for _, final in results] == [f.scores for f in game.finals()]
    assert all(heading.endswith(f"{s[0]}–{s[1]}") for heading, s in ((h, f.scores) for h, f in results))


def test_a_deal_without_a_choice_is_refused(game: PlayRecord) -> None:
    bare = dataclasses.replace(game, deals=(dataclasses.replace(game.deals[0], actions=()),))
    with pytest.raises(InvalidRecordError, match="had no choice to make in deal 1"):
        going_over.first_choice(bare, seat=0)


def test_the_review_is_counted_by_player_and_verdict(game: PlayRecord, review: Any) -> None:
    verdicts, rows = going_over.verdict_counts(review, game.players)
    assert [r[0] for r in rows] == list(game.players) and all(len(r) == 1 + len(verdicts) for r in rows)
    assert set(verdicts) == {x["verdict"] for x in review}
    assert sum(int(n) for r in rows for n in r[1:]) == len(review)
    marked = going_over.marked_decisions(review, 0)
    assert len(marked) == sum(x["player"] == 0 and x["verdict"] in MARKED for x in review) > 0
    assert all(v in MARKED for _, v, _ in marked)
    choice = going_over.first_choice(game, seat=0)
    item = next(x for x in review if x["deal"] == 1 and x["step"] == choice.step)
    said, why = going_over.stored_verdict_words(review, game, choice)
    assert said.pieces[2:] == (" — verdict: ", item["verdict"], ".") and why.words == item["reason"]


def test_a_stored_match_of_one_pair_shows_no_interval_of_points(numbers: dict[str, Any]) -> None:
    """A match without a spread over pairs stores no interval of points (review 46): the table says so."""
    name, entry = next(iter(numbers["matches"].items()))
    one = {**entry, "summary": {**entry["summary"], "points_per_game_a_ci95": None}}
    table = player_figures.match_table({**numbers, "matches": {name: one}})
    assert table.rows[0][4] == Figure(f"{one['summary']['points_per_game_a']:+.1f}", "(no interval)")


def test_the_sample_reviews_errors_say_what_they_give_up(review: Any) -> None:
    """Chapter 8's stored review: each error's part shown says what the move costs, once, as a whole figure
    ("about 2 points", or "nearly 2 points" where the figure is rounded up over its verdict's threshold; "3 points"
    where every card is known), without
    the better move (that is folded away)."""
    from penchant.coaching.review import ReviewItem

    errors = [ReviewItem.from_json(i) for i in review if i["verdict"] in MARKED]
    assert errors
    for i in errors:
        # an estimate is said "about" (or "nearly"); the solver's figure, every card known, as it is
        how = "" if i.exact else "(about|nearly) "
        # the stored sample keeps the older words "of this deal"
        counted = "(?:of this deal|in the difference between your score and his this deal)"
        assert re.search(rf" costs you {how}\d+ points? {counted}", i.own), i.own
        assert " was better" not in i.own, i.own
        assert i.own.count("in the rest of the first ten tricks") <= 1, i.own
    assert sum(": it " in i.own or ": with best play" in i.own for i in errors) * 2 >= len(errors)
