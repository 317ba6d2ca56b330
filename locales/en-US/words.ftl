# Keys used by src/render/words.rs: the game's vocabulary (names, rewards, conditions, deals,
# milestones, colours, and every action as a one-line label).

words-decimal-separator = .

## Players, main actions, colours, tracks, pieces

words-default-player = Player { $n }
words-action-station = Station
words-action-railroad = Railroad
words-action-telegraph = Telegraph
words-action-trade = Trade
words-colour-white = white
words-colour-purple = purple
words-colour-orange = orange
words-colour-grey = grey
words-colour-turquoise = turquoise
# A worker colour said of several workers (error.ftl: "no grey workers").
words-colour-workers-white = white
words-colour-workers-purple = purple
words-colour-workers-orange = orange
words-colour-workers-grey = grey
words-colour-workers-turquoise = turquoise
words-player-colour-yellow = yellow
words-player-colour-red = red
words-player-colour-black = black
words-player-colour-blue = blue
words-track-network = network
words-track-stations = stations
words-track-telegraph = telegraph
words-piece-rail = rail
words-piece-building = building
words-place-supply = supply
words-place-board = board
words-section = section { $n }
words-shares = { $n } { $n ->
        [one] share
       *[other] shares
    }
words-any = any
words-or = or

## Rewards (effects)

words-for-cost = for ${ $cost }
words-for-cost-each = for ${ $cost } each
words-effect-advance = advance { $steps }
words-effect-advance-up-to = advance up to { $steps }
# $options: the colour choices ("white or purple"); $n: the most workers one choice gives.
words-effect-workers = { $options } worker
words-effect-hire = a worker of your choice
words-effect-exchange-worker = exchange a worker
words-effect-promote = promote up to { $max }
words-effect-flip-train = flip a train
words-effect-flip-train-twice = flip a train twice
words-effect-flip-train-times = flip a train { $times } times
words-effect-take-train = take a train
words-effect-free-rail = free rail
words-effect-rail = rail (-${ $cost })
words-effect-free-station = free station
words-effect-free-office = free office
words-effect-setup-rail = spare rail on any available space
words-effect-setup-office = spare building: first office of a Deal section
words-effect-setup-station = spare building: first station of Washington or Charlotte

## Milestone conditions and milestones

words-condition-connected = { $n } connected level-{ $level } { $n ->
        [one] city
       *[other] cities
    }
words-condition-stations = stations in { $n } level-{ $level } { $n ->
        [one] city
       *[other] cities
    }
words-condition-deal-rails = rails on { $n } Deal { $n ->
        [one] space
       *[other] spaces
    }
words-condition-plains-rails = rails on { $n } plains { $n ->
        [one] space
       *[other] spaces
    }
words-condition-terrain-rails = rails on { $n } { $n ->
        [one] space
       *[other] spaces
    } with { $icons } terrain { $icons ->
        [one] icon
       *[other] icons
    }
words-milestone = { $stack } { $vp } VP, managers { $managers }: { $conditions }
words-milestone-name = the { $stack } milestone ({ $conditions })

## Deals

words-deal-side = pay { $n } { $n ->
        [one] share
       *[other] shares
    } to get: { $reward }

## Optional effects on offer, and where they come from

words-source-primary-reward = primary reward
words-source-first-station-bonus = first-station bonus
words-source-worker-ability = worker ability
words-source-promotion = promotion
words-source-telegraph-tile = telegraph tile
words-source-trade-flip = Trade's train flip
words-source-part = rest of the reward
words-ability = { $colour } ability
words-promote-the-worker = promote the worker
words-boon-rail-refund-short = $100 + $50 a terrain icon
words-boon-rail-refund = $100 + $50 per terrain icon built on
words-boon-trade-money = $100 per train
words-boon-grey-deal = one deal alone, +1 share
words-boon-extra-rail-short = a third rail
words-boon-extra-rail = place a third rail
words-discard-a-worker = discard a worker
words-owed = (owed)
words-offer-promotion = promote the worker you used onto a milestone, as its manager

## Action labels (buttons and menus: at most 80 characters)

words-label-done = Done
words-label-end-turn = End turn
words-label-sell-share = Sell a share (+${ $value })
words-label-sell-shares = Sell { $n } shares (+${ $value })
words-label-setup-tile = Setup tile
words-label-setup-tile-with = Setup tile: { $reward } + { $colour } worker
words-label-station-with = Station in { $city } (-${ $cost }) with { $worker }
words-label-railroad-with = Railroad with { $worker } (-${ $base }, and -${ $icon } per terrain icon built next to)
words-label-office-with = Office in section { $n } with { $worker }
words-label-trade-with = Trade a { $piece } (+${ $value }) with { $worker }
words-label-trade-flip-first = Trade with { $worker }, flipping a train first
words-label-sell-piece = Sell a { $piece } (+${ $value })
words-label-worker-first-station = { $action } with { $worker }, its ability first, then choose the city
words-label-worker-first-sell = { $action } with { $worker }, its ability first, then sell
words-label-rail-on = Rail on { $space }
words-label-station = Station in { $city }
words-label-station-paid = Station in { $city } (-${ $cost })
words-label-office = Office in section { $n }
words-label-effect = effect
words-label-discarding = { $text }, discarding { $worker }
words-label-take-workers = Take { $colours }
words-label-option = Option { $n }
words-label-take-worker = Take a { $colour } worker
words-label-exchange = Give { $give }, take { $take }
# English picks "a" or "an" by the colour's English name; other languages may use one text.
words-label-hire-a = Hire a { $colour } worker (-${ $cost })
words-label-hire-an = Hire an { $colour } worker (-${ $cost })
words-label-advance = Advance { $track } to { $to }
words-label-advance-pay = Advance { $track } to { $to }, pay { $cost }
words-label-promote = Promote { $worker } to milestone { $n } ({ $id }), slot { $slot }
words-label-keep-milestone = Keep { $stack }, { $vp } VP: { $conditions }; managers: { $managers }
# A milestone too long to keep with its managers: $milestone as its button says it.
words-label-keep-milestone-short = Keep { $stack }, { $milestone }
words-label-flip-face-up = Flip a face-up train: { $train }
words-label-flip-face-down = Turn a face-down { $train } train up
words-label-take-train = Take a train: { $train }
words-label-both-deals = Both deals (A, then B)
words-label-deal = Deal { $side }
words-label-deal-with = Deal { $side }: { $text }
