//! Reading an SVG board: every element, in document order, with its
//! classes, attributes and text (the XML must parse).

use std::collections::HashMap;

pub struct Element {
    pub tag: String,
    pub classes: Vec<String>,
    pub attrs: HashMap<String, String>,
    /// The element's own text (a `<text>`'s words).
    pub text: String,
    /// The `data-seat` of the header group it sits in, if any.
    pub seat: Option<String>,
}

impl Element {
    pub fn has(&self, class: &str) -> bool {
        self.classes.iter().any(|c| c == class)
    }

    pub fn attr(&self, name: &str) -> Option<&str> {
        self.attrs.get(name).map(String::as_str)
    }

    pub fn cell(&self) -> Option<&str> {
        self.attr("data-cell")
    }

    /// A numeric attribute (panics when missing or not a number).
    pub fn num(&self, name: &str) -> f32 {
        let v = self
            .attr(name)
            .unwrap_or_else(|| panic!("<{}> has no {name}", self.tag));
        v.parse()
            .unwrap_or_else(|_| panic!("<{}> {name}=\"{v}\" is not a number", self.tag))
    }
}

/// Every element of the document (panics with the parser's message when
/// it is not well-formed XML or not an `<svg>`).
pub fn elements(svg: &str) -> Vec<Element> {
    let doc = roxmltree::Document::parse(svg).unwrap_or_else(|e| panic!("not XML: {e}"));
    assert_eq!(doc.root_element().tag_name().name(), "svg");
    doc.descendants()
        .filter(|n| n.is_element())
        .map(|n| Element {
            tag: n.tag_name().name().to_string(),
            classes: n
                .attribute("class")
                .unwrap_or("")
                .split_whitespace()
                .map(str::to_string)
                .collect(),
            attrs: n
                .attributes()
                .map(|a| (a.name().to_string(), a.value().to_string()))
                .collect(),
            text: n
                .children()
                .filter(|c| c.is_text())
                .filter_map(|c| c.text())
                .collect(),
            seat: n
                .ancestors()
                .find_map(|a| a.attribute("data-seat"))
                .map(str::to_string),
        })
        .collect()
}

/// The `viewBox` as (x, y, width, height).
pub fn view_box(svg: &str) -> (f32, f32, f32, f32) {
    let doc = roxmltree::Document::parse(svg).expect("XML");
    let vb: Vec<f32> = doc
        .root_element()
        .attribute("viewBox")
        .expect("a viewBox")
        .split_whitespace()
        .map(|v| v.parse().expect("numbers"))
        .collect();
    (vb[0], vb[1], vb[2], vb[3])
}
