"""game/shell: see docs/architecture.md."""
