# Usate da src/games/railroad_revolution/views/rules.rs: le regole in breve per argomento (`regole <argomento>`).
# Ogni argomento: `rules-topic-<nome>-title` e `rules-topic-<nome>` (Markdown). I nomi degli
# argomenti sono elencati in rules.rs; si possono scrivere anche in italiano (grammar.ftl).
# Ogni numero della tabella [rules] del file dei dati è un argomento di ogni testo, con il suo nome
# (`{ $share_value }`, `{ $hire_cost }`, …); `{ $slash }` è come il front end scrive un comando
# prima delle sue parole (`/rr ` su Discord, niente in un terminale). Le parole dei comandi sono
# quelle italiane: nomi dei comandi slash (commands.ftl) e parole della grammatica (grammar.ftl).
# Termini: quelli del regolamento italiano (locales/GLOSSARY.md).

# L'elenco degli argomenti, e un argomento sconosciuto (o ambiguo).
rules-list = Regole per argomento: { $topics }. Chiedine uno con `{ $rules } <argomento>`.
rules-unknown-topic = Nessun argomento delle regole "{ $asked }". Argomenti: { $topics }.

rules-topic-turn-title = Il tuo turno
rules-topic-turn =
    1. Se la tua riserva personale è vuota, prima tutti i Lavoratori sulla tua Plancia tornano nella riserva (questo non conta come azione).
    2. Piazza un Lavoratore della tua riserva su una delle quattro azioni: **Stazione** (`stazione`), **Ferrovia** (`ferrovia`), **Telegrafo** (`telegrafo`) o **Commercio** (`commercio`).
    3. Svolgi completamente l'azione principale; l'effetto addizionale del Lavoratore è opzionale (vedi `{ $slash }regole lavoratori`).
    Gli effetti si possono risolvere in qualsiasi ordine, anche pagando dopo aver guadagnato; se l'effetto addizionale di un Lavoratore può cambiare l'azione stessa (il Viola che ribalta un Treno prima di una Stazione, il Contratto del Grigio o il ribaltamento del Turchese prima della vendita del Commercio), puoi usarlo prima: `stazione prima viola`, `commercio grigio prima`. Alla fine del turno devi avere denaro ≥ 0, Titoli Azionari ≥ 0 e almeno { $min_available_workers } { $min_available_workers ->
        [one] Lavoratore
       *[other] Lavoratori
    } tra riserva e Plancia. `{ $slash }annulla` riporta il turno al suo inizio; dopo `{ $slash }fine` è definitivo. Vendere Titoli Azionari e assumere Lavoratori è possibile ogni volta che ti viene chiesto qualcosa (vedi `{ $slash }regole denaro`).

rules-topic-station-title = Stazione
rules-topic-station =
    Costruisci l'Edificio più a sinistra della tua Plancia in una Città collegata alla tua rete ferroviaria (hai un Binario accanto), paga il costo della Città e prendi la sua ricompensa (passi sui Tracciati Progresso o Lavoratori; "/" significa uno dei due). La prima Stazione in una Città occupa lo spazio "Prima Stazione" e riceve il Bonus Prima Stazione (pagando l'eventuale costo indicato). Ogni Città può contenere solo 1 Stazione di ogni giocatore. Comando: `{ $slash }stazione città lavoratore`; con il Viola, `stazione prima viola` ribalta un Treno prima che tu scelga la Città (il suo Binario può collegarne una nuova).

rules-topic-rail-title = Ferrovia
rules-topic-rail =
    Piazza i tuoi 2 Binari più a sinistra (3 con un Lavoratore Turchese) in spazi Binario disponibili: collegati alla tua rete ferroviaria (Washington e Charlotte fin dall'inizio), un solo tuo Binario per spazio, non necessariamente consecutivi. Paga ${ $rail_base_cost } più ${ $terrain_icon_cost } per ogni icona "Terreno Difficile" (triangolo) di ogni spazio in cui costruisci. Se non puoi piazzarli tutti, o pagarli, non puoi scegliere questa azione, tranne quando ti resta un solo Binario: allora lo piazzi pagando il costo completo. Un Binario su uno spazio con l'icona Contratto risolve la tessera Contratto dopo l'azione (una volta per azione, vedi `{ $slash }regole contratti`). Comando: `{ $slash }ferrovia spazio poi lavoratore`.

rules-topic-telegraph-title = Telegrafo
rules-topic-telegraph =
    Costruisci l'Edificio più a sinistra della tua Plancia come Ufficio in una sezione della Rete del Telegrafo senza un tuo Ufficio, e ricevi i Titoli Azionari della sezione; il primo Ufficio della sezione riceve anche quelli del Bonus Primo Ufficio. Se nella sezione c'è una tessera Telegrafo, puoi scartare un Lavoratore per prenderne il bonus (la tessera resta). Un Ufficio in una sezione con l'icona Contratto risolve la tessera Contratto dopo l'azione. Comando: `{ $slash }telegrafo sezione lavoratore`.

rules-topic-trade-title = Commercio
rules-topic-trade =
    Togli 1 Binario o 1 Edificio dalla sezione più a sinistra della tua Plancia che contiene ancora dei pezzi (a tua scelta se ci sono entrambi) e guadagna il denaro indicato sopra la sezione. Prima o dopo la vendita, puoi ribaltare una delle tue tessere Treno (vedi `{ $slash }regole treni`); ribaltare prima può cambiare la sezione da cui viene la vendita, ma non può toglierti l'ultimo pezzo. Comando: `{ $slash }commercio lavoratore pezzo` (vendi subito, ribalti dopo), oppure come pezzo `ribalta` per ribaltare prima e poi scegliere il pezzo; con il Grigio o il Turchese, `commercio lavoratore prima` usa il Contratto o il ribaltamento del Lavoratore prima della vendita.

rules-topic-workers-title = Lavoratori
rules-topic-workers =
    Ogni Lavoratore effettua l'azione principale; il suo effetto addizionale è opzionale.
    - Bianco: promuovi un Lavoratore (vedi `{ $slash }regole obiettivi`).
    - Viola (Caposquadra): bonus, di solito PV.
    - Arancio (Contabile): un'azione più economica, o denaro.
    - Grigio (Negoziatore): altri bonus (nel Commercio: un Contratto solo per te, più un Titolo Azionario).
    - Turchese (Ingegnere): un'azione principale migliore (3 Binari, ad esempio).
    Qualsiasi Lavoratore può essere usato come Bianco al posto del proprio effetto, mai entrambi. Non puoi mai finire un turno con meno di { $min_available_workers } { $min_available_workers ->
        [one] Lavoratore disponibile
       *[other] Lavoratori disponibili
    }. Quando un colore è esaurito nella riserva comune prendi un altro colore a tua scelta; quando tutti i colori sono esauriti, la ricompensa è persa e il suo costo non si paga. Ogni Lavoratore che ricevi va nella tua riserva personale, anche uno scambiato. Puoi assumere un Lavoratore di qualsiasi colore per ${ $hire_cost } in qualsiasi momento (`{ $slash }assumi`).

rules-topic-deals-title = Contratti
rules-topic-deals =
    Un Binario su uno spazio con l'icona Contratto o un Ufficio in una sezione con l'icona Contratto risolve la tessera Contratto a faccia in su, una volta svolta l'azione. Il giocatore che l'ha piazzato può accettare il Contratto A, il Contratto B, entrambi (pulsante "Entrambi i Contratti") o nessuno; poi ogni altro giocatore, in ordine di turno, può accettarne uno o nessuno. Accettare significa scartare i Titoli Azionari indicati, che devi possedere quando accetti (la ricompensa del Contratto non può pagarli), e ricevere la ricompensa, con le sue scelte. Ogni giocatore conclude la propria scelta dei Contratti con Fatto, con gli stessi controlli della fine di un turno. Poi la tessera va nella pila degli scarti e la successiva viene girata a faccia in su.

rules-topic-milestones-title = Obiettivi
rules-topic-milestones =
    Ogni Obiettivo ha da 1 a 3 condizioni e 1 o 2 spazi Dirigente (A, B, C richiedono colori specifici; D un colore qualsiasi). Promuovere sposta un Lavoratore dalla tua riserva o dalla tua Plancia (anche quello appena piazzato) su uno spazio; i Dirigenti restano finché l'Obiettivo non è completato. Alla fine di un turno qualsiasi, dopo i Contratti, un Obiettivo con le condizioni soddisfatte e gli spazi occupati è completato: i Dirigenti tornano nella riserva comune, la tessera vale i suoi PV alla fine della partita, e tieni { $milestone_choice_draw ->
        [one] la prima tessera
       *[other] 1 delle prime { $milestone_choice_draw } tessere
    } della lettera successiva (D non ne ha). Le condizioni contano le Città collegate di un livello, le Stazioni in Città di un livello, i Binari su spazi con l'icona Contratto o i Binari su spazi con un dato terreno.

rules-topic-tracks-title = Tracciati Progresso
rules-topic-tracks =
    Tre Tracciati: Rete, Stazioni e Telegrafo. Un passo fa avanzare un segnalino di uno spazio; più passi si possono dividere fra i Tracciati. "Avanza fino a" ti permette di fermarti prima; dove una tessera fissa il numero (i 3 passi della tessera Setup, "Avanza di un passo") devi fare ogni passo finché è possibile farlo e pagarlo, anche quando arriva insieme a "Puoi anche Promuovere" e scegli di prendere il bonus. Oltrepassare un'icona denaro, Titolo Azionario o Lavoratore costa ciò che indica. Alla fine: PV della Rete × Città di livello 5 collegate, PV delle Stazioni × Stazioni costruite, PV del Telegrafo × Uffici costruiti.

rules-topic-trains-title = Treni
rules-topic-trains =
    Prendere un Treno significa prendere la tessera in cima a una pila qualsiasi; arriva a faccia in su. Il Commercio permette di ribaltare un Treno: un Treno a faccia in su dà il suo bonus e si gira a faccia in giù; un Treno a faccia in giù torna a faccia in su (senza bonus). Ogni Treno a faccia in su vale { $train_face_up_vp } PV alla fine della partita.

rules-topic-money-title = Denaro e Titoli Azionari
rules-topic-money =
    Inizi con ${ $start_money } e { $start_shares } { $start_shares ->
        [one] Titolo Azionario
       *[other] Titoli Azionari
    } del Telegrafo. Vendi un Titolo per ${ $share_value } ogni volta che ti viene chiesto qualcosa (`{ $slash }vendi`); i Titoli non si possono comprare. Assumi un Lavoratore di qualsiasi colore per ${ $hire_cost } (`{ $slash }assumi`). Denaro e Titoli possono scendere sotto zero durante un turno, ma non alla sua fine.

rules-topic-setup-title = Preparazione
rules-topic-setup =
    Ognuno inizia con ${ $start_money }, { $start_shares } { $start_shares ->
        [one] Titolo Azionario
       *[other] Titoli Azionari
    }, { $start_white_workers } { $start_white_workers ->
        [one] Lavoratore Bianco
       *[other] Lavoratori Bianchi
    }, un Treno "Promuovi 2 Lavoratori" e una tessera Obiettivo A1 e una A2. Si dispongono tante tessere Setup quanti sono i giocatori, ognuna con un Lavoratore. A partire dal giocatore alla destra del Primo Giocatore e procedendo in senso antiorario, ogni giocatore prende la ricompensa di una tessera e il suo Lavoratore.

rules-topic-end-title = Fine della partita
rules-topic-end =
    Quando un giocatore ha svuotato tutte le sezioni alla sinistra del logo della Compagnia (né Edifici né Binari: i "pezzi prima della fine" contati sul Tabellone), la partita continua finché tutti non hanno giocato lo stesso numero di turni, poi ognuno effettua un turno ulteriore. Gli Obiettivi si completano ancora dopo i Contratti di quell'ultimo round.
    Punteggio: { $train_face_up_vp } PV per ogni Treno a faccia in su, gli Obiettivi completati, i tre Tracciati Progresso e ogni Collegamento sulla Rete Telegrafica le cui due sezioni contengono entrambe un tuo Ufficio. Vince chi ha più PV; in caso di parità, chi ha più denaro contando i Titoli Azionari a ${ $share_value } l'uno; se la parità perdura, la vittoria è condivisa.
