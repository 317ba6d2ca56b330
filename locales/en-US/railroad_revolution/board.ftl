# Keys used by src/games/railroad_revolution/views/board.rs (the board view).

board-title = Board
board-title-full = Board (full)
board-track-network = network
board-track-stations = stations
board-track-telegraph = telegraph
board-cities = { $icon } Cities
board-city-first = first: { $reward }
board-no-stations = no stations yet
board-rail-lines = { $icon } Rail lines
board-telegraph-line = { $icon } Telegraph line
board-telegraph-tile = tile: { $reward }
board-tracks = Performance tracks ({ $vp } x what they count)
board-gate-workers = { $n } worker
board-gates = { $icon } gates: { $gates }
board-track-vp = { $vp } { $track } by position: { $values }
board-deal = { $icon } Deal: A { $a } | B { $b } ({ $stack } in stack)
board-no-deal = { $icon } no deal tile
board-trains = { $icon } Trains: { $stacks }
board-pieces-until-end = pieces until the end { $n }
