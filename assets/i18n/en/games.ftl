# The games: names, seats, one-line summaries, how moves are typed, short
# rules. Seat messages are keyed by the seat's record key (seat-orange).

game-bridges = Bridges
game-avanco = Avanço
game-rastros = Rastros
game-produto = Produto
game-sesqui = Sesqui
game-numbridge = Numbridge

seat-orange = Orange
seat-light_blue = Light Blue
seat-white = White
seat-black = Black
seat-first = First
seat-second = Second
seat-blue = Blue
seat-orange-the = Orange
seat-orange-of = Orange
seat-light_blue-the = Light Blue
seat-light_blue-of = Light Blue
seat-white-the = White
seat-white-of = White
seat-black-the = Black
seat-black-of = Black
seat-first-the = First
seat-first-of = First
seat-second-the = Second
seat-second-of = Second
seat-blue-the = Blue
seat-blue-of = Blue

summary-bridges = tokens and bridges on a hex board; the longest bridges score
summary-avanco = Breakthrough on 7×7: race a piece to the far rank
summary-rastros = one shared piece leaves a trail; steer it into your corner
summary-produto = place stones of either colour; your two biggest groups multiply
summary-sesqui = drops and queen moves; connect your two edges
summary-numbridge = a sudoku duel on hexes: right digits claim cells

moves-bridges = `E2` · `E2-E8`
moves-avanco = `c2-c3` · `d4xe5`
moves-rastros = `f6` (where the white piece goes)
moves-produto = `bE5 wC3` (colour letter and cell, two stones a turn)
moves-sesqui = `d4` (drop) · `d4-d7` (move) · `d4 d4-d7`
moves-numbridge = `C4 7` (place) · `C4+5` (take a clue) · `swap`

rules-bridges = **Bridges** in short: put tokens of your colour on a hex board, never next to another token (the centre is a hole).
    Join two of your free tokens on one straight line with a bridge over empty cells (or the hole): it scores 1 per cell it spans and locks both ends.
    Orange's first turn is one step, later turns 0–2 steps. Two passes in a row end the game; the higher score wins, a tie goes to the longer bridges.
    Full rules: README, section "Rules".
rules-avanco = **Avanço** (Breakthrough) in short: 7×7, White on ranks 1–2, Black on 6–7; White starts.
    A piece steps one cell forward, straight or diagonally, onto an empty cell; it captures only diagonally forward.
    Reach the far rank, or take every enemy piece, to win. Moves: `c2-c3`, captures `d4xe5`.
rules-rastros = **Rastros** in short: one white piece, shared by both players, starts on e5.
    Move it one step in any of the 8 directions onto an empty cell; the cell it leaves gets a black stone for good.
    Into a1: the first player wins; into h8: the second — whoever moved it. A player who cannot move loses. Moves: the cell, like `f6`.
rules-produto = **Produto** in short: a hex board of side 5. Black places one stone; then every turn is two stones, each of either colour.
    On a full board each colour scores its largest group times its second largest. Higher wins; a tie goes to fewer stones of your colour. Moves: `bE5 wC3`.
rules-sesqui = **Sesqui** in short: 8×8; Black joins North and South, White West and East. Black drops one stone, then White two.
    After that a turn is one drop (next to one of your stones) and one queen move of a stone of yours, in either order. No 2×2 square may cross black and white diagonals.
    A chain (8 directions) between your edges wins. Moves: `d4`, `d4-d7`.
rules-numbridge = **Numbridge** in short: a sudoku of hex cells. Each player holds up to 3 secret digit tiles from a bag.
    Place a tile on an empty cell: the right digit makes the cell yours, a wrong one is a miss and ends your turn. You may instead take a clue (paying a tile) or swap your hand.
    Ponte and Blitz: join your two edges with your cells. Domínios: win 5 of the 9 blocks. Every turn has a clock.

games-intro = Games I host (`{ $prefix }challenge @name GAME`):

# A seat in a sentence, with the article or elision a language needs:
# each seat has its own (seat-KEY-the, seat-KEY-of; the code passes them
# as $seat_the and $seat_of for the $seat_key it is given). English says
# the name as it is; Portuguese and French say "das Brancas", "d'Orange".
seat-the = { $seat }
seat-of = { $seat }
