"""A deal shuffled and dealt: :func:`new_deal` makes a :class:`~penchant.play.state.DealState` from the rules and
the chance (a seeded :class:`random.Random`), :func:`play_random_deal` plays one through at random, and
:func:`shuffle_of` is the one check of the chance a deal or a game is dealt from.

How the cards go round (the methods, the layout of the hands and the stock) is the rule,
:mod:`penchant.rules.dealing`; this module deals a state from it.
"""

from __future__ import annotations

import random

from penchant.errors import InvalidSettingError
from penchant.play.moves import Stage
from penchant.play.state import DealState
from penchant.rules.dealing import METHODS, deal
from penchant.rules.procedure import player_index
from penchant.rules.profiles import DEFAULT_PROFILE, Profile, get_profile

__all__ = ["new_deal", "play_random_deal", "shuffle_of"]


def shuffle_of(rng: random.Random | int | None) -> random.Random:
    """The chance a deal or a game is dealt from: a :class:`random.Random` as given, a whole-number seed or
    ``None`` (a fresh one) made into one. Anything else (text, a float, ``True``) is an
    :class:`InvalidSettingError` (a setting, not notation): ``new_deal(rng="foster")`` is refused, not read as a
    seed.
    The one check for :func:`new_deal` and :class:`~penchant.play.game.Game`."""
    if isinstance(rng, random.Random):
        return rng
    if not (rng is None or (isinstance(rng, int) and not isinstance(rng, bool))):
        raise InvalidSettingError.refusing(rng, "not a shuffle: give a random.Random, a whole-number seed or None "
                                                "(the rules go first, in profile)")
    return random.Random(rng)


def new_deal(
    profile: Profile | str = DEFAULT_PROFILE,
    rng: random.Random | int | None = None,
    dealer: int = 0,
    method: str | None = None,
) -> DealState:
    """Shuffle with ``rng`` (a :class:`random.Random` or a seed) and deal. The arguments come in
    :class:`~penchant.play.game.Game`'s order: the rules, then the chance.

    ``profile`` is the rules the deal is played by (a :class:`~penchant.rules.profiles.Profile` or its name);
    the default, named in the signature, is :data:`~penchant.rules.profiles.DEFAULT_PROFILE` (Kandell's rules).
    Anything that names no rules (``None``, ``"nope"``) is refused with an
    :class:`~penchant.errors.UnknownProfileError`.
    ``method`` is how the cards are dealt (default: the profile's). Another method is kept in the deal's rules
    (``profile.with_options(deal_method=method)``), so the position says how it was dealt and reads back the same:
    Foster's rules dealt by ``"singles"`` are written ``{"profile": "foster", "deal_method": "singles", ...}``.

    >>> deal = new_deal(rng=7)
    >>> deal.stage, deal.to_move, len(deal.stock)
    (<Stage.LEAD: 'lead'>, 1, 20)
    """
    r = shuffle_of(rng)
    profile = get_profile(profile)
    player_index(dealer, "dealer", InvalidSettingError)  # a seat out of bounds, as view(player) refuses one
    m = profile.deal_method if method is None else method  # "" names no method: refused, not the default
    if m not in METHODS:
        raise InvalidSettingError.refusing(m, "not a deal method: traditional, threes or singles")
    if m != profile.deal_method:
        profile = profile.with_options(deal_method=m)
    layout = deal(m, rng=r)
    return DealState.from_layout(layout, dealer, profile)


def play_random_deal(profile: Profile | str = DEFAULT_PROFILE, rng: random.Random | int | None = None,
                     dealer: int = 0) -> DealState:
    """Deal (as :func:`new_deal`, the rules then the chance) and play the deal to the end with uniformly random legal
    actions drawn from the same ``rng`` (fast path)."""
    r = shuffle_of(rng)
    st = new_deal(profile, r, dealer)
    while st.stage is not Stage.OVER:
        acts = st.legal_actions
        st.apply_unchecked(acts[r.randrange(len(acts))] if len(acts) > 1 else acts[0])
    return st


