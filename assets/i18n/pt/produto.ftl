# What produto says about itself: its prompt, its turns in words, its scores and results, its rule and notation errors, its board's words.

# Notation errors.
produto-not-a-cell = `{ $text }` não é uma casa: as casas são uma coluna A–I e uma linha 1–9, como E5
produto-off-board = { $cell } não está no tabuleiro (A1–A5, B1–B6, … E1–E9, … I5–I9)
produto-not-a-stone = `{ $text }` não é uma peça: escreva a letra da cor (`b` = negra, `w` = branca: as letras vêm do inglês) e a casa, como bE5 ou wC3

# Rule errors.
produto-taken = { $cell } está ocupada
produto-over = o jogo acabou: o tabuleiro está cheio
produto-turn-one-stone = o primeiro lance é de uma só peça
produto-turn-two-stones = cada lance são duas peças

# What the player to move may do.
produto-prompt-first = coloque uma peça de qualquer cor, como `bE5` (b = negra) ou `wE5` (w = branca)
produto-prompt-second = coloque a sua segunda peça, negra (`b`) ou branca (`w`), como `wC3`
produto-prompt-two = coloque duas peças, cada uma negra (`b`) ou branca (`w`), como `bE5 wC3`

# A turn in words, after the mover's name: `placed white A1 and black A2`.
produto-placed = colocou { $stones }
produto-stone-black = uma peça negra em { $cell }
produto-stone-white = uma peça branca em { $cell }
produto-stones-two = { $first } e { $second }

# The status line, the seats' small lines, the text board.
produto-status-over = Fim do jogo · { $result }
produto-status = { $name } a jogar · lance { $turn } · { $owed }
produto-owed-first = 1 peça de qualquer cor
produto-owed-two = 2 peças, cada uma de qualquer cor
produto-owed-one-more = mais 1 peça de qualquer cor
produto-seat-stones = { " " }· { $count ->
    [0] 0 peças
    [1] { $count } peça
   *[other] { $count } peças
}
produto-board-legend = x negras, o brancas

# Scores (largest group × second largest) and results.
produto-score-line = { $black_name } { $black } · { $white_name } { $white }
produto-result-win = { $name } vence por { $winner }–{ $loser }
produto-result-fewer-stones = { $score }–{ $score }; { $name } vence com menos peças da sua cor em jogo ({ $own } contra { $other })

# What a screen reader says instead of the board.
produto-alt = Tabuleiro de Produto com 61 casas, { $black ->
    [0] nenhuma peça negra
    [1] { $black } peça negra
   *[other] { $black } peças negras
} e { $white ->
    [0] nenhuma branca
    [1] { $white } branca
   *[other] { $white } brancas
}. Pontuação: { $score }. { $status }.
produto-alt-last = Tabuleiro de Produto com 61 casas, { $black ->
    [0] nenhuma peça negra
    [1] { $black } peça negra
   *[other] { $black } peças negras
} e { $white ->
    [0] nenhuma branca
    [1] { $white } branca
   *[other] { $white } brancas
}. Pontuação: { $score }. Última jogada: { $last }. { $status }.
produto-colour-black = Negra
produto-colour-white = Branca
# A mesa ao vivo: uma peça no rótulo de uma casa (o aria-label do tabuleiro).
table-piece-produto = { $tone ->
    [white] peça branca
   *[other] peça negra
}
