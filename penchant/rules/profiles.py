"""Rules profiles: scoring values and the switches where the sources differ.

A :class:`Profile` is immutable; states and games are made from one. The three
named profiles are ``FOSTER``, ``KANDELL`` and ``MODERN`` (Kandell with a
quadruplet worth 8 and a reunion worth 20). Multipliers apply to any profile:
``KANDELL.with_options(brisquette_multiplier=2, bonus_multiplier=2)``.
"""

from __future__ import annotations

import dataclasses
import itertools
from collections.abc import Mapping
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Any, Final, Literal, get_args

from penchant.english.lists import join_or
from penchant.errors import InvalidRecordError, InvalidSettingError, UnknownProfileError
from penchant.files.strict_reader import Schema, choice, either, flag, obj, whole
from penchant.rules.kinds import SET_OF_SIZE, Kind

__all__ = [
    "Profile", "DEFAULT_PROFILE", "FOSTER", "KANDELL", "MODERN", "PROFILES", "AS_PRINTED", "BRISQUE_OPTIONS",
    "brisque_option", "brisque_options_in", "offered_brisque_option", "refuse_brisques_not_offered",
    "get_profile", "house_options", "switches_apart", "CutDeals", "DealMethod", "Barring",
    "RECORD_OPTIONS", "OPTION_SCHEMAS", "RULES_SCHEMA", "PROFILE_ORDER",
]

CutDeals = Literal["low", "high"]
DealMethod = Literal["traditional", "threes", "singles"]
Barring = Literal["by_size", "by_value"]
"""The two readings of barring (Kandell's by size, Foster's by value): the one list of them, which
:data:`penchant.rules.barring.READINGS` and a record's reader (:data:`OPTION_SCHEMAS`) are made from."""

_MULTIPLIER: Final = whole(1, 100)
"""A multiplier of the brisques' points: 1 (as printed) to 100; 0 would score no brisques at all, no rules' option."""
OPTION_SCHEMAS: Final[Mapping[str, Schema]] = MappingProxyType({
    "brisquette_multiplier": _MULTIPLIER,
    "bonus_multiplier": _MULTIPLIER,
    "same_kind_reuse": flag(),
    "deal_method": choice(*get_args(DealMethod)),
    "barring": choice(*get_args(Barring)),
    "cut_deals": choice(*get_args(CutDeals)),
    "loser_penchant_sets_trump": flag(),
})
"""Each of the :data:`RECORD_OPTIONS` and what it may be: the one place its bounds are written, each choice read
from its type (:data:`DealMethod`, :data:`Barring`, :data:`CutDeals`). A record's reader (:data:`RULES_SCHEMA`) and
a :class:`Profile` being made (:meth:`Profile.with_options` included) both check with these, so a profile that can
be made can be written and read back."""

RECORD_OPTIONS: Final[tuple[str, ...]] = tuple(OPTION_SCHEMAS)
"""The options a record's ``rules`` may give besides the profile name, in the order a record writes them (the
keys of :data:`OPTION_SCHEMAS`, the one list): every option :meth:`Profile.with_options` takes, so that a profile
saved is the profile read back. Nothing else: the scoring values and the lurch threshold belong to the named
profile and a record cannot rewrite them."""

_VALUE: Final = whole(0)
"""A scoring value, the brisque value or the lurch threshold of a :class:`Profile`."""


def _points(**kw: int) -> Mapping[Kind, int]:
    return MappingProxyType({Kind(k): v for k, v in kw.items()})


def _refuse_sets_not_rising(name: str, points: Mapping[Kind, int]) -> None:
    """Barring by value (Foster's reading) weighs sets by size, then rank: a bigger set is worth more
    (:func:`~penchant.rules.barring.best_set_among`, :func:`~penchant.rules.barring.big_enough_to_bar`). Rules whose
    set values do not rise with the set's size would bar by a value they do not score, so they are refused with
    :class:`~penchant.errors.InvalidSettingError`, the values quoted."""
    sizes = sorted(SET_OF_SIZE)
    for smaller, bigger in itertools.pairwise(sizes):
        low, high = SET_OF_SIZE[smaller], SET_OF_SIZE[bigger]
        if points[low] >= points[high]:
            raise InvalidSettingError.refusing_argument(
                "barring", "by_value",
                f"bars by a set's value, and the rules {name!r} score a {low.value} {points[low]!r} and a "
                f"{high.value} {points[high]!r}: by value, a bigger set must be worth more")


@dataclass(frozen=True)
class Profile:
    """An immutable set of rules and scoring values."""

    name: str
    points: Mapping[Kind, int] = field(compare=False)
    brisque_value: int
    """Foster 10, Kandell 1: a brisquette and each brisque of the book bonus."""
    lurch_threshold: int
    """Foster 400, Kandell 40: a loser under this is lurched, the value doubled."""
    cut_deals: CutDeals
    """Foster: the lower cut deals; Kandell: the higher."""
    loser_penchant_sets_trump: bool
    """Foster: the first penchant sets trump whoever declares it; Kandell: only a trick winner's."""
    deal_method: DealMethod
    """Foster: ``traditional``; Kandell: ``singles``. No default: a default would silently be one source's rule."""
    barring: Barring
    """Kandell: the highest major set of each size bars minor sets of that size or smaller (``by_size``);
    Foster: a major set bars a minor one of no greater value unless your own best set is as good (``by_value``).
    No default, as the sources differ."""
    same_kind_reuse: bool = True
    """Whether a card may serve again in another combination of the same kind."""
    brisquette_multiplier: int = 1
    bonus_multiplier: int = 1
    _points_key: tuple[tuple[str, int], ...] = field(default=(), repr=False)

    def __post_init__(self) -> None:
        # the bounds a record's reader uses (OPTION_SCHEMAS), so that what is made can be read back
        if not isinstance(self.name, str) or not self.name.strip():
            raise InvalidRecordError(f"a profile's name is a non-empty text, not {self.name!r}")
        if not isinstance(self.points, Mapping):
            raise InvalidRecordError(f"profile {self.name!r}: points {self.points!r} are not a mapping of kind to "
                                     "value")
        missing = [k.value for k in Kind if k not in self.points]
        if missing:
            raise InvalidRecordError(f"profile {self.name!r} has no points for {missing!r}")
        for kind in Kind:
            _VALUE.check(self.points[kind], f"profile {self.name!r}: points[{kind.value!r}]", InvalidRecordError)
        for attr in ("brisque_value", "lurch_threshold"):
            _VALUE.check(getattr(self, attr), f"profile {self.name!r}: {attr}", InvalidRecordError)
        for attr, schema in OPTION_SCHEMAS.items():
            schema.check(getattr(self, attr), attr, InvalidRecordError)
        if self.barring == "by_value":
            _refuse_sets_not_rising(self.name, self.points)
        object.__setattr__(self, "points", MappingProxyType(dict(self.points)))
        object.__setattr__(
            self, "_points_key", tuple(sorted((k.value, v) for k, v in self.points.items()))
        )

    def __getstate__(self) -> dict[str, Any]:
        """Pickled (and deep-copied) with its points as a plain dict: the read-only view is not picklable."""
        return {**self.__dict__, "points": dict(self.points)}

    def __setstate__(self, state: dict[str, Any]) -> None:
        for name, value in state.items():
            object.__setattr__(self, name, MappingProxyType(value) if name == "points" else value)

    def __repr__(self) -> str:
        """A pasteable call: ``get_profile('kandell')``, with ``.with_options(...)`` for the options that differ;
        rules of other values are written out field by field."""
        base = PROFILES.get(self.name)
        if base is not None and base.with_options(**{o: getattr(self, o) for o in RECORD_OPTIONS}) == self:
            changed = ", ".join(f"{o}={getattr(self, o)!r}" for o in RECORD_OPTIONS
                                if getattr(self, o) != getattr(base, o))
            return f"get_profile({self.name!r})" + (f".with_options({changed})" if changed else "")
        points = "{" + ", ".join(f"Kind.{k.name}: {v}" for k, v in self.points.items()) + "}"
        fields = ", ".join(f"{f.name}={points if f.name == 'points' else repr(getattr(self, f.name))}"
                           for f in dataclasses.fields(self) if f.repr)
        return f"Profile({fields})"

    def value(self, kind: Kind) -> int:
        """Points for declaring ``kind`` under this profile."""
        return self.points[kind]

    @property
    def brisquette_points(self) -> int:
        """Points for each brisque taken in the last six tricks."""
        return self.brisque_value * self.brisquette_multiplier

    @property
    def bonus_points(self) -> int:
        """Points for each brisque above six at the end of the deal."""
        return self.brisque_value * self.bonus_multiplier

    def with_options(self, **changes: Any) -> Profile:
        """A copy with some of the :data:`RECORD_OPTIONS` changed (the multipliers, ``same_kind_reuse``,
        ``deal_method``, ``barring`` and the sources' switches ``cut_deals`` and ``loser_penchant_sets_trump``),
        each checked with the bounds a record's reader uses (:data:`OPTION_SCHEMAS`: a multiplier is 1 to 100),
        so the copy is written by :meth:`to_json` and read back equal. Another name or a value out of bounds is
        an argument refused, an :class:`~penchant.errors.InvalidSettingError` (a record's reader,
        :meth:`from_json`, checks a record's ``rules`` first and refuses them as a record's).

        The name, the scoring values, the brisque value and the lurch threshold are the named profile's own and
        cannot be changed this way: a record names its profile and cannot rewrite them. A :class:`Profile` made
        with other values plays, but :meth:`to_json` refuses to write it.
        """
        known = set(RECORD_OPTIONS)
        bad = set(changes) - known
        if bad:
            raise InvalidSettingError(
                f"unknown profile option(s) {sorted(bad)!r}: the options are {', '.join(sorted(known))}"
            )
        for option, value in changes.items():
            OPTION_SCHEMAS[option].check(value, option, InvalidSettingError)
        return dataclasses.replace(self, **changes)

    def to_json(self) -> dict[str, Any]:
        """The record form: the base profile's name and the options that differ.

        Only a named profile with options (:meth:`with_options`) can be written, as only that is read back
        (:meth:`from_json`); a :class:`Profile` of its own name or values is refused with an
        :class:`~penchant.errors.InvalidRecordError` rather than written as rules it is not.
        """
        base = PROFILES.get(self.name)
        if base is None or base.with_options(**{o: getattr(self, o) for o in RECORD_OPTIONS}) != self:
            raise InvalidRecordError(
                f"the rules {self.name!r} cannot be written to a record: a record names {join_or(PROFILES)} "
                f"and changes only its options ({', '.join(RECORD_OPTIONS)}), and these rules' "
                + ("name is none of them" if base is None
                   else "values (points, brisque value, lurch threshold) are not that profile's")
                + ": make rules to keep with get_profile(name).with_options(...)"
            )
        out: dict[str, Any] = {
            "profile": self.name,
            "brisquette_multiplier": self.brisquette_multiplier,
            "bonus_multiplier": self.bonus_multiplier,
        }
        for f in RECORD_OPTIONS:
            if f not in out and getattr(self, f) != getattr(base, f):
                out[f] = getattr(self, f)
        return out

    @classmethod
    def from_json(cls, data: Mapping[str, Any] | str, where: str = "rules") -> Profile:
        """Read a record's ``rules``: a profile name, or ``{"profile": name}`` with the :data:`RECORD_OPTIONS`.

        Both forms are read one way, strictly (:data:`RULES_SCHEMA`, as a record's reader reads them): the name
        exactly as a record writes it, so ``"KANDELL"`` or ``" kandell"`` is refused whether bare or in the object
        (:func:`get_profile` is the forgiving reader, for a name a person types). Anything else (a scoring value,
        the lurch threshold, an option of the wrong type) is refused with
        :class:`~penchant.errors.InvalidRecordError` naming the field.
        """
        RULES_SCHEMA.check(data, where, InvalidRecordError)
        if isinstance(data, str):
            return PROFILES[data]
        base = PROFILES[data["profile"]]
        return base.with_options(**{k: v for k, v in data.items() if k != "profile"})


FOSTER: Final = Profile(
    name="foster",
    points=_points(
        pair=20, triplet=30, quadruplet=100, family=30, clan=40, flush=50,
        reunion=250, marriage=20, besito=20, penchant=10,
    ),
    brisque_value=10,
    lurch_threshold=400,
    cut_deals="low",
    loser_penchant_sets_trump=True,
    deal_method="traditional",
    barring="by_value",
)

KANDELL: Final = Profile(
    name="kandell",
    points=_points(
        pair=2, triplet=3, quadruplet=10, family=3, clan=4, flush=5,
        reunion=25, marriage=2, besito=2, penchant=1,
    ),
    brisque_value=1,
    lurch_threshold=40,
    cut_deals="high",
    loser_penchant_sets_trump=False,
    deal_method="singles",
    barring="by_size",
)

MODERN: Final = dataclasses.replace(
    KANDELL,
    name="modern",
    points=_points(
        pair=2, triplet=3, quadruplet=8, family=3, clan=4, flush=5,
        reunion=20, marriage=2, besito=2, penchant=1,
    ),
)

DEFAULT_PROFILE: Final = KANDELL
"""The rules in force when none are named: Kandell's (a record or position without a ``rules`` field, the command
line's ``--rules``, the apps' first choice, and the default of the functions the rule below allows one).
Everything else refers to this name.

The public API takes the rules by one rule (docs/contributing.md, "Default rules"):

- every function taking the rules takes a :class:`Profile` or its name, as the ``profile`` argument (a barring
  question also takes the profile's reading, ``barring``);
- a rule, and a function that scores or checks what it is given against the rules (``check_declaration``,
  ``legal_declarations``, ``bar_report``, ``penchant_sets_trump``, ``score_deal``, ``tally``), has no default:
  the same question has another answer under other rules, so the caller says which;
- a function that plays, solves or judges a deal (``new_deal``, ``Game``, ``solve``, ``best_line``, the players,
  the coach, the miners) may default to the house rules, and then names them in its signature
  (``profile: Profile | str = DEFAULT_PROFILE``), never a ``None`` resolved inside.

``tests/architecture/design/test_rules_once.py`` and ``test_default_rules_are_named.py`` check both halves."""

PROFILES: Final[Mapping[str, Profile]] = MappingProxyType({p.name: p for p in (FOSTER, KANDELL, MODERN)})
"""The named profiles by name: the one list of them, which a record's ``rules`` (:data:`RULES_SCHEMA`), the
forgiving reader (:func:`get_profile`) and a profile's name in words
(:func:`~penchant.rules.book_names.rules_words`) are read from."""

PROFILE_ORDER: Final[tuple[str, ...]] = (DEFAULT_PROFILE.name, *(n for n in PROFILES if n != DEFAULT_PROFILE.name))
"""The names of :data:`PROFILES` in the order a player is offered them: :data:`DEFAULT_PROFILE` first (the rules
the tutorial follows), then the others as listed (the apps' switches and their tables of the rules side by side)."""

RULES_SCHEMA: Final = either(
    choice(*PROFILES),
    obj({"profile": choice(*PROFILES)}, OPTION_SCHEMAS),
    expected=(
        "a profile name (" + join_or(map('"{}"'.format, PROFILES)) + ') or {"profile": name, and any of '
        + ", ".join(RECORD_OPTIONS) + "}"
    ),
)
"""The ``rules`` of a record, a position or a puzzle: a name of :data:`PROFILES`, bare or with the
:data:`RECORD_OPTIONS`."""

AS_PRINTED: Final = "not doubled"
"""The brisques scored as Kandell's table prints them: neither of his options (a name of :data:`BRISQUE_OPTIONS`),
named for what it does, not for a page the tutorial never shows."""

BRISQUE_OPTIONS: Final[Mapping[str, Mapping[str, int]]] = MappingProxyType({
    AS_PRINTED: MappingProxyType({"brisquette_multiplier": 1, "bonus_multiplier": 1}),
    "doubled brisques": MappingProxyType({"brisquette_multiplier": 2, "bonus_multiplier": 2}),
    "only the book bonus doubled": MappingProxyType({"brisquette_multiplier": 1, "bonus_multiplier": 2}),
})
"""Kandell's two options on the brisques, by name, as :meth:`Profile.with_options` takes them: *doubled brisques*
(2 a brisquette and 2 a brisque over six, under his numbers), which he plays himself, and the book bonus alone
doubled, which he leaves to others; *not doubled* is neither (``KANDELL.with_options(**BRISQUE_OPTIONS["doubled
brisques"])``). The one home of these three choices: the switches' words (:mod:`penchant.words.switches`), the scoring
board's choice and the scoring puzzles read them here, each choice a setting of the two record options
(:data:`RECORD_OPTIONS`' multipliers) and no rule of its own; a profile's choice is :func:`brisque_option`."""


def brisque_option(profile: Profile) -> str | None:
    """The name in :data:`BRISQUE_OPTIONS` of the brisque option ``profile`` scores by (:data:`AS_PRINTED` for
    neither), or ``None`` for multipliers none of them has.

    >>> brisque_option(KANDELL), brisque_option(KANDELL.with_options(**BRISQUE_OPTIONS["doubled brisques"]))
    ('not doubled', 'doubled brisques')
    >>> brisque_option(KANDELL.with_options(brisquette_multiplier=3)) is None
    True
    """
    for name, options in BRISQUE_OPTIONS.items():
        if all(getattr(profile, key) == value for key, value in options.items()):
            return name
    return None


def brisque_options_in(source: str | Profile) -> tuple[str, ...]:
    """The names of :data:`BRISQUE_OPTIONS` a source of the rules offers: Kandell's two options are his, so his rules
    and his modern scoring offer them; Foster's print the brisques one way only (:data:`AS_PRINTED`).

    >>> brisque_options_in("foster"), len(brisque_options_in("modern"))
    (('not doubled',), 3)
    """
    name = get_profile(source).name
    return (AS_PRINTED,) if name == FOSTER.name else tuple(BRISQUE_OPTIONS)


def offered_brisque_option(profile: Profile) -> str | None:
    """The name of the brisque option ``profile`` scores by, if its rule book offers it (:func:`brisque_options_in`),
    else ``None``: multipliers of a house of its own (brisquettes times 3), or an option of another book (Kandell's
    doubled brisques under Foster's rules, which print the brisques one way only). The one question the views (the
    scoring board, the marker's form) and the command line ask of a profile's brisques.

    >>> offered_brisque_option(KANDELL.with_options(**BRISQUE_OPTIONS["doubled brisques"]))
    'doubled brisques'
    >>> offered_brisque_option(FOSTER.with_options(**BRISQUE_OPTIONS["doubled brisques"])) is None
    True
    """
    name = brisque_option(profile)
    return name if name in brisque_options_in(profile.name) else None


def refuse_brisques_not_offered(profile: Profile) -> str:
    """The brisque option ``profile`` scores by (:func:`offered_brisque_option`), or an
    :class:`~penchant.errors.InvalidSettingError` quoting the profile's multipliers and naming the options its book
    offers. :meth:`Profile.with_options` and a record's reader keep the multipliers as a house's options on any
    profile (docs/RULINGS.md, "Scoring"); a caller that must score only what the book offers asks
    this.

    >>> refuse_brisques_not_offered(KANDELL)
    'not doubled'
    >>> try:
    ...     refuse_brisques_not_offered(FOSTER.with_options(brisquette_multiplier=2, bonus_multiplier=2))
    ... except InvalidSettingError as refused:
    ...     print(refused)
    'brisquette_multiplier=2, bonus_multiplier=2' is not a brisque option of the foster rules, which offer 'not \
doubled' only
    """
    name = offered_brisque_option(profile)
    if name is None:
        offered = brisque_options_in(profile.name)
        raise InvalidSettingError.refusing(
            f"brisquette_multiplier={profile.brisquette_multiplier!r}, bonus_multiplier={profile.bonus_multiplier!r}",
            f"not a brisque option of the {profile.name} rules, which offer "
            + (f"{offered[0]!r} only" if len(offered) == 1 else join_or(map(repr, offered))))
    return name


def get_profile(name: str | Profile) -> Profile:
    """A named profile: ``foster``, ``kandell`` or ``modern`` (read forgivingly: ``" Foster"``), or a
    :class:`Profile` as given. Anything else is an :class:`~penchant.errors.UnknownProfileError` (an
    :class:`~penchant.errors.InvalidSettingError`: the rules are a setting, not notation) quoting it and naming
    the profiles."""
    if isinstance(name, Profile):
        return name
    key = name.strip().lower() if isinstance(name, str) else None
    if key not in PROFILES:
        raise UnknownProfileError.refusing(name, f"not a rules profile: one of {', '.join(PROFILES)}")
    return PROFILES[key]


def house_options(profile: Profile) -> dict[str, Any]:
    """The options (:data:`RECORD_OPTIONS`) in which ``profile`` differs from the named profile it is a copy of,
    as :meth:`Profile.with_options` takes them: a table's house rules (``{}`` for the book's).
    ``PROFILES[profile.name].with_options(**house_options(profile)) == profile``, always: a profile that is no
    named profile with options (a name not among :data:`PROFILES`, or scoring values of its own) is an
    :class:`~penchant.errors.UnknownProfileError` quoting its name, never a named profile put in its place.

    >>> house_options(KANDELL.with_options(barring="by_value", bonus_multiplier=2))
    {'bonus_multiplier': 2, 'barring': 'by_value'}
    """
    base = PROFILES.get(profile.name)
    if base is None:
        raise UnknownProfileError.refusing(profile.name, f"not a rules profile: one of {', '.join(PROFILES)}")
    changed = {o: getattr(profile, o) for o in RECORD_OPTIONS if getattr(profile, o) != getattr(base, o)}
    if base.with_options(**changed) != profile:
        raise UnknownProfileError.refusing(
            profile.name, f"these rules have values of their own, not {profile.name.title()}'s with house options")
    return changed


def switches_apart(profile: Profile, other: Profile) -> tuple[str, ...]:
    """The switches of the rules (:data:`RECORD_OPTIONS`, in their order) that ``profile`` and ``other`` set
    differently: where two rule books part beside their numbers (those are
    :func:`~penchant.rules.scoring.times_the_numbers`' and :func:`~penchant.rules.scoring.values_apart`').

    >>> switches_apart(FOSTER, KANDELL)
    ('deal_method', 'barring', 'cut_deals', 'loser_penchant_sets_trump')
    >>> switches_apart(MODERN, KANDELL)
    ()
    """
    return tuple(o for o in RECORD_OPTIONS if getattr(profile, o) != getattr(other, o))

