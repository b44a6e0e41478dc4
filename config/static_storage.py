"""Static files as the container serves them: names carrying a hash of their content (cached
for a year by browsers: ``WhiteNoise`` marks them immutable) and a gzip copy (Brotli too
where the brotli package is installed) beside each, made once by ``collectstatic``. The
table's ES modules import one another by name: those imports are rewritten to the hashed
names too, so that a changed module is a new URL for every module that imports it."""

from __future__ import annotations

from whitenoise.storage import CompressedManifestStaticFilesStorage  # type: ignore[import-untyped]

_BASE = CompressedManifestStaticFilesStorage
# Django's own rewrites of static ``import``/``export ... from "./x.js";`` statements; not its
# dynamic ``import("...")`` one, which would take the JSDoc types' ``import("automa-client")``
# for a file.
_JS_IMPORTS = (
    "*.js",
    tuple(p for p in _BASE._js_module_import_aggregation_patterns[1] if "import\\(" not in p[0]),
)


class StaticFilesStorage(CompressedManifestStaticFilesStorage):
    patterns = (*_BASE.patterns, _JS_IMPORTS)
