"""A refusal is shown on a board one way: in the reader's words (:func:`penchant.words.refusals.refusal_words`),
its cards as the boards show cards (``penchant_widgets.board_words.refusal_text``/``refusal_html``). It was once shown
three ways: PlayBoard said ``refusal_words(exc)``, DealTable ``symbolize(refusal_words(exc))``, and the puzzle
board and the declaration bench the bare ``str(exc)``, quotes, notation and all. Refused by
shape in the widgets and the notebooks: ``str(exc)`` or ``f"{exc}"`` of an exception caught as a refusal (any
``except`` but a bare ``Exception``, which is no refusal but a fault)."""

from __future__ import annotations

import ast

from source_scan import parsed, sources

_FAULTS = {"Exception", "BaseException"}


def _caught(handler: ast.ExceptHandler) -> set[str]:
    types = handler.type.elts if isinstance(handler.type, ast.Tuple) else [handler.type]
    return {t.id if isinstance(t, ast.Name) else getattr(t, "attr", "?") for t in types if t is not None}


def _refusals(tree: ast.AST) -> list[tuple[str, list[ast.stmt]]]:
    """Each name bound to a refusal, with the code that sees it: an ``except ... as exc`` (not of a fault), and a
    function's parameter annotated as an error (``def _refused(self, exc: PenchantError)``)."""
    out: list[tuple[str, list[ast.stmt]]] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.ExceptHandler) and node.name and not _caught(node) <= _FAULTS:
            out.append((node.name, node.body))
        elif isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
            out += [(a.arg, node.body) for a in (*node.args.posonlyargs, *node.args.args, *node.args.kwonlyargs)
                    if a.annotation is not None and ast.unparse(a.annotation).endswith("Error")]
    return out


def shown_bare(source: str, where: str) -> list[str]:
    """Each ``str(exc)`` or ``{exc}`` of a refusal (:func:`_refusals`)."""
    found = []
    for name, body in _refusals(parsed(source)):
        for node in (n for stmt in body for n in ast.walk(stmt)):
            bare = (isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "str"
                    and len(node.args) == 1 and isinstance(node.args[0], ast.Name) and node.args[0].id == name)
            bare = bare or (isinstance(node, ast.FormattedValue) and isinstance(node.value, ast.Name)
                            and node.value.id == name)
            if bare:
                found.append(f"{where}:{node.lineno}: {name} shown as its message (refusal_text/refusal_html)")
    return found


def test_boards_show_a_refusal_in_its_readers_words() -> None:
    problems = [p for rel, source in sources() if rel.startswith(("penchant_widgets/", "notebooks/"))
                for p in shown_bare(source, rel)]
    assert not problems, "\n".join(problems)


def test_the_scan_sees_a_bare_message_and_lets_a_fault_be() -> None:
    old = ("try:\n    x()\nexcept PenchantError as exc:\n    self.feedback.value = message_html(str(exc), 'error')\n"
           "try:\n    x()\nexcept (PenchantError, KeyError) as e:\n    say(f'{e} kept')\n"
           "try:\n    x()\nexcept PenchantError as exc:\n    say(refusal_html(exc))\n"
           "try:\n    x()\nexcept Exception as exc:\n    report(f'Something went wrong ({exc})')\n"
           "def _refused(self, exc: PenchantError) -> None:\n    self.feedback.value = message_html(str(exc))\n")
    assert sorted((p.split(":")[1] for p in shown_bare(old, "x.py")), key=int) == ["4", "8", "18"]
