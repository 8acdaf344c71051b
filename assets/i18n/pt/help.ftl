# !help: the commands, in short.

help-commands = Comandos de **{ $game }**:
    `{ $prefix }challenge @nome [jogo] [opções] [cor]` · `{ $prefix }accept` · `{ $prefix }decline` · `{ $prefix }cancel` · `{ $prefix }games`
    Contra mim: `{ $prefix }play ai [jogo] [level 1-5]` · `{ $prefix }hint` · `{ $prefix }analyse` (último jogo)
    Jogadas (na sua vez, sem prefixo): { $moves }
    `{ $prefix }board` · `{ $prefix }score` · `{ $prefix }record` · `{ $prefix }legal` · `{ $prefix }resign` · `{ $prefix }draw` · `{ $prefix }stats [@nome]` · `{ $prefix }rules [jogo]` · `{ $prefix }abort` (moderadores)
    Relógios: `{ $prefix }challenge @nome clock 3d|12h|30m|none` · `... thread` · `{ $prefix }time` · `{ $prefix }adjourn` · `{ $prefix }resume` · `{ $prefix }notify dm|channel|off` · `{ $prefix }mygames`
    Língua: `{ $prefix }language en|pt|fr|auto` (gestores do servidor)
    Classificação (Glicko-2, por jogo e servidor; `... unrated` não conta, jogos contra mim nunca contam; `?` = provisória, desvio acima de { $rd }): `{ $prefix }rating [@nome] [jogo]` · `{ $prefix }leaderboard [jogo]` · `{ $prefix }history [@nome] [jogo]` · `{ $prefix }record ID` · `{ $prefix }replay ID`
help-moves-bridges = `E2` ou `place E2` · `E2-E8` ou `bridge E2 E8` · `place E2, bridge E2 E8` · `end` · `pass` · `undo`
help-moves-undo = { $moves } · `undo`
help-numbridge = Numbridge: `{ $prefix }hand` ou o botão **A sua mão** (só para si) · `/nb place|clue|swap|hand` · `{ $prefix }challenge @nome numbridge [ponte|blitz|dominios] [clues N] [irregular] [turn 30|45|60|120] [cost 1|2] [candidates]`. Quem esgota o tempo da sua vez perde-a; quando acaba o tempo do jogo, decide o tabuleiro.

# O que recebe um comando mal escrito: o que estava mal e como se diz.
usage-no-colour = { $game } não tem a cor `{ $word }`: escolha `{ $first }`, `{ $second }` ou `random`
usage-unknown-game = `{ $word }` não é um dos meus jogos: experimente { $games }
usage-not-game-id = `{ $word }` não é o número de um jogo: use o número de `history` ou da mensagem do fim do jogo, como `record 42`
usage-resign = `resign { $word }`? Escreva `resign` e confirme com o botão ou com `resign yes`
usage-who = Não sei quem é `{ $word }`: mencione a pessoa para o nome ficar azul
usage-notify = `{ $word }` não é uma forma de lembrete: use `notify dm`, `notify channel` ou `notify off`
usage-level = O nível é um número de 1 a 5, como `level 3`
usage-level-needs = `level` precisa de um número, como `level 3`
usage-size = O tamanho é um número de { $min } a { $max }, como `size 8`
usage-size-needs = `size` precisa de um número, como `size 8`
usage-slash-size = O tamanho vai de { $min } a { $max }, como 8
usage-clock-needs = `clock` precisa de um tempo por jogada, como `clock 3d`, `clock 12h` ou `clock none`
usage-number-needs = `{ $word }` precisa de um número, como `{ $word } { $example }`
usage-not-option = `{ $word }` não é uma opção: use `challenge @nome [jogo] [size N] [cor|random] [clock 3d|none] [thread] [unrated]`
usage-game-id = O número de um jogo é como 42
usage-not-variant = `{ $word }` não é uma variante: use ponte, blitz ou dominios
usage-not-blocks = `{ $word }` não é um tipo de blocos: use regular ou irregular
usage-not-command = `/{ $word }` não é um dos meus comandos: experimente `/help`
usage-button-gone = Este botão já não é válido

# As respostas da própria camada de comandos.
bot-slow-down = Mais devagar: no máximo { $count } { $count ->
        [one] comando
       *[other] comandos
    } por minuto
bot-button-other-channel = Este botão é de um jogo noutro canal
bot-button-stale = Esse botão é de uma vez anterior: o jogo já avançou
bot-level-for-ai = `level` é para jogos contra mim: `play ai level 3`
bot-play-on = Continue a jogar.
bot-no-game = Não há jogo neste canal: comece um com `{ $prefix }challenge @nome`
bot-not-playing = Não está a jogar neste jogo
bot-game-data-unreadable = Não consigo ler o jogo guardado aqui ({ $key }: { $reason }). Um moderador pode fazer `abort`
bot-data-unreadable = Não consigo ler dados guardados ({ $key }: { $reason })
bot-storage-error = Erro de armazenamento: nada foi alterado, tente de novo
bot-no-image = (Sem imagem do tabuleiro: preciso das permissões **Anexar arquivos** e **Inserir links** aqui.)
bot-restarting = Estou a reiniciar: tente de novo daqui a pouco.
bot-went-wrong = Algo correu mal ao tratar esse comando.
bot-thread-refused-permission = Não consegui abrir um tópico para este jogo: preciso da permissão **{ $permission }** neste canal. O desafio continua aberto: aceite-o de novo quando isso estiver resolvido.
bot-thread-refused = Não consegui abrir um tópico para este jogo: o Discord recusou ({ $detail }). O desafio continua aberto: aceite-o de novo quando isso estiver resolvido.
bot-game-refused = { $game }: { $error }
# As permissões com o nome que o Discord lhes dá nas definições.
bot-permission-create-threads = Criar tópicos públicos
bot-permission-view-channel = Ver canal

# Jogos contra a IA: o seu nome, o início, as sugestões, a análise.
ai-name = IA nível { $level }
ai-no-clock = Os jogos contra mim não têm relógio: respondo logo
ai-game-on = Começa o jogo, { $setup }: { $first } contra { $second }.
ai-you-start = { $mention }, começa{ $left }: { $prompt }.
ai-no-hints = Não há sugestões num jogo entre duas pessoas: as sugestões são para jogos contra mim
ai-no-hint = Sem sugestão: não há nada legal agora
ai-hint-search = a escolha da pesquisa após um segundo de reflexão
ai-hint = Sugestão para { $who }: `{ $action }`: { $reason }.
ai-analyse-none = Ainda não há aqui nenhum jogo acabado para analisar
ai-analyse-unreadable = Não consigo ler o registo do último jogo: { $error }
ai-analyse-bridges-only = Por agora a análise é só para jogos de Pontes; o último jogo aqui foi { $game }
ai-analyse-no-moves = O último jogo aqui acabou antes de qualquer jogada: nada a analisar
ai-analyse-failed = Não consigo analisar o último jogo: { $error }
ai-analysis = A visão da IA sobre o último jogo aqui ({ $first } contra { $second }, { $turns } { $turns ->
        [one] jogada
       *[other] jogadas
    }; { $result }):
ai-mistake = { $who }: maior erro na jogada { $turn }, `{ $played }`; melhor `{ $better }` (probabilidade de ganhar { $before }% → { $after }%).
ai-no-mistake = { $who }: nenhum erro claro.

# Classificações, tabelas, históricos, desforras.
ratings-provisional = ? = provisória (desvio acima de { $rd })
ratings-won = ganhou
ratings-lost = perdeu
ratings-drew = empatou
ratings-aborted = anulado
ratings-rated = { $rating } ({ $count } { $count ->
        [one] jogo
       *[other] jogos
    })
ratings-one = { $name } · { $game }: { $rated }
ratings-none-game = { $name } ainda não tem classificação de { $game } aqui: começa em 1500 com o primeiro jogo a contar
ratings-none = { $name } ainda não tem classificação aqui: começa em 1500 com o primeiro jogo a contar
ratings-entry = { $game } { $rated }
ratings-all = { $name }: { $list }
ratings-leaderboard-none = Ainda não há aqui jogos de { $game } a contar para a classificação
ratings-leaderboard = Classificação de **{ $game }**:
ratings-history-none-game = { $name } ainda não tem jogos de { $game } acabados aqui
ratings-history-none = { $name } ainda não tem jogos acabados aqui
ratings-history = Últimos jogos de { $name } (`{ $prefix }record ID`, `{ $prefix }replay ID`):
ratings-history-line = #{ $id } · { $game } · contra { $opponent } · { $result }
ratings-rematch-not-yours = Só { $first } e { $second } podem pedir esta desforra

# Modo local (num terminal): a ajuda, as perguntas e as notas.
local-help = Modo local: joga pelos dois lados e escreve as jogadas como no Discord (`E2`, `E2-E8`, `place E2, bridge E2 E8`, `end`, `pass`; `c2-c3` no Avanço; `help JOGO` para as jogadas de um jogo), sem prefixo; Numbridge só contra a IA (`play ai numbridge`). `undo` desfaz um passo da sua vez. Também: `board`, `score`, `record`, `legal`, `hint`, `analyse`, `replay`, `resign` (depois `resign yes`), `rules [JOGO]`, `games`, `new [JOGO] [size N]`, `play ai [JOGO] [level 1-5] [size N] [COR]`, `quit`.
local-new-usage = Use `new` ou `new size N`, com N de 3 a 13 (ou `new JOGO`, veja `games`)
local-thinking = a pensar…
local-board-image = Imagem do tabuleiro: { $path }
local-board-image-failed = (não consegui gravar a imagem do tabuleiro: { $error })
local-record = Registo: { $path }
local-record-failed = (não consegui gravar o registo: { $error })
local-hands = { $game } esconde a mão de cada jogador, e aqui as duas mãos ficariam à vista: jogue contra a IA com `play ai { $key }`.
local-yes = s
local-carrying-on = Continuamos.
local-resuming = Retomamos o seu jogo.
local-abandon-new = Abandonar o jogo atual e começar outro? [s/N]
local-abandon-ai = Abandonar o jogo atual e jogar contra a IA? [s/N]
local-no-game = Não há jogo a decorrer: escreva `new` ou `new size N` para começar um.
local-another = Escreva `new` para outro jogo, ou `quit`.
local-abandoned = O jogo em curso foi abandonado.
local-not-option = `{ $word }` não é uma opção: use `new [JOGO] [size N]` ou `play ai [JOGO] [level 1-5] [size N] [COR]`
local-hand-type = Escreva a casa e o algarismo de uma peça para a colocar, como `C4 7`.
local-someone = o outro jogador
local-games = Jogos (`new JOGO`, ou `play ai JOGO` contra a IA):
local-help-game = Jogadas de { $game }: { $moves }
local-help-hands = `hand` mostra as suas peças; aqui joga-se contra a IA: `play ai { $key } [level 1-5]`.
bot-no-dm = Não lhe consigo enviar isso em privado: permita mensagens diretas deste servidor, ou use o comando de barra (a resposta só é vista por si).
bot-done = Feito.
# Um jogo em `!games`: nome, outro nome, chave, resumo.
games-line = **{ $game }**{ $aka } `{ $key }`: { $summary }
