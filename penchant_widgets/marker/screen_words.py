"""What the marker's screens say in sentences: stored entries today's rules refuse, a double tap, an error no rule
refused, a page that joins the game being scored, a page that cannot read the store."""

from __future__ import annotations

from penchant.english.grammar import capitalised, verb_form
from penchant.english.numbers import count_words

__all__ = ["DOUBLE_TAP", "DOUBLE_TAP_NOT_PLAYED", "NOT_SYNCED", "joined_words", "refused_advice",
           "refused_entries_words", "unexpected_words"]


def refused_advice(n: int) -> str:
    """What the Sheet says under the ``n`` stored entries this version's rules refuse: what that means for the
    score and what to do, not only that they "could not be replayed"."""
    return (f"{capitalised(count_words(n, 'entry', 'entries'))} {verb_form(n, 'be', past=True)} saved by an earlier "
            "version of Penchant, which allowed what today's rules refuse; nothing is lost, for the file keeps every "
            "entry, but the score counts only what the rules allow. If a refused entry mattered, enter it again as "
            "the rules now allow, or start a new game.")


def refused_entries_words(n: int) -> str:
    """The toolbar's line on ``n`` stored entries this version refuses: what they are and what became of them."""
    return (f"{count_words(n, 'saved entry', 'saved entries', digits=True)} not counted: refused by today's rules, "
            "kept, not lost")


DOUBLE_TAP = "Double tap: entered once. Tap again if you meant two"
"""Said next to a button whose second tap came too fast to be meant (a finger's bounce)."""

DOUBLE_TAP_NOT_PLAYED = "Double tap: not played. Tap the card again to play it"
"""Said next to a table card whose confirming tap came too fast to be meant (a bounce is no confirmation)."""


NOT_SYNCED = ("Not synced: this page cannot read the saved games just now, so the score shown may be behind the "
              "other device's, and a tap may not be saved (each tap says whether it was kept). Trying again; this "
              "note goes once the page reads the saved games.")
"""Said at the top of the page, for as long as it lasts, when the page cannot read the store to catch up (a file it
cannot open, a database gone): what it shows may be old and a tap may fail, and it says so plainly."""


def unexpected_words(exc: Exception) -> str:
    """What the screen says of an error no rule refused (a bug, a store that failed): it may have come before or
    after the tap was saved, so it promises nothing ("Nothing was lost" is true only of a refusal, which is checked
    before anything is saved) and says how to find out."""
    return (f"Something went wrong ({type(exc).__name__}: {exc}), and this tap may not have been saved: reload the "
            "page to see what the sheet holds, and enter it again if it is missing.")


def joined_words(players: tuple[str, str], when: str) -> str:
    """What a page opened fresh says when it joins the game being scored at the table (never silently: a newcomer
    must know it is someone's game, and how to start his own)."""
    return (f"This is the game being scored here now: {players[0]} v {players[1]}, last entry {when}. "
            "Not your game? Tap Games, then New game.")
