"""The repository stands alone: what a fresh clone reads and runs agrees with itself.

A clone has only this folder: the README's commands, the requirements and
the docs must not lean on anything outside it, and must say what the code
and data really hold.
"""
import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

from game.content.ramp import load_edition
from tests.self_check_run import self_check_run

ROOT = Path(__file__).resolve().parents[1]
# What is not shipped: the tests, tool caches, build output and local screenshots.
NOT_SHIPPED = {"tests", ".git", ".venv", "build", "dist", "__pycache__", ".pytest_cache", ".hypothesis", "screenshots"}


def shipped_files():
    for path in sorted(ROOT.rglob("*")):
        rel = path.relative_to(ROOT)
        if path.is_file() and not any(part in NOT_SHIPPED or part.endswith(".egg-info") for part in rel.parts):
            yield rel


def test_nothing_shipped_points_outside_the_repository():
    outside = re.compile(rb"\.\./shared|shared/spec")  # bytes: icons and fonts are files too
    offenders = [f"{rel}:{n}" for rel in shipped_files()
                 for n, line in enumerate((ROOT / rel).read_bytes().splitlines(), 1)
                 if outside.search(line)]
    assert offenders == []


def _fenced_after(text: str, heading: str) -> list[str]:
    """The lines of the first fenced block after `heading`."""
    section = text[text.index(heading):]
    return section.split("```")[1].strip().splitlines()


def test_the_readme_test_command_is_what_ci_runs_and_installs_the_test_tools():
    readme = _fenced_after((ROOT / "README.md").read_text(encoding="utf-8"), "## Run the tests")
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8").splitlines()
    assert len(readme) == 1 and readme[0] in ci
    assert "-r requirements-dev.txt" in readme[0] and readme[0].endswith("-m pytest")


def _requirements(name: str) -> list[str]:
    lines = (ROOT / name).read_text(encoding="utf-8").splitlines()
    return [line.strip() for line in lines if line.strip() and not line.startswith("#")]


def test_the_game_requirements_hold_no_test_tools():
    runtime = _requirements("requirements.txt")
    dev = _requirements("requirements-dev.txt")
    assert runtime and not any(re.match(r"(pytest|hypothesis)\b", req) for req in runtime)
    assert dev[0] == "-r requirements.txt"
    assert {re.match(r"[\w-]+", req).group() for req in dev[1:]} >= {"pytest", "hypothesis"}
    # The play command installs the runtime file only.
    play = " ".join(_fenced_after((ROOT / "README.md").read_text(encoding="utf-8"), "## Play"))
    assert "-r requirements.txt" in play and "requirements-dev" not in play


def test_build_output_is_ignored():
    ignored = (ROOT / ".gitignore").read_text(encoding="utf-8").split()
    assert "/build/" in ignored and "/dist/" in ignored


LINK = re.compile(r"\]\(([^)#]+)(?:#[^)]*)?\)|`((?:docs|levels)/[\w./-]+\.\w+)`")


@pytest.mark.parametrize("doc", ["README.md", "levels/README.md", *sorted(
    str(p.relative_to(ROOT)) for p in (ROOT / "docs").glob("*.md"))])
def test_every_file_a_document_names_exists(doc):
    text = (ROOT / doc).read_text(encoding="utf-8")
    missing = []
    for match in LINK.finditer(text):
        link, named = match.groups()
        if link and "://" not in link:
            target = (ROOT / doc).parent / link
        elif named:
            target = ROOT / named
        else:
            continue
        if not target.exists():
            missing.append(link or named)
    assert missing == []


def test_the_tools_readme_lists_every_tool_and_only_tools_that_are_there():
    listed = set(re.findall(r"^\| `([\w-]+\.py)` \|", (ROOT / "tools" / "README.md").read_text(encoding="utf-8"),
                            re.MULTILINE))
    assert listed == {path.name for path in (ROOT / "tools").glob("*.py")}


# The letters docs/rules-fits.md draws special fields with.
SYMBOL_LETTERS = {"star": "a", "moon": "b", "sun": "c", "heart": "d", "diamond": "e"}


def _picture(board) -> list[str]:
    def letter(field):
        if field is None:
            return "."
        if field.kind == "bonus":
            return str(field.value)
        if field.kind == "negative":
            return "x"
        return SYMBOL_LETTERS[field.symbol] if field.symbol else field.colour[0]
    return ["".join(letter(board.fields.get((r, c))) for c in range(board.width)) for r in range(board.height)]


def test_the_board_pictures_in_the_fits_rules_are_the_shipped_boards():
    text = (ROOT / "docs" / "rules-fits.md").read_text(encoding="utf-8")
    block = text[text.index("<!-- boards:"):].split("```")[1].strip().splitlines()
    games, names, rows = block[0].split(), block[1].split(), [line.split() for line in block[2:]]
    boards = [(game, board) for game in games for board in load_edition(game).boards]
    assert names == [board.id for _, board in boards]
    for i, (game, board) in enumerate(boards):
        drawn = [row[i] for row in rows if i < len(row)]
        assert drawn == _picture(board), f"{game} {board.id}"


def _scene_table() -> list[tuple[str, str]]:
    """(name, module) of each row of docs/architecture.md's table of scenes by name."""
    text = (ROOT / "docs" / "architecture.md").read_text(encoding="utf-8")
    section = text[text.index("## Scenes by name"):]
    section = section[:section.index("\n## ", 1)]
    return re.findall(r"^\| `(\w+)` \| `([\w/]+)\.py`", section, re.MULTILINE)


def test_the_architecture_names_every_registered_scene_and_its_module():
    import scenes  # noqa: F401  (registers the scenes by name)
    from game.shell.scene_stack import _REGISTERED
    table = _scene_table()
    assert sorted(name for name, _ in table) == sorted(_REGISTERED)
    for name, module in table:
        assert _REGISTERED[name].split(":")[0] == "scenes." + module.replace("/", "."), name


def _folder_tree() -> set[str]:
    """The folders drawn in docs/architecture.md's tree of the top level ('game/shell', ...)."""
    text = (ROOT / "docs" / "architecture.md").read_text(encoding="utf-8")
    block = text[text.index("## The top level"):].split("```")[1]
    folders, parents = set(), {}
    for line in block.splitlines():
        entry = re.match(r"^( *)([\w.-]+)/ ", line)
        if entry:
            depth = len(entry[1]) // 2
            parents[depth] = entry[2]
            folders.add("/".join(parents[level] for level in range(depth + 1)))
    return folders


def test_the_architecture_draws_every_package_folder_of_the_code():
    packages = {str(init.parent.relative_to(ROOT)) for layer in ("game", "scenes", "sprites")
                for init in (ROOT / layer).rglob("__init__.py")}
    drawn = _folder_tree()
    assert {"game/shell", "game/saved", "scenes/menus", "scenes/ramp", "scenes/pilus"} <= packages
    assert {folder for folder in drawn if folder.split("/")[0] in ("game", "scenes", "sprites")} == packages
    assert all((ROOT / folder).is_dir() for folder in drawn), drawn


# Every way the docs start the program: `main.py ...` anywhere, `slide-and-stack --...`.
COMMAND = re.compile(r"(?:main\.py|slide-and-stack(?:\.exe)?(?=\s+--))"
                     r"((?:[ \t\n]+--[\w-]+(?:[ \t\n]+(?!--)[\w./-]+)?)*)")  # options, each with its value
PLACEHOLDERS = {"FILE": "replays/examples/fits-solo.json", "GAME": "fits", "N": "42"}
# They open the window (or write into the desktop's menu): tests/app and tests/scenes play those.
OPENS_A_WINDOW = {(), ("--new",), ("--daily",), ("--replay",), ("--new", "--seed"), ("--install-desktop",),
                  ("--challenge",), ("--new", "--seed", "--ghost")}
# The master's review of a whole game takes a minute: tests/coach/test_command_line.py runs it.
RUN_ELSEWHERE = {("--review", "--headless")}


def documented_commands() -> set[tuple[str, ...]]:
    """The arguments of every command the README and the docs show, placeholders filled."""
    found = set()
    docs = sorted(str(p.relative_to(ROOT)) for p in (ROOT / "docs").glob("*.md"))
    for doc in ["README.md", "levels/README.md", *docs]:
        text = (ROOT / doc).read_text(encoding="utf-8")
        spans = re.findall(r"```[^\n]*\n(.*?)```", text, re.DOTALL)
        spans = [line.split("#")[0] for span in spans for line in span.splitlines()]
        spans += re.findall(r"(?<!`)`([^`]+)`(?!`)", re.sub(r"```.*?```", "", text, flags=re.DOTALL))
        for span in spans:
            for match in COMMAND.finditer(span):
                words = match.group(1).split()
                found.add(tuple(PLACEHOLDERS.get(word, word) for word in words))
    return found


def test_every_command_the_docs_show_is_one_the_program_takes_and_the_cheap_ones_run(tmp_path):
    from game.command_line import parse_args
    commands = documented_commands()
    assert ("--replay", "replays/examples/fits-solo.json", "--headless") in commands and ("--version",) in commands
    ran = []
    for args in sorted(commands):
        options = tuple(word for word in args if word.startswith("--"))
        if options not in {("--version",), ("--help",)}:  # those two print and exit 0
            parse_args(list(args))  # an option the program does not take would exit here
            if options in OPENS_A_WINDOW or options in RUN_ELSEWHERE:
                continue
            assert "--headless" in options or options == ("--self-check",), f"what does {args} do? sort it here"
        if args == ("--self-check",):  # the run tests/app/test_self_check.py reads too
            __, status, stdout, stderr = self_check_run()
        else:
            proc = subprocess.run([sys.executable, str(ROOT / "main.py"), *args], capture_output=True, text=True,
                                  cwd=ROOT, timeout=120)
            status, stdout, stderr = proc.returncode, proc.stdout, proc.stderr
        assert status == 0, (args, stderr)
        if "--headless" in options:
            assert json.loads(stdout)["finished"]
        ran.append(args)
    assert {("--version",), ("--help",), ("--self-check",)} <= set(ran)


def test_the_readme_links_the_accessibility_page_and_every_test_it_names_exists():
    """Players look for a game's accessibility before they play: the README points to the
    page, and each guideline the page calls met names a test that is there."""
    assert "](docs/accessibility.md)" in (ROOT / "README.md").read_text(encoding="utf-8")
    page = (ROOT / "docs" / "accessibility.md").read_text(encoding="utf-8")
    tests = {match for path in (ROOT / "tests").rglob("test_*.py")
             for match in re.findall(r"^def (test_\w+)", path.read_text(encoding="utf-8"), re.M)}
    rows = [line.split("|")[1:-1] for line in page.splitlines() if line.startswith("| ") and "---" not in line]
    met = [row for row in rows if row[2].strip() == "met"]
    assert len(met) > 30
    named = [re.fullmatch(r"`(test_\w+)`", row[4].strip()) for row in met]
    assert all(named), [row[0] for row, name in zip(met, named) if not name]  # every row met names its test
    assert sorted({name.group(1) for name in named} - tests) == []

