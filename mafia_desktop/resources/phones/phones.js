// Placeholder: the page developer (branch phonepage) writes the real page.
"use strict";
(function () {
  const app = document.getElementById("app");
  const seat = location.pathname.startsWith("/seat/") ? location.pathname.slice(6) : null;
  const url = "ws://" + location.host + (seat ? "/ws/seat/" + seat : "/ws");
  const ws = new WebSocket(url);
  ws.onmessage = (e) => {
    const m = JSON.parse(e.data);
    if (m.type === "screen") app.textContent = m.lines ? m.lines.title + " " + m.lines.stage : m.words.title;
  };
})();
