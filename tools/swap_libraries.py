"""The Linux app folder's wheel libraries whose exact source cannot be given, each replaced by a
build whose source is exact (tools/build_app.py, after PyInstaller; licenses/bundled.toml's
[replace.STEM] entries say which and by what).

- A Debian 12 package's build of the same library: the file of the exact .deb licenses/bundled.toml
  pins by its SHA-256 (tools/debian_packages.py fetches and reads it: nothing is installed), put
  under the wheel's file name, the name the libraries that link it ask for (a library is found by
  the name it is linked by, whatever its own soname), with the libraries it links by their own names
  beside it. Its source is its Debian source package's, checked against Debian's signed Sources index.
- A stand-in compiled from this repository (tools/*_stand_in.c) for a library the game never calls.

The wheel's own libraries that only the replaced one linked are then left out: auditwheel bundles
a library only because a file of the wheel links it, so nothing else would ever load them.
tools/notices.py tells the replaced files by their content and names their sources.
"""
from __future__ import annotations

import re
import shutil
import subprocess
from pathlib import Path

from tools.debian_packages import DebFailed, package_file
from tools.notices import BUNDLED, ROOT, is_shared_library, recorded, split_name


class SwapFailed(Exception):
    """A replacement the build cannot make; the message says why."""


def linked(path: Path) -> list[str]:
    """The libraries a shared library names as needed (DT_NEEDED)."""
    said = subprocess.run(["readelf", "-d", "-W", str(path)], capture_output=True, text=True).stdout
    return re.findall(r"\(NEEDED\)\s+Shared library: \[([^]]+)\]", said)


def libraries(folder: Path) -> list[Path]:
    return [path for path in sorted(folder.rglob("*")) if is_shared_library(path) and not path.is_symlink()]


def compile_stand_in(source: Path, target: Path) -> None:
    """`source` compiled into `target`, stripped, with the target's name as its soname. The same
    compiler gives the same bytes (no date, no path inside), so the zip stays reproducible."""
    compiler = shutil.which("cc")
    if compiler is None:
        raise SwapFailed(f"{target.name}: the stand-in {source.name} needs a C compiler (apt-get install gcc)")
    subprocess.run([compiler, "-shared", "-fPIC", "-O2", "-s", f"-Wl,-soname,{target.name}", "-o", str(target),
                    str(source)], check=True)


def leave_out_unlinked(folder: Path, candidates: list[str]) -> list[str]:
    """Take out of `folder` the wheels' libraries among `candidates` that no library of it links, and
    in turn those only they linked: their names."""
    needs = {path: linked(path) for path in libraries(folder)}
    left_out, pending = [], [name for name in candidates if BUNDLED.search(name)]
    while pending:
        name = pending.pop(0)
        paths = [path for path in folder.rglob(name)]
        if not paths or any(name in names for path, names in needs.items() if path.name != name):
            continue
        for path in paths:
            pending += [needed for needed in needs.pop(path, []) if BUNDLED.search(needed)]
            path.unlink()
        left_out.append(name)
    return left_out


def swap_libraries(folder: Path) -> list[str]:
    """Put each [replace] entry's build in its wheel library's place in `folder`, and leave out what
    only the wheel's one linked: what was done, a line each."""
    data = recorded()
    done, replace, pins = [], data.get("replace", {}), data.get("deb", {})
    for path in libraries(folder):
        entry = replace.get(split_name(path.name)[0]) if BUNDLED.search(path.name) else None
        if entry is None or not path.exists():  # or left out by an earlier replacement
            continue
        was_linking = linked(path)
        if "stand_in" in entry:
            compile_stand_in(ROOT / entry["stand_in"], path)
            done.append(f"{path.name}: the stand-in {entry['stand_in']}")
        else:
            try:  # every file had before any is written: a refused .deb leaves the folder as it was
                files = {path: package_file(entry["debian"], entry["file"], pins),
                         **{path.parent / name: package_file(package, name, pins)
                            for name, package in entry.get("beside", {}).items()}}
            except DebFailed as failed:
                raise SwapFailed(f"{path.name}: {failed}") from None
            for target, data in files.items():
                target.write_bytes(data)
            done.append(f"{path.name}: Debian's {entry['debian']} {entry['file']}"
                        + "".join(f", with {package}'s {name}" for name, package in entry.get("beside", {}).items()))
        left_out = leave_out_unlinked(folder, was_linking)
        if left_out:
            done.append(f"  left out, now linked by nothing: {', '.join(left_out)}")
    return done
