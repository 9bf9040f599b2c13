// Penchant: start the kernel's Python now, while the page loads (tools/site/early.js). What to start is the
// script's own data-penchant-early (JSON: the worker's script, the kernel's loadPyodideOptions, the Python to run).
(function () {
  try {
    if (self.crossOriginIsolated || !window.Worker) return;
    var early = JSON.parse(document.currentScript.dataset.penchantEarly);
    var root = new URL("../../../", location.href);
    var pyodide = new URL("static/pyodide/", root);
    // A first visit (no service worker answers this page yet): the runtime's files are downloaded from here,
    // at once, while the worker's own script still loads; the worker then finds them in the browser's cache
    // (a request for a file being downloaded waits for that download). On a later visit they are in the
    // service worker's copy and the worker asks for them itself.
    if (!(navigator.serviceWorker && navigator.serviceWorker.controller)) {
      ["pyodide.js", "pyodide.asm.js", "pyodide.asm.wasm", "python_stdlib.zip", "pyodide-lock.json"].forEach(
        function (name) {
          fetch(new URL(name, pyodide), {credentials: "same-origin"}).then(function (r) { return r.blob(); })
            .catch(function () {});
        });
    }
    var w = new Worker(new URL(early.worker, root));
    w.postMessage({penchantEarly: {pyodideUrl: new URL("pyodide.js", pyodide).href,
      indexUrl: pyodide.href, loadPyodideOptions: early.options, load: early.load, code: early.code}});
    window.penchantEarlyWorker = w;
  } catch (err) {}
})();
