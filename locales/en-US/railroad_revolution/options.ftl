# Used by src/games/railroad_revolution/views/options.rs (the awaited player's options: button labels and one line per button).

options-more = Sell or hire…

## One option: a button's label; its line is the label, then what the label leaves out
# $label: the button's words; $details: a gate's cost, an effect's price, a milestone's managers, a deal's terms.
options-line = { $label } — { $details }
options-setup-tile-worker = { $effect } + { $worker } worker
options-setup-tile = Setup tile { $n }
options-station-worker = Station { $city } ${ $cost }, { $worker }
options-railroad-worker = Railroad, { $worker }
options-office-worker = Office { $section }, { $worker }
options-trade-worker = Trade: sell a { $piece } (+${ $value }), { $worker }
options-trade-flip-first-worker = Trade, flip a train first, { $worker }
options-worker-first = { $action }, { $worker } ability first
options-station-city-cost = Station { $city } ${ $cost }
options-station-city = Station { $city }
options-office = Office { $section }
options-discard = discard { $worker }
options-effect = Effect
options-advance-discard = { $track } to { $to }, discard { $worker }
options-advance = { $track } to { $to }
options-promote = Promote { $worker } to { $stack } (milestone { $milestone }), slot { $slot }
options-flip-train = Flip a face-up train: { $train }
options-turn-up-train = Turn a face-down train up: { $train }
options-take-train = Take a train: { $train }
options-both-deals = Both deals (A, then B)
options-deal = Deal { $side }
options-milestone = { $vp } VP: { $conditions }
# A milestone too long for its button: the conditions that fit, then how many more the message lists.
options-milestone-more = { $vp } VP: { $conditions } (+{ $more } more)
options-rail = Rail on { $space }, ${ $price }
options-offer-pay = pay ${ $money }
options-take-workers = Take { $colours }
options-option = Option { $n }
options-take-worker = Take a { $colour } worker
options-exchange = Give { $give }, take { $take }
options-hire-a = Hire a { $colour } worker (-${ $cost })
options-hire-an = Hire an { $colour } worker (-${ $cost })
options-advance-pay = pay { $cost }
options-managers = managers: { $managers }
options-sell-shares = Sell { $n } shares (+${ $value })
options-then-city = then choose the city
options-then-sell = then sell
options-owed = to be taken before the turn ends
options-keep-milestone = Keep { $stack }, { $milestone }
options-done = Done
options-end-turn = End turn
options-sell-share = Sell a share (+${ $value })

## Steps of choosing a main action
options-sell-a-piece-value = Sell a { $piece } (+${ $value })
options-trade-flip-first = Trade, flip a train first
options-ability-first = Ability first
# "orange or white"; $rest is a list joined with ", ".
options-or-list = { $rest } or { $last }

## What a step leads to (after the button's words and " — ")
options-with = with { $workers }
options-ability-first-then-city = the worker's ability first, then choose the city
options-ability-first-then-sell = the worker's ability first, then sell
options-cities-range = { $n } cities, ${ $lo }–${ $hi }
options-station-in = a station in { $targets }
options-railroad-summary = 2 rails for ${ $base } + ${ $icon } a terrain icon
options-office-in-section = an office in section { $sections }
options-a-piece = a { $piece }
options-sell-for = sell { $sales } for +${ $value }
options-flip-then-sell = flip a train, then sell
options-first-station = first station: { $effect }
options-reward = reward { $effect }
options-tile = tile: { $effect }
options-shares = { $n } { $n ->
    [1] share
   *[other] shares
    }
# After " — "; must not contain " — " itself.
options-out-of-reach = out of reach unless its rewards pay: you can raise { $means } (money and shares)
# The same in debt: what is still owed once every share is sold. After " — ".
options-out-of-reach-owing = out of reach unless its rewards pay: you owe { $owed } even with every share sold

## Labels that read the same take their option's number
options-label-option = { $label } (option { $n })
