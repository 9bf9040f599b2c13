"""A widget's CSS goes on the page through the one ``StyleSheet`` of ``penchant_widgets.styles`` (a ``<style>``
element that shows nothing and takes no room), not a ``<style>`` tag written by hand in another module."""

from __future__ import annotations

from source_scan import ROOT


def test_only_the_styles_module_writes_a_style_tag() -> None:
    by_hand = [
        f"{path.relative_to(ROOT).as_posix()}:{n}"
        for path in sorted((ROOT / "penchant_widgets").rglob("*.py"))
        if path != ROOT / "penchant_widgets" / "styles.py"
        for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
        if "<style>" in line
    ]
    assert by_hand == []

