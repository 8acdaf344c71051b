# Definições: a língua do servidor.

language-now-server = Falo { $name } neste servidor (definição do servidor). Quem gere o servidor muda com `!language en|pt|fr|auto`.
language-now-discord = Falo { $name } aqui, como o seu Discord. Quem gere o servidor pode escolher uma: `!language en|pt|fr`.
language-now-default = Falo { $name } aqui. Quem gere o servidor pode escolher: `!language en|pt|fr`.
language-set = A partir de agora falo { $name } neste servidor.
language-auto = Agora sigo a língua do Discord de cada jogador neste servidor ({ $name } para si).
language-needs-manager = Só quem pode gerir o servidor pode mudar a minha língua.
language-unknown = `{ $word }` não é uma língua que eu fale: escolha en, pt, fr ou auto.
language-dm = Em mensagens diretas sigo a língua do seu Discord. Cada servidor escolhe a sua com `!language`.
