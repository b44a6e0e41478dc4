"""Scholars of the South Tigris tools that need no game, at their first URLs: deprecated
aliases of ``rulesets/scholars/tools/dice/`` and ``.../score/`` (``api.views.tools``), kept
with their own request shapes until the next major version; both answer through the tool."""

from __future__ import annotations

from drf_spectacular.utils import extend_schema
from rest_framework import serializers
from rest_framework.request import Request
from rest_framework.response import Response

from api.query import DeclaredQueryView
from api.serializers import ResultSerializer
from api.strict_fields import (
    ClosedSerializer,
    StrictBooleanField,
    StrictCharField,
    StrictIntegerField,
    keyed_counts,
)
from games.services.tools import ruleset_tool_call, ruleset_tool_get

# The old request shapes, read off the tools' own input schemas (the API knows no game's
# modules): the dice and workers a player may hold, and a player's scoring sheet.
_DICE_INPUT = ruleset_tool_get(slug="scholars", name="dice")[1].input_schema["properties"]
_SHEET = ruleset_tool_get(slug="scholars", name="score")[1].input_schema["properties"]
_PLAYER = _SHEET["players"]["items"]["properties"]
DIE_COLOURS = _DICE_INPUT["dice"]["items"]["properties"]["colour"]["enum"]
MAX_DICE = _DICE_INPUT["dice"]["maxItems"]
WORKER_COLOURS = _DICE_INPUT["workers"]["items"]["enum"]
MAX_WORKERS = _DICE_INPUT["workers"]["maxItems"]
DICE_HELD = list(_PLAYER["dice"]["properties"])
GUILDS = list(_PLAYER["guild_influence"]["properties"])
TRACKS = list(_PLAYER["research"]["properties"])
RESEARCH_TOP_LEVEL = _PLAYER["research"]["properties"][TRACKS[0]]["maximum"]


class ScholarsDieSerializer(ClosedSerializer):
    colour = serializers.ChoiceField(choices=list(DIE_COLOURS))
    value = StrictIntegerField(min_value=1, max_value=6)

    class Meta:
        ref_name = "ScholarsDie"


class ScholarsCombinationSerializer(serializers.Serializer):
    dice = serializers.ListField(child=StrictIntegerField(), help_text="die indexes")
    workers = serializers.ListField(
        child=serializers.ListField(child=StrictCharField()),
        help_text="the workers on each chosen die, in the order they are put on",
    )
    colours = serializers.ListField(
        child=StrictCharField(), help_text="two colours: the player picks one"
    )
    value = StrictIntegerField(help_text="the highest value; any lower one is allowed")

    class Meta:
        ref_name = "ScholarsDiceCombination"


class ScholarsPlayerSerializer(ClosedSerializer):
    name = StrictCharField(required=False, default="", max_length=100)
    dice = keyed_counts(DICE_HELD, "dice held (sum of their values) by colour")
    retired_translator_vp = serializers.ListField(
        child=StrictIntegerField(min_value=0), required=False, default=list
    )
    guild_influence = keyed_counts(GUILDS, "influence by guild")
    caliph_top = StrictIntegerField(min_value=0, required=False, default=0)
    caliph_middle = StrictIntegerField(min_value=0, required=False, default=0)
    research = keyed_counts(TRACKS, "research level by track", RESEARCH_TOP_LEVEL)
    scrolls = serializers.ListField(
        child=StrictCharField(), required=False, default=list, max_length=48
    )
    starting_scroll = StrictBooleanField(required=False, default=True)
    silver = StrictIntegerField(min_value=0, required=False, default=0)
    gold = StrictIntegerField(min_value=0, required=False, default=0)
    employed_translators = StrictIntegerField(min_value=0, required=False, default=0)
    workers = StrictIntegerField(min_value=0, required=False, default=0)

    class Meta:
        ref_name = "ScholarsPlayerReport"


class ScholarsDiceView(DeclaredQueryView):
    class InputSerializer(ClosedSerializer):
        dice = serializers.ListField(
            child=ScholarsDieSerializer(), max_length=MAX_DICE, help_text="the dice held, by index"
        )
        workers = serializers.ListField(
            child=serializers.ChoiceField(choices=list(WORKER_COLOURS)),
            max_length=MAX_WORKERS,
            required=False,
            default=list,
        )

        class Meta:
            ref_name = "ScholarsDiceInput"

    class OutputSerializer(serializers.Serializer):
        combinations = serializers.ListField(child=ScholarsCombinationSerializer())
        best_by_colour = serializers.DictField(child=StrictIntegerField())
        recruit_value = StrictIntegerField()
        travel_value = StrictIntegerField()
        research = serializers.DictField(child=StrictIntegerField())
        translate_colours = serializers.ListField(child=StrictCharField())

        class Meta:
            ref_name = "ScholarsDiceOutput"

    @extend_schema(
        operation_id="scholars_dice_calculate",
        deprecated=True,
        request=InputSerializer,
        responses={200: OutputSerializer},
    )
    def post(self, request: Request) -> Response:
        body = self.InputSerializer(data=request.data)
        body.is_valid(raise_exception=True)
        result = ruleset_tool_call(slug="scholars", name="dice", body=body.validated_data)
        return Response(self.OutputSerializer(result).data)


class ScholarsScoreView(DeclaredQueryView):
    class InputSerializer(ClosedSerializer):
        players = serializers.ListField(
            child=ScholarsPlayerSerializer(), min_length=1, max_length=4
        )
        guild_controllers = keyed_counts(
            GUILDS, "the current controller (a player's index) of a guild that is tied"
        )

        class Meta:
            ref_name = "ScholarsScoreInput"

    @extend_schema(
        operation_id="scholars_score_calculate",
        deprecated=True,
        request=InputSerializer,
        responses={200: ResultSerializer},
    )
    def post(self, request: Request) -> Response:
        body = self.InputSerializer(data=request.data)
        body.is_valid(raise_exception=True)
        result = ruleset_tool_call(slug="scholars", name="score", body=body.validated_data)
        return Response(ResultSerializer(result).data)
