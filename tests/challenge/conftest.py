"""The real App on the dummy drivers."""
from tests.dummy_app import app  # noqa: F401  (the fixture)
