# !help: the commands, in short.

help-commands = Comandos de **{ $game }** (os nomes em inglês também servem):
    `{ $prefix }desafiar @nome [jogo] [opções] [cor]` · `{ $prefix }aceitar` · `{ $prefix }recusar` · `{ $prefix }cancelar` · `{ $prefix }jogos`
    Contra mim: `{ $prefix }jogar-ia [jogo] [nível 1-5]` · `{ $prefix }sugestão` · `{ $prefix }analisar` (último jogo)
    Jogadas (na sua vez, sem prefixo): { $moves }
    `{ $prefix }tabuleiro` · `{ $prefix }pontuação` · `{ $prefix }registo` · `{ $prefix }possíveis` · `{ $prefix }desistir` · `{ $prefix }empate` · `{ $prefix }estatísticas [@nome]` · `{ $prefix }regras [jogo]` · `{ $prefix }anular` (moderadores)
    Relógios: `{ $prefix }desafiar @nome relógio 3d|12h|30m|nenhum` · `... tópico` · `{ $prefix }tempo` · `{ $prefix }adiar` · `{ $prefix }retomar` · `{ $prefix }avisos mp|canal|resumo 08:00 Europe/Lisbon|desligar` · `{ $prefix }meus-jogos`
    Língua: `{ $prefix }idioma en|pt|fr|auto` (quem gere o servidor)
    Rating (Glicko-2, por jogo e servidor; `... amigável` não conta, jogos contra mim nunca contam; `?` = provisório, desvio acima de { $rd }): `{ $prefix }rating [@nome] [jogo]` · `{ $prefix }classificação [jogo]` · `{ $prefix }histórico [@nome] [jogo]` · `{ $prefix }registo N.º` · `{ $prefix }rever N.º`
    Torneios: `{ $prefix }torneio criar JOGO [suíço N|todos-contra-todos|duas-voltas] [relógio 3d] [início 2d] [sem-férias]` (quem pode gerir os eventos do servidor) · `{ $prefix }torneio inscrever|sair|iniciar|desistir` · `{ $prefix }torneio` · `{ $prefix }classificação-torneio`
help-moves-bridges = `E2` ou `colocar E2` · `E2-E8` ou `ponte E2 E8` · `colocar E2, ponte E2 E8` · `terminar` · `passar` · `desfazer`
help-moves-undo = { $moves } · `desfazer`
help-numbridge = Numbridge: `{ $prefix }mão` ou o botão **A sua mão** (resposta privada) · `/nb colocar|pista|trocar|mão|casa` · `{ $prefix }casa C4` (a linha, a coluna, o bloco e os algarismos possíveis de uma casa, em privado) · `{ $prefix }desafiar @nome numbridge [ponte|blitz|domínios] [pistas N] [irregulares] [vez 30|45|60|120] [custo 1|2] [candidatos sim|não]` · `{ $prefix }sala` (a sala deste canal; quem gere o servidor: `sala blitz|normal|estudo|desligar`). Quem esgota o tempo da sua vez perde-a; quando acaba o tempo do jogo, decide o tabuleiro; `{ $prefix }adiar` suspende os dois relógios até `{ $prefix }retomar`.

# O que recebe um comando mal escrito: o que estava mal e como se diz.
usage-no-colour = { $game } não tem a cor `{ $word }`: escolha { $first ->
        [orange] `laranja`
        [white] `brancas`
        [black] `negras`
        [first] `primeiro`
       *[other] `{ $first }`
    }, { $second ->
        [blue] `azul-claro`
        [white] `brancas`
        [black] `negras`
        [second] `segundo`
       *[other] `{ $second }`
    } ou `acaso`
usage-unknown-game = `{ $word }` não é um dos meus jogos: experimente { $games }
usage-not-game-id = `{ $word }` não é o número de um jogo: use o número de `histórico` ou da mensagem do fim do jogo, como `registo 42`
usage-resign = `desistir { $word }`? Escreva `desistir` e confirme com o botão ou com `desistir sim`
usage-who = Não sei quem é `{ $word }`: mencione a pessoa para o nome ficar azul
usage-notify = `{ $word }` não é uma forma de aviso: use `avisos mp`, `avisos canal`, `avisos resumo 08:00` ou `avisos desligar`
usage-notify-digest = `{ $word }` não é uma hora nem um fuso horário: escreva `avisos resumo 08:00 Europe/Lisbon`
usage-level = O nível é um número de 1 a 5, como `nível 3`
usage-level-needs = `nível` precisa de um número, como `nível 3`
usage-size = O tamanho é um número de { $min } a { $max }, como `tamanho 8`
usage-size-needs = `tamanho` precisa de um número, como `tamanho 8`
usage-slash-size = O tamanho vai de { $min } a { $max }, como 8
usage-clock-needs = `relógio` precisa de um tempo por jogada, como `relógio 3d`, `relógio 12h` ou `relógio nenhum`
usage-number-needs = `{ $word }` precisa de um número, como `{ $word } { $example }`
usage-not-option = `{ $word }` não é uma opção: use `desafiar @nome [jogo] [tamanho N] [cor|acaso] [relógio 3d|nenhum] [tópico] [amigável]`
usage-game-id = O número de um jogo é um inteiro, como 42
usage-not-variant = `{ $word }` não é uma variante: use ponte, blitz ou domínios
usage-not-blocks = `{ $word }` não é um tipo de blocos: use regulares ou irregulares
usage-not-command = `/{ $word }` não é um dos meus comandos: experimente `/ajuda`
usage-button-gone = Este botão já não é válido

# As respostas da própria camada de comandos.
bot-slow-down = Mais devagar: no máximo { $count } { $count ->
        [1] comando
       *[other] comandos
    } por minuto
bot-button-other-channel = Este botão é de um jogo noutro canal
bot-button-stale = Esse botão é de uma jogada anterior: o jogo já avançou
bot-level-for-ai = `nível` é para jogos contra mim: `jogar-ia nível 3`
bot-play-on = Continue a jogar.
bot-no-game = Não há jogo neste canal: comece um com `{ $prefix }desafiar @nome`
bot-not-playing = Não é um dos jogadores deste jogo
bot-game-data-unreadable = Não consigo ler o jogo guardado aqui ({ $key }: { $reason }). Um moderador pode usar `anular`
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
ai-you-start = { $mention }, a primeira jogada é sua{ $left }: { $prompt }.
ai-no-hints = Não há sugestões num jogo entre duas pessoas: as sugestões são para jogos contra mim
ai-no-hint = Sem sugestão: não há nenhuma jogada possível agora
ai-hint-search = a escolha do motor após um segundo de análise
ai-hint = Sugestão para { $who }: `{ $action }`: { $reason }.
ai-analyse-none = Ainda não há aqui nenhum jogo acabado para analisar
ai-analyse-unreadable = Não consigo ler o registo do último jogo: { $error }
ai-analyse-bridges-only = Por agora a análise é só para jogos de Pontes; o último jogo aqui foi { $game }
ai-analyse-no-moves = O último jogo aqui acabou antes de qualquer jogada: nada a analisar
ai-analyse-failed = Não consigo analisar o último jogo: { $error }
ai-analysis = A análise da IA do último jogo aqui ({ $first } contra { $second }, { $turns } { $turns ->
        [1] jogada
       *[other] jogadas
    }; { $result }):
ai-mistake = { $who }: maior erro na jogada { $turn }, `{ $played }`; seria melhor `{ $better }` (probabilidade de ganhar { $before }% → { $after }%).
ai-no-mistake = { $who }: nenhum erro claro.

# Classificações, tabelas, históricos, desforras.
ratings-provisional = ? = provisório (desvio acima de { $rd })
ratings-won = ganhou
ratings-lost = perdeu
ratings-drew = empatou
ratings-aborted = anulado
ratings-rated = { $rating } ({ $count } { $count ->
        [1] jogo
       *[other] jogos
    })
ratings-one = { $name } · { $game }: { $rated }
ratings-none-game = { $name } ainda não tem rating de { $game } aqui: começa em 1500 com o primeiro jogo a contar
ratings-none = { $name } ainda não tem rating aqui: começa em 1500 com o primeiro jogo a contar
ratings-entry = { $game } { $rated }
ratings-all = { $name }: { $list }
ratings-leaderboard-none = Ainda não há aqui jogos de { $game } a contar para o rating
ratings-leaderboard = Classificação de **{ $game }**:
ratings-history-none-game = { $name } ainda não tem jogos de { $game } acabados aqui
ratings-history-none = { $name } ainda não tem jogos acabados aqui
ratings-history = Últimos jogos de { $name } (`{ $prefix }registo N.º`, `{ $prefix }rever N.º`):
ratings-history-line = n.º { $id } · { $game } · contra { $opponent } · { $result }
ratings-rematch-not-yours = Só { $first } e { $second } podem pedir esta desforra

# Modo local (num terminal): a ajuda, as perguntas e as notas.
local-help = Modo local: joga pelos dois lados e escreve as jogadas como no Discord (`E2`, `E2-E8`, `colocar E2, ponte E2 E8`, `terminar`, `passar`; `c2-c3` no Avanço; `ajuda JOGO` para as jogadas de um jogo), sem prefixo; o Numbridge só se joga contra a IA (`jogar ia numbridge`). `desfazer` anula um passo do seu turno. Também: `tabuleiro`, `pontuação`, `registo`, `possíveis`, `sugestão`, `analisar`, `rever`, `desistir` (depois `desistir sim`), `regras [JOGO]`, `jogos`, `novo [JOGO] [tamanho N]`, `jogar ia [JOGO] [nível 1-5] [tamanho N] [COR]`, `língua en|pt|fr`, `sair`.
local-new-usage = Use `novo` ou `novo tamanho N`, com N de 3 a 13 (ou `novo JOGO`, veja `jogos`)
local-thinking = a pensar…
local-board-image = Imagem do tabuleiro: { $path }
local-board-image-failed = (não consegui gravar a imagem do tabuleiro: { $error })
local-record = Registo: { $path }
local-record-failed = (não consegui gravar o registo: { $error })
local-hands = { $game } esconde a mão de cada jogador, e aqui as duas mãos ficariam à vista: jogue contra a IA com `jogar ia { $key }`.
local-yes = s
local-carrying-on = Continuamos.
local-resuming = Retomamos o seu jogo.
local-abandon-new = Abandonar o jogo atual e começar outro? [s/N]
local-abandon-ai = Abandonar o jogo atual e jogar contra a IA? [s/N]
local-no-game = Não há jogo a decorrer: escreva `novo` ou `novo tamanho N` para começar um.
local-another = Escreva `novo` para outro jogo, ou `sair`.
local-abandoned = O jogo em curso foi abandonado.
local-not-option = `{ $word }` não é uma opção: use `novo [JOGO] [tamanho N]` ou `jogar ia [JOGO] [nível 1-5] [tamanho N] [COR]`
local-someone = o outro jogador
local-games = Jogos (`novo JOGO`, ou `jogar ia JOGO` contra a IA):
local-help-game = Jogadas de { $game }: { $moves }
local-help-hands = `mão` mostra as suas peças; aqui joga-se contra a IA: `jogar ia { $key } [nível 1-5]`.
local-lang-now = Língua desta sessão: { $name } (`língua en|pt|fr` muda-a).
local-lang-set = Língua desta sessão: { $name }.
local-lang-unknown = `{ $word }` não é uma língua que eu fale: escolha en, pt ou fr.
bot-no-dm = Não lhe consigo enviar isso em privado: permita mensagens diretas deste servidor, ou use o comando de barra (a resposta é privada).
bot-done = Feito.
# Um jogo em `!games`: nome, outro nome, chave, resumo.
games-line = **{ $game }**{ $aka } `{ $key }`: { $summary }
