"""This package's version, read once from the installed metadata: ``pyproject.toml`` says it, and nothing else
writes it (``penchant.__version__`` and ``penchant --version`` both ask here). Standard library only."""

from __future__ import annotations

from importlib.metadata import PackageNotFoundError, version

__all__ = ["__version__", "installed_version"]


def installed_version() -> str:
    """The version the installed metadata says. A checkout run without being installed has none to read, so it
    says ``"0+unknown"`` (a version that sorts before every release)."""
    try:
        return version("penchant")
    except PackageNotFoundError:
        return "0+unknown"


__version__ = installed_version()
