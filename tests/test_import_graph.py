"""The layers hold, as docs/architecture.md draws them:

- the core of game/ (rules, content, replay, coach, ai, the registry, the words)
  imports neither the app shell (game/shell/), the player's saved data
  (game/saved/), the screens, the sprites nor pygame;
- the saved data imports no screen, sprite nor pygame;
- the sprites import no screen;
- the ramp games' screens and PILUS' screens do not import each other, and what
  the game screens share imports no menu and no game's screens;
- the menus import no game's screen modules: they open a game's screens and draw
  its parts through its engine's screens (the registry's `screens`, asked with
  GameDef.part), and the shared screens by name ("review", "replay"...);

the tools import nothing from the tests; and the screens reach each other by name, no module of game/, scenes/ or
sprites/ is on an import circle, and the title screen opens without loading a
computer player or a rules engine. Every import counts, at the top of a module
or inside a function (see `dependencies` for why a lazy import counts too)."""
import ast
import functools
import os
import subprocess
import sys
from pathlib import Path

import pytest

import scenes  # noqa: F401  (registers the scene names)
from game.shell.scene_stack import scene_names

ROOT = Path(__file__).resolve().parent.parent
SHELL, SAVED = "game.shell", "game.saved"


def module_name(path: Path) -> str:
    parts = path.relative_to(ROOT).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


@functools.cache
def import_statements(path: Path) -> tuple[tuple[str, tuple[str, ...] | None, bool], ...]:
    """(module, the names imported from it or None for `import module`, whether the import is inside
    a function) for every import in the file. Read once a run, as no test changes the files; what
    is kept is these names, not the syntax trees, which would weigh on every garbage collection."""
    package = module_name(path) if path.name == "__init__.py" else module_name(path).rpartition(".")[0]
    found = []

    def visit(node, in_function):
        for child in ast.iter_child_nodes(node):
            local = in_function or isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef))
            if isinstance(child, ast.Import):
                found.extend((alias.name, None, in_function) for alias in child.names)
            elif isinstance(child, ast.ImportFrom):
                # `from . import x` and `from ..a import b`: resolved against this module's package
                base = ".".join(package.split(".")[:len(package.split(".")) - child.level + 1]) if child.level else ""
                module = ".".join(part for part in (base, child.module or "") if part)
                found.append((module, tuple(alias.name for alias in child.names), in_function))
            visit(child, local)

    visit(ast.parse(path.read_text(encoding="utf-8")), False)
    return tuple(found)


def imports(path: Path):
    """(imported module, whether the import is inside a function) for every import in the file."""
    found = []
    for module, names, in_function in import_statements(path):
        found.append((module, in_function))
        # `from scenes import x` may import the module scenes.x
        found.extend((f"{module}.{name}", in_function) for name in names or ())
    return found


def package_files(package: str):
    return sorted((ROOT / package).rglob("*.py"))


def within(name: str, *packages: str) -> bool:
    return any(name == package or name.startswith(package + ".") for package in packages)


def crossings(sources, forbidden) -> list[tuple[str, str]]:
    """(importing module, imported name) for every import of a module under `sources`
    (folders) that falls under one of `forbidden` (dotted packages)."""
    return sorted({(module_name(path), name) for path in sources for name, _ in imports(path)
                   if within(name, *forbidden)})


def core_files():
    return [path for path in package_files("game") if not within(module_name(path), SHELL, SAVED)]


def test_the_core_imports_neither_the_shell_the_saved_data_the_screens_the_sprites_nor_pygame():
    assert {module_name(path) for path in core_files()} >= {"game.games", "game.i18n", "game.untrusted",
                                                            "game.rules.ramp_game", "game.replay.referee"}
    assert crossings(core_files(), (SHELL, SAVED, "scenes", "sprites", "pygame")) == []


def test_nothing_under_game_imports_the_screens_or_the_sprites():
    """The shell runs whichever scene it is given by name; the scenes register their names."""
    assert crossings(package_files("game"), ("scenes", "sprites")) == []


def test_the_saved_data_imports_no_screen_sprite_or_pygame():
    assert crossings(package_files("game/saved"), ("scenes", "sprites", "pygame")) == []


def test_the_tools_import_nothing_from_the_tests():
    """What a tool and a test both use (the screen states) lives under tools/: a tool runs without tests/."""
    assert crossings(package_files("tools"), ["tests"]) == []


def test_the_sprites_import_no_screen():
    assert crossings(package_files("sprites"), ("scenes",)) == []


def test_the_ramp_and_pilus_screens_do_not_import_each_other():
    assert crossings(package_files("scenes/ramp"), ("scenes.pilus",)) == []
    assert crossings(package_files("scenes/pilus"), ("scenes.ramp",)) == []


def test_what_the_game_screens_share_imports_no_menu_and_no_games_screens():
    assert crossings(package_files("scenes/shared"), ("scenes.menus", "scenes.ramp", "scenes.pilus",
                                                      "scenes.coach")) == []


def test_the_menus_open_the_game_screens_through_their_engine():
    """A game's screen a menu opens (its game screen, replay viewer, lesson) and a game's rules
    page it draws, it finds through its engine's screens (the registry's `screens`); the
    shared screens ("replay", "review"...) by name."""
    assert crossings(package_files("scenes/menus"), ("scenes.ramp", "scenes.pilus", "scenes.coach")) == []


def test_the_layers_folders_are_where_these_tests_look():
    for folder in ("game/shell", "game/saved", "scenes/menus", "scenes/shared", "scenes/coach", "scenes/ramp",
                   "scenes/pilus"):
        assert len(package_files(folder)) > 1, folder


def test_scene_modules_import_no_other_scene_from_inside_a_function():
    offending = [(module_name(path), name) for path in package_files("scenes") for name, local in imports(path)
                 if local and name.split(".")[0] == "scenes"]
    assert offending == []


def dependencies(path: Path, modules: set[str]) -> set[str]:
    """The modules of `modules` that the file imports, each where it is defined: `from p import m`
    depends on the module p.m when there is one, else on p itself. A module's own packages are
    no dependency: Python runs a package's __init__ before any module in it, whatever that module
    imports. Imports inside functions count as well as those at the top: an import moved into a
    function still needs the other module, it only meets the circle later, at run time."""
    name = module_name(path)
    ancestors = {".".join(name.split(".")[:n]) for n in range(1, name.count(".") + 1)}
    found = set()
    for module, names, _ in import_statements(path):
        found |= {f"{module}.{name}" if f"{module}.{name}" in modules else module
                  for name in names} if names is not None else {module}
    return found & modules - ancestors - {name}


def import_circles(folders) -> list[list[str]]:
    """Every group of modules under `folders` that import each other, round a circle
    (the strongly connected components of the import graph with more than one module)."""
    files = [path for folder in folders for path in package_files(folder)]
    modules = {module_name(path) for path in files}
    graph = {module_name(path): sorted(dependencies(path, modules)) for path in files}
    order, low, stack, circles = {}, {}, [], []

    def visit(module):  # Tarjan's algorithm
        order[module] = low[module] = len(order)
        stack.append(module)
        for other in graph[module]:
            if other not in order:
                visit(other)
                low[module] = min(low[module], low[other])
            elif other in stack:
                low[module] = min(low[module], order[other])
        if low[module] == order[module]:
            group = stack[stack.index(module):]
            del stack[stack.index(module):]
            if len(group) > 1:
                circles.append(sorted(group))

    for module in sorted(graph):
        if module not in order:
            visit(module)
    return circles


def test_no_import_circle_among_the_modules_of_the_game_the_screens_and_the_sprites():
    assert import_circles(("game", "scenes", "sprites")) == []


def test_an_import_circle_is_found_also_through_an_import_inside_a_function(tmp_path, monkeypatch):
    for name, text in (("__init__", ""), ("one", "from game import two\n"),
                       ("two", "def late():\n    from game.one import thing\n")):
        (tmp_path / "game").mkdir(exist_ok=True)
        (tmp_path / "game" / f"{name}.py").write_text(text)
    monkeypatch.setitem(globals(), "ROOT", tmp_path)
    assert import_circles(("game",)) == [["game.one", "game.two"]]


def test_every_scene_name_leads_to_a_scene_module():
    for name in scene_names():
        module, _, attribute = scenes_target(name).partition(":")
        path = ROOT / (module.replace(".", "/") + ".py")
        assert path.exists(), name
        assert f"{attribute}" in {node.name for node in ast.parse(path.read_text()).body
                                  if isinstance(node, (ast.ClassDef, ast.FunctionDef))}, name


def scenes_target(name: str) -> str:
    from game.shell import scene_stack
    return scene_stack._REGISTERED[name]


@pytest.fixture(scope="module")
def titles_first_frame_modules(tmp_path_factory) -> set[str]:
    """The modules loaded by the title's first frame, from a fresh data folder: both tests look at one start."""
    return _modules_of_the_titles_first_frame(tmp_path_factory.mktemp("title"))


def _modules_of_the_titles_first_frame(folder) -> set[str]:
    script = f"""
import sys
sys.path.insert(0, {str(ROOT)!r})
import scenes
from game.shell.app import App
app = App(settings_dir={str(folder)!r}, open_pad=lambda index: None)
app.stack.push("title")
app.step_frame()
print(" ".join(sorted(sys.modules)))
"""
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    out = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, env=env, check=True)
    return set(out.stdout.split())


def test_the_title_screen_opens_without_computer_players_or_rules_engines(titles_first_frame_modules):
    """What the start costs: the first frame of the title loads neither a computer
    player nor either game's rules (they come with the screens that need them)."""
    loaded = titles_first_frame_modules
    assert "scenes.menus.title" in loaded
    heavy = {"game.ai", "game.ai.ramp_bot", "game.ai.pilus_bot", "game.rules.ramp_game", "game.rules.pilus_game",
             "game.replay", "pytmx", "scenes.menus.daily_challenge", "scenes.menus.table_setup"}
    assert loaded & heavy == set()


def test_the_title_screen_opens_without_the_libraries_only_later_moments_use(titles_first_frame_modules):
    """Issue 47: the log (written when something goes wrong), the checks' thread, pads' ctypes,
    dates, challenge codes' base 64, importlib.resources (pygame's own icon), and the games'
    registry and daily challenges (with no game in progress to say), and platformdirs (Linux finds
    the data folder by the XDG rule itself) are imported when first used, not by every start."""
    loaded = titles_first_frame_modules
    assert "scenes.menus.title" in loaded
    later = {"logging", "concurrent.futures", "ctypes", "datetime", "base64", "importlib.readers", "zipfile",
             "game.games", "game.saved.daily", "platformdirs"}
    assert loaded & later == set()
