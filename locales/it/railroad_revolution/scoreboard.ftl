# Keys used by src/games/railroad_revolution/views/scoreboard.rs (final score and standings).

scoreboard-title-final = Punteggio finale
scoreboard-title-standings = Classifica
scoreboard-breakdown = Treni { $trains } | Obiettivi { $milestones } | Rete { $network } | Stazioni { $stations } | Telegrafo { $telegraph } | Collegamenti del Telegrafo { $links }
scoreboard-tiebreak = spareggio { $money }
scoreboard-shared-victory = Vittoria condivisa: stessi PV e stesso denaro.
