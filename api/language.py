"""The response language, from Accept-Language via Django's LocaleMiddleware."""

from django.http import HttpRequest


def request_language(request: HttpRequest) -> str:
    """``"pt-BR"`` or ``"en"``: the languages labels and problem titles come in."""
    code = (getattr(request, "LANGUAGE_CODE", "") or "").lower()
    return "pt-BR" if code.startswith("pt") else "en"
