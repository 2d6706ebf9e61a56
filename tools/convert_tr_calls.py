"""Turn every `tr("key", ...)` call into the gettext form, with the English text as msgid.

    python tools/convert_tr_calls.py [FILE_OR_FOLDER ...]   (default: the whole project)

The English text comes from the TOML catalogues of the old mechanism
(levels/i18n/en/*.toml). A literal key becomes `_("English {gap}", gap=...)`,
or `ngettext(...)` for the keys in PLURALS. A key chosen at run time (an
f-string, a key from the rules or from data) becomes `keyed(expr, ...)`, and
every key that no code names literally is written, with its English text, into
game/message_keys.py as `"key": N_("English")`, which Babel extracts (the TOML's
text wins over an older one there). The
`tr = self.app.tr` shortcuts and `tr` parameters passed from function to
function are removed. Run it once per branch that still speaks in keys; it
leaves converted files unchanged. It prints what it could not convert.

The TOML catalogues are retired: a branch that still adds `tr()` calls brings
its English in levels/i18n/en/*.toml; after merging it, run this tool (with
those files present), then tools/update_catalogues.py, translate, and delete
the TOML files again.
"""
from __future__ import annotations

import ast
import sys
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TOML_DIR = ROOT / "levels" / "i18n" / "en"
KEYS_MODULE = ROOT / "game" / "message_keys.py"
SKIP = {Path(__file__).resolve(), KEYS_MODULE, ROOT / "game" / "i18n.py"}

# Keys whose text now comes from elsewhere: key names (game/input/key_names.py),
# the locale's list joining (i18n.join), language names (i18n.NAMES) and the
# rules pages built from the data (scenes/rules_pages.py).
RETIRED = ("control.", "app.list_separator", "language.", "rules.fits", "rules.bits", "rules.pilus")

# key -> (singular English, the parameter that counts); the TOML holds the plural.
PLURALS = {
    "pilus.draw_pile": ("Draw pile: {count} tile", "count"),
    "pilus.status.line": ("{pawn} · {tiles} tile", "tiles"),
    "pilus.final.tiles": ("{count} tile laid", "count"),
    "pilus.final.points": ("{points} point", "points"),
    "ramp.rule.dots": ("{count} uncovered dot", "count"),
    "choice.rounds": ("{count} round", "count"),
    "setup.min_players": ("PILUS needs at least {count} player.", "count"),
}


def english_catalogue() -> dict[str, str]:
    flat: dict[str, str] = {}

    def walk(table, prefix):
        for name, value in table.items():
            if isinstance(value, dict):
                walk(value, f"{prefix}{name}.")
            else:
                flat[f"{prefix}{name}"] = str(value)

    for path in sorted(TOML_DIR.glob("*.toml")):
        with open(path, "rb") as file:
            walk(tomllib.load(file), "")
    return flat


def is_tr(node: ast.AST) -> bool:
    """`tr`, `app.tr`, `self.app.tr`, `i18n.tr`."""
    return (isinstance(node, ast.Name) and node.id == "tr") or (isinstance(node, ast.Attribute) and node.attr == "tr")


def is_separator_join(node: ast.AST) -> bool:
    """tr("app.list_separator").join(...)"""
    return (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "join"
            and isinstance(node.func.value, ast.Call) and is_tr(node.func.value.func) and node.func.value.args
            and isinstance(node.func.value.args[0], ast.Constant) and node.func.value.args[0].value == "app.list_separator")


def literal(text: str) -> str:
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n") + '"'


class Edits:
    """Byte-span replacements on one file, applied from the end."""

    def __init__(self, source: bytes):
        self.source = source
        self.starts = [0]
        for line in source.splitlines(keepends=True):
            self.starts.append(self.starts[-1] + len(line))
        self.spans: list[tuple[int, int, str]] = []

    def offset(self, line: int, col: int) -> int:
        return self.starts[line - 1] + col

    def start(self, node) -> int:
        return self.offset(node.lineno, node.col_offset)

    def end(self, node) -> int:
        return self.offset(node.end_lineno, node.end_col_offset)

    def text(self, node) -> str:
        return self.source[self.start(node):self.end(node)].decode("utf-8")

    def replace(self, node_or_span, text: str):
        span = node_or_span if isinstance(node_or_span, tuple) else (self.start(node_or_span), self.end(node_or_span))
        self.spans.append((*span, text))

    def remove_item(self, items: list, index: int):
        """Remove items[index] from a comma-separated list (arguments, parameters, tuple elements)."""
        if index + 1 < len(items):
            self.spans.append((self.start(items[index]), self.start(items[index + 1]), ""))
        elif index > 0:
            self.spans.append((self.end(items[index - 1]), self.end(items[index]), ""))
        else:
            self.spans.append((self.start(items[index]), self.end(items[index]), ""))

    def keep_innermost(self):
        """Drop spans that contain another: they are redone on the next pass, over the changed text."""
        self.spans = [span for span in self.spans
                      if not any(o is not span and span[0] <= o[0] and o[1] <= span[1] and o[:2] != span[:2]
                                 for o in self.spans)]

    def apply(self) -> bytes:
        out = self.source
        for start, end, text in sorted(self.spans, reverse=True):
            out = out[:start] + text.encode("utf-8") + out[end:]
        return out


def convert(path: Path, english: dict[str, str], used: set[str],
            problems: list[str]) -> str | None:
    """Convert in passes, innermost calls first, until nothing is left to change."""
    source, needed, changed = path.read_bytes(), set(), False
    while True:
        edits = convert_pass(path, source, english, used, problems, needed)
        if not edits.spans:
            break
        source, changed = edits.apply(), True
    text = add_imports(source.decode("utf-8"), needed) if changed else source.decode("utf-8")
    renamed = rename_throwaways(text)
    return renamed if changed or renamed != text else None


def rename_throwaways(text: str) -> str:
    """Where `_` is the translation function, a throwaway variable named `_` would
    hide it in its function: such variables become `__`."""
    tree = ast.parse(text)
    if not any(isinstance(node, ast.ImportFrom) and node.module == "game.i18n" and
               any(alias.name == "_" for alias in node.names) for node in ast.walk(tree)):
        return text
    edits = Edits(text.encode("utf-8"))
    for node in ast.walk(tree):
        if isinstance(node, ast.Name) and node.id == "_" and isinstance(node.ctx, ast.Store):
            edits.replace(node, "__")
    return edits.apply().decode("utf-8")


def convert_pass(path, source: bytes, english, used, problems, needed) -> "Edits":
    edits = Edits(source)
    tree = ast.parse(source)
    separators = {id(node.func.value) for node in ast.walk(tree) if is_separator_join(node)}
    for node in ast.walk(tree):
        if id(node) in separators:
            continue  # converted with its join()
        if is_separator_join(node):
            # tr("app.list_separator").join(names): the locale's own list, 'A, B and C'
            edits.replace(node, "join(" + ", ".join(edits.text(arg) for arg in node.args) + ")")
            needed.add("join")
        elif (isinstance(node, ast.Call) and is_tr(node.func) and node.args and isinstance(node.args[0], ast.IfExp)
              and all(isinstance(n, ast.Constant) for n in (node.args[0].body, node.args[0].orelse))):
            # tr("a" if c else "b", ...): two literal keys, each its own msgid
            choice = node.args[0]
            rest = "".join(", " + edits.text(arg) for arg in node.args[1:] + node.keywords)
            func = edits.text(node.func)
            edits.replace(node, f"({func}({edits.text(choice.body)}{rest}) if {edits.text(choice.test)} "
                                f"else {func}({edits.text(choice.orelse)}{rest}))")
        elif isinstance(node, ast.Call) and is_tr(node.func) and node.args:
            key_node = node.args[0]
            rest = [edits.text(arg) for arg in node.args[1:]] + [edits.text(kw) for kw in node.keywords]
            if isinstance(key_node, ast.Constant) and isinstance(key_node.value, str):
                key = key_node.value
                if key not in english:
                    problems.append(f"{path}:{node.lineno}: no English text for {key!r}")
                    continue
                if "tests" not in path.relative_to(ROOT).parts:  # a test naming a key does not make it literal in the game
                    used.add(key)
                if key in PLURALS:
                    singular, counter = PLURALS[key]
                    count = next((kw.value for kw in node.keywords if kw.arg == counter), None)
                    if count is None:
                        problems.append(f"{path}:{node.lineno}: {key!r} without {counter}=")
                        continue
                    args = [literal(singular), literal(english[key]), edits.text(count)] + rest
                    edits.replace(node, "ngettext(" + ", ".join(args) + ")")
                    needed.add("ngettext")
                else:
                    edits.replace(node, "_(" + ", ".join([literal(english[key])] + rest) + ")")
                    needed.add("_")
            else:
                edits.replace(node, "keyed(" + ", ".join([edits.text(key_node)] + rest) + ")")
                needed.add("keyed")
        elif isinstance(node, ast.Call) and node.args:
            # tr handed to a helper: the helpers translate by themselves now (one
            # converted on another branch may have lost its parameter already).
            for index, arg in enumerate(node.args):
                if is_tr(arg):
                    edits.remove_item(node.args, index)
        elif isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            for index, arg in enumerate(node.args.args):
                if arg.arg == "tr":
                    edits.remove_item(node.args.args, index)
        elif isinstance(node, ast.Assign) and len(node.targets) == 1:
            target, value = node.targets[0], node.value
            if is_tr(target) and is_tr(value):  # tr = self.app.tr, self.tr = i18n.tr
                line_start = edits.offset(node.lineno, 0)
                edits.replace((line_start, edits.offset(node.end_lineno + 1, 0)), "")
            elif isinstance(target, ast.Tuple) and isinstance(value, ast.Tuple):
                for index, element in enumerate(target.elts):
                    if isinstance(element, ast.Name) and element.id == "tr":
                        edits.remove_item(target.elts, index)
                        edits.remove_item(value.elts, index)
    edits.keep_innermost()
    return edits


def add_imports(text: str, needed: set[str]) -> str:
    lines = text.split("\n")
    i18n_names = sorted(needed & {"_", "join", "ngettext"}, key=lambda n: (n != "_", n))
    imports = []
    if i18n_names and not any(line.startswith("from game.i18n import") for line in lines):
        imports.append("from game.i18n import " + ", ".join(i18n_names))
    elif i18n_names:
        for index, line in enumerate(lines):
            if line.startswith("from game.i18n import"):
                have = [n.strip() for n in line.split("import", 1)[1].split(",") if n.strip() != "tr"]
                lines[index] = "from game.i18n import " + ", ".join(
                    sorted(set(have) | set(i18n_names), key=lambda n: (n != "_", n)))
    if "keyed" in needed and "from game.message_keys import keyed" not in text:
        imports.append("from game.message_keys import keyed")
    if not imports:
        return "\n".join(lines)
    tree = ast.parse(text)
    top_imports = [node for node in tree.body if isinstance(node, (ast.Import, ast.ImportFrom))
                   and not (isinstance(node, ast.ImportFrom) and node.module == "__future__")]
    game_imports = [node for node in top_imports
                    if (node.module if isinstance(node, ast.ImportFrom) else node.names[0].name).startswith("game")]
    anchor = (game_imports or top_imports or [None])[-1]
    at = anchor.end_lineno if anchor else next(
        (node.end_lineno for node in tree.body if isinstance(node, ast.ImportFrom) and node.module == "__future__"), 0)
    lines[at:at] = imports
    return "\n".join(lines)


def write_keys_module(english: dict[str, str], used: set[str]):
    """Every key no code names literally: the rules', the data's and those built at run time."""
    existing = {}
    if KEYS_MODULE.exists():
        tree = ast.parse(KEYS_MODULE.read_text("utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.Dict):
                for key, value in zip(node.keys, node.values):
                    if isinstance(key, ast.Constant) and isinstance(value, ast.Call):
                        args = ", ".join(literal(arg.value) for arg in value.args)
                        existing[key.value] = f"{value.func.id}({args})"
    entries = dict(existing)
    # A key an earlier run already turned into a literal msgid is not a run-time key.
    code = "".join(path.read_text("utf-8") for folder in ("game", "scenes", "sprites") for path in
                   (ROOT / folder).rglob("*.py") if path.resolve() not in SKIP)
    for key in sorted(key for key in set(english) - used if not key.startswith(RETIRED)):
        if f"_({literal(english[key])}" in code or (key in PLURALS and f"ngettext({literal(PLURALS[key][0])}" in code):
            continue
        if key in PLURALS:
            entries[key] = f"Nn_({literal(PLURALS[key][0])}, {literal(english[key])})"
        else:
            entries[key] = f"N_({literal(english[key])})"
    body = "".join(f"    {literal(key)}: {value},\n" for key, value in sorted(entries.items()))
    KEYS_MODULE.write_text(f'''"""The English text of every message key chosen at run time.

The rules speak in keys (a refused move, a score line, a rating title), and
some screens pick their words by a game id, a device or a colour. Their
English text is here, marked for Babel; `keyed(key, **params)` shows it in the
player's language. An entry with plural forms counts with its {{count}} gap.
A key nobody wrote shows itself: visible, never a crash.
"""
from __future__ import annotations

from game.i18n import N_, Nn_, _, ngettext

TEXTS: dict[str, str | tuple[str, str]] = {{
{body}}}


def keyed(key: str, **params) -> str:
    text = TEXTS.get(key)
    if text is None:
        return key
    if isinstance(text, tuple):
        return ngettext(*text, params.get("count", 0), **params)
    return _(text, **params)


def has(key: str) -> bool:
    return key in TEXTS


def english(key: str, **params) -> str:
    """The English text whatever the player's language (the replay referee speaks English)."""
    text = TEXTS.get(key, key)
    text = text[1] if isinstance(text, tuple) and params.get("count") != 1 else text
    text = text[0] if isinstance(text, tuple) else text
    return text.format_map(_Gaps(params)) if params else text


class _Gaps(dict):
    def __missing__(self, name):
        return "{{" + name + "}}"
''', "utf-8")


def main(argv: list[str]) -> int:
    english = english_catalogue()
    if not english:
        print("No English TOML catalogue left: nothing to convert from.")
        return 1
    targets = [Path(a).resolve() for a in argv] or [ROOT / name for name in ("game", "scenes", "sprites", "tools",
                                                                            "tests", "main.py")]
    files = sorted({p for t in targets for p in ([t] if t.is_file() else t.rglob("*.py"))} - SKIP)
    used: set[str] = set()
    problems: list[str] = []
    for path in files:
        new = convert(path, english, used, problems)
        if new is not None:
            path.write_text(new, "utf-8")
            print(f"converted {path.relative_to(ROOT)}")
    write_keys_module(english, used)
    for problem in problems:
        print(problem)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
