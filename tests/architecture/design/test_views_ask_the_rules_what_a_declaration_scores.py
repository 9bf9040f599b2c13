"""What a declaration scores, as a view says it (a button's "+10", a table's "2 points", the rule books' numbers side
by side), is the rules' named figure, :func:`penchant.rules.scoring.declared_points`: the widgets read the
profile's table of values themselves (``profile.value(kind)``) in seven places, the marker's buttons, chapter 3's
tables and chapter 7's rule books. No view (the widgets, the server, the notebooks' cells) calls a profile's
``value``."""

from __future__ import annotations

import ast

from source_scan import parsed, sources

VIEWS = ("penchant_widgets/", "penchant_server/", "notebooks/")


def values_read(source: str) -> list[int]:
    """The lines of ``source`` that call ``.value`` with one argument: a profile's table of points read."""
    return sorted(n.lineno for n in ast.walk(parsed(source))
                  if isinstance(n, ast.Call) and isinstance(n.func, ast.Attribute) and n.func.attr == "value"
                  and len(n.args) == 1 and not n.keywords)


def test_no_view_reads_a_profiles_values() -> None:
    found = [f"{path}:{line}" for path, source in sources() if path.startswith(VIEWS)
             for line in values_read(source)]
    assert not found, "ask penchant.rules.scoring.declared_points: " + ", ".join(found)


def test_the_scan_sees_the_marker_buttons_old_label() -> None:
    old = ("b.description = kind_label(kind, prof.value(kind))\n"
           "label.value = f'Penchant +{sheet.profile.value(Kind.PENCHANT)}'\n"
           "label.value = 'Penchant'\n"
           "b.description = kind_label(kind, declared_points(prof, (kind,)))\n")
    assert values_read(old) == [1, 2]
