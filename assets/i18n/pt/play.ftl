# Jogar: vezes, jogadas, desfazer, tabuleiro e pontuação, registos,
# desistir, empates, anular, estatísticas, repetições, e como acabou o jogo.

play-who = { $name } ({ $seat })
play-your-turn = { $player }, é a sua vez{ $colour }{ $left }
play-over = Este jogo já acabou
play-not-your-turn = É a vez { seat-of }
play-not-your-turn-named = É a vez { seat-of } ({ $name })
play-adjourned = O jogo está adiado: `{ $prefix }retomar` para continuar
play-refused-after-others = { $why } (nada foi jogado)
play-refused-turn-over = { $why }: nada foi jogado
play-nothing-played = Nada foi jogado
play-moved = { $seat }: { $done }.
play-moved-next = { $seat }: { $done }. { $prompt }.
play-forced-pass = Nenhuma jogada possível para { seat-the }: a vez passa ao adversário.
play-not-a-command = `{ $word }` não é um comando: experimente `{ $prefix }ajuda`
play-nothing-to-undo = Nada a desfazer: só se pode voltar atrás num passo do turno em curso
play-took-back = { $seat }: desfez { $step }. A sua jogada: { $prompt }.

play-button-end = Terminar o turno
play-button-pass = Passar
play-button-legal = Jogadas possíveis
play-button-hand = A sua mão
play-button-rematch = Desforra
play-button-resign = Desistir
play-button-keep = Continuar a jogar
play-button-accept-draw = Aceitar empate
play-button-decline = Recusar

play-status = { $a } contra { $b } · jogada { $turn }
play-status-to-move = { $status } · a vez { seat-of }
play-turn-of = { $game } · jogada { $turn }

play-game-over = Fim do jogo: { $result }.
play-game-over-to = { $player } Fim do jogo: { $result }.
play-ratings = Rating: { $a } { $a0 } → { $a1 } · { $b } { $b0 } → { $b1 }
play-game-id = Jogo n.º { $id } · `{ $prefix }registo { $id }` · `{ $prefix }rever { $id }`

play-record-head = Jogo n.º { $id }, { $head }
play-record-last = Último jogo aqui, { $head } Jogo n.º { $id }.
play-record-none = Ainda não há nenhum jogo aqui, nem a decorrer nem acabado
play-record-unreadable = Não consigo ler o registo desse jogo: { $error }
play-record-omitted = # … { $count } { $count ->
        [1] jogada anterior omitida
       *[other] jogadas anteriores omitidas
    }
play-archived-head = { $a } contra { $b }: { $result }.
play-no-such-game = Não há jogo acabado n.º { $id } neste servidor: `{ $prefix }histórico` mostra os números dos jogos

play-resign-ask = Desistir deste jogo? (Ou escreva `{ $prefix }desistir sim`.)
play-resign-not-yours = Esse botão é para o jogador que pediu para desistir
play-resign-stale = Esse botão é de uma jogada anterior: volte a escrever `{ $prefix }desistir` se quiser mesmo desistir

play-draw-no-ai = Não aceito empates: continue a jogar, ou `desistir`
play-draw-already = Já propôs empate: à espera de { $name }
play-draw-offer = { $who } propõe empate. { $player }: `{ $prefix }empate` para aceitar, ou continue a jogar.
play-draw-none = Não há nenhuma proposta de empate aberta: já teve resposta, ou o jogo avançou
play-draw-own = A proposta é sua: à espera de { $name }
play-draw-declined = { $who } recusou o empate: o jogo continua.

play-abort-not-moderator = Só um moderador (**Gerenciar mensagens**) pode anular um jogo; os jogadores podem usar `desistir`
play-abort-none = Não há jogo neste canal para anular
play-abort-removed = Removi os dados ilegíveis do jogo ({ $key }). O canal está livre para um novo jogo.

play-stats-counts = { $games } { $games ->
        [0] jogos
        [1] jogo
       *[other] jogos
    }, { $wins } { $wins ->
        [0] vitórias
        [1] vitória
       *[other] vitórias
    }, { $losses } { $losses ->
        [0] derrotas
        [1] derrota
       *[other] derrotas
    }, { $draws } { $draws ->
        [0] empates
        [1] empate
       *[other] empates
    }
play-stats = { $name }: { $all }
play-stats-here = { $name }: { $here } aqui; { $all } no total

play-replay-none = Ainda não há jogo acabado aqui para rever
play-replay-failed = Não consigo reproduzir esse jogo: { $error }
play-replay-of-game = Repetição do jogo n.º { $id } ({ $game }): { $a } contra { $b }.
play-replay-of-last = Repetição do último jogo de { $game } aqui: { $a } contra { $b }.

# Como acabou um jogo, uma frase sem ponto final.
play-result-wins = { $who } ganha
play-result-draw = empate
play-result-resigned = { $loser } desistiu; { $winner } ganha
play-result-timeout = { $loser } ficou sem tempo; { $winner } ganha
play-result-agreed = Empate por acordo
play-result-aborted = Anulado por um moderador; sem resultado

# Durações: 2 h, 5 min, 30 s.
play-duration-h = { $n } h
play-duration-min = { $n } min
play-duration-s = { $n } s

# A linha de estado das imagens de uma repetição, e uma repetição grande demais.
play-replay-turn = Jogada { $turn } de { $turns }
play-replay-too-big = a repetição teria { $size } MB, acima do limite de { $limit } MB
# A linha da vez de um jogador e o que jogar.
play-turn-prompt = { $turn }: { $prompt }.

## Private hands, in any game with hands (the game words its own: `hand-…-KEY` in its catalog).

hand-button-row = Linha { $row }
hand-not-player = Não é um dos jogadores deste jogo: as mãos são só para os jogadores
hand-none = Este jogo não tem mãos: está tudo no tabuleiro
hand-look-cell = Linha { $row }: escolha uma casa.
hand-cell-none = Este jogo não tem casas para ver assim
