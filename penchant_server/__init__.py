"""The Voilà server of the chapters, the marker and the practice page, kept apart from the widgets it serves.

:func:`penchant_server.serve.main`, the entry point ``penchant.cli`` calls (registered as ``server``),
runs Voilà in-process, with
its reach into Voilà and Jupyter Server in one place (:mod:`~penchant_server.voila_hooks`), the page
template's folder (:mod:`~penchant_server.voila_template`) and the pool of kernels warmed ahead for the
chapters a reader opens next (:mod:`~penchant_server.warming`). Nothing here is imported by a widget;
``penchant.cli`` starts it, found as ``server`` in the ``penchant.apps`` entry points (``pyproject.toml``;
:func:`penchant.cli.server_launch.server_entry_point`). Imports nothing itself, so
importing a submodule loads no server.
"""
