# Keys used by src/ai/hint.rs: a suggestion's expected gain and why, by VP source.
hint-expected = { $gain } VP expected: { $why }
hint-expected-keeps = { $gain } VP expected: keeps your position
hint-rest = money, workers and the rest { $gain }
hint-source-trains = trains
hint-source-milestones = milestones
hint-source-network = network
hint-source-stations = stations
hint-source-telegraph = telegraph
hint-source-links = links
