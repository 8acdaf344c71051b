# A mesa ao vivo (src/web/, src/commands/table.rs).

table-button = Mesa
table-off = A mesa ao vivo não está ativa aqui: o dono do bot pode ativá-la com uma secção `[web]` na configuração do bot (ver o README, *Configuration*).
table-link-seat = O seu lugar na mesa ao vivo deste jogo (só seu: quem tiver este link joga em seu nome): { $link }
table-link-watch = Veja este jogo ao vivo na mesa: { $link }
table-local-link = Mesa: { $link }
table-local-link-seat = Mesa ({ $seat }): { $link }
table-local-link-watch = Mesa (espectadores): { $link }

# A página da mesa (src/web/page.rs envia-lhe todas as mensagens table-page-*;
# o script da página preenche os argumentos { $name }).
table-page-title = Mesa ao vivo
table-page-connecting = A estabelecer ligação à mesa…
table-page-reconnecting = Ligação perdida: a restabelecer…
table-page-your-turn = É a sua vez.
table-page-to-move = Vez de { $name }.
table-page-watching = Está a ver este jogo.
table-page-you = o seu lugar
table-page-over = O jogo terminou.
table-page-clock = Tempo restante: { $time }
table-page-clock-days = { $days } d { $time }
table-page-adjourned = Adiado: o relógio está parado.
table-page-moves = Jogadas
table-page-no-moves = Ainda não há jogadas.
table-page-result = Resultado
table-page-step-back = Jogada anterior
table-page-step-forward = Jogada seguinte
table-page-step-of = Depois da jogada { $ply } de { $total }
table-page-picks = As suas escolhas
table-page-commands = Ações
table-page-board = Tabuleiro
table-page-board-text = O tabuleiro em texto
table-page-palette = Cores adaptadas a daltónicos
table-page-language = Língua
table-page-miss = Falha: o { $digit } não é o algarismo de { $cell }.
table-page-chosen = Selecionado: { $steps }. Agora escolha uma das casas destacadas.
table-page-played = Jogado: { $text }
table-page-keys = Use as setas para percorrer o tabuleiro; Enter ou Espaço joga nessa casa.
table-page-offline = Sem ligação: a restabelecer…
table-page-offline-not-sent = Está sem ligação: nada foi enviado. Jogue de novo quando a ligação voltar.
table-page-resumed = Ligação restabelecida: não perdeu nada.
table-page-new-game = Abrir o novo jogo
table-page-game-clock = Jogo: { $time }
table-page-ask-yes = Sim
table-page-ask-no = Não
table-page-offer-draw = { $name } propõe empate.
table-page-offer-draw-you = Propôs empate: à espera da resposta de { $name }.
table-page-offer-adjourn = { $name } propõe adiar o jogo.
table-page-offer-adjourn-you = Propôs adiar: à espera da resposta de { $name }.
table-page-draw-declined = { $name } recusou o empate: o jogo continua.
table-page-draw-declined-you = Recusou o empate: o jogo continua.
table-page-draw-accepted = O empate foi aceite.
table-page-adjourn-declined = { $name } recusou o adiamento: o jogo continua.
table-page-adjourn-declined-you = Recusou o adiamento: o jogo continua.
table-page-adjourn-accepted = O adiamento foi aceite: o relógio está parado.
table-page-moved = { $name } jogou { $move }.
table-page-title-your-turn = É a sua vez · { $page }
table-page-flip = Virar o tabuleiro
table-page-now = Voltar ao jogo
table-page-rules = Regras
table-page-rematch-asked = Desforra pedida: quando o novo jogo começar, esta página mostra o link.

table-token-malformed = Este link da mesa não está completo: copie-o de novo ou peça outro com /mesa.
table-token-forged = Este link da mesa não foi criado por este bot: peça o seu com /mesa.
table-token-expired = Este link da mesa expirou: peça outro com /mesa.
table-other-game = Este link da mesa é de um jogo que já não se joga aqui: peça outro com /mesa.
table-token-malformed-local = Este link da mesa não está completo: copie-o de novo do terminal onde o bot corre.
table-token-forged-local = Este link da mesa não foi criado por este bot: abra um dos links que aparecem no terminal do bot.
table-token-expired-local = Este link da mesa expirou: abra um dos links que o terminal mostra agora.
table-other-game-local = Este link da mesa é de um jogo que já não se joga aqui: o terminal mostrou os links do novo jogo.
table-replaced = Começou um novo jogo neste canal: esta página mostrava o anterior.
table-origin-refused = Esta mesa só pode ser aberta a partir da sua própria página.
table-error-malformed = Não foi possível ler essa mensagem: { $reason }
table-error-too-big = Essa mensagem é demasiado longa: no máximo { $max ->
    [1] um byte
   *[other] { $max } bytes
}.
table-error-slow-down = Demasiadas mensagens: espere um momento e tente outra vez.
table-error-watch-only = Este link só permite ver o jogo: peça o seu com /mesa para jogar.
table-error-stale = O tabuleiro mudou entretanto: veja-o de novo e depois jogue.
table-error-not-now = Sem efeito: o jogo não aceitou essa ação.
table-error-not-offered = Esse botão não foi apresentado a esta mesa: aqui só se podem premir os botões que ela mostra.
table-too-many-sockets = Este link já tem { $max } { $max ->
        [1] mesa aberta
       *[other] mesas abertas
    }: feche uma e tente de novo.
table-error-not-over = O jogo ainda está a decorrer: as jogadas podem ser revistas uma a uma quando terminar.
table-error-no-ply = Este jogo tem { $of ->
    [0] { $of } jogadas
    [1] { $of } jogada
   *[other] { $of } jogadas
}: peça uma de 0 a { $of }.
# Os botões da mesa (de um lugar, quando os pode usar).
table-command-end = Terminar o turno
table-command-pass = Passar
table-command-resign = Desistir
table-command-draw = Propor empate
table-command-adjourn = Propor adiamento
table-command-resume = Retomar
table-command-draw-accept = Aceitar empate
table-command-draw-decline = Recusar empate
table-command-adjourn-accept = Adiar
table-command-adjourn-decline = Continuar
table-command-rematch = Desforra
# Asked by the page before a command that ends the game.
table-ask-resign = Desistir deste jogo? O adversário ganha-o.
table-ask-ending = Isto termina o jogo: { $result } Jogar mesmo assim?
# O que a página diz de um clique que não faz nada.
table-why-not-your-turn = Não é a sua vez: espere pelo adversário.
table-why-watching = Está a ver este jogo: só os jogadores podem jogar.
table-why-no-action = Nada se pode jogar aí: escolha uma casa destacada.
# Uma casa em palavras (o aria-label do tabuleiro).
table-cell = { $cell }, { $what }
table-cell-zones = { $cell }, { $what }, linha { $row }, coluna { $column }, bloco { $block }
table-cell-empty = vazia
# A linha de estado enquanto a IA pensa na sua vez.
table-ai-thinking = A IA está a pensar…
# Uma casa pequena tocada uma vez num ecrã tátil: o segundo toque joga-a.
table-page-tap-again = { $cell }: toque de novo para confirmar.
# A caixa do plano: as jogadas condicionais de um lugar, escritas na página.
table-page-plan = Planear as suas respostas
table-page-plan-help = Escreva a jogada do adversário, depois a sua resposta (depois a jogada seguinte dele e a sua resposta…); separe as linhas com vírgulas. Mais ninguém vê o seu plano.
table-page-plan-moves = Jogadas
table-page-plan-save = Guardar o plano
table-page-plan-clear = Apagar o plano
# Um interruptor (aria-pressed) para um som curto quando o adversário joga e quando passa a ser a sua vez; desligado até ser premido.
table-page-sound = Som
