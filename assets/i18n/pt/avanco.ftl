# What avanco says about itself: its prompt, its turns in words, its scores and results, its rule and notation errors, its board's words.
# Plurais: `[1]` e não `[1]`, porque a regra «pt» conta 0 como singular.

## Nomes das casas nos tabuleiros quadrados (Avanço, Rastros), `square-…`.
square-not-a-cell = `{ $text }` não é uma casa: uma casa é uma coluna a–{ $last_file } e uma linha 1–{ $ranks }, como e5
square-off-board = { $cell } não está neste tabuleiro: colunas a–{ $last_file }, linhas 1–{ $ranks }

## Opções e notação.
avanco-no-options = O Avanço não tem opções: `{ $option }` não é uma delas (o tabuleiro é sempre 7×7)
avanco-no-pass = no Avanço não se passa a vez: mova uma peça, como c2-c3
avanco-not-a-move = `{ $text }` não é uma jogada: escreva origem-destino, como c2-c3, ou origemxdestino numa captura, como d4xe5

## Regras violadas, depois da jogada (`c3-c5: …`). $owner, $mover: white ou black.
avanco-off-board = essa casa não está no tabuleiro 7×7
avanco-empty = não há nenhuma peça em { $cell }
avanco-not-yours = { $cell } tem { $owner ->
        [white] uma peça branca
       *[black] uma peça negra
    }: as { $seat } jogam com as { $mover ->
        [white] peças brancas
       *[black] peças negras
    }
avanco-stays = uma peça tem de ir para outra casa
avanco-sideways = nenhuma peça se move para o lado
avanco-backward = nenhuma peça anda para trás
avanco-too-far = uma peça avança uma só linha
avanco-too-wide = uma peça avança para uma das três casas logo à sua frente
avanco-straight-capture = só se captura na diagonal
avanco-straight-capture-on = só se captura na diagonal: { $cell } tem { $owner ->
        [white] uma peça branca
       *[black] uma peça negra
    }
avanco-occupied = { $cell } tem { $owner ->
        [white] uma peça branca
       *[black] uma peça negra
    }
avanco-nothing-to-capture = não há nada para capturar em { $cell }: `x` indica uma captura, `-` um movimento
avanco-unmarked-capture = esta jogada captura em { $cell }: escreva-a com `x`
avanco-turn-over = em cada turno move-se uma só peça, uma única vez: a jogada seguinte é do adversário

## O que pode fazer quem joga; $colour: white ou black.
avanco-prompt = avance { $colour ->
        [white] uma peça branca
       *[black] uma peça negra
    } uma casa, em frente ou na diagonal, como `{ $step }`; capture na diagonal, como `{ $capture }`

## Uma vez por palavras, depois do nome de quem jogou.
avanco-played = jogou { $move }
avanco-captured = capturou em { $cell } com { $move }
avanco-then = { $first }, depois { $next }
avanco-and-won = { $turn } e ganhou: { $reason }

## Porque acabou o jogo; $colour: white ou black.
avanco-reason-far-rank = { $colour ->
        [white] uma peça branca
       *[black] uma peça negra
    } chegou à linha { $rank }
avanco-reason-last-captured = { $colour ->
        [white] a última peça branca
       *[black] a última peça negra
    } foi capturada
avanco-wins = { $name } ganha: { $reason }
avanco-status-over = Fim do jogo · { $name } ganha: { $reason }
avanco-status-to-move = { $name } a jogar
avanco-score = Peças: { $white_seat } { $white } · { $black_seat } { $black }

## O tabuleiro em texto: uma letra para as peças de cada lado, e a legenda.
avanco-letter-white = B
avanco-letter-black = N
avanco-legend = { $white } · { $black } · . vazia
avanco-legend-side = { $letter } { $name } ({ $seat }, { $count } { $count ->
        [1] peça
       *[other] peças
    })
avanco-legend-side-seat = { $letter } { $seat } ({ $count } { $count ->
        [1] peça
       *[other] peças
    })

## O texto alternativo da imagem, frase a frase.
avanco-alt-side = { $name } ({ $seat }) { $count ->
        [0] não tem peças
        [1] tem 1 peça em { $cells }
       *[other] tem { $count } peças em { $cells }
    }
avanco-alt-board = Tabuleiro de Avanço, 7×7. { $white }; { $black }.
avanco-alt-last-move = Última jogada: { $move }.
avanco-alt-last-capture = Última jogada: { $move }, uma captura.
avanco-alt-status = { $status }.
# A mesa ao vivo: uma peça no rótulo de uma casa (o aria-label do tabuleiro).
table-piece-avanco = { $tone ->
    [white] peça branca
   *[other] peça negra
}
