# Keys used by src/games/railroad_revolution/views/log.rs (the turn log: one sentence per event).

log-title = Log
log-nothing-yet = Nothing has happened yet.

## The turn's course
log-setup-tile-chosen = { $who } picks a setup tile: { $reward } + { $worker }
log-action-chosen = { $who } chooses { $action } with { $worker }
log-turn-ended = { $who } ends the turn
# The moves of a decision taken back (they are gone from the turn's history: this line says so).
log-undone = { $who } takes back { $moves ->
    [0] the decision
    [one] 1 move
   *[other] { $moves } moves
  }

## Pieces
log-station-built = { $who } builds a { $station } in { $city }
log-rail-placed = { $who } places a rail on { $space }
log-office-built = { $who } builds a { $office } in { $section }
# $piece is `rail` or `building`.
log-piece-sold = { $who } sells a { $piece ->
    [rail] rail
   *[building] building
} for { $money }

## Money and shares
log-offer-taken = { $who } takes the { $source }
log-reward-lost = { $who } gets nothing from that reward: { $reason }
log-share-sold = { $who } sells a share (+${ $value })

## Workers and tracks
log-workers-retrieved = { $who } takes back { $count } workers from the board
log-worker-gained = { $who } gains { $worker }
log-worker-discarded = { $who } discards { $worker }
log-hired = { $who } hires { $worker } (-${ $cost })
log-advanced = { $who } advances { $icon } { $track } to { $position }

## Trains
log-train-flipped = { $who } flips a train ({ $train }) { $face }
log-train-taken = { $who } takes a { $icon } ({ $train })

## Deals
log-deal-offered = { $icon } Deal: A { $a } | B { $b }
log-deal-accepted = { $who } accepts deal { $side }
log-deal-decided = { $who } is done with the deal
log-deal-declined = { $who } takes no deal
log-deal-out-of-reach = { $who } cannot take either deal
log-deals-reshuffled = { $icon } The deal discards are shuffled into a new stack
log-deal-revealed = { $icon } New deal: A { $a } | B { $b }

## Milestones
log-promoted = { $who } promotes { $worker } to manager of { $milestone }
log-milestone-completed = { $icon } { $who } completes { $milestone } ({ $vp } { $vp_icon })
log-milestone-kept = { $who } keeps { $milestone }

## The end
log-end-triggered = { $who } empties the board left of the logo: the last turn is { $last }'s, in round { $round }
log-game-over = { $icon } The game is over.
