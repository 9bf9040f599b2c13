"""Write ``penchant_widgets/card_faces.css``: the card sizes and the 33 card faces (32 cards and the back) as CSS rules.

    .venv/bin/python tools/card_faces_css.py           # rewrite penchant_widgets/card_faces.css
    .venv/bin/python tools/card_faces_css.py --check   # exit 1 if the committed file is not what this writes

A card on a button is the engine's own drawing (:func:`penchant.render.card_svg`) as a CSS background image, one
rule per card (``.pt-face-QS``), so a clickable card looks exactly like a card drawn in HTML and stays crisp at any
size; the sizes are :data:`penchant_widgets.styles.CARD_WIDTHS`. The rules were built in Python each time the
widgets were imported; they are now a style sheet made once from the drawing and committed, which the package
ships and :mod:`penchant_widgets.styles` reads like its other sheets. A test (tests/test_packaged_data.py) holds
the committed file to what this writes, so a change to the drawing or the sizes must be followed by a run.
"""

from __future__ import annotations

import sys
from pathlib import Path
from urllib.parse import quote

from penchant.render import card_back_svg, card_svg
from penchant.rules.cards import PACK
from penchant_widgets.styles import CARD_WIDTHS

ROOT = Path(__file__).resolve().parents[1]
TARGET = ROOT / "penchant_widgets" / "card_faces.css"


def _data_uri(svg: str) -> str:
    return "data:image/svg+xml;charset=utf-8," + quote(svg, safe="")


def faces_css() -> str:
    """The sheet's text: the sizes, then one rule per card face and the back."""
    lines = ["/* Made by tools/card_faces_css.py from the engine's card drawing: do not edit by hand. */"]
    lines += [f".jupyter-widgets.jupyter-button.pt-card.pt-card-{name}"
              f"{{width:{w}px;height:{round(w * 1.4)}px;min-width:{w}px}}" for name, w in CARD_WIDTHS.items()]
    lines += [f'.pt-face-{card}{{background-image:url("{_data_uri(card_svg(card, 100))}")}}' for card in PACK]
    lines.append(f'.pt-face-back{{background-image:url("{_data_uri(card_back_svg(100))}")}}')
    return "\n".join(lines) + "\n"


def main(argv: list[str]) -> int:
    text = faces_css()
    if "--check" in argv:
        same = TARGET.exists() and TARGET.read_text(encoding="utf-8") == text
        print("penchant_widgets/card_faces.css is " + ("up to date" if same else "stale: run tools/card_faces_css.py"))
        return 0 if same else 1
    TARGET.write_text(text, encoding="utf-8")
    print(f"wrote {TARGET.relative_to(ROOT)} ({len(text)} characters)")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
