"""The profile's multipliers are said once, by :func:`~penchant.words.switches.multipliers_words`: the marker's
new-game line wrote "brisquettes ×2" inline while the switches' words said "brisquettes times 2" (one setting,
two wordings). A sentence that writes a ``..._multiplier`` itself outside :mod:`penchant.words` is refused."""

from __future__ import annotations

import ast

from source_scan import parsed, sources


def multipliers_said(source: str, where: str) -> list[str]:
    return [f"{where}:{node.lineno}: a multiplier said inline (penchant.words.switches.multipliers_words)"
            for node in ast.walk(parsed(source)) if isinstance(node, ast.JoinedStr)
            and any(isinstance(v, ast.FormattedValue) and "_multiplier" in ast.unparse(v.value) for v in node.values)]


def test_the_multipliers_are_said_by_the_words_alone() -> None:
    problems = [p for rel, source in sources() if rel.startswith(("penchant/", "penchant_widgets/", "penchant_server/"))
                and not rel.startswith(("penchant/words/", "penchant/rules/")) for p in multipliers_said(source, rel)]
    assert not problems, "\n".join(problems)


def test_the_scan_sees_the_old_line() -> None:
    old = ('mult.append(f"brisquettes ×{ev.profile.brisquette_multiplier}")\n'
           'mult = multipliers_words(ev.profile)\n'
           'rules = f"{name} ({mult})"\n')
    assert [p.split(":")[1] for p in multipliers_said(old, "x.py")] == ["1"]
