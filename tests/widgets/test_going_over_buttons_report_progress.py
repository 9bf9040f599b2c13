"""The computer players' page's two "again" buttons took the Recompute bar's ``progress`` and ignored it: the bar
stood still however long the work ran. Asking the engine again reports its one step, begun and done; playing the
stored deals again reports each deal played."""

from __future__ import annotations

from penchant.coaching import going_over
from penchant.play.play_record import PlayRecord
from penchant.studies.numbers import NUMBERS_FORMAT, packaged_study, packaged_text, simulate
from penchant_widgets.play import going_over_html


def test_asking_again_reports_its_step_begun_and_done() -> None:
    game = PlayRecord.from_str(packaged_text("examples/sample-game.json"))
    choice = going_over.first_choice(game, seat=0, last_six=True)  # the solver's: quick
    told: list[tuple[int, int]] = []
    html = going_over_html.asking_again(game, choice)(lambda done, total: told.append((done, total)))
    assert told == [(0, 1), (1, 1)] and html.startswith("<p>"), (told, html[:80])


def test_playing_again_reports_each_deal_played() -> None:
    numbers = packaged_study("numbers.json", NUMBERS_FORMAT)
    sim = simulate(3, ("greedy", "greedy"), seed=5).to_json()
    told: list[tuple[int, int]] = []
    html = going_over_html.playing_again(sim, numbers)(lambda done, total: told.append((done, total)))
    assert told == [(1, 3), (2, 3), (3, 3)] and "the same figures as stored" in html, (told, html[:200])
