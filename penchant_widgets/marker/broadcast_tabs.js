// Penchant marker: the line between the marker's tabs on the static site, the front end of
// penchant_widgets.marker.broadcast_tabs.TabsLine (an anywidget ESM, loaded from this file by the widget; nothing
// here is shown). It owns the browser's BroadcastChannel (the browser's messages between tabs of one site), named
// by the synced channel. Its traits and messages:
// - a message from the kernel ({game, seq}: the kernel's store wrote that game) is posted on the channel, for the
//   other tabs;
// - news: counted up here for each message another tab posted (a channel never delivers a tab's own), saved to
//   the kernel, whose store's listeners look at the games file again;
// - line, refusal: what this module found of its channel ("open", "absent" in an old browser without
//   BroadcastChannel, "refused" with the browser's error): the kernel says so in its log;
// - closed: set by the kernel when its store closes: the channel is closed here, and none is opened.
// Removed (its view's cleanup: the widget closed, the app drawn without it), it closes its channel.

function render({model}) {
  if (model.get("closed")) return undefined;
  const say = (line, refusal) => {
    model.set("line", line);
    model.set("refusal", refusal || "");
    model.save_changes();
  };
  if (typeof BroadcastChannel === "undefined") {
    say("absent");
    return undefined;
  }
  let channel;
  try {
    channel = new BroadcastChannel(model.get("channel"));
  } catch (e) {
    say("refused", String(e));
    return undefined;
  }
  const heard = () => {
    model.set("news", model.get("news") + 1);
    model.save_changes();
  };
  const tell = (content) => {
    try {
      channel.postMessage(JSON.stringify(content));
    } catch (e) { /* the channel closed under it (the tab going): the others read the file anyway */ }
  };
  let shut = false;
  const close = () => {
    if (shut) return;
    shut = true;
    channel.removeEventListener("message", heard);
    channel.close();
    model.off("msg:custom", tell);
    model.off("change:closed", closed);
  };
  const closed = () => { if (model.get("closed")) close(); };
  channel.addEventListener("message", heard);
  model.on("msg:custom", tell);
  model.on("change:closed", closed);
  say("open");
  return close;
}

export default {render};
