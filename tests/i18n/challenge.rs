//! Challenges and clocks in Portuguese and French, through the command
//! layer: a player's Discord locale, or the server's language for what the
//! clock says on its own (reminders, loss on time).

use crate::common;

use bridges_bot::clock::{ManualClock, HOUR, MINUTE};
use bridges_bot::commands::{Input, Reply, Request, User};
use common::*;

/// 2026-01-01, in Unix ms.
const T0: u64 = 1_767_225_600_000;

/// `user` says `text` in the test channel from a Discord set to `locale`.
fn say(h: &Harness, user: &User, text: &str, locale: &str) -> Vec<Reply> {
    h.bot.handle(Request {
        locale: Some(locale.into()),
        ..text_request(CH, user, text)
    })
}

fn press(h: &Harness, user: &User, id: &str, locale: &str) -> String {
    one(h.bot.handle(Request {
        channel: CH,
        guild: Some(GUILD),
        user: user.clone(),
        mentions: Vec::new(),
        is_moderator: false,
        in_dm: false,
        is_manager: false,
        can_manage_events: false,
        roles: Vec::new(),
        locale: Some(locale.into()),
        input: Input::Button {
            custom_id: id.into(),
        },
    }))
}

fn text(h: &Harness, user: &User, t: &str, locale: &str) -> String {
    one(say(h, user, t, locale))
}

#[test]
fn a_challenge_and_its_clock_in_portuguese() {
    let clock = ManualClock::new(T0);
    let h = Harness::timed(&clock, |_| {});
    let pt = "pt-BR";

    // What was wrong, and what would be right.
    let e = text(&h, &ann(), "!challenge", pt);
    assert!(
        e.contains("Diga quem desafia: `!desafiar @nome [jogo] [tamanho N] [cor|acaso]`"),
        "{e}"
    );
    let e = text(&h, &ann(), "!challenge <@10>", pt);
    assert!(
        e.contains("Não se pode desafiar a si próprio: mencione outra pessoa"),
        "{e}"
    );
    let e = text(&h, &bob(), "!accept", pt);
    assert!(
        e.contains("Não há nenhum desafio aberto à sua espera neste canal"),
        "{e}"
    );

    let r = say(&h, &ann(), "!challenge <@20> size 5 orange clock 1h", pt);
    let c = &r[0].text;
    assert!(
        c.contains("<@20>: Ann propõe-lhe um jogo de Pontes, lado 5"),
        "{c}"
    );
    assert!(c.contains("e fica com o Laranja."), "{c}");
    assert!(
        c.contains("`!aceitar` ou `!recusar` dentro de 24 h."),
        "{c}"
    );
    assert!(c.ends_with("Relógio: 1 h por jogada."), "{c}");
    let labels: Vec<_> = r[0].buttons.iter().map(|b| b.label.as_str()).collect();
    assert_eq!(labels, ["Aceitar", "Recusar"]);
    let e = text(&h, &ann(), "!challenge <@30>", pt);
    assert!(
        e.contains("Já desafiou Bob aqui: cancele primeiro esse desafio com `!cancelar`"),
        "{e}"
    );
    let e = press(&h, &carol(), &r[0].buttons[0].custom_id, pt);
    assert!(e.contains("Este desafio é para Bob"), "{e}");

    let on = text(&h, &bob(), "!accept", pt);
    assert!(on.starts_with("Começa o jogo, lado 5: Ann"), "{on}");
    assert!(
        on.contains("<@10>, a primeira jogada é sua, com 1 h no relógio: "),
        "{on}"
    );

    let t = text(&h, &bob(), "!time", pt);
    assert!(t.starts_with("Vez de Ann"), "{t}");
    assert!(
        t.contains("ainda tem 1 h (o relógio dá 1 h por jogada)."),
        "{t}"
    );

    clock.advance(10 * MINUTE);
    let r = say(&h, &ann(), "!adjourn", pt);
    assert!(r[0].text.contains("propõe adiar"), "{}", r[0].text);
    let labels: Vec<_> = r[0].buttons.iter().map(|b| b.label.as_str()).collect();
    assert_eq!(labels, ["Adiar", "Continuar"]);
    let e = press(&h, &ann(), &r[0].buttons[0].custom_id, pt);
    assert!(
        e.contains("A proposta de adiamento é sua: à espera de Bob"),
        "{e}"
    );
    let t = press(&h, &bob(), &r[0].buttons[0].custom_id, pt);
    assert!(
        t.starts_with("Jogo adiado: o relógio parou com 50 min"),
        "{t}"
    );
    let t = text(&h, &ann(), "!resume", pt);
    assert!(
        t.starts_with("O jogo continua. <@10>, é a sua vez, com 50 min no relógio: "),
        "{t}"
    );
    let e = text(&h, &ann(), "!resume", pt);
    assert!(
        e.contains("O jogo não está adiado: o relógio está a correr"),
        "{e}"
    );

    let t = text(&h, &bob(), "!notify dm", pt);
    assert!(
        t.contains("Feito: avisos das suas jogadas por mensagem direta."),
        "{t}"
    );
    let t = text(&h, &bob(), "!mygames", pt);
    assert!(t.starts_with("Os seus jogos:"), "{t}");
    assert!(
        t.contains("Pontes contra Ann · vez de Ann · 50 min no relógio"),
        "{t}"
    );
}

#[test]
fn challenges_and_the_clock_in_french_on_a_french_server() {
    let clock = ManualClock::new(T0);
    let h = Harness::timed(&clock, |_| {});
    // The server speaks French: the clock's own posts follow it.
    let set = one(h.bot.handle(Request {
        channel: CH,
        guild: Some(GUILD),
        user: ann(),
        mentions: Vec::new(),
        is_moderator: false,
        in_dm: false,
        is_manager: true,
        can_manage_events: false,
        roles: Vec::new(),
        locale: None,
        input: Input::Text("!language fr".into()),
    }));
    assert!(
        set.contains("la langue de ce serveur est désormais Français"),
        "{set}"
    );
    let en = "en-US";

    let e = text(&h, &ann(), "!challenge <@40>", en);
    assert!(
        e.contains("Les bots ne jouent pas\u{202f}: défiez une personne"),
        "{e}"
    );

    // Declined, withdrawn, none left.
    say(&h, &ann(), "!challenge <@20> rastros", en);
    let t = text(&h, &bob(), "!decline", en);
    assert_eq!(t, "Bob a refusé le défi de Ann.");
    let r = say(&h, &ann(), "!challenge <@20> avanco clock none", en);
    let c = &r[0].text;
    assert!(
        c.contains("Ann vous défie à Avanço\u{202f}; Ann joue les Blancs (tiré au sort)")
            || c.contains("Ann vous défie à Avanço\u{202f}; Ann joue les Noirs (tiré au sort)"),
        "{c}"
    );
    assert!(r[0].text.ends_with("Sans pendule."), "{}", r[0].text);
    assert_eq!(
        text(&h, &ann(), "!cancel", en),
        "Ann a retiré son défi à Bob."
    );
    let e = text(&h, &ann(), "!cancel", en);
    assert!(
        e.contains("Vous n'avez aucun défi ouvert dans ce salon"),
        "{e}"
    );

    // A challenge left a day expires; its button says whom to ask.
    let r = say(&h, &ann(), "!challenge <@20> size 5 orange clock 1h", en);
    clock.advance(25 * HOUR);
    let e = press(&h, &bob(), &r[0].buttons[0].custom_id, en);
    assert!(
        e.contains("Ce défi a expiré\u{202f}: demandez-en un nouveau à Ann"),
        "{e}"
    );

    say(&h, &ann(), "!challenge <@20> size 5 orange clock 1h", en);
    let on = text(&h, &bob(), "!accept", en);
    assert!(
        on.starts_with("La partie commence, côté 5\u{202f}: Ann"),
        "{on}"
    );
    assert!(
        on.contains("<@10>, à vous de commencer, il reste 1 h\u{202f}: "),
        "{on}"
    );

    // The reminder, then the loss on time, in the server's language.
    clock.advance(45 * MINUTE);
    let posts = h.bot.tick();
    assert_eq!(posts.len(), 1);
    assert_eq!(
        posts[0].reply.text,
        "<@10>, un rappel\u{202f}: c'est à vous de jouer ici\u{202f}; il vous reste 15 min avant de perdre au temps."
    );
    clock.advance(15 * MINUTE);
    let posts = h.bot.tick();
    assert_eq!(posts.len(), 1);
    assert!(
        posts[0]
            .reply
            .text
            .starts_with("Temps écoulé pour Ann (Orange)\u{202f}: aucun coup en 1 h."),
        "{}",
        posts[0].reply.text
    );
    let t = text(&h, &ann(), "!mygames", en);
    assert!(
        t.contains("Vous n'avez aucune partie en cours ici. `!défier @nom` pour en lancer une."),
        "{t}"
    );
}
