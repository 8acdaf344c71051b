# What bridges says about itself: its prompt, its turns in words, its scores and results, its rule and notation errors, its board's words.
# A player's colour as a key: $owner is `orange` or `light_blue`.
# Words (see GLOSSARY.md): jeton (token), pont (bridge), case (cell), étape (step), tour (turn), extrémité (endpoint), verrouiller (lock), trou (hole).

## Options
bridges-option-unknown = Ponts n'a pas d'option `{ $option }` : seulement `taille N`
bridges-option-size = en-tête `size N` attendu, avec N de { $min } à { $max }
bridges-bad-size = taille de plateau invalide : { $size }

## Notation errors. Players may type these words in French or English (`poser E2` = `place E2`, `passer` = `pass`, `finir` = `end`); the record keeps English.
bridges-parse-empty = aucun coup indiqué : essayez `poser E2`, `pont E2 E8`, `passer` ou `finir`
bridges-parse-unknown-word = `{ $word }` n'est pas un coup : essayez `poser E2`, `pont E2 E8`, `passer` ou `finir`
bridges-parse-not-a-cell = `{ $word }` n'est pas un nom de case : une case s'écrit avec une lettre et un nombre, comme E2
bridges-parse-no-such-cell = { $cell } n'est pas sur ce plateau : colonnes A–{ $last_col }, rangées 1–{ $last_row }
bridges-parse-place-arity = `poser` demande une case, comme `poser E2`
bridges-parse-bridge-arity = `pont` demande deux cases, comme `pont E2 E8`
bridges-parse-several = `{ $text }` fait plus d'une étape

## Broken rules; they read well after a step (`E5 : le trou ne peut pas recevoir de jeton`)
bridges-rule-game-over = la partie est terminée
bridges-rule-first-turn-one-step = le premier tour ne compte qu'une étape
bridges-rule-turn-full = un tour compte au plus deux étapes
bridges-rule-first-turn-no-pass = on ne peut pas passer au premier tour : { seat-the } doit poser un jeton
bridges-rule-pass-after-step = une étape a déjà été jouée ce tour-ci : finissez le tour au lieu de passer
bridges-rule-end-without-step = aucune étape n'a été jouée ce tour-ci : jouez une étape ou passez
bridges-rule-hole = le trou ne peut pas recevoir de jeton
bridges-rule-occupied = { $cell } porte déjà un jeton { $owner ->
        [orange] orange
       *[light_blue] bleu clair
    }
bridges-rule-on-bridge = { $cell } est occupée par un pont { $owner ->
        [orange] orange
       *[light_blue] bleu clair
    }
bridges-rule-touches = touche le jeton { $owner ->
        [orange] orange
       *[light_blue] bleu clair
    } en { $at }
bridges-rule-no-token = { $cell } ne porte aucun jeton
bridges-rule-not-your-token = { $cell } est un jeton { $owner ->
        [orange] orange
       *[light_blue] bleu clair
    }, pas le vôtre
bridges-rule-locked = { $cell } est déjà l'extrémité d'un pont
bridges-rule-same-cell = un pont demande deux cases différentes
bridges-rule-not-on-one-line = { $a } et { $b } ne sont pas sur une même ligne
bridges-rule-adjacent-ends = { $a } et { $b } sont voisines : un pont demande une case entre ses extrémités
bridges-rule-blocked = bloqué par { $by } en { $at }
bridges-blocker-token = un jeton { $owner ->
        [orange] orange
       *[light_blue] bleu clair
    }
bridges-blocker-bridge = un pont { $owner ->
        [orange] orange
       *[light_blue] bleu clair
    }
# A broken rule named after the step that broke it ($step: `C4`, `E2–E8`).
bridges-explain-touches = { $step } touche le jeton { $owner ->
        [orange] orange
       *[light_blue] bleu clair
    } en { $at }
bridges-explain-blocked = { $step } est bloqué par { $by } en { $at }

## What the player to move may do
bridges-prompt-first = posez votre premier jeton, par exemple `poser E2`
bridges-prompt-second = encore 1 étape, ou `finir`
bridges-prompt = jusqu'à 2 étapes (`poser E2`, `pont E2 E8`), ou `passer`
bridges-legal-none = Aucune étape n'est possible maintenant : finissez le tour avec `finir`
bridges-legal-place = Poser sur { $count ->
        [one] { $count } case
       *[other] { $count } cases
    } : { $cells }
bridges-legal-bridges = Ponts possibles : { $bridges }

## A turn in words, after the mover's name ($bridge: `E2–E8 (+5)`)
bridges-turn-placed = a posé { $cell }
bridges-turn-placed-two = a posé { $first } et { $second }
bridges-turn-bridged = a construit le pont { $bridge }
bridges-turn-two = { $first } et { $second }

## Scores and results
bridges-score = Score : { $orange } · { $light_blue }
bridges-score-seat = { $seat } { $score }
# $values: the bridges' values, `3+2`.
bridges-score-seat-bridges = { $seat } { $score } ({ $values })
# A player by name and colour; just the colour when the name is the colour.
bridges-who = { $name } ({ $seat })
bridges-result-win = { $who } gagne { $high }–{ $low }
bridges-result-draw = { $orange }–{ $light_blue } avec les mêmes ponts : partie nulle
# $rank: 1 for the longest bridge, 2 for the second-longest…
bridges-tiebreak-bridge = { $rank ->
        [1] plus long pont
        [2] deuxième plus long pont
        [3] troisième plus long pont
       *[other] { $rank }e plus long pont
    }
bridges-tiebreak-value = { $value ->
        [0] aucun
       *[other] { $value }
    }
bridges-result-tiebreak = { $orange }–{ $light_blue } ; { seat-the } remporte le départage : { $bridge } { $mine } contre { $theirs }. { $name } gagne

## The board: the line under it, its alt text and the text board
bridges-status-draw = Partie terminée · nulle { $orange }–{ $light_blue }
bridges-status-win = Partie terminée · { $name } gagne { $high }–{ $low }
bridges-status-tiebreak = Partie terminée · { $name } gagne { $orange }–{ $light_blue } au départage ({ $mine } contre { $theirs })
bridges-status-turn = { $name } au trait · tour { $turn }
bridges-status-turn-step = { $name } au trait · tour { $turn }, étape 2
bridges-status-passed = { $passer } a passé · { $name } au trait · tour { $turn }
bridges-alt-board = Plateau de Ponts, côté { $size }.
bridges-alt-seat = { $name } ({ $seat }) : { $points ->
        [one] { $points } point
       *[other] { $points } points
    }, { $tokens ->
        [one] { $tokens } jeton
       *[other] { $tokens } jetons
    }, { $bridges ->
        [one] { $bridges } pont
       *[other] { $bridges } ponts
    }.
bridges-alt-last-pass = Dernier tour : { $seat } a passé.
bridges-alt-last = Dernier tour : { $seat } { $step }.
bridges-alt-last-two = Dernier tour : { $seat } { $first }, puis { $second }.
bridges-alt-status = { $status }.
bridges-text-title = Ponts, côté { $size } · { $status }
# A player on the text board with their letter (`o`, `b`).
bridges-text-who = { $name } ({ $seat }, { $letter })
bridges-text-who-seat = { $seat } ({ $letter })
bridges-text-points = { $count ->
        [one] { $count } point
       *[other] { $count } points
    }
bridges-text-legend = o b : jetons · O B : extrémités de pont · - / \ : ponts · # : trou · [ ] : dernier tour
bridges-text-legend-legal = o b : jetons · O B : extrémités de pont · - / \ : ponts · # : trou · [ ] : dernier tour · + : pose possible

# Conseils : pourquoi l'IA propose une étape, avec son évaluation pour le demandeur.
hint-reason = { $why } (mon évaluation pour vous : { $percent } %)
hint-pass-wins = { $them } vient de passer et vous menez { $mine }–{ $theirs } : passer termine la partie et vous gagnez
hint-pass-draws = passer maintenant termine la partie sur une nulle, le meilleur résultat encore possible
hint-pass = aucune étape ne vous aide ici : passez et laissez l'adversaire s'engager
hint-end = une seconde étape ne ferait qu'ouvrir des lignes à l'adversaire : finissez le tour
hint-bridge-longest = le plus long pont que vous puissiez construire : { $points } { $points ->
        [one] point
       *[other] points
    } avant qu'on le bloque
hint-bridge = rapporte { $points } { $points ->
        [one] point
       *[other] points
    } et garde ouvertes vos lignes les plus longues
hint-cut = coupe la ligne ouverte de { $them } { $from }–{ $to }, qui vaut { $points }
hint-set-up = prépare un pont vers { $to } qui vaut { $points } (étape suivante : `pont { $from } { $to }`)
hint-room = gagne de la place pour de futurs ponts et sépare les jetons adverses
# La table en direct : une pièce dans l'étiquette d'une case (l'aria-label du plateau).
table-piece-bridges = { $tone ->
    [orange] jeton orange
   *[other] jeton bleu clair
}
table-piece-bridges-locked = { $tone ->
    [orange] jeton orange, extrémité de pont
   *[other] jeton bleu clair, extrémité de pont
}
