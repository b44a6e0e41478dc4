# The refusal reasons every game shares (a game words its own in its package).


malformed_action = An action is a JSON object with a string "type".

# $type: an action type, as JSON; $allowed: a JSON list of the values allowed
unknown_action_type = There is no action type { $type }; one of { $allowed }.

# $type: an action type, as JSON; $field: a field name, as JSON; $allowed: a JSON list of the values allowed
unexpected_field = The action { $type } has no field { $field }; its fields: { $allowed }.

# $type: an action type, as JSON; $field: a field name, as JSON
missing_field = The action { $type } needs the field { $field }.

# $field: a field name, as JSON; $type: an action type, as JSON
invalid_field = The field { $field } of { $type } has a value it cannot take.

not_your_turn = It is not your turn.

game_over = The game is over.

illegal_choice = This choice is not among the legal actions now.

nothing_to_undo = There is nothing to undo.

# $field: a field name, as JSON; $type: an action type, as JSON; $value: the value sent, as JSON
value_not_allowed = The field { $field } of { $type } cannot be { $value } now: the listed action's params say which values it can take.

engine_rejected = The rules engine could not apply this action.
