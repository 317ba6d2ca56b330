# Chiavi usate da src/table/grammar/words.rs: le parole italiane che si possono scrivere al posto
# delle parole inglesi della grammatica (più parole separate da spazi). L'inglese vale sempre.
grammar-word-undo = annulla
grammar-word-board = tabellone
grammar-word-me = io
grammar-word-player = giocatore
grammar-word-log = registro
grammar-word-legal = opzioni
grammar-word-hint = suggerimento
grammar-word-state = stato
grammar-word-score = punteggio
grammar-word-legend = legenda
grammar-word-help = aiuto
grammar-word-rules = regole
grammar-word-new = nuova
grammar-word-join = entra
grammar-word-leave = esci
grammar-word-teach = prova impara
grammar-word-review = revisione
grammar-word-start = inizia
grammar-word-abort = abbandona
grammar-word-confirm = conferma
grammar-word-addbot = aggiungibot
grammar-word-autopilot = autopilota
grammar-word-full = completo
grammar-word-history = storico
grammar-word-list = elenco
grammar-word-game = partita
grammar-word-stats = statistiche
grammar-word-leaderboard = classifica
# La parola del terminale per lasciare `railbot play` (la partita resta salvata).
grammar-word-quit = chiudi
# Parole che più giochi usano (una mossa o un colore di un gioco che anche un altro scrive).
grammar-word-pass = passa
grammar-word-end = fine
grammar-word-white = bianco
grammar-word-locomotive = locomotiva
