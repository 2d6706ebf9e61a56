"""Lets `python tools/NAME.py` (run from anywhere) work as `python -m tools.NAME` does.

A script run by path has tools/ first on sys.path, where `game` and `tools` are not
found: its first lines import this and hand it over, and the tool runs as a module
of the tools package, with the repository in tools/'s place on sys.path.
"""
from __future__ import annotations

import runpy
import sys
from pathlib import Path


def run_as_module(script: str) -> None:
    """Run `script` (a tool's __file__) as `-m tools.<its name>`, then exit as it does."""
    path = Path(script).resolve()
    sys.path[0] = str(path.parent.parent)
    runpy.run_module(f"tools.{path.stem}", run_name="__main__", alter_sys=True)
    sys.exit(0)
