list-separator = {", "}
list-and = { $head } e { $last }
list-or = { $head } ou { $last }
score-unnamed = Outros pontos
