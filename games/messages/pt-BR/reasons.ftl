# The refusal reasons every game shares (a game words its own in its package).

malformed_action = Uma ação é um objeto JSON com um "type" em texto.

unknown_action_type = Não existe o tipo de ação { $type }; use um de { $allowed }.

unexpected_field = A ação { $type } não tem o campo { $field }; seus campos: { $allowed }.

missing_field = A ação { $type } precisa do campo { $field }.

invalid_field = O campo { $field } de { $type } tem um valor que não pode ter.

not_your_turn = Não é a sua vez.

game_over = A partida terminou.

illegal_choice = Esta escolha não está entre as ações permitidas agora.

nothing_to_undo = Não há nada a desfazer.

value_not_allowed = O campo { $field } de { $type } não pode ser { $value } agora: os params da ação listada dizem quais valores pode ter.

engine_rejected = O motor de regras não conseguiu aplicar esta ação.
