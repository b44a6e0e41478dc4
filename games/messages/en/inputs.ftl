# What is wrong with a document or a request: a content document an editor saves or
# imports, the input of a game's tool. Each message is one item of a problem's "errors".
# Member names, paths and values in quotes or brackets are JSON as it was sent: keep them
# as written.

# A problem and where it is.
# Variables:
#   $where (String) - the path of the member in the document, parts joined by "/" ("cards/3/count")
#   $problem (String) - what is wrong there (another message)
problem-at = { $where }: { $problem }

# A JSON type, as a value must be of it ("must be a whole number").
# Variables:
#   $type (String) - the JSON Schema type: string, integer, number, boolean, array, object or null
json-type = { $type ->
    [string] a string
    [integer] a whole number
    [number] a number
    [boolean] true or false
    [array] a list
    [object] an object
   *[null] null
}

# Input outside the JSON Schema of what is expected; $found is the value sent, as JSON.
# Variables:
#   $expected (String) - the types it may be ("a string or null"), from json-type
#   $found (String) - the value sent, as JSON
schema-type = must be { $expected }, not { $found }
# Variables:
#   $allowed (String) - the values allowed, a JSON list
#   $found (String) - the value sent, as JSON
schema-enum = must be one of { $allowed }, not { $found }
# Variables:
#   $members (String) - the missing members' names, as a JSON list
schema-required = lacks { $members }
# Variables:
#   $members (String) - the members it does not take, as a JSON list
schema-unexpected = takes no { $members }
# Variables:
#   $limit (Number) - the smallest value allowed
#   $found (String) - the value sent, as JSON
schema-minimum = must be at least { $limit }, not { $found }
# Variables:
#   $limit (Number) - the largest value allowed
#   $found (String) - the value sent, as JSON
schema-maximum = must be at most { $limit }, not { $found }
# Variables:
#   $limit (Number) - the fewest items a list may have
#   $count (Number) - how many it has
schema-min-items = must list at least { $limit ->
    [one] one item
   *[other] { $limit } items
}, not { $count }
# Variables:
#   $limit (Number) - the most items a list may have
#   $count (Number) - how many it has
schema-max-items = must list at most { $limit ->
    [one] one item
   *[other] { $limit } items
}, not { $count }
# Variables:
#   $limit (Number) - the fewest characters a text may have
schema-min-length = { $limit ->
    [1] must not be empty
   *[other] must be at least { $limit } characters long
}
# Variables:
#   $limit (Number) - the most characters a text may have
schema-max-length = must be at most { $limit ->
    [one] one character
   *[other] { $limit } characters
} long
# Variables:
#   $pattern (String) - the regular expression the text must match
#   $found (String) - the value sent, as JSON
schema-pattern = must match { $pattern }, not { $found }
# A rule of the schema without a message of its own.
# Variables:
#   $keyword (String) - the JSON Schema keyword the value breaks ("uniqueItems")
schema-unique-items = lists one value twice
schema-other = breaks the schema's rule "{ $keyword }"

# A whole document's own shape.
document-not-object = the content must be one JSON object
# Variables:
#   $line (Number) - the line of the file where reading stopped
#   $column (Number) - the column of that line
document-not-json = the file is not JSON (line { $line }, column { $column })
document-not-utf8 = the file is not UTF-8 text
# Variables:
#   $member (String) - the member's name, as JSON ("release")
member-missing = { $member } is missing
# Variables:
#   $member (String) - the member's name, as JSON ("release")
#   $expected (String) - what it must be, from json-type ("a list")
member-type = { $member } must be { $expected }
# A list entry of the editor is keyed by the fields that name its item.
# Variables:
#   $key (String) - the key the entry must have, as JSON
#   $fields (String) - the fields the key is made of, a JSON list
entry-key = the key must be { $key }, made of { $fields }
