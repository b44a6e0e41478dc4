"""Shapes of the players' operations: a player's page, their games, a leaderboard, and the
automa levels' ratings in a ruleset's description."""

from __future__ import annotations

from rest_framework import serializers

from api.serializers import GameSummarySerializer


class RatingSerializer(serializers.Serializer):
    ruleset = serializers.CharField()
    rating = serializers.FloatField(
        help_text="The figure shown and ranked by: mean − 3 × sigma (a new player's is 0)."
    )
    mu = serializers.FloatField(help_text="The mean (a new player's: 1500).")
    sigma = serializers.FloatField(help_text="The uncertainty (a new player's: 500).")
    games = serializers.IntegerField(help_text="Rated games in this ruleset.")
    updated_at = serializers.DateTimeField()

    class Meta:
        ref_name = "PlayerRating"


class RatingChangeSerializer(serializers.Serializer):
    game = serializers.UUIDField()
    place = serializers.IntegerField(help_text="The finishing place rated (1 first).")
    rating_before = serializers.FloatField()
    rating_after = serializers.FloatField()
    created_at = serializers.DateTimeField()

    class Meta:
        ref_name = "RatingChange"


class PlayerRulesetSerializer(RatingSerializer):
    history = RatingChangeSerializer(many=True, help_text="The latest changes, newest first.")

    class Meta:
        ref_name = "PlayerRulesetRating"


class PlayerOutputSerializer(serializers.Serializer):
    player = serializers.CharField(help_text="The app's own id for the player.")
    games_played = serializers.DictField(
        child=serializers.IntegerField(), help_text="Games sat in, by ruleset (any status)."
    )
    ratings = PlayerRulesetSerializer(many=True, help_text="One per ruleset rated in.")
    created_at = serializers.DateTimeField()

    class Meta:
        ref_name = "Player"


class PlayerGamesPageSerializer(serializers.Serializer):
    count = serializers.IntegerField()
    next = serializers.CharField(allow_null=True)
    previous = serializers.CharField(allow_null=True)
    results = GameSummarySerializer(many=True)

    class Meta:
        ref_name = "PlayerGamesPage"


class LeaderboardRowSerializer(serializers.Serializer):
    rank = serializers.IntegerField(help_text="1 for the best rating of the app's players.")
    player = serializers.CharField()
    rating = serializers.FloatField()
    mu = serializers.FloatField()
    sigma = serializers.FloatField()
    games = serializers.IntegerField()

    class Meta:
        ref_name = "LeaderboardRow"


class LeaderboardSerializer(serializers.Serializer):
    ruleset = serializers.CharField()
    players = serializers.IntegerField(help_text="The app's players rated in this ruleset.")
    results = LeaderboardRowSerializer(many=True)

    class Meta:
        ref_name = "Leaderboard"
