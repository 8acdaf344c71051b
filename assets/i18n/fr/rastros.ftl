# What rastros says about itself: its prompt, its turns in words, its scores and results, its rule and notation errors, its board's words.
# Les erreurs de noms de cases sont `square-…`, dans avanco.ftl.

## Options et notation.
rastros-no-option = Rastros n'a pas d'option `{ $option }` : seulement `taille 7` ou `taille 8` (`size` dans le relevé)
rastros-bad-size = taille `{ $value }` : Rastros se joue en 8×8 ou 7×7, `taille 8` ou `taille 7`
rastros-no-pass = on ne passe pas son tour à Rastros : déplacez la pièce, comme f6
rastros-not-from-piece = la pièce est en { $piece }, pas en { $from } : écrivez seulement la case où elle va, comme { $example }

## Règles enfreintes, après le coup (`b4 : …`).
rastros-off-board = cette case n'est pas sur le plateau
rastros-not-the-piece = la pièce est en { $piece }, pas en { $from }
rastros-stays = la pièce est déjà en { $cell } : elle doit bouger
rastros-not-adjacent = la pièce va sur l'une des 8 cases qui l'entourent
rastros-stone = il y a une pierre noire en { $cell }
rastros-turn-over = à chaque tour, on ne déplace la pièce qu'une fois : le coup suivant revient à l'adversaire

## Ce que peut faire le joueur au trait.
rastros-prompt = déplacez la pièce blanche sur une case vide voisine, comme `{ $example }` ; votre but est { $goal }

## Un tour en mots, après le nom du joueur.
rastros-moved = a déplacé la pièce de { $from } en { $to }
rastros-then = { $first }, puis { $next }

## Pourquoi la partie est finie, et la ligne d'état.
rastros-reason-corner = la pièce a atteint le coin { $cell } ({ $name })
rastros-reason-blocked = l'adversaire ({ $name }) ne peut plus jouer
rastros-wins = { $name } gagne : { $reason }
rastros-status-over = Partie terminée · { $name } gagne : { $reason }
rastros-status-to-move = { $name } au trait

## La légende du plateau en texte (O, #, 1, 2 et . sont les signes du plateau).
rastros-legend = O la pièce · # pierres ({ $stones }) · 1 but de { $first } ({ $first_goal }) · 2 but de { $second } ({ $second_goal }) · . vide

## Le texte de remplacement de l'image, phrase par phrase.
rastros-alt-board = Plateau de Rastros, { $size }×{ $size }. La pièce blanche est en { $piece }, { $count ->
        [0] sans pierre noire
        [one] avec 1 pierre noire en { $stones }
       *[other] avec { $count } pierres noires en { $stones }
    } ; le but de { $first } est { $first_goal }, celui de { $second } { $second_goal }.
rastros-alt-last = Dernier coup : de { $from } en { $to }.
rastros-alt-status = { $status }.
# La table en direct : une pièce dans l'étiquette d'une case (l'aria-label du plateau).
table-piece-rastros = { $tone ->
    [white] la pièce
   *[other] pierre noire
}
