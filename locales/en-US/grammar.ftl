# Keys used by src/table/grammar/words.rs: `grammar-word-<english>` is what a player may type
# instead of that English word of the grammar (several separated by spaces). English: the word itself.
grammar-word-undo = undo
grammar-word-board = board
grammar-word-me = me
grammar-word-player = player
grammar-word-log = log
grammar-word-legal = legal
grammar-word-hint = hint
grammar-word-state = state
grammar-word-score = score
grammar-word-legend = legend
grammar-word-help = help
grammar-word-rules = rules
grammar-word-new = new
grammar-word-join = join
grammar-word-leave = leave
grammar-word-teach = teach
grammar-word-review = review
grammar-word-start = start
grammar-word-abort = abort
grammar-word-confirm = confirm
grammar-word-addbot = addbot
grammar-word-autopilot = autopilot
grammar-word-full = full
grammar-word-history = history
grammar-word-list = list
grammar-word-game = game
grammar-word-stats = stats
grammar-word-leaderboard = leaderboard
# The terminal's word to leave `railbot play` (the game is saved).
grammar-word-quit = quit
# Words more than one game types (a game's own move or colour word that another game types too).
grammar-word-pass = pass
grammar-word-end = end
grammar-word-white = white
grammar-word-locomotive = locomotive
