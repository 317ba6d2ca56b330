# Used by src/table/error.rs (TableError::said), src/table/looks.rs and src/table/moves.rs
# (stale buttons) and src/table/grammar/mod.rs (CommandError::said, keys error-command-…). Each
# game's own refusals are in its folder (railroad_revolution/error.ftl).

## Why the game service refused a command (TableError)

error-unconfirmed = Something went wrong on our side while saving: your move may or may not be kept. Look at the game ({ $board }) before you go on.
error-internal = Something went wrong on our side, and nothing was changed: try again in a moment.
error-broken-needs-abort = { $why }. It is kept as it is; a channel manager can archive it with { $abort } to start again.
error-broken-abort-needs-confirm = { $why }. Aborting archives the stored game (kept in the database, and `{ $export }` still reads it) and frees the channel: a channel manager confirms with { $abort }.
error-game-unloadable = the game stored for this channel cannot be loaded: { $why }
error-lobby-unloadable = the lobby stored for this channel cannot be loaded: { $why }
# Why a stored record cannot be loaded (Broken::said, by Unloadable): $schema is the record's schema, $reads the highest this railbot reads.
error-stored-by-newer = it was stored by a newer railbot (schema { $schema }; this one reads schemas up to { $reads }): upgrade railbot to go on with it
error-stored-data-file-missing = the data file it started with ({ $hash }) is not in the database
error-stored-unknown-game = it is a game of { $game }, which this railbot does not play: upgrade railbot to go on with it
error-stored-unknown-variant = its game plays a variant ({ $variant }) this railbot does not know: upgrade railbot to go on with it
error-stored-unreadable = its data cannot be read (damaged, or not written by railbot)
error-conflict = The game changed meanwhile (another move was stored first): nothing of yours was stored. Here it is as it is now; try again.
error-no-game = No game in this channel: start one with { $new }, then { $join } and { $start }.
error-not-in-play = There is no game in play here.
error-no-longer-in-play = There is no game in play here any more.
error-nothing-to-abort = There is no game here.
error-not-started = The game has not started: { $start } it first.
error-no-lobby = No game is gathering players here: { $new } opens one.
error-channel-taken = This channel already has a game: { $abort } it first.
error-already-seated = You already have a seat.
error-practice-in-play = Your practice game is still in play here: finish it, or { $abort } it first.
error-review-needs-seat = A review shows a player's own decisions, and you have no seat in this game.
error-review-after-game = Hints are off in this channel, so a review waits until the game is over.
error-leave-after-start = You can leave only before the game starts.
error-no-seat-to-leave = You have no seat.
error-too-few-seats = At least 2 seats are needed: { $join }, or { $addbot }.
error-start-needs-seat = Only a seated player can start the game.
error-full = The game is full ({ $n } players).
# $colour: the company colour's id (yellow, red, black, blue).
error-colour-taken = { $colour } is taken.
error-no-colour-left = No colour is left.
error-setup = the game cannot be set up: { $why }
error-abort-lobby-needs-seat = Only a seated player (or a channel manager) can abort.
error-abort-game-needs-seat = Only the seated players together (or a channel manager) can abort the game.
error-not-seated = You have no seat in this game; anyone may look ({ $board }, { $score }).
error-no-company = You have no seat in this game: { $player } shows a company.
error-no-seat-for-autopilot = You have no seat in this game.
error-game-over = The game is over: { $score } shows the final score.
error-over-for-autopilot = The game is over.
error-not-your-decision = It is not your decision: waiting for { $name }.
error-already-autopilot = Your seat is already played by the { $kind } computer player ({ $off } takes it back).
error-not-on-autopilot = Your seat is not on autopilot.
error-not-a-move = that button shows options: it is not a move
error-not-a-choice = that button is not one of this game's choices: use the buttons of the turn message
error-no-stored-game = no game is stored for channel { $channel }
error-not-an-export = not a railbot game: { $why }
error-exported-data-unusable = the exported data file cannot be used: { $why }
error-exported-data-mismatch = the exported data file does not match the game's data hash { $hash }
error-stale-choice = This button is from an earlier moment of the game; use the latest message.
error-stale-after-repair = This button is from before that: the latest turn message has the choices.

## A command that cannot be understood (CommandError)

error-command-empty = empty command: try `{ $legal }` to see what you can do, or `{ $help }`
error-command-unknown-verb = unknown command "{ $verb }": try `{ $legal }` to see what you can do, or `{ $help }`
error-command-missing = missing { $what }
error-command-missing-what-to-do = missing what to do: see `{ $legal }`
error-command-missing-on-off = missing { $on } or { $off }
error-command-too-many = too many words: { $words }
error-command-too-long = too many words: a command is at most { $max } characters
error-command-unknown = unknown { $what } "{ $input }"
error-command-unknown-hint = unknown { $what } "{ $input }": did you mean { $candidates }?
error-command-ambiguous = "{ $input }" could be several { $what }s: { $candidates }
error-command-number = "{ $input }" is not a number from 1 to { $max }

# The things a command names ($what above).
error-command-what-player-name = player name
error-command-what-player = player
error-command-what-colour = colour
error-command-what-computer-player = computer player
error-command-what-variant = variant
error-command-what-abort-option = abort option
error-command-what-autopilot-setting = autopilot setting
error-command-what-finished-game-number = finished game number

## Why the rules refused an action (RuleError)






error-no-such-finished-game = There is no finished game { $n } here: { $count ->
    [0] none has finished yet.
    [one] one has finished so far ({ $history } lists it).
   *[other] { $count } have finished so far ({ $history } lists them).
}
error-unreadable-standings = The standings stored here cannot be read by this railbot (they are kept as they are): a server admin can recompute them with `railbot stats --rebuild`.
error-unknown-language = railbot does not speak { $code }: it speaks { $languages }.
