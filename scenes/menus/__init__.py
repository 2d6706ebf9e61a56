"""scenes/menus: see docs/architecture.md."""
