# A mesa ao vivo (src/web/, src/commands/table.rs).

table-button = Mesa
table-off = A mesa ao vivo não está ativa aqui: o dono do bot pode ativá-la com uma secção `[web]` na configuração do bot (ver o README, *Configuration*).
table-link-seat = O seu lugar na mesa ao vivo deste jogo (só seu: quem tiver a ligação joga por si): { $link }
table-link-watch = Veja este jogo ao vivo na mesa: { $link }
table-local-link = Mesa: { $link }
table-token-malformed = Esta ligação da mesa não está completa: copie-a de novo ou peça outra com /mesa.
table-token-forged = Esta ligação da mesa não foi feita por este bot: peça a sua com /mesa.
table-token-expired = Esta ligação da mesa expirou: peça outra com /mesa.
table-other-game = Esta ligação da mesa é de um jogo que já não se joga aqui: peça outra com /mesa.
table-origin-refused = Esta mesa só pode ser aberta a partir da sua própria página.
table-error-malformed = Não foi possível ler essa mensagem: { $reason }
table-error-too-big = Essa mensagem é demasiado longa: no máximo { $max ->
    [1] um byte
   *[other] { $max } bytes
}.
table-error-slow-down = Demasiadas mensagens: espere um momento e tente outra vez.
table-error-watch-only = Esta ligação só permite ver o jogo: peça a sua com /mesa para jogar.
table-error-stale = O tabuleiro mudou (está em { $now }, viu { $seen }): veja de novo e jogue.
table-error-not-now = Nada resultou disso: o jogo não o aceitou.
