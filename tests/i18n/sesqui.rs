//! Sesqui speaks Portuguese and French: its prompts, its drops and queen
//! moves in words, every kind of rule error, its notation and turn errors,
//! the stones and stocks, its wins and draws, its status, seat lines, text
//! board and alt text; and none of the English words remain.

use bridges_bot::games::sesqui::{Sesqui, BOARD};
use bridges_bot::games::{AnyGame, Played, ViewCtx};
use bridges_bot::i18n::{Lang, ToMsg};

/// English words Sesqui used to say, none of which a pt or fr text holds.
const ENGLISH: [&str; 22] = [
    "drop",
    " a move",
    "moved",
    " move ",
    "stone",
    "turn ",
    "to move",
    "Game over",
    "wins",
    "joining",
    "draw",
    "stock",
    "on the board",
    "Black",
    "White",
    "black",
    "white",
    "is taken",
    "queen",
    "passed",
    "Last",
    "none",
];

fn no_english(lang: Lang, texts: &[String]) {
    for text in texts {
        for word in ENGLISH {
            assert!(!text.contains(word), "{lang}: `{word}` in {text:?}");
        }
    }
}

fn set(names: &str) -> u64 {
    names
        .split_whitespace()
        .map(|n| 1u64 << BOARD.parse_cell(n).unwrap())
        .sum()
}

fn ctx(lang: Lang) -> ViewCtx<'static> {
    ViewCtx::public(["ana", "rui"]).in_lang(lang)
}

/// The error of playing `text` now, in `lang` (nothing is played).
fn error(g: &mut Played<Sesqui>, text: &str, lang: Lang) -> String {
    g.play(text).unwrap_err().msg().text(lang)
}

/// Turn 4, White to move: Black on d4 and e6, White on c4 and d5.
fn game() -> Played<Sesqui> {
    let mut g = Played::<Sesqui>::new(&[]).unwrap();
    for m in ["d4", "c4 d5", "e4 e4-e6"] {
        g.play(m).unwrap();
    }
    g
}

#[test]
fn prompts_and_turns_in_portuguese_and_french() {
    let mut g = Played::<Sesqui>::new(&[]).unwrap();
    let mut pt = vec![g.prompt(Lang::Pt)];
    let mut fr = vec![g.prompt(Lang::Fr)];
    assert_eq!(pt[0], "coloque uma peça em qualquer casa, como `d4`");
    assert_eq!(
        fr[0],
        "posez une pierre sur n'importe quelle case, comme `d4`"
    );
    g.play("d4").unwrap();
    assert_eq!(
        g.describe_last_turn(Lang::Pt).unwrap(),
        "colocou uma peça em d4"
    );
    pt.push(g.prompt(Lang::Pt));
    assert_eq!(
        pt[1],
        "coloque duas peças em duas casas quaisquer, como `c3 f6`"
    );
    g.play("c4").unwrap();
    pt.push(g.prompt(Lang::Pt));
    fr.push(g.prompt(Lang::Fr));
    assert!(pt[2].starts_with("coloque a sua segunda peça"), "{}", pt[2]);
    assert!(fr[1].starts_with("posez votre seconde pierre"), "{}", fr[1]);
    g.play("d5").unwrap();
    pt.push(g.describe_last_turn(Lang::Pt).unwrap());
    fr.push(g.describe_last_turn(Lang::Fr).unwrap());
    assert_eq!(pt[3], "colocou peças em c4 e d5");
    assert_eq!(fr[2], "a posé des pierres en c4 et d5");
    pt.push(g.prompt(Lang::Pt));
    fr.push(g.prompt(Lang::Fr));
    assert_eq!(
        pt[4],
        "coloque uma peça ao lado de uma das suas (`d4`) e mova uma peça como uma dama (`d4-d7`), pela ordem que quiser"
    );
    assert_eq!(
        fr[3],
        "posez une pierre à côté d'une des vôtres (`d4`) et déplacez une pierre comme une dame (`d4-d7`), dans l'ordre de votre choix"
    );
    g.play("e4").unwrap();
    pt.push(g.prompt(Lang::Pt));
    fr.push(g.prompt(Lang::Fr));
    assert_eq!(pt[5], "mova uma peça como uma dama, como `d4-d7`");
    assert_eq!(fr[4], "déplacez une pierre comme une dame, comme `d4-d7`");
    g.play("e4-e6").unwrap();
    pt.push(g.describe_last_turn(Lang::Pt).unwrap());
    fr.push(g.describe_last_turn(Lang::Fr).unwrap());
    assert_eq!(
        pt[6],
        "colocou uma peça em e4 e fez o movimento de dama e4-e6"
    );
    assert_eq!(
        fr[5],
        "a posé une pierre en e4 et a fait le déplacement de dame e4-e6"
    );
    assert_eq!(
        g.describe_last_turn(Lang::En).unwrap(),
        "dropped e4 and moved e4-e6"
    );
    g.play("c4-c2").unwrap();
    pt.push(g.prompt(Lang::Pt));
    fr.push(g.prompt(Lang::Fr));
    assert_eq!(pt[7], "coloque uma peça ao lado de uma das suas, como `d4`");
    assert_eq!(
        fr[6],
        "posez une pierre à côté d'une des vôtres, comme `d4`"
    );
    no_english(Lang::Pt, &pt);
    no_english(Lang::Fr, &fr);
}

#[test]
fn every_rule_error_in_portuguese_and_french() {
    let mut g = game();
    let cases = [
        ("d4", "d4: d4 está ocupada", "d4\u{202f}: d4 est occupée"),
        (
            "a1",
            "a1: uma peça nova tem de ficar ao lado (na vertical ou na horizontal) de uma peça sua",
            "a1\u{202f}: une pose doit toucher orthogonalement une de vos pierres",
        ),
        (
            "d4-d3",
            "d4-d3: d4 não tem nenhuma peça sua",
            "d4-d3\u{202f}: d4 ne porte aucune de vos pierres",
        ),
        (
            "c4-d6",
            "c4-d6: c4 e d6 não estão na mesma linha, coluna ou diagonal: uma peça move-se como uma dama",
            "c4-d6\u{202f}: c4 et d6 ne sont pas sur une même rangée, colonne ou diagonale\u{202f}: une pierre se déplace comme une dame",
        ),
        (
            "c4-e4",
            "c4-e4: o caminho de c4 a e4 está bloqueado em d4",
            "c4-e4\u{202f}: le chemin de c4 à e4 est bloqué en d4",
        ),
        (
            "b4 c3",
            "c3: a colocação deste lance já foi feita",
            "c3\u{202f}: la pose de ce tour est déjà faite",
        ),
        (
            "c4-c3 c3-c2",
            "c3-c2: o movimento deste lance já foi feito",
            "c3-c2\u{202f}: le déplacement de ce tour est déjà fait",
        ),
        (
            "pass",
            "pass: `passar` só é permitido a quem ainda tem ações por fazer e nenhuma é possível",
            "pass\u{202f}: `passer` est réservé à qui a encore des actions à faire et n'en a aucune de possible",
        ),
    ];
    let (mut pt, mut fr) = (Vec::new(), Vec::new());
    for (text, want_pt, want_fr) in cases {
        pt.push(error(&mut g, text, Lang::Pt));
        fr.push(error(&mut g, text, Lang::Fr));
        assert_eq!(pt.last().unwrap(), want_pt, "{text}");
        assert_eq!(fr.last().unwrap(), want_fr, "{text}");
    }
    // The forbidden crossing, for a drop and for a move.
    let mut c = Played::<Sesqui>::new(&[]).unwrap();
    for m in [
        "d4", "c4 d5", "e4 e4-e6", "b4 b4-b1", "d6 d6-c6", "c3 b1-b2",
    ] {
        c.play(m).unwrap();
    }
    pt.push(error(&mut c, "c5", Lang::Pt));
    fr.push(error(&mut c, "e7 c6-c5", Lang::Fr));
    assert_eq!(
        pt.last().unwrap(),
        "c5: a colocação deixaria um cruzamento proibido em c4–d5"
    );
    assert_eq!(
        fr.last().unwrap(),
        "c6-c5\u{202f}: le déplacement laisserait un croisement interdit en c4–d5"
    );
    pt.push(error(&mut c, "e7 c6-c5", Lang::Pt));
    assert_eq!(
        pt.last().unwrap(),
        "c6-c5: o movimento deixaria um cruzamento proibido em c4–d5"
    );
    // The opening turns hold no move; an empty stock no drop.
    let mut s = Played::<Sesqui>::new(&[]).unwrap();
    pt.push(error(&mut s, "d4-d5", Lang::Pt));
    fr.push(error(&mut s, "d4-d5", Lang::Fr));
    assert_eq!(
        pt.last().unwrap(),
        "d4-d5: o 1.º lance é uma só colocação, sem movimento"
    );
    assert_eq!(
        fr.last().unwrap(),
        "d4-d5\u{202f}: le tour 1 est une seule pose, sans déplacement"
    );
    let mut empty = Played::from_start(Sesqui::setup(set("d4"), set("h8"), [0, 0], 3).unwrap());
    pt.push(error(&mut empty, "d5", Lang::Pt));
    fr.push(error(&mut empty, "d5", Lang::Fr));
    assert_eq!(pt.last().unwrap(), "d5: já não tem peças em reserva");
    assert_eq!(
        fr.last().unwrap(),
        "d5\u{202f}: vous n'avez plus de pierres en réserve"
    );
    // The error type itself, as the rules return it.
    let over = bridges_bot::games::sesqui::SesquiError::Over.to_msg();
    assert_eq!(over.text(Lang::Pt), "o jogo acabou");
    no_english(Lang::Pt, &pt);
    no_english(Lang::Fr, &fr);
}

#[test]
fn notation_and_turn_errors_in_portuguese_and_french() {
    let mut g = Played::<Sesqui>::new(&[]).unwrap();
    let pt = [
        error(&mut g, "zz", Lang::Pt),
        error(&mut g, "i9", Lang::Pt),
        error(&mut g, "d4-zz", Lang::Pt),
        error(&mut g, "d4 e5", Lang::Pt),
    ];
    let fr = [
        error(&mut g, "zz", Lang::Fr),
        error(&mut g, "i9", Lang::Fr),
        error(&mut g, "d4-zz", Lang::Fr),
        error(&mut g, "d4 e5", Lang::Fr),
    ];
    assert_eq!(
        pt[0],
        "`zz` não é uma ação: uma colocação escreve-se com a casa (`d4`); um movimento, como `d4-d7`"
    );
    assert_eq!(
        pt[1],
        "i9 não está neste tabuleiro: colunas a–h, linhas 1–8"
    );
    assert!(pt[2].starts_with("`zz` não é uma casa"), "{}", pt[2]);
    assert_eq!(pt[3], "o 1.º lance é uma só colocação");
    assert!(fr[0].starts_with("`zz` n'est pas une action"), "{}", fr[0]);
    assert_eq!(
        fr[1],
        "i9 n'est pas sur ce plateau\u{202f}: colonnes a–h, rangées 1–8"
    );
    assert!(fr[2].starts_with("`zz` n'est pas une case"), "{}", fr[2]);
    assert_eq!(fr[3], "le tour 1 est une seule pose");
    // English stays as it was.
    assert_eq!(
        error(&mut g, "i9", Lang::En),
        "i9 is not on this board: files a–h, ranks 1–8"
    );
    assert_eq!(
        error(&mut g, "d4-zz", Lang::En),
        "`zz` is not a cell: cells are a file a–h and a rank 1–8, like e5"
    );
    g.play("d4").unwrap();
    let two = error(&mut g, "c4 d5 e5", Lang::Pt);
    assert_eq!(two, "o 2.º lance são duas colocações");
    g.play("c4 d5").unwrap();
    let later_pt = error(&mut g, "e4 e4-e6 f6", Lang::Pt);
    let later_fr = error(&mut g, "e4 e4-e6 f6", Lang::Fr);
    assert!(
        later_pt.starts_with("o lance já tinha acabado: cada lance é"),
        "{later_pt}"
    );
    assert!(
        later_fr.starts_with("le tour était déjà fini\u{202f}: un tour, c'est"),
        "{later_fr}"
    );
    let mut all_pt = pt.to_vec();
    all_pt.extend([two, later_pt]);
    let mut all_fr = fr.to_vec();
    all_fr.push(later_fr);
    no_english(Lang::Pt, &all_pt);
    no_english(Lang::Fr, &all_fr);
}

#[test]
fn the_board_and_status_in_portuguese_and_french() {
    let g = game();
    let (pt, fr) = (ctx(Lang::Pt), ctx(Lang::Fr));
    let score_pt = g.score_line(&pt).unwrap();
    let score_fr = g.score_line(&fr).unwrap();
    assert_eq!(
        score_pt,
        "Negras 2 no tabuleiro, 28 em reserva · Brancas 2 no tabuleiro, 28 em reserva"
    );
    assert_eq!(
        score_fr,
        "Noirs 2 sur le plateau, 28 en réserve · Blancs 2 sur le plateau, 28 en réserve"
    );
    let view = g.view(&pt);
    let view_fr = g.view(&fr);
    assert_eq!(
        view.status,
        "rui a jogar · lance 4 · uma colocação e um movimento de dama"
    );
    assert_eq!(
        view_fr.status,
        "rui au trait · tour 4 · une pose et un déplacement de dame"
    );
    assert_eq!(view.seats[0].sub, "Negras · 28 em reserva");
    assert_eq!(view.seats[1].sub, "Brancas · 28 em reserva · a jogar");
    assert_eq!(view_fr.seats[1].sub, "Blancs · 28 en réserve · au trait");
    let board_pt = g.text_board(&pt);
    let board_fr = g.text_board(&fr);
    assert!(
        board_pt.contains("x Negras (ligam as linhas 1 e 8), o Brancas (ligam as colunas a e h)\n"),
        "{board_pt}"
    );
    assert!(
        board_fr.contains(
            "x Noirs (relient les rangées 1 et 8), o Blancs (relient les colonnes a et h)\n"
        ),
        "{board_fr}"
    );
    let alt_pt = g.alt_text(&pt);
    let alt_fr = g.alt_text(&fr);
    assert_eq!(
        alt_pt,
        "Tabuleiro de Sesqui, 8 por 8. As Negras ligam as linhas 1 e 8, as Brancas as colunas a e h. \
         Peças negras: d4, e6. Peças brancas: c4, d5. \
         Negras 2 no tabuleiro, 28 em reserva · Brancas 2 no tabuleiro, 28 em reserva. \
         Última jogada: colocou uma peça em e4 e fez o movimento de dama e4-e6. \
         rui a jogar · lance 4 · uma colocação e um movimento de dama."
    );
    assert!(
        alt_fr.starts_with("Plateau de Sesqui, 8 sur 8. Les Noirs relient"),
        "{alt_fr}"
    );
    assert!(
        alt_fr.contains("Dernier tour\u{202f}: a posé une pierre en e4"),
        "{alt_fr}"
    );
    let start = Played::<Sesqui>::new(&[]).unwrap();
    let alt_start = start.alt_text(&pt);
    assert!(
        alt_start.contains("Peças negras: nenhuma. Peças brancas: nenhuma."),
        "{alt_start}"
    );
    let start_status = start.view(&fr).status;
    assert_eq!(start_status, "ana au trait · tour 1 · 1 pose n'importe où");
    // After a forced pass the status says who passed.
    let mut p = Played::from_start(Sesqui::setup(set("a1"), set("a2 b1 b2"), [29, 27], 3).unwrap());
    assert_eq!(p.forced_passes(), vec![0]);
    let passed_pt = p.view(&pt).status;
    let passed_fr = p.view(&fr).status;
    assert_eq!(
        passed_pt,
        "ana passou · rui a jogar · lance 4 · uma colocação e um movimento de dama"
    );
    assert!(
        passed_fr.starts_with("ana a passé · rui au trait · tour 4"),
        "{passed_fr}"
    );
    assert_eq!(p.describe_last_turn(Lang::Pt).unwrap(), "passou");
    no_english(
        Lang::Pt,
        &[
            score_pt,
            view.status,
            view.seats[1].sub.clone(),
            board_pt,
            alt_pt,
            alt_start,
            passed_pt,
        ],
    );
    no_english(
        Lang::Fr,
        &[
            score_fr,
            view_fr.status,
            board_fr,
            alt_fr,
            start_status,
            passed_fr,
        ],
    );
}

#[test]
fn wins_and_draws_in_portuguese_and_french() {
    let (pt, fr) = (ctx(Lang::Pt), ctx(Lang::Fr));
    let mut black = Played::from_start(
        Sesqui::setup(set("b1 b2 b3 b4 b5 b6 b7"), set("g4 g5"), [23, 28], 3).unwrap(),
    );
    black.play("b8").unwrap();
    let mut white = Played::from_start(
        Sesqui::setup(set("d4"), set("a1 b1 c1 d1 e1 f1 g1"), [29, 23], 4).unwrap(),
    );
    white.play("h1").unwrap();
    let mut passes = Played::from_start(Sesqui::setup(0, 0, [0, 0], 3).unwrap());
    passes.forced_passes();
    let mut repeated = Played::from_start(Sesqui::setup(set("d4"), set("h8"), [0, 0], 3).unwrap());
    for _ in 0..2 {
        for m in ["d4-d5", "h8-h7", "d5-d4", "h7-h8"] {
            repeated.play(m).unwrap();
        }
    }
    let mut limit = Played::from_start(Sesqui::setup(set("d4"), set("h8"), [0, 0], 149).unwrap());
    limit.play("d4-d5").unwrap();
    limit.play("h8-h1").unwrap();
    let games: [&dyn AnyGame; 5] = [&black, &white, &passes, &repeated, &limit];
    let in_pt: Vec<String> = games
        .iter()
        .map(|g| g.result_sentence(&pt).unwrap())
        .collect();
    let in_fr: Vec<String> = games
        .iter()
        .map(|g| g.result_sentence(&fr).unwrap())
        .collect();
    assert_eq!(
        in_pt,
        [
            "ana vence, ligando os lados Norte e Sul",
            "rui vence, ligando os lados Este e Oeste",
            "empate: os dois jogadores passaram consecutivamente",
            "empate: a mesma posição pela terceira vez",
            "empate: o lance 150 terminou sem vencedor",
        ]
    );
    assert_eq!(
        in_fr,
        [
            "ana gagne en reliant le Nord et le Sud",
            "rui gagne en reliant l'Est et l'Ouest",
            "partie nulle\u{202f}: les deux joueurs ont passé l'un après l'autre",
            "partie nulle\u{202f}: la même position pour la troisième fois",
            "partie nulle\u{202f}: le tour 150 s'est fini sans vainqueur",
        ]
    );
    assert_eq!(
        black.view(&pt).status,
        "Fim do jogo · ana vence, ligando os lados Norte e Sul"
    );
    assert_eq!(
        black.view(&pt).seats[0].sub,
        "Negras · 22 em reserva · vence"
    );
    assert_eq!(
        passes.view(&fr).seats[1].sub,
        "Blancs · 0 en réserve · partie nulle"
    );
    assert_eq!(black.prompt(Lang::Fr), "la partie est finie");
    assert_eq!(
        black.play("b1-c1").unwrap_err().msg().text(Lang::Pt),
        "o jogo acabou"
    );
    no_english(Lang::Pt, &in_pt);
    no_english(Lang::Fr, &in_fr);
}
