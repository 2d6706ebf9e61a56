"""Damaged or hostile game data: one line naming the file, never a hang, a traceback,
a file read outside the data folder, or memory spent on a bomb."""
import base64
import gzip
import os
import threading
import zlib

import pytest

from game.content.content_error import ContentError
from game.content.pilus import load_tileset
from game.content.ramp import load_edition
from game.replay.referee import run_headless
from tests.content.test_ramp_content import copy_games, edit, fields_of
from tests.replay.test_headless import ROOT, _Capture

CSV_START = '<data encoding="csv">'
CELLS = 6 * 12


def fits_board_1(root):
    return root / "fits" / "board-1.tmx"


def csv_layer(path):
    text = path.read_text(encoding="utf-8")
    start = text.index(CSV_START) + len(CSV_START)
    end = text.index("</data>", start)
    return text, start, end


def with_layer(path, encoding, payload: bytes):
    """Replace the board's csv layer by base64 data of `payload` (already compressed)."""
    text, start, end = csv_layer(path)
    data = f'<data encoding="base64"{encoding}>{base64.b64encode(payload).decode()}'
    path.write_text(text[:start - len(CSV_START)] + data + text[end:], encoding="utf-8")


def gids(path) -> bytes:
    text, start, end = csv_layer(path)
    return b"".join(int(v).to_bytes(4, "little") for v in text[start:end].replace("\n", "").split(","))


def refusal(root, game_id="fits") -> str:
    with pytest.raises(ContentError) as caught:
        load_edition(game_id, root=root)
    message = str(caught.value)
    assert "\n" not in message
    return message


def zeros_compressed(size: int, wbits: int) -> bytes:
    """A valid zlib or gzip stream of `size` zero bytes (whole MiB), built without
    compressing them all: after a full flush each MiB compresses to the same block."""
    chunk, count = bytes(1 << 20), size >> 20
    packer = zlib.compressobj(9, zlib.DEFLATED, wbits)
    first = packer.compress(chunk) + packer.flush(zlib.Z_FULL_FLUSH)
    again = packer.compress(chunk) + packer.flush(zlib.Z_FULL_FLUSH)
    end = packer.flush()  # the last block, then a trailer that counted two MiB only
    if wbits == zlib.MAX_WBITS:
        adler = 1
        for _ in range(count):
            adler = zlib.adler32(chunk, adler)
        trailer = end[:-4] + adler.to_bytes(4, "big")
    else:
        crc = 0
        for _ in range(count):
            crc = zlib.crc32(chunk, crc)
        trailer = end[:-8] + crc.to_bytes(4, "little") + (size % 2 ** 32).to_bytes(4, "little")
    return first + again * (count - 1) + trailer


@pytest.mark.parametrize("compression, wbits", [("zlib", zlib.MAX_WBITS), ("gzip", 16 + zlib.MAX_WBITS)])
def test_a_compressed_board_loads_like_its_csv_original(tmp_path, compression, wbits):
    copy_games(tmp_path, "fits")
    original = fields_of(load_edition("fits", root=tmp_path).boards[0])
    packer = zlib.compressobj(9, zlib.DEFLATED, wbits)
    with_layer(fits_board_1(tmp_path), f' compression="{compression}"',
               packer.compress(gids(fits_board_1(tmp_path))) + packer.flush())
    assert fields_of(load_edition("fits", root=tmp_path).boards[0]) == original


@pytest.mark.parametrize("compression, wbits", [("zlib", zlib.MAX_WBITS), ("gzip", 16 + zlib.MAX_WBITS)])
def test_a_decompression_bomb_is_refused_before_it_is_inflated(tmp_path, compression, wbits):
    copy_games(tmp_path, "fits")
    bomb = zeros_compressed(64 << 20, wbits)  # 64 MiB of tile ids in 65 KiB
    with_layer(fits_board_1(tmp_path), f' compression="{compression}"', bomb)
    message = refusal(tmp_path)
    assert message.startswith(f"{fits_board_1(tmp_path)}: layer 'fields' holds more than the board's 72 cells")


def test_a_second_gzip_member_cannot_smuggle_a_bomb_in(tmp_path):
    copy_games(tmp_path, "fits")
    good = gzip.compress(gids(fits_board_1(tmp_path)))
    with_layer(fits_board_1(tmp_path), ' compression="gzip"', good + zeros_compressed(64 << 20, 16 + zlib.MAX_WBITS))
    assert "holds more than the board's 72 cells" in refusal(tmp_path)


@pytest.mark.parametrize("layer, found", [
    ("0,0,1", 3),
    (None, 71),  # base64 of one cell too few
])
def test_a_short_layer_is_refused(tmp_path, layer, found):
    copy_games(tmp_path, "fits")
    board = fits_board_1(tmp_path)
    if layer is None:
        with_layer(board, "", gids(board)[:-4])
    else:
        text, start, end = csv_layer(board)
        board.write_text(text[:start] + layer + text[end:], encoding="utf-8")
    assert f"layer 'fields' holds {found} cells, the board 6x12 = 72" in refusal(tmp_path)


def test_an_infinite_map_is_one_line_and_nothing_else_on_stderr(tmp_path, capfd):
    copy_games(tmp_path, "fits")
    board = fits_board_1(tmp_path)
    text, start, end = csv_layer(board)
    chunk = f'<chunk x="0" y="0" width="6" height="12">{text[start:end]}</chunk>'
    board.write_text(text[:start] + chunk + text[end:], encoding="utf-8")
    edit(board, 'infinite="0"', 'infinite="1"')
    assert "the map is infinite; a board is a fixed 6x12 map" in refusal(tmp_path)
    assert capfd.readouterr().err == ""


def external_tileset(tmp_path, source: str):
    """board-1 with its tile set moved to `source` (relative to the board's folder)."""
    board = fits_board_1(tmp_path)
    text = board.read_text(encoding="utf-8")
    start, end = text.index("<tileset"), text.index("</tileset>") + len("</tileset>")
    tileset = text[start:end].replace(' firstgid="1"', "")
    board.write_text(text[:start] + f'<tileset firstgid="1" source="{source}"/>' + text[end:], encoding="utf-8")
    return '<?xml version="1.0" encoding="UTF-8"?>\n' + tileset


def test_a_tileset_file_inside_the_data_folder_is_read(tmp_path):
    copy_games(tmp_path, "fits")
    original = fields_of(load_edition("fits", root=tmp_path).boards[0])
    (tmp_path / "shared").mkdir()
    (tmp_path / "shared" / "fields.tsx").write_text(external_tileset(tmp_path, "../shared/fields.tsx"),
                                                    encoding="utf-8")
    assert fields_of(load_edition("fits", root=tmp_path).boards[0]) == original


@pytest.mark.parametrize("where", ["absolute", "relative"])
def test_a_tileset_outside_the_data_folder_is_never_read(tmp_path, where):
    root = tmp_path / "levels"
    copy_games(root, "fits")
    evil = tmp_path / "evil.tsx"
    source = str(evil) if where == "absolute" else "../../evil.tsx"
    # A tile set that would load (with its bonus worth one more) if the file were read.
    evil.write_text(external_tileset(root, source).replace('type="int" value="1"', 'type="int" value="2"', 1),
                    encoding="utf-8")
    message = refusal(root)
    assert message.startswith(f"{fits_board_1(root)}: tileset ") and "lies outside the game's data folder" in message


def test_a_link_out_of_the_data_folder_is_not_followed(tmp_path):
    root = tmp_path / "levels"
    copy_games(root, "fits")
    evil = tmp_path / "evil.tsx"
    evil.write_text(external_tileset(root, "fields.tsx"), encoding="utf-8")
    os.symlink(evil, root / "fits" / "fields.tsx")
    assert "lies outside the game's data folder" in refusal(root)


def refused_without_hanging(root) -> str:
    """Load in a thread so a regression fails here instead of hanging the suite."""
    outcome = []

    def load():
        try:
            load_edition("fits", root=root)
        except ContentError as exc:
            outcome.append(str(exc))
    loader = threading.Thread(target=load, daemon=True)
    loader.start()
    loader.join(30)
    assert outcome, "loading the map hung on a file that is not a regular file"
    return outcome[0]


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="FIFOs are a POSIX thing")
def test_a_fifo_tileset_or_board_is_refused_not_waited_on(tmp_path):
    copy_games(tmp_path, "fits")
    external_tileset(tmp_path, "x.tsx")
    os.mkfifo(tmp_path / "fits" / "x.tsx")
    assert refused_without_hanging(tmp_path) == f"{tmp_path / 'fits' / 'x.tsx'}: not a regular file"
    fits_board_1(tmp_path).unlink()
    os.mkfifo(fits_board_1(tmp_path))
    assert refused_without_hanging(tmp_path) == f"{fits_board_1(tmp_path)}: not a regular file"


@pytest.mark.parametrize("game_id, old, new, problem", [
    ("fits", b'name = "FITS"', b"deep = " + b"[" * 100_000 + b"]" * 100_000, "nested too deep"),
    ("fits", b'name = "FITS"', b'name = "FITS\xff"', "not UTF-8 text"),
    ("fits", b"width = 6", b"width = " + b"9" * 5000, "malformed TOML"),
    ("fits", b"width = 6", b"width = 99999999999999999999", "'width' is out of range"),
    ("bits", b"rounds = 3", b"rounds = 1000000000", "'rounds' is out of range"),
    ("bits", b"rounds = 3", b"rounds = 1000", "1000 rounds are too many; a game has at most 12"),
    ("bits", b"neutral_uses = 1", b"neutral_uses = -1", "'neutral_uses' must be 0 or more, not -1"),
])
def test_damaged_deck_files_name_the_file_and_the_problem(tmp_path, game_id, old, new, problem):
    copy_games(tmp_path, game_id)
    path = tmp_path / game_id / "game.toml"
    data = path.read_bytes()
    assert old in data
    path.write_bytes(data.replace(old, new, 1))
    message = refusal(tmp_path, game_id)
    assert message.startswith(f"{path}: ") and problem in message


def test_a_tile_set_nested_too_deep_is_one_line(tmp_path):
    (tmp_path / "pilus").mkdir()
    (tmp_path / "pilus" / "tiles.toml").write_text("x = " + "[" * 100_000 + "]" * 100_000, encoding="utf-8")
    with pytest.raises(ContentError, match="nested too deep") as caught:
        load_tileset(root=tmp_path)
    assert str(caught.value).startswith(str(tmp_path / "pilus" / "tiles.toml"))


def test_the_referee_blames_the_data_file_not_the_replay(tmp_path, monkeypatch):
    import game.content.ramp as ramp
    copy_games(tmp_path, "fits")
    deck = tmp_path / "fits" / "game.toml"
    edit(deck, 'name = "FITS"', "deep = " + "[" * 100_000 + "]" * 100_000)
    monkeypatch.setattr(ramp, "LEVELS_DIR", tmp_path)
    out, err = _Capture(), _Capture()
    assert run_headless(ROOT / "replays" / "examples" / "fits-solo.json", out=out, err=err) == 1
    assert out.text == "" and err.text == f"{deck}: malformed TOML: nested too deep\n"
