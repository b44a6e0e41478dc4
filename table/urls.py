from django.urls import path

from table.views import table_page

urlpatterns = [path("", table_page, name="table")]
