"""The first-game guide in the page: offered once on a first visit (never in an
embed), played by clicks as a learner would, each step checked by the engine,
and the person's game back untouched when it ends."""

import pytest

from boardpage import BoardPage, kept_key, choose_language
from pages import screenshot
from game.web.views.guide import STEPS
from helpers import ALL_ANSWERED, COUNT_QUESTIONS

SEEN_KEY = "virus-war.guide-seen"
PHONE = {"viewport": {"width": 412, "height": 915}, "device_scale_factor": 2.6,
         "is_mobile": True, "has_touch": True}


def saved(page, key=None):
    """What localStorage keeps under ``key``: by default the save of the game on the board."""
    return page.evaluate("localStorage.getItem(%r)" % (key or kept_key(page)))


def open_from_help(board):
    if not board.page.is_visible("#guide-start"):
        board.page.click("details.help summary")
    board.press("guide-start")
    assert board.page.is_visible("#guide")


def test_offered_once_to_a_first_time_visitor(board):
    page = board.page
    assert page.is_visible("#guide-offer") and saved(page, SEEN_KEY)
    assert page.text_content("#guide-offer p").startswith("New to Virus War?")
    board.reload()
    assert not page.is_visible("#guide-offer"), "offered once"
    open_from_help(board)   # still there for whoever wants it


def test_the_offer_stays_until_answered_and_no_thanks_puts_it_away(board):
    page = board.page
    where = "document.querySelector('#pass').getBoundingClientRect().top"
    top = page.evaluate(where)
    board.click("a1")
    assert page.is_visible("#guide-offer") and page.evaluate(where) == top, "the controls stay put"
    board.press("guide-offer-no")
    assert not page.is_visible("#guide-offer") and board.record() == "1. a1"


@pytest.mark.parametrize("played", ["to its end", "and a second started"])
def test_the_offer_goes_once_a_game_is_played_and_does_not_come_back(board, played):
    page = board.page
    board.click("a1")
    assert page.is_visible("#guide-offer")
    if played == "to its end":
        board.resign()
        board.wait_for("s.dataset.result !== ''", timeout=5_000)
    else:
        board.new_game(mode="two")
        board.wait_for("s.dataset.turn === 'X'", timeout=5_000)
        page.wait_for_function("document.querySelector('#record').textContent === ''")
    assert not page.is_visible("#guide-offer")
    screenshot(page, "guide-offer-gone-" + played.split()[-1])
    board.reload()
    assert not page.is_visible("#guide-offer")
    open_from_help(board)   # still there for whoever wants it


def test_never_offered_in_an_embed_which_leaves_it_to_the_full_page(open_page, base_url):
    page = open_page(viewport={"width": 360, "height": 440})
    BoardPage(page, base_url, "?embed")
    assert not page.is_visible("#guide-offer") and not page.is_visible("#guide-start")
    assert saved(page, SEEN_KEY) is None
    assert page.evaluate("document.documentElement.scrollHeight") <= 440
    page.set_viewport_size({"width": 1280, "height": 800})
    BoardPage(page, base_url)
    assert page.is_visible("#guide-offer"), "the first visit to the full page"


@pytest.mark.parametrize("device", ["desktop", "phone"])
def test_a_learner_plays_every_step_by_clicks_to_the_win(open_page, base_url, device):
    page = open_page(**(PHONE if device == "phone" else {"viewport": {"width": 1280, "height": 800}}))
    board = BoardPage(page, base_url)
    board.press("guide-offer-yes")
    assert page.is_hidden("#guide-offer") and page.is_hidden("#record") and page.is_hidden("#pass")
    for number, step in enumerate(STEPS, 1):
        assert page.text_content("#guide-title") == "Learn to play: step %d of 5" % number
        assert (board.board("cols"), board.board("rows")) == ("5", "5")
        assert page.is_visible("#guide-skip") and page.is_hidden("#guide-next")
        screenshot(page, "guide-%s-step-%d" % (device, number))
        for cell in step.cells:
            assert board.status() != "Well done! Press Next.", "not done before its last cell"
            if device == "phone":
                page.tap("#board", position=board.point(cell))
            else:
                board.click(cell)
        assert page.is_visible("#guide-next") and page.is_hidden("#guide-skip")
        if number < 5:
            assert board.status() == "Well done! Press Next."
            board.press("guide-next")
    assert board.data("result") == "X"
    assert board.status() == "X wins: O has no legal sub-move. Well done: you know the rules!"
    assert page.text_content("#guide-next") == "Start playing"
    screenshot(page, "guide-%s-won" % device)
    board.press("guide-next")
    assert page.is_hidden("#guide") and page.is_visible("#record")
    assert (board.board("cols"), board.data("result"), board.record()) == ("10", "", "")


def test_an_illegal_click_is_refused_in_the_engines_words(board):
    board.press("guide-offer-yes")
    board.click("c3")
    assert board.status() == "X has not moved yet: the first sub-move must be on the start cell a1."
    assert board.data("left") == "3", "nothing played"
    board.press("guide-skip")
    board.press("guide-skip")   # step 3: kill d4
    board.click("e1")
    assert board.status().startswith("e1 is out of X's reach")
    board.click("b1", "c1", "d2")   # legal, but the turn ends and d4 lives
    assert board.status().startswith("Not quite") and board.data("left") == "3"
    board.click("d4")
    assert board.status() == "Well done! Press Next."


def test_closing_the_guide_brings_back_the_game_exactly_and_never_saves_over_it(watched, base_url):
    page = watched
    page.add_init_script(COUNT_QUESTIONS)
    board = BoardPage(page, base_url)
    page.wait_for_function("document.documentElement.dataset.botStage === 'quick'", timeout=60_000)
    board.click("a1", "b2", "c3")   # the bot thinks...
    open_from_help(board)            # ...while the guide opens
    left = saved(page)
    assert '"record": "1. a1-b2-c3' in left
    assert (board.board("cols"), board.data("turn"), board.data("left")) == ("5", "X", "3")
    board.click("a1")
    page.wait_for_function(ALL_ANSWERED, timeout=30_000)   # the bot's answer came, and waits for its game
    assert board.data("left") == "2", "the bot never plays on the guide's board"
    assert saved(page) == left, "the guide saves nothing, and the bot waits"
    board.press("guide-close")
    assert page.is_hidden("#guide") and (board.board("cols"), board.board("rows")) == ("10", "10")
    board.wait_for_human("X")   # the bot answers its game, once back
    record = board.record()
    assert record.startswith("1. a1-b2-c3, ") and len(record.split(", ")[1].split("-")) == 3
    before = saved(page)
    assert record in before
    open_from_help(board)
    board.click("a1")
    board.press("guide-next")
    board.click("b2")
    assert saved(page) == before
    board.press("guide-close")
    assert board.record() == record and saved(page) == before
    board.click("d4")
    assert board.record() == record + "\n2. d4", "the game goes on where it was"


def test_the_guide_speaks_russian(open_page, base_url):
    page = open_page(locale="ru-RU")
    board = BoardPage(page, base_url)
    board.press("guide-offer-yes")
    assert page.text_content("#guide-title") == "Как играть: шаг 1 из 5"
    board.click("b2")
    assert board.status() == "X ещё не ходил: первый ходик — в начальную клетку a1."
    choose_language(page, "en")
    assert page.text_content("#guide-title") == "Learn to play: step 1 of 5"
    board.press("guide-close")
    assert board.status() == "Your move (X): sub-move 1 of 3.", "the game back in the language chosen"


def test_the_guide_says_it_teaches_the_classic_game_beside_another(watched, base_url):
    board = BoardPage(watched, base_url, "?lang=en&game=capture")   # a first visit by a link to the capture game
    page = board.page
    assert not page.is_visible("#guide-offer") and saved(page, SEEN_KEY) is None, "kept for a classic game"
    page.click("details.help summary")
    assert page.text_content("#guide-start") == "Learn the classic game"
    board.press("guide-start")
    assert page.is_visible("#guide") and board.board("cols") == "5"
    board.press("guide-close")
    assert board.record().startswith('[Game "capture"]'), "the capture game back"
    board.new_game(game="classic", mode="two")
    assert page.text_content("#guide-start") == "Learn to play"
    choose_language(page, "ru")
    assert page.text_content("#guide-start") == "Научиться играть"
