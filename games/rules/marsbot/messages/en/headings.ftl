# The heading of each kind of action, over the listed actions of that kind (GET
# /games/{id}/actions/ `headings`): one message `heading-<type>` for every action type.

heading-play_turn = MarsBot's turn
heading-place_tile = Place a tile
heading-place_card_tile = A card's tile
heading-raise_parameter = Raise a global parameter
heading-claim_milestone = Claim a milestone
heading-fund_award = Fund an award
heading-remove_marsbot_mc = Take M€ from MarsBot
heading-decrease_production = Lower MarsBot's production
heading-adjust_standing = Change what you have
heading-plants_protection = Your plants' protection
heading-turn_end = End your turn
heading-generation_pass = Pass for the generation
heading-marsbot_card = MarsBot's card
heading-flipped_card = The card flipped for MarsBot
heading-drawn_card = A card you drew
heading-cards_drawn = Cards you drew
heading-discarded_card = A card you discarded
heading-cards_discarded = Cards you discarded
heading-draft_pick = Your draft pick
heading-final_greenery = A final greenery
heading-final_greeneries_done = Final greeneries done
heading-final_score = Your final score
heading-undo = Undo
heading-acknowledge = Done
heading-resign = Leave the game
