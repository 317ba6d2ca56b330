# Railroad Revolution's words of the grammar (its moves, pieces, places, worker colours, rules
# topics and optional rules, `Meta::words`, and the senses of `Meta::senses`): `grammar-word-<english>`
# is what a player may type instead of that English word (several separated by spaces). English:
# the word itself.
grammar-word-setup = setup
grammar-word-station = station
grammar-word-rail = rail
grammar-word-telegraph = telegraph
grammar-word-office = office
grammar-word-trade = trade
grammar-word-take = take
grammar-word-choose = choose
grammar-word-advance = advance
grammar-word-workers = workers
grammar-word-worker = worker
grammar-word-exchange = exchange
grammar-word-promote = promote
grammar-word-flip = flip
grammar-word-train = train
grammar-word-deal = deal
grammar-word-milestone = milestone
grammar-word-keep = keep
grammar-word-sell = sell
grammar-word-hire = hire
grammar-word-done = done
grammar-word-both = both
grammar-word-building = building
grammar-word-first = first
grammar-word-supply = supply
grammar-word-up = up
grammar-word-down = down
grammar-word-none = none
grammar-word-purple = purple
grammar-word-orange = orange
grammar-word-grey = grey
grammar-word-turquoise = turquoise
grammar-word-network = network
grammar-word-stations = stations
grammar-word-turn = turn
grammar-word-deals = deals
grammar-word-milestones = milestones
grammar-word-tracks = tracks
grammar-word-trains = trains
grammar-word-money = money
grammar-word-strategic = strategic
grammar-word-challenging = challenging
# The rail as a piece a Trade sells (`trade rail`), where a language names it apart from the
# Railroad action's word (grammar-word-rail).
grammar-word-rail-piece = rail
# A worker's place on its player board (`grey:board`), where a language names it apart from the
# game board (grammar-word-board).
grammar-word-player-board = board
