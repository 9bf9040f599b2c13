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

// The asking control a click landed on, and its words: the nearest element around the click's target, inside the
// app, of a class the kernel named in `asking` (the board's buttons that ask for long work). null for a click on
// anything else.
function tapOf(ev, app, model) {
  const target = ev.target;
  for (const [name, words] of Object.entries(model.get("asking"))) {
    const control = target && target.closest ? target.closest("." + CSS.escape(name)) : null;
    if (control && app.contains(control)) return [control, words];
  }
  return null;
}

function asked(ev, app, model) {
  // A button that asks the kernel for something long (Hint: the coach plays the position out for seconds) answers
  // the tap at once, from the page: greyed out, saying what it does ("Thinking…"), the board aria-busy. The kernel
  // says the same a moment later when idle, but a kernel still at work (a cell still running, the computer's move)
  // took the tap seconds later, and a learner saw nothing happen. The kernel's next word on the button (its
  // description, whether it is pressable) draws it again from the kernel's state. Heard as the click bubbles up to
  // the app: after the button's own handler has sent the click to the kernel.
  const tapped = tapOf(ev, app, model);
  if (!tapped || tapped[0].disabled) return;
  tapped[0].disabled = true;
  tapped[0].textContent = tapped[1];
  app.setAttribute("aria-busy", "true");
}

const LISTENING = new WeakSet();  // the apps whose asking buttons are heard (one listener each, however many marks)

function listen(el, model, tries = 0) {
  // the mark may be drawn before it is placed in its app: looked for again, a frame later, a few times
  const app = appOf(el, model);
  if (!app) {
    if (tries < 20) requestAnimationFrame(() => listen(el, model, tries + 1));
    return;
  }
  if (LISTENING.has(app)) return;
  LISTENING.add(app);
  app.addEventListener("click", (ev) => asked(ev, app, model));
}

function render({model, el}) {
  if (!MARKS.has(model)) MARKS.set(model, new Set());
  const marks = MARKS.get(model);
  marks.add(el);
  listen(el, model);
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
    model.off("change:moves", moved);
    model.off("change:busy", busy);
  };
}

export default {render};
