"""A view's state is traitlets, as the model libraries keep theirs (ipyleaflet's ``zoom``, bqplot's ``selected``):
a page can observe it, link it, and setting it redraws. The rule itself, not a list of names, is checked, with ast
over ``penchant_widgets/``:

* a widget class, or a class of traits (a holder of a widget's parts, a mixin of a widget), keeps every public
  attribute it sets on ``self`` (what a caller or a page can read, link or observe) as a trait (declared in its body
  or inherited: ``children``, ``value``; a mixin's are those of every widget that mixes it in; a property), or as
  child widgets; anything else is on :data:`ALLOWED` with its reason. Its private attributes are its plumbing (a
  store, a clock, a count of taps): a private one that a drawing or an observer reads and a method changes is view
  state all the same, which ``test_drawn_state_is_traitlets.py`` holds to a trait;
* any other class of the widgets sets its attributes once, in
  ``__init__``, to no container it then changes: an attribute set again later, or a list, dict or set it keeps, is
  state no page can observe, and belongs in a trait of the widget that shows it."""

from __future__ import annotations

import ast
import functools
import importlib

import ipywidgets
import ipywidgets as W
import traitlets
from source_scan import ROOT, module_name, parsed, sources

ALLOWED: dict[tuple[str, str], str] = {}
"""``(file, Class.attr)``: a plain attribute a widget's class keeps, and why it is not view state."""

_WIDGET_BASES = ("Widget", "Box", "VBox", "HBox", "HTML", "Button", "Text", "Html", "DOMWidget", "HasTraits")
"""Base names that make a class of a scanned snippet (not importable) a widget class or a class of traits."""

_CONTAINERS = ("list", "dict", "set", "defaultdict", "deque", "Counter", "OrderedDict")
"""Calls that make a container a class can go on changing in place."""


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
    """The widget classes of the module at ``where`` (a path under ``penchant_widgets/``), by name, imported: their
    traits
    include those they inherit; and its classes of traits that are not widgets (the puzzle board's answer inputs
    kept their form, pickers and buttons in plain attributes, passed as not a widget). Empty for a snippet (not a
    file of the package)."""
    path = ROOT / where
    if not where.startswith("penchant_widgets/") or not path.is_file():
        return {}
    module = importlib.import_module(module_name(path))
    return {name: value for name, value in vars(module).items()
            if isinstance(value, type) and (issubclass(value, ipywidgets.Widget)
                                            or (issubclass(value, traitlets.HasTraits)
                                                and value.__module__ == module.__name__))}


def _widgets_mixing_in(cls: type) -> list[type]:
    """The widget classes that mix ``cls`` in (the play board mixes in ``ChoosesOpponent``), at any depth."""
    out: list[type] = []
    for sub in cls.__subclasses__():
        out += [sub] if issubclass(sub, ipywidgets.Widget) else _widgets_mixing_in(sub)
    return out


def _traits_of(cls: type) -> set[str]:
    """The traits an instance of ``cls`` has, inherited ones too, and its properties (a setter sets a trait); a mixin
    of widgets (no widget itself) also has those that every widget mixing it in has."""
    traits = set(cls.class_trait_names()) if issubclass(cls, traitlets.HasTraits) else set()
    traits |= {name for k in cls.__mro__ for name, v in vars(k).items() if isinstance(v, property)}
    widgets = [] if issubclass(cls, ipywidgets.Widget) else _widgets_mixing_in(cls)
    if widgets:
        traits |= set.intersection(*(_traits_of(w) for w in widgets))
    return traits


@functools.cache
def _widget_makers() -> frozenset[str]:
    """The names a call of which makes a widget: the widget classes of ipywidgets and of the package, and the
    package's functions annotated to return one (the marker's ``button``, ``html``, ``box``)."""
    classes = {name for name, value in vars(ipywidgets).items()
               if isinstance(value, type) and issubclass(value, ipywidgets.Widget)}
    for rel, _source in sources():
        if rel.startswith("penchant_widgets/") and rel.endswith(".py"):
            classes |= set(_runtime_classes(rel))
    makers = set(classes)
    for rel, source in sources():
        if rel.startswith("penchant_widgets/") and rel.endswith(".py"):
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


def _a_container(value: ast.AST | None) -> bool:
    """Whether ``value`` makes a container (a list, dict or set, written out, comprehended or called for)."""
    if isinstance(value, ast.List | ast.Dict | ast.Set | ast.ListComp | ast.DictComp | ast.SetComp):
        return True
    if isinstance(value, ast.Call):
        f = value.func
        return (f.id if isinstance(f, ast.Name) else f.attr if isinstance(f, ast.Attribute) else "") in _CONTAINERS
    return False


def _self_sets(cls: ast.ClassDef) -> list[tuple[ast.AST, str, ast.AST | None, str]]:
    """Each ``self.<attr>`` a class's methods set: (the statement, the attribute, the value, the method)."""
    out = []
    for fn in (n for n in cls.body if isinstance(n, ast.FunctionDef | ast.AsyncFunctionDef)):
        for node in ast.walk(fn):
            targets = (node.targets if isinstance(node, ast.Assign)
                       else [node.target] if isinstance(node, ast.AnnAssign | ast.AugAssign) else [])
            for t in targets:
                if isinstance(t, ast.Attribute) and isinstance(t.value, ast.Name) and t.value.id == "self":
                    out.append((node, t.attr, getattr(node, "value", None), fn.name))
    return out


def plain_state(source: str, where: str, loaded: dict[str, type] | None = None) -> list[str]:
    """``where:line: Class.attr`` for each attribute a class keeps outside the rule (the module's docstring) and not
    allowed; ``loaded``: the module's widget classes and classes of traits imported (their inherited traits count),
    else a snippet read alone, a class of it a widget by its bases."""
    out = []
    makers = _widget_makers()
    loaded = loaded or {}
    for cls in (n for n in ast.walk(parsed(source)) if isinstance(n, ast.ClassDef)):
        traits = _declared_traits(cls)
        runtime = loaded.get(cls.name)
        if runtime is not None:
            traits |= _traits_of(runtime)
        a_view = (runtime is not None if loaded else
                  any(ast.unparse(b).split(".")[-1] in _WIDGET_BASES for b in cls.bases))
        for node, attr, value, method in _self_sets(cls):
            if attr in traits or (where, f"{cls.name}.{attr}") in ALLOWED:
                continue
            if a_view and attr.startswith("_"):
                continue  # plumbing, unless drawn or observed (test_drawn_state_is_traitlets.py)
            if a_view and (isinstance(node, ast.AugAssign) or not _makes_widgets(value, makers)):
                out.append(f"{where}:{node.lineno}: {cls.name}.{attr} kept in a plain attribute")
            elif not a_view and (method != "__init__" or isinstance(node, ast.AugAssign) or _a_container(value)):
                out.append(f"{where}:{node.lineno}: {cls.name}.{attr} changing state outside a widget's traits")
    return sorted(set(out), key=lambda p: int(p.split(":")[1]))


def test_view_state_is_traitlets() -> None:
    problems = [p for rel, source in sources()
                if rel.startswith("penchant_widgets/")
                for p in plain_state(source, rel, _runtime_classes(rel))]
    assert not problems, "\n".join(problems)


def test_the_scan_sees_a_holder_of_traits_that_is_no_widget() -> None:
    """The puzzle board's answer inputs, a plain class, kept the answer form, the pickers and the choice buttons
    in plain attributes: a class of traits in ``penchant_widgets/`` is scanned as a widget is."""
    from penchant_widgets.puzzles import answering

    assert issubclass(answering.AnswerInputs, traitlets.HasTraits)
    old = ("class AnswerInputs(traitlets.HasTraits):\n"
           "    def __init__(self, answer):\n"
           "        self._form = ''\n"
           "        self.pickers = {}\n")
    where = "penchant_widgets/puzzles/answering.py"
    assert "AnswerInputs" in _runtime_classes(where)  # scanned, whatever it holds now
    # the public pickers; the private form is plumbing here, held to a trait if drawn (test_drawn_state_is_traitlets)
    assert [p.split(":")[1] for p in plain_state(old, where, {"AnswerInputs": traitlets.HasTraits})] == ["4"]


def test_the_scan_sees_steppers_positions_in_plain_attributes() -> None:
    """A stepper's position and its pages, whatever they are named, kept in plain attributes."""
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
    assert [p.split(":")[1] for p in plain_state(old, "x.py")] == ["3", "5", "10"]


def test_the_scan_leaves_a_widgets_private_plumbing_to_the_drawn_state_scan() -> None:
    """A widget's private attributes are its plumbing here, public or private alike in a plain class: the move log and
    counters a board draws are caught by the drawn-state scan, which reads what its drawing reads."""
    from test_drawn_state_is_traitlets import drawn_state

    old = ("class PlayBoard(widgets.VBox):\n"
           "    move_log = traitlets.List()\n"
           "    def __init__(self):\n"
           "        self._log = []\n"
           "        self._since_moves = 0\n"
           "        self._title = widgets.HTML()\n"
           "        self.seen = set()\n"
           "        self.move_log = []\n"
           "    def play(self, move):\n"
           "        self._log.append(move)\n"
           "        self._since_moves += 1\n"
           "    def render(self):\n"
           "        self._title.value = str(self._log)\n")
    for where in ("penchant_widgets/play/board.py", "penchant_widgets/marker/app.py"):
        assert [p.split(":")[1] for p in plain_state(old, where)] == ["7"]
    assert [p.split(": ")[1] for p in drawn_state(old, "penchant_widgets/play/board.py")] == ["PlayBoard._log"]
    assert [p.split(":")[1] for p in plain_state(old, "penchant/x.py")] == ["7"]


def test_the_scan_sees_every_attribute_of_a_widget() -> None:
    """A widget's public store and seed: every public attribute, not some names (its private count of changes under
    way, ``_held``, is plumbing); and a plain class's container, which it would go on changing where no page sees."""
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
    assert [p.split(":")[1] for p in plain_state(old, "penchant_widgets/marker/app.py")] == ["5", "6", "7", "15"]
    assert [p.split(":")[1] for p in plain_state(old, "penchant_widgets/marker/app.py", {"MarkerApp": W.VBox})] == [
        "5", "6", "15"]  # ``children``: a trait the class inherits


def test_the_scan_sees_a_plain_class_that_changes() -> None:
    """A class of the widgets that is no widget may hold what it was made with; what it sets again, counts up or
    keeps in a container is state no page can observe, whatever its name."""
    old = ("class Tally:\n"
           "    def __init__(self, store):\n"
           "        self.store = store\n"
           "        self.count = 0\n"
           "        self.seen = set()\n"
           "    def tap(self):\n"
           "        self.count += 1\n"
           "        self.last = 'tap'\n")
    assert [p.split(":")[1] for p in plain_state(old, "penchant_widgets/marker/tally.py")] == ["5", "7", "8"]


def test_a_mixins_attributes_are_the_traits_of_the_widgets_mixing_it_in() -> None:
    """A mixin of a widget sets the widget's traits: each attribute it sets is a trait of every widget that mixes
    it in, or is plain state."""

    class Mixin(traitlets.HasTraits):  # type: ignore[misc]
        pending = traitlets.Any()

    class Board(Mixin, W.VBox):  # type: ignore[misc]
        seconds = traitlets.Any()

    old = ("class Mixin(traitlets.HasTraits):\n"
           "    def choose(self):\n"
           "        self.pending = None\n"
           "        self.seconds = None\n"
           "        self.note = ''\n")
    assert [p.split(":")[1] for p in plain_state(old, "penchant_widgets/play/x.py", {"Mixin": Mixin})] == ["5"]
    assert Board in _widgets_mixing_in(Mixin)


def test_every_allowance_names_an_attribute_the_class_still_sets() -> None:
    found = dict(sources())
    for where, name in ALLOWED:
        cls, attr = name.split(".")
        tree = parsed(found[where])
        body = next((n for n in ast.walk(tree) if isinstance(n, ast.ClassDef) and n.name == cls), None)
        assert body is not None and attr in {a for _n, a, _v, _m in _self_sets(body)}, \
            f"{where}: {name} moved or went: drop its allowance"
