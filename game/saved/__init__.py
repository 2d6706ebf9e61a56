"""game/saved: see docs/architecture.md."""
