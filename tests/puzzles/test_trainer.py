"""Issue #14: positions that can arise, histories, no spoilers, the attempt store, Glicko-2."""

from __future__ import annotations

import os
import re
import subprocess
import sys
import textwrap
from collections import Counter
from pathlib import Path

import pytest

from penchant.errors import PuzzleError
from penchant.puzzles import Puzzle, check, load_bank, load_drills
from penchant.puzzles.bank import verify
from penchant.puzzles.history_replay import REPLAYED_KINDS, history_problems, position_problems, replay
from penchant.rules.cards import CardSet
from penchant.trainer.attempts import Attempt
from penchant.trainer.progress import Progress
from penchant.trainer.ratings import Rating, rate, update_pair
from penchant.trainer.stores import JSONFileAttemptStore, MemoryAttemptStore, SQLiteAttemptStore, open_attempt_store

BANK = [*load_bank(), *load_drills()]  # every puzzle stored: the practice bank and the chapters' drills


def _p(kind: str, task: str, **pos: object) -> Puzzle:
    form = {"best": "cards", "may_declare": "choice", "safe": "card"}.get(task, "card")
    return Puzzle(id="t", kind=kind, task=task, title="t", question="q", position={"rules": "kandell", **pos},
                  answer_form=form, choices=("yes", "no") if form == "choice" else ())


# ------------------------------------------------------------ position rules
def test_a_declarer_showing_six_cards_is_refused() -> None:
    why = position_problems(_p("declaration", "best", hand="QS JH 8S 8D", table="KH QH", opp_table="", stock=18))
    assert why and "6 cards" in why[0] and "exactly 5" in why[0]


def test_a_declarer_showing_four_cards_is_refused() -> None:
    why = position_problems(_p("barring", "may_declare", hand="8S 8D", table="KH QH", opp_table="QS QD",
                               declaration="8S 8D"))
    assert any("4 cards" in w for w in why)


def test_an_opponent_table_of_six_at_a_declaration_is_refused() -> None:
    why = position_problems(_p("declaration", "best", hand="8S 8D 9C", table="KH QH",
                               opp_table="QS QD JS JD KS KD"))
    assert any("opponent's table shows 6" in w for w in why)


def test_a_card_in_two_places_is_refused() -> None:
    why = position_problems(_p("declaration", "best", hand="8S 8D 9C", table="KH QH", opp_table="8S"))
    assert any("two places" in w for w in why)


def test_a_play_question_needs_six_cards() -> None:
    why = position_problems(_p("barring", "safe", hand="8S 8D 9C", table="KH QH", opp_table="QS QD"))
    assert any("exactly 6" in w for w in why)


def test_an_endgame_must_account_for_twelve_brisques() -> None:
    p = _p("endgame", "best", hand="AS 7D", opp_hand="KS 8D", trump=None, led=None, won=[3, 3])
    why = position_problems(p)
    assert any("not the pack's 12" in w for w in why)


def test_an_endgame_with_unequal_hands_on_lead_is_refused() -> None:
    p = _p("endgame", "best", hand="AS 7D 8C", opp_hand="KS 8D", trump=None, led=None, won=[5, 5])
    assert any("both hands are equal" in w for w in position_problems(p))


def test_an_endgame_after_a_lead_has_one_card_more() -> None:
    p = _p("endgame", "best", hand="AS 7D", opp_hand="KS 8D", trump=None, led="9D", won=[5, 5])
    assert any("one fewer" in w for w in position_problems(p))


def test_verify_refuses_an_impossible_position_and_says_why() -> None:
    p = _p("declaration", "best", hand="QS JH 8S 8D", table="KH QH", opp_table="")
    (rep,) = verify([p])
    assert not rep.ok and "cannot arise" in rep.problems[0]


def test_every_bank_puzzle_keeps_the_position_rules() -> None:
    bad = {p.id: position_problems(p) for p in BANK if position_problems(p)}
    assert not bad


# ------------------------------------------------------------------- history
def test_bank_size_and_histories() -> None:
    # Issue #32: fewer, better puzzles (the judged ties, the yes/no barring drills culled); every one that shows a
    # deal carries the history that proves it.
    assert len(BANK) >= 170  # 210 before the fifth review's rote end-games and barring lookups (31)
    # 321, less the second review's twins (24) and face-value lookups (7), less the third
    # review's lookups (38: win-or-duck with one winner, "Whose rules?", three-card end-games), less the fourth's
    # (46 judged and reading puzzles the rule of thumb passes, 6 games at stake, two declarations; 8 decisions new)
    kinds = Counter(p.kind for p in BANK)
    assert all(kinds[k] >= 15 for k in ("barring", "declaration", "endgame", "trump", "scoring")), kinds
    assert all(kinds[k] >= 3 for k in ("decision", "reading")), kinds
    assert kinds["timing"] >= 2  # the eighth review took out a disputed one (5048-23)
    assert all(p.history is not None for p in BANK if p.kind in REPLAYED_KINDS)
    assert sum(p.history is not None for p in BANK) == sum(kinds[k] for k in REPLAYED_KINDS)
    tasks = Counter(p.task for p in BANK)
    # the barring yes/no drills went (a guess passed them); the declaration ones, answered with reasons, stay
    # the third review's lookups went too: the "Whose rules?" quizzes, the table-card drills with nothing of his to bar
    # and the fifth review's: every "A card from the table" (task safe) read one rule off the table
    assert tasks["may_declare"] >= 7 and tasks["legal_all"] >= 10, tasks
    assert not [p.id for p in BANK if p.kind == "barring" and p.task == "may_declare"]


def test_each_history_replays_to_its_position() -> None:
    mined = [p for p in BANK if p.history is not None]
    bad = {p.id: history_problems(p) for p in mined if history_problems(p)}
    assert not bad


def test_a_tampered_history_is_caught() -> None:
    # A mined history (a seeded deal and its actions) ...
    p = next(p for p in BANK if p.history is not None and "seed" in p.history and p.kind == "barring")
    hist = dict(p.history or {})
    hist["seed"] = int(hist["seed"]) + 1
    assert history_problems(p.with_changes(history=hist))
    acts = list(hist["actions"])
    bad = dict(p.history or {}, actions=[*acts[:-1], "play 7S 8S"])
    assert history_problems(p.with_changes(history=bad))
    # ... and a constructed one (the deal as dealt and its actions): another stock, or a card not held.
    q = next(p for p in BANK if p.history is not None and "deal" in p.history and p.kind == "barring")
    deal = dict(q.history["deal"])  # type: ignore[index]
    cards = deal["stock"].split()
    deal["stock"] = " ".join([*cards[:-2], cards[-1], cards[-2]])  # the first two draws swapped
    assert history_problems(q.with_changes(history={**dict(q.history or {}), "deal": deal}))
    deal = dict(q.history["deal"])  # type: ignore[index]
    deal["actions"] = [[p_, a] for p_, a in deal["actions"][:-1]] + [[deal["actions"][-1][0], "play 7S 8S"]]
    assert history_problems(q.with_changes(history={**dict(q.history or {}), "deal": deal}))


def test_a_hand_made_drill_without_a_history_is_refused() -> None:
    p = next(p for p in BANK if p.kind == "barring" and p.history is not None and "deal" in p.history)
    why = history_problems(p.with_changes(history=None))
    assert why and "no history" in why[0]
    from penchant.puzzles import verify

    assert not verify([p.with_changes(history=None)])[0].ok


def test_replay_refuses_an_illegal_action() -> None:
    with pytest.raises(PuzzleError, match="refused by the engine"):
        replay({"seed": 1, "dealer": 0, "rules": "kandell", "actions": ["declare QS JH"]})


# ------------------------------------------------------------------ spoilers
_RANK_WORDS = {"7": "seven", "8": "eight", "9": "nine", "T": "ten", "J": "jack", "Q": "queen", "K": "king",
               "A": "ace"}
_KINDS = ("pair", "triplet", "quadruplet", "family", "clan", "flush", "reunion", "marriage", "besito", "penchant")


def _answer_words(p: Puzzle) -> set[str]:
    words: set[str] = set()
    for a in p.answer:
        for part in a.split(" | "):
            try:
                cards = CardSet(part)
            except Exception:
                continue
            for c in cards:
                words.add(str(c).lower())
                words.add(_RANK_WORDS[str(c)[0]])
            from penchant.rules.combinations import classify

            k = classify(cards)
            if k is not None and len(cards) > 1:
                words.add(k.value)
    return words


@pytest.mark.parametrize("p", BANK, ids=[p.id for p in BANK])
def test_no_title_or_first_hint_names_the_answer(p: Puzzle) -> None:
    words = _answer_words(p)
    for text in (p.title, p.hints[0] if p.hints else ""):
        tokens = set(re.findall(r"[a-z0-9]+", text.lower()))
        plural = {t[:-1] for t in tokens if t.endswith("s")}
        assert not (words & (tokens | plural)), (p.id, text, words & (tokens | plural))
    for k in _KINDS:
        assert k not in p.title.lower()


def test_a_miss_never_names_the_answer() -> None:
    for p in BANK:
        if p.answer_form not in ("choice", "card") or p.choices == ("yes", "no"):
            continue
        from penchant.puzzles import analyse

        a = analyse(p)
        wrong = [k for k, (ok, _w) in a.verdicts.items() if not ok][:1]
        for w in wrong:
            r = check(p, w)
            assert not r.correct and not r.explanation
            for b in r.best:
                if b in ("both", "neither", "foster", "kandell", "none of them"):
                    continue
                assert b not in r.message and b not in (r.refutation or ""), (p.id, r)


def test_an_endgame_miss_says_what_it_costs() -> None:
    p = next(p for p in BANK if p.kind == "endgame")
    from penchant.puzzles import analyse

    a = analyse(p)
    wrong = next(k for k, (ok, _w) in a.verdicts.items() if not ok)
    r = check(p, wrong)
    assert re.search(r"takes (one|two|three|four|five|six) brisques? fewer than the best card", r.message), r.message


# --------------------------------------------------------------------- store
def _fill(store: object) -> None:
    s = store
    assert hasattr(s, "append")
    s.append(Attempt("barring-001", "missed", "yes", 3.0))  # type: ignore[attr-defined]
    s.append(Attempt("barring-001", "solved_after_miss", "no", 5.0))  # type: ignore[attr-defined]
    s.append(Attempt("endgame-001", "solved_first", "AS", 2.0))  # type: ignore[attr-defined]


@pytest.mark.parametrize("make", [lambda d: SQLiteAttemptStore(d / "a.sqlite3"),
                                  lambda d: JSONFileAttemptStore(d / "a.jsonl")], ids=["sqlite", "json"])
def test_a_store_reopened_keeps_every_attempt(tmp_path: Path, make: object) -> None:
    s = make(tmp_path)  # type: ignore[operator]
    _fill(s)
    s.close()
    again = make(tmp_path)  # type: ignore[operator]
    got = again.load()
    assert [a.outcome for a in got] == ["missed", "solved_after_miss", "solved_first"]
    prog = Progress.of(got, BANK)
    assert prog.state("barring-001").status == "solved_after_miss"
    assert prog.state("endgame-001").status == "solved_first"
    assert prog.rated == 2 and prog.streak == 1


def test_the_json_store_is_chosen_without_sqlite(tmp_path: Path) -> None:
    assert isinstance(open_attempt_store(tmp_path / "x.sqlite3", sqlite=False), JSONFileAttemptStore)
    assert isinstance(open_attempt_store(tmp_path / "x.sqlite3", sqlite=True), SQLiteAttemptStore)


def test_the_trainer_falls_back_to_json_when_sqlite3_cannot_be_imported(tmp_path: Path) -> None:
    code = textwrap.dedent(f"""
        import sys
        sys.modules['sqlite3'] = None
        import importlib.util
        real = importlib.util.find_spec
        importlib.util.find_spec = lambda n, *a: None if n in ('sqlite3', '_sqlite3') else real(n, *a)
        from penchant.trainer.stores import JSONFileAttemptStore, open_attempt_store
        s = open_attempt_store({str(tmp_path / 'p.sqlite3')!r})
        print(type(s).__name__)
    """)
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "JSONFileAttemptStore"


@pytest.mark.parametrize("suffix", ["sqlite3", "jsonl"])
def test_kill_9_loses_no_committed_attempt(tmp_path: Path, suffix: str) -> None:
    path = tmp_path / f"k.{suffix}"
    code = textwrap.dedent(f"""
        import sys, time
        from penchant.trainer.attempts import Attempt
        from penchant.trainer.stores import open_attempt_store
        s = open_attempt_store({str(path)!r})
        i = 0
        while True:
            s.append(Attempt(f"p{{i}}", "missed", "x", 1.0))
            print(i, flush=True)
            i += 1
            time.sleep(0.005)
    """)
    proc = subprocess.Popen([sys.executable, "-c", code], stdout=subprocess.PIPE, text=True)
    assert proc.stdout is not None
    done = -1
    for line in proc.stdout:
        done = int(line)
        if done >= 30:
            break
    os.kill(proc.pid, 9)
    proc.wait()
    got = open_attempt_store(path).load()
    assert len(got) >= done + 1
    assert {a.puzzle_id for a in got} >= {f"p{i}" for i in range(done + 1)}


def test_memory_store() -> None:
    s = MemoryAttemptStore()
    _fill(s)
    assert len(s.load()) == 3


# ------------------------------------------------------------------ glicko-2
def test_glicko2_matches_glickmans_worked_example() -> None:
    r = rate(Rating(1500, 200, 0.06), [(Rating(1400, 30), 1), (Rating(1550, 100), 0), (Rating(1700, 300), 0)])
    assert r.r == pytest.approx(1464.06, abs=0.01)
    assert r.rd == pytest.approx(151.52, abs=0.01)
    assert r.sigma == pytest.approx(0.05999, abs=0.00001)


def test_a_solve_raises_the_learner_and_lowers_the_puzzle() -> None:
    me, pz = update_pair(Rating(1500, 200), Rating(1500, 200), True)
    assert me.r > 1500 > pz.r
    me2, pz2 = update_pair(Rating(1500, 200), Rating(1500, 200), False)
    assert me2.r < 1500 < pz2.r


def test_only_first_attempts_move_ratings() -> None:
    prog = Progress.of([Attempt("a", "missed"), Attempt("a", "solved_after_miss"), Attempt("a", "missed")])
    assert prog.rated == 1 and prog.learner.r < 1500 and prog.state("a").status == "solved_after_miss"


# ----------------------------------------------------------------------- CLI
def test_practice_refuses_an_unwritable_db_with_one_line(capsys: pytest.CaptureFixture[str]) -> None:
    from penchant.cli.main import main

    assert main(["practice", "--no-browser", "--db", "/proc/no/such/place/practice.sqlite3"]) == 2
    err = capsys.readouterr().err
    assert err.startswith("penchant: ") and err.count("\n") == 1 and "/proc/no/such/place" in err


def test_puzzles_mine_writes_verified_puzzles_with_histories(tmp_path: Path,
                                                             capsys: pytest.CaptureFixture[str]) -> None:
    from penchant.cli.main import main

    out = tmp_path / "mined.json"
    assert main(["puzzles", "mine", "--deals", "4", "--seed", "7", "--out", str(out)]) == 0
    assert main(["puzzles", "verify", "--bank", str(out)]) == 0
    from penchant.puzzles import load_file

    mined = load_file(out)
    assert mined and all(p.history is not None for p in mined if p.kind != "trump")


def test_a_puzzles_state_once_handed_out_never_changes() -> None:
    """PuzzleState was a mutable dataclass that Progress.add changed in place: a state a trainer's answer
    held changed under it at the next attempt. It is a value now; Progress stays the builder."""
    import dataclasses

    from penchant.trainer.progress import Progress

    prog = Progress.of([Attempt("barring-001", "missed", "yes", 3.0)])
    held = prog.state("barring-001")
    prog.add(Attempt("barring-001", "solved_after_miss", "no", 5.0))
    assert (held.status, held.attempts, held.misses, held.seconds) == ("missed", 1, 1, 3.0)
    now = prog.state("barring-001")
    assert (now.status, now.attempts, now.misses, now.seconds) == ("solved_after_miss", 2, 1, 8.0)
    with pytest.raises(dataclasses.FrozenInstanceError):
        now.attempts = 0  # type: ignore[misc]
