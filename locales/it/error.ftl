# Used by src/table/error.rs (TableError::said), src/table/looks.rs and src/table/moves.rs
# (stale buttons) and src/table/grammar/mod.rs (CommandError::said, keys error-command-…). Each
# game's own refusals are in its folder (railroad_revolution/error.ftl).

## Why the game service refused a command (TableError)

error-unconfirmed = Qualcosa è andato storto da parte nostra durante il salvataggio: la tua mossa potrebbe non essere stata salvata. Guarda la partita ({ $board }) prima di continuare.
error-internal = Qualcosa è andato storto da parte nostra e non è cambiato nulla: riprova tra poco.
error-broken-needs-abort = { $why }. Resta com'è; chi gestisce il canale può archiviarla con { $abort } per ricominciare.
error-broken-abort-needs-confirm = { $why }. Abbandonare archivia la partita salvata (resta nel database, e `{ $export }` la legge ancora) e libera il canale: chi gestisce il canale conferma con { $abort }.
error-game-unloadable = la partita salvata per questo canale non si può caricare: { $why }
error-lobby-unloadable = la lobby salvata per questo canale non si può caricare: { $why }
# Why a stored record cannot be loaded (Broken::said, by Unloadable): $schema is the record's schema, $reads the highest this railbot reads.
error-stored-by-newer = l'ha scritta una versione più recente di railbot (schema { $schema }; questa versione legge fino allo schema { $reads }): aggiorna railbot per riprenderla
error-stored-data-file-missing = il file di dati con cui è iniziata ({ $hash }) non è nel database
error-stored-unknown-game = è una partita di { $game }, un gioco che questa versione di railbot non conosce: aggiorna railbot per riprenderla
error-stored-unknown-variant = la partita usa una variante ({ $variant }) che questa versione di railbot non conosce: aggiorna railbot per riprenderla
error-stored-unreadable = i suoi dati sono illeggibili (danneggiati, o non scritti da railbot)
error-conflict = La partita è cambiata nel frattempo (un'altra mossa è stata salvata prima): non è stato salvato nulla di tuo. Eccola com'è ora; riprova.
error-no-game = Nessuna partita in questo canale: creane una con { $new }, poi { $join } e { $start }.
error-not-in-play = Qui non c'è una partita in corso.
error-no-longer-in-play = Qui non c'è più una partita in corso.
error-nothing-to-abort = Qui non c'è nessuna partita.
error-not-started = La partita non è iniziata: prima usa { $start }.
error-no-lobby = Qui nessuna partita sta raccogliendo giocatori: { $new } ne apre una.
error-channel-taken = Questo canale ha già una partita: prima usa { $abort }.
error-already-seated = Hai già un posto.
error-practice-in-play = La tua partita di prova è ancora in corso qui: finiscila, oppure prima usa { $abort }.
error-review-needs-seat = La revisione mostra le decisioni di un giocatore, e tu non hai un posto in questa partita.
error-review-after-game = In questo canale i suggerimenti sono disattivati, quindi la revisione aspetta la fine della partita.
error-leave-after-start = Puoi lasciare il posto solo prima che la partita inizi.
error-no-seat-to-leave = Non hai un posto.
error-too-few-seats = Servono almeno 2 posti: { $join } o { $addbot }.
error-start-needs-seat = Solo un giocatore seduto può iniziare la partita.
error-full = La partita è al completo ({ $n ->
        [one] { $n } giocatore
       *[other] { $n } giocatori
    }).
# $colour: the company colour's id (yellow, red, black, blue).
error-colour-taken = { $colour ->
        [yellow] Il Giallo
        [red] Il Rosso
        [black] Il Nero
        [blue] Il Blu
       *[other] { $colour }
    } è già preso.
error-no-colour-left = Non resta nessun colore.
error-setup = la partita non si può preparare: { $why }
error-abort-lobby-needs-seat = Solo un giocatore seduto (o chi gestisce il canale) può abbandonare la partita.
error-abort-game-needs-seat = Solo tutti i giocatori seduti insieme (o chi gestisce il canale) possono abbandonare la partita.
error-not-seated = Non hai un posto in questa partita; chiunque può guardare ({ $board }, { $score }).
error-no-company = Non hai un posto in questa partita: { $player } mostra una Compagnia.
error-no-seat-for-autopilot = Non hai un posto in questa partita.
error-game-over = La partita è finita: { $score } mostra il punteggio finale.
error-over-for-autopilot = La partita è finita.
error-not-your-decision = Non tocca a te decidere: si aspetta { $name }.
error-already-autopilot = Il tuo posto è già giocato dal giocatore del computer { $kind } ({ $off } te lo restituisce).
error-not-on-autopilot = Il tuo posto non è affidato all'autopilota.
error-not-a-move = quel pulsante mostra delle opzioni: non è una mossa
error-not-a-choice = quel pulsante non è una delle scelte di questa partita: usa i pulsanti del messaggio del turno
error-no-stored-game = nessuna partita salvata per il canale { $channel }
error-not-an-export = non è una partita di railbot: { $why }
error-exported-data-unusable = il file di dati esportato non si può usare: { $why }
error-exported-data-mismatch = il file di dati esportato non corrisponde all'hash dei dati della partita { $hash }
error-stale-choice = Questo pulsante è di un momento precedente della partita; usa il messaggio più recente.
error-stale-after-repair = Questo pulsante è di prima: le scelte sono nell'ultimo messaggio del turno.

## A command that cannot be understood (CommandError)

error-command-empty = comando vuoto: prova `{ $legal }` per vedere cosa puoi fare, oppure `{ $help }`
error-command-unknown-verb = comando sconosciuto "{ $verb }": prova `{ $legal }` per vedere cosa puoi fare, oppure `{ $help }`
error-command-missing = { $what } mancante
error-command-missing-what-to-do = manca cosa fare: vedi `{ $legal }`
error-command-missing-on-off = manca { $on } o { $off }
error-command-too-many = troppe parole: { $words }
error-command-too-long = troppe parole: un comando ha al massimo { $max ->
        [one] { $max } carattere
       *[other] { $max } caratteri
    }
error-command-unknown = { $what } "{ $input }" inesistente
error-command-unknown-hint = { $what } "{ $input }" inesistente: intendevi { $candidates }?
error-command-ambiguous = "{ $input }" è ambiguo: può essere { $candidates }
error-command-number = "{ $input }" non è un numero da 1 a { $max }

# The things a command names ($what above).
error-command-what-player-name = nome del giocatore
error-command-what-player = giocatore
error-command-what-colour = colore
error-command-what-computer-player = giocatore del computer
error-command-what-variant = variante
error-command-what-abort-option = opzione di abbandono
error-command-what-autopilot-setting = impostazione dell'autopilota
error-command-what-finished-game-number = numero della partita conclusa

## Why the rules refused an action (RuleError)






error-no-such-finished-game = Qui non c'è una partita conclusa numero { $n }: { $count ->
    [0] finora non se n'è conclusa nessuna.
    [one] finora se n'è conclusa una ({ $history } la elenca).
   *[other] finora se ne sono concluse { $count } ({ $history } le elenca).
}
error-unreadable-standings = Questo railbot non riesce a leggere la classifica salvata qui (resta com'è): un amministratore può ricalcolarla con `railbot stats --rebuild`.
error-unknown-language = railbot non parla { $code }: parla { $languages }.
