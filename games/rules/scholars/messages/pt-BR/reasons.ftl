# The refusal reasons of this game's own.

not_tracked = O servidor não acompanha isso.
