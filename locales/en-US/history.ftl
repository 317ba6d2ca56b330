# A server's finished games and standings: src/table/server_looks.rs.

history-none = No game has finished here yet: the first one to end starts the history.
history-title = **Finished games here**: { $count } (page { $page } of { $pages }, newest first)
history-game-line = **#{ $n }** · { $date } · { $scores } · won by { $winners } in { $rounds } rounds
# A server that played more than one game: each line names its game.
history-in-game = { $game } · { $line }
history-seat-score = { $name } { $vp }
history-computer = { $name } (computer)
# $link: the final score's message on Discord.
history-final-board = { " " }· [final board]({ $link })
history-where = { " " }in <#{ $channel }>
history-more = { $game } with a number shows that game's final score.
# Above stats and standings where the server played more than one game: whose they are.
history-standings-of = **{ $game }**
history-no-stats = No finished game counts { $name } here yet: { $leaderboard } shows who has played.
history-stats = **{ $name }**: place { $place } of { $players } · rating { $rating } (skill { $skill } ± { $uncertainty })
    { $games ->
        [one] 1 game
       *[other] { $games } games
    }, { $wins ->
        [one] 1 win
       *[other] { $wins } wins
    } · average { $average } VP · best { $best } VP
    VP by source: { $sources }
history-source-trains = trains { $vp }
history-source-milestones = milestones { $vp }
history-source-network = network { $vp }
history-source-stations = stations { $vp }
history-source-telegraph = telegraph { $vp }
history-source-links = links { $vp }
history-source-freight = freight ${ $vp }
history-source-route = route card ${ $vp }
history-leaderboard-title = **Standings here** after { $games ->
        [one] 1 game
       *[other] { $games } games
    } ({ $computers } with computer players, who are rated by kind)
history-leaderboard-line = { $place }. { $name } · rating { $rating } · { $games } played, { $wins } won · average { $average } VP · best { $best }
history-source-contracts = contracts { $vp }
history-source-finals = game-end cards { $vp }
# A seat whose person asked to be forgotten (/rr history forget).
history-forgotten-seat = (name removed)
# /rr history forget (src/table/forget.rs): what it removes, asked before it does.
history-forget-ask = This removes your name and Discord id from every finished game this bot keeps, in every server; your ratings (each server's standings are counted again without you); and your choice of reminders by direct message. Your scores stay in the games, as "(name removed)". Games in play keep your seat until they end or are aborted: their results will name you, so run this again then. To go on: { $forget }
history-forget-done = Done: your name is gone from { $games ->
        [one] 1 finished game
       *[other] { $games } finished games
    } in { $servers ->
        [one] 1 server
       *[other] { $servers } servers
    }, with your ratings; your reminders come in the game's channel again.{ $kept ->
        [0] {""}
        [one] { " " }1 row this railbot cannot read (a newer railbot's, or damaged) was kept as it was: ask again after an upgrade.
       *[other] { " " }{ $kept } rows this railbot cannot read (a newer railbot's, or damaged) were kept as they were: ask again after an upgrade.
    }
