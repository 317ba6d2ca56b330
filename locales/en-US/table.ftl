# Used by src/table/lobby.rs, src/table/looks.rs, src/table/hints.rs, src/table/teach.rs,
# src/table/review.rs and src/table/public.rs: the game service's own texts.

## Lobbies (lobby.rs)

table-new-game = New game of { $title } for up to { $players } players: { $join } to take a seat, { $addbot } for a computer player, then { $start }.
table-archived = The stored game of this channel was archived (kept in the database: `{ $export }` still reads it). The channel is free for a new game.
table-abort-vote = { $name } votes to abort the game ({ $votes }/{ $people }). Still needed: { $missing } (each sends { $abort }), or a channel manager.
table-aborted = The game in this channel was aborted.
table-start-order = The game begins. Turn order: { $order }.
table-start-draft = Setup draft: each player in turn ({ $picks }) picks one of the setup tiles on offer: its reward and its worker. Then { $first } takes the first turn.
# $colour: the company colour's id (yellow, red, black, blue).
table-lobby-seat = { $name } ({ $colour })
table-lobby-nobody = nobody yet
# $kinds and $last: the computer players' names, as typed in commands.
table-lobby = Gathering players ({ $seated }/{ $max }): { $seats }. { $join } to take a seat, { $addbot } for a computer player ({ $kinds } or { $last }), { $start } to begin.

## Looks (looks.rs)

table-when-setup = Setup
table-on-the-map = (#{ $n } on the map)
table-undo-option = take this decision back
# The arguments are the commands, spelt as typed in every language.
table-help = Commands: `{ $legal }` lists what you can do now, `{ $hint }` suggests one. Moves: { $moves }. Look: { $looks }. Lobby: { $lobby }. Seat: { $seat }. Learn: { $teach } (a practice game that explains each decision), { $review } (your costliest decisions).
# What the help's placeholders stand for (`<city>`, `[worker]`).
table-help-colour = colour
table-help-name = name
table-help-topic = topic

## Hints (hints.rs)

table-no-hint = No hint for this decision: take it back with { $undo }.
table-hints-off = Hints are off in this channel (a channel manager can turn them on: { $on }).
table-hint = Hint: { $hint }.

## Practice games (teach.rs)

table-practice-start = 📘 A practice game against { $n } { $kind } { $n ->
        [one] computer player
       *[other] computer players
    }: each turn explains your options and suggests one, and each move of yours is compared with the suggestion. { $review } shows your costliest decisions afterwards.
table-about-the-same = about the same
table-suggested-path = Suggested: **{ $path }** — { $reason }
table-suggested = Suggested: { $words }

## Reviews (review.rs)

table-review-finished-game = this finished game
table-review-game-so-far = this game so far
table-review-intro-clean = { $n } decisions of { $state } weighed by the strongest player's search: none cost you a tenth of a VP against its choice.
table-review-intro = { $n } decisions of { $state } weighed by the strongest player's search (expected VP: your position against your strongest rival). Your { $shown ->
        [one] one
       *[other] { $shown }
    } costliest:
table-review-title = 📋 Review of { $player }'s game

## The public state (public.rs)

table-seat-fallback = seat { $n }
table-autopilot-on = { $name }'s seat is played by the { $kind } computer player until { $off }.
table-autopilot-off = { $name } plays their own seat again.
# Upgrade repairs (src/store/record.rs, `Repair::message`); $reason is stored English.
table-repair-trimmed = ⚠️ railbot was updated, and its rules now refuse a move of this game (move { $moved }: { $reason }). The game goes on from just before it{ $later ->
        [0] {""}
        [1] ; 1 later action was dropped with it
       *[other] ; { $later } later actions were dropped with it
    }: whoever is awaited decides again.
table-repair-rebased = ⚠️ railbot was updated, and replaying this game's moves no longer gives the position you saw. The game goes on from that position as it was saved (after move { $moved }). { $reason }
