"""Puzzles: the model, the bank and :mod:`~penchant.puzzles.checking`, which finds a kind's checker (the checkers
live in :mod:`penchant.puzzles.checkers`, the interactive end-game in :mod:`penchant.puzzles.sessions`, what is asked
of the bank beside the answers in :mod:`penchant.puzzles.curation`, the words a learner reads about a puzzle in
:mod:`penchant.puzzles.words`; the generator and miners that make puzzles in :mod:`penchant.puzzlemakers`).

Every answer is checked **live by the engine** (:mod:`penchant.rules.combinations`,
:mod:`penchant.rules.barring`, :mod:`penchant.play.state`, :mod:`penchant.play.game`,
:mod:`penchant.solver`), never against a stored answer alone: every answer of
equal value is accepted, a wrong one gets the engine's refutation and
explanation.

Public API (stable; the tutorial's puzzle board uses it)::

    from penchant.puzzles import Puzzle, check, analyse, load_bank, get

    bank = load_bank()                 # list[Puzzle] from penchant/data/puzzles (or [] if none)
    drills = load_drills()             # the chapters' rules drills, from penchant/data/drills (not the trainer's)
    p = get("barring-001")             # one puzzle or drill by id (UnknownPuzzleError if absent)
    p.kind, p.task, p.title, p.question, p.position, p.answer_form, p.choices
    p.themes, p.difficulty, p.hints, p.source
    r = check(p, "yes")                # CheckResult
    r.correct, r.message, r.explanation, r.refutation, r.best

* ``Puzzle`` (frozen): ``id``, ``kind`` (``barring``, ``declaration``, ``trump``,
  ``endgame``, ``scoring``, ``decision``, ``reading``, ``timing``), ``task`` (the question's variant within the kind),
  ``title``, ``question``, ``position`` (a dict in the project's JSON form,
  cards as notation text such as ``"QS JH"``, ``"rules"`` a profile name),
  ``answer_form`` (``'cards'``: pick cards; ``'choice'``: press one of
  ``choices``; ``'number'``: enter a number; ``'card'``: play one card),
  ``choices``, ``themes``, ``difficulty`` (1..5), ``hints`` (steps, to show one
  at a time), ``source``, ``answer`` (recorded at curation; ``check`` never
  reads it). ``Puzzle.from_json(obj)`` / ``Puzzle.from_str(text)`` / ``puzzle.to_json()``.
* ``check(puzzle, answer: str | list[str] | int) -> CheckResult``: ``correct``,
  ``message`` (one line), ``explanation`` (the engine's reasoning),
  ``refutation`` (for a wrong answer: why it fails, the better declaration, the
  defence that beats the card, ...; else ``None``), ``best`` (every equally good
  answer), ``wrong_picks`` (a wrong set of ticks: the picks in no right answer, which a
  board marks wrong). A malformed answer raises a :class:`~penchant.errors.PenchantError`
  subclass quoting it; the puzzle is unchanged.
* ``analyse(puzzle) -> Analysis``: ``best``, ``verdicts`` (each enumerable
  answer: correct?, why), ``tempting`` (wrong answers a misreading or a greedy
  habit picks), ``themes``, ``difficulty``, ``features`` (the numbers the
  difficulty comes from), ``unique``, ``hints``.
* ``EndgameSession(puzzle)``: an end-game played out card by card under the puzzle's rules (``profile``)
  against the engine's best defence: ``to_play`` (your cards), ``opp_cards``,
  ``led``, ``legal()``, ``values()`` (exact value of each legal card),
  ``play(card) -> PlayResult`` (the engine replies; ``replies`` holds its cards),
  ``finished``, ``solved``, ``restart()``.
* ``describe(puzzle) -> list[str]``: the position in readable lines (trump
  stories and score sheets included).
* ``load_bank(path=None) -> list[Puzzle]``, ``load_drills(path=None) -> list[Puzzle]``, ``get(id) -> Puzzle``,
  ``verify(puzzles) -> list[VerifyReport]``, ``curate(puzzle) -> Puzzle``.
* ``penchant.puzzlemakers.generate``: find puzzles in random simulated deals
  (``penchant puzzles generate --kind endgame --count 10 --seed 1``).

The trainer's puzzles:

* ``penchant.puzzles.history_replay``: only positions that can arise (five cards at a
  declaration, six before a play, twelve brisques in an end-game);
  ``position_problems(p)``, ``replay(history)``, ``history_problems(p)``; verify refuses
  any other position and says why.
* ``Puzzle.history`` (mined puzzles: the deal's seed, dealer, rules and every action) and
  ``Puzzle.rating`` (seeded from the difficulty: 900 + 200 x difficulty).
* ``penchant.puzzlemakers.miner.mine(deals, policy, seed)``: puzzles from computer-against-computer
  deals (``penchant puzzles mine``).
* A miss never gives the answer: ``CheckResult.message`` says it is not best and what it costs,
  ``explanation`` is empty until solved, ``marks`` lists the cards that bar.
* The learner's trainer is :mod:`penchant.trainer` (attempts, their stores, progress, picking, ratings,
  rush, history); the makers of puzzles are :mod:`penchant.puzzlemakers` (the generator, the miners,
  real play, your mistakes, authoring).

Puzzles from real play (deals the judge, a player by name, played on both sides):

* ``decision`` (:mod:`penchant.puzzles.checkers.decision`): a card to play in the first ten tricks; ``timing``
  (:mod:`penchant.puzzles.checkers.timing`): declare now or later; both answered by the judge's deliberation run six
  times from seeded random numbers, kept only when the best beats the next by more than two standard errors
  of the paired difference. ``reading`` (:mod:`penchant.puzzles.checkers.reading`): the first card of the last six
  with the opponent's hand left out, to be rebuilt from what the seat has seen (checked to be determined); every
  card not yours and not played is his, so these are drills (``penchant/data/drills``), not the rated bank's.
* ``penchant.puzzlemakers.realplay.mine_real(deals, players, judge)`` mines them (``penchant puzzles mine-play``);
  ``verify(puzzles, players)`` re-runs the judges (``penchant puzzles verify --prove``). Puzzles never import
  players: ``players`` is :func:`penchant.players.get_player`, handed in by the caller.

How difficulty is derived: each checker counts what makes the puzzle hard
(tempting wrong answers that a misreading of the rules or a greedy habit
picks, the subtleties the answer needs, how many legal answers there are, how
far the best is ahead, how deep the end-game is) into a score, graded 1..5;
``analyse(p).features`` shows the numbers.
"""

from __future__ import annotations

from penchant.lazy_exports import attach_stub

# The package's names are listed once, in __init__.pyi, and each is imported on first use (PEP 562): a page
# showing a declaration puzzle (the site's chapter 0) does not import the end-game's solver with the bank.
__getattr__, __dir__, __all__ = attach_stub(__name__, __file__)
