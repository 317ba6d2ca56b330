# Railroad Revolution's refusals, used by src/games/railroad_revolution/refused.rs and views/refusals.rs
# (its rules' RuleError, keys error-rule-…; its questions back and what its moves lack, keys
# error-command-…). The platform's are in ../error.ftl.
error-command-missing-option = missing an option: none is left (money, shares or workers are short), so `{ $undo }`
error-command-missing-milestone-both = missing milestone (both have a free slot)
error-command-missing-deal = missing deal ({ $a }, { $b }, { $both } or { $none })
error-command-too-many-worker = too many words: a worker: the main action is already chosen
error-command-too-many-trade-chosen = too many words: your Trade is chosen: `{ $rail }` or `{ $building }` sells
error-command-too-many-trade-first = too many words: { $syntax }: the worker's ability now, the piece at the sale
error-command-too-many-trade-flip = too many words: { $syntax }: the piece is chosen at the sale, after the flip
# $workers: the worker colours, as typed in commands.
error-command-which-worker = which worker? you have { $workers } in your supply
error-command-which-piece = { $rail } or { $building }? the leftmost section holds both
error-command-what-worker-colour = worker colour
error-command-what-worker-colour-to-take = worker colour to take
error-command-what-worker-to-give = worker to give
error-command-what-worker-to-promote = worker to promote
error-command-what-place = place
error-command-what-track = track
error-command-what-train = train
error-command-what-city = city
error-command-what-rail-space = rail space
error-command-what-section-number = section number
error-command-what-setup-tile-number = setup tile number
error-command-what-option-number = option number
error-command-what-effect-number = number of the effect
error-command-what-milestone = milestone
error-command-what-side = side
error-command-what-deal = deal
error-rule-game-over = the game is over
error-rule-not-your-decision = it is not your decision: the game is waiting for seat { $seat }
error-rule-not-now = that does not fit now: the game is waiting for you to { $waiting }
# What the game waits for ($waiting above).
error-rule-waiting-setup-tile = choose a setup tile
error-rule-waiting-setup-payment = sell shares to pay for your setup tile (or undo)
error-rule-waiting-main-action = choose a main action and a worker
error-rule-waiting-main-rails = place your rails
error-rule-waiting-trade-sale = sell a piece to complete your Trade
error-rule-waiting-station-city = choose the city of your Station
error-rule-waiting-turn-effects = take optional effects or end your turn
error-rule-waiting-advance = advance on a track (or say { $done })
error-rule-waiting-workers = choose which workers to gain
error-rule-waiting-choose-worker = choose a worker colour
error-rule-waiting-exchange = choose the workers to exchange
error-rule-waiting-promote = promote a worker (or say { $done })
error-rule-waiting-flip = flip a train (or say { $done })
error-rule-waiting-take-train = take a train
error-rule-waiting-place-rail = place a free rail
error-rule-waiting-place-station = place a free station
error-rule-waiting-place-office = place a free office
error-rule-waiting-grey-deal = accept one deal (or say { $done })
error-rule-waiting-deal = accept deals or say { $done }
error-rule-waiting-milestone = keep one of the drawn milestones
error-rule-no-such-city = no such city
error-rule-no-such-rail-space = no such rail space
error-rule-no-such-telegraph-section = no such telegraph section
error-rule-no-such-train-tile = no such train
error-rule-no-such-milestone = no such milestone
error-rule-no-such-manager-slot = no such manager slot
error-rule-no-such-effect = no such effect on offer
error-rule-no-such-exchange = no such exchange of a supply worker for its own colour
error-rule-no-such-worker-option = no such worker option
error-rule-no-such-milestone-there = no such milestone in that place
error-rule-no-such-deal-tile = no such deal tile
error-rule-no-such-setup-tile = no such setup tile
# $colour: the worker colour said of several workers (words-colour-workers-…: white, grey, …).
error-rule-no-worker-in-supply = you have no { $colour } worker in your personal supply
error-rule-no-worker-on-board = you have no { $colour } worker in your player board
error-rule-out-of-stock = there are no { $colour } workers left in the common supply
error-rule-no-buildings-left = you have no buildings left on your player board
error-rule-no-rails-left = you have no rails left on your player board
error-rule-no-setup-building-left = you have no setup building left on your player board
error-rule-not-connected = your rail network is not connected to that city
error-rule-station-already-there = you already have a station in that city
error-rule-office-already-there = you already have an office in that section
error-rule-space-not-available = that rail space is not next to your network
error-rule-rail-already-there = you already have a rail in that space
error-rule-not-enough-rail-spaces = not enough available rail spaces for { $needed } rails
error-rule-no-rail-in-section = the leftmost section with pieces has no rail
error-rule-no-building-in-section = the leftmost section with pieces has no building
error-rule-nothing-to-trade = you have nothing left to trade
error-rule-main-action-not-done = you still have a main action to choose or complete
error-rule-sale-needs-a-piece = that would take the last piece of your player board before your Trade's sale: sell first, or place it later
error-rule-effect-under-way = finish the effect under way first (or say { $done })
error-rule-negative-money = you owe ${ $owed }: sell shares, gain money, or undo
error-rule-negative-shares = you owe { $owed ->
        [one] { $owed } share
       *[other] { $owed } shares
    }: undo something that cost shares
error-rule-must-advance = this advance is of a fixed number of steps: take the { $left } left (a step may be dropped only when none can be taken or paid)
error-rule-deal-shares = that deal costs { $cost ->
        [one] { $cost } share
       *[other] { $cost } shares
    } and you hold { $held }: a deal is paid with shares in hand
error-rule-too-few-workers = you would have { $available } available workers; at least { $min } are needed at the end of your turn
error-rule-fixed-part-owed = the bonus you took includes a fixed advance of { $steps ->
        [one] { $steps } step
       *[other] { $steps } steps
    }: take it before you end (it is owed since you took the bonus)
# $action: the main action's name (words-action-…: Station, Railroad, Telegraph, Trade).
error-rule-not-worker-first = that worker's ability cannot change what the { $action } itself does, so it comes after: choose the { $action } as usual
error-rule-station-needs-a-building = that would take your last building before your Station is built: build the station first
error-rule-offer-unusable = that effect cannot be used now: { $why }
# Why an effect cannot be used ($why above).
error-rule-unusable-tracks-at-top = every track is at the top
error-rule-unusable-no-workers = no workers left in the common supply
error-rule-unusable-no-exchange = no worker to exchange
error-rule-unusable-no-promotion = none of your workers can take an open manager slot
error-rule-unusable-no-train-to-flip = you have no train to flip
error-rule-unusable-train-stacks-empty = every train stack is empty
error-rule-unusable-no-rail-or-space = no rail or no available rail space
error-rule-unusable-no-city = no city where a station can go
error-rule-unusable-no-section = no section where an office can go
error-rule-unusable-no-deal = there is no face-up deal
error-rule-unusable-too-few-shares = you hold too few shares for either deal
error-rule-unusable-no-rail-left = no rail left on your player board
error-rule-unusable-no-rail-space = no available rail space
error-rule-unusable-too-many-effects = too many effects under way at once
error-rule-discard-needed = that effect needs a worker to discard
error-rule-discard-not-needed = that step needs no worker to be discarded
error-rule-deal-taken = you already accepted that deal
error-rule-only-one-deal = you may accept only one deal
error-rule-no-train = you have no face-up or face-down train
error-rule-no-face-up-train = you have no such face-up train
error-rule-no-face-down-train = you have no such face-down train
error-rule-stack-empty = that train stack is empty
error-rule-track-at-top = that track is already at the top
error-rule-slot-unavailable = that manager slot is taken or needs another colour
error-rule-no-shares = you have no shares to sell
error-rule-cannot-afford-hire = hiring costs ${ $cost }; you have ${ $money }
error-rule-cannot-afford-railroad = this Railroad costs ${ $cost } (the rails and the cheapest terrain) and you can raise ${ $means } (money, shares sold, and what the action brings): choose another action
error-rule-not-drawn = that milestone is not among the ones drawn
error-rule-slot-not-available = that slot is not available to you
error-rule-nothing-to-undo = there is nothing to undo
error-rule-must-act = you can still take a main action; passing is only allowed when none is possible
