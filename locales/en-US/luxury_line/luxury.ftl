# Luxury Line's words (src/games/luxury_line): a game designed from a 17-step summary.

## Colours, effects and cards
luxury-colour-green = green
luxury-colour-blue = blue
luxury-colour-red = red
luxury-do-car = { $n ->
    [one] 1 railcar
   *[other] { $n } railcars
}
luxury-do-upgrade = { $n ->
    [one] 1 raise
   *[other] { $n } raises
}
luxury-do-conductor = { $n ->
    [one] conductor 1 step
   *[other] conductor { $n } steps
}
luxury-do-conductors = { $n ->
    [one] both conductors 1 step
   *[other] both conductors { $n } steps
}
luxury-do-locomotive = { $n ->
    [one] locomotive 1 space
   *[other] locomotive { $n } spaces
}
luxury-do-route = { $n ->
    [one] 1 route card
   *[other] { $n } route cards
}
luxury-do-contract = { $n ->
    [one] 1 contract
   *[other] { $n } contracts
}
luxury-do-coins = { $n ->
    [one] 1 coin
   *[other] { $n } coins
}
luxury-do-vp = { $n } VP
luxury-do-car-or-upgrade = { $n ->
    [one] 1 railcar or raise
   *[other] { $n } railcars or raises
}
luxury-effect-car = add a railcar
luxury-effect-upgrade = raise a railcar
luxury-effect-conductor = move a conductor
luxury-effect-conductors = move both conductors
luxury-effect-locomotive = move the locomotive
luxury-effect-route = add a route card
luxury-effect-contract = take a contract
luxury-effect-coins = take coins
luxury-effect-vp = take VP
luxury-effect-car-or-upgrade = add or raise a railcar
luxury-decision-action = take an action card or the tile
luxury-decision-end = buy, fulfil or end the turn
luxury-decision-scoring = fulfil contracts, then score
luxury-needs-train-cars = a train of { $n }+ cars
luxury-needs-cars = { $n }+ cars in all
luxury-needs-car-value = a railcar worth { $n }+
luxury-needs-train-value = a train whose cars total { $n }+
luxury-needs-conductor = a conductor on car { $n } or beyond
luxury-needs-conductors = both conductors on car { $n } or beyond
luxury-needs-locomotive = the locomotive { $n }+ spaces along
luxury-needs-route-cards = { $n }+ route cards
luxury-needs-mail-cars = { $n ->
    [one] a mail car
   *[other] { $n } mail cars
}
luxury-contract = { $needs } → { $vp } VP{ $coins ->
    [0] {""}
    [one] , 1 coin
   *[other] , { $coins } coins
}
luxury-per-mail-car = mail car
luxury-per-full-train = complete train
luxury-per-contract = contract fulfilled
luxury-per-route-card = route card
luxury-per-completed = { $colour } card taken
luxury-per-fine-car = railcar worth 3+
luxury-per-reached-car = car a conductor reached
luxury-per-locomotive-space = space the locomotive moved
luxury-final = { $vp } VP per { $per } · now: { $bonus }
luxury-coins = { $coins ->
    [one] 1 coin
   *[other] { $coins } coins
}

## The board and a company
luxury-board-title = Luxury Line
luxury-offer-title = On offer
luxury-log-title = Log
luxury-round-line = Round { $round } of { $rounds } · { $colour } cards{ $scoring ->
    [true] {" "}· scoring after this round
   *[other] {""}
}
luxury-row = Row { $row }
luxury-row-cleared = (cleared)
luxury-tile-free = Start player tile: free (`tile`)
luxury-tile-taken = Start player tile: taken this round
luxury-contracts-on-offer = Contracts on offer:
luxury-finals-on-offer = Game-end cards ({ $cost ->
    [one] 1 coin
   *[other] { $cost } coins
}, one a turn):
luxury-seat-line = { $player }: { $vp } VP · { $coins ->
    [one] 1 coin
   *[other] { $coins } coins
} · contracts { $open } open, { $done } done · { $finals } game-end cards
luxury-train-line = Train { $train }: { $cars } · { $vp } VP
luxury-route-line = Route: locomotive on space { $space } of { $spaces } ({ $cards } route cards) · next: { $next }
luxury-route-next-points = { $vp } VP on space { $space }
luxury-route-next-bonus = bonus { $bonus } on space { $space }
luxury-route-next-none = no station ahead
luxury-held-contracts = Contracts held (✅: met):
luxury-completed = Cards taken: { $cards }
luxury-waiting = { $player }: { $decision } ({ $when })
luxury-over = The game is over.
luxury-when-round = round { $round }
luxury-when-scoring = scoring after round { $round }
luxury-start-order = Luxury Line: { $rounds } rounds of action cards; the seats in order: { $order }.
luxury-score-final = Final score
luxury-score-standings = Standings
luxury-score-line = { $place }. { $player } { $vp } VP ({ $coins ->
    [one] 1 coin
   *[other] { $coins } coins
})
luxury-part-stations = stations
luxury-part-contracts = contracts
luxury-part-finals = game-end cards
luxury-part-trains = trains and the rest

## The legend
luxury-legend-title = Legend
luxury-legend-colour = { $colour } action cards
luxury-legend-values = A railcar is shown by its value ({ $values }); a train's cars left to right.
luxury-legend-conductor = the car the conductor stands on (a train scores the cars up to it)
luxury-legend-mail = the mail car (worth { $value }, never raised)
luxury-legend-locomotive = the locomotive car (worth { $value }, the train's last)

## The turn message and options
luxury-choice-pick = Row { $row } · { $place }: { $card }
luxury-choice-forgo = Row { $row } · { $place }, raise a railcar instead ({ $card })
luxury-choice-tile = Start player tile
luxury-choice-railcar = Railcar on train { $train }
luxury-choice-raise = Raise train { $train } car { $car } ({ $from } → { $to })
luxury-choice-conductor = Conductor of train { $train } to car { $car }
luxury-choice-contract = Contract: { $contract }
luxury-choice-skip = Skip the rest
luxury-choice-buy = Buy { $purchase } ({ $coins ->
    [one] 1 coin
   *[other] { $coins } coins
})
luxury-choice-fulfil = Fulfil: { $contract }
luxury-choice-final = Game-end card: { $card }
luxury-choice-end = End the turn
luxury-choice-score = Score my trains
luxury-buy-railcar = a railcar for train { $train }
luxury-buy-conductor = a conductor step on train { $train }
luxury-buy-locomotive = a locomotive step
luxury-buy-raise = a raise of train { $train } car { $car }
luxury-buy-vp = 1 VP
luxury-more = Coins & more…
luxury-panel-heading = You have { $coins ->
    [one] 1 coin
   *[other] { $coins } coins
}. What else you may do now:
luxury-panel-nothing = You have { $coins ->
    [one] 1 coin
   *[other] { $coins } coins
}: nothing to buy or fulfil now.
luxury-panel-menu = Buy or fulfil
luxury-options-many = { $n } options: the buttons, or `{ $legal }` for every command.
luxury-options-more = { $n } more behind **Coins & more…** (you have { $coins ->
    [one] 1 coin
   *[other] { $coins } coins
}).
luxury-picture-numbers = The picture numbers the cards as the buttons do.
luxury-this-turn = This turn:
luxury-picture-round = Round { $round } of { $rounds } · { $colour } cards
luxury-picture-seat = { $player } · { $vp } VP · { $coins ->
    [one] 1 coin
   *[other] { $coins } coins
}
luxury-picture-route = Route

## The log
luxury-log-round = Round { $round } begins: { $colour } cards; { $player } starts.
luxury-log-took = { $player } took { $card }.
luxury-log-forwent = { $player } took { $card } to raise a railcar instead.
luxury-log-tile = { $player } took the start player tile.
luxury-log-row-cleared = Row { $row } is cleared.
luxury-log-car = { $player } added a railcar to train { $train }.
luxury-log-mail = { $player }'s train { $train } gets its mail car.
luxury-log-locomotive-car = { $player }'s train { $train } is complete: its locomotive car.
luxury-log-raised = { $player } raised train { $train } car { $car } to { $value }.
luxury-log-conductor = { $player }'s conductor of train { $train } is on car { $car }.
luxury-log-locomotive = { $player }'s locomotive is on space { $space }.
luxury-log-station = { $player } passed a station: +{ $vp } VP.
luxury-log-bonus = { $player } claimed a bonus station: { $bonus }.
luxury-log-route = { $player } added a route card ({ $spaces } spaces).
luxury-log-contract = { $player } took a contract: { $contract }.
luxury-log-coins = { $player } +{ $coins ->
    [one] 1 coin
   *[other] { $coins } coins
}.
luxury-log-vp = { $player } +{ $vp } VP.
luxury-log-skipped = { $player } left the rest undone: { $effect } ×{ $left }.
luxury-log-bought = { $player } bought { $purchase } for { $coins ->
    [one] 1 coin
   *[other] { $coins } coins
}.
luxury-log-fulfilled = { $player } fulfilled a contract: { $contract }.
luxury-log-final = { $player } bought a game-end card: { $card }.
luxury-log-scoring = Scoring after round { $round }.
luxury-log-train-scored = { $player }'s train { $train } scores { $vp } VP.
luxury-log-final-scored = { $player }'s game-end card ({ $per }) scores { $vp } VP.
luxury-log-over = The game is over. Winner: { $winners }.

## Refusals
luxury-error-game-over = The game is over.
luxury-error-no-such-seat = There is no such seat.
luxury-error-not-your-turn = It is not your turn.
luxury-error-not-now = Not now: the decision is to { $decision }.
luxury-error-no-such-card = There is no action card there: see the rows with `board`.
luxury-error-no-tile = The start player tile was taken this round.
luxury-error-no-such-train = There is no such train: trains are 1 and 2.
luxury-error-no-such-car = That train has no such car.
luxury-error-train-full = That train is complete: its locomotive car is its last.
luxury-error-not-a-railcar = A mail car or locomotive car is never raised.
luxury-error-top-value = That railcar already has its highest value.
luxury-error-left-car-lower = A railcar is never worth more than the railcar on its left: raise that one first.
luxury-error-conductor-at-end = That conductor is on its train's last car.
luxury-error-locomotive-at-end = The locomotive is at the route's end: add a route card first.
luxury-error-no-such-contract = There is no such face-up contract.
luxury-error-too-many-contracts = You hold { $open } contracts already: fulfil one first.
luxury-error-not-your-contract = You hold no such contract.
luxury-error-not-met = That contract is not met yet.
luxury-error-not-enough-coins = That costs { $cost ->
    [one] 1 coin
   *[other] { $cost } coins
}; you have { $coins }.
luxury-error-one-final-a-turn = One game-end card a turn.
luxury-error-no-such-final = There is no game-end card there.
luxury-error-effect-under-way = Finish the action under way first (or `skip` the rest).
luxury-error-nothing-to-skip = There is nothing to skip.
luxury-thing-row = row number
luxury-thing-card = card's place in its row
luxury-thing-train = train (1 or 2)
luxury-thing-car = car's place in its train
luxury-thing-contract = face-up contract number
luxury-thing-held-contract = number of a contract you hold
luxury-thing-final = game-end card number
luxury-thing-purchase = what to buy (railcar, conductor, locomotive, raise, vp)
luxury-help-row = row
luxury-help-n = n
luxury-help-train = train
luxury-help-car = car

## Lessons, hints and reviews
luxury-intro-action = **Your turn's action.** Take one face-up action card (any row) and do what it shows, or take the start player tile (you begin the next round). Before or after, coins buy extra steps.
luxury-intro-effect = **Carry out the card.** Choose where each step goes (which train, which car, which contract); `skip` leaves the rest undone.
luxury-intro-end = **The action is done.** You may still buy with coins, fulfil a met contract, take a game-end card, then end your turn.
luxury-intro-scoring = **A scoring phase.** Fulfil met contracts; then each train scores the cars its conductor has reached.
luxury-kind-line = { $topic }: { $rules }
luxury-source-vp = VP scored
luxury-source-trains = trains
luxury-source-route = route
luxury-source-contracts = contracts
luxury-source-finals = game-end cards
luxury-source-coins = coins
luxury-source-tasks = steps to come
luxury-source-rest = the rest { $gain }
luxury-expected = { $gain } VP expected: { $why }
luxury-expected-keeps = { $gain } VP expected.
luxury-suggested = Try { $words }
luxury-points = { $points } VP
luxury-review-heading = { $rank }. Round { $round }: cost { $cost } VP
luxury-review-played = Played: { $steps }
luxury-review-better = Better: { $steps }
luxury-review-why = Why: { $why }
luxury-review-why-same = the same sources, in other amounts
luxury-review-against = Against { $player }: { $mine } VP to { $theirs } (yours: { $my_parts }; theirs: { $their_parts }).

## Rules
luxury-rules-list = Rules topics: { $topics }. Type { $rules } <topic>.
luxury-rules-unknown = No rules topic "{ $topic }": the topics are { $topics }.
luxury-rules-intro = Luxury Line is railbot's own game, **designed from a summary** of a 2016 card game (railbot's readings: docs/luxury-line-rules.md). 2–4 players run two trains of railcars and a locomotive on a route. Six rounds (green, green, blue, blue, red, red): in turn, each player takes one face-up action card and does what it shows. After rounds 2, 4 and 6 a scoring phase scores each train up to its conductor. Contracts, stations on the route and game-end cards score too. Most VP wins; ties go to coins.
luxury-rules-rows = A round deals 3 rows of action cards (4 a row, 5 with 4 players). Take any face-up card (`pick <row> <n>`) and carry out its effects in order, each partly if you like (`skip`). Or take a card and raise one railcar instead (`forgo <row> <n>`). A row is cleared once as many cards were taken from it as there are players; the round ends when every row is cleared.
luxury-rules-tile = Instead of a card you may take the start player tile (`tile`): the top row's leftmost card goes to the box (it counts as taken), you begin the next round, and gifts go out clockwise: 2 coins to you at once; as your turn ends, a railcar to the 3rd player and a railcar or a raise to the 4th, each their own choice. When nobody takes it, the start player stays.
luxury-rules-railcars = Each train starts with one railcar worth 1. A railcar is added at the train's right end worth 0 (`railcar <train>`); a raise moves one to its next value, 0 → 1 → 2 → 3 → 5 (`raise <train> <car>`), never above the railcar on its left. A train's 5th railcar brings the mail car (worth 2; a contract and 1 coin), its 9th car the locomotive car (worth 4; a raise), which closes the train.
luxury-rules-conductor = Each train's conductor starts on its first car and moves right (`conductor <train>`), never past the last car. At a scoring phase a train scores every car up to its conductor. The double symbol moves both conductors.
luxury-rules-routes = Your locomotive runs along your route: a start card of 3 spaces, then route cards added at the far end. It scores a points station's VP as it reaches it; a bonus station is claimed at the next scoring phase.
luxury-rules-contracts = Three contracts lie face up; a card takes one (`contract <n>`), and you hold at most 3. Fulfil a met contract on your turn, before or after the action, or at a scoring phase (`fulfil <n>`): it pays its VP and coins.
luxury-rules-coins = On your turn, before or after the action, coins buy: a railcar for { $car } (`buy railcar <train>`), a conductor or locomotive step for { $step } (`buy conductor <train>`, `buy locomotive`), a raise for { $raise } (`buy raise <train> <car>`), or 1 VP for { $vp } (`buy vp`). Coins left score nothing but break ties.
luxury-rules-finals = Three game-end cards lie face up. Once a turn, before or after the action, buy one for { $cost } coins (`final <n>`): take its bonus at once; at the game's end it scores its VP for each of what it counts.
luxury-rules-scoring = Scoring phases come after rounds 2, 4 and 6, each player in turn: claim the bonus stations your locomotive reached, fulfil contracts, then `end`: each train scores the cars its conductor reached. After the last, the game-end cards score and the game ends.
