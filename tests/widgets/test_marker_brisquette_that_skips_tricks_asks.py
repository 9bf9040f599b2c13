"""At trick 1 of 10 (each trick entered with Won trick), a stray tap on +1 brisquette was taken as "the stock is
empty, the last six tricks begin" and nine tricks were skipped. The ledger says when a brisquette would skip most
of the first ten tricks being entered (:meth:`~penchant.marker.choices.Choices.brisquette_question`): the first
tap asks, saying what it would mean, and a second tap on it enters it. A normal deal's brisquette taps are not
asked: no tap more."""

from __future__ import annotations

from marker_taps import deal, declare, start, trick

from penchant.english.numbers import count_words
from penchant.marker import Ledger, NewGame, TrickWon
from penchant.rules.kinds import Kind
from penchant.rules.profiles import KANDELL
from penchant_widgets.marker import MarkerApp


def _ledger() -> Ledger:
    return Ledger().entered(NewGame(("Ann", "Bob"), KANDELL, 0))


def test_the_ledger_asks_only_for_a_brisquette_that_skips_tricks_entered() -> None:
    ledger = _ledger()
    assert ledger.choices.brisquette_question() == ""  # quick scoring: no trick entered, the usual tap
    for n in range(1, 11):
        ledger = ledger.entered(TrickWon(n % 2))
        said = ledger.choices.brisquette_question()
        if 10 - n > n:  # most of the first ten left out: more likely a stray tap than the stock run out
            asked = f"only {count_words(n, 'trick', digits=True)} of the first 10"
            assert asked in said and f"{10 - n} tricks out" in said, said
        else:  # players may stop entering tricks once the declaring is done; at ten, nothing is skipped
            assert said == "", (n, said)


def test_a_stray_brisquette_tap_at_trick_one_asks_and_a_second_tap_enters_it(app: MarkerApp) -> None:
    start(app)
    trick(app, 0)
    col = deal(app).columns[1]
    entries = app.ledger.seq
    col.brisquette.click()
    assert app.ledger.seq == entries and not app.sheet.current.phase2, "one stray tap moves nothing on"
    assert "Only 1 trick of the first 10 entered so far" in app.message and "9 tricks out" in app.message
    note = deal(app).note.value
    assert "Only 1 trick of the first 10" in note and "✓" not in note, "a question, not an entry made"
    assert col.brisquette.chosen and not col.brisquette_for[2].chosen
    trick(app, 1)  # another tap between: the question is forgotten
    col.brisquette.click()
    assert app.ledger.seq == entries + 1 and not app.sheet.current.phase2
    col.brisquette.click()  # the second tap on it, nothing between: entered
    assert app.sheet.current.phase2 and app.sheet.current.brisquettes == (0, 1)


def test_normal_deals_take_no_tap_more(app: MarkerApp) -> None:
    start(app)
    # Tricks entered one by one: ten, then a brisquette at once.
    for i in range(10):
        trick(app, i % 2)
    before = app.ledger.seq
    deal(app).columns[0].brisquette.click()
    assert app.ledger.seq == before + 1 and app.sheet.current.brisquettes == (1, 0)


def test_a_quick_deal_with_declarations_takes_no_tap_more(app: MarkerApp) -> None:
    """Quick scoring: a declaration's tap records its trick, and the tricks between are not entered."""
    start(app)
    declare(app, 0, Kind.REUNION)
    declare(app, 1, Kind.PAIR)
    assert 0 < app.sheet.current.tricks < 10
    before = app.ledger.seq
    deal(app).columns[0].brisquette.click()
    assert app.ledger.seq == before + 1 and app.sheet.current.phase2


def test_the_brisquettes_say_they_belong_to_the_last_six_while_the_first_ten_go_on(app: MarkerApp) -> None:
    """During trick 1 the screen showed "+1 brisquette", and a tap on it jumped to the last six tricks: while the
    ledger says a brisquette tap begins them (:attr:`~penchant.marker.choices.Choices.brisquette_begins_last_six`),
    the buttons are headed by when they are for; once the last six have begun, by nothing (the status says it)."""
    from penchant.marker import LastSix

    start(app)
    col = deal(app).columns[0]
    assert app.ledger.choices.brisquette_begins_last_six
    assert col.brisquette_when.shown and "last six tricks" in col.brisquette_when.value.lower()
    assert "last six tricks have begun" in col.brisquette.tooltip
    app.submit(LastSix())
    assert not app.ledger.choices.brisquette_begins_last_six
    assert not col.brisquette_when.shown and col.brisquette_row.shown
