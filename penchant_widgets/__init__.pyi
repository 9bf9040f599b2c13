"""The public names of ``penchant_widgets`` (see :mod:`penchant.lazy_exports`): what a type checker reads, and what
the package imports on first use."""

from penchant_widgets.cards import CardPicker as CardPicker
from penchant_widgets.cards import CardView as CardView
from penchant_widgets.cards import PackView as PackView
from penchant_widgets.lessons.barring import BarringPanel as BarringPanel
from penchant_widgets.lessons.barring import BarringSandbox as BarringSandbox
from penchant_widgets.lessons.combos import DeclarationBench as DeclarationBench
from penchant_widgets.lessons.deal import CutDemo as CutDemo
from penchant_widgets.lessons.deal import DealStepper as DealStepper
from penchant_widgets.lessons.scoring import DealScorer as DealScorer
from penchant_widgets.lessons.scoring import GameTally as GameTally
from penchant_widgets.play.board import PlayBoard as PlayBoard
from penchant_widgets.play.table import DealTable as DealTable
from penchant_widgets.puzzles.board import PuzzleBoard as PuzzleBoard
from penchant_widgets.puzzles.endgame import EndgameBoard as EndgameBoard
from penchant_widgets.trick import TrickView as TrickView
