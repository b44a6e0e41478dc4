"""Static files as the container serves them (``config.static_storage``, ``collectstatic``):
each under a name carrying its content's hash with a gzip copy beside it, and the table's ES
modules importing one another by those names, so that a year's caching never serves a module
with an old one it imports."""

from __future__ import annotations

import json
import re
from pathlib import Path

from django.core.management import call_command
from django.test import override_settings

STORAGES = {
    "default": {"BACKEND": "django.core.files.storage.FileSystemStorage"},
    "staticfiles": {"BACKEND": "config.static_storage.StaticFilesStorage"},
}


def test_table_modules_import_each_other_by_hashed_names_with_gzip_copies(tmp_path: Path):
    with override_settings(STATIC_ROOT=str(tmp_path), STORAGES=STORAGES):
        call_command("collectstatic", interactive=False, verbosity=0)
    paths = json.loads((tmp_path / "staticfiles.json").read_text())["paths"]
    main = paths["table/main.js"]
    assert re.fullmatch(r"table/main\.[0-9a-f]{12}\.js", main)
    hashed = tmp_path / main
    assert (tmp_path / f"{main}.gz").is_file()
    imported = re.findall(r'from "\./([^"]+)"', hashed.read_text(encoding="utf-8"))
    assert imported and all(f"table/{name}" in paths.values() for name in imported), imported
    # The JSDoc types' import("automa-client") is a comment, left as written.
    result = (tmp_path / paths["table/result.js"]).read_text(encoding="utf-8")
    assert 'import("automa-client")' in result
