"""A declaration the rules refuse is said to be refused, in the word the chapter teaches, not "not best": chapter 5's
third puzzle told a newcomer "'8♠ 8♥ 8♦' is not best: the rules refuse it. Why not?" (newcomer 35). A barred one is
"barred"; the why-not stays a nudge (a question), never the rule's verdict spelt out."""

from __future__ import annotations

from penchant.puzzles import analyse, check, get, load_drills
from penchant.puzzles.checkers.declaration import _Ctx
from penchant.rules.cards import CardSet
from penchant.rules.refused import Refused


def test_a_barred_declaration_is_said_barred() -> None:
    r = check(get("declaration-029"), "8S 8H 8D")
    assert not r.correct
    assert "barred" in r.message and "not best" not in r.message, r.message
    assert (r.refutation or "").startswith("Why not?") and (r.refutation or "").endswith("?"), r.refutation


def test_no_refused_declaration_is_said_not_best() -> None:
    seen = set()
    for p in load_drills():
        if p.kind != "declaration" or p.task != "best":
            continue
        ctx = _Ctx(p)
        for key, (ok, _) in analyse(p).verdicts.items():
            v = ctx.verdict(CardSet(key))
            if ok or v.legal:
                continue
            message = check(p, key).message
            assert "not best" not in message, (p.id, key, message)
            assert ("barred" in message) == (v.refused is Refused.BARRED), (p.id, key, message)
            seen.add(v.refused)
    assert Refused.BARRED in seen and len(seen) > 1, seen
