"""What is asked of the bank's puzzles beside their answers: whether two teach the same lesson
(:mod:`~penchant.puzzles.curation.duplicates`), how often a guess passes one
(:mod:`~penchant.puzzles.curation.guessing`), both asked when the bank is verified and curated, and whether a
puzzle's rule book matters to it (:mod:`~penchant.puzzles.curation.under_other_books`), worked out once for the
practice page.
"""
