"""Django's PostgreSQL backend, its connection pool testing connections less often
(``config.db_pool``)."""
