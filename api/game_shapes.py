"""Per-game shapes in the OpenAPI schema: each game's seat view and its listed actions.

The game resource's ``view`` is one of the games' view components (``ArchitectsView``, ...),
discriminated by its ``ruleset`` member; the legal actions answer is one of the games'
``<Game>LegalActions``, discriminated the same way, each action one of that game's action union
(``ArchitectsAction``, discriminated by ``type``). Generated SDKs are thus typed end to end.

Nothing is written twice: a view component is the engine's ``Ruleset.view_schema`` (JSON
Schema) turned into OpenAPI 3.0; actions come from the engine's ``ActionSpec`` tuple.
"""

from __future__ import annotations

from functools import cache
from typing import Any

from drf_spectacular.utils import PolymorphicProxySerializer, extend_schema_field
from rest_framework import serializers

from api.action_serializers import action_params_field, action_union, camel
from games.rules.core import Ruleset
from games.rules.registry import rulesets_available

# Members of an engine's view the resource says elsewhere (see ``api.representations``): the
# options (``rules_revision`` among them) at its top, the legal actions with their labels at
# its ``actions`` link, and ``ruleset``, ``content_release``, ``seat`` and ``to_act`` for the
# engines' ``game``, ``release``, ``viewer`` and ``to_act``. Engines keep them for their automa.
VIEW_KEYS_ELSEWHERE = (
    "options",
    "legal_actions",
    "game",
    "release",
    "viewer",
    "to_act",
    "rules_revision",
)
DISCRIMINATOR = "ruleset"


def view_component_name(slug: str) -> str:
    return f"{camel(slug)}View"


def _ref(name: str) -> str:
    return f"#/components/schemas/{name}"


def to_openapi(schema: Any) -> Any:
    """A JSON Schema (draft 2020-12, as engines declare them) in OpenAPI 3.0 terms: a type list
    with ``"null"`` becomes ``nullable: true``; ``anyOf [X, null]`` becomes X, nullable."""
    if isinstance(schema, list):
        return [to_openapi(s) for s in schema]
    if not isinstance(schema, dict):
        return schema
    out = {k: to_openapi(v) for k, v in schema.items()}
    kind = out.get("type")
    if isinstance(kind, list):
        rest = [k for k in kind if k != "null"]
        if len(rest) != 1:
            raise ValueError(f"a view shape may not mix types {kind}")
        out["type"] = rest[0]
        if "null" in kind:
            out["nullable"] = True
    alternatives = out.get("anyOf")
    if isinstance(alternatives, list) and {"type": "null"} in alternatives:
        rest = [a for a in alternatives if a != {"type": "null"}]
        if len(rest) == 1:
            del out["anyOf"]
            out = {**rest[0], **out, "nullable": True}
    return out


def _hoisted(schema: Any, prefix: str, named: dict[str, Any]) -> Any:
    """``schema`` with each named shape (a ``title``) moved to a component of its own,
    ``<Game><title>``, into ``named``; a nullable or described use refers to it by ``allOf``."""
    if isinstance(schema, list):
        return [_hoisted(s, prefix, named) for s in schema]
    if not isinstance(schema, dict):
        return schema
    out = {k: _hoisted(v, prefix, named) for k, v in schema.items()}
    title = out.pop("title", None)
    if not isinstance(title, str):
        return out
    name = f"{prefix}{title}"
    nullable = out.pop("nullable", False)
    description = out.pop("description", None)
    component = named.setdefault(name, {**out, "description": description} if description else out)
    if {k: v for k, v in component.items() if k != "description"} != out:
        raise ValueError(f"two different shapes are named {name}")
    if not nullable and description == component.get("description"):
        return {"$ref": _ref(name)}
    site: dict[str, Any] = {"allOf": [{"$ref": _ref(name)}]}
    if nullable:
        site["nullable"] = True
    if description and description != component.get("description"):
        site["description"] = description
    return site


def view_components(rules: Ruleset) -> dict[str, Any]:
    """The game's view component and the named shapes it refers to, by component name."""
    named: dict[str, Any] = {}
    view = _hoisted(view_component(rules), camel(rules.slug), named)
    return {view_component_name(rules.slug): view, **named}


def view_component(rules: Ruleset) -> dict[str, Any]:
    """The game's view as the resource serves it: the engine's declared shape without the
    members said elsewhere, with the ``ruleset`` discriminator first."""
    declared = rules.view_schema
    properties = {
        DISCRIMINATOR: {"type": "string", "enum": [rules.slug], "description": "The game."},
        **{
            name: prop
            for name, prop in declared.get("properties", {}).items()
            if name not in VIEW_KEYS_ELSEWHERE
        },
    }
    required = [DISCRIMINATOR] + [
        name for name in declared.get("required", []) if name not in VIEW_KEYS_ELSEWHERE
    ]
    component = {**declared, "properties": properties, "required": required}
    return to_openapi(component)


def view_union() -> dict[str, Any]:
    """The resource's ``view``: one game's view, by ``ruleset``."""
    names = {rules.slug: view_component_name(rules.slug) for rules in rulesets_available()}
    return {
        "oneOf": [{"$ref": _ref(name)} for name in names.values()],
        "discriminator": {
            "propertyName": DISCRIMINATOR,
            "mapping": {slug: _ref(name) for slug, name in names.items()},
        },
        "description": "What the caller's seat (or a spectator) may see; its shape is the "
        "game's (`ruleset`).",
    }


def postprocess_game_shapes(
    result: dict[str, Any], generator: Any, request: Any, public: bool
) -> dict[str, Any]:
    """Add each game's view component (run after the enum hook: their one-value ``ruleset``
    enums stay inline) and make the union of all games' actions an ``anyOf``: games share
    action types (``undo``, ``acknowledge``), so an action may fit more than one game."""
    schemas = result.setdefault("components", {}).setdefault("schemas", {})
    for rules in rulesets_available():
        for name, component in view_components(rules).items():
            if name in schemas:
                raise ValueError(f"the view shape {name} clashes with another component")
            schemas[name] = component
    for name in ("Action", "ActionRequest", "LoggedAction"):
        union = schemas.get(name)
        if union is not None and "oneOf" in union:
            union["anyOf"] = union.pop("oneOf")
    return result


@extend_schema_field(view_union())
class GameViewField(serializers.DictField):
    """A seat's view of the game (a JSON object shaped by its game)."""


@cache
def legal_actions_serializer(rules: Ruleset) -> type[serializers.Serializer]:
    """One game's legal actions answer: every action one of the game's action union."""
    name = camel(rules.slug)
    item = type(
        f"{name}LegalAction",
        (serializers.Serializer,),
        {
            "action": action_union(rules),
            "label": serializers.CharField(),
            "params": action_params_field(),
            "Meta": type("Meta", (), {"ref_name": f"{name}LegalAction"}),
        },
    )
    ruleset = extend_schema_field(
        {"type": "string", "enum": [rules.slug], "description": "The game."}
    )(type(f"{name}RulesetField", (serializers.CharField,), {}))
    return type(
        f"{name}LegalActions",
        (serializers.Serializer,),
        {
            DISCRIMINATOR: ruleset(),
            "version": serializers.IntegerField(),
            "seat": serializers.IntegerField(),
            "actions": item(
                many=True,
                help_text="Post one `action` as-is in a move, or with its `params` filled.",
            ),
            "headings": serializers.DictField(
                child=serializers.CharField(),
                help_text="The heading of each action type of the game, by type, worded in the "
                "language of Accept-Language: what to write over the listed actions of one type "
                "(1.4.0).",
            ),
            "Meta": type("Meta", (), {"ref_name": f"{name}LegalActions"}),
        },
    )


def legal_actions_union() -> PolymorphicProxySerializer:
    """The legal actions answer: one game's, by ``ruleset``."""
    return PolymorphicProxySerializer(
        component_name="LegalActions",
        serializers={rules.slug: legal_actions_serializer(rules) for rules in rulesets_available()},
        resource_type_field_name=DISCRIMINATOR,
    )
