//! The command layer in Portuguese and in French: `!help`, the errors of a
//! command typed wrong, the clocks' lengths of time, the start of a game
//! against the AI, ratings, a replay and local mode. Portuguese comes from
//! Discord's locale of the request (`pt-BR`), French from the server's
//! setting (`!language fr` by a manager). The English wording is checked
//! by the other command tests.

use crate::common;

use bridges_bot::clock::{parse_move_time, span_in, ManualClock, DAY, HOUR, MINUTE, SECOND};
use bridges_bot::commands::{Reply, Request, User};
use bridges_bot::i18n::Lang;
use common::*;

/// `user` says `text` in channel CH with Discord's locale `pt-BR`.
fn said_pt(h: &Harness, user: &User, text: &str) -> Vec<Reply> {
    h.bot.handle(Request {
        locale: Some("pt-BR".into()),
        ..text_request(CH, user, text)
    })
}

fn pt(h: &Harness, user: &User, text: &str) -> String {
    texts(said_pt(h, user, text))
}

fn texts(r: Vec<Reply>) -> String {
    r.iter()
        .map(|r| r.text.to_string())
        .collect::<Vec<_>>()
        .join("\n")
}

/// The server speaks French: a manager said so.
fn server_in_french(h: &Harness) {
    let r = h.bot.handle(Request {
        is_manager: true,
        can_manage_events: false,
        roles: Vec::new(),
        ..text_request(CH, &ann(), "!language fr")
    });
    assert!(texts(r).contains("Français"));
}

/// None of `english` is in `text`.
fn no_english(text: &str, english: &[&str]) {
    for e in english {
        assert!(!text.contains(e), "English `{e}` left in: {text}");
    }
}

/// The English words of `!help`.
const HELP_ENGLISH: &[&str] = &[
    "commands:",
    "Against me",
    "(last game)",
    "Moves (no prefix",
    "(moderators)",
    "Clocks:",
    "Language:",
    "Ratings (",
    "per game and server",
    "provisional",
    " or `place",
];

#[test]
fn help_in_portuguese_and_french() {
    let h = Harness::new();
    let t = pt(&h, &ann(), "!ajuda");
    assert!(
        t.starts_with("Comandos de **Pontes** (os nomes em inglês também servem):\n"),
        "{t}"
    );
    assert!(
        t.contains("Contra mim: `!jogar-ia [jogo] [nível 1-5]`"),
        "{t}"
    );
    assert!(
        t.contains("Jogadas (na sua vez, sem prefixo): `E2` ou `colocar E2`"),
        "{t}"
    );
    assert!(t.contains("`?` = provisório, desvio acima de 110"), "{t}");
    // The English command shows the same help.
    assert_eq!(pt(&h, &ann(), "!help"), t);
    no_english(&t, HELP_ENGLISH);
    let t = pt(&h, &ann(), "!ajuda avanço");
    assert!(t.starts_with("Comandos de **Avanço**"), "{t}");
    assert!(t.contains("`c2-c3` · `d4xe5` · `desfazer`"), "{t}");
    no_english(&t, HELP_ENGLISH);
    let t = pt(&h, &ann(), "!help numbridge");
    assert!(
        t.contains("o botão **A sua mão** (resposta privada)"),
        "{t}"
    );
    no_english(&t, &["Your hand", "A turn that runs out"]);

    server_in_french(&h);
    let t = h.one(&bob(), "!aide");
    assert!(
        t.starts_with("Les commandes pour **Ponts** (les noms anglais marchent aussi)\u{202f}:\n"),
        "{t}"
    );
    assert!(
        t.contains("Contre moi\u{202f}: `!jouer-ia [jeu] [niveau 1-5]`"),
        "{t}"
    );
    assert!(
        t.contains("Pendules\u{202f}: `!défier @nom pendule 3j|12h|30m|aucune`"),
        "{t}"
    );
    assert_eq!(h.one(&bob(), "!help"), t);
    no_english(&t, HELP_ENGLISH);
    let t = h.one(&bob(), "!aide avanco");
    assert!(t.starts_with("Les commandes pour **Avanço**"), "{t}");
    no_english(&t, HELP_ENGLISH);
    let t = h.one(&bob(), "!help numbridge");
    assert!(
        t.contains("le bouton **Votre main** (pour vous seul)"),
        "{t}"
    );
    no_english(&t, &["Your hand", "A turn that runs out"]);
    // The server's language outranks a Portuguese client.
    assert!(pt(&h, &ann(), "!help").starts_with("Les commandes pour **Ponts**"));
}

#[test]
fn a_command_typed_wrong_is_answered_in_the_readers_language() {
    let h = Harness::new();
    let t = pt(&h, &ann(), "!challenge <@20> frobnicate");
    assert_eq!(
        t,
        "<@10> `frobnicate` não é uma opção: use `desafiar @nome [jogo] [tamanho N] [cor|acaso] [relógio 3d|nenhum] [tópico] [amigável]`"
    );
    let t = pt(&h, &ann(), "!challenge <@20> size 99");
    assert_eq!(t, "<@10> O tamanho é um número de 3 a 13, como `tamanho 8`");
    let t = pt(&h, &ann(), "!challenge <@20> avanco purple");
    assert_eq!(
        t,
        "<@10> `purple` não é uma opção: use `desafiar @nome [jogo] [tamanho N] [cor|acaso] [relógio 3d|nenhum] [tópico] [amigável]`"
    );
    let t = pt(&h, &ann(), "!challenge <@20> avanco orange");
    assert_eq!(
        t,
        "<@10> Avanço não tem a cor `orange`: escolha `brancas`, `negras` ou `acaso`"
    );
    let t = pt(&h, &ann(), "!challenge <@20> clock 5s");
    assert_eq!(
        t,
        "<@10> O relógio de cada jogada vai de 10 s a 30 dias, não 5 s: por exemplo `relógio 3d` ou `relógio 12h`"
    );
    let t = pt(&h, &ann(), "!play ai level 9");
    assert_eq!(t, "<@10> O nível é um número de 1 a 5, como `nível 3`");
    let t = pt(&h, &ann(), "!rules chess");
    assert!(
        t.contains("`chess` não é um dos meus jogos: experimente bridges, avanco"),
        "{t}"
    );
    let t = pt(&h, &ann(), "!board");
    assert_eq!(
        t,
        "<@10> Não há jogo neste canal: comece um com `!desafiar @nome`"
    );
    no_english(
        &pt(&h, &ann(), "!challenge <@20> level"),
        &["needs a number"],
    );

    server_in_french(&h);
    let t = h.one(&bob(), "!notify sometimes");
    assert_eq!(
        t,
        "<@20> `sometimes` n'est pas une façon de vous rappeler vos coups\u{202f}: utilisez `rappels mp`, `rappels salon`, `rappels résumé 8h` ou `rappels désactiver`"
    );
    let t = h.one(&bob(), "!record abc");
    assert!(t.contains("`abc` n'est pas un numéro de partie"), "{t}");
    let t = h.one(&bob(), "!challenge <@10> clock soon");
    assert!(
        t.contains(
            "`soon` n'est pas une durée de pendule\u{202f}: donnez un nombre et une unité, comme `3j`"
        ),
        "{t}"
    );
    let t = h.one(&bob(), "!history @nobody");
    assert_eq!(
        t,
        "<@20> Je ne sais pas qui est `@nobody`\u{202f}: mentionnez la personne pour que son nom passe en bleu"
    );
    let t = h.one(&bob(), "!language klingon");
    assert!(t.contains("n'est pas une langue que je parle"), "{t}");
    // A slash command's wrong option, and a stale button.
    let r = h.slash(
        CH,
        &bob(),
        "play-ai",
        vec![("level", bridges_bot::commands::OptionValue::Int(7))],
    );
    assert_eq!(one(r), "Le niveau est un nombre de 1 à 5, comme `niveau 3`");
    let r = h.button(CH, &bob(), "bridges:nonsense");
    assert_eq!(one(r), "Ce bouton n'est plus valable");
    for t in [
        h.one(&bob(), "!record abc"),
        h.one(&bob(), "!notify sometimes"),
    ] {
        no_english(&t, &["is not", "use the number", "a way to remind"]);
    }
}

#[test]
fn clock_spans_in_each_language() {
    let almost_3d = 3 * DAY - SECOND;
    assert_eq!(span_in(Lang::En, almost_3d), "2 d 23 h");
    assert_eq!(span_in(Lang::Pt, almost_3d), "2 d 23 h");
    assert_eq!(span_in(Lang::Fr, almost_3d), "2 j 23 h");
    assert_eq!(span_in(Lang::Fr, 7 * DAY), "7 j");
    assert_eq!(span_in(Lang::Fr, 5 * HOUR + 12 * MINUTE), "5 h 12 min");
    assert_eq!(span_in(Lang::Pt, 45 * SECOND), "45 s");
    // Typed in the reader's words too.
    assert_eq!(parse_move_time("3j"), Ok(Some(3 * DAY)));
    assert_eq!(parse_move_time("2dias"), Ok(Some(2 * DAY)));
    assert_eq!(parse_move_time("12 heures"), Ok(Some(12 * HOUR)));
    assert_eq!(
        parse_move_time("5s").unwrap_err().text(Lang::Fr),
        "Une pendule par coup va de 10 s à 30 jours, pas 5 s\u{202f}: par exemple `pendule 3j` ou `pendule 12h`"
    );
}

#[test]
fn time_left_in_portuguese_and_french() {
    let clock = ManualClock::new(1_000_000_000);
    let h = Harness::timed(&clock, |_| {});
    let r = said_pt(&h, &ann(), "!challenge <@20> size 5 orange clock 3d");
    assert!(r[0].text.contains("Relógio:"), "{}", r[0].text);
    let r = said_pt(&h, &bob(), "!accept");
    assert!(r[0].text.contains(", com 3 d no relógio"), "{}", r[0].text);
    clock.advance(HOUR + 1);
    let t = pt(&h, &carol(), "!time");
    let at = (1_000_000_000 + 3 * DAY) / 1000;
    assert_eq!(
        t,
        format!(
            "Vez de Ann (Laranja): ainda tem 2 d 23 h (o relógio dá 3 d por jogada).\n\
             O tempo da jogada esgota-se <t:{at}:R> (<t:{at}:f>)."
        )
    );
    no_english(&t, &[" left", "to move", "a move"]);

    server_in_french(&h);
    let t = h.one(&carol(), "!time");
    assert_eq!(
        t,
        format!(
            "Au tour de Ann (Orange)\u{202f}: il reste 2 j 23 h (la pendule donne 3 j par coup).\n\
             Le temps du coup expire <t:{at}:R> (<t:{at}:f>)."
        )
    );
    h.one(&ann(), "E2");
    let t = h.one(&carol(), "!mygames");
    assert!(!t.contains(" left"), "{t}");
}

#[test]
fn a_game_against_the_ai_starts_in_portuguese_and_french() {
    let h = Harness::new();
    let t = pt(&h, &ann(), "!play ai avanco white level 1");
    let lines: Vec<&str> = t.lines().collect();
    assert_eq!(
        lines[0], "Começa o jogo, Avanço: Ann (Brancas) contra IA nível 1 (Negras).",
        "{t}"
    );
    assert!(
        lines[1].starts_with("<@10>, a primeira jogada é sua: "),
        "{t}"
    );
    no_english(
        &t,
        &["Game on", " vs ", "AI level", "you start", "White", "Black"],
    );
    // The AI's name is the game's: it stays as it was given.
    let t = pt(&h, &carol(), "!record");
    assert!(t.contains("IA nível 1"), "{t}");
    let t = pt(&h, &carol(), "!hint");
    assert_eq!(t, "<@30> Não é um dos jogadores deste jogo");
    h.mod_say_in(CH, &carol(), "!abort");

    // The AI opens: its move, named in Portuguese.
    let t = pt(&h, &ann(), "!play ai avanco black level 1");
    let lines: Vec<&str> = t.lines().collect();
    assert_eq!(
        lines[0], "Começa o jogo, Avanço: IA nível 1 (Brancas) contra Ann (Negras).",
        "{t}"
    );
    assert!(lines[1].starts_with("IA nível 1 (Brancas): "), "{t}");
    assert!(t.contains("<@10>, é a sua vez (Negras)"), "{t}");
    no_english(&t, &["your turn", "(Black)"]);
    h.mod_say_in(CH, &carol(), "!abort");

    server_in_french(&h);
    let t = h.one(&ann(), "!play ai avanco white level 1");
    let lines: Vec<&str> = t.lines().collect();
    assert_eq!(
        lines[0], "La partie commence, Avanço\u{202f}: Ann (Blancs) contre IA niveau 1 (Noirs).",
        "{t}"
    );
    assert!(
        lines[1].starts_with("<@10>, à vous de commencer\u{202f}: "),
        "{t}"
    );
    no_english(
        &t,
        &["Game on", " vs ", "AI level", "you start", "White", "Black"],
    );
    let t = h.one(&ann(), "!play ai avanco");
    assert!(
        t.contains("Cette partie") || t.contains("déjà une partie"),
        "{t}"
    );
}

#[test]
fn ratings_and_a_replay_in_portuguese_and_french() {
    let h = Harness::new();
    let t = pt(&h, &carol(), "!rating");
    assert_eq!(
        t,
        "Carol ainda não tem rating aqui: começa em 1500 com o primeiro jogo a contar"
    );
    h.start(5);
    h.one(&ann(), "E2");
    pt(&h, &bob(), "!resign yes");
    let t = pt(&h, &bob(), "!rating");
    assert!(t.starts_with("Bob: Pontes "), "{t}");
    assert!(t.contains("(1 jogo)"), "{t}");
    assert!(t.contains("? = provisório (desvio acima de 110)"), "{t}");
    let t = pt(&h, &bob(), "!histórico");
    assert!(
        t.starts_with("Últimos jogos de Bob (`!registo N.º`, `!rever N.º`):"),
        "{t}"
    );
    assert!(
        t.contains(" · Pontes · contra Ann (Laranja) · perdeu"),
        "{t}"
    );
    no_english(&t, &["last games", " vs ", " lost"]);
    let t = pt(&h, &bob(), "!classificacao");
    assert!(t.starts_with("Classificação de **Pontes**:"), "{t}");

    // The replay: its title, and the frames' words drawn in the language.
    let r = said_pt(&h, &carol(), "!replay");
    assert!(
        r[0].text.starts_with(
            "Repetição do último jogo de Pontes aqui: Ann (Laranja) contra Bob (Azul-claro)"
        ),
        "{}",
        r[0].text
    );
    let gif_pt = r[0].board.as_ref().expect("a replay").png.clone();
    let r = h.say(&carol(), "!replay");
    let gif_en = r[0].board.as_ref().expect("a replay").png.clone();
    assert_ne!(
        gif_pt, gif_en,
        "the frames say `Turn k of n` in each language"
    );
    let record = h.say(&carol(), "!record")[0]
        .file
        .as_ref()
        .map(|f| String::from_utf8(f.bytes.clone()).unwrap());
    if let Some(record) = record {
        let en = bridges_bot::render::replay::replay_gif(&record, ["Ann", "Bob"], 500).unwrap();
        let fr = bridges_bot::render::replay::replay_gif_in(&record, ["Ann", "Bob"], 500, Lang::Fr)
            .unwrap();
        assert_ne!(en, fr);
    }

    server_in_french(&h);
    let t = h.one(&bob(), "!elo ponts");
    assert!(t.starts_with("Bob · Ponts\u{202f}: "), "{t}");
    assert!(t.contains("(1 partie)"), "{t}");
    let t = h.one(&ann(), "!historique");
    assert!(
        t.contains(" · Ponts · contre Bob (Bleu clair) · gagnée"),
        "{t}"
    );
    let t = h.one(&carol(), "!revoir");
    assert!(
        t.starts_with(
            "Rediffusion de la dernière partie ici (Ponts)\u{202f}: Ann (Orange) contre Bob (Bleu clair)"
        ),
        "{t}"
    );
    no_english(&t, &["Replay", " vs "]);
}

#[test]
fn local_mode_speaks_the_configured_language() {
    let dir = tempfile::tempdir().unwrap();
    let config = bridges_bot::config::Config {
        data_dir: dir.path().join("data"),
        language: "pt".into(),
        ..bridges_bot::config::Config::default()
    };
    let mut local = bridges_bot::local::Local::new(&config, Vec::new(), false).unwrap();
    local
        .run("new size 5\nA1\nnew frob\nhelp\nquit\n".as_bytes())
        .unwrap();
    let text = String::from_utf8(local.into_output()).unwrap();
    assert!(
        text.starts_with("Modo local: joga pelos dois lados"),
        "{text}"
    );
    assert!(
        text.contains("Começa o jogo, lado 5: Laranja contra Azul-claro."),
        "{text}"
    );
    assert!(text.contains("Imagem do tabuleiro: "), "{text}");
    assert!(text.contains("Azul-claro> "), "{text}");
    // The text board names the local players by their seats, in Portuguese.
    assert!(
        text.contains("Pontes, lado 5 · Azul-claro a jogar"),
        "{text}"
    );
    assert!(text.contains("Laranja (o) 0 pontos"), "{text}");
    assert!(
        text.contains("Use `novo` ou `novo tamanho N`, com N de 3 a 13"),
        "{text}"
    );
    no_english(
        &text,
        &[
            "Local mode",
            "Board image",
            "Game on",
            "Light Blue",
            "Orange",
            "Use `new` or",
        ],
    );
}

/// The store's errors and the checks without a request of their own (not
/// a player, no game) are worded in the asker's language too.
#[test]
fn store_errors_and_seat_checks_in_portuguese() {
    let h = Harness::new();
    h.start_in(100, 5);
    let h = h.with_raw_store(|db| {
        db.open_tree("games")
            .unwrap()
            .insert(100u64.to_be_bytes(), b"\x01{not json".to_vec())
            .unwrap();
    });
    let broken = texts(h.bot.handle(Request {
        locale: Some("pt-BR".into()),
        ..text_request(100, &ann(), "!board")
    }));
    assert!(
        broken.starts_with("<@10> Não consigo ler o jogo guardado aqui (games/100: "),
        "{broken}"
    );
    assert!(
        broken.ends_with("Um moderador pode usar `anular`"),
        "{broken}"
    );
    h.start(5);
    let t = pt(&h, &carol(), "!resign");
    assert_eq!(t, "<@30> Não é um dos jogadores deste jogo");
}

/// A challenge's options, seats and games typed in Portuguese or French
/// words: the same challenge as in English, its setup line in the reader's
/// words.
#[test]
fn challenge_words_typed_in_portuguese_and_french() {
    let h = Harness::new();
    let t = pt(
        &h,
        &ann(),
        "!desafiar <@20> numbridge pistas 30 irregulares vez 45 custo 2 candidatos",
    );
    assert!(t.contains("blocos irregulares"), "{t}");
    assert!(t.contains("com candidatos"), "{t}");
    assert!(t.contains("pistas 30"), "{t}");
    let t = pt(&h, &ann(), "!cancelar");
    assert!(t.contains("retirou o desafio"), "{t}");
    let t = pt(&h, &ann(), "!desafiar <@20> pontes tamanho 6 azul claro");
    assert!(t.contains("Pontes, lado 6 e fica com o Azul-claro"), "{t}");
    let t = pt(&h, &ann(), "!cancelar");
    assert!(t.contains("retirou o desafio"), "{t}");
    let t = pt(&h, &ann(), "!desafiar <@20> avanço brancas amigável");
    assert!(t.contains("fica com as Brancas"), "{t}");
    assert!(t.contains("Não conta para o rating."), "{t}");
    let t = pt(&h, &ann(), "!desafiar <@20> rastros pistas 3");
    assert!(t.contains("Já desafiou Bob aqui"), "{t}");
    pt(&h, &ann(), "!cancelar");
    let t = pt(&h, &ann(), "!desafiar <@20> pistas");
    assert_eq!(t, "<@10> `pistas` precisa de um número, como `pistas 30`");

    server_in_french(&h);
    let t = h.one(
        &ann(),
        "!défier <@20> ponts taille 6 bleu clair pendule 12h",
    );
    assert!(
        t.contains("Ponts, côté 6\u{202f}; Ann joue Bleu clair."),
        "{t}"
    );
    assert!(t.contains("Pendule\u{202f}: 12 h par coup."), "{t}");
    let t = h.one(&bob(), "!refuser");
    assert!(t.contains("a refusé le défi"), "{t}");
    let t = h.one(&ann(), "!defier <@20> avanco noirs");
    assert!(t.contains("Ann joue les Noirs."), "{t}");
    let t = h.one(&ann(), "!retirer");
    assert!(t.contains("a retiré son défi"), "{t}");
    let t = h.one(&ann(), "!rappels mp");
    assert!(t.contains("rappels de vos coups par message privé"), "{t}");
    let t = h.one(&ann(), "!règles ponts");
    assert!(t.starts_with("**Ponts** en bref"), "{t}");
}
