"""Game content: the shipped releases (``<game>/content.json``), reading and writing those
files, and the admin editor's form of each kind (its JSON Schema and its words)."""
