"""The game's version, written here only: --version, the title screen and the app build read it."""
VERSION = "0.1.0"
# The oldest glibc the Linux app folder runs on: its bundled libstdc++ asks for this one
# (the build machine's, Debian 12). tools/build_app.py fails when a bundled library asks
# for a newer one; --self-check compares the system's against it.
GLIBC_BASELINE = "2.36"
