# L'aiuto su Discord (`/rr regole` senza argomento): un titolo per gruppo di comandi, secondo la
# `category` dei comandi (src/discord/help.rs).

help-group-lobby = Radunare i giocatori
help-group-play = Giocare
help-group-freight = Le mosse di Eastern Freight (ognuna è anche un pulsante)
help-group-luxury = Le mosse di Luxury Line (ognuna è anche un pulsante)
help-group-look = Guardare
help-group-learn = Imparare
help-group-history = Le partite concluse di questo server
help-group-settings = Impostazioni del canale (chi gestisce il canale)
