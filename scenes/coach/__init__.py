"""scenes/coach: see docs/architecture.md."""
