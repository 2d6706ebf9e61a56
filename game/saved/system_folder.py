"""The folder the system keeps a program's data in for the player: platformdirs' user data
folder. On Linux and the BSDs that is one rule, the XDG base directory specification's, read
here without importing platformdirs, which cost every start 11 M instructions, about 2 ms of its
CPU (issue 47). tests/app/test_system_folder.py checks the two agree.
"""
from __future__ import annotations

import os
import sys


def user_data_folder(app_name: str) -> str:
    home = _xdg_data_home() if _xdg_system() else None
    if home:
        return os.path.join(home, app_name)
    # Windows, macOS, iOS and Android each have their own place; platformdirs also says what
    # it could not find where no home folder is known.
    import platformdirs

    return platformdirs.user_data_dir(app_name, appauthor=False)


def _xdg_system() -> bool:
    """Where platformdirs follows the XDG specification: not Windows, macOS, iOS or an Android app."""
    android = hasattr(sys, "getandroidapilevel") or (
        os.environ.get("ANDROID_DATA") == "/data" and os.environ.get("ANDROID_ROOT") == "/system")
    return sys.platform not in ("win32", "darwin", "ios") and not android


def _xdg_data_home() -> str | None:
    """$XDG_DATA_HOME, or ~/.local/share where it is unset or relative (the specification says
    a relative path there is to be ignored); a relative or empty $HOME counts as unset. None:
    no home folder is known (no $HOME and no entry in the user database)."""
    given = os.environ.get("XDG_DATA_HOME", "")
    if os.path.isabs(given):
        return given
    home = os.environ.get("HOME")
    if not home or not os.path.isabs(home):
        try:
            import pwd

            home = pwd.getpwuid(os.getuid()).pw_dir
        except (ImportError, KeyError):
            return None
        if not os.path.isabs(home):
            return None
    return os.path.join(home, ".local/share")
