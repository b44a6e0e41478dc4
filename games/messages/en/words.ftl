# Pieces every game's words share.

# Between the items of a list but the last two: "Wood, Brick and Gold".
list-separator = {", "}
# The last two items of a list joined by "and".
# Variables:
#   $head (String) - the items before the last, already joined
#   $last (String) - the last item
list-and = { $head } and { $last }
# The last two items of a list joined by "or".
# Variables:
#   $head (String) - the items before the last, already joined
#   $last (String) - the last item
list-or = { $head } or { $last }
# A final score category a game has no words for (a game added without them).
score-unnamed = Other points
