"""The puzzle boards' own CSS: 44 px targets, text that wraps instead of being cut, the progress buttons."""

from __future__ import annotations

import ipywidgets as widgets

__all__ = ["PUZZLE_CSS", "dots_legend_html", "puzzle_style"]

PUZZLE_CSS = """
.pt-puzzleboard .jupyter-widgets.jupyter-button.pt-btn,.pt-endgame .jupyter-widgets.jupyter-button.pt-btn,
.pt-practice .jupyter-widgets.jupyter-button.pt-btn,.pt-puzzleboard .widget-toggle-button.pt-btn,
.pt-endgame .widget-toggle-button.pt-btn{min-height:44px;height:auto;min-width:44px;white-space:normal;
  line-height:1.2;padding:6px 12px;overflow:visible;text-overflow:clip;flex:0 1 auto;max-width:100%}
.pt-puzzle-nav,.pt-answer .widget-hbox,.pt-endgame-side .widget-hbox{flex-wrap:wrap;gap:4px}
.pt-practice .widget-toggle-buttons .widget-toggle-button{min-height:44px;height:auto;white-space:normal}
.pt-practice .widget-toggle-buttons .widget-toggle-button,.pt-practice .widget-toggle-buttons{width:auto;max-width:100%}
.pt-practice .widget-dropdown select{min-height:44px}
.pt-practice .widget-dropdown{width:auto;max-width:calc(100% - 4px)}
.pt-dots{display:flex;flex-direction:column;gap:2px;margin:4px 0}
.pt-dot-group{display:flex;flex-wrap:wrap;align-items:center;gap:8px;padding:5px}
.pt-dot-group-label{font-size:12px;color:#6f6453;width:100%;margin-top:2px}
.pt-puzzleboard .jupyter-widgets.jupyter-button.pt-dotbtn{width:44px;height:44px;min-width:44px;padding:0;
  margin:0;border-radius:22px;font-size:12px;background:#efe8da;border:2px solid transparent;color:#3b2f1e}
.pt-puzzleboard .jupyter-widgets.jupyter-button.pt-dotbtn.pt-dot-solved_first{background:#2f9a55;color:#fff}
.pt-puzzleboard .jupyter-widgets.jupyter-button.pt-dotbtn.pt-dot-solved_after_miss{background:#a6d8b4;color:#1d4a2b;
  border-color:#2f9a55;border-style:dashed}
.pt-puzzleboard .jupyter-widgets.jupyter-button.pt-dotbtn.pt-dot-missed{background:#cf3f34;color:#fff}
.pt-puzzleboard .jupyter-widgets.jupyter-button.pt-dotbtn.pt-dot-shown{background:#5f6b7c;color:#fff}
.pt-puzzleboard .jupyter-widgets.jupyter-button.pt-dotbtn.pt-dot-now{outline:3px solid #d9a514;outline-offset:2px}
.pt-dots-legend .pt-details summary{margin-top:0}
.pt-legend{list-style:none;margin:4px 0 2px;padding:0;font-size:12.5px;color:#4a4236}
.pt-legend li{display:flex;align-items:center;gap:8px;margin:3px 0}
.pt-legend .pt-legend-dot{display:inline-block;flex:0 0 auto;width:14px;height:14px;border-radius:3px;
  background:#efe8da;border:1px solid #b9ab92;box-sizing:border-box}
.pt-legend .pt-legend-solved_first{background:#2f9a55;border-color:#2f9a55}
.pt-legend .pt-legend-solved_after_miss{background:#a6d8b4;border:2px dashed #2f9a55}
.pt-legend .pt-legend-missed{background:#cf3f34;border-color:#cf3f34}
.pt-legend .pt-legend-shown{background:#5f6b7c;border-color:#5f6b7c}
.pt-legend .pt-legend-now{outline:2px solid #d9a514;outline-offset:1px;margin:0 1px}
.pt-themes{font-size:12.5px;color:#4a4236;margin-top:4px}
.pt-theme{display:inline-block;background:#efe8da;border-radius:10px;padding:1px 8px;margin:2px 4px 0 0}
.pt-puzzleboard .widget-text input{min-height:40px;font-size:15px}
@media (max-width:600px){.pt-endgame-play > .pt-felt{min-width:0;flex:1 1 100%}
  .pt-endgame-side{min-width:0;flex:1 1 100%}}
"""


LEGEND = (
    ("new", "not tried yet"),
    ("now", "the puzzle on the board now (a gold ring round its colour)"),
    ("solved_first", "solved on the first try"),
    ("solved_after_miss", "solved after a miss (pale, with a dashed ring)"),
    ("missed", "missed, and not solved yet: try it again"),
    ("shown", "solution seen: counts as seen, not solved"),
)
"""Every state of a progress button, in the order a learner meets them, with its words."""


def dots_legend_html() -> str:
    """What the progress buttons' colours mean, one click away under them (a closed toggle)."""
    # Small square swatches, not numbered circles: a newcomer took the key's samples for buttons to press.
    items = "".join(f'<li><span class="pt-legend-dot pt-legend-{state}" aria-hidden="true"></span>{words}</li>'
                    for state, words in LEGEND)
    return ('<details class="pt-details"><summary>What the numbered buttons and their colours mean</summary>'
            '<p class="pt-small" style="margin:4px 0 0">A button for each puzzle of this board: press one to go '
            f'to its puzzle. The colours keep your score:</p><ul class="pt-legend">{items}</ul></details>')


def puzzle_style() -> widgets.HTML:
    """The puzzle boards' own CSS (44 px targets, the progress buttons)."""
    global _PUZZLE_STYLE
    if _PUZZLE_STYLE is None:
        _PUZZLE_STYLE = widgets.HTML(f"<style>{PUZZLE_CSS}</style>", layout=widgets.Layout(height="0px"))
    return _PUZZLE_STYLE


_PUZZLE_STYLE: widgets.HTML | None = None
