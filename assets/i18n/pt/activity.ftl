# A mesa dentro do Discord (uma atividade): a página no quadro do Discord e
# as respostas do servidor.
activity-title = Bridges · mesa
activity-connecting = A estabelecer ligação ao Discord…
activity-authorizing = A confirmar a sua identidade no Discord…
activity-opening = A abrir a mesa…
activity-participants = Aqui: { $names }
activity-not-in-discord = Esta página é a mesa dentro do Discord: abra-a com o botão Mesa da mensagem de um jogo, ou com /mesa.
activity-authorize-refused = O Discord não confirmou a sua identidade, por isso a mesa não lhe pode dar um lugar: feche a atividade e abra-a outra vez.
activity-closed = O Discord fechou a ligação à mesa: { $reason }
activity-bad-request = A mesa não conseguiu ler o que a página enviou: feche a atividade e abra-a outra vez.
activity-code-refused = O Discord recusou o código de início de sessão: feche a atividade e abra-a outra vez.
activity-token-expired = A sua sessão do Discord expirou: feche a atividade e abra-a outra vez.
activity-unknown-instance = O Discord não conhece esta atividade: abra a mesa outra vez a partir da mensagem de um jogo.
activity-not-in-instance = Não está no canal desta atividade: entre nele e abra a mesa outra vez.
activity-no-game = Não há nenhum jogo a decorrer neste canal: desafie alguém primeiro e depois abra a mesa.
activity-discord-unreachable = Não foi possível contactar o Discord para confirmar a sua identidade: tente outra vez daqui a pouco.
activity-slow-down = Demasiadas tentativas: espere um momento e tente outra vez.
activity-discord-busy = O Discord está ocupado e pediu à mesa que espere: tente outra vez daqui a pouco.
