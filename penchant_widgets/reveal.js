// Penchant: bring a board's reply into view, the front end of penchant_widgets.reveal.Reveal (an anywidget ESM,
// loaded from this file by the widget). The widget is an empty line drawn right under the reply it speaks for. Each
// time the kernel counts one more reply (`replies`), the line is scrolled just into view if it is off the screen:
// the nearest edge, so that the reply above it comes up from the fold, smoothly unless the reader asks for less
// motion. A view drawn again scrolls nothing.
// A line laid out with what it brings (`on_draw`, the puzzles made from a game's mistakes under its long review)
// brings, once, when first drawn, the box around it (its app: the element of the class `scope`) to the top of the
// screen: the puzzles came below the review, out of sight, and a learner did not see they had come. While the box's
// own widgets are still being drawn the page may be too short to bring it all the way: it tries again a few times,
// a quarter of a second apart, and stops once the box is at the top.
const BROUGHT = new WeakSet();  // the models whose box was brought into view when first drawn

function still() {
  return window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

function appOf(el, model) {
  const scope = model.get("scope");
  return (scope && el.closest("." + CSS.escape(scope))) || el;
}

function bringBox(model, el) {
  BROUGHT.add(model);
  let tries = 0, timer = 0;
  const tick = () => {
    const box = appOf(el, model);
    if (Math.abs(box.getBoundingClientRect().top) <= 2) return;  // there: the reader scrolls on from here
    box.scrollIntoView({block: "start", behavior: tries || still() ? "auto" : "smooth"});
    if (++tries < 8) timer = setTimeout(tick, 250);
  };
  requestAnimationFrame(tick);
  return () => clearTimeout(timer);
}

function render({model, el}) {
  // The reply may still grow after the count comes (its words drawn a frame later, the answer marked ✘ above it):
  // the line is looked at again a few times, a quarter of a second apart, until it is on the screen.
  let timer = 0;
  const reveal = (tries = 0) => requestAnimationFrame(() => {
    const r = el.getBoundingClientRect();
    if (r.top < 0 || r.bottom > window.innerHeight) {
      el.scrollIntoView({block: "nearest", behavior: tries || still() ? "auto" : "smooth"});
    }
    if (tries < 4) timer = setTimeout(() => reveal(tries + 1), 250);
  });
  const replied = () => { clearTimeout(timer); reveal(); };
  model.on("change:replies", replied);
  const stop = model.get("on_draw") && !BROUGHT.has(model) ? bringBox(model, el) : null;
  return () => {
    model.off("change:replies", replied);
    clearTimeout(timer);
    if (stop) stop();
  };
}

export default {render};
