# The set-up options of Scholars of the South Tigris (solo companion and scoring mode):
# each option's title and description. Quoted words ("companion", "facts") are the values
# an app sends: keep them as they are.

option-mode-title = Mode
option-mode-description = "{ $is-companion }" (the default): the solo game, seat 0 the human who reports the table, seat 1 Papyrus (an automa seat). "{ $is-scoring }": a 1-4 player table game the server only scores, every seat a human who reports their own end-of-game figures.
option-difficulty-title = Difficulty
option-difficulty-description = Student ("{ $is-student }"), Scribe ("{ $is-scribe }", the default), Teacher ("{ $is-teacher }") or Scholar ("{ $is-scholar }"): where the automa starts on the dice-sum track, its starting scroll and its extra set-up.
option-length-title = Game length
option-length-description = Casual ("{ $is-casual }", the default) or Epic ("{ $is-epic }"): how you build the scroll pile (2 or 3 scroll cards with each Caliph card for 1 or 2 players); the server only counts the Caliph cards.
option-ties-to-automa-title = Ties go to the automa
option-ties-to-automa-description = Equal final totals: the automa wins (on, the default, as in the digital table version of the solo game) or the win is shared (off).
option-travel-out-of-reach-title = Travel with no scroll in reach
option-travel-out-of-reach-description = Papyrus travels as far as the silver of its last two Scheme cards. "{ $is-fallback }" (the default, the seed's reading: it "chooses a scroll within" that distance): with none in reach it does not travel and the card falls back. "{ $is-search-all }": it looks all the way round the map instead (games before rules edition 2).
option-recent-cards-title = Last Scheme cards across a Rest
option-recent-cards-description = The room-cost focus and the travel distance add the silver of "the last two (or one)" Scheme cards. "{ $is-since-shuffle }" (the default, the seed's reading: "(or one)" is the first draw after a Rest reshuffles the deck): only cards drawn since the last shuffle count. "{ $is-across-rest }": the last two drawn, the one before the Rest included (games before rules edition 2).
option-final-report-title = Your final report
option-final-report-description = "{ $is-facts }" (the default): at the end you report what you count (dice by colour, research levels, Caliph markers, money, each scroll card and retired translator, the VP of each card in Papyrus's pile) and the server scores it as it scores Papyrus, showing both totals. "{ $is-totals }": you report your category totals yourself (games before rules edition 2, and clients written for them).

# What rules edition 2 corrected (the rules_revision option lists each edition's corrections).
option-revision-2-corrections = the Caliph phase guild by guild (your own Caliph move asked before any consolation, the neutral translator seated before Papyrus's gold), Papyrus's Caliph row the highest or lowest free one (you report it), no duplicate translator while decks 7-8 are free, silver for Papyrus's retired starting translators, and your final score from the facts you count

# Each value's words, as a set-up form offers it (option-<name>-is-<value>, the value's
# underscores as hyphens; -is alone takes the value as $value).
option-mode-is-companion = The solo game against Papyrus
option-mode-is-scoring = Scoring a table game
option-difficulty-is-student = Student
option-difficulty-is-scribe = Scribe
option-difficulty-is-teacher = Teacher
option-difficulty-is-scholar = Scholar
option-length-is-casual = Casual
option-length-is-epic = Epic
option-travel-out-of-reach-is-fallback = No travel: the card falls back
option-travel-out-of-reach-is-search-all = Search the whole map
option-recent-cards-is-since-shuffle = Only since the last shuffle
option-recent-cards-is-across-rest = The last two, across a Rest
option-final-report-is-facts = What you count; the server scores it
option-final-report-is-totals = Your category totals
