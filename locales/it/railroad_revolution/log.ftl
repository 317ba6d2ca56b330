# Keys used by src/games/railroad_revolution/views/log.rs (the turn log: one sentence per event).

log-title = Registro
log-nothing-yet = Non è ancora successo nulla.

## The turn's course
log-setup-tile-chosen = { $who } sceglie una tessera Setup: { $reward } + { $worker }
log-action-chosen = { $who } sceglie { $action } con { $worker }
log-turn-ended = { $who } termina il turno
# The moves of a decision taken back (they are gone from the turn's history: this line says so).
log-undone = { $who } annulla { $moves ->
    [0] la decisione
    [one] 1 mossa
   *[other] { $moves } mosse
  }

## Pieces
log-station-built = { $who } costruisce una { $station } a { $city }
log-rail-placed = { $who } piazza un Binario su { $space }
log-office-built = { $who } costruisce un { $office } nella { $section }
# $piece is `rail` or `building`.
log-piece-sold = { $who } vende { $piece ->
    [rail] un Binario
   *[building] un Edificio
} per { $money }

## Money and shares
log-offer-taken = { $who } prende: { $source }
log-reward-lost = { $who } non ottiene nulla da quella ricompensa: { $reason }
log-share-sold = { $who } vende un Titolo (+${ $value })

## Workers and tracks
log-workers-retrieved = { $who } riprende { $count ->
    [one] { $count } Lavoratore
   *[other] { $count } Lavoratori
} dalla Plancia
log-worker-gained = { $who } riceve { $worker }
log-worker-discarded = { $who } scarta { $worker }
log-hired = { $who } assume { $worker } (-${ $cost })
log-advanced = { $who } avanza sul Tracciato { $icon } { $track } fino a { $position }

## Trains
log-train-flipped = { $who } ribalta un Treno ({ $train }) { $face }
log-train-taken = { $who } prende un { $icon } ({ $train })

## Deals
log-deal-offered = { $icon } Contratto: A { $a } | B { $b }
log-deal-accepted = { $who } accetta il Contratto { $side }
log-deal-decided = { $who } ha concluso la scelta del Contratto
log-deal-declined = { $who } non prende nessun Contratto
log-deal-out-of-reach = { $who } non può prendere nessuno dei due Contratti
log-deals-reshuffled = { $icon } Gli scarti dei Contratti vengono mescolati in una nuova pila
log-deal-revealed = { $icon } Nuovo Contratto: A { $a } | B { $b }

## Milestones
log-promoted = { $who } promuove { $worker } a Dirigente: { $milestone }
log-milestone-completed = { $icon } { $who } completa { $milestone } ({ $vp } { $vp_icon })
log-milestone-kept = { $who } tiene { $milestone }

## The end
log-end-triggered = { $who } svuota la Plancia a sinistra del logo: l'ultimo turno è di { $last }, nel round { $round }
log-game-over = { $icon } La partita è finita.
