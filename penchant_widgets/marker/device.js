// Penchant marker: this device's view, the front end of penchant_widgets.marker.device.DeviceView (an anywidget
// ESM, loaded from this file by the widget, after in_app.js: whenInApp, toTop; nothing here is shown). Its traits are
// synced with the app's:
// - face_to_face, referee, screen: the app's view (drawn from the app's traits, read-only here);
// - stored_choice: this device's choice as localStorage keeps it, given once when the view first renders
//   ({face: true, referee: false}, or {} when none is kept); the app applies what it can read, then sets
// - restored: from then on each change of face_to_face or referee is kept in localStorage (before, the
//   defaults would be stored over the device's choice), so a reload (a server restart, a tablet woken) finds
//   the view as it was left. It reads no button, label or class for the view, and clicks nothing;
// - shown: set when the view first renders, after the stored choice: the page is connected and shows the app (an
//   app built ahead of its page holds its screen until then, and reads its store again);
// - app_class: the class of the app this widget is part of (watch.py's APP_CLASS, which MarkerApp carries); app_found: set
//   here once the element is on the page, whether the app was found (false: said in the console in no_app_words,
//   and the kernel logs it).
// It also turns a newly shown screen (Start game, a saved game opened, Sheet, Games, Back) to its top, as a new
// page opens: the form scrolled down to its Start button left the deal scrolled as far, its status line half
// hidden; and keeps the screen awake where the browser allows it, saying what the browser did in wake (and
// wake_refusal): a state, not words. The kernel words it (device.py's WAKE_WORDS) and the app draws the note.
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

// What the browser did about keeping the screen awake, as a state the kernel words (device.py's WAKE_WORDS):
// "awake", "unsupported" (no wake lock), "insecure" (plain http: no wake lock either), "refused" (with the
// browser's error's name), "released" (the system let the screen sleep again while the page was shown). The app draws the words in its note (the app's widget, so a view drawn again shows it
// as the kernel has it; nothing here writes into it, and no sentence of the marker's is here).
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
  if (!model.get("shown")) {
    model.set("shown", true);  // its own message, after the choice: the app shows the view it was left in
    model.save_changes();
  }
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
    model.off("change:face_to_face", kept);
    model.off("change:referee", kept);
    model.off("change:restored", kept);
    model.off("change:screen", turned);
    asleep();
  };
}

export default {render};
