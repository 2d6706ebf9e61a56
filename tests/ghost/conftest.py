"""The real App on the dummy drivers (the `app` fixture)."""
from tests.dummy_app import app  # noqa: F401  (the fixture)
