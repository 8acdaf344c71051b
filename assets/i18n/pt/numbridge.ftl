# What numbridge says about itself: its prompt, its turns in words, its scores and results, its rule and notation errors, its board's words.
# Hand and /nb replies (hand-…) are at the end.

## Options of a game (record lines, challenge words).

numbridge-option-unknown = O Numbridge não tem a opção `{ $option }`: as suas opções são { $options }
numbridge-option-variant = a variante tem de ser ponte, blitz ou domínios, não `{ $value }`
numbridge-option-clues = { $variant } usa entre { $min } e { $max } pistas (se não escolher: { $default }), não `{ $value }`
numbridge-option-turn = cada vez dura 30, 45, 60 ou 120 segundos, não `{ $value }`
numbridge-option-cost = uma pista custa 1 ou 2 peças, não `{ $value }`
numbridge-option-candidates = `candidatos` tem de ser `sim` ou `não`, não `{ $value }`
numbridge-option-seed = a semente tem de ser um número inteiro, não `{ $value }`

## Why no puzzle was made.

numbridge-puzzle-size = o tamanho tem de ser 9 ou 6, não { $size }
numbridge-puzzle-blocks = os blocos têm de ser `regulares` ou `irregulares`, não `{ $value }`
numbridge-puzzle-too-many-clues = { $clues } { $clues ->
        [1] pista não cabe
       *[other] pistas não cabem
    } num tabuleiro de { $size }×{ $size } ({ $cells } { $cells ->
        [1] casa
       *[other] casas
    })
numbridge-puzzle-too-few-clues = não encontrei nenhum sudoku de { $size }×{ $size } com { $clues } { $clues ->
        [1] pista
       *[other] pistas
    } e solução única para a semente { $seed } ({ $tries } { $tries ->
        [1] ordem de remoção tentada
       *[other] ordens de remoção tentadas
    }); dê mais pistas
numbridge-puzzle-no-layout = não encontrei nenhuma disposição irregular de { $size }×{ $size } com solução para a semente { $seed }

## Reading a play.

numbridge-bad-cell = `{ $text }` não é uma casa: uma casa é uma coluna A–{ $last } e uma linha 1–{ $rows }, como C4
numbridge-bad-digit = `{ $text }` não é um algarismo: as peças vão de 1 a { $max }
numbridge-bad-play = `{ $text }` não é uma jogada: escreva `C4:7` (colocar um 7 em C4), `C4+5` (tomar a pista de C4, pagando com um 5) ou `trocar`
numbridge-no-play = nenhuma jogada indicada
numbridge-one-play = uma jogada por mensagem: envie esta jogada e, depois dela, a seguinte
numbridge-write-a-play = escreva uma jogada como `C4:7`, `c4 7`, `C4+5` ou `trocar`
numbridge-no-x = escreva a jogada sem `x` (como `C4:7`): é o bot que diz se falhou
numbridge-time-not-played = `time` é escrito pelo relógio, não se joga

## A play refused: $reason follows the cell ($cell) it is about.

numbridge-explain-cell = { $cell }: { $reason }
numbridge-error-over = o jogo acabou
numbridge-error-clue-here = é uma pista: tome-a com `+`
numbridge-error-taken = já está ocupada: é { seat-of }
numbridge-error-clue-taken = é uma pista que já foi tomada
numbridge-error-not-in-hand = não tem nenhum { $digit } na mão
numbridge-error-no-digit = não há o algarismo { $digit } neste tabuleiro
numbridge-error-not-a-clue = não tem nenhuma pista para tomar
numbridge-error-clue-owned = a pista desta casa já é { seat-of }
numbridge-error-too-few-tiles = uma pista custa { $cost } { $cost ->
        [0] peças
        [1] peça
       *[other] peças
    } e só tem { $held }: coloque uma peça ou troque a mão
numbridge-error-free-clue = uma pista só é grátis com a mão vazia: indique a peça com que paga, como `C4+5`
numbridge-error-empty-bag = o saco está vazio: não há troca
numbridge-error-pass = ainda pode jogar: passar é só para quem não tem nada para jogar
numbridge-error-record-miss = o registo diz que falhou, mas o sudoku diz o contrário
numbridge-error-record-hit = o registo diz que acertou, mas o sudoku diz o contrário
numbridge-turn-over = a vez já tinha acabado (uma falha ou a última jogada da vez acaba-a)

## What the player to move may do.

numbridge-prompt-over = o jogo acabou
numbridge-prompt-tiles = coloque uma peça, como `C4:7`{ $clue ->
        [paid1] ; tome uma pista pagando com uma peça, como `C4+5`
        [paid2] ; tome uma pista pagando com 2 peças (escolhe uma, a outra sai ao acaso), como `C4+5`
       *[none] {""}
    }{ $swap ->
        [yes] ; ou `trocar`
       *[no] {""}
    }
numbridge-prompt-no-tiles = { $clue ->
        [free] tome uma pista de graça, como `C4+`{ $swap ->
            [yes] , ou `trocar` para ter peças novas
           *[no] {""}
        }
       *[none] { $swap ->
            [yes] `trocar` para ter peças novas
           *[no] nada para jogar: passa a vez
        }
    }
numbridge-prompt-two-plays = { $prompt } (duas jogadas nesta vez, uma por mensagem)

## A turn in words, after the player's name. $digit is a tile (1 to 9).

numbridge-turn-placed = colocou um { $digit } em { $cell }
numbridge-turn-missed = falhou com um { $digit } em { $cell }
numbridge-turn-clue-free = tomou a pista de { $cell } de graça
numbridge-turn-clue-paid = tomou a pista de { $cell }, pagando com um { $digit }
numbridge-turn-clue-paid-random = tomou a pista de { $cell }, pagando com um { $digit } e uma peça ao acaso
numbridge-turn-swapped = trocou a mão
numbridge-turn-passed = passou (nada para jogar)
numbridge-turn-time = ficou sem tempo nesta vez
numbridge-turn-timeup = tinha a vez quando acabou o tempo do jogo
# Two plays of one turn (or more, one at a time).
numbridge-turn-and = { $first } e { $then }

## The hand, only to its owner.

numbridge-hand = A sua mão: { $tiles }
numbridge-hand-empty = A sua mão está vazia

## The board's words: seat details, status, score, result, text board, alt text.

numbridge-detail-hand = mão { $tiles }
numbridge-detail-tiles = { $count } { $count ->
        [0] peças
        [1] peça
       *[other] peças
    }
numbridge-detail-misses = { $count } { $count ->
        [0] falhas
        [1] falha
       *[other] falhas
    }
numbridge-status = { $name } a jogar · vez { $turn } · saco { $bag }
numbridge-status-plays-left = { $count ->
        [0] faltam 0 jogadas
        [1] falta { $count } jogada
       *[other] faltam { $count } jogadas
    }
numbridge-status-miss = falha: { $digit } em { $cell }
numbridge-status-over = Fim do jogo · { $result }
numbridge-score-cells = Casas: { $orange } { $orange_cells } – { $blue } { $blue_cells } · falhas { $orange_misses }–{ $blue_misses }
numbridge-score-blocks = Blocos: { $orange } { $orange_blocks } – { $blue } { $blue_blocks } · casas { $orange_cells }–{ $blue_cells } · falhas { $orange_misses }–{ $blue_misses }
numbridge-result-rows = { $name } vence, ligando as linhas de cima e de baixo
numbridge-result-columns = { $name } vence, ligando as colunas da esquerda e da direita
numbridge-result-blocks = { $name } vence por { $won } { $won ->
        [1] bloco
       *[other] blocos
    } a { $lost }
numbridge-tally-cells = casas { $a }–{ $b }
numbridge-tally-blocks = blocos { $a }–{ $b }
numbridge-tally-blocks-cells = blocos { $a }–{ $b }, casas { $x }–{ $y }
numbridge-result-time-win = acabou o tempo: { $name } vence ({ $tally })
numbridge-result-time-draw = acabou o tempo: empate ({ $tally })
numbridge-board-key-connect = pista 5, { $orange } [5], { $blue } (5); { $orange } liga as linhas de cima e de baixo, { $blue } as colunas da esquerda e da direita
numbridge-board-key-blocks = pista 5, { $orange } [5], { $blue } (5); ganhe 5 blocos; um bloco é de quem tiver 5 das 9 casas dele
numbridge-cells-none = nenhuma
numbridge-alt = Tabuleiro de Numbridge { $variant }, um sudoku hexagonal de { $size } por { $size }. Pistas: { $clues }. { $orange }, casas: { $orange_cells }. { $blue }, casas: { $blue_cells }.
numbridge-alt-line = { $line }.
numbridge-alt-last = Última jogada: { $turn }.

## Close-ups, privately: a tile's candidates, a cell's lines (`cell C4`).

numbridge-candidates = O seu { $digit } pode ir para { $count } { $count ->
        [1] casa
       *[other] casas
    } (ainda sem { $digit } na linha, na coluna ou no bloco; não é a solução): { $cells }
numbridge-cell-where = { $cell } (linha { $row }, coluna { $column }, bloco { $block })
numbridge-cell-open = { $place } está vazia; algarismos ainda possíveis: { $digits }
numbridge-cell-filled = { $place } tem um { $digit }; a sua linha, coluna e bloco estão destacados
numbridge-board-blocks = Blocos (uma letra por bloco):

## Rooms (`room`): what a room allows, and a challenge it refuses.

numbridge-room-rules = { $room ->
        [blitz] Sala de blitz
        [normal] Sala normal
       *[study] Sala de estudo
    }: Numbridge { $variants }, { $turns } s por vez, { $min }–{ $max } pistas (se não escolher: { $default }), custo de uma pista { $costs }, destaque de candidatos { $candidates ->
        [never] não permitido
        [on] ligado (pode ser desligado)
       *[off] desligado (pode ser ligado)
    }; se não escolher, vale o primeiro valor indicado
numbridge-room-refuses = a sala deste canal não permite { $option } { $value }. { $rules }

## Hands through the command layer (the hand reply, its buttons, /nb).

hand-tap-numbridge = Toque numa peça para a colocar.
hand-type-numbridge = Escreva a casa e o algarismo de uma peça para a colocar, como `C4 7`.
hand-button-place-numbridge = Colocar { $pick }
hand-button-swap-numbridge = Trocar a mão
hand-cannot-place-numbridge = Não pode colocar um { $pick } agora: `mão` mostra as suas peças
hand-pick-cell-numbridge = O seu { $pick }: escolha uma casa.
hand-pick-cell-in-row-numbridge = O seu { $pick } na linha { $row }: escolha uma casa.
hand-pick-row-numbridge = O seu { $pick }: escolha uma linha.
hand-or-type-numbridge = Ou escreva a jogada, como `C4 7`.
hand-nb-what = `/nb` precisa de uma ação: colocar, pista, trocar, mão ou casa
hand-button-clue-numbridge = Pista { $cell }
hand-clue-note-numbridge = Um botão Pista toma essa pista, pagando com esta peça.
hand-button-look-numbridge = Linhas de uma casa
hand-look-row-numbridge = A linha, a coluna e o bloco de uma casa: escolha a linha.
usage-cell = `casa` precisa de uma casa, como `casa C4`
usage-room = uma sala é `blitz`, `normal` ou `estudo` (ou `desligar`), não `{ $word }`

## Rooms (`room`, `/room`).

room-none = Este canal não é uma sala: aqui, os desafios de Numbridge aceitam quaisquer opções. Quem gere o servidor torna-o uma sala com `{ $prefix }sala blitz`, `normal` ou `estudo`.
room-here = { $rules }. Quem gere o servidor pode mudá-la (`{ $prefix }sala normal`) ou acabar com ela (`{ $prefix }sala desligar`).
room-set = Este canal é agora uma sala. { $rules }.
room-off = Este canal já não é uma sala: aqui, os desafios de Numbridge aceitam quaisquer opções.
room-was-none = Este canal não era uma sala: nada mudou.
room-managers-only = Só quem gere o servidor pode fazer de um canal uma sala
room-in-dm = Uma sala é um canal de um servidor: não em mensagens diretas
room-invite = A sala deste canal: { $rules }.
# Os contadores ao lado do tabuleiro da mesa.
numbridge-counter-misses = Falhas
numbridge-counter-tiles = Peças
numbridge-counter-bag = Saco
numbridge-take-ask = Tomar a pista em { $cell }? Custa { $cost ->
        [1] o seu { $digit }
       *[other] o seu { $digit } e mais uma peça ao acaso
    }.
# A mesa ao vivo: uma peça no rótulo de uma casa (o aria-label do tabuleiro).
table-piece-numbridge = { $tone ->
    [orange] { $digit }, do Laranja
    [blue] { $digit }, do Azul
   *[other] pista { $digit }
}
table-command-swap = Trocar
