// Penchant: bring a board's reply into view, the front end of penchant_widgets.reveal.Reveal (an anywidget ESM,
// loaded from this file by the widget). The widget is an empty line drawn right under the reply it speaks for. Each
// time the kernel counts one more reply (`replies`), the line is scrolled just into view if it is off the screen:
// the nearest edge, so that the reply above it comes up from the fold, smoothly unless the reader asks for less
// motion. A view drawn again scrolls nothing.
function render({model, el}) {
  const reveal = () => requestAnimationFrame(() => {
    const r = el.getBoundingClientRect();
    if (r.top >= 0 && r.bottom <= window.innerHeight) return;
    const still = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    el.scrollIntoView({block: "nearest", behavior: still ? "auto" : "smooth"});
  });
  model.on("change:replies", reveal);
  return () => model.off("change:replies", reveal);
}

export default {render};
