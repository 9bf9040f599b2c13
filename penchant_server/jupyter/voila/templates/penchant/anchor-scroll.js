// A link to a heading of a page ("Contents" to chapter 0's list of chapters, #The-chapters): the browser looks
// for the heading before Voila has rendered the page and its boards, so it stays at the top. Keep scrolling the
// heading into view while the page fills in, until the reader scrolls or types, or about twenty seconds pass.
// The reader's moves are heard on the document, under one AbortController: whichever ends it (a move, or the
// time out), every listener goes with the timer, and nothing of this script stays on the page.
(function () {
  let id = "";
  try { id = decodeURIComponent(window.location.hash.slice(1)); } catch (e) { return; }  // a malformed address
  if (!id) return;
  const reading = new AbortController();
  let timer = 0, tries = 0;
  const stop = () => {
    clearTimeout(timer);
    reading.abort();
  };
  for (const type of ["wheel", "touchstart", "keydown", "mousedown"]) {
    document.addEventListener(type, stop, { passive: true, signal: reading.signal });
  }
  const tick = () => {
    if (reading.signal.aborted) return;
    if (++tries > 70) { stop(); return; }
    const target = document.getElementById(id);
    if (target) target.scrollIntoView({ block: "start" });
    timer = setTimeout(tick, 300);
  };
  tick();
})();
