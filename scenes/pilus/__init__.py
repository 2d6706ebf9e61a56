"""scenes/pilus: see docs/architecture.md."""
