# The final score's categories (gold pieces), as the result names them.
score-shares = Gold shared out at the end of rounds
score-crystals = Crystals
score-thefts = Thefts
