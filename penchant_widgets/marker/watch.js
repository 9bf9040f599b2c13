// Penchant marker: the page's line to its server, the front end of watch.py's ServerWatch (an anywidget ESM, after
// in_app.js: appOf, whenInApp). What the traits mean is said in watch.py; here, how the page uses them.
// - Taps: a click on a tap control of the app (one the kernel marked with the class its model names, tap_class:
//   a button it gave a handler, a choice it takes; heard in capture, before the control's own handlers) is counted
//   in `sent` and told to the kernel a task later (model.send TAP); the kernel handles a page's messages in order,
//   so its `answered` passing a tap means the tap's own message was handled. A click on anything else of the app
//   (a plain button, a link, a disclosure) is no tap: nothing the page waits on.
// - The line: every line_ms while shown, at once on a tap, when shown again and when the network returns, an echo
//   over this model (answer_ms to come back); none, and askServerForKernel decides (the one use of Jupyter
//   Server's REST API): the kernel there, the server restarted (reload), the server refusing to say (no change),
//   or the server gone (say so).
// - Lost: said at once in this element (.pm-offline) in the kernel's `words`, with whether the last tap was
//   recorded; a page hidden over hidden_reload_ms reloads when shown again.
// - Removed: the cleanup stops the poll, removes every listener (one AbortController) and ignores late answers.
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

// The fallback when the kernel's echo is late, and the page's one use of Jupyter Server's REST API: whether the
// server answers for this page's kernel (base + "api/kernels/" + kid). "there": it does (200; a busy kernel is no
// loss); "restarted": the server runs without it (404: restarted, or the kernel culled); "refused": the server (or
// an authenticating proxy before it) answers but will not say (401, 403: a token or cookie expired), so the page
// is not cut off and cannot tell more; "gone": no answer, or one that is not the server's own (a proxy's 502 while
// the server is down, an error page).
function askServerForKernel(base, kid) {
  return fetch(base + "api/kernels/" + kid, {credentials: "same-origin", cache: "no-store"}).then(
    (r) => (r.ok ? "there" : r.status === 404 ? "restarted" : r.status === 401 || r.status === 403 ? "refused"
      : "gone"),
    () => "gone");
}

// The tap control a click landed on: the nearest element around the click's target, inside the app, of the class
// the kernel gave the controls whose taps it handles (tap_class, watch.py's TAP_CLASS: given where a control is
// given what its tap does). null for a click on anything else: no tap.
function tapOf(ev, app, model) {
  const target = ev.target;
  const control = target && target.closest ? target.closest("." + CSS.escape(model.get("tap_class"))) : null;
  return control && app.contains(control) ? control : null;
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

  // Taps: made here (sent: a click on a tap control of the app, each told to the kernel), answered by the kernel
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
  // A server that refuses to say (401, 403) is there: the page is not said lost (a player told a tap was not
  // recorded would tap again, a second entry), nor is a tap taken as reached; the next check asks again, and what
  // the page says stays as it is.
  const unknown = () => {
    if (again) { again = false; check(); }
  };
  const askServer = (asked) => {
    askServerForKernel(base, kid).then((verdict) => {
      if (removed) return;
      busy = false;
      if (verdict === "there" && !lost) fine(asked);
      else if (verdict === "refused") unknown();
      else if (verdict === "gone") gone();
      else back();
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

  // Taps are heard on the app's own element, before its controls' handlers send them (capture): not the
  // document's, so a click elsewhere on the page is never a tap. The element is listened to once it is in its
  // app (a view may be drawn before its box places it). A tap is told to the kernel a task later, once the
  // click's dispatch is done (its control's handlers have sent it: the kernel gets the tap first, then this
  // module's word of it), and the server asked then (a live server's answer then covers the tap's message).
  let app = null;
  const tell = () => {
    if (removed) return;
    try { model.send({event: "tap"}); } catch (e) { /* no line to the kernel: the tap stays unanswered */ }
    check();
  };
  const tapped = (ev) => {
    if (removed || !tapOf(ev, app, model)) return;
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
