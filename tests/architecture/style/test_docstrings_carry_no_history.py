"""A docstring of the engine or the widgets says what its object does and guarantees, not how it came to be: who met
what once (a newcomer, a reviewer, a chapter's reader), what an earlier version did, or what a run measured. Such a
story goes stale the day the code changes and reads as if it were the contract. The reason a behaviour matters is
said as the behaviour ("so each sentence says which card it is about"); the story belongs in the commit message, and
a measured figure in docs/benchmarks.md or docs/players-and-studies.md, beside the benchmark that measures it again.

Checked over every docstring (a module's, a class's, a function's, and the string under an attribute) of
``penchant``, ``penchant_widgets`` and ``penchant_server`` against :data:`HISTORY`, a short list of the shapes such
stories take (who met what, what a chapter's page or board did once, a verb that can only tell the past, a while on
a computer, a ticket's number). A test's own docstring may tell the bug it guards against.

A comment is held to the same: it says why the code is as it is now ("said once, so the warning is met once"), not
who met the old code. Its lines in a row are read as one text, as a story runs over them."""

from __future__ import annotations

import ast
import io
import itertools
import re
import tokenize
from collections.abc import Iterator

import pytest
from source_scan import parsed, sources

_WHO = r"(?:newcomer|reviewer|learner)"
_MET = r"(?:met|read|did not know|could not|found|pressed|waited|tapped|led|saw|misread)"
_PAST = r"(?:met|did not know|could not|found|pressed|waited|tapped|saw|misread|scrolled|asked|undersold)"
"""The verbs of :data:`_MET` that can only be past, so a story is told however far they stand from its who."""
_ONCE = (r"(?:said|was|were|broke|gave|showed|leaned|listed|put|called|asked|told|left|had|did|made|offered|claimed"
         r"|named|let)")
"""What a chapter's page, board or hint did once (past, or past in that place: "chapter 7's board said")."""
_HOW_LONG = r"(?:a|one|half a|nearly a|about a|almost a|over a|\d[\d.,]*)"
_MACHINE = r"(?:computers?|machines?|laptops?)"
"""A measured time is a while on a computer: "nearly a minute on a slow or busy computer"."""

HISTORY = re.compile("|".join([
    r"\((?:a|the) (?:newcomer|reviewer)(?:'s review)?(?:, chapters? \d[\d, and]*)?\)",  # "(a newcomer, chapter 8)"
    r", (?:a|the) (?:newcomer|reviewer)(?:, chapters? \d[\d, and]*)?\)",  # "(..., a newcomer)"
    rf"\b(?:a|the|the next) {_WHO}s? {_MET}\b",  # "a newcomer read ...", "the learner met ..."
    r"\b(?:a|the) (?:newcomer|reviewer)'s (?:review|chapter \d+|first [a-z]+) (?:listed|said|showed|read|met)\b",
    rf"\bchapter \d+'s (?:newcomer|reader|learner)(?:,| (?:{_MET}|did not)\b)",  # "chapter 6's newcomer, ..."
    rf"\b(?:left|sent|stopped|misled|gave|met|undersold \w+ to) (?:a|the|the next) {_WHO}\b",  # "met a newcomer"
    rf"\b(?:a|the) {_WHO} asked (?:who|why|what|whether|how|which)\b",  # "a newcomer asked who ..."
    rf"\b(?:a|the) {_WHO} (?:on|at|in|with|taught|who)\b(?: [^\s.;:]+){{1,5}} {_PAST}\b",  # "... on a phone pressed"
    rf"\b(?:read|undersold \w+|was jargon|were hard to act on)(?: as [^.;:()]*?)? (?:to|for) (?:a|the) {_WHO}\b",
    rf"\bleft\b[^.;:]{{0,40}}\bfor (?:a|the) {_WHO} to\b",  # "left the sixth for a newcomer to find"
    rf"\b(?:read as|did not|spoke of|stood|left out|{_PAST})\b[^.;:()]{{0,100}}\(chapters? \d[\d, and]*\)",
    r"\bchapter \d+'s first [a-z]+ (?:said|was|read|gave)\b",  # "chapter 8's first advice said"
    rf"\bchapter \d+'s(?: [\w♠♥♦♣-]+){{1,4}} {_ONCE}\b",  # "chapter 7's board said", "chapter 5's live board left"
    r"\b(?:broke|leaned)\b",  # "broke chapter 8's promise", "one search leaned to leading the 10♣"
    r"\b(?:sent|left|led) (?:a|the) reader to chapter \d+\b",  # "sent the reader to chapter 5 at the last step"
    r"\breview ?\d+\b",  # a review's ticket, "review28 #15", "review 35 #1"
    r"\bissues? #\d+",  # a ticket, "issue #31"
    r"\b(?:newcomer|reviewer)s? #?\d+\b",  # a finding's number, "(newcomer 15)"
    r"\b(?:was|were) (?:amber|red|green|blue|grey|gray|gold)\b",  # what a board looked like once: "... was amber"
    r"\bthe project once\b",
    r"\bonce had\b",  # "the panel once had its own fixed pair"
    r"\bwrote \"[^\"]*\" and then\b",  # 'wrote "14 cards" and then "twelve cards" on one board'
    r"\" stood (?:above|below|beside|over|under)\b",  # '"tens of thousands of deals" stood above charts of 2,000'
    r"\band nothing said so\b",  # '"You 21 | 7 | game 21" left the deal in play out and nothing said so'
    r"\bthe earlier master\b",
    r"\btook \d[\d.,]* ?(?:ms|s|seconds|minutes)\b",  # "three took 53 s"
    r"\b(?:was|were) \d[\d.,]* ?(?:ms|s|seconds|lines|minutes)\b",  # "was 1126 lines"
    rf"\b(?:seconds|minutes|hours|{_HOW_LONG} (?:second|minute|hour)s?) on (?:a|an|one)\b(?: [^\s.;:]+){{0,3}}"
    rf" {_MACHINE}\b",  # "nearly a minute on a slow or busy computer"
    rf"\bon a (?:slow|busy|fast|2-core|two-core)(?: or \w+)? {_MACHINE}\b",  # "on a slow or busy computer"
]), re.IGNORECASE)
"""The shapes a story of the past takes in a docstring: someone who once met the behaviour, named as such, an
earlier version, a ticket, a measured time or size."""


def docstrings(tree: ast.AST) -> Iterator[tuple[int, str]]:
    """Each docstring under ``tree`` with its line: a module's, a class's or a function's, and the string literal
    right under an assignment (an attribute's or a constant's docstring)."""
    for node in ast.walk(tree):
        if isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef):
            doc = ast.get_docstring(node, clean=False)
            if doc:
                yield node.body[0].lineno, doc
        body = getattr(node, "body", None)
        if isinstance(body, list):
            for before, after in itertools.pairwise(body):
                if (isinstance(before, ast.Assign | ast.AnnAssign) and isinstance(after, ast.Expr)
                        and isinstance(after.value, ast.Constant) and isinstance(after.value.value, str)):
                    yield after.lineno, after.value.value


def history_in(source: str, where: str) -> list[str]:
    """``where:line: 'words'`` for each story of the past told in a docstring of ``source``."""
    return [f"{where}:{line}: {m.group(0)!r}"
            for line, doc in docstrings(parsed(source))
            for m in HISTORY.finditer(" ".join(doc.split()))]


def comments(source: str) -> Iterator[tuple[int, str]]:
    """Each comment of ``source`` with its first line, the comments of lines in a row joined as one text (a
    comment after code on a line joins those under it)."""
    block: list[str] = []
    start = last = 0
    for token in tokenize.generate_tokens(io.StringIO(source).readline):
        if token.type != tokenize.COMMENT:
            continue
        line = token.start[0]
        if block and line != last + 1:
            yield start, " ".join(block)
            block = []
        if not block:
            start = line
        block.append(token.string.lstrip("#").strip())
        last = line
    if block:
        yield start, " ".join(block)


def history_in_comments(source: str, where: str) -> list[str]:
    """``where:line: 'words'`` for each story of the past told in a comment of ``source``."""
    return [f"{where}:{line}: {m.group(0)!r}"
            for line, text in comments(source)
            for m in HISTORY.finditer(" ".join(text.split()))]


def engine_and_widget_sources() -> Iterator[tuple[str, str]]:
    return ((rel, source) for rel, source in sources()
            if rel.startswith(("penchant/", "penchant_widgets/", "penchant_server/")) and rel.endswith(".py"))


def commented_sources() -> Iterator[tuple[str, str]]:
    """The engine's and the widgets' sources, and the code cells of the tutorial's notebooks: a comment beside a
    chapter's example is read with the example as it is."""
    return ((rel, source) for rel, source in sources()
            if (rel.startswith(("penchant/", "penchant_widgets/", "penchant_server/")) and rel.endswith(".py"))
            or (rel.startswith("notebooks/") and rel.endswith(".ipynb")))


def test_comments_say_why_not_who_met_what() -> None:
    found = [h for rel, source in commented_sources() for h in history_in_comments(source, rel)]
    assert not found, ("a comment tells history (who met what once, an earlier version, a measured time): say why "
                       "the code is as it is now, or leave the comment out; the story goes in the commit message:\n"
                       + "\n".join(found))


def test_docstrings_say_what_is_not_what_was() -> None:
    found = [h for rel, source in engine_and_widget_sources() for h in history_in(source, rel)]
    assert not found, ("a docstring tells history (who met what once, an earlier version, a measured time): say what "
                       "the object does and guarantees instead; a story goes in the commit message, a figure in "
                       "docs/benchmarks.md:\n" + "\n".join(found))


@pytest.mark.parametrize("story", [
    '"Trick 10 inaccuracy" left a newcomer asking which was which (chapter 8).',
    "Said twice (a newcomer, chapter 8).",
    "It named the card twice (a newcomer).",
    '("10♣: 10♣ wins the trick" said it twice, a newcomer)',
    "Chapter 2's deal opened with no word, and a newcomer did not know whose card to click.",
    "A newcomer pressed Hint and read a verdict.",
    "chapter 9's reader could not tell what it meant",
    "(a newcomer's review listed a Q♥ its hint had said \"will do\")",
    'a review of 4 said "many", review28 #15',
    "the verdict sits by the cards (review 35 #1)",
    "the board's second verdict (issue #31)",
    "Kandell's rules only, the chapter's (newcomer 15)",
    "The dot was amber; it is gold now.",
    "the best three after half the deals (halves, the earlier master)",
    "about half a minute each (three took 53 s on a 2-core machine)",
    "the site's build was 1126 lines in one file",
    '"your penchant J♦ Q♣ (1 point)" undersold it to a newcomer (chapter 8), as if its point were all it gave.',
    "Chapter 8's first advice said \"will do\" of a 9♠ its figures put 5 points worse.",
    '"32% of the sampled deals" read as an engineer\'s to a newcomer.',
    'The review said "brings you 2 brisques" (a newcomer asked who "you" was).',
    'Their server refuses every other page: there the link gave a newcomer "403 Forbidden".',
    "Under the tricks, a newcomer on a phone pressed Hint and saw nothing change near the cards.",
    '"Earlier moves, in order:" read as a puzzle to a newcomer (chapters 2, 4 and 8).',
    '"these boards deal singles" met a newcomer on the set-up screen',
    "Chapter 6's newcomer, answering the K♠, read \"plays Q♠\" as the trick just played.",
    "A newcomer taught Kandell's rules met a puzzle badged \"Foster's rules\" with no word on what differs.",
    '"The other one does worse" named five cards and left the sixth for a newcomer to find.',
    '"the choice a rule of thumb makes" was jargon to a newcomer who had met no rule of thumb by that name.',
    'Left on the screen, "Not allowed" read as a verdict on the cards picked next (chapter 2).',
    "Its first words broke chapter 8's promise to say so first.",
    'Chapter 8\'s review said "will do" of the 9♠.',
    "Chapter 7's board said only its level's dots.",
    "chapter 5's live board left his Q♠ Q♦ plain",
    "One search leaned to leading the 10♣ at chapter 8's first trick.",
    "It takes nearly a minute on a slow or busy computer.",
    "The values take seconds on a busy computer.",
    "The wait for judging on a slow or busy computer, about half a minute each.",
    "(a besito laid a third Queen there, and his pair of 7s sent the reader to chapter 5 at the example's last step)",
    "count them alike (the panel once had its own fixed pair)",
    '(count_words, in words up to twelve, wrote "14 cards" and then "twelve cards" on one board)',
    'other deals and far fewer ("tens of thousands of deals" stood above charts of 2,000)',
    '"You 21 | 7 | game 21" left the deal in play out and nothing said so',
])
def test_the_scan_sees_a_story(story: str) -> None:
    source = f'def f():\n    """{story}"""\n'
    assert history_in(source, "x.py"), story
    words = story.split()
    half = len(words) // 2
    commented = f"x = 1  # {' '.join(words[:half])}\n# {' '.join(words[half:])}\ny = 2\n"
    assert history_in_comments(commented, "x.py"), story


@pytest.mark.parametrize("contract", [
    "The cards, as a board tells a newcomer.",
    "How the bar goes, as whole sentences a newcomer can follow.",
    "Click a card as the reader would. A card the reader could not click is refused.",
    "Whether a newcomer starts easy.",
    "The 95% sampling margin of the loss (0 when exact).",
    "One summary line is printed at the end, such as ``match: 20 games in 183.2 s``.",
    "Read a player's name (a player's text).",
    "Said as the review says it, never as a percentage.",
    "Your declarations earlier in the deal.",
    "What the chart shows, in a sentence a newcomer reads before the drawing.",
    "Below 1400 a newcomer (rated 1500) solves it more often than not.",
    "Right under the message, so a learner on a phone sees the hint by the cards.",
    "Short sentences and no word a newcomer has not met.",
    "Why moves that look different to a newcomer come out about the same.",
    "Never silently: a newcomer must know it is someone's game, and how to start his own.",
    "What Foster's words mean where a newcomer misreads them.",
    "A penchant is worth more for its trump (chapter 4).",
    '"the last trick" is the deal\'s sixteenth on these pages (chapters 6, 7)',
    "A game against the computer dealt on the learner's play board (chapter 8).",
    "The points the review said the move played gave away.",
    "Chapter 5's board shows the bar as the panel says it.",
    "The coach plays each one out: that takes up to half a minute each.",
    "The stream polled once more on a loaded machine.",
    "A move the hint said \"will do\" is the coach's.",
])
def test_the_scan_leaves_contract_text_alone(contract: str) -> None:
    source = f'X = 1\n"""{contract}"""\n'
    assert not history_in(source, "x.py"), contract
    assert not history_in_comments(f"X = 1  # {contract}\n", "x.py"), contract


def test_the_comment_scan_reads_a_comment_as_its_lines_in_a_row() -> None:
    """A story split over two comments in a row is one; over two comments apart, neither is one."""
    together = "# The warning was met twice (a\n# newcomer).\nx = 1\n"
    apart = "# The warning was met twice (a\nx = 1\n# newcomer).\n"
    assert history_in_comments(together, "x.py") == ["x.py:1: '(a newcomer)'"]
    assert history_in_comments(apart, "x.py") == []
