"""A red suit named on the green felt reads (WCAG AA, 4.5:1 for text): a learner found "Q♠ Q♥" in salmon on the
felt hard to read. No red reaches 4.5:1 on the felt's green, so a card in text sits on a light chip there."""

from __future__ import annotations

import re

from penchant_widgets.styles import package_css

AA = 4.5


def _luminance(hex_colour: str) -> float:
    h = hex_colour.lstrip("#")
    if len(h) == 3:
        h = "".join(c * 2 for c in h)
    channels = [int(h[i:i + 2], 16) / 255 for i in (0, 2, 4)]
    lin = [c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4 for c in channels]
    return 0.2126 * lin[0] + 0.7152 * lin[1] + 0.0722 * lin[2]


def contrast(a: str, b: str) -> float:
    lo, hi = sorted((_luminance(a), _luminance(b)))
    return (hi + 0.05) / (lo + 0.05)


def _declarations(css: str, selector: str) -> dict[str, str]:
    """The properties every rule naming ``selector`` (alone or in a list) sets, the later winning."""
    out: dict[str, str] = {}
    for sels, body in re.findall(r"([^{}]+)\{([^{}]*)\}", css):
        if selector in [s.strip() for s in sels.split(",")]:
            for prop, _, value in (d.partition(":") for d in body.split(";") if ":" in d):
                out[prop.strip()] = value.strip()
    return out


def test_the_felts_greens_leave_no_red_at_aa_so_suits_sit_on_a_chip() -> None:
    css = re.sub(r"/\*.*?\*/", "", package_css("boards.css"), flags=re.S)
    felt = _declarations(css, ".pt-felt")
    greens = re.findall(r"#[0-9a-fA-F]{6}", felt["background"] + " " + felt["background-image"])
    assert len(greens) >= 3
    assert max(contrast("#ff9a8f", g) for g in greens) < AA  # the salmon that was there
    for suit in ("red", "black"):
        rule = _declarations(css, f".pt-felt .pt-suit-{suit}")
        colour, chip = rule.get("color"), rule.get("background")
        assert colour is not None and chip is not None and chip.startswith("#"), (suit, rule)
        assert contrast(colour, chip) >= AA, (suit, colour, chip, contrast(colour, chip))
    red = _declarations(css, ".pt-felt .pt-suit-red")["color"]
    assert _luminance(red) < 0.2 and int(red[1:3], 16) > 2 * int(red[3:5], 16)  # still a red, not a pink
