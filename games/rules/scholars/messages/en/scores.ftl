# The final score's categories, as the result names them.
score-dice_track = Dice track
score-retired_translators = Retired translators
score-guild_control = Guild control
score-caliph = Caliph card
score-research = Research
score-scrolls = Translated scrolls
score-starting_scroll = Starting scroll
