"""One meaning for ``apply``: a method named ``apply`` changes its object in place and returns ``None``
(``DealState.apply``, ``Game.apply``, as python-chess's ``push``); a frozen value's method that returns a value of its
own type (the value after a change, the old one left as it was) is never named ``apply``. The marker's immutable
ledger had ``Ledger.apply`` returning a new ledger, so ``ledger.apply(event)`` without keeping the result lost the
entry silently; it is ``Ledger.entered`` now, in the past participle the trainer's ``Rush`` uses
(``ticked``, ``answered``, ``stopped``). Issue #30."""

from __future__ import annotations

import ast

from source_scan import ROOT, SCANNED, parsed


def _frozen(cls: ast.ClassDef) -> bool:
    return any(isinstance(d, ast.Call) and any(k.arg == "frozen" and isinstance(k.value, ast.Constant)
                                               and k.value.value is True for k in d.keywords)
               for d in cls.decorator_list)


def _returns_own_type(cls: ast.ClassDef, fn: ast.FunctionDef | ast.AsyncFunctionDef) -> bool:
    if fn.returns is None or any(isinstance(d, ast.Name) and d.id in ("classmethod", "staticmethod")
                                 for d in fn.decorator_list):
        return False
    return ast.unparse(fn.returns).strip("'\"") in (cls.name, "Self")


def apply_methods(source: str) -> tuple[list[str], list[str]]:
    """The methods named ``apply`` of ``source``'s classes (``Class.apply``), and those of them that break the rule:
    one not annotated ``-> None``, or one of a frozen class returning its own type."""
    seen, wrong = [], []
    for cls in (n for n in ast.walk(parsed(source)) if isinstance(n, ast.ClassDef)):
        for fn in cls.body:
            if not isinstance(fn, ast.FunctionDef | ast.AsyncFunctionDef) or fn.name != "apply":
                continue
            seen.append(f"{cls.name}.apply")
            returns_none = isinstance(fn.returns, ast.Constant) and fn.returns.value is None
            if not returns_none or (_frozen(cls) and _returns_own_type(cls, fn)):
                wrong.append(f"{cls.name}.apply -> {ast.unparse(fn.returns) if fn.returns else 'unannotated'}")
    return seen, wrong


def _scan() -> tuple[list[str], list[str]]:
    seen, wrong = [], []
    for top in SCANNED:
        for path in sorted((ROOT / top).rglob("*.py")):
            found, bad = apply_methods(path.read_text("utf-8"))
            seen += found
            wrong += [f"{path.relative_to(ROOT).as_posix()}: {w}" for w in bad]
    return seen, wrong


def test_apply_changes_its_object_and_returns_none() -> None:
    seen, wrong = _scan()
    assert {"DealState.apply", "Game.apply"} <= set(seen), seen  # the scan reads the deal's and the game's apply
    assert not wrong, ("a method named apply changes its object and returns None; name a method that returns a new "
                       "value for what the value becomes (Ledger.entered, Rush.answered): " + ", ".join(wrong))


def test_the_ledger_enters_and_has_no_apply() -> None:
    from penchant.marker.events import TrickWon
    from penchant.marker.ledger import Ledger

    assert not hasattr(Ledger, "apply")
    ledger = Ledger.start(("Ada", "Bob"))
    assert ledger.entered(TrickWon(0)).seq == 2
    assert ledger.seq == 1  # the old ledger is left as it was


def test_the_scan_sees_the_old_ledger_apply() -> None:
    old = ("@dataclass(frozen=True)\nclass Ledger:\n"
           "    def apply(self, event: Event, *, seen: int | None = None) -> Ledger:\n        ...\n")
    assert apply_methods(old) == (["Ledger.apply"], ["Ledger.apply -> Ledger"])
    in_place = "class DealState:\n    def apply(self, action: Action | str) -> None:\n        ...\n"
    assert apply_methods(in_place) == (["DealState.apply"], [])
    quoted = ("@dataclass(frozen=True, slots=True)\nclass Rush:\n"
              "    def apply(self, now: float) -> 'Rush':\n        ...\n")
    assert apply_methods(quoted)[1] == ["Rush.apply -> 'Rush'"]
