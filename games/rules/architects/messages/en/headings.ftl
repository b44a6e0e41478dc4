# The heading of each kind of action, over the listed actions of that kind (GET
# /games/{id}/actions/ `headings`): one message `heading-<type>` for every action type.

heading-take_card = Take a card
heading-take_extra_card = Take an extra card
heading-build_stage = Build a Wonder Stage
heading-choose_progress_token = Choose a Progress token
heading-choose_deck = Choose a deck
heading-pick_card = Pick a card
heading-use_wonder_effect = Use your Wonder's effect
heading-decline_wonder_effect = Skip your Wonder's effect
heading-end_turn = End your turn
heading-resign = Leave the game
