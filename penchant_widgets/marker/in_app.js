// Penchant marker: where a widget of the marker stands in its app, the one look the marker's page modules take at
// the page around their own element. Not a module of its own: in_app.py puts this text ahead of the module of each
// widget laid out in the app (watch.js, device.js), so both find their app, and turn it to its top, one way.
// The widget's model names the app's class (app_class, watch.py's APP_CLASS, which MarkerApp carries) and the
// console's words for a widget on the page in no app (no_app_words); the module tells its kernel whether it found
// its app (app_found: false is a developer's mistake, which the kernel logs).

// The app this widget is part of: the nearest element around its own of the class the kernel names (app_class,
// MarkerApp's), however deep in the app the widget is laid out. null while the element is not yet on the page, and
// null too if it is on the page in no app.
function appOf(el, model) {
  return el.closest("." + CSS.escape(model.get("app_class")));
}

// found(app) once the widget's element is in its app (a view may be drawn before its box places it: looked for
// again each frame until the element is on the page), and the kernel told whether it was (app_found); on the page in
// no app, said in the console where a developer looks, in the model's no_app_words. Nothing once removed() holds
// (the view's cleanup has run).
function whenInApp(el, model, removed, found) {
  const look = () => {
    if (removed()) return;
    const app = appOf(el, model);
    if (app) found(app);
    else if (el.isConnected) console.error(model.get("no_app_words"), el);
    else { requestAnimationFrame(look); return; }
    model.set("app_found", !!app);
    model.save_changes();
  };
  look();
}

// The app's top brought to the top of the screen when it is out of sight above, as a new page opens: the app
// scrolled into view (block start), so only the boxes that must move do, and as far as they must. Where the marker
// sits below other content in a box that scrolls (a notebook's cell in JupyterLab, text above it), sending every box
// around it to its own top would take the marker out of sight.
function toTop(app) {
  let edge = 0;  // the highest line of the screen the app can be seen on: the window's, or a scrolling box's
  for (let e = app.parentElement; e; e = e.parentElement) {
    if (e.scrollHeight > e.clientHeight && /(auto|scroll)/.test(getComputedStyle(e).overflowY)) {
      edge = Math.max(edge, e.getBoundingClientRect().top);
    }
  }
  if (app.getBoundingClientRect().top < edge - 0.5) app.scrollIntoView({block: "start", inline: "nearest"});
}

