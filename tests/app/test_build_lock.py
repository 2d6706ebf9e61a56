"""The app is built from the exact releases requirements-build.lock pins (tools/build_app.py installs
it with pip's --require-hashes): the lock must stay within the ranges the requirement files give,
for every system the recipe builds on, and carry a hash for every release it pins."""
import re
from pathlib import Path

from packaging.markers import Marker
from packaging.requirements import Requirement
from packaging.version import Version

ROOT = Path(__file__).resolve().parents[2]
LOCK = ROOT / "requirements-build.lock"
SYSTEMS = {"linux": "Linux", "win32": "Windows", "darwin": "Darwin"}
PYTHONS = ("3.11.7", "3.12.4", "3.13.1")


def requirements(name: str) -> list[Requirement]:
    lines = (ROOT / name).read_text().splitlines()
    return [Requirement(line) for line in lines if line.strip() and not line.startswith(("#", "-"))]


def pins() -> list[tuple[str, Version, Marker | None, list[str]]]:
    """(name, version, marker, hashes) of each release the lock pins."""
    found = []
    for block in re.split(r"\n(?=\S)", LOCK.read_text()):
        if block.startswith("#") or not block.strip():
            continue
        head = block.split("\\")[0].strip()
        pinned, _, marker = head.partition(";")
        name, version = pinned.strip().split("==")
        found.append((name.lower(), Version(version), Marker(marker) if marker.strip() else None,
                      re.findall(r"--hash=sha256:([0-9a-f]{64})", block)))
    return found


def environment(system: str, python: str) -> dict:
    return {"sys_platform": system, "platform_system": SYSTEMS[system], "python_full_version": python,
            "python_version": ".".join(python.split(".")[:2]), "implementation_name": "cpython",
            "platform_python_implementation": "CPython", "os_name": "nt" if system == "win32" else "posix",
            "platform_machine": "x86_64", "extra": ""}


def test_the_lock_pins_each_requirement_within_its_range_on_each_system_with_hashes():
    locked = pins()
    assert all(hashes for _, _, _, hashes in locked), [name for name, _, _, hashes in locked if not hashes]
    for system in SYSTEMS:
        for python in PYTHONS:
            env = environment(system, python)
            chosen = {name: version for name, version, marker, _ in locked if marker is None or marker.evaluate(env)}
            for requirement in requirements("requirements.txt") + requirements("requirements-build.txt"):
                if requirement.marker and not requirement.marker.evaluate(env):
                    continue
                name = requirement.name.lower()
                assert name in chosen, f"{name} is not locked for {system}, Python {python}"
                assert requirement.specifier.contains(chosen[name], prereleases=True), (
                    f"the lock's {name} {chosen[name]} is outside {requirement}: lock again (requirements-build.lock's top)")
