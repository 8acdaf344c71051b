//! Who may do what: only the two players act on a game (and only the one on
//! turn moves or undoes), only the challenged user accepts, only the
//! challenger cancels, and only a moderator aborts. Every refusal leaves
//! the stored game as it was, through every input path.

use crate::common;

use bridges_bot::commands::{Input, OptionValue, Reply, Request, User};
use common::*;

/// The running game as anyone can see it: record with the turn in progress.
fn snapshot(h: &Harness) -> String {
    h.one(&carol(), "!record")
}

/// Ann (Orange) played C3; Bob (Light Blue) placed G4 and may go on.
fn mid_turn() -> Harness {
    let h = Harness::new();
    h.start(5);
    assert!(h.one(&ann(), "C3").starts_with("Orange placed C3."));
    assert!(h.one(&bob(), "G4").starts_with("Light Blue placed G4."));
    h
}

fn as_mod(h: &Harness, user: &User, input: Input) -> Vec<Reply> {
    h.bot.handle(Request {
        channel: CH,
        guild: Some(GUILD),
        user: user.clone(),
        mentions: vec![],
        is_moderator: true,
        in_dm: false,
        is_manager: false,
        can_manage_events: false,
        roles: Vec::new(),
        locale: None,
        input,
    })
}

/// Every way to act on a game: text commands, slash commands, buttons.
fn game_actions(h: &Harness, user: &User) -> Vec<(String, Vec<Reply>)> {
    let mut out = Vec::new();
    for t in [
        "!place A1",
        "!m A1",
        "!p A1, end",
        "!bridge G4 G7",
        "!pass",
        "!end",
        "!undo",
        "!resign",
        "!draw",
    ] {
        out.push((t.to_string(), h.say(user, t)));
    }
    let s = |v: &str| OptionValue::Str(v.into());
    for (name, opts) in [
        ("place", vec![("cell", s("A1"))]),
        ("bridge", vec![("from", s("G4")), ("to", s("G7"))]),
        ("move", vec![("steps", s("A1"))]),
        ("pass", vec![]),
        ("end", vec![]),
        ("undo", vec![]),
        ("resign", vec![]),
        ("draw", vec![]),
    ] {
        out.push((format!("/{name}"), h.slash(CH, user, name, opts)));
    }
    for kind in ["pass", "end"] {
        let id = h.turn_button(CH, kind);
        out.push((id.clone(), h.button(CH, user, &id)));
    }
    out
}

#[test]
fn a_spectator_cannot_move_undo_resign_or_offer_a_draw() {
    let h = mid_turn();
    let before = snapshot(&h);
    for (what, replies) in game_actions(&h, &carol()) {
        assert_eq!(replies.len(), 1, "{what}: {replies:?}");
        let r = &replies[0];
        assert!(
            r.text.ends_with("You're not playing in this game"),
            "{what}: {}",
            r.text
        );
        assert!(r.mentions.is_empty(), "{what}: {r:?}");
        // Slash and button refusals are shown to the spectator only.
        assert_eq!(r.ephemeral, !what.starts_with('!'), "{what}");
    }
    // A bare move from a spectator is chat, not a command.
    assert!(h.say(&carol(), "A1").is_empty());
    assert!(h.say(&carol(), "A1 A5").is_empty());
    // Being a moderator gives no right to play.
    let r = as_mod(&h, &carol(), Input::Text("!place A1".into()));
    assert_eq!(one(r), "<@30> You're not playing in this game");
    assert_eq!(snapshot(&h), before, "nothing changed");
    // No draw offer was recorded for the spectator: Bob's `draw` offers one.
    assert!(h
        .one(&bob(), "!draw")
        .contains("Bob (Light Blue) offers a draw"));
}

#[test]
fn the_player_off_turn_cannot_move_or_undo_the_others_step() {
    let h = mid_turn();
    let before = snapshot(&h);
    for t in [
        "!place A1",
        "!m A1",
        "!bridge C3 C6",
        "!pass",
        "!end",
        "!undo",
    ] {
        assert_eq!(
            h.one(&ann(), t),
            "<@10> It's Light Blue's turn (Bob)",
            "{t}"
        );
    }
    for (name, opts) in [
        ("place", vec![("cell", OptionValue::Str("A1".into()))]),
        ("pass", vec![]),
        ("end", vec![]),
        ("undo", vec![]),
    ] {
        let r = h.slash(CH, &ann(), name, opts);
        assert_eq!(one(r), "It's Light Blue's turn (Bob)", "/{name}");
    }
    for kind in ["pass", "end"] {
        let r = h.button(CH, &ann(), &h.turn_button(CH, kind));
        assert_eq!(one(r), "It's Light Blue's turn (Bob)", "{kind} button");
    }
    assert!(h.say(&ann(), "A1").is_empty(), "bare move off turn: chat");
    assert_eq!(snapshot(&h), before);
    // The player on turn can take their own step back, and only that.
    assert!(h
        .one(&bob(), "!undo")
        .starts_with("Light Blue took back G4."));
    assert_eq!(
        h.one(&bob(), "!undo"),
        "<@20> Nothing to undo: only a step of your unfinished turn can be taken back"
    );
    assert!(snapshot(&h).contains("size 5\nC3\n```"), "{}", snapshot(&h));
}

#[test]
fn only_the_other_player_can_answer_a_draw_offer() {
    let h = mid_turn();
    assert!(h
        .one(&ann(), "!draw")
        .contains("Ann (Orange) offers a draw. <@20>"));
    assert_eq!(
        h.one(&carol(), "!draw"),
        "<@30> You're not playing in this game"
    );
    let r = as_mod(&h, &carol(), Input::Text("!draw".into()));
    assert_eq!(one(r), "<@30> You're not playing in this game");
    assert_eq!(
        h.one(&ann(), "!draw"),
        "<@10> You already offered a draw: waiting for Bob"
    );
    // Still running: the offer was not taken by anyone but Bob.
    assert!(snapshot(&h).starts_with("Ann (Orange) vs Bob (Light Blue) · turn 2"));
    let t = h.one(&bob(), "!draw");
    assert!(t.contains("Game over: Draw agreed."), "{t}");
}

#[test]
fn either_player_may_resign_at_any_time_but_nobody_else() {
    let h = mid_turn();
    assert_eq!(
        h.one(&carol(), "!resign"),
        "<@30> You're not playing in this game"
    );
    // Off turn is fine for resigning.
    let t = h.one(&ann(), "!resign yes");
    assert!(
        t.contains("Game over: Ann (Orange) resigned; Bob (Light Blue) wins."),
        "{t}"
    );
    assert!(h.one(&carol(), "!stats").starts_with("Carol: 0 games"));
}

#[test]
fn only_the_challenged_user_accepts_and_only_the_challenger_cancels() {
    let h = Harness::new();
    let r = h.say(&ann(), "!challenge <@20> size 5 orange");
    let accept = r[0].buttons[0].custom_id.clone();
    let decline = r[0].buttons[1].custom_id.clone();

    // Carol: neither party.
    assert_eq!(
        h.one(&carol(), "!accept"),
        "<@30> No open challenge for you in this channel"
    );
    assert_eq!(
        one(h.button(CH, &carol(), &accept)),
        "This challenge is for Bob"
    );
    assert_eq!(
        one(h.slash(CH, &carol(), "accept", vec![])),
        "No open challenge for you in this channel"
    );
    assert_eq!(
        h.one(&carol(), "!cancel"),
        "<@30> You have no open challenge in this channel"
    );
    assert_eq!(
        one(h.button(CH, &carol(), &decline)),
        "This challenge is for Bob"
    );
    assert_eq!(
        h.one(&carol(), "!decline"),
        "<@30> No open challenge for you in this channel"
    );
    let r = as_mod(
        &h,
        &carol(),
        Input::Button {
            custom_id: accept.clone(),
        },
    );
    assert_eq!(one(r), "This challenge is for Bob", "moderators neither");
    // Ann: cannot accept her own challenge.
    assert_eq!(
        one(h.button(CH, &ann(), &accept)),
        "You can't accept your own challenge: waiting for Bob"
    );
    assert_eq!(
        h.one(&ann(), "!accept"),
        "<@10> No open challenge for you in this channel"
    );
    // Bob: the challenged one cannot cancel it (he declines instead).
    assert_eq!(
        h.one(&bob(), "!cancel"),
        "<@20> You have no open challenge in this channel"
    );
    assert!(!h.bot.has_game(CH));
    // Bob accepts: the game is Ann's and Bob's.
    let t = one(h.button(CH, &bob(), &accept));
    assert!(
        t.starts_with("Game on, size 5: Ann (Orange) vs Bob (Light Blue)."),
        "{t}"
    );

    // Only the challenger withdraws a challenge.
    let r = h.say_in(CH + 1, &ann(), "!challenge <@20>");
    let accept = r[0].buttons[0].custom_id.clone();
    assert_eq!(
        h.one_in(CH + 1, &carol(), "!cancel"),
        "<@30> You have no open challenge in this channel"
    );
    assert_eq!(
        h.one_in(CH + 1, &ann(), "!cancel"),
        "Ann withdrew the challenge to Bob."
    );
    assert_eq!(
        one(h.button(CH + 1, &bob(), &accept)),
        "This challenge is no longer open"
    );
}

#[test]
fn only_a_moderator_can_abort() {
    let h = mid_turn();
    let before = snapshot(&h);
    let refusal = "Only a moderator (Manage Messages) can abort a game; players can `resign`";
    for u in [ann(), bob(), carol()] {
        assert_eq!(h.one(&u, "!abort"), format!("<@{}> {refusal}", u.id));
        assert_eq!(one(h.slash(CH, &u, "abort", vec![])), refusal);
    }
    assert_eq!(snapshot(&h), before);
    let r = as_mod(
        &h,
        &carol(),
        Input::Slash {
            name: "abort".into(),
            options: vec![],
        },
    );
    let t = one(r);
    assert!(t.contains("Aborted by a moderator; no result"), "{t}");
    assert!(h.one(&ann(), "!stats").starts_with("Ann: 0 games"));
}
