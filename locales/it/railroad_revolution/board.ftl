# Keys used by src/games/railroad_revolution/views/board.rs (the board view).

board-title = Tabellone
board-title-full = Tabellone (completo)
board-track-network = Rete
board-track-stations = Stazioni
board-track-telegraph = Telegrafo
board-cities = { $icon } Città
board-city-first = Bonus Prima Stazione: { $reward }
board-no-stations = ancora nessuna Stazione
board-rail-lines = { $icon } Linee ferroviarie
board-telegraph-line = { $icon } Rete del Telegrafo
board-telegraph-tile = tessera: { $reward }
board-tracks = Tracciati Progresso ({ $vp } = PV che valgono)
board-gate-workers = { $n ->
    [one] { $n } Lavoratore
   *[other] { $n } Lavoratori
}
board-gates = { $icon } soglie: { $gates }
board-track-vp = { $vp } { $track } per posizione: { $values }
board-deal = { $icon } Contratto: A { $a } | B { $b } ({ $stack } nella pila)
board-no-deal = { $icon } nessuna tessera Contratto
board-trains = { $icon } Treni: { $stacks }
board-pieces-until-end = pezzi prima della fine { $n }
