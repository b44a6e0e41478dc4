"""Action serializers built from each ruleset's ActionSpecs: the discriminated unions on ``type``.

They document the schema only; actions are validated by ``Ruleset.validate_action`` (one
validator for the API, the service and the engine).

Component names (``ArchitectsTakeCardAction``, ``ArchitectsAction``) are what generated SDKs turn
into class names, so they are derived from the game slug and the action type.
"""

from __future__ import annotations

from functools import cache
from typing import Any

from drf_spectacular.utils import PolymorphicProxySerializer, extend_schema_field
from rest_framework import serializers

from api.strict_fields import StrictIntegerField
from games.rules.core import ActionField, ActionSpec, Ruleset
from games.rules.registry import rulesets_available


def camel(name: str) -> str:
    return "".join(part.capitalize() for part in name.replace("-", "_").split("_"))


def _field(spec: ActionField) -> serializers.Field:
    common: dict[str, Any] = {"required": spec.required, "help_text": spec.description or None}
    if spec.kind == "int" and spec.choices:  # declared as the integers the validator takes
        return serializers.ChoiceField(choices=[int(c) for c in spec.choices], **common)
    if spec.kind == "int":
        return StrictIntegerField(**common)
    if spec.kind == "bool":
        return serializers.BooleanField(**common)
    if spec.kind == "int_list":
        return serializers.ListField(child=StrictIntegerField(), **common)
    if spec.kind == "str_list":
        return serializers.ListField(child=serializers.CharField(), **common)
    if spec.choices:
        return serializers.ChoiceField(choices=list(spec.choices), **common)
    return serializers.CharField(**common)


@cache
def action_serializer(
    ruleset_slug: str, spec: ActionSpec, kind: str = ""
) -> type[serializers.Serializer]:
    """The serializer of one action type (its ``type`` is a one-value enum); ``kind``
    ``"Redacted"`` names the shape another seat sees of it in the move log."""
    name = f"{camel(ruleset_slug)}{camel(spec.type)}{kind}Action"
    attrs: dict[str, Any] = {
        "type": serializers.ChoiceField(choices=[spec.type], help_text=spec.description or None),
    }
    attrs.update({f.name: _field(f) for f in spec.fields})
    attrs["Meta"] = type("Meta", (), {"ref_name": name})
    return type(name, (serializers.Serializer,), attrs)


def action_union(rules: Ruleset) -> PolymorphicProxySerializer:
    """Every action of one game, discriminated on ``type``."""
    return PolymorphicProxySerializer(
        component_name=f"{camel(rules.slug)}Action",
        serializers={spec.type: action_serializer(rules.slug, spec) for spec in rules.action_specs},
        resource_type_field_name="type",
    )


def action_union_all() -> PolymorphicProxySerializer:
    """Any game's action: one per-game discriminated union per ruleset."""
    return PolymorphicProxySerializer(
        component_name="Action",
        serializers=[action_union(rules) for rules in rulesets_available()],
        resource_type_field_name=None,
    )


@extend_schema_field({"oneOf": [{"type": "string"}, {"type": "integer"}, {"type": "boolean"}]})
class ParamValueField(serializers.JSONField):
    """One value a parameter may take."""


class ActionParamSerializer(serializers.Serializer):
    """The values an open field of a listed action may take now (JSON Schema keywords)."""

    type = serializers.ChoiceField(choices=["integer", "string", "boolean"])
    enum = serializers.ListField(
        child=ParamValueField(), required=False, help_text="The values it may take."
    )
    minimum = serializers.IntegerField(required=False, help_text="An integer from this ...")
    maximum = serializers.IntegerField(required=False, help_text="... to this, both included.")
    labels = serializers.ListField(
        child=serializers.CharField(),
        required=False,
        help_text="The words of each `enum` value, in order, when the game words them.",
    )
    content = serializers.CharField(
        required=False,
        help_text="The content list (`hexes`, `project_cards`) whose ids it takes: the game's "
        "content release names them.",
    )
    title = serializers.CharField(
        required=False,
        help_text="The words of the parameter itself (its field's label), when the game words "
        "it (each figure of a score sheet).",
    )

    class Meta:
        ref_name = "ActionParam"


def action_params_field() -> serializers.DictField:
    return serializers.DictField(
        child=ActionParamSerializer(),
        required=False,
        help_text="A parameterised entry: `action` is a legal example; post it with each field "
        "named here set to a value its schema allows.",
    )


def logged_action_union() -> PolymorphicProxySerializer:
    """A move log's action: any game's action, or the redacted shape another seat's action
    takes for the caller (``Ruleset.redacted_action_specs``)."""
    redacted = [
        action_serializer(rules.slug, spec, "Redacted")
        for rules in rulesets_available()
        for spec in rules.redacted_action_specs
    ]
    return PolymorphicProxySerializer(
        component_name="LoggedAction",
        serializers=[action_union_all(), *redacted],
        resource_type_field_name=None,
    )
