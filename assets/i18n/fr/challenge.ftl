# Défis : lancer, accepter, refuser, annuler, expiration, le début de la partie.

challenge-channel-busy = Ce salon a déjà une partie : finissez-la d'abord, ou jouez dans un fil
challenge-in-dm = Les défis se lancent dans un salon d'un serveur, où votre adversaire peut répondre : défiez-le là-bas
challenge-say-who = Dites qui vous défiez : `{ $prefix }défier @nom [jeu] [taille N] [couleur|hasard]`
challenge-self = Vous ne pouvez pas vous défier vous-même : mentionnez quelqu'un d'autre
challenge-bot = Les bots ne jouent pas : défiez une personne
challenge-already = Vous avez déjà défié { $name } ici : retirez d'abord ce défi avec `{ $prefix }retirer`
challenge-own-clocks = { $game } a ses propres pendules : `tour 45` règle le temps par tour
challenge-issued = { $opponent }, { $challenger } vous défie à { $setup } ; { $challenger } { $seat_key ->
        [first] joue en premier
        [second] joue en second
       *[other] joue { seat-the }
    }{ $picked }. `{ $prefix }accepter` ou `{ $prefix }refuser` sous { $expiry }.{ $clock }{ $note }
challenge-picked-random = {" "}(tiré au sort)
challenge-clocks-turn-game = {" "}Pendules : { $turn } par tour, { $game } par partie.
challenge-clock-turn = {" "}Pendule : { $turn } par tour.
challenge-clock-game = {" "}Pendule : { $game } par partie.
challenge-clock-move = {" "}Pendule : { $time } par coup.
challenge-clock-bank = {" "}Pendule : réserve de temps de { $start }, plus { $increment } par coup, jusqu'à { $max }.
challenge-clock-bank-flat = {" "}Pendule : réserve de temps de { $start } pour tous les coups de chaque joueur.
challenge-no-clock = {" "}Sans pendule.
challenge-note-thread-unrated = {" "}Partie jouée dans un fil. Ne compte pas pour l'Elo.
challenge-note-thread = {" "}Partie jouée dans un fil.
challenge-note-unrated = {" "}Ne compte pas pour l'Elo.
challenge-button-accept = Accepter
challenge-button-decline = Refuser
challenge-gone = Ce défi n'est plus ouvert
challenge-other-channel = Ce défi appartient à un autre salon
challenge-expired = Ce défi a expiré : demandez-en un nouveau à { $name }
challenge-none-for-you = Aucun défi ouvert pour vous dans ce salon
challenge-accepted-thread = { $name } a accepté le défi de { $challenger } : la partie se joue dans le fil **{ $thread }**.
challenge-accept-own = Vous ne pouvez pas accepter votre propre défi : on attend { $name }
challenge-for-other = Ce défi s'adresse à { $name }
challenge-cant-start = Ce défi ne peut pas commencer : { $error }
challenge-game-on = La partie commence, { $setup } : { $first } contre { $second }.
    { $mention }, à vous de commencer{ $left } : { $prompt }.
challenge-declined = { $name } a refusé le défi de { $challenger }.
challenge-withdrew = { $name } a retiré son défi à { $opponent }.
challenge-none-open = Vous n'avez aucun défi ouvert dans ce salon
# Le nom du fil d'une partie.
challenge-thread-name = { $challenger } contre { $opponent } · { $game }
# Une revanche demandée dans un fil fermé : où son défi a été publié ($channel est un lien de salon).
challenge-rematch-posted = Défi de revanche publié dans { $channel } : la nouvelle partie y aura son propre fil.
