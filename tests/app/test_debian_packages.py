"""The Linux build takes Debian's libraries from the exact .debs licenses/bundled.toml pins by their
SHA-256 (tools/debian_packages.py), as pip takes a hashed lock's files: downloaded once, checked,
kept in the user's cache, read without dpkg. These tests use a small .deb made here, on a mirror
that is a folder (file://), so they need no network and no Debian package installed."""
import io
import tarfile

import pytest

from tools import debian_packages, notices, swap_libraries
from tools.swap_libraries import SwapFailed

WHEELS_OWN = b"\x7fELF the wheel's own libxmp"
DEBIANS = b"\x7fELF Debian's libxmp"
POOL = "pool/main/libx/libxmp/libxmp4_4.5.0-2_amd64.deb"


def tar_xz(files: dict[str, bytes], links: dict[str, str]) -> bytes:
    out = io.BytesIO()
    with tarfile.open(fileobj=out, mode="w:xz") as tar:
        for name, data in files.items():
            member = tarfile.TarInfo(name)
            member.size = len(data)
            tar.addfile(member, io.BytesIO(data))
        for name, target in links.items():
            member = tarfile.TarInfo(name)
            member.type, member.linkname = tarfile.SYMTYPE, target
            tar.addfile(member)
    return out.getvalue()


def fake_deb() -> bytes:
    """A .deb as Debian's are laid out: an ar archive of debian-binary, control.tar.xz, data.tar.xz."""
    lib = "./usr/lib/x86_64-linux-gnu/"
    members = {
        "debian-binary": b"2.0\n",
        "control.tar.xz": tar_xz({"./control": b"Package: libxmp4\nSource: libxmp\nVersion: 4.5.0-2\n"}, {}),
        "data.tar.xz": tar_xz({lib + "libxmp.so.4.5.0": DEBIANS, "./usr/share/doc/libxmp4/copyright": b"libxmp's terms"},
                              {lib + "libxmp.so.4": "libxmp.so.4.5.0"}),
    }
    archive = b"!<arch>\n"
    for name, data in members.items():
        archive += f"{name:<16}{0:<12}{0:<6}{0:<6}{100644:<8}{len(data):<10}`\n".encode() + data + b"\n" * (len(data) % 2)
    return archive


@pytest.fixture
def mirror(tmp_path, monkeypatch):
    """The fake .deb at its pool path on a mirror that is a folder, an empty cache folder, and a
    folder holding a wheel's libxmp that licenses/bundled.toml's [replace.libxmp] replaces."""
    deb = tmp_path / "mirror" / POOL
    deb.parent.mkdir(parents=True)
    deb.write_bytes(fake_deb())
    monkeypatch.setattr(debian_packages, "MIRROR", (tmp_path / "mirror").as_uri() + "/")
    monkeypatch.setattr(debian_packages, "CACHE", tmp_path / "cache")
    debian_packages.fetched.cache_clear()
    (tmp_path / "app").mkdir()
    (tmp_path / "app" / "libxmp-d9d2a4e5.so.4.7.2").write_bytes(WHEELS_OWN)
    yield deb
    debian_packages.fetched.cache_clear()


def pinning(monkeypatch, sha256: str) -> dict:
    """licenses/bundled.toml with the libxmp4 .deb pinned at `sha256`, as the swap and notices read it."""
    data = notices.recorded()
    data["deb"] = {"libxmp4": {"pool": POOL, "sha256": sha256}}
    monkeypatch.setattr(swap_libraries, "recorded", lambda: data)
    return data


def test_the_pinned_debs_library_takes_the_wheels_place_and_is_kept_for_the_next_build(mirror, tmp_path, monkeypatch):
    data = pinning(monkeypatch, debian_packages.sha256(mirror.read_bytes()))
    done = swap_libraries.swap_libraries(tmp_path / "app")
    swapped = tmp_path / "app" / "libxmp-d9d2a4e5.so.4.7.2"
    assert done == ["libxmp-d9d2a4e5.so.4.7.2: Debian's libxmp4 libxmp.so.4.5.0"] and swapped.read_bytes() == DEBIANS
    # The mirror gone, the cached .deb serves: the notices tell the file by its content, and read the
    # package's version, source and copyright file from it.
    mirror.unlink()
    debian_packages.fetched.cache_clear()
    assert notices.swapped_owner(swapped, data) == "debian:libxmp4"
    assert debian_packages.release("libxmp4", data["deb"]) == (
        "4.5.0-2", "/usr/share/doc/libxmp4/copyright (libxmp4_4.5.0-2_amd64.deb)", "libxmp's terms", "libxmp", "4.5.0-2")


def test_a_deb_whose_sha256_is_not_the_pinned_one_is_refused_in_one_line(mirror, tmp_path, monkeypatch):
    pinned = "0" * 64
    pinning(monkeypatch, pinned)
    with pytest.raises(SwapFailed) as refused:
        swap_libraries.swap_libraries(tmp_path / "app")
    message = str(refused.value)
    assert "\n" not in message and "refused" in message and POOL in message
    assert pinned in message and debian_packages.sha256(mirror.read_bytes()) in message
    # Nothing of it was used or kept.
    assert (tmp_path / "app" / "libxmp-d9d2a4e5.so.4.7.2").read_bytes() == WHEELS_OWN
    assert not (tmp_path / "cache").exists()
