# Texts the Discord bot sends to people: src/discord/{mod,post,turn_post,steps,learn,notifier}.rs
# and the run-time answers of commands/{look,settings}.rs.
# Command names in backticks are arguments (`{ $review }` = `/rr learn review`), made by
# `i18n::command`: on Discord as the reader's client names the command, never in the catalogue.

## src/discord/mod.rs

discord-board-caption = The board:
discord-done = Done.
discord-done-with = Done: { $events }
discord-other-channel = This button belongs to another channel.
discord-id-foreign = this button is not one of railbot's
discord-id-newer = this button was made by a newer railbot
discord-id-damaged = this button's id is damaged
discord-id-too-long = a button id may not exceed { $max } characters
discord-error-stored = Your move was stored, but Discord did not take the answer: the turn message and the board show the game as it is now.
discord-error-other = Something went wrong on our side while answering: try again in a moment (the board shows the game as it is).
discord-stored-not-shown = Something went wrong on our side while showing your move: it is stored, but the board and the buttons are not up to date yet. They catch up at the next click in this channel.
discord-history-newer = ‹ Newer
discord-history-older = Older ›
discord-replay-caption = The game round by round ({ $frames } pictures).
discord-replay-too-big = This replay is { $mb } MB, more than Discord takes from a bot: `railbot replay` writes it to a file.
discord-error-server-manager-only = Only someone who may manage this server and its channels (Discord's Manage Server and Manage Channels permissions) can use { $command }.
discord-error-manager-only = Only someone who may manage this channel (Discord's Manage Channels permission) can use { $command }.
discord-error-permission-unknown = Discord did not say whether you may manage this channel: try again in a moment.
discord-error-argument = { $command } could not read `{ $input }`: pick one of the values Discord offers as you type.
discord-error-argument-unread = { $command } could not read one of its values: pick one of those Discord offers as you type.
discord-error-outdated = { $command } changed with an update of railbot and Discord still shows its old form: wait a minute (or restart Discord) and try again.

## src/discord/post.rs

# How long a reminder's wait has lasted ($hours is at least 1).
discord-since-hours = { $hours } hours
discord-since-reminder = reminder { $n }
discord-waiting-none = No game is waiting for you.
# One game waiting: $channel is a channel id, $since a Unix time (Discord shows it as "2 hours ago"), $link the game's address.
discord-waiting-game = - <#{ $channel }> since <t:{ $since }:R> — { $link }
discord-picture-notice = 🖼️ The board picture could not be attached here, so the board is text only. To see the board as a picture, give railbot the **Attach Files** permission in this channel (with **Embed Links**); the picture comes back at the next move.
# $names: the players' mentions.
# A game in a thread of its own (discord/threads.rs). $thread: the thread's channel id.
discord-thread-start = 🚂 **{ $name }** opens a game of Railroad Revolution in the thread below: { $join } there to take a seat.
discord-thread-result = 🏁 <#{ $thread }> { $line }
# $missing: the permissions' names, as Discord's settings show them.
discord-thread-notice = 🧵 Games here could each have a thread of their own: give railbot { $missing } in this channel, then `thread: true`. Until then they are played in the channel itself.
discord-permission-create-public-threads = Create Public Threads
discord-permission-send-messages-in-threads = Send Messages in Threads
discord-permission-manage-messages = Manage Messages
discord-final-over = 🏁 The game is over, { $names }!
discord-final-review = 📋 { $review } shows each of you, privately, your three costliest decisions against the strongest computer player's.

## src/discord/turn_post.rs

# $user: a user id; $when: "Round 3 · 🟨 alice"-like words.
discord-your-decision = <@{ $user }>, your decision · { $when }

## src/discord/steps.rs

discord-panel-stale = This button is from an earlier moment of the game, or not yours.
discord-panel-closed = This panel is from an earlier moment: the turn message shows what you can do now.

## src/discord/learn.rs

discord-teach-greeting = 📘 Your practice game of Railroad Revolution starts here.
discord-teach-no-dm = I cannot send you direct messages: allow direct messages from this server's members (Privacy Settings), then try again.
discord-teach-refused = In our direct messages: { $why }
discord-teach-where = 📘 Your practice game is in our direct messages: { $link }
discord-teach-how = Each turn explains your options and suggests one; each move of yours gets a note.
discord-review-slash-only = Reviews are slash commands: { $review }.
discord-review-queued = 📋 Another review is being worked out; yours comes next…
discord-review-progress = 📋 Weighing your decisions against the strongest player's: { $done } of { $total }…
discord-review-none = No review.

## src/discord/notifier.rs

# $user: a user id; $since: discord-since-hours or discord-since-reminder.
discord-remind = <@{ $user }>, the game here is waiting for you ({ $since }). { $player } shows your company; the buttons above are still live.
discord-remind-channel = Channel: <#{ $channel }>

## commands/look.rs

discord-reminders-to-dm = Your reminders now come by direct message.
discord-reminders-to-channel = Your reminders now come as a mention in the game's channel.

## commands/settings.rs

discord-settings-quiet-none = none
discord-settings-autopilot-never = never
# $hours: hours with one decimal, "1.5".
discord-settings-autopilot-after = after { $hours } h
discord-settings-reminders = Reminders here: first after { $first } h, then every { $every } h; quiet hours { $quiet }; autopilot { $autopilot }.
discord-server-game = From now on { $new } opens a game of { $game } in this server unless it names another (`game:`).
discord-server-game-no-server = A server's default game is set in the server, not in a direct message.
discord-threads-on = From now on { $new } opens each game in a thread of its own here (`thread: false` keeps one in the channel).
discord-threads-off = From now on { $new } opens games in this channel itself (`thread: true` still gives one a thread).
discord-hints-on = Hints are on here: { $hint } suggests a move.
discord-hints-off = Hints are off here: { $hint } answers that they are off.

# The language setting's answers (commands/settings.rs).
discord-language-set = Language of this channel's board, turns and reminders from now on: { $language }.
discord-language-server = This channel follows the server's language: { $language }.
discord-language-follow-server = The server's language (default)
discord-other-game = This channel plays { $here }: these moves are { $game }'s.
