// Penchant: start the kernel's Python now, while the page loads (tools/site/early.js). What to start is the
// script's own data-penchant-early (JSON: the worker's script, the kernel's loadPyodideOptions, the Python to run).
(function () {
  try {
    if (self.crossOriginIsolated || !window.Worker) return;
    var early = JSON.parse(document.currentScript.dataset.penchantEarly);
    var root = new URL("../../../", location.href);
    var pyodide = new URL("static/pyodide/", root);
    var w = new Worker(new URL(early.worker, root));
    w.postMessage({penchantEarly: {pyodideUrl: new URL("pyodide.js", pyodide).href,
      indexUrl: pyodide.href, loadPyodideOptions: early.options, load: early.load, code: early.code}});
    window.penchantEarlyWorker = w;
  } catch (err) {}
})();
