# Keys used by src/games/railroad_revolution/views/company.rs (one company's view).

company-title = Company of { $player }
company-title-none = Company
company-no-such-seat = No such seat.
company-none = none
company-any = any
company-available-workers = available workers { $n } (at least { $min } at the end of a turn)
company-workers = Workers: supply { $supply } | board { $board }
company-logo = |logo|
company-pieces = Pieces: { $sections }
company-left-of-logo-empty = Left of the logo: empty - the end of the game is triggered
company-left-of-logo = Left of the logo: { $left } pieces until the end of the game is triggered
company-trains = Trains: { $trains }
company-completed = Completed: { $milestones }
company-managers = managers { $managers }
company-vp = { $vp } as things stand: trains { $trains } | milestones { $milestones } | network { $network } | stations { $stations } | telegraph { $telegraph } | links { $links } = { $total }
