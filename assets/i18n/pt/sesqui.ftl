# What sesqui says about itself: its prompt, its turns in words, its scores and results, its rule and notation errors, its board's words.

# Notation errors.
sesqui-not-an-action = `{ $text }` não é uma ação: escreva uma largada pela sua casa (`d4`) e um movimento como `d4-d7`

# Rule errors.
sesqui-pass-not-forced = `pass` é só para quem ainda deve ações e não tem nenhuma possível
sesqui-turn-one = a 1.ª vez é uma só largada
sesqui-turn-two = a 2.ª vez são duas largadas
sesqui-drop-made = a largada desta vez já foi feita
sesqui-turn-one-no-move = a 1.ª vez é uma só largada, sem movimento
sesqui-turn-two-no-move = a 2.ª vez são duas largadas, sem movimento
sesqui-move-made = o movimento desta vez já foi feito
sesqui-no-stock = já não tem pedras em reserva
sesqui-taken = { $cell } está ocupada
sesqui-not-adjacent = uma largada tem de tocar ortogonalmente uma das suas pedras
sesqui-not-yours = { $cell } não tem nenhuma pedra sua
sesqui-not-a-queen-line = { $from } e { $to } não estão na mesma linha, coluna ou diagonal: uma pedra move-se como uma dama
sesqui-blocked = o caminho de { $from } a { $to } está bloqueado em { $at }
sesqui-crossing-drop = a largada deixaria um cruzamento proibido em { $from }–{ $to }
sesqui-crossing-move = o movimento deixaria um cruzamento proibido em { $from }–{ $to }
sesqui-turn-over = a vez já tinha acabado: cada vez é uma largada e um movimento de dama, e acaba mais cedo quando nenhuma ação devida é possível

# What the player to move may do.
sesqui-prompt-first = largue uma pedra em qualquer casa, como `d4`
sesqui-prompt-two-drops = largue duas pedras em duas casas quaisquer, como `c3 f6`
sesqui-prompt-second-drop = largue a sua segunda pedra em qualquer casa, como `f6`
sesqui-prompt-drop-and-move = largue uma pedra ao lado de uma das suas (`d4`) e mova uma pedra como uma dama (`d4-d7`), por qualquer ordem
sesqui-prompt-move = mova uma pedra como uma dama, como `d4-d7`
sesqui-prompt-drop = largue uma pedra ao lado de uma das suas, como `d4`

# A turn in words, after the mover's name: `dropped c3 and moved d4-d7`.
sesqui-dropped = largou uma pedra em { $cell }
sesqui-dropped-two = largou pedras em { $first } e { $second }
sesqui-moved = fez o movimento de dama { $action }
sesqui-and = { $first } e { $second }

# The status line, the seats' small lines, the text board.
sesqui-status-over = Fim do jogo · { $result }
sesqui-status = { $name } a jogar · { $turn }.ª vez · { $owed }
sesqui-status-after-pass = { $passer } passou · { $name } a jogar · { $turn }.ª vez · { $owed }
sesqui-owed-first = 1 largada em qualquer casa
sesqui-owed-two-drops = 2 largadas em quaisquer casas
sesqui-owed-one-more-drop = mais 1 largada em qualquer casa
sesqui-owed-drop-and-move = uma largada e um movimento de dama
sesqui-owed-move = um movimento de dama
sesqui-owed-drop = uma largada
sesqui-seat-stock = { " " }· { $count } em reserva
sesqui-board-legend = x negras (ligam as linhas 1 e 8), o brancas (ligam as colunas a e h)

# Stones on the board and in stock; results.
sesqui-score-line = { $black_name } { $black_board } no tabuleiro, { $black_stock } em reserva · { $white_name } { $white_board } no tabuleiro, { $white_stock } em reserva
sesqui-result-win-black = { $name } vence, ligando o Norte e o Sul
sesqui-result-win-white = { $name } vence, ligando o Oeste e o Este
sesqui-draw-two-passes = empate: duas passagens seguidas
sesqui-draw-repetition = empate: a mesma posição pela terceira vez
sesqui-draw-turn-limit = empate: a { $turn }.ª vez acabou sem vencedor

# What a screen reader says instead of the board.
sesqui-none = nenhuma
sesqui-alt = Tabuleiro de Sesqui, 8 por 8. As Negras ligam as linhas 1 e 8, as Brancas as colunas a e h. Pedras negras: { $black }. Pedras brancas: { $white }. { $score }. { $status }.
sesqui-alt-last = Tabuleiro de Sesqui, 8 por 8. As Negras ligam as linhas 1 e 8, as Brancas as colunas a e h. Pedras negras: { $black }. Pedras brancas: { $white }. { $score }. Última jogada: { $last }. { $status }.
