# Relógios: tempo restante, lembretes, adiamento, derrota por tempo, os jogos de cada um.

clocks-note-stopped = , relógio parado com { $left }
clocks-note-left = , com { $left } no relógio
clocks-note-game = {" "}(jogo: { $left })
clocks-none-ai = Os jogos contra mim não têm relógio: pense com calma
clocks-none = Este jogo não tem relógio: pense com calma
clocks-game-over = Este jogo já terminou
clocks-time-adjourned = O jogo está adiado: o relógio parou com { $left } para { $player }. `{ $prefix }retomar` para continuar.
clocks-time-rules-turn-game = Vez de { $player }: ainda tem { $left } nesta vez (as regras dão { $limit } por vez); o jogo acaba dentro de { $game }.
clocks-time-rules-turn = Vez de { $player }: ainda tem { $left } nesta vez (as regras dão { $limit } por vez).
clocks-time-rules-game = Vez de { $player }; o jogo acaba dentro de { $game }.
clocks-time-rules = Vez de { $player }.
clocks-time = Vez de { $player }: ainda tem { $left } (o relógio dá { $limit } por jogada).
# When the clocks run out, as Discord timestamps (shown in each reader's
# own time zone and language).
clocks-time-move-moment = O tempo da jogada esgota-se <t:{ $at }:R> (<t:{ $at }:f>).
clocks-time-game-moment = O tempo do jogo esgota-se <t:{ $at }:R> (<t:{ $at }:f>).
clocks-adjourned-already = O jogo já está adiado: `{ $prefix }retomar` para continuar
clocks-adjourn-offered = Já propôs adiar: à espera de { $name }
clocks-adjourn-offer = { $player } propõe adiar: o relógio fica parado até um dos dois escrever `{ $prefix }retomar`. { $mention }, concorda?
clocks-button-adjourn = Adiar
clocks-button-play-on = Continuar
clocks-adjourn-none = Não há nenhuma proposta de adiamento
clocks-adjourn-yours = A proposta de adiamento é sua: à espera de { $name }
clocks-adjourned = Jogo adiado: o relógio parou com { $left } para quem tem a vez. Qualquer um dos dois pode retomá-lo com `{ $prefix }retomar`.
clocks-adjourn-declined = { $name } não quis adiar: o relógio continua.
clocks-not-adjourned = O jogo não está adiado: o relógio está a correr
clocks-resumed = O jogo continua. { $mention }, é a sua vez{ $left }: { $prompt }.
clocks-notify-channel = com uma menção no canal do jogo
clocks-notify-dm = por mensagem direta
clocks-notify-off = desligados
clocks-notify-now = Avisos das suas jogadas: { $how } (`{ $prefix }avisos mp`, `{ $prefix }avisos canal`, `{ $prefix }avisos resumo 08:00 Europe/Lisbon` ou `{ $prefix }avisos desligar`).
clocks-notify-set = Feito: avisos das suas jogadas { $how }.
clocks-mine-your-turn = a sua vez
clocks-mine-their-turn = vez de { $name }
clocks-mine-over = terminado
clocks-mine-no-clock = sem relógio
clocks-mine-adjourned = adiado, com { $left } no relógio
clocks-mine-left = { $left } no relógio
clocks-mine-none = Não tem jogos a decorrer aqui. `{ $prefix }desafiar @nome` para começar um.
clocks-mine-header = Os seus jogos:
clocks-timeout-offline = O tempo de { $name } acabou enquanto eu estava desligado: nenhuma jogada em { $limit }.
clocks-timeout = Acabou o tempo de { $name }: nenhuma jogada em { $limit }.
clocks-remind-channel = { $mention }, um lembrete: é a sua vez aqui, e tem { $left } antes de perder por tempo.
clocks-remind-dm = Um lembrete: é a sua vez em { $channel } ({ $game } contra { $name }), e tem { $left } antes de perder por tempo.
clocks-turn-lost-offline = O tempo de { $name } acabou enquanto eu estava desligado: nenhuma jogada em { $limit }, por isso perde a vez.
clocks-turn-lost = Acabou o tempo de { $name }: nenhuma jogada em { $limit }, por isso perde a vez.
clocks-game-time-offline = O tempo do jogo ({ $limit }) acabou enquanto eu estava desligado: o resultado decide-se pela posição.
clocks-game-time = Acabou o tempo do jogo ({ $limit }): o resultado decide-se pela posição.

# Durações, nas duas maiores unidades: 2 d 23 h, 5 h 12 min, 45 s.
clocks-span-days = { $hours ->
        [0] { $days } d
       *[other] { $days } d { $hours } h
    }
clocks-span-hours = { $minutes ->
        [0] { $hours } h
       *[other] { $hours } h { $minutes } min
    }
clocks-span-minutes = { $seconds ->
        [0] { $minutes } min
       *[other] { $minutes } min { $seconds } s
    }
clocks-span-seconds = { $seconds } s
clocks-bad-clock = `{ $word }` não é um tempo de relógio válido: escreva um número e uma unidade, como `3d`, `12h`, `30m` ou `45s` (ou `nenhum`)
clocks-clock-range = O relógio de cada jogada vai de 10 s a 30 dias, não { $time }: por exemplo `relógio 3d` ou `relógio 12h`
# Um jogo a decorrer na lista dos jogos de um jogador.
clocks-mine-line = <#{ $channel }> · { $game } contra { $other } · { $turn } · { $clock }
clocks-adjourn-ai = Não adio jogos contra mim: continue a jogar, ou desista
# Bancos de tempo (`relógio banco 10d +36h max 10d`).
clocks-note-bank = , com { $left } no banco de tempo
clocks-time-bank = Vez de { $player }: { $left } no banco de tempo.{ $rule } { $other } tem { $other_left } no banco de tempo.
clocks-timeout-bank = Acabou o tempo de { $name }: o banco de tempo esgotou-se.
clocks-timeout-bank-offline = O tempo de { $name } acabou enquanto eu estava desligado: o banco de tempo esgotou-se.
clocks-bad-bank = `{ $word }` não é um banco de tempo válido: escreva `relógio banco 10d +36h max 10d` (o banco com que cada jogador começa, o que cada jogada acrescenta, o máximo que pode ter)
clocks-bank-max-below = Um banco de tempo que começa com { $start } não pode ter um máximo de { $max }: o máximo tem de ser pelo menos igual ao início, como em `relógio banco 10d +36h max 10d`
clocks-bank-or-clock = Indique um tempo por jogada (`relógio`) ou um banco de tempo (`banco`), não os dois
# Jogadas condicionais (`plano`): todas as respostas são privadas.
plan-usage = Escreva a jogada do adversário, depois a sua resposta, depois a jogada seguinte dele e a sua resposta, e assim por diante; separe as linhas com vírgulas: `{ $prefix }plano e6-e5 f2-f3, d6-d5 f2-e3`. `{ $prefix }plano` mostra o seu plano, `{ $prefix }plano limpar` apaga-o.
plan-hidden = Não é possível fazer planos em { $game }: o jogo esconde informação (as mãos), e uma jogada planeada podia revelá-la
plan-ai = Nos jogos contra mim respondo de imediato: não há nada a planear
plan-your-turn = É a sua vez: jogue primeiro e depois planeie as respostas às jogadas do adversário
plan-illegal = Linha { $line }: `{ $word }` não se pode jogar aí. { $why }
plan-no-turn = Linha { $line }: `{ $word }` surge quando não é a vez de ninguém (o jogo acabou, ou um jogador tem de passar)
plan-mid-turn = A linha { $line } fica a meio de um turno, depois de `{ $word }`: termine esse turno (com `terminar` quando o jogo o pede)
plan-needs-reply = A linha { $line } acaba com a jogada `{ $word }` do adversário: acrescente a sua resposta
plan-two-replies = As linhas { $first } e { $second } respondem às mesmas jogadas de maneiras diferentes: fique só com uma
plan-too-long = Um plano tem no máximo 20 linhas de 20 turnos cada
plan-saved = Plano guardado; mais ninguém o vê, e jogo a sua resposta assim que a jogada do adversário corresponder a uma linha:
    { $plan }
    `{ $prefix }plano limpar` para o apagar.
plan-shown = O seu plano (mais ninguém o vê):
    { $plan }
    `{ $prefix }plano limpar` para o apagar.
plan-none = Não tem nenhum plano neste jogo. `{ $prefix }plano e6-e5 f2-f3` planeia uma resposta à jogada do adversário.
plan-cleared = Plano apagado: não jogarei nada em seu nome.
plan-cancelled = O seu plano em { $channel } ({ $game } contra { $name }) foi cancelado: a jogada `{ $turn }` do adversário não corresponde a nenhuma das suas linhas. É a sua vez.
plan-cancelled-illegal = O seu plano em { $channel } ({ $game } contra { $name }) foi cancelado: a resposta planeada `{ $reply }` já não se podia jogar. É a sua vez.
# Férias (`férias 3d`): dias de folga por ano, de cada jogador.
vacation-left = Restam-lhe { $days } { $days ->
        [0] dias
        [1] dia
       *[other] dias
    } de férias este ano. `{ $prefix }férias 3d` faz parar os relógios de todos os seus jogos contra pessoas durante três dias.
vacation-too-long = Pediu { $asked } { $asked ->
        [0] dias
        [1] dia
       *[other] dias
    } de férias, mas { $days ->
        [0] já não lhe resta nenhum este ano
        [1] só lhe resta { $days } dia este ano
       *[other] só lhe restam { $days } dias este ano
    }
vacation-usage = `{ $word }` não é uma duração de férias: escreva os dias, como `férias 3d` (`férias` sozinho diz quantos lhe restam)
vacation-nothing = Nenhum dos seus jogos tem um relógio a contar: não gastou nenhum dia de férias.
vacation-started = Boas férias: os relógios de { $games } { $games ->
        [0] jogos ficam parados
        [1] jogo ficam parados
       *[other] jogos ficam parados
    } até { $until } e voltam a contar sozinhos. Restam-lhe { $days } { $days ->
        [0] dias
        [1] dia
       *[other] dias
    } de férias este ano.
vacation-busy = O jogo em { $channel } estava ocupado e o relógio continua a contar: repita `férias` daqui a pouco.
vacation-ai = Os jogos contra mim não têm relógio: as férias não mudam nada aí.
vacation-tournament = O jogo em { $channel } é de um torneio sem férias: o relógio continua a correr.
vacation-paused = { $name } está de férias até { $until }: o relógio fica parado com { $left } para { $player } e volta a contar sozinho nessa altura.
vacation-over = As férias acabaram: o relógio volta a contar, com { $left } para { $player }.
vacation-day-spent = Acabou o tempo de { $name }, por isso gasta-se um dia das suas férias: mais um dia para jogar (restam { $left } { $left ->
        [0] dias
        [1] dia
       *[other] dias
    } de férias este ano).
# The daily word (`notify digest 08:00 Europe/Lisbon`): one DM a day.
clocks-notify-digest = numa mensagem direta por dia, às { $at } ({ $zone }), com todos os jogos em que é a sua vez (e por mensagem direta quando lhe restar um quarto do tempo)
clocks-digest-bad-zone = Não conheço o fuso horário `{ $zone }`: escreva o nome como na base de dados de fusos horários, por exemplo `Europe/Lisbon`, `Atlantic/Azores` ou `UTC`.
clocks-digest-zone-hint = A hora é em UTC: indique o seu fuso horário uma vez, por exemplo `{ $prefix }avisos resumo 08:00 Europe/Lisbon`.
clocks-digest-header = O seu resumo do dia: é a sua vez em { $games } { $games ->
        [1] jogo
       *[other] jogos
    }:
clocks-digest-line = { $game } contra { $name } · { $clock } · { $link }
clocks-digest-table = {" "}· mesa: { $link }
