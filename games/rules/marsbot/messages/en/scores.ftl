# The final score's categories, as the result names them (yours is the total you report).
score-tr = Terraform rating
score-milestones = Milestones
score-awards = Awards
score-greeneries = Greeneries
score-cities = Cities (adjacent greeneries)
score-neural_instance = Neural Instance (free adjacent spaces)
score-megacredits = Leftover M€
score-cards = Cards with victory points
score-reported = Your reported final score
score-instant_loss = Instant loss (the game reached its last generation)
