# Used by src/games/railroad_revolution/views/teach.rs: the words of a practice game (`teach`).

# Each kind of option: its name (`teach-kind-…`) and what it does (`teach-does-…`).
teach-kind-setup-tile = Setup tile
teach-does-setup-tile = your starting reward and a worker; the draft goes counter-clockwise, the first player picking last
teach-kind-station = Station
teach-does-station-city = choose the city: pay its cost and build the station; its reward now, stations VP at the end
teach-does-station = place a worker, pay the city's cost and build a station: its reward now, stations VP at the end
teach-kind-trade = Trade
teach-does-sell-piece = sell the leftmost piece of your board for the money shown above it
teach-does-trade = place a worker and sell the leftmost piece of your board for money; you may flip a train
teach-kind-railroad = Railroad
teach-does-railroad = place a worker and lay rails from your network: link cities for network VP
teach-kind-telegraph = Telegraph
teach-does-telegraph = place a worker and build an office on the telegraph line for its shares; offices in neighbouring sections score links
teach-kind-worker-first = Ability first
teach-does-worker-first = place a worker and use its ability before the action itself
teach-kind-rail = Rail
teach-does-rail = lay one rail next to your network; its price is on the map
teach-kind-free-station = Free station
teach-does-free-station = build a station without paying
teach-kind-free-office = Free office
teach-does-free-office = open an office on the telegraph line without paying
teach-kind-take = Take
teach-does-take = one of this turn's rewards or bonuses; take what helps, in any order
teach-kind-workers = Workers
teach-does-workers = which worker you gain or swap: each colour has its own ability
teach-kind-hire = Hire
teach-does-hire = pay for one more worker, at any time
teach-kind-advance = Advance
teach-does-advance = one step on a performance track: it multiplies that source of VP at the end
teach-kind-promote = Promote
teach-does-promote = make a worker a manager of a milestone: a milestone needs its managers to score
teach-kind-milestone = Milestone
teach-does-milestone = keep one of the milestones drawn: a goal that scores VP once completed with its managers
teach-kind-train = Train
teach-does-train = take or flip a train: a face-up train scores VP and gives its reward
teach-kind-deal = Deal
teach-does-deal = pay the shares shown for the deal's reward
teach-kind-done = Done
teach-does-done = finish this decision without taking anything more of it
teach-kind-end-turn = End turn
teach-does-end-turn = finish your turn (money and workers must suffice)
teach-kind-sell-share = Sell a share
teach-does-sell-share = raise money at any time; each share sold is one less for deals

# One kind, one line: `rules` is the command that reads its rules topic (`/rr rules station`).
teach-kind-line = • **{ $name }** — { $does } (`{ $rules }`)

# The introductions, each the first time the learner meets the moment.
teach-intro-setup-pick = **Welcome!** You run a railway company in the USA. Most VP come at the end: trains, milestones, and three performance tracks (network, stations, telegraph) that multiply what you built. First, each player picks a setup tile: a starting reward and a worker.
teach-intro-first-action = **Your first turn.** Each turn you place one worker on a main action: Station, Railroad, Telegraph or Trade. Building takes pieces off your board, which opens its rewards; money comes from Trade and rewards. Then take the turn's rewards and end the turn.
teach-intro-first-deal = **A deal.** A rail on a Deal space or an office in a Deal section resolves the face-up deal tile: whoever built it may accept deal A, B or both, then each other player one or none, paying the shares shown.
teach-intro-first-milestone = **A milestone.** You completed a goal: keep one of the milestones drawn as the next goal. A milestone scores only once its managers (promoted workers) are in place.
# An amount of VP, signed (`points`: "+6.5"): a practice game's note.
teach-points = { $points } VP
