// Penchant: a new build of the site takes over as soon as no page of the old build needs it.
// The browser hands pages to a new build's worker only once every page of the old build is closed. A page
// opened just as the old build's last page closes can still be handed to the old worker (the browser has not
// yet seen that page go), and then the new build waits for this page too. So a page that finds a new build
// waiting asks it to take over (offline.js: it does once this is the only page of the site open), and reloads
// on the new build's files when it has: the page never runs on files of two builds.
(function () {
  if (!("serviceWorker" in navigator)) return;
  var asked = false;
  navigator.serviceWorker.addEventListener("controllerchange", function () {
    if (asked) window.location.reload();
  });
  var ask = function () {
    navigator.serviceWorker.getRegistration().then(function (r) {
      if (!r || !r.waiting || !navigator.serviceWorker.controller) return;
      asked = true;
      r.waiting.postMessage({penchant: "take-over"});
    });
  };
  if (document.readyState === "complete") ask(); else window.addEventListener("load", ask);
})();
