//! Autocomplete for `/nb place` and `/nb clue` (see
//! [`crate::games::GameInfo::complete`]).

use crate::games::kind::Completion;

/// The cells and digits of legal placements (`C4:7`) or clue takings
/// (`C4+5`) of the player to move, narrowed by the other option when it is
/// filled in. `None` for any other command or option.
pub fn complete(c: &Completion) -> Option<Vec<String>> {
    let sep = match c.command {
        "nb place" => ':',
        "nb clue" => '+',
        _ => return None,
    };
    let other = |key: &str| c.filled(key).map(|v| v.to_uppercase());
    // A free clue (`C4+`, an empty hand) has a cell and no digit.
    let pairs = c.legal.iter().filter_map(|a| {
        let (cell, digit) = a.split_once(sep)?;
        (!cell.is_empty()).then(|| (cell.to_uppercase(), digit.to_string()))
    });
    let digit_key = if sep == ':' { "digit" } else { "discard" };
    Some(match c.option {
        "cell" => {
            let want = other(digit_key);
            pairs
                .filter(|(_, d)| want.as_ref().is_none_or(|w| w == d))
                .map(|(c, _)| c)
                .collect()
        }
        o if o == digit_key => {
            let want = other("cell");
            pairs
                .filter(|(c, d)| !d.is_empty() && want.as_ref().is_none_or(|w| w == c))
                .map(|(_, d)| d)
                .collect()
        }
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn nb_choices(
        legal: &[String],
        command: &str,
        option: &str,
        filled: &[(String, String)],
    ) -> Option<Vec<String>> {
        complete(&Completion {
            legal,
            command,
            option,
            filled,
        })
    }

    #[test]
    fn nb_autocomplete_offers_the_cells_and_digits_of_legal_plays() {
        let legal: Vec<String> = ["A1:3", "A1:7", "B2:7", "C4+3", "C4+7", "D5+3", "swap"]
            .map(String::from)
            .to_vec();
        let got = |c: &str, o: &str, f: &[(&str, &str)]| {
            let f: Vec<(String, String)> = f
                .iter()
                .map(|(k, v)| (k.to_string(), v.to_string()))
                .collect();
            let mut v = nb_choices(&legal, c, o, &f).unwrap();
            v.sort();
            v.dedup();
            v
        };
        assert_eq!(got("nb place", "cell", &[]), ["A1", "B2"]);
        assert_eq!(got("nb place", "cell", &[("digit", "3")]), ["A1"]);
        assert_eq!(got("nb place", "digit", &[]), ["3", "7"]);
        assert_eq!(got("nb place", "digit", &[("cell", "b2")]), ["7"]);
        assert_eq!(got("nb clue", "cell", &[]), ["C4", "D5"]);
        assert_eq!(got("nb clue", "discard", &[("cell", "D5")]), ["3"]);
        assert_eq!(nb_choices(&legal, "place", "cell", &[]), None);
        // An empty hand takes a clue for free: the cells, no digit.
        let free: Vec<String> = vec!["C4+".into(), "D5+".into()];
        let mut cells = nb_choices(&free, "nb clue", "cell", &[]).unwrap();
        cells.sort();
        assert_eq!(cells, ["C4", "D5"]);
        assert!(nb_choices(&free, "nb clue", "discard", &[])
            .unwrap()
            .is_empty());
    }
}
