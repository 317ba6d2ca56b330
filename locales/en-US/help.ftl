# Discord's help (`/rr rules` without a topic): one heading per group of slash commands, by the
# commands' `category` (src/discord/help.rs).

help-group-lobby = Gathering players
help-group-play = Playing
help-group-freight = Eastern Freight moves (each is also a button)
help-group-luxury = Luxury Line moves (each is also a button)
help-group-look = Looking
help-group-learn = Learning
help-group-history = This server's finished games
help-group-settings = This channel's settings (channel managers)
