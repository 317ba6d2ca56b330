# Le parole della grammatica di Railroad Revolution (mosse, pezzi, posti, colori dei Lavoratori,
# argomenti delle regole e varianti, `Meta::words`, e i sensi di `Meta::senses`): le parole
# italiane che si possono scrivere al posto di quelle inglesi (più parole separate da spazi).
# L'inglese vale sempre.
grammar-word-setup = preparazione
grammar-word-station = stazione
grammar-word-rail = ferrovia binario
grammar-word-telegraph = telegrafo
grammar-word-office = ufficio
grammar-word-trade = commercio
grammar-word-take = prendi
grammar-word-choose = scegli
grammar-word-advance = avanza
grammar-word-workers = lavoratori
grammar-word-worker = lavoratore
grammar-word-exchange = scambia
grammar-word-promote = promuovi
grammar-word-flip = ribalta
grammar-word-train = treno
grammar-word-deal = contratto
grammar-word-milestone = obiettivo
grammar-word-keep = tieni
grammar-word-sell = vendi
grammar-word-hire = assumi
grammar-word-done = fatto
grammar-word-both = entrambi
grammar-word-building = edificio
grammar-word-first = prima
grammar-word-supply = riserva
grammar-word-up = su
grammar-word-down = giù
grammar-word-none = nessuno
grammar-word-purple = viola
grammar-word-orange = arancio
grammar-word-grey = grigio
grammar-word-turquoise = turchese
grammar-word-network = rete
grammar-word-stations = stazioni
grammar-word-turn = turno
grammar-word-deals = contratti
grammar-word-milestones = obiettivi
grammar-word-tracks = tracciati
grammar-word-trains = treni
grammar-word-money = denaro
# Le varianti di Railroad Revolution (`nuova strategica`).
grammar-word-strategic = strategica strategico
grammar-word-challenging = impegnativa impegnativo
# Il Binario come pezzo venduto dal Commercio (`commercio binario`); `ferrovia` è l'azione.
grammar-word-rail-piece = binario
# La Plancia del giocatore come posto di un Lavoratore (`grigio:plancia`); `tabellone` è il Tabellone.
grammar-word-player-board = plancia
