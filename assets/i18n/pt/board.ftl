# Words on every game's board image and text board, and what every game
# shares. A seat's small header line is `{ $sub }` (its seat name and
# any detail) with what it is doing.

view-seat-wins = { $sub } · vence
view-seat-draw = { $sub } · empate
view-seat-to-move = { $sub } · a jogar

# What every game says the same way.
rule-broken = { $action }: { $reason }
move-none = nenhuma jogada indicada
turn-already-over = a vez já tinha acabado
turn-played = jogou { $moves }
view-alt = Tabuleiro de { $game }. { $status }.
option-none = { $game } não tem a opção `{ $option }`: não aceita opções
game-is-over = o jogo acabou
no-turn-clock = este jogo não tem relógio por vez
no-game-clock = este jogo não tem relógio para o jogo inteiro
turn-passed = passou
moves-none = Não há nenhuma jogada possível agora
moves-list = As suas jogadas ({ $count }): { $moves }
moves-more = { " " }… (mais { $count })

# A game option in a setup line (`size 5`), by its record key.
option-size = lado { $value }
option-variant = variante { $value ->
        [ponte] Ponte
        [blitz] Blitz
        [dominios] Domínios
       *[other] { $value }
    }
option-clues = pistas { $value }
option-blocks = blocos { $value ->
        [regular] regulares
        [irregular] irregulares
       *[other] { $value }
    }
option-turn = { $value } s por vez
option-cost = custo { $value }
option-candidates = { $value ->
        [on] com candidatos
        [off] sem candidatos
       *[other] candidatos { $value }
    }
