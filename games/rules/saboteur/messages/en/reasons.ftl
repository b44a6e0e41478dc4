# The refusal reasons of this game's own.


wrong_phase = This action belongs to another phase of the round (playing or stealing).

card_not_in_hand = Your hand does not hold this card.

not_a_path_card = This is not a path card.

not_an_action_card = This is not an action card.

bad_rotation = A card may only be turned 0 or 180 degrees.

tool_broken = A dwarf with a broken tool may not lay path cards.

trapped = A trapped dwarf may not lay path cards.

cell_occupied = A card already lies there.

ladder_next_to_goal = A ladder may not be laid next to a goal card.

edges_do_not_fit = The card's tunnels do not match its neighbours'.

not_adjacent_to_path = A path card must touch a card already in the maze.

not_connected_to_start = The card must join a tunnel that leads back to the start card.

invalid_target = This card cannot be played on that player.

invalid_goal = Choose one of the three goal cards.

invalid_fields = This card cannot be played that way.

role_pool_empty = No dwarf card is left to swap hats with.

already_in_front = That card already lies in front of that player.

nothing_to_remove = There is no such card in front of that player to remove.

cannot_remove_there = A Rockfall removes a path card from the maze, never the start card or a goal card.

wrong_discard_count = Wrong number of cards: pass discards one to three, a repair exactly two.

must_steal = In this game a thief must steal.
