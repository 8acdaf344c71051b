//! Bridges in Portuguese and in French: the prompt, a turn in words, notation
//! and rule errors, the turn-over error, the score line, the result with its
//! tie-break, the board's seat lines and status line, the alt text and the
//! text board all come from the catalogs, with no English left in them.
//! (The English wording is checked by the other Bridges tests.)

use bridges_bot::games::{AnyGame, Kind, PlayError, ViewCtx};
use bridges_bot::i18n::Lang;

fn size5() -> Box<dyn AnyGame> {
    Kind::Bridges
        .new_game(&[("size".into(), "5".into())])
        .expect("a size-5 game")
}

/// Play `text`, which must be fine.
fn play(g: &mut Box<dyn AnyGame>, text: &str) {
    g.play(text)
        .unwrap_or_else(|e| panic!("{text}: {}", e.msg()));
}

/// The error of playing `text`, in `lang`; nothing is played.
fn error(g: &dyn AnyGame, text: &str, lang: Lang) -> (PlayError, String) {
    let mut g = g.clone_box();
    let e = g.play(text).expect_err(text);
    let words = e.msg().text(lang);
    (e, words)
}

/// The tie-break game on a size-5 board: 4–4, Orange wins on the longest
/// bridge (3 against 2).
const TIE_BREAK: [&str; 9] = [
    "A1",
    "place E9, place H9",
    "place A5, bridge A1 A5",
    "bridge E9 H9, place I5",
    "place C1; place E1",
    "place I8, bridge I5 I8",
    "bridge C1 E1, end",
    "pass",
    "pass",
];

/// English words of the old texts that must not show in pt or fr.
const ENGLISH: [&str; 22] = [
    "placed",
    "bridged",
    "Score",
    " wins",
    "tie-break",
    "longest",
    "to move",
    "token",
    "turn",
    "step",
    "place your",
    "more",
    "is not",
    "touches",
    "blocked",
    "Orange's",
    "Light Blue",
    "Game over",
    "board",
    "side",
    "point",
    "hole",
];

fn no_english(lang: Lang, what: &str, text: &str) {
    for word in ENGLISH {
        // French has these words too.
        if lang == Lang::Fr && ["point", "Score"].contains(&word) {
            continue;
        }
        // `place E2` and `pass` are notation, the same in every language.
        let stripped = text.replace("`place E2`", "").replace("`end`", "");
        assert!(
            !has_word(&stripped, word),
            "{lang} {what} has English `{word}`: {text}"
        );
    }
}

/// Does `text` hold `word` as a whole word (`turn` is not in `turno`)?
fn has_word(text: &str, word: &str) -> bool {
    text.match_indices(word).any(|(i, _)| {
        let before = text[..i].chars().next_back();
        let after = text[i + word.len()..].chars().next();
        !before.is_some_and(char::is_alphanumeric) && !after.is_some_and(char::is_alphanumeric)
    })
}

/// Every word this test looks at, in `lang`, as (what, text).
fn everything(lang: Lang) -> Vec<(&'static str, String)> {
    let mut out = Vec::new();
    let mut g = size5();
    let ctx = ViewCtx::public(["", ""]).in_lang(lang);
    out.push(("prompt 1", g.prompt(lang)));
    let v = g.view(&ctx);
    out.push(("seat sub", v.seats[0].sub.clone()));
    out.push(("status", v.status.clone()));
    out.push(("alt text", g.alt_text(&ctx)));
    out.push(("text board", g.text_board(&ctx)));
    out.push(("legal", g.legal_text(lang)));
    out.push(("parse error", error(g.as_ref(), "hello", lang).1));
    out.push(("place arity", error(g.as_ref(), "place", lang).1));
    out.push(("no such cell", error(g.as_ref(), "Z9", lang).1));
    out.push(("hole", error(g.as_ref(), "E5", lang).1));
    out.push(("no pass", error(g.as_ref(), "pass", lang).1));
    out.push(("turn over", error(g.as_ref(), "A1 C3", lang).1));
    play(&mut g, "A1");
    out.push(("prompt 2", g.prompt(lang)));
    out.push(("touches", error(g.as_ref(), "A2", lang).1));
    out.push(("turn 1", g.describe_last_turn(lang).unwrap()));
    play(&mut g, "A3, end");
    play(&mut g, "A5");
    out.push(("prompt mid-turn", g.prompt(lang)));
    out.push(("current", g.describe_current(lang).unwrap()));
    out.push(("blocked", error(g.as_ref(), "bridge A1 A5", lang).1));
    out.push(("turn full", error(g.as_ref(), "C1 E1", lang).1));
    let ctx_named = ViewCtx::public(["Ana", "Rui"]).in_lang(lang);
    out.push(("status mid-turn", g.view(&ctx_named).status));
    out
}

#[test]
fn a_game_speaks_portuguese() {
    let all = everything(Lang::Pt);
    let get = |what: &str| {
        all.iter()
            .find(|(w, _)| *w == what)
            .map(|(_, t)| t.clone())
            .unwrap()
    };
    assert_eq!(
        get("prompt 1"),
        "coloque a sua primeira peça, por exemplo `colocar E2`"
    );
    // Unnamed players are shown by their seat, said once.
    assert_eq!(get("seat sub"), "a jogar");
    assert_eq!(get("status"), "Laranja a jogar · turno 1");
    assert_eq!(
        get("parse error"),
        "`hello` não é uma jogada: experimente `colocar E2`, `ponte E2 E8`, `passar` ou `terminar`"
    );
    assert_eq!(
        get("place arity"),
        "`colocar` precisa de uma casa, como `colocar E2`"
    );
    assert_eq!(
        get("no such cell"),
        "Z9 não está neste tabuleiro: colunas A–I, linhas 1–9"
    );
    assert_eq!(get("hole"), "E5: o buraco não pode receber uma peça");
    assert_eq!(
        get("no pass"),
        "no primeiro turno não se pode passar: o Laranja tem de colocar uma peça"
    );
    assert_eq!(get("turn over"), "o primeiro turno tem um só passo");
    assert_eq!(
        get("prompt 2"),
        "até 2 passos (`colocar E2`, `ponte E2 E8`), ou `passar`"
    );
    assert_eq!(get("touches"), "A2 é adjacente à peça laranja em A1");
    assert_eq!(get("turn 1"), "colocou A1");
    assert_eq!(get("prompt mid-turn"), "mais 1 passo, ou `terminar`");
    assert_eq!(get("current"), "colocou A5");
    assert_eq!(
        get("blocked"),
        "A1–A5 está bloqueada por uma peça azul-clara em A3"
    );
    assert_eq!(get("turn full"), "cada turno tem no máximo dois passos");
    assert_eq!(get("status mid-turn"), "Ana a jogar · turno 3, passo 2");
    assert!(get("alt text").starts_with(
        "Tabuleiro de Pontes, lado 5. Laranja (Laranja): 0 pontos, 0 peças, 0 pontes."
    ));
    assert!(get("text board").starts_with("Pontes, lado 5 · Laranja a jogar · turno 1\n"));
    assert!(get("text board").contains("o b: peças"));
    assert!(get("legal").starts_with("Pode colocar em 60 casas: "));
    for (what, text) in &all {
        no_english(Lang::Pt, what, text);
    }
}

#[test]
fn a_game_speaks_french() {
    let all = everything(Lang::Fr);
    let get = |what: &str| {
        all.iter()
            .find(|(w, _)| *w == what)
            .map(|(_, t)| t.clone())
            .unwrap()
    };
    assert_eq!(
        get("prompt 1"),
        "posez votre premier jeton, par exemple `poser E2`"
    );
    assert_eq!(get("seat sub"), "au trait");
    assert_eq!(get("status"), "Orange au trait · tour 1");
    assert_eq!(
        get("parse error"),
        "`hello` n'est pas un coup\u{202f}: essayez `poser E2`, `pont E2 E8`, `passer` ou `finir`"
    );
    assert_eq!(
        get("place arity"),
        "`poser` demande une case, comme `poser E2`"
    );
    assert_eq!(
        get("no such cell"),
        "Z9 n'est pas sur ce plateau\u{202f}: colonnes A–I, rangées 1–9"
    );
    assert_eq!(
        get("hole"),
        "E5\u{202f}: le trou ne peut pas recevoir de jeton"
    );
    assert_eq!(
        get("no pass"),
        "on ne peut pas passer au premier tour\u{202f}: Orange doit poser un jeton"
    );
    assert_eq!(get("turn over"), "le premier tour ne compte qu'une étape");
    assert_eq!(get("touches"), "A2 touche le jeton orange en A1");
    assert_eq!(get("turn 1"), "a posé A1");
    assert_eq!(get("prompt mid-turn"), "encore 1 étape, ou `finir`");
    assert_eq!(get("current"), "a posé A5");
    assert_eq!(
        get("blocked"),
        "A1–A5 est bloqué par un jeton bleu clair en A3"
    );
    assert_eq!(get("turn full"), "un tour compte au plus deux étapes");
    assert_eq!(get("status mid-turn"), "Ana au trait · tour 3, étape 2");
    assert!(get("alt text").starts_with(
        "Plateau de Ponts, côté 5. Orange (Orange)\u{202f}: 0 point, 0 jeton, 0 pont."
    ));
    assert!(get("text board").starts_with("Ponts, côté 5 · Orange au trait · tour 1\n"));
    assert!(get("text board").contains("o b\u{202f}: jetons"));
    assert!(get("legal").starts_with("Poser sur 60 cases\u{202f}: "));
    for (what, text) in &all {
        no_english(Lang::Fr, what, text);
    }
}

/// The tie-break game to its end, in `lang`: (described turns, score line,
/// result sentence, status line, winner's seat line, alt text).
fn tie_break(lang: Lang) -> (Vec<String>, String, String, String, String, String) {
    let mut g = size5();
    let mut turns = Vec::new();
    for text in TIE_BREAK {
        play(&mut g, text);
        turns.push(g.describe_last_turn(lang).unwrap());
    }
    assert!(g.is_over());
    let ctx = ViewCtx::public(["Ana", "Rui"]).in_lang(lang);
    let v = g.view(&ctx);
    (
        turns,
        g.score_line(&ctx).unwrap(),
        g.result_sentence(&ctx).unwrap(),
        v.status,
        v.seats[0].sub.clone(),
        g.alt_text(&ctx),
    )
}

#[test]
fn the_tie_break_game_in_portuguese() {
    let (turns, score, result, status, sub, alt) = tie_break(Lang::Pt);
    assert_eq!(turns[1], "colocou E9 e H9");
    assert_eq!(turns[2], "colocou A5 e construiu a ponte A1–A5 (+3)");
    assert_eq!(turns[3], "construiu a ponte E9–H9 (+2) e colocou I5");
    assert_eq!(turns[6], "construiu a ponte C1–E1 (+1)");
    assert_eq!(turns[7], "passou");
    assert_eq!(score, "Pontuação: Laranja 4 (3+1) · Azul-claro 4 (2+2)");
    assert_eq!(
        result,
        "4–4; o Laranja vence o desempate: ponte mais comprida 3 contra 2. Ana vence"
    );
    assert_eq!(
        status,
        "Fim do jogo · Ana vence por 4–4 no desempate (3 contra 2)"
    );
    assert_eq!(sub, "Laranja · vence");
    assert!(
        alt.contains("Ana (Laranja): 4 pontos, 4 peças, 2 pontes."),
        "{alt}"
    );
    assert!(alt.contains("Último turno, Laranja: passou."), "{alt}");
    for text in turns.iter().chain([&score, &result, &status, &sub, &alt]) {
        no_english(Lang::Pt, "tie-break game", text);
    }
}

#[test]
fn the_tie_break_game_in_french() {
    let (turns, score, result, status, sub, alt) = tie_break(Lang::Fr);
    assert_eq!(turns[1], "a posé E9 et H9");
    assert_eq!(turns[2], "a posé A5 et a construit le pont A1–A5 (+3)");
    assert_eq!(turns[6], "a construit le pont C1–E1 (+1)");
    assert_eq!(turns[7], "a passé");
    assert_eq!(score, "Score\u{202f}: Orange 4 (3+1) · Bleu clair 4 (2+2)");
    assert_eq!(
        result,
        "4–4\u{202f}; Orange remporte le départage\u{202f}: plus long pont 3 contre 2. Ana gagne"
    );
    assert_eq!(
        status,
        "Partie terminée · Ana gagne 4–4 au départage (3 contre 2)"
    );
    assert_eq!(sub, "Orange · gagne");
    assert!(
        alt.contains("Ana (Orange)\u{202f}: 4 points, 4 jetons, 2 ponts."),
        "{alt}"
    );
    assert!(
        alt.contains("Dernier tour\u{202f}: Orange a passé."),
        "{alt}"
    );
    for text in turns.iter().chain([&score, &result, &status, &sub, &alt]) {
        no_english(Lang::Fr, "tie-break game", text);
    }
}

/// The renderer's Bridges functions speak the view's language too, and
/// English by default.
#[test]
fn the_renderer_speaks_the_views_language() {
    let game = size5();
    let en = ViewCtx::public(["alice", "bob"]);
    assert_eq!(game.view(&en).status, "alice to move · turn 1");
    assert!(game.alt_text(&en).starts_with("Bridges board, side 5."));
    let pt = ViewCtx::public(["alice", "bob"]).in_lang(Lang::Pt);
    assert_eq!(game.view(&pt).status, "alice a jogar · turno 1");
    assert!(game
        .alt_text(&pt)
        .starts_with("Tabuleiro de Pontes, lado 5. alice (Laranja): 0 pontos"));
    assert!(game.text_board(&pt).contains("[ ]: último turno"));
    let fr = ViewCtx::public(["alice", "bob"]).in_lang(Lang::Fr);
    assert!(game
        .text_board(&fr)
        .starts_with("Ponts, côté 5 · alice au trait · tour 1\n"));
    assert!(game.text_board(&fr).contains("bob (Bleu clair, b) 0 point"));
}

/// An option error names the option and what is right, in each language.
#[test]
fn option_errors_are_localised() {
    let e = Kind::Bridges
        .new_game(&[("colour".into(), "red".into())])
        .unwrap_err();
    assert_eq!(
        e.to_string(),
        "Bridges has no option `colour`: only `size N`"
    );
    assert_eq!(
        e.text(Lang::Pt),
        "Pontes não tem a opção `colour`: só `tamanho N`"
    );
    let e = Kind::Bridges
        .new_game(&[("size".into(), "99".into())])
        .unwrap_err();
    assert!(e
        .text(Lang::Fr)
        .starts_with("en-tête `size N` attendu, avec N de "));
    assert!(e
        .text(Lang::Pt)
        .starts_with("esperava-se o cabeçalho `size N`, com N de "));
}
