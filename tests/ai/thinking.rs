//! The AI's thinking shown on the live table: while it thinks about its
//! turn, the table's frame shows the human's turn made and the status
//! "The AI is thinking…"; once it has played, the game's own status again.

use crate::common::{ann, Harness};
use bridges_bot::commands::{Bot, TableHook, Ticket};
use bridges_bot::i18n::Lang;
use bridges_bot::web::frame;
use std::sync::{Arc, Mutex, OnceLock};

/// A table that builds Ann's frame at every change it hears of.
#[derive(Default)]
struct Watch {
    bot: OnceLock<&'static Bot>,
    /// Each frame's status and seat to move.
    seen: Mutex<Vec<(String, Option<usize>)>>,
}

impl TableHook for Watch {
    fn changed(&self, channel: u64) {
        let Some(table) = self.bot.get().and_then(|b| b.table_game(channel)) else {
            return;
        };
        let f = frame::build(&table, Some(1), None, 0, 0);
        self.seen.lock().unwrap().push((f.status, f.to_move));
    }
    fn link(&self, _: &Ticket) -> String {
        String::new()
    }
}

#[test]
fn the_table_says_the_ai_is_thinking_while_it_thinks() {
    let h: &'static Harness = Box::leak(Box::new(Harness::with(|c| {
        c.ai_spec = Some("iters:30".into())
    })));
    let watch = Arc::new(Watch::default());
    let _ = watch.bot.set(&h.bot);
    h.bot.set_table(watch.clone());
    let t = h.one(&ann(), "!play ai avanco black");
    assert!(t.contains("<@10>, your turn"), "{t}");
    watch.seen.lock().unwrap().clear();
    let t = h.one(&ann(), "a6-a5");
    assert!(t.contains("<@10>, your turn"), "{t}");
    let thinking = bridges_bot::t!(Lang::En, "table-ai-thinking");
    assert_eq!(thinking, "The AI is thinking…");
    let seen = watch.seen.lock().unwrap().clone();
    // While it thinks: Ann's move made, White (the AI) to move.
    assert!(
        seen.contains(&(thinking.clone(), Some(0))),
        "no thinking frame: {seen:?}"
    );
    // Afterwards: the game's own status, Ann to move.
    let (status, to_move) = seen.last().unwrap();
    assert_ne!(status, &thinking);
    assert_eq!(*to_move, Some(1));
}
