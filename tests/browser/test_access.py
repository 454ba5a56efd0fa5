"""Keyboard play, words for screen readers, and the page in Russian and English."""

from boardpage import BoardPage, choose_language
from pages import screenshot
from game.web.words import Strings


def cursor(board):
    return board.board("cursor")


def test_the_board_is_played_from_the_keyboard(watched, base_url):
    board = BoardPage(watched, base_url)
    board.new_game(mode="two", width=5, height=5)
    watched.focus("#board")
    watched.keyboard.press("ArrowLeft")   # shows the cursor if focusing did not (after clicks)
    assert cursor(board) == "a1", "the cursor starts where the player can act"
    watched.keyboard.press("Enter")
    assert board.record() == '[Size "5x5"]\n\n1. a1'
    assert watched.text_content("#announce") == "X plays a1."
    watched.keyboard.press("ArrowRight")
    watched.keyboard.press("ArrowUp")
    assert cursor(board) == "b2" and watched.text_content("#announce") == "b2: empty."
    watched.keyboard.press("Space")
    watched.keyboard.press("p")
    assert "pass is only allowed at the start of a turn" in board.status()
    watched.keyboard.press("ArrowLeft")
    watched.keyboard.press("ArrowLeft")
    assert cursor(board) == "a2", "the cursor stops at the edge"
    watched.keyboard.press("u")
    assert board.record() == '[Size "5x5"]\n\n1. a1'
    watched.keyboard.press("ArrowDown")
    assert watched.text_content("#announce") == "a1: living X."
    watched.keyboard.press("Enter")
    assert "already holds your mark" in board.status()
    screenshot(watched, "keyboard-cursor")


def test_p_and_u_work_on_a_russian_keyboard_layout(open_page, base_url):
    page = open_page(locale="ru-RU")
    board = BoardPage(page, base_url)
    board.new_game(mode="two")
    page.focus("#board")
    # the keys marked P and U type "з" and "г" on the Russian layout
    pass_key = {"key": "з", "code": "KeyP"}
    page.dispatch_event("#board", "keydown", pass_key)
    assert board.status() == Strings("ru")("pass.ask") and board.record() == "", "an early pass asks once"
    page.dispatch_event("#board", "keydown", pass_key)
    assert board.record() == "1. pass"
    page.dispatch_event("#board", "keydown", {"key": "г", "code": "KeyU"})
    assert board.record() == ""


def test_the_bots_sub_moves_are_announced(watched, base_url):
    board = BoardPage(watched, base_url)
    board.click("a1", "b2", "c3")
    board.wait_for_human("X")
    announced = watched.text_content("#announce")
    assert announced.startswith("Bot: O plays ") and announced.endswith(".")
    assert watched.get_attribute("#announce", "aria-live") == "polite"


def test_the_browser_language_chooses_russian_and_the_switch_is_remembered(open_page, base_url):
    page = open_page(locale="ru-RU")
    board = BoardPage(page, base_url)
    assert page.get_attribute("html", "lang") == "ru"
    assert board.status() == "Ваш ход (X): ходик 1 из 3."
    assert page.text_content("#pass") == "Пропустить" and page.title() == "Ваш ход — Война вирусов"
    board.click("c3")
    assert "первый ходик — в начальную клетку a1" in board.status()
    choose_language(page, "en")
    assert page.text_content("#pass") == "Pass" and page.get_attribute("html", "lang") == "en"
    assert "the first sub-move must be on the start cell a1" in board.status()
    assert page.get_attribute("#next", "aria-label") == "Next move"
    board.reload()
    assert page.text_content("#pass") == "Pass", "the choice outlives the browser's language"
    russian = BoardPage(page, base_url, "?lang=ru")
    assert page.text_content("#new") == "Новая игра"


def test_tabbing_to_the_board_shows_the_cursor(watched, base_url):
    board = BoardPage(watched, base_url)
    for _ in range(5):
        watched.keyboard.press("Tab")
        if watched.evaluate("document.activeElement.id") == "board":
            break
    assert cursor(board) == "a1"
    watched.keyboard.press("Tab")
    assert cursor(board) == "", "the cursor leaves with the focus"


def test_a_language_switch_leaves_no_words_of_the_other_language_to_hear(watched, base_url):
    """The live region said "X plays a1." in English; after a switch to Russian it
    holds no English for a screen reader to come upon, and the next sub-move is
    said in Russian."""
    board = BoardPage(watched, base_url, "?lang=en&mode=two&size=5")
    board.click("a1")
    assert watched.text_content("#announce") == "X plays a1."
    choose_language(watched, "ru")
    watched.wait_for_function("document.documentElement.lang === 'ru'")
    assert watched.text_content("#announce") == ""
    board.click("b2")
    assert watched.text_content("#announce") == "X ставит b2."
