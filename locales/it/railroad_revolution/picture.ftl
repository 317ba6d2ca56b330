# Labels of the board picture: src/games/railroad_revolution/views/picture/{mod,panel,map,companies}.rs.
# Many labels sit in a fixed width (the telegraph rows, the company strips, the gates above the
# tracks): keep a translation about as long as the English, abbreviated as a board would.

## src/games/railroad_revolution/views/picture/mod.rs: the title line

picture-title-over = Railroad Revolution: la partita è finita
picture-replay-round = Round { $round }
picture-replay-round-leader = Round { $round } · in testa { $name } con { $vp } PV
picture-replay-final = Posizione finale: la partita è finita
picture-title-setup = Preparazione
# $when: "Round 3" (or picture-title-setup); $decision: what they decide ("scegli un'azione principale e un Lavoratore").
picture-title = { $when }: { $name }, { $decision }

## src/games/railroad_revolution/views/picture/mod.rs: rewards in short words
## (costs and workers' discs are added by the code: "Treno -$200")

picture-shares = { $n ->
    [one] { $n } Titolo
   *[other] { $n } Titoli
    }
picture-steps = { $n ->
    [one] { $n } passo
   *[other] { $n } passi
    }
picture-steps-up-to = { $n ->
    [one] ≤{ $n } passo
   *[other] ≤{ $n } passi
    }
# Between two choices of workers: "<grey> or <turquoise>".
picture-or = o
picture-any-worker = Lavoratore a scelta
picture-swap-worker = scambia Lavoratore
picture-promote = promuovi { $n }
# After "promuovi 2": the price of each promotion, $cost is "-$100".
picture-cost-each = { $cost } cad.
picture-flip-train = ribalta Treno
picture-train = Treno
picture-rail = Binario
picture-station = Stazione
picture-office = Ufficio
picture-spare-rail = Binario di setup
picture-spare-office = Ufficio di setup
picture-spare-station = Stazione di setup

## src/games/railroad_revolution/views/picture/panel.rs: the telegraph line, the tracks, the deal, trains, milestones, legend

picture-telegraph-line = Rete del Telegrafo
picture-link-vp = PV Collegamento
# A section's row (130 px): its shares and its first-office bonus.
picture-section-shares = { $shares } tit · 1° +{ $first }
picture-track-network = Rete: PV x Città di livello 5 collegate
picture-track-stations = Stazioni: PV x Stazioni
picture-track-telegraph = Telegrafo: PV x Uffici
# Above the tracks: what entering a position costs (each centred over a 48 px cell).
picture-to-enter = per entrare:
picture-gate-shares = { $n } tit
picture-gate-workers = { $n } lav
# "Contratto A: 2 tit + …", then "B: 1 tit + …" under it.
picture-deal-a = Contratto A:
picture-deal-shares = { $n } tit
picture-deals-left = { $n ->
    [one] { $n } rimasto
   *[other] { $n } rimasti
    }
picture-deal-none = Contratto: nessuno a faccia in su
picture-trains = Treni:
picture-trains-none = esauriti
# $stacks: "B 5 · C 4 · D 6".
picture-milestone-stacks = Pile Obiettivi: { $stacks }
picture-legend-deal = icona Contratto
picture-legend-terrain = Terreno Difficile
picture-legend-first-slot = Prima Stazione / Primo Ufficio
picture-legend-level-5 = Città di livello 5
# $first: picture-first.
picture-legend-bonus = { $first } bonus disponibile

## src/games/railroad_revolution/views/picture/map.rs

# Before a city's first-station bonus: "1°: 2 Titoli".
picture-first = 1°:

## src/games/railroad_revolution/views/picture/companies.rs: a company's strip (389 px wide; labels short)

picture-vp = PV
picture-money = denaro
picture-shares-label = Titoli
picture-trains-face-up = Treni a faccia in su
picture-trains-face-down = a faccia in giù
picture-workers = Lavoratori
# Pieces left of the logo: the end comes when they are gone.
picture-until-end-rails = prima della fine: Binari
picture-buildings = Edifici
picture-milestones-held = Obiettivi presi
picture-milestones-done = completati
picture-vp-network = PV Rete
picture-vp-stations = Stazioni
picture-vp-telegraph = PV Telegrafo
picture-vp-links = Collegamenti
picture-vp-trains = PV Treni
picture-vp-milestones = Obiettivi
# The tag on the awaited company's strip (86 px).
picture-deciding = di turno
