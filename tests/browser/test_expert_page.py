"""The expert bot on the page: New game asks how long it thinks (only where one
plays), the link and the save keep that time, the status says it while the
bot thinks, and the bot takes that time for a whole turn."""

from urllib.parse import parse_qsl

from boardpage import BoardPage
from game import Game
from pages import screenshot

THINK = "#new-game-think"


def hash_params(page):
    return dict(parse_qsl(page.evaluate("location.hash.slice(1)")))


def test_new_game_asks_the_experts_time_and_the_expert_thinks_it(open_page, base_url):
    page = open_page(viewport={"width": 1280, "height": 800})
    board = BoardPage(page, base_url)
    board.open("new", "new-game-dialog")
    form = "#new-game-form "
    assert page.is_hidden(THINK), "no expert chosen: no time asked"
    page.check(form + "input[name='mode'][value='bot-O']")
    page.select_option(form + "select[name='level']", "expert")
    page.wait_for_selector(THINK, state="visible")
    page.select_option(form + "select[name='think']", "5")
    screenshot(page, "expert-new-game")
    page.check(form + "input[name='mode'][value='two']")
    page.wait_for_selector(THINK, state="hidden")   # two people: nobody thinks
    page.check(form + "input[name='mode'][value='bot-O']")
    page.wait_for_selector(THINK, state="visible")
    board.press("start-game")

    board.wait_for("s.dataset.thinking === 'true'")
    assert "up to 5 s" in board.status()
    screenshot(page, "expert-thinking")
    params = hash_params(page)
    assert (params["level"], params["think"]) == ("expert", "5")
    board.wait_for_human("O")
    played = Game.from_record(board.record())
    assert played.history_length() == 3 and played.turn == "O"   # a whole turn of X's
    stage, thought_ms = page.evaluate("window.virusWarBotAnswers[0]")
    # hard answers within 0.85 s; the expert thinks its time, less what the worker keeps for after
    assert thought_ms > 2500, (stage, thought_ms)

    board.reload()   # the save keeps the expert and its time
    params = hash_params(page)
    assert (params["level"], params["think"]) == ("expert", "5")
    board.open("new", "new-game-dialog")
    assert page.is_visible(THINK) and page.input_value(form + "select[name='think']") == "5"


def test_a_link_to_the_expert_plays_it_and_a_bad_time_is_named(open_page, base_url, playwright):
    page = open_page(**playwright.devices["Pixel 7"])
    board = BoardPage(page, base_url, "#mode=bot&side=O&level=expert&think=30")
    status = board.status()
    assert "think" in status and "5, 15, 60" in status
    board.wait_for("s.dataset.thinking === 'true'")
    assert "up to 15 s" in board.status()   # the default time, where the link's cannot be
    assert "expert" in page.text_content("#mode")
    screenshot(page, "expert-thinking-phone")
