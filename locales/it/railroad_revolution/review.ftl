# Usate da src/games/railroad_revolution/views/review.rs: le parole della revisione di una partita (`review`).

# Quando è stata presa una decisione: "Round 5 · scegli un'azione principale e un Lavoratore"
# (`round`: il round, o `review-setup` durante la scelta delle tessere Setup; `decision`: cosa era chiesto).
review-setup = Preparazione
review-when = { $round } · { $decision }

# Una decisione costosa. `cost`: PV con un decimale; `vp`: PV attesi, con il segno ("+6.5");
# `steps`: le mosse, come si leggono le opzioni; `why`: per fonte di PV ("milestones +6.3, …").
review-mistake-heading = { $rank }. { $when } — costo { $cost } PV
review-why-same = più o meno lo stesso per ogni fonte
review-played = Hai giocato: { $steps } ({ $vp } PV attesi)
review-better = Meglio: { $steps } ({ $vp } PV attesi)
review-why = Il perché, qualche turno dopo, rispetto alla tua mossa: { $why }

# I PV del giocatore per fonte contro quelli di chi vince (`player`: il nome dell'altro giocatore).
review-your-vp = I tuoi PV: { $vp }
review-against-co-winner = chi ha vinto con te, { $player }
review-against-runner-up = chi è arrivato secondo, { $player }
review-against-winner = chi ha vinto, { $player }
review-against-leader = chi è in testa, { $player }
review-by-source = PV per fonte, tu { $mine } contro { $against } { $rival }:
# Una fonte: "Treni 16 contro 24" (`mine`, `rival`: PV interi).
review-source-part = { $source } { $mine } contro { $rival }
