// Penchant marker: this device's view, the front end of penchant_widgets.marker.device.DeviceView (an anywidget
// ESM, loaded from this file by the widget; nothing here is shown). Its traits are synced with the app's:
// - face_to_face, referee, screen: the app's view (drawn from the app's traits, read-only here);
// - stored_choice: this device's choice as localStorage keeps it, given once when the view first renders
//   ({face: true, referee: false}, or {} when none is kept); the app applies what it can read, then sets
// - restored: from then on each change of face_to_face or referee is kept in localStorage (before, the
//   defaults would be stored over the device's choice), so a reload (a server restart, a tablet woken) finds
//   the view as it was left. It reads no button, label or class for the view, and clicks nothing.
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

// Every box around this widget's element (the app, and the page's boxes around it) that scrolls goes back to its
// top (on the served page that is Voila's panel, not the window).
function toTop(el) {
  for (let e = el; e; e = e.parentElement) { if (e.scrollTop) e.scrollTop = 0; }
  if (window.scrollY) window.scrollTo(0, 0);
}

// What the browser did about keeping the screen awake, as a state the kernel words (device.py's WAKE_WORDS):
// "awake", "unsupported" (no wake lock), "insecure" (plain http: no wake lock either), "refused" (with the
// browser's error's name). The app draws the words in its note (the app's widget, so a view drawn again shows it
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
  const ask = () => {
    if (document.visibilityState !== "visible") return;
    navigator.wakeLock.request("screen").then(() => sayAwake(model, "awake"))
      .catch((e) => sayAwake(model, "refused", e.name));
  };
  ask();
  document.addEventListener("visibilitychange", ask);
  return () => document.removeEventListener("visibilitychange", ask);
}

function render({model, el}) {
  if (!model.get("restored")) {
    model.set("stored_choice", storedChoice());
    model.save_changes();
  }
  const kept = () => keep(model);
  let shown = model.get("screen");
  const turned = () => {
    const now = model.get("screen");
    if (now && shown && now !== shown) toTop(el);
    if (now) shown = now;
  };
  model.on("change:face_to_face", kept);
  model.on("change:referee", kept);
  model.on("change:restored", kept);
  model.on("change:screen", turned);
  const asleep = keepAwake(model);
  return () => {
    model.off("change:face_to_face", kept);
    model.off("change:referee", kept);
    model.off("change:restored", kept);
    model.off("change:screen", turned);
    asleep();
  };
}

export default {render};
