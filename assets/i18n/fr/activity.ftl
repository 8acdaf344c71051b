# La table dans Discord (une activité) : la page dans le cadre de Discord et
# les réponses du serveur.
activity-title = Bridges · table
activity-connecting = Connexion à Discord…
activity-authorizing = Vérification de votre identité auprès de Discord…
activity-opening = Ouverture de la table…
activity-participants = Ici : { $names }
activity-not-in-discord = Cette page est la table dans Discord : ouvrez-la avec le bouton Table du message d'une partie, ou avec /table.
activity-authorize-refused = Discord n'a pas confirmé votre identité, la table ne peut donc pas vous donner de place : fermez l'activité et rouvrez-la.
activity-closed = Discord a fermé la connexion à la table : { $reason }
activity-bad-request = La table n'a pas pu lire ce que la page a envoyé : fermez l'activité et rouvrez-la.
activity-code-refused = Discord a refusé le code de connexion : fermez l'activité et rouvrez-la.
activity-token-expired = Votre session Discord a expiré : fermez l'activité et rouvrez-la.
activity-unknown-instance = Discord ne connaît pas cette activité : rouvrez la table depuis le message d'une partie.
activity-not-in-instance = Vous n'êtes pas dans le salon de cette activité : rejoignez-le, puis rouvrez la table.
activity-no-game = Aucune partie ne se joue dans ce salon : défiez quelqu'un d'abord, puis ouvrez la table.
activity-discord-unreachable = Impossible de joindre Discord pour vérifier votre identité : réessayez dans un instant.
activity-slow-down = Trop de tentatives : attendez un instant, puis réessayez.
activity-discord-busy = Discord est occupé et a demandé à la table de patienter : réessayez dans un instant.
