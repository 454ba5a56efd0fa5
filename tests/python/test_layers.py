"""The packages of game/ form layers that only point down: board geometry and
errors at the bottom, the rule systems above them, Game and its records above
those, then the bots, the page above them (it asks the bots' levels and
puzzles), and the tools on top (the command line, the build, the arena and
the benches use all the rest).  A rule system's folder (game/systems/<name>/)
spans the layers: its rules sit with the rules, its bot with the bots, its
words with the page and its crosschecks with the tools.  Read from the
source, so a lazy import inside a function counts too."""

import ast
import pathlib

GAME = pathlib.Path(__file__).resolve().parents[2] / "game"
LAYERS = {"core": 0, "rules": 1, "systems": 1, "engine": 2, "bot": 3, "web": 4, "tools": 5}
# A system's parts by role (game/systems/__init__.py ROLES); its __init__ is rules'.
PARTS = {"rules": 1, "bot": 3, "words": 4, "crosscheck": 5, "crosscheck_bot": 5}


def layer(parts):
    """The layer of the module game.<parts...>: its package's, or a system part's by its role."""
    if parts[0] == "systems" and len(parts) > 2:
        return PARTS.get(parts[2], LAYERS["systems"])
    return LAYERS.get(parts[0], 0)


def imported_packages(path):
    """The modules of game a module imports, as their parts after game (the
    package first), with their line numbers."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    for node in ast.walk(tree):
        names = []
        if isinstance(node, ast.Import):
            names = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            names = [node.module]
            if node.module == "game":
                names = ["game." + alias.name for alias in node.names]
        for name in names:
            parts = name.split(".")
            if parts[0] == "game" and len(parts) > 1:
                yield tuple(parts[1:]), node.lineno


def test_every_package_has_a_layer():
    packages = {path.name for path in GAME.iterdir() if (path / "__init__.py").exists()}
    assert packages == set(LAYERS)


def test_no_module_imports_a_layer_above_its_own():
    upward = []
    for path in sorted(GAME.glob("*/**/*.py")):
        own = layer(path.relative_to(GAME).with_suffix("").parts)
        for parts, line in imported_packages(path):
            if layer(parts) > own:
                upward.append("%s:%d imports game.%s" % (path.relative_to(GAME.parent), line,
                                                         ".".join(parts)))
    assert upward == []


def test_the_check_sees_an_upward_import(tmp_path):
    module = tmp_path / "m.py"
    module.write_text("def f():\n    from game.engine.game import Game\n")
    assert list(imported_packages(module)) == [(("engine", "game"), 2)]


def test_a_systems_parts_sit_in_the_layers_of_their_roles():
    assert layer(("systems", "classic", "rules")) == LAYERS["rules"]
    assert layer(("systems", "classic", "bot")) == LAYERS["bot"]
    assert layer(("systems", "classic", "words")) == LAYERS["web"]
    assert layer(("systems", "classic", "crosscheck")) == LAYERS["tools"]
    assert layer(("systems", "__init__")) == layer(("systems", "classic", "__init__")) == LAYERS["rules"]


def test_no_two_test_files_share_a_name():
    """pytest imports each test file by its name alone (the folders are no
    packages), so a second tests/*/test_x.py stops the whole run at collection
    (tests/browser/test_views.py and tests/python/test_views.py once did)."""
    seen = {}
    for path in sorted((GAME.parent / "tests").rglob("test_*.py")):
        seen.setdefault(path.name, []).append(str(path.relative_to(GAME.parent)))
    assert not {name: paths for name, paths in seen.items() if len(paths) > 1}
