"""``pip install 'penchant[app]'`` into a fresh virtual environment serves the marker (issue #10).

The ``app`` extra must bring everything serving needs (Voilà, ipywidgets and
ipykernel: without ipykernel a page is an HTTP 500, "No Jupyter kernel for
language 'python' found"). This test copies the package sources to a temporary
folder, creates a venv with the Python running the tests, installs
``.[app]`` (with uv's pip when ``make`` has bootstrapped uv, else pip), starts ``penchant marker``
from that venv and fetches a page, which must hold the rendered marker widget.
It needs PyPI (CI has it) and takes a minute or two.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import time
import urllib.error
import urllib.request
from pathlib import Path

import pytest
from support import MarkerServer

pytestmark = pytest.mark.install

ROOT = Path(__file__).resolve().parents[2]


def _uv() -> str | None:
    """uv (what ``make`` bootstraps) when it is at hand: it resolves the extra from PyPI as pip does, from its cache
    when ``make env`` has filled it, in seconds where pip takes a minute."""
    uv = shutil.which("uv") or str(ROOT / ".bootstrap" / "bin" / "uv")
    return uv if os.access(uv, os.X_OK) else None


def _installer(py: Path, uv: str | None) -> list[str]:
    """The install command: uv's pip when it is at hand, else pip itself."""
    if uv is not None:
        return [uv, "pip", "install", "--quiet", "--python", str(py)]
    return [str(py), "-m", "pip", "install", "--quiet"]


def _lister(py: Path, uv: str | None) -> list[str]:
    """What lists the venv's packages (name==version a line): uv's pip, which reads the venv without pip in it,
    else pip itself."""
    if uv is not None:
        return [uv, "pip", "list", "--format=freeze", "--python", str(py)]
    return [str(py), "-m", "pip", "list", "--format=freeze"]


def test_a_fresh_venv_with_penchant_app_serves_a_page(tmp_path: Path) -> None:
    src = tmp_path / "src"
    src.mkdir()
    for name in ("pyproject.toml", "README.md"):
        shutil.copy(ROOT / name, src / name)
    for folder in ("penchant", "penchant_widgets", "penchant_server"):
        shutil.copytree(ROOT / folder, src / folder, ignore=shutil.ignore_patterns("__pycache__", "*.pyc"))
    venv = tmp_path / "venv"
    uv = _uv()
    # With uv installing, the venv needs no pip of its own: ensurepip's install of pip into it took 6 CPU-s of the
    # test's 13, for a pip nothing used.
    subprocess.run([sys.executable, "-m", "venv", *(["--without-pip"] if uv else []), str(venv)], check=True,
                   timeout=300)
    py = venv / "bin" / "python"
    env = {k: v for k, v in os.environ.items() if k not in ("VIRTUAL_ENV", "PYTHONPATH", "PYTHONHOME")}
    env["PIP_DISABLE_PIP_VERSION_CHECK"] = "1"
    install = subprocess.run([*_installer(py, uv), f"{src}[app]"], capture_output=True, text=True, timeout=1200,
                             env=env)
    assert install.returncode == 0, install.stderr[-3000:]
    # The extra brings the kernel; the development tools stay out.
    listing = subprocess.run(_lister(py, uv), capture_output=True, text=True, timeout=120, env=env)
    assert listing.returncode == 0, listing.stderr[-3000:]
    listed = listing.stdout.lower()
    for needed in ("voila==", "ipykernel==", "ipywidgets==", "segno==", "platformdirs=="):
        assert needed in listed, needed
    for dev in ("pytest==", "mypy==", "jupyterlab==", "playwright=="):
        assert dev not in listed, dev
    # Run from a folder without the sources, so the installed package (not this checkout) is served.
    srv = MarkerServer(tmp_path / "m.sqlite3", python=str(py), cwd=tmp_path,
                       env={"PATH": f"{venv / 'bin'}:{os.environ.get('PATH', '')}", "PYTHONPATH": ""})
    srv.start(timeout=180)
    try:
        assert srv.wait_pool(timeout=180), srv.log_text()[-3000:]
        deadline = time.monotonic() + 120
        body, status = "", 0
        while time.monotonic() < deadline:
            try:
                with urllib.request.urlopen(srv.url, timeout=120) as r:
                    status, body = r.status, r.read().decode("utf-8", "replace")
                break
            except urllib.error.HTTPError as exc:
                status = exc.code
                break
            except OSError:
                time.sleep(0.5)
        assert status == 200, srv.log_text()[-3000:]
        assert "application/vnd.jupyter.widget-view+json" in body  # the marker widget was rendered
        assert "marker_app" not in body  # sources stripped
        assert "No Jupyter kernel" not in srv.log_text()
    finally:
        srv.stop()
