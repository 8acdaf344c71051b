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
seat-first = 1.º jogador
seat-second = 2.º jogador
seat-blue = Azul
seat-orange-the = o Laranja
seat-orange-of = do Laranja
seat-light_blue-the = o Azul-claro
seat-light_blue-of = do Azul-claro
seat-white-the = as Brancas
seat-white-of = das Brancas
seat-black-the = as Negras
seat-black-of = das Negras
seat-first-the = o 1.º jogador
seat-first-of = do 1.º jogador
seat-second-the = o 2.º jogador
seat-second-of = do 2.º jogador
seat-blue-the = o Azul
seat-blue-of = do Azul

summary-bridges = peças e pontes num tabuleiro hexagonal; quanto mais comprida a ponte, mais pontos vale
summary-avanco = Breakthrough em 7×7: leve uma peça até à última linha
summary-rastros = uma peça partilhada deixa rasto; leve-a até ao seu canto
summary-produto = coloque peças de qualquer cor; pontua o produto dos seus dois maiores grupos
summary-sesqui = colocações e movimentos de dama; ligue os seus dois lados
summary-numbridge = um duelo de sudoku em hexágonos: o algarismo certo conquista a casa

moves-bridges = `E2` · `E2-E8`
moves-avanco = `c2-c3` · `d4xe5`
moves-rastros = `f6` (para onde vai a peça branca)
moves-produto = `bE5 wC3` (b = negra, w = branca, e a casa; duas peças por lance)
moves-sesqui = `d4` (colocar) · `d4-d7` (mover) · `d4 d4-d7`
moves-numbridge = `C4 7` (colocar) · `C4+5` (tomar uma pista) · `trocar` (trocar a mão)

rules-bridges = **Pontes** em resumo: coloque peças da sua cor num tabuleiro hexagonal, nunca ao lado de outra peça (o centro é um buraco).
    Una duas peças livres suas, na mesma linha reta, com uma ponte sobre casas vazias (ou o buraco): vale 1 ponto por casa atravessada e bloqueia as duas extremidades.
    O primeiro turno do Laranja é um passo, os seguintes 0–2 passos. O jogo acaba quando os dois jogadores passam consecutivamente; ganha a maior pontuação e, em caso de empate, desempata a ponte mais comprida.
    Regras completas: README, secção «Rules».
rules-avanco = **Avanço** em resumo: 7×7, as Brancas nas linhas 1–2, as Negras nas 6–7; começam as Brancas.
    Uma peça avança uma casa, em frente ou na diagonal, para uma casa vazia; só captura na diagonal para a frente.
    Ganha quem chega à última linha ou captura todas as peças do adversário. Jogadas: `c2-c3`, capturas `d4xe5`.
rules-rastros = **Rastros** em resumo: uma só peça branca, partilhada pelos dois jogadores, começa em e5.
    Mova-a uma casa em qualquer das 8 direções para uma casa vazia; a casa que deixa recebe uma peça negra para sempre.
    Em a1 ganha o primeiro jogador, em h8 o segundo, quer a tenha movido ele quer o adversário. Quem não pode jogar perde. Jogadas: a casa, como `f6`.
rules-produto = **Produto** em resumo: tabuleiro hexagonal de lado 5. As Negras colocam uma peça; depois cada lance são duas peças, de qualquer cor.
    Com o tabuleiro cheio, cada cor conta o maior grupo vezes o segundo maior. Ganha o maior produto; em caso de empate, quem tiver menos peças da sua cor em jogo. Jogadas: `bE5 wC3` (b = negra, w = branca).
rules-sesqui = **Sesqui** em resumo: 8×8; as Negras ligam os lados Norte e Sul, as Brancas os lados Este e Oeste. As Negras colocam uma peça, depois as Brancas duas.
    A partir daí cada lance é uma colocação (ao lado de uma peça sua) e um movimento de dama de uma peça sua, pela ordem que quiser. É proibido um cruzamento: um quadrado 2×2 com uma diagonal negra e outra branca.
    Ganha uma cadeia (8 direções) entre os seus lados. Jogadas: `d4`, `d4-d7`.
rules-numbridge = **Numbridge** em resumo: um sudoku de casas hexagonais. Cada jogador tem até 3 peças secretas com algarismos, tiradas de um saco.
    Coloque uma peça numa casa vazia: o algarismo certo dá-lhe a casa, um algarismo errado é uma falha e faz-lhe perder a vez. Em vez disso pode tomar uma pista (pagando com uma peça) ou trocar a mão.
    Ponte e Blitz: ligue os seus dois lados com casas suas. Domínios: ganhe 5 dos 9 blocos. Cada vez tem um limite de tempo.

games-intro = Jogos disponíveis (`{ $prefix }desafiar @nome JOGO`):

# Um lugar numa frase, com o artigo ou a contração que pede: cada lugar
# tem as suas (seat-CHAVE-the, seat-CHAVE-of), que seat-the e seat-of dizem.
seat-the = { $seat_the }
seat-of = { $seat_of }
