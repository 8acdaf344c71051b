# Desafios: lançar, aceitar, recusar, cancelar, expirar, o início do jogo.

challenge-channel-busy = Este canal já tem um jogo: termine-o primeiro, ou jogue num tópico
challenge-in-dm = Os desafios fazem-se no canal de um servidor, onde o adversário possa responder: desafie-o lá
challenge-say-who = Diga quem desafia: `{ $prefix }desafiar @nome [jogo] [tamanho N] [cor|acaso]`
challenge-self = Não se pode desafiar a si próprio: mencione outra pessoa
challenge-bot = Os bots não jogam: desafie uma pessoa
challenge-already = Já desafiou { $name } aqui: cancele primeiro esse desafio com `{ $prefix }cancelar`
challenge-own-clocks = { $game } tem os seus próprios relógios: `vez 45` define o tempo por vez
challenge-issued = { $opponent }: { $challenger } propõe-lhe um jogo de { $setup } e { $seat_key ->
        [first] joga em primeiro lugar
        [second] joga em segundo lugar
       *[other] fica com { seat-the }
    }{ $picked }. `{ $prefix }aceitar` ou `{ $prefix }recusar` dentro de { $expiry }.{ $clock }{ $note }
challenge-picked-random = {" "}(ao acaso)
challenge-clocks-turn-game = {" "}Relógios: { $turn } por vez, { $game } por jogo.
challenge-clock-turn = {" "}Relógio: { $turn } por vez.
challenge-clock-game = {" "}Relógio: { $game } por jogo.
challenge-clock-move = {" "}Relógio: { $time } por jogada.
challenge-clock-bank = {" "}Relógio: banco de tempo de { $start }, mais { $increment } por jogada, até { $max }.
challenge-clock-bank-flat = {" "}Relógio: banco de tempo de { $start } para todas as jogadas de cada jogador.
challenge-no-clock = {" "}Sem relógio.
challenge-note-thread-unrated = {" "}Joga-se num tópico. Não conta para o rating.
challenge-note-thread = {" "}Joga-se num tópico.
challenge-note-unrated = {" "}Não conta para o rating.
challenge-button-accept = Aceitar
challenge-button-decline = Recusar
challenge-gone = Este desafio já não está aberto
challenge-other-channel = Esse desafio é de outro canal
challenge-expired = Este desafio expirou: peça um novo a { $name }
challenge-none-for-you = Não há nenhum desafio aberto à sua espera neste canal
challenge-accepted-thread = { $name } aceitou o desafio de { $challenger }: o jogo decorre no tópico **{ $thread }**.
challenge-accept-own = Não pode aceitar o seu próprio desafio: à espera de { $name }
challenge-for-other = Este desafio é para { $name }
challenge-cant-start = Este desafio não pode começar: { $error }
challenge-game-on = Começa o jogo, { $setup }: { $first } contra { $second }.
    { $mention }, a primeira jogada é sua{ $left }: { $prompt }.
challenge-declined = { $name } recusou o desafio de { $challenger }.
challenge-withdrew = { $name } retirou o desafio a { $opponent }.
challenge-none-open = Não tem nenhum desafio aberto neste canal
# O nome do tópico de um jogo.
challenge-thread-name = { $challenger } contra { $opponent } · { $game }
# Uma desforra pedida num tópico fechado: onde ficou o desafio ($channel é o link de um canal).
challenge-rematch-posted = O desafio de desforra foi publicado em { $channel }: o novo jogo terá lá o seu próprio tópico.
