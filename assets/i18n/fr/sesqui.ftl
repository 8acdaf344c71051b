# What sesqui says about itself: its prompt, its turns in words, its scores and results, its rule and notation errors, its board's words.

# Notation errors.
sesqui-not-an-action = `{ $text }` n'est pas une action : une pose s'écrit avec sa case (`d4`) ; un déplacement, comme `d4-d7`

# Rule errors.
sesqui-pass-not-forced = `passer` est réservé à qui a encore des actions à faire et n'en a aucune de possible
sesqui-turn-one = le tour 1 est une seule pose
sesqui-turn-two = le tour 2, c'est deux poses
sesqui-drop-made = la pose de ce tour est déjà faite
sesqui-turn-one-no-move = le tour 1 est une seule pose, sans déplacement
sesqui-turn-two-no-move = le tour 2, c'est deux poses, sans déplacement
sesqui-move-made = le déplacement de ce tour est déjà fait
sesqui-no-stock = vous n'avez plus de pierres en réserve
sesqui-taken = { $cell } est occupée
sesqui-not-adjacent = une pose doit toucher orthogonalement une de vos pierres
sesqui-not-yours = { $cell } ne porte aucune de vos pierres
sesqui-not-a-queen-line = { $from } et { $to } ne sont pas sur une même rangée, colonne ou diagonale : une pierre se déplace comme une dame
sesqui-blocked = le chemin de { $from } à { $to } est bloqué en { $at }
sesqui-crossing-drop = la pose laisserait un croisement interdit en { $from }–{ $to }
sesqui-crossing-move = le déplacement laisserait un croisement interdit en { $from }–{ $to }
sesqui-turn-over = le tour était déjà fini : un tour, c'est une pose et un déplacement de dame, et il finit plus tôt quand aucune des actions restantes n'est possible

# What the player to move may do.
sesqui-prompt-first = posez une pierre sur n'importe quelle case, comme `d4`
sesqui-prompt-two-drops = posez deux pierres sur deux cases quelconques, comme `c3 f6`
sesqui-prompt-second-drop = posez votre seconde pierre sur n'importe quelle case, comme `f6`
sesqui-prompt-drop-and-move = posez une pierre à côté d'une des vôtres (`d4`) et déplacez une pierre comme une dame (`d4-d7`), dans l'ordre de votre choix
sesqui-prompt-move = déplacez une pierre comme une dame, comme `d4-d7`
sesqui-prompt-drop = posez une pierre à côté d'une des vôtres, comme `d4`

# A turn in words, after the mover's name: `dropped c3 and moved d4-d7`.
sesqui-dropped = a posé une pierre en { $cell }
sesqui-dropped-two = a posé des pierres en { $first } et { $second }
sesqui-moved = a fait le déplacement de dame { $action }
sesqui-and = { $first } et { $second }

# The status line, the seats' small lines, the text board.
sesqui-status-over = Partie terminée · { $result }
sesqui-status = { $name } au trait · tour { $turn } · { $owed }
sesqui-status-after-pass = { $passer } a passé · { $name } au trait · tour { $turn } · { $owed }
sesqui-owed-first = 1 pose n'importe où
sesqui-owed-two-drops = 2 poses n'importe où
sesqui-owed-one-more-drop = encore 1 pose n'importe où
sesqui-owed-drop-and-move = une pose et un déplacement de dame
sesqui-owed-move = un déplacement de dame
sesqui-owed-drop = une pose
sesqui-seat-stock = { " " }· { $count } en réserve
sesqui-board-legend = x Noirs (relient les rangées 1 et 8), o Blancs (relient les colonnes a et h)

# Stones on the board and in stock; results.
sesqui-score-line = { $black_name } { $black_board } sur le plateau, { $black_stock } en réserve · { $white_name } { $white_board } sur le plateau, { $white_stock } en réserve
sesqui-result-win-black = { $name } gagne en reliant le Nord et le Sud
sesqui-result-win-white = { $name } gagne en reliant l'Est et l'Ouest
sesqui-draw-two-passes = partie nulle : les deux joueurs ont passé l'un après l'autre
sesqui-draw-repetition = partie nulle : la même position pour la troisième fois
sesqui-draw-turn-limit = partie nulle : le tour { $turn } s'est fini sans vainqueur

# What a screen reader says instead of the board.
sesqui-none = aucune
sesqui-alt = Plateau de Sesqui, 8 sur 8. Les Noirs relient les rangées 1 et 8, les Blancs les colonnes a et h. Pierres noires : { $black }. Pierres blanches : { $white }. { $score }. { $status }.
sesqui-alt-last = Plateau de Sesqui, 8 sur 8. Les Noirs relient les rangées 1 et 8, les Blancs les colonnes a et h. Pierres noires : { $black }. Pierres blanches : { $white }. { $score }. Dernier tour : { $last }. { $status }.
# La table en direct : une pièce dans l'étiquette d'une case (l'aria-label du plateau).
table-piece-sesqui = { $tone ->
    [white] pierre blanche
   *[other] pierre noire
}
