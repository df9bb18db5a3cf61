// A stand-in for the third-party chat widget: it replays the calls queued on the stub, records every call
// in window.__chatCalls and shows a panel while open, like the real messenger.
(function () {
  var name = "SupportChat";
  var stub = window[name];
  var queued = (stub && stub.q) || [];
  var calls = (window.__chatCalls = []);
  var panel = null;
  function widget(command) {
    var args = Array.prototype.slice.call(arguments);
    calls.push(args);
    if (command === "show") {
      if (!panel) {
        panel = document.createElement("div");
        panel.setAttribute("role", "dialog");
        panel.setAttribute("aria-label", "Support chat");
        panel.textContent = "Fake support chat";
        document.body.appendChild(panel);
      }
      panel.hidden = false;
    }
    if (command === "hide" && panel) panel.hidden = true;
  }
  window[name] = widget;
  for (var i = 0; i < queued.length; i++) widget.apply(null, queued[i]);
})();
