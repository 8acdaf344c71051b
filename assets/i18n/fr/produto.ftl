# What produto says about itself: its prompt, its turns in words, its scores and results, its rule and notation errors, its board's words.

# Notation errors.
produto-not-a-cell = `{ $text }` n'est pas une case : les cases sont une colonne A–I et une rangée 1–9, comme E5
produto-off-board = { $cell } n'est pas sur le plateau (A1–A5, B1–B6, … E1–E9, … I5–I9)
produto-not-a-stone = `{ $text }` n'est pas une pierre : écrivez la lettre de sa couleur (`b` = noire, `w` = blanche : les lettres viennent de l'anglais) et sa case, comme bE5 ou wC3

# Rule errors.
produto-taken = { $cell } est occupée
produto-over = la partie est finie : le plateau est plein
produto-turn-one-stone = le premier tour est une seule pierre
produto-turn-two-stones = un tour, c'est deux pierres

# What the player to move may do.
produto-prompt-first = posez une pierre de n'importe quelle couleur, comme `bE5` (b = noire) ou `wE5` (w = blanche)
produto-prompt-second = posez votre seconde pierre, noire (`b`) ou blanche (`w`), comme `wC3`
produto-prompt-two = posez deux pierres, chacune noire (`b`) ou blanche (`w`), comme `bE5 wC3`

# A turn in words, after the mover's name: `placed white A1 and black A2`.
produto-placed = a posé { $stones }
produto-stone-black = une pierre noire en { $cell }
produto-stone-white = une pierre blanche en { $cell }
produto-stones-two = { $first } et { $second }

# The status line, the seats' small lines, the text board.
produto-status-over = Partie terminée · { $result }
produto-status = { $name } au trait · tour { $turn } · { $owed }
produto-owed-first = 1 pierre de n'importe quelle couleur
produto-owed-two = 2 pierres, chacune de n'importe quelle couleur
produto-owed-one-more = encore 1 pierre de n'importe quelle couleur
produto-seat-stones = { " " }· { $count ->
    [one] { $count } pierre
   *[other] { $count } pierres
}
produto-board-legend = x noires, o blanches

# Scores (largest group × second largest) and results.
produto-score-line = { $black_name } { $black } · { $white_name } { $white }
produto-result-win = { $name } gagne { $winner }–{ $loser }
produto-result-fewer-stones = { $score }–{ $score } ; { $name } gagne avec moins de pierres de sa couleur ({ $own } contre { $other })

# What a screen reader says instead of the board.
produto-alt = Plateau de Produto de 61 cases, { $black ->
    [one] { $black } pierre noire
   *[other] { $black } pierres noires
} et { $white ->
    [one] { $white } blanche
   *[other] { $white } blanches
}. Score : { $score }. { $status }.
produto-alt-last = Plateau de Produto de 61 cases, { $black ->
    [one] { $black } pierre noire
   *[other] { $black } pierres noires
} et { $white ->
    [one] { $white } blanche
   *[other] { $white } blanches
}. Score : { $score }. Dernier tour : { $last }. { $status }.
produto-colour-black = Noire
produto-colour-white = Blanche
# La table en direct : une pièce dans l'étiquette d'une case (l'aria-label du plateau).
table-piece-produto = { $tone ->
    [white] pierre blanche
   *[other] pierre noire
}
