"""STAND-IN for the coach engine (branch coach): only so the screens can run; dropped at the merge."""
