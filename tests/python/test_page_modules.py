"""The page's modules (game/web/) by one naming rule: in a feature package,
x.py decides without the browser and x_view.py is its part in the browser;
directly in game/web/ is only what the whole page uses of the browser (the
entry, the DOM, the canvas, localStorage, ...).  So a module's name says
whether it runs on CPython, and this holds every module to its name: what
touches the browser imports js or pyscript, or a module of game/ that does."""

import ast
import functools
import importlib
import pathlib

from game.tools.build import bundle

WEB = pathlib.Path(__file__).resolve().parents[2] / "game" / "web"
BROWSER = ("js", "pyscript")


def browser_imports(path):
    tree = ast.parse(path.read_text(encoding="utf-8"))
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.module:
            names = [node.module]
        else:
            continue
        for name in names:
            if name.split(".")[0] in BROWSER:
                yield name


def modules():
    return sorted(path for path in WEB.rglob("*.py") if "__pycache__" not in path.parts)


def dotted(path):
    return ".".join(path.relative_to(WEB.parents[1]).with_suffix("").parts).replace(".__init__", "")


def named_for_the_browser(path):
    """The rule: a *_view.py, or a module directly in game/web/ (not a package's __init__)."""
    return path.stem.endswith("_view") or (path.parent == WEB and path.stem != "__init__")


@functools.lru_cache(maxsize=None)
def own_imports(name):
    """(whether the module ``name`` itself imports js or pyscript, the modules of game/ it imports)"""
    return bool(list(browser_imports(pathlib.Path(bundle.module_path(name))))), bundle.imported(name)


def in_browser(path):
    """Whether the module needs a browser: it imports js or pyscript, or a module of game/ that does."""
    seen, todo = set(), [dotted(path)]
    while todo:
        name = todo.pop()
        seen.add(name)
        direct, others = own_imports(name)
        if direct:
            return True
        todo.extend(others - seen)
    return False


def test_every_module_of_the_page_is_named_for_where_it_runs():
    misnamed = [str(path.relative_to(WEB)) for path in modules() if named_for_the_browser(path) != in_browser(path)]
    assert misnamed == []


def test_the_modules_named_pure_run_here():
    pure = [path for path in modules() if not named_for_the_browser(path)]
    assert len(pure) > 40
    for path in pure:
        importlib.import_module(dotted(path))


def reaches_through_the_page(path):
    """Whether the module holds the page (``self.page``) to reach what it shares."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    return any(isinstance(node, ast.Attribute) and node.attr == "page"
               and isinstance(node.value, ast.Name) and node.value.id == "self" for node in ast.walk(tree))


def test_no_part_reaches_through_the_page():
    """The parts take the PageState (game/web/play/state.py) and the few parts
    they need; none holds the whole page to reach the others through it."""
    reaching = [path.relative_to(WEB).as_posix() for path in modules()
                if path.name != "page.py" and reaches_through_the_page(path)]
    assert reaching == []
