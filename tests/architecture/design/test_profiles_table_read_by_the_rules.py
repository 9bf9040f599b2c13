"""The profile's table of kinds (``Profile.value``) and its book bonus (``Profile.book_bonus``) are read by the rules:
a declaration's points are ``rules.scoring.declared_points``'s, a player's book bonus ``rules.scoring.book_bonus_of``'s,
a card at the brisque value ``rules.scoring.at_the_brisque_value``'s. The deal state and the position checker once
asked the profile the deal's book bonus, and the deal state, the position checker, the puzzles, the words and the
greedy player (issue #30) read a kind's points off it; a file that must read the table would be listed, with its
reason (none is). Arithmetic on the
values is ``test_rules_once.py``'s scan."""

from __future__ import annotations

import ast

from source_scan import ROOT, parsed, sources

PROFILE_READS_ALLOWED: dict[str, str] = {}
"""Files outside the rules that read the profile's table of kinds (``Profile.value``) themselves, each with its
reason; nowhere outside the rules asks the profile its book bonus (``Profile.book_bonus``)."""


_TABLE_READS = ("items", "keys", "values", "get")
"""The calls that read a profile's table of kinds whole or a kind at a time (``profile.points.items()``)."""


def profile_reads(source: str, where: str) -> list[str]:
    """Every read of a kind's points off a profile's table (``x.value(kind)``: a ``value`` call of one argument,
    whatever the profile is named; ``x.points[kind]``, ``x.points.items()`` and the like) and every
    ``x.book_bonus(...)``: a declaration's points are
    ``rules.scoring.declared_points``'s, a player's book bonus ``rules.scoring.book_bonus_of``'s."""
    out: list[str] = []
    for node in ast.walk(parsed(source)):
        if (isinstance(node, ast.Subscript) and isinstance(node.value, ast.Attribute) and node.value.attr == "points"
                and where not in PROFILE_READS_ALLOWED):
            out.append(f"{where}:{node.lineno}: a kind's points read off the profile's table "
                       "(rules.scoring.declared_points)")
        if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)):
            continue
        if (node.func.attr in _TABLE_READS and isinstance(node.func.value, ast.Attribute)
                and node.func.value.attr == "points" and where not in PROFILE_READS_ALLOWED):
            out.append(f"{where}:{node.lineno}: the profile's table of kinds read whole "
                       "(rules.scoring.declared_points, a kind at a time)")
            continue
        if node.func.attr == "book_bonus":
            out.append(f"{where}:{node.lineno}: the book bonus asked of the profile (rules.scoring.book_bonus_of)")
        elif node.func.attr == "with_options" and any(
                (k.arg or "").endswith("_multiplier") and isinstance(k.value, ast.Constant) and k.value.value == 1
                for k in node.keywords):
            out.append(f"{where}:{node.lineno}: a multiplier set to 1 to reach the brisque value "
                       "(rules.scoring.at_the_brisque_value)")
        elif (node.func.attr == "value" and len(node.args) == 1 and not node.keywords
              and where not in PROFILE_READS_ALLOWED):
            out.append(f"{where}:{node.lineno}: a kind's points read off the profile (rules.scoring.declared_points)")
    return out


def test_the_profiles_table_and_book_bonus_are_read_only_by_the_rules() -> None:
    problems: list[str] = []
    for rel, source in sources():
        if not rel.startswith("penchant/rules/"):
            problems += profile_reads(source, rel)
    assert not problems, "\n".join(problems)


def test_the_profile_read_scan_sees_the_old_reads() -> None:
    """The deal state and the position checker asked the profile the deal's book bonus, and the deal state, the
    position checker, the puzzles and the words read a kind's points off it (``view.profile.value(kind)``,
    ``ours.value(k) < theirs.value(k)``) instead of the rules' named function, and the scoring puzzles set the
    brisquette multiplier to 1 to price a card at the brisque value; an allowed file would read the table,
    never the book bonus; a stake's ``value(pos, profile, brisques)`` is not a profile's."""
    old = (
        "def _end_of_deal(self):\n"
        "    bonus = self._profile.book_bonus(self.brisques)\n"
        "    bonus_due = profile.book_bonus(brisques) if over else (0, 0)\n"
        "    pts = view.profile.value(kind)\n"
        "    less = [ours.value(k) < theirs.value(k) for k in kinds]\n"
        "    best = stake.value(pos, profile, top.brisques)\n"
        "    each_card = pr.with_options(brisquette_multiplier=1)\n"
        "    doubled = pr.with_options(brisquette_multiplier=2)\n"
    )
    assert sorted(p.split(":")[1] for p in profile_reads(old, "x.py")) == ["2", "3", "4", "5", "5", "7"]
    # the greedy player read its weights and the best legal declaration's points off the table itself
    greedy = "pts.append(k.profile.value(kind))\nreturn tuple(profile.value(kind) for kind in _KINDS)\n"
    assert len(profile_reads(greedy, "penchant/players/greedy.py")) == 2


def test_the_profile_read_scan_sees_the_table_read_whole_or_by_key() -> None:
    """The marker's rules line read ``profile.points.items()`` (issue #30), and the words once picked
    ``MODERN.points[Kind.QUADRUPLET]``: a kind's points are ``declared_points``'; an event's own ``e.points`` is
    no table."""
    old = (
        "pts = ' · '.join(f'{kind_words(k)} {v}' for k, v in profile.points.items())\n"
        "quad = MODERN.points[Kind.QUADRUPLET]\n"
        "got = prof.points.get(Kind.PAIR)\n"
        "total = sum(e.points for e in events)\n"
    )
    assert sorted(p.split(":")[1] for p in profile_reads(old, "x.py")) == ["1", "2", "3"]


def test_the_allowed_profile_reads_still_need_their_place() -> None:
    """An allowed file that no longer reads the profile's table must leave the list."""
    for rel in PROFILE_READS_ALLOWED:
        source = (ROOT / rel).read_text(encoding="utf-8")
        assert any(n.func.attr == "value" for n in ast.walk(parsed(source)) if isinstance(n, ast.Call)
                   and isinstance(n.func, ast.Attribute) and len(n.args) == 1), f"{rel} no longer needs its place"
