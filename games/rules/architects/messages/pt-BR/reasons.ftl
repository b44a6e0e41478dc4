# The refusal reasons of this game's own.

unknown_seat = Este lugar não existe.

unexpected_action = Este tipo de ação não é possível agora.
