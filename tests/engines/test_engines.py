"""The page in Firefox and WebKit: each test runs in both (conftest.py), as a
reader on Firefox or on an iPhone meets it.  The Chromium suite
(tests/browser/) tests each feature through; these check that the other
engines start it, play it, show it and keep it offline."""

import base64
import json
import os
import struct
import time
from urllib.parse import quote

import pytest
from selenium.webdriver.common.by import By

from enginepage import EnginePage
from test_offline import copy_site
from game import Game
from game.rules import Rules
from game.tools.build import engines
from game.tools.build.serve import ROOT
from pages import SHOTS
from sites import Site

REPLAY = "1. a1-b2-c3, k10-i9-h8\n2. d4-e5-f6, h7-g6-f5"
PUZZLES = os.path.join(ROOT, "assets", "bundle", "puzzles.json")
NEW_VERSION = "\nhtml { --engine-test-version: 2; }\n"   # a new version of the game's style
NEW_RULE_SHOWN = "return getComputedStyle(document.documentElement).getPropertyValue('--engine-test-version').trim() === '2'"
OFFLINE_VISITS = 5
SAVED_LINK = """window.engineTestSaved = null;
document.addEventListener('click', (event) => {   // the download a Save makes, kept instead
  if (event.target.download) { window.engineTestSaved = [event.target.download, event.target.href]; event.preventDefault(); }
}, true);"""


def first_turn(rules):
    """A whole first turn of ``rules`` as the engine finds it: the first legal sub-move each time."""
    game = Game(rules)
    side = game.turn
    cells = []
    while game.turn == side and game.result is None:
        cells.append(game.legal_moves()[0])
        game.play(cells[-1])
    return cells


def shot(game_page, name):
    os.makedirs(SHOTS, exist_ok=True)
    game_page.driver.save_screenshot(os.path.join(SHOTS, "engines-%s.png" % name))


def test_the_board_is_ready_and_the_bot_answers_a_whole_turn(game_page, engine):
    game_page.open("?lang=en")
    assert game_page.status() == "Your move (X): sub-move 1 of 3."
    game_page.click("a1", "b2", "c3")
    game_page.wait_for_human("X")
    assert game_page.record().startswith("1. a1-b2-c3, k10")
    shot(game_page, engine + "-classic")


def test_before_the_board_each_file_is_fetched_once(driver, own_site):
    """WebKit does not hand a <link rel=preload as=fetch> to the fetch() that
    wants it: such a file came twice."""
    page = EnginePage(driver, own_site.url).open("?lang=en")
    ready = page.js("return performance.timeOrigin + Number(document.documentElement.dataset.readyMs)") / 1000
    before = [path for when, path in own_site.asked if when <= ready]
    assert "/assets/bundle/page.tar.gz" in before
    assert sorted({path for path in before if before.count(path) > 1}) == []


def test_undo_takes_a_sub_move_back_and_redo_brings_it_again(game_page):
    game_page.open("?lang=en&mode=two")
    game_page.click("a1", "b2")
    redo = game_page.driver.find_element(By.ID, "redo")
    assert not redo.is_enabled()
    game_page.press("undo")
    assert game_page.record() == "1. a1" and redo.is_enabled()
    game_page.press("redo")
    assert game_page.record() == "1. a1-b2" and not redo.is_enabled()


def test_the_capture_game_plays(game_page):
    cells = first_turn(Rules(game="capture"))
    game_page.open("?lang=en&game=capture")
    game_page.click(*cells)
    game_page.wait_for_human("X")
    game = Game.from_record(game_page.record())
    assert game.rules.game == "capture" and game.turn_count() == 2 and game.history()[0][1] == cells[0]


def test_six_in_the_bases_game_take_their_turns(game_page, engine):
    rules = Rules(game="bases", players=6)
    cells = first_turn(rules)
    game_page.open("?lang=en&game=bases&players=6&seats=person,easy,easy,easy,easy,easy")
    assert game_page.js("return document.querySelectorAll('#sides-list li').length") == 6
    game_page.click(*cells)
    game_page.wait_for_human("X")
    game = Game.from_record(game_page.record())
    assert len(game.players) == 6 and game.turn_count() == 6   # the five bots answered, X is to move again
    shot(game_page, engine + "-bases-6")


def test_a_replay_steps_and_a_puzzle_is_solved(game_page):
    game_page.open("?lang=en&view=replay&move=2&record=" + quote(REPLAY))
    game_page.wait_for_status("s.dataset.view === '2'", 10_000)
    game_page.press("next")
    game_page.wait_for_status("s.dataset.view === '3'", 10_000)
    assert "Sub-move 3 of 12" in game_page.status()

    with open(PUZZLES) as kept:
        first = json.load(kept)["puzzles"][0]
    game_page.open("?lang=en&view=puzzle&puzzle=1")
    game_page.wait_for_status("s.dataset.puzzle === 'open'", 10_000)
    game_page.click(*first["solution"].split("-"))
    game_page.wait_for_status("s.dataset.puzzle === 'solved'")
    assert "Solved" in game_page.status()


def test_the_dark_theme_is_dark_paper(game_page, engine):
    game_page.open("?lang=en&theme=dark")
    assert game_page.js("return document.documentElement.dataset.theme") == "dark"
    dark = game_page.js("return getComputedStyle(document.body).backgroundColor")
    game_page.open("?lang=en&theme=light")
    light = game_page.js("return getComputedStyle(document.body).backgroundColor")
    assert brightness(dark) < 80 < 170 < brightness(light), (dark, light)


def brightness(colour):
    """The mean of the red, green and blue of a computed 'rgb(r, g, b)'."""
    return sum(int(part) for part in colour[colour.index("(") + 1:colour.index(")")].split(",")[:3]) / 3


def test_an_embed_in_a_post_on_another_host_plays(game_page, site, blog, engine):
    post = blog('<p>My game:</p><iframe id="game" src="%s?embed&lang=en" width="400" height="460"></iframe>'
                % site.url)
    game_page.driver.get(post)
    game_page.driver.switch_to.frame("game")
    game_page.wait_until_ready()
    game_page.click("a1", "b2", "c3")
    game_page.wait_for_human("X")
    assert game_page.record().startswith("1. a1-b2-c3, k10")
    # the embed's own problems, on its own host (the post's are the driver fixture's)
    framed = game_page.js("return JSON.parse(sessionStorage.getItem('engine-tests-problems') || '[]')")
    assert framed == []
    game_page.driver.switch_to.default_content()
    shot(game_page, engine + "-embed")


@pytest.mark.other_sites_blocked
def test_an_embed_on_another_site_plays_where_its_storage_is_blocked(game_page, site, blog, engine):
    """Firefox refuses such an embed every store and a BroadcastChannel, which
    PyScript's start asks for; WebKit gives it storage of its own.  It plays in
    both, and says what it cannot keep where it cannot."""
    other_site = site.url.replace("127.0.0.1", "localhost")   # another site than the blog's, not another port
    game_page.driver.get(blog('<iframe id="game" src="%s?embed&mode=two&lang=en" width="400" height="460">'
                              '</iframe>' % other_site))
    game_page.driver.switch_to.frame("game")
    game_page.wait_until_ready()
    game_page.click("a1")
    assert game_page.record() == "1. a1"
    blocked = game_page.js("try { return !localStorage; } catch (refused) { return true; }")
    assert blocked == (engine == engines.FIREFOX)
    assert game_page.js("return !document.querySelector('#unkept').hidden") == blocked
    assert game_page.js("return window.engineTestProblems") == [], "the embed's own problems (its storage refused)"
    game_page.driver.switch_to.default_content()
    shot(game_page, engine + "-embed-storage-blocked")


def test_after_one_visit_the_game_plays_offline(driver, own_site):
    game_page = EnginePage(driver, own_site.url).open("?lang=en")
    # sw.js takes the game_page over once it has cached what the game_page needs
    game_page.wait("navigator.serviceWorker.controller !== null", 60_000)
    own_site.close()   # the host is gone
    game_page.open("?lang=en")   # a visit again: WebDriver's refresh reached Firefox's network error game_page

    game_page.click("a1", "b2", "c3")
    game_page.wait_for_human("X")
    assert game_page.record().startswith("1. a1-b2-c3, k10"), "the bot's worker answered offline"


def test_a_new_version_is_taken_whole_at_the_next_visit_and_plays_offline(driver, tmp_path):
    copy_site(tmp_path)
    site = Site(str(tmp_path))
    try:
        page = EnginePage(driver, site.url).open("?lang=en")
        page.wait("navigator.serviceWorker.controller !== null", 60_000)
        style = tmp_path / "assets" / "style.css"
        style.write_text(style.read_text() + NEW_VERSION)
        later = time.time() + 60   # past the If-Modified-Since of the first visit
        os.utime(style, (later, later))
        page.open("?lang=en")   # this visit finds the new version and keeps it for the next
        page.wait_for_promise("async () => { const next = (await caches.keys()).find((name) => name.endsWith('-next'));"
                              " return next && (await caches.open(next)).match('./?virus-war-next-complete'); }")
        site.close()   # the host is gone
        page.open("?lang=en")
        page.wait("!document.querySelector('#updated').hidden", 10_000)   # the visit that took it says so
        for visit in range(OFFLINE_VISITS):
            assert page.js(NEW_RULE_SHOWN), "visit %d offline ran the old version" % visit
            page.open("?lang=en")
        page.click("a1", "b2", "c3")
        page.wait_for_human("X")
        assert page.record().startswith("1. a1-b2-c3, k10")
    finally:
        site.close()


def test_a_page_archive_the_host_lacks_is_said_in_the_status(driver):
    site = Site(missing=["/assets/bundle/page.tar.gz"])
    try:
        page = EnginePage(driver, site.url)
        driver.get(site.url + "?lang=en")
        page.wait("document.querySelector('#status[data-failed=\"true\"]')", 60_000)
        said = page.js("return document.querySelector('#status-text').textContent")
        assert "could not load" in said and "page.tar.gz: 404" in said and "reload" in said, said
        # at most the engine's own word of the failed request, nothing from the page's Python
        problems = page.problems()
        assert all("page.tar.gz" in problem or "404" in problem for problem in problems), problems
        page.js("sessionStorage.removeItem('engine-tests-problems')")   # the cut file's, which this test made
    finally:
        site.close()


def test_save_image_gives_a_png_of_the_board(game_page):
    game_page.open("?lang=en&mode=two&record=" + quote("1. a1-b2-c3"))
    game_page.js(SAVED_LINK)
    game_page.press("save-image")
    name, href = game_page.wait("window.engineTestSaved", 10_000)
    png = base64.b64decode(href.split(",", 1)[1])
    width, height = struct.unpack(">II", png[16:24])
    assert name.endswith(".png") and png[:8] == b"\x89PNG\r\n\x1a\n" and width > 300 and height > 300


def test_a_page_error_is_caught_and_would_fail_a_test(game_page):
    game_page.open("?lang=en")
    # as the page's own scripts, not WebDriver's (Firefox runs those apart from the page)
    game_page.js("const script = document.createElement('script');"
                 "script.textContent = \"console.error('said to be caught'); throw new Error('made to be caught')\";"
                 "document.body.append(script)")
    problems = game_page.wait("(JSON.parse(sessionStorage.getItem('engine-tests-problems') || '[]')).length >= 2"
                              " && JSON.parse(sessionStorage.getItem('engine-tests-problems'))", 10_000)
    assert any("made to be caught" in problem for problem in problems)
    assert any("said to be caught" in problem for problem in problems)
    game_page.js("sessionStorage.removeItem('engine-tests-problems')")   # this test's own, not the page's
