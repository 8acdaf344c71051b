# What sesqui says about itself: its prompt, its turns in words, its scores and results, its rule and notation errors, its board's words.

# Notation errors.
sesqui-not-an-action = `{ $text }` não é uma ação: uma colocação escreve-se com a casa (`d4`); um movimento, como `d4-d7`

# Rule errors.
sesqui-pass-not-forced = `passar` só é permitido a quem ainda tem ações por fazer e nenhuma é possível
sesqui-turn-one = o 1.º lance é uma só colocação
sesqui-turn-two = o 2.º lance são duas colocações
sesqui-drop-made = a colocação deste lance já foi feita
sesqui-turn-one-no-move = o 1.º lance é uma só colocação, sem movimento
sesqui-turn-two-no-move = o 2.º lance são duas colocações, sem movimento
sesqui-move-made = o movimento deste lance já foi feito
sesqui-no-stock = já não tem peças em reserva
sesqui-taken = { $cell } está ocupada
sesqui-not-adjacent = uma peça nova tem de ficar ao lado (na vertical ou na horizontal) de uma peça sua
sesqui-not-yours = { $cell } não tem nenhuma peça sua
sesqui-not-a-queen-line = { $from } e { $to } não estão na mesma linha, coluna ou diagonal: uma peça move-se como uma dama
sesqui-blocked = o caminho de { $from } a { $to } está bloqueado em { $at }
sesqui-crossing-drop = a colocação deixaria um cruzamento proibido em { $from }–{ $to }
sesqui-crossing-move = o movimento deixaria um cruzamento proibido em { $from }–{ $to }
sesqui-turn-over = o lance já tinha acabado: cada lance é uma colocação e um movimento de dama, e acaba antes se nenhuma das ações em falta for possível

# What the player to move may do.
sesqui-prompt-first = coloque uma peça em qualquer casa, como `d4`
sesqui-prompt-two-drops = coloque duas peças em duas casas quaisquer, como `c3 f6`
sesqui-prompt-second-drop = coloque a sua segunda peça em qualquer casa, como `f6`
sesqui-prompt-drop-and-move = coloque uma peça ao lado de uma das suas (`d4`) e mova uma peça como uma dama (`d4-d7`), pela ordem que quiser
sesqui-prompt-move = mova uma peça como uma dama, como `d4-d7`
sesqui-prompt-drop = coloque uma peça ao lado de uma das suas, como `d4`

# A turn in words, after the mover's name: `dropped c3 and moved d4-d7`.
sesqui-dropped = colocou uma peça em { $cell }
sesqui-dropped-two = colocou peças em { $first } e { $second }
sesqui-moved = fez o movimento de dama { $action }
sesqui-and = { $first } e { $second }

# The status line, the seats' small lines, the text board.
sesqui-status-over = Fim do jogo · { $result }
sesqui-status = { $name } a jogar · lance { $turn } · { $owed }
sesqui-status-after-pass = { $passer } passou · { $name } a jogar · lance { $turn } · { $owed }
sesqui-owed-first = 1 colocação em qualquer casa
sesqui-owed-two-drops = 2 colocações em quaisquer casas
sesqui-owed-one-more-drop = mais 1 colocação em qualquer casa
sesqui-owed-drop-and-move = uma colocação e um movimento de dama
sesqui-owed-move = um movimento de dama
sesqui-owed-drop = uma colocação
sesqui-seat-stock = { " " }· { $count } em reserva
sesqui-board-legend = x Negras (ligam as linhas 1 e 8), o Brancas (ligam as colunas a e h)

# Stones on the board and in stock; results.
sesqui-score-line = { $black_name } { $black_board } no tabuleiro, { $black_stock } em reserva · { $white_name } { $white_board } no tabuleiro, { $white_stock } em reserva
sesqui-result-win-black = { $name } vence, ligando os lados Norte e Sul
sesqui-result-win-white = { $name } vence, ligando os lados Este e Oeste
sesqui-draw-two-passes = empate: os dois jogadores passaram consecutivamente
sesqui-draw-repetition = empate: a mesma posição pela terceira vez
sesqui-draw-turn-limit = empate: o lance { $turn } terminou sem vencedor

# What a screen reader says instead of the board.
sesqui-none = nenhuma
sesqui-alt = Tabuleiro de Sesqui, 8 por 8. As Negras ligam as linhas 1 e 8, as Brancas as colunas a e h. Peças negras: { $black }. Peças brancas: { $white }. { $score }. { $status }.
sesqui-alt-last = Tabuleiro de Sesqui, 8 por 8. As Negras ligam as linhas 1 e 8, as Brancas as colunas a e h. Peças negras: { $black }. Peças brancas: { $white }. { $score }. Última jogada: { $last }. { $status }.
# A mesa ao vivo: uma peça no rótulo de uma casa (o aria-label do tabuleiro).
table-piece-sesqui = { $tone ->
    [white] peça branca
   *[other] peça negra
}
