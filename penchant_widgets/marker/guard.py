"""A tap's guard: the marker's handlers wrapped so that a refusal is said on screen in the players' words and an
unexpected error is logged and said, never a dead page (:func:`guarded`); the marker's logger."""

from __future__ import annotations

import functools
import logging
import traceback
from collections.abc import Callable
from contextlib import AbstractContextManager, nullcontext
from typing import Any, TypeVar

from penchant.errors import PenchantError
from penchant_widgets.marker.screen_words import unexpected_words

__all__ = ["guarded", "log"]

log = logging.getLogger("penchant.marker")

F = TypeVar("F", bound=Callable[..., Any])


def guarded(report: Callable[[str], None], on_tap: Callable[[], None] | None = None,
            words: Callable[[PenchantError], str] = str,
            around: Callable[[], AbstractContextManager[None]] = nullcontext) -> Callable[[F], F]:
    """Wrap a handler so an unexpected exception becomes a message on screen, not a dead page.

    ``on_tap`` is called first, on every tap (the marker counts taps to tell a double tap); ``words`` says a
    refusal as the screen shows it (the marker: the ledger's sentence in the players' words, ``Ledger.said``);
    the handler runs inside ``around()`` (the marker's :meth:`~penchant_widgets.marker.app.MarkerApp.changing`: what
    a tap changes is drawn once, after it)."""

    def deco(fn: F) -> F:
        @functools.wraps(fn)
        def inner(*args: Any, **kwargs: Any) -> Any:
            if on_tap is not None:
                on_tap()
            try:
                with around():
                    return fn(*args, **kwargs)
            except PenchantError as exc:  # a refusal: checked before anything is saved, so nothing changed
                report(words(exc))
                return None
            except Exception as exc:  # the marker must never die on a tap
                log.error("marker handler failed:\n%s", traceback.format_exc())
                report(unexpected_words(exc))
                return None

        return inner  # type: ignore[return-value]

    return deco
