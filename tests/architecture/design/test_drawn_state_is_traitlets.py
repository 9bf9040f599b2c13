"""What a view's drawing or its observers read and its methods change is traitlets: a plain attribute there is kept
in step with the screen by hand, on each path that changes it.

Checked with ast over ``penchant_widgets/``, whatever the names: in a class, an attribute that a drawing method
(``render*``,
``draw*``, ``_render*``, ``_draw*``) or an observer (a method under ``@observe`` or given to ``.observe``) reads, with
the methods and properties they use, and that a method other than ``__init__`` changes (sets, adds to, sets an item
of, appends to...) is a trait of the class, unless every value it is given is a widget (a child built again, not
state). A trait is replaced, never changed in place: its observers see every change. What a view keeps that nothing
draws or observes (its store, its clock, its count of taps) is plumbing, a plain private attribute
(``test_view_state_is_traitlets.py``)."""

from __future__ import annotations

import ast

import ipywidgets as W
from source_scan import parsed, sources

BOOKKEEPING: dict[str, str] = {
    "_held": "a view's count of changes under way (a change of several traits drawn once, after): how it draws",
    "_stale": "whether a view's drawing waits for the changes under way: how it draws, not what",
    "_screens": "the marker's screens built so far, by name (child widgets built on first use): which widget draws",
}
"""Private attributes a drawing reads and a method changes that are how it draws, not what, each with its reason."""
CHANGING = frozenset({"append", "extend", "pop", "clear", "insert", "remove", "add", "discard", "update",
                      "setdefault", "popitem"})
"""A method that changes a list, a set or a dict in place."""

LEFT: frozenset[tuple[str, str]] = frozenset()


INHERITED = frozenset(name for base in (W.VBox, W.HTML, W.Button, W.Text) for name in base.class_trait_names())
"""The traits a widget class of the package inherits from ipywidgets (``children``, ``value``, ``layout``...)."""


def _declared_traits(cls: ast.ClassDef) -> set[str]:
    out: set[str] = set()
    for stmt in cls.body:
        if (isinstance(stmt, ast.Assign | ast.AnnAssign) and stmt.value is not None
                and any(isinstance(n, ast.Name) and n.id == "traitlets" for n in ast.walk(stmt.value))):
            targets = stmt.targets if isinstance(stmt, ast.Assign) else [stmt.target]
            out |= {t.id for t in targets if isinstance(t, ast.Name)}
    return out


def _own(node: ast.AST) -> str | None:
    """``x`` of ``self.x`` (of ``self.x[...]`` too)."""
    if isinstance(node, ast.Subscript):
        node = node.value
    if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name) and node.value.id == "self":
        return node.attr
    return None


def _a_widget(value: ast.AST | None) -> bool:
    """A widget made (a call of a capitalised name: ``widgets.HTML(...)``, ``Button(...)``), or a list of them."""
    if isinstance(value, ast.List | ast.Tuple):
        return bool(value.elts) and all(_a_widget(e) for e in value.elts)
    if isinstance(value, ast.ListComp):
        return _a_widget(value.elt)
    if isinstance(value, ast.Call):
        f = value.func
        if isinstance(f, ast.Attribute) and isinstance(f.value, ast.Name) and f.value.id[:1].isupper():
            return True  # made by the widget class: EndgameBoard.from_puzzle(...)
        return (f.id if isinstance(f, ast.Name) else f.attr if isinstance(f, ast.Attribute) else "")[:1].isupper()
    return False


def _targets(node: ast.AST) -> list[ast.expr]:
    if isinstance(node, ast.Assign):
        return [e for t in node.targets for e in (t.elts if isinstance(t, ast.Tuple) else [t])]
    return [node.target] if isinstance(node, ast.AnnAssign | ast.AugAssign) else []


def _observers(methods: list[ast.FunctionDef]) -> set[str]:
    """The methods that observe traits: under ``@observe(...)`` (``@traitlets.observe``), or given to an
    ``.observe(self.method, ...)`` call in the class."""
    out: set[str] = set()
    for f in methods:
        for d in f.decorator_list:
            call = d.func if isinstance(d, ast.Call) else d
            if (call.id if isinstance(call, ast.Name) else call.attr if isinstance(call, ast.Attribute) else "") \
                    == "observe":
                out.add(f.name)
        for n in ast.walk(f):
            if (isinstance(n, ast.Call) and isinstance(n.func, ast.Attribute) and n.func.attr == "observe"
                    and n.args and (a := _own(n.args[0]))):
                out.add(a)
    return out


def _read_in_drawing(methods: list[ast.FunctionDef]) -> set[str]:
    """What the drawing methods and the observers read of ``self``, and what the methods and properties they use read
    in turn."""
    by_name = {f.name: f for f in methods}
    todo = [f for f in methods if f.name.lstrip("_").startswith(("render", "draw")) or f.name in _observers(methods)]
    seen: set[str] = {f.name for f in todo}
    read: set[str] = set()
    while todo:
        for n in ast.walk(todo.pop()):
            if isinstance(n, ast.Attribute) and isinstance(n.ctx, ast.Load) and (a := _own(n)):
                read.add(a)
                if a in by_name and a not in seen:
                    seen.add(a)
                    todo.append(by_name[a])
    return read


def drawn_state(source: str, where: str) -> list[str]:
    """``where:line: Class.name`` for each attribute a drawing reads and a method changes, not a trait."""
    out = []
    for cls in (n for n in ast.walk(parsed(source)) if isinstance(n, ast.ClassDef)):
        methods = [f for f in cls.body if isinstance(f, ast.FunctionDef)]
        drawn = _read_in_drawing(methods)
        widgets = {a for f in methods for n in ast.walk(f) if isinstance(n, ast.Assign | ast.AnnAssign)
                   and _a_widget(n.value) for t in _targets(n) if (a := _own(t))}
        changed: dict[str, int] = {}
        for f in methods:
            if f.name == "__init__":
                continue
            for node in ast.walk(f):
                names = [_own(t) for t in _targets(node)]
                if (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)
                        and node.func.attr in CHANGING):
                    names.append(_own(node.func.value))
                for name in names:
                    if name is not None:
                        changed.setdefault(name, node.lineno)
        traits = _declared_traits(cls) | INHERITED
        out += [f"{where}:{line}: {cls.name}.{name}" for name, line in changed.items()
                if name in drawn and name not in traits | widgets | set(BOOKKEEPING)]
    return sorted(out, key=lambda p: int(p.split(":")[1]))


def _found() -> list[str]:
    return [p for rel, source in sources() if rel.startswith("penchant_widgets/") for p in drawn_state(source, rel)]


def test_what_a_view_draws_and_changes_is_traitlets() -> None:
    found = [p for p in _found() if (p.split(":")[0], p.split(": ")[1]) not in LEFT]
    assert not found, ("make these traits (replaced, not changed in place), their observers drawing:\n"
                       + "\n".join(found))


def test_what_is_left_is_still_there() -> None:
    """Each attribute left for later is still found: one made a trait leaves the list."""
    found = {(p.split(":")[0], p.split(": ")[1]) for p in _found()}
    assert set(LEFT) <= found, sorted(set(LEFT) - found)


def test_the_scan_sees_the_old_boards() -> None:
    old = ("class EndgameBoard(widgets.VBox):\n"
           "    said = traitlets.Unicode('')\n"
           "    def __init__(self):\n"
           "        self._outcome = ''\n"
           "        self.results = []\n"
           "        self.message = widgets.HTML()\n"
           "    def note_outcome(self, words):\n"
           "        self._outcome = words\n"
           "        self.said = words\n"
           "        self.message = widgets.HTML()\n"
           "    def play(self, r):\n"
           "        self.results.append(r)\n"
           "        self._hints[0] += 1\n"
           "    @property\n"
           "    def status(self):\n"
           "        return str(self.results) + str(self._hints)\n"
           "    def _render_message(self):\n"
           "        self.message.value = self._outcome + self.said + self.status\n")
    assert [p.split(": ")[1] for p in drawn_state(old, "x.py")] == [
        "EndgameBoard._outcome", "EndgameBoard.results", "EndgameBoard._hints"]


def test_the_scan_sees_what_an_observer_reads() -> None:
    """An observer reads the state it answers with: a plain attribute it reads and a method changes is caught,
    whether the observer is a decorated method or one given to ``.observe``; what nothing draws or observes is not."""
    old = ("class Marker(widgets.VBox):\n"
           "    ledger = traitlets.Any()\n"
           "    def __init__(self):\n"
           "        self._note = ''\n"
           "        self._taps = 0\n"
           "        self.observe(self._said, names=['ledger'])\n"
           "    @traitlets.observe('ledger')\n"
           "    def _redrawn(self, change):\n"
           "        self.children = (self._shown,)\n"
           "    def _said(self, change):\n"
           "        self.banner.value = self._note\n"
           "    def tap(self, note):\n"
           "        self._taps += 1\n"
           "        self._note = note\n"
           "        self._shown = note\n")
    assert [p.split(": ")[1] for p in drawn_state(old, "x.py")] == ["Marker._note", "Marker._shown"]
