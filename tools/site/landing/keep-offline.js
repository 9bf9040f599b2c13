// Penchant: once the page has run its cells, a word to the service worker (JupyterLite's page registers it) to
// keep the whole site for offline use (offline.js). Asked only then, so that the copy (the whole site, 34 MB)
// does not compete with the page's own start on a first visit.
(function () {
  if (!navigator.serviceWorker) return;
  var ask = function () {
    navigator.serviceWorker.ready.then(function (r) {
      if (r.active) r.active.postMessage({penchant: "keep-offline"});
    });
  };
  var wait = function () { if (document.body.dataset.penchantReady) ask(); else setTimeout(wait, 1000); };
  window.addEventListener("load", wait);
})();
