# Les jeux : noms, camps, résumés d'une ligne, comment écrire les coups,
# règles courtes.

game-bridges = Ponts
game-avanco = Avanço
game-rastros = Rastros
game-produto = Produto
game-sesqui = Sesqui
game-numbridge = Numbridge

seat-orange = Orange
seat-light_blue = Bleu clair
seat-white = Blancs
seat-black = Noirs
seat-first = Premier
seat-second = Second
seat-blue = Bleu
seat-orange-the = Orange
seat-orange-of = d'Orange
seat-light_blue-the = Bleu clair
seat-light_blue-of = de Bleu clair
seat-white-the = les Blancs
seat-white-of = des Blancs
seat-black-the = les Noirs
seat-black-of = des Noirs
seat-first-the = le premier joueur
seat-first-of = du premier joueur
seat-second-the = le second joueur
seat-second-of = du second joueur
seat-blue-the = Bleu
seat-blue-of = de Bleu

summary-bridges = des jetons et des ponts sur un plateau hexagonal ; plus un pont est long, plus il rapporte
summary-avanco = Breakthrough en 7×7 : menez un pion jusqu'à la dernière rangée
summary-rastros = une pièce commune laisse une trace ; amenez-la dans votre coin
summary-produto = posez des pierres des deux couleurs ; marquez le produit de vos deux plus grands groupes
summary-sesqui = poses et déplacements de dame ; reliez vos deux bords
summary-numbridge = un duel de sudoku sur des hexagones : le bon chiffre prend la case

moves-bridges = `E2` · `E2-E8`
moves-avanco = `c2-c3` · `d4xe5`
moves-rastros = `f6` (où va la pièce blanche)
moves-produto = `bE5 wC3` (b = noire, w = blanche, puis la case ; deux pierres par tour)
moves-sesqui = `d4` (poser) · `d4-d7` (déplacer) · `d4 d4-d7`
moves-numbridge = `C4 7` (poser) · `C4+5` (prendre un indice) · `échanger` (échanger la main)

rules-bridges = **Ponts** en bref : posez des jetons de votre couleur sur un plateau hexagonal, jamais à côté d'un autre jeton (le centre est un trou).
    Reliez deux de vos jetons libres sur une même ligne droite par un pont au-dessus de cases vides (ou du trou) : il vaut 1 point par case franchie et verrouille ses deux extrémités.
    Le premier tour d'Orange compte une étape, les suivants 0 à 2. La partie s'arrête quand les deux joueurs passent l'un après l'autre ; le meilleur score gagne, à égalité les ponts les plus longs départagent.
    Règles complètes : README, section « Rules ».
rules-avanco = **Avanço** en bref : 7×7, les Blancs sur les rangées 1–2, les Noirs sur 6–7 ; les Blancs commencent.
    Un pion avance d'une case, tout droit ou en diagonale, vers une case vide ; il ne prend qu'en diagonale vers l'avant.
    Atteignez la dernière rangée, ou prenez tous les pions adverses, pour gagner. Coups : `c2-c3`, prises `d4xe5`.
rules-rastros = **Rastros** en bref : une seule pièce blanche, commune aux deux joueurs, part de e5.
    Déplacez-la d'une case dans l'une des 8 directions vers une case vide ; la case quittée reçoit une pierre noire pour toujours.
    En a1 le premier joueur gagne, en h8 le second — peu importe qui l'y a mise. Qui ne peut plus jouer perd. Coups : la case, comme `f6`.
rules-produto = **Produto** en bref : plateau hexagonal de côté 5. Les Noirs posent une pierre ; ensuite chaque tour, deux pierres, de n'importe quelle couleur.
    Plateau plein, chaque couleur marque son plus grand groupe multiplié par le deuxième. Le plus grand produit gagne ; à égalité, celui qui a le moins de pierres de sa couleur. Coups : `bE5 wC3` (b = noire, w = blanche).
rules-sesqui = **Sesqui** en bref : 8×8 ; les Noirs relient Nord et Sud, les Blancs Est et Ouest. Les Noirs posent une pierre, puis les Blancs deux.
    Ensuite un tour, c'est une pose (à côté d'une de vos pierres) et un déplacement de dame d'une de vos pierres, dans l'ordre voulu. Un croisement est interdit : un carré 2×2 avec une diagonale noire et l'autre blanche.
    Une chaîne (8 directions) entre vos bords gagne. Coups : `d4`, `d4-d7`.
rules-numbridge = **Numbridge** en bref : un sudoku de cases hexagonales. Chaque joueur a en main jusqu'à 3 tuiles chiffrées, cachées à l'adversaire et tirées d'un sac.
    Posez une tuile sur une case vide : le bon chiffre vous donne la case, un mauvais est un raté et finit votre tour. Vous pouvez aussi prendre un indice (en payant une tuile) ou échanger votre main.
    Ponte et Blitz : reliez vos deux bords par vos cases. Domínios : gagnez 5 des 9 blocs. Chaque tour est chronométré.

games-intro = Les jeux que je propose (`{ $prefix }défier @nom JEU`) :

# Un camp dans une phrase, avec l'article ou l'élision voulus : chaque camp
# a les siens (seat-CLÉ-the, seat-CLÉ-of), que seat-the et seat-of disent.
seat-the = { $seat_the }
seat-of = { $seat_of }
