# Torneios: suíço (sistema holandês da FIDE) e todos contra todos (tabelas de Berger).

tournament-usage = `{ $word }` não é um comando de torneio: use criar, inscrever, sair, iniciar, desistir, retirar, pausa, retomar, cancelar, exportar ou cargo (sem nada: mostra o torneio).
tournament-usage-create = Crie um torneio com `!torneio criar JOGO [suíço RONDAS | todos-contra-todos | duas-voltas] [relógio 3d] [opções do jogo] [amigável] [máximo N] [início 2d] [sem-férias]`.
tournament-usage-remove = Diga quem retirar: `!torneio retirar @jogador`.
tournament-usage-max = `máximo` precisa de um número de jogadores, 2 ou mais: `máximo 16`.
tournament-usage-starts = `início` precisa de um prazo: `início 2d`, `início 12h`.
tournament-none = Não há torneio aqui. Crie um com `{ $prefix }torneio criar JOGO`.
tournament-in-server = Os torneios decorrem num canal de um servidor, não em mensagens diretas.
tournament-create-permission = Só quem pode gerir os eventos do servidor (permissão **Gerenciar eventos**, ou o cargo que o servidor indicar) pode organizar um torneio.
tournament-exists = Este canal já tem um torneio: `{ $prefix }torneio` mostra-o.
tournament-needs-clock = Os jogos de um torneio precisam de relógio por jogada: indique `relógio 3d` (sem nada: três dias por jogada).
tournament-created = Torneio { $id } criado: { $game }, { $system }. Inscreva-se com `{ $prefix }torneio inscrever`; o organizador inicia-o com `{ $prefix }torneio iniciar`.
tournament-not-open = As inscrições neste torneio estão fechadas.
tournament-already-in = Já está inscrito.
tournament-full = O torneio está cheio ({ $max } { $max ->
        [1] jogador
       *[other] jogadores
    }).
tournament-joined = { $name } inscreveu-se ({ $count } { $count ->
        [1] inscrito
       *[other] inscritos
    }).
tournament-leave-started = O torneio já começou: use `{ $prefix }torneio desistir` para deixar de jogar.
tournament-not-in = Esse jogador não está no torneio.
tournament-left = { $name } saiu do torneio.
tournament-organiser-only = Só o organizador (ou quem pode organizar torneios aqui) pode fazer isso.
tournament-too-few = Um torneio precisa de pelo menos 2 jogadores.
tournament-started = O torneio começa: { $count } { $count ->
        [1] jogador
       *[other] jogadores
    }, { $rounds } { $rounds ->
        [1] ronda
       *[other] rondas
    }.
tournament-round = Ronda { $round } de { $total }:
tournament-board = Mesa { $board }: { $first } (começa) contra { $second }
tournament-board-forfeit = Mesa { $board }: { $first } contra { $second } (não jogado: falta de comparência)
tournament-bye = { $name } folga nesta ronda ({ $points }).
tournament-rest = { $name } descansa nesta ronda.
tournament-absent = { $name } não é emparceirado nesta ronda.
tournament-thread = Tópico do jogo: { $name }. Se não abrir automaticamente, o segundo jogador abre-o com o botão (ou `{ $prefix }aceitar`).
tournament-button-open = Abrir o jogo
tournament-game-on = Jogo do torneio: { $first } joga primeiro contra { $second }. { $prompt }
tournament-not-running = O torneio não está a decorrer.
tournament-not-paused = O torneio não está em pausa.
tournament-paused = O torneio está em pausa: os jogos em curso continuam, a próxima ronda espera por `{ $prefix }torneio retomar`.
tournament-resumed = O torneio continua.
tournament-cancelled = O torneio foi cancelado.
tournament-not-started = O torneio ainda não começou.
tournament-export = Torneio { $id } num ficheiro FIDE TRF16.
tournament-removed = Retirado do torneio.
tournament-already-withdrawn = Esse jogador já desistiu.
tournament-withdrawn = { $name } desiste: deixa de ser emparceirado a partir da próxima ronda.
tournament-podium = O torneio terminou! 🥇 { $first } 🥈 { $second } 🥉 { $third }
tournament-show = Torneio { $id }: { $game }, { $system } ({ $phase }).
tournament-registered = { $count } { $count ->
        [1] inscrito
       *[other] inscritos
    }: { $names }
tournament-playing = a jogar
tournament-board-state = Mesa { $board }: { $first } contra { $second } ({ $state })
tournament-system-swiss = suíço, { $rounds } { $rounds ->
        [1] ronda
       *[other] rondas
    }
tournament-system-swiss-auto = suíço
tournament-system-roundrobin = todos contra todos
tournament-system-double = todos contra todos a duas voltas
tournament-phase-open = inscrições abertas
tournament-phase-running = a decorrer
tournament-phase-paused = em pausa
tournament-phase-finished = terminado
tournament-phase-cancelled = cancelado
standings-head = Classificação após a ronda { $round } de { $total } (desempates: { $tiebreaks })
standings-line = { $place }. { $name } { $points } ({ $tiebreaks })
standings-separated = {" "}— à frente de { $name } no desempate ({ $tiebreak })
standings-withdrawn = {" "}(desistiu)
standings-image-title = Classificação
standings-image-final = Classificação final
standings-image-round = após a ronda { $round } de { $total }
standings-image-key = Um valor com moldura é o desempate que deixou o jogador abaixo do anterior.
standings-image-more = { $count ->
    [1] …e mais um jogador: a tabela completa está na mensagem.
   *[other] …e mais { $count } jogadores: a tabela completa está na mensagem.
}
standings-image-alt = A classificação após a ronda { $round } de { $total } em tabela; a mensagem tem a mesma tabela em texto.
standings-image-abbr = { $short }: { $name }
standings-col-place = #
standings-col-player = Jogador
standings-col-points = Pts
tiebreak-short-bh-c1 = BH-C1
tiebreak-short-bh = BH
tiebreak-short-sb = SB
tiebreak-short-de = CD
tiebreak-short-win = V
tiebreak-bh-c1 = Buchholz Corte-1
tiebreak-bh = Buchholz
tiebreak-sb = Sonneborn-Berger
tiebreak-de = confronto direto
tiebreak-win = vitórias
tournament-usage-role = Diga que cargo pode organizar torneios: `!torneio cargo @cargo` (ou `desligar`).
tournament-role-none = Aqui organiza torneios quem pode gerir os eventos do servidor (permissão **Gerenciar eventos**). Quem gere o servidor pode permitir também um cargo: `{ $prefix }torneio cargo @cargo`.
tournament-role-is = Quem tem o cargo { $role } pode organizar torneios aqui, tal como quem pode gerir os eventos do servidor.
tournament-role-set = Quem tem o cargo { $role } pode agora organizar torneios aqui.
tournament-role-cleared = Agora só quem pode gerir os eventos do servidor organiza torneios aqui.
tournament-role-permission = Só quem pode gerir o servidor escolhe o cargo que organiza torneios.
tournament-start-too-few = Chegou a hora de início do torneio com { $count } { $count ->
        [1] inscrito
       *[other] inscritos
    }: são precisos pelo menos 2 jogadores. O organizador pode iniciá-lo mais tarde com `{ $prefix }torneio iniciar`.
tournament-thread-here = Não foi possível abrir um tópico para { $name }: os jogadores jogam aqui quando o canal estiver livre, um jogo de cada vez (o segundo jogador começa-o com o botão ou `{ $prefix }aceitar`).

# Exportações depois do evento e a lista do canal (issue 41).
tournament-no-such = Não há nenhum torneio n.º { $id } neste servidor: `{ $prefix }torneio lista` mostra os deste canal.
tournament-usage-export = Diga que torneio exportar pelo número: `!torneio exportar 3` (sem número: o último deste canal).
tournament-export-records = Torneio { $id }: { $count ->
    [1] o registo de um jogo
   *[other] os registos de { $count } jogos
}, cada um com o seu cabeçalho (jogadores, data, resultado, como o jogo acabou).
tournament-list-head = { $count ->
    [1] Um torneio
   *[other] { $count } torneios
} neste canal, do mais recente ao mais antigo:
tournament-list-line = n.º { $id } · { $game }, { $system } ({ $phase }) · { $count ->
    [1] um jogador
   *[other] { $count } jogadores
}
tournament-list-export = `{ $prefix }torneio exportar N` anexa o ficheiro TRF16 do torneio N e os registos dos seus jogos.
# Whether a player's vacation stops the event's clocks (`no-vacation` at creation).
tournament-vacation-yes = As férias contam: `{ $prefix }férias` também faz parar os relógios dos jogos de um jogador neste torneio.
tournament-vacation-no = Este torneio não tem férias: os relógios continuam a correr enquanto um jogador está de férias, e quem fica sem tempo perde o jogo.
