// Penchant: the page's word that it shows a widget, the front end of
// penchant_widgets.shown_signal.ShownSignal (an anywidget ESM, after saying_shown.js; nothing here is shown). When
// the page first draws the signal (it sits among the children of the widget it speaks for, so it is drawn with
// it), it says `shown` until the kernel has heard it (sayShown): the kernel, which built the widget before any
// page was open, then reads its store again and sends the page its whole state. A view drawn again once the
// kernel has heard sends nothing.
function render({model}) {
  return sayShown(model);
}

export default {render};
