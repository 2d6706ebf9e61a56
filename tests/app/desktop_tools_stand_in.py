"""Stand-ins for the desktop's cache tools on a machine without them, so the desktop-entry tests
run the same everywhere: they write what desktop-file-utils' update-desktop-database and
shared-mime-info's update-mime-database write from the same files (the real tools, where
installed, are used instead: CI installs desktop-file-utils)."""
from __future__ import annotations

import configparser
import re
import shlex
import shutil
import sys
from pathlib import Path

TOOLS = ("update-desktop-database", "update-mime-database")


def update_desktop_database(folder: Path) -> None:
    """mimeinfo.cache: each MIME type an entry of the folder names, and the entries that open it."""
    opened_by: dict[str, list[str]] = {}
    for entry in sorted(folder.rglob("*.desktop")):
        parser = configparser.ConfigParser(interpolation=None, strict=False)
        parser.optionxform = str
        parser.read(entry, encoding="utf-8")
        name = entry.relative_to(folder).as_posix().replace("/", "-")
        for mime_type in parser.get("Desktop Entry", "MimeType", fallback="").split(";"):
            if mime_type:
                opened_by.setdefault(mime_type, []).append(name)
    lines = ["[MIME Cache]", *(f"{mime_type}={';'.join(names)};" for mime_type, names in sorted(opened_by.items()))]
    (folder / "mimeinfo.cache").write_text("\n".join(lines) + "\n", encoding="utf-8")


def update_mime_database(folder: Path) -> None:
    """The caches built from packages/: the types and their file name patterns, and the files
    mime.cache (binary there) and version by name. Not the file the real tool writes for each type
    (MEDIA/SUBTYPE.xml), whose empty folder it leaves once the type is gone: uninstalling removes a
    mime/ it made whole, and no test has a mime/ made before."""
    types, globs = [], []
    for package in sorted((folder / "packages").glob("*.xml")):
        text = package.read_text(encoding="utf-8")
        for mime_type, body in re.findall(r'<mime-type type="([^"]+)">(.*?)</mime-type>', text, re.S):
            types.append(mime_type)
            globs += [f"50:{mime_type}:{pattern}" for pattern in re.findall(r'<glob pattern="([^"]+)"', body)]
    for name, lines in (("types", types), ("globs2", globs), ("mime.cache", types), ("version", ["2.4"])):
        (folder / name).write_text("".join(f"{line}\n" for line in lines), encoding="utf-8")


def install(bin_folder: Path) -> None:
    """Put a stand-in for each tool missing from PATH into `bin_folder`."""
    bin_folder.mkdir(parents=True, exist_ok=True)
    for tool in TOOLS:
        if shutil.which(tool) is None:
            script = bin_folder / tool
            # A shell script: a shebang cannot name a Python whose path holds a space.
            script.write_text(f"#!/bin/sh\nexec {shlex.quote(sys.executable)} {shlex.quote(__file__)} {tool} \"$@\"\n",
                              encoding="utf-8")
            script.chmod(0o755)


if __name__ == "__main__":  # run by a stand-in script: TOOL FOLDER
    {"update-desktop-database": update_desktop_database,
     "update-mime-database": update_mime_database}[sys.argv[1]](Path(sys.argv[2]))
