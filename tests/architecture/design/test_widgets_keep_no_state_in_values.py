"""A widget's ``value`` is drawn from state, never read back as state ("widgets as views").

``self.message.value += note`` treats what is on the screen as the board's memory: a second note piles onto
the first, and nothing but the screen knows what was said. ``self.message.value = self.message.value`` does
nothing at all. The state lives in a Python attribute or a traitlet, and the widget's value is rendered from
it. Checked with ast over ``penchant_widgets/``: an augmented assignment to a ``.value``, and an assignment to a
``.value`` whose right side reads that same ``.value``.
"""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]


def value_read_back(source: str, where: str) -> list[str]:
    found: list[str] = []
    for node in ast.walk(ast.parse(source)):
        if (isinstance(node, ast.AugAssign) and isinstance(node.target, ast.Attribute)
                and node.target.attr == "value"):
            found.append(f"{where}:{node.lineno}: {ast.unparse(node.target)} {ast.unparse(node.op)}= ...")
        elif isinstance(node, ast.Assign):
            for target in node.targets:
                if not (isinstance(target, ast.Attribute) and target.attr == "value"):
                    continue
                shape = ast.dump(target, annotate_fields=False).replace("Store()", "Load()")
                if any(isinstance(n, ast.Attribute) and ast.dump(n, annotate_fields=False) == shape
                       for n in ast.walk(node.value)):
                    found.append(f"{where}:{node.lineno}: {ast.unparse(target)} read back to set itself")
    return sorted(found, key=lambda p: int(p.split(":")[1]))


def test_no_widget_reads_its_value_back_as_state() -> None:
    problems: list[str] = []
    for path in sorted((ROOT / "penchant_widgets").rglob("*.py")):
        problems += value_read_back(path.read_text(encoding="utf-8"), path.relative_to(ROOT).as_posix())
    assert not problems, "\n".join(problems)


def test_the_scan_sees_the_old_copies() -> None:
    """The read-backs once made: a rating note added to an end-game's message, a form's title built up
    on screen, a breakdown added to an analysis, and a message set to itself."""
    old = (
        "def note(self, words):\n"
        "    self.message.value += f'<div>{words}</div>'\n"
        "def render(self, keep):\n"
        "    if not keep:\n"
        "        self.message.value = self.message.value\n"
        "def title(self):\n"
        "    self.title.value = self.title.value + '<br>only deleted'\n"
        "def fine(self, x):\n"
        "    self.what.value = x.value + self.other.value\n"
        "    self.count.value = str(self.count_of)\n"
    )
    found = [p.split(":")[1] for p in value_read_back(old, "x.py")]
    assert found == ["2", "5", "7"], found
