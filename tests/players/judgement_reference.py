"""What the sampled-deal judges decided on fixed seeded positions, stored (``judgement_reference.json``) so that a
change meant only to move their code (one evaluator for strong, master, the coach and the judged puzzles' figures,
issue #30) can be checked to choose and value exactly as before (``test_judgement_reference.py``).

The stored file was written by the code before that change (main at 14ecd516) with
``python -m tests.players.judgement_reference`` (``--check`` compares every stored position instead of writing,
``--out PATH`` writes elsewhere; the test compares a sample of them); write it again only when a change is meant
to alter choices or values.

Stored, for each of :data:`STORED` first-ten-tricks decisions from seeded greedy deals: strong's and master's
deliberations (every action, its value exactly and its reason; the method), and the coach's analysis (every line,
each figure exactly, the per-deal nets); for every tenth position the judged puzzles' figures
(:func:`~penchant.players.sampled_outcomes.sampled_runs`); and chapter 8's seeded game (the board's seed 9): the
coach's hint and advice at each of your decisions of its first deal, and the review of that deal.
"""

from __future__ import annotations

import hashlib
import json
import random
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from penchant.coaching.coach import Coach
from penchant.coaching.play_session import PlaySession
from penchant.coaching.reviewing import review_record
from penchant.play.dealing import new_deal
from penchant.play.forced import is_a_decision, is_forced
from penchant.play.moves import Action
from penchant.play.view import PlayerView
from penchant.players import get_player
from penchant.players.greedy import score_actions
from penchant.players.mask_knowledge import knowledge_from_view
from penchant.players.sampled_outcomes import sampled_runs
from penchant.rules.procedure import dealer_of
from penchant.rules.profiles import FOSTER, KANDELL

REFERENCE = Path(__file__).with_name("judgement_reference.json")

POSITIONS = 300
"""First-ten-tricks decisions drawn (:func:`positions`)."""

STORED = (*range(150), 180, 240)
"""The positions stored: the first 150, and two of the later ones (all 300 took too long to store on a loaded
machine)."""

PLAYERS = ("strong", "master", "strong:7", "master:30")
"""The players whose deliberations are stored (with ``random.Random(position)``)."""


def drawing_move(view: PlayerView) -> Action:
    """The move the stored positions were drawn with, in both books' deals: the rules of thumb's first choice as
    Kandell's rules weigh it (the harness's greedy player was built for Kandell's rules, before a player refused a
    deal of other rules than its own). Only which positions are drawn hangs on it, not how any judge values them:
    the judges are built for each position's rules."""
    if is_forced(view.legal):
        return view.legal[0]
    return score_actions(knowledge_from_view(view, KANDELL), with_reasons=True)[0][0]


def positions() -> list[PlayerView]:
    """The first :data:`POSITIONS` real decisions of the first ten tricks in seeded greedy deals, Kandell's rules
    and Foster's in turn (the moves :func:`drawing_move`'s)."""
    views: list[PlayerView] = []
    d = 0
    while len(views) < POSITIONS:
        profile = (KANDELL, FOSTER)[d % 2]
        s = new_deal(profile, random.Random(f"judgement-reference:{d}"), dealer_of(d, 0))
        while not s.is_over() and not s.last_six:
            p = s.to_move
            assert p is not None
            v = s.view(p)
            if is_a_decision(v.legal):
                views.append(v)
            s.apply(drawing_move(v))
        d += 1
    return views[:POSITIONS]


def judged(view: PlayerView, i: int) -> dict[str, Any]:
    """Every stored judgement of position ``i``."""
    out: dict[str, Any] = {"position": view.to_json()}
    for name in PLAYERS:
        d = get_player(name, view.profile).analyse(view, random.Random(i))
        out[name] = {"method": d.method, "choices": [[str(c.action), c.value, c.reason] for c in d.choices]}
    an = Coach(view.profile).analyse(view, f"reference:{i}")
    out["coach"] = [[str(ln.action), ln.value, ln.declared, ln.conceded, ln.endgame, ln.wins_trick,
                     ln.leads_endgame, ln.brisques, list(ln.nets), ln.trumps_edge, ln.aces_tens_edge, ln.won_edge]
                    for ln in an.lines]
    # the sampled deals the coach keeps to replay (its concealment figures), by digest: 40 deals a position
    out["coach_kept_deals"] = hashlib.sha256("\n".join(w.to_str() for w in an.worlds).encode()).hexdigest()
    if i % 10 == 0:
        outs, runs = sampled_runs(view, view.profile, [i * 100, i * 100 + 1], 6, view.legal)
        out["sampled_runs"] = [[str(a), repr(outs[a]), list(runs[a])] for a in view.legal]
    return out


def chapter_8() -> dict[str, Any]:
    """Chapter 8's game (seed 9, against greedy): you play the rules of thumb's move; at each of your decisions of
    the first deal the coach's hint and advice, and the review of that deal."""
    session = PlaySession("greedy", seed=9)
    coach = Coach(session.profile)
    you = get_player("greedy", session.profile)
    rng = random.Random(9)
    said: list[list[str]] = []
    while not session.state.is_over():
        view = session.view()
        if is_a_decision(view.legal):
            an = coach.analyse(view, session.key)
            said.append([session.key, an.hint(), an.advice()])
        session.act(you.choose(view, rng))
    review = review_record(session.record(), coach, seats=(0,), deals=[0])
    return {"said": said, "review": review.text(0), "review_json": review.to_json()}


def record(which: Sequence[int] = STORED) -> dict[str, Any]:
    """The record of the positions ``which`` (those stored by default) and chapter 8's game."""
    views = positions()
    picked = which
    return {"positions": {str(i): judged(views[i], i) for i in picked}, "chapter_8": chapter_8()}


def main(argv: list[str]) -> int:
    if argv[:1] == ["--check"]:
        stored = json.loads(REFERENCE.read_text())
        now = json.loads(json.dumps(record()))
        bad = [i for i in stored["positions"] if stored["positions"][i] != now["positions"].get(i)]
        bad += ["chapter_8"] if stored["chapter_8"] != now["chapter_8"] else []
        print(f"{len(stored['positions'])} positions and chapter 8 compared: "
              + (f"{len(bad)} differ: {bad[:20]}" if bad else "all the same"))
        return 1 if bad else 0
    out = Path(argv[1]) if argv[:1] == ["--out"] else REFERENCE  # --out PATH: written elsewhere, to compare
    out.write_text(json.dumps(record(), indent=None, separators=(",", ":")) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
