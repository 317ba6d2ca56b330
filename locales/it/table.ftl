# Used by src/table/lobby.rs, src/table/looks.rs, src/table/hints.rs, src/table/teach.rs,
# src/table/review.rs and src/table/public.rs: the game service's own texts.

## Lobbies (lobby.rs)

table-new-game = Nuova partita di { $title } fino a { $players ->
        [one] { $players } giocatore
       *[other] { $players } giocatori
    }: { $join } per prendere un posto, { $addbot } per un giocatore del computer, poi { $start }.
table-archived = La partita salvata di questo canale è stata archiviata (resta nel database: `{ $export }` la legge ancora). Il canale è libero per una nuova partita.
table-abort-vote = { $name } vota per abbandonare la partita ({ $votes }/{ $people }). Mancano ancora: { $missing } (ognuno invia { $abort }), oppure chi gestisce il canale.
table-aborted = La partita di questo canale è stata abbandonata.
table-start-order = La partita comincia. Ordine di turno: { $order }.
table-start-draft = Scelta delle tessere Setup: a turno ogni giocatore ({ $picks }) sceglie una delle tessere Setup disponibili, con la sua ricompensa e il suo Lavoratore. Poi { $first } gioca il primo turno.
# $colour: the company colour's id (yellow, red, black, blue).
table-lobby-seat = { $name } ({ $colour ->
        [yellow] Giallo
        [red] Rosso
        [black] Nero
        [blue] Blu
       *[other] { $colour }
    })
table-lobby-nobody = ancora nessuno
# $kinds and $last: the computer players' names, as typed in commands.
table-lobby = Si cercano giocatori ({ $seated }/{ $max }): { $seats }. { $join } per prendere un posto, { $addbot } per un giocatore del computer ({ $kinds } o { $last }), { $start } per cominciare.

## Looks (looks.rs)

table-when-setup = Preparazione
table-on-the-map = (#{ $n } sulla mappa)
table-undo-option = annulla questa decisione
# The arguments are the commands, spelt as typed in every language.
table-help = Comandi: `{ $legal }` elenca cosa puoi fare ora, `{ $hint }` ne suggerisce una. Mosse: { $moves }. Guardare: { $looks }. Lobby: { $lobby }. Posto: { $seat }. Imparare: { $teach } (una partita di prova che spiega ogni decisione), { $review } (le tue decisioni più costose).
# What the help's placeholders stand for (`<city>`, `[worker]`).
table-help-colour = colore
table-help-name = nome
table-help-topic = argomento

## Hints (hints.rs)

table-no-hint = Nessun suggerimento per questa decisione: annullala con { $undo }.
table-hints-off = In questo canale i suggerimenti sono disattivati (chi gestisce il canale può attivarli: { $on }).
table-hint = Suggerimento: { $hint }.

## Practice games (teach.rs)

table-practice-start = 📘 Una partita di prova contro { $n ->
        [one] { $n } giocatore del computer
       *[other] { $n } giocatori del computer
    } { $kind }: ogni turno spiega le tue opzioni e ne suggerisce una, e ogni tua mossa viene confrontata con il suggerimento. Alla fine, { $review } mostra le tue decisioni più costose.
table-about-the-same = più o meno uguale
table-suggested-path = Suggerito: **{ $path }** — { $reason }
table-suggested = Suggerito: { $words }

## Reviews (review.rs)

table-review-finished-game = di questa partita conclusa
table-review-game-so-far = di questa partita finora
table-review-intro-clean = La ricerca del giocatore più forte ha valutato { $n ->
        [one] { $n } decisione
       *[other] { $n } decisioni
    } { $state }: nessuna ti è costata un decimo di PV rispetto alla sua scelta.
table-review-intro = La ricerca del giocatore più forte ha valutato { $n ->
        [one] { $n } decisione
       *[other] { $n } decisioni
    } { $state } (PV attesi: la tua posizione contro il tuo rivale più forte). { $shown ->
        [one] La tua decisione più costosa
       *[other] Le tue { $shown } decisioni più costose
    }:
table-review-title = 📋 Revisione della partita di { $player }

## The public state (public.rs)

table-seat-fallback = posto { $n }
table-autopilot-on = Il posto di { $name } è giocato dal giocatore del computer { $kind } fino a { $off }.
table-autopilot-off = { $name } torna a giocare il proprio posto.
# Riparazioni dopo un aggiornamento (src/store/record.rs); $reason è l'inglese salvato.
table-repair-trimmed = ⚠️ railbot è stato aggiornato, e ora le sue regole rifiutano una mossa di questa partita (mossa { $moved }: { $reason }). La partita riprende da subito prima{ $later ->
        [0] {""}
        [one] ; con lei è stata tolta 1 azione successiva
       *[other] ; con lei sono state tolte { $later } azioni successive
    }: chi è atteso decide di nuovo.
table-repair-rebased = ⚠️ railbot è stato aggiornato, e ripetere le mosse di questa partita non dà più la posizione che avete visto. La partita riprende da quella posizione come era stata salvata (dopo la mossa { $moved }). { $reason }
