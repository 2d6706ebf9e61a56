"""The game's version, written here only: --version, the title screen and the app build read it."""
VERSION = "0.1.0"
