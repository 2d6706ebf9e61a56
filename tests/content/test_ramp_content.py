"""The ramp games' data under levels/: it loads, it holds what the spec says, and a
broken file stops the game with one line naming the file and the problem."""
import shutil
import tempfile
from collections import Counter
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from game import i18n
from game.content.content_error import ContentError
from game.content.paths import LEVELS_DIR
from game.content.ramp import load_edition, ramp_game_ids
from game.message_keys import english, has, keyed

# fits.md, the 16 pieces of FITS 2009 as printed.
FITS_PIECES = {
    "I3": ("###",), "V3": ("#.", "##"), "O4": ("##", "##"), "T4": ("###", ".#."),
    "S4": (".##", "##."), "L4": ("#.", "#.", "##"), "F5": (".##", "##.", ".#."),
    "L5": ("#.", "#.", "#.", "##"), "N5": (".#", ".#", "##", "#."), "P5": ("##", "##", "#."),
    "T5": ("###", ".#.", ".#."), "U5": ("#.#", "###"), "V5": ("#..", "#..", "###"),
    "W5": ("#..", "##.", ".##"), "X5": (".#.", "###", ".#."), "Y5": (".#", "##", ".#", ".#"),
}
MINI_PIECE_IDS = ("I3", "O4", "T4", "L4", "F5", "L5", "N5", "P5", "T5", "U5", "V5", "W5", "Y5")

# fits.md, the board layouts verbatim, boards side by side.
FITS_LAYOUTS = """
board 1     board 2     board 3     board 4
......      ......      ......      ......
......      ......      ...x..      a....b
......      ..2...      .3....      ......
......      ......      ......      ..c...
......      3....1      ....2.      ......
......      ......      x.....      .d..e.
......      ...2..      ...1..      ......
......      .1....      .....x      ....c.
......      ....3.      .2....      b.....
......      ......      ......      ...d..
......      2.....      ....3.      .e....
......      ...2..      ..x...      .....a
"""
MINI_LAYOUTS = """
board 1     board 2
......      ......
......      ..r...
......      ......
......      g....b
......      ......
......      ..b.r.
......      ......
......      .g....
......      ....g.
......      b..r..
"""
# The spec's legend: letter -> (kind, value, symbol, colour).
LEGEND = {
    "1": ("bonus", 1, "", ""), "2": ("bonus", 2, "", ""), "3": ("bonus", 3, "", ""),
    "x": ("negative", -5, "", ""),
    "a": ("symbol", 0, "star", ""), "b": ("symbol", 0, "moon", ""), "c": ("symbol", 0, "sun", ""),
    "d": ("symbol", 0, "heart", ""), "e": ("symbol", 0, "diamond", ""),
}
MINI_LEGEND = {"r": ("symbol", 0, "", "red"), "g": ("symbol", 0, "", "green"), "b": ("symbol", 0, "", "blue")}

# bits.md, the task cards: id -> (deck, shape, colour, points, other4).
TASKS = {
    "1-O4": (1, ("##", "##"), None, 2, 1), "1-I4": (1, ("####",), None, 2, 1),
    "1-L4": (1, ("#.", "#.", "##"), None, 2, 1), "1-T4": (1, ("###", ".#."), None, 2, 1),
    "2-B-V3": (2, ("#.", "##"), "B", 2, 0), "2-R-I3": (2, ("###",), "R", 2, 0),
    "2-Y-V3": (2, ("#.", "##"), "Y", 2, 0), "2-P-I3": (2, ("###",), "P", 2, 0),
    "3-I2": (3, ("##",), None, -2, 0), "3-I3": (3, ("###",), None, -2, 0),
    "3-V3": (3, ("#.", "##"), None, -2, 0), "3-T4": (3, ("###", ".#."), None, -2, 0),
    "4-P5": (4, ("##", "##", "#."), None, 3, 0), "4-L5": (4, ("#.", "#.", "#.", "##"), None, 3, 0),
    "4-T5": (4, ("###", ".#.", ".#."), None, 3, 0), "4-R6": (4, ("###", "###"), None, 4, 0),
}


def spec_layouts(text: str) -> list[tuple[str, ...]]:
    rows = [line.split() for line in text.strip().splitlines()[1:]]
    return list(zip(*rows))


def expected_fields(layout, legend) -> dict:
    return {(r, c): legend[ch] for r, row in enumerate(layout) for c, ch in enumerate(row) if ch != "."}


def fields_of(board) -> dict:
    return {cell: (f.kind, f.value, f.symbol, f.colour) for cell, f in board.fields.items()}


def cells(rows) -> int:
    return sum(ch != "." for row in rows for ch in row)


# ---- the real data -------------------------------------------------------------

def test_every_ramp_game_loads_with_one_board_per_round():
    assert ramp_game_ids() == ("fits", "fits-mini", "bits", "bits-pro")
    for game_id in ramp_game_ids():
        edition = load_edition(game_id)
        assert edition.game_id == game_id and edition.name
        assert len(edition.boards) == edition.rounds
        assert all((b.width, b.height) == (edition.width, edition.height) for b in edition.boards)
        assert set(edition.build) | set(edition.start) <= set(edition.pieces)


def test_fits_has_the_sixteen_printed_pieces_filling_the_board():
    fits = load_edition("fits")
    assert (fits.kind, fits.width, fits.height, fits.rounds, fits.allow_above) == ("fits", 6, 12, 4, True)
    assert {pid: p.rows for pid, p in fits.pieces.items()} == FITS_PIECES
    assert sum(cells(p.rows) for p in fits.pieces.values()) == 72 == fits.width * fits.height
    assert sorted(fits.build) == sorted(FITS_PIECES)
    assert len(fits.start) == 4 and all(cells(fits.pieces[pid].rows) == 5 for pid in fits.start)


def test_fits_compact_has_thirteen_pieces_filling_its_board():
    mini = load_edition("fits-mini")
    assert (mini.width, mini.height, mini.rounds, mini.allow_above) == (6, 10, 2, True)
    assert {pid: p.rows for pid, p in mini.pieces.items()} == {pid: FITS_PIECES[pid] for pid in MINI_PIECE_IDS}
    assert sum(cells(p.rows) for p in mini.pieces.values()) == 60 == mini.width * mini.height
    assert sorted(mini.build) == sorted(MINI_PIECE_IDS) and len(mini.start) == 4


@pytest.mark.parametrize("game_id, layouts, legend", [
    ("fits", FITS_LAYOUTS, LEGEND),
    ("fits-mini", MINI_LAYOUTS, MINI_LEGEND),
])
def test_boards_hold_the_special_fields_of_the_spec_layouts(game_id, layouts, legend):
    boards = load_edition(game_id).boards
    assert [fields_of(b) for b in boards] == [expected_fields(layout, legend) for layout in spec_layouts(layouts)]


def test_fits_boards_score_by_the_rules_of_each_board():
    boards = load_edition("fits").boards
    assert [b.rules for b in boards] == [("dots", "rows"), ("dots", "fields"), ("dots", "fields"),
                                         ("dots", "symbol-pairs")]
    assert dict(boards[0].values) == {"dot": -1, "row": 1}
    assert dict(boards[3].values) == {"dot": -1, "pair_both": 3, "pair_one": -3}


def test_fits_board_4_prints_five_symbols_twice_each():
    symbols = Counter(f.symbol for f in load_edition("fits").boards[3].fields.values())
    assert len(symbols) == 5 and set(symbols.values()) == {2}


def test_fits_compact_board_2_has_three_symbols_in_each_of_three_colours():
    mini = load_edition("fits-mini")
    board1, board2 = mini.boards
    assert board1.rules == ("rows",) and not board1.fields
    assert board2.rules == ("rows-with-symbols", "colour-sets") and board2.values["colour_set"] == 3
    assert len(board2.fields) == 9 and all(f.kind == "symbol" for f in board2.fields.values())
    assert sorted(Counter(f.colour for f in board2.fields.values()).values()) == [3, 3, 3]


def test_bits_has_twenty_dominoes_five_start_pieces_and_a_neutral_domino():
    bits = load_edition("bits")
    assert (bits.kind, bits.width, bits.height, bits.rounds, bits.allow_above) == ("bits", 6, 6, 3, False)
    assert len(bits.build) == 20 and len(bits.start) == 5
    assert all(bits.pieces[pid].rows[0] in ("RY RB RP RK YB YP YK BP BK PK RR YY BB PP KK".split())
               for pid in bits.build)
    assert Counter(bits.pieces[pid].rows for pid in bits.build)[("RR",)] == 2
    assert all(len(bits.pieces[pid].rows) == 1 and len(bits.pieces[pid].rows[0]) == 2 for pid in bits.start)
    assert bits.neutral.rows == ("NN",) and bits.neutral_uses == 1
    assert all(not b.fields and not b.rules for b in bits.boards)


def test_bits_has_the_sixteen_task_cards_four_per_deck():
    tasks = load_edition("bits").tasks
    assert {t.id: (t.deck, t.shape, t.colour, t.points, t.other4) for t in tasks} == TASKS
    assert sorted(Counter(t.deck for t in tasks).items()) == [(1, 4), (2, 4), (3, 4), (4, 4)]


def test_bits_pro_is_bits_with_a_fourth_round_and_no_rating():
    bits, pro = load_edition("bits"), load_edition("bits-pro")
    assert pro.rounds == 4 and len(pro.boards) == 4 and pro.boards[0] == bits.boards[0]
    for part in ("kind", "width", "height", "allow_above", "pieces", "build", "start", "tasks",
                 "neutral", "neutral_uses", "provisional"):
        assert getattr(pro, part) == getattr(bits, part), part
    assert pro.ratings == () and pro.rating(40) is None


@pytest.mark.parametrize("game_id", ["fits", "fits-mini", "bits"])
def test_every_total_gets_exactly_one_solo_rating_titled_in_every_language(game_id):
    edition = load_edition(game_id)
    for total in range(-150, 150):
        assert sum(band.matches(total) for band in edition.ratings) == 1, total
    for language in i18n.languages():
        i18n.set_language(language)
        assert all(has(band.title) and keyed(band.title).strip() for band in edition.ratings), language


@pytest.mark.parametrize("game_id, total, title", [
    ("fits", 31, "Master"), ("fits", 30, "Very good"), ("fits", 21, "Good"), ("fits", 6, "Chin up"),
    ("fits", 5, "Oh well"), ("fits", -40, "Oh well"),
    ("fits-mini", 17, "Fits master"), ("fits-mini", 16, "Stacking star"), ("fits-mini", 8, "Lucky"),
    ("fits-mini", 4, "Little fitter"),
    ("bits", 31, "Master builder"), ("bits", 26, "High stacker"), ("bits", 5, "Gap filler"),
])
def test_solo_rating_titles_follow_the_thresholds(game_id, total, title):
    assert english(load_edition(game_id).rating(total).title) == title


def test_fits_bits_rating_titles_come_in_the_rulebook_languages():
    i18n.set_language("fr")
    assert keyed(load_edition("fits").rating(31).title) == "Architecte"
    i18n.set_language("de")
    assert keyed(load_edition("fits-mini").rating(10).title) == "Lucky Lück"
    assert keyed(load_edition("bits").rating(18).title) == "Knobelkünstler"


def test_provisional_data_is_listed_for_the_player():
    fits = load_edition("fits").provisional
    assert any(note.startswith("Start cards") for note in fits)
    assert [note.split(":")[0] for note in fits if note.startswith("Board")] == ["Board 2", "Board 3", "Board 4"]
    assert any(note.startswith("Board 2") for note in load_edition("fits-mini").provisional)
    assert any(note.startswith("Task cards") for note in load_edition("bits").provisional)


# ---- broken data ---------------------------------------------------------------

def copy_games(root: Path, game_id: str) -> None:
    for folder in {game_id, "bits"} if game_id == "bits-pro" else {game_id}:
        shutil.copytree(LEVELS_DIR / folder, root / folder)


def edit(path: Path, old: str, new: str) -> None:
    text = path.read_text(encoding="utf-8")
    assert old in text, f"{old!r} not in {path}"
    path.write_text(text.replace(old, new, 1), encoding="utf-8")


BROKEN = [
    # game, file, [(old, new), ...], file the message names, problem it states
    pytest.param("fits", "game.toml", [("width = 6", "width = ")], "game.toml", "malformed TOML", id="toml-syntax"),
    pytest.param("fits", "game.toml", [("width = 6", 'width = "six"')], "game.toml",
                 "'width' must be a whole number", id="toml-type"),
    pytest.param("fits", "game.toml", [("allow_above", "allow_abvoe")], "game.toml",
                 "unknown key 'allow_abvoe'", id="toml-unknown-key"),
    pytest.param("fits", "game.toml", [('kind = "fits"\n', "")], "game.toml", "'kind' is missing", id="toml-missing-key"),
    pytest.param("fits", "game.toml", [('id = "fits"', 'id = "fits2"')], "game.toml",
                 "does not match its folder", id="id-mismatch"),
    pytest.param("fits", "game.toml", [('"board-4.tmx"', '"board-5.tmx"')], "board-5.tmx", "missing", id="board-missing"),
    pytest.param("fits", "game.toml", [('"board-4.tmx"', '"Board-4.tmx"')], "Board-4.tmx", "case differs",
                 id="board-case"),
    pytest.param("fits", "game.toml", [("boards = [", "rounds = 5\nboards = [")], "game.toml",
                 "4 boards for 5 rounds", id="rounds-vs-boards"),
    pytest.param("fits", "game.toml", [('"Y5"]', '"Z5"]')], "game.toml", "'build' names unknown piece 'Z5'",
                 id="build-unknown-piece"),
    pytest.param("fits", "game.toml", [('start = ["L5"', 'start = ["L6"')], "game.toml",
                 "'start' names unknown piece 'L6'", id="start-unknown-piece"),
    pytest.param("bits", "game.toml", [('shape = "R6"', 'shape = "R7"')], "game.toml",
                 "task card '4-R6' names unknown shape 'R7'", id="task-unknown-shape"),
    pytest.param("fits", "game.toml", [('U5 = ["#.#", "###"]', 'U5 = ["#.#", "#.#"]')], "game.toml",
                 "piece 'U5' is not one connected shape", id="piece-disconnected"),
    pytest.param("fits", "game.toml", [('T5 = ["###", ".#.", ".#."]', 'T5 = ["###", ".#", ".#."]')], "game.toml",
                 "piece 'T5': rows of different lengths", id="piece-ragged"),
    pytest.param("fits", "game.toml", [('X5 = [".#.", "###", ".#."]', 'X5 = [".#.", "#*#", ".#."]')], "game.toml",
                 "piece 'X5': stray character '*'", id="piece-stray-character"),
    pytest.param("bits", "game.toml", [('RY = ["RY"]', 'RY = ["RG"]')], "game.toml",
                 "piece 'RY': stray character 'G'", id="domino-unknown-colour"),
    pytest.param("fits", "game.toml", [("low = 26\nhigh = 30", "low = 26\nhigh = 31")], "game.toml",
                 "rating bands 26-31 and >= 31 overlap", id="ratings-overlap"),
    pytest.param("fits", "game.toml", [("low = 21\nhigh = 25", "low = 22\nhigh = 25")], "game.toml",
                 "no rating band covers the totals 21", id="ratings-gap"),
    pytest.param("fits", "game.toml", [('title = "rating.fits.good"', 'title = "rating.fits.grand"')], "game.toml",
                 "rating band 21-25: title 'rating.fits.grand' has no English text", id="rating-title-unknown"),
    pytest.param("bits-pro", "game.toml", [("rounds = 4", "rounds = 5")], "game.toml",
                 "round 5 needs a task card of deck 5", id="task-deck-missing"),
    pytest.param("fits", "board-2.tmx", [("</map>", "</mapp>")], "board-2.tmx", "malformed XML", id="tmx-xml"),
    pytest.param("fits", "board-2.tmx", [('value="bonus"', 'value="bonsu"')], "board-2.tmx",
                 "the field at column 5, row 4 has unknown kind 'bonsu'", id="tmx-unknown-kind"),
    pytest.param("fits", "board-3.tmx", [('type="int" value="-5"', 'type="int" value="minus five"')], "board-3.tmx",
                 "'minus five'", id="tmx-typed-value-not-a-number"),
    pytest.param("fits", "board-3.tmx", [('name="value" type="int" value="-5"', 'name="value" value="lots"')],
                 "board-3.tmx", "is not a whole number: 'lots'", id="tmx-value-not-a-number"),
    pytest.param("fits", "board-2.tmx", [('name="fields" width="6" height="12"', 'name="fields" width="6" height="13"'),
                                         ("0,0,0,2,0,0\n</data>", "0,0,0,2,0,0,\n0,0,1,0,0,0\n</data>")],
                 "board-2.tmx", "layer 'fields' is 6x13 cells, the board 6x12", id="tmx-field-outside"),
    pytest.param("fits", "board-1.tmx", [('width="6" height="12" tilewidth', 'width="6" height="11" tilewidth')],
                 "board-1.tmx", "the board is 6x11 cells, this game's boards are 6x12", id="tmx-wrong-size"),
    pytest.param("fits", "board-1.tmx", [('value="dots rows"', 'value="dots rowz"')], "board-1.tmx",
                 "unknown rule 'rowz'", id="tmx-unknown-rule"),
    pytest.param("fits", "board-4.tmx", [('<property name="pair_one" type="int" value="-3"/>', "")], "board-4.tmx",
                 "map property 'pair_one' is missing", id="tmx-missing-rule-value"),
    pytest.param("fits", "board-4.tmx", [("0,0,7,0,0,0", "0,0,6,0,0,0")], "board-4.tmx",
                 "symbol 'moon' is on 3 fields", id="tmx-unpaired-symbol"),
    pytest.param("fits", "board-2.tmx", [('<layer id="1" name="fields"', '<layer id="1" name="bonus"')],
                 "board-2.tmx", "no tile layer named 'fields'", id="tmx-no-field-layer"),
]


@pytest.mark.parametrize("game_id, file, edits, named, problem", BROKEN)
def test_a_broken_file_is_named_with_its_problem(tmp_path, game_id, file, edits, named, problem):
    copy_games(tmp_path, game_id)
    folder = "bits" if game_id == "bits-pro" and file != "game.toml" else game_id
    for old, new in edits:
        edit(tmp_path / folder / file, old, new)
    with pytest.raises(ContentError) as caught:
        load_edition(game_id, root=tmp_path)
    message = str(caught.value)
    assert message.startswith(f"{tmp_path / folder / named}: ")
    assert problem in message and "\n" not in message


def test_a_missing_deck_file_or_game_folder_is_named(tmp_path):
    with pytest.raises(ContentError, match="fits: .*missing"):
        load_edition("fits", root=tmp_path)
    copy_games(tmp_path, "fits")
    (tmp_path / "fits" / "game.toml").unlink()
    with pytest.raises(ContentError, match=r"game\.toml: .*missing"):
        load_edition("fits", root=tmp_path)


def test_bits_pro_needs_the_bits_data_it_extends(tmp_path):
    shutil.copytree(LEVELS_DIR / "bits-pro", tmp_path / "bits-pro")
    with pytest.raises(ContentError, match=r"bits: .*missing"):
        load_edition("bits-pro", root=tmp_path)
    copy_games(tmp_path, "bits")
    edit(tmp_path / "bits" / "game.toml", 'id = "bits"', 'id = "bits"\nextends = "bits-pro"')
    with pytest.raises(ContentError, match="'extends' loops back to 'bits-pro'"):
        load_edition("bits-pro", root=tmp_path)


def test_an_unknown_game_id_lists_the_known_ones():
    with pytest.raises(ContentError, match="unknown game 'fits2'; known games: fits, fits-mini, bits, bits-pro"):
        load_edition("fits2")


def test_a_correction_in_a_copied_folder_is_what_loads(tmp_path):
    copy_games(tmp_path, "fits")
    edit(tmp_path / "fits" / "game.toml", 'start = ["L5", "P5", "T5", "U5"]', 'start = ["F5", "P5", "T5", "U5"]')
    assert load_edition("fits", root=tmp_path).start[0] == "F5"
    assert load_edition("fits").start[0] == "L5"


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(file=st.sampled_from(["game.toml", "board-4.tmx"]), keep=st.floats(0, 1))
def test_a_truncated_file_never_gives_a_traceback(file, keep):
    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp)
        copy_games(root, "fits")
        path = root / "fits" / file
        data = path.read_bytes()
        path.write_bytes(data[: int(len(data) * keep)])
        try:
            load_edition("fits", root=root)
        except ContentError as exc:
            assert str(exc).startswith(str(root / "fits")) and "\n" not in str(exc)
