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
