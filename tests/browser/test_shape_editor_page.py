"""New game's Draw your own (game/web/dialogs/shape_editor_view.py): a board drawn by
taps, drags and keys, kept symmetric or not, its starts moved, refused in words
where it cannot be played, and played, linked, saved and shown again."""

import pytest

from game import Game
from game.rules.shapes import rules_for
from game.web.words import Strings
from boardpage import BoardPage
from pages import screenshot
from helpers import NEW_GAME_ERROR_SEEN

FORM = "#new-game-form "
EDITOR = "#shape-editor"
PHONE = "Pixel 7"


def editor(page, name):
    return page.get_attribute(EDITOR, "data-" + name)


def point(page, cell):
    """A cell's centre on the preview, in its CSS pixels."""
    data = page.eval_on_selector(EDITOR, "(canvas) => Object.assign({}, canvas.dataset)")
    x, y, width, height = (float(value) for value in data["grid"].split())
    cols, rows = int(data["cols"]), int(data["rows"])
    col = "abcdefghiklmnopqrstuvwxyz".index(cell[0])
    row = int(cell[1:]) - 1
    return {"x": x + (col + 0.5) * width / cols, "y": y + (rows - 0.5 - row) * height / rows}


def wait_data(page, name, value):
    """Until the preview's data-``name`` is ``value`` (the page has acted)."""
    page.wait_for_function("([name, value]) => document.querySelector('%s').dataset[name] === value" % EDITOR,
                           arg=[name, value])


def draw_your_own(page, board, width, height, game=None):
    board.press("new")
    if game is not None:
        page.check(FORM + "input[name='game'][value='%s']" % game)
    page.select_option(FORM + "select[name='shape']", "drawn")
    page.fill(FORM + "input[name='width']", str(width))
    page.fill(FORM + "input[name='height']", str(height))
    page.wait_for_function("document.querySelector('%s').dataset.cols === '%d' && "
                           "document.querySelector('%s').dataset.rows === '%d'" % (EDITOR, width, EDITOR, height))


def tap(page, cell):
    page.click(EDITOR, position=point(page, cell))


def live_game(board):
    return Game.from_record(board.record())


def test_a_board_drawn_by_taps_and_a_drag_plays_and_comes_back(watched, base_url):
    board = BoardPage(watched, base_url, "?lang=en&mode=two")
    draw_your_own(watched, board, 8, 6)
    assert editor(watched, "holes") == "" and editor(watched, "starts") == "a1 h6"
    tap(watched, "c3")
    wait_data(watched, "holes", "c3 f4")   # its partner too: a half turn about the centre
    watched.uncheck(FORM + "input[name='shape-symmetric']")
    tap(watched, "b2")
    wait_data(watched, "holes", "b2 c3 f4")
    assert editor(watched, "problems") == "editor.asymmetric"
    assert watched.text_content("#shape-editor-problems") == Strings("en")("editor.asymmetric")
    tap(watched, "b2")
    wait_data(watched, "problems", "")
    assert watched.text_content("#shape-editor-problems") == "The board plays: 46 cells."
    watched.check(FORM + "input[name='shape-symmetric']")
    tap(watched, "a1")   # X's start picked up, then put on a3: O's goes to h4, facing it
    wait_data(watched, "picked", "0")
    tap(watched, "a3")
    wait_data(watched, "starts", "a3 h4")
    start, end = point(watched, "d1"), point(watched, "e1")
    box = watched.locator(EDITOR).bounding_box()
    watched.mouse.move(box["x"] + start["x"], box["y"] + start["y"])
    watched.mouse.down()
    watched.mouse.move(box["x"] + end["x"], box["y"] + end["y"], steps=4)
    watched.mouse.up()
    wait_data(watched, "holes", "d1 e1 c3 f4 d6 e6")
    watched.check(FORM + "input[name='mode'][value='two']")
    board.press("start-game")
    watched.wait_for_selector("#new-game-dialog", state="hidden")
    rules = live_game(board).rules
    assert (rules.width, rules.height, rules.holes, rules.starts) == (8, 6, ("d1", "e1", "c3", "f4", "d6", "e6"),
                                                                      ("a3", "h4"))
    assert board.record().startswith('[Size "8x6"]\n[Holes "d1 e1 c3 f4 d6 e6"]')
    board.click("a3")
    board.reload()   # the link and the save keep the board drawn
    assert live_game(board).rules == rules and board.record().endswith("1. a3")
    board.open("new", "new-game-dialog")
    assert watched.input_value(FORM + "select[name='shape']") == "drawn", "the dialog shows the board played"
    wait_data(watched, "holes", "d1 e1 c3 f4 d6 e6")
    assert editor(watched, "starts") == "a3 h4" and watched.is_checked(FORM + "input[name='shape-symmetric']")
    screenshot(watched, "shape-editor-desktop-en")


def test_draw_your_own_after_a_preset_starts_from_its_board(watched, base_url):
    board = BoardPage(watched, base_url, "?lang=en&mode=two")
    board.press("new")
    watched.select_option(FORM + "select[name='shape']", "ring")
    watched.select_option(FORM + "select[name='shape']", "drawn")
    ring = rules_for("ring")
    wait_data(watched, "holes", " ".join(ring.holes))
    assert editor(watched, "starts") == " ".join(ring.starts)
    assert watched.input_value(FORM + "input[name='width']") == str(ring.width)
    tap(watched, "a1")   # X's start picked up, put down beside it; O's follows
    tap(watched, "b1")
    watched.check(FORM + "input[name='mode'][value='two']")
    board.press("start-game")
    watched.wait_for_selector("#new-game-dialog", state="hidden")
    rules = live_game(board).rules
    assert rules.holes == ring.holes and rules.starts[0] == "b1"


def test_the_board_is_drawn_from_the_keyboard(watched, base_url):
    board = BoardPage(watched, base_url, "?lang=en&mode=two")
    draw_your_own(watched, board, 6, 6)
    watched.focus(EDITOR)
    watched.keyboard.press("ArrowRight")   # shows the cursor on a1 if focusing did not
    wait_data(watched, "cursor", "a1")
    assert watched.text_content("#shape-editor-said") == "a1: X starts here. Space picks the start up"
    for key in ("ArrowRight", "ArrowRight", "ArrowUp", "ArrowUp"):
        watched.keyboard.press(key)
    wait_data(watched, "cursor", "c3")
    watched.keyboard.press("Space")
    wait_data(watched, "holes", "c3 d4")
    assert watched.text_content("#shape-editor-said") == "c3: off the board"
    for key in ("ArrowLeft", "ArrowLeft", "ArrowDown", "ArrowDown", "Enter"):
        watched.keyboard.press(key)
    wait_data(watched, "picked", "0")
    assert watched.text_content("#shape-editor-said") == \
        "X's start on a1 is picked up: choose the cell to move it to (Escape leaves it)"
    watched.keyboard.press("Escape")   # the start stays; the dialog too
    wait_data(watched, "picked", "")
    assert watched.is_visible("#new-game-dialog") and editor(watched, "starts") == "a1 f6"
    for key in ("Enter", "ArrowUp", "Enter"):
        watched.keyboard.press(key)
    wait_data(watched, "starts", "a2 f5")
    watched.check(FORM + "input[name='mode'][value='two']")
    watched.focus("#start-game")
    watched.keyboard.press("Enter")
    watched.wait_for_selector("#new-game-dialog", state="hidden")
    rules = live_game(board).rules
    assert rules.holes == ("c3", "d4") and rules.starts == ("a2", "f5")


def test_a_board_that_cannot_be_played_is_refused_in_words_and_the_game_goes_on(watched, base_url):
    board = BoardPage(watched, base_url, "?lang=en&mode=two")
    board.click("a1")
    record = board.record()
    draw_your_own(watched, board, 6, 6)
    for cell in ("b1", "a2", "b2"):   # a1 boxed in, and f6 (the partners)
        tap(watched, cell)
    wait_data(watched, "problems", "editor.no-room-many")
    said = "No room to grow from a1 and f6: no cell of the board touches them."
    assert watched.text_content("#shape-editor-problems") == said
    board.press("start-game")
    watched.wait_for_function("document.querySelector('#new-game-error').textContent !== ''")
    assert watched.text_content("#new-game-error") == said and watched.is_visible("#new-game-dialog")
    tap(watched, "a1")
    tap(watched, "c3")   # the start moved to a cell that plays: a1 is cut off now
    wait_data(watched, "problems", "editor.cut-off-many")
    tap(watched, "b2")   # and joined again, across b2's corner
    wait_data(watched, "problems", "")
    board.press("cancel-new-game")
    assert board.record() == record, "the game in progress is as it was"
    board.open("new", "new-game-dialog")
    assert watched.input_value(FORM + "select[name='shape']") == "full", "the dialog shows the game played"


@pytest.mark.parametrize("screen", ["phone", "desktop"])
def test_a_board_refused_is_said_in_view_above_the_preview_which_has_the_focus(open_page, base_url, playwright,
                                                                               screen):
    page = open_page(**(playwright.devices[PHONE] if screen == "phone" else
                        {"viewport": {"width": 1280, "height": 800}}))
    board = BoardPage(page, base_url, "?lang=en&mode=two")
    draw_your_own(page, board, 6, 6)
    for cell in ("b1", "a2", "b2"):   # a1 boxed in
        tap(page, cell)
    wait_data(page, "problems", "editor.no-room-many")
    page.eval_on_selector("#new-game-dialog", "dialog => { dialog.scrollTop = 0; }")   # read over from the top
    board.press("start-game")
    page.wait_for_function("document.querySelector('#new-game-error').textContent !== ''")
    assert page.evaluate(NEW_GAME_ERROR_SEEN) == {"seen": True, "focused": "shape-editor"}
    screenshot(page, "shape-editor-refused-" + screen)


@pytest.mark.parametrize("language", ["en", "ru"])
def test_the_capture_game_counts_side_neighbours_only_on_a_phone(open_page, base_url, playwright, language):
    page = open_page(**playwright.devices[PHONE])
    board = BoardPage(page, base_url, "?lang=" + language)
    draw_your_own(page, board, 6, 6, game="capture")
    box = page.locator(EDITOR).bounding_box()
    viewport = page.viewport_size
    assert box["x"] >= 0 and box["x"] + box["width"] <= viewport["width"], "the preview fits the phone"
    dialog = page.locator("#new-game-dialog").bounding_box()
    assert dialog["y"] >= 0 and dialog["y"] + dialog["height"] <= viewport["height"], "and the dialog does"
    assert page.locator("#start-game").is_visible(), "Start in reach, however far the dialog scrolls"
    for cell in ("c2", "b3", "d3"):   # round c3 by its sides, and d4: they touch at a corner only
        page.tap(EDITOR, position=point(page, cell))
    wait_data(page, "holes", "c2 b3 d3 c4 e4 d5")
    text = Strings(language)
    assert page.text_content("#shape-editor-problems") == text("editor.cut-off-many", cells=["c3", "d4"])
    # a finger drags a start along, and the dialog does not scroll under it
    start, end = point(page, "a1"), point(page, "a2")
    middle = {"x": start["x"], "y": (start["y"] + end["y"]) / 2}
    box = page.locator(EDITOR).bounding_box()
    top = page.evaluate("document.querySelector('#new-game-dialog').scrollTop")
    client = page.context.new_cdp_session(page)
    for kind, spot in (("touchStart", start), ("touchMove", middle), ("touchMove", end), ("touchEnd", None)):
        points = [] if spot is None else [{"x": box["x"] + spot["x"], "y": box["y"] + spot["y"]}]
        client.send("Input.dispatchTouchEvent", {"type": kind, "touchPoints": points})
    wait_data(page, "starts", "a2 f5 a6 f1")
    assert page.evaluate("document.querySelector('#new-game-dialog').scrollTop") == top
    screenshot(page, "shape-editor-phone-" + language)


def test_an_edge_start_draws_no_start_cells(watched, base_url):
    board = BoardPage(watched, base_url, "?lang=ru")
    draw_your_own(watched, board, 6, 6, game="bases")
    watched.select_option(FORM + "select[name='start']", "edge")
    wait_data(watched, "starts", "")
    tap(watched, "a1")   # a cell like any other now
    wait_data(watched, "holes", "a1 f6")
    assert watched.text_content("#shape-editor-problems") == Strings("ru")("editor.ready", cells=34)
    watched.select_option(FORM + "select[name='seat-O']", "person")
    board.press("start-game")
    watched.wait_for_selector("#new-game-dialog", state="hidden")
    rules = live_game(board).rules
    assert (rules.starts, rules.holes) == ("edge", ("a1", "f6"))


@pytest.mark.parametrize("language", ["en", "ru"])
def test_a_capture_board_over_before_its_first_move_is_refused(watched, base_url, language):
    """3x3, its middle row off: the engine counts the game at once (X has two cells
    for a turn of three), so the editor says so and Start refuses it."""
    board = BoardPage(watched, base_url, "?lang=%s&mode=two" % language)
    record = board.record()
    draw_your_own(watched, board, 3, 3, game="capture")
    for cell in ("a2", "b2"):   # and c2, a2's partner
        tap(watched, cell)
    wait_data(watched, "problems", "new.over-at-start")
    text = Strings(language)
    said = text("new.over-at-start", side="X", field=text("new.marks"))
    assert watched.text_content("#shape-editor-problems") == said
    board.press("start-game")
    watched.wait_for_function("document.querySelector('#new-game-error').textContent !== ''")
    assert watched.text_content("#new-game-error") == said and watched.is_visible("#new-game-dialog")
    screenshot(watched, "shape-editor-over-at-start-" + language)
    watched.fill(FORM + "input[name='actions']", "2")   # two marks a turn fit
    wait_data(watched, "problems", "")
    board.press("start-game")
    watched.wait_for_selector("#new-game-dialog", state="hidden")
    assert live_game(board).rules.holes == ("a2", "b2", "c2") and board.record() != record
