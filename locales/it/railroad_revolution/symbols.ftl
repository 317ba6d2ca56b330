# Keys used by src/games/railroad_revolution/views/symbols.rs (Symbol::meaning) and src/games/railroad_revolution/views/mod.rs (legend): the
# legend's title and what each symbol means. Terms: locales/GLOSSARY.md.

symbols-legend = Legenda

symbols-player-yellow = Compagnia Gialla
symbols-player-red = Compagnia Rossa
symbols-player-black = Compagnia Nera
symbols-player-blue = Compagnia Blu
symbols-worker-white = Lavoratore Bianco
symbols-worker-purple = Lavoratore Viola (Caposquadra)
symbols-worker-orange = Lavoratore Arancio (Contabile)
symbols-worker-grey = Lavoratore Grigio (Negoziatore)
symbols-worker-turquoise = Lavoratore Turchese (Ingegnere)
symbols-money = denaro
symbols-shares = Titoli Azionari del Telegrafo
symbols-vp = punti vittoria (PV)
symbols-station = Stazione
symbols-office = Ufficio del Telegrafo
symbols-train-up = Treno a faccia in su (8 PV)
symbols-train-down = Treno a faccia in giù
symbols-deal = icona Contratto / tessera Contratto
symbols-terrain = icona Terreno Difficile (+$100 ciascuna)
symbols-plains = Pianura (nessun costo extra)
symbols-rail = spazio Binario
symbols-first = Prima Stazione / Primo Ufficio
symbols-dummy = Edificio neutro (2-3 giocatori)
symbols-milestone = Obiettivo della Compagnia
symbols-manager = Dirigente su un Obiettivo
symbols-empty-slot = spazio Dirigente vuoto
symbols-track-network = Tracciato Rete (Città di livello 5)
symbols-track-stations = Tracciato Stazioni
symbols-track-telegraph = Tracciato Telegrafo
symbols-gate = soglia del Tracciato (paga per superarla)
symbols-link = Collegamento sulla Rete del Telegrafo (PV per gli Uffici su entrambi i lati)
symbols-turn = a chi tocca decidere
symbols-done = condizione soddisfatta
symbols-missing = condizione non soddisfatta
symbols-winner = vincitore
