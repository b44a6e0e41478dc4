"""The games on offer, with their titles and set-up options in the caller's language."""

from typing import Any

from drf_spectacular.utils import extend_schema
from rest_framework.request import Request
from rest_framework.response import Response

from api.language import request_language
from api.serializers import RulesetOutputSerializer
from api.throttles import ThrottledAPIView
from games.errors import ProblemCode, ServiceError
from games.player_selectors import automa_ratings
from games.rules.core import Ruleset
from games.rules.registry import SLUGS, ruleset_get, rulesets_available
from games.services.seat_options import game_options_schema


def _ruleset_body(rules: Ruleset, language: str, *, stored: bool = True) -> dict[str, Any]:
    return {
        "slug": rules.slug,
        "title": rules.title_in(language),
        "min_seats": rules.min_seats,
        "max_seats": rules.max_seats,
        "modes": list(rules.modes),
        "automa_levels": list(rules.automa_levels),
        "default_automa_level": rules.default_automa_level,
        "options_schema": game_options_schema(rules, language),
        "action_types": [spec.type for spec in rules.action_specs],
        "automa_ratings": [
            {
                "level": s.level,
                "rating": round(s.rating, 1),
                "low": round(s.low, 1),
                "high": round(s.high, 1),
                "source": s.source,
            }
            for s in automa_ratings(ruleset=rules.slug, levels=rules.automa_levels, stored=stored)
        ],  # fmt: skip
        "tools": [
            {
                "name": tool.name,
                "title": tool.title.get(language) or tool.title["en"],
                "description": tool.description.get(language) or tool.description["en"],
            }
            for tool in rules.tools
        ],
    }


class RulesetListView(ThrottledAPIView):
    @extend_schema(
        operation_id="rulesets_list",
        responses=RulesetOutputSerializer(many=True),
    )
    def get(self, request: Request) -> Response:
        language = request_language(request)
        data = [_ruleset_body(rules, language) for rules in rulesets_available()]
        return Response(RulesetOutputSerializer(data, many=True).data)


class RulesetDetailView(ThrottledAPIView):
    @extend_schema(
        operation_id="rulesets_retrieve",
        responses={200: RulesetOutputSerializer},
    )
    def get(self, request: Request, slug: str) -> Response:
        # Only the offered games: a game that tests alone play is not listed.
        if slug not in SLUGS:
            raise ServiceError(
                ProblemCode.NOT_FOUND, message="unknown_ruleset", params={"ruleset": slug}
            )
        body = _ruleset_body(ruleset_get(slug), request_language(request))
        return Response(RulesetOutputSerializer(body).data)
