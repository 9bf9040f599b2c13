// Penchant marker: the page's line to its server, the front end of penchant_widgets.marker.watch.ServerWatch (an
// anywidget ESM, loaded from this file by the widget, after in_app.js: appOf, whenInApp). Its traits are synced with
// the kernel's:
// - answered: the taps the kernel has answered. This module counts the page's taps (a click on any button of the
//   app this widget is part of, see in_app.js's appOf: a marker button, a toggle, one with no handler alike) and
//   tells the kernel each one through its own model (model.send, anywidget's documented channel to the kernel),
//   after the click's own handlers have sent the tap: the kernel handles a page's messages in the order they were
//   sent, so when it answers this module's message (watch.py's TAP: answered counted up by one) the tap's own
//   message has been handled and its changes sent. A tap is answered when the kernel's count passes it. Which
//   button was tapped is never asked: every tap is answered, so none waits for an answer that cannot come;
// - served: false on the static site (Python in the browser: no server to lose): then nothing here runs;
// - kernel_id, base_url: the page's kernel's id and the server's base URL, as the kernel was told them by Voilà
//   (watch.py's KERNEL_ID_VARIABLE, BASE_URL_VARIABLE): the page asks base_url + "api/kernels/" + kernel_id. No
//   kernel id (a kernel not served by Voila): nothing here runs;
// - line_ms, hidden_reload_ms: how often the shown page asks its line, and how long it may stay hidden;
// - answer_ms: how long the page waits for its kernel's echo (watch.py's ECHO) before asking the server;
// - app_class: the class of that app (watch.py's APP_CLASS); app_found: set here, whether the app was found (false:
//   the widget is on the page in no app, no tap can be heard; said in the console in no_app_words, and the kernel
//   logs it);
// - words: what the page says, by the state found here (watch.py's LOST_WORDS: lost, not_recorded, recorded,
//   unsure, back): the kernel's words, told beforehand (a page cut off cannot ask for them); none are written here.
// Every line_ms while the page is shown, at once on a tap, when the page is shown again and when the browser's
// network comes back, it asks its kernel over this widget's own model for an echo (model.send; the kernel's watch
// sends the same number back). The echo back within answer_ms, the line is there. None (the server gone: a dead
// channel cannot report its own death, no message comes, and neither ipywidgets nor anywidget gives a view an event
// for it; or a kernel busy a while), and it asks the server itself whether the page's kernel is still there
// (base_url + "api/kernels/" + kernel_id, Jupyter Server's REST API): the fallback that decides whether the page is
// cut off (a busy kernel's server answers for it) and, once cut off, when the server is back. Cut off, it says so at
// once in this widget's own element (.pm-offline, fixed at the bottom of the screen: the totals stay in sight), and
// whether the last tap was recorded: a tap the kernel never answered, and that no server took, was not (once said,
// a later poll does not take it back). An answer that is not the server's own (a proxy's 502 while the server is
// down) counts as no answer. When the server itself answers again (the kernel there, or a 404: a restart, this
// page's kernel gone), the page reloads itself, at the same place, and shows the stored game. A page hidden for
// hidden_reload_ms (a sleeping tablet) reloads when shown again (its kernel may have been culled).
// Removed (its view's cleanup: the widget closed, the app redrawn without it), it stops asking at once, every
// listener it added goes with it (added under one AbortController, aborted by the cleanup; its model's, off), and an
// answer still on its way does nothing (a 404 must not reload a page this widget has left).
const PLACE = "pm-scroll";
const JUST = 5000;  // a tap this recent is the one the player has in mind

// Back at the same place after a reload this module made.
function backInPlace() {
  try {
    const y = sessionStorage.getItem(PLACE);
    if (y !== null) {
      sessionStorage.removeItem(PLACE);
      setTimeout(() => window.scrollTo(0, Number(y)), 1500);
    }
  } catch (e) { /* no storage: the top of the page */ }
}

function reloadInPlace() {
  try { sessionStorage.setItem(PLACE, String(window.scrollY)); } catch (e) { /* the top */ }
  location.reload();
}

function render({model, el}) {
  const kid = model.get("kernel_id"), base = model.get("base_url") || "/";
  if (!model.get("served") || !kid) return undefined;
  backInPlace();
  const box = document.createElement("div");
  box.className = "pm-offline";
  box.setAttribute("role", "alert");
  el.appendChild(box);
  const say = (state) => {
    const text = model.get("words")[state] || "";
    box.textContent = text;
    el.classList.toggle("pm-offline-shown", !!text);
  };

  // Taps: made here (sent: a click on any button of the app, each told to the kernel), answered by the kernel
  // (its count since this view began), and the taps made before the last check the server answered (reached: sent
  // to a live server).
  const start = model.get("answered");
  const answered = () => model.get("answered") - start;
  let sent = 0, reached = 0, tappedAt = 0, answeredAt = 0;
  let lost = false, missed = false, busy = false, again = false, removed = false;
  const onAnswer = () => { answeredAt = Date.now(); };
  model.on("change:answered", onAnswer);

  // A tap neither answered by the kernel nor taken by a live server was not recorded; the last tap, if recent, was
  // when the kernel answered it, and may have been or not when only the server took it (its answer never came).
  const gone = () => {
    lost = true;
    if (sent > Math.max(answered(), reached)) missed = true;
    const recent = Date.now() - tappedAt < JUST;
    say(missed ? "not_recorded" : !recent ? "lost" : answeredAt >= tappedAt ? "recorded" : "unsure");
  };
  const back = () => {
    say("back");
    reloadInPlace();
  };
  // The line asked first over this widget's own model: an echo (model.send, the kernel's watch sending the same
  // number back in a custom message) within answer_ms, and the server and the kernel are both there (the echo came
  // through them). No echo in time (the server gone, or the kernel busy, or the message lost) and the server's REST
  // API is asked, as it is while the page is lost: it decides whether the page is cut off, and when the server is
  // back. A kernel busy a while is no loss: the server answers for it.
  let echoes = 0, awaited = null;  // the echo awaited: its number, its timer, what its answer (or none) does
  const echoed = (msg) => {
    if (!awaited || !msg || msg.event !== "echo" || msg.n !== awaited.n) return;
    const {timer, then} = awaited;
    awaited = null;
    clearTimeout(timer);
    then(true);
  };
  model.on("msg:custom", echoed);
  const roundTrip = (then) => {
    const n = ++echoes;
    const none = () => { if (awaited && awaited.n === n) { awaited = null; then(false); } };
    awaited = {n, then, timer: setTimeout(none, model.get("answer_ms"))};
    try { model.send({event: "echo", n}); } catch (e) { clearTimeout(awaited.timer); none(); }
  };
  const fine = (asked) => {
    busy = false;
    reached = Math.max(reached, asked);
    if (again) { again = false; check(); }
  };
  const askServer = (asked) => {
    fetch(base + "api/kernels/" + kid, {credentials: "same-origin", cache: "no-store"}).then((r) => {
      if (removed) return;
      if (r.ok && !lost) { fine(asked); return; }
      busy = false;
      // The server itself answers: the kernel is there (200), or the server runs without it (404: restarted, or
      // the kernel culled). Any other answer (a proxy's 502 while the server is down, an error page) is not the
      // server back: the page stays, and says it is cut off.
      if (r.ok || r.status === 404) back();
      else gone();
    }).catch(() => {
      busy = false;
      if (!removed) gone();
    });
  };
  const check = () => {
    if (removed) return;
    if (busy) { again = true; return; }
    busy = true;
    const asked = sent;
    if (lost) { askServer(asked); return; }
    roundTrip((ok) => {
      if (removed) return;
      if (ok) fine(asked);
      else askServer(asked);
    });
  };

  // Taps are heard on the app's own element, before its buttons' handlers send them (capture): not the
  // document's, so a click elsewhere on the page is never a tap. The element is listened to once it is in its
  // app (a view may be drawn before its box places it). A tap is told to the kernel a task later, once the
  // click's dispatch is done (its button's handlers have sent it: the kernel gets the tap first, then this
  // module's word of it), and the server asked then (a live server's answer then covers the tap's message).
  let app = null;
  const tell = () => {
    if (removed) return;
    try { model.send({event: "tap"}); } catch (e) { /* no line to the kernel: the tap stays unanswered */ }
    check();
  };
  const tapped = (ev) => {
    const b = ev.target && ev.target.closest && ev.target.closest("button");
    if (removed || !b || !app.contains(b)) return;
    sent += 1;
    tappedAt = Date.now();
    if (lost) { missed = true; say("not_recorded"); }
    setTimeout(tell, 0);
  };
  // The poll is for what no event says (the server gone while nobody taps, and back again); a hidden page is not
  // polled (nobody taps it: it checks at once when shown again), and the browser's own news of the network is
  // taken at once: offline, the page is cut off; online again, it asks the server. The page's visibility is the
  // document's news and the network's the window's (online and offline fire on the window only): listened to
  // there, under the view's controller, so the cleanup removes them with the app's.
  const listening = new AbortController();
  const {signal} = listening;
  const poll = setInterval(() => { if (!document.hidden) check(); }, model.get("line_ms"));
  let hiddenAt = 0;
  const shown = () => {
    if (document.hidden) { hiddenAt = Date.now(); }
    else if (hiddenAt && Date.now() - hiddenAt > model.get("hidden_reload_ms")) { reloadInPlace(); }
    else { check(); }
  };
  whenInApp(el, model, () => removed, (found) => {
    app = found;
    app.addEventListener("click", tapped, {capture: true, signal});
  });
  document.addEventListener("visibilitychange", shown, {signal});
  window.addEventListener("offline", gone, {signal});
  window.addEventListener("online", check, {signal});
  return () => {
    removed = true;
    clearInterval(poll);
    if (awaited) clearTimeout(awaited.timer);
    model.off("change:answered", onAnswer);
    model.off("msg:custom", echoed);
    listening.abort();
  };
}

export default {render};
