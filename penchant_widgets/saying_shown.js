// Penchant: saying to the kernel that the page shows a widget, until the kernel has heard it. Shared by the
// front ends of penchant_widgets.shown_signal.ShownSignal and of the marker's device view (each module is this
// file with its own after it; nothing here is shown).
//
// The first word is the synced `shown`, set and saved. A word sent before the page's line to the kernel is whole
// can be lost (the page draws a widget built ahead of it from state the kernel sent, and under load its comm may
// not yet carry a message), and the model then holds `shown` true, so saving it again sends nothing: the widget
// built ahead would hold its screen for ever. So, until the kernel's `heard` comes back, the page says it again as
// a message of its own, once a second for two minutes. Returns the cleanup: a view taken off the page stops.
const SAY_EVERY_MS = 1000;
const SAY_FOR_MS = 120000;

function sayShown(model) {
  if (model.get("heard")) return () => {};
  if (!model.get("shown")) {
    model.set("shown", true);
    model.save_changes();
  }
  const started = Date.now();
  const timer = setInterval(() => {
    if (model.get("heard") || Date.now() - started > SAY_FOR_MS) {
      clearInterval(timer);
      return;
    }
    try { model.send({event: "shown"}); } catch (e) { /* no line yet: said again in a second */ }
  }, SAY_EVERY_MS);
  return () => clearInterval(timer);
}
