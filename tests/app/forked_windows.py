"""Windows of tests/app/window_child.py in processes of their own, each forked from a process
that imported the game and pygame once (multiprocessing's fork server, window_child preloaded):
a fresh interpreter a window spent most of its time importing them.

    done = window("title", folder, "--die-at", 3)   # a CompletedProcess, as subprocess.run's

    done = script("print(1)", {"LANGUAGE": "de"}, cwd)   # as `python -c` with that environment, in cwd

The window's process ends as a fresh one would: its exit status (9 where --die-at ends it), its
standard output and error (a traceback and status 1 on any error). Fresh interpreters remain
where a test needs what only they do (standard input, two windows at once).
"""
import multiprocessing
import os
import subprocess
import sys
import tempfile
from pathlib import Path

_FORKS = multiprocessing.get_context("forkserver")
# With what its title and a FITS game import when first shown (and the file locks): 35 ms less
# CPU a window (0.15 -> 0.11 s for a start on the title).
_FORKS.set_forkserver_preload(["tests.app.window_child", "filelock", "pygame.freetype", "scenes.menus.title",
                               "scenes.menus.continue_game", "scenes.ramp.ramp_screen", "scenes.ramp.final_results",
                               "tests.scenes.driving"])


def _outputs_to(out: str, err: str):
    for path, stream in ((out, 1), (err, 2)):
        os.dup2(os.open(path, os.O_WRONLY), stream)


def _run(argv: list[str], out: str, err: str):
    _outputs_to(out, err)
    from tests.app import window_child
    sys.exit(window_child.main(argv))


def _run_script(code: str, env: dict[str, str], cwd: str, out: str, err: str):
    _outputs_to(out, err)
    os.chdir(cwd)
    os.environ.update(env)
    sys.argv = ["-c"]
    exec(compile(code, "<string>", "exec"), {"__name__": "__main__"})


def _forked(target, args: list, argv: list[str], timeout: float) -> subprocess.CompletedProcess:
    with tempfile.TemporaryDirectory(prefix="window-") as folder:
        out, err = Path(folder, "out"), Path(folder, "err")
        out.touch()
        err.touch()
        process = _FORKS.Process(target=target, args=(*args, str(out), str(err)))
        process.start()
        process.join(timeout)
        if process.exitcode is None:
            process.kill()
            process.join()
            raise subprocess.TimeoutExpired(argv, timeout)
        return subprocess.CompletedProcess(argv, process.exitcode, out.read_text(), err.read_text())


def window(*args, timeout: float = 120) -> subprocess.CompletedProcess:
    argv = [str(arg) for arg in args]
    return _forked(_run, [argv], argv, timeout)


def script(code: str, env: dict[str, str], cwd, timeout: float = 120) -> subprocess.CompletedProcess:
    """What `python -c code` run in `cwd` does, `env` laid over the test process's environment
    (which tests/conftest.py keeps free of the machine's locale)."""
    return _forked(_run_script, [code, env, str(cwd)], ["-c", code], timeout)
