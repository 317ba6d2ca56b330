# Le partite concluse di un server e la sua classifica: src/table/server_looks.rs.

history-none = Qui non si è ancora conclusa nessuna partita: la prima che finisce apre lo storico.
history-title = **Partite concluse qui**: { $count } (pagina { $page } di { $pages }, dalla più recente)
history-game-line = **#{ $n }** · { $date } · { $scores } · vinta da { $winners } in { $rounds } round
# A server that played more than one game: each line names its game.
history-in-game = { $game } · { $line }
history-seat-score = { $name } { $vp }
history-computer = { $name } (giocatore del computer)
history-final-board = { " " }· [Tabellone finale]({ $link })
history-where = { " " }in <#{ $channel }>
history-more = { $game } con un numero mostra il punteggio finale di quella partita.
# Above stats and standings where the server played more than one game: whose they are.
history-standings-of = **{ $game }**
history-no-stats = { $name } non ha ancora partite concluse qui: { $leaderboard } mostra chi ha giocato.
history-stats = **{ $name }**: posto { $place } su { $players } · valutazione { $rating } (abilità { $skill } ± { $uncertainty })
    { $games ->
        [one] 1 partita
       *[other] { $games } partite
    }, { $wins ->
        [one] 1 vittoria
       *[other] { $wins } vittorie
    } · media { $average } PV · migliore { $best } PV
    PV per fonte: { $sources }
history-source-trains = Treni { $vp }
history-source-milestones = Obiettivi { $vp }
history-source-network = Rete { $vp }
history-source-stations = Stazioni { $vp }
history-source-telegraph = Telegrafo { $vp }
history-source-links = Collegamenti del Telegrafo { $vp }
history-source-freight = Merci ${ $vp }
history-source-route = Carta Percorso ${ $vp }
history-leaderboard-title = **Classifica qui** dopo { $games ->
        [one] 1 partita
       *[other] { $games } partite
    } ({ $computers } con giocatori del computer, valutati per tipo)
history-leaderboard-line = { $place }. { $name } · valutazione { $rating } · { $games ->
        [one] { $games } giocata
       *[other] { $games } giocate
    }, { $wins ->
        [one] { $wins } vinta
       *[other] { $wins } vinte
    } · media { $average } PV · migliore { $best }
history-source-contracts = contratti { $vp }
history-source-finals = carte fine partita { $vp }
# A seat whose person asked to be forgotten (/rr history forget).
history-forgotten-seat = (nome rimosso)
# /rr history forget (src/table/forget.rs): what it removes, asked before it does.
history-forget-ask = Questo rimuove il tuo nome e il tuo id Discord da ogni partita conclusa che il bot conserva, in ogni server; le tue valutazioni (le classifiche di ogni server vengono ricalcolate senza di te); e la scelta dei promemoria in messaggio diretto. I tuoi punteggi restano nelle partite, come "(nome rimosso)". Le partite in corso tengono il tuo posto finché non finiscono o vengono annullate: i loro risultati avranno il tuo nome, quindi ripeti il comando allora. Per procedere: { $forget }
history-forget-done = Fatto: il tuo nome non c'è più in { $games ->
        [one] 1 partita conclusa
       *[other] { $games } partite concluse
    } in { $servers ->
        [one] 1 server
       *[other] { $servers } server
    }, insieme alle tue valutazioni; i promemoria tornano nel canale della partita.{ $kept ->
        [0] {""}
        [one] { " " }1 dato che questo railbot non sa leggere (di un railbot più recente, o danneggiato) è rimasto com'era: ripeti dopo un aggiornamento.
       *[other] { " " }{ $kept } dati che questo railbot non sa leggere (di un railbot più recente, o danneggiati) sono rimasti com'erano: ripeti dopo un aggiornamento.
    }
