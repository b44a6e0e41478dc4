"""drf-spectacular's settings: the schema's metadata, enum names and post-processing hooks
(the committed schema, schema/openapi.json, is what they make: manage.py schema_snapshot)."""

SPECTACULAR_SETTINGS = {
    "TITLE": "Automa Server API",
    "DESCRIPTION": (
        "Tabletop games with automa opponents: create games, read views, post moves.\n\n"
        "Every error is an RFC 9457 problem (`application/problem+json`) with a stable `code`; "
        "its `type` URI leads to a page explaining it. Each operation lists the codes it can "
        "answer under each status. The schema's changes, version by version, are in "
        "`schema/CHANGELOG.md`: a minor version only adds, a major one may break."
    ),
    "VERSION": "1.4.0",
    "SERVE_INCLUDE_SCHEMA": False,
    "COMPONENT_SPLIT_REQUEST": True,
    "SWAGGER_UI_DIST": "SIDECAR",
    "SWAGGER_UI_FAVICON_HREF": "SIDECAR",
    "REDOC_DIST": "SIDECAR",
    "ENUM_NAME_OVERRIDES": {
        "SeatKindEnum": "games.models.play.SeatKind",
        "GameStatusEnum": "games.models.play.GameStatus",
        # Action types that several games share (the companion protocol's, among others).
        "UndoTypeEnum": ["undo"],
        "AcknowledgeTypeEnum": ["acknowledge"],
        "PlayTurnTypeEnum": ["play_turn"],
        "FinalScoreTypeEnum": ["final_score"],
        "ResignTypeEnum": ["resign"],
        # Saboteur actions whose redacted shape (the move log, another seat) keeps the type.
        "SaboteurPassActionTypeEnum": ["pass"],
        "SaboteurDiscardAndRepairActionTypeEnum": ["discard_and_repair"],
        # Scholars' two rows: a House of Wisdom row (0 top to 2 bottom), a Caliph card row.
        "HouseRowEnum": [(0, 0), (1, 1), (2, 2)],
        "CaliphRowEnum": "games.rules.scholars.caliph.CALIPH_ROW_CHOICES",
        "ReasonEnum": "api.serializers.refusal_reasons",
        "RulesetEnum": "games.rules.registry.SLUGS",
        "ProblemCodeEnum": "games.problem_codes.PROBLEM_CODES",
    },
    "POSTPROCESSING_HOOKS": [
        "drf_spectacular.hooks.postprocess_schema_enums",
        "api.schema.postprocess_security",
        "api.schema_problems.postprocess_reference",
        "api.schema.postprocess_links",
        "api.schema.postprocess_headers",
        "api.schema.postprocess_closed_requests",
        "api.game_shapes.postprocess_game_shapes",
        "api.tool_shapes.postprocess_tool_shapes",
        "api.schema_sdk.postprocess_sdk_types",
        "api.schema_examples.postprocess_examples",
    ],
}
