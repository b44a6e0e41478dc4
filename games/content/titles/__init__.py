"""Titles and help texts of the content forms, in English and Brazilian Portuguese, written
for a player of the game rather than from the engine's field names.

Each game's table maps a field name (or ``kind.field`` for a field one kind words its own way)
to ``(title_en, title_pt, help_en, help_pt)``; help may be empty. A field no table names gets
its name, spaced out, so a new field still shows (a test lists the schemas' fields without one).
"""

from __future__ import annotations

from games.content.titles import architects, marsbot, saboteur, scholars
from games.content.words import admin_said, kind_title
from games.rules.registry import ruleset_get

Label = tuple[str, str, str, str]
LANGUAGES = ("en", "pt-BR")

COMMON: dict[str, Label] = {
    "en": ("In English", "Em inglês", "", ""),
    "pt-BR": ("In Portuguese (Brazil)", "Em português (Brasil)", "", ""),
    "id": (
        "Id",
        "Identificador",
        "How the rules refer to it; unique.",
        "Como as regras o chamam; único.",
    ),
    "slug": (
        "Id",
        "Identificador",
        "Lowercase letters and _, unique.",
        "Letras minúsculas e _, único.",
    ),
    "name": ("Name", "Nome", "As printed on the component.", "Como impresso no componente."),
    "count": ("Copies in the box", "Cópias na caixa", "", ""),
    "verified": (
        "Checked against the box",
        "Conferido com a caixa",
        "Leave unticked while the value is a best estimate.",
        "Deixe desmarcado enquanto o valor for uma estimativa.",
    ),
}

TABLES: dict[str, dict[str, Label]] = {
    "architects": architects.TITLES,
    "saboteur": saboteur.TITLES,
    "marsbot": marsbot.TITLES,
    "scholars": scholars.TITLES,
}


def field_label(ruleset: str, kind: str, field: str, parent: str = "") -> Label | None:
    """The words for ``field`` of ``kind`` inside ``parent`` (the field holding it, or the
    list whose items hold it); None when no table names it."""
    table = TABLES.get(ruleset, {})
    return (
        table.get(f"{parent}.{field}")
        or table.get(f"{kind}.{field}")
        or table.get(field)
        or COMMON.get(field)
    )


def field_words(
    ruleset: str, kind: str, field: str, language: str, parent: str = ""
) -> tuple[str, str]:
    """(title, help) of a field in ``language`` ("en" or "pt-BR")."""
    label = field_label(ruleset, kind, field, parent)
    if label is None:
        return field.replace("_", " ").capitalize(), ""
    portuguese = language.lower().startswith("pt")
    return (label[1], label[3]) if portuguese else (label[0], label[2])


def path_words(ruleset: str, kinds: dict[str, str], where: tuple[str, ...], language: str) -> str:
    """A diff row's path as an editor reads it: each field by its title (item ids and list
    positions as they are). ``kinds`` maps a document member to its kind's name and title."""
    words: list[str] = []
    kind, parent = "", ""
    for depth, part in enumerate(where):
        if depth == 0 and part in kinds:
            kind, title = kinds[part].split("|", 1)
            words.append(title)
            continue
        label = field_label(ruleset, kind, part, parent)
        if label is None:
            words.append(part)
            continue
        words.append(label[1] if language.lower().startswith("pt") else label[0])
        parent = part
    return " › ".join(words)


def document_path_words(ruleset: str, where: tuple[str, ...], language: str) -> str:
    """A path in a content document (``cards/3/count``, ``cards/*/count``) as an editor reads
    it: the kind's title, an item by its place counted from 1, each field by its title."""
    kinds = {kind.key: kind for kind in ruleset_get(ruleset).content_kinds}
    words: list[str] = []
    kind, parent = "", ""
    for depth, part in enumerate(where):
        if depth == 0 and part in kinds:
            kind = kinds[part].name
            words.append(kind_title(ruleset, kind, language, kinds[part].title))
        elif part == "*":
            continue  # every item: the kind's title says which
        elif part.isdigit():
            words.append(admin_said("path-item", language, number=int(part) + 1))
        else:
            words.append(field_words(ruleset, kind, part, language, parent)[0])
            parent = part
    return " › ".join(words)
