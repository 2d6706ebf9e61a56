"""The code keeps its shape: a screen is varied by what it is composed with (a
game screen's mode), never by a subclass overriding a private method of a class
it inherits from; every module outside the tests stays small."""
import importlib
import inspect
import pkgutil
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
LAYERS = ("scenes", "sprites", "game")
MAX_LINES = 500
SIZED = ("scenes", "game", "sprites", "tools")  # and main.py: every module outside tests/


def classes():
    for layer in LAYERS:
        for info in pkgutil.walk_packages([str(ROOT / layer)], f"{layer}."):
            module = importlib.import_module(info.name)
            for __, cls in inspect.getmembers(module, inspect.isclass):
                if cls.__module__ == module.__name__:
                    yield cls


def private_method(name: str, value) -> bool:
    """A method (or property) with one leading underscore: not a dunder, nor a name Python's own
    machinery gives (enum's _generate_next_value_)."""
    method = inspect.isfunction(value) or isinstance(value, (property, staticmethod, classmethod))
    return method and name.startswith("_") and not name.endswith("_")


def test_no_class_overrides_a_private_method_it_inherits():
    overridden = sorted(f"{cls.__module__}.{cls.__qualname__}.{name}"
                        for cls in set(classes()) for name, value in vars(cls).items()
                        if private_method(name, value) and any(name in vars(base) for base in cls.__mro__[1:]))
    assert overridden == []


def test_no_module_outside_the_tests_is_over_the_limit():
    paths = [ROOT / "main.py", *(path for folder in SIZED for path in (ROOT / folder).rglob("*.py"))]
    long = {str(path.relative_to(ROOT)): lines for path in paths
            if (lines := len(path.read_text(encoding="utf-8").splitlines())) > MAX_LINES}
    assert long == {}


def test_one_name_per_file_across_the_layers():
    """A file name says which module it is: `review.py` cannot be the coach's in one
    folder and a screen in another."""
    names = {}
    for layer in ("game", "scenes", "sprites", "tools"):
        for path in (ROOT / layer).rglob("*.py"):
            if path.name != "__init__.py":
                names.setdefault(path.name, []).append(str(path.relative_to(ROOT)))
    assert {name: paths for name, paths in names.items() if len(paths) > 1} == {}
