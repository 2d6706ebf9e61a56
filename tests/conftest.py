"""Shared test set-up: no window and no audio device, ever, unless a test opens a dummy one.
The game speaks English in tests (and guesses a US keyboard), whatever the machine's locale,
unless a test chooses; each test starts with a keyboard whose layout no key has shown yet."""
import os
import sys
import time

import pytest

# Compiled modules are kept, as on a player's machine, even where the environment says not to
# (PYTHONDONTWRITEBYTECODE): the windows, games and command lines the tests start in processes of
# their own then read what the first compiled instead of compiling game/ and scenes/ again.
os.environ.pop("PYTHONDONTWRITEBYTECODE", None)
sys.dont_write_bytecode = False

# glibc maps a big block (a window-sized picture) from the system anew each time and gives it back
# when freed: the screen checks make and drop thousands of them, and the page faults of mapping
# them again took a tenth of their CPU. The test processes keep up to 256 MiB freed instead: this
# one (an xdist worker) from here on, the processes the tests start from their start. Other C
# libraries have no such settings.
GLIBC_MMAP_THRESHOLD, GLIBC_TRIM_THRESHOLD = 64 << 20, 256 << 20
os.environ.setdefault("GLIBC_TUNABLES", f"glibc.malloc.mmap_threshold={GLIBC_MMAP_THRESHOLD}"
                                        f":glibc.malloc.trim_threshold={GLIBC_TRIM_THRESHOLD}")
try:
    import ctypes
    _mallopt = ctypes.CDLL(None).mallopt
except (ImportError, OSError, AttributeError):  # not glibc
    pass
else:
    _mallopt(-3, GLIBC_MMAP_THRESHOLD)  # M_MMAP_THRESHOLD
    _mallopt(-1, GLIBC_TRIM_THRESHOLD)  # M_TRIM_THRESHOLD
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
for variable in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LC_CTYPE", "LANG", "LC_MONETARY", "LC_PAPER", "LC_MEASUREMENT",
                 "LC_TIME", "LC_NUMERIC"):
    os.environ.pop(variable, None)


@pytest.fixture(scope="session", autouse=True)
def results_shared_by_the_workers(tmp_path_factory):
    """The run's folder for tools/screen_states/shared_results.py: pytest's temporary base, whose
    parent folder is the run's own when xdist's workers each have one below it."""
    from tools.screen_states import shared_results
    base = tmp_path_factory.getbasetemp()
    shared_results.FOLDER = (base.parent if os.environ.get("PYTEST_XDIST_WORKER") else base) / "shared-results"
    yield
    shared_results.FOLDER = None


@pytest.fixture(autouse=True)
def english_after_each_test():
    yield
    from game import i18n
    from game.shell.input import keyboard_layout
    i18n.set_language(i18n.SOURCE)
    keyboard_layout.forget()


_STARTED = time.monotonic()


@pytest.hookimpl(trylast=True)  # after the slowest tests: the last line of the run
def pytest_terminal_summary(terminalreporter):
    """The run's wall time, at the end of every run: the budget stays in sight (docs/testing.md)."""
    terminalreporter.write_line(f"wall time: {time.monotonic() - _STARTED:.1f} s")
