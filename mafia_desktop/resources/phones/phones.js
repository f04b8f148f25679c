/* The players' phones and web screens (issue 33): one script for screen.html (the
   players' screen) and seat.html (a seat's role card, then the screen).

   The laptop sends worded lines (the players' screen's ScreenLines as JSON, every text
   already translated); this script only lays them out, never words a sentence of its own
   (the fixed words come in the message's "words"). It sends nothing but a heartbeat and,
   from a seat, "seen" after the first press-and-hold. Every text goes in as textContent
   (a name is never read as HTML). The protocol: /work/briefs/phones_protocol.md, the
   developers' notes in docs/phones.md.

   window.mafiaPhones.apply(message) is the message handler (tests inject messages). */
(function () {
  "use strict";

  var timing = window.mafiaPhonesTiming || {};   // tests shorten these
  var HEARTBEAT_MS = timing.heartbeat || 15000;   // a heartbeat every 15 s
  var SILENT_MS = timing.silent || 40000;         // nothing heard for 40 s: the connection is dead
  var BACKOFF_MS = [500, 1000, 2000, 4000, 8000];
  var WORDS_KEY = "mafia-phones-words";
  var TOKEN_RE = /^[A-Za-z0-9_-]{1,200}$/;

  var body = document.body;
  var seatPage = body.classList.contains("seat-page");
  var params = new URLSearchParams(location.search);
  if (params.get("overlay") === "1") body.classList.add("overlay");

  var token = null;
  if (seatPage) {
    var m = /^\/seat\/([^/?#]+)/.exec(location.pathname);
    token = m ? decodeURIComponent(m[1]) : "";
    if (!TOKEN_RE.test(token)) token = "";
  }

  // -- storage (a phone in private mode may refuse it: then memory only) -------------
  var memory = {};
  function load(key) {
    try { return window.localStorage.getItem(key); } catch (e) { return memory[key] || null; }
  }
  function save(key, value) {
    try { window.localStorage.setItem(key, value); } catch (e) { memory[key] = value; }
  }

  function newPhoneId() {
    var bytes = new Uint8Array(18);
    window.crypto.getRandomValues(bytes);
    var s = "";
    for (var i = 0; i < bytes.length; i++) s += String.fromCharCode(bytes[i]);
    return btoa(s).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
  }
  function phoneId() {
    var key = "mafia-phone:" + token;
    var id = load(key);
    if (!id || !/^[A-Za-z0-9_-]{16,64}$/.test(id)) { id = newPhoneId(); save(key, id); }
    return id;
  }

  // -- the words (the last message's; before any, the last ones this phone saw) --------
  var words = {};
  try { words = JSON.parse(load(WORDS_KEY) || "{}") || {}; } catch (e) { words = {}; }
  function word(key) { return typeof words[key] === "string" ? words[key] : ""; }

  // -- building the DOM ------------------------------------------------------------------
  function el(tag, cls, text) {
    var node = document.createElement(tag);
    if (cls) node.className = cls;
    if (text !== undefined && text !== null) node.textContent = String(text);
    return node;
  }
  function sideClass(side) {
    return typeof side === "string" && /^[a-z_]+$/.test(side) ? " side-" + side : "";
  }

  function seatItem(seat) {
    var li = el("li", "seat" + (seat.alive ? "" : " dead") + (seat.marked ? " marked" : "") +
                (seat.speaker ? " speaker" : ""));
    li.setAttribute("data-seat", String(seat.number));
    li.appendChild(el("span", "disc", seat.number));
    var who = el("span", "who");
    who.appendChild(el("bdi", "name cut", seat.name));
    if (seat.line) {
      who.appendChild(el("span", "line cut kind-" + (seat.line_kind || "none") +
                         ((seat.line_kind === "status" || seat.line_kind === "role")
                          ? sideClass(seat.side) : ""), seat.line));
    } else if (seat.fouls > 0) {
      var pips = el("span", "pips f" + Math.min(4, seat.fouls));
      pips.setAttribute("title", String(seat.fouls));
      for (var k = 0; k < 4; k++) pips.appendChild(el("i", k < seat.fouls ? "on" : ""));
      who.appendChild(pips);
    }
    li.appendChild(who);
    return li;
  }

  function rowsList(rows) {
    var ul = el("ul", "rows");
    var most = 0;
    rows.forEach(function (r) { if (typeof r.votes === "number" && r.votes > most) most = r.votes; });
    rows.forEach(function (r) {
      var counted = typeof r.votes === "number";
      var li = el("li", "row" + (r.bold ? " bold" : "") + (counted ? "" : " uncounted"));
      li.appendChild(el("span", "label cut", r.label));
      if (counted) {
        li.appendChild(el("span", "count", r.votes));
        var track = el("span", "track");
        var bar = el("span", "bar");
        bar.style.width = (most ? Math.round(100 * r.votes / most) : 0) + "%";
        bar.style.display = "block";
        track.appendChild(bar);
        li.appendChild(track);
      }
      ul.appendChild(li);
    });
    return ul;
  }

  function standings(table) {
    // The optional "table" between games: {title, header: [...], rows: [[...], ...]}.
    var box = el("div", "table");
    if (table.title) box.appendChild(el("h2", "", table.title));
    var t = el("table", "standings");
    if (Array.isArray(table.header)) {
      var tr = el("tr");
      table.header.forEach(function (h) { tr.appendChild(el("th", "", h)); });
      t.appendChild(tr);
    }
    (Array.isArray(table.rows) ? table.rows : []).forEach(function (row) {
      var cells = Array.isArray(row) ? row : (row && typeof row === "object" ? Object.values(row) : [row]);
      var r = el("tr");
      cells.forEach(function (c) { r.appendChild(el("td", "", c)); });
      t.appendChild(r);
    });
    box.appendChild(t);
    return box;
  }

  /* The screen for a "screen" message: lines (ScreenLines as JSON) or null. */
  function screenNode(lines, table, wide) {
    var root = el("div", "screen" + (wide ? " wide" : ""));
    if (!lines) {
      if (table) {
        var side0 = el("div", "side");
        var panel0 = el("div", "panel");
        panel0.appendChild(standings(table));
        side0.appendChild(panel0);
        var head0 = el("div", "header");
        head0.appendChild(el("h1", "title", word("title")));
        root.appendChild(head0);
        root.appendChild(side0);
      } else {
        var idle = el("div", "idle", word("title") || "…");
        if (word("no_game")) idle.appendChild(el("div", "stage", word("no_game")));
        root.appendChild(idle);
      }
      return root;
    }
    var header = el("div", "header");
    header.appendChild(el("h1", "title cut", lines.title));
    header.appendChild(el("p", "stage cut", lines.stage));
    root.appendChild(header);

    if (lines.winners && lines.winners.length) {
      var win = el("div", "winners");
      if (lines.winners_title) win.appendChild(el("div", "wtitle", lines.winners_title));
      lines.winners.forEach(function (w) { win.appendChild(el("div", "winner" + sideClass(w.side), w.text)); });
      root.appendChild(win);
    }

    var seats = el("ol", "seats");
    (lines.seats || []).forEach(function (s) { seats.appendChild(seatItem(s)); });
    // A TV: five seats a row up to ten, then wider rows and smaller seats (24 fit).
    var n = (lines.seats || []).length;
    var cols = n <= 10 ? 5 : n <= 12 ? 6 : 8;
    var rows = Math.ceil(n / cols);
    seats.style.setProperty("--cols", String(cols));
    seats.style.setProperty("--scale", String(rows <= 2 ? 1 : rows === 3 ? 0.72 : 0.6));
    root.appendChild(seats);

    var side = el("div", "side");
    if (lines.timer) {
      var clock = el("div", "clock");
      clock.appendChild(el("div", "caption cut" + (lines.timer.notice ? " notice" : ""), lines.timer.caption));
      if (lines.timer.speaker) clock.appendChild(el("div", "speaker cut", lines.timer.speaker));
      clock.appendChild(el("div", "digits", lines.timer.digits));
      side.appendChild(clock);
    }
    var panel = el("div", "panel");
    if (lines.rows && lines.rows.length) {
      if (lines.list_title) panel.appendChild(el("h2", "list-title", lines.list_title));
      panel.appendChild(rowsList(lines.rows));
    }
    if (lines.announcements && lines.announcements.length) {
      var said = el("div", "said");
      lines.announcements.forEach(function (a) { said.appendChild(el("p", "", a)); });
      panel.appendChild(said);
    }
    if (lines.points && lines.points.length) {
      if (lines.points_title) panel.appendChild(el("h2", "points-title", lines.points_title));
      var pts = el("ul", "points");
      lines.points.forEach(function (p) {
        var li = el("li");
        li.appendChild(el("span", "label cut" + sideClass(p.side), p.label));
        li.appendChild(el("span", "value", p.value));
        pts.appendChild(li);
      });
      panel.appendChild(pts);
    }
    if (table) panel.appendChild(standings(table));
    side.appendChild(panel);
    root.appendChild(side);
    return root;
  }

  // -- the page's state --------------------------------------------------------------------
  var screenBox = document.getElementById("screen");
  var banner = document.getElementById("banner");
  var lastScreen = null;             // the last screen message's JSON (an equal one is not redrawn)
  var card = null;                   // the seat message's card (kept out of the DOM while face down)
  var pressed = false;
  var seenSent = false;              // "seen" sent on this socket
  var seenWanted = false;            // held once: "seen" is owed to the laptop
  var gone = false;                  // moved / ended / invalid: no card, no reconnect

  function applyWords(newWords, lang) {
    if (newWords && typeof newWords === "object") {
      words = newWords;
      save(WORDS_KEY, JSON.stringify(words));
    }
    if (lang) document.documentElement.lang = lang;
    if (word("title")) document.title = word("title");
    drawCardChrome();
    drawBanner();
  }

  // The family's side colours (the message's "colours": {"day": {side: "#rrggbb"},
  // "night": {...}}), as CSS rules: a family the stylesheet does not know is coloured too.
  // The rules go into the page's own stylesheet through the CSSOM (the server's
  // Content-Security-Policy allows no inline <style>), after its own rules; the ones put
  // in last time are taken out first.
  var lastColours = "", addedRules = 0;
  function ownSheet() {
    for (var i = 0; i < document.styleSheets.length; i++) {
      var sheet = document.styleSheets[i];
      if (sheet.href && /\/static\/phones\.css$/.test(sheet.href)) return sheet;
    }
    return null;
  }
  function applyColours(colours) {
    if (!colours || typeof colours !== "object") return;
    var key = JSON.stringify(colours);
    if (key === lastColours) return;
    var sheet = ownSheet();
    if (!sheet) return;  // not loaded yet: the next message tries again
    lastColours = key;
    var okSide = /^[a-z_]+$/, okColour = /^#[0-9a-fA-F]{3,8}$/;
    var rules = [];
    ["night", "day"].forEach(function (look) {
      var table = colours[look] || {};
      var scope = look === "day" ? "body.look-day" : ":root";
      Object.keys(table).forEach(function (side) {
        var colour = table[side];
        if (!okSide.test(side) || !okColour.test(colour)) return;
        rules.push(scope + " { --side-" + side + ": " + colour + "; }");
        if (look === "day") {  // the role card's face is light: the day colours
          rules.push(".side-" + side + " { color: var(--side-" + side + ") !important; }");
          rules.push(".card.up.side-" + side + " { color: #141414 !important; border-color: " +
                     colour + "; box-shadow: inset 0 0 0 8px " + colour + "; }");
        }
      });
    });
    for (; addedRules > 0; addedRules--) sheet.deleteRule(sheet.cssRules.length - 1);
    rules.forEach(function (rule) {
      try { sheet.insertRule(rule, sheet.cssRules.length); addedRules++; } catch (e) { /* skip */ }
    });
  }

  function drawScreen(msg) {
    applyColours(msg.colours);
    var key = JSON.stringify([msg.lines, msg.table || null, msg.lang]);
    if (key === lastScreen) return;
    lastScreen = key;
    var lines = msg.lines;
    body.classList.toggle("look-day", !!lines && lines.look === "day");
    body.classList.toggle("look-night", !lines || lines.look !== "day");
    body.classList.toggle("ended", !!lines && !!lines.ended);
    var node = screenNode(lines, msg.table || null, !seatPage);
    screenBox.replaceChildren(node);
  }

  // -- the seat's card -----------------------------------------------------------------------
  var cardButton = document.getElementById("card");
  var seenMark = document.getElementById("seen");

  function drawCardChrome() {
    if (!seatPage || gone) return;
    var head = document.getElementById("seat-head");
    var number = card ? card.seat : null;
    head.querySelector(".num").textContent = number === null ? "" :
      (word("seat") ? word("seat").replace("%1", String(number)) : String(number));
    head.querySelector(".name").textContent = card ? card.name : "";
    if (!pressed) {
      var hint = el("span", "hint", card ? (word("hold") || "…") : (word("connecting") || "…"));
      cardButton.replaceChildren(hint);
    }
    seenMark.textContent = seenWanted ? (word("seen") ? "✓ " + word("seen") : "✓") : "";
  }

  function showFace() {
    // The role goes into the page only while the card is held, and out again after.
    var face = el("div", "face");
    face.appendChild(el("div", "role", card.role));
    if (card.goal) face.appendChild(el("div", "goal", (word("goal") ? word("goal") + ": " : "") + card.goal));
    function list(title, items) {
      if (!items || !items.length) return;
      face.appendChild(el("h3", "", title));
      var ul = el("ul");
      items.forEach(function (t) { ul.appendChild(el("li", "", t)); });
      face.appendChild(ul);
    }
    list(word("partners"), card.partners);
    list(word("learned"), card.learned);
    if (card.alive === false) face.appendChild(el("div", "out", word("dead")));
    face.appendChild(el("div", "release", word("release")));
    cardButton.className = "card up" + sideClass(card.side);
    cardButton.replaceChildren(face);
  }

  function press(event) {
    if (gone || !card) return;
    if (event && event.pointerId !== undefined && cardButton.setPointerCapture) {
      try { cardButton.setPointerCapture(event.pointerId); } catch (e) { /* a synthetic press */ }
    }
    if (event && event.cancelable) event.preventDefault();
    pressed = true;
    showFace();
    if (!seenWanted) { seenWanted = true; drawCardChrome(); }
    sendSeen();
  }
  function release() {
    if (!pressed) return;
    pressed = false;
    cardButton.className = "card";
    drawCardChrome();
  }

  if (seatPage) {
    cardButton.addEventListener("pointerdown", press);
    ["pointerup", "pointercancel", "lostpointercapture"].forEach(function (name) {
      cardButton.addEventListener(name, release);
    });
    cardButton.addEventListener("keydown", function (e) {
      if ((e.key === " " || e.key === "Enter") && !e.repeat) press(e);
    });
    cardButton.addEventListener("keyup", function (e) { if (e.key === " " || e.key === "Enter") release(); });
    cardButton.addEventListener("blur", release);
    cardButton.addEventListener("contextmenu", function (e) { e.preventDefault(); });
    window.addEventListener("blur", release);
    window.addEventListener("pagehide", release);
  }

  function showGone(key, text) {
    gone = true;
    card = null;
    pressed = false;
    var page = el("main", "gone", text || word(key) || "…");
    document.body.replaceChildren(page);
    stop();
    // Refused before any screen message came (another phone holds the link): the
    // sentence in the host's language from the public /screen.json.
    if (!text && !word(key)) wordsFetched.then(function () { page.textContent = word(key) || "…"; });
  }

  // The fixed words and the screen at once, before the socket answers (public data).
  var wordsFetched = (window.fetch ? fetch("/screen.json", { cache: "no-store" })
    .then(function (r) { return r.ok ? r.json() : null; })
    .then(function (msg) {
      if (!msg || msg.type !== "screen") return;
      if (live || gone) { if (!Object.keys(words).length) applyWords(msg.words, msg.lang); return; }
      applyWords(msg.words, msg.lang);
      drawScreen(msg);
    })
    .catch(function () { /* the socket brings it */ }) : Promise.resolve());

  // -- the messages -------------------------------------------------------------------------
  function apply(msg) {
    if (!msg || typeof msg !== "object" || gone) return;
    switch (msg.type) {
      case "screen":
        applyWords(msg.words, msg.lang);
        drawScreen(msg);
        break;
      case "seat":
        if (!seatPage || !msg.card) return;
        card = msg.card;
        drawCardChrome();
        if (pressed) showFace();
        break;
      case "moved":
      case "ended":
      case "invalid":
        showGone(msg.type, typeof msg.text === "string" ? msg.text : "");
        break;
      case "pong":
        break;
      default:
        return;
    }
  }

  // -- the connection ------------------------------------------------------------------------
  var socket = null;
  var attempt = 0;
  var retryTimer = null;
  var beatTimer = null;
  var heard = 0;                     // when the last message came (ms)
  var everOpen = false;
  var live = false;                  // a message came on the current socket

  function socketUrl() {
    var scheme = location.protocol === "https:" ? "wss://" : "ws://";
    if (!seatPage) return scheme + location.host + "/ws";
    return scheme + location.host + "/ws/seat/" + encodeURIComponent(token) +
      "?phone=" + encodeURIComponent(phoneId());
  }

  function drawBanner() {
    if (!banner) return;
    if (live || gone) { banner.hidden = true; return; }
    banner.hidden = false;
    banner.textContent = (everOpen ? word("offline") : word("connecting")) || "…";
  }

  function send(obj) {
    if (socket && socket.readyState === 1) { socket.send(JSON.stringify(obj)); return true; }
    return false;
  }
  function sendSeen() {
    if (seenWanted && !seenSent && send({ type: "seen" })) seenSent = true;
  }

  function connect() {
    if (gone || (socket && socket.readyState <= 1)) return;
    clearTimeout(retryTimer);
    retryTimer = null;
    if (seatPage && !token) { showGone("invalid", ""); return; }
    var ws;
    try { ws = new WebSocket(socketUrl()); } catch (e) { retry(); return; }
    socket = ws;
    live = false;
    seenSent = false;
    ws.onopen = function () {
      if (ws !== socket) return;
      everOpen = true;
      heard = Date.now();
      sendSeen();
    };
    ws.onmessage = function (event) {
      if (ws !== socket) return;
      heard = Date.now();
      var msg;
      try { msg = JSON.parse(event.data); } catch (e) { return; }
      if (!live) { live = true; attempt = 0; drawBanner(); }
      apply(msg);
    };
    ws.onclose = function () {
      if (ws !== socket) return;
      socket = null;
      live = false;
      release();
      drawBanner();
      retry();
    };
    ws.onerror = function () { /* onclose follows */ };
  }

  function retry() {
    if (gone || retryTimer) return;
    var base = BACKOFF_MS[Math.min(attempt, BACKOFF_MS.length - 1)];
    attempt += 1;
    var delay = Math.round(base * (0.75 + 0.5 * Math.random()));   // jitter: ±25 %
    retryTimer = setTimeout(function () { retryTimer = null; connect(); }, delay);
  }

  function now() {
    // Back at once (the phone woke, the Wi-Fi came back): a live socket gets a heartbeat.
    if (gone) return;
    if (socket && socket.readyState === 1) { send({ type: "heartbeat" }); return; }
    if (socket && socket.readyState === 0) return;
    attempt = 0;
    connect();
  }

  function beat() {
    if (!socket || socket.readyState !== 1) return;
    if (Date.now() - heard > SILENT_MS) { socket.close(); return; }   // half-open: start again
    send({ type: "heartbeat" });
  }

  function stop() {
    clearTimeout(retryTimer);
    clearInterval(beatTimer);
    retryTimer = null;
    if (socket) { var s = socket; socket = null; try { s.close(); } catch (e) { /* closed */ } }
  }

  document.addEventListener("visibilitychange", function () {
    if (document.visibilityState === "visible") now(); else release();
  });
  window.addEventListener("online", now);

  window.mafiaPhones = {
    apply: apply,
    /* For tests: the socket's address, whether a message came on it, the card's state. */
    state: function () {
      return { url: socketUrl(), live: live, pressed: pressed,
               seen: seenSent, gone: gone, attempt: attempt };
    }
  };

  drawBanner();
  drawCardChrome();
  if (!window.mafiaPhonesNoConnect) {
    beatTimer = setInterval(beat, HEARTBEAT_MS);
    connect();
  }
})();
