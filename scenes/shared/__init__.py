"""scenes/shared: see docs/architecture.md."""
