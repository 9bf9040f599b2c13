// Penchant play board: a game under way lives only in its page (its kernel). While the board says so (the
// .pt-game-in-play class, set by penchant_widgets.play.board.PlayBoard), a reload or a close asks first
// (the game would be lost unwarned).
(function () {
  if (window.__ptPlayPage) return;
  window.__ptPlayPage = 1;
  window.addEventListener("beforeunload", function (e) {
    if (!document.querySelector(".pt-game-in-play")) return;
    e.preventDefault();
    e.returnValue = "";
  });
})();
