"""Writing a cull's outcome back to the seeds, shared by the cull tools (``tools/cull_*.py``): the bank files as
they are left, and the puzzles moved to the drills appended to their files (a second run adds nothing)."""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from pathlib import Path

from penchant.puzzles import Puzzle
from penchant.puzzles.bank import dump_bank, load_file


def write_moves(files: Mapping[Path, Sequence[Puzzle]], moved: Mapping[Path, Sequence[Puzzle]]) -> None:
    """Rewrite each bank file with the puzzles it keeps (a file left empty goes), then add the moved puzzles to
    their drill files, each once."""
    for f, out in files.items():
        kind = json.loads(f.read_text(encoding="utf-8")).get("kind")
        if out:
            f.write_text(dump_bank(list(out), kind), encoding="utf-8")
        else:
            f.unlink()
    for target, ps in moved.items():
        have = load_file(target) if target.exists() else []
        ids = {p.id for p in have}
        target.write_text(dump_bank([*have, *(p for p in ps if p.id not in ids)], ps[0].kind), encoding="utf-8")
