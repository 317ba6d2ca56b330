# I rifiuti di Railroad Revolution, usati da src/games/railroad_revolution/refused.rs e views/refusals.rs
# (RuleError delle sue regole, chiavi error-rule-…; le sue domande e ciò che manca alle sue mosse,
# chiavi error-command-…). Quelli della piattaforma sono in ../error.ftl.
error-command-missing-option = manca un'opzione: non ne resta nessuna (mancano denaro, Titoli o Lavoratori), quindi `{ $undo }`
error-command-missing-milestone-both = manca l'Obiettivo (entrambi hanno uno spazio libero)
error-command-missing-deal = manca il Contratto ({ $a }, { $b }, { $both } o { $none })
error-command-too-many-worker = troppe parole: un Lavoratore, ma l'azione principale è già scelta
error-command-too-many-trade-chosen = troppe parole: il Commercio è già scelto: vendi con `{ $rail }` o `{ $building }`
error-command-too-many-trade-first = troppe parole: { $syntax }: l'abilità del Lavoratore ora, il pezzo alla vendita
error-command-too-many-trade-flip = troppe parole: { $syntax }: il pezzo si sceglie alla vendita, dopo il ribaltamento
# $workers: the worker colours, as typed in commands.
error-command-which-worker = quale Lavoratore? nella tua riserva hai { $workers }
error-command-which-piece = { $rail } o { $building }? la sezione più a sinistra li ha entrambi
error-command-what-worker-colour = colore del Lavoratore
error-command-what-worker-colour-to-take = colore del Lavoratore da prendere
error-command-what-worker-to-give = Lavoratore da cedere
error-command-what-worker-to-promote = Lavoratore da promuovere
error-command-what-place = posizione
error-command-what-track = Tracciato
error-command-what-train = Treno
error-command-what-city = Città
error-command-what-rail-space = spazio Binario
error-command-what-section-number = numero della sezione
error-command-what-setup-tile-number = numero della tessera Setup
error-command-what-option-number = numero dell'opzione
error-command-what-effect-number = numero dell'effetto
error-command-what-milestone = Obiettivo
error-command-what-side = lato
error-command-what-deal = Contratto
error-rule-game-over = la partita è finita
error-rule-not-your-decision = non tocca a te decidere: la partita aspetta il posto { $seat }
error-rule-not-now = ora non si può: la partita aspetta che tu { $waiting }
# What the game waits for ($waiting above).
error-rule-waiting-setup-tile = scelga una tessera Setup
error-rule-waiting-setup-payment = venda Titoli Azionari per pagare la tua tessera Setup (o annulli)
error-rule-waiting-main-action = scelga un'azione principale e un Lavoratore
error-rule-waiting-main-rails = piazzi i tuoi Binari
error-rule-waiting-trade-sale = venda un pezzo per completare il Commercio
error-rule-waiting-station-city = scelga la Città della tua Stazione
error-rule-waiting-turn-effects = prenda effetti opzionali o termini il turno
error-rule-waiting-advance = avanzi su un Tracciato (o dica { $done })
error-rule-waiting-workers = scelga quali Lavoratori ricevere
error-rule-waiting-choose-worker = scelga il colore di un Lavoratore
error-rule-waiting-exchange = scelga i Lavoratori da scambiare
error-rule-waiting-promote = promuova un Lavoratore (o dica { $done })
error-rule-waiting-flip = ribalti una tessera Treno (o dica { $done })
error-rule-waiting-take-train = prenda una tessera Treno
error-rule-waiting-place-rail = piazzi un Binario gratuito
error-rule-waiting-place-station = piazzi una Stazione gratuita
error-rule-waiting-place-office = piazzi un Ufficio gratuito
error-rule-waiting-grey-deal = accetti un Contratto (o dica { $done })
error-rule-waiting-deal = accetti dei Contratti o dica { $done }
error-rule-waiting-milestone = tenga uno degli Obiettivi pescati
error-rule-no-such-city = Città inesistente
error-rule-no-such-rail-space = spazio Binario inesistente
error-rule-no-such-telegraph-section = sezione della Rete del Telegrafo inesistente
error-rule-no-such-train-tile = Treno inesistente
error-rule-no-such-milestone = Obiettivo inesistente
error-rule-no-such-manager-slot = spazio Dirigente inesistente
error-rule-no-such-effect = nessun effetto del genere tra quelli disponibili
error-rule-no-such-exchange = non puoi scambiare un Lavoratore della riserva con uno del suo stesso colore
error-rule-no-such-worker-option = opzione di Lavoratori inesistente
error-rule-no-such-milestone-there = nessun Obiettivo in quella posizione
error-rule-no-such-deal-tile = tessera Contratto inesistente
error-rule-no-such-setup-tile = tessera Setup inesistente
# $colour: the worker colour said of several workers (words-colour-workers-…: Bianchi, Grigi, …).
error-rule-no-worker-in-supply = non hai Lavoratori { $colour } nella tua riserva personale
error-rule-no-worker-on-board = non hai Lavoratori { $colour } sulla tua Plancia
error-rule-out-of-stock = nella riserva comune non restano Lavoratori { $colour }
error-rule-no-buildings-left = non hai più Edifici sulla tua Plancia
error-rule-no-rails-left = non hai più Binari sulla tua Plancia
error-rule-no-setup-building-left = non hai più l'Edificio di setup sulla tua Plancia
error-rule-not-connected = la tua rete ferroviaria non è collegata a quella Città
error-rule-station-already-there = hai già una Stazione in quella Città
error-rule-office-already-there = hai già un Ufficio in quella sezione
error-rule-space-not-available = quello spazio Binario non è adiacente alla tua rete
error-rule-rail-already-there = hai già un Binario in quello spazio
error-rule-not-enough-rail-spaces = non ci sono abbastanza spazi Binario disponibili per { $needed ->
        [one] { $needed } Binario
       *[other] { $needed } Binari
    }
error-rule-no-rail-in-section = la sezione più a sinistra con dei pezzi non ha Binari
error-rule-no-building-in-section = la sezione più a sinistra con dei pezzi non ha Edifici
error-rule-nothing-to-trade = non ti resta nulla da vendere
error-rule-main-action-not-done = devi ancora scegliere o completare un'azione principale
error-rule-sale-needs-a-piece = così prenderesti l'ultimo pezzo della tua Plancia prima della vendita del Commercio: prima vendi, o piazzalo più tardi
error-rule-effect-under-way = prima completa l'effetto in corso (o di' { $done })
error-rule-negative-money = devi ${ $owed }: vendi Titoli Azionari, guadagna denaro o annulla
error-rule-negative-shares = devi { $owed ->
        [one] { $owed } Titolo
       *[other] { $owed } Titoli
    }: annulla qualcosa che è costato Titoli
error-rule-must-advance = questo avanzamento ha un numero fisso di passi: { $left ->
        [one] fai il passo che resta
       *[other] fai i { $left } passi che restano
    } (si può rinunciare a un passo solo se nessuno si può fare o pagare)
error-rule-deal-shares = quel Contratto costa { $cost ->
        [one] { $cost } Titolo
       *[other] { $cost } Titoli
    } e ne hai { $held }: un Contratto si paga con i Titoli in mano
error-rule-too-few-workers = avresti { $available ->
        [one] { $available } Lavoratore disponibile
       *[other] { $available } Lavoratori disponibili
    }; a fine turno ne servono almeno { $min }
error-rule-fixed-part-owed = il bonus che hai preso comprende un avanzamento fisso di { $steps ->
        [one] { $steps } passo
       *[other] { $steps } passi
    }: fallo prima di finire (è dovuto da quando hai preso il bonus)
# $action: the main action's name (words-action-…: Stazione, Ferrovia, Telegrafo, Commercio).
error-rule-not-worker-first = l'abilità di quel Lavoratore non può cambiare ciò che fa l'azione { $action }, quindi viene dopo: scegli l'azione { $action } come al solito
error-rule-station-needs-a-building = così prenderesti il tuo ultimo Edificio prima di costruire la Stazione: prima costruisci la Stazione
error-rule-offer-unusable = ora quell'effetto non si può usare: { $why }
# Why an effect cannot be used ($why above).
error-rule-unusable-tracks-at-top = ogni Tracciato è già in cima
error-rule-unusable-no-workers = nella riserva comune non restano Lavoratori
error-rule-unusable-no-exchange = nessun Lavoratore da scambiare
error-rule-unusable-no-promotion = nessuno dei tuoi Lavoratori può occupare uno spazio Dirigente libero
error-rule-unusable-no-train-to-flip = non hai tessere Treno da ribaltare
error-rule-unusable-train-stacks-empty = tutte le pile di tessere Treno sono vuote
error-rule-unusable-no-rail-or-space = nessun Binario o nessuno spazio Binario disponibile
error-rule-unusable-no-city = nessuna Città dove possa andare una Stazione
error-rule-unusable-no-section = nessuna sezione dove possa andare un Ufficio
error-rule-unusable-no-deal = non c'è nessuna tessera Contratto a faccia in su
error-rule-unusable-too-few-shares = non hai abbastanza Titoli per nessuno dei due Contratti
error-rule-unusable-no-rail-left = non resta nessun Binario sulla tua Plancia
error-rule-unusable-no-rail-space = nessuno spazio Binario disponibile
error-rule-unusable-too-many-effects = troppi effetti in corso contemporaneamente
error-rule-discard-needed = quell'effetto richiede di scartare un Lavoratore
error-rule-discard-not-needed = quel passo non richiede di scartare un Lavoratore
error-rule-deal-taken = hai già accettato quel Contratto
error-rule-only-one-deal = puoi accettare un solo Contratto
error-rule-no-train = non hai tessere Treno, né a faccia in su né a faccia in giù
error-rule-no-face-up-train = non hai quella tessera Treno a faccia in su
error-rule-no-face-down-train = non hai quella tessera Treno a faccia in giù
error-rule-stack-empty = quella pila di tessere Treno è vuota
error-rule-track-at-top = quel Tracciato è già in cima
error-rule-slot-unavailable = quello spazio Dirigente è occupato o richiede un altro colore
error-rule-no-shares = non hai Titoli Azionari da vendere
error-rule-cannot-afford-hire = assumere costa ${ $cost }; hai ${ $money }
error-rule-cannot-afford-railroad = questa Ferrovia costa ${ $cost } (i Binari e il terreno più economico) e puoi raccogliere ${ $means } (denaro, Titoli venduti e quanto porta l'azione): scegli un'altra azione
error-rule-not-drawn = quell'Obiettivo non è tra quelli pescati
error-rule-slot-not-available = quello spazio non è disponibile per te
error-rule-nothing-to-undo = non c'è nulla da annullare
error-rule-must-act = puoi ancora fare un'azione principale; si può passare solo quando nessuna è possibile
