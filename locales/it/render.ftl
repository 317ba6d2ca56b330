# Words every game's views share (`src/render/seating.rs`, `src/render/lesson.rs`).

# A seat's name when none is given (the terminal's views).
render-default-player = Giocatore { $n }

# A closed turn's log in the channel, its rest counted ($log is the command `/rr log`).
render-more-lines = il registro completo è in { $log }
# What did not fit: "… e ancora 3: i pulsanti contengono tutte le opzioni" ($rest: a clause without a
# number, so that "ancora { $n }" agrees with any count).
render-fit-rest = … e ancora { $n }: { $rest }

# L'embed della lezione: il titolo, e cosa chiude un elenco tagliato ("… e ancora 3: i pulsanti mostrano tutti i tipi").
render-lesson-title = 📘 Lezione
render-more-kinds = i pulsanti mostrano tutti i tipi

# La nota dopo una mossa di chi impara. `mine`, `suggested`: i punti attesi, con il segno,
# come li dice il gioco ("+6,5 PV"); `label`: la mossa suggerita; `reason`: per fonte di punti
# del gioco ("milestones +6.3, stations +2.9").
render-note-matched = 📘 La tua mossa è quella suggerita ({ $mine } attesi).
render-note-as-good = 📘 La tua mossa: { $mine } attesi, buona quanto quella suggerita ({ $label }, { $suggested }).
render-note-worse = 📘 La tua mossa: { $mine } attesi; quella suggerita ({ $label }): { $suggested } — rispetto alla tua, { $reason }.
render-note-better = 📘 La tua mossa: { $mine } attesi, meglio di quella suggerita ({ $label }, { $suggested }).
