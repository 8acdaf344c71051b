//! Produto speaks Portuguese and French: its prompt, its turns in words,
//! its rule, notation and turn errors, its scores and results (the
//! tie-break on fewer stones included), its status, seat lines, text board
//! and alt text; and none of the English words remain.

use bridges_bot::games::produto::{Cell, Produto};
use bridges_bot::games::{parse_record, AnyGame, Played, Rules, ViewCtx};
use bridges_bot::i18n::Lang;

/// English words Produto used to say, none of which a pt or fr text holds.
const ENGLISH: [&str; 16] = [
    "stone",
    "placed",
    "black",
    "white",
    "Black",
    "White",
    " wins",
    "Game over",
    "to move",
    "turn ",
    "is taken",
    "either",
    "colour",
    "Score:",
    "board",
    "Last",
];

fn no_english(lang: Lang, texts: &[&str]) {
    for text in texts {
        for word in ENGLISH {
            assert!(!text.contains(word), "{lang}: `{word}` in {text:?}");
        }
    }
}

fn record(lines: &[String]) -> String {
    let mut s = String::from("game produto\n");
    for l in lines {
        s.push_str(l);
        s.push('\n');
    }
    s
}

/// A full board, black on rows 1, 3, 5, 7, 9 (`colour` may change that).
fn full_board(colour: impl Fn(u8, u8) -> char) -> Box<dyn AnyGame> {
    let stones: Vec<String> = Cell::all()
        .map(|c| {
            let (col, row) = c.coords();
            format!("{}{c}", colour(col, row))
        })
        .collect();
    let mut lines = vec![stones[0].clone()];
    for pair in stones[1..].chunks(2) {
        lines.push(pair.join(" "));
    }
    parse_record(&record(&lines)).unwrap()
}

fn striped(_col: u8, row: u8) -> char {
    if row.is_multiple_of(2) {
        'b'
    } else {
        'w'
    }
}

/// A game after `bE5`, `wA1 bA2` and `wC3` (White's turn half done).
fn game() -> Played<Produto> {
    let mut g = Played::<Produto>::new(&[]).unwrap();
    for m in ["bE5", "wA1 bA2", "wC3"] {
        g.play(m).unwrap();
    }
    g
}

#[test]
fn prompts_and_turns_in_portuguese_and_french() {
    let mut g = Played::<Produto>::new(&[]).unwrap();
    assert_eq!(
        g.prompt(Lang::Pt),
        "coloque uma peça de qualquer cor, como `bE5` (b = negra) ou `wE5` (w = branca)"
    );
    assert_eq!(
        g.prompt(Lang::Fr),
        "posez une pierre de n'importe quelle couleur, comme `bE5` (b = noire) ou `wE5` (w = blanche)"
    );
    g.play("bE5").unwrap();
    assert_eq!(
        g.describe_last_turn(Lang::Pt).unwrap(),
        "colocou uma peça negra em E5"
    );
    assert!(g.prompt(Lang::Pt).starts_with("coloque duas peças"));
    assert!(g.prompt(Lang::Fr).starts_with("posez deux pierres"));
    g.play("wA1 bA2").unwrap();
    let pt = g.describe_last_turn(Lang::Pt).unwrap();
    let fr = g.describe_last_turn(Lang::Fr).unwrap();
    assert_eq!(pt, "colocou uma peça branca em A1 e uma peça negra em A2");
    assert_eq!(
        fr,
        "a posé une pierre blanche en A1 et une pierre noire en A2"
    );
    assert_eq!(
        g.describe_last_turn(Lang::En).unwrap(),
        "placed white A1 and black A2"
    );
    g.play("wC3").unwrap();
    let pt_prompt = g.prompt(Lang::Pt);
    let fr_prompt = g.prompt(Lang::Fr);
    assert!(pt_prompt.contains("a sua segunda peça"), "{pt_prompt}");
    assert!(fr_prompt.contains("votre seconde pierre"), "{fr_prompt}");
    let pt_current = g.describe_current(Lang::Pt).unwrap();
    assert!(pt_current.contains("peça branca em C3"), "{pt_current}");
    no_english(Lang::Pt, &[&pt, &pt_prompt, &pt_current]);
    no_english(Lang::Fr, &[&fr, &fr_prompt]);
}

#[test]
fn rule_notation_and_turn_errors_in_portuguese_and_french() {
    let mut g = game();
    let taken = g.play("bE5").unwrap_err().msg();
    assert_eq!(taken.text(Lang::Pt), "bE5: E5 está ocupada");
    assert_eq!(taken.text(Lang::Fr), "bE5\u{202f}: E5 est occupée");
    assert_eq!(taken.text(Lang::En), "bE5: E5 is taken");
    let not_a_stone = g.play("xE5").unwrap_err().msg();
    let off_board = g.play("bJ1").unwrap_err().msg();
    let pt_stone = not_a_stone.text(Lang::Pt);
    let fr_stone = not_a_stone.text(Lang::Fr);
    assert!(pt_stone.starts_with("`xE5` não é uma peça"), "{pt_stone}");
    assert!(
        fr_stone.starts_with("`xE5` n'est pas une pierre"),
        "{fr_stone}"
    );
    let pt_off = off_board.text(Lang::Pt);
    let fr_off = off_board.text(Lang::Fr);
    assert!(pt_off.starts_with("J1 não está no tabuleiro"), "{pt_off}");
    assert!(
        fr_off.starts_with("J1 n'est pas sur le plateau"),
        "{fr_off}"
    );
    // A cell name that is no cell at all, straight from the board.
    let bad_cell = Cell::parse("5E").unwrap_err();
    assert!(bad_cell.text(Lang::Pt).contains("não é uma casa"));
    assert!(bad_cell.text(Lang::Fr).contains("n'est pas une case"));
    // More stones than the turn holds.
    let mut h = Played::<Produto>::new(&[]).unwrap();
    let first = h.play("bE5 wC3").unwrap_err().msg();
    assert_eq!(first.text(Lang::Pt), "o primeiro lance é de uma só peça");
    assert_eq!(first.text(Lang::Fr), "le premier tour est une seule pierre");
    h.play("bE5").unwrap();
    let two = h.play("wA1 bA2 wA3").unwrap_err().msg();
    assert_eq!(two.text(Lang::Pt), "cada lance são duas peças");
    assert_eq!(two.text(Lang::Fr), "un tour, c'est deux pierres");
    // The game over: the board is full.
    let mut full = full_board(striped);
    let over = full.play("bA1").unwrap_err().msg();
    assert_eq!(over.text(Lang::Pt), "o jogo acabou");
    assert_eq!(full.prompt(Lang::Fr), "la partie est finie");
    let rule = Produto::start();
    let e = rule.turn_over_error(1);
    assert_eq!(e.text(Lang::Pt), "o primeiro lance é de uma só peça");
    let texts_pt = [
        taken.text(Lang::Pt),
        pt_stone,
        pt_off,
        first.text(Lang::Pt),
        two.text(Lang::Pt),
    ];
    let texts_fr = [
        taken.text(Lang::Fr),
        fr_stone,
        fr_off,
        first.text(Lang::Fr),
        two.text(Lang::Fr),
    ];
    no_english(
        Lang::Pt,
        &texts_pt.iter().map(String::as_str).collect::<Vec<_>>(),
    );
    no_english(
        Lang::Fr,
        &texts_fr.iter().map(String::as_str).collect::<Vec<_>>(),
    );
}

#[test]
fn the_board_scores_and_status_in_portuguese_and_french() {
    let g = game();
    let pt = ViewCtx::public(["ana", "rui"]).in_lang(Lang::Pt);
    let fr = ViewCtx::public(["ana", "rui"]).in_lang(Lang::Fr);
    assert_eq!(
        g.score_line(&pt).unwrap(),
        "Negras 1 (1×1) · Brancas 1 (1×1)"
    );
    assert_eq!(g.score_line(&fr).unwrap(), "Noirs 1 (1×1) · Blancs 1 (1×1)");
    let view = g.view(&pt);
    assert_eq!(
        view.status,
        "ana a jogar · lance 3 · mais 1 peça de qualquer cor"
    );
    assert_eq!(view.seats[0].sub, "Negras · 2 peças · a jogar");
    assert_eq!(view.seats[1].sub, "Brancas · 2 peças");
    let view_fr = g.view(&fr);
    assert_eq!(
        view_fr.status,
        "ana au trait · tour 3 · encore 1 pierre de n'importe quelle couleur"
    );
    assert_eq!(view_fr.seats[0].sub, "Noirs · 2 pierres · au trait");
    // One stone: the singular.
    let mut one = Played::<Produto>::new(&[]).unwrap();
    one.play("bE5").unwrap();
    assert_eq!(one.view(&pt).seats[0].sub, "Negras · 1 peça");
    assert_eq!(one.view(&pt).seats[1].sub, "Brancas · 0 peças · a jogar");
    assert_eq!(one.view(&fr).seats[0].sub, "Noirs · 1 pierre");
    let board_pt = g.text_board(&pt);
    let board_fr = g.text_board(&fr);
    assert!(board_pt.contains("x negras, o brancas\n"), "{board_pt}");
    assert!(board_fr.contains("x noires, o blanches\n"), "{board_fr}");
    let alt_pt = g.alt_text(&pt);
    let alt_fr = g.alt_text(&fr);
    assert_eq!(
        alt_pt,
        "Tabuleiro de Produto com 61 casas, 2 peças negras e 2 brancas. \
         Pontuação: Negras 1 (1×1) · Brancas 1 (1×1). Última jogada: uma peça branca em C3. \
         ana a jogar · lance 3 · mais 1 peça de qualquer cor."
    );
    assert!(
        alt_fr.starts_with("Plateau de Produto de 61 cases, 2 pierres noires et 2 blanches."),
        "{alt_fr}"
    );
    assert!(
        alt_fr.contains("Dernier tour\u{202f}: une pierre blanche en C3."),
        "{alt_fr}"
    );
    let start = Played::<Produto>::new(&[]).unwrap();
    let alt_start = start.alt_text(&pt);
    assert!(
        alt_start
            .starts_with("Tabuleiro de Produto com 61 casas, nenhuma peça negra e nenhuma branca."),
        "{alt_start}"
    );
    assert!(start
        .view(&fr)
        .status
        .contains("1 pierre de n'importe quelle couleur"));
    no_english(
        Lang::Pt,
        &[
            &view.status,
            &view.seats[0].sub,
            &board_pt,
            &alt_pt,
            &alt_start,
        ],
    );
    no_english(
        Lang::Fr,
        &[&view_fr.status, &view_fr.seats[0].sub, &board_fr, &alt_fr],
    );
}

#[test]
fn results_in_portuguese_and_french() {
    let g = full_board(striped);
    let pt = ViewCtx::public(["ana", "rui"]).in_lang(Lang::Pt);
    let fr = ViewCtx::public(["ana", "rui"]).in_lang(Lang::Fr);
    assert_eq!(g.result_sentence(&pt).unwrap(), "rui vence por 64–63");
    assert_eq!(g.result_sentence(&fr).unwrap(), "rui gagne 64–63");
    let status = g.view(&pt).status;
    assert_eq!(status, "Fim do jogo · rui vence por 64–63");
    assert_eq!(g.view(&fr).status, "Partie terminée · rui gagne 64–63");
    assert_eq!(g.view(&pt).seats[1].sub, "Brancas · 28 peças · vence");
    // Equal scores: fewer stones of one's own colour win.
    let flip = |c: u8, r: u8| (c, r) == (0, 2) || (c, r) == (7, 3);
    let white_wins = |c: u8, r: u8| match (striped(c, r), flip(c, r)) {
        ('b', true) => 'w',
        ('w', true) => 'b',
        (s, _) => s,
    };
    let tie = full_board(white_wins);
    let pt_tie = tie.result_sentence(&pt).unwrap();
    let fr_tie = tie.result_sentence(&fr).unwrap();
    assert_eq!(
        pt_tie,
        "112–112; rui vence com menos peças da sua cor em jogo (28 contra 33)"
    );
    assert_eq!(
        fr_tie,
        "112–112\u{202f}; rui gagne avec moins de pierres de sa couleur (28 contre 33)"
    );
    // A blank name falls back to the seat's name in the language.
    let blank = ViewCtx::public(["", ""]).in_lang(Lang::Pt);
    assert!(tie
        .result_sentence(&blank)
        .unwrap()
        .contains("Brancas vence"));
    no_english(Lang::Pt, &[&pt_tie, &status]);
    no_english(Lang::Fr, &[&fr_tie]);
}
