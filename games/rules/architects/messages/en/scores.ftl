# The final score's categories, as the result names them beside each seat's points.
score-wonder = Wonder stages
score-cat = Cat token
score-blue_cards = Blue cards
score-military = Military Victory tokens
score-decor = Progress token “Decor”
score-politics = Progress token “Politics”
score-strategy = Progress token “Strategy”
score-education = Progress token “Education”
score-culture = Progress token “Culture”
