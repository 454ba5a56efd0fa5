"""The end of a game as an event (the result card, its announcement, focus, the
record of results), the resign confirmation, the tab's title and the sounds."""

import json

import pytest

from boardpage import BoardPage, choose_language
from pages import screenshot

# On 3x3 against the bot: O has killed X's c3 on its own start cell and has no
# living mark left, so whatever X plays now, X wins when its turn is over.
ONE_TURN_TO_WIN = '[Size "3x3"]\n\n1. a1-b2-c3, c3'
HEADLINE = "getComputedStyle(document.getElementById('status-text'), '::before').content"
TALLY = "JSON.parse(localStorage.getItem('virus-war.tally'))"
# every text #announce has held since the observer was set
WATCH_ANNOUNCE = """() => { window.announced = [];
  new MutationObserver(() => window.announced.push(document.getElementById('announce').textContent))
    .observe(document.getElementById('announce'), {childList: true, characterData: true, subtree: true}); }"""


def near_the_end(page, base_url, query="?size=3"):
    board = BoardPage(page, base_url, query)
    board.load(ONE_TURN_TO_WIN)
    board.click("a2", "a3")
    return board


def test_a_win_against_the_bot_is_an_event_counted_once(watched, base_url):
    board = near_the_end(watched, base_url)
    assert watched.is_hidden("#result") and watched.evaluate(HEADLINE) == "none"
    watched.evaluate(WATCH_ANNOUNCE)
    board.click("b3")
    assert board.data("result") == "X" and board.status() == "X wins: O has no legal sub-move."
    assert watched.evaluate(HEADLINE) == '"You won"'
    assert all(watched.is_visible(name) for name in ("#play-again", "#review", "#result-new"))
    assert watched.text_content("#tally") == "Against the medium bot: 1 won · 0 lost · 0 drawn"
    assert watched.evaluate(TALLY)["medium"] == {"won": 1, "lost": 0, "drawn": 0}
    assert watched.is_hidden("#pass") and watched.is_hidden("#resign") and watched.is_visible("#undo")
    assert watched.evaluate("document.activeElement.id") == "board", "a mouse player keeps the focus"
    watched.mouse.move(5, 5)   # more drawing: the end is not said again
    watched.set_viewport_size({"width": 1000, "height": 700})
    board.wait_for("true")
    assert watched.evaluate("window.announced") == ["X plays b3. Game over: You won."]
    screenshot(watched, "end-won")

    board.reload()   # the finished game opened again is shown, not counted again
    assert watched.evaluate(HEADLINE) == '"You won"' and watched.is_visible("#play-again")
    assert watched.evaluate(TALLY)["medium"]["won"] == 1
    board.press("undo")   # back to the start of X's turn: the card goes
    assert board.data("result") == "" and watched.is_hidden("#result")
    assert watched.evaluate(HEADLINE) == "none" and watched.is_visible("#resign")
    board.click("a2", "a3", "b3")   # the same game ends again: still one game
    assert board.data("result") == "X" and watched.is_visible("#result")
    assert watched.text_content("#tally") == "Against the medium bot: 1 won · 0 lost · 0 drawn"

    board.press("play-again")   # a new game, counted on its own
    assert board.record() == '[Size "3x3"]' and watched.is_hidden("#result")
    board.resign()
    assert watched.evaluate(HEADLINE) == '"You lost"'
    assert watched.text_content("#tally") == "Against the medium bot: 1 won · 1 lost · 0 drawn"


def test_two_players_and_demos_see_who_won_and_count_nothing(watched, base_url):
    board = BoardPage(watched, base_url, "?mode=two&size=3")
    board.click("a1", "b2", "c3")
    board.resign()   # O, to move, resigns
    assert watched.evaluate(HEADLINE) == '"X won"' and watched.text_content("#tally") == ""
    assert watched.evaluate("localStorage.getItem('virus-war.tally')") is None
    board.new_game(mode="demo", width=3, height=3, level="easy")
    board.wait_for("s.dataset.result !== ''")
    result = board.data("result")
    assert watched.evaluate(HEADLINE) == ('"Draw"' if result == "draw" else '"%s won"' % result)
    assert watched.evaluate("localStorage.getItem('virus-war.tally')") is None


def test_review_steps_back_from_the_end_and_the_card_comes_back_at_the_end(watched, base_url):
    board = near_the_end(watched, base_url)
    board.click("b3")
    board.press("review")
    assert board.data("view") == "0" and watched.is_hidden("#result")
    assert watched.evaluate("document.activeElement.id") == "next"
    watched.keyboard.press("Enter")
    assert board.data("view") == "1"
    board.press("last")
    assert board.data("view") == "" and watched.is_visible("#result")


def test_new_game_from_the_card_opens_the_dialog(watched, base_url):
    board = near_the_end(watched, base_url)
    board.click("b3")
    board.open("result-new", "new-game-dialog")
    assert watched.is_visible("#new-game-dialog")


def test_focus_moves_to_play_again_when_the_board_was_played_by_keyboard(watched, base_url):
    board = near_the_end(watched, base_url)
    watched.focus("#board")
    watched.keyboard.press("ArrowRight")   # the cursor shows, on the first cell X can act on
    watched.keyboard.press("Enter")        # and X's last sub-move ends the game
    assert board.data("result") == "X"
    assert watched.evaluate("document.activeElement.id") == "play-again"
    screenshot(watched, "end-won-keyboard")
    watched.keyboard.press("Enter")   # Play again: the new game's board has the keys, not the page's top
    assert board.data("result") == "" and board.record() == '[Size "3x3"]'
    assert watched.evaluate("document.activeElement.id") == "board" and board.board("cursor") == "a1"


def test_resigning_asks_first(watched, base_url):
    board = BoardPage(watched, base_url)
    board.click("a1")
    board.press("resign")
    assert watched.is_visible("#resign-dialog") and watched.text_content("#resign-text") == "X loses this game."
    assert watched.evaluate("document.activeElement.id") == "resign-cancel", "No is the safe default"
    sizes = watched.evaluate("Array.from(document.querySelectorAll('#resign-dialog button'))"
                             ".map(b => Math.min(b.offsetWidth, b.offsetHeight))")
    assert min(sizes) >= 44
    screenshot(watched, "resign-dialog")
    board.press("resign-cancel")
    assert watched.is_hidden("#resign-dialog") and board.data("result") == "" and board.record() == "1. a1"
    board.press("resign")
    watched.keyboard.press("Escape")
    assert watched.is_hidden("#resign-dialog") and board.data("result") == ""
    board.press("resign")
    watched.keyboard.press("Shift+Tab")   # to Yes, by keyboard
    watched.keyboard.press("Enter")
    assert board.data("result") == "O" and board.status() == "O wins: X resigned."
    assert watched.evaluate("document.activeElement.id") == "play-again", "Resign is gone: focus goes on"


CLICK_AND_TITLE = """(point) => {
  const board = document.querySelector('#board'), box = board.getBoundingClientRect();
  board.dispatchEvent(new PointerEvent('pointerup', {clientX: box.left + point.x, clientY: box.top + point.y,
                                                     button: 0, bubbles: true, pointerType: 'mouse'}));
  return document.title;
}"""


def test_the_tab_title_says_whose_move_it_is_and_how_the_game_ended(open_page, base_url):
    page = open_page()
    board = BoardPage(page, base_url)
    assert page.title() == "Your move — Virus War"
    board.click("a1", "b2")
    # the last sub-move and the title read in one go: the quick bot may answer before a second question
    assert page.evaluate(CLICK_AND_TITLE, board.point("c3")) == "Bot thinking… — Virus War"
    board.wait_for_human("X")
    assert page.title() == "Your move — Virus War"
    board.resign()
    assert page.title() == "You lost — Virus War"
    board.new_game(mode="two")
    assert page.title() == "X to move — Virus War"
    choose_language(page, "ru")
    assert page.title() == "Ходит X — Война вирусов"
    board.new_game(mode="bot-X")
    assert page.title() == "Ваш ход — Война вирусов"


COUNT_AUDIO = """window.audioContexts = 0;
const Real = window.AudioContext;
window.AudioContext = class extends Real { constructor(...args) { super(...args); window.audioContexts++; } };"""


def sounds(page):
    return page.evaluate("document.documentElement.dataset.soundsPlayed || ''")


def test_sound_is_off_at_first_remembered_and_plays_the_bots_kill(open_page, base_url):
    page = open_page()
    page.add_init_script(COUNT_AUDIO)
    board = BoardPage(page, base_url, "?size=3")
    assert page.get_attribute("#sound", "aria-pressed") == "false"
    assert page.get_attribute("#sound", "aria-label") == "Sound"
    board.click("a1")
    assert sounds(page) == "" and page.evaluate("window.audioContexts") == 0, "off: no synth at all"
    board.press("sound")
    assert page.get_attribute("#sound", "aria-pressed") == "true"
    assert page.evaluate("localStorage.getItem('virus-war.sound')") == "on"
    board.reload()
    assert page.get_attribute("#sound", "aria-pressed") == "true", "remembered"
    assert page.evaluate("window.audioContexts") == 0, "nothing made before a gesture"
    board.click("b2", "c3")   # the bot (O) can only kill c3, on its start cell
    board.wait_for_human("X")
    assert board.record() == '[Size "3x3"]\n\n1. a1-b2-c3, c3'
    assert sounds(page) == "place,place,kill", "a placement, another, then the bot's kill"
    assert page.evaluate("window.audioContexts") == 1, "made at the first gesture, once"
    board.click("a2", "a3", "b3")
    assert sounds(page) == "place,place,kill,place,place,place,won"
    board.press("sound")
    board.press("play-again")
    board.click("a1")
    assert sounds(page).endswith(",won"), "off again: nothing more"
    board.reload()
    assert page.get_attribute("#sound", "aria-pressed") == "false"


def test_an_embed_starts_with_sound_off_whatever_the_full_page_chose(open_page, base_url):
    page = open_page(viewport={"width": 360, "height": 440})
    BoardPage(page, base_url)
    page.evaluate("localStorage.setItem('virus-war.sound', 'on')")
    board = BoardPage(page, base_url, "?embed&size=3")
    assert page.is_hidden("#sound")
    board.click("a1", "b2", "c3")
    board.wait_for_human("X")
    assert sounds(page) == ""


@pytest.mark.parametrize("screen", [{"viewport": {"width": 1280, "height": 800}}, "Pixel 7"],
                         ids=["desktop", "phone"])
def test_the_result_is_in_view_without_scrolling_beside_the_whole_board(open_page, base_url, playwright, screen):
    page = open_page(**(playwright.devices[screen] if screen == "Pixel 7" else screen))
    board = near_the_end(page, base_url, "?size=10")  # the record's header makes it 3x3
    grid = board.board("grid")
    page.evaluate("localStorage.setItem('virus-war.tally', %r)" % json.dumps({"medium": {"won": 2, "lost": 5}}))
    page.evaluate("scrollTo(0, 0)")   # the Load dialog's button is further down on a phone
    if screen == "Pixel 7":
        board.page.tap("#board", position=board.point("b3"))
    else:
        board.click("b3")
    assert board.data("result") == "X" and board.board("grid") == grid
    assert page.text_content("#tally") == "Against the medium bot: 3 won · 5 lost · 0 drawn"
    height = page.evaluate("innerHeight")
    for name in ("board", "status", "play-again", "review", "result-new"):
        box = page.locator("#" + name).bounding_box()
        assert box["y"] >= 0 and box["y"] + box["height"] <= height, name
    assert page.evaluate("scrollY") == 0
    screenshot(page, "end-won-" + ("phone" if screen == "Pixel 7" else "desktop"))


def test_a_broken_record_of_results_is_read_as_none_and_replaced(watched, base_url):
    board = near_the_end(watched, base_url, "?size=3&level=hard")
    watched.evaluate("localStorage.setItem('virus-war.tally', '{\"hard\": [oops')")
    board.click("b3")
    assert watched.text_content("#tally") == "Against the hard bot: 1 won · 0 lost · 0 drawn"
    assert watched.evaluate(TALLY)["hard"] == {"won": 1, "lost": 0, "drawn": 0}


def test_the_end_in_russian(open_page, base_url):
    page = open_page(locale="ru-RU")
    board = near_the_end(page, base_url)
    board.click("b3")
    assert page.evaluate(HEADLINE) == '"Вы выиграли"'
    assert page.title() == "Вы выиграли — Война вирусов"
    assert page.text_content("#tally") == "Против бота (средний): побед 1 · поражений 0 · ничьих 0"
    assert page.text_content("#play-again") == "Сыграть ещё"
    assert page.text_content("#review") == "Разбор"
    assert page.text_content("#announce").endswith("Игра окончена: Вы выиграли.")
    screenshot(page, "end-won-ru")


def test_a_game_ending_in_an_embed_leaves_the_blogs_focus_alone(blog, base_url):
    page = blog('<input id="comment"><iframe src="%s?embed&mode=demo&size=3&level=easy" width="360" height="440"'
                ' title="Virus War"></iframe>' % base_url)
    board = BoardPage(page.frames[1])
    page.focus("#comment")   # the reader writes a comment while the demo plays on
    page.keyboard.type("Nice")
    board.wait_for("s.dataset.result !== ''")
    board.page.wait_for_selector("#result", state="visible")
    assert page.evaluate("document.activeElement.id") == "comment"
    page.keyboard.type(" game")
    assert page.input_value("#comment") == "Nice game"
