//! Frame diffs: what changed between two frames of one viewer, so a page
//! that has the first gets the second in a few hundred bytes instead of a
//! whole frame with its board. The board's SVG is diffed tag by tag (a
//! cell's elements carry its `data-cell`, so the tags sent are the cells
//! whose drawing changed), the text board line by line, a list (a seat's
//! `actions`) item by item where that is shorter, and every other field
//! is sent again when its value changed. `diff.js` is the page's
//! side of [`apply`]; both cut text into the same pieces.

use super::protocol::{Edit, Frame, FrameDiff, ListEdit};
use serde_json::{Map, Value};
use similar::{capture_diff_slices, Algorithm, DiffTag};
use std::collections::BTreeMap;
use std::ops::Range;

/// The pieces the board's SVG is diffed in: from each `<` to the next
/// (as `diff.js` cuts it with `/<[^<]*|[^<]+/g`).
fn tags(svg: &str) -> Vec<&str> {
    let mut out = Vec::new();
    let mut from = 0;
    for (i, _) in svg.match_indices('<') {
        if i > from {
            out.push(&svg[from..i]);
        }
        from = i;
    }
    if from < svg.len() {
        out.push(&svg[from..]);
    }
    out
}

/// The pieces the text board is diffed in: its lines, each with its end
/// (`/[^\n]*\n|[^\n]+/g` in `diff.js`).
fn lines(text: &str) -> Vec<&str> {
    text.split_inclusive('\n').collect()
}

/// How to make `b` from `a`: ranges of `a` kept and ranges of `b` put,
/// in order.
enum Step {
    Keep(usize, usize),
    Put(Range<usize>),
}

fn steps<T: Eq + std::hash::Hash + Ord>(a: &[T], b: &[T]) -> Vec<Step> {
    let mut out: Vec<Step> = Vec::new();
    for op in capture_diff_slices(Algorithm::Myers, a, b) {
        let (tag, from, to) = op.as_tag_tuple();
        match (tag, out.last_mut()) {
            (DiffTag::Equal, _) => out.push(Step::Keep(from.start, from.len())),
            (DiffTag::Delete, _) => {}
            (_, Some(Step::Put(put))) if put.end == to.start => put.end = to.end,
            _ => out.push(Step::Put(to)),
        }
    }
    out
}

/// The edits that make `new` from `old`, both cut by `cut`; `None` when
/// they are the same.
fn edits(old: &str, new: &str, cut: fn(&str) -> Vec<&str>) -> Option<Vec<Edit>> {
    if old == new {
        return None;
    }
    let (a, b) = (cut(old), cut(new));
    let out = steps(&a, &b)
        .into_iter()
        .map(|step| match step {
            Step::Keep(at, len) => Edit::Keep([at, len]),
            Step::Put(range) => Edit::Put(b[range].concat()),
        })
        .collect();
    Some(out)
}

/// The edits that make the list `new` from `old`, item by item.
fn list_edits(old: &[Value], new: &[Value]) -> Vec<ListEdit> {
    let key = |v: &Value| v.to_string();
    let (a, b): (Vec<String>, Vec<String>) =
        (old.iter().map(key).collect(), new.iter().map(key).collect());
    steps(&a, &b)
        .into_iter()
        .map(|step| match step {
            Step::Keep(at, len) => ListEdit::Keep([at, len]),
            Step::Put(range) => ListEdit::Put {
                put: new[range].to_vec(),
            },
        })
        .collect()
}

/// Note `key` in what changed, its value now `now` (was `was`): a long
/// list as edits where that is shorter, any other value whole.
fn note<T: serde::Serialize>(
    key: &str,
    was: &T,
    now: &T,
    set: &mut Map<String, Value>,
    lists: &mut BTreeMap<String, Vec<ListEdit>>,
) {
    let value = serde_json::to_value(now).unwrap_or(Value::Null);
    if let (Ok(Value::Array(was)), Value::Array(now)) = (serde_json::to_value(was), &value) {
        if !was.is_empty() {
            let edits = list_edits(&was, now);
            // Edits only where they are shorter than the list.
            let shorter =
                serde_json::to_string(&edits).is_ok_and(|e| e.len() < value.to_string().len());
            if shorter {
                lists.insert(key.into(), edits);
                return;
            }
        }
    }
    set.insert(key.into(), value);
}

/// What a viewer holding `old` needs to show `new` (numbered `new.n`):
/// every field but the numbers and the boards compared one by one, in the
/// order a frame is written, and only those that changed written out.
pub fn between(old: &Frame, new: &Frame) -> FrameDiff {
    let mut set = Map::new();
    let mut lists = BTreeMap::new();
    // Every field named: a new one fails to build until it is compared.
    macro_rules! compare_all {
        ($($field:ident),*) => {
            let Frame { epoch: _, n: _, board_svg: _, board_text: _, $($field),* } = new;
            $(if old.$field != *$field {
                note(stringify!($field), &old.$field, $field, &mut set, &mut lists);
            })*
        };
    }
    compare_all!(
        game,
        viewer,
        seats,
        to_move,
        turn,
        status,
        score,
        clocks,
        hand,
        last,
        draw_offer,
        turned_for,
        rules,
        adjourn_offer,
        over,
        result,
        actions,
        picks,
        commands,
        why,
        history,
        last_cells,
        counters,
        bag,
        lang,
        plans
    );
    FrameDiff {
        n: new.n,
        from: old.n,
        board_svg: edits(&old.board_svg, &new.board_svg, tags),
        board_text: edits(&old.board_text, &new.board_text, lines),
        set,
        lists,
    }
}

/// Rebuild text from `old`'s pieces and the edits; `None` when an edit
/// keeps pieces `old` does not have.
fn patch(old: &str, edits: &[Edit], cut: fn(&str) -> Vec<&str>) -> Option<String> {
    let pieces = cut(old);
    let mut out = String::with_capacity(old.len());
    for edit in edits {
        match edit {
            Edit::Keep([at, len]) => {
                out.push_str(&pieces.get(*at..at.checked_add(*len)?)?.concat())
            }
            Edit::Put(text) => out.push_str(text),
        }
    }
    Some(out)
}

/// The frame a viewer holding `old` makes of `diff` (what `diff.js`
/// does); `None` when the diff is not from `old`.
pub fn apply(old: &Frame, diff: &FrameDiff) -> Option<Frame> {
    if diff.from != old.n {
        return None;
    }
    let mut map = match serde_json::to_value(old) {
        Ok(Value::Object(map)) => map,
        _ => return None,
    };
    for (key, edits) in &diff.lists {
        let Some(Value::Array(was)) = map.get(key) else {
            return None;
        };
        let mut list = Vec::new();
        for edit in edits {
            match edit {
                ListEdit::Keep([at, len]) => {
                    list.extend_from_slice(was.get(*at..at.checked_add(*len)?)?)
                }
                ListEdit::Put { put } => list.extend(put.iter().cloned()),
            }
        }
        map.insert(key.clone(), Value::Array(list));
    }
    for (key, value) in &diff.set {
        map.insert(key.clone(), value.clone());
    }
    map.insert("n".into(), diff.n.into());
    if let Some(e) = &diff.board_svg {
        map.insert("board_svg".into(), patch(&old.board_svg, e, tags)?.into());
    }
    if let Some(e) = &diff.board_text {
        map.insert(
            "board_text".into(),
            patch(&old.board_text, e, lines)?.into(),
        );
    }
    serde_json::from_value(Value::Object(map)).ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pieces_cover_the_text_in_order() {
        let svg = "<svg a=\"1\"><use data-cell=\"C4\"/>x<text>5</text></svg>";
        let t = tags(svg);
        assert_eq!(t.concat(), svg);
        assert_eq!(t[1], "<use data-cell=\"C4\"/>x");
        assert_eq!(tags("ab<c>"), ["ab", "<c>"]);
        assert!(tags("").is_empty());
        assert_eq!(lines("a\nb\n\nc"), ["a\n", "b\n", "\n", "c"]);
    }

    #[test]
    fn edits_remake_the_new_text_and_keep_what_is_shared() {
        let old = "<svg><use data-cell=\"A1\"/><use data-cell=\"A2\"/><g>x</g></svg>";
        let new =
            "<svg><use data-cell=\"A1\"/><use class=\"last\" data-cell=\"A2\"/><g>x</g><b/></svg>";
        let e = edits(old, new, tags).unwrap();
        assert_eq!(patch(old, &e, tags).unwrap(), new);
        let put: String = e
            .iter()
            .filter_map(|e| match e {
                Edit::Put(t) => Some(t.as_str()),
                Edit::Keep(_) => None,
            })
            .collect();
        assert_eq!(put, "<use class=\"last\" data-cell=\"A2\"/><b/>");
        assert_eq!(edits(old, old, tags), None);
        let (old, new) = (
            vec![Value::from(1), Value::from("a"), Value::from(3)],
            vec![Value::from("a"), Value::from(3), Value::from(4)],
        );
        assert_eq!(
            list_edits(&old, &new),
            [
                ListEdit::Keep([1, 2]),
                ListEdit::Put {
                    put: vec![Value::from(4)]
                }
            ]
        );
        // An edit past the old text's pieces is refused, not a panic.
        assert_eq!(patch("<a>", &[Edit::Keep([0, 2])], tags), None);
        assert_eq!(patch("<a>", &[Edit::Keep([usize::MAX, 2])], tags), None);
    }
}
