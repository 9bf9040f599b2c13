"""A rule book in a line (its points, then its switches) is said by the words, ``words.switches.rules_in_a_line``:
the score marker's game form once built it from the profile's fields itself (``rules_summary``, issue #30). The
scan keeps out of the views a comprehension over every kind (``for k in Kind``) that asks what it scores, and one
over the record's options (``for key in RECORD_OPTIONS``) that words each."""

from __future__ import annotations

import ast

from source_scan import names_in, parsed, sources


def lines_built_by_hand(source: str, where: str) -> list[str]:
    out: list[str] = []
    for node in ast.walk(parsed(source)):
        if not isinstance(node, ast.ListComp | ast.SetComp | ast.GeneratorExp | ast.DictComp):
            continue
        over = {n for g in node.generators for n in names_in(g.iter)}
        used = names_in(node)
        if ("Kind" in over and "declared_points" in used) or ("RECORD_OPTIONS" in over and "option_words" in used):
            out.append(f"{where}:{node.lineno}: a rule book's points or switches listed in a view "
                       "(words.switches.rules_in_a_line)")
    return out


def test_views_say_a_rule_book_in_a_line_through_the_words() -> None:
    problems = [p for rel, source in sources() if rel.startswith(("penchant_widgets/", "notebooks/"))
                for p in lines_built_by_hand(source, rel)]
    assert not problems, "\n".join(problems)


def test_the_scan_sees_the_marker_forms_old_line() -> None:
    old = ('pts = " · ".join(f"{kind_words(k)} {declared_points(profile, (k,))}" for k in Kind)\n'
           'switches = " · ".join(option_words(key, getattr(profile, key)) for key in RECORD_OPTIONS if key not in S)\n'
           'kept = {key: option_words(key, value) for key, value in house.items()}\n'
           'worth = [declared_points(p, (kind,)) for p in profiles]\n')
    assert [p.split(":")[1] for p in lines_built_by_hand(old, "x.py")] == ["1", "2"]
