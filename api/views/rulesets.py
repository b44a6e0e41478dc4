from drf_spectacular.utils import extend_schema
from rest_framework.request import Request
from rest_framework.response import Response

from api.serializers import RulesetOutputSerializer
from api.throttles import ThrottledAPIView
from games.rules.registry import rulesets_available
from games.services.seat_options import game_options_schema


class RulesetListView(ThrottledAPIView):
    @extend_schema(operation_id="rulesets_list", responses=RulesetOutputSerializer(many=True))
    def get(self, request: Request) -> Response:
        data = [
            {
                "slug": rules.slug,
                "title": rules.title,
                "min_seats": rules.min_seats,
                "max_seats": rules.max_seats,
                "modes": list(rules.modes),
                "automa_levels": list(rules.automa_levels),
                "default_automa_level": rules.default_automa_level,
                "options_schema": game_options_schema(rules),
                "action_types": [spec.type for spec in rules.action_specs],
            }
            for rules in rulesets_available()
        ]
        return Response(RulesetOutputSerializer(data, many=True).data)
