"""Every count of brisques a player can take is the rules' :data:`~penchant.rules.brisques.BRISQUE_COUNTS`: the
marker's ledger ran ``range(BRISQUES_IN_PACK + 1)`` for the counts that may end a deal, while its screen offered the
rules' counts (then kept among the typed numbers, ``penchant.typed_counts``): two answers to one question, free to
drift apart. Outside ``penchant/rules`` no ``range`` is bounded by the pack's brisques, in the engine, the widgets,
the server, the tools, the benchmarks or the notebooks' cells."""

from __future__ import annotations

import ast

from source_scan import names_in, parsed, sources

BOUND = "BRISQUES_IN_PACK"


def counts_rebuilt(source: str) -> list[int]:
    """The lines of ``source`` that call ``range`` with the pack's brisques among its arguments."""
    return sorted(n.lineno for n in ast.walk(parsed(source))
                  if isinstance(n, ast.Call) and isinstance(n.func, ast.Name) and n.func.id == "range"
                  and any(BOUND in names_in(arg) for arg in n.args))


def test_no_count_of_brisques_is_ranged_outside_the_rules() -> None:
    found = [f"{path}:{line}" for path, source in sources() if not path.startswith("penchant/rules/")
             for line in counts_rebuilt(source)]
    assert not found, "ask penchant.rules.brisques.BRISQUE_COUNTS: " + ", ".join(found)


def test_the_scan_sees_the_ledgers_old_range() -> None:
    old = ("ends = frozenset(a for a in range(BRISQUES_IN_PACK + 1) if _ends(sheet, a))\n"
           "offered = [n for n in range(0, brisques.BRISQUES_IN_PACK + 1)]\n"
           "fine = [n for n in BRISQUE_COUNTS]\n")
    assert counts_rebuilt(old) == [1, 2]
