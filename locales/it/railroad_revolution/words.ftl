# Keys used by src/games/railroad_revolution/views/words.rs: the game's vocabulary (names, rewards, conditions, deals,
# milestones, colours, and every action as a one-line label). Terms: locales/GLOSSARY.md.

words-decimal-separator = ,

## Players, main actions, colours, tracks, pieces

words-action-station = Stazione
words-action-railroad = Ferrovia
words-action-telegraph = Telegrafo
words-action-trade = Commercio
words-colour-white = Bianco
words-colour-purple = Viola
words-colour-orange = Arancio
words-colour-grey = Grigio
words-colour-turquoise = Turchese
# A worker colour said of several workers, agreeing with "Lavoratori" (masculine plural).
words-colour-workers-white = Bianchi
words-colour-workers-purple = Viola
words-colour-workers-orange = Arancio
words-colour-workers-grey = Grigi
words-colour-workers-turquoise = Turchese
words-track-network = Rete
words-track-stations = Stazioni
words-track-telegraph = Telegrafo
words-piece-rail = Binario
words-piece-building = Edificio
words-place-supply = riserva
words-place-board = Plancia
words-section = sezione { $n }
words-shares = { $n } { $n ->
        [one] Titolo
       *[other] Titoli
    }
words-any = qualsiasi
words-or = o

## Rewards (effects)

words-for-cost = per ${ $cost }
words-for-cost-each = a ${ $cost } ciascuno
words-effect-advance = avanza di { $steps } { $steps ->
        [one] passo
       *[other] passi
    }
words-effect-advance-up-to = { $steps ->
        [one] puoi avanzare di { $steps } passo
       *[other] avanza fino a { $steps } passi
    }
# $options: the colour choices ("Bianco o Viola"); $n: the most workers one choice gives.
words-effect-workers = { $n ->
        [one] Lavoratore
       *[other] Lavoratori
    } { $options }
words-effect-hire = un Lavoratore a tua scelta
words-effect-exchange-worker = scambia un Lavoratore
words-effect-promote = { $max ->
        [one] puoi promuovere { $max } Lavoratore
        [2] promuovi 1 o 2 Lavoratori
       *[other] promuovi fino a { $max } Lavoratori
    }
words-effect-flip-train = ribalta un Treno
words-effect-flip-train-twice = ribalta un Treno due volte
words-effect-flip-train-times = ribalta un Treno { $times } { $times ->
        [one] volta
       *[other] volte
    }
words-effect-take-train = prendi un Treno
words-effect-free-rail = Binario gratuito
words-effect-rail = Binario (-${ $cost })
words-effect-free-station = Stazione gratuita
words-effect-free-office = Ufficio gratuito
words-effect-setup-rail = Binario di setup su uno spazio disponibile
words-effect-setup-office = Ufficio di setup: il primo di una sezione Contratto
words-effect-setup-station = Stazione di setup: la prima a Washington o Charlotte

## Milestone conditions and milestones

words-condition-connected = { $n } Città liv. { $level } { $n ->
        [one] collegata
       *[other] collegate
    }
words-condition-stations = Stazioni in { $n } Città liv. { $level }
words-condition-deal-rails = Binari su { $n } { $n ->
        [one] spazio
       *[other] spazi
    } Contratto
words-condition-plains-rails = Binari su { $n } { $n ->
        [one] spazio
       *[other] spazi
    } Pianura
words-condition-terrain-rails = Binari su { $n } { $n ->
        [one] spazio
       *[other] spazi
    } con { $icons } { $icons ->
        [one] icona
       *[other] icone
    } Terreno Diff.
words-milestone = { $stack } { $vp } PV, Dirigenti { $managers }: { $conditions }
words-milestone-name = l'Obiettivo { $stack } ({ $conditions })

## Deals

words-deal-side = paga { $n } { $n ->
        [one] Titolo
       *[other] Titoli
    } per ottenere: { $reward }

## Optional effects on offer, and where they come from

words-source-primary-reward = ricompensa principale
words-source-first-station-bonus = Bonus Prima Stazione
words-source-worker-ability = abilità del Lavoratore
words-source-promotion = Promozione
words-source-telegraph-tile = tessera Telegrafo
words-source-trade-flip = ribaltamento Treno del Commercio
words-source-part = resto della ricompensa
words-ability = abilità { $colour }
words-promote-the-worker = promuovi il Lavoratore
words-boon-rail-refund-short = $100 + $50 per icona Terreno
words-boon-rail-refund = $100 + $50 per ogni icona Terreno Difficile su cui costruisci
words-boon-trade-money = $100 per Treno
words-boon-grey-deal = un solo Contratto, +1 Titolo
words-boon-extra-rail-short = un terzo Binario
words-boon-extra-rail = piazza un terzo Binario
words-discard-a-worker = scarta un Lavoratore
words-owed = (dovuto)
words-offer-promotion = promuovi il Lavoratore usato su un Obiettivo, come suo Dirigente
