"""What one deal can hold, as the rules refuse it: the refusals name each kind in a player's plural, and the
bounds on a deal's brisques and declarations are asked of :mod:`penchant.rules.limits`."""

from __future__ import annotations

from penchant.rules.kinds import Kind
from penchant.rules.limits import MAX_DECLARATIONS, MOST_BY_ONE_PLAYER, MOST_PER_DEAL, declarations_problem, players_declarations_problem

PLURALS = {"pair": "pairs", "triplet": "triplets", "quadruplet": "quadruplets", "family": "families",
           "clan": "clans", "flush": "flushes", "reunion": "reunions", "marriage": "marriages",
           "besito": "besitos", "penchant": "penchants"}


def test_every_kind_has_its_plural() -> None:
    assert {k.value: k.plural for k in Kind} == PLURALS


def test_a_refusal_counts_each_kind_in_the_plural() -> None:
    """Every kind whose bound a deal's ten declarations can pass (all but pairs): the deal's bound, else one
    player's; "familys" and "flushs" were written before."""
    refused: dict[Kind, str] = {}
    for kind in Kind:
        for count, problem in ((MOST_PER_DEAL[kind] + 1, declarations_problem([kind] * (MOST_PER_DEAL[kind] + 1))),
                               (MOST_BY_ONE_PLAYER[kind] + 1, players_declarations_problem(
                                   [kind] * (MOST_BY_ONE_PLAYER[kind] + 1), []))):
            if count <= MAX_DECLARATIONS:
                assert problem is not None
                assert problem.startswith(f"{count} {PLURALS[kind.value]} "), problem
                refused[kind] = problem
    assert {Kind.FAMILY, Kind.FLUSH} <= set(refused)
    assert len(refused) == len(Kind) - 1
