"""One game, one place: what differs between games is asked of the game's definition
(game/games.py), what differs between editions of one family of its data
(levels/<edition>/game.toml). Nowhere else does the code ask which game, which
edition kind or which engine it is looking at, plainly or in disguise (a game id's
prefix, a game's engine compared, 'no rounds' standing for 'turn by turn', a named
fact's value compared instead of looked up).

A third game registered here, turn by turn like PILUS, keeps every promise of
the conformance suite; it gets the rules page and the control lines of its own
definition, and where its definition lacks one, the screen that asks fails
naming the missing part (instead of silently showing PILUS's).
"""
import re
from dataclasses import replace
from pathlib import Path

import pytest

from game import games
from game.shell.input import KEYS_LEFT, Bindings
from scenes.shared.engine_screens import EngineScreens
from tests.test_conformance import RandomGame

ROOT = Path(__file__).resolve().parents[1]
IDS = "|".join(re.escape(game.id) for game in games.all_games())
# A game id or the family part of one ('fits' of 'fits-mini'), as the disguised forms write it.
PARTS = "|".join(sorted({re.escape(part) for game in games.all_games() for part in [game.id, game.id.split("-")[0]]}))
BRANCH = re.compile(
    rf"""(==|!=)\s*\(?\s*["']({IDS})["']"""                   # game_id == "bits", kind != "fits"
    rf"""|(?<!for )\b[\w.\])]+\s+(not\s+)?in\s*\(?\s*["']({IDS})["']"""  # game_id in ("fits", ...); not a loop
    r"""|rules\.name\s*(==|!=)"""                               # the engine by name
    r"""|isinstance\([^)]*\b(RampGame|PilusGame)\b"""           # the engine by class
    r"""|(\bedition|\bgame|\))\.kind\b"""                       # an edition's kind, compared or kept
    # The same questions in disguise:
    rf"""|\.(startswith|endswith)\(\s*\(?\s*["']({PARTS})"""     # game_id.startswith("fits")
    rf"""|["']({PARTS})["']\s+(not\s+)?in\b"""                   # "pilus" in game_id
    r"""|(\bengine|\b(game|definition)\.rules)\s*(==|!=|\bis\b)"""  # engine == ..., game.rules is PILUS
    r"""|(==|!=|\bis\b)\s*(not\s+)?(games\.)?(RAMP|PILUS)\b"""    # ... == games.RAMP
    r"""|(?<!args)\.rounds\s+is\s+(not\s+)?None"""                # 'no rounds' for 'turn by turn'
    r"""|\b(legend|progress)\s*(==|!=)""")                         # a named fact's value compared, not looked up
COMMENT = re.compile(r"(^|\s)#\s.*$")  # a comment's words are no branch
# Where the question is the point: the registry itself.
ALLOWED = {"game/games.py"}


def code_files():
    for folder in ("game", "scenes", "sprites", "tools"):
        yield from sorted((ROOT / folder).rglob("*.py"))
    yield ROOT / "main.py"


def test_nothing_outside_the_registry_asks_which_game_it_is():
    found = []
    for path in code_files():
        rel = path.relative_to(ROOT).as_posix()
        if rel in ALLOWED:
            continue
        for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            if BRANCH.search(COMMENT.sub("", line)):
                found.append(f"{rel}:{n}: {line.strip()}")
    assert found == []


@pytest.mark.parametrize("line, branches", [
    ('if edition.kind == "bits":', True),
    ('blocks = a if edition.kind else b', True),
    ('if game_id in ("fits", "fits-mini"):', True),
    ('if rules.name == "ramp":', True),
    ('if isinstance(state, RampGame):', True),
    ('choices=[g for g in ids if not load_edition(g).kind]', True),
    ('for g in ("fits", "bits"):', False),
    ('if field.kind == "symbol":', False),
    ('if game_id.startswith("fits"):', True),
    ('if saved.game_id.endswith("-pro"):', False),
    ('if "pilus" in game_id:', True),
    ('if "bits" not in saved.game_id:', True),
    ('if engine == "ramp":', True),
    ('if game.rules is games.PILUS:', True),
    ('if definition.rules != RAMP:', True),
    ('if game.rounds is None:', True),
    ('chosen = range(edition.rounds) if args.rounds is None else args.rounds', False),
    ('if game.legend == "pilus":', True),
    ('if games.get(gid).progress != "rounds":', True),
    ('ids = games.of_rules(games.PILUS)', False),
    ('if printed.rules == board.rules:', False),
])
def test_the_check_knows_a_branch_when_it_sees_one(line, branches):
    assert bool(BRANCH.search(line)) == branches


def test_every_named_fact_a_definition_gives_has_what_the_screens_need():
    from scenes.menus.continue_game import PROGRESS
    from scenes.menus.game_choice import LEGENDS
    assert {game.legend for game in games.all_games()} <= set(LEGENDS)
    assert {game.progress for game in games.all_games()} <= set(PROGRESS)
    assert "rating.fits.master" in [band.title for band in games.get("fits").ratings()]
    assert games.get("pilus").ratings() == ()


# A third game -----------------------------------------------------------------------------
def own_page(game_id, bindings):
    return [f"# The rules of {game_id}", "Lay a tile, then score."]


def own_control_lines(device, bindings):
    return [f"Lay: the {device} keys"]


# PILUS's engine under a new id and definition, its own parts only where the test gives them.
THIRD = replace(games.PILUS, screens="tests.test_one_game_one_place:NO_SCREENS", codec="tests.third_game")
NO_SCREENS = EngineScreens()
OWN_SCREENS = EngineScreens(rules_page=own_page, control_lines=own_control_lines)


@pytest.fixture
def third_game(monkeypatch):
    """Register a game 'third' (besides the real ones), with the Rules given."""
    def register(rules):
        game = games.GameDef("third", rules, 2, 3, legend="pilus")
        monkeypatch.setattr(games, "_GAMES", games._GAMES + (game,))
        monkeypatch.setattr(games, "_BY_ID", {**games._BY_ID, "third": game})
        return game
    return register


def test_a_third_game_keeps_every_promise_of_the_conformance_suite(third_game):
    game = third_game(THIRD)
    assert "third" in games.ids()
    played = RandomGame(game, seed=17).play()
    played.check_replay_file()


def test_a_third_game_without_a_rules_page_or_controls_fails_naming_the_missing_part(third_game):
    from scenes.shared.device_text import game_control_lines
    from scenes.menus.rules_pages import page
    game = third_game(THIRD)
    with pytest.raises(games.MissingPart, match="'third' has no rules_page"):
        page("third", Bindings())
    with pytest.raises(games.MissingPart, match="'third' has no control_lines"):
        game_control_lines(game, KEYS_LEFT, Bindings())
    with pytest.raises(games.MissingPart, match="'third' has no review"):
        game.part("review")


def test_a_third_game_shows_its_own_rules_page_and_controls_not_pilus(third_game):
    from scenes.shared.device_text import game_control_lines
    from scenes.menus.rules_pages import page
    game = third_game(replace(THIRD, screens="tests.test_one_game_one_place:OWN_SCREENS"))
    assert page("third", Bindings()) == ["# The rules of third", "Lay a tile, then score."]
    assert game_control_lines(game, KEYS_LEFT, Bindings()) == [f"Lay: the {KEYS_LEFT} keys"]
    pilus = games.get("pilus")
    assert page("pilus", Bindings()) != page("third", Bindings())
    assert game_control_lines(pilus, KEYS_LEFT, Bindings()) != game_control_lines(game, KEYS_LEFT, Bindings())


# Within a family: an edition's data --------------------------------------------------------
def test_what_differs_between_editions_is_read_from_their_data():
    from game.content.ramp import load_edition
    flags = {game_id: (e.coloured, e.compulsory, e.board_choice, e.words, e.piece_noun)
             for game_id in games.of_rules(games.RAMP) for e in [load_edition(game_id)]}
    assert flags == {"fits": (False, False, True, "", "piece"), "fits-mini": (False, False, True, "", "piece"),
                     "bits": (True, True, False, "BITS", "domino"), "bits-pro": (True, True, False, "BITS", "domino")}


def test_the_screens_have_words_for_every_word_set_the_data_may_name():
    from game.content.ramp import PIECE_NOUNS
    from game.content.ramp_deck import WORDS
    from scenes.shared import round_words
    assert set(round_words._SETS) == set(WORDS) and set(round_words._PIECES) == set(PIECE_NOUNS)


def test_a_word_set_no_screen_knows_is_refused_naming_the_file(tmp_path):
    import shutil
    from game.content.content_error import ContentError
    from game.content.paths import LEVELS_DIR
    from game.content.ramp import load_edition
    for folder in ("bits", "bits-pro"):
        shutil.copytree(LEVELS_DIR / folder, tmp_path / folder)
    deck = tmp_path / "bits-pro" / "game.toml"
    deck.write_text(deck.read_text(encoding="utf-8") + 'words = "KLINGON"\n', encoding="utf-8")
    with pytest.raises(ContentError, match=r"game\.toml.*unknown words 'KLINGON'; known: '', 'BITS'"):
        load_edition("bits-pro", root=tmp_path)
