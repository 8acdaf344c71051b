//! Playing a game in Portuguese and in French: the turn lines, move
//! replies and errors, undo, board and score, draws, resigning, records,
//! stats and the result lines follow the language of the request (here
//! Discord's locale: `pt-BR`, `fr`), while the English wording is checked
//! by the other command tests.

use crate::common;

use bridges_bot::commands::{Input, Reply, Request, User};
use common::*;

/// `user` says `text` in channel CH with Discord's `locale`.
fn said(h: &Harness, user: &User, text: &str, locale: &str, moderator: bool) -> Vec<Reply> {
    h.bot.handle(Request {
        channel: CH,
        guild: Some(GUILD),
        user: user.clone(),
        mentions: mentioned(text),
        is_moderator: moderator,
        in_dm: false,
        is_manager: false,
        can_manage_events: false,
        roles: Vec::new(),
        locale: Some(locale.into()),
        input: Input::Text(text.into()),
    })
}

fn say(h: &Harness, user: &User, text: &str, locale: &str) -> String {
    said(h, user, text, locale, false)
        .iter()
        .map(|r| r.text.to_string())
        .collect::<Vec<_>>()
        .join("\n")
}

fn labels(r: &[Reply]) -> Vec<String> {
    r.iter()
        .flat_map(|r| r.buttons.iter().map(|b| b.label.clone()))
        .collect()
}

#[test]
fn a_game_played_in_portuguese() {
    let h = Harness::new();
    let pt = "pt-BR";
    h.start(5);
    // Errors name what was wrong and what would be right.
    let t = say(&h, &bob(), "!place C3", pt);
    assert_eq!(t, "<@20> É a vez do Laranja (Ann)");
    let t = say(&h, &ann(), "!undo", pt);
    assert!(
        t.contains("Nada a desfazer: só se pode voltar atrás"),
        "{t}"
    );
    let t = say(&h, &ann(), "!frobnicate", pt);
    assert_eq!(
        t,
        "<@10> `frobnicate` não é um comando: experimente `!ajuda`"
    );
    // A move: the next player's turn, with the colour in Portuguese.
    let r = said(&h, &ann(), "E2", pt, false);
    assert!(
        r[0].text.contains("<@20>, é a sua vez (Azul-claro)"),
        "{}",
        r[0].text
    );
    assert!(
        labels(&r).contains(&"Jogadas possíveis".to_string()),
        "{:?}",
        labels(&r)
    );
    say(&h, &bob(), "G4", pt);
    let t = say(&h, &carol(), "!board", pt);
    assert!(
        t.contains("Ann (Laranja) contra Bob (Azul-claro) · jogada 2 · a vez do Azul-claro"),
        "{t}"
    );
    // A draw offered, accepted: the result and the game's id.
    let r = said(&h, &ann(), "!draw", pt, false);
    assert!(
        r[0].text
            .contains("Ann (Laranja) propõe empate. <@20>: `!empate` para aceitar"),
        "{}",
        r[0].text
    );
    assert_eq!(labels(&r), ["Aceitar empate", "Recusar"]);
    let t = say(&h, &ann(), "!draw", pt);
    assert_eq!(t, "<@10> Já propôs empate: à espera de Bob");
    let r = said(&h, &bob(), "!draw", pt, false);
    assert!(
        r[0].text.contains("Fim do jogo: Empate por acordo."),
        "{}",
        r[0].text
    );
    assert!(
        r[0].text.contains("Jogo n.º 1 · `!registo 1`"),
        "{}",
        r[0].text
    );
    assert_eq!(labels(&r), ["Desforra"]);
    // Counts go through the catalog's plural rules.
    let t = say(&h, &ann(), "!stats", pt);
    assert!(
        t.starts_with("Ann: 1 jogo, 0 vitórias, 0 derrotas, 1 empate aqui"),
        "{t}"
    );

    // Resigning: asked first, then the opponent hears the result.
    h.start(5);
    let r = said(&h, &bob(), "!resign", pt, false);
    assert!(r[0].text.contains("Desistir deste jogo?"), "{}", r[0].text);
    assert_eq!(labels(&r), ["Desistir", "Continuar a jogar"]);
    let t = say(&h, &bob(), "!resign yes", pt);
    assert!(
        t.starts_with("<@10> Fim do jogo: Bob (Azul-claro) desistiu; Ann (Laranja) ganha."),
        "{t}"
    );
    let t = say(&h, &carol(), "!record", pt);
    assert!(
        t.starts_with("Último jogo aqui, Ann (Laranja) contra Bob"),
        "{t}"
    );
    let t = say(&h, &carol(), "!stats <@10>", pt);
    assert!(t.starts_with("Ann: 2 jogos, 1 vitória, 0 derrotas"), "{t}");
    let t = say(&h, &carol(), "!record 99", pt);
    assert!(
        t.contains("Não há jogo acabado n.º 99 neste servidor: `!histórico` mostra"),
        "{t}"
    );
    let t = say(&h, &ann(), "!abort", pt);
    assert!(
        t.contains("Só um moderador (**Gerenciar mensagens**)"),
        "{t}"
    );
    let t = one(said(&h, &carol(), "!abort", pt, true));
    assert!(t.contains("Não há jogo neste canal para anular"), "{t}");
}

#[test]
fn a_game_played_in_french() {
    let h = Harness::new();
    let fr = "fr";
    h.start(5);
    let t = say(&h, &bob(), "!place C3", fr);
    assert_eq!(t, "<@20> C'est au tour d'Orange (Ann)");
    let t = say(&h, &ann(), "!frobnicate", fr);
    assert_eq!(
        t,
        "<@10> `frobnicate` n'est pas une commande\u{202f}: essayez `!aide`"
    );
    let t = say(&h, &ann(), "!undo", fr);
    assert!(t.contains("Rien à annuler"), "{t}");
    let r = said(&h, &ann(), "E2", fr, false);
    assert!(
        r[0].text.contains("<@20>, à vous de jouer (Bleu clair)"),
        "{}",
        r[0].text
    );
    assert!(
        labels(&r).contains(&"Coups possibles".to_string()),
        "{:?}",
        labels(&r)
    );
    let t = say(&h, &carol(), "!score", fr);
    assert!(
        t.contains("Ann (Orange) contre Bob (Bleu clair) · tour 2"),
        "{t}"
    );
    // Bob offers, Ann declines with the button's words in French.
    let r = said(&h, &bob(), "!draw", fr, false);
    assert!(
        r[0].text.contains("Bob (Bleu clair) propose la nulle."),
        "{}",
        r[0].text
    );
    assert_eq!(labels(&r), ["Accepter la nulle", "Refuser"]);
    let t = say(&h, &bob(), "!resign yes", fr);
    assert!(
        t.starts_with("<@10> Partie terminée\u{202f}: Bob (Bleu clair) abandonne\u{202f}; Ann (Orange) gagne."),
        "{t}"
    );
    let t = say(&h, &ann(), "!stats", fr);
    assert!(
        t.starts_with("Ann\u{202f}: 1 partie, 1 victoire, 0 défaite, 0 nulle ici"),
        "{t}"
    );
    let t = say(&h, &ann(), "!replay 7", fr);
    assert!(
        t.contains(
            "Aucune partie terminée n°\u{202f}7 sur ce serveur\u{202f}: `!historique` donne les numéros"
        ),
        "{t}"
    );
}
