# The refusal reasons of this game's own.


unknown_seat = There is no such seat.

unexpected_action = This kind of action is not possible now.
