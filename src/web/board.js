// The table's board: it draws the SVG it is given, names its cells (the
// elements with the class `cell` and a `data-cell`), lights what it is told
// and reports clicks and keys on cells by name. It knows no game, no rules
// and no geometry beyond the cells' boxes.
//
//   const board = makeBoard({onCell, onArm, onEscape})
//
// onCell(name): a cell was clicked, tapped twice or chosen with Enter;
// onArm(name): a small cell was tapped once (a second tap plays it);
// onEscape(): Escape was pressed. The app places `board.el` and calls
// draw(svgText, {turned, arrive}) and light({next, takes, chosen}).

const SVGNS = "http://www.w3.org/2000/svg";
// A cell smaller than this (CSS px) on a touch screen is chosen by a first
// tap and played by a second: a finger covers more than one.
const TOUCH_MIN = 36;

export function makeBoard(opts) {
  const el = document.createElement("div");
  el.className = "board";
  el.setAttribute("tabindex", "0");
  el.setAttribute("role", "application");
  el.setAttribute("aria-describedby", "tbl-keys");

  let cells = new Map(); // name -> the cell's element
  let lights = { next: new Set(), takes: new Set(), chosen: [] };
  let flashes = [];      // marks shown for a moment: {cell, label, until}
  let hover = null;      // the cell under the pointer
  let kfocus = null;     // the cell under the keyboard's ring
  let keyboard = false;  // the last thing the viewer used was the keyboard
  let turned = false;    // drawn upside down
  let armed = null;      // a small cell tapped once, waiting for its second tap
  let pointer = "mouse"; // the kind of the last pointer pressed on the board

  // The board `svgText`, its cells named; `arrive`: cells whose pieces are
  // shown arriving.
  function draw(svgText, o) {
    el.innerHTML = svgText || "";
    const svg = el.querySelector("svg");
    cells = new Map();
    armed = null;
    if (svg) {
      svg.setAttribute("focusable", "false");
      for (const c of svg.querySelectorAll(".cell[data-cell]")) {
        const name = c.getAttribute("data-cell");
        cells.set(name, c);
        c.id = "tbl-cell-" + name;
        c.setAttribute("role", "button");
      }
      const ov = document.createElementNS(SVGNS, "g");
      ov.setAttribute("class", "ov");
      svg.append(ov);
      const last = new Set((o && o.arrive) || []);
      if (last.size) for (const p of svg.querySelectorAll(".piece[data-cell]")) if (last.has(p.getAttribute("data-cell"))) p.classList.add("arrive");
    }
    if (kfocus && !cells.has(kfocus)) kfocus = null;
    turned = !!(o && o.turned);
    el.classList.toggle("turned", turned);
    paint();
  }

  // What to light: `next` the cells that continue an action, `takes` those
  // that cost something, `chosen` the cells chosen so far.
  function light(l) {
    lights = { next: l.next || new Set(), takes: l.takes || new Set(), chosen: l.chosen || [] };
    paint();
  }

  // A mark with `label` on `cell` for `ms` milliseconds (a miss).
  function flash(cell, label, ms) {
    flashes.push({ cell, label: String(label), until: Date.now() + ms });
    setTimeout(paint, ms + 50);
    paint();
  }

  function paint() {
    const svg = el.querySelector("svg");
    if (!svg) return;
    const ov = svg.querySelector("g.ov");
    ov.replaceChildren();
    const { next, takes, chosen } = lights;
    // Where nearly every cell may be played (a first move), dots would say
    // nothing: the cell under the pointer or the ring is lit instead.
    const everywhere = next.size > 0 && next.size >= cells.size * 0.85;
    const kbd = keyboard && document.activeElement === el;
    const zoneOf = hover || (kbd ? kfocus : null);
    const zonesOf = (c) => (c.getAttribute("data-zones") || "").split(/\s+/).filter(Boolean);
    const zones = new Set(zoneOf && cells.has(zoneOf) ? zonesOf(cells.get(zoneOf)) : []);
    for (const [name, c] of cells) {
      const lit = zones.size > 0 && name !== zoneOf && zonesOf(c).some((z) => zones.has(z));
      const at = zones.size > 0 && name === zoneOf;
      c.classList.toggle("target", next.has(name));
      c.classList.toggle("take", takes.has(name));
      c.classList.toggle("chosen", chosen.includes(name));
      c.classList.toggle("zone", lit);
      c.classList.toggle("zone-at", at);
      c.classList.toggle("armed", name === armed);
      // Over the cell and whatever is drawn on it (a goal's colour, a
      // digit): translucent, so that everything still shows.
      if (lit || at) ov.append(ring(c, at ? "zl-at" : "zl"));
      if (takes.has(name)) ov.append(corner(c, "take"));
      else if (next.has(name) && !everywhere) ov.append(dot(c, "dot"));
      else if (next.has(name) && (name === hover || (kbd && name === kfocus))) ov.append(dot(c, "dot"));
      if (chosen.includes(name)) ov.append(ring(c, "sel"));
    }
    if (kfocus && cells.has(kfocus) && document.activeElement === el) {
      // The ring only for the keyboard (a click leaves none behind).
      if (keyboard) ov.append(ring(cells.get(kfocus), "kring"));
      el.setAttribute("aria-activedescendant", "tbl-cell-" + kfocus);
    } else {
      el.removeAttribute("aria-activedescendant");
    }
    if (armed && cells.has(armed)) ov.append(...loupe(cells.get(armed), armed));
    const now = Date.now();
    flashes = flashes.filter((f) => f.until > now);
    for (const f of flashes) if (cells.has(f.cell)) ov.append(flashMark(cells.get(f.cell), f.label));
  }

  const centre = (c) => {
    const b = c.getBBox();
    return { x: b.x + b.width / 2, y: b.y + b.height / 2, s: Math.min(b.width, b.height) };
  };
  function svgEl(tag, attrs) {
    const e = document.createElementNS(SVGNS, tag);
    for (const k in attrs) e.setAttribute(k, attrs[k]);
    return e;
  }
  function dot(c, cls) {
    const p = centre(c);
    return svgEl("circle", { class: cls, cx: p.x, cy: p.y, r: p.s * 0.17 });
  }
  // A small mark in a cell's corner: the cell's own drawing stays seen.
  function corner(c, cls) {
    const b = c.getBBox();
    const r = Math.min(b.width, b.height) * 0.13;
    return svgEl("circle", { class: cls, cx: b.x + b.width * 0.78, cy: b.y + b.height * 0.22, r });
  }
  function ring(c, cls) {
    // The cell's own shape, outlined.
    const u = svgEl("use", { class: cls, href: c.getAttribute("href") || "", x: c.getAttribute("x") || 0, y: c.getAttribute("y") || 0 });
    if (c.getAttribute("transform")) u.setAttribute("transform", c.getAttribute("transform"));
    return u;
  }
  function flashMark(c, label) {
    const p = centre(c);
    const g = svgEl("g", { class: "missf", "data-cell": c.getAttribute("data-cell") });
    g.append(svgEl("circle", { cx: p.x, cy: p.y, r: p.s * 0.42 }));
    const t = svgEl("text", { x: p.x, y: p.y + p.s * 0.17, "font-size": p.s * 0.5 });
    t.textContent = label;
    g.append(t);
    return g;
  }
  // A tapped small cell: its outline, and its name large beside it (above,
  // or below at the top edge), where the finger does not cover it.
  function loupe(c, name) {
    const p = centre(c);
    const box = el.querySelector("svg").viewBox.baseVal;
    const size = p.s * 1.3;
    const w = size * (name.length * 0.62 + 0.8);
    const h = size * 1.3;
    const up = p.y - p.s * 0.6 - h;
    const down = p.y + p.s * 0.6;
    const fitsUp = !box.height || up >= box.y;
    const fitsDown = !box.height || down + h <= box.y + box.height;
    // Above on the screen: up in the drawing, or down when it is turned.
    const y = turned ? (fitsDown ? down : up) : (fitsUp ? up : down);
    const x = box.width ? Math.max(box.x, Math.min(box.x + box.width - w, p.x - w / 2)) : p.x - w / 2;
    const g = svgEl("g", { class: "loupe", "data-cell": name });
    g.append(svgEl("rect", { x, y, width: w, height: h, rx: h * 0.25 }));
    const t = svgEl("text", { x: x + w / 2, y: y + h * 0.72, "font-size": size });
    t.textContent = name;
    g.append(t);
    return [ring(c, "arm"), g];
  }

  // -- Pointer and keys ------------------------------------------------------
  // A cell drawn smaller than a fingertip: the first tap only chooses it.
  function small(c) {
    const r = c.getBoundingClientRect();
    return Math.min(r.width, r.height) < TOUCH_MIN;
  }
  el.addEventListener("pointerdown", (e) => { keyboard = false; pointer = e.pointerType || "mouse"; });
  el.addEventListener("click", (e) => {
    const c = e.target.closest && e.target.closest(".cell[data-cell]");
    if (!c) return;
    const name = c.getAttribute("data-cell");
    kfocus = name;
    const kind = e.pointerType || pointer;
    if ((kind === "touch" || kind === "pen") && small(c) && armed !== name) {
      armed = name;
      paint();
      if (opts.onArm) opts.onArm(name);
      return;
    }
    armed = null;
    opts.onCell(name);
  });
  el.addEventListener("pointerover", (e) => {
    const c = e.target.closest && e.target.closest(".cell[data-cell]");
    const name = c ? c.getAttribute("data-cell") : null;
    if (name !== hover) { hover = name; paint(); }
  });
  el.addEventListener("pointerleave", () => { hover = null; paint(); });
  el.addEventListener("focus", () => {
    keyboard = el.matches(":focus-visible");
    if (!kfocus || !cells.has(kfocus)) kfocus = firstFocus();
    paint();
  });
  el.addEventListener("blur", () => paint());

  function firstFocus() {
    for (const name of cells.keys()) if (lights.next.has(name)) return name;
    const names = [...cells.keys()];
    return names[Math.floor(names.length / 2)] || null;
  }

  // Arrow keys: the nearest cell in that direction, by the cells' boxes.
  const DIRS = { ArrowRight: [1, 0], ArrowLeft: [-1, 0], ArrowDown: [0, 1], ArrowUp: [0, -1] };
  el.addEventListener("keydown", (e) => {
    if (DIRS[e.key] || e.key === "Enter" || e.key === " ") keyboard = true;
    if (DIRS[e.key]) {
      e.preventDefault();
      if (!kfocus) kfocus = firstFocus();
      else kfocus = nearest(kfocus, DIRS[e.key]) || kfocus;
      paint();
    } else if (e.key === "Enter" || e.key === " ") {
      e.preventDefault();
      if (kfocus) opts.onCell(kfocus);
    } else if (e.key === "Escape") {
      armed = null;
      if (opts.onEscape) opts.onEscape();
    }
  });

  // The next row (or column) that way, then its cell nearest across: on a
  // hex board Up and Down go to the neighbouring row, never two rows on.
  function nearest(from, [dx, dy]) {
    if (turned) { dx = -dx; dy = -dy; }
    const a = centre(cells.get(from));
    const ahead = [];
    for (const [name, c] of cells) {
      if (name === from) continue;
      const b = centre(c);
      const along = (b.x - a.x) * dx + (b.y - a.y) * dy;
      const across = Math.abs((b.x - a.x) * dy - (b.y - a.y) * dx);
      if (along >= a.s * 0.3 && across <= along * 1.2) ahead.push({ name, along, across });
    }
    if (!ahead.length) return null;
    const row = Math.min(...ahead.map((c) => c.along));
    let best = null;
    for (const c of ahead) {
      if (c.along > row + a.s * 0.3) continue;
      if (!best || c.across < best.across) best = c;
    }
    return best.name;
  }

  return { el, draw, light, flash, paint };
}
