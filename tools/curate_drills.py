"""Curate the drill kinds of the puzzle bank (issue #24): fewer drills, clear positions.

    .venv/bin/python tools/curate_drills.py            # print what it would keep and cut
    .venv/bin/python tools/curate_drills.py --write    # rewrite the bank files

It works on the drill files only (barring, declaration, trump, scoring and their ``mined_`` files;
the end-games are curated elsewhere):

* every position of a declaration or a barring puzzle states the stock (from the history's replay
  when the puzzle is mined, else the fewest tricks its two tables need), and every question is the
  builder's (:func:`penchant.puzzlemakers.authoring.default_question`): whose turn it is, who "you" are,
  the stock where it matters, what "best" means;
* a "Whose rules?" puzzle holds no ``rules`` (the rules are the question);
* no drill template (a title without its number) keeps more than :data:`CAP` puzzles: every puzzle
  that a chapter or a test names by id is kept, then the ones with the most to decide (wrong answers
  a careless reader picks, the engine's difficulty, a safe card that sits in a set), taking the
  templates' positions in turn by their themes so that the kept ones vary; the rest are cut.

Idempotent: a second run changes nothing.
"""

from __future__ import annotations

import argparse
import re
import sys
from collections import Counter, defaultdict
from pathlib import Path

from penchant.puzzlemakers.authoring import default_question
from penchant.puzzles import analyse
from penchant.puzzles.bank import curate, dump_bank, load_file
from penchant.puzzles.model import Puzzle
from penchant.puzzles.positions import replay
from penchant.puzzles.trump import events_of
from penchant.puzzles.trump import replay as replay_events
from penchant.rules.cards import Card, rank_mask
from penchant.rules.kinds import Kind
from penchant.rules.procedure import most_stock
from penchant.rules.profiles import get_profile

ROOT = Path(__file__).resolve().parents[1]
BANK = ROOT / "seeds" / "puzzles"
DRILLS = ROOT / "seeds" / "drills"


def _where(name: str) -> Path:
    """A file of the bank, or of the chapters' drills (trump, scoring, declaration: no longer the bank's)."""
    return BANK / name if (BANK / name).exists() else DRILLS / name
FILES = ("barring", "barring_foster", "declaration", "trump", "scoring",
         "mined_barring", "mined_declaration", "mined_trump", "mined_scoring")
CAP = 20
"""The most puzzles one drill template keeps."""

_NUMBER = re.compile(r"\s*\(\d+\)$")


def template(p: Puzzle) -> str:
    return _NUMBER.sub("", p.title)


def referenced_ids(ids: set[str]) -> set[str]:
    """The ids that a chapter notebook, a test or the code names."""
    text = []
    for folder in ("notebooks", "tests", "penchant", "widgets", "benchmarks"):
        for f in (ROOT / folder).rglob("*"):
            if f.suffix in (".py", ".ipynb", ".md") and ".ipynb_checkpoints" not in f.parts:
                text.append(f.read_text(encoding="utf-8", errors="replace"))
    blob = "\n".join(text)
    named = {i for i in ids if re.search(r"(?<![\w-])" + re.escape(i) + r"(?![\w-])", blob)}
    # Ids written as f"barring-{n:03d}" for n in (1, 9, ...) or in range(1, 41).
    loop = re.compile(r'f\\?"([a-z]+)-\{n:03d\}\\?" for n in (?:range\((\d+), (\d+)\)|\(([\d,\s#a-z?\\n"\']*)\))')
    for m in loop.finditer(blob):
        if m.group(2):
            numbers = list(range(int(m.group(2)), int(m.group(3))))
        else:
            body = re.sub(r"#[^\\\n]*", "", m.group(4))
            numbers = [int(x) for x in re.findall(r"\d+", body)]
        named |= {f"{m.group(1)}-{n:03d}" for n in numbers} & ids
    return named


def with_stock(p: Puzzle) -> Puzzle:
    if p.kind not in ("declaration", "barring"):
        return p
    if p.history is not None:
        stock = len(replay(p.history).stock)
    elif "stock" in p.position:
        return p
    else:
        stock = most_stock(p.cards("table", "").mask, p.cards("opp_table", "").mask)
    return p.with_changes(position={**dict(p.position), "stock": stock})


def clear_question(p: Puzzle) -> Puzzle:
    pos = dict(p.position)
    if p.task == "profile":
        pos.pop("rules", None)
    q = default_question(p.kind, p.task, pos)
    if p.id == "barring-006":  # its own words, after whose turn it is
        q = q.split(". ")[0] + ". You hold two Kings on your table; your opponent has two Aces on his. " \
            "May you declare 7S 7D?"
    return p.with_changes(position=pos, question=q)


def holds_loser_penchant(p: Puzzle) -> bool:
    return any(e.by_loser and e.kind is Kind.PENCHANT for e in events_of(p))


_ANSWERS = ("foster", "kandell", "neither", "both")


def rebuild_profile(p: Puzzle, n: int) -> Puzzle | None:
    """A "Whose rules?" puzzle that turns on a loser's penchant: kept as it is when it holds one;
    else its first penchant becomes a loser's (the trick's winner passed and the loser declared it,
    which the engine replays and accepts), and the suit asked about is Foster's, Kandell's or a third
    one in turn, so the answers vary; ``None`` when it holds no penchant or the engine refuses."""
    if holds_loser_penchant(p):
        return p
    events = [dict(e) for e in p.position["events"]]
    first = next((i for i, e in enumerate(events_of(p)) if e.kind is Kind.PENCHANT), None)
    if first is None:
        return None
    events[first]["winner"] = 1 - int(events[first]["declarer"])
    q = p.with_changes(position={**dict(p.position), "events": events})
    try:
        foster, _ = replay_events(events_of(q), get_profile("foster"))
        kandell, _ = replay_events(events_of(q), get_profile("kandell"))
    except Exception:
        return None
    if foster is None:
        return None
    want = _ANSWERS[n % 3] if foster != kandell else "both"
    if want == "kandell" and kandell is None:
        want = "neither"
    suit = {"foster": foster, "both": foster, "kandell": kandell,
            "neither": next(s for s in range(4) if s not in (foster, kandell))}[want]
    assert suit is not None
    source = p.source + "; its first penchant made a trick loser's, so the sources part"
    return q.with_changes(position={**dict(q.position), "result": "SHDC"[suit]}, source=source)


def decide_score(p: Puzzle) -> float:
    """How much a puzzle asks a player to decide: wrong answers a careless reader picks, the engine's
    difficulty, and for a safe card one that sits in a set of the table (not the lone card)."""
    a = analyse(p)
    score = 2.0 * len(a.tempting) + p.difficulty + 0.5 * (len(a.themes) - 1)
    if p.task == "safe":
        table = p.cards("table").mask
        if any((table & rank_mask(Card.parse(b).rank)).bit_count() >= 2 for b in a.best):
            score += 2.0
    if p.task == "best" and p.kind == "declaration":
        score += 0.3 * min(5, int(a.features.get("legal", 0)))
    return score


def choose(puzzles: list[Puzzle], keep: set[str]) -> list[Puzzle]:
    """At most CAP puzzles: the named ones, then the best by score taking theme sets in turn."""
    if len(puzzles) <= CAP:
        return puzzles
    chosen = [p for p in puzzles if p.id in keep]
    rest = sorted((p for p in puzzles if p.id not in keep), key=lambda p: (-decide_score(p), p.id))
    groups: dict[tuple[str, ...], list[Puzzle]] = defaultdict(list)
    for p in rest:
        groups[(p.task, *p.themes)].append(p)
    order = sorted(groups, key=lambda g: (-decide_score(groups[g][0]), g))
    while len(chosen) < CAP and any(groups.values()):
        for g in order:
            if groups[g] and len(chosen) < CAP:
                chosen.append(groups[g].pop(0))
    ids = {p.id for p in chosen}
    return [p for p in puzzles if p.id in ids]


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--write", action="store_true", help="rewrite the bank files")
    args = ap.parse_args(argv)
    files = {name: load_file(_where(f"{name}.json")) for name in FILES if _where(f"{name}.json").exists()}
    if "mined_trump" in files:
        rebuilt = [rebuild_profile(p, n) if p.task == "profile" else p
                   for n, p in enumerate(files["mined_trump"])]
        files["mined_trump"] = [p for p in rebuilt if p is not None]
    every = [p for ps in files.values() for p in ps]
    keep = referenced_ids({p.id for p in every})
    by_template: dict[str, list[Puzzle]] = defaultdict(list)
    for p in every:
        by_template[template(p)].append(p)
    kept: set[str] = set()
    before: Counter[str] = Counter()
    after: Counter[str] = Counter()
    for t, ps in by_template.items():
        before[t] = len(ps)
        got = choose(ps, keep)
        after[t] = len(got)
        kept |= {p.id for p in got}
    for t in sorted(before):
        print(f"{t:<36} {before[t]:>3} -> {after[t]:>3}", file=sys.stderr)
    print(f"{'all drill files':<36} {sum(before.values()):>3} -> {sum(after.values()):>3}", file=sys.stderr)
    for name, ps in files.items():
        out = [curate(clear_question(with_stock(p))) for p in ps if p.id in kept]
        kinds = {p.kind for p in out}
        text = dump_bank(out, kinds.pop() if len(kinds) == 1 else None)
        path = _where(f"{name}.json")
        if args.write:
            if out:
                path.write_text(text, encoding="utf-8")
            else:
                path.unlink()
        elif text != path.read_text(encoding="utf-8"):
            print(f"{path.relative_to(ROOT)} would change", file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
