"""The project's Voilà template ``penchant``: Voilà's lab template without requests to a CDN, and the
tutorial's landing page (the chapters in order) in place of Voilà's bare file list.

Voilà finds templates in the Jupyter data path: :func:`template_environment` adds this package's
``jupyter`` folder to ``JUPYTER_PATH``; the server is then started with
``--VoilaConfiguration.template=penchant`` (or :func:`use_template` on a traitlets ``Config``).
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from pathlib import Path
from typing import Any

__all__ = ["TEMPLATE", "TEMPLATE_ROOT", "template_environment", "use_template"]

TEMPLATE = "penchant"
TEMPLATE_ROOT = Path(__file__).resolve().parent / "jupyter"
"""The Jupyter data folder holding ``voila/templates/penchant``."""


def template_environment(environ: Mapping[str, str] | None = None) -> dict[str, str]:
    """``environ`` (default: this process's) with :data:`TEMPLATE_ROOT` first on ``JUPYTER_PATH``."""
    env = dict(os.environ if environ is None else environ)
    rest = env.get("JUPYTER_PATH", "")
    env["JUPYTER_PATH"] = os.pathsep.join([str(TEMPLATE_ROOT), *([rest] if rest else [])])
    return env


def use_template(cfg: Any) -> Any:
    """Serve with the ``penchant`` template (Voilà is imported after ``JUPYTER_PATH`` is set here)."""
    os.environ["JUPYTER_PATH"] = template_environment()["JUPYTER_PATH"]
    cfg.VoilaConfiguration.template = TEMPLATE
    return cfg
