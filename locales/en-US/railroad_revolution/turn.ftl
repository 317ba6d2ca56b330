# Used by src/games/railroad_revolution/views/turn.rs (the turn message: holdings, why the turn cannot end, buttons).

turn-holdings = You have { $money }, { $shares } { $shares ->
    [1] share
   *[other] shares
    }, workers in supply: { $workers }
turn-holdings-none = none

## Why the turn cannot end: "You cannot end the turn yet: <problem>. To fix it: <fix>."
turn-no-city-for-station = No city can take your station now (no rail connected a new one): undo.
turn-cannot-end = You cannot end the turn yet: { $problem }. To fix it: { $fix }.
turn-in-debt = you are { $owed } in debt (you have { $shares } { $shares ->
    [1] share
   *[other] shares
    })
# $more is the "Sell or hire…" button's label.
turn-fix-sell-shares = sell { $n } { $n ->
    [1] share
   *[other] shares
    } ({ $more }), or undo
turn-fix-undo-or-money = undo, or take an effect that brings money
turn-too-few-workers = you would have { $n } { $n ->
    [1] worker
   *[other] workers
    } available and need { $min }
turn-fix-hire = hire a worker ({ $more }), or undo
turn-fixed-advance-owed = the bonus you took owes a fixed advance of { $n } { $n ->
    [1] step
   *[other] steps
    }
turn-fix-take-advance = take the advance on offer, or undo
turn-fix-undo = undo

## The turn message
turn-managers = A milestone scores its VP once its conditions are met and its manager slots are filled: managers are workers you promote onto it (they stay there until it is complete).
turn-chosen = Chosen: { $path }. Now:
turn-picture-numbers = The picture shows each option's number on the map.
turn-more-options = more options: the buttons hold them all
# The earlier lines of a long turn under way, counted ($log is the command `/rr log`).
turn-earlier-lines = … { $n } earlier { $n ->
    [one] line
   *[other] lines
  }: { $log } has them
turn-this-turn = This turn:

## Buttons and menus
turn-menu-page = { $what } (options { $from }–{ $to })
turn-back = Back
turn-undo = Undo
# The panel the "Sell or hire…" button opens: its heading and its menu's placeholder.
turn-more-panel = Sell a share or hire a worker (this panel shows what you did once you choose):
turn-more-menu = Sell or hire
