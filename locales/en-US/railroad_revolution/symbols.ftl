# Keys used by src/games/railroad_revolution/views/symbols.rs (Symbol::meaning) and src/games/railroad_revolution/views/mod.rs (legend): the
# legend's title and what each symbol means.

symbols-legend = Legend

symbols-player-yellow = yellow company
symbols-player-red = red company
symbols-player-black = black company
symbols-player-blue = blue company
symbols-worker-white = white worker
symbols-worker-purple = purple worker (foreman)
symbols-worker-orange = orange worker (accountant)
symbols-worker-grey = grey worker (negotiator)
symbols-worker-turquoise = turquoise worker (engineer)
symbols-money = money
symbols-shares = telegraph shares
symbols-vp = victory points
symbols-station = station
symbols-office = telegraph office
symbols-train-up = train face up (8 VP)
symbols-train-down = train face down
symbols-deal = Deal icon / deal tile
symbols-terrain = difficult-terrain icon (+$100 each)
symbols-plains = plains (no extra cost)
symbols-rail = rail space
symbols-first = first station / first office
symbols-dummy = dummy building (2-3 players)
symbols-milestone = company milestone
symbols-manager = manager on a milestone
symbols-empty-slot = empty manager slot
symbols-track-network = network track (level-5 cities)
symbols-track-stations = stations track
symbols-track-telegraph = telegraph track
symbols-gate = track gate (pay to enter)
symbols-link = telegraph link (VP for offices on both sides)
symbols-turn = whose decision it is
symbols-done = condition met
symbols-missing = condition not met
symbols-winner = winner
