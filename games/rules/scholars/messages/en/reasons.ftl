# The refusal reasons of this game's own.


not_tracked = The server does not keep track of that.
