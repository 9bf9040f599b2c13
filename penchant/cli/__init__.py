"""The ``penchant`` command line: one module per group of subcommands, no rules.

Entry point: :func:`penchant.cli.main.main` (``penchant ...`` or ``python -m penchant``).
"""
