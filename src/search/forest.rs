//! The trees of one decision, kept for the next decision of the same turn
//! (the second step of a turn starts from what the first step's search
//! learned): one kind of forest for every search's trees.

/// A search tree that can be re-rooted below one of its root's actions.
pub trait Regrow: Sized {
    type Action: Copy;
    /// The tree below the root's child for `action`; `None` if the root
    /// has no such child.
    fn advance(self, action: Self::Action) -> Option<Self>;
    /// Visits at the root.
    fn root_visits(&self) -> u64;
}

/// The threads' trees of one decision.
pub struct Forest<T>(pub(crate) Vec<T>);

impl<T> Default for Forest<T> {
    fn default() -> Self {
        Forest(Vec::new())
    }
}

impl<T> From<Vec<T>> for Forest<T> {
    fn from(trees: Vec<T>) -> Self {
        Forest(trees)
    }
}

impl<T: Regrow> Forest<T> {
    /// The trees below `action` (just played), for the next decision.
    pub fn advance(self, action: T::Action) -> Forest<T> {
        Forest(
            self.0
                .into_iter()
                .filter_map(|t| t.advance(action))
                .collect(),
        )
    }

    /// Statistics already gathered at the root, over all trees.
    pub fn visits(&self) -> u64 {
        self.0.iter().map(Regrow::root_visits).sum()
    }
}
