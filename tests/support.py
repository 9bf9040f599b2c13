"""Helpers the tests share: the app's server and the browser (from ``benchmarks/servers.py``, which the
benchmarks use too), and checks on processes (Linux ``/proc``).

Imported as ``support`` (``tests/`` is on the path: pytest puts the folder of ``tests/conftest.py``
there); the repository's root is on it too (``pythonpath`` in ``pyproject.toml``).
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any, Final

from benchmarks.servers import (
    CHROMIUM,
    CHROMIUM_ARGS,
    MarkerServer,
    browser_problem,
    children_of,
    free_port,
    port_is_free,
)
from penchant.play.dealing import new_deal
from penchant.play.moves import Declare
from penchant.rules.combinations import classify_mask
from penchant.rules.kinds import Kind
from penchant.rules.profiles import Profile
from penchant.rules.suits_and_ranks import Suit
from penchant.rules.trump import trump_of_penchant

__all__ = [
    "CHROMIUM", "CHROMIUM_ARGS", "CLASSES", "MarkerServer", "alive", "browser_problem", "children_of", "classes",
    "cmdlines", "environ_of", "free_port", "port_is_free", "stop_problems", "wait_until",
]


CLASSES: Final = "_dom_classes"
"""The key of a widget's CSS classes in the state the page receives: the ``_dom_classes`` attribute of the widget
message protocol's ``DOMWidgetModel`` (ipywidgets' ``jupyterwidgetmodels`` spec), which ipywidgets keeps in a trait
of the same private name and offers no public getter for (``DOMWidget`` has ``add_class`` and ``remove_class``
only). The tests' one name for it: :func:`classes` reads it, a test observing a widget's classes passes it as the
trait's name. ``tests/architecture/design/test_tests_read_no_widget_privates.py`` allows it here alone."""


def classes(widget: Any) -> tuple[str, ...]:
    """A widget's CSS classes as the page receives them: its state as synced to the browser (``get_state``, the
    public ipywidgets call) under the protocol's key :data:`CLASSES`, not the widget's private trait read back."""
    state: dict[str, Any] = widget.get_state(CLASSES)
    return tuple(state[CLASSES])


def alive(pid: int) -> bool:
    """Whether process ``pid`` exists and is not a zombie (Linux ``/proc``)."""
    try:
        with open(f"/proc/{pid}/stat") as fh:
            return fh.read().rsplit(")", 1)[-1].split()[0] != "Z"
    except OSError:
        return False


def wait_until(check: Callable[[], bool], timeout: float) -> bool:
    """Poll ``check`` every 0.1 s until it holds (True) or ``timeout`` seconds pass (False)."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if check():
            return True
        time.sleep(0.1)
    return False


def cmdlines() -> list[str]:
    """Every process's command line, its arguments joined by spaces (Linux ``/proc``)."""
    out = []
    for entry in Path("/proc").glob("[0-9]*/cmdline"):
        try:
            out.append(entry.read_bytes().replace(b"\0", b" ").decode("utf-8", "replace"))
        except OSError:
            continue
    return out


def environ_of(pid: int) -> dict[str, str]:
    """The environment process ``pid`` started with (empty if it cannot be read)."""
    try:
        raw = Path(f"/proc/{pid}/environ").read_bytes()
    except OSError:
        return {}
    pairs = (item.decode("utf-8", "replace").partition("=") for item in raw.split(b"\0") if item)
    return {k: v for k, _, v in pairs}


def stop_problems(server: MarkerServer, sig: int) -> list[str]:
    """Send ``sig`` to the server's main process only (as ``kill`` or a crash would) and say what did not
    follow: the process still running, its port still held, or one of its kernels still alive."""
    kernels = server.children()
    server.signal_main(sig)
    problems = []
    if not wait_until(lambda: server.proc is not None and server.proc.poll() is not None, 15):
        problems.append("the server is still running")
    if not wait_until(lambda: port_is_free(server.port), 10):
        problems.append("the port is still held")
    if not wait_until(lambda: not any(alive(k) for k in kernels), 15):
        problems.append("a kernel outlived the server")
    return problems


HEAVIEST_FIRST = Path(__file__).with_name("heaviest_first.txt")


def heaviest_first() -> dict[str, int]:
    """Each test file listed in ``heaviest_first.txt`` with its place there (0 for the longest)."""
    lines = HEAVIEST_FIRST.read_text(encoding="utf-8").splitlines()
    files = [line.split()[1] for line in lines if line.strip() and not line.startswith("#")]
    return {name: place for place, name in enumerate(files)}


Declaration = tuple[int, Kind, int, bool, Suit | None]
"""A declaration as :func:`deal_played_declaring` gives it."""


def deal_played_declaring(profile: Profile, seed: int) -> tuple[list[int], list[Declaration], tuple[int, int]]:
    """A deal played out by players who declare whenever they may, nine times in ten: the winners of the first ten
    tricks, the declarations (player, kind, tricks played before it, by the trick's winner, the Jack's suit of a
    penchant), the brisques. The marker's and the rules' tests of declarations in order both replay it."""
    rng = random.Random(seed)
    state = new_deal(profile, rng=seed)
    winners: list[int] = []
    made: list[tuple[int, Kind, int, bool, Suit | None]] = []
    while not state.is_over():
        legal = state.legal_actions
        declares = [a for a in legal if isinstance(a, Declare)]
        action = rng.choice(declares) if declares and rng.random() < 0.9 else rng.choice(legal)
        if isinstance(action, Declare):
            kind = classify_mask(action.cards.mask)
            assert kind is not None
            jack = trump_of_penchant(action.cards.mask) if kind is Kind.PENCHANT else None
            made.append((state.to_move, kind, state.tricks, state.to_move == state.trick_winner, jack))
        before = state.tricks
        state.apply(action)
        if state.tricks > before and len(winners) < 10:
            winners.append(state.trick_winner)
    return winners, made, state.brisques
