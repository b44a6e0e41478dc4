# Names the content document (games/content/marsbot/content.json) gives in both languages:
# MarsBot's tracks, the milestones, the awards and its bonus cards.

track-building = Building
track-space = Space
track-event = Event
track-science = Science
track-energy = Energy
track-earth = Earth
track-plant = Plant

milestone-terraformer = Terraformer
milestone-mayor = Mayor
milestone-gardener = Gardener
milestone-builder = Builder
milestone-planner = Planner

award-landlord = Landlord
award-banker = Banker
award-scientist = Scientist
award-thermalist = Thermalist
award-miner = Miner

bonus-B01 = Meteor Shower
bonus-B02 = Invasive Species
bonus-B03 = Research and Development
bonus-B04 = Overachievement
bonus-B05 = Expedited Construction
bonus-B06 = Lobbyists
bonus-B07 = Local Neural Instance
bonus-B08 = Corporate Competition (Tharsis)
