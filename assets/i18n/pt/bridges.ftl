# What bridges says about itself: its prompt, its turns in words, its scores and results, its rule and notation errors, its board's words.
# A player's colour as a key: $owner is `orange` or `light_blue`.
# Words (see GLOSSARY.md): peça (token), ponte (bridge), casa (cell), passo (step), turno (turn), extremidade (endpoint), buraco (hole).

## Options
bridges-option-unknown = Pontes não tem a opção `{ $option }`: só `tamanho N`
bridges-option-size = esperava-se o cabeçalho `size N`, com N de { $min } a { $max }
bridges-bad-size = tamanho de tabuleiro inválido: { $size }

## Notation errors. Players may type these words in Portuguese or English (`colocar E2` = `place E2`, `passar` = `pass`, `terminar` = `end`); the record keeps English.
bridges-parse-empty = não indicou nenhuma jogada: experimente `colocar E2`, `ponte E2 E8`, `passar` ou `terminar`
bridges-parse-unknown-word = `{ $word }` não é uma jogada: experimente `colocar E2`, `ponte E2 E8`, `passar` ou `terminar`
bridges-parse-not-a-cell = `{ $word }` não é o nome de uma casa: uma casa é uma letra e um número, como E2
bridges-parse-no-such-cell = { $cell } não está neste tabuleiro: colunas A–{ $last_col }, linhas 1–{ $last_row }
bridges-parse-place-arity = `colocar` precisa de uma casa, como `colocar E2`
bridges-parse-bridge-arity = `ponte` precisa de duas casas, como `ponte E2 E8`
bridges-parse-several = `{ $text }` é mais do que um passo

## Broken rules; they read well after a step (`E5: o buraco não pode receber uma peça`)
bridges-rule-game-over = o jogo acabou
bridges-rule-first-turn-one-step = o primeiro turno tem um só passo
bridges-rule-turn-full = cada turno tem no máximo dois passos
bridges-rule-first-turn-no-pass = no primeiro turno não se pode passar: { seat-the } tem de colocar uma peça
bridges-rule-pass-after-step = já deu um passo neste turno: termine o turno em vez de passar
bridges-rule-end-without-step = ainda não deu nenhum passo neste turno: dê um passo ou passe
bridges-rule-hole = o buraco não pode receber uma peça
bridges-rule-occupied = { $cell } já tem uma peça { $owner ->
        [orange] laranja
       *[light_blue] azul-clara
    }
bridges-rule-on-bridge = { $cell } está ocupada por uma ponte { $owner ->
        [orange] laranja
       *[light_blue] azul-clara
    }
bridges-rule-touches = é adjacente à peça { $owner ->
        [orange] laranja
       *[light_blue] azul-clara
    } em { $at }
bridges-rule-no-token = { $cell } não tem nenhuma peça
bridges-rule-not-your-token = { $cell } é uma peça { $owner ->
        [orange] laranja
       *[light_blue] azul-clara
    }, não é sua
bridges-rule-locked = { $cell } já é a extremidade de uma ponte
bridges-rule-same-cell = uma ponte precisa de duas casas diferentes
bridges-rule-not-on-one-line = { $a } e { $b } não estão na mesma linha
bridges-rule-adjacent-ends = { $a } e { $b } são vizinhas: uma ponte precisa de uma casa entre as extremidades
bridges-rule-blocked = bloqueada por { $by } em { $at }
bridges-blocker-token = uma peça { $owner ->
        [orange] laranja
       *[light_blue] azul-clara
    }
bridges-blocker-bridge = uma ponte { $owner ->
        [orange] laranja
       *[light_blue] azul-clara
    }
# A broken rule named after the step that broke it ($step: `C4`, `E2–E8`).
bridges-explain-touches = { $step } é adjacente à peça { $owner ->
        [orange] laranja
       *[light_blue] azul-clara
    } em { $at }
bridges-explain-blocked = { $step } está bloqueada por { $by } em { $at }

## What the player to move may do
bridges-prompt-first = coloque a sua primeira peça, por exemplo `colocar E2`
bridges-prompt-second = mais 1 passo, ou `terminar`
bridges-prompt = até 2 passos (`colocar E2`, `ponte E2 E8`), ou `passar`
bridges-legal-none = Nenhum passo é possível agora: termine o turno com `terminar`
bridges-legal-place = Pode colocar em { $count ->
        [0] 0 casas
        [1] 1 casa
       *[other] { $count } casas
    }: { $cells }
bridges-legal-bridges = Pontes possíveis: { $bridges }

## A turn in words, after the mover's name ($bridge: `E2–E8 (+5)`)
bridges-turn-placed = colocou { $cell }
bridges-turn-placed-two = colocou { $first } e { $second }
bridges-turn-bridged = construiu a ponte { $bridge }
bridges-turn-two = { $first } e { $second }

## Scores and results
bridges-score = Pontuação: { $orange } · { $light_blue }
bridges-score-seat = { $seat } { $score }
# $values: the bridges' values, `3+2`.
bridges-score-seat-bridges = { $seat } { $score } ({ $values })
# A player by name and colour; just the colour when the name is the colour.
bridges-who = { $name } ({ $seat })
bridges-result-win = { $who } vence por { $high }–{ $low }
bridges-result-draw = { $orange }–{ $light_blue } com as mesmas pontes: empate
# $rank: 1 for the longest bridge, 2 for the second-longest…
bridges-tiebreak-bridge = { $rank ->
        [1] ponte mais comprida
        [2] segunda ponte mais comprida
        [3] terceira ponte mais comprida
       *[other] { $rank }.ª ponte mais comprida
    }
bridges-tiebreak-value = { $value ->
        [0] nenhuma
       *[other] { $value }
    }
bridges-result-tiebreak = { $orange }–{ $light_blue }; { seat-the } vence o desempate: { $bridge } { $mine } contra { $theirs }. { $name } vence

## The board: the line under it, its alt text and the text board
bridges-status-draw = Fim do jogo · empate { $orange }–{ $light_blue }
bridges-status-win = Fim do jogo · { $name } vence por { $high }–{ $low }
bridges-status-tiebreak = Fim do jogo · { $name } vence por { $orange }–{ $light_blue } no desempate ({ $mine } contra { $theirs })
bridges-status-turn = { $name } a jogar · turno { $turn }
bridges-status-turn-step = { $name } a jogar · turno { $turn }, passo 2
bridges-status-passed = { $passer } passou · { $name } a jogar · turno { $turn }
bridges-alt-board = Tabuleiro de Pontes, lado { $size }.
bridges-alt-seat = { $name } ({ $seat }): { $points ->
        [0] 0 pontos
        [1] 1 ponto
       *[other] { $points } pontos
    }, { $tokens ->
        [0] 0 peças
        [1] 1 peça
       *[other] { $tokens } peças
    }, { $bridges ->
        [0] 0 pontes
        [1] 1 ponte
       *[other] { $bridges } pontes
    }.
bridges-alt-last-pass = Último turno, { $seat }: passou.
bridges-alt-last = Último turno, { $seat }: { $step }.
bridges-alt-last-two = Último turno, { $seat }: { $first }, depois { $second }.
bridges-alt-status = { $status }.
bridges-text-title = Pontes, lado { $size } · { $status }
# A player on the text board with their letter (`o`, `b`).
bridges-text-who = { $name } ({ $seat }, { $letter })
bridges-text-who-seat = { $seat } ({ $letter })
bridges-text-points = { $count ->
        [0] 0 pontos
        [1] 1 ponto
       *[other] { $count } pontos
    }
bridges-text-legend = o b: peças · O B: extremidades de ponte · - / \: pontes · #: buraco · [ ]: último turno
bridges-text-legend-legal = o b: peças · O B: extremidades de ponte · - / \: pontes · #: buraco · [ ]: último turno · +: pode colocar

# Sugestões: porque a IA sugere um passo, com a sua avaliação para quem pede.
hint-reason = { $why } (a minha avaliação da sua posição: { $percent }%)
hint-pass-wins = { $them } acabou de passar e a vantagem é sua ({ $mine }–{ $theirs }): se também passar, o jogo acaba e ganha
hint-pass-draws = passar agora termina o jogo com um empate, o melhor resultado ainda possível
hint-pass = nenhum passo ajuda aqui: passe e deixe o adversário expor-se
hint-end = um segundo passo só abriria linhas ao adversário: termine o turno
hint-bridge-longest = a ponte mais comprida que pode construir: { $points } { $points ->
        [0] pontos
        [1] ponto
       *[other] pontos
    } antes que a bloqueiem
hint-bridge = vale { $points } { $points ->
        [0] pontos
        [1] ponto
       *[other] pontos
    } e mantém abertas as suas linhas mais compridas
hint-cut = corta a linha aberta de { $them } { $from }–{ $to }, que vale { $points }
hint-set-up = prepara uma ponte até { $to } que vale { $points } (próximo passo: `ponte { $from } { $to }`)
hint-room = ganha espaço para futuras pontes e mantém afastadas as peças do adversário
# A mesa ao vivo: uma peça no rótulo de uma casa (o aria-label do tabuleiro).
table-piece-bridges = { $tone ->
    [orange] peça laranja
   *[other] peça azul-clara
}
table-piece-bridges-locked = { $tone ->
    [orange] peça laranja, extremidade de ponte
   *[other] peça azul-clara, extremidade de ponte
}
