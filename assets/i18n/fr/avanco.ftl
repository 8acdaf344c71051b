# What avanco says about itself: its prompt, its turns in words, its scores and results, its rule and notation errors, its board's words.

## Noms des cases des plateaux carrés (Avanço, Rastros), `square-…`.
square-not-a-cell = `{ $text }` n'est pas une case : une case s'écrit avec une colonne a–{ $last_file } et une rangée 1–{ $ranks }, comme e5
square-off-board = { $cell } n'est pas sur ce plateau : colonnes a–{ $last_file }, rangées 1–{ $ranks }

## Options et notation.
avanco-no-options = Avanço ne prend pas d'option : `{ $option }` n'en est pas une (le plateau fait toujours 7×7)
avanco-no-pass = on ne passe pas son tour à l'Avanço : déplacez un pion, comme c2-c3
avanco-not-a-move = `{ $text }` n'est pas un coup : écrivez départ-arrivée, comme c2-c3, ou départxarrivée pour une prise, comme d4xe5

## Règles enfreintes, après le coup (`c3-c5 : …`). $owner, $mover : white ou black.
avanco-off-board = cette case n'est pas sur le plateau 7×7
avanco-empty = il n'y a pas de pion en { $cell }
avanco-not-yours = il y a { $owner ->
        [white] un pion blanc
       *[black] un pion noir
    } en { $cell } : les { $seat } jouent les { $mover ->
        [white] pions blancs
       *[black] pions noirs
    }
avanco-stays = un pion doit aller sur une autre case
avanco-sideways = aucun pion ne se déplace de côté
avanco-backward = aucun pion ne recule
avanco-too-far = un pion avance d'une seule rangée
avanco-too-wide = un pion va sur l'une des trois cases juste devant lui
avanco-straight-capture = on ne prend qu'en diagonale
avanco-straight-capture-on = on ne prend qu'en diagonale : il y a { $owner ->
        [white] un pion blanc
       *[black] un pion noir
    } en { $cell }
avanco-occupied = il y a { $owner ->
        [white] un pion blanc
       *[black] un pion noir
    } en { $cell }
avanco-nothing-to-capture = il n'y a rien à prendre en { $cell } : `x` note une prise, `-` un déplacement
avanco-unmarked-capture = ce coup prend en { $cell } : écrivez-le avec `x`
avanco-turn-over = à chaque tour, on ne déplace qu'un pion, une seule fois : le coup suivant revient à l'adversaire

## Ce que peut faire le joueur au trait ; $colour : white ou black.
avanco-prompt = avancez { $colour ->
        [white] un pion blanc
       *[black] un pion noir
    } d'une case, tout droit ou en diagonale, comme `{ $step }` ; prenez en diagonale, comme `{ $capture }`

## Un tour en mots, après le nom du joueur.
avanco-played = a joué { $move }
avanco-captured = a pris en { $cell } avec { $move }
avanco-then = { $first }, puis { $next }
avanco-and-won = { $turn } et a gagné : { $reason }

## Pourquoi la partie est finie ; $colour : white ou black.
avanco-reason-far-rank = { $colour ->
        [white] un pion blanc
       *[black] un pion noir
    } a atteint la rangée { $rank }
avanco-reason-last-captured = { $colour ->
        [white] le dernier pion blanc
       *[black] le dernier pion noir
    } a été pris
avanco-wins = { $name } gagne : { $reason }
avanco-status-over = Partie terminée · { $name } gagne : { $reason }
avanco-status-to-move = { $name } au trait
avanco-score = Pions : { $white_seat } { $white } · { $black_seat } { $black }

## Le plateau en texte : une lettre pour les pions de chaque camp, et la légende.
avanco-letter-white = B
avanco-letter-black = N
avanco-legend = { $white } · { $black } · . vide
avanco-legend-side = { $letter } { $name } ({ $seat }, { $count } { $count ->
        [one] pion
       *[other] pions
    })
avanco-legend-side-seat = { $letter } { $seat } ({ $count } { $count ->
        [one] pion
       *[other] pions
    })

## Le texte de remplacement de l'image, phrase par phrase.
avanco-alt-side = { $name } ({ $seat }) { $count ->
        [0] n'a plus de pion
        [one] a 1 pion en { $cells }
       *[other] a { $count } pions en { $cells }
    }
avanco-alt-board = Plateau d'Avanço, 7×7. { $white } ; { $black }.
avanco-alt-last-move = Dernier coup : { $move }.
avanco-alt-last-capture = Dernier coup : { $move }, une prise.
avanco-alt-status = { $status }.
# La table en direct : une pièce dans l'étiquette d'une case (l'aria-label du plateau).
table-piece-avanco = { $tone ->
    [white] pion blanc
   *[other] pion noir
}
