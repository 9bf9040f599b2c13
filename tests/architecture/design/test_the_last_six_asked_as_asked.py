"""The last six and a later declaration, each asked under its own name: the rules' ``last_six_begun`` answers
whether the last six tricks are being played, ``declaration_may_follow`` whether a declaration may follow a trick.
Two copies were made, and this scan keeps them out:

- a later declaration asked as "the last six have not begun" beside the declaring stage (the coach's
  ``v.stage.declaring and last_six_begun(v.tricks_played)``): the question is whether a declaration may follow
  the next trick (``declaration_may_follow(trick_in_play(...))``), not which part of the deal it is;
- a deal's or a view's last six worked out again from its own tricks and stage by its caller
  (``last_six_begun(st.tricks, declaring=st.stage.declaring)`` in the dealing table's widget): the deal, its view
  and a player's knowledge each say ``last_six`` themselves, the one place each asks the rules (on ``self``).

Checked with ast over what ``source_scan.sources`` reads, the rules aside.
"""

from __future__ import annotations

import ast

from source_scan import parsed, sources


def _calls_last_six_begun(node: ast.AST) -> bool:
    func = node.func if isinstance(node, ast.Call) else None
    return (isinstance(func, ast.Name) and func.id == "last_six_begun") or (
        isinstance(func, ast.Attribute) and func.attr == "last_six_begun")


def _on_self(node: ast.AST) -> bool:
    """Whether an attribute chain starts at ``self`` (``self._stage.declaring``, ``self.stage.declaring``)."""
    while isinstance(node, ast.Attribute):
        node = node.value
    return isinstance(node, ast.Name) and node.id == "self"


def last_six_asked_amiss(source: str, where: str) -> list[str]:
    """The two copies: ``last_six_begun`` without ``declaring=`` in a function that reads a ``.declaring`` stage
    itself (a later declaration asked as the last six), and ``last_six_begun(..., declaring=x.stage.declaring)`` on
    another object than ``self`` (its ``last_six`` worked out again)."""
    out: list[str] = []
    for fn in ast.walk(parsed(source)):
        if not isinstance(fn, ast.FunctionDef | ast.AsyncFunctionDef):
            continue
        calls = [n for n in ast.walk(fn) if isinstance(n, ast.Call) and _calls_last_six_begun(n)]
        in_calls = {id(m) for c in calls for m in ast.walk(c)}
        reads_declaring = any(isinstance(n, ast.Attribute) and n.attr == "declaring" and id(n) not in in_calls
                              for n in ast.walk(fn))
        for call in calls:
            declaring = [k.value for k in call.keywords if k.arg == "declaring"]
            if not declaring and reads_declaring:
                out.append(f"{where}:{call.lineno}: a later declaration asked as the last six begun, beside the "
                           "declaring stage (rules.procedure.declaration_may_follow of trick_in_play)")
            if any(isinstance(d, ast.Attribute) and d.attr == "declaring" and not _on_self(d) for d in declaring):
                out.append(f"{where}:{call.lineno}: a deal's or view's last six worked out again from its tricks and "
                           "stage (ask its last_six)")
    return sorted(set(out), key=lambda p: int(p.split(":")[1]))


def test_the_last_six_and_a_later_declaration_are_asked_by_their_names() -> None:
    found = [p for rel, source in sources() if not rel.startswith("penchant/rules/")
             for p in last_six_asked_amiss(source, rel)]
    assert not found, "\n".join(found)


def test_the_scan_sees_the_old_copies() -> None:
    """The coach's two "a later declaration may come" and the dealing table's stop, as they were; the deal's own
    ``last_six`` and a plain question of the last six pass."""
    old = (
        "def declarations_to_come(v):\n"
        "    if v.last_six:\n"
        "        return False\n"
        "    return not (v.stage.declaring and last_six_begun(v.tricks_played))\n"
        "def declared_later(analysis, moves):\n"
        "    v = analysis.view\n"
        "    if not (v.stage.declaring and moves):\n"
        "        return ''\n"
        "    if last_six_begun(v.tricks_played):\n"
        "        return ''\n"
        "def stopped(self):\n"
        "    st = self.state\n"
        "    return not st.is_over() and last_six_begun(st.tricks,\n"
        "                                               declaring=st.stage.declaring)\n"
        "def last_six(self):\n"
        "    return last_six_begun(tricks_for_stock(len(self._stock)), declaring=self._stage.declaring)\n"
        "def in_last_six(self):\n"
        "    return last_six_begun(self.tricks)\n"
    )
    assert [p.split(":")[1] for p in last_six_asked_amiss(old, "x.py")] == ["4", "9", "13"]
