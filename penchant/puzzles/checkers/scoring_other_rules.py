"""A scoring puzzle's total counted under other rules (another rule book's values, Kandell's brisques doubled or
not): :func:`other_rules` names the rules a wrong total fits, and the parts to count again under the puzzle's own
rules, never the right total."""

from __future__ import annotations

from penchant.english.grammar import possessive
from penchant.english.lists import join_and
from penchant.errors import PenchantError
from penchant.play.sheet import DealEntry, score_deal, tally
from penchant.puzzles.model import Puzzle
from penchant.rules.book_names import rules_words
from penchant.rules.brisques import brisques_over_book
from penchant.rules.kinds import Kind
from penchant.rules.profiles import AS_PRINTED, BRISQUE_OPTIONS, PROFILES, Profile
from penchant.rules.scoring import kinds_scored_otherwise, values_apart
from penchant.words.kinds import kind_words
from penchant.words.switches import brisque_option_words

__all__ = ["other_rules"]


def _owner(p: int) -> str:
    """Whose, for player ``p`` of a scoring puzzle: ``"your"`` or ``"your opponent's"``."""
    return possessive("you" if p == 0 else "your opponent")


def _base_name(profile: Profile) -> str:
    """A set of rules as a player names it, without Kandell's options: "Kandell's rules", "Kandell's modern
    scoring"."""
    return rules_words(profile.name)


def _rules_name(profile: Profile) -> str:
    """A set of rules as a player names it, with Kandell's options: "Kandell's rules with doubled brisques"."""
    option, gives = brisque_option_words(profile)
    if not option:
        return _base_name(profile)
    return f"{_base_name(profile)} with {option}" + (f" ({gives})" if gives else "")


def _rules_apart(other: Profile, profile: Profile) -> str:
    """What ``other`` scores by that ``profile`` does not, named the same way on both sides: the options alone
    when the base rules are the same ("13 is the score under Kandell's rules; this puzzle is scored under
    Kandell's rules with doubled brisques" would read as a contradiction), else the two sets of rules."""
    label = "as the label at the top of the board says"
    if _base_name(other) != _base_name(profile):
        return f"the score under {_rules_name(other)}; this puzzle is scored under {_rules_name(profile)}, {label}"
    (theirs, _), (mine, gives) = brisque_option_words(other), brisque_option_words(profile)
    given = f" ({gives})" if gives else ""
    # "the score without only the book bonus doubled" read oddly: neither option is named as the choice over the
    # scoring board names it, the brisques not doubled
    # the label at the top of the board names an option only when there is one ("Kandell's rules" says nothing of the
    # brisques not doubled): it is pointed at only then
    said = f", {label}" if mine else ""
    theirs, mine = theirs or f"the brisques {AS_PRINTED}", mine or f"the brisques {AS_PRINTED}"
    return f"the score with {theirs}; this puzzle is scored with {mine}{said}{given}"


Deals = list[tuple[DealEntry, list[list[tuple[str, Kind, int]]]]]
"""A scoring puzzle's deals as :func:`penchant.puzzles.checkers.scoring.deal_entries` reads them."""


def _value_under(puzzle: Puzzle, deals: Deals, profile: Profile) -> int:
    """The puzzle's answer had it been scored under ``profile``."""
    if puzzle.task == "game_value":
        return tally([e for e, _ in deals], profile).value
    scores = score_deal(deals[0][0], profile)
    if puzzle.task == "deal_points":
        return scores[int(puzzle.position.get("player", 0))]
    return scores[0] - scores[1]


def other_rules(puzzle: Puzzle, deals: Deals, n: int) -> str:
    """When ``n`` is this puzzle's score under other rules (another set of values, or Kandell's doubled
    brisques taken or left), that in words with what differs, never the right total; else ``""``. ``deals``: the
    puzzle's deals, read by :func:`penchant.puzzles.checkers.scoring.deal_entries`.

    A reader who has the three tables in front of them most often reads the wrong column: the feedback
    names the column read and the values this puzzle's rules give to what was declared, so the reader can
    count again."""
    profile = puzzle.profile
    try:
        truth = _value_under(puzzle, deals, profile)
    except PenchantError:
        return ""
    kandell = PROFILES["kandell"]
    others = [*PROFILES.values(), *(kandell.with_options(**o) for n, o in BRISQUE_OPTIONS.items() if n != AS_PRINTED)]
    for other in others:
        if other == profile:
            continue
        try:
            v = _value_under(puzzle, deals, other)
        except PenchantError:
            continue
        if v != n or v == truth:
            continue
        who = (int(puzzle.position.get("player", 0)),) if puzzle.task == "deal_points" else (0, 1)
        # Which parts are worth something else there, named without their values: the learner looks them up
        # and counts again (told "a quadruplet is worth 8 (not 10)", a learner takes 2 off without counting).
        parts = []
        otherwise = kinds_scored_otherwise(profile, other)
        if any(k in otherwise for _, d in deals for q in who for _, k, _ in d[q]):
            # The side the question asks about: "your declarations" told of the opponent's score misled.
            # The declarations valued apart by name ("your quadruplet"), so the count goes to the part that differs.
            apart_kinds = list(dict.fromkeys(k for _, d in deals for q in who for _, k, _ in d[q]
                                             if k in otherwise))
            # the owner said once over the kinds ("your opponent's quadruplet, pair and besito")
            parts.append(f"{_owner(who[0])} {join_and([kind_words(k) for k in apart_kinds])}" if len(who) == 1
                         else "the declarations")
        apart = values_apart(profile, other)
        if any(e.brisquettes[q] for e, _ in deals for q in who) and "brisquette" in apart:
            parts.append("the brisquettes")
        if any(brisques_over_book(e.brisques[q]) for e, _ in deals for q in who) and "bonus" in apart:
            parts.append("the book bonus")  # not "the brisques over six": that is the rule, which gives the count
        verb = "is" if len(parts) == 1 and not parts[0].endswith("s") and " and " not in parts[0] else "are"
        # The count is sent back to the puzzle's own rules, never to the other book ("look up what they are worth
        # there" would send a beginner to rule books the chapters tell them to leave aside). A part that is a list
        # itself is set off by a comma ("your quadruplet and pair, and the brisquettes").
        listed = (", ".join(parts[:-1]) + ", and " + parts[-1] if len(parts) > 1 and any(" and " in q for q in parts)
                  else join_and(parts))
        said = [f"what {listed} {verb} worth"] if parts else []
        if puzzle.task == "game_value" and "lurch" in apart:
            said.append("whether a loser is lurched")
        look = f", with {join_and(said)} under this puzzle's rules" if said else ""
        return f"{n} is {_rules_apart(other, profile)}: count again{look}"
    return ""


