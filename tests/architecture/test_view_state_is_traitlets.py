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
import functools
import importlib

import ipywidgets
import ipywidgets as W
import traitlets
from source_scan import ROOT, module_name, parsed, sources

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

STATE_SCANNED = ("widgets/",)
"""Where every attribute a widget class sets on ``self``, public or private, is a child widget, a trait of the
class (declared in its body or inherited: ``children``, ``value``, a marker flag) or on :data:`ALLOWED` (issue #30:
the scan read private names in ``widgets/play/`` only, and the marker's tap bookkeeping, the puzzle board's
redraw batching and the boards' seeds and profiles, plain attributes, passed it)."""

ALLOWED: dict[tuple[str, str], str] = {
}
"""``(file, Class.attr)``: a plain attribute a widget keeps, and why it is not view state."""

_WIDGET_BASES = ("Widget", "Box", "VBox", "HBox", "HTML", "Button", "Text", "Html", "DOMWidget")
"""Base names that make a class of a scanned snippet (not importable) a widget class."""


def _declared_traits(cls: ast.ClassDef) -> set[str]:
    out = set()
    for stmt in cls.body:
        targets = (stmt.targets if isinstance(stmt, ast.Assign)
                   else [stmt.target] if isinstance(stmt, ast.AnnAssign) and stmt.value is not None else [])
        value = stmt.value if isinstance(stmt, ast.Assign | ast.AnnAssign) else None
        if value is not None and any(isinstance(n, ast.Name) and n.id == "traitlets" for n in ast.walk(value)):
            out |= {t.id for t in targets if isinstance(t, ast.Name)}
    return out


@functools.cache
def _runtime_classes(where: str) -> dict[str, type]:
    """The widget classes of the module at ``where`` (a path under ``widgets/``), by name, imported: their traits
    include those they inherit; and its classes of traits that are not widgets (the puzzle board's answer inputs
    kept their form, pickers and buttons in plain attributes, passed as not a widget). Empty for a snippet (not a
    file of the package)."""
    path = ROOT / where
    if not where.startswith("widgets/") or not path.is_file():
        return {}
    module = importlib.import_module(module_name(path))
    return {name: value for name, value in vars(module).items()
            if isinstance(value, type) and (issubclass(value, ipywidgets.Widget)
                                            or (issubclass(value, traitlets.HasTraits)
                                                and value.__module__ == module.__name__ and not _a_mixin(value)))}


def _a_mixin(cls: type) -> bool:
    """Whether ``cls`` is a part of a widget class (the play board's ``ChoosesOpponent``): the widget's traits are
    its own."""
    return any(issubclass(sub, ipywidgets.Widget) or _a_mixin(sub) for sub in cls.__subclasses__())


@functools.cache
def _widget_makers() -> frozenset[str]:
    """The names a call of which makes a widget: the widget classes of ipywidgets and of the package, and the
    package's functions annotated to return one (the marker's ``button``, ``html``, ``box``)."""
    classes = {name for name, value in vars(ipywidgets).items()
               if isinstance(value, type) and issubclass(value, ipywidgets.Widget)}
    for rel, _source in sources():
        if rel.startswith("widgets/") and rel.endswith(".py"):
            classes |= set(_runtime_classes(rel))
    makers = set(classes)
    for rel, source in sources():
        if rel.startswith("widgets/") and rel.endswith(".py"):
            for f in ast.walk(parsed(source)):
                if (isinstance(f, ast.FunctionDef) and f.returns is not None
                        and ast.unparse(f.returns).split(".")[-1] in classes):
                    makers.add(f.name)
    return frozenset(makers)


def _makes_widgets(value: ast.AST | None, makers: frozenset[str]) -> bool:
    """Whether ``value`` is child widgets: a call of a widget class or maker (``widgets.HTML(...)``,
    ``CardPicker(...)``, ``button(...)``), or a list, tuple, dict or comprehension of them."""
    if isinstance(value, ast.List | ast.Tuple):
        return bool(value.elts) and all(_makes_widgets(e, makers) for e in value.elts)
    if isinstance(value, ast.ListComp):
        return _makes_widgets(value.elt, makers)
    if isinstance(value, ast.DictComp):
        return _makes_widgets(value.value, makers)
    if isinstance(value, ast.Dict):
        return bool(value.values) and all(_makes_widgets(v, makers) for v in value.values if v is not None)
    if isinstance(value, ast.Call):
        f = value.func
        name = f.id if isinstance(f, ast.Name) else f.attr if isinstance(f, ast.Attribute) else ""
        return name in makers
    return False


def plain_state(source: str, where: str, loaded: dict[str, type] | None = None) -> list[str]:
    """``where:line: Class.attr`` for each attribute a widget class sets that is not a trait, a child widget or
    allowed; ``loaded``: the module's classes imported (their inherited traits count), else a snippet read alone."""
    out = []
    makers = _widget_makers()
    scan_all = where.startswith(STATE_SCANNED)
    loaded = loaded or {}
    for cls in (n for n in ast.walk(parsed(source)) if isinstance(n, ast.ClassDef)):
        traits = _declared_traits(cls)
        runtime = loaded.get(cls.name)
        if runtime is not None:  # its traits, inherited ones too, and its properties (a setter sets a trait)
            traits |= set(runtime.class_trait_names())
            traits |= {name for k in runtime.__mro__ for name, v in vars(k).items() if isinstance(v, property)}
        a_widget = (runtime is not None if loaded else
                    any(ast.unparse(b).split(".")[-1] in _WIDGET_BASES for b in cls.bases))
        for node in ast.walk(cls):
            targets = (node.targets if isinstance(node, ast.Assign)
                       else [node.target] if isinstance(node, ast.AnnAssign | ast.AugAssign) else [])
            value = getattr(node, "value", None)
            for t in targets:
                if not (isinstance(t, ast.Attribute) and isinstance(t.value, ast.Name) and t.value.id == "self"):
                    continue
                if t.attr in traits or (where, f"{cls.name}.{t.attr}") in ALLOWED:
                    continue
                if isinstance(node, ast.AugAssign) or not _makes_widgets(value, makers):
                    if t.attr.lstrip("_") in STATE_NAMES or (scan_all and a_widget):
                        out.append(f"{where}:{node.lineno}: {cls.name}.{t.attr} kept in a plain attribute")
    return sorted(set(out), key=lambda p: int(p.split(":")[1]))


def test_view_state_is_traitlets() -> None:
    problems = [p for rel, source in sources()
                if rel.startswith("widgets/")
                for p in plain_state(source, rel, _runtime_classes(rel))]
    assert not problems, "\n".join(problems)


def test_the_scan_sees_a_holder_of_traits_that_is_no_widget() -> None:
    """The puzzle board's answer inputs, a plain class, kept the answer form, the pickers and the choice buttons
    in plain attributes: a class of traits in ``widgets/`` is scanned as a widget is."""
    from penchant_widgets.puzzles import answering

    assert issubclass(answering.AnswerInputs, traitlets.HasTraits)
    old = ("class AnswerInputs(traitlets.HasTraits):\n"
           "    def __init__(self, answer):\n"
           "        self._form = ''\n"
           "        self.pickers = {}\n")
    where = "widgets/puzzles/answering.py"
    assert "AnswerInputs" in _runtime_classes(where)  # scanned, whatever it holds now
    assert [p.split(":")[1] for p in plain_state(old, where, {"AnswerInputs": traitlets.HasTraits})] == ["3", "4"]


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
    assert [p.split(":")[1] for p in plain_state(old, "widgets/marker/app.py")] == ["4", "5", "8"]
    assert [p.split(":")[1] for p in plain_state(old, "penchant/x.py")] == ["4", "5"]  # elsewhere: the names only


def test_the_scan_sees_every_attribute_of_a_widget() -> None:
    """Issue #30: the marker's tap bookkeeping and the boards' seeds, public or private, outside widgets/play/."""
    old = ("class MarkerApp(W.VBox):\n"
           "    ledger = traitlets.Instance(Ledger)\n"
           "    def __init__(self, store, clock):\n"
           "        self._held = 0\n"
           "        self.store = store\n"
           "        self.seed = 3\n"
           "        self.children = (self.banner,)\n"
           "        self.banner = HBox([html('', 'pm-error'), button('Undo')])\n"
           "        self.chips = [button('') for i in range(8)]\n"
           "        self.ledger = Ledger()\n"
           "    def changing(self):\n"
           "        self._held += 1\n"
           "class Plan:\n"
           "    def __init__(self):\n"
           "        self.links = {}\n")
    assert [p.split(":")[1] for p in plain_state(old, "widgets/marker/app.py")] == ["4", "5", "6", "7", "12"]
    assert [p.split(":")[1] for p in plain_state(old, "widgets/marker/app.py", {"MarkerApp": W.VBox})] == [
        "4", "5", "6", "12"]  # ``children``: a trait the class inherits
