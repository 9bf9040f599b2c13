"""How ``make tutorial`` serves the chapters (issue #19): its own default port, the ``penchant`` Voilà
template (a landing page with the chapters in order; no CDN), and a progress file one can choose."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
from pathlib import Path

import pytest
from penchant_widgets.voila_template import TEMPLATE, TEMPLATE_ROOT, template_environment

ROOT = Path(__file__).resolve().parents[2]
MAKEFILE = (ROOT / "Makefile").read_text(encoding="utf-8")
TEMPLATE_DIR = TEMPLATE_ROOT / "voila" / "templates" / TEMPLATE


def test_every_server_has_its_own_default_port() -> None:
    ports = dict(re.findall(r"^(\w*PORT) \?= (\d+)$", MAKEFILE, re.M))
    assert set(ports) >= {"PORT", "PRACTICE_PORT", "SITE_PORT", "TUTORIAL_PORT"}
    assert len(set(ports.values())) == len(ports), ports


def _tutorial_command(*args: str) -> str:
    make = shutil.which("make")
    if make is None:
        pytest.skip("make is not installed")
    done = subprocess.run([make, "-n", "tutorial", *args], cwd=ROOT, capture_output=True, text=True, check=True)
    return done.stdout


def test_make_tutorial_serves_with_the_template_on_its_port() -> None:
    cmd = _tutorial_command()
    assert "voila notebooks" in cmd and "--port=8869" in cmd
    assert f"--VoilaConfiguration.template={TEMPLATE}" in cmd
    assert f"JUPYTER_PATH={ROOT}/widgets/jupyter" in cmd
    assert "PENCHANT_PRACTICE_DB" not in cmd  # by default: $PENCHANT_PRACTICE_DB, else the data folder


def test_make_tutorial_takes_a_progress_file(tmp_path: Path) -> None:
    db = tmp_path / "mine.sqlite3"
    assert f"PENCHANT_PRACTICE_DB={db}" in _tutorial_command(f"TUTORIAL_DB={db}")


def test_the_template_links_nothing_off_the_machine() -> None:
    files = sorted(TEMPLATE_DIR.iterdir())
    assert {f.name for f in files} >= {"conf.json", "index.html.j2", "page.html", "tree.html", "tree-lab.html"}
    for f in files:
        text = f.read_text(encoding="utf-8")
        # index.html.j2 names the CDN links only to take them out of Voilà's page
        kept = re.sub(r"\|\s*replace\('[^']*', ''\)", "", text)
        assert "http://" not in kept and "https://" not in kept, f.name


def test_the_environment_puts_the_template_first_on_the_jupyter_path() -> None:
    env = template_environment({"JUPYTER_PATH": "/elsewhere"})
    assert env["JUPYTER_PATH"].split(os.pathsep) == [str(TEMPLATE_ROOT), "/elsewhere"]
    assert template_environment({})["JUPYTER_PATH"] == str(TEMPLATE_ROOT)


def test_use_template_sets_the_template_and_the_path(monkeypatch: pytest.MonkeyPatch) -> None:
    from penchant_widgets.voila_template import use_template
    from traitlets.config import Config

    monkeypatch.setenv("JUPYTER_PATH", "/elsewhere")
    cfg = use_template(Config())
    assert cfg.VoilaConfiguration.template == TEMPLATE
    assert os.environ["JUPYTER_PATH"].split(os.pathsep) == [str(TEMPLATE_ROOT), "/elsewhere"]
