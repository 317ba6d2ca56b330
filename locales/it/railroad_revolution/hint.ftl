# Chiavi usate da src/ai/hint.rs: il guadagno atteso di un suggerimento e il perché, per fonte di PV.
hint-expected = { $gain } PV attesi: { $why }
hint-expected-keeps = { $gain } PV attesi: mantiene la tua posizione
hint-rest = denaro, Lavoratori e il resto { $gain }
hint-source-trains = Treni
hint-source-milestones = Obiettivi
hint-source-network = Rete
hint-source-stations = Stazioni
hint-source-telegraph = Telegrafo
hint-source-links = Collegamenti
