"""A package's public names, listed once in its type stub and imported on first use.

The scientific Python community's lazy loading (SPEC 1, the ``lazy_loader`` package's ``attach_stub``), in the
standard library alone: a package's ``__init__.pyi`` lists each public name as ``from module import Name as Name``.
Type checkers read that stub; :func:`attach_stub` reads the same lines to make the package's ``__all__``, its
``__getattr__`` (PEP 562: a name's module is imported when the name is first asked for) and its ``__dir__``. So a
page that needs one module of the engine does not import the deal, the records and the solver with it, and the
list a checker sees is the list the package serves.
"""

from __future__ import annotations

import ast
import importlib
import sys
from collections.abc import Callable
from importlib import resources
from pathlib import Path
from typing import Any

__all__ = ["attach_stub", "stub_exports"]


def stub_exports(stub: str) -> dict[str, str]:
    """Each name the stub's text re-exports (``from module import Name as Name``), with its module.

    Any other line of the stub is refused with :class:`TypeError`: a name imported without ``as`` itself is not
    re-exported to a checker, and a stub holding more than imports would say what the package does not serve."""
    out: dict[str, str] = {}
    for node in ast.parse(stub).body:
        if isinstance(node, ast.Expr) and isinstance(node.value, ast.Constant) and isinstance(node.value.value, str):
            continue  # the stub's docstring
        if not (isinstance(node, ast.ImportFrom) and node.module and node.level == 0):
            raise TypeError(f"a package stub holds only absolute re-exports, not {ast.unparse(node)!r}")
        for alias in node.names:
            if alias.asname != alias.name:
                raise TypeError(f"{ast.unparse(node)!r} does not re-export {alias.name!r} as itself")
            out[alias.name] = node.module
    return out


def attach_stub(package: str, init_file: str) -> tuple[Callable[[str], Any], Callable[[], list[str]], list[str]]:
    """``__getattr__``, ``__dir__`` and ``__all__`` for ``package``, from the ``__init__.pyi`` beside its
    ``__init__.py`` (``init_file``, the package's ``__file__``)::

        __getattr__, __dir__, __all__ = attach_stub(__name__, __file__)

    The stub is read as the package's resource (:mod:`importlib.resources`), so a package imported from a zip or
    from compiled files only (the static site's) reads it as one imported from a folder does."""
    stub = Path(init_file).with_suffix(".pyi").name
    exports = stub_exports(resources.files(package).joinpath(stub).read_text(encoding="utf-8"))
    names = sorted(exports)

    def __getattr__(name: str) -> Any:
        module = exports.get(name)
        if module is None:
            raise AttributeError(f"module {package!r} has no attribute {name!r}")
        value = getattr(importlib.import_module(module), name)
        setattr(sys.modules[package], name, value)
        return value

    def __dir__() -> list[str]:
        """The public names, the dunders and the subpackages loaded."""
        own = {n for n, v in vars(sys.modules[package]).items()
               if n.startswith("__") or getattr(v, "__name__", "").startswith(f"{package}.")}
        return sorted(own | set(names))

    return __getattr__, __dir__, names
