// Penchant play board: the page follows play. After each move the board counts up its synced trait `moves`; the
// page then brings what just changed, the trick on the felt and the message under it, into view: on a phone they
// lay above or below the screen, and a newcomer scrolled to find what happened. Nearest, as scrollIntoView's
// block:"nearest": where both are already on screen (a laptop) nothing moves; where both do not fit, the trick
// comes to the top. While the kernel works on something long for the board (the coach's move, a review, the
// mistakes' puzzles) its synced trait `busy` names the button's class: the board and that button say
// aria-busy. The front end of penchant_widgets.play.following.PageFollower (an anywidget ESM); nothing here is
// shown, and nothing decided: which move was made and what it did are the kernel's.
const GAP = 8;  // CSS pixels kept between what is brought into view and the screen's edge

function scroller(node) {
  // the box that scrolls the board: the nearest scrolling ancestor (Voilà's page may scroll a box), else the window
  for (let e = node.parentElement; e; e = e.parentElement) {
    if (e.scrollHeight > e.clientHeight + 1 && /(auto|scroll)/.test(getComputedStyle(e).overflowY)) return e;
  }
  return document.scrollingElement || document.documentElement;
}

function seen(el) {
  const r = el.getBoundingClientRect();
  return r.height > 0 ? r : null;
}

function follow(board) {
  const parts = [board.querySelector(".pt-felt .pt-trick"), board.querySelector(".pt-play-side .pt-message")]
    .filter((e) => e).map(seen).filter((r) => r);
  if (!parts.length) return;
  const top = Math.min(...parts.map((r) => r.top));
  const bottom = Math.max(...parts.map((r) => r.bottom));
  const box = scroller(board);
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

function render({model, el}) {
  let timer = null;
  const board = () => el.closest(".pt-playboard");
  const moved = () => {
    // the felt's and the message's own updates arrive with this one: drawn first, then measured
    clearTimeout(timer);
    timer = setTimeout(() => requestAnimationFrame(() => { const b = board(); if (b) follow(b); }), 60);
  };
  const busy = () => {
    const b = board();
    if (!b) return;
    const name = model.get("busy");
    b.setAttribute("aria-busy", name ? "true" : "false");
    for (const e of b.querySelectorAll("button[aria-busy]")) e.removeAttribute("aria-busy");
    if (name) for (const e of b.querySelectorAll(`button.${name}`)) e.setAttribute("aria-busy", "true");
  };
  model.on("change:moves", moved);
  model.on("change:busy", busy);
  return () => {
    clearTimeout(timer);
    model.off("change:moves", moved);
    model.off("change:busy", busy);
  };
}

export default {render};
