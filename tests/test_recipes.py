"""The docs' recipes, followed step by step in a copy of the repository: what
levels/README.md tells a newcomer to do must give what it promises.

- Add a language: its folder, tools/update_catalogues.py (extraction and the
  new catalogue), its translations, its name in game/i18n.py; the settings
  screen then offers it and the title speaks it.
- Add an edition: its levels/ folder, its words, one GameDef line; the game
  choice then shows it, it plays to the end and referees, and a computer seated
  at it plays with the levels of the edition it extends, to the final results.
- Add a field kind (docs/architecture.md, "A new field kind"): one FieldKind
  registered, a board that uses it; the rules score it, the computer's estimate
  weighs it as the rules score it and a computer plays a round on it, the board
  art draws it and the editor names it.
"""
import json
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from babel.messages.pofile import read_po, write_po

from tests.repo_copy import copy_repository

TIMEOUT = 300


def run(repo: Path, *args, script: str | None = None, status: int = 0) -> subprocess.CompletedProcess:
    """A command in the copy, as a newcomer types it there (or a script run by its Python),
    ending with `status`."""
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", "PYTHONPATH": str(repo)}
    command = [sys.executable, *args] if script is None else [sys.executable, "-c", script]
    done = subprocess.run(command, cwd=repo, env=env, capture_output=True, text=True, timeout=TIMEOUT)
    assert done.returncode == status, done.stderr or done.stdout[-2000:]
    return done


def translate(po_path: Path, texts: dict[str, str]):
    """What a translator does in a PO editor: fill these entries, leave the rest."""
    with open(po_path, "rb") as file:
        catalogue = read_po(file)
    for msgid, msgstr in texts.items():
        assert msgid in catalogue, msgid
        catalogue[msgid].string = msgstr
    with open(po_path, "wb") as file:
        write_po(file, catalogue, width=0)


def edit(path: Path, old: str, new: str):
    text = path.read_text(encoding="utf-8")
    assert old in text, (path, old)
    path.write_text(text.replace(old, new, 1), encoding="utf-8")


MENU_LABELS = """
import json, sys
import scenes
from game import i18n
from game.shell.app import App

app = App(size=(1280, 720), settings_dir=sys.argv[1], bot_processes=False)
app.stack.push("settings")
app.step_frame()
settings = app.stack.top
offered = [i18n.name_of(code) for code in settings.languages]
while i18n.language() != sys.argv[2]:
    settings.change_language(1)
    app.step_frame()
app.stack.replace(*json.loads(sys.argv[3]))
app.step_frame()
app.step_frame()
import pygame
pygame.image.save(app.surface, sys.argv[4])
print(json.dumps({"offered": offered, "labels": [item.label for item in app.stack.top.menu.items]}))
app.close()
"""


def screen(repo: Path, tmp_path: Path, language: str, scene: list) -> dict:
    """The settings' languages, and the menu of `scene` drawn in `language` (chosen in the settings)."""
    picture = tmp_path / f"{scene[0]}-{language}.png"
    done = run(repo, "-c", MENU_LABELS, str(tmp_path / "data"), language, json.dumps(scene), str(picture))
    assert picture.stat().st_size > 0
    return json.loads(done.stdout.splitlines()[-1])


def test_add_a_language(tmp_path):
    repo = copy_repository(tmp_path)
    i18n = repo / "levels" / "i18n"
    # 1. The folder, then the tool: extraction, and the new catalogue with every entry to translate.
    (i18n / "it" / "LC_MESSAGES").mkdir(parents=True)
    made = run(repo, "tools/update_catalogues.py", status=1)  # 1: entries wait for their translation
    assert "it: untranslated 'Play'" in made.stdout
    po = i18n / "it" / "LC_MESSAGES" / "slide_and_stack.po"
    with open(po, "rb") as file:
        catalogue = read_po(file)
    assert catalogue.locale.language == "it" and catalogue.num_plurals >= 2  # Babel's plural rule
    assert "Play" in catalogue and not catalogue["Play"].string
    assert "it" in json.loads((i18n / "list-patterns.json").read_text(encoding="utf-8"))
    # 2. Some entries translated (the rest stays English).
    translate(po, {"Play": "Gioca", "Settings": "Impostazioni"})
    # 3. The language's own name.
    edit(repo / "game" / "i18n.py", '"nl": "Nederlands"}', '"nl": "Nederlands", "it": "Italiano"}')

    shown = screen(repo, tmp_path, "it", ["title"])
    assert "Italiano" in shown["offered"]
    assert {"Gioca", "Impostazioni", "High scores"} <= set(shown["labels"])


COMPUTER_GAME = """
import sys
import pygame
import scenes
from game.shell.app import App
from game.shell.input import Seat
from scenes.ramp.final_results import FinalResultsScene
from scenes.ramp.round_results import RoundResultsScene

app = App(size=(1280, 720), settings_dir=sys.argv[1], bot_processes=False)
app.stack.replace("title")
app.step_frame()
app.stack.push("ramp_game", sys.argv[2], [Seat("Computer 1 (normal)", "ai:normal")], 7)
app.step_frame()
scene = app.stack.top
assert getattr(scene, "problem", "") is None, getattr(scene, "body", scene)
enter = [pygame.event.Event(kind, key=pygame.K_RETURN, mod=0, unicode="\\r", scancode=40)
         for kind in (pygame.KEYDOWN, pygame.KEYUP)]
for _ in range(20000):
    if isinstance(app.stack.top, FinalResultsScene):
        break
    for computer in scene.computers.values():
        if computer.request is not None:
            computer.request.result()
    app.step_frame(enter if isinstance(app.stack.top, RoundResultsScene) and app.stack.top.at_rest else (),
                   dt=0.05)
else:
    raise SystemExit("the game did not end")
print(len(scene.moves), scene.state.scores()[0])
app.close()
"""

SUMMARY = "FITS compact on its first board alone: one round, over in minutes."


def test_add_an_edition(tmp_path):
    repo = copy_repository(tmp_path)
    # 1. Its folder: what differs from the edition it extends.
    folder = repo / "levels" / "fits-solo1"
    folder.mkdir()
    shutil.copyfile(repo / "levels" / "fits-mini" / "board-1.tmx", folder / "board-1.tmx")
    (folder / "game.toml").write_text('id = "fits-solo1"\nextends = "fits-mini"\nname = "FITS one"\n'
                                      'boards = ["board-1.tmx"]\nrating = []\n', encoding="utf-8")
    # 2. Its words, taken into the catalogues and translated.
    edit(repo / "game" / "message_keys.py", '    "games.fits.name": ',
         f'    "games.fits-solo1.name": N_("FITS one"),\n    "games.fits-solo1.summary": N_("{SUMMARY}"),\n'
         '    "games.fits.name": ')
    run(repo, "tools/update_catalogues.py", status=1)
    for language in ("de", "fr", "nl"):
        translate(repo / "levels" / "i18n" / language / "LC_MESSAGES" / "slide_and_stack.po",
                  {"FITS one": "FITS one", SUMMARY: f"{SUMMARY} ({language})"})
    # 3. One line in the registry.
    edit(repo / "game" / "games.py", '    GameDef("fits-mini", RAMP, 1, 4, legend="player"),\n',
         '    GameDef("fits-mini", RAMP, 1, 4, legend="player"),\n'
         '    GameDef("fits-solo1", RAMP, 1, 4, legend="player"),\n')

    run(repo, "tools/update_catalogues.py", "--check")  # every entry translated
    shown = screen(repo, tmp_path, "de", ["game_choice", "play"])
    assert "FITS one" in shown["labels"]
    # A seeded game of it played to the end by a script, written as a replay, refereed.
    replay = tmp_path / "one.json"
    run(repo, script=f"""
import random
from game import games
from game.replay import dumps_replay, replay_json
game = games.get("fits-solo1")
state, rng, moves = game.new_game(1, 7), random.Random(7), []
while not state.is_terminal():
    action = rng.choice(state.legal_actions(0))
    state.apply_action(0, action)
    moves.append((0, action))
open({str(replay)!r}, "w").write(dumps_replay(replay_json("fits-solo1", ["Ann"], 7, game.deal(1, 7), moves)))
""")
    result = json.loads(run(repo, "main.py", "--replay", str(replay), "--headless").stdout)
    assert result["game"] == "fits-solo1" and result["finished"] and len(result["players"][0]["rounds"]) == 1
    assert re.fullmatch(r"[#.]{6}", result["boards"][0][0])
    # A computer seated at it (no computer-levels.toml of its own: those of fits-mini), in the
    # window's loop, headless, to the final results.
    assert not (folder / "computer-levels.toml").exists()
    moves, score = run(repo, "-c", COMPUTER_GAME, str(tmp_path / "data"), "fits-solo1").stdout.split()
    assert int(moves) > 0


DOUBLE_BOARD = """<?xml version="1.0" encoding="UTF-8"?>
<map version="1.10" orientation="orthogonal" renderorder="right-down" width="6" height="12" tilewidth="32"
 tileheight="32" infinite="0" nextlayerid="2" nextobjectid="1">
 <properties><property name="title" value="Doubles"/><property name="rules" value="dots rows fields"/>
  <property name="dot" type="int" value="-1"/><property name="row" type="int" value="1"/></properties>
 <tileset firstgid="1" name="fields" tilewidth="32" tileheight="32" tilecount="1" columns="0">
  <tile id="0"><properties><property name="kind" value="double"/><property name="value" type="int" value="2"/>
  </properties></tile></tileset>
 <layer id="1" name="fields" width="6" height="12"><data encoding="csv">
""" + ",\n".join(",".join("1" if (r, c) in ((11, 5), (5, 0)) else "0" for c in range(6)) for r in range(12)) + """
</data></layer></map>"""


def test_add_a_field_kind(monkeypatch):
    """A 'double' field, worth twice its printed value while uncovered, added from here through the
    registry as the recipe adds one in game/rules/field_kinds.py."""
    import pygame

    from game.ai import make_bot, observe
    from game.ai.ramp_eval import FitsValue
    from game.boards.scoring import field_name
    from game.content.content_error import ContentError
    from game.content.ramp import load_edition
    from game.content.tmx_boards import board_from_text
    from game.message_keys import TEXTS, keyed
    from game.rules import field_kinds
    from game.rules.ramp_board import RampBoard
    from game.rules.ramp_deal import deal_from_seed
    from game.rules.ramp_game import RampGame
    from game.rules.ramp_scoring import score_board
    from sprites.ramp_board_view import draw_field

    monkeypatch.setattr(field_kinds, "_KINDS", dict(field_kinds._KINDS))  # the registry as it was, after
    monkeypatch.setitem(TEXTS, "ramp.rule.double", "")
    with pytest.raises(ContentError, match="unknown kind 'double'"):
        board_from_text(DOUBLE_BOARD, "mine/doubles.tmx", 6, 12)
    kind = field_kinds.register(field_kinds.FieldKind(
        "double", lambda f: 2 * f.value, lambda f: None if f.value > 0 else "is a double field worth 0 or less",
        "circle", (200, 170, 40), "Double field left free"))
    board = board_from_text(DOUBLE_BOARD, "mine/doubles.tmx", 6, 12).board
    with pytest.raises(ContentError, match="double field worth 0 or less"):
        board_from_text(DOUBLE_BOARD.replace('value="2"/>\n  </properties>', 'value="0"/>\n  </properties>'),
                        "mine/zero.tmx", 6, 12)

    # The rules score each uncovered one at 4, in its own words; the estimate counts it the same.
    empty = RampBoard(6, 12, True)
    doubles = [line for line in score_board(board, empty) if line.key == kind.line_key]
    assert [(line.cells, line.points) for line in doubles] == [(((5, 0),), 4), (((11, 5),), 4)]
    assert keyed(doubles[0].key) == "Double field left free"
    estimate = FitsValue(board)
    assert estimate.final(empty) == sum(line.points for line in score_board(board, empty)) == -70 + 8
    assert estimate.estimate(empty, 0) == estimate.final(empty)  # nothing to come: the exact score
    assert estimate.worth == {5 * 6: 4, 11 * 6 + 5: 4}  # both wanted uncovered, at what the rules pay

    # A round on it with a computer seated: its score is the rules' score of its board.
    edition = load_edition("fits").with_boards([board])
    state = RampGame(edition, 1, deal_from_seed(edition, 1, 3))
    bot = make_bot("fits", "normal", 3)
    while not state.is_terminal():
        state.apply_action(0, bot.choose(observe(state, 0)))
    final_board = state._boards[0]
    assert state.scores() == [sum(line.points for line in score_board(board, final_board))]

    # Drawn as its frame and colour say; named in the editor's palette by what it scores.
    pygame.font.init()
    art = pygame.Surface((40, 40))
    draw_field(art, pygame.Rect(0, 0, 40, 40), board.fields[(5, 0)], True)
    assert art.get_at((20, 6))[:3] == kind.colour
    assert field_name(board.fields[(5, 0)]) == "+4 points"
