// Penchant: bring a board's reply into view, the front end of penchant_widgets.reveal.Reveal (an anywidget ESM,
// loaded from this file by the widget; nothing here is shown). The signal sits among the children of the box whose
// child of class `target` it brings into view. Each time the kernel counts one more reply (`replies`), the reply is
// scrolled just into view if it is not wholly on the screen: the nearest edge, smoothly unless the reader asks for
// less motion, and its top when it is taller than the screen. A view drawn again scrolls nothing.
function render({model, el}) {
  const reveal = () => {
    const box = el.parentElement && el.parentElement.closest(".widget-box");
    const target = box && box.querySelector(":scope > ." + model.get("target"));
    if (!target) return;
    requestAnimationFrame(() => {
      const r = target.getBoundingClientRect();
      if (r.height === 0 || (r.top >= 0 && r.bottom <= window.innerHeight)) return;
      const still = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
      target.scrollIntoView({block: r.height > window.innerHeight ? "start" : "nearest",
                             behavior: still ? "auto" : "smooth"});
    });
  };
  model.on("change:replies", reveal);
  return () => model.off("change:replies", reveal);
}

export default {render};
