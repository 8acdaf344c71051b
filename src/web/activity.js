// The table inside Discord: this page speaks the Embedded App SDK's
// message protocol with the Discord client around its frame (written
// here from the protocol's description: no SDK package, no build step),
// learns who the user is through the bot's server, then opens the table.
//
// Protocol: messages are `[opcode, payload]` posted to the parent window;
// opcodes HANDSHAKE 0, FRAME 1, CLOSE 2. A FRAME carries
// `{cmd, args, evt, nonce}`; Discord answers a command with the same
// nonce, or an `evt: "ERROR"`, and sends events as `cmd: "DISPATCH"`.
"use strict";
(function () {
  const HANDSHAKE = 0, FRAME = 1, CLOSE = 2;
  const words = JSON.parse(document.getElementById("words").textContent);
  const clientId = document.documentElement.dataset.clientId;
  const query = new URLSearchParams(location.search);
  const ids = {
    instance_id: query.get("instance_id"),
    channel_id: query.get("channel_id"),
    guild_id: query.get("guild_id"),
  };
  const frameId = query.get("frame_id");
  const status = document.getElementById("status");
  const people = document.getElementById("people");
  const table = document.getElementById("table");

  const say = (text) => { status.textContent = text; status.className = ""; };
  const refuse = (text) => { status.textContent = text; status.className = "refused"; table.hidden = true; };

  if (!frameId || !ids.instance_id || !ids.channel_id || window.parent === window) {
    refuse(words["activity-not-in-discord"]);
    return;
  }

  // The Discord client is the parent (or the opener of a pop-out); its
  // origin is the referrer's, and only Discord's own are believed: a
  // page of another site that frames this one gets nothing, and nothing
  // is ever posted to "*".
  const discord = window.parent.opener || window.parent;
  const discordOrigins = (document.documentElement.dataset.discordOrigins || "").split(" ");
  const isDiscord = (origin) => origin !== "" && discordOrigins.includes(origin);
  const discordOrigin = document.referrer ? new URL(document.referrer).origin : "";
  if (!isDiscord(discordOrigin)) {
    refuse(words["activity-not-in-discord"]);
    return;
  }
  const trusted = (origin) => origin === discordOrigin;
  const post = (op, payload) => discord.postMessage([op, payload], discordOrigin);

  const pending = new Map();
  const handlers = new Map();
  let ready = null;
  const readyOnce = new Promise((resolve) => { ready = resolve; });
  const nonce = () => (crypto.randomUUID ? crypto.randomUUID()
    : Date.now().toString(36) + Math.random().toString(36).slice(2));

  function command(cmd, args, evt) {
    const n = nonce();
    const frame = { cmd, args: args || {}, nonce: n };
    if (evt) frame.evt = evt;
    return new Promise((resolve, reject) => {
      pending.set(n, { resolve, reject });
      post(FRAME, frame);
    });
  }

  window.addEventListener("message", (event) => {
    if (event.source !== discord || !trusted(event.origin)) return;
    if (!Array.isArray(event.data)) return;
    const [op, data] = event.data;
    if (op === CLOSE) {
      refuse(words["activity-closed"].replace("{reason}", (data && data.message) || ""));
      return;
    }
    if (op !== FRAME || !data) return;
    if (data.cmd === "DISPATCH") {
      if (data.evt === "READY") ready(data.data);
      const handler = handlers.get(data.evt);
      if (handler) handler(data.data || {});
      return;
    }
    const waiting = data.nonce != null && pending.get(data.nonce);
    if (!waiting) return;
    pending.delete(data.nonce);
    if (data.evt === "ERROR") waiting.reject(data.data || {});
    else waiting.resolve(data.data || {});
  });

  function showPeople(list) {
    const names = (list || []).map((p) => p.nickname || p.global_name || p.username || p.id);
    people.textContent = names.length ? words["activity-participants"].replace("{names}", names.join(", ")) : "";
  }

  async function start() {
    say(words["activity-connecting"]);
    post(HANDSHAKE, { v: 1, encoding: "json", client_id: clientId, frame_id: frameId });
    await readyOnce;
    say(words["activity-authorizing"]);
    let code;
    try {
      ({ code } = await command("AUTHORIZE", {
        client_id: clientId, response_type: "code", state: "", prompt: "none", scope: ["identify"],
      }));
    } catch (e) {
      refuse(words["activity-authorize-refused"]);
      return;
    }
    let answer;
    try {
      const resp = await fetch("api/activity/token", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(Object.assign({ code: String(code || "") }, ids)),
      });
      answer = await resp.json();
      if (!resp.ok) { refuse(answer.text); return; }
    } catch (e) {
      refuse(words["activity-discord-unreachable"]);
      return;
    }
    try {
      await command("AUTHENTICATE", { access_token: answer.access_token });
    } catch (e) {
      refuse(words["activity-authorize-refused"]);
      return;
    }
    // Who is in the instance, now and as they come and go.
    handlers.set("ACTIVITY_INSTANCE_PARTICIPANTS_UPDATE", (d) => showPeople(d.participants));
    command("SUBSCRIBE", {}, "ACTIVITY_INSTANCE_PARTICIPANTS_UPDATE").catch(() => {});
    command("GET_ACTIVITY_INSTANCE_CONNECTED_PARTICIPANTS", {})
      .then((d) => showPeople(d.participants)).catch(() => {});
    say(words["activity-opening"]);
    openTable(answer);
  }

  // The table itself, in this document: the table page's module, next
  // to this page (relative: Discord's proxy serves both under the
  // application's prefix).
  async function openTable(answer) {
    let startTable, makeBoard;
    try {
      ({ startTable } = await import("./t/table.js"));
      ({ makeBoard } = await import("./t/board.js"));
    } catch (e) {
      refuse(words["activity-discord-unreachable"]);
      return;
    }
    const ws = new URL(answer.ws, location.href);
    ws.protocol = location.protocol === "https:" ? "wss:" : "ws:";
    table.hidden = false;
    say("");
    startTable({
      root: table,
      makeBoard,
      words: answer.words,
      wsUrl: ws.href,
      wordsUrl: (lang) => new URL("t/words/" + lang, location.href),
    });
  }

  start();
})();
