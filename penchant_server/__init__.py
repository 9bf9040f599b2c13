"""The server of the apps (the tutorial's chapters, the marker, the practice page), a package of its own over the
widgets it serves and the engine.

:func:`penchant_server.launch.serve`, registered as ``server`` in the ``penchant.apps`` entry points
(``pyproject.toml``), is what ``penchant marker``, ``penchant practice`` and ``penchant tutorial`` call with their
:class:`~penchant.served_apps.ServeRequest` (found by :func:`penchant.cli.server_launch.server_entry_point`): it
checks the port, settles the token, prints where to connect (:mod:`~penchant_server.terminal`: the token hidden,
the QR code) and runs Voilà in-process (:mod:`~penchant_server.serve`), with its reach into Voilà and Jupyter
Server in one place (:mod:`~penchant_server.voila_hooks`), the page template's folder
(:mod:`~penchant_server.voila_template`, the template in ``jupyter/``) and the pool of kernels warmed ahead for the
chapters a reader opens next (:mod:`~penchant_server.warming`). Neither the engine nor the widgets import it.
Imports nothing itself, so importing a submodule loads no server.
"""
