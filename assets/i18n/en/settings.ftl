# Settings: the server's language.

language-now-server = I speak { $name } on this server (its setting). Managers change it with `!language en|pt|fr|auto`.
language-now-discord = I speak { $name } here, as your Discord does. Managers can choose one for the server: `!language en|pt|fr`.
language-now-default = I speak { $name } here. Managers can choose: `!language en|pt|fr`.
language-set = From now on I speak { $name } on this server.
language-auto = I now follow each player's Discord language on this server ({ $name } for you).
language-needs-manager = Only members who can manage the server may change my language.
language-unknown = `{ $word }` is not a language I speak: choose en, pt, fr or auto.
language-dm = In direct messages I follow your Discord language. A server chooses its own with `!language`.
