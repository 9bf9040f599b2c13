// Penchant: the kernel's Python starts as the page starts. build.py (early_kernel) puts this at the top of the
// Pyodide kernel's worker script. A page creates the kernel's worker at once, in its first script, and posts
// it {penchantEarly: ...}: the worker starts Pyodide with the kernel's own options (its packages, its
// environment) and imports what the page's cells import, while the page's own scripts load on the main
// thread. When the kernel starts, it takes that worker (the patched initWorker) and its Pyodide (the patched
// initRuntime) instead of starting a new one. If the early start fails, the kernel starts Pyodide as it
// always did. penchantTrace records when each stage ended (performance.now() in this worker), for the
// benchmark's trace (benchmarks/bench_site.py).
self.penchantTrace = [];
self.penchantMark = function (name) { self.penchantTrace.push([name, performance.now()]); };
self.penchantEarly = null;
self.addEventListener("message", function penchantStart(ev) {
  var o = ev.data && ev.data.penchantEarly;
  if (!o) return;
  ev.stopImmediatePropagation();  // the page's own message: not one for the kernel's messaging
  self.removeEventListener("message", penchantStart);
  self.penchantEarly = (async function () {
    try {
      self.penchantMark("worker started");
      importScripts(o.pyodideUrl);
      var options = Object.assign({indexURL: o.indexUrl}, o.loadPyodideOptions);
      // Loaded just after, as loadPyodide itself would (the trace tells them apart); only those that hold
      // files (o.load): the others are stand-ins the kernel finds named in its options (build.py).
      var packages = o.load || options.packages || [];
      delete options.packages;
      var py = await self.loadPyodide(options);
      self.penchantMark("runtime");
      if (packages.length) await py.loadPackage(packages, {messageCallback: function () {}});
      self.penchantMark("packages");
      try {
        await py.runPythonAsync(o.code);
      } catch (err) {
        console.warn("Penchant: the early imports failed; the page imports them itself", err);
      }
      self.penchantMark("imports");
      self.penchantNoPip = true;  // the kernel's package manager is for %pip, which no page has (build.py)
      return py;
    } catch (err) {
      console.warn("Penchant: Python could not start early; the kernel starts it", err);
      return null;
    }
  })();
});
