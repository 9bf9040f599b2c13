"""The build patches JupyterLite's service worker and Voici's pages at exact strings, as it patches the kernel's
scripts (test_early_kernel_patch.py, test_bridge_patch.py): a string found other than once stops ``make site`` in one
line naming the package, its version, the string and the file, and writes nothing. Run on stand-ins shaped as the
pinned releases' files (the real ones are patched by every ``make site``: tests/browser/test_site.py)."""

from __future__ import annotations

import re
import sys
import tomllib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT / "tools" / "site") not in sys.path:
    sys.path.insert(0, str(ROOT / "tools" / "site"))

from sitebuild import common, offline, pages  # noqa: E402  (tools/site is a script's folder, put on the path above)

SERVICE_WORKER = (offline.SW_CACHE + ";" + offline.SW_INSTALL + "self.addEventListener('fetch',e=>{"
                  + offline.SW_PASS_THROUGH + "});")
"""A service worker holding each string the build patches, once."""
PAGE = (pages.HEAD + "<title>Voici</title>\n"
        '<script type="module">import m from "https://cdnjs.cloudflare.com/ajax/libs/mermaid/x.js"</script>\n'
        + pages.HEAD_END + "<body>" + pages.LOADING_TEXT + pages.CELLS_START + "</div></div></body>")
"""A Voici page holding each string the build patches, once."""
A_PAGE = pages.Page("05_barring", "5", "Barring", "")


@pytest.mark.parametrize("name", ["SW_PASS_THROUGH", "SW_CACHE", "SW_INSTALL"])
@pytest.mark.parametrize("times", [0, 2])
def test_a_changed_service_worker_stops_the_build_in_one_line(tmp_path: Path, name: str, times: int) -> None:
    needle = getattr(offline, name)
    worker = tmp_path / offline.SW_FILE
    worker.write_text(SERVICE_WORKER.replace(needle, needle * times), encoding="utf-8")
    before = worker.read_text(encoding="utf-8")
    with pytest.raises(SystemExit) as stopped:
        offline.service_worker(tmp_path)
    said = str(stopped.value)
    assert "\n" not in said and said.startswith(str(worker))
    version = r"(\S+|\(not installed\))"  # the build's environment has it; the tests' need not
    assert re.search(rf"jupyterlite-core {version} changed: {name} .* found {times} times, expected once", said)
    assert repr(needle) in said and "review " + name + " in sitebuild/offline.py" in said
    assert worker.read_text(encoding="utf-8") == before


def test_the_service_worker_stand_in_is_patched(tmp_path: Path) -> None:
    (tmp_path / offline.SW_FILE).write_text(SERVICE_WORKER, encoding="utf-8")
    offline.service_worker(tmp_path)
    assert offline.SW_DRIVE_OR_BUILD in (tmp_path / offline.SW_FILE).read_text(encoding="utf-8")


@pytest.mark.parametrize("name", ["HEAD", "MERMAID", "TITLE", "CELLS_START", "LOADING_TEXT", "HEAD_END"])
def test_a_changed_voici_page_stops_the_build_in_one_line(tmp_path: Path, name: str) -> None:
    needle = getattr(pages, name)
    shown = needle if isinstance(needle, str) else needle.pattern
    changed = needle.sub("", PAGE) if isinstance(needle, re.Pattern) else PAGE.replace(needle, "")
    page = tmp_path / "05_barring.html"
    page.write_text(changed, encoding="utf-8")
    with pytest.raises(SystemExit) as stopped:
        pages.patch_page(page, A_PAGE)
    said = str(stopped.value)
    assert "\n" not in said and said.startswith(str(page))
    assert "voici-core " in said and f"{name} {shown!r} found 0 times, expected once" in said
    assert page.read_text(encoding="utf-8") == changed


def test_the_voici_page_stand_in_is_patched(tmp_path: Path) -> None:
    page = tmp_path / "05_barring.html"
    page.write_text(PAGE, encoding="utf-8")
    pages.patch_page(page, A_PAGE)
    text = page.read_text(encoding="utf-8")
    assert "<title>5 · Barring — Penchant</title>" in text and "cdnjs" not in text


def test_each_patched_package_is_pinned_with_its_patch_named() -> None:
    """The packages the build patches are pinned exactly in the site's group, a comment naming the patch above or
    beside each, and a package patched but not listed is itself a stop."""
    text = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    site = tomllib.loads(text)["dependency-groups"]["site"]
    for dist, patched in common.PATCHED.items():
        assert any(re.fullmatch(rf"{dist}==[\d.]+", pin) for pin in site), dist
        module = patched.split("sitebuild/")[1].split(".py")[0] + ".py"
        lines = text.splitlines()
        at = next(i for i, line in enumerate(lines) if line.strip().startswith(f'"{dist}=='))
        assert module in lines[at] or module in lines[at - 1], (dist, module)
    with pytest.raises(SystemExit, match="not in PATCHED"):
        common.patched_once(1, "some-package", "X", "x", "here", "sitebuild/x.py")
