# Os jogos: nomes, lugares, resumos de uma linha, como se escrevem as
# jogadas, regras curtas.

game-bridges = Pontes
game-avanco = Avanço
game-rastros = Rastros
game-produto = Produto
game-sesqui = Sesqui
game-numbridge = Numbridge

seat-orange = Laranja
seat-light_blue = Azul-claro
seat-white = Brancas
seat-black = Negras
seat-first = Primeiro
seat-second = Segundo
seat-blue = Azul

summary-bridges = peças e pontes num tabuleiro hexagonal; pontuam as pontes mais longas
summary-avanco = Breakthrough em 7×7: leve uma peça até à última linha
summary-rastros = uma peça partilhada deixa rasto; leve-a até ao seu canto
summary-produto = coloque pedras de qualquer cor; os seus dois maiores grupos multiplicam
summary-sesqui = largadas e movimentos de dama; ligue os seus dois lados
summary-numbridge = um duelo de sudoku em hexágonos: o algarismo certo conquista a casa

moves-bridges = `E2` · `E2-E8`
moves-avanco = `c2-c3` · `d4xe5`
moves-rastros = `f6` (para onde vai a peça branca)
moves-produto = `bE5 wC3` (letra da cor e casa, duas pedras por turno)
moves-sesqui = `d4` (largar) · `d4-d7` (mover) · `d4 d4-d7`
moves-numbridge = `C4 7` (colocar) · `C4+5` (ficar com uma pista) · `swap`

rules-bridges = **Pontes** em resumo: coloque peças da sua cor num tabuleiro hexagonal, nunca ao lado de outra peça (o centro é um buraco).
    Una duas peças livres suas, na mesma linha reta, com uma ponte sobre casas vazias (ou o buraco): vale 1 ponto por casa atravessada e bloqueia as duas pontas.
    O primeiro turno do Laranja é um passo, os seguintes 0–2 passos. Duas passagens seguidas acabam o jogo; ganha a maior pontuação, e no empate as pontes mais longas.
    Regras completas: README, secção "Rules".
rules-avanco = **Avanço** em resumo: 7×7, Brancas nas linhas 1–2, Negras nas 6–7; começam as Brancas.
    Uma peça avança uma casa, em frente ou na diagonal, para uma casa vazia; só captura na diagonal para a frente.
    Ganha quem chega à última linha ou captura todas as peças do adversário. Jogadas: `c2-c3`, capturas `d4xe5`.
rules-rastros = **Rastros** em resumo: uma só peça branca, dos dois jogadores, começa em e5.
    Mova-a uma casa em qualquer das 8 direções para uma casa vazia; a casa que deixa fica com uma pedra preta para sempre.
    Em a1 ganha o primeiro jogador, em h8 o segundo — seja quem for que a moveu. Quem não pode jogar perde. Jogadas: a casa, como `f6`.
rules-produto = **Produto** em resumo: tabuleiro hexagonal de lado 5. As Negras colocam uma pedra; depois cada turno são duas pedras, de qualquer cor.
    Com o tabuleiro cheio, cada cor conta o maior grupo vezes o segundo maior. Ganha o maior; no empate, quem tem menos pedras da sua cor. Jogadas: `bE5 wC3`.
rules-sesqui = **Sesqui** em resumo: 8×8; as Negras ligam Norte e Sul, as Brancas Oeste e Este. As Negras largam uma pedra, depois as Brancas duas.
    A seguir cada turno é uma largada (junto a uma pedra sua) e um movimento de dama de uma pedra sua, por qualquer ordem. Nenhum quadrado 2×2 pode cruzar diagonais negras e brancas.
    Ganha uma cadeia (8 direções) entre os seus lados. Jogadas: `d4`, `d4-d7`.
rules-numbridge = **Numbridge** em resumo: um sudoku de casas hexagonais. Cada jogador tem até 3 fichas secretas com algarismos, tiradas de um saco.
    Coloque uma ficha numa casa vazia: o algarismo certo dá-lhe a casa, um errado é uma falha e acaba o turno. Em vez disso pode ficar com uma pista (pagando uma ficha) ou trocar a mão.
    Ponte e Blitz: ligue os seus dois lados com casas suas. Domínios: ganhe 5 dos 9 blocos. Cada turno tem relógio.

games-intro = Jogos que organizo (`{ $prefix }challenge @nome JOGO`):
