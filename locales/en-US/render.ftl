# Words every game's views share (`src/render/seating.rs`, `src/render/lesson.rs`).

# A seat's name when none is given (the terminal's views).
render-default-player = Player { $n }

# A closed turn's log in the channel, its rest counted ($log is the command `/rr log`).
render-more-lines = more lines: { $log } has them
# What did not fit: "… and 3 more options: …" ($rest starts with "more …").
render-fit-rest = … and { $n } { $rest }

# The lesson's embed: its title, and what ends a cut list ("… and 3 more kinds: …").
render-lesson-title = 📘 Learning
render-more-kinds = more kinds: the buttons hold them

# The note after a learner's move. `mine`, `suggested`: the points expected, signed, as the
# game says them ("+6.5 VP"); `label`: the suggested move; `reason`: by the game's score
# sources ("milestones +6.3, stations +2.9").
render-note-matched = 📘 Your move is the suggestion ({ $mine } expected).
render-note-as-good = 📘 Your move: { $mine } expected, as good as the suggestion ({ $label }, { $suggested }).
render-note-worse = 📘 Your move: { $mine } expected; the suggestion ({ $label }): { $suggested } — against yours, { $reason }.
render-note-better = 📘 Your move: { $mine } expected, better than the suggestion ({ $label }, { $suggested }).
