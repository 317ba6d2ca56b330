# Texts the terminal front ends print to players: src/terminal/{mod,review,view}.rs.
# Commands in backticks are arguments (`{ $legal }` = `legal`), spelt as the reader types them.

## src/terminal/mod.rs

terminal-no-person = at least one seat must be a person
terminal-error = error: { $why }
terminal-private = (private)
terminal-script-line = a line is `user: command`
terminal-you-can = You can:
# Options not shown ($n of them); `legal` lists them all.
terminal-more-options = … { $n } more ({ $legal } lists all)
terminal-welcome = Type { $legal } to see your options, { $hint } for a suggestion, { $help } for every command, { $quit } to stop (the game is saved).
terminal-review-after = { $review } (with this { $db }) shows each person's three costliest decisions against the strongest computer player.
terminal-saved = Saved. { $play } resumes this game.
terminal-unusable-kept = The game stored in this database is kept as it is. `{ $export }` prints it; a newer railbot may read it.
terminal-game-goes-on = The game stored here goes on (`{ $new }` starts a practice game in its place).
terminal-game-over-new = The game in this database is over. `{ $new }` starts another in its place (or --db another.db).
terminal-lobby-new = This database's channel holds a game gathering players (made by `railbot script`). `{ $new }` replaces it (or --db another.db).
terminal-reviewing = Weighing each of your decisions against the strongest computer player's: a few seconds…
terminal-learning = 📘 Learning:
terminal-options-written = (the options on the map: { $path })
terminal-options-not-written = (the options' picture could not be written to { $path }: { $error })
terminal-picture-not-written = (the picture could not be written to { $path }: { $error })

## src/terminal/review.rs

terminal-no-such-player = no player named { $name } in this game
# In the progress bar: "3/40 decisions, 5s".
terminal-review-decisions = decisions
terminal-reviewing-seat = reviewing { $name }
terminal-position-written = (position of { $n } written to { $path })

## src/terminal/view.rs

terminal-picture-written = picture written to { $path }
terminal-other-game = This channel or file holds a game of { $held }, not of { $wanted }: nothing was changed. Run the command with --game { $held_id }, or without --game.
terminal-other-game-new = `{ $new }` replaces it with a new game of { $wanted }.
