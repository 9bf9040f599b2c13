// Penchant: the chapter shows while its cells run (tools/site/sitebuild/pages.py, PROGRESSIVE). The loading
// notice speaks of the boards being set up; when the last cell has run the body gets data-penchant-ready (tests
// and the benchmark wait for it), and the reader's place is kept when Voici's shell takes the cells.
window.penchantTrace = [];
window.update_loading_text = function (i, n) {
  window.penchantTrace.push(["cell " + i + " of " + n, performance.now()]);
  var el = document.getElementById("loading_text");
  if (el) el.textContent = i > 0 ? "Setting up the boards: " + Math.round(100 * i / n) + "%"
                                 : "Starting Python in your browser\u2026";
};
(function () {
  var display = window.display_cells;
  window.display_cells = function () {
    display();
    if (document.getElementById("loading")) return;  // Voici waits for its theme and calls again
    var y = window.scrollY, cells = document.getElementById("rendered_cells");
    document.body.dataset.penchantReady = "yes";
    new MutationObserver(function (_, seen) {
      if (cells.parentElement && cells.parentElement !== document.body) { cells.scrollTop = y; seen.disconnect(); }
    }).observe(document.body, {childList: true, subtree: true});
  };
})();
