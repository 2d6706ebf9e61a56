"""`main.py --self-check`, what a player runs when the game misbehaves: one line per
check, exit status 0 only when every check holds, and a computer player that cannot
think in a worker process of its own fails it."""
import io
import re
from pathlib import Path

import pytest

import game.ai.levels
import game.ai.process_pool
from game import i18n
from game.shell import self_check
from tests.ai.test_worker import DiesInAWorkerProcess
from tests.self_check_run import self_check_run

ROOT = Path(__file__).resolve().parents[2]
CHECKS = ["system", "game data", "sounds", "fonts", "translations", "board values", "computer player"]


def run_in_process() -> tuple[int, list[str]]:
    out = io.StringIO()
    status = self_check.run(out)
    return status, out.getvalue().splitlines()


def test_from_source_every_check_holds_and_the_move_comes_from_another_process():
    pid, status, stdout, stderr = self_check_run()
    lines = stdout.splitlines()
    assert (status, stderr) == (0, "")
    assert [line.split(":")[0] for line in lines] == [f"ok {name}" for name in CHECKS]
    worker = int(re.search(r"worker process (\d+)", lines[-1]).group(1))
    assert worker != pid
    assert f"from {ROOT / 'levels'}" in lines[1]
    assert lines[5] == f"ok board values: 6 of 6 FITS rounds from {ROOT / 'levels'}"


def test_no_worker_process_fails_the_computer_check(monkeypatch):
    def no_processes(method):
        raise OSError("processes are not allowed here")
    monkeypatch.setattr(game.ai.process_pool.multiprocessing, "get_context", no_processes)
    status, lines = run_in_process()
    assert status == 1
    assert lines[:-1] == [line for line in lines[:-1] if line.startswith("ok ")]
    assert lines[-1] == ("FAILED computer player: no worker process could start: "
                         "computer players would think in the window's thread")


def test_a_worker_process_that_dies_fails_the_computer_check(monkeypatch):
    # The game goes on with the move made in a thread; the check must see it.
    real_make_bot = game.ai.levels.make_bot
    monkeypatch.setattr(game.ai.levels, "make_bot", lambda *args: DiesInAWorkerProcess(real_make_bot(*args)))
    status, lines = run_in_process()
    assert status == 1
    assert lines[-1] == ("FAILED computer player: the worker process failed: "
                         "the move was made in the window's thread instead")


def test_a_missing_catalogue_is_named(monkeypatch, tmp_path):
    real_path = i18n.catalogue_path
    monkeypatch.setattr(i18n, "catalogue_path", lambda code: tmp_path / "gone.po" if code == "fr" else real_path(code))
    status, lines = run_in_process()
    assert status == 1
    assert f"FAILED translations: {tmp_path / 'gone.po'} is missing" in lines
    assert lines[-1].startswith("ok computer player: ")


def test_a_damaged_board_value_file_is_named(monkeypatch):
    import game.content.value_nets as value_nets

    def damaged(*args, **kwargs):
        raise ValueError("truncated")
    monkeypatch.setattr(value_nets.np, "load", damaged)
    status, lines = run_in_process()
    assert status == 1
    failed = [line for line in lines if not line.startswith("ok ")]
    assert len(failed) == 1 and failed[0].startswith("FAILED board values: ")
    assert "value-round-1.npz" in failed[0] and "not a network archive: truncated" in failed[0]


def test_the_app_on_a_glibc_older_than_its_baseline_says_so_in_one_line(monkeypatch):
    monkeypatch.setattr(self_check.sys, "frozen", True, raising=False)
    monkeypatch.setattr(self_check.os, "confstr", lambda name: "glibc 2.31")
    status, lines = run_in_process()
    assert status == 1
    assert lines[0] == "FAILED system: glibc 2.31 is older than this folder needs (glibc 2.36 or newer)"
    assert [line.split(":")[0].split()[-1] for line in lines] == [name.split()[-1] for name in CHECKS]


def test_from_source_an_older_glibc_is_reported_against_the_baseline_but_holds(monkeypatch):
    monkeypatch.setattr(self_check.os, "confstr", lambda name: "glibc 2.31")
    status, lines = run_in_process()
    assert (status, lines[0]) == (0, "ok system: glibc 2.31; the app folder needs glibc 2.36 or newer")


def test_every_shipped_sound_and_piece_of_music_is_counted_and_read(tmp_path, monkeypatch):
    import shutil
    sounds = tmp_path / "sounds"
    shutil.copytree(ROOT / "sounds", sounds)
    monkeypatch.setattr(self_check, "SOUNDS_DIR", sounds)
    effects, pieces = len(list(sounds.glob("*.wav"))), len(list(sounds.glob("music/*.ogg")))
    assert (effects, pieces) == (8, 3)  # the title's piece, the ramp games' and PILUS's
    assert self_check.sounds() == f"{effects} effects and {pieces} pieces of music in {sounds}, each opened by the mixer"
    # Ogg Vorbis by its first bytes, not by the rest: the mixer cannot play it.
    (sounds / "music" / "ramp.ogg").write_bytes(b"OggS" + bytes(24) + b"\x01vorbis" + bytes(64))
    with pytest.raises(self_check.Failed) as problem:
        self_check.sounds()
    assert str(problem.value).startswith(f"{sounds / 'music' / 'ramp.ogg'}: the mixer cannot play it (")
    (sounds / "music" / "menu.ogg").write_bytes(b"not music")
    with pytest.raises(self_check.Failed) as problem:
        self_check.sounds()
    assert str(problem.value) == f"{sounds / 'music' / 'menu.ogg'} is not Ogg Vorbis music"
    (sounds / "music" / "menu.ogg").unlink()
    with pytest.raises(self_check.Failed) as problem:
        self_check.sounds()
    assert str(problem.value) == f"missing music {sounds / 'music' / 'menu.ogg'}"
    (sounds / "click.wav").write_bytes(b"RIFF")
    with pytest.raises(self_check.Failed) as problem:
        self_check.sounds()
    assert str(problem.value).startswith(f"{sounds / 'click.wav'} cannot be read")
