# Used by src/games/railroad_revolution/views/turn.rs (the turn message: holdings, why the turn cannot end, buttons).

turn-holdings = Hai { $money }, { $shares } { $shares ->
    [one] Titolo
   *[other] Titoli
    }, Lavoratori in riserva: { $workers }
turn-holdings-none = nessuno

## Why the turn cannot end: "You cannot end the turn yet: <problem>. To fix it: <fix>."
turn-no-city-for-station = Nessuna Città può ricevere la tua Stazione ora (nessun Binario ne ha collegata una nuova): annulla.
turn-cannot-end = Non puoi ancora finire il turno: { $problem }. Per rimediare: { $fix }.
turn-in-debt = sei in debito di { $owed } (hai { $shares } { $shares ->
    [one] Titolo
   *[other] Titoli
    })
# $more is the "Sell or hire…" button's label.
turn-fix-sell-shares = vendi { $n } { $n ->
    [one] Titolo
   *[other] Titoli
    } ({ $more }), oppure annulla
turn-fix-undo-or-money = annulla, oppure prendi un effetto che porti denaro
turn-too-few-workers = avresti { $n } { $n ->
    [one] Lavoratore disponibile
   *[other] Lavoratori disponibili
    } e ne servono { $min }
turn-fix-hire = assumi un Lavoratore ({ $more }), oppure annulla
turn-fixed-advance-owed = il bonus che hai preso richiede un avanzamento fisso di { $n } { $n ->
    [one] passo
   *[other] passi
    }
turn-fix-take-advance = prendi l'avanzamento offerto, oppure annulla
turn-fix-undo = annulla

## The turn message
turn-managers = Un Obiettivo dà i suoi PV quando le sue condizioni sono soddisfatte e i suoi spazi Dirigente sono occupati: i Dirigenti sono Lavoratori che promuovi su di esso (vi restano finché non è completato).
turn-chosen = Scelto: { $path }. Ora:
turn-picture-numbers = L'immagine mostra sulla mappa il numero di ogni opzione.
turn-more-options = i pulsanti contengono tutte le opzioni
# The earlier lines of a long turn under way, counted ($log is the command `/rr log`).
turn-earlier-lines = … { $n ->
    [one] una riga precedente
   *[other] { $n } righe precedenti
  }: il registro completo è in { $log }
turn-this-turn = Questo turno:

## Buttons and menus
turn-menu-page = { $what } (opzioni { $from }–{ $to })
turn-back = Indietro
turn-undo = Annulla
# Il pannello aperto dal pulsante "Vendi o assumi…": la sua intestazione e il segnaposto del menu.
turn-more-panel = Vendi un Titolo o assumi un Lavoratore (quando scegli, questo pannello mostra cosa hai fatto):
turn-more-menu = Vendi o assumi
