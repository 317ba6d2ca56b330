# Le parole della grammatica di Luxury Line (`Meta::words`): `grammar-word-<inglese>` è ciò che
# si può scrivere al posto della parola inglese (più parole separate da spazi). L'inglese vale sempre.
# Ogni parola italiana vale in tutti i giochi: `scegli` (choose), `prendi` (take), `contratto` (deal),
# `contratti` (deals), `migliora` (upgrade) e `percorso` (route) sono già di altri giochi.
grammar-word-pick = usa
grammar-word-forgo = rinuncia
grammar-word-tile = tessera
grammar-word-railcar = carrozza
grammar-word-raise = alza rialza
grammar-word-conductor = capotreno
# Prendere un contratto a faccia in su (`accetta 2`): `contratto` è il Contratto di Railroad Revolution.
grammar-word-contract = accetta
grammar-word-skip = salta
grammar-word-buy = compra
grammar-word-fulfil = completa adempi
grammar-word-final = finale
grammar-word-vp = pv
# Gli argomenti delle regole (`regole carrozze`).
grammar-word-intro = introduzione
grammar-word-rows = file
grammar-word-railcars = carrozze
grammar-word-routes = tratte
grammar-word-contracts = accordi
grammar-word-coins = monete
grammar-word-scoring = conteggio
grammar-word-finals = finali
