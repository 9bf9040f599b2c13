// Penchant marker: this device's view, the front end of device.py's DeviceView (an anywidget ESM, after
// saying_shown.js: sayShown, and in_app.js: whenInApp, toTop; nothing here is shown). What the traits mean is said in device.py; here, what the page does:
// - gives the app the view this device kept (stored_choice, from localStorage), then keeps each change of
//   face_to_face or referee there once the app has applied it (restored), so a reload finds the view as it was left;
// - says the page shows the app (shown), after the stored choice, until the kernel has heard (saying_shown.js);
// - turns a newly shown screen (screen) to its top, as a new page opens;
// - keeps the screen awake where the browser allows it, and says what the browser did (wake, wake_refusal) as a
//   state the kernel words.
const STORED = "pm-view";

function storedChoice() {
  try {
    const kept = JSON.parse(localStorage.getItem(STORED) || "{}");
    return kept && typeof kept === "object" && !Array.isArray(kept) ? kept : {};
  } catch (e) {
    return {};  // no storage, or not JSON: side by side, no referee
  }
}

function keep(model) {
  if (!model.get("restored")) return;  // the stored choice not applied yet: the defaults are not the device's
  try {
    localStorage.setItem(STORED, JSON.stringify({face: model.get("face_to_face"), referee: model.get("referee")}));
  } catch (e) { /* kept for this page only */ }
}

// What the browser did about keeping the screen awake (device.py's WAKE_WORDS words it): "awake", "unsupported",
// "insecure" (plain http), "refused" (with the browser's error's name), "released" (the system let the screen sleep).
function sayAwake(model, wake, refusal) {
  model.set("wake_refusal", refusal || "");
  model.set("wake", wake);
  model.save_changes();
}

function keepAwake(model) {
  if (!(window.isSecureContext && navigator.wakeLock)) {
    sayAwake(model, window.isSecureContext ? "unsupported" : "insecure");
    return () => {};
  }
  // The lock held, released when the view goes (a marker taken off the page, the app drawn again): else the screen
  // stayed awake until the tab was hidden. A lock granted after the view went is released as it comes.
  let held = null;
  let gone = false;
  const letGo = (lock) => { Promise.resolve().then(() => lock.release()).catch(() => {}); };
  // The system may let the screen sleep again while the page is shown (a battery saver, say): said, so the note no
  // longer says it is kept awake. Hidden, the browser releases it itself, and it is asked for again when shown.
  const released = () => { if (document.visibilityState === "visible") sayAwake(model, "released"); };
  const ask = () => {
    if (gone || document.visibilityState !== "visible") return;
    navigator.wakeLock.request("screen").then((lock) => {
      if (gone) { letGo(lock); return; }
      if (held) held.removeEventListener("release", released);
      held = lock;
      sayAwake(model, "awake");
      lock.addEventListener("release", released);
    }).catch((e) => { if (!gone) sayAwake(model, "refused", e.name); });
  };
  ask();
  document.addEventListener("visibilitychange", ask);
  return () => {
    gone = true;
    document.removeEventListener("visibilitychange", ask);
    if (held) {
      held.removeEventListener("release", released);
      letGo(held);
      held = null;
    }
  };
}

function render({model, el}) {
  if (!model.get("restored")) {
    model.set("stored_choice", storedChoice());
    model.save_changes();
  }
  // Its own message, after the choice: the app shows the view it was left in. Said until the kernel has heard.
  const unsaid = sayShown(model);
  const kept = () => keep(model);
  // The app, once the element is on the page in it (whenInApp, below, tells the kernel whether it is: on the page
  // in no app, no screen it shows can be turned to its top).
  let removed = false, app = null;
  let shown = model.get("screen");
  const turned = () => {
    const now = model.get("screen");
    if (now && shown && now !== shown && app) toTop(app);
    if (now) shown = now;
  };
  model.on("change:face_to_face", kept);
  model.on("change:referee", kept);
  model.on("change:restored", kept);
  model.on("change:screen", turned);
  whenInApp(el, model, () => removed, (found) => { app = found; });
  const asleep = keepAwake(model);
  return () => {
    removed = true;
    unsaid();
    model.off("change:face_to_face", kept);
    model.off("change:referee", kept);
    model.off("change:restored", kept);
    model.off("change:screen", turned);
    asleep();
  };
}

export default {render};
