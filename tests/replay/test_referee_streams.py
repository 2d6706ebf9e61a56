"""The referee's output as an outside checker receives it from `main.py --replay FILE
--headless` in a process of its own: UTF-8 whatever the system's encoding, and a
result that cannot be written is one line on stderr, never a traceback."""
import json
import os
import subprocess
import sys

from tests.replay.test_headless import ROOT, example

NAME = "Łukasz 中村 Ærø"  # no single-byte code page holds them all


def referee_process(tmp_path, data, **options):
    path = tmp_path / "game.json"
    path.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    env = dict(os.environ, **options.pop("env", {}))
    return subprocess.Popen([sys.executable, str(ROOT / "main.py"), "--replay", str(path), "--headless"],
                            env=env, stderr=subprocess.PIPE, **options)


def test_a_name_no_code_page_holds_comes_out_as_utf8_under_any_system_encoding(tmp_path):
    data = example("fits-solo.json") | {"players": [NAME]}
    for encoding in ("cp1252", "ascii"):  # a Windows console redirected to a file; a bare C locale
        child = referee_process(tmp_path, data, stdout=subprocess.PIPE, env={"PYTHONIOENCODING": encoding})
        out, err = child.communicate(timeout=120)
        assert child.returncode == 0 and err == b""
        assert json.loads(out.decode("utf-8"))["players"][0]["name"] == NAME


def test_a_message_naming_such_a_file_is_utf8_too(tmp_path):
    missing = tmp_path / f"{NAME}.json"
    proc = subprocess.run([sys.executable, str(ROOT / "main.py"), "--replay", str(missing), "--headless"],
                          capture_output=True, env=dict(os.environ, PYTHONIOENCODING="ascii"), timeout=120)
    assert proc.returncode == 1 and proc.stdout == b""
    assert proc.stderr.decode("utf-8") == f"{missing}: no such file\n"


def test_a_reader_that_went_away_gets_one_line_on_stderr_and_status_1(tmp_path):
    child = referee_process(tmp_path, example("pilus-2p.json"), stdout=subprocess.PIPE)
    child.stdout.close()  # the checker stopped reading before the result came
    err = child.stderr.read().decode("utf-8")
    assert child.wait(timeout=120) == 1
    assert err == "standard output: cannot be written (Broken pipe)\n"


def test_a_closed_standard_output_gets_one_line_on_stderr_and_status_1(tmp_path):
    child = referee_process(tmp_path, example("bits-solo.json"), stdout=subprocess.DEVNULL,
                            preexec_fn=lambda: os.close(1))
    err = child.stderr.read().decode("utf-8")
    assert child.wait(timeout=120) == 1
    assert err == "standard output: cannot be written (it is closed)\n"
