# Used by src/games/railroad_revolution/views/prompt.rs (what the awaited player decides; the deal, milestone and setup views).

## The decision in words ("choose a main action and a worker")
prompt-decision-setup-tile = pick a setup tile
prompt-decision-setup-payment = sell shares to pay for the setup tile
prompt-decision-main-action = choose a main action and a worker
prompt-decision-trade-sale = sell a piece to complete your Trade
prompt-decision-station-city = choose the city of your Station
prompt-decision-main-rails = place { $left } more { $left ->
    [1] rail
   *[other] rails
    }
prompt-decision-turn-effects = take optional effects, then end the turn
prompt-decision-advance-fixed = advance { $left } more { $left ->
    [1] step
   *[other] steps
    }
prompt-decision-advance-up-to = advance up to { $left } more { $left ->
    [1] step
   *[other] steps
    }
prompt-decision-workers = choose which workers to gain
prompt-decision-choose-worker = choose a worker colour
prompt-decision-exchange = choose a worker to exchange
prompt-decision-promote = promote up to { $left } more { $left ->
    [1] worker
   *[other] workers
    }
prompt-decision-flip = flip a train ({ $left } left)
prompt-decision-take-train = take a train
prompt-decision-place-rail = place a free rail
prompt-decision-place-station = place a free station
prompt-decision-place-office = place a free office
prompt-decision-grey-deal = accept one deal alone (or done)
prompt-decision-deal-both = accept one deal, both, or none, then done
prompt-decision-deal = accept one deal or none, then done
prompt-decision-milestone = keep one of the drawn milestones

## Rounds and the waiting line ("⏳ Round 4, 🟨 alice: choose a main action and a worker")
prompt-round = Round { $round }
prompt-round-last = Round { $round }, the last
prompt-setup = Setup
prompt-waiting = { $when }, { $player }: { $decision }
prompt-game-over = The game is over.

## Choices
prompt-undo = Undo (back to the start of this decision)
prompt-more-choices = More choices ({ $page }/{ $pages })
prompt-on-offer = On offer:
prompt-you-can = You can:
prompt-your-move = Your move
prompt-choose = Choose

## The deal offer
prompt-deal-title = Deal
prompt-deal-placeholder = Deal
prompt-no-deal = No deal tile is face up.
prompt-face-up-deal = The face-up deal ({ $n } more in the stack)
prompt-deal-resolved = Resolved when a rail or office is placed on a Deal icon.

## The milestone choice
prompt-milestones-title = Milestones
prompt-no-milestone = No milestone to choose now.
prompt-drawn-from-stack = Drawn from stack { $stack }:
prompt-milestone-choice-title = Milestone choice
prompt-milestone-placeholder = Keep a milestone

## The setup draft
prompt-setup-draft-over = The setup draft is over.
prompt-setup-draft-title = Setup draft
prompt-setup-draft-placeholder = Pick a setup tile
