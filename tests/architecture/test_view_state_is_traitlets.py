"""A view's step-through and panel state is traitlets, as the model libraries keep theirs (ipyleaflet's ``zoom``,
bqplot's ``selected``): a page can observe it, link it, and setting it redraws. The review found the steppers'
positions (``DealStepper.position``, ``Steps.index``, ``Fold.opened``), the barring panel's tables, reading and
reports, the marker's tap state (``armed``, ``asked``) and the practice page's session kept in plain attributes.

Checked with ast over ``widgets/``: a class that assigns ``self.<name>`` (or ``self._<name>``: a leading underscore
does not make view state anything else) for one of those names declares it as a trait in its class body,
``widgets/play/`` included (the fourth review found it exempt wholesale). In ``widgets/play/`` (issue #30: the play
board kept its move log, counters, waiting pick and hint in private attributes) every private attribute a class
sets is a child widget, whatever its name."""

from __future__ import annotations

import ast

from source_scan import parsed, sources

STATE_NAMES: frozenset[str] = frozenset({
    "position", "index", "opened", "armed", "asked", "turn", "tables", "reports", "barring",
    "streak", "rush", "current", "past", "last_pick", "streak_mode", "declared", "holdings",
    # the fourth review (eng11 #21, #24, #26): the card buttons' look, a picker's enabled cards, the deal method and
    # the cut, a number box's last check, the analysis board's deal and seat, the score tally's typed entries, the
    # marker's entry editor
    "selected", "dim", "marked", "enabled_cards", "method", "rounds", "checked", "deal", "seat", "typed", "showing",
    "target", "original", "kind_of_entry",
    # the play board's game and what it keeps of it (eng11 #19)
    "game", "opponent", "decisions", "plays", "last_review",
    # the play boards' display bookkeeping (issue #30): the move log, what was said since your move and how much of
    # it shows, the move count, the waiting pick, the hint given, the deal as dealt, the take-backs, the replay
    "log", "move_log", "since", "since_moves", "moves", "pending", "hinted", "start", "take_backs", "states",
    "actions", "positions",
})

PRIVATE_STATE_SCANNED = ("widgets/play/",)
"""Where any private attribute that is not a child widget is view state kept out of the traits."""


def _declared_traits(cls: ast.ClassDef) -> set[str]:
    out = set()
    for stmt in cls.body:
        targets = (stmt.targets if isinstance(stmt, ast.Assign)
                   else [stmt.target] if isinstance(stmt, ast.AnnAssign) and stmt.value is not None else [])
        value = stmt.value if isinstance(stmt, ast.Assign | ast.AnnAssign) else None
        if value is not None and any(isinstance(n, ast.Name) and n.id == "traitlets" for n in ast.walk(value)):
            out |= {t.id for t in targets if isinstance(t, ast.Name)}
    return out


def _builds_a_widget(value: ast.AST | None) -> bool:
    """Whether ``value`` makes child widgets: calls ``widgets.<X>(...)`` or a class (a capitalised name:
    ``CardPicker(...)``, ``TrickView(...)``), alone or in a list."""
    return value is not None and any(
        isinstance(n, ast.Call) and (
            (isinstance(n.func, ast.Attribute) and isinstance(n.func.value, ast.Name) and n.func.value.id == "widgets")
            or (isinstance(n.func, ast.Name) and n.func.id[:1].isupper()))
        for n in ast.walk(value))


def plain_state(source: str, where: str) -> list[str]:
    out = []
    any_private = where.startswith(PRIVATE_STATE_SCANNED)
    for cls in (n for n in ast.walk(parsed(source)) if isinstance(n, ast.ClassDef)):
        traits = _declared_traits(cls)
        inherited = {"turn"} if any(isinstance(b, ast.Name) and b.id in ("VBox", "Box", "Button")
                                    for b in cls.bases) and "marker" in where else set()
        for node in ast.walk(cls):
            targets = (node.targets if isinstance(node, ast.Assign)
                       else [node.target] if isinstance(node, ast.AnnAssign | ast.AugAssign) else [])
            value = getattr(node, "value", None)
            if (isinstance(value, ast.Call) and isinstance(value.func, ast.Attribute)
                    and isinstance(value.func.value, ast.Name) and value.func.value.id == "widgets"):
                continue  # a child widget (a box the view fills), not state
            for t in targets:
                if not (isinstance(t, ast.Attribute) and isinstance(t.value, ast.Name) and t.value.id == "self"):
                    continue
                name = t.attr.lstrip("_")
                private = t.attr.startswith("_") and not t.attr.startswith("__")
                if t.attr in traits | inherited:
                    continue
                if name in STATE_NAMES or (any_private and private and not _builds_a_widget(value)):
                    out.append(f"{where}:{node.lineno}: {cls.name}.{t.attr} kept in a plain attribute")
    return sorted(set(out), key=lambda p: int(p.split(":")[1]))


def test_view_state_is_traitlets() -> None:
    problems = [p for rel, source in sources()
                if rel.startswith("widgets/")
                for p in plain_state(source, rel)]
    assert not problems, "\n".join(problems)


def test_the_scan_sees_the_old_steppers() -> None:
    old = ("class Steps(widgets.VBox):\n"
           "    def __init__(self):\n"
           "        self.index: int = 0\n"
           "    def show(self, i):\n"
           "        self.index = i\n"
           "class DealStepper(widgets.VBox):\n"
           "    position = traitlets.Int(0)\n"
           "    def next(self):\n"
           "        self.position += 1\n"
           "        self.pages = []\n"
           "        self.index = widgets.VBox()\n")
    assert [p.split(":")[1] for p in plain_state(old, "x.py")] == ["3", "5"]


def test_the_scan_sees_private_bookkeeping() -> None:
    """Issue #30: the play board's move log and counters, private, escaped a scan that read public names only."""
    old = ("class PlayBoard(widgets.VBox):\n"
           "    move_log = traitlets.List()\n"
           "    def __init__(self):\n"
           "        self._log = []\n"
           "        self._since_moves = 0\n"
           "        self._title = widgets.HTML()\n"
           "        self._hand = [CardPicker(mode='press') for p in (0, 1)]\n"
           "        self._seen = set()\n"
           "        self.move_log = []\n")
    assert [p.split(":")[1] for p in plain_state(old, "widgets/play/board.py")] == ["4", "5", "8"]
    assert [p.split(":")[1] for p in plain_state(old, "widgets/marker/app.py")] == ["4", "5"]
