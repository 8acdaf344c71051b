// The live table's page around its board: one entry point, no framework.
// It speaks docs/table-protocol.md over one WebSocket and shows the seats,
// the status, the move list, the offers and the buttons the frames declare;
// the board (board.js, given as makeBoard) draws the SVG and reports cells.
// It knows no game: whatever differs between games comes in the frames.
//
//   startTable({root, words, frame, makeBoard, applyDiff, wsUrl, wordsUrl})
//
// root: the element to fill; words: the page's words ({lang, langs, words},
// as the server puts them in the page); frame: the board the page came with
// (a frame numbered 0, shown until the socket's first frame); wsUrl: the socket (default: this
// page's path + "/ws"); wordsUrl(lang): where the words of another language
// are (default: "words/LANG" next to the page); makeBoard: board.js's;
// applyDiff: diff.js's (without it the page asks for whole frames). Every URL is relative to
// the page, so the table works behind a path prefix (Discord's Activity).

// How long an event's mark stays on its cell (a miss).
const EVENT_MS = 2000;

export function startTable(opts) {
  const root = opts.root;
  let pack = opts.words;
  const here = new URL(location.href);
  const wsUrl = opts.wsUrl || defaultWs();
  const wordsUrl = opts.wordsUrl || ((lang) => new URL("words/" + lang, here.href));

  function defaultWs() {
    const u = new URL(here.pathname.replace(/\/?$/, "/ws"), here.href);
    u.protocol = here.protocol === "https:" ? "wss:" : "ws:";
    return u.href;
  }

  // A word of the page, its {markers} filled in.
  const w = (key, args) => {
    let text = (pack.words && pack.words[key]) || key;
    for (const k in args || {}) text = text.split("{" + k + "}").join(String(args[k]));
    return text;
  };

  // -- The page's parts ---------------------------------------------------
  const el = (tag, attrs, ...kids) => {
    const e = document.createElement(tag);
    for (const k in attrs || {}) {
      if (k === "class") e.className = attrs[k];
      else if (k === "text") e.textContent = attrs[k];
      else e.setAttribute(k, attrs[k]);
    }
    for (const kid of kids) if (kid) e.append(kid);
    return e;
  };

  root.classList.add("tbl");
  const ui = {};
  ui.seats = [0, 1].map((i) => {
    const s = el("section", { class: "seat", "data-seat": String(i) });
    s.sw = el("span", { class: "sw", "aria-hidden": "true" });
    s.nm = el("span", { class: "nm" });
    s.you = el("span", { class: "you" });
    s.sc = el("span", { class: "sc" });
    s.sb = el("div", { class: "sb" });
    s.ct = el("div", { class: "ct" });
    s.clk = el("div", { class: "clk", role: "timer" });
    s.append(el("div", { class: "top" }, s.sw, s.nm, s.you, s.sc), s.sb, s.ct, s.clk);
    return s;
  });
  // The connection's state, said only when it is not the usual one.
  ui.net = el("div", { class: "net", role: "alert" });
  ui.net.hidden = true;
  ui.bag = el("div", { class: "bag" });
  const board = opts.makeBoard({
    onCell: (name) => step(name),
    onArm: (name) => say(w("tap-again", { cell: name })),
    onEscape: () => { sel = []; paint(); },
  });
  ui.board = board.el;
  ui.back = el("button", { class: "step", type: "button", "data-step": "back", text: "◀" });
  ui.fwd = el("button", { class: "step", type: "button", "data-step": "forward", text: "▶" });
  ui.stepAt = el("span", { class: "at" });
  // Back from a turn looked at to the game as it is now.
  ui.now = el("button", { class: "now", type: "button", "data-step": "now" });
  ui.now.hidden = true;
  ui.stepper = el("div", { class: "stepper" }, ui.back, ui.stepAt, ui.fwd, ui.now);
  ui.stepper.hidden = true;
  ui.flip = el("button", { class: "flip", type: "button", "aria-pressed": "false" });
  ui.turn = el("p", { class: "turn" });
  ui.say = el("p", { class: "say", role: "status", "aria-live": "polite" });
  ui.picks = el("div", { class: "picks", role: "group" });
  ui.hand = el("p", { class: "hand" });
  // An open offer (a draw, an adjournment) and its answer, to both seats.
  ui.offer = el("div", { class: "offer", "aria-live": "polite" });
  ui.offer.hidden = true;
  ui.offerText = el("p");
  ui.offerButtons = el("div", { class: "answers", role: "group" });
  ui.offer.append(ui.offerText, ui.offerButtons);
  // A question before a move with a price (a clue taken): asked here.
  ui.ask = el("div", { class: "ask", role: "alertdialog" });
  ui.ask.hidden = true;
  ui.commands = el("div", { class: "commands", role: "group" });
  // A seat's plan (conditional moves), where the frame allows one: written
  // and read here, answered only on this seat's own pages.
  ui.plan = el("details", { class: "plan" });
  ui.plan.hidden = true;
  ui.planH = el("summary");
  ui.planHelp = el("p", { class: "plan-help", id: "tbl-plan-help" });
  ui.planIn = el("input", { type: "text", class: "plan-text", id: "tbl-plan", autocomplete: "off", autocapitalize: "none", spellcheck: "false", maxlength: "2000", "aria-describedby": "tbl-plan-help" });
  ui.planL = el("label", { for: "tbl-plan" });
  ui.planSave = el("button", { type: "button", "data-plan": "save" });
  ui.planClear = el("button", { type: "button", "data-plan": "clear" });
  ui.planSaid = el("div", { class: "plan-said", "aria-live": "polite" });
  ui.plan.append(ui.planH, ui.planHelp, ui.planL, ui.planIn, el("div", { class: "answers" }, ui.planSave, ui.planClear), ui.planSaid);
  ui.reply = el("div", { class: "reply" });
  ui.result = el("p", { class: "result" });
  ui.movesH = el("h2");
  ui.moves = el("ol", { class: "moves" });
  ui.rules = el("details", { class: "rules" });
  ui.rulesH = el("summary");
  ui.rulesText = el("p");
  ui.rules.append(ui.rulesH, ui.rulesText);
  ui.langL = el("label");
  ui.lang = el("select", { class: "lang" });
  ui.cvdL = el("label");
  ui.cvd = el("input", { type: "checkbox", class: "cvd-toggle" });
  ui.sound = el("button", { type: "button", class: "sound", "aria-pressed": "false" });
  ui.keys = el("p", { class: "keys", id: "tbl-keys" });
  ui.textH = el("h2");
  ui.text = el("pre", { class: "text" });
  root.replaceChildren(
    ui.net,
    el("header", { class: "seats" }, ui.seats[0], ui.seats[1]),
    ui.bag,
    el("div", { class: "main" },
      el("div", { class: "play" }, ui.board, el("div", { class: "under" }, ui.stepper, ui.flip)),
      el("div", { class: "side" },
        ui.turn, ui.say, ui.offer, ui.ask, ui.picks, ui.hand, ui.commands, ui.reply, ui.plan, ui.result,
        el("nav", { class: "history" }, ui.movesH, ui.moves),
        ui.rules,
        el("div", { class: "prefs" }, ui.langL, ui.cvdL, ui.sound),
        ui.keys)),
    el("div", { class: "sr-only" }, ui.textH, ui.text),
  );
  ui.langL.append(el("span"), ui.lang);
  ui.cvdL.append(ui.cvd, el("span"));

  try {
    ui.cvd.checked = localStorage.getItem("bridges-table-cvd") === "1";
  } catch (e) { /* no storage: the default palette */ }
  root.classList.toggle("cvd", ui.cvd.checked);
  ui.cvd.onchange = () => {
    root.classList.toggle("cvd", ui.cvd.checked);
    try { localStorage.setItem("bridges-table-cvd", ui.cvd.checked ? "1" : "0"); } catch (e) { /* kept for this visit */ }
  };

  // -- Sound: off until switched on; that click (after a reload, the
  // first click or key) lets the browser play.
  let sound = false;
  let audio = null;
  try { sound = localStorage.getItem("bridges-table-sound") === "1"; } catch (e) { /* off */ }
  ui.sound.setAttribute("aria-pressed", String(sound));
  ui.sound.onclick = () => {
    sound = !sound;
    ui.sound.setAttribute("aria-pressed", String(sound));
    try { localStorage.setItem("bridges-table-sound", sound ? "1" : "0"); } catch (e) { /* this visit */ }
    wake();
  };
  const wake = () => {
    try {
      if (sound && !audio) audio = new AudioContext();
      if (audio && audio.state === "suspended") audio.resume();
    } catch (e) { /* no sound here */ }
  };
  for (const k of ["pointerdown", "keydown"]) document.addEventListener(k, wake, true);
  // A soft tone of `hz`, 120 ms, `delay` s from now.
  function tone(hz, delay) {
    const t = audio.currentTime + delay;
    const o = audio.createOscillator();
    const g = audio.createGain();
    o.frequency.value = hz;
    g.gain.setValueAtTime(0.1, t);
    g.gain.exponentialRampToValueAtTime(0.001, t + 0.12);
    o.connect(g).connect(audio.destination);
    o.start(t);
    o.stop(t + 0.12);
  }
  // Frame `b` after `a`: a tone for the other side's move, a higher one
  // when the turn becomes the viewer's; none for a resync of the same turn.
  function chime(a, b) {
    if (!sound || !audio || !online || !a.n) return;
    const moved = (b.history || []).length > (a.history || []).length && a.to_move !== b.viewer;
    if (moved) tone(523, 0);
    if (b.viewer != null && !b.over && b.to_move === b.viewer && a.to_move !== b.viewer) tone(784, moved ? 0.15 : 0);
  }

  // -- State ---------------------------------------------------------------
  let frame = null;     // the last frame
  let sel = [];         // the steps clicked so far
  let pickAt = null;    // which of a pick's copies was clicked (its index)
  let shown = null;     // a finished game's position stepped to: {ply, of, board_svg, board_text}
  let socket = null;
  let langAsked = null; // the language this socket was asked to speak
  let online = false;   // a socket is open and the server has answered on it
  let retries = 0;      // reconnections tried since the last answer
  let retryTimer = null;
  let replaced = null;  // the channel's game is another now: {text, link}
  let news = null;      // an offer's answer, said until the next move: {text, moves}
  let flipped = false;  // the viewer turned the board by hand
  let arrive = false;   // the next drawing shows the last turn's pieces arriving
  let planAsked = 0;    // plan messages sent and not yet answered

  function labels() {
    document.documentElement.lang = pack.lang;
    title();
    ui.now.textContent = w("now");
    ui.flip.textContent = w("flip");
    ui.rulesH.textContent = w("rules");
    ui.planH.textContent = w("plan");
    ui.planHelp.textContent = w("plan-help");
    ui.planL.textContent = w("plan-moves");
    ui.planSave.textContent = w("plan-save");
    ui.planClear.textContent = w("plan-clear");
    ui.board.setAttribute("aria-label", w("board"));
    ui.picks.setAttribute("aria-label", w("picks"));
    ui.commands.setAttribute("aria-label", w("commands"));
    ui.back.setAttribute("aria-label", w("step-back"));
    ui.fwd.setAttribute("aria-label", w("step-forward"));
    ui.movesH.textContent = w("moves");
    ui.textH.textContent = w("board-text");
    ui.langL.firstChild.textContent = w("language") + " ";
    ui.cvdL.lastChild.textContent = " " + w("palette");
    ui.sound.textContent = w("sound");
    ui.keys.textContent = w("keys");
    ui.lang.replaceChildren(...(pack.langs || []).map((l) => {
      const o = el("option", { value: l.code, text: l.name });
      o.selected = l.code === pack.lang;
      return o;
    }));
    ui.seats.forEach((s) => { s.you.textContent = w("you"); });
  }
  labels();
  say(w("connecting"));
  root.dataset.online = "";

  function say(text) {
    ui.say.textContent = text || "";
  }

  // -- The socket ----------------------------------------------------------
  // Whether `msg` went out (offline, nothing is sent).
  function send(msg) {
    if (!online || !socket || socket.readyState !== 1) return false;
    socket.send(JSON.stringify(msg));
    return true;
  }

  // Online or not, on the page: the badge, the controls, the root's data.
  function setOnline(on) {
    online = on;
    root.dataset.online = on ? "1" : "";
    root.classList.toggle("offline", !on);
    if (replaced) {
      ui.net.replaceChildren(el("span", { text: replaced.text }));
      if (replaced.link) ui.net.append(" ", el("a", { class: "new-game", href: replaced.link, text: w("new-game") }));
      ui.net.hidden = false;
    } else {
      ui.net.textContent = w("offline");
      ui.net.hidden = on;
    }
    for (const b of root.querySelectorAll(".picks button, .commands button, .reply button, .answers button")) b.disabled = !on;
    ui.planIn.disabled = !on;
  }

  // The next try waits twice as long as the last (1 s up to 30 s), give
  // or take a quarter, so that pages cut together do not return together.
  function reconnectLater() {
    clearTimeout(retryTimer);
    const wait = Math.min(30000, 1000 * 2 ** retries) * (0.75 + Math.random() / 2);
    retries += 1;
    retryTimer = setTimeout(connect, wait);
  }
  // The browser says it is back: try now.
  window.addEventListener("online", () => {
    if (!online && !replaced) { retries = 0; clearTimeout(retryTimer); connect(); }
  });

  function connect() {
    const u = new URL(wsUrl, here.href);
    if (frame && frame.n) {
      u.searchParams.set("epoch", frame.epoch);
      u.searchParams.set("n", frame.n);
    }
    const s = new WebSocket(u.href);
    socket = s;
    langAsked = null;
    // A page with diff.js says so: its frames after the first come as diffs.
    // (Sent whether or not the page counts itself online yet.)
    if (opts.applyDiff) s.onopen = () => s.send(JSON.stringify({ type: "hello", version: 2 }));
    s.onmessage = (m) => {
      let msg;
      try { msg = JSON.parse(m.data); } catch (e) { return; }
      if (!online && s === socket && msg.type !== "replaced") {
        // Back: say so, unless this is the first frame of the visit.
        if (frame && frame.n) say(w("resumed"));
        retries = 0;
        setOnline(true);
      }
      receive(msg);
    };
    s.onclose = () => {
      if (s !== socket) return;
      // What this socket was asked is answered on no other.
      planAsked = 0;
      setOnline(false);
      if (!replaced) reconnectLater();
    };
  }
  setInterval(() => send({ type: "ping" }), 30000);

  function receive(msg) {
    switch (msg.type) {
      case "diff":
        msg = opts.applyDiff && opts.applyDiff(frame, msg);
        // Not from the frame held: ask for a whole one (a resync).
        if (!msg) { send({ type: "resume", epoch: 0, n: 0 }); break; }
      // falls through: the diff made a whole frame
      case "frame": {
        const first = !frame;
        // A frame in another language (the page asked for its own) says
        // its status again, in that language.
        const changedTurn = !frame || frame.n !== msg.n || frame.lang !== msg.lang;
        const answer = frame && offerAnswer(frame, msg);
        const heard = frame && moveHeard(frame, msg);
        if (frame) chime(frame, msg);
        arrive = !!frame && frame.n !== msg.n && (msg.history || []).length !== (frame.history || []).length;
        frame = msg;
        if (frame.lang && frame.lang !== pack.lang && langAsked !== pack.lang) {
          langAsked = pack.lang;
          send({ type: "lang", lang: pack.lang });
        }
        // Keep the selection while some action still continues it.
        if (!actions().some((a) => startsWith(a.steps, sel))) sel = [];
        // A turn looked at stays until "back to now".
        if (shown && shown.of > (frame.history || []).length) shown = null;
        if (changedTurn) { ui.ask.hidden = true; ui.ask.replaceChildren(); }
        if (answer) news = { text: answer, moves: (frame.history || []).length };
        render();
        if (answer) say(answer);
        else if (heard) say(heard + " " + (frame.status || ""));
        else if (first || changedTurn) say(frame.status || "");
        break;
      }
      case "event":
        // Shown on its cell for a moment and said in the page's word of
        // its kind (`miss`), whatever game sent it.
        if (msg.cell) board.flash(msg.cell, msg.digit == null ? "" : msg.digit, EVENT_MS);
        if (pack.words && pack.words[msg.kind]) say(w(msg.kind, msg));
        break;
      case "reply":
        // The answer to this page's plan goes in the plan box.
        if (planAsked > 0) { planAsked -= 1; showPlan(msg); } else showReply(msg);
        break;
      case "replaced":
        // This page's game is no longer played here: no more tries.
        replaced = { text: msg.text, link: msg.link || null };
        setOnline(false);
        say(msg.text);
        break;
      case "error":
        if (planAsked > 0) { planAsked -= 1; showPlan(msg); } else say(msg.text);
        break;
      case "position":
        shown = msg;
        render();
        break;
      default:
        break;
    }
  }

  // -- Drawing -------------------------------------------------------------
  const actions = () => (frame && frame.actions) || [];
  const startsWith = (steps, prefix) => prefix.length <= steps.length && prefix.every((s, i) => steps[i] === s);

  function render() {
    if (!frame) return;
    board.draw(shown ? shown.board_svg : frame.board_svg, {
      turned: turned(),
      arrive: arrive && !shown ? frame.last_cells || [] : [],
    });
    arrive = false;
    ui.text.textContent = shown ? shown.board_text : frame.board_text || "";
    ui.flip.setAttribute("aria-pressed", flipped ? "true" : "false");
    // Only boards with a top and a bottom (the frame says which) turn.
    ui.flip.hidden = frame.turned_for == null;
    // What the page shows, on its root (for scripts and tests).
    const d = root.dataset;
    // The page's first board (n 0) is not yet the socket's: no number.
    d.n = frame.n || "";
    d.viewer = frame.viewer == null ? "" : frame.viewer;
    d.toMove = frame.to_move == null ? "" : frame.to_move;
    d.over = frame.over ? "1" : "";
    d.ply = shown ? shown.ply : "";
    d.turned = turned() ? "1" : "";
    renderSeats();
    renderSide();
    title();
    paint();
    tick();
  }

  function renderSeats() {
    frame.seats.forEach((seat, i) => {
      const s = ui.seats[i];
      s.className = "seat tone-" + seat.tone + (frame.to_move === i && !frame.over ? " on" : "") + (frame.viewer === i ? " mine" : "");
      s.nm.textContent = seat.name;
      s.sb.textContent = seat.sub || "";
      s.sc.textContent = seat.score || "";
      const counters = (frame.counters && frame.counters[i]) || [];
      s.ct.replaceChildren(...counters.map((c) => el("span", { class: "counter" }, el("span", { class: "k", text: c.label }), " ", el("b", { text: c.value }))));
    });
    const bag = frame.bag;
    ui.bag.hidden = !bag;
    ui.bag.textContent = bag ? bag.label + ": " + bag.value : "";
  }

  function renderSide() {
    if (frame.over) ui.turn.textContent = w("over");
    else if (frame.viewer == null) ui.turn.textContent = w("watching");
    else if (frame.to_move === frame.viewer) ui.turn.textContent = w("your-turn");
    else if (frame.to_move != null) ui.turn.textContent = w("to-move", { name: frame.seats[frame.to_move].name });
    else ui.turn.textContent = "";

    // The keyboard's focus stays on the same tile across frames.
    const focusAt = [...ui.picks.children].indexOf(document.activeElement);
    ui.picks.replaceChildren(...(frame.picks || []).map((p, i) => {
      const b = el("button", { type: "button", class: "pick", "data-pick": p.id, text: p.label });
      b.disabled = !online;
      b.onclick = () => { pickAt = i; step(p.id); };
      return b;
    }));
    ui.picks.hidden = !(frame.picks || []).length;
    if (focusAt >= 0 && ui.picks.children.length) ui.picks.children[Math.min(focusAt, ui.picks.children.length - 1)].focus();
    ui.hand.textContent = frame.hand || "";
    ui.hand.hidden = !frame.hand;
    // An offer's answers go in its banner; the rest are the commands.
    const answers = (frame.commands || []).filter((c) => /-(accept|decline)$/.test(c.name));
    const commands = (frame.commands || []).filter((c) => !answers.includes(c));
    syncButtons(ui.commands, commands, "command", (c) => command(c));
    ui.commands.hidden = !commands.length;
    renderOffer(answers);

    ui.result.textContent = frame.over ? frame.result || w("over") : "";
    ui.result.hidden = !frame.over;
    const history = frame.history || [];
    const total = history.length;
    const at = shown ? shown.ply : total;
    renderMoves(history, at);
    ui.stepper.hidden = !total;
    ui.stepAt.textContent = w("step-of", { ply: at, total });
    ui.back.disabled = at <= 0;
    ui.fwd.disabled = at >= total;
    ui.now.hidden = !shown;
    ui.plan.hidden = !frame.plans;
    ui.rulesText.replaceChildren(...marked(frame.rules || ""));
    ui.rules.hidden = !frame.rules;
  }

  // The turns two by two, each a button that shows the board after it;
  // the list follows the turn shown (the last one, unless looking back).
  function renderMoves(history, at) {
    if (!history.length) {
      ui.moves.replaceChildren(el("li", { class: "none", text: w("no-moves") }));
      return;
    }
    const rows = [];
    for (let i = 0; i < history.length; i += 2) {
      const li = el("li", { value: String(i / 2 + 1) });
      for (const k of [i, i + 1]) {
        if (k >= history.length) break;
        const b = el("button", { type: "button", class: "mv" + (k + 1 === at ? " at" : ""), "data-ply": String(k + 1), text: history[k] });
        if (k + 1 === at) b.setAttribute("aria-current", "step");
        li.append(b);
      }
      rows.push(li);
    }
    ui.moves.replaceChildren(...rows);
    const cur = ui.moves.querySelector(".mv.at");
    if (cur) {
      const box = ui.moves;
      // (The list is the button's offset parent: positioned.)
      const top = cur.offsetTop;
      if (top < box.scrollTop) box.scrollTop = top;
      else if (top + cur.offsetHeight > box.scrollTop + box.clientHeight) box.scrollTop = top + cur.offsetHeight - box.clientHeight;
    }
  }
  ui.moves.addEventListener("click", (e) => {
    const b = e.target.closest && e.target.closest(".mv[data-ply]");
    if (!b || !frame) return;
    showPly(Number(b.getAttribute("data-ply")));
  });

  // `**strong**` and `` `code` `` of a catalog's text as the page's own.
  function marked(text) {
    return text.split(/(\*\*[^*]+\*\*|`[^`]+`)/).filter(Boolean).map((part) => {
      if (part.startsWith("**")) return el("strong", { text: part.slice(2, -2) });
      if (part.startsWith("`")) return el("span", { class: "code", text: part.slice(1, -1) });
      return part;
    });
  }

  // The board is turned for the seat that starts at its top, or by hand.
  function turned() {
    const mine = !!frame && frame.turned_for != null && frame.turned_for === frame.viewer;
    return mine !== flipped;
  }
  ui.flip.onclick = () => { flipped = !flipped; render(); };

  // The tab's title and icon say when it is the viewer's turn.
  function title() {
    const mine = !!frame && !frame.over && frame.viewer != null && frame.to_move === frame.viewer;
    const t = mine ? w("title-your-turn", { page: w("title") }) : w("title");
    if (document.title !== t) document.title = t;
    const icon = document.querySelector("link[rel=icon]");
    if (icon && icon.dataset[mine ? "turn" : "idle"] && icon.href !== icon.dataset[mine ? "turn" : "idle"]) icon.href = icon.dataset[mine ? "turn" : "idle"];
  }

  // The other side's move, said (status line and screen readers).
  function moveHeard(a, b) {
    const before = (a.history || []).length;
    const after = (b.history || []).length;
    if (after !== before + 1 || a.to_move == null || a.to_move === b.viewer) return null;
    return w("moved", { name: b.seats[a.to_move].name, move: b.history[after - 1] });
  }

  // The buttons of `items` in `box`, each kept while its name and label
  // stay (so the keyboard's focus stays on it), made by `make` otherwise.
  function syncButtons(box, items, kind, make) {
    const key = (c) => c.name + "\u0000" + c.label + "\u0000" + (c.ask || "");
    const have = new Map([...box.children].map((b) => [b.dataset.key, b]));
    const want = items.map((c) => {
      const b = have.get(key(c)) || make(c);
      b.dataset.key = key(c);
      b.setAttribute("data-" + kind, c.name);
      b.textContent = c.label;
      b.disabled = !online;
      b.item = c;
      return b;
    });
    if (want.length !== box.children.length || want.some((b, i) => box.children[i] !== b)) {
      // Moving a button blurs it: the focus goes back where it was.
      const had = box.contains(document.activeElement) ? document.activeElement : null;
      box.replaceChildren(...want);
      if (had && want.includes(had)) had.focus();
    }
  }

  // A command button: sent at once, or asked first when it says `ask`.
  function command() {
    const b = el("button", { type: "button", class: "command" });
    b.onclick = () => {
      const c = b.item;
      sel = [];
      paint();
      // A game's own move without a cell (`swap`) is played as one.
      if (c.play && c.ask) return ask({ ask: c.ask, text: c.name });
      if (c.ask) return ask({ ask: c.ask }, { type: "command", name: c.name, confirmed: true });
      const msg = c.play ? { type: "act", n: frame.n, text: c.name } : { type: "command", n: frame.n, name: c.name };
      if (!send(msg)) return say(w("offline-not-sent"));
      // A rematch starts once asked and taken: this page then links it.
      if (c.name === "rematch") say(w("rematch-asked"));
    };
    return b;
  }

  // The open offer said to both seats, with the answers for the one asked;
  // once answered, the answer until the next move.
  function renderOffer(answers) {
    const name = (seat) => frame.seats[seat].name;
    const me = frame.viewer;
    let text = "";
    if (frame.draw_offer != null) {
      text = frame.draw_offer === me ? w("offer-draw-you", { name: name(1 - me) }) : w("offer-draw", { name: name(frame.draw_offer) });
    } else if (frame.adjourn_offer != null) {
      text = frame.adjourn_offer === me ? w("offer-adjourn-you", { name: name(1 - me) }) : w("offer-adjourn", { name: name(frame.adjourn_offer) });
    } else if (news && news.moves === (frame.history || []).length) {
      text = news.text;
    }
    if (ui.offerText.textContent !== text) ui.offerText.textContent = text;
    syncButtons(ui.offerButtons, answers, "command", () => command());
    ui.offer.hidden = !text && !answers.length;
    ui.offer.classList.toggle("news", frame.draw_offer == null && frame.adjourn_offer == null);
  }

  // What became of an offer between frame `a` and frame `b`: said to both.
  function offerAnswer(a, b) {
    const answered = (offer, b2) => a[offer] != null && b[offer] == null && !b2;
    const by = a.draw_offer != null ? 1 - a.draw_offer : a.adjourn_offer != null ? 1 - a.adjourn_offer : null;
    const mine = by != null && by === b.viewer;
    const who = { name: by != null ? b.seats[by].name : "" };
    if (answered("draw_offer", false)) {
      if (b.over) return w("draw-accepted");
      return mine ? w("draw-declined-you") : w("draw-declined", who);
    }
    if (answered("adjourn_offer", b.over)) {
      if (b.clocks && b.clocks.adjourned) return w("adjourn-accepted");
      return mine ? w("adjourn-declined-you") : w("adjourn-declined", who);
    }
    return null;
  }

  // A reply as the page's own sentence: its parts, notation and commands
  // set apart by style, never by a chat's backticks.
  function replyNodes(msg) {
    if (!Array.isArray(msg.parts)) return [String(msg.text || "").replace(/`|\*\*|__/g, "")];
    return msg.parts.map((p) => {
      const v = String(p.v || "");
      if (p.t === "strong") return el("strong", { text: v });
      if (p.t === "code" || p.t === "command") return el("span", { class: "code", text: v });
      return v;
    });
  }

  function showReply(msg) {
    const para = el("p", {}, ...replyNodes(msg));
    const text = para.textContent;
    const buttons = (msg.buttons || []).map((b) => {
      const e = el("button", { type: "button", class: "reply-button", "data-button": b.id, text: b.label });
      e.disabled = !online;
      e.onclick = () => {
        if (!frame) return;
        if (!send({ type: "button", n: frame.n, id: b.id })) return say(w("offline-not-sent"));
        ui.reply.replaceChildren();
      };
      return e;
    });
    ui.reply.replaceChildren(para, ...buttons);
    say(text);
  }

  // -- The plan -------------------------------------------------------------
  // Send `text` as the plan (empty: show it; "clear": clear it).
  function sendPlan(text) {
    if (!frame || !frame.plans) return;
    if (!send({ type: "plan", n: frame.n, text })) return say(w("offline-not-sent"));
    planAsked += 1;
  }
  function showPlan(msg) {
    const para = el("p", {}, ...replyNodes(msg));
    ui.planSaid.replaceChildren(para);
  }
  // Opened: what the plan is now.
  ui.plan.addEventListener("toggle", () => { if (ui.plan.open) sendPlan(""); });
  ui.planSave.onclick = () => sendPlan(ui.planIn.value.trim());
  ui.planClear.onclick = () => { ui.planIn.value = ""; sendPlan("clear"); };
  ui.planIn.addEventListener("keydown", (e) => {
    if (e.key === "Enter") { e.preventDefault(); ui.planSave.click(); }
  });

  // The lights: the steps that continue some action (a last step only
  // where the action is lit, marked as a price to pay where it asks first),
  // the selection; the picks pressed.
  function paint() {
    if (!frame) return;
    const next = new Set();
    const takes = new Set();
    if (!shown) {
      for (const a of actions()) {
        if (!startsWith(a.steps, sel) || a.steps.length <= sel.length) continue;
        const last = a.steps.length === sel.length + 1;
        if (last && a.lit === false) continue;
        const id = a.steps[sel.length];
        next.add(id);
        if (last && a.ask) takes.add(id);
      }
    }
    board.light({ next, takes, chosen: sel });
    // Of a pick's copies (one per tile), the one clicked shows pressed.
    const picks = [...ui.picks.querySelectorAll(".pick")];
    const idOf = (b) => b && b.getAttribute("data-pick");
    const chosen = (id) => (idOf(picks[pickAt]) === id ? pickAt : picks.findIndex((b) => idOf(b) === id));
    picks.forEach((b, i) => {
      const id = idOf(b);
      b.classList.toggle("target", next.has(id));
      b.setAttribute("aria-pressed", sel.includes(id) && chosen(id) === i ? "true" : "false");
    });
  }

  // -- Clicking ------------------------------------------------------------
  function step(id) {
    if (!frame) return;
    // Looking back: a click on the board returns to the game first.
    if (shown) { shown = null; render(); return say(frame.status || ""); }
    const why = frame.why || {};
    if (frame.over) return say(w("over"));
    if (frame.viewer == null) return say(why.watching || w("watching"));
    if (!online) return say(w("offline-not-sent"));
    const all = actions();
    if (!all.length) return say(why.not_your_turn || "");
    if (sel.length && sel[sel.length - 1] === id) {
      sel = sel.slice(0, -1);
      return paint();
    }
    const next = sel.concat([id]);
    const going = all.filter((a) => startsWith(a.steps, next));
    if (!going.length) {
      if (sel.length && all.some((a) => a.steps[0] === id)) {
        sel = [];
        return step(id);
      }
      sel = [];
      paint();
      return say(why.no_action || "");
    }
    const whole = going.find((a) => a.steps.length === next.length);
    if (whole && whole.ask) {
      sel = [];
      paint();
      return ask(whole);
    }
    if (whole) {
      sel = [];
      const sent = send({ type: "act", n: frame.n, text: whole.text });
      paint();
      return say(sent ? w("played", { text: whole.text }) : w("offline-not-sent"));
    }
    sel = next;
    paint();
    say(w("chosen", { steps: sel.map(stepLabel).join(" ") }));
  }

  // Ask before playing `action` (its question says the price), or before
  // sending the message `then` (a command that ends the game); Yes plays.
  function ask(action, then) {
    const n = frame.n;
    const yes = el("button", { type: "button", "data-ask": "yes", text: w("ask-yes") });
    const no = el("button", { type: "button", "data-ask": "no", text: w("ask-no") });
    const close = () => { ui.ask.hidden = true; ui.ask.replaceChildren(); };
    yes.onclick = () => {
      close();
      if (!frame || frame.n !== n) return;
      if (then) {
        if (!send(Object.assign({ n }, then))) say(w("offline-not-sent"));
        return;
      }
      const sent = send({ type: "act", n, text: action.text });
      say(sent ? w("played", { text: action.text }) : w("offline-not-sent"));
    };
    no.onclick = () => { close(); say(""); };
    ui.ask.replaceChildren(el("p", { text: action.ask }), yes, no);
    ui.ask.hidden = false;
    say(action.ask);
    yes.focus();
  }

  function stepLabel(id) {
    const p = (frame.picks || []).find((x) => x.id === id);
    return p ? p.label : id;
  }

  // -- Finished games: step through the positions --------------------------
  ui.back.onclick = () => goTo(-1);
  ui.fwd.onclick = () => goTo(1);
  ui.now.onclick = () => { shown = null; render(); ui.board.focus(); };
  function goTo(delta) {
    if (!frame) return;
    const total = (frame.history || []).length;
    const at = shown ? shown.ply : total;
    showPly(Math.max(0, Math.min(total, at + delta)));
  }
  // The board after `ply` turns (the last: the game as it is now).
  function showPly(ply) {
    const total = (frame.history || []).length;
    const at = shown ? shown.ply : total;
    if (ply === at) return;
    if (ply >= total && !frame.over) { shown = null; return render(); }
    if (!send({ type: "position", ply })) say(w("offline-not-sent"));
  }

  // -- The clock -----------------------------------------------------------
  function clockText(ms) {
    const s = Math.max(0, Math.ceil(ms / 1000));
    const d = Math.floor(s / 86400);
    const h = Math.floor((s % 86400) / 3600);
    const m = Math.floor((s % 3600) / 60);
    const two = (n) => String(n).padStart(2, "0");
    if (d > 0) return w("clock-days", { days: d, time: two(h) + ":" + two(m) + ":" + two(s % 60) });
    if (h > 0) return h + ":" + two(m) + ":" + two(s % 60);
    return m + ":" + two(s % 60);
  }
  function tick() {
    if (!frame) return;
    const clocks = frame.clocks;
    ui.seats.forEach((s, i) => {
      let text = "";
      if (clocks && !frame.over && frame.to_move === i) {
        const parts = [];
        if (clocks.adjourned) parts.push(w("adjourned"));
        else if (clocks.turn_deadline_ms) parts.push(w("clock", { time: clockText(clocks.turn_deadline_ms - Date.now()) }));
        // The whole game's clock beside the turn's.
        if (!clocks.adjourned && clocks.game_deadline_ms) parts.push(w("game-clock", { time: clockText(clocks.game_deadline_ms - Date.now()) }));
        text = parts.join(" · ");
      }
      if (s.clk.textContent !== text) s.clk.textContent = text;
    });
  }
  setInterval(tick, 250);

  // -- Language ------------------------------------------------------------
  ui.lang.onchange = async () => {
    const lang = ui.lang.value;
    try {
      const r = await fetch(wordsUrl(lang));
      if (!r.ok) return;
      pack = await r.json();
    } catch (e) {
      return;
    }
    labels();
    setOnline(online);
    langAsked = lang;
    send({ type: "lang", lang });
    try {
      const u = new URL(location.href);
      u.searchParams.set("lang", lang);
      history.replaceState(null, "", u.href);
    } catch (e) { /* the address stays */ }
    if (frame) render();
  };

  // The board the page came with (n 0), shown before the socket opens.
  if (opts.frame) receive(opts.frame);
  connect();
  return { get frame() { return frame; } };
}
