"""A package of the rules (``penchant.rules.procedure``, ``penchant.rules.combinations``) is one module a job, its
``__init__`` gathering their names; its docstring names each of its modules and what it holds, so a reader finds the
rule's home from the package (issue #30: ``combinations.py`` classified cards, checked one declaration and listed the
legal ones in one module, and became a package of three)."""

from __future__ import annotations

import ast

from source_scan import ROOT

RULES = ROOT / "penchant" / "rules"


def packages() -> list[str]:
    return sorted(p.parent.name for p in RULES.glob("*/__init__.py"))


def test_the_rules_have_packages_of_modules() -> None:
    assert {"procedure", "combinations"} <= set(packages())


def test_each_rules_package_names_its_modules_in_its_docstring() -> None:
    missing: list[str] = []
    for name in packages():
        init = RULES / name / "__init__.py"
        doc = ast.get_docstring(ast.parse(init.read_text(encoding="utf-8"))) or ""
        for module in sorted(p.stem for p in (RULES / name).glob("*.py") if p.stem != "__init__"):
            if f":mod:`~penchant.rules.{name}.{module}`" not in doc:
                missing.append(f"penchant/rules/{name}/__init__.py: its docstring does not name {module}")
    assert not missing, "\n".join(missing)


def test_each_rules_package_gathers_every_public_name_of_its_modules() -> None:
    """``from penchant.rules.combinations import classify`` works as it did from the single module: the package's
    ``__init__`` imports each name its modules list in ``__all__``."""
    import importlib

    missing: list[str] = []
    for name in packages():
        package = importlib.import_module(f"penchant.rules.{name}")
        for path in sorted((RULES / name).glob("*.py")):
            if path.stem == "__init__":
                continue
            module = importlib.import_module(f"penchant.rules.{name}.{path.stem}")
            missing += [f"penchant.rules.{name}: {n} of {path.stem}" for n in getattr(module, "__all__", ())
                        if getattr(package, n, None) is not getattr(module, n)]
    assert not missing, "\n".join(missing)
