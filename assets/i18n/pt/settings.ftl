# Definições: a língua do servidor.

language-now-server = Língua neste servidor: { $name } (definição do servidor). Quem gere o servidor pode mudá-la com `!idioma en|pt|fr|auto`.
language-now-discord = Língua aqui: { $name }, a do seu Discord. Quem gere o servidor pode escolher uma: `!idioma en|pt|fr`.
language-now-default = Língua aqui: { $name }. Quem gere o servidor pode escolher outra: `!idioma en|pt|fr`.
language-set = Feito: a língua deste servidor passa a ser { $name }.
language-auto = Agora sigo a língua do Discord de cada jogador neste servidor (a sua: { $name }).
language-needs-manager = Só quem tem a permissão **Gerenciar servidor** pode mudar a minha língua.
language-unknown = `{ $word }` não é uma língua que eu fale: escolha en, pt, fr ou auto.
language-dm = Em mensagens diretas sigo a língua do seu Discord. Cada servidor escolhe a sua com `!idioma`.
