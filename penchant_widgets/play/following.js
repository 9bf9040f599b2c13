// Penchant play board: the page follows play. The board shows this widget three times, as marks of no size: one on
// the felt just above the trick, one under the learner's hand, one under the message saying what happened. After each
// move the board counts up its synced trait `moves`; the page then brings the stretch between the marks into view: on
// a phone the trick and the message lay above or below the screen, and a newcomer scrolled to find what happened; on
// a laptop the felt grows as the computer lays its declarations above the hand, and the hand slipped a little under
// the screen's foot. Nearest, as scrollIntoView's block:"nearest": where all is already on screen (a laptop, most
// moves) nothing moves; where it does not fit, the trick comes to the top. While the kernel works on something long
// for the board (the coach's move, a review, the mistakes' puzzles) its synced trait `busy` holds, and the board (its
// app: the element of the class the model names, `app_class`) says aria-busy; a button that asks for such work
// (`asking`: its class and its words) says so the moment it is tapped, before the kernel hears of it. The front end of
// penchant_widgets.play.following.PageFollower (an anywidget ESM); nothing is shown, and nothing decided: which move
// was made and what it did are the kernel's.
const GAP = 8;  // CSS pixels kept between what is brought into view and the screen's edge
const MARKS = new WeakMap();  // each model's marks: the elements of its views (the same widget shown three times)

function appOf(el, model) {
  return el.closest("." + CSS.escape(model.get("app_class")));
}

function scroller(node) {
  // the box that scrolls the board: the nearest scrolling ancestor (Voilà's page may scroll a box), else the window
  for (let e = node.parentNode; e && e.nodeType === 1; e = e.parentNode) {
    if (e.scrollHeight > e.clientHeight + 1 && /(auto|scroll)/.test(getComputedStyle(e).overflowY)) return e;
  }
  return document.scrollingElement || document.documentElement;
}

function follow(marks) {
  const placed = [...marks].filter((m) => m.isConnected && m.getClientRects().length);
  if (!placed.length) return;
  const rects = placed.map((m) => m.getBoundingClientRect());
  const top = Math.min(...rects.map((r) => r.top));
  const bottom = Math.max(...rects.map((r) => r.bottom));
  const box = scroller(placed[0]);
  const whole = box === document.scrollingElement || box === document.documentElement;
  const edge = whole ? {top: 0, bottom: window.innerHeight} : box.getBoundingClientRect();
  const viewTop = Math.max(edge.top, 0);
  const viewBottom = Math.min(edge.bottom, window.innerHeight);
  let by = 0;
  if (bottom - top > viewBottom - viewTop - 2 * GAP || top < viewTop + GAP) by = top - viewTop - GAP;
  else if (bottom > viewBottom - GAP) by = bottom - viewBottom + GAP;
  if (Math.abs(by) < 1) return;
  const still = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  (whole ? window : box).scrollBy({top: by, behavior: still ? "auto" : "smooth"});
}

function asked(model, event) {
  // A button that asks the kernel for something long (Hint: the coach plays the position out for seconds) answers
  // the tap at once, from the page: greyed out, saying what it does ("Thinking…"), the board aria-busy. The kernel
  // says the same a moment later when idle, but a kernel still at work (a cell still running, the computer's move)
  // took the tap seconds later, and a learner saw nothing happen. The kernel's next word on the button (its
  // description, whether it is pressable) draws it again from the kernel's state.
  const button = event.target instanceof Element ? event.target.closest("button") : null;
  if (!button || button.disabled) return;
  const app = button.closest("." + CSS.escape(model.get("app_class")));
  const words = Object.entries(model.get("asking")).find(([cls]) => button.classList.contains(cls));
  if (!app || !words) return;
  button.disabled = true;
  button.textContent = words[1];
  app.setAttribute("aria-busy", "true");
}

function render({model, el}) {
  if (!MARKS.has(model)) MARKS.set(model, new Set());
  const marks = MARKS.get(model);
  if (!marks.size) {  // one listener for the model's marks (bubbling: after the button's own click is sent)
    marks.asked = (event) => asked(model, event);
    document.addEventListener("click", marks.asked);
  }
  marks.add(el);
  el.style.height = "0";
  if (!model.get("shown")) {  // a page shows the board: the kernel may warm its coach now
    model.set("shown", true);
    model.save_changes();
  }
  let timer = null;
  const moved = () => {
    // the felt's and the message's own updates arrive with this one: drawn first, then measured; one follow for
    // both marks (each view hears the change)
    clearTimeout(marks.timer);
    marks.timer = timer = setTimeout(() => requestAnimationFrame(() => follow(marks)), 60);
  };
  const busy = () => {
    const app = appOf(el, model);
    if (app) app.setAttribute("aria-busy", model.get("busy") ? "true" : "false");
  };
  model.on("change:moves", moved);
  model.on("change:busy", busy);
  return () => {
    clearTimeout(timer);
    marks.delete(el);
    if (!marks.size) document.removeEventListener("click", marks.asked);
    model.off("change:moves", moved);
    model.off("change:busy", busy);
  };
}

export default {render};
