# Labels of the board picture: src/games/railroad_revolution/views/picture/{mod,panel,map,companies}.rs.
# Many labels sit in a fixed width (the telegraph rows, the company strips, the gates above the
# tracks): keep a translation about as long as the English, abbreviated as a board would.

## src/games/railroad_revolution/views/picture/mod.rs: the title line

picture-title-over = Railroad Revolution: the game is over
picture-replay-round = Round { $round }
picture-replay-round-leader = Round { $round } · { $name } leads with { $vp } VP
picture-replay-final = Final position: the game is over
picture-title-setup = Setup
# $when: "Round 3" (or picture-title-setup); $decision: what they decide ("choose a main action and a worker").
picture-title = { $when }: { $name } to { $decision }

## src/games/railroad_revolution/views/picture/mod.rs: rewards in short words
## (costs and workers' discs are added by the code: "train -$200")

picture-shares = { $n ->
    [one] { $n } share
   *[other] { $n } shares
    }
picture-steps = { $n ->
    [one] { $n } step
   *[other] { $n } steps
    }
picture-steps-up-to = ≤{ $n } steps
# Between two choices of workers: "<grey> or <turquoise>".
picture-or = or
picture-any-worker = any worker
picture-swap-worker = swap a worker
picture-promote = promote { $n }
# After "promote 2": the price of each promotion, $cost is "-$100".
picture-cost-each = { $cost } each
picture-flip-train = flip train
picture-train = train
picture-rail = rail
picture-station = station
picture-office = office
picture-spare-rail = spare rail
picture-spare-office = spare office
picture-spare-station = spare station

## src/games/railroad_revolution/views/picture/panel.rs: the telegraph line, the tracks, the deal, trains, milestones, legend

picture-telegraph-line = Telegraph line
picture-link-vp = link VP
# A section's row (130 px): its shares and its first-office bonus.
picture-section-shares = { $shares } sh · 1st +{ $first }
picture-track-network = Network: VP x level-5 cities connected
picture-track-stations = Stations: VP x stations
picture-track-telegraph = Telegraph: VP x offices
# Above the tracks: what entering a position costs (each centred over a 48 px cell).
picture-to-enter = to enter:
picture-gate-shares = { $n } sh
picture-gate-workers = { $n } wkr
# "Deal A: 2 sh + …", then "B: 1 sh + …" under it.
picture-deal-a = Deal A:
picture-deal-shares = { $n } sh
picture-deals-left = { $n } deals left
picture-deal-none = Deal: none face up
picture-trains = Trains:
picture-trains-none = none left
# $stacks: "B 5 · C 4 · D 6".
picture-milestone-stacks = Milestone stacks: { $stacks }
picture-legend-deal = Deal icon
picture-legend-terrain = difficult terrain
picture-legend-first-slot = first station / office
picture-legend-level-5 = level-5 city
# $first: picture-first.
picture-legend-bonus = { $first } bonus still on offer

## src/games/railroad_revolution/views/picture/map.rs

# Before a city's first-station bonus: "1st: 2 shares".
picture-first = 1st:

## src/games/railroad_revolution/views/picture/companies.rs: a company's strip (389 px wide; labels short)

picture-vp = VP
picture-money = money
picture-shares-label = shares
picture-trains-face-up = trains face up
picture-trains-face-down = face down
picture-workers = workers
# Pieces left of the logo: the end comes when they are gone.
picture-until-end-rails = until the end: rails
picture-buildings = buildings
picture-milestones-held = milestones held
picture-milestones-done = done
picture-vp-network = VP network
picture-vp-stations = stations
picture-vp-telegraph = VP telegraph
picture-vp-links = links
picture-vp-trains = VP trains
picture-vp-milestones = milestones
# The tag on the awaited company's strip (86 px).
picture-deciding = deciding
