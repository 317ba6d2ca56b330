# Usate da src/games/railroad_revolution/views/teach.rs: le parole di una partita di prova (`teach`).

# Ogni tipo di opzione: il nome (`teach-kind-…`) e cosa fa (`teach-does-…`).
teach-kind-setup-tile = Tessera Setup
teach-does-setup-tile = la tua ricompensa iniziale e un Lavoratore; la scelta procede in senso antiorario e il Primo Giocatore sceglie per ultimo
teach-kind-station = Stazione
teach-does-station-city = scegli la Città: paga il suo costo e costruisci la Stazione; la ricompensa subito, i PV delle Stazioni alla fine
teach-does-station = piazza un Lavoratore, paga il costo della Città e costruisci una Stazione: la ricompensa subito, i PV delle Stazioni alla fine
teach-kind-trade = Commercio
teach-does-sell-piece = vendi il pezzo più a sinistra della tua Plancia per il denaro indicato sopra di esso
teach-does-trade = piazza un Lavoratore e vendi il pezzo più a sinistra della tua Plancia per denaro; puoi ribaltare un Treno
teach-kind-railroad = Ferrovia
teach-does-railroad = piazza un Lavoratore ed estendi la tua rete con nuovi Binari: collega Città per i PV della Rete
teach-kind-telegraph = Telegrafo
teach-does-telegraph = piazza un Lavoratore e costruisci un Ufficio sulla Rete del Telegrafo per i suoi Titoli Azionari; Uffici in sezioni vicine fanno punti con i Collegamenti
teach-kind-worker-first = Prima l'abilità
teach-does-worker-first = piazza un Lavoratore e usa la sua abilità prima dell'azione stessa
teach-kind-rail = Binario
teach-does-rail = piazza un Binario accanto alla tua rete; il prezzo è sulla mappa
teach-kind-free-station = Stazione gratuita
teach-does-free-station = costruisci una Stazione senza pagare
teach-kind-free-office = Ufficio gratuito
teach-does-free-office = costruisci un Ufficio sulla Rete del Telegrafo senza pagare
teach-kind-take = Prendi
teach-does-take = una delle ricompense o dei bonus di questo turno; prendi ciò che ti serve, in qualsiasi ordine
teach-kind-workers = Lavoratori
teach-does-workers = quale Lavoratore ricevi o scambi: ogni colore ha la sua abilità
teach-kind-hire = Assumi
teach-does-hire = paga per un Lavoratore in più, in qualsiasi momento
teach-kind-advance = Avanza
teach-does-advance = un passo su un Tracciato Progresso: moltiplica quella fonte di PV alla fine
teach-kind-promote = Promuovi
teach-does-promote = fai di un Lavoratore un Dirigente di un Obiettivo: un Obiettivo fa punti solo con i suoi Dirigenti
teach-kind-milestone = Obiettivo
teach-does-milestone = tieni uno degli Obiettivi pescati: vale PV una volta completato con i suoi Dirigenti
teach-kind-train = Treno
teach-does-train = prendi o ribalta un Treno: un Treno a faccia in su vale PV e dà la sua ricompensa
teach-kind-deal = Contratto
teach-does-deal = paga i Titoli Azionari indicati per la ricompensa del Contratto
teach-kind-done = Fatto
teach-does-done = concludi questa decisione senza prendere altro
teach-kind-end-turn = Fine turno
teach-does-end-turn = concludi il turno (denaro e Lavoratori devono bastare)
teach-kind-sell-share = Vendi un Titolo
teach-does-sell-share = ottieni denaro in qualsiasi momento; ogni Titolo venduto è uno in meno per i Contratti

# Un tipo, una riga: `rules` è il comando che legge il suo argomento delle regole (`/rr regole stazione`).
teach-kind-line = • **{ $name }** — { $does } (`{ $rules }`)

# Le introduzioni, ognuna la prima volta che chi impara incontra il momento.
teach-intro-setup-pick = **Ti diamo il benvenuto!** Guidi una Compagnia ferroviaria negli Stati Uniti. La maggior parte dei PV arriva alla fine: Treni, Obiettivi e tre Tracciati Progresso (Rete, Stazioni, Telegrafo) che moltiplicano ciò che hai costruito. Per prima cosa ogni giocatore sceglie una tessera Setup: una ricompensa iniziale e un Lavoratore.
teach-intro-first-action = **Il tuo primo turno.** A ogni turno piazzi un Lavoratore su un'azione principale: Stazione, Ferrovia, Telegrafo o Commercio. Costruire toglie pezzi dalla tua Plancia, e questo sblocca le sue ricompense; il denaro arriva dal Commercio e dalle ricompense. Poi prendi le ricompense del turno e termina il turno.
teach-intro-first-deal = **Un Contratto.** Un Binario su uno spazio con l'icona Contratto o un Ufficio in una sezione con l'icona Contratto risolve la tessera Contratto a faccia in su: chi l'ha costruito può accettare il Contratto A, il B o entrambi, poi ogni altro giocatore uno o nessuno, pagando i Titoli Azionari indicati.
teach-intro-first-milestone = **Un Obiettivo.** Hai completato un Obiettivo: tienine uno di quelli pescati come prossimo. Un Obiettivo fa punti solo quando i suoi Dirigenti (Lavoratori promossi) sono al loro posto.
# Un numero di PV, con il segno (`points`: "+6,5"): la nota di una partita di pratica.
teach-points = { $points } PV
