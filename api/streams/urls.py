from django.urls import path

from api.streams.views import app_events, game_events

urlpatterns = [
    path("games/<str:game_id>/events/", game_events, name="game-events"),
    path("events/", app_events, name="app-events"),
]
