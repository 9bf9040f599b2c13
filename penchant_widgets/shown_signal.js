// Penchant: the page's word that it shows a widget, the front end of
// penchant_widgets.shown_signal.ShownSignal (an anywidget
// ESM, loaded from this file by the widget; nothing here is shown). When the page first draws the signal (it sits
// among the children of the widget it speaks for, so it is drawn with it), it sets the synced `shown` to true: the
// kernel, which built the widget before any page was open, then reads its store again and sends the page its whole
// state. A view drawn again leaves it as it is.
function render({model}) {
  if (!model.get("shown")) {
    model.set("shown", true);
    model.save_changes();
  }
}

export default {render};
