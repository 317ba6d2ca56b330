# Used by src/games/railroad_revolution/views/review.rs: the words of a game review (`review`).

# When a decision was: "Round 5 · choose a main action and a worker" (`round`: the round, or
# `review-setup` during the setup draft; `decision`: what was asked).
review-setup = Setup
review-when = { $round } · { $decision }

# One costly decision. `cost`: VP with one decimal; `vp`: expected VP, signed ("+6.5");
# `steps`: the moves, as their options read; `why`: by VP source ("milestones +6.3, …").
review-mistake-heading = { $rank }. { $when } — cost { $cost } VP
review-why-same = about the same by every source
review-played = You played: { $steps } ({ $vp } VP expected)
review-better = Better: { $steps } ({ $vp } VP expected)
review-why = Why, a few turns on, against yours: { $why }

# The player's VP by source against the winner's (`player`: the other player's name).
review-your-vp = Your VP: { $vp }
review-against-co-winner = your co-winner, { $player }
review-against-runner-up = the runner-up, { $player }
review-against-winner = the winner, { $player }
review-against-leader = the leader, { $player }
review-by-source = VP by source, you { $mine } against { $against } { $rival }:
# One source: "trains 16 vs 24" (`mine`, `rival`: whole VP).
review-source-part = { $source } { $mine } vs { $rival }
