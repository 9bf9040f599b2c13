"""A view does not refuse what the engine refuses in words of its own: where the engine has a refusal (a move out
of time, the next deal before the deal is over or after the game), the view asks for it and shows it. The play
board once guarded its *Next deal* with ``if not self.state.is_over(): self.say("Finish this deal first.")`` and
``if game.is_over(): self.say(...)``: a second wording of :meth:`~penchant.play.game.Game.next_deal`'s refusals,
free to drift from them (issue #30). Found by shape in the widgets: an ``if`` on an engine's ``is_over()`` (or a
result's ``complete``) whose body says a sentence typed there (``say``/``message_html`` of a string)."""

from __future__ import annotations

import ast

from source_scan import parsed, sources

ASKED = ("is_over", "complete")
SAYING = ("say", "message_html")
KNOWN = {"penchant_widgets/play/asking_the_coach.py": 1}
"""Views whose sentence under such an ``if`` is no engine refusal reworded, with how many: the play board's *Review*
waits for the deal's end by the board's own choice (the engine reviews whatever decisions it is given and refuses
none), so it says so itself. Listed to be seen; a new one is a question for review."""


def _asks_the_end(test: ast.expr) -> bool:
    return any(isinstance(n, ast.Attribute) and n.attr in ASKED for n in ast.walk(test))


def _typed_sentence(node: ast.AST) -> bool:
    return isinstance(node, ast.JoinedStr) or (isinstance(node, ast.Constant) and isinstance(node.value, str)
                                               and " " in node.value)


def own_refusals(source: str, where: str) -> list[str]:
    found: list[str] = []
    for node in ast.walk(parsed(source)):
        if not (isinstance(node, ast.If) and _asks_the_end(node.test)):
            continue
        for stmt in node.body:
            for call in ast.walk(stmt):
                if (isinstance(call, ast.Call) and call.args and _typed_sentence(call.args[0])
                        and (getattr(call.func, "attr", None) or getattr(call.func, "id", None)) in SAYING):
                    found.append(f"{where}:{call.lineno}: {ast.unparse(call)[:100]}")
    return found


def test_views_word_no_refusal_of_their_own() -> None:
    found = [hit for where, source in sources() if where.startswith("penchant_widgets/")
             for hits in [own_refusals(source, where)] if len(hits) != KNOWN.get(where, 0) for hit in hits]
    assert not found, "show the engine's refusal (ask it), not the view's own words:\n" + "\n".join(found)


def test_the_scan_sees_a_board_refusing_in_its_own_words() -> None:
    typed = 'if not self.state.is_over():\n    self.say("Finish this deal first.", "note")\n'
    assert len(own_refusals(typed, "v.py")) == 1
    asked = 'if refused is not None:\n    self.say(refusal_text(refused), "note")\n'
    assert own_refusals(asked, "v.py") == []
