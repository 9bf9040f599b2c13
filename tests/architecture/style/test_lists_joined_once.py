"""A list said in words ("A, B and C", "A, B or C") is joined once: ``penchant.english.lists.join_and`` and
``join_or``. The project once had the same join written four times (the coach's reasons, the scoring puzzles'
hints, the judged puzzles' words and an inline "or" in the coach's hint); the scan refuses a fifth. A list joined
by its word alone (``" or ".join(ranks)``) is refused too: three or more read "Sevens or Eights or Nines"."""

from __future__ import annotations

import re

from source_scan import ROOT, sources

from penchant.english.lists import join_and, join_and_apart, join_options, join_or

HOME = "penchant/english/lists.py"
JOIN = re.compile(r"""\.join\([^()\n]*\[:-1\]\)\s*\+\s*f?["'] (?:and|or|\{)""")
"""``", ".join(xs[:-1]) + " and " + xs[-1]``: the hand-written join."""
BARE = re.compile(r"""["'];? (?:and|or) ["']\.join\(""")
"""``" or ".join(xs)``: every item joined by the word, a list of three said "A or B or C" (or ``"; and ".join``,
"a; and b; and c": :func:`~penchant.english.lists.join_and_apart` sets apart parts with commas of their own)."""
BARE_ALLOWED: dict[str, str] = {
    "penchant/files/strict_reader.py": "a schema's expectations in a developer's error; the strict reader stands below "
                                 "the rules and may not import their words",
    "penchant/rules/limits.py": "the two players' brisquettes, a pair said in order: equal counts are both said "
                                "(join_and says each once)",
    "tools/site/sitebuild/runtime.py": "the site builder's error to a developer, without the engine",
}


def test_a_list_is_joined_only_in_the_words() -> None:
    found = [f"{path}: {m.group(0)}" for path, text in sources() if path != HOME for m in JOIN.finditer(text)]
    assert not found, "\n".join(found)


def test_a_list_is_not_joined_by_its_word_alone() -> None:
    found = [f"{path}: {m.group(0)}" for path, text in sources() if path not in BARE_ALLOWED
             for m in BARE.finditer(text)]
    assert not found, "\n".join(found)


def test_the_bare_join_scan_sees_the_old_joins_and_its_places_are_needed() -> None:
    old = ('return "minor " + " and ".join(names)\n'
           "hint = f\"{' or '.join(r.plural for r in same)}\"\n"
           "f\": building scores every step (here {'; and '.join(chains)}).\"\n"
           'x = "; ".join(parts)\n')
    assert len(BARE.findall(old)) == 3
    texts = dict(sources())
    for path in BARE_ALLOWED:
        assert BARE.search(texts[path]), f"{path} no longer needs its place"


def test_the_scan_sees_the_old_joins() -> None:
    old = ('return ", ".join(said[:-1]) + " and " + said[-1]\n'
           'others = names[0] if len(names) == 1 else ", ".join(names[:-1]) + " or " + names[-1]\n')
    assert len(JOIN.findall(old)) == 2
    assert JOIN.search((ROOT / HOME).read_text(encoding="utf-8"))


def test_the_joins_say_each_once_in_order() -> None:
    assert join_and(["wins the trick", "keeps the Ace", "wins the trick", "scores"]) == \
        "wins the trick, keeps the Ace and scores"
    assert join_and([]) == "" and join_and(["marriages"]) == "marriages"
    assert join_and_apart(["pair, then triplet", "pair, then triplet", "family, then clan", "marriage, then clan"]) \
        == "pair, then triplet; family, then clan; and marriage, then clan"
    assert join_or(["A♥", "10♥"]) == "A♥ or 10♥" and join_or([], "none") == "none"


def test_options_with_their_own_and_are_said_apart() -> None:
    """Chapter 8's coach said "declaring the pair Q♥ Q♣, passing and declaring the marriage Q♥ K♥": a newcomer read
    "passing and declaring the marriage" as one option. Options, with an "and" of their own or not, come back one by
    one from the words, split at the semicolons, and the last is offered with "or"."""
    cases = [["declaring the pair Q♥ Q♣", "passing", "declaring the marriage Q♥ K♥"],
             ["playing A♥ and keeping the Ten", "passing"],
             ["leading 10♣", "playing K♠ and winning the trick", "passing", "declaring the triplet K♠ K♥ K♦"]]
    for options in cases:
        said = join_options(options)
        parts = said.split("; ")
        assert [p.removeprefix("or ") for p in parts] == options, said
        assert parts[-1].startswith("or ") and not any(p.startswith("or ") for p in parts[:-1]), said
    assert join_options(["A♥", "10♥", "7♥"]) == join_or(["A♥", "10♥", "7♥"])
