# The refusal reasons of Table Nim's own (tests/rules/toy_companion.py).

not_enough_stones =
    A pilha { $pile } tem só { $stones } { $stones ->
        [1] pedra
       *[other] pedras
    }.
