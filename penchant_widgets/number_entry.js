// Penchant: a small box a count is typed in, the front end of penchant_widgets.number_entry.NumberEntry (an
// anywidget ESM, loaded from this file by the widget). A text box (the board reads what is typed, and says what is
// wrong with a typo) whose inputmode is "numeric": a phone opens its number keypad, not the whole keyboard. What is
// typed is the synced `value`, kept at every keystroke as a Text widget's is.
function render({model, el}) {
  const input = document.createElement("input");
  input.type = "text";
  input.inputMode = "numeric";
  input.autocomplete = "off";
  input.className = "pt-number-entry-input";
  const draw = () => {
    if (input.value !== model.get("value")) input.value = model.get("value");
    input.placeholder = model.get("placeholder");
    input.title = model.get("label");
    input.setAttribute("aria-label", model.get("label"));
  };
  const typed = () => {
    model.set("value", input.value);
    model.save_changes();
  };
  draw();
  input.addEventListener("input", typed);
  model.on("change:value change:placeholder change:label", draw);
  el.classList.add("pt-number-entry");
  el.appendChild(input);
  return () => model.off("change:value change:placeholder change:label", draw);
}

export default {render};
