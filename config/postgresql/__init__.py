"""Django's PostgreSQL backend, its connection pool testing connections less often and
replacing dead ones at once (``config.db_pool``)."""
