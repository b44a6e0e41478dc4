"""A pseudo-locale made from the English catalogues: every letter accented, vowels doubled
(translations run longer than English) and each message bracketed, so that a text shows at
a glance whether it came whole from a catalogue. Written as the files a translator would add
for a new language, in a directory of ``AUTOMA_MESSAGES_DIRS``."""

from __future__ import annotations

from pathlib import Path

from fluent.syntax import FluentParser, FluentSerializer
from fluent.syntax.ast import Message, Pattern, Placeable, StringLiteral, TextElement
from fluent.syntax.visitor import Transformer

from games.rules.catalogues import Catalogue

PSEUDO = "en-XA"
OPEN, CLOSE = "⟦", "⟧"
_ACCENTED = str.maketrans(
    "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ",
    "àƀçđéƒĝĥíĵķĺɱñóƥʠŕšţúṽŵẋýžÀƁÇĐÉƑĜĤÍĴĶĹṀÑÓƤꝖŔŠŢÚṼŴẊÝŽ",
)


def pseudo_text(text: str) -> str:
    longer = "".join(ch * 2 if ch in "aeiouAEIOU" else ch for ch in text)
    return longer.translate(_ACCENTED)


class _Pseudo(Transformer):
    def visit_TextElement(self, node: TextElement) -> TextElement:  # noqa: N802 (Transformer)
        return TextElement(pseudo_text(node.value))

    def visit_StringLiteral(self, node: StringLiteral) -> StringLiteral:  # noqa: N802
        return node  # an escaped brace, say: kept as written


def _bracketed(pattern: Pattern) -> Pattern:
    return Pattern(
        [Placeable(StringLiteral(OPEN)), *pattern.elements, Placeable(StringLiteral(CLOSE))]
    )


def pseudo_catalogue_write(catalogue: Catalogue, root: Path) -> Path:
    """``catalogue``'s English file, pseudo-localised, under ``root`` as AUTOMA_MESSAGES_DIRS
    reads it (``<root>/<language>/<name>.ftl``)."""
    source = catalogue.directory / "en" / f"{catalogue.name.rsplit('/', 1)[-1]}.ftl"
    resource = FluentParser().parse(source.read_text(encoding="utf-8"))
    resource = _Pseudo().visit(resource)
    for entry in resource.body:
        if isinstance(entry, Message) and entry.value is not None:
            entry.value = _bracketed(entry.value)
            for attribute in entry.attributes:
                attribute.value = _bracketed(attribute.value)
    target = root / PSEUDO / f"{catalogue.name}.ftl"
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_text(FluentSerializer().serialize(resource), encoding="utf-8")
    return target
