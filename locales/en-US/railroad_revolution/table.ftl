# Railroad Revolution's placeholders of the help (`Meta::placeholders`): what `<city>`, `[worker]` stand for.
table-help-city = city
table-help-worker = worker
table-help-space = space
table-help-track = track
table-help-train = train
table-help-kind = kind
table-help-milestone = milestone
table-help-id = id
