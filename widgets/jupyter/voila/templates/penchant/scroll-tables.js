// Penchant: nothing on the tutorial's pages should scroll sideways in a box of its own: tables reflow on a
// phone and boards wrap (widgets/style.py), and the reader's check (tests/browser/test_reader_browser.py)
// fails on any box whose content is wider than the box. Should a box scroll all the same, and hold nothing
// else the keyboard can reach, it takes the keyboard's focus (tabindex 0), so that a reader without a mouse
// or a touch screen can still scroll it with the arrow keys. A box that fits takes no focus. Checked again
// whenever the page changes or is resized.
(function () {
  var BOXES = ".jp-OutputArea-output table, .jp-RenderedHTMLCommon table, [class*='pt-']";
  var FOCUSABLE = "a[href], button, input, select, textarea, [tabindex]:not([data-pt-scrolls])";
  var scrolling = function (e) {
    var wide = e.scrollWidth > e.clientWidth + 1, tall = e.scrollHeight > e.clientHeight + 1;
    if (!wide && !tall) return false;
    if (e.tagName === "TABLE") return wide;
    var s = window.getComputedStyle(e);
    var can = function (v) { return v === "auto" || v === "scroll"; };
    return (wide && can(s.overflowX)) || (tall && can(s.overflowY));
  };
  var mark = function () {
    var boxes = document.querySelectorAll(BOXES);
    for (var i = 0; i < boxes.length; i++) {
      var e = boxes[i];
      var wanted = scrolling(e) && !e.querySelector(FOCUSABLE);
      if (wanted && !e.hasAttribute("tabindex")) {
        e.setAttribute("tabindex", "0");
        e.setAttribute("data-pt-scrolls", "");
      } else if (!wanted && e.hasAttribute("data-pt-scrolls")) {
        e.removeAttribute("tabindex");
        e.removeAttribute("data-pt-scrolls");
      }
    }
  };
  var queued = false;
  var soon = function () {
    if (queued) return;
    queued = true;
    window.requestAnimationFrame(function () { queued = false; mark(); });
  };
  new MutationObserver(soon).observe(document.documentElement, {childList: true, subtree: true});
  window.addEventListener("resize", soon);
  window.addEventListener("load", soon);
})();
