# The heading of each kind of action, over the listed actions of that kind (GET
# /games/{id}/actions/ `headings`): one message `heading-<type>` for every action type.

heading-place_path = Lay a path card
heading-play_action = Play an action card
heading-pass = Pass
heading-discard_and_repair = Discard two to repair
heading-steal = Steal
heading-decline_steal = Do not steal
heading-resign = Leave the game
