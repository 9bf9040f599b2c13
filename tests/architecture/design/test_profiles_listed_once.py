"""Which rules profiles there are, and in what order a player is offered them, is the rules' (``PROFILES``,
``PROFILE_ORDER``: the default first): the widgets kept their own ``RULES_ORDER = ("kandell", "foster", "modern")``
(review28 #2), and a profile added to the rules would never have appeared in a switch or a table side by side. No
source outside ``penchant/rules`` writes every profile's name in one list by hand."""

from __future__ import annotations

import ast

from source_scan import parsed, sources

from penchant.rules.profiles import DEFAULT_PROFILE, PROFILE_ORDER, PROFILES


def every_profile_by_hand(source: str, names: frozenset[str] = frozenset(PROFILES)) -> list[int]:
    """The lines of ``source`` with a tuple, list or set literal holding the name of every profile."""
    return sorted(node.lineno for node in ast.walk(parsed(source))
                  if isinstance(node, ast.Tuple | ast.List | ast.Set)
                  and names <= {e.value for e in node.elts if isinstance(e, ast.Constant)})


def test_the_order_offered_is_every_profile_the_default_first() -> None:
    assert PROFILE_ORDER[0] == DEFAULT_PROFILE.name
    assert sorted(PROFILE_ORDER) == sorted(PROFILES)


def test_no_source_lists_the_profiles_by_hand() -> None:
    found = [f"{rel}:{line}" for rel, source in sources() if not rel.startswith("penchant/rules/")
             for line in every_profile_by_hand(source)]
    assert not found, ("every profile listed by hand (read penchant.rules.profiles.PROFILES, or PROFILE_ORDER for "
                       "the order a player is offered them):\n" + "\n".join(found))


def test_the_scan_sees_the_old_line() -> None:
    old = ('RULES_ORDER = ("kandell", "foster", "modern")\n'
           'CHOICES = ("foster", "kandell", "both", "neither")\n'  # a quiz of two sources, not the list of profiles
           'for name in ["modern", "foster", "kandell"]:\n'
           '    pass\n')
    assert every_profile_by_hand(old) == [1, 3]
