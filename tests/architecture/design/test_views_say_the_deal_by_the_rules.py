"""The views say where the deal stands in the rules' words and ask the rules who does what: the part of the deal
(:func:`~penchant.words.tricks.phase_words`), who leads the first trick
(:func:`~penchant.rules.procedure.first_trick_leader`), that a trick's winner leads the next
(:func:`~penchant.words.tricks.trick_won_words`) and what its loser may declare
(:func:`~penchant.words.tricks.loser_may_declare_words`). The play board's felt, the trick view and the open deal
table each once said them itself (rules outside penchant/rules). And a card's face is drawn with the
cards module's notation (``Rank.written``: the ten as "10"), not a copy of it in the drawing."""

from __future__ import annotations

import re

from source_scan import sources

VIEWS = "penchant_widgets/"
SAID = {
    "the part of the deal named by a view": re.compile(
        r"""["'(](?:the )?(?:first ten|last six) tricks\)?["']"""),
    "who leads the first trick decided by a view": re.compile(r"next_leader\([^)]*None"),
    "the winner's next lead said by a view": re.compile(r"""['"]lead['"]\)\}? trick"""),
    "the loser's penchant said by a view": re.compile(r"may declare a penchant[\"']"),
}
TEN_WRITTEN = re.compile(r"""["']10["']\s+if\b""")
"""The ten written "10" by hand (the cards module's ``Rank.written`` says it)."""
CARD_HOMES = ("penchant/rules/pack.py", "penchant/rules/suits_and_ranks.py")


def said_by_hand(source: str) -> list[str]:
    return [f"{n}: {what}" for n, line in enumerate(source.splitlines(), 1)
            for what, pattern in SAID.items() if pattern.search(line)]


def test_the_views_ask_the_rules_where_the_deal_stands() -> None:
    found = {rel: lines for rel, text in sources() if rel.startswith(VIEWS) and (lines := said_by_hand(text))}
    assert not found, f"ask penchant.rules (words.phase_words, procedure.first_trick_leader, ...): {found}"


def test_the_ten_is_written_by_the_cards_module() -> None:
    found = [rel for rel, text in sources() if rel not in CARD_HOMES and TEN_WRITTEN.search(text)]
    assert not found, f"a card's rank written by hand: use Rank.written: {found}"


def test_the_scan_sees_the_old_spellings() -> None:
    """The felt's, the trick view's, the table's and the drawing's lines before they asked the rules."""
    assert said_by_hand('    phase = ("deal over" if over else "the first ten tricks" if view.phase == 1\n'
                        '             else "the last six tricks")\n') == [
        "1: the part of the deal named by a view", "2: the part of the deal named by a view"]
    assert said_by_hand('self.hand.label = "your hand" if first_ten else "your hand (the last six tricks)"\n')
    assert said_by_hand("    if view.tricks_played == 0 and p == next_leader(view.dealer, last_winner=None):\n")
    assert said_by_hand("""    return f"{who} won trick {trick} and {verb_form(name, 'lead')} trick {trick + 1}"\n""")
    assert said_by_hand("""then = f", so {loser} may declare a penchant" if after.stage is Stage.PENCHANT else ""\n""")
    assert TEN_WRITTEN.search('    rank = "10" if card.rank.char == "T" else card.rank.char\n')
    assert not said_by_hand('phase = phase_words(last_six=not view.tables_kept)\n"costliest decisions of the first ten '
                            'tricks (of five)"\n')
