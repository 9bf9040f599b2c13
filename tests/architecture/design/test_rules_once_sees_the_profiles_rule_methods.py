"""The rules-once scan (``test_rules_once.py``) sees a profile's method computing a rule called outside the rules
and the book compared by hand: the scoring puzzles once did both, out of its sight."""

from __future__ import annotations

from test_rules_once import scoring_and_procedure_arithmetic


def test_the_scoring_scan_sees_the_profiles_rule_methods_and_the_book() -> None:
    """The scoring puzzles asked ``profile.bonus_on(...)`` for a misread bonus and compared ``taken <
    BOOK_BRISQUES`` themselves, out of the scan's sight (it saw the profile's values by attribute name in arithmetic):
    a profile's method computing a rule, called outside the rules, and the book compared by hand are the rules'."""
    old = (
        "def paid(profile, entry, q):\n"
        "    return deal_total(1, 2, profile.book_bonus(entry.brisques)[q])\n"
        "def counted(taken, profile):\n"
        "    if taken < BOOK_BRISQUES:\n"
        "        return profile.book_bonus((taken, 12 - taken))\n"
        "    return f'the {ordinal_words(BOOK_BRISQUES)} on' + number_words(BOOK_BRISQUES)\n"
        "def right(profile, taken):\n"
        "    return bonus_paid_on(profile, brisques_over_book(taken) + 1) if reaches_the_book(taken) else 0\n"
    )
    found = [p.split(":")[1] for p in scoring_and_procedure_arithmetic(old, "penchant/puzzles/x.py")]
    assert found == ["2", "4", "5"], found
