"""Beyond a physical marker: head-to-head figures over the saved games.

:func:`head_to_head` takes finished games (their sheets) and gives, per pair
of names (in either seat) and rule book, the games played, each one's wins, the
average value of a game won, the lurches and the best single deal. The result card that draws a sheet as a
picture to share is the marker's view's: the engine writes no markup.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, field, replace
from types import MappingProxyType
from typing import Any

from penchant.english.numbers import count_words
from penchant.marker.game_sheet import GameSheet
from penchant.play.names import name_key
from penchant.rules.book_names import rules_words
from penchant.rules.profiles import house_options
from penchant.words.switches import option_words

__all__ = ["BestDeal", "PairStats", "head_to_head"]


@dataclass(frozen=True)
class BestDeal:
    """The most points one player scored in one deal of the pair's games."""

    player: str
    points: int
    deal: int
    game_id: int


_NONE: MappingProxyType[str, int] = MappingProxyType({})


@dataclass(frozen=True)
class PairStats:
    """Two players' games against each other under one rule book (``names`` in alphabetical order, each in the
    spelling first met; ``rules`` the profile's name); a value: the counts per name are read-only mappings.
    Figures are kept per rule book and house rules, since they count on different scales (Foster's numbers are ten
    times Kandell's, ``rules.scoring.times_the_numbers``; brisquettes counted double double a deal's points)."""

    names: tuple[str, str]
    rules: str
    house: tuple[tuple[str, Any], ...] = ()
    """The house rules the games were played under (:func:`~penchant.rules.profiles.house_options`), sorted."""
    games: int = 0
    wins: MappingProxyType[str, int] = field(default_factory=lambda: _NONE)
    draws: int = 0
    lurches: MappingProxyType[str, int] = field(default_factory=lambda: _NONE)
    """How often each name lurched the other."""
    value_won: int = 0
    """The value of all games won (for the average)."""
    best: BestDeal | None = None
    several_books: bool = False
    """Whether the pair has played under more than one rule book or house rules (then the figures say which)."""

    @property
    def book_words(self) -> str:
        """``Foster's rules``, or ``Kandell's rules, brisquettes count double`` with house rules."""
        return ", ".join([rules_words(self.rules), *(option_words(k, v) for k, v in self.house)])

    @property
    def average_value(self) -> float:
        decided = self.games - self.draws
        return self.value_won / decided if decided else 0.0

    @property
    def pair_words(self) -> str:
        """``Ann v Bob``, with the rule book when the pair has played under more than one
        (``Ann v Bob (Foster's rules)``)."""
        a, b = self.names
        return f"{a} v {b} ({self.book_words})" if self.several_books else f"{a} v {b}"

    @property
    def lurch_words(self) -> str:
        """``Ann 1, Bob 2``, or ``none``."""
        return ", ".join(f"{n} {self.lurches[n]}" for n in self.names if self.lurches.get(n)) or "none"

    @property
    def best_words(self) -> str:
        """``Ann 38 (game #4, deal 3)``, or ``—``."""
        b = self.best
        return f"{b.player} {b.points} (game #{b.game_id}, deal {b.deal})" if b is not None else "—"

    def line(self) -> str:
        """``Ann 3 – Bob 1 (4 games) · average value 52 · lurches Ann 1 · best deal Ann 38 (game #4, deal 3)``,
        with ``· Foster's rules`` after the count when the pair has played under more than one rule book."""
        a, b = self.names
        games = count_words(self.games, "game", digits=True)
        text = f"{a} {self.wins.get(a, 0)} – {b} {self.wins.get(b, 0)} ({games}"
        text += f", {self.draws} drawn)" if self.draws else ")"
        if self.several_books:
            text += f" · {self.book_words}"
        text += f" · average value {self.average_value:.0f}"
        text += f" · lurches {self.lurch_words}" if self.lurches else " · no lurch"
        if self.best is not None:
            text += f" · best deal {self.best_words}"
        return text


def head_to_head(games: Iterable[tuple[int, GameSheet]]) -> list[PairStats]:
    """Per pair of names (in either seat, told apart as the rules' :func:`~penchant.play.names.player_names` tells
    them: "Ann" and "ann" are one name) and rule book, over the finished games among ``(game id, sheet)``; most
    games first."""
    spelling: dict[str, str] = {}  # a name's key -> the spelling first met
    pairs: dict[tuple[str, str, str, tuple[tuple[str, Any], ...]], PairStats] = {}
    for game_id, sheet in games:
        if not sheet.is_over():
            continue
        shown = (spelling.setdefault(name_key(sheet.players[0]), sheet.players[0]),
                 spelling.setdefault(name_key(sheet.players[1]), sheet.players[1]))
        names = (min(shown, key=name_key), max(shown, key=name_key))
        house = tuple(sorted(house_options(sheet.profile).items()))
        key = (name_key(names[0]), name_key(names[1]), sheet.profile.name, house)
        st = pairs.get(key, PairStats(names, sheet.profile.name, house))
        wins, lurches = dict(st.wins), dict(st.lurches)
        draws, value_won, best = st.draws, st.value_won, st.best
        res = sheet.result()
        if res.winner is None:
            draws += 1
        else:
            w = shown[res.winner]
            wins[w] = wins.get(w, 0) + 1
            value_won += res.value
            if res.lurched:
                lurches[w] = lurches.get(w, 0) + 1
        for d, pts in zip(sheet.deals, sheet.deal_points(), strict=True):
            for p in (0, 1):
                if best is None or pts[p] > best.points:
                    best = BestDeal(shown[p], pts[p], d.number, game_id)
        pairs[key] = replace(st, games=st.games + 1, wins=MappingProxyType(wins), draws=draws,
                             lurches=MappingProxyType(lurches), value_won=value_won, best=best)
    books = Counter(key[:2] for key in pairs)
    return sorted((replace(st, several_books=books[key[:2]] > 1) for key, st in pairs.items()),
                  key=lambda s: (-s.games, tuple(map(name_key, s.names)), s.rules, repr(s.house)))
