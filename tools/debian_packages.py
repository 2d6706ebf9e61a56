"""Debian 12's binary packages the Linux app folder takes libraries from (licenses/bundled.toml's
[deb.PACKAGE]: each .deb's pool path and SHA-256, as Debian 12's signed Packages index gives them).

Like pip with a hashed lock: each .deb is downloaded from Debian's mirror once, refused unless its
SHA-256 is the pinned one, kept in the user's cache folder, and read here in Python (a .deb is an
`ar` archive holding control.tar.* and data.tar.*), so neither dpkg, nor root, nor the package
being installed is needed: CI and a fresh machine take the very same files.
"""
from __future__ import annotations

import email.parser
import functools
import hashlib
import io
import os
import tarfile
import urllib.request
from pathlib import Path

MIRROR = "http://deb.debian.org/debian/"
CACHE = Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache") / "slide-and-stack" / "debian"
AR_MAGIC = b"!<arch>\n"


class DebFailed(Exception):
    """A pinned package that cannot be had: the message, one line, says which and why."""


def sha256(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


@functools.cache
def fetched(pool: str, pinned: str) -> bytes:
    """The .deb at `pool` whose SHA-256 is `pinned`: the cached copy, else downloaded and cached
    (written whole or not at all, so a stopped download leaves nothing behind)."""
    cached = CACHE / f"{pinned}.deb"
    if cached.is_file() and sha256(data := cached.read_bytes()) == pinned:
        return data
    url = MIRROR + pool
    try:
        with urllib.request.urlopen(url, timeout=120) as response:
            data = response.read()
    except OSError as error:
        raise DebFailed(f"{url}: cannot be downloaded ({error})") from None
    if sha256(data) != pinned:
        raise DebFailed(f"{url}: refused: its SHA-256 is {sha256(data)}, not the {pinned} that "
                        "licenses/bundled.toml pins")
    CACHE.mkdir(parents=True, exist_ok=True)
    partial = cached.with_name(f".{cached.name}.{os.getpid()}")
    partial.write_bytes(data)
    os.replace(partial, cached)
    return data


def ar_members(archive: bytes) -> dict[str, bytes]:
    """The members of an `ar` archive by name (60-byte headers; each member padded to an even size)."""
    if not archive.startswith(AR_MAGIC):
        raise ValueError("not an ar archive")
    members, at = {}, len(AR_MAGIC)
    while at + 60 <= len(archive):
        header = archive[at:at + 60]
        name, size = header[:16].decode().strip().removesuffix("/"), int(header[48:58])
        members[name] = archive[at + 60:at + 60 + size]
        at += 60 + size + size % 2
    return members


def deb_tar(package: str, pins: dict, part: str) -> tarfile.TarFile:
    """The .deb's control or data tar, `part` (tarfile opens its xz, gzip or bzip2 compression)."""
    pin = pins.get(package)
    if pin is None:
        raise DebFailed(f"{package}: licenses/bundled.toml pins no .deb of it ([deb.{package}])")
    try:
        member = next(data for name, data in ar_members(fetched(pin["pool"], pin["sha256"])).items()
                      if name.startswith(f"{part}.tar"))
        return tarfile.open(fileobj=io.BytesIO(uncompressed(member)), mode="r:")
    except (ValueError, StopIteration, tarfile.TarError) as error:
        raise DebFailed(f"{pin['pool']}: not a .deb this can read ({error or 'no ' + part + '.tar'})") from None


@functools.lru_cache(maxsize=16)
def uncompressed(member: bytes) -> bytes:
    """A .deb's tar (`member`, compressed as tarfile finds: xz, gzip, bzip2 or none), uncompressed once:
    the notices ask a package's files and copyright several times, and unpacking was most of their time."""
    with tarfile.open(fileobj=io.BytesIO(member), mode="r:*") as tar:
        tar.fileobj.seek(0)  # past the first header, which told tarfile it is one
        return tar.fileobj.read()


def package_file(package: str, name: str, pins: dict) -> bytes:
    """The file the package installs as `name` (in any folder), a symbolic link to it followed."""
    data = deb_tar(package, pins, "data")
    member = next((member for member in data.getmembers() if member.name.endswith(f"/{name}")), None)
    extracted = data.extractfile(member) if member else None  # follows a link inside the archive
    if extracted is None:
        raise DebFailed(f"{pins[package]['pool']}: holds no file {name}")
    return extracted.read()


def release(package: str, pins: dict) -> tuple[str, str, str, str, str]:
    """(version, copyright file's name, its text, source package, its version) of a pinned package.
    A package whose doc folder links to another's (libgfortran5's to gcc-12-base) has its copyright
    file from that package's .deb, which is pinned too."""
    control = email.parser.Parser().parsestr(deb_tar(package, pins, "control").extractfile("./control").read().decode())
    source, _, source_version = (control["Source"] or package).partition(" ")
    doc = f"./usr/share/doc/{package}"
    data = deb_tar(package, pins, "data")
    if doc in data.getnames() and data.getmember(doc).issym():
        package = data.getmember(doc).linkname
        data = deb_tar(package, pins, "data")
    copyright_file = f"/usr/share/doc/{package}/copyright"
    text = data.extractfile(f".{copyright_file}").read().decode("utf-8", errors="replace")
    return (control["Version"], f"{copyright_file} ({Path(pins[package]['pool']).name})", text, source,
            source_version.strip("()") or control["Version"])
