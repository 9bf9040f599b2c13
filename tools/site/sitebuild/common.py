"""What every part of the site's build shares: where the sources are, the inputs' digest, messages and
commands.
"""

from __future__ import annotations

import hashlib
import re
import subprocess
from pathlib import Path
from typing import Any

# This package is tools/site/sitebuild: the sources are three folders up, the build's own files one up.
ROOT = Path(__file__).resolve().parents[3]
HERE = Path(__file__).resolve().parents[1]

# Inputs of the build: when one changes, the site is stale (tests/browser/test_site.py checks).
INPUTS = ("penchant", "penchant_widgets", "penchant_server", "notebooks", "tools/site", "pyproject.toml", "uv.lock",
          "README.md")


# The packages whose built files the build patches at exact strings, each pinned with its patches named in
# pyproject.toml's `site` group: a needle found other than once stops the build in one line (patched_once).
PATCHED = {
    "jupyterlite-pyodide-kernel": "the kernel's scripts (sitebuild/early.py, sitebuild/bridge.py)",
    "jupyterlite-core": "the service worker (sitebuild/offline.py)",
    "voici-core": "the pages (sitebuild/pages.py)",
}


def installed(dist: str) -> str:
    """``dist`` and the version installed in the build's environment, as a refusal names the patched package."""
    from importlib.metadata import PackageNotFoundError, version

    try:
        return f"{dist} {version(dist)}"
    except PackageNotFoundError:
        return f"{dist} (not installed)"


def patched_once(found: int, dist: str, name: str, needle: str | re.Pattern[str], where: Path | str,
                 review: str) -> None:
    """Stop the build, in one line naming the package and its version, the needle and where it was looked for,
    unless the needle ``name`` of ``dist``'s built files was ``found`` exactly once; ``review``: the module whose
    constant to review (``sitebuild/early.py``)."""
    if dist not in PATCHED:
        raise SystemExit(f"sitebuild: {dist} is patched but not in PATCHED (sitebuild/common.py) nor pinned with its "
                         "patches named in pyproject.toml's site group")
    if found != 1:
        shown = needle if isinstance(needle, str) else needle.pattern
        raise SystemExit(f"{where}: {installed(dist)} changed: {name} {shown!r} found {found} times, expected "
                         f"once: review {name} in {review}")


def say(message: str) -> None:
    print(f"[site] {message}", flush=True)


def canonical(name: str) -> str:
    return re.sub(r"[-_.]+", "-", name).lower()


def sha256(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def inputs_digest(root: Path = ROOT) -> str:
    """A digest of every input file of the build (names and contents), ignoring caches."""
    h = hashlib.sha256()
    for top in INPUTS:
        base = root / top
        files = [base] if base.is_file() else sorted(p for p in base.rglob("*") if p.is_file())
        for p in files:
            rel = p.relative_to(root).as_posix()
            if "__pycache__" in rel or ".ipynb_checkpoints" in rel or p.suffix == ".pyc":
                continue
            h.update(rel.encode() + b"\0" + hashlib.sha256(p.read_bytes()).digest())
    return h.hexdigest()


def run(cmd: list[str], **kwargs: Any) -> None:
    subprocess.run(cmd, check=True, **kwargs)
