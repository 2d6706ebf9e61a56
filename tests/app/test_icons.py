"""The icon files a desktop, Windows and macOS read: every size there, each a real picture."""
import io
import struct
from pathlib import Path

import pygame
import pytest

from game.content.paths import icon_file
from game.shell.desktop_entry import ICON_SIZES

ICONS = Path(__file__).resolve().parents[2] / "icons"


def picture(data: bytes) -> pygame.Surface:
    assert data.startswith(b"\x89PNG\r\n\x1a\n")
    return pygame.image.load(io.BytesIO(data), "icon.png")


def assert_is_the_icon(image: pygame.Surface, size: int):
    assert image.get_size() == (size, size)
    assert image.get_at((0, 0)).a == 0  # a rounded square: the corners are see-through
    assert image.get_at((size // 2, size // 2)).a == 255


@pytest.mark.parametrize("size", ICON_SIZES)
def test_png_set_for_the_desktop_and_the_window(size):
    assert_is_the_icon(picture(icon_file(size).read_bytes()), size)


def test_windows_ico_holds_every_size_up_to_256():
    data = (ICONS / "slide-and-stack.ico").read_bytes()
    reserved, kind, count = struct.unpack_from("<HHH", data)
    assert (reserved, kind) == (0, 1)
    sizes = []
    for i in range(count):
        width, height, _, _, _, _, length, offset = struct.unpack_from("<BBBBHHII", data, 6 + 16 * i)
        size = width or 256
        assert height == width
        assert_is_the_icon(picture(data[offset:offset + length]), size)
        sizes.append(size)
    assert sizes == [16, 24, 32, 48, 64, 128, 256]


def test_macos_icns_holds_every_size_up_to_1024():
    data = (ICONS / "slide-and-stack.icns").read_bytes()
    assert data[:4] == b"icns" and struct.unpack_from(">I", data, 4)[0] == len(data)
    sizes, at = {}, 8
    while at < len(data):
        kind, length = data[at:at + 4], struct.unpack_from(">I", data, at + 4)[0]
        image = picture(data[at + 8:at + length])
        assert_is_the_icon(image, image.get_width())
        sizes[kind] = image.get_width()
        at += length
    assert at == len(data)
    assert {sizes[k] for k in (b"icp4", b"icp5", b"icp6", b"ic07", b"ic08", b"ic09", b"ic10")} == {
        16, 32, 64, 128, 256, 512, 1024}
