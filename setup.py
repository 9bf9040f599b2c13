"""The wheel's packages, found rather than listed: every folder of ``penchant/`` and ``widgets/`` with an
``__init__.py`` (``widgets/`` installs as ``penchant_widgets``), and ``seeds/`` as ``penchant.data``.

Everything else of the build is pyproject.toml's; only the packages are here, since setuptools' own discovery
(``[tool.setuptools.packages.find]``) cannot give ``widgets/`` its import name. A list by hand left a new
subpackage silently out of the wheel. tests/test_packaged_data.py checks every folder of Python is found."""

from __future__ import annotations

from pathlib import Path

ROOTS = {"penchant": "penchant", "penchant_widgets": "widgets"}
"""Each top package and the folder it is found in."""
DATA = "penchant.data"
"""The packaged seeds (``package-dir`` in pyproject.toml maps it to ``seeds/``)."""


def wheel_packages(root: Path | None = None) -> list[str]:
    """Every package the wheel holds, by its import name, found under ``root`` (this file's folder unless given)."""
    if root is None:
        root = Path(__file__).resolve().parent
    out = [DATA]
    for name, folder in ROOTS.items():
        out += [".".join((name, *init.parent.relative_to(root / folder).parts))
                for init in (root / folder).rglob("__init__.py")]
    return sorted(out)


if __name__ == "__main__":
    from setuptools import setup

    setup(packages=wheel_packages())
