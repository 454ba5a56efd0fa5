"""A game is added by adding its folder: the made-up fourth game
(tests/systems/dots/: rules, bot, words) copied into game/systems/ of a
checkout of its own, with no other edit, is in New game (its radio, its goal
field, its named start, a seat for each side) and plays a turn against its
bot on the page."""

import os
import shutil
import threading

import pytest

from boardpage import BOT_TIMEOUT, BoardPage
from pages import screenshot
from game.tools.build import bundle
from game.tools.build.serve import ROOT, make_server

TOP = ("index.html", "pyscript.toml", "sw.js")


@pytest.fixture(scope="module")
def dots_url(tmp_path_factory, base_url):
    """The page of a checkout whose game/systems/ holds the dots folder too,
    served on a port of its own (base_url has made this checkout's archives)."""
    root = tmp_path_factory.mktemp("checkout")
    shutil.copytree(os.path.join(ROOT, "game"), root / "game",
                    ignore=shutil.ignore_patterns("__pycache__"))
    shutil.copytree(os.path.join(ROOT, "tests", "systems", "dots"), root / "game" / "systems" / "dots",
                    ignore=shutil.ignore_patterns("__pycache__"))
    for name in TOP:
        os.symlink(os.path.join(ROOT, name), root / name)
    (root / "assets").mkdir()
    for name in os.listdir(os.path.join(ROOT, "assets")):
        if name != "bundle":
            os.symlink(os.path.join(ROOT, "assets", name), root / "assets" / name)
    bundle.build(str(root / "assets" / "bundle"), str(root))
    shutil.copy(os.path.join(ROOT, "assets", "bundle", "puzzles.json"), root / "assets" / "bundle")
    server = make_server(0, str(root))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    yield "http://127.0.0.1:%d/" % server.server_port
    server.shutdown()
    server.server_close()


def test_a_game_added_in_its_folder_plays_through_new_game(open_page, dots_url, toy):
    page = open_page(site=dots_url)
    board = BoardPage(page, dots_url)
    board.press("new")
    dots = "#new-game-form input[name='game'][value='dots']"
    assert page.locator(dots).locator("xpath=..").inner_text().strip() == "Dots"
    page.check(dots)
    goal = page.locator("#new-game-form select[name='goal']")
    assert goal.is_visible() and goal.locator("option").all_inner_texts() == ["Most dots", "Fewest dots"]
    assert page.locator("#new-game-form select[name='scoring']").is_hidden()
    start = page.locator("#new-game-form select[name='start']")
    assert start.is_visible() and shown_options(start) == ["In the corners", "Anywhere"]
    assert page.locator("#new-game-seats").is_visible()
    screenshot(page, "dots-new-game")
    page.check("#new-game-form input[name='game'][value='bases']")
    assert shown_options(start) == ["In the corners", "On any edge cell"]   # not the dots' start
    board.press("cancel-new-game")
    board.new_game(game="dots", seats=["person", "easy"], start="anywhere")
    board.wait_for("s.dataset.turn === 'R' && s.dataset.thinking === 'false'")
    board.click("e5", "f6", "g7")   # no corner asked of the first dot
    # the bot's seat answers with a whole turn of its own: six cells in the record
    page.wait_for_function("() => (document.querySelector('#record').textContent"
                           ".match(/[a-k][0-9]+/g) || []).length >= 6", timeout=BOT_TIMEOUT)
    assert "e5-f6-g7" in board.record(), board.record()
    board.wait_for_human("R")
    screenshot(page, "dots-played")
    assert "Dots for 2 from anywhere" in page.text_content("#mode"), page.text_content("#mode")


def shown_options(select):
    """The words of the options a select shows (the other games' are not displayed)."""
    return select.evaluate("s => [...s.options].filter(o => getComputedStyle(o).display !== 'none')"
                           ".map(o => o.textContent)")
