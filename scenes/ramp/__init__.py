"""scenes/ramp: see docs/architecture.md."""
