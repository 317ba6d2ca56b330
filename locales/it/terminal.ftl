# Texts the terminal front ends print to players: src/terminal/{mod,review,view}.rs.
# Commands in backticks are arguments (`{ $legal }` = `legal`), spelt as the reader types them.

## src/terminal/mod.rs

terminal-no-person = almeno un posto deve essere di una persona
terminal-error = errore: { $why }
terminal-private = (privato)
terminal-script-line = una riga è `giocatore: comando`
terminal-you-can = Puoi:
# Options not shown ($n of them); `legal` lists them all.
terminal-more-options = … { $n ->
    [one] ancora { $n }
   *[other] altre { $n }
    } ({ $legal } le elenca tutte)
terminal-welcome = Scrivi { $legal } per vedere le tue opzioni, { $hint } per un suggerimento, { $help } per tutti i comandi, { $quit } per smettere (la partita viene salvata).
terminal-review-after = { $review } (con questo { $db }) mostra a ciascuno le sue tre decisioni più costose rispetto a quelle del giocatore del computer più forte.
terminal-saved = Salvata. { $play } riprende questa partita.
terminal-unusable-kept = La partita salvata in questo database resta com'è. `{ $export }` la stampa; una versione più recente di railbot potrebbe leggerla.
terminal-game-goes-on = La partita salvata qui continua (`{ $new }` inizia una partita di prova al suo posto).
terminal-game-over-new = La partita in questo database è finita. `{ $new }` ne inizia un'altra al suo posto (oppure --db altro.db).
terminal-lobby-new = Il canale di questo database contiene una partita in cerca di giocatori (creata con `railbot script`). `{ $new }` la sostituisce (oppure --db altro.db).
terminal-reviewing = Confronto ognuna delle tue decisioni con quelle del giocatore del computer più forte: qualche secondo…
terminal-learning = 📘 Lezione:
terminal-options-written = (le opzioni sulla mappa: { $path })
terminal-options-not-written = (non è stato possibile scrivere l'immagine delle opzioni in { $path }: { $error })
terminal-picture-not-written = (non è stato possibile scrivere l'immagine in { $path }: { $error })

## src/terminal/review.rs

terminal-no-such-player = nessun giocatore di nome { $name } in questa partita
# In the progress bar: "3/40 decisions, 5s".
terminal-review-decisions = decisioni
terminal-reviewing-seat = revisione di { $name }
terminal-position-written = (posizione della decisione { $n } scritta in { $path })

## src/terminal/view.rs

terminal-picture-written = immagine scritta in { $path }
terminal-other-game = Questo canale o file contiene una partita di { $held }, non di { $wanted }: non è cambiato nulla. Esegui il comando con --game { $held_id }, o senza --game.
terminal-other-game-new = `{ $new }` la sostituisce con una nuova partita di { $wanted }.
