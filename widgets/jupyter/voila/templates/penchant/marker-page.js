// Penchant marker: the page's own script, for a page that shows the marker (.pm-app); elsewhere it does nothing.
// Served by `penchant marker` (the `penchant` Voila template includes it) and on the static site (the build
// adds it to the marker's page). The marker's Python widgets hold the game; this script holds what only the
// page can do:
// - its line to its server (served pages only): every LINE_MS, and at once on a tap, it asks the server
//   whether the page's kernel is still there. A tap or a poll that cannot reach the server says at once, at
//   the bottom of the screen (the totals stay in sight), that the page lost its server, and that the tap was
//   not recorded (also for a tap made while a check was under way, which then checks again; once said, a
//   later poll does not take it back). When the server answers again (a restart: this page's kernel is
//   gone), the page reloads itself, at the same place, and shows the stored game;
// - a page hidden for HIDDEN_RELOAD_MS (a sleeping tablet) reloads when shown again (served pages: its
//   kernel may have been culled, and a reload always shows the stored game);
// - this device's view (face to face, referee mode) kept across a reload: read from and given back to the app
//   through its one channel (.pm-view-said, .pm-view-asked), never off its buttons;
// - the screen kept awake where the browser allows it, said in .pm-wake (or why not);
// - another screen shown (Start game, a saved game opened, Sheet, Games, Back) opens at its top, as a new page
//   does: the form scrolled down to its Start button left the deal scrolled as far, its status line half hidden.
(function () {
  if (window.__pmPage) return;
  window.__pmPage = 1;
  var LINE_MS = 2000, HIDDEN_RELOAD_MS = 600000;
  var onMarker = function () { return !!document.querySelector(".pm-app"); };
  var cfg = {};
  try { cfg = JSON.parse(document.getElementById("jupyter-config-data").textContent); } catch (e) { cfg = {}; }
  var base = cfg.baseUrl || "/", kid = cfg.kernelId;

  // ---- back at the same place after a reload, in the same view: face to face and referee mode are this
  // device's choices, kept in localStorage, so that a reload (the automatic one after a server restart included)
  // keeps them. The app says its view in one hidden element's
  // data- attributes (.pm-view-said, drawn from its traits: penchant_widgets.marker.device); the script gives the
  // stored choice back once, through one hidden text box (.pm-view-asked) the app observes, as typing would. It
  // reads no button, label or class for the view, and clicks nothing.
  var VIEW = "pm-view";
  var said = function () { var e = document.querySelector(".pm-view-said"); return e ? e.dataset : null; };
  var asked = false;
  var giveBack = function () {
    if (asked) return;
    var box = document.querySelector(".pm-view-asked input");
    if (!box) return;
    asked = true;
    var want = "{}";
    try { want = localStorage.getItem(VIEW) || "{}"; } catch (e) { /* no storage: side by side, no referee */ }
    box.value = want;
    box.dispatchEvent(new Event("input", {bubbles: true}));
    box.dispatchEvent(new Event("change", {bubbles: true}));
  };
  var saveView = function (d) {
    if (d.restored !== "1") return;  // the stored choice not applied yet: the defaults are not the device's
    try { localStorage.setItem(VIEW, JSON.stringify({face: d.face === "1", referee: d.referee === "1"})); }
    catch (e) { /* kept for this page only */ }
  };
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
  var check = function (tap) {
    if (!kid || !onMarker()) return;
    if (busy) { if (tap) pend = true; return; }
    busy = true;
    fetch(base + "api/kernels/" + kid, {credentials: "same-origin", cache: "no-store"}).then(function (r) {
      busy = false;
      if (r.ok && !lost) { if (pend) { pend = false; check(true); } return; }
      if (r.ok || lost || r.status === 404) back();
    }).catch(function () {
      busy = false;
      lost = true;
      if (tap || pend) missed = true;
      pend = false;
      say(LOST + (missed ? ": that tap was not recorded." : Date.now() - lastTap < JUST ? UNSURE : ".") + AGAIN);
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
    setInterval(function () { check(false); }, LINE_MS);
    var hiddenAt = 0;
    document.addEventListener("visibilitychange", function () {
      if (!onMarker()) return;
      if (document.hidden) { hiddenAt = Date.now(); }
      else if (hiddenAt && Date.now() - hiddenAt > HIDDEN_RELOAD_MS) { keepPlace(); location.reload(); }
    });
  }

  // ---- another screen opens at its top. Every box around the app that scrolls goes back to its top (on the
  // served page that is Voila's panel, not the window); the first screen a page shows keeps its place (a reload
  // puts the page back where it was, above). Which screen is shown is the app's data-screen, said once it shows.
  // One observer of the page: the view said (saved, and a new screen to its top), the box to give it back, and
  // the marker's coming (the wake lock): nothing polls the page.
  var shownScreen = null, lastSaid = null, looking = false;
  var toTop = function (el) {
    for (var e = el; e; e = e.parentElement) { if (e.scrollTop) e.scrollTop = 0; }
    if (window.scrollY) window.scrollTo(0, 0);
  };
  var look = function () {
    looking = false;
    giveBack();
    start();  // the wake lock, once the marker is on the page (below)
    var d = said();
    if (!d) return;
    var now = [d.face, d.referee, d.screen, d.restored].join(" ");
    if (now === lastSaid) return;
    lastSaid = now;
    saveView(d);
    if (d.screen && shownScreen && d.screen !== shownScreen) toTop(document.querySelector(".pm-app"));
    if (d.screen) shownScreen = d.screen;
  };
  new MutationObserver(function () {
    if (looking) return;
    looking = true;
    requestAnimationFrame(look);
  }).observe(document.body, {subtree: true, childList: true, characterData: true, attributes: true,
                             attributeFilter: ["data-screen", "data-face", "data-referee", "data-restored"]});

  // ---- the screen kept awake, once the marker is on the page
  var wake = function (text, ok) {
    document.querySelectorAll(".pm-wake").forEach(function (e) {
      e.textContent = text;
      e.classList.toggle("pm-wake-ok", ok);
    });
  };
  var ask = function () {
    if (document.visibilityState !== "visible") return;
    navigator.wakeLock.request("screen").then(function () { wake("Screen kept awake", true); })
      .catch(function (e) { wake("The screen may dim: this browser refused to keep it awake (" + e.name + ")", false); });
  };
  var started = false;
  var start = function () {
    if (started || !onMarker()) return;
    started = true;
    if (window.isSecureContext && navigator.wakeLock) {
      ask();
      document.addEventListener("visibilitychange", ask);
    } else {
      wake(window.isSecureContext
        ? "The screen may dim: this browser cannot keep it awake; set its auto-lock to Never"
        : "The screen may dim: over plain http a browser cannot keep it awake; set the tablet auto-lock to Never",
        false);
    }
  };
  start();  // the marker already on the page; else the observer above starts it when it comes
})();
