"""Install the content shipped under games/content/, so `migrate` is all a new database needs.

Self-contained on purpose: a migration must not depend on live service code, which changes.
"""

import json
from pathlib import Path

from django.db import migrations

CONTENT_DIR = Path(__file__).resolve().parent.parent / "content"


def install(apps, schema_editor):
    release_model = apps.get_model("games", "ContentRelease")
    for path in sorted(CONTENT_DIR.glob("*/content.json")):
        data = json.loads(path.read_text(encoding="utf-8"))
        release_model.objects.get_or_create(
            ruleset=path.parent.name, release=str(data.get("release", "1")), defaults={"data": data}
        )


class Migration(migrations.Migration):
    dependencies = [("games", "0001_initial")]
    operations = [migrations.RunPython(install, migrations.RunPython.noop)]
