// Penchant marker: the page's own script, for a page that shows the marker (.pm-app); elsewhere it does nothing.
// Served by `penchant marker` (the `penchant` Voila template includes it) and on the static site (the build
// adds it to the marker's page). The marker's Python widgets hold the game; this script holds what only the
// page can do:
// - its line to its server (served pages only): every LINE_MS while the page is shown, at once on a tap, when
//   the page is shown again and when the browser's network comes back, it asks the server
//   whether the page's kernel is still there. A tap or a poll that cannot reach the server says at once, at
//   the bottom of the screen (the totals stay in sight), that the page lost its server, and that the tap was
//   not recorded (also for a tap made while a check was under way, which then checks again; once said, a
//   later poll does not take it back). An answer that is not the server's own (a proxy's 502 while the
//   server is down) counts as no answer. When the server itself answers again (the kernel there, or a 404: a
//   restart, this page's kernel gone), the page reloads itself, at the same place, and shows the stored game;
// - a page hidden for HIDDEN_RELOAD_MS (a sleeping tablet) reloads when shown again (served pages: its
//   kernel may have been culled, and a reload always shows the stored game);
// - back at the same place after a reload.
// This device's view (face to face, referee mode, kept across a reload), a new screen turned to its top and the
// screen kept awake are the app's device view's, a widget with its own module (penchant_widgets.marker.device,
// device.js), not this script's.
(function () {
  if (window.__pmPage) return;
  window.__pmPage = 1;
  var LINE_MS = 2000, HIDDEN_RELOAD_MS = 600000;
  var onMarker = function () { return !!document.querySelector(".pm-app"); };
  var cfg = {};
  try { cfg = JSON.parse(document.getElementById("jupyter-config-data").textContent); } catch (e) { cfg = {}; }
  var base = cfg.baseUrl || "/", kid = cfg.kernelId;

  // ---- back at the same place after a reload (the automatic one after a server restart included)
  var keepPlace = function () {
    try { sessionStorage.setItem("pm-scroll", String(window.scrollY)); } catch (e) { /* the top */ }
  };
  try {
    var y = sessionStorage.getItem("pm-scroll");
    if (y !== null) {
      sessionStorage.removeItem("pm-scroll");
      setTimeout(function () { window.scrollTo(0, Number(y)); }, 1500);
    }
  } catch (e) { /* no storage: the top of the page */ }

  // ---- the line to the server (a served page has a kernel id; the static site has none)
  var lost = false, missed = false, box = null, busy = false, pend = false;
  var say = function (text) {
    if (!box) {
      box = document.createElement("div");
      box.className = "pm-offline";
      box.setAttribute("role", "alert");
      document.body.appendChild(box);
    }
    box.textContent = text;
    box.style.display = text ? "block" : "none";
    document.body.classList.toggle("pm-lost", !!text);
  };
  var back = function () {
    keepPlace();
    say("The server is back: reopening the game\u2026");
    location.reload();
  };
  var LOST = "This page lost its server", AGAIN = " It reconnects by itself when the marker's server runs again.";
  // A tap just before the server went may or may not have reached it: said so, or a player re-taps it and
  // enters it twice.
  var lastTap = 0, JUST = 5000, UNSURE = ": your last tap may have been recorded or not; when the page is back, " +
    "look at the score before tapping it again.";
  var gone = function (tap) {
    lost = true;
    if (tap || pend) missed = true;
    pend = false;
    say(LOST + (missed ? ": that tap was not recorded." : Date.now() - lastTap < JUST ? UNSURE : ".") + AGAIN);
  };
  var check = function (tap) {
    if (!kid || !onMarker()) return;
    if (busy) { if (tap) pend = true; return; }
    busy = true;
    fetch(base + "api/kernels/" + kid, {credentials: "same-origin", cache: "no-store"}).then(function (r) {
      busy = false;
      if (r.ok && !lost) { if (pend) { pend = false; check(true); } return; }
      // The server itself answers: the kernel is there (200), or the server runs without it (404: restarted,
      // or the kernel culled). Any other answer (a proxy's 502 while the server is down, an error page) is not
      // the server back: the page stays, and says it is cut off.
      if (r.ok || r.status === 404) back();
      else gone(tap);
    }).catch(function () {
      busy = false;
      gone(tap);
    });
  };
  if (kid) {
    document.addEventListener("click", function (ev) {
      var b = ev.target && ev.target.closest && ev.target.closest(".pm-app button");
      if (!b) return;
      if (lost) { missed = true; say(LOST + ": that tap was not recorded." + AGAIN); }
      else { lastTap = Date.now(); }
      check(true);
    }, true);
    // The poll is for what no event says (the server gone while nobody taps, and back again); a hidden page is
    // not polled (nobody taps it: it checks at once when shown again), and the browser's own news of the network
    // is taken at once: offline, the page is cut off; online again, it asks the server.
    setInterval(function () { if (!document.hidden) check(false); }, LINE_MS);
    window.addEventListener("offline", function () { if (kid && onMarker()) gone(false); });
    window.addEventListener("online", function () { check(false); });
    var hiddenAt = 0;
    document.addEventListener("visibilitychange", function () {
      if (!onMarker()) return;
      if (document.hidden) { hiddenAt = Date.now(); }
      else if (hiddenAt && Date.now() - hiddenAt > HIDDEN_RELOAD_MS) { keepPlace(); location.reload(); }
      else { check(false); }
    });
  }
})();
