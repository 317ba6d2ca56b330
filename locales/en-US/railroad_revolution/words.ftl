# Keys used by src/games/railroad_revolution/views/words.rs: the game's vocabulary (names, rewards, conditions, deals,
# milestones, colours, and every action as a one-line label).

words-decimal-separator = .

## Players, main actions, colours, tracks, pieces

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
