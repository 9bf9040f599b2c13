// Penchant play board: a game under way lives only in its page (its kernel). While the board's leave guard says
// so (its synced trait game_in_play, which follows PlayBoard.game_in_play), a reload or a close asks first (the
// game would be lost unwarned). The front end of penchant_widgets.play.leaving.LeaveGuard (an anywidget ESM,
// loaded from this file by the widget); nothing here is shown.
function render({model}) {
  const ask = (e) => {
    if (!model.get("game_in_play")) return;
    e.preventDefault();
    e.returnValue = "";
  };
  window.addEventListener("beforeunload", ask);
  return () => window.removeEventListener("beforeunload", ask);
}

export default {render};
