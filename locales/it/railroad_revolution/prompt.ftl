# Used by src/games/railroad_revolution/views/prompt.rs (what the awaited player decides; the deal, milestone and setup views).

## The decision in words ("choose a main action and a worker")
prompt-decision-setup-tile = scegli una tessera Setup
prompt-decision-setup-payment = vendi Titoli per pagare la tessera Setup
prompt-decision-main-action = scegli un'azione principale e un Lavoratore
prompt-decision-trade-sale = vendi un pezzo per completare il Commercio
prompt-decision-station-city = scegli la Città della tua Stazione
prompt-decision-main-rails = piazza ancora { $left } { $left ->
    [one] Binario
   *[other] Binari
    }
prompt-decision-turn-effects = prendi gli effetti opzionali, poi finisci il turno
prompt-decision-advance-fixed = avanza ancora di { $left } { $left ->
    [one] passo
   *[other] passi
    }
prompt-decision-advance-up-to = { $left ->
    [one] puoi avanzare ancora di { $left } passo
   *[other] avanza ancora fino a { $left } passi
    }
prompt-decision-workers = scegli quali Lavoratori ricevere
prompt-decision-choose-worker = scegli il colore di un Lavoratore
prompt-decision-exchange = scegli un Lavoratore da scambiare
prompt-decision-promote = { $left ->
    [one] puoi promuovere ancora { $left } Lavoratore
   *[other] promuovi ancora fino a { $left } Lavoratori
    }
prompt-decision-flip = ribalta un Treno (ancora { $left })
prompt-decision-take-train = prendi un Treno
prompt-decision-place-rail = piazza un Binario gratuito
prompt-decision-place-station = piazza una Stazione gratuita
prompt-decision-place-office = piazza un Ufficio gratuito
prompt-decision-grey-deal = accetta un solo Contratto (o fatto)
prompt-decision-deal-both = accetta un Contratto, entrambi o nessuno, poi fatto
prompt-decision-deal = accetta un Contratto o nessuno, poi fatto
prompt-decision-milestone = tieni uno degli Obiettivi pescati

## Rounds and the waiting line ("⏳ Round 4, 🟨 alice: scegli un'azione principale e un Lavoratore")
prompt-round = Round { $round }
prompt-round-last = Round { $round }, l'ultimo
prompt-setup = Preparazione
prompt-waiting = { $when }, { $player }: { $decision }
prompt-game-over = La partita è finita.

## Choices
prompt-undo = Annulla (torna all'inizio di questa decisione)
prompt-more-choices = Altre scelte ({ $page }/{ $pages })
prompt-on-offer = Disponibili:
prompt-you-can = Puoi:
prompt-your-move = Tocca a te
prompt-choose = Scegli

## The deal offer
prompt-deal-title = Contratto
prompt-deal-placeholder = Contratto
prompt-no-deal = Nessuna tessera Contratto è a faccia in su.
prompt-face-up-deal = Il Contratto a faccia in su (ancora { $n } nella pila)
prompt-deal-resolved = Si risolve quando un Binario o un Ufficio viene piazzato su un'icona Contratto.

## The milestone choice
prompt-milestones-title = Obiettivi
prompt-no-milestone = Nessun Obiettivo da scegliere ora.
prompt-drawn-from-stack = Pescati dalla pila { $stack }:
prompt-milestone-choice-title = Scelta dell'Obiettivo
prompt-milestone-placeholder = Tieni un Obiettivo

## The setup draft
prompt-setup-draft-over = La scelta delle tessere Setup è finita.
prompt-setup-draft-title = Scelta tessere Setup
prompt-setup-draft-placeholder = Scegli una tessera Setup
