"""Scholars of the South Tigris tools that need no game: the dice calculator and the scoring."""

from __future__ import annotations

from drf_spectacular.utils import extend_schema
from rest_framework import serializers
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.views import APIView

from api.problems import problem_responses
from api.serializers import ResultSerializer
from games.rules.scholars.content import GUILDS, TRACKS
from games.rules.scholars.dice import DIE_COLOURS, WORKER_COLOURS
from games.services.scholars import scholars_dice_calculate, scholars_score_calculate

# Bounds that keep one request's work small (a player never holds more).
MAX_DICE = 12
MAX_WORKERS = 12


class ScholarsDieSerializer(serializers.Serializer):
    colour = serializers.ChoiceField(choices=list(DIE_COLOURS))
    value = serializers.IntegerField(min_value=1, max_value=6)

    class Meta:
        ref_name = "ScholarsDie"


class ScholarsCombinationSerializer(serializers.Serializer):
    dice = serializers.ListField(child=serializers.IntegerField(), help_text="die indexes")
    workers = serializers.ListField(
        child=serializers.ListField(child=serializers.CharField()),
        help_text="the workers on each chosen die, in the order they are put on",
    )
    colours = serializers.ListField(
        child=serializers.CharField(), help_text="two colours: the player picks one"
    )
    value = serializers.IntegerField(help_text="the highest value; any lower one is allowed")

    class Meta:
        ref_name = "ScholarsDiceCombination"


class ScholarsPlayerSerializer(serializers.Serializer):
    name = serializers.CharField(required=False, default="", max_length=100)
    dice = serializers.DictField(
        child=serializers.IntegerField(min_value=0), required=False, default=dict
    )
    retired_translator_vp = serializers.ListField(
        child=serializers.IntegerField(min_value=0), required=False, default=list
    )
    guild_influence = serializers.DictField(
        child=serializers.IntegerField(min_value=0), required=False, default=dict
    )
    caliph_top = serializers.IntegerField(min_value=0, required=False, default=0)
    caliph_middle = serializers.IntegerField(min_value=0, required=False, default=0)
    research = serializers.DictField(
        child=serializers.IntegerField(min_value=0), required=False, default=dict
    )
    scrolls = serializers.ListField(
        child=serializers.CharField(), required=False, default=list, max_length=48
    )
    starting_scroll = serializers.BooleanField(required=False, default=True)
    silver = serializers.IntegerField(min_value=0, required=False, default=0)
    gold = serializers.IntegerField(min_value=0, required=False, default=0)
    employed_translators = serializers.IntegerField(min_value=0, required=False, default=0)
    workers = serializers.IntegerField(min_value=0, required=False, default=0)

    class Meta:
        ref_name = "ScholarsPlayerReport"


class ScholarsDiceView(APIView):
    class InputSerializer(serializers.Serializer):
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
        best_by_colour = serializers.DictField(child=serializers.IntegerField())
        recruit_value = serializers.IntegerField()
        travel_value = serializers.IntegerField()
        research = serializers.DictField(child=serializers.IntegerField())
        translate_colours = serializers.ListField(child=serializers.CharField())

        class Meta:
            ref_name = "ScholarsDiceOutput"

    @extend_schema(
        operation_id="scholars_dice_calculate",
        request=InputSerializer,
        responses={200: OutputSerializer, **problem_responses(400)},
        description="Every action colour and value one or two of the held dice can make, with "
        "up to two of the held workers on each die (Scholars of the South Tigris).",
    )
    def post(self, request: Request) -> Response:
        body = self.InputSerializer(data=request.data)
        body.is_valid(raise_exception=True)
        result = scholars_dice_calculate(**body.validated_data)
        return Response(self.OutputSerializer(result).data)


class ScholarsScoreView(APIView):
    class InputSerializer(serializers.Serializer):
        players = serializers.ListField(
            child=ScholarsPlayerSerializer(), min_length=1, max_length=4
        )
        guild_controllers = serializers.DictField(
            child=serializers.IntegerField(min_value=0),
            required=False,
            default=dict,
            help_text=f"the current controller of a guild ({', '.join(GUILDS)}) that is tied",
        )

        class Meta:
            ref_name = "ScholarsScoreInput"

    @extend_schema(
        operation_id="scholars_score_calculate",
        request=InputSerializer,
        responses={200: ResultSerializer, **problem_responses(400)},
        description="End-of-game scores of 1-4 players of Scholars of the South Tigris from "
        f"what each reports; research tracks: {', '.join(TRACKS)}. Ties: most translators "
        "still employed, then most workers left.",
    )
    def post(self, request: Request) -> Response:
        body = self.InputSerializer(data=request.data)
        body.is_valid(raise_exception=True)
        result = scholars_score_calculate(**body.validated_data)
        return Response(ResultSerializer(result.to_json()).data)
