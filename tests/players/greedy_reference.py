"""Seeded games whose every action is stored (``greedy_reference.json``) so a change meant only to make the
rules of thumb faster can be checked to choose exactly as before (``test_greedy_reference.py``).

The stored file was written by the code before the play-out speed-up (main at 19a80be) with
``python -m tests.players.greedy_reference``; write it again only when a change is meant to alter choices.
"""

from __future__ import annotations

import hashlib
import json
import random
from pathlib import Path

from penchant.play.dealing import new_deal
from penchant.players import get_player
from penchant.players.greedy import score_actions
from penchant.players.mask_knowledge import knowledge_from_state
from penchant.rules.profiles import Profile, get_profile

REFERENCE = Path(__file__).with_name("greedy_reference.json")

GAMES: tuple[tuple[str, str, int], ...] = (
    *(("greedy", profile, seed) for profile in ("kandell", "foster", "modern") for seed in (1, 2, 3, 4)),
    *(("greedy", "kandell:same_kind_reuse=off", seed) for seed in (5, 6)),
    ("strong:4", "kandell", 5),
    ("master:2", "kandell", 6),
    ("ismcts:40", "kandell", 7),
)
"""(player, profile, seed) of each stored deal: both seats play the same player."""


def profile_of(name: str) -> Profile:
    """A profile by name, with one option set after a colon (``kandell:same_kind_reuse=off``)."""
    base, _, option = name.partition(":")
    profile = get_profile(base)
    if option:
        key, value = option.split("=")
        profile = profile.with_options(**{key: value == "on"})
    return profile


def play(player: str, profile_name: str, seed: int) -> tuple[list[str], str]:
    """Every action of one seeded deal, in order, as words, and a digest of the rules of thumb's scores (every
    action with its value, exactly, in their order) at each move of the deal."""
    profile = profile_of(profile_name)
    state = new_deal(profile, seed, dealer=seed % 2)
    rng = random.Random(seed)
    seats = (get_player(player, profile), get_player(player, profile))
    actions: list[str] = []
    digest = hashlib.sha256()
    while not state.is_over():
        p = state.to_move
        assert p is not None
        digest.update(repr([(str(a), v) for a, v, _ in score_actions(knowledge_from_state(state))]).encode())
        action = seats[p].choose(state.view(p), rng)
        actions.append(str(action))
        state.apply(action)
    return actions, digest.hexdigest()


def main() -> None:
    games = []
    for pl, pr, s in GAMES:
        actions, scores = play(pl, pr, s)
        games.append({"player": pl, "profile": pr, "seed": s, "actions": ", ".join(actions), "scores": scores})
    REFERENCE.write_text("[\n" + ",\n".join(json.dumps(g) for g in games) + "\n]\n")


if __name__ == "__main__":
    main()
