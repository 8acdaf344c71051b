# What rastros says about itself: its prompt, its turns in words, its scores and results, its rule and notation errors, its board's words.
# Os erros nos nomes das casas são `square-…`, em avanco.ftl. Plurais: `[1]`, porque a regra «pt» conta 0 como singular.

## Opções e notação.
rastros-no-option = O Rastros não tem a opção `{ $option }`: só `tamanho 7` ou `tamanho 8` (`size` no registo)
rastros-bad-size = tamanho `{ $value }`: o Rastros joga-se em 8×8 ou 7×7, `tamanho 8` ou `tamanho 7`
rastros-no-pass = no Rastros não se passa a vez: mova a peça, como f6
rastros-not-from-piece = a peça está em { $piece }, não em { $from }: escreva só a casa para onde ela vai, como { $example }

## Regras violadas, depois da jogada (`b4: …`).
rastros-off-board = essa casa não está no tabuleiro
rastros-not-the-piece = a peça está em { $piece }, não em { $from }
rastros-stays = a peça já está em { $cell }: tem de se mover
rastros-not-adjacent = a peça vai para uma das 8 casas à sua volta
rastros-stone = { $cell } tem uma peça negra
rastros-turn-over = em cada turno a peça só se move uma vez: a jogada seguinte é do adversário

## O que pode fazer quem joga.
rastros-prompt = mova a peça branca para uma casa vazia ao lado dela, como `{ $example }`; o seu objetivo é { $goal }

## Uma vez por palavras, depois do nome de quem jogou.
rastros-moved = moveu a peça de { $from } para { $to }
rastros-then = { $first }, depois { $next }

## Porque acabou o jogo, e a linha de estado.
rastros-reason-corner = a peça chegou ao canto { $cell } ({ $name })
rastros-reason-blocked = o adversário ({ $name }) não pode jogar
rastros-wins = { $name } ganha: { $reason }
rastros-status-over = Fim do jogo · { $name } ganha: { $reason }
rastros-status-to-move = { $name } a jogar

## A legenda do tabuleiro em texto (O, #, 1, 2 e . são os sinais do tabuleiro).
rastros-legend = O a peça branca · # peças negras ({ $stones }) · 1 objetivo de { $first } ({ $first_goal }) · 2 objetivo de { $second } ({ $second_goal }) · . vazia

## O texto alternativo da imagem, frase a frase.
rastros-alt-board = Tabuleiro de Rastros, { $size }×{ $size }. A peça branca está em { $piece }, { $count ->
        [0] sem peças negras
        [1] com 1 peça negra em { $stones }
       *[other] com { $count } peças negras em { $stones }
    }; o objetivo de { $first } é { $first_goal }, o de { $second } é { $second_goal }.
rastros-alt-last = Última jogada: de { $from } para { $to }.
rastros-alt-status = { $status }.
# A mesa ao vivo: uma peça no rótulo de uma casa (o aria-label do tabuleiro).
table-piece-rastros = { $tone ->
    [white] a peça
   *[other] peça negra
}
