FROM python:3.11-slim
ENV PYTHONDONTWRITEBYTECODE=1 PYTHONUNBUFFERED=1 STATIC_ROOT=/app/staticfiles
WORKDIR /app
COPY requirements.txt .
RUN pip install --no-cache-dir -r requirements.txt
COPY . .
RUN DATABASE_URL=sqlite:////tmp/build.sqlite3 SECRET_KEY=build-only-not-used-at-run-time \
    python manage.py collectstatic --noinput
EXPOSE 8000
# More threads than LONG_POLL_MAX_WAITERS (64): long polls never take the last free thread.
CMD ["gunicorn", "config.wsgi:application", "--bind", "0.0.0.0:8000", "--worker-class", "gthread", "--workers", "2", "--threads", "96", "--keep-alive", "30"]
