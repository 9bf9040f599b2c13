// A link to a heading of a page ("Contents" to chapter 0's list of chapters, #The-chapters): the browser looks
// for the heading before Voila has rendered the page and its boards, so it stays at the top. Keep scrolling the
// heading into view while the page fills in, until the reader scrolls or types, or about twenty seconds pass.
(function () {
  const id = decodeURIComponent(window.location.hash.slice(1));
  if (!id) return;
  let stopped = false;
  const stop = () => { stopped = true; };
  ["wheel", "touchstart", "keydown", "mousedown"].forEach((e) => window.addEventListener(e, stop, { once: true, passive: true }));
  let tries = 0;
  const tick = () => {
    if (stopped || ++tries > 70) return;
    const target = document.getElementById(id);
    if (target) target.scrollIntoView({ block: "start" });
    setTimeout(tick, 300);
  };
  tick();
})();
