"""Request and response shapes shared by the views (documented in the OpenAPI schema)."""

from collections.abc import Mapping
from typing import Any

from drf_spectacular.utils import extend_schema_field
from rest_framework import serializers
from rest_framework.fields import SkipField

from api.action_serializers import action_params_field, action_union_all, logged_action_union
from api.game_shapes import GameViewField
from api.strict_fields import ClosedSerializer, StrictCharField, StrictIntegerField
from games.models import GameStatus, MoveBy, SeatKind, SeatTakeover
from games.problem_codes import PROBLEM_CODES
from games.rules.core import Reason
from games.rules.registry import SLUGS, rulesets_available

# Refused by the service when an engine fails on an odd action instead of saying why.
ENGINE_REJECTED = "engine_rejected"


def refusal_reasons() -> list[str]:
    """Every reason code a move may be refused with, across the games on offer."""
    found = {str(r) for r in Reason} | {ENGINE_REJECTED}
    for rules in rulesets_available():
        found.update(str(r) for r in rules.reasons)
    return sorted(found)


def _automa_levels() -> list[str]:
    return sorted({level for rules in rulesets_available() for level in rules.automa_levels})


# Documented as enums, checked by the services (which answer unknown_ruleset / invalid_seats).
@extend_schema_field({"type": "string", "enum": list(SLUGS)})
class RulesetSlugField(StrictCharField):
    pass


@extend_schema_field({"type": "string", "enum": ["", *_automa_levels()]})
class AutomaLevelField(StrictCharField):
    pass


class SeatInputSerializer(ClosedSerializer):
    name = StrictCharField(max_length=64)
    kind = serializers.ChoiceField(choices=SeatKind.choices)
    level = AutomaLevelField(
        required=False,
        allow_blank=True,
        default="",
        help_text="For automa seats: one of the ruleset's automa_levels (empty: its default).",
    )
    player = StrictCharField(
        max_length=128,
        required=False,
        allow_blank=True,
        default="",
        help_text="For human seats, with an app key: the app's own id for the player in the "
        "seat (any string, unique within the app), whose rating the game moves when it ends. "
        "Absent: an unrated guest.",
    )


class GameCreateInputSerializer(ClosedSerializer):
    ruleset = RulesetSlugField(max_length=32)
    options = serializers.DictField(required=False, default=dict)
    seats = serializers.ListField(child=SeatInputSerializer(), min_length=1, max_length=16)
    seed = StrictIntegerField(
        required=False,
        min_value=0,
        max_value=2**62,
        help_text="Fixes every shuffle, to reproduce a game (never returned). A permission: "
        "refused with 403 `seed_not_allowed` unless the caller may choose seeds (staff "
        "signed in to the admin, or a server with GAMES_CLIENT_SEED_ALLOWED on).",
    )


class SeatRatingSerializer(serializers.Serializer):
    display = serializers.IntegerField(help_text="Mean − 3 × sigma, rounded: as boards rank.")
    games = serializers.IntegerField(help_text="Rated games in this ruleset.")

    class Meta:
        ref_name = "SeatRating"


class SeatOutputSerializer(serializers.Serializer):
    index = serializers.IntegerField()
    name = serializers.CharField()
    kind = serializers.ChoiceField(
        choices=SeatKind.choices,
        help_text="Who plays the seat now: a human seat handed to the automa is `automa`, "
        "with `takeover` saying why.",
    )
    level = serializers.CharField(allow_blank=True)
    timeouts_in_row = serializers.IntegerField(
        help_text="Turns in a row the automa played for this human seat because its turn "
        "timer ran out (0 once the player moves again)."
    )
    takeover = serializers.ChoiceField(
        choices=[c for c in SeatTakeover.values if c],
        allow_null=True,
        help_text="Why a seat that was human is played by the automa now: `timeout` (too many "
        "timeouts in a row), `resign`, `staff`; null if it never was.",
    )
    token = serializers.CharField(
        required=False, help_text="Shown once, in the creation response, for human seats only."
    )
    rating = SeatRatingSerializer(
        allow_null=True, help_text="The seat's player's rating in this ruleset (null: a guest, "
        "an automa or a player not rated yet); never the app's id for the player.",
    )  # fmt: skip


class GameLinksSerializer(serializers.Serializer):
    self = serializers.CharField()
    actions = serializers.CharField()
    moves = serializers.CharField()
    result = serializers.CharField()
    content = serializers.CharField(
        help_text="The pinned content release's catalogue: fetch once, cache for good."
    )


class ContentReleaseSerializer(serializers.Serializer):
    ruleset = serializers.CharField()
    release = serializers.CharField()
    # DRF's metaclass takes declared fields off the class, so this does not hide ``.data``
    data = serializers.DictField(  # type: ignore[assignment]
        help_text="The whole content document; its kinds are the ruleset's content kinds."
    )


class GameSummarySerializer(serializers.Serializer):
    """A game in a list: who plays and whose turn it is, never a view."""

    id = serializers.UUIDField()
    ruleset = serializers.CharField()
    status = serializers.ChoiceField(choices=GameStatus.choices)
    version = serializers.IntegerField()
    to_act = serializers.ListField(child=serializers.IntegerField())
    turn_due_at = serializers.DateTimeField(
        allow_null=True,
        help_text="When the human seat to act runs out of time (option `turn_seconds`); null "
        "without a timer or when no human is to act.",
    )
    seats = SeatOutputSerializer(many=True)
    links = GameLinksSerializer()
    created_at = serializers.DateTimeField()
    updated_at = serializers.DateTimeField()


class GameOutputSerializer(serializers.Serializer):
    id = serializers.UUIDField()
    ruleset = serializers.CharField()
    status = serializers.ChoiceField(choices=GameStatus.choices)
    version = serializers.IntegerField()
    to_act = serializers.ListField(child=serializers.IntegerField())
    seat = serializers.IntegerField(
        allow_null=True, help_text="The caller's seat, null for a spectator."
    )
    turn_due_at = serializers.DateTimeField(
        allow_null=True,
        help_text="When the human seat to act runs out of time (option `turn_seconds`); null "
        "without a timer or when no human is to act.",
    )
    options = serializers.DictField()
    content_release = serializers.CharField()
    seats = SeatOutputSerializer(many=True)
    view = GameViewField()
    links = GameLinksSerializer()
    created_at = serializers.DateTimeField()
    updated_at = serializers.DateTimeField()


class GamePageSerializer(serializers.Serializer):
    count = serializers.IntegerField()
    next = serializers.CharField(allow_null=True)
    previous = serializers.CharField(allow_null=True)
    results = GameSummarySerializer(many=True)


class RulesetToolSerializer(serializers.Serializer):
    name = serializers.CharField(help_text="Post to `rulesets/{slug}/tools/{name}/`.")
    title = serializers.CharField()
    description = serializers.CharField()

    class Meta:
        ref_name = "RulesetTool"


class AutomaRatingSerializer(serializers.Serializer):
    level = serializers.CharField()
    rating = serializers.FloatField(help_text="The level's mean on the players' scale.")
    low = serializers.FloatField(help_text="Lower end of its 95 % interval.")
    high = serializers.FloatField(help_text="Upper end of its 95 % interval.")
    # DRF's metaclass takes declared fields off the class, so this does not hide ``.source``
    source = serializers.ChoiceField(  # type: ignore[assignment]
        choices=["ladder", "reports"],
        help_text="`ladder`: measured by automa-against-automa games and fixed; `reports`: "
        "rated from the solo results players report, from a prior.",
    )

    class Meta:
        ref_name = "AutomaRating"


class RulesetOutputSerializer(serializers.Serializer):
    slug = serializers.CharField()
    title = serializers.CharField()
    min_seats = serializers.IntegerField()
    max_seats = serializers.IntegerField()
    modes = serializers.ListField(child=serializers.CharField())
    automa_levels = serializers.ListField(child=serializers.CharField())
    default_automa_level = serializers.CharField()
    options_schema = serializers.DictField()
    action_types = serializers.ListField(child=serializers.CharField())
    automa_ratings = AutomaRatingSerializer(
        many=True,
        help_text="Each automa level's strength on the players' rating scale, with its 95 % "
        "interval: a player's rating is comparable (docs: players and ratings).",
    )
    tools = RulesetToolSerializer(
        many=True,
        help_text="The game's tools that need no game (a dice calculator, a scoring sheet), "
        "worded in the language of Accept-Language.",
    )


class EventSerializer(serializers.Serializer):
    kind = serializers.CharField()
    # DRF's metaclass takes declared fields off the class, so this does not hide ``.data``
    data = serializers.DictField()  # type: ignore[assignment]
    seat = serializers.IntegerField(allow_null=True)
    text = serializers.CharField(
        allow_null=True,
        required=False,
        help_text="What happened, in words, for the caller's seat, in the language of "
        "Accept-Language (en, pt-BR or a language added as catalogue files); null when the game "
        "has no words for this event, or "
        "when they would only repeat the move's own `text`.",
    )


@extend_schema_field(action_union_all())
class PostedActionField(serializers.DictField):
    """An action as its own seat posted it (documented as the games' action unions)."""


@extend_schema_field(logged_action_union())
class LoggedActionField(serializers.DictField):
    """An action in the move log: a game's action, or its redacted shape."""


class MoveOutputSerializer(serializers.Serializer):
    number = serializers.IntegerField(help_text="The game version this move produced.")
    seat = serializers.IntegerField()
    by = serializers.ChoiceField(
        choices=MoveBy.choices,
        help_text="Who really made the move: `seat` (its player), `timer` (the automa, the "
        "seat's turn timer having run out), `staff` (staff handed the seat to the automa).",
    )
    action: serializers.DictField = LoggedActionField(
        help_text="The action as the caller's seat may see it: another seat's action may hide "
        "what that seat alone knows (Saboteur: the cards discarded face down become `count`, "
        "`SaboteurPassRedactedAction`)."
    )
    text = serializers.CharField(
        allow_null=True,
        required=False,
        help_text="The move in words, with the seats' names, as the caller's seat may read "
        "it, in the language of Accept-Language (en, pt-BR or a language added as catalogue "
        "files); null when the game has none.",
    )
    events = EventSerializer(many=True)
    created_at = serializers.DateTimeField()


class AcceptedMoveSerializer(MoveOutputSerializer):
    """The move just made, as its seat sees it: the action as posted (validated)."""

    action = PostedActionField()


class MovePageSerializer(serializers.Serializer):
    results = MoveOutputSerializer(many=True)
    next = serializers.CharField(allow_null=True)


# The legal actions answer's component (``api.game_shapes.legal_actions_union``), which the
# actions operation publishes.
@extend_schema_field({"$ref": "#/components/schemas/LegalActions"})
class IncludedActionsField(serializers.DictField):
    """The seat's legal actions, as ``GET actions/`` answers them."""


class IncludedBoardField(serializers.CharField):
    """The board's SVG: absent unless asked for, null when the game has no drawing (DRF
    would write null for a nullable field that is absent)."""

    def get_attribute(self, instance: Any) -> Any:
        if isinstance(instance, Mapping) and self.field_name not in instance:
            raise SkipField()
        return super().get_attribute(instance)


class MoveAcceptedSerializer(serializers.Serializer):
    move = AcceptedMoveSerializer()
    version = serializers.IntegerField(help_text="The game version the move produced.")
    status = serializers.ChoiceField(choices=GameStatus.choices)
    # With ?include= (api.move_includes): what the seat reads next, at one later version.
    game = GameOutputSerializer(
        required=False,
        help_text="With `include=game`: the game as `GET games/{id}/` answers the seat, read "
        "after the move and the automa turns the server played at once (its `version` may "
        "be past the move's).",
    )
    actions = IncludedActionsField(
        required=False,
        help_text="With `include=actions`: the seat's legal actions at that version, as "
        "`GET actions/` answers them.",
    )
    moves = MovePageSerializer(
        required=False,
        help_text="With `include=moves`: the move log after the posted move up to that "
        "version, redacted for the seat (`next` when there are more than 200).",
    )
    board = IncludedBoardField(
        required=False,
        allow_null=True,
        help_text="With `include=board`: the seat's board at that version, the SVG of `GET "
        "board/` (null when the game has no drawing).",
    )


class LegalActionSerializer(serializers.Serializer):
    action = PostedActionField(help_text="Post this object as-is in a move.")
    # a declared field, taken off the class by DRF's metaclass (not Field.label)
    label = serializers.CharField()  # type: ignore[assignment]
    params = action_params_field()


class ScoreSerializer(serializers.Serializer):
    seat = serializers.IntegerField()
    total = serializers.IntegerField()
    breakdown = serializers.DictField(child=serializers.IntegerField())
    breakdown_labels = serializers.DictField(
        child=serializers.CharField(),
        required=False,
        help_text="Each category of `breakdown` named in the language of Accept-Language "
        "(its keys are `breakdown`'s): show these words, never the keys. Always present on a "
        "game's result; the deprecated Scholars score URL answers without it.",
    )
    tiebreak = serializers.ListField(child=serializers.IntegerField())


class ResultSerializer(serializers.Serializer):
    scores = ScoreSerializer(many=True)
    ranking = serializers.ListField(child=serializers.IntegerField())
    winners = serializers.ListField(child=serializers.IntegerField())
    resigned = serializers.ListField(
        child=serializers.IntegerField(),
        required=False,
        help_text="A companion game its human left: that seat (the automa wins).",
    )


class ProblemSerializer(serializers.Serializer):
    type = serializers.CharField()
    title = serializers.CharField()
    status = serializers.IntegerField()
    detail = serializers.CharField()
    code = serializers.ChoiceField(
        choices=PROBLEM_CODES,
        help_text="Stable and machine-readable: the last segment of `type`.",
    )
    instance = serializers.CharField(required=False)
    current_version = serializers.IntegerField(required=False)
    reason = serializers.ChoiceField(
        choices=refusal_reasons(),
        required=False,
        help_text="Why the rules engine refused the action (every game's reasons).",
    )
    legal_actions = LegalActionSerializer(
        many=True,
        required=False,
        help_text="A refused move: the seat's legal actions, each with its label.",
    )
    # a declared field, taken off the class by DRF's metaclass (not Serializer.errors)
    errors = serializers.DictField(  # type: ignore[assignment]
        required=False,
        help_text=(
            "What is wrong, by where: each member's path (`dice.0.value`; `non_field_errors` "
            "for the body itself) and its problems, each a sentence in the language of "
            "`Accept-Language`. The paths are stable; the sentences are for people."
        ),
    )
    retry_after = serializers.IntegerField(required=False, help_text="Seconds, as Retry-After.")
    to_act = serializers.ListField(child=serializers.IntegerField(), required=False)
