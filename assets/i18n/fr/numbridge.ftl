# What numbridge says about itself: its prompt, its turns in words, its scores and results, its rule and notation errors, its board's words.
# Hand and /nb replies (hand-…) are at the end.

## Options of a game (record lines, challenge words).

numbridge-option-unknown = Numbridge n'a pas d'option `{ $option }` : ses options sont { $options }
numbridge-option-variant = la variante doit être ponte, blitz ou domínios, pas `{ $value }`
numbridge-option-clues = { $variant } prend de { $min } à { $max } indices (par défaut { $default }), pas `{ $value }`
numbridge-option-turn = un tour dure 30, 45, 60 ou 120 secondes, pas `{ $value }`
numbridge-option-cost = un indice coûte 1 ou 2 tuiles, pas `{ $value }`
numbridge-option-candidates = `candidats` doit valoir `oui` ou `non`, pas `{ $value }`
numbridge-option-seed = la graine doit être un nombre entier, pas `{ $value }`

## Why no puzzle was made.

numbridge-puzzle-size = la taille doit être 9 ou 6, pas { $size }
numbridge-puzzle-blocks = les blocs doivent être `réguliers` ou `irréguliers`, pas `{ $value }`
numbridge-puzzle-too-many-clues = { $clues } { $clues ->
        [one] indice ne tient
       *[other] indices ne tiennent
    } pas sur un plateau de { $size }×{ $size } ({ $cells } { $cells ->
        [one] case
       *[other] cases
    })
numbridge-puzzle-too-few-clues = aucune grille { $size }×{ $size } à { $clues } { $clues ->
        [one] indice
       *[other] indices
    } et solution unique trouvée pour la graine { $seed } ({ $tries } { $tries ->
        [one] ordre de retrait essayé
       *[other] ordres de retrait essayés
    }) ; donnez plus d'indices
numbridge-puzzle-no-layout = aucune disposition irrégulière { $size }×{ $size } avec une solution trouvée pour la graine { $seed }

## Reading a play.

numbridge-bad-cell = `{ $text }` n'est pas une case : une case, c'est une colonne A–{ $last } et une ligne 1–{ $rows }, comme C4
numbridge-bad-digit = `{ $text }` n'est pas un chiffre : les tuiles vont de 1 à { $max }
numbridge-bad-play = `{ $text }` n'est pas un coup : écrivez `C4:7` (poser un 7 sur C4), `C4+5` (prendre l'indice de C4 en payant un 5) ou `échanger`
numbridge-no-play = aucun coup indiqué
numbridge-one-play = un coup par message : envoyez ce coup, puis le suivant
numbridge-write-a-play = écrivez un coup comme `C4:7`, `c4 7`, `C4+5` ou `échanger`
numbridge-no-x = écrivez le coup sans `x` (comme `C4:7`) : c'est le bot qui dit si c'est un raté
numbridge-time-not-played = `time` est écrit par la pendule, il ne se joue pas

## A play refused: $reason follows the cell ($cell) it is about.

numbridge-explain-cell = { $cell } : { $reason }
numbridge-error-over = la partie est finie
numbridge-error-clue-here = c'est un indice : prenez-le avec `+`
numbridge-error-taken = elle est prise : elle est à { seat-the }
numbridge-error-clue-taken = c'est un indice déjà pris
numbridge-error-not-in-hand = vous n'avez pas de { $digit } en main
numbridge-error-no-digit = il n'y a pas de chiffre { $digit } sur ce plateau
numbridge-error-not-a-clue = elle ne porte aucun indice à prendre
numbridge-error-clue-owned = l'indice de cette case est déjà à { seat-the }
numbridge-error-too-few-tiles = un indice coûte { $cost } { $cost ->
        [one] tuile
       *[other] tuiles
    } et vous en avez { $held } : posez une tuile ou échangez votre main
numbridge-error-free-clue = un indice n'est gratuit qu'avec une main vide : indiquez la tuile que vous payez, comme `C4+5`
numbridge-error-empty-bag = le sac est vide : pas d'échange
numbridge-error-pass = vous pouvez encore jouer : passer est réservé à qui n'a rien à jouer
numbridge-error-record-miss = le relevé indique un raté, mais la grille dit le contraire
numbridge-error-record-hit = le relevé indique un coup juste, mais la grille dit le contraire
numbridge-turn-over = le tour était déjà fini (un raté ou le dernier coup du tour le termine)

## What the player to move may do.

numbridge-prompt-over = la partie est finie
numbridge-prompt-tiles = posez une tuile, comme `C4:7`{ $clue ->
        [paid1]  ; prenez un indice en payant une tuile, comme `C4+5`
        [paid2]  ; prenez un indice en payant 2 tuiles (vous en nommez une, l'autre part au hasard), comme `C4+5`
       *[none] {""}
    }{ $swap ->
        [yes]  ; ou `échanger`
       *[no] {""}
    }
numbridge-prompt-no-tiles = { $clue ->
        [free] prenez un indice gratuitement, comme `C4+`{ $swap ->
            [yes] , ou `échanger` pour de nouvelles tuiles
           *[no] {""}
        }
       *[none] { $swap ->
            [yes] `échanger` pour de nouvelles tuiles
           *[no] rien à jouer : vous passez
        }
    }
numbridge-prompt-two-plays = { $prompt } (deux coups ce tour-ci, un par message)

## A turn in words, after the player's name. $digit is a tile (1 to 9).

numbridge-turn-placed = a posé un { $digit } sur { $cell }
numbridge-turn-missed = a raté avec un { $digit } sur { $cell }
numbridge-turn-clue-free = a pris l'indice de { $cell } gratuitement
numbridge-turn-clue-paid = a pris l'indice de { $cell } en payant un { $digit }
numbridge-turn-clue-paid-random = a pris l'indice de { $cell } en payant un { $digit } et une tuile au hasard
numbridge-turn-swapped = a échangé sa main
numbridge-turn-passed = a passé (rien à jouer)
numbridge-turn-time = a dépassé le temps du tour
numbridge-turn-timeup = avait le trait quand le temps de la partie s'est écoulé
# Two plays of one turn (or more, one at a time).
numbridge-turn-and = { $first } et { $then }

## The hand, only to its owner.

numbridge-hand = Votre main : { $tiles }
numbridge-hand-empty = Votre main est vide

## The board's words: seat details, status, score, result, text board, alt text.

numbridge-detail-hand = main { $tiles }
numbridge-detail-tiles = { $count } { $count ->
        [one] tuile
       *[other] tuiles
    }
numbridge-detail-misses = { $count } { $count ->
        [one] raté
       *[other] ratés
    }
numbridge-status = { $name } au trait · tour { $turn } · sac { $bag }
numbridge-status-plays-left = { $count ->
        [one] { $count } coup restant
       *[other] { $count } coups restants
    }
numbridge-status-miss = raté : { $digit } sur { $cell }
numbridge-status-over = Partie terminée · { $result }
numbridge-score-cells = Cases : { $orange } { $orange_cells } – { $blue } { $blue_cells } · ratés { $orange_misses }–{ $blue_misses }
numbridge-score-blocks = Blocs : { $orange } { $orange_blocks } – { $blue } { $blue_blocks } · cases { $orange_cells }–{ $blue_cells } · ratés { $orange_misses }–{ $blue_misses }
numbridge-result-rows = { $name } gagne en reliant les lignes du haut et du bas
numbridge-result-columns = { $name } gagne en reliant les colonnes de gauche et de droite
numbridge-result-blocks = { $name } gagne { $won } { $won ->
        [one] bloc
       *[other] blocs
    } à { $lost }
numbridge-tally-cells = cases { $a }–{ $b }
numbridge-tally-blocks = blocs { $a }–{ $b }
numbridge-tally-blocks-cells = blocs { $a }–{ $b }, cases { $x }–{ $y }
numbridge-result-time-win = le temps est écoulé : { $name } gagne ({ $tally })
numbridge-result-time-draw = le temps est écoulé : partie nulle ({ $tally })
numbridge-board-key-connect = indice 5, { $orange } [5], { $blue } (5) ; { $orange } relie les lignes du haut et du bas, { $blue } les colonnes de gauche et de droite
numbridge-board-key-blocks = indice 5, { $orange } [5], { $blue } (5) ; gagnez 5 blocs en possédant 5 de leurs 9 cases
numbridge-cells-none = aucune
numbridge-alt = Plateau de Numbridge { $variant }, un sudoku hexagonal de { $size } sur { $size }. Indices : { $clues }. Cases { $orange } : { $orange_cells }. Cases { $blue } : { $blue_cells }.
numbridge-alt-line = { $line }.
numbridge-alt-last = Dernier tour : { $turn }.

## Close-ups, privately: a tile's candidates, a cell's lines (`cell C4`).

numbridge-candidates = Votre { $digit } peut aller sur { $count } { $count ->
        [one] case
       *[other] cases
    } (pas encore de { $digit } dans leur ligne, colonne ou bloc ; ce n'est pas la solution) : { $cells }
numbridge-cell-where = { $cell } (ligne { $row }, colonne { $column }, bloc { $block })
numbridge-cell-open = { $place } est vide ; chiffres encore possibles : { $digits }
numbridge-cell-filled = { $place } porte un { $digit } ; sa ligne, sa colonne et son bloc sont en surbrillance
numbridge-board-blocks = Blocs (une lettre par bloc) :

## Rooms (`room`): what a room allows, and a challenge it refuses.

numbridge-room-rules = { $room ->
        [blitz] Salle de blitz
        [normal] Salle normale
       *[study] Salle d'étude
    } : Numbridge { $variants }, tours de { $turns } s, { $min }–{ $max } indices (par défaut { $default }), coût d'un indice { $costs }, surbrillance des candidats { $candidates ->
        [never] non permise
        [on] activée (peut être désactivée)
       *[off] désactivée (peut être activée)
    } ; la première valeur indiquée est celle par défaut
numbridge-room-refuses = la salle de ce salon ne permet pas { $option } { $value }. { $rules }

## Hands through the command layer (the hand reply, its buttons, /nb).

hand-tap-numbridge = Touchez une tuile pour la poser.
hand-type-numbridge = Tapez la case et le chiffre d'une tuile pour la poser, comme `C4 7`.
hand-button-place-numbridge = Poser { $pick }
hand-button-swap-numbridge = Échanger la main
hand-cannot-place-numbridge = Vous ne pouvez pas poser de { $pick } maintenant : `main` montre vos tuiles
hand-pick-cell-numbridge = Votre { $pick } : choisissez une case.
hand-pick-cell-in-row-numbridge = Votre { $pick } dans la ligne { $row } : choisissez une case.
hand-pick-row-numbridge = Votre { $pick } : choisissez une ligne.
hand-or-type-numbridge = Ou tapez le coup, comme `C4 7`.
hand-nb-what = `/nb` attend une action : poser, indice, échanger, main ou case
hand-button-clue-numbridge = Indice { $cell }
hand-clue-note-numbridge = Un bouton Indice prend cet indice, en payant avec cette tuile.
hand-button-look-numbridge = Lignes d'une case
hand-look-row-numbridge = La ligne, la colonne et le bloc d'une case : choisissez sa ligne.
usage-cell = `case` demande une case, comme `case C4`
usage-room = une salle est `blitz`, `normal` ou `étude` (ou `désactiver`), pas `{ $word }`

## Rooms (`room`, `/room`).

room-none = Ce salon n'est pas une salle : ici, les défis de Numbridge acceptent toutes les options. Un administrateur du serveur en fait une salle avec `{ $prefix }salle blitz`, `normal` ou `étude`.
room-here = { $rules }. Un administrateur du serveur peut la changer (`{ $prefix }salle normal`) ou y mettre fin (`{ $prefix }salle désactiver`).
room-set = Ce salon est maintenant une salle. { $rules }.
room-off = Ce salon n'est plus une salle : ici, les défis de Numbridge acceptent toutes les options.
room-was-none = Ce salon n'était pas une salle : rien n'a changé.
room-managers-only = Seuls les administrateurs du serveur peuvent faire d'un salon une salle
room-in-dm = Une salle est un salon d'un serveur : pas en messages privés
room-invite = La salle de ce salon : { $rules }.
# Les compteurs à côté du plateau de la table.
numbridge-counter-misses = Ratés
numbridge-counter-tiles = Tuiles
numbridge-counter-bag = Sac
numbridge-take-ask = Prendre l'indice en { $cell } ? Cela coûte { $cost ->
        [one] votre { $digit }
       *[other] votre { $digit } et une autre tuile au hasard
    }.
# La table en direct : une pièce dans l'étiquette d'une case (l'aria-label du plateau).
table-piece-numbridge = { $tone ->
    [orange] { $digit }, à Orange
    [blue] { $digit }, à Bleu
   *[other] indice { $digit }
}
table-command-swap = Échanger
