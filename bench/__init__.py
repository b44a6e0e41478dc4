"""Benchmarks (``manage.py bench``): engines, storage, the HTTP stack and the worker, measured
against this machine's database floor. A development tool, not part of the shipped service:
the Docker image leaves it out (``.dockerignore``) and settings install the app only where the
package is present."""
