"""Progress of long commands on standard error.

When standard error is a terminal, a progress bar (tqdm) moves as the work
goes; otherwise (a pipe, a log file, a CI job) nothing is printed while the
work runs and one summary line is printed at the end, such as
``match: 20 games in 183.2 s``. Standard output stays clean either way, so
``--json`` output can be piped.

Only this module imports tqdm, and only when a bar is drawn: the engine
(rules, play, solver, players, puzzles) takes a plain ``progress`` callback
and never imports it, so it stays importable with the standard library alone.
"""

from __future__ import annotations

import sys
import time
from collections.abc import Callable
from types import TracebackType
from typing import IO, Any

__all__ = ["ProgressReport"]


class ProgressReport:
    """A progress report for ``total`` steps of ``what`` (``with ProgressReport(20, "games", "match") as p: ...``).

    Call the instance (or :meth:`advance`) with the number of steps just done.
    """

    def __init__(self, total: int, unit: str, label: str, stream: IO[str] | None = None) -> None:
        self.total = total
        self.unit = unit
        self.label = label
        self.stream: IO[str] = stream if stream is not None else sys.stderr
        self.done = 0
        self._start = time.perf_counter()
        self._bar: Any = None
        isatty = getattr(self.stream, "isatty", None)
        if callable(isatty) and isatty():
            try:
                from tqdm import tqdm  # type: ignore[import-untyped]
            except ImportError:  # installed without its dependencies: the summary line still comes
                self._bar = None
            else:
                self._bar = tqdm(total=total, unit=f" {unit}", desc=label, file=self.stream, leave=False,
                                 dynamic_ncols=True)

    @property
    def callback(self) -> Callable[[int], None]:
        """The plain callback the engine's long functions take."""
        return self.advance

    def advance(self, steps: int = 1) -> None:
        self.done += steps
        if self._bar is not None:
            self._bar.update(steps)

    def reached(self, done: int, total: int) -> None:
        """The callback of the engine's long functions that learn their total as they go (``progress(done,
        total)``, as a review's decisions are counted): the total taken as told, the steps advanced to ``done``."""
        if total != self.total:
            self.total = total
            if self._bar is not None:
                self._bar.total = total
                self._bar.refresh()
        if done > self.done:
            self.advance(done - self.done)

    __call__ = advance

    def summary(self) -> str:
        seconds = time.perf_counter() - self._start
        return f"{self.label}: {self.done} {self.unit} in {seconds:.1f} s"

    def close(self) -> None:
        if self._bar is not None:
            self._bar.close()
            self._bar = None
        print(self.summary(), file=self.stream, flush=True)

    def __enter__(self) -> ProgressReport:
        return self

    def __exit__(
        self, exc_type: type[BaseException] | None, exc: BaseException | None, tb: TracebackType | None
    ) -> None:
        if exc_type is None:
            self.close()
        elif self._bar is not None:
            self._bar.close()
            self._bar = None
