# Keys used by src/games/railroad_revolution/views/company.rs (one company's view).

company-title = Compagnia di { $player }
company-title-none = Compagnia
company-no-such-seat = Nessun giocatore a quel posto.
company-none = nessuno
company-any = qualsiasi
company-available-workers = Lavoratori disponibili { $n } (almeno { $min } a fine turno)
company-workers = Lavoratori: riserva { $supply } | Plancia { $board }
company-logo = |logo|
company-pieces = Pezzi: { $sections }
company-left-of-logo-empty = A sinistra del logo: vuoto - la fine della partita è attivata
company-left-of-logo = A sinistra del logo: { $left ->
    [one] { $left } pezzo
   *[other] { $left } pezzi
} prima che si attivi la fine della partita
company-trains = Treni: { $trains }
company-completed = Completati: { $milestones }
company-managers = Dirigenti { $managers }
company-vp = { $vp } finora: Treni { $trains } | Obiettivi { $milestones } | Rete { $network } | Stazioni { $stations } | Telegrafo { $telegraph } | Collegamenti { $links } = { $total }
