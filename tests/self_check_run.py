"""`main.py --self-check` from the source, as a player runs it: one process a test run, shared by the
tests that read what it printed (tests/app/test_self_check.py, tests/test_docs.py) through
tools/screen_states/shared_results.py, whichever worker asks first."""
import subprocess
import sys
from pathlib import Path

from tools.screen_states.shared_results import kept

ROOT = Path(__file__).resolve().parents[1]


def self_check_run() -> tuple[int, int, str, str]:
    """(the process's id, its exit status, standard output, standard error)."""
    return kept(f"{sys.executable} {ROOT / 'main.py'} --self-check, from {ROOT}", _run)


def _run() -> tuple[int, int, str, str]:
    process = subprocess.Popen([sys.executable, str(ROOT / "main.py"), "--self-check"], text=True, cwd=ROOT,
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    stdout, stderr = process.communicate(timeout=300)
    return process.pid, process.returncode, stdout, stderr
