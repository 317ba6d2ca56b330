# Used by src/games/railroad_revolution/views/rules.rs: the short rules by topic (`rules <topic>`).
# Each topic: `rules-topic-<name>-title` and `rules-topic-<name>` (Markdown). The topic names
# are listed in rules.rs; players type them in their language's grammar words (grammar.ftl).
# Every number of the data file's [rules] table is an argument of every topic, by its name
# (`{ $share_value }`, `{ $hire_cost }`, …); `{ $slash }` is how the front end spells a command
# before its words (`/rr ` on Discord, nothing in a terminal).
# The rulebook is the law; these are summaries of it (and of spec/RULES-NOTES.md).

# The list of topics, and an unknown (or ambiguous) topic.
rules-list = Rules by topic: { $topics }. Ask for one with `{ $rules } <topic>`.
rules-unknown-topic = No rules topic "{ $asked }". Topics: { $topics }.

rules-topic-turn-title = Your turn
rules-topic-turn =
    1. If your supply is empty, every worker on your player board comes back first (that is not your action).
    2. Place one worker from your supply on one of the four actions: **station**, **rail**, **telegraph** or **trade**.
    3. Do the main action in full; the worker's extra effect is optional (see `workers`).
    Effects may be resolved in any order, even paying after gaining; where a worker's extra effect can change the action itself (a purple flip before a station, a grey deal or turquoise flip before a trade's sale), you may take it first: `station first purple`, `trade grey first`. When your turn ends you need money ≥ 0, shares ≥ 0 and at least { $min_available_workers } workers in supply and on your board. `{ $slash }undo` takes the turn back to its start; after `{ $slash }end` it is final. Selling shares and hiring are allowed at any time you are asked something (see `money`).

rules-topic-station-title = Station
rules-topic-station =
    Build your leftmost building in a city you are connected to (you have a rail next to it), paying the city's cost, and take its reward (track steps or workers; "/" means one of the two). The first station in a city takes the first-station slot and its bonus (paying any cost shown). One station per player per city. Command: `{ $slash }station city worker`; with purple, `station first purple` flips a train before you choose the city (its rail may connect a new one).

rules-topic-rail-title = Railroad
rules-topic-rail =
    Place your 2 leftmost rails (3 with a turquoise worker) in available spaces: connected to your network (Washington and Charlotte from the start), one rail of yours per space, not necessarily next to each other. Pay ${ $rail_base_cost } plus ${ $terrain_icon_cost } per difficult-terrain triangle of each space built in. If you cannot place them all, or pay, you cannot choose this action, except with one rail left: then place it for the full cost. A rail on a Deal space resolves the deal tile after the action (once per action, see `deals`). Command: `{ $slash }rail space then worker`.

rules-topic-telegraph-title = Telegraph
rules-topic-telegraph =
    Build your leftmost building as an office in a telegraph section without one of yours, and gain the section's shares; the first office there gains the bonus shares too. If the section has a telegraph tile, you may discard a worker to take its bonus (the tile stays). An office in a Deal section resolves the deal tile after the action. Command: `{ $slash }telegraph section worker`.

rules-topic-trade-title = Trade
rules-topic-trade =
    Remove one rail or building from the leftmost section of your player board that still holds a piece (your choice if it has both) and gain the money shown above it. Before or after the sale, you may flip one of your trains (see `trains`); flipping first can change which section the sale comes from, but not take your last piece. Command: `{ $slash }trade worker piece` (sell now, flip after), or piece `flip` to flip first and then choose the piece; with grey or turquoise, `trade worker first` takes the worker's deal or flip before the sale.

rules-topic-workers-title = Workers
rules-topic-workers =
    Every worker does the main action; its extra effect is optional.
    - White: promote a worker (see `milestones`).
    - Purple (foreman): bonuses, usually VP.
    - Orange (accountant): cheaper action, or money.
    - Grey (negotiator): other bonuses (on trade: a deal for you alone, plus a share).
    - Turquoise (engineer): a better main action (3 rails, for example).
    Any worker may act as white instead of its own effect, never both. You may never end a turn with fewer than { $min_available_workers } available workers. When a colour is gone from the supply you take another colour of your choice; when every colour is gone, the reward is lost and its cost not paid. Every worker you gain goes to your supply, an exchanged one too. Hire any colour for ${ $hire_cost } at any time (`{ $slash }hire`).

rules-topic-deals-title = Deals
rules-topic-deals =
    A rail on a Deal space or an office in a Deal section resolves the face-up deal tile once the action is done. The player who placed it may accept deal A, deal B, both ("Both deals" button), or none; then each other player in turn order may accept one or none. Accepting discards the shares shown, which you must hold when you accept (a deal's own reward cannot pay for it), and gives the reward, with its own choices. Each player ends their deal choice with Done, checked like the end of a turn. Then the tile is discarded and the next one turned up.

rules-topic-milestones-title = Milestones
rules-topic-milestones =
    Each milestone has 1 to 3 conditions and 1 or 2 manager slots (A, B, C need given colours; D any colour). Promoting moves a worker from your supply or board (even the one just placed) onto a slot; managers stay until the milestone is done. At the end of any turn, after deals, a milestone with its conditions met and its slots filled completes: the managers go back to the supply, the tile counts its VP at the end, and you keep 1 of the next { $milestone_choice_draw } tiles of the next letter (D has none). Conditions count connected cities of a level, stations in cities of a level, rails on Deal spaces, or rails on spaces with a given terrain.

rules-topic-tracks-title = Performance tracks
rules-topic-tracks =
    Three tracks: network, stations and telegraph. A step moves one marker up one slot; several steps may be split between tracks. "Advance up to" lets you stop early; where a tile fixes the amount ("Advance a total of 3 steps" on the setup tile, "Advance 1 step") you take every step while one can be taken and paid, also when it comes with "you may also promote" and you take the bonus. Passing a money, share or worker icon costs it. At the end: network VP × level-5 cities connected, stations VP × stations built, telegraph VP × offices built.

rules-topic-trains-title = Trains
rules-topic-trains =
    Taking a train takes the top of any stack; it arrives face up. Trade may flip one train: a face-up train gives its bonus and turns face down; a face-down train turns face up (no bonus). Each face-up train is worth { $train_face_up_vp } VP at the end.

rules-topic-money-title = Money and shares
rules-topic-money =
    You start with ${ $start_money } and { $start_shares } telegraph shares. Sell a share for ${ $share_value } at any time you are asked something (`{ $slash }sell`); shares cannot be bought. Hire a worker of any colour for ${ $hire_cost } (`{ $slash }hire`). Money and shares may dip below zero during a turn but not at its end.

rules-topic-setup-title = Setup
rules-topic-setup =
    Everyone starts with ${ $start_money }, { $start_shares } shares, { $start_white_workers } white workers, a "promote 2 workers" train and one A1 and one A2 milestone. As many setup tiles as players are laid out, each with a worker. Starting with the player right of the first player and going counter-clockwise, each player takes a tile's reward and its worker.

rules-topic-end-title = End of the game
rules-topic-end =
    When a player has emptied every section left of their company logo (no buildings, no rails: the "pieces until the end" the board counts), play goes on until everyone has had the same number of turns, then everyone takes one more turn. Milestones still complete after deals of that last round.
    Score: { $train_face_up_vp } VP per face-up train, completed milestones, the three tracks, and each telegraph link whose two sections both hold one of your offices. Most VP wins; a tie goes to the most money counting shares at ${ $share_value }; then the victory is shared.
