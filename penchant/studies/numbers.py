"""The numbers behind the game: exact chances and simulation studies.

The modern write-up (Kandell) says a full Reunion is obtainable across
Phase 1 about 1 time in 10 and a Quadruplet about 1 in 4. This module checks
such claims three ways:

* **exactly**, by counting: over a deal a player receives 16 cards (6 dealt,
  10 drawn), a uniformly random half of the pack. :func:`exact_chance` is the
  chance that this half holds a combination of a kind, for one player or for
  either player of a deal (the two halves are complementary);
* **in play**, by simulation (:func:`simulate`): whether a player at some
  moment holds all the cards of one at once (hand and table together), and
  whether it is actually declared;
* and what else a deal is worth: average deal scores per profile, and how
  much leading the first trick of Phase 2 is worth (exactly, by solving each
  Phase 2 once with each player to lead).

Simulations are seeded and return counts; :func:`proportion` turns a count
into an estimate with its Wilson interval.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from fractions import Fraction
from math import comb
from pathlib import Path
from typing import TYPE_CHECKING, Any, Final, Literal

from penchant.errors import IllegalPlayError, InvalidRecordError, InvalidSettingError
from penchant.files.strict_reader import package_text, parse_json, read_json
from penchant.play.forced import is_forced
from penchant.rules.brisques import brisques_in_mask
from penchant.rules.cards import FULL_MASK, PACK, PACK_SIZE, RANK_MASKS, SUIT_MASKS, card_indexes
from penchant.rules.combinations import candidate_combinations
from penchant.rules.kinds import NOT_A_KIND, Kind
from penchant.rules.procedure import CARDS_RECEIVED, dealer_of, first_lead_of_last_six, other_player
from penchant.rules.profiles import DEFAULT_PROFILE, Profile, get_profile
from penchant.rules.scoring import deal_parts, last_six_net

if TYPE_CHECKING:  # the deal, the players and the solver: imported by simulating, not by reading the stored study
    from penchant.play.state import DealState
    from penchant.players.base import Player

__all__ = [
    "ARTICLE_CLAIMS",
    "STUDY_KINDS",
    "DealFacts",
    "Estimate",
    "SimulationSummary",
    "DISTRIBUTIONS_FORMAT",
    "NUMBERS_FORMAT",
    "exact_chance",
    "lead_worth",
    "proportion",
    "packaged_study",
    "packaged_text",
    "read_study",
    "replays_as_stored",
    "simulate",
    "stored_chance",
    "quadruplet_over_reunion",
]

Scope = Literal["player", "deal"]

NUMBERS_FORMAT: Final = "penchant-numbers/1"
"""The stored numbers study (``penchant/data/numbers.json``): exact chances, simulations, matches."""
DISTRIBUTIONS_FORMAT: Final = "penchant-distributions/1"
"""The stored distributions (``penchant/data/distributions.json``): deal scores and the lead's worth, charted."""


def read_study(path: str | Path, study_format: str) -> dict[str, Any]:
    """A stored study read by the project's strict reader (:func:`~penchant.files.strict_reader.read_json`: UTF-8, size
    and
    nesting limits, no NaN, no duplicate keys): a JSON object whose ``format`` is ``study_format``. The
    packaged studies are read with :func:`packaged_study`."""
    return _study(read_json(path), str(path), study_format)


def packaged_text(name: str) -> str:
    """A file of the packaged data (``penchant.data``, the repository's ``penchant/data/``) as text, wherever the
    package
    is installed: ``packaged_text("examples/sample-game.json")``."""
    return package_text("penchant.data", name)


def packaged_study(name: str, study_format: str) -> dict[str, Any]:
    """A packaged study (``packaged_study("numbers.json", NUMBERS_FORMAT)``), read as :func:`read_study` reads
    a file: what the chapters read, whichever folder they run in."""
    return _study(parse_json(packaged_text(name), repr(name)), name, study_format)


def _study(data: Any, name: str, study_format: str) -> dict[str, Any]:
    if not isinstance(data, dict) or data.get("format") != study_format:
        got = data.get("format") if isinstance(data, dict) else type(data).__name__
        raise InvalidRecordError.refusing(name, f"not a {study_format} study: its format is {got!r}")
    return data


STUDY_KINDS: Final = (Kind.REUNION, Kind.QUADRUPLET)
"""The two standout combinations the article's claims are about."""

ARTICLE_CLAIMS: Final = {Kind.REUNION: Fraction(1, 10), Kind.QUADRUPLET: Fraction(1, 4)}
"""Kandell: a full Reunion is obtainable across Phase 1 about 1 in 10, a Quadruplet about 1 in 4."""

_FULL_SETS: Final = {
    kind: tuple(m for m, k in candidate_combinations(FULL_MASK) if k is kind) for kind in Kind
}


def _suit_or_rank_groups(kind: Kind) -> tuple[list[int], list[int]]:
    """The pack split into groups (suits for runs, ranks for sets) and the combinations' masks."""
    if kind.is_set:
        groups = list(RANK_MASKS)
    else:
        groups = list(SUIT_MASKS)
    return groups, list(_FULL_SETS[kind])


def exact_chance(kind: Kind, scope: Scope = "player", cards: int = CARDS_RECEIVED) -> Fraction:
    """The exact chance that ``cards`` random cards of the 32 hold a ``kind``.

    ``scope='player'``: one player's 16 cards (6 dealt, 10 drawn) hold one.
    ``scope='deal'``: either player's cards do (the pack split 16-16).
    Counted with generating functions over suits (runs, couplings) or ranks
    (sets): a combination never spans two groups, so the count of halves with
    none factorises group by group.
    """
    if not isinstance(kind, Kind):
        raise InvalidSettingError.refusing(kind, NOT_A_KIND)
    if scope not in ("player", "deal"):
        raise InvalidSettingError(f"scope {scope!r} is not 'player' or 'deal'")
    if scope == "deal" and cards != CARDS_RECEIVED:
        raise InvalidSettingError(f"cards {cards!r}: a deal splits the pack {CARDS_RECEIVED}-{CARDS_RECEIVED}, "
                                   f"so scope 'deal' needs {CARDS_RECEIVED}")
    if not 0 <= cards <= PACK_SIZE:
        raise InvalidSettingError(f"cards {cards!r} is not between 0 and {PACK_SIZE}")
    if kind is Kind.PENCHANT:
        raise InvalidSettingError(
            f"{kind.value!r} spans two suits: exact_chance counts runs, sets and same-suit couplings only"
        )
    groups, combos = _suit_or_rank_groups(kind)
    poly = [1]
    for g in groups:
        inside = [m for m in combos if m & g == m]
        bits = list(card_indexes(g))
        counts = [0] * (len(bits) + 1)
        for sub in range(1 << len(bits)):
            mine = 0
            for j, i in enumerate(bits):
                if sub >> j & 1:
                    mine |= PACK[i].bit
            theirs = g & ~mine
            if any(m & mine == m for m in inside):
                continue
            if scope == "deal" and any(m & theirs == m for m in inside):
                continue
            counts[sub.bit_count()] += 1
        new = [0] * (len(poly) + len(bits))
        for a, x in enumerate(poly):
            if x:
                for b, y in enumerate(counts):
                    new[a + b] += x * y
        poly = new
    return 1 - Fraction(poly[cards], comb(PACK_SIZE, cards))


@dataclass(frozen=True)
class Estimate:
    """A simulated proportion or mean with its 95% interval and sample size."""

    value: float
    low: float
    high: float
    n: int

    def to_json(self) -> dict[str, Any]:
        return {"value": round(self.value, 5), "ci95": [round(self.low, 5), round(self.high, 5)], "n": self.n}

    def __str__(self) -> str:
        return f"{self.value:.4f} (95% {self.low:.4f} to {self.high:.4f}, n={self.n})"


def proportion(successes: int, n: int) -> Estimate:
    """A proportion with its Wilson interval."""
    from penchant.studies.match import wilson_interval  # the matches' module plays games: imported on use

    lo, hi = wilson_interval(successes, n)
    return Estimate(successes / n, lo, hi, n)


def mean_estimate(values: Sequence[float]) -> Estimate:
    from penchant.studies.match import mean_interval

    m, lo, hi = mean_interval(values)
    return Estimate(m, lo, hi, len(values))


@dataclass(frozen=True)
class DealFacts:
    """What one simulated deal showed, per player (index = seat)."""

    received: tuple[frozenset[Kind], frozenset[Kind]]
    """Kinds held somewhere among the 16 cards the player received."""
    held: tuple[frozenset[Kind], frozenset[Kind]]
    """Kinds the player at some moment held complete in hand and table at once."""
    scored: tuple[frozenset[Kind], frozenset[Kind]]
    """Kinds the player declared."""
    scores: tuple[int, int]
    declared_points: tuple[int, int]
    brisquette_points: tuple[int, int]
    bonus_points: tuple[int, int]
    lead_worth: int
    """Net points the Phase 2 leader gains by leading rather than following (see :func:`lead_worth`)."""


def lead_worth(state: DealState) -> int:
    """How many net points leading the last six tricks is worth to the player who leads.

    ``state`` is at the first lead of Phase 2. Both sides' best play is
    solved twice, once as dealt (this player leads) and once with the other
    player to lead; the result is the leader's net Phase 2 points (own minus
    opponent's brisquettes and book bonus) the first way minus the second. A deal at any other moment is
    refused with :class:`~penchant.errors.IllegalPlayError` (the deal is well formed; the question does
    not apply to it now).
    """
    if not state.last_six_lead_due or not first_lead_of_last_six(state.tricks):
        raise IllegalPlayError(
            f"lead_worth needs the first lead of Phase 2, not stage {state.stage.value!r} with "
            f"{len(state.stock)} cards in the stock"
        )
    from penchant.solver import brisques_value

    me = state.to_move
    mine, theirs = state.hands_mask[me], state.hands_mask[other_player(me)]
    in_play = brisques_in_mask(mine | theirs)
    leading = brisques_value(mine, theirs, state.trump)
    following = in_play - brisques_value(theirs, mine, state.trump)
    won = (state.brisques[me], state.brisques[other_player(me)])

    def net(b: int) -> int:
        return last_six_net(state.profile, won, b, in_play - b)

    return net(leading) - net(following)


def _kinds_in(mask: int) -> frozenset[Kind]:
    return frozenset(k for k in STUDY_KINDS if any(m & mask == m for m in _FULL_SETS[k]))


def _play_and_watch(players: Sequence[Player], state: DealState, rngs: Sequence[random.Random]) -> DealFacts:
    received = [state.hands_mask[0], state.hands_mask[1]]
    held: list[set[Kind]] = [set(), set()]
    worth = 0
    while not state.is_over():
        for q in (0, 1):
            h = state.hands_mask[q] | state.tables_mask[q]
            received[q] |= h
            if not state.last_six:
                held[q] |= _kinds_in(h)
        if state.last_six_lead_due and first_lead_of_last_six(state.tricks):
            worth = lead_worth(state)
        p = state.to_move
        legal = state.legal_actions
        if is_forced(legal):
            state.apply_unchecked(legal[0])
        else:
            state.apply(players[p].choose(state.view(p), rngs[p]))
    parts = deal_parts(state.profile, [[k for k, _ in state.declared[q]] for q in (0, 1)], state.brisquettes,
                       state.brisques)
    scored = [frozenset(k for k, _ in state.declared[q] if k in STUDY_KINDS) for q in (0, 1)]
    return DealFacts(
        received=(_kinds_in(received[0]), _kinds_in(received[1])),
        held=(frozenset(held[0]), frozenset(held[1])),
        scored=(scored[0], scored[1]),
        scores=state.scores,
        declared_points=(parts[0].declarations, parts[1].declarations),
        brisquette_points=(parts[0].brisquettes, parts[1].brisquettes),
        bonus_points=(parts[0].book_bonus, parts[1].book_bonus),
        lead_worth=worth,
    )


@dataclass(frozen=True)
class SimulationSummary:
    """Counts and estimates from :func:`simulate` (per player-deal unless said per deal)."""

    players: tuple[str, str]
    profile: str
    seed: int
    deals: int
    facts: tuple[DealFacts, ...] = field(repr=False)

    def _count(self, attr: str, kind: Kind, scope: Scope) -> tuple[int, int]:
        if scope == "player":
            hits = sum(kind in getattr(f, attr)[q] for f in self.facts for q in (0, 1))
            return hits, 2 * self.deals
        return sum(kind in getattr(f, attr)[0] or kind in getattr(f, attr)[1] for f in self.facts), self.deals

    def received(self, kind: Kind, scope: Scope = "player") -> Estimate:
        """How often a player's 16 cards hold ``kind`` (compare :func:`exact_chance`)."""
        return proportion(*self._count("received", kind, scope))

    def held(self, kind: Kind, scope: Scope = "player") -> Estimate:
        """How often a player holds ``kind`` complete at some moment of Phase 1."""
        return proportion(*self._count("held", kind, scope))

    def scored(self, kind: Kind, scope: Scope = "player") -> Estimate:
        """How often a player declares ``kind``."""
        return proportion(*self._count("scored", kind, scope))

    def mean_score(self) -> Estimate:
        """A player's mean deal score."""
        return mean_estimate([float(s) for f in self.facts for s in f.scores])

    def mean_parts(self) -> dict[str, Estimate]:
        """A player's mean declarations, brisquettes and book bonus per deal."""
        return {
            "declarations": mean_estimate([float(x) for f in self.facts for x in f.declared_points]),
            "brisquettes": mean_estimate([float(x) for f in self.facts for x in f.brisquette_points]),
            "book bonus": mean_estimate([float(x) for f in self.facts for x in f.bonus_points]),
        }

    def lead_worth(self) -> Estimate:
        """Mean net points that leading the last six tricks is worth to the leader."""
        return mean_estimate([float(f.lead_worth) for f in self.facts])

    def lead_worth_counts(self) -> dict[str, int]:
        """In how many deals leading Phase 2 helps, makes no difference, or hurts."""
        return {
            "helps": sum(f.lead_worth > 0 for f in self.facts),
            "same": sum(f.lead_worth == 0 for f in self.facts),
            "hurts": sum(f.lead_worth < 0 for f in self.facts),
        }

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "players": list(self.players),
            "profile": self.profile,
            "seed": self.seed,
            "deals": self.deals,
        }
        for kind in STUDY_KINDS:
            out[kind.value] = {
                scope: {
                    "received": self.received(kind, scope).to_json(),
                    "held": self.held(kind, scope).to_json(),
                    "scored": self.scored(kind, scope).to_json(),
                }
                for scope in ("player", "deal")
            }
        out["mean_deal_score"] = self.mean_score().to_json()
        out["mean_parts"] = {k: v.to_json() for k, v in self.mean_parts().items()}
        out["lead_worth"] = self.lead_worth().to_json()
        out["lead_worth_counts"] = self.lead_worth_counts()
        return out


def simulate(
    deals: int,
    players: tuple[str, str] = ("greedy", "greedy"),
    profile: Profile = DEFAULT_PROFILE,
    seed: int = 0,
    progress: Callable[[int, int], None] | None = None,
) -> SimulationSummary:
    """Play ``deals`` seeded deals between the named players, watching every holding; ``progress(done, deals)``, if
    given, is told after each deal.

    Deal ``i`` is shuffled from ``(seed, i)`` and dealt as a game's deals alternate (``dealer_of(i, 0)``).
    """
    if isinstance(deals, bool) or not isinstance(deals, int) or deals < 1:
        raise InvalidSettingError.refusing_argument("deals", deals, "must be a whole number, 1 or more")
    # The chapter's page reads the stored study (packaged_study): the deal and the players come with simulating.
    from penchant.play.dealing import new_deal
    from penchant.players import get_player

    seats = (get_player(players[0], profile), get_player(players[1], profile))
    facts = []
    for i in range(deals):
        state = new_deal(profile, random.Random(f"penchant-numbers:{seed}:{i}"), dealer_of(i, 0))
        rngs = (random.Random(f"penchant-numbers:{seed}:{i}:0"), random.Random(f"penchant-numbers:{seed}:{i}:1"))
        facts.append(_play_and_watch(seats, state, rngs))
        if progress is not None:
            progress(i + 1, deals)
    return SimulationSummary((players[0], players[1]), profile.name, seed, deals, tuple(facts))


def stored_chance(numbers: Mapping[str, Any], kind: Kind, scope: Scope = "player") -> Fraction:
    """The exact chance of ``kind`` the stored numbers study holds (what :func:`exact_chance` counted when it was
    written), read from its ``exact`` table."""
    return Fraction(numbers["exact"][kind.value][scope]["fraction"])


def quadruplet_over_reunion(numbers: Mapping[str, Any], summary: Mapping[str, Any],
                            scope: Scope = "player") -> tuple[float, float]:
    """How many times likelier a Quadruplet is than a Reunion: among the cards received, exactly (the stored
    chances), and held complete in the played deals of ``summary`` (a :class:`SimulationSummary`'s JSON)."""
    received = stored_chance(numbers, Kind.QUADRUPLET, scope) / stored_chance(numbers, Kind.REUNION, scope)
    held = summary["quadruplet"][scope]["held"]["value"] / summary["reunion"][scope]["held"]["value"]
    return float(received), float(held)


def replays_as_stored(check: Mapping[str, Any]) -> bool:
    """Whether the stored study's first deals (``numbers["check"]``: their number and summary), played again now
    with the same players, rules and seed, give exactly the stored figures."""
    stored = check["summary"]
    again = simulate(check["deals"], (stored["players"][0], stored["players"][1]), get_profile(stored["profile"]),
                     stored["seed"])
    return bool(again.to_json() == stored)
