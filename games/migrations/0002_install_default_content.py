"""Install the content shipped under games/content/, so `migrate` is all a new database needs."""

from django.db import migrations


def install(apps, schema_editor):
    from games.services.content import content_defaults_install

    content_defaults_install(
        release_model=apps.get_model("games", "ContentRelease"),
        wonder_model=apps.get_model("games", "ArchitectsWonder"),
        card_model=apps.get_model("games", "ArchitectsCardGroup"),
        token_model=apps.get_model("games", "ArchitectsProgressToken"),
    )


class Migration(migrations.Migration):
    dependencies = [("games", "0001_initial")]
    operations = [migrations.RunPython(install, migrations.RunPython.noop)]
