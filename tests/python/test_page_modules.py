"""The page is a small entry file and parts of one job each (game/web/): what
touches the DOM imports js or pyscript, the rest runs on CPython too."""

import ast
import functools
import importlib
import pathlib

from game.tools.build import bundle

WEB = pathlib.Path(__file__).resolve().parents[2] / "game" / "web"
BROWSER = ("js", "pyscript")
# The page's decisions, kept apart from its DOM so that they are tested here.
PURE = ("new_game_form", "shape_editor", "shape_drawing", "address", "bot_jobs", "cursor", "controls", "session", "actions",
        "settings", "status", "scene", "outline", "link", "link_board", "saves", "palette", "marks", "pencil", "picture",
        "apng", "views", "zoom")


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


def test_the_entry_file_is_small():
    assert len((WEB / "page.py").read_text(encoding="utf-8").splitlines()) < 250


def test_the_pages_decisions_import_no_browser_and_run_here():
    pure = [path for path in modules() if not in_browser(path)]
    assert set(PURE) <= {path.stem for path in pure}
    for path in pure:
        importlib.import_module(dotted(path))
