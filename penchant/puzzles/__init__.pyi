"""The public names of ``penchant.puzzles`` (see :mod:`penchant.lazy_exports`): what a type checker reads, and
what the package imports on first use (a page showing a declaration puzzle does not import the end-game's solver)."""

from penchant.errors import PuzzleError as PuzzleError
from penchant.errors import UnknownPuzzleError as UnknownPuzzleError
from penchant.puzzles.bank import VerifyReport as VerifyReport
from penchant.puzzles.bank import bank_path as bank_path
from penchant.puzzles.bank import curate as curate
from penchant.puzzles.bank import drills_path as drills_path
from penchant.puzzles.bank import dump_bank as dump_bank
from penchant.puzzles.bank import get as get
from penchant.puzzles.bank import load_bank as load_bank
from penchant.puzzles.bank import load_drills as load_drills
from penchant.puzzles.bank import load_file as load_file
from penchant.puzzles.bank import verify as verify
from penchant.puzzles.checking import analyse as analyse
from penchant.puzzles.checking import check as check
from penchant.puzzles.checking import describe as describe
from penchant.puzzles.checking import trump_asked as trump_asked
from penchant.puzzles.model import ANSWER_FORMS as ANSWER_FORMS
from penchant.puzzles.model import KINDS as KINDS
from penchant.puzzles.model import Analysis as Analysis
from penchant.puzzles.model import CheckResult as CheckResult
from penchant.puzzles.model import ExplanationPart as ExplanationPart
from penchant.puzzles.model import Puzzle as Puzzle
from penchant.puzzles.sessions.endgame_lines import TrickRecord as TrickRecord
from penchant.puzzles.sessions.endgame_session import EndgameSession as EndgameSession
from penchant.puzzles.sessions.endgame_session import PlayResult as PlayResult
