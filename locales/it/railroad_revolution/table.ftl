# I segnaposto dell'aiuto di Railroad Revolution (`Meta::placeholders`): cosa indicano `<city>`, `[worker]`.
table-help-city = città
table-help-worker = lavoratore
table-help-space = spazio
table-help-track = tracciato
table-help-train = treno
table-help-kind = tipo
table-help-milestone = obiettivo
table-help-id = id
