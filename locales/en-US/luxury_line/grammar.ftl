# Luxury Line's words of the grammar (`Meta::words`): `grammar-word-<english>` is what a player
# may type instead of the English word (several separated by spaces). English always works.
grammar-word-pick = pick
grammar-word-forgo = forgo
grammar-word-tile = tile
grammar-word-railcar = railcar
grammar-word-raise = raise
grammar-word-conductor = conductor
grammar-word-contract = contract
grammar-word-skip = skip
grammar-word-buy = buy
grammar-word-fulfil = fulfil
grammar-word-final = final
grammar-word-vp = vp
grammar-word-intro = intro
grammar-word-rows = rows
grammar-word-railcars = railcars
grammar-word-routes = routes
grammar-word-contracts = contracts
grammar-word-coins = coins
grammar-word-scoring = scoring
grammar-word-finals = finals
