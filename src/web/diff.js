// The table's frame diffs (docs/table-protocol.md, `diff`): the page's
// side of src/web/diff.rs. One function: the frame a `diff` message makes
// of the frame the page holds, or null when it is not from that frame
// (the page then asks for a whole one).

// The pieces each board is cut in, as the server cuts them: the SVG from
// each `<` to the next, the text board line by line.
const TAGS = /<[^<]*|[^<]+/g;
const LINES = /[^\n]*\n|[^\n]+/g;

function patch(old, edits, cut) {
  const pieces = (old || "").match(cut) || [];
  let out = "";
  for (const e of edits) {
    if (typeof e === "string") {
      out += e;
    } else {
      const [at, len] = e;
      if (!(at >= 0 && len >= 0 && at + len <= pieces.length)) return null;
      for (let i = at; i < at + len; i++) out += pieces[i];
    }
  }
  return out;
}

// A list (a seat's `actions`) from the last one's items: `[at, len]`
// keeps some, `{put: […]}` puts new ones.
function patchList(old, edits) {
  if (!Array.isArray(old)) return null;
  const out = [];
  for (const e of edits) {
    if (Array.isArray(e)) {
      const [at, len] = e;
      if (!(at >= 0 && len >= 0 && at + len <= old.length)) return null;
      out.push(...old.slice(at, at + len));
    } else {
      out.push(...e.put);
    }
  }
  return out;
}

export function applyDiff(frame, diff) {
  if (!frame || !diff || frame.n !== diff.from) return null;
  const next = Object.assign({}, frame, diff.set || {}, { type: "frame", n: diff.n, resync: false });
  for (const [key, edits] of Object.entries(diff.lists || {})) {
    const list = patchList(frame[key], edits);
    if (list == null) return null;
    next[key] = list;
  }
  for (const key of ["board_svg", "board_text"]) {
    if (!diff[key]) continue;
    const text = patch(frame[key], diff[key], key === "board_svg" ? TAGS : LINES);
    if (text == null) return null;
    next[key] = text;
  }
  return next;
}
