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
// hidden; and keeps the screen awake where the browser allows it, said in the app's .pm-wake note (or why not).
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

// Every box around the app that scrolls goes back to its top (on the served page that is Voila's panel, not the
// window).
function toTop(el) {
  for (let e = el.closest(".pm-app") || el; e; e = e.parentElement) { if (e.scrollTop) e.scrollTop = 0; }
  if (window.scrollY) window.scrollTo(0, 0);
}

// The app's wake note is its sibling; said once it is on the page (the views of a box render one by one).
function sayAwake(el, text, ok) {
  let tries = 0;
  const say = () => {
    const notes = (el.closest(".pm-app") || document).querySelectorAll(".pm-wake");
    notes.forEach((n) => { n.textContent = text; n.classList.toggle("pm-wake-ok", ok); });
    if (!notes.length && tries++ < 120) requestAnimationFrame(say);
  };
  say();
}

function keepAwake(el) {
  if (!(window.isSecureContext && navigator.wakeLock)) {
    sayAwake(el, window.isSecureContext
      ? "The screen may dim: this browser cannot keep it awake; set its auto-lock to Never"
      : "The screen may dim: over plain http a browser cannot keep it awake; set the tablet auto-lock to Never",
    false);
    return () => {};
  }
  const ask = () => {
    if (document.visibilityState !== "visible") return;
    navigator.wakeLock.request("screen").then(() => sayAwake(el, "Screen kept awake", true))
      .catch((e) => sayAwake(el, "The screen may dim: this browser refused to keep it awake (" + e.name + ")", false));
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
  const asleep = keepAwake(el);
  return () => {
    model.off("change:face_to_face", kept);
    model.off("change:referee", kept);
    model.off("change:restored", kept);
    model.off("change:screen", turned);
    asleep();
  };
}

export default {render};
