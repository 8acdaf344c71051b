//! Numbridge in Portuguese and in French: its option, notation and rule
//! errors, its prompt, its turns in words, the hand line, the board's
//! words (seat details, status, score, result, text board, alt text), and
//! the hand replies through the command layer (the hand, its buttons, the
//! tile → row → cell replies, the refusals). The English wording is checked
//! by tests/games/numbridge.rs and tests/commands/numbridge.rs.

use crate::common;

use bridges_bot::commands::{Input, OptionValue, Reply, Request, User};
use bridges_bot::games::numbridge::{generate, Action, Blocks, Config, Numbridge, Variant};
use bridges_bot::games::{Present, Rules, ViewCtx};
use bridges_bot::i18n::{Lang, Msg};
use common::*;

fn opts(pairs: &[(&str, &str)]) -> Vec<(String, String)> {
    pairs
        .iter()
        .map(|(k, v)| (k.to_string(), v.to_string()))
        .collect()
}

fn game(pairs: &[(&str, &str)]) -> Numbridge {
    Numbridge::new(&opts(pairs)).unwrap()
}

fn new_error(pairs: &[(&str, &str)]) -> Msg {
    Numbridge::new(&opts(pairs)).unwrap_err()
}

/// English words of the old texts that must not show through in `lang`.
const ENGLISH: [&str; 24] = [
    "Your",
    "tile",
    "clue",
    " the ",
    " miss",
    "Cells",
    "Blocks",
    "to move",
    "bag ",
    "Game over",
    "time is up",
    " wins",
    "joins",
    "joining",
    "placed",
    "took",
    "swapped",
    "must be",
    "is not a",
    "write ",
    "pick a",
    "Tap ",
    "Place ",
    "You're",
];

fn assert_no_english(text: &str) {
    for w in ENGLISH {
        assert!(!text.contains(w), "English `{w}` in: {text}");
    }
}

/// An empty cell where a tile of the mover's hand is right.
fn hit(g: &Numbridge) -> Action {
    let hand = g.hand(g.seat());
    (0..g.geo().cells() as u8)
        .filter(|&c| g.shown(c) == 0)
        .find(|&c| hand[g.solution(c) as usize] > 0)
        .map(|c| Action::Place {
            cell: c,
            digit: g.solution(c),
            miss: false,
        })
        .expect("a right tile somewhere")
}

/// An empty cell and a tile of the mover's hand that is wrong there.
fn miss(g: &Numbridge) -> Action {
    let tiles = g.hand_tiles(g.seat());
    for c in 0..g.geo().cells() as u8 {
        if g.shown(c) != 0 {
            continue;
        }
        if let Some(&d) = tiles.iter().find(|&&d| d != g.solution(c)) {
            return Action::Place {
                cell: c,
                digit: d,
                miss: true,
            };
        }
    }
    panic!("no miss possible")
}

fn empty_cell(g: &Numbridge) -> u8 {
    (0..g.geo().cells() as u8)
        .find(|&c| g.shown(c) == 0)
        .unwrap()
}

fn ctx(lang: Lang) -> ViewCtx<'static> {
    ViewCtx::public(["Ann", "Bob"]).in_lang(lang)
}

/// Option lines, and the start of their error in Portuguese and French.
type OptionCase = (
    &'static [(&'static str, &'static str)],
    &'static str,
    &'static str,
);

#[test]
fn options_and_notation_errors_in_portuguese_and_french() {
    let cases: [OptionCase; 6] = [
        (
            &[("colour", "red")],
            "O Numbridge não tem a opção `colour`: as suas opções são variant, clues",
            "Numbridge n'a pas d'option `colour`\u{202f}: ses options sont variant, clues",
        ),
        (
            &[("variant", "chess")],
            "a variante tem de ser ponte, blitz ou domínios, não `chess`",
            "la variante doit être ponte, blitz ou domínios, pas `chess`",
        ),
        (
            &[("variant", "blitz"), ("clues", "40")],
            "Blitz usa entre 10 e 16 pistas (se não escolher: 12), não `40`",
            "Blitz prend de 10 à 16 indices (par défaut 12), pas `40`",
        ),
        (
            &[("blocks", "round")],
            "os blocos têm de ser `regulares` ou `irregulares`, não `round`",
            "les blocs doivent être `réguliers` ou `irréguliers`, pas `round`",
        ),
        (
            &[("cost", "3")],
            "uma pista custa 1 ou 2 peças, não `3`",
            "un indice coûte 1 ou 2 tuiles, pas `3`",
        ),
        (
            &[("seed", "x")],
            "a semente tem de ser um número inteiro, não `x`",
            "la graine doit être un nombre entier, pas `x`",
        ),
    ];
    for (options, pt, fr) in cases {
        let e = new_error(options);
        let (p, f) = (e.text(Lang::Pt), e.text(Lang::Fr));
        assert!(p.starts_with(pt), "{p}");
        assert!(f.starts_with(fr), "{f}");
        // (The option keys themselves are the record's words.)
        if !options[0].0.starts_with("colour") {
            assert_no_english(&p);
            assert_no_english(&f);
        }
        assert_ne!(e.text(Lang::En), p);
    }

    let g = game(&[("seed", "42")]);
    let err = |text: &str| g.parse_message(text).unwrap_err();
    let cases = [
        (
            "Z9:3",
            "`z9` não é uma casa: uma casa é uma coluna A–I e uma linha 1–9, como C4",
            "`z9` n'est pas une case\u{202f}: une case, c'est une colonne A–I et une ligne 1–9, comme C4",
        ),
        (
            "C4:0",
            "`0` não é um algarismo: as peças vão de 1 a 9",
            "`0` n'est pas un chiffre\u{202f}: les tuiles vont de 1 à 9",
        ),
        (
            "C4:7x",
            "escreva a jogada sem `x` (como `C4:7`): é o bot que diz se falhou",
            "écrivez le coup sans `x` (comme `C4:7`)\u{202f}: c'est le bot qui dit si c'est un raté",
        ),
        (
            "C4:7 D5:3",
            "uma jogada por mensagem: envie esta jogada e, depois dela, a seguinte",
            "un coup par message\u{202f}: envoyez ce coup, puis le suivant",
        ),
        (
            "hello there friend",
            "escreva uma jogada como `C4:7`, `c4 7`, `C4+5` ou `trocar`",
            "écrivez un coup comme `C4:7`, `c4 7`, `C4+5` ou `échanger`",
        ),
        (
            "time",
            "`time` é escrito pelo relógio, não se joga",
            "`time` est écrit par la pendule, il ne se joue pas",
        ),
    ];
    for (text, pt, fr) in cases {
        let e = err(text);
        assert_eq!(e.text(Lang::Pt), pt);
        assert_eq!(e.text(Lang::Fr), fr);
    }
    let e = g.parse_action("C4/7").unwrap_err();
    assert!(
        e.text(Lang::Pt)
            .starts_with("`C4/7` não é uma jogada: escreva `C4:7` (colocar um 7 em C4)"),
        "{}",
        e.text(Lang::Pt)
    );
    assert!(
        e.text(Lang::Fr)
            .starts_with("`C4/7` n'est pas un coup\u{202f}: écrivez `C4:7` (poser un 7 sur C4)"),
        "{}",
        e.text(Lang::Fr)
    );
    let e = g.turn_over_error(1);
    assert_eq!(
        e.text(Lang::Pt),
        "a vez já tinha acabado (uma falha ou a última jogada da vez acaba-a)"
    );
    assert_eq!(
        e.text(Lang::Fr),
        "le tour était déjà fini (un raté ou le dernier coup du tour le termine)"
    );
}

#[test]
fn rule_errors_name_the_cell_and_the_rule_in_each_language() {
    let mut g = game(&[("seed", "42")]);
    let hand = *g.hand(0);
    let absent = (1..=9u8).find(|&d| hand[d as usize] == 0).unwrap();
    let cell = empty_cell(&g);
    let name = g.name(cell);
    let place = Action::Place {
        cell,
        digit: absent,
        miss: false,
    };
    let e = g.clone().apply(place).unwrap_err();
    let explained = g.explain(place, &e);
    assert_eq!(
        explained.text(Lang::Pt),
        format!("não tem nenhum {absent} na mão")
    );
    assert_eq!(
        explained.text(Lang::Fr),
        format!("vous n'avez pas de {absent} en main")
    );
    assert_eq!(
        explained.text(Lang::En),
        format!("you have no {absent} in your hand")
    );

    // A clue taken on an empty cell: the cell, then the rule.
    let take = Action::Take {
        cell,
        discard: g.hand_tiles(0)[0],
    };
    let e = g.clone().apply(take).unwrap_err();
    let explained = g.explain(take, &e);
    assert_eq!(
        explained.text(Lang::Pt),
        format!("{name}: não tem nenhuma pista para tomar")
    );
    assert_eq!(
        explained.text(Lang::Fr),
        format!("{name}\u{202f}: elle ne porte aucun indice à prendre")
    );

    // A cell Orange owns, refused to Blue with Orange's name in each language.
    let a = hit(&g);
    let Action::Place { cell: owned, .. } = a else {
        unreachable!()
    };
    g.apply(a).unwrap();
    while g.seat() != 1 {
        g.apply(Action::Swap).unwrap();
    }
    let tile = g.hand_tiles(1)[0];
    let again = Action::Place {
        cell: owned,
        digit: tile,
        miss: false,
    };
    let e = g.clone().apply(again).unwrap_err();
    let explained = g.explain(again, &e);
    let owned = g.name(owned);
    assert_eq!(
        explained.text(Lang::Pt),
        format!("{owned}: já está ocupada: é do Laranja")
    );
    assert_eq!(
        explained.text(Lang::Fr),
        format!("{owned}\u{202f}: elle est prise\u{202f}: elle est à Orange")
    );
}

#[test]
fn the_game_speaks_portuguese() {
    let mut g = game(&[("seed", "42")]);
    let pt = ctx(Lang::Pt);
    let prompt = g.prompt(Lang::Pt);
    assert_eq!(
        prompt,
        "coloque uma peça, como `C4:7`; tome uma pista pagando com uma peça, como `C4+5`; ou `trocar`"
    );
    let hand = g.private_line(0, Lang::Pt).unwrap();
    assert!(hand.starts_with("A sua mão: "), "{hand}");
    let view = g.view(&[], &pt);
    assert!(
        view.status.starts_with("Ann a jogar · vez 1 · saco "),
        "{}",
        view.status
    );
    assert_eq!(view.seats[0].sub, "Laranja · 3 peças · a jogar");
    assert_eq!(view.seats[1].sub, "Azul · 3 peças");
    // Ann's own view shows her tiles, in Portuguese.
    let mine = ViewCtx {
        viewer: Some(0),
        ..pt
    };
    let tiles: Vec<String> = g.hand_tiles(0).iter().map(u8::to_string).collect();
    assert_eq!(
        g.view(&[], &mine).seats[0].sub,
        format!("Laranja · mão {} · a jogar", tiles.join(" "))
    );

    // A hit, then a miss: the turns in words, the misses counted.
    let a = hit(&g);
    g.apply(a).unwrap();
    let said = g.describe_turn(&[a], Lang::Pt);
    let Action::Place { cell, digit, .. } = a else {
        unreachable!()
    };
    assert_eq!(said, format!("colocou um {digit} em {}", g.name(cell)));
    let b = miss(&g);
    g.apply(b).unwrap();
    let Action::Place { cell, digit, .. } = b else {
        unreachable!()
    };
    let said = g.describe_turn(&[b], Lang::Pt);
    assert_eq!(said, format!("falhou com um {digit} em {}", g.name(cell)));
    let view = g.view(&[b], &pt);
    assert_eq!(view.seats[1].sub, "Azul · 3 peças · 1 falha");
    assert!(
        view.status
            .ends_with(&format!(" · falha: {digit} em {}", g.name(cell))),
        "{}",
        view.status
    );
    let score = g.score_line(&pt).unwrap();
    assert_eq!(score, "Casas: Laranja 1 – Azul 0 · falhas 0–1");
    let board = g.text_board(&pt);
    assert!(
        board.contains(
            "pista 5, Laranja [5], Azul (5); Laranja liga as linhas de cima e de baixo, Azul as colunas da esquerda e da direita"
        ),
        "{board}"
    );
    let alt = g.alt_text(&[b], &pt);
    assert!(
        alt.starts_with("Tabuleiro de Numbridge Ponte, um sudoku hexagonal de 9 por 9. Pistas: "),
        "{alt}"
    );
    assert!(alt.contains(". Laranja, casas: "), "{alt}");
    assert!(alt.contains(" Última jogada: falhou com um "), "{alt}");
    for text in [&prompt, &hand, &view.status, &score, &alt] {
        assert_no_english(text);
    }
    assert!(
        !board.contains("joins") && !board.contains("Orange"),
        "{board}"
    );

    // Time is up: the board decides, in Portuguese.
    g.apply(Action::TimeUp).unwrap();
    let result = g.result_sentence(&pt).unwrap();
    assert_eq!(result, "acabou o tempo: Ann vence (casas 1–0)");
    assert_eq!(
        g.view(&[], &pt).status,
        "Fim do jogo · acabou o tempo: Ann vence (casas 1–0)"
    );
    assert_eq!(g.prompt(Lang::Pt), "o jogo acabou");
    assert_eq!(
        g.describe_turn(&[Action::TimeUp], Lang::Pt),
        "tinha a vez quando acabou o tempo do jogo"
    );
}

#[test]
fn the_game_speaks_french() {
    let mut g = game(&[("variant", "dominios"), ("seed", "7")]);
    let fr = ctx(Lang::Fr);
    let a = hit(&g);
    g.apply(a).unwrap();
    // Blue's first turn in Domínios: two plays.
    let prompt = g.prompt(Lang::Fr);
    assert_eq!(
        prompt,
        "posez une tuile, comme `C4:7`\u{202f}; prenez un indice en payant une tuile, comme `C4+5`\u{202f}; ou `échanger` (deux coups ce tour-ci, un par message)"
    );
    let status = g.view(&[a], &fr).status;
    assert!(
        status.starts_with("Bob au trait · tour 2 · sac ")
            && status.ends_with(" · 2 coups restants"),
        "{status}"
    );
    let score = g.score_line(&fr).unwrap();
    assert_eq!(
        score,
        "Blocs\u{202f}: Orange 0 – Bleu 0 · cases 1–0 · ratés 0–0"
    );
    g.apply(Action::Swap).unwrap();
    let status = g.view(&[], &fr).status;
    assert!(status.ends_with(" · 1 coup restant"), "{status}");
    let b = hit(&g);
    g.apply(b).unwrap();
    let Action::Place { cell, digit, .. } = b else {
        unreachable!()
    };
    assert_eq!(
        g.describe_turn(&[Action::Swap, b], Lang::Fr),
        format!(
            "a échangé sa main et a posé un {digit} sur {}",
            g.name(cell)
        )
    );
    assert_eq!(
        g.describe_turn(&[Action::Swap, b], Lang::En),
        format!(
            "swapped the hand and placed {} {digit} on {}",
            if digit == 8 { "an" } else { "a" },
            g.name(cell)
        )
    );
    let hand = g.private_line(1, Lang::Fr).unwrap();
    assert!(hand.starts_with("Votre main\u{202f}: "), "{hand}");
    let board = g.text_board(&fr);
    assert!(
        board.contains(
            "indice 5, Orange [5], Bleu (5)\u{202f}; gagnez 5 blocs en possédant 5 de leurs 9 cases"
        ),
        "{board}"
    );
    let alt = g.alt_text(&[], &fr);
    assert!(
        alt.starts_with(
            "Plateau de Numbridge Domínios, un sudoku hexagonal de 9 sur 9. Indices\u{202f}: "
        ),
        "{alt}"
    );
    for text in [&prompt, &status, &score, &hand, &alt] {
        assert_no_english(text);
    }
    g.apply(Action::TimeUp).unwrap();
    let result = g.result_sentence(&fr).unwrap();
    assert_eq!(
        result,
        "le temps est écoulé\u{202f}: partie nulle (blocs 0–0, cases 1–1)"
    );
    assert_eq!(
        g.result_sentence(&ctx(Lang::En)).unwrap(),
        "time is up: a draw on blocks 0–0, cells 1–1"
    );
}

/// A connection win, by free clues on a full 6×6 grid.
#[test]
fn a_connection_wins_in_each_language() {
    let p = generate(6, 36, 3, Blocks::Regular).unwrap();
    let cfg = Config {
        variant: Variant::Blitz,
        clues: 36,
        blocks: Blocks::Regular,
        turn_secs: 30,
        cost: 2,
        candidates: true,
        seed: 3,
    };
    let mut g = Numbridge::with_puzzle(cfg, &p);
    assert_eq!(
        g.prompt(Lang::Pt),
        "tome uma pista de graça, como `C4+`",
        "an empty bag offers no swap"
    );
    assert_eq!(
        g.prompt(Lang::Fr),
        "prenez un indice gratuitement, comme `C4+`"
    );
    // Orange takes column A, Blue column F (never a row).
    for r in 0..6u8 {
        g.apply(Action::Take {
            cell: r * 6,
            discard: 0,
        })
        .unwrap();
        if g.end().is_some() {
            break;
        }
        g.apply(Action::Take {
            cell: r * 6 + 5,
            discard: 0,
        })
        .unwrap();
    }
    assert!(g.end().is_some());
    assert_eq!(
        g.result_sentence(&ctx(Lang::Pt)).unwrap(),
        "Ann vence, ligando as linhas de cima e de baixo"
    );
    assert_eq!(
        g.result_sentence(&ctx(Lang::Fr)).unwrap(),
        "Ann gagne en reliant les lignes du haut et du bas"
    );
    assert_eq!(
        g.describe_turn(
            &[Action::Take {
                cell: 0,
                discard: 0
            }],
            Lang::Pt
        ),
        "tomou a pista de A1 de graça"
    );
    let sub = &g.view(&[], &ctx(Lang::Pt)).seats[0].sub;
    assert_eq!(sub, "Laranja · 0 peças · vence");
    let sub = &g.view(&[], &ctx(Lang::Fr)).seats[0].sub;
    assert_eq!(sub, "Orange · 0 tuile · gagne");
}

// ---- Through the command layer ----

/// `user` says `text` in channel CH as a server manager.
fn manager_says(h: &Harness, user: &User, text: &str) -> Vec<Reply> {
    h.bot.handle(Request {
        is_manager: true,
        can_manage_events: false,
        roles: Vec::new(),
        ..text_request(CH, user, text)
    })
}

/// `user` says `text` with Discord's `locale`.
fn said(h: &Harness, user: &User, text: &str, locale: &str) -> Vec<Reply> {
    h.bot.handle(Request {
        locale: Some(locale.into()),
        ..text_request(CH, user, text)
    })
}

fn button(h: &Harness, user: &User, id: &str, locale: &str) -> Vec<Reply> {
    h.bot.handle(Request {
        locale: Some(locale.into()),
        input: Input::Button {
            custom_id: id.into(),
        },
        ..text_request(CH, user, "")
    })
}

fn labels(r: &Reply) -> Vec<String> {
    r.buttons.iter().map(|b| b.label.clone()).collect()
}

/// Ann challenges Bob to Numbridge; Bob accepts with the button. The
/// replies to the accept.
fn start(h: &Harness, locale: &str) -> Vec<Reply> {
    let r = said(h, &ann(), "!challenge <@20> numbridge first", locale);
    assert_eq!(r.len(), 1, "{r:?}");
    let accept = r[0].buttons[0].custom_id.clone();
    button(h, &bob(), &accept, locale)
}

/// The "Your hand" button of the turn message (its label is the play
/// flow's business).
fn hand_button_id(replies: &[Reply]) -> String {
    replies
        .iter()
        .filter(|r| !r.private)
        .flat_map(|r| &r.buttons)
        .find(|b| b.custom_id.starts_with("bridges:hand:"))
        .map(|b| b.custom_id.clone())
        .unwrap_or_else(|| panic!("a hand button: {:?}", replies[0].buttons))
}

fn hand_flow(locale: &str, words: &HandWords) {
    let h = Harness::new();
    let r = start(&h, locale);
    // The game starts with the prompt in the language.
    assert!(r[0].text.contains(words.prompt), "{}", r[0].text);
    // Bob's hand comes privately with the accept, in his language.
    let bob_hand = r.iter().find(|r| r.private).expect("Bob's hand");
    assert!(bob_hand.text.starts_with(words.hand), "{}", bob_hand.text);
    // Ann's hand by text: a private line, then what to tap.
    let ann_hand = said(&h, &ann(), "!hand", locale);
    assert_eq!(ann_hand.len(), 1);
    assert!(ann_hand[0].private);
    let text = &ann_hand[0].text;
    assert!(text.starts_with(words.hand), "{text}");
    assert!(
        !text.contains(words.tap),
        "no buttons in a DM, nothing to tap: {text}"
    );
    assert_no_english(text);
    // Carol is no player.
    let c = said(&h, &carol(), "!hand", locale);
    assert_eq!(c[0].text, words.not_player);
    // The hand button: a button per tile and one to swap, in words of the language.
    let id = hand_button_id(&r);
    let a = button(&h, &ann(), &id, locale);
    assert!(a[0].text.ends_with(words.tap), "{}", a[0].text);
    let l = labels(&a[0]);
    assert!(l.iter().any(|l| l.starts_with(words.place)), "{l:?}");
    assert!(l.contains(&words.swap.to_string()), "{l:?}");
    assert!(
        !l.iter().any(|l| l.starts_with("Place") || l == "Swap hand"),
        "{l:?}"
    );
    let tile = a[0]
        .buttons
        .iter()
        .find(|b| b.label.starts_with(words.place))
        .unwrap()
        .clone();
    let digit = tile.label[words.place.len()..].trim().to_string();
    // 9×9 with 30 clues: a row first, then a cell.
    let rows = button(&h, &ann(), &tile.custom_id, locale);
    assert_eq!(rows.len(), 1);
    let text = &rows[0].text;
    assert_eq!(
        text,
        &format!(
            "{} {} {}",
            words.pick_row.replace("{d}", &digit),
            words.clue_note,
            words.or_type
        )
    );
    let row = rows[0].buttons[0].clone();
    assert!(row.label.starts_with(words.row), "{}", row.label);
    let r_no: String = row.label[words.row.len()..].trim().to_string();
    let cells = button(&h, &ann(), &row.custom_id, locale);
    let text = &cells[0].text;
    let clues = labels(&cells[0]).iter().any(|l| l.starts_with(words.clue));
    assert_eq!(
        text,
        &format!(
            "{}{} {}",
            words
                .pick_cell_in_row
                .replace("{d}", &digit)
                .replace("{r}", &r_no),
            if clues {
                format!(" {}", words.clue_note)
            } else {
                String::new()
            },
            words.or_type
        )
    );
    assert_no_english(text);
    // A play in the channel, then the old tile button is refused.
    let bad = h.bot.handle(Request {
        locale: Some(locale.into()),
        input: Input::Slash {
            name: "nb place".into(),
            options: vec![
                ("cell".into(), OptionValue::Str("Z9".into())),
                ("digit".into(), OptionValue::Str("3".into())),
            ],
        },
        ..text_request(CH, &ann(), "")
    });
    let text = &bad[0].text;
    assert!(text.contains(words.bad_cell), "{text}");
    let put = cells[0].buttons[0].custom_id.clone();
    let played = button(&h, &ann(), &put, locale);
    assert!(!played.is_empty());
    let old = button(&h, &ann(), &tile.custom_id, locale);
    assert!(old[0].text.ends_with(words.old_button), "{}", old[0].text);
}

struct HandWords {
    prompt: &'static str,
    hand: &'static str,
    tap: &'static str,
    not_player: &'static str,
    place: &'static str,
    swap: &'static str,
    pick_row: &'static str,
    pick_cell_in_row: &'static str,
    row: &'static str,
    or_type: &'static str,
    clue: &'static str,
    clue_note: &'static str,
    bad_cell: &'static str,
    old_button: &'static str,
}

#[test]
fn the_hand_replies_in_portuguese() {
    hand_flow(
        "pt-BR",
        &HandWords {
            prompt: "coloque uma peça, como `C4:7`; tome uma pista pagando com uma peça",
            hand: "A sua mão: ",
            tap: "\nToque numa peça para a colocar.",
            not_player: "Não é um dos jogadores deste jogo: as mãos são só para os jogadores",
            place: "Colocar ",
            swap: "Trocar a mão",
            pick_row: "O seu {d}: escolha uma linha.",
            pick_cell_in_row: "O seu {d} na linha {r}: escolha uma casa.",
            row: "Linha ",
            or_type: "Ou escreva a jogada, como `C4 7`.",
            clue: "Pista ",
            clue_note: "Um botão Pista toma essa pista, pagando com esta peça.",
            bad_cell: "`z9` não é uma casa",
            old_button: "Esse botão é de uma jogada anterior: o jogo já avançou",
        },
    );
}

#[test]
fn the_hand_replies_in_french() {
    hand_flow(
        "fr",
        &HandWords {
            prompt: "posez une tuile, comme `C4:7`\u{202f}; prenez un indice en payant une tuile",
            hand: "Votre main\u{202f}: ",
            tap: "\nTouchez une tuile pour la poser.",
            not_player:
                "Vous ne jouez pas dans cette partie\u{202f}: les mains sont réservées aux joueurs",
            place: "Poser ",
            swap: "Échanger la main",
            pick_row: "Votre {d}\u{202f}: choisissez une ligne.",
            pick_cell_in_row: "Votre {d} dans la ligne {r}\u{202f}: choisissez une case.",
            row: "Ligne ",
            or_type: "Ou tapez le coup, comme `C4 7`.",
            clue: "Indice ",
            clue_note: "Un bouton Indice prend cet indice, en payant avec cette tuile.",
            bad_cell: "`z9` n'est pas une case",
            old_button: "Ce bouton date d'un tour précédent\u{202f}: la partie a avancé",
        },
    );
}

/// The server's language reaches the buttons of a game too (no locale on
/// the interaction), and a game with no hands says so.
#[test]
fn a_server_in_portuguese_answers_the_hand_in_portuguese() {
    let h = Harness::new();
    manager_says(&h, &ann(), "!language pt");
    h.start(5);
    let r = h.say(&ann(), "!hand");
    assert_eq!(r[0].text, "Este jogo não tem mãos: está tudo no tabuleiro");
}
