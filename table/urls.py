from django.urls import path

from table.views import table_page, table_words

urlpatterns = [
    path("", table_page, name="table"),
    path("words/<str:language>.json", table_words, name="table-words"),
]
