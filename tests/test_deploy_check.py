"""`manage.py check --deploy` passes without a warning under docker-compose.yml's environment
(BEHIND_HTTPS_PROXY on), and that setting does what it says: HTTP redirected to HTTPS unless
the proxy's X-Forwarded-Proto says https, HSTS, Secure and HttpOnly cookies; every HTML page
has a Content-Security-Policy and a Referrer-Policy."""

from __future__ import annotations

import os
import re
import secrets
import subprocess
import sys
from pathlib import Path

import pytest
import yaml
from django.test import Client, override_settings

from config.security import https_proxy_settings

ROOT = Path(__file__).resolve().parent.parent
COMPOSE_PROXY = https_proxy_settings(hsts_seconds=31536000, hsts_preload=True)


def _compose_environment() -> dict[str, str]:
    """The app services' environment in docker-compose.yml, ${NAME:-default} read as its
    default (SECRET_KEY, which compose requires, is made here)."""
    compose = yaml.safe_load((ROOT / "docker-compose.yml").read_text())
    found = {}
    for name, value in compose["x-app"]["environment"].items():
        value = str(value)
        if name == "SECRET_KEY":
            value = secrets.token_urlsafe(50)
        found[name] = re.sub(r"\$\{[A-Z_]+:-([^}]*)\}", r"\1", value)
    assert "$" not in "".join(found.values()), found
    return found


def test_the_compose_environment_passes_check_deploy_without_a_warning():
    environment = _compose_environment()
    assert environment["BEHIND_HTTPS_PROXY"] == "true"
    keep = {k: v for k, v in os.environ.items() if not k.startswith(("DJANGO_", "DATABASE_"))}
    run = subprocess.run(
        [sys.executable, "manage.py", "check", "--deploy", "--fail-level", "WARNING"],
        cwd=ROOT,
        env={**keep, **environment, "DJANGO_SETTINGS_MODULE": "config.settings"},
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert run.returncode == 0, run.stdout + run.stderr
    assert "System check identified no issues (0 silenced)." in run.stdout


def test_without_the_proxy_setting_check_deploy_names_the_four_warnings():
    environment = {**_compose_environment(), "BEHIND_HTTPS_PROXY": "false"}
    keep = {k: v for k, v in os.environ.items() if not k.startswith(("DJANGO_", "DATABASE_"))}
    run = subprocess.run(
        [sys.executable, "manage.py", "check", "--deploy"],
        cwd=ROOT,
        env={**keep, **environment, "DJANGO_SETTINGS_MODULE": "config.settings"},
        capture_output=True,
        text=True,
        timeout=120,
    )
    warned = set(re.findall(r"security\.W\d+", run.stdout + run.stderr))
    assert warned == {"security.W004", "security.W008", "security.W012", "security.W016"}


@pytest.mark.django_db
@override_settings(**COMPOSE_PROXY)
def test_behind_the_proxy_plain_http_is_redirected_and_https_gets_hsts():
    client = Client()
    plain = client.get("/api/v1/rulesets/")
    assert plain.status_code == 301
    assert plain["Location"] == "https://testserver/api/v1/rulesets/"
    # The health probes reach the container directly, over HTTP.
    assert client.get("/healthz").status_code == 200
    proxied = client.get("/api/v1/rulesets/", HTTP_X_FORWARDED_PROTO="https")
    assert proxied.status_code == 200
    assert proxied["Strict-Transport-Security"] == "max-age=31536000; includeSubDomains; preload"


@pytest.mark.django_db
@override_settings(**COMPOSE_PROXY)
def test_behind_the_proxy_the_admin_cookies_are_secure_and_http_only():
    page = Client().get("/admin/login/", HTTP_X_FORWARDED_PROTO="https")
    csrf = page.cookies["csrftoken"]
    assert csrf["secure"] and csrf["httponly"]


@pytest.mark.django_db
@pytest.mark.parametrize("page", ["/admin/login/", "/api/docs/", "/api/redoc/"])
def test_every_html_page_has_a_content_security_policy(client, page):
    response = client.get(page)
    assert response.status_code == 200
    policy = response["Content-Security-Policy"]
    assert "script-src 'self'" in policy and "frame-ancestors 'none'" in policy
    assert response["Referrer-Policy"] == "same-origin"
    # No inline script the policy would block (a <script> without src).
    assert re.findall(r"<script(?![^>]*\bsrc=)[^>]*>", response.content.decode()) == []


def test_json_answers_carry_no_page_policy(client):
    assert "Content-Security-Policy" not in client.get("/healthz")
