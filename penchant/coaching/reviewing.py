"""Running a review: every real decision of a deal analysed by the coach (:func:`review_decisions`, over
``(view, action, key)`` triples as the play board collects them; :func:`review_record`, over a ``penchant-play/1``
record's deals, under the keys the board salted them with, :func:`record_salt`). The review they make is
:class:`penchant.coaching.review.Review`.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from penchant.coaching.coach import Coach, decision_key
from penchant.coaching.move_reasons import close_on_a_longer_look
from penchant.coaching.playout_reasons import brisque_worth_words
from penchant.coaching.review import Review, ReviewItem
from penchant.coaching.review_words import position_words
from penchant.errors import IllegalPlayError, InvalidSettingError
from penchant.judgement.verdicts import (
    is_marked,
)
from penchant.play.forced import is_a_decision
from penchant.play.moves import Action
from penchant.play.play_record import PlayRecord
from penchant.play.view import PlayerView
from penchant.players.base import judging_rules
from penchant.rules.procedure import trick_of_moment

__all__ = ["record_salt", "review_decisions", "review_record"]


def _trick(view: PlayerView) -> int:
    return trick_of_moment(view.tricks_played, declaring=view.stage.declaring)


def review_decisions(
    decisions: Sequence[tuple[PlayerView, Action, str]],
    coach: Coach,
    deal: int = 1,
    steps: Sequence[int] | None = None,
    progress: Callable[[int, int], None] | None = None,
) -> Review:
    """Review ``(view, action taken, key)`` triples in order; forced moves are skipped. A view of other rules
    than the coach's is a :class:`~penchant.errors.RulesMismatchError`, before any is analysed.

    ``steps`` gives each decision's number of actions before it in the deal
    (for the timeline); ``progress(done, total)`` is called as decisions are analysed.
    """
    items: list[ReviewItem] = []
    real = [(n, d) for n, d in enumerate(decisions) if is_a_decision(d[0].legal)]
    for n, (view, taken, _) in enumerate(decisions):
        coach.rules_for(view)
        if taken not in view.legal:
            raise IllegalPlayError(
                f"decision {n + 1}: {str(taken)!r} is not one of the legal actions {[str(a) for a in view.legal]!r}")
    for done, (n, (view, taken, key)) in enumerate(real):
        an = coach.analyse(view, key, include=[taken])
        items.append(ReviewItem(
            deal=deal, index=steps[n] if steps is not None else n, trick=_trick(view), phase=view.phase,
            stage=view.stage.value, player=view.player, played=taken, best=an.best.action,
            loss=an.cost(taken), margin=an.margin(taken), exact=an.exact,
            verdict=an.verdict(taken),
            reason=an.reason(taken, played=True), rank=an.rank(taken), choices=len(view.legal),
            better=an.reason_parts(taken, played=True)[1],
            position=position_words(view, taken), fine=taken in an.will_do(),
            near_best=tuple(ln.action for ln in an.lines if an.in_the_band(ln.action)),
            named=an.recommended(),
            if_close=close_on_a_longer_look(an, taken, played=True) if is_marked(an.verdict(taken)) else "",
            cost=an.cost_words(taken) if is_marked(an.verdict(taken)) else "",
        ))
        if progress is not None:
            progress(done + 1, len(real))
    return Review(coach.name, tuple(items), samples=coach.samples, brisque_worth=brisque_worth_words(coach.profile))


def record_salt(record: PlayRecord) -> str:
    """The salt of a record's decision keys: the board's, when it saved the record, so hints and review agree."""
    salt = record.extra.get("coach_salt")
    return salt if isinstance(salt, str) else "penchant-play"


def review_record(
    record: PlayRecord,
    coach: Coach,
    seats: Sequence[int] = (0, 1),
    deals: Sequence[int] | None = None,
    progress: Callable[[int, int], None] | None = None,
) -> Review:
    """Review every real decision of ``seats`` in the record's deals (0-based ``deals``, default all), under the
    record's rules: a coach built for other rules is a :class:`~penchant.errors.RulesMismatchError`."""
    rules = judging_rules(coach.name, coach.profile, record.profile, "record")
    salt = record_salt(record)
    which = list(range(len(record.deals))) if deals is None else list(deals)
    todo: list[tuple[int, int, PlayerView, Action]] = []
    scores: list[tuple[int, int]] = []
    for d in which:
        if not 0 <= d < len(record.deals):
            raise InvalidSettingError(f"deal {d + 1}: the record has {len(record.deals)} deals")
        final = record.replay(d)
        if final.is_over():
            scores.append(final.scores)
        for step, (before, p, a) in enumerate(record.deals[d].positions(rules)):
            if p in seats and is_a_decision(before.legal_actions):
                todo.append((d, step, before.view(p), a))
    items: list[ReviewItem] = []
    for done, (d, step, view, a) in enumerate(todo):
        one = review_decisions([(view, a, decision_key(salt, d, step))], coach, deal=d + 1, steps=[step])
        items.extend(one.items)
        if progress is not None:
            progress(done + 1, len(todo))
    return Review(coach.name, tuple(items), tuple(scores), samples=coach.samples,
                  brisque_worth=brisque_worth_words(rules))
