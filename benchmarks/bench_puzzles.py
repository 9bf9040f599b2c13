"""Puzzles: the cost of checking the bank live and of finding new end-games, and the
practice page in Chromium.

Figures from one run, as ratios against baselines measured in the same run:
- verify time per puzzle, and replaying a mined puzzle's history against a fresh deal;
- the practice page (``penchant practice``) usable in Chromium (a puzzle's answer buttons
  shown, from the navigation's start; goal 3 s) and an answer's feedback (click to the
  verdict on screen, through the engine's check and the SQLite commit; goal 150 ms),
  medians, as ratios to the goals;
- verifying the whole bank (every analysis from scratch) against loading it;
- analysing an end-game (values, refutation lines, habits, themes) against the
  bare ``solve`` of the same positions (the solver's cost floor);
- generating end-game puzzles against simulating deals to Phase 2 (how many
  simulated deals' worth of work one kept puzzle costs).
"""

from __future__ import annotations

import json
import os
import random
import sys
import time
from typing import Any

from penchant.play.state import new_deal
from penchant.puzzles import load_bank, verify
from penchant.puzzles.checking import analyse
from penchant.puzzles.endgame import position_of
from penchant.puzzles.generate import _to_phase2, generate
from penchant.puzzles.positions import replay
from penchant.rules.profiles import KANDELL
from penchant.solver import solve


def _timed(fn: Any) -> float:
    start = time.perf_counter()
    fn()
    return time.perf_counter() - start


def run(quick: bool = False) -> dict[str, Any]:
    rounds = 1 if quick else 3
    bank = load_bank()
    endgames = [p for p in bank if p.kind == "endgame"]

    def load() -> None:
        from penchant.puzzles import bank as bank_module

        bank_module._CACHE.clear()
        load_bank()

    def verify_all() -> None:
        analyse.cache_clear()
        reports = verify(bank)
        assert all(r.ok for r in reports)

    def analyse_endgames() -> None:
        analyse.cache_clear()
        for p in endgames:
            analyse(p)

    def solve_endgames() -> None:
        for p in endgames:
            solve(position_of(p), p.profile)

    n_gen = 3 if quick else 10

    def gen() -> None:
        generate("endgame", n_gen, seed=5)

    def simulate() -> None:
        rng = random.Random(5)
        for _ in range(n_gen * 10):
            _to_phase2(rng, KANDELL)

    t_load = min(_timed(load) for _ in range(rounds))
    t_verify = min(_timed(verify_all) for _ in range(rounds))
    t_analyse = min(_timed(analyse_endgames) for _ in range(rounds))
    t_solve = min(_timed(solve_endgames) for _ in range(rounds))
    t_gen = min(_timed(gen) for _ in range(rounds))
    t_sim = min(_timed(simulate) for _ in range(rounds))
    mined = [p for p in bank if p.history is not None]

    def replay_all() -> None:
        for p in mined:
            replay(p.history or {})

    def fresh_deals() -> None:
        for p in mined:
            new_deal(int((p.history or {})["seed"]), KANDELL)

    t_replay = min(_timed(replay_all) for _ in range(rounds))
    t_fresh = min(_timed(fresh_deals) for _ in range(rounds))
    analyse.cache_clear()
    return {
        "mined_with_history": len(mined),
        "history_replay_ms_per_puzzle": round(1000 * t_replay / max(1, len(mined)), 3),
        "history_replay_vs_fresh_deal": round(t_replay / max(t_fresh, 1e-9), 1),
        "practice_page": practice_page(quick),
        "bench": "puzzles",
        "bank_puzzles": len(bank),
        "bank_endgames": len(endgames),
        "verify_seconds": round(t_verify, 3),
        "verify_ms_per_puzzle": round(1000 * t_verify / max(1, len(bank)), 2),
        "verify_vs_load": round(t_verify / t_load, 1),
        "endgame_analysis_vs_solve": round(t_analyse / t_solve, 1),
        "generated_endgames": n_gen,
        "generate_seconds_per_puzzle": round(t_gen / n_gen, 3),
        "generate_cost_in_simulated_deals": round(t_gen / n_gen / (t_sim / (n_gen * 10)), 1),
    }


GOAL_USABLE_MS = 3000.0
GOAL_FEEDBACK_MS = 150.0
SETTLE_S = float(os.environ.get("PENCHANT_BENCH_SETTLE", "3.0"))
"""Seconds to let a pre-heated kernel run the notebook after Voilà reports its pool filled."""

_USABLE_PROBE = """
(() => {
  const sel = '.pt-practice .pt-answer button, .pt-practice .pt-endgame-hand button';
  const check = () => {
    if (window.__ptUsable === undefined && document.querySelector(sel)) window.__ptUsable = performance.now();
  };
  new MutationObserver(check).observe(document, {subtree: true, childList: true, attributes: true});
})();
"""

_ANSWER = """
async (selector) => {
  const box = document.querySelector('.pt-practice .pt-feedback');
  const before = box.innerHTML;
  const t0 = performance.now();
  const done = new Promise((resolve) => {
    const obs = new MutationObserver(() => {
      if (box.innerHTML !== before && box.querySelector('.pt-result')) {
        obs.disconnect(); resolve(performance.now() - t0);
      }
    });
    obs.observe(box, {subtree: true, childList: true, characterData: true, attributes: true});
  });
  document.querySelector(selector).click();
  return await done;
}
"""


def practice_page(quick: bool = False) -> dict[str, Any]:
    """Time to a usable practice page and answer feedback, in Chromium (skipped without it)."""
    import statistics
    import tempfile
    from pathlib import Path

    from benchmarks.servers import CHROMIUM, CHROMIUM_ARGS, free_port

    if not Path(CHROMIUM).exists():
        return {"skipped": f"{CHROMIUM} is missing (apt-get install chromium)"}
    import os
    import signal
    import socket
    import subprocess

    from penchant_widgets.puzzles.practice import PracticeApp
    from playwright.sync_api import sync_playwright

    from penchant.puzzles.attempts import MemoryAttemptStore

    loads = 2 if quick else 4
    answers = 6 if quick else 16
    with tempfile.TemporaryDirectory() as folder:
        port = free_port()
        log_path = Path(folder) / "server.log"
        log = open(log_path, "wb")
        proc = subprocess.Popen([sys.executable, "-m", "penchant", "practice", "--no-browser", "--port", str(port),
                                 "--db", str(Path(folder) / "bench.sqlite3")], stdout=log,
                                stderr=subprocess.STDOUT, start_new_session=True)
        try:
            deadline = time.monotonic() + 60
            while time.monotonic() < deadline:
                try:
                    socket.create_connection(("127.0.0.1", port), timeout=0.2).close()
                    break
                except OSError:
                    time.sleep(0.05)

            def fills() -> int:
                return log_path.read_bytes().count(b"is filled with")

            url = f"http://127.0.0.1:{port}/"
            with sync_playwright() as p:
                browser = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
                ctx = browser.new_context(viewport={"width": 1024, "height": 768})
                ctx.add_init_script(_USABLE_PROBE)
                page = ctx.new_page()
                warm: list[float] = []
                for i in range(loads):
                    while fills() < i + 1 and time.monotonic() < deadline + 120:
                        time.sleep(0.1)
                    time.sleep(SETTLE_S)  # Voilà logs the pool full when the kernel starts; the notebook then runs
                    page.goto(url)
                    page.wait_for_function("() => window.__ptUsable !== undefined", timeout=90_000)
                    warm.append(float(page.evaluate("() => window.__ptUsable")))
                # Answers on the served puzzle (predicted here: the same seeded pick on an empty file).
                first = PracticeApp(seed=0, store=MemoryAttemptStore()).current
                assert first is not None and first.answer_form == "choice"
                best = analyse(first).best[0]
                wrong = next(c for c in first.choices if c != best)
                page.goto(url)
                page.wait_for_selector(f".pt-practice .pt-choice-{best}", timeout=90_000)
                times = []
                for k in range(answers):
                    choice = wrong if k % 2 == 0 else best
                    times.append(float(page.evaluate(_ANSWER, f".pt-practice .pt-choice-{choice}")))
                browser.close()
        finally:
            os.killpg(proc.pid, signal.SIGTERM)
            try:
                proc.wait(timeout=15)
            except subprocess.TimeoutExpired:
                os.killpg(proc.pid, signal.SIGKILL)
            log.close()
    usable = statistics.median(warm)
    feedback = statistics.median(times)
    return {
        "usable_ms_median": round(usable), "usable_ms_samples": [round(x) for x in warm],
        "usable_ratio_to_goal": round(usable / GOAL_USABLE_MS, 2),
        "feedback_ms_median": round(feedback, 1), "feedback_ms_max": round(max(times), 1),
        "feedback_ratio_to_goal": round(feedback / GOAL_FEEDBACK_MS, 2), "answers": len(times),
        "meets_goals": usable < GOAL_USABLE_MS and feedback < GOAL_FEEDBACK_MS,
    }


if __name__ == "__main__":
    print(json.dumps(run(quick="--quick" in sys.argv), indent=2))
