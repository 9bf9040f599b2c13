"""The widgets' page modules (the anywidget ES modules beside them, ``penchant_widgets/**/*.js``) learn state from
their own
model's synced traits, never from the page around them. The project once had the marker's line to its server
(``watch.js``) reading its kernel's id from the page's config script, listening for clicks on the whole document and
finding answered buttons by class, and its device view (``device.js``) finding its app by ``el.closest(".pm-app")``;
The project once had the watch still telling a button whose tap the kernel answers by a class the kernel gave it
(``tap_class``), and then reading the button's widget's synced ``answers_taps`` through ipywidgets' JavaScript
internals (the widget manager anywidget gives a model, undocumented there, and each widget's ``views``), which an
upgrade could change in silence; then it counted every click on a button of its app as a tap (a tap inferred from
the page's markup: a new button with no handler counted too). Issue #30: the module counts a click on a control the
kernel marked as a tap control (the class its model names, ``tap_class``, found around the click's target in the
one named function ``tapOf``, never read off an element by a class the module names), and tells the kernel each one
through its own model (``model.send``).

Checked in each module's text: no lookup of the page's markup (``getElementById``, ``querySelector``, ``closest``
but the widget's app and the tapped control, ``dataset``, ``getAttribute``, Jupyter's page config), no class
read off an element, no widget manager and no widget's ``views`` (ipywidgets' JavaScript internals), no click
listener on the document or the window, no app found by the widget's place (``el.parentElement``: laying the widget
out in a box inside the app would lose it), and the two looks at the page (around the widget's own element, its
app: the nearest element of the class the widget's model names; around a click's target, its tap control, by the
class the model names too) each inside its one named, documented function on :data:`ALLOWED`."""

from __future__ import annotations

import re

from source_scan import ROOT

MODULES = sorted(p for p in (ROOT / "penchant_widgets").rglob("*.js") if "templates" not in p.parts)
"""The widgets' page modules (the Voilà template's own scripts are the template's, not a widget's)."""

FORBIDDEN: dict[str, str] = {
    r"getElementById|querySelector|getElementsBy": "a lookup of the page's markup",
    r"jupyter-config-data|PageConfig": "Jupyter's page config (the kernel tells the model what it needs)",
    r"\.dataset\b|getAttribute\(": "a data attribute read off the page",
    r"classList\.contains\(|\.className\b\s*(?:===|!==|==|!=|\.)":
        "a class read off an element (a widget's role is its model's synced trait)",
    r"""(?<!\bel)(?<!\btarget)\.closest\(""":
        "a search up the page for an element other than the tapped control or the widget's app",
    r"""\.closest\(\s*["'`]\.[\w-]""": "an element found by a class the module names (the kernel names it, synced)",
    r"""(document|window)\.addEventListener\(\s*["'](click|pointerdown|mousedown|touchstart)["']""":
        "a tap listener on the whole page (the widget listens on its own app)",
    r"\bel\.parentElement\b": "the widget's app found by the widget's place (the model names the app's class)",
    r"\bwidget_manager\b": "the widget manager (undocumented on an anywidget model: the model's own traits and send)",
    r"\.views\b": "a widget's views (ipywidgets' JavaScript internals: the module's own element and model only)",
}
"""A pattern no page module may hold, and what it would be."""

ALLOWED: dict[str, tuple[str, frozenset[str]]] = {
    r"\bel\.closest\(": ("the widget's app, by the class its model names", frozenset({"appOf"})),
    r"\btarget\.closest\(": ("the tapped control, by the class its model names", frozenset({"tapOf"})),
}
"""A look at the page only the named functions may take (pattern: why, the functions)."""


def _functions(source: str) -> list[tuple[str, int, int]]:
    """Each top-level ``function name(...) {...}`` of ``source``: its name and the span of its text (its body ends
    at the first line holding only ``}``)."""
    out = []
    for m in re.finditer(r"^function (\w+)\(", source, re.M):
        end = source.find("\n}", m.start())
        out.append((m.group(1), m.start(), len(source) if end < 0 else end))
    return out


def _code(source: str) -> str:
    """``source`` with its ``//`` comments blanked (their words may name what the code must not do)."""
    return re.sub(r"//[^\n]*", lambda m: " " * len(m.group()), source)


def findings(name: str, source: str) -> list[str]:
    """What ``source`` (the module ``name``) looks up on the page that it may not."""
    code = _code(source)
    found = [f"{name}: {m.group()!r} ({why})"
             for pattern, why in FORBIDDEN.items() for m in re.finditer(pattern, code)]
    functions = _functions(code)
    for pattern, (why, names) in ALLOWED.items():
        for m in re.finditer(pattern, code):
            if not {n for n, start, end in functions if start <= m.start() < end} & names:
                found.append(f"{name}: {m.group()!r} outside {sorted(names)} ({why})")
    return found


def test_the_modules_are_scanned() -> None:
    assert {p.name for p in MODULES} >= {"watch.js", "device.js"}


def test_page_modules_read_their_model_not_the_page() -> None:
    found = [f for p in MODULES for f in findings(str(p.relative_to(ROOT)), p.read_text(encoding="utf-8"))]
    assert not found, "\n".join(found)


def test_the_scan_refuses_the_known_copies() -> None:
    """The old modules' lookups: the kernel id from the page config, taps heard on the whole document, a button's
    class read in the tap handler (and, later, in the one function once allowed to), the app found by its class."""
    old_watch = ('function render({model, el}) {\n'
                 '  const cfg = JSON.parse(document.getElementById("jupyter-config-data").textContent);\n'
                 '  const app = el.parentElement;\n'
                 '  if (b.classList.contains(model.get("tap_class"))) return;\n'
                 '  document.addEventListener("click", tapped, true);\n}\n')
    assert len(findings("watch.js", old_watch)) == 5
    old_device = 'function toTop(el) {\n  const app = el.closest(".pm-app");\n}\n'
    assert len(findings("device.js", old_device)) == 2  # a class it names, and outside appOf
    assert len(findings("device.js", "function appOf(el) {\n  return el.parentElement;\n}\n")) == 1
    named = 'function appOf(el, model) {\n  return el.closest("." + CSS.escape(model.get("app_class")));\n}\n'
    assert findings("watch.js", named) == []
    assert len(findings("watch.js", 'function appOf(el) {\n  return el.closest(".pm-app");\n}\n')) == 1
    assert len(findings("watch.js", 'function toTop(el, model) {\n  el.closest(model.get("app_class"));\n}\n')) == 1
    once_allowed = ('function answersTaps(model, button) {\n'
                    '  return button.classList.contains(model.get("tap_class"));\n}\n')
    assert len(findings("watch.js", once_allowed)) == 1
    assert findings("watch.js", 'function say(el) {\n  box.className = "pm-offline";\n}\n') == []


def test_the_scan_refuses_ipywidgets_internals() -> None:
    """The watch once found the buttons whose taps the kernel answers through the widget manager
    anywidget gives a model and each widget's ``views``. Named in a comment, they are no finding."""
    internals = ('async function answersTaps(model, button) {\n'
                 '  const todo = [await model.widget_manager.get_model(ref.slice(MODEL_REF.length))];\n'
                 '  for (const view of Object.values(widget.views || {})) {\n'
                 '    if ((await view).el.contains(button)) return true;\n  }\n}\n')
    assert len(findings("watch.js", internals)) == 2
    assert findings("watch.js", '// no widget_manager, no model.views\nmodel.send({event: "tap"});\n') == []


def test_the_scan_refuses_a_tap_inferred_from_the_markup() -> None:
    """Issue #30: the watch counted a click on any ``button`` of its app as a tap, so a button with no handler (or a
    new control that is no tap) counted too. A tap control is found only in ``tapOf``, by the class the model names;
    any button, a class the module names, or the search taken anywhere else is a finding."""
    any_button = 'function render({model, el}) {\n  const b = ev.target.closest("button");\n}\n'
    assert len(findings("watch.js", any_button)) == 1
    named_here = 'function tapOf(ev, app, model) {\n  return ev.target.closest(".pm-tap");\n}\n'
    assert len(findings("watch.js", named_here)) == 1
    by_model = ('function tapOf(ev, app, model) {\n'
                '  return ev.target.closest("." + CSS.escape(model.get("tap_class")));\n}\n')
    assert findings("watch.js", by_model) == []
    assert len(findings("watch.js", by_model.replace("tapOf", "tapped"))) == 1
    assert len(findings("watch.js", 'function tapOf(ev) {\n  return ev.target.parentNode.closest("div");\n}\n')) == 1
