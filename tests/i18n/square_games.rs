//! Avanço and Rastros in Portuguese and in French: prompts, turns in words,
//! every rule error, notation and option errors, scores, results with
//! their reasons, the view's header and status, the alt text and the text
//! board all come from the catalogs, and none of the English is left.

use bridges_bot::games::avanco::{Avanco, Move as AMove, BLACK, BOARD, WHITE};
use bridges_bot::games::rastros::{Move as RMove, Rastros, FIRST, SECOND};
use bridges_bot::games::{AnyGame, Played, Present, Rules, ViewCtx};
use bridges_bot::i18n::{Lang, ToMsg};

use crate::common;

use bridges_bot::commands::{Reply, Request, User};
use common::{ann, bob, text_request, Harness, CH};

const NAMES: [&str; 2] = ["ana", "bruno"];

fn opts(k: &str, v: &str) -> Vec<(String, String)> {
    vec![(k.to_string(), v.to_string())]
}

fn cell(name: &str) -> u8 {
    BOARD.parse_cell(name).unwrap() as u8
}

/// Every word a game says of itself, in `lang`, one labelled line each.
fn avanco_texts(lang: Lang) -> Vec<(String, String)> {
    let mut out = Vec::new();
    let mut say = |k: &str, v: String| out.push((k.to_string(), v));
    let ctx = ViewCtx::public(NAMES).in_lang(lang);
    let start = Avanco::start();
    let rule = |p: &Avanco, t: &str| {
        let m = p.parse_action(t).unwrap();
        let mut q = *p;
        let e = q.apply(m).unwrap_err();
        p.explain(m, &e).text(lang)
    };
    say("prompt-white", start.prompt(lang));
    say("empty", rule(&start, "c3-c4"));
    say("not-yours", rule(&start, "c6-c5"));
    say("too-far", rule(&start, "c2-c4"));
    say("too-wide", rule(&start, "c2-e3"));
    say("sideways", rule(&start, "c2-d2"));
    say("occupied", rule(&start, "c1-c2"));
    say("nothing-to-capture", rule(&start, "c2xd3"));
    say("straight-capture", rule(&start, "c2xc3"));
    let mut typed = start;
    let e = typed.apply(AMove::new(60, 0, false)).unwrap_err();
    say("off-board", e.to_msg().text(lang));
    let mut g = Played::<Avanco>::new(&[]).unwrap();
    g.play("c2-c3").unwrap();
    say("prompt-black", g.prompt(lang));
    say("stays", rule(g.position(), "c6-c6"));
    say("played", g.describe_last_turn(lang).unwrap());
    g.play("c6-c5").unwrap();
    g.play("c3-c4").unwrap();
    say("straight-capture-on", rule(g.position(), "c5-c4"));
    g.play("d6-d5").unwrap();
    say("backward", rule(g.position(), "c4-c3"));
    let p = *g.position();
    let mut q = p;
    let m = AMove::new(cell("c4"), cell("d5"), false);
    let e = q.apply(m).unwrap_err();
    say("unmarked-capture", p.explain(m, &e).text(lang));
    g.play("c4xd5").unwrap();
    say("captured", g.describe_last_turn(lang).unwrap());
    say(
        "turn-over",
        g.play("c5-c4 c4-c3").unwrap_err().msg().text(lang),
    );
    say(
        "parse-pass",
        start.parse_action("pass").unwrap_err().text(lang),
    );
    say(
        "parse-move",
        start.parse_action("c2c3").unwrap_err().text(lang),
    );
    say(
        "parse-cell",
        start.parse_action("zz-c3").unwrap_err().text(lang),
    );
    say(
        "parse-off",
        start.parse_action("c2-h3").unwrap_err().text(lang),
    );
    say(
        "options",
        Avanco::new(&opts("size", "8")).unwrap_err().text(lang),
    );
    say("score", g.score_line(&ctx).unwrap());
    let v = g.view(&ctx);
    say("sub-white", v.seats[0].sub.clone());
    say("sub-black", v.seats[1].sub.clone());
    say("status", v.status.clone());
    say("alt", g.alt_text(&ctx));
    say("board", g.text_board(&ctx));
    // A piece reaches the far rank.
    let white = Avanco::from_pieces(1 << cell("d5"), 1 << cell("g7"), WHITE).unwrap();
    let mut w = Played::from_start(white);
    w.play("d5-d6").unwrap();
    w.play("g7-g6").unwrap();
    w.play("d6-d7").unwrap();
    say("won-far-rank", w.describe_last_turn(lang).unwrap());
    say("result-far-rank", w.result_sentence(&ctx).unwrap());
    let v = w.view(&ctx);
    say("sub-wins", v.seats[0].sub.clone());
    say("status-over", v.status.clone());
    say("over", w.play("g6-g5").unwrap_err().msg().text(lang));
    say("prompt-over", w.prompt(lang));
    // The last piece is taken.
    let black = Avanco::from_pieces(1 << cell("d3"), 1 << cell("e4"), BLACK).unwrap();
    let mut b = Played::from_start(black);
    b.play("e4-d3").unwrap();
    say("won-last-captured", b.describe_last_turn(lang).unwrap());
    say("result-last-captured", b.result_sentence(&ctx).unwrap());
    say("alt-over", b.alt_text(&ctx));
    say("board-over", b.text_board(&ctx));
    out
}

fn rastros_texts(lang: Lang) -> Vec<(String, String)> {
    let mut out = Vec::new();
    let mut say = |k: &str, v: String| out.push((k.to_string(), v));
    let ctx = ViewCtx::public(NAMES).in_lang(lang);
    let rule = |p: &Rastros, m: RMove| {
        let mut q = *p;
        let e = q.apply(m).unwrap_err();
        p.explain(m, &e).text(lang)
    };
    let typed = |p: &Rastros, t: &str| {
        let m = p.parse_action(t).unwrap();
        rule(p, m)
    };
    let mut g = Played::<Rastros>::new(&[]).unwrap();
    say("prompt", g.prompt(lang));
    say("turn-over", g.play("f6 e6").unwrap_err().msg().text(lang));
    g.play("f6").unwrap();
    say("moved", g.describe_last_turn(lang).unwrap());
    let p = *g.position();
    say("stone", typed(&p, "e5"));
    say("not-adjacent", typed(&p, "f8"));
    say("stays", typed(&p, "f6"));
    let piece = p.piece();
    say("not-the-piece", rule(&p, RMove { from: 0, to: 1 }));
    say(
        "off-board",
        rule(
            &p,
            RMove {
                from: piece,
                to: 70,
            },
        ),
    );
    say("parse-pass", p.parse_action("pass").unwrap_err().text(lang));
    say(
        "parse-from",
        p.parse_action("e5-f7").unwrap_err().text(lang),
    );
    say("parse-cell", p.parse_action("zz").unwrap_err().text(lang));
    say("parse-off", p.parse_action("i9").unwrap_err().text(lang));
    say(
        "option",
        Rastros::new(&opts("colour", "red")).unwrap_err().text(lang),
    );
    say(
        "size",
        Rastros::new(&opts("size", "9")).unwrap_err().text(lang),
    );
    g.play("e6").unwrap();
    let v = g.view(&ctx);
    say("sub-first", v.seats[0].sub.clone());
    say("sub-second", v.seats[1].sub.clone());
    say("status", v.status.clone());
    say("alt", g.alt_text(&ctx));
    say("board", g.text_board(&ctx));
    // Second moves the piece into a1: First's corner.
    let corner = Rastros::from_parts(8, 1, 0, SECOND).unwrap();
    let mut c = Played::from_start(corner);
    c.play("a1").unwrap();
    say("result-corner", c.result_sentence(&ctx).unwrap());
    say("status-corner", c.view(&ctx).status);
    say("alt-corner", c.alt_text(&ctx));
    say("over", c.play("b1").unwrap_err().msg().text(lang));
    // The player to move is walled in.
    let b = Rastros::start(8).unwrap().board();
    let at = |t: &str| b.parse_cell(t).unwrap() as u8;
    let stones = ["a1", "a2", "a3", "b3", "c3", "c1", "c2"]
        .iter()
        .fold(0u64, |m, t| m | 1 << at(t));
    let walled = Rastros::from_parts(8, at("b1"), stones, FIRST).unwrap();
    let mut w = Played::from_start(walled);
    w.play("b2").unwrap();
    say("result-blocked", w.result_sentence(&ctx).unwrap());
    say("sub-wins", w.view(&ctx).seats[0].sub.clone());
    say("prompt-over", w.prompt(lang));
    let seven = Played::<Rastros>::new(&opts("size", "7")).unwrap();
    say("alt-seven", seven.alt_text(&ctx));
    say("board-seven", seven.text_board(&ctx));
    out
}

/// The text labelled `key`.
fn get(texts: &[(String, String)], key: &str) -> String {
    texts
        .iter()
        .find(|(k, _)| k == key)
        .unwrap_or_else(|| panic!("no text `{key}`"))
        .1
        .clone()
}

/// Words of the old English text that no Portuguese or French line
/// should hold (whole words, any case).
const ENGLISH: &[&str] = &[
    "holds", "piece", "pieces", "wins", "moves", "over", "white", "black", "empty", "stone",
    "stones", "goal", "last", "there", "played", "captured", "moved", "steps", "rank", "cannot",
    "nothing", "then", "like", "sideways", "backward", "only", "not", "board", "cell", "turn",
    "first", "the", "to", "pass", "write", "takes", "is", "has", "with", "and", "won", "reached",
    "corner", "game",
];

fn english_words(text: &str) -> Vec<String> {
    text.split(|c: char| !c.is_alphanumeric())
        .map(str::to_lowercase)
        .filter(|w| ENGLISH.contains(&w.as_str()))
        .collect()
}

/// Every line in `lang` differs from the English one and holds no English
/// word; the English lines, checked the same way, do (the check works).
fn no_english_left(texts: impl Fn(Lang) -> Vec<(String, String)>, lang: Lang) {
    let en = texts(Lang::En);
    let local = texts(lang);
    assert_eq!(en.len(), local.len());
    for ((key, e), (_, l)) in en.iter().zip(&local) {
        // French says the second seat as English does (`Second`); the
        // Portuguese `Segundo` is checked on its own.
        if key == "sub-second" {
            continue;
        }
        assert!(
            !english_words(e).is_empty(),
            "English `{key}` not caught: {e}"
        );
        assert_ne!(e, l, "`{key}` is still English in {lang}");
        let left = english_words(l);
        assert!(left.is_empty(), "{lang} `{key}` keeps {left:?}: {l}");
    }
}

#[test]
fn avanco_leaves_no_english_in_portuguese_or_french() {
    no_english_left(avanco_texts, Lang::Pt);
    no_english_left(avanco_texts, Lang::Fr);
}

#[test]
fn rastros_leaves_no_english_in_portuguese_or_french() {
    no_english_left(rastros_texts, Lang::Pt);
    no_english_left(rastros_texts, Lang::Fr);
}

#[test]
fn avanco_in_portuguese() {
    let t = avanco_texts(Lang::Pt);
    let g = |k| get(&t, k);
    assert_eq!(
        g("prompt-white"),
        "avance uma peça branca uma casa, em frente ou na diagonal, como `c2-c3`; \
         capture na diagonal, como `d4xe5`"
    );
    assert!(g("prompt-black").starts_with("avance uma peça negra uma casa"));
    assert_eq!(g("played"), "jogou c2-c3");
    assert_eq!(g("captured"), "capturou em d5 com c4xd5");
    assert_eq!(g("empty"), "c3-c4: não há nenhuma peça em c3");
    assert_eq!(
        g("not-yours"),
        "c6-c5: c6 tem uma peça negra: as Brancas jogam com as peças brancas"
    );
    assert_eq!(g("too-far"), "c2-c4: uma peça avança uma só linha");
    assert!(g("too-wide").contains("três casas logo à sua frente"));
    assert_eq!(g("sideways"), "c2-d2: nenhuma peça se move para o lado");
    assert_eq!(g("backward"), "c4-c3: nenhuma peça anda para trás");
    assert_eq!(g("occupied"), "c1-c2: c2 tem uma peça branca");
    assert!(g("nothing-to-capture").starts_with("c2xd3: não há nada para capturar em d3"));
    assert_eq!(g("straight-capture"), "c2xc3: só se captura na diagonal");
    assert_eq!(
        g("straight-capture-on"),
        "c5-c4: só se captura na diagonal: c4 tem uma peça branca"
    );
    assert_eq!(g("stays"), "c6-c6: uma peça tem de ir para outra casa");
    assert_eq!(
        g("unmarked-capture"),
        "c4-d5: esta jogada captura em d5: escreva-a com `x`"
    );
    assert_eq!(g("off-board"), "essa casa não está no tabuleiro 7×7");
    assert!(g("turn-over").contains("a jogada seguinte é do adversário"));
    assert_eq!(g("over"), "o jogo acabou");
    assert_eq!(
        g("parse-pass"),
        "no Avanço não se passa a vez: mova uma peça, como c2-c3"
    );
    assert!(g("parse-move").starts_with("`c2c3` não é uma jogada"));
    assert_eq!(
        g("parse-cell"),
        "`zz` não é uma casa: uma casa é uma coluna a–g e uma linha 1–7, como e5"
    );
    assert_eq!(
        g("parse-off"),
        "h3 não está neste tabuleiro: colunas a–g, linhas 1–7"
    );
    assert!(g("options").starts_with("O Avanço não tem opções: `size`"));
    assert_eq!(g("score"), "Peças: Brancas 14 · Negras 13");
    assert_eq!(g("sub-white"), "Brancas");
    assert_eq!(g("sub-black"), "Negras · a jogar");
    assert_eq!(g("status"), "bruno a jogar");
    assert_eq!(
        g("won-far-rank"),
        "jogou d6-d7 e ganhou: uma peça branca chegou à linha 7"
    );
    assert_eq!(
        g("result-far-rank"),
        "ana ganha: uma peça branca chegou à linha 7"
    );
    assert_eq!(g("sub-wins"), "Brancas · vence");
    assert_eq!(
        g("status-over"),
        "Fim do jogo · ana ganha: uma peça branca chegou à linha 7"
    );
    assert_eq!(
        g("result-last-captured"),
        "bruno ganha: a última peça branca foi capturada"
    );
    assert!(g("won-last-captured").starts_with("capturou em d3 com e4xd3 e ganhou:"));
    let alt = g("alt");
    assert!(alt.starts_with("Tabuleiro de Avanço, 7×7. ana (Brancas) tem 14 peças em a1 b1"));
    assert!(alt.contains("; bruno (Negras) tem 13 peças em c5"), "{alt}");
    assert!(
        alt.ends_with(". Última jogada: c4xd5, uma captura. bruno a jogar."),
        "{alt}"
    );
    assert!(g("alt-over").contains("ana (Brancas) não tem peças; bruno (Negras) tem 1 peça em d3."));
    let board = g("board");
    assert!(board.contains("\n5 . . N B . . . 5\n"), "{board}");
    assert!(board.contains(
        "\nB ana (Brancas, 14 peças) · N bruno (Negras, 13 peças) · . vazia\nbruno a jogar"
    ));
    // The catalog's own numbers: 0 and 1 as Portugal says them.
    assert!(g("board-over").contains("B ana (Brancas, 0 peças) · N bruno (Negras, 1 peça)"));
}

#[test]
fn avanco_in_french() {
    let t = avanco_texts(Lang::Fr);
    let g = |k| get(&t, k);
    assert_eq!(
        g("prompt-white"),
        "avancez un pion blanc d'une case, tout droit ou en diagonale, comme `c2-c3`\u{202f}; \
         prenez en diagonale, comme `d4xe5`"
    );
    assert!(g("prompt-black").starts_with("avancez un pion noir"));
    assert_eq!(g("played"), "a joué c2-c3");
    assert_eq!(g("captured"), "a pris en d5 avec c4xd5");
    assert_eq!(g("empty"), "c3-c4\u{202f}: il n'y a pas de pion en c3");
    assert_eq!(
        g("not-yours"),
        "c6-c5\u{202f}: il y a un pion noir en c6\u{202f}: les Blancs jouent les pions blancs"
    );
    assert_eq!(
        g("too-far"),
        "c2-c4\u{202f}: un pion avance d'une seule rangée"
    );
    assert!(g("too-wide").contains("trois cases juste devant lui"));
    assert_eq!(
        g("sideways"),
        "c2-d2\u{202f}: aucun pion ne se déplace de côté"
    );
    assert_eq!(g("backward"), "c4-c3\u{202f}: aucun pion ne recule");
    assert_eq!(g("occupied"), "c1-c2\u{202f}: il y a un pion blanc en c2");
    assert!(g("nothing-to-capture").starts_with("c2xd3\u{202f}: il n'y a rien à prendre en d3"));
    assert_eq!(
        g("straight-capture"),
        "c2xc3\u{202f}: on ne prend qu'en diagonale"
    );
    assert_eq!(
        g("straight-capture-on"),
        "c5-c4\u{202f}: on ne prend qu'en diagonale\u{202f}: il y a un pion blanc en c4"
    );
    assert_eq!(
        g("stays"),
        "c6-c6\u{202f}: un pion doit aller sur une autre case"
    );
    assert_eq!(
        g("unmarked-capture"),
        "c4-d5\u{202f}: ce coup prend en d5\u{202f}: écrivez-le avec `x`"
    );
    assert_eq!(g("off-board"), "cette case n'est pas sur le plateau 7×7");
    assert!(g("turn-over").contains("le coup suivant revient à l'adversaire"));
    assert_eq!(g("over"), "la partie est finie");
    assert!(g("parse-pass").starts_with("on ne passe pas son tour à l'Avanço"));
    assert!(g("parse-move").starts_with("`c2c3` n'est pas un coup"));
    assert!(g("parse-cell").starts_with("`zz` n'est pas une case"));
    assert_eq!(
        g("parse-off"),
        "h3 n'est pas sur ce plateau\u{202f}: colonnes a–g, rangées 1–7"
    );
    assert!(g("options").starts_with("Avanço ne prend pas d'option\u{202f}: `size`"));
    assert_eq!(g("score"), "Pions\u{202f}: Blancs 14 · Noirs 13");
    assert_eq!(g("sub-black"), "Noirs · au trait");
    assert_eq!(g("status"), "bruno au trait");
    assert_eq!(
        g("won-far-rank"),
        "a joué d6-d7 et a gagné\u{202f}: un pion blanc a atteint la rangée 7"
    );
    assert_eq!(
        g("result-far-rank"),
        "ana gagne\u{202f}: un pion blanc a atteint la rangée 7"
    );
    assert_eq!(g("sub-wins"), "Blancs · gagne");
    assert_eq!(
        g("status-over"),
        "Partie terminée · ana gagne\u{202f}: un pion blanc a atteint la rangée 7"
    );
    assert_eq!(
        g("result-last-captured"),
        "bruno gagne\u{202f}: le dernier pion blanc a été pris"
    );
    let alt = g("alt");
    assert!(alt.starts_with("Plateau d'Avanço, 7×7. ana (Blancs) a 14 pions en a1 b1"));
    assert!(
        alt.ends_with(". Dernier coup\u{202f}: c4xd5, une prise. bruno au trait."),
        "{alt}"
    );
    assert!(g("alt-over")
        .contains("ana (Blancs) n'a plus de pion\u{202f}; bruno (Noirs) a 1 pion en d3."));
    let board = g("board");
    assert!(board.contains("\n5 . . N B . . . 5\n"), "{board}");
    assert!(board.contains("\nB ana (Blancs, 14 pions) · N bruno (Noirs, 13 pions) · . vide\n"));
}

#[test]
fn rastros_in_portuguese() {
    let t = rastros_texts(Lang::Pt);
    let g = |k| get(&t, k);
    assert_eq!(
        g("prompt"),
        "mova a peça branca para uma casa vazia ao lado dela, como `d4`; o seu objetivo é a1"
    );
    assert_eq!(g("moved"), "moveu a peça de e5 para f6");
    assert_eq!(g("stone"), "e5: e5 tem uma peça negra");
    assert_eq!(
        g("not-adjacent"),
        "f8: a peça vai para uma das 8 casas à sua volta"
    );
    assert_eq!(g("stays"), "f6: a peça já está em f6: tem de se mover");
    assert_eq!(g("not-the-piece"), "b1: a peça está em f6, não em a1");
    assert!(g("off-board").ends_with("essa casa não está no tabuleiro"));
    assert!(g("turn-over").starts_with("em cada turno a peça só se move uma vez"));
    assert_eq!(g("over"), "o jogo acabou");
    assert_eq!(
        g("parse-pass"),
        "no Rastros não se passa a vez: mova a peça, como f6"
    );
    assert_eq!(
        g("parse-from"),
        "a peça está em f6, não em e5: escreva só a casa para onde ela vai, como f5"
    );
    assert!(g("parse-cell").contains("uma coluna a–h e uma linha 1–8"));
    assert_eq!(
        g("parse-off"),
        "i9 não está neste tabuleiro: colunas a–h, linhas 1–8"
    );
    assert_eq!(
        g("option"),
        "O Rastros não tem a opção `colour`: só `tamanho 7` ou `tamanho 8` (`size` no registo)"
    );
    assert!(g("size").starts_with("tamanho `9`: o Rastros joga-se em 8×8 ou 7×7"));
    assert_eq!(g("sub-first"), "1.º jogador · a jogar");
    assert_eq!(g("sub-second"), "2.º jogador");
    assert_eq!(g("status"), "ana a jogar");
    assert_eq!(
        g("alt"),
        "Tabuleiro de Rastros, 8×8. A peça branca está em e6, com 2 peças negras em e5 f6; \
         o objetivo de ana é a1, o de bruno é h8. Última jogada: de f6 para e6. ana a jogar."
    );
    assert!(g("alt-corner").contains("com 1 peça negra em b1;"));
    assert!(g("alt-seven").contains("7×7. A peça branca está em e5, sem peças negras;"));
    assert!(g("board").ends_with(
        "\nO a peça branca · # peças negras (2) · 1 objetivo de ana (a1) · 2 objetivo de bruno (h8) · . vazia\nana a jogar"
    ));
    assert_eq!(
        g("result-corner"),
        "ana ganha: a peça chegou ao canto a1 (ana)"
    );
    assert!(g("status-corner").starts_with("Fim do jogo · ana ganha:"));
    assert_eq!(
        g("result-blocked"),
        "ana ganha: o adversário (bruno) não pode jogar"
    );
    assert_eq!(g("sub-wins"), "1.º jogador · vence");
}

#[test]
fn rastros_in_french() {
    let t = rastros_texts(Lang::Fr);
    let g = |k| get(&t, k);
    assert_eq!(
        g("prompt"),
        "déplacez la pièce blanche sur une case vide voisine, comme `d4`\u{202f}; votre but est a1"
    );
    assert_eq!(g("moved"), "a déplacé la pièce de e5 en f6");
    assert_eq!(g("stone"), "e5\u{202f}: il y a une pierre noire en e5");
    assert_eq!(
        g("not-adjacent"),
        "f8\u{202f}: la pièce va sur l'une des 8 cases qui l'entourent"
    );
    assert_eq!(
        g("stays"),
        "f6\u{202f}: la pièce est déjà en f6\u{202f}: elle doit bouger"
    );
    assert_eq!(
        g("not-the-piece"),
        "b1\u{202f}: la pièce est en f6, pas en a1"
    );
    assert!(g("off-board").ends_with("cette case n'est pas sur le plateau"));
    assert!(g("turn-over").starts_with("à chaque tour, on ne déplace la pièce qu'une fois"));
    assert_eq!(g("over"), "la partie est finie");
    assert!(g("parse-pass").starts_with("on ne passe pas son tour à Rastros"));
    assert!(g("parse-from").starts_with("la pièce est en f6, pas en e5\u{202f}: écrivez seulement"));
    assert!(g("parse-cell").contains("une colonne a–h et une rangée 1–8"));
    assert_eq!(
        g("parse-off"),
        "i9 n'est pas sur ce plateau\u{202f}: colonnes a–h, rangées 1–8"
    );
    assert!(g("option").starts_with("Rastros n'a pas d'option `colour`"));
    assert!(g("size").starts_with("taille `9`\u{202f}: Rastros se joue en 8×8 ou 7×7"));
    assert_eq!(g("sub-first"), "Premier · au trait");
    assert_eq!(g("status"), "ana au trait");
    assert_eq!(
        g("alt"),
        "Plateau de Rastros, 8×8. La pièce blanche est en e6, avec 2 pierres noires en e5 f6\u{202f}; \
         le but de ana est a1, celui de bruno h8. Dernier coup\u{202f}: de f6 en e6. ana au trait."
    );
    assert!(g("alt-seven").contains("La pièce blanche est en e5, sans pierre noire\u{202f};"));
    assert!(g("board").ends_with(
        "\nO la pièce · # pierres (2) · 1 but de ana (a1) · 2 but de bruno (h8) · . vide\nana au trait"
    ));
    assert_eq!(
        g("result-corner"),
        "ana gagne\u{202f}: la pièce a atteint le coin a1 (ana)"
    );
    assert_eq!(
        g("result-blocked"),
        "ana gagne\u{202f}: l'adversaire (bruno) ne peut plus jouer"
    );
    assert_eq!(g("sub-wins"), "Premier · gagne");
}

/// The English stays as it was: a few lines the older tests do not hold.
#[test]
fn english_is_unchanged() {
    let a = avanco_texts(Lang::En);
    assert_eq!(
        get(&a, "not-yours"),
        "c6-c5: c6 holds a black piece: White moves the white pieces"
    );
    assert_eq!(
        get(&a, "won-far-rank"),
        "played d6-d7 and won: a white piece reached rank 7"
    );
    assert!(get(&a, "board-over")
        .contains("W ana (White, 0 pieces) · B bruno (Black, 1 piece) · . empty"));
    assert!(
        get(&a, "alt-over").contains("ana (White) has 0 pieces; bruno (Black) has 1 piece on d3.")
    );
    let r = rastros_texts(Lang::En);
    assert_eq!(
        get(&r, "alt"),
        "Rastros board, 8×8. The white piece is on e6, with 2 black stones on e5 f6; \
         ana's goal is a1, bruno's h8. Last move f6 to e6. ana to move."
    );
    assert_eq!(
        get(&r, "parse-from"),
        "the piece is on f6, not e5: write just the cell it moves to, like f5"
    );
    assert_eq!(
        get(&r, "result-corner"),
        "ana wins: the piece reached a1, ana's corner"
    );
}

/// `user` says `text` in channel CH with Discord's `locale`.
fn said(h: &Harness, user: &User, text: &str, locale: &str) -> Vec<Reply> {
    h.bot.handle(Request {
        locale: Some(locale.into()),
        ..text_request(CH, user, text)
    })
}

/// Through the bot: a move's reply, its refusal and the board's alt text
/// speak the player's language.
#[test]
fn a_game_through_the_bot_in_portuguese_and_french() {
    let h = Harness::new();
    h.one(&ann(), "!challenge <@20> avanco white");
    h.one(&bob(), "!accept");
    let r = said(&h, &ann(), "d2-d4", "pt-BR");
    assert_eq!(r[0].text, "<@10> d2-d4: uma peça avança uma só linha");
    let r = said(&h, &ann(), "e2-e3", "pt-BR");
    let text = &r[0].text;
    assert!(text.contains(": jogou e2-e3."), "{text}");
    assert!(text.contains("avance uma peça negra uma casa"), "{text}");
    let alt = &r[0].board.as_ref().expect("a board").alt;
    assert!(alt.contains("Tabuleiro de Avanço, 7×7."), "{alt}");
    let r = said(&h, &bob(), "e6xe5", "fr");
    assert_eq!(
        r[0].text,
        "<@20> e6xe5\u{202f}: on ne prend qu'en diagonale"
    );
    let r = said(&h, &bob(), "!move pass", "fr");
    assert!(
        r[0].text.contains("On ne passe pas son tour à l'Avanço"),
        "{}",
        r[0].text
    );
}
