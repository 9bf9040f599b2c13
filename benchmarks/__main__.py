"""Run every benchmark: ``python -m benchmarks [--quick] [name ...]``.

Each ``benchmarks/bench_<name>.py`` exposes ``run(quick=False) -> dict``; the
figures are printed as JSON and written to ``benchmarks/results.json``.
"""

from __future__ import annotations

import importlib
import json
import pkgutil
import sys
import time
from pathlib import Path

import benchmarks


def main(argv: list[str]) -> int:
    quick = "--quick" in argv
    wanted = [a for a in argv if not a.startswith("-")]
    names = sorted(m.name for m in pkgutil.iter_modules(benchmarks.__path__) if m.name.startswith("bench_"))
    if wanted:
        names = [n for n in names if n.removeprefix("bench_") in wanted or n in wanted]
    results = {}
    for name in names:
        print(f"== {name}", file=sys.stderr, flush=True)
        start = time.perf_counter()
        module = importlib.import_module(f"benchmarks.{name}")
        data = module.run(quick=quick)
        data["wall_seconds"] = round(time.perf_counter() - start, 1)
        results[name] = data
        print(json.dumps({name: data}, indent=2), flush=True)
    Path(__file__).with_name("results.json").write_text(json.dumps(results, indent=2) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
