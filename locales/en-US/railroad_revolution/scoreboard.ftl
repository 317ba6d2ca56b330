# Keys used by src/games/railroad_revolution/views/scoreboard.rs (final score and standings).

scoreboard-title-final = Final score
scoreboard-title-standings = Standings
scoreboard-breakdown = trains { $trains } | milestones { $milestones } | network { $network } | stations { $stations } | telegraph { $telegraph } | telegraph links { $links }
scoreboard-tiebreak = tie-break { $money }
scoreboard-shared-victory = A shared victory: equal VP and equal money.
