# The refusal reasons of Table Nim's own (tests/rules/toy_companion.py).

# $pile: the pile's number, from 1; $stones: a number (the stones left in it)
not_enough_stones =
    Pile { $pile } has only { $stones } { $stones ->
        [1] stone
       *[other] stones
    }.
