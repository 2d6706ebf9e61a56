"""The layers hold: nothing under game/ imports the screens or the sprites, the
screens reach each other by name (no circle among scenes/), and the title
screen opens without loading a computer player or a rules engine."""
import ast
import os
import subprocess
import sys
from pathlib import Path

import scenes  # noqa: F401  (registers the scene names)
from game.shell.scene_stack import scene_names

ROOT = Path(__file__).resolve().parent.parent


def module_name(path: Path) -> str:
    parts = path.relative_to(ROOT).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def imports(path: Path):
    """(imported module, whether the import is inside a function) for every import in the file."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    found = []

    def visit(node, in_function):
        for child in ast.iter_child_nodes(node):
            local = in_function or isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef))
            if isinstance(child, ast.Import):
                found.extend((alias.name, in_function) for alias in child.names)
            elif isinstance(child, ast.ImportFrom) and child.module and not child.level:
                # `from scenes import x` may import the module scenes.x
                found.append((child.module, in_function))
                found.extend((f"{child.module}.{alias.name}", in_function) for alias in child.names)
            visit(child, local)

    visit(tree, False)
    return found


def package_files(package: str):
    return sorted((ROOT / package).rglob("*.py"))


def test_nothing_under_game_imports_the_screens_or_the_sprites():
    offending = [(module_name(path), name) for path in package_files("game") for name, _ in imports(path)
                 if name.split(".")[0] in ("scenes", "sprites")]
    assert offending == []


def test_scene_modules_import_no_other_scene_from_inside_a_function():
    offending = [(module_name(path), name) for path in package_files("scenes") for name, local in imports(path)
                 if local and name.split(".")[0] == "scenes"]
    assert offending == []


def test_no_import_circle_among_the_scene_modules():
    modules = {module_name(path) for path in package_files("scenes")} - {"scenes"}
    graph = {module_name(path): {name for name, _ in imports(path) if name in modules}
             for path in package_files("scenes") if module_name(path) in modules}
    done, on_path = set(), []

    def circle_from(module):
        if module in on_path:
            return on_path[on_path.index(module):] + [module]
        if module in done:
            return None
        on_path.append(module)
        for other in sorted(graph[module]):
            circle = circle_from(other)
            if circle:
                return circle
        on_path.pop()
        done.add(module)
        return None

    assert [circle for module in sorted(graph) if (circle := circle_from(module))] == []


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


def test_the_title_screen_opens_without_computer_players_or_rules_engines(tmp_path):
    """What the start costs: the first frame of the title loads neither a computer
    player nor either game's rules (they come with the screens that need them)."""
    script = f"""
import sys
sys.path.insert(0, {str(ROOT)!r})
import scenes
from game.shell.app import App
app = App(settings_dir={str(tmp_path)!r}, open_pad=lambda index: None)
app.stack.push("title")
app.step_frame()
print(" ".join(sorted(sys.modules)))
"""
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    out = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, env=env, check=True)
    loaded = set(out.stdout.split())
    assert "scenes.menus.title" in loaded
    heavy = {"game.ai", "game.ai.ramp_bot", "game.ai.pilus_bot", "game.rules.ramp_game", "game.rules.pilus_game",
             "game.replay", "pytmx", "scenes.menus.daily_challenge", "scenes.menus.table_setup"}
    assert loaded & heavy == set()
