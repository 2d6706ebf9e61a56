"""The program's log lines (Python's logging), the logging module imported at the first line
written: a start that goes well writes none, and importing it cost the start about 2 ms of
CPU (issue 47)."""
from __future__ import annotations


def logger(name: str):
    """The logger `name` (a module's __name__), as logging.getLogger gives it."""
    import logging

    return logging.getLogger(name)
