# Used by src/games/railroad_revolution/views/options.rs (the awaited player's options: button labels and one line per button).

options-more = Vendi o assumi…

## One option: a button's label; its line is the label, then what the label leaves out
# $label: the button's words; $details: a gate's cost, an effect's price, a milestone's managers, a deal's terms.
options-line = { $label } — { $details }
options-setup-tile-worker = { $effect } + Lavoratore { $worker }
options-setup-tile = Tessera Setup { $n }
options-station-worker = Stazione { $city } ${ $cost }, { $worker }
options-railroad-worker = Ferrovia, { $worker }
options-office-worker = Ufficio { $section }, { $worker }
options-trade-worker = Commercio: vendi un { $piece } (+${ $value }), { $worker }
options-trade-flip-first-worker = Commercio, prima ribalta un Treno, { $worker }
options-worker-first = { $action }, prima l'abilità { $worker }
options-station-city-cost = Stazione { $city } ${ $cost }
options-station-city = Stazione { $city }
options-office = Ufficio { $section }
options-discard = scarta { $worker }
options-effect = Effetto
options-advance-discard = { $track } al passo { $to }, scarta { $worker }
options-advance = { $track } al passo { $to }
options-promote = Promuovi { $worker } su { $stack } (Obiettivo { $milestone }), spazio { $slot }
options-flip-train = Ribalta a faccia in giù un Treno: { $train }
options-turn-up-train = Ribalta a faccia in su un Treno: { $train }
options-take-train = Prendi un Treno: { $train }
options-both-deals = Entrambi i Contratti (A, poi B)
options-deal = Contratto { $side }
options-milestone = { $vp } PV: { $conditions }
# A milestone too long for its button: the conditions that fit, then how many more the message lists.
options-milestone-more = { $vp } PV: { $conditions } (+{ $more } { $more ->
        [one] altra
       *[other] altre
    })
options-rail = Binario su { $space }, ${ $price }
options-offer-pay = paga ${ $money }
options-take-workers = Prendi { $colours }
options-option = Opzione { $n }
options-take-worker = Prendi un Lavoratore { $colour }
options-exchange = Dai { $give }, prendi { $take }
options-hire-a = Assumi un Lavoratore { $colour } (-${ $cost })
options-hire-an = Assumi un Lavoratore { $colour } (-${ $cost })
options-advance-pay = paga { $cost }
options-managers = Dirigenti: { $managers }
options-sell-shares = Vendi { $n } Titoli (+${ $value })
options-then-city = poi scegli la Città
options-then-sell = poi vendi
options-owed = da prendere prima della fine del turno
options-keep-milestone = Tieni { $stack }, { $milestone }
options-done = Fatto
options-end-turn = Fine turno
options-sell-share = Vendi un Titolo (+${ $value })

## Steps of choosing a main action
options-sell-a-piece-value = Vendi un { $piece } (+${ $value })
options-trade-flip-first = Commercio, prima ribalta un Treno
options-ability-first = Prima l'abilità
# "Arancio o Bianco"; $rest is a list joined with ", ".
options-or-list = { $rest } o { $last }

## What a step leads to (after the button's words and " — ")
options-with = con { $workers }
options-ability-first-then-city = prima l'abilità del Lavoratore, poi scegli la Città
options-ability-first-then-sell = prima l'abilità del Lavoratore, poi vendi
options-cities-range = { $n } Città, ${ $lo }–${ $hi }
options-station-in = una Stazione: { $targets }
options-railroad-summary = 2 Binari: ${ $base } + ${ $icon } per icona Terreno Difficile
options-office-in-section = un Ufficio nella sezione { $sections }
options-a-piece = un { $piece }
options-sell-for = vendi { $sales } per +${ $value }
options-flip-then-sell = ribalta un Treno, poi vendi
options-first-station = Bonus Prima Stazione: { $effect }
options-reward = ricompensa { $effect }
options-tile = tessera Telegrafo: { $effect }
options-shares = { $n } { $n ->
    [one] Titolo
   *[other] Titoli
    }
# After " — "; must not contain " — " itself.
options-out-of-reach = fuori portata, a meno che le sue ricompense non bastino a pagarla: puoi raccogliere { $means } (denaro e Titoli)
# The same in debt: what is still owed once every share is sold. After " — ".
options-out-of-reach-owing = fuori portata, a meno che le sue ricompense non bastino a pagarla: devi ancora { $owed } anche vendendo tutti i Titoli

## Labels that read the same take their option's number
options-label-option = { $label } (opzione { $n })
