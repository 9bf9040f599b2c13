"""A view drops no failure in silence: a refusal it catches (a store that cannot write) is shown or handed on, not
``pass``-ed; a fault it catches as ``Exception`` is logged or raised again. The play board once wrote
``except PenchantError: pass`` over a game it could not keep, and the marker's polling caught every ``Exception`` with
no word in its log (issue #30). Found by shape in the widgets: an ``except`` whose body is ``pass`` alone (or ``...``),
and an ``except Exception``/``BaseException`` whose body neither logs (a ``log``/``logger`` call) nor raises."""

from __future__ import annotations

import ast

from source_scan import parsed, sources

FAULTS = {"Exception", "BaseException"}
KNOWN = {"penchant_widgets/play/asking_the_coach.py": 1}
"""Views whose silent ``except`` loses nothing, with how many: the coach's warm-up in the background, whose failure
*Hint* meets again in the open and says. Listed to be seen; a new one is a question for review."""


def _caught(handler: ast.ExceptHandler) -> set[str]:
    if handler.type is None:
        return {"BaseException"}
    types = handler.type.elts if isinstance(handler.type, ast.Tuple) else [handler.type]
    return {t.id if isinstance(t, ast.Name) else getattr(t, "attr", "?") for t in types}


def _silent(body: list[ast.stmt]) -> bool:
    return all(isinstance(s, ast.Pass) or (isinstance(s, ast.Expr) and isinstance(s.value, ast.Constant))
               for s in body)


def _logs_or_raises(body: list[ast.stmt]) -> bool:
    for node in ast.walk(ast.Module(body=body, type_ignores=[])):
        if isinstance(node, ast.Raise):
            return True
        called = node.func if isinstance(node, ast.Call) else None
        if (isinstance(called, ast.Attribute) and isinstance(called.value, ast.Name)
                and called.value.id in ("log", "logger", "logging")):
            return True
    return False


def dropped(source: str, where: str) -> list[str]:
    found: list[str] = []
    for node in ast.walk(parsed(source)):
        if not isinstance(node, ast.ExceptHandler):
            continue
        caught = _caught(node)
        if _silent(node.body) or (caught & FAULTS and not _logs_or_raises(node.body)):
            found.append(f"{where}:{node.lineno}: except {', '.join(sorted(caught))}")
    return found


def test_views_drop_no_failure_in_silence() -> None:
    found = [hit for where, source in sources() if where.startswith("penchant_widgets/")
             for hits in [dropped(source, where)] if len(hits) != KNOWN.get(where, 0) for hit in hits]
    assert not found, "show a refusal, log a fault:\n" + "\n".join(found)


def test_the_scan_sees_a_failure_dropped() -> None:
    assert len(dropped("try:\n    f()\nexcept PenchantError:\n    pass  # why\n", "v.py")) == 1
    assert len(dropped("try:\n    f()\nexcept Exception:\n    x = None\n", "v.py")) == 1
    assert dropped("try:\n    f()\nexcept (ImportError, RuntimeError) as e:\n    log.info('%s', e)\n", "v.py") == []
    assert dropped("try:\n    f()\nexcept PenchantError as e:\n    self.say(refusal_text(e))\n", "v.py") == []
