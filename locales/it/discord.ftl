# Texts the Discord bot sends to people: src/discord/{mod,post,turn_post,steps,learn,notifier}.rs
# and the run-time answers of commands/{look,settings}.rs.
# Command names in backticks are arguments (`{ $review }` = `/rr learn review`), made by
# `i18n::command`: on Discord as the reader's client names the command, never in the catalogue.

## src/discord/mod.rs

discord-board-caption = Il Tabellone:
discord-done = Fatto.
discord-done-with = Fatto: { $events }
discord-other-channel = Questo pulsante appartiene a un altro canale.
discord-id-foreign = questo pulsante non è di railbot
discord-id-newer = questo pulsante è stato creato da una versione più recente di railbot
discord-id-damaged = l'id di questo pulsante è danneggiato
discord-id-too-long = l'id di un pulsante non può superare { $max ->
    [one] { $max } carattere
   *[other] { $max } caratteri
    }
discord-error-stored = La tua mossa è stata salvata, ma Discord non ha accettato la risposta: il messaggio del turno e il Tabellone mostrano la partita com'è ora.
discord-error-other = Qualcosa è andato storto da parte nostra nel rispondere: riprova tra un momento (il Tabellone mostra la partita com'è).
discord-stored-not-shown = Qualcosa è andato storto da parte nostra nel mostrare la tua mossa: è stata salvata, ma non è stato possibile aggiornare il Tabellone e i pulsanti. Si aggiornano al prossimo clic in questo canale.
discord-history-newer = ‹ Più recenti
discord-history-older = Meno recenti ›
discord-replay-caption = La partita round per round ({ $frames ->
    [one] { $frames } immagine
   *[other] { $frames } immagini
    }).
discord-replay-too-big = Questa replica pesa { $mb } MB, più di quanto Discord accetti da un bot: `railbot replay` la scrive in un file.
discord-error-server-manager-only = Solo chi può gestire questo server e i suoi canali (i permessi Gestisci server e Gestisci canali di Discord) può usare { $command }.
discord-error-manager-only = Solo chi può gestire questo canale (il permesso Gestisci canali di Discord) può usare { $command }.
discord-error-permission-unknown = Discord non ha detto se puoi gestire questo canale: riprova tra un momento.
discord-error-argument = { $command } non riesce a leggere `{ $input }`: scegli uno dei valori che Discord propone mentre scrivi.
discord-error-argument-unread = { $command } non riesce a leggere uno dei suoi valori: scegli uno di quelli che Discord propone mentre scrivi.
discord-error-outdated = { $command } è cambiato con un aggiornamento di railbot e Discord ne mostra ancora la forma precedente: attendi un minuto (o riavvia Discord) e riprova.

## src/discord/post.rs

# How long a reminder's wait has lasted ($hours is at least 1).
discord-since-hours = { $hours ->
    [one] { $hours } ora
   *[other] { $hours } ore
    }
discord-since-reminder = promemoria n. { $n }
discord-waiting-none = Nessuna partita ti sta aspettando.
# One game waiting: $channel is a channel id, $since a Unix time (shown as a date here), $link the game's address.
discord-waiting-game = - <#{ $channel }> in attesa <t:{ $since }:R> — { $link }
discord-picture-notice = 🖼️ Non è stato possibile allegare qui l'immagine del Tabellone, quindi il Tabellone è solo testo. Per vederlo come immagine, dai a railbot il permesso **Allega file** in questo canale (insieme a **Incorpora link**); l'immagine torna alla mossa successiva.
# $names: the players' mentions.
# Una partita in un thread tutto suo (discord/threads.rs).
discord-thread-start = 🚂 **{ $name }** apre una partita di Railroad Revolution nel thread qui sotto: { $join } lì per prendere un posto.
discord-thread-result = 🏁 <#{ $thread }> { $line }
discord-thread-notice = 🧵 Qui ogni partita potrebbe avere un thread tutto suo: concedi a railbot { $missing } in questo canale, poi `thread: true`. Fino ad allora si gioca nel canale stesso.
discord-permission-create-public-threads = Crea thread pubblici
discord-permission-send-messages-in-threads = Invia messaggi nei thread
discord-permission-manage-messages = Gestisci messaggi
discord-final-over = 🏁 La partita è finita, { $names }!
discord-final-review = 📋 { $review } mostra a ciascuno di voi, in privato, le vostre tre decisioni più costose rispetto a quelle del giocatore del computer più forte.

## src/discord/turn_post.rs

# $user: a user id; $when: "Round 3 · 🟨 alice"-like words.
discord-your-decision = <@{ $user }>, tocca a te · { $when }

## src/discord/steps.rs

discord-panel-stale = Questo pulsante è di un momento precedente della partita, oppure non è tuo.
discord-panel-closed = Questo pannello è di un momento precedente: il messaggio del turno mostra cosa puoi fare ora.

## src/discord/learn.rs

discord-teach-greeting = 📘 La tua partita di prova di Railroad Revolution comincia qui.
discord-teach-no-dm = Non posso inviarti messaggi diretti: consenti i messaggi diretti dai membri di questo server (Impostazioni privacy), poi riprova.
discord-teach-refused = Nei nostri messaggi diretti: { $why }
discord-teach-where = 📘 La tua partita di prova è nei nostri messaggi diretti: { $link }
discord-teach-how = Ogni turno spiega le tue opzioni e ne suggerisce una; ogni tua mossa riceve un commento.
discord-review-slash-only = Le revisioni sono comandi slash: { $review }.
discord-review-queued = 📋 È in corso un'altra revisione; la tua viene subito dopo…
discord-review-progress = 📋 Confronto le tue decisioni con quelle del giocatore più forte: { $done } di { $total }…
discord-review-none = Nessuna revisione.

## src/discord/notifier.rs

# $user: a user id; $since: discord-since-hours or discord-since-reminder.
discord-remind = <@{ $user }>, la partita qui ti sta aspettando ({ $since }). { $player } mostra la tua Compagnia; i pulsanti qui sopra sono ancora attivi.
discord-remind-channel = Canale: <#{ $channel }>

## commands/look.rs

discord-reminders-to-dm = Da ora i tuoi promemoria arrivano come messaggio diretto.
discord-reminders-to-channel = Da ora i tuoi promemoria arrivano come menzione nel canale della partita.

## commands/settings.rs

discord-settings-quiet-none = nessuna
discord-settings-autopilot-never = mai
# $hours: hours with one decimal, "1.5".
discord-settings-autopilot-after = dopo { $hours } h
discord-settings-reminders = Promemoria qui: il primo dopo { $first } h, poi ogni { $every } h; ore di silenzio { $quiet }; autopilota { $autopilot }.
discord-server-game = D'ora in poi { $new } apre una partita di { $game } in questo server, a meno che non si scelga un altro gioco (`gioco:`).
discord-server-game-no-server = Il gioco predefinito di un server si imposta nel server, non in un messaggio diretto.
discord-threads-on = D'ora in poi { $new } apre ogni partita in un thread tutto suo qui (`thread: false` la tiene nel canale).
discord-threads-off = D'ora in poi { $new } apre le partite in questo canale (`thread: true` ne dà comunque una a un thread).
discord-hints-on = Suggerimenti attivi qui: { $hint } suggerisce una mossa.
discord-hints-off = Suggerimenti disattivati qui: { $hint } risponde che sono disattivati.

# Le risposte dell'impostazione della lingua (commands/settings.rs).
discord-language-set = Lingua del Tabellone, dei turni e dei promemoria di questo canale d'ora in poi: { $language }.
discord-language-server = Questo canale segue la lingua del server: { $language }.
discord-language-follow-server = La lingua del server (predefinita)
discord-other-game = Questo canale gioca a { $here }: queste mosse sono di { $game }.
