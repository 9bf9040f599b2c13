"""A record cannot rewrite the rules, and impossible deals are refused (issue #11).

The per-kind bounds are derived from the pack (penchant.rules.limits); each is checked here against a
count made by hand, and a record one over the bound is refused while one at the bound is read.
"""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import pytest

from penchant.errors import InvalidRecordError, InvalidSettingError
from penchant.play.game_record import GameRecord
from penchant.rules.dealing import FIRST_TEN_TRICKS
from penchant.rules.kinds import Kind
from penchant.rules.limits import MOST_PER_DEAL, most_between, most_declarations_after
from penchant.rules.profiles import FOSTER, KANDELL, RECORD_OPTIONS, Profile

EXAMPLE = Path(__file__).resolve().parents[2] / "penchant" / "data" / "examples" / "game.json"
RECORD: dict[str, Any] = json.loads(EXAMPLE.read_text(encoding="utf-8"))


def with_rules(rules: object) -> dict[str, Any]:
    out = copy.deepcopy(RECORD)
    out["rules"] = rules
    return out


def one_deal(p0: list[str], p1: list[str], brisquettes: list[int] | None = None,
             brisques: list[int] | None = None) -> dict[str, Any]:
    out = copy.deepcopy(RECORD)
    out["deals"] = [{"declarations": [p0, p1], "brisquettes": brisquettes or [0, 0], "brisques": brisques or [6, 6]}]
    return out


def test_the_sample_record_reads_and_scores() -> None:
    record = GameRecord.from_json(RECORD)
    assert record.players == ("Ada", "Ben") and record.profile == KANDELL
    result = record.result()
    assert result.totals == (52, 35) and result.winner == 0 and result.lurched
    assert GameRecord.from_str(record.to_str()).to_json() == record.to_json()


@pytest.mark.parametrize(
    ("rules", "why"),
    [
        ({"profile": "foster", "lurch_threshold": 0}, "unknown field 'lurch_threshold'"),
        ({"profile": "kandell", "brisque_value": 1000}, "unknown field 'brisque_value'"),
        ({"profile": "kandell", "points": {"pair": 2}}, "unknown field 'points'"),
        ({"profile": "kandell", "cut_deals": "lowest"}, "cut_deals"),
        ({"profile": "kandell", "same_kind_reuse": "no"}, "rules.same_kind_reuse: expected true or false, got 'no'"),
        ({"profile": "kandell", "brisquette_multiplier": "x"}, "rules.brisquette_multiplier: expected a whole number"),
        ({"profile": "kandell", "bonus_multiplier": None}, "rules.bonus_multiplier: expected a whole number"),
        ({"profile": "kandell", "bonus_multiplier": 1.0}, "got 1.0"),
        ({"profile": "kandell", "deal_method": "fives"}, "rules.deal_method: expected one of"),
        ({"profile": "kandell", "barring": True}, "rules.barring: expected one of"),
        ({"brisquette_multiplier": 2}, "the field 'profile' is missing"),
        ("bezique", 'rules: expected one of "foster", "kandell", "modern", got \'bezique\''),
        (7, "rules: expected a profile name"),
    ],
)
def test_a_record_cannot_rewrite_the_rules(rules: object, why: str) -> None:
    """A record's rules are the profile name plus the documented options only, typed."""
    with pytest.raises(InvalidRecordError, match=why.replace("(", r"\(").replace(")", r"\)")):
        GameRecord.from_json(with_rules(rules))


def test_the_documented_options_are_read() -> None:
    assert RECORD_OPTIONS == ("brisquette_multiplier", "bonus_multiplier", "same_kind_reuse", "deal_method", "barring",
                              "cut_deals", "loser_penchant_sets_trump")
    rules = {"profile": "foster", "brisquette_multiplier": 2, "bonus_multiplier": 2, "same_kind_reuse": False,
             "deal_method": "threes", "barring": "by_size"}
    profile = GameRecord.from_json(with_rules(rules)).profile
    assert profile == FOSTER.with_options(**{k: v for k, v in rules.items() if k != "profile"})
    assert profile.lurch_threshold == 400 and profile.brisque_value == 10
    assert Profile.from_json(profile.to_json()) == profile
    assert GameRecord.from_json(with_rules("modern")).profile.name == "modern"


@pytest.mark.parametrize("base", [FOSTER, KANDELL])
@pytest.mark.parametrize("option, values", [
    ("brisquette_multiplier", (1, 2)), ("bonus_multiplier", (1, 2)), ("same_kind_reuse", (True, False)),
    ("deal_method", ("traditional", "threes", "singles")), ("barring", ("by_size", "by_value")),
    ("cut_deals", ("high", "low")), ("loser_penchant_sets_trump", (True, False)),
])
def test_every_option_with_options_takes_is_kept_when_saved(base: Profile, option: str,
                                                             values: tuple[object, ...]) -> None:
    """A profile saved is the profile read back: no option is dropped on the way (a code review found the
    sources' switches, cut_deals and loser_penchant_sets_trump, silently lost)."""
    for value in values:
        profile = base.with_options(**{option: value})
        assert Profile.from_json(profile.to_json()) == profile


def test_with_options_cannot_change_the_profiles_values() -> None:
    for field in ("lurch_threshold", "brisque_value", "points", "name"):
        with pytest.raises(InvalidSettingError, match="unknown profile option"):
            KANDELL.with_options(**{field: 0})


# ----------------------------------------------------------------- the pack's bounds

BY_HAND = {
    # kind: (groups, cards per group, cards per combination): groups * (g - k + 1)
    Kind.PAIR: (8, 4, 2), Kind.TRIPLET: (8, 4, 3), Kind.QUADRUPLET: (8, 4, 4),
    Kind.FAMILY: (4, 3, 3), Kind.CLAN: (4, 5, 4), Kind.FLUSH: (4, 8, 5), Kind.REUNION: (4, 6, 5),
    Kind.MARRIAGE: (4, 2, 2), Kind.BESITO: (4, 2, 2), Kind.PENCHANT: (1, 8, 2),
}


@pytest.mark.parametrize("kind", list(Kind))
def test_each_bound_is_the_count_made_by_hand(kind: Kind) -> None:
    """Foster: each declaration adds at least one fresh card from the hand; a card reaches a table once a deal.
    So a group of g cards holds at most g - k + 1 declarations of a k-card kind."""
    groups, g, k = BY_HAND[kind]
    assert MOST_PER_DEAL[kind] == groups * (g - k + 1)


@pytest.mark.parametrize("kind", [k for k in Kind if MOST_PER_DEAL[k] < most_declarations_after(FIRST_TEN_TRICKS)])
def test_a_record_over_a_kinds_bound_is_refused_and_at_it_is_read(kind: Kind) -> None:
    """At the most a deal can hold with the players apart (their tables and each one's fifteen cards: seven
    penchants are one player's, see test_deal_limits; six quadruplets, not the pack's eight), and over the pack's
    bound, split any way."""
    most = MOST_PER_DEAL[kind]
    held = max(a + most_between(kind, a) for a in range(most + 1) if most_between(kind, a) >= 0)
    mine = next(a for a in range(held // 2, held + 1) if most_between(kind, a) >= held - a)
    at = one_deal([kind.value] * mine, [kind.value] * (held - mine))
    assert len(GameRecord.from_json(at).deals) == 1
    over = one_deal([kind.value] * (most + 1 - (most + 1) // 2), [kind.value] * ((most + 1) // 2))
    with pytest.raises(InvalidRecordError, match=rf"deals\[0\]: {most + 1} {kind.plural} in one deal"):
        GameRecord.from_json(over)


def test_the_issues_impossible_records() -> None:
    """Five marriages or besitos, nine quadruplets, eleven declarations, first_dealer 1.0, format alone."""
    cases = [
        (one_deal(["marriage"] * 3, ["marriage"] * 2), "5 marriages"),
        (one_deal(["besito"] * 5, []), "5 besitos"),
        (one_deal(["quadruplet"] * 9, []), "9 quadruplets"),
        (one_deal(["pair"] * 6, ["penchant"] * 5), "11 declarations"),
        (one_deal([], [], [4, 0], [3, 9]), "more brisquettes"),
        (one_deal([], [], [0, 0], [6, 7]), "sum to 13"),
        ({**RECORD, "first_dealer": 1.0}, "first_dealer: expected one of 0, 1, got 1.0"),
        ({"format": "penchant-game/1"}, "the field 'rules' is missing"),
        ({**RECORD, "players": ["Ada"]}, "players: expected a list of two names"),
        ({**RECORD, "players": ["Ada", ""]}, r"players: the second player's name '' is empty"),
    ]
    for data, why in cases:
        with pytest.raises(InvalidRecordError, match=why):
            GameRecord.from_json(data)


def test_ten_declarations_are_read() -> None:
    """Kandell: a declaration after each of the ten tricks before the stock is exhausted."""
    record = GameRecord.from_json(one_deal(["pair"] * 5, ["penchant"] * 5))
    assert len(record.deals[0].declarations[0]) == 5


def test_the_score_sheet_refuses_what_the_pack_cannot_hold() -> None:
    """The same rule for the marker's sheet as for records: five marriages cannot be entered."""
    from penchant.errors import ScoreEntryError
    from penchant.play.sheet import DealEntry, validate_deal

    with pytest.raises(ScoreEntryError, match="5 marriages in one deal: the pack allows at most 4"):
        validate_deal(DealEntry(((Kind.MARRIAGE,) * 3, (Kind.MARRIAGE,) * 2), (0, 0), (6, 6)))
    validate_deal(DealEntry(((Kind.MARRIAGE,) * 2, (Kind.MARRIAGE,) * 2), (0, 0), (6, 6)))


@pytest.mark.parametrize(("cards", "needle"), [
    ([["XX"], []], "cards[0][0]: 'XX' is not a card"),
    ([["KH QS"], []], "'KH QS' is no combination, not the marriage declared"),
    ([["KS KH"], []], "'KS KH' is a pair, not the marriage declared"),
    ([["KH QH", "QS JS"], []], "2 card groups for 1 declarations"),
])
def test_declared_cards_are_read_as_cards_and_are_what_they_are_declared(cards: list[list[str]], needle: str) -> None:
    """A deal's cards were once only text of at most 60 characters: "XX", or a "marriage" of K♥ Q♠, passed."""
    record = one_deal(["marriage"], [])
    record["deals"][0]["cards"] = cards
    with pytest.raises(InvalidRecordError) as info:
        GameRecord.from_json(record)
    assert needle in str(info.value)
    record["deals"][0]["cards"] = [["KH QH"], []]
    assert GameRecord.from_json(record).deal_extras[0]["cards"] == [["KH QH"], []]
    record["deals"][0]["cards"] = [[None], []]  # cards not known: nothing to check
    GameRecord.from_json(record)


def test_under_foster_a_penchant_sets_trump_so_a_record_may_not_say_none() -> None:
    """Under Foster's rules the first penchant sets trump whoever declares it: "trump": null with a penchant
    declared is refused there, read under Kandell's (a loser's penchant leaves trump unset), and a record
    that does not say the trump is read under both."""
    for profile, refused in (("foster", True), ("kandell", False)):
        record = with_rules({"profile": profile})
        record["deals"] = [{"declarations": [["penchant"], []], "brisquettes": [0, 0], "brisques": [6, 6],
                            "trump": None}]
        if refused:
            with pytest.raises(InvalidRecordError, match=r"deals\[0\]\.trump: None, but a penchant was declared"):
                GameRecord.from_json(record)
        else:
            GameRecord.from_json(record)
        del record["deals"][0]["trump"]
        GameRecord.from_json(record)


def _foster_deal_with_cards(cards: list[list[str | None]], trump: str) -> dict[str, Any]:
    record = with_rules({"profile": "foster"})
    record["deals"] = [{"declarations": [["marriage", "penchant", "pair"], ["besito"]], "brisquettes": [0, 0],
                        "brisques": [6, 6], "trump": trump, "cards": cards}]
    return record


def test_a_card_declared_by_both_players_is_refused() -> None:
    """Q♥ in Ada's marriage and in Ben's besito read (review 46): a card lies on one table only."""
    record = _foster_deal_with_cards([["QH KH", "QS JH", None], ["QD JD"]], "H")
    GameRecord.from_json(record)
    record["deals"][0]["cards"] = [["QH KH", "QS JH", None], ["QH JH"]]
    with pytest.raises(InvalidRecordError) as info:
        GameRecord.from_json(record)
    assert "deals[0].cards" in str(info.value) and "QH" in str(info.value) and "both" in str(info.value)


def test_a_trump_no_declared_penchant_sets_is_refused() -> None:
    """Trump hearts with the only penchant Q♠ J♦ read (review 46): a penchant sets its Jack's suit trump."""
    record = _foster_deal_with_cards([["QH KH", "QS JD", None], ["QC JC"]], "D")
    GameRecord.from_json(record)
    record["deals"][0]["trump"] = "H"
    with pytest.raises(InvalidRecordError) as info:
        GameRecord.from_json(record)
    assert "deals[0].trump: 'H'" in str(info.value) and "QS JD" in str(info.value)
    record["deals"][0]["cards"] = [["QH KH", None, None], ["QC JC"]]  # the penchant's cards not known
    GameRecord.from_json(record)
