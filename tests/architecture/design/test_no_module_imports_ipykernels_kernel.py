"""No module of the engine, the widgets or the server imports ipykernel's kernel module (``ipykernel.ipkernel``, or
``ipykernel.kernelapp``, which imports it): importing it sets the ``comm`` package's ``create_comm`` and
``get_comm_manager`` for the whole process. The doctests and the import scans import every module, so a test of
widgets later on the same worker then sent nothing to its page, or closed its comms in a kernel's manager that never
held them (four failed in a clean-clone CI rehearsal). The kernel a page runs in is ipykernel's own, started by the
server (:data:`penchant_server.voila_hooks.KERNEL_ARGUMENTS`), and nothing here need subclass it."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[3]
PACKAGES: tuple[str, ...] = ("penchant", "penchant_widgets", "penchant_server")
KERNEL_MODULES: tuple[str, ...] = ("ipykernel.ipkernel", "ipykernel.kernelapp", "ipykernel.kernelbase")
"""ipykernel's modules whose import sets the comm package for the process (the last two import the first)."""


def kernel_imports(source: str) -> list[str]:
    """The imports in ``source`` of one of :data:`KERNEL_MODULES` (``from ipykernel import ipkernel`` too)."""
    found: list[str] = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            found += [a.name for a in node.names if a.name in KERNEL_MODULES]
        elif isinstance(node, ast.ImportFrom) and node.module:
            if node.module in KERNEL_MODULES:
                found.append(node.module)
            elif node.module == "ipykernel":
                found += [f"ipykernel.{a.name}" for a in node.names if f"ipykernel.{a.name}" in KERNEL_MODULES]
    return found


def test_no_module_imports_ipykernels_kernel() -> None:
    paths = [path for package in PACKAGES for path in sorted((ROOT / package).rglob("*.py"))]
    found = [f"{path.relative_to(ROOT)}: {name}" for path in paths
             for name in kernel_imports(path.read_text(encoding="utf-8"))]
    assert not found, ("ipykernel's kernel module imported (it sets the comm package for the process):\n"
                       + "\n".join(found))


@pytest.mark.parametrize(("source", "seen"), [
    ("from ipykernel.ipkernel import IPythonKernel", True),
    ("import ipykernel.kernelapp", True),
    ("from ipykernel import ipkernel", True),
    ("from ipykernel.comm import Comm", False),
    ("import ipywidgets", False),
])
def test_the_scan_sees_the_kernels_import(source: str, seen: bool) -> None:
    assert bool(kernel_imports(source)) is seen
