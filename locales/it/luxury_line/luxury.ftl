# Le parole di Luxury Line (src/games/luxury_line): un gioco progettato da un riassunto in 17 passi.
# Una carrozza (railcar) è un vagone con un valore (0, 1, 2, 3, 5); un vagone (car) è qualunque
# posto del treno, anche il vagone postale e il vagone locomotiva.

## Colori, effetti e carte
# I colori si leggono dopo «carte» (`carte { $colour }`): al femminile plurale.
luxury-colour-green = verdi
luxury-colour-blue = blu
luxury-colour-red = rosse
luxury-do-car = { $n ->
    [one] 1 carrozza
   *[other] { $n } carrozze
}
luxury-do-upgrade = { $n ->
    [one] 1 rialzo
   *[other] { $n } rialzi
}
luxury-do-conductor = { $n ->
    [one] capotreno: 1 passo
   *[other] capotreno: { $n } passi
}
luxury-do-conductors = { $n ->
    [one] entrambi i capotreno: 1 passo
   *[other] entrambi i capotreno: { $n } passi
}
luxury-do-locomotive = { $n ->
    [one] locomotiva: 1 passo
   *[other] locomotiva: { $n } passi
}
luxury-do-route = { $n ->
    [one] 1 carta tratta
   *[other] { $n } carte tratta
}
luxury-do-contract = { $n ->
    [one] 1 contratto
   *[other] { $n } contratti
}
luxury-do-coins = { $n ->
    [one] 1 moneta
   *[other] { $n } monete
}
luxury-do-vp = { $n } PV
luxury-do-car-or-upgrade = { $n ->
    [one] 1 carrozza o rialzo
   *[other] { $n } carrozze o rialzi
}
luxury-effect-car = aggiungere una carrozza
luxury-effect-upgrade = alzare il valore di una carrozza
luxury-effect-conductor = muovere un capotreno
luxury-effect-conductors = muovere entrambi i capotreno
luxury-effect-locomotive = muovere la locomotiva
luxury-effect-route = aggiungere una carta tratta
luxury-effect-contract = prendere un contratto
luxury-effect-coins = prendere monete
luxury-effect-vp = prendere PV
luxury-effect-car-or-upgrade = aggiungere o alzare di valore una carrozza
luxury-decision-action = prendere una carta azione o la tessera
luxury-decision-end = comprare, completare contratti o finire il turno
luxury-decision-scoring = completare contratti, poi contare i punti
luxury-needs-train-cars = un treno di { $n }+ vagoni
luxury-needs-cars = { $n }+ vagoni in tutto
luxury-needs-car-value = una carrozza da { $n }+
luxury-needs-train-value = un treno i cui vagoni valgono { $n }+
luxury-needs-conductor = un capotreno sul vagone { $n } o oltre
luxury-needs-conductors = entrambi i capotreno sul vagone { $n } o oltre
luxury-needs-locomotive = la locomotiva avanzata di { $n }+ spazi
luxury-needs-route-cards = { $n }+ carte tratta
luxury-needs-mail-cars = { $n ->
    [one] un vagone postale
   *[other] { $n } vagoni postali
}
luxury-contract = { $needs } → { $vp } PV{ $coins ->
    [0] {""}
    [one] , 1 moneta
   *[other] , { $coins } monete
}
luxury-per-mail-car = vagone postale
luxury-per-full-train = treno completo
luxury-per-contract = contratto completato
luxury-per-route-card = carta tratta
luxury-per-completed = carta presa tra le { $colour }
luxury-per-fine-car = carrozza da 3 o più
luxury-per-reached-car = vagone raggiunto da un capotreno
luxury-per-locomotive-space = spazio percorso dalla locomotiva
luxury-final = { $vp } PV per ogni { $per } · subito: { $bonus }
luxury-coins = { $coins ->
    [one] 1 moneta
   *[other] { $coins } monete
}

## Il tabellone e una compagnia
luxury-board-title = Luxury Line
luxury-offer-title = In offerta
luxury-log-title = Registro
luxury-round-line = Round { $round } di { $rounds } · carte { $colour }{ $scoring ->
    [true] {" "}· conteggio dopo questo round
   *[other] {""}
}
luxury-row = Fila { $row }
luxury-row-cleared = (esaurita)
luxury-tile-free = Tessera primo giocatore: libera (`tessera`)
luxury-tile-taken = Tessera primo giocatore: già presa in questo round
luxury-contracts-on-offer = Contratti in offerta:
luxury-finals-on-offer = Carte fine partita ({ $cost ->
    [one] 1 moneta
   *[other] { $cost } monete
}, una a turno):
luxury-seat-line = { $player }: { $vp } PV · { $coins ->
    [one] 1 moneta
   *[other] { $coins } monete
} · contratti in mano { $open }, completati { $done } · carte fine partita { $finals }
luxury-train-line = Treno { $train }: { $cars } · { $vp } PV
luxury-route-line = Percorso: locomotiva sullo spazio { $space } di { $spaces } (carte tratta: { $cards }) · prossima: { $next }
luxury-route-next-points = { $vp } PV sullo spazio { $space }
luxury-route-next-bonus = bonus { $bonus } sullo spazio { $space }
luxury-route-next-none = nessuna stazione più avanti
luxury-held-contracts = Contratti in mano (✅: soddisfatto):
luxury-completed = Carte prese: { $cards }
luxury-waiting = { $player }: { $decision } ({ $when })
luxury-over = La partita è finita.
luxury-when-round = round { $round }
luxury-when-scoring = conteggio dopo il round { $round }
luxury-start-order = Luxury Line: { $rounds } round di carte azione; l'ordine dei posti: { $order }.
luxury-score-final = Punteggio finale
luxury-score-standings = Classifica
luxury-score-line = { $place }. { $player } { $vp } PV ({ $coins ->
    [one] 1 moneta
   *[other] { $coins } monete
})
luxury-part-stations = stazioni
luxury-part-contracts = contratti
luxury-part-finals = carte fine partita
luxury-part-trains = treni e il resto

## La legenda
luxury-legend-title = Legenda
luxury-legend-colour = carte azione { $colour }
luxury-legend-values = Una carrozza è mostrata dal suo valore ({ $values }); i vagoni di un treno da sinistra a destra.
luxury-legend-conductor = il vagone dove sta il capotreno (un treno conta i vagoni fino a lì)
luxury-legend-mail = il vagone postale (vale { $value }, mai alzato)
luxury-legend-locomotive = il vagone locomotiva (vale { $value }, l'ultimo del treno)

## Il messaggio del turno e le opzioni
luxury-choice-pick = Fila { $row } · { $place }: { $card }
luxury-choice-forgo = Fila { $row } · { $place }, invece alza una carrozza ({ $card })
luxury-choice-tile = Tessera primo giocatore
luxury-choice-railcar = Carrozza sul treno { $train }
luxury-choice-raise = Alza il vagone { $car } del treno { $train } ({ $from } → { $to })
luxury-choice-conductor = Capotreno del treno { $train } al vagone { $car }
luxury-choice-contract = Contratto: { $contract }
luxury-choice-skip = Salta il resto
luxury-choice-buy = Compra { $purchase } ({ $coins ->
    [one] 1 moneta
   *[other] { $coins } monete
})
luxury-choice-fulfil = Completa: { $contract }
luxury-choice-final = Carta fine partita: { $card }
luxury-choice-end = Fine turno
luxury-choice-score = Conta i miei treni
luxury-buy-railcar = una carrozza per il treno { $train }
luxury-buy-conductor = un passo del capotreno sul treno { $train }
luxury-buy-locomotive = un passo della locomotiva
luxury-buy-raise = un rialzo del vagone { $car } del treno { $train }
luxury-buy-vp = 1 PV
luxury-more = Monete e altro…
luxury-panel-heading = { $coins ->
    [one] Hai 1 moneta
   *[other] Hai { $coins } monete
}. Cos'altro puoi fare ora:
luxury-panel-nothing = { $coins ->
    [one] Hai 1 moneta
   *[other] Hai { $coins } monete
}: ora niente da comprare o completare.
luxury-panel-menu = Compra o completa
luxury-options-many = { $n } opzioni: i pulsanti, o `{ $legal }` per ogni comando.
luxury-options-more = { $n ->
    [one] Un'altra opzione
   *[other] Altre { $n } opzioni
} dietro **Monete e altro…** ({ $coins ->
    [one] hai 1 moneta
   *[other] hai { $coins } monete
}).
luxury-picture-numbers = L'immagine numera le carte come i pulsanti.
luxury-this-turn = In questo turno:
luxury-picture-round = Round { $round } di { $rounds } · carte { $colour }
luxury-picture-seat = { $player } · { $vp } PV · { $coins ->
    [one] 1 moneta
   *[other] { $coins } monete
}
luxury-picture-route = Percorso

## Il registro
luxury-log-round = Inizia il round { $round }: carte { $colour }; comincia { $player }.
luxury-log-took = { $player } prende { $card }.
luxury-log-forwent = { $player } prende { $card } per alzare invece una carrozza.
luxury-log-tile = { $player } prende la tessera primo giocatore.
luxury-log-row-cleared = La fila { $row } è esaurita.
luxury-log-car = { $player } aggiunge una carrozza al treno { $train }.
luxury-log-mail = Il treno { $train } di { $player } riceve il vagone postale.
luxury-log-locomotive-car = Il treno { $train } di { $player } è completo: riceve il vagone locomotiva.
luxury-log-raised = { $player } alza il vagone { $car } del treno { $train } a { $value }.
luxury-log-conductor = Il capotreno del treno { $train } di { $player } è sul vagone { $car }.
luxury-log-locomotive = La locomotiva di { $player } è sullo spazio { $space }.
luxury-log-station = { $player } passa per una stazione: +{ $vp } PV.
luxury-log-bonus = { $player } riscuote una stazione bonus: { $bonus }.
luxury-log-route = { $player } aggiunge una carta tratta ({ $spaces } spazi).
luxury-log-contract = { $player } prende un contratto: { $contract }.
luxury-log-coins = { $player } +{ $coins ->
    [one] 1 moneta
   *[other] { $coins } monete
}.
luxury-log-vp = { $player } +{ $vp } PV.
luxury-log-skipped = { $player } lascia da fare il resto: { $effect } ×{ $left }.
luxury-log-bought = { $player } compra { $purchase } per { $coins ->
    [one] 1 moneta
   *[other] { $coins } monete
}.
luxury-log-fulfilled = { $player } completa un contratto: { $contract }.
luxury-log-final = { $player } compra una carta fine partita: { $card }.
luxury-log-scoring = Conteggio dopo il round { $round }.
luxury-log-train-scored = Il treno { $train } di { $player } vale { $vp } PV.
luxury-log-final-scored = La carta fine partita di { $player } ({ $per }) vale { $vp } PV.
luxury-log-over = La partita è finita. Vince: { $winners }.

## Rifiuti
luxury-error-game-over = La partita è finita.
luxury-error-no-such-seat = Non esiste quel posto.
luxury-error-not-your-turn = Non è il tuo turno.
luxury-error-not-now = Non ora: adesso devi { $decision }.
luxury-error-no-such-card = Lì non c'è nessuna carta azione: guarda le file con `tabellone`.
luxury-error-no-tile = La tessera primo giocatore è già stata presa in questo round.
luxury-error-no-such-train = Quel treno non esiste: i treni sono 1 e 2.
luxury-error-no-such-car = Quel treno non ha quel vagone.
luxury-error-train-full = Quel treno è completo: il vagone locomotiva è il suo ultimo.
luxury-error-not-a-railcar = Il vagone postale e il vagone locomotiva non si alzano mai.
luxury-error-top-value = Quella carrozza ha già il valore più alto.
luxury-error-left-car-lower = Una carrozza non vale mai più di quella alla sua sinistra: alza prima quella.
luxury-error-conductor-at-end = Quel capotreno è sull'ultimo vagone del suo treno.
luxury-error-locomotive-at-end = La locomotiva è alla fine del percorso: prima aggiungi una carta tratta.
luxury-error-no-such-contract = Non c'è quel contratto a faccia in su.
luxury-error-too-many-contracts = Hai già { $open } contratti: prima completane uno.
luxury-error-not-your-contract = Non hai quel contratto.
luxury-error-not-met = Quel contratto non è ancora soddisfatto.
luxury-error-not-enough-coins = { $cost ->
    [one] Costa 1 moneta
   *[other] Costa { $cost } monete
}; ne hai { $coins }.
luxury-error-one-final-a-turn = Una sola carta fine partita a turno.
luxury-error-no-such-final = Lì non c'è nessuna carta fine partita.
luxury-error-effect-under-way = Prima finisci l'azione in corso (o `salta` il resto).
luxury-error-nothing-to-skip = Non c'è niente da saltare.
luxury-thing-row = numero della fila
luxury-thing-card = posto della carta nella sua fila
luxury-thing-train = treno (1 o 2)
luxury-thing-car = posto del vagone nel suo treno
luxury-thing-contract = numero del contratto a faccia in su
luxury-thing-held-contract = numero di un contratto che hai
luxury-thing-final = numero della carta fine partita
luxury-thing-purchase = cosa comprare (carrozza, capotreno, locomotiva, alza, pv)
# I segnaposto dell'aiuto (`usa <fila> <n>`): una parola ciascuno, come `table-help-topic`.
luxury-help-row = fila
luxury-help-n = n
luxury-help-train = treno
luxury-help-car = vagone

## Lezioni, suggerimenti e revisioni
luxury-intro-action = **L'azione del tuo turno.** Prendi una carta azione a faccia in su (di qualsiasi fila) e fai ciò che mostra, oppure prendi la tessera primo giocatore (cominci tu il round successivo). Prima o dopo, le monete comprano passi in più.
luxury-intro-effect = **Svolgi la carta.** Scegli dove va ogni passo (quale treno, quale vagone, quale contratto); `salta` lascia perdere il resto.
luxury-intro-end = **L'azione è fatta.** Puoi ancora comprare con le monete, completare un contratto soddisfatto, prendere una carta fine partita, poi finire il turno.
luxury-intro-scoring = **Una fase di punteggio.** Completa i contratti soddisfatti; poi ogni treno conta i vagoni raggiunti dal suo capotreno.
luxury-kind-line = { $topic }: { $rules }
luxury-source-vp = PV fatti
luxury-source-trains = treni
luxury-source-route = percorso
luxury-source-contracts = contratti
luxury-source-finals = carte fine partita
luxury-source-coins = monete
luxury-source-tasks = passi ancora da fare
luxury-source-rest = il resto { $gain }
luxury-expected = { $gain } PV attesi: { $why }
luxury-expected-keeps = { $gain } PV attesi.
luxury-suggested = Prova { $words }
luxury-points = { $points } PV
luxury-review-heading = { $rank }. Round { $round }: costo { $cost } PV
luxury-review-played = Giocato: { $steps }
luxury-review-better = Meglio: { $steps }
luxury-review-why = Perché: { $why }
luxury-review-why-same = le stesse fonti, in quantità diverse
luxury-review-against = Contro { $player }: { $mine } PV a { $theirs } (tuoi: { $my_parts }; suoi: { $their_parts }).

## Regole
luxury-rules-list = Argomenti delle regole: { $topics }. Scrivi { $rules } <argomento>.
luxury-rules-unknown = Nessun argomento "{ $topic }": gli argomenti sono { $topics }.
luxury-rules-intro = Luxury Line è un gioco tutto di railbot, **progettato da un riassunto** di un gioco di carte del 2016 (le interpretazioni di railbot: docs/luxury-line-rules.md). Da 2 a 4 giocatori gestiscono due treni di carrozze e una locomotiva su un percorso. Sei round (verde, verde, blu, blu, rosso, rosso): a turno, ogni giocatore prende una carta azione a faccia in su e fa ciò che mostra. Dopo i round 2, 4 e 6 una fase di punteggio conta ogni treno fino al suo capotreno. Danno punti anche i contratti, le stazioni sul percorso e le carte fine partita. Vince chi ha più PV; in caso di parità, chi ha più monete.
luxury-rules-rows = Ogni round distribuisce 3 file di carte azione (4 per fila, 5 con 4 giocatori). Prendi una carta qualsiasi a faccia in su (`usa <fila> <n>`) e svolgine gli effetti in ordine, anche solo in parte (`salta`). Oppure prendi una carta e invece alza il valore di una carrozza (`rinuncia <fila> <n>`). Una fila si esaurisce quando ne sono state prese tante carte quanti sono i giocatori; il round finisce quando tutte le file sono esaurite.
luxury-rules-tile = Invece di una carta puoi prendere la tessera primo giocatore (`tessera`): la carta più a sinistra della fila in alto finisce nella scatola (conta come presa), cominci tu il round successivo e i regali vanno in senso orario: 2 monete a te subito; alla fine del tuo turno, una carrozza al 3º giocatore e una carrozza o un rialzo al 4º, a scelta loro. Se nessuno la prende, il primo giocatore resta lo stesso.
luxury-rules-railcars = Ogni treno comincia con una carrozza da 1. Una carrozza si aggiunge in fondo a destra del treno, con valore 0 (`carrozza <treno>`); un rialzo la porta al valore successivo, 0 → 1 → 2 → 3 → 5 (`alza <treno> <vagone>`), mai sopra il valore della carrozza alla sua sinistra. La 5ª carrozza di un treno porta il vagone postale (vale 2; dà un contratto e 1 moneta) e il 9º vagone porta il vagone locomotiva (vale 4; dà un rialzo), che chiude il treno.
luxury-rules-conductor = Il capotreno di ogni treno comincia sul primo vagone e avanza verso destra (`capotreno <treno>`), mai oltre l'ultimo vagone. In una fase di punteggio un treno conta ogni vagone fino al suo capotreno. Il simbolo doppio muove entrambi i capotreno.
luxury-rules-routes = La tua locomotiva corre lungo il tuo percorso: una carta iniziale di 3 spazi, poi le carte tratta aggiunte in fondo. Quando raggiunge una stazione a punti, ne prende subito i PV; una stazione bonus si riscuote alla fase di punteggio successiva.
luxury-rules-contracts = Tre contratti sono a faccia in su; una carta ne fa prendere uno (`accetta <n>`), e puoi averne al massimo 3. Completa un contratto soddisfatto nel tuo turno, prima o dopo l'azione, o in una fase di punteggio (`completa <n>`): ti dà i suoi PV e le sue monete.
luxury-rules-coins = Nel tuo turno, prima o dopo l'azione, le monete comprano: una carrozza per { $car } (`compra carrozza <treno>`), un passo del capotreno o della locomotiva per { $step } (`compra capotreno <treno>`, `compra locomotiva`), un rialzo per { $raise } (`compra alza <treno> <vagone>`) o 1 PV per { $vp } (`compra pv`). Le monete rimaste non danno punti ma decidono le parità.
luxury-rules-finals = Tre carte fine partita sono a faccia in su. Una volta per turno, prima o dopo l'azione, comprane una per { $cost } monete (`finale <n>`): ne prendi subito il bonus; a fine partita dà i suoi PV per ognuna delle cose che conta.
luxury-rules-scoring = Le fasi di punteggio arrivano dopo i round 2, 4 e 6, un giocatore alla volta: riscuoti le stazioni bonus raggiunte dalla tua locomotiva, completa i contratti, poi `fine`: ogni treno conta i vagoni raggiunti dal suo capotreno. Dopo l'ultima contano le carte fine partita e la partita finisce.
