"""Phones: taps play, nothing scrolls sideways, every control is a fingertip wide."""

import pytest

from game import Game
from boardpage import BoardPage, choose_language
from pages import screenshot

PHONE = {"is_mobile": True, "has_touch": True, "device_scale_factor": 3}
SMALL_TARGETS = ("Array.from(document.querySelectorAll('button, select, summary'))"
                 ".filter(e => e.offsetParent !== null)"
                 ".filter(e => { const r = e.getBoundingClientRect(); return r.width < 44 || r.height < 44; })"
                 ".map(e => e.id || e.textContent)")


@pytest.mark.parametrize("screen", [(360, 640), (412, 915), (640, 360), (915, 412)])
def test_taps_play_a_turn_on_a_phone_upright_or_on_its_side(open_page, base_url, screen):
    page = open_page(viewport={"width": screen[0], "height": screen[1]}, **PHONE)
    board = BoardPage(page, base_url)
    assert page.evaluate("document.documentElement.scrollWidth") <= screen[0], "no sideways scrolling"
    assert page.evaluate("getComputedStyle(document.querySelector('#board')).touchAction") == "manipulation"
    x, y, width, height = (float(v) for v in board.board("grid").split())
    assert min(width, height) >= 0.6 * min(screen), "the board is the biggest thing on the screen"
    for cell in ("a1", "b2", "c3"):
        page.tap("#board", position=board.point(cell))
    board.wait_for_human("X")
    assert board.record().startswith("1. a1-b2-c3, k10")
    assert board.board("cursor") == "", "a tap shows no keyboard cursor"
    assert page.evaluate(SMALL_TARGETS) == [], "every button at least 44 px"
    screenshot(page, "phone-%dx%d" % screen)


ON_TOP = ("id => { const r = document.getElementById(id).getBoundingClientRect();"
          " return r.width > 0 && r.top >= 0 && r.bottom <= innerHeight && r.right <= innerWidth"
          " && document.getElementById(id).contains(document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2)); }")


@pytest.mark.parametrize("screen", [(360, 640), (640, 360), (915, 412)])
def test_the_language_and_the_sound_stay_in_reach_upright_or_on_its_side(open_page, base_url, screen):
    """On its side a phone hid the whole top bar, and its two controls with it."""
    page = open_page(viewport={"width": screen[0], "height": screen[1]}, **PHONE)
    board = BoardPage(page, base_url)
    for control in ("language", "sound"):
        assert page.evaluate(ON_TOP, control), control
    page.tap("#sound")
    assert page.get_attribute("#sound", "aria-pressed") == "true"
    choose_language(page, "ru")
    page.tap("#board", position=board.point("a1"))
    assert board.record() == "1. a1", "the board is not under them"


def test_a_quick_second_tap_is_a_second_sub_move_not_a_zoom(open_page, base_url):
    page = open_page(viewport={"width": 360, "height": 640}, **PHONE)
    board = BoardPage(page, base_url)
    board.new_game(mode="two")
    page.tap("#board", position=board.point("a1"))
    page.tap("#board", position=board.point("b2"))
    assert board.record() == "1. a1-b2"
    assert page.evaluate("visualViewport.scale") == 1


def test_the_new_game_dialog_is_tappable_on_a_small_phone(open_page, base_url):
    page = open_page(viewport={"width": 360, "height": 640}, **PHONE)
    board = BoardPage(page, base_url)
    page.tap("#new")
    for game in ("bases", "capture", "classic"):   # each shows its own fields, the others none
        page.tap("#new-game-form input[name='game'][value='%s']" % game)
        small = page.evaluate("Array.from(document.querySelectorAll('#new-game-form label, #new-game-form select, "
                              "#new-game-form input[type=number], #new-game-form button'))"
                              ".filter(e => e.getClientRects().length)"
                              ".filter(e => e.getBoundingClientRect().height < 44).map(e => e.textContent)")
        assert small == [], game
    page.keyboard.press("Escape")
    page.evaluate("window.scrollTo(0, document.body.scrollHeight)")   # the button is below the board
    page.tap("#new")
    page.tap("#new-game-form input[value='two']")
    page.tap("#start-game")
    top = page.evaluate("document.querySelector('#board').getBoundingClientRect().top")
    assert 0 <= top < 100, "the new game starts in view, not at the New game button"
    page.tap("#board", position=board.point("a1"))
    assert board.record() == "1. a1"
    assert page.evaluate("document.documentElement.scrollWidth") <= 360


def test_the_new_game_dialog_keeps_start_and_cancel_in_view_on_a_small_phone(open_page, base_url):
    page = open_page(viewport={"width": 360, "height": 640}, **PHONE)
    BoardPage(page, base_url)
    page.tap("#new")
    page.wait_for_selector("#new-game-dialog[open]")   # a moment after a first tap (game/web/later.py)
    on_top = ("id => { const r = document.getElementById(id).getBoundingClientRect();"
              " return r.bottom <= innerHeight"
              " && document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2).id === id; }")
    assert page.evaluate(on_top, "start-game") and page.evaluate(on_top, "cancel-new-game")
    screenshot(page, "phone-new-game")
    page.evaluate("document.querySelector('#new-game-dialog').scrollTop = 0")
    assert page.evaluate(on_top, "start-game"), "at the top of the form too"


def test_a_tap_does_not_flash_the_whole_board(open_page, base_url):
    page = open_page(viewport={"width": 412, "height": 915}, **PHONE)
    board = BoardPage(page, base_url, "?mode=two")
    box = page.locator("#board").bounding_box()
    corner = {"x": box["x"] + 2, "y": box["y"] + 2, "width": 24, "height": 24}   # paper, far from a1
    before = page.screenshot(clip=corner)
    page.tap("#board", position=board.point("a1"))
    assert board.record() == "1. a1"
    # the browser's tap highlight would tint the whole canvas blue for a moment at every sub-move
    assert page.screenshot(clip=corner) == before
    assert page.evaluate("getComputedStyle(document.querySelector('#board')).webkitTapHighlightColor") \
        == "rgba(0, 0, 0, 0)"


# pointer events of fingers on the board, at points in its canvas (CSS px)
FINGERS = """([kind, touches]) => {
    const board = document.getElementById('board'), box = board.parentElement.getBoundingClientRect();
    for (const [id, x, y] of touches)
        board.dispatchEvent(new PointerEvent(kind, {pointerId: id, pointerType: 'touch', isPrimary: id === 1,
            clientX: box.left + x, clientY: box.top + y, button: kind === 'pointermove' ? -1 : 0,
            buttons: kind === 'pointerup' ? 0 : 1, bubbles: true, cancelable: true}));
}"""
TOUCH_ACTION = "getComputedStyle(document.getElementById('board')).touchAction"


def fingers(page, kind, *touches):
    page.evaluate(FINGERS, [kind, [list(touch) for touch in touches]])


def test_a_pinch_zooms_a_board_of_thirty_and_a_tap_then_plays_the_cell_under_the_finger(open_page, base_url):
    """30 players on 25x25 across a 412 px phone: cells of some 15 px, too small
    to read or to hit.  Two fingers zoom the board in, redrawn at that size; one
    pans it and plays nothing; a tap plays the cell under it; Fit shows it whole."""
    page = open_page(viewport={"width": 412, "height": 915}, **PHONE)
    board = BoardPage(page, base_url, "?lang=en&game=bases&players=30&size=25&actions=1&mode=two")
    assert board.board("zoom") == "1" and page.is_hidden("#fit")
    assert page.evaluate(TOUCH_ACTION) == "pan-x pan-y", "the page scrolls under a finger; a pinch is the board's"
    fitted = [float(v) for v in board.board("grid").split()]
    assert fitted[2] / 25 < 20
    record = board.record()   # its tags only
    cell = Game.from_record(record).legal_moves()[0]
    x, y = (board.point(cell)[key] for key in ("x", "y"))
    screenshot(page, "zoom-phone-fitted")
    fingers(page, "pointerdown", (1, x - 40, y), (2, x + 40, y))
    fingers(page, "pointermove", (1, x - 80, y), (2, x + 80, y))   # twice as far apart, about the cell
    page.wait_for_function("document.getElementById('board-wrap').dataset.gliding === 'true'")
    assert board.board("zoom") == "1", "mid-gesture the canvas as drawn is moved by CSS: no redraw at every move"
    fingers(page, "pointerup", (1, x - 80, y), (2, x + 80, y))
    page.wait_for_function("document.getElementById('board').dataset.zoom !== '1'")
    assert page.evaluate("document.getElementById('board').style.transform") == "", "then drawn there, crisp"
    assert float(board.board("zoom")) == pytest.approx(2, abs=0.05)
    zoomed = [float(v) for v in board.board("grid").split()]
    assert zoomed[2] >= 2 * fitted[2] - 25, "the grid drawn at twice the size"
    assert page.evaluate(TOUCH_ACTION) == "none" and page.is_visible("#fit")
    assert board.record() == record, "a pinch plays no cell"
    under = board.point(cell)
    assert abs(under["x"] - x) < zoomed[2] / 25 and abs(under["y"] - y) < zoomed[2] / 25, "zoomed about the pinch"
    fingers(page, "pointerdown", (1, x, y))
    fingers(page, "pointermove", (1, x + 30, y - 20))   # a pan, the cell kept clear of the labels' bands
    fingers(page, "pointerup", (1, x + 30, y - 20))
    page.wait_for_function("(grid) => document.getElementById('board').dataset.grid !== grid", arg=" ".join(
        "%d" % v for v in zoomed))
    assert board.record() == record, "a pan plays no cell"
    screenshot(page, "zoom-phone-zoomed")
    page.tap("#board", position=board.point(cell))
    board.wait_for("s.dataset.turn === 'O'")
    assert Game.from_record(board.record()).history() == [("X", cell)], "the tap played the cell under the finger"
    page.tap("#fit")
    page.wait_for_function("document.getElementById('board').dataset.zoom === '1'")
    assert [float(v) for v in board.board("grid").split()] == fitted and page.is_hidden("#fit")


def test_real_fingers_scroll_the_page_over_a_fitted_board_and_zoom_and_pan_the_board_once_pinched(
        open_page, base_url):
    """Through the browser's own touch input (its touch-action, not events made
    up on the canvas): a drag over the fitted board scrolls the page, a pinch
    zooms the board and not the page, and a drag then pans the board only."""
    page = open_page(viewport={"width": 412, "height": 915}, **PHONE)
    board = BoardPage(page, base_url, "?lang=en&game=bases&players=30&size=25&actions=1&mode=two")
    record = board.record()
    cdp = page.context.new_cdp_session(page)

    def touch(kind, *points):
        cdp.send("Input.dispatchTouchEvent", {"type": kind, "touchPoints": [
            {"x": x, "y": y, "id": number} for number, (x, y) in enumerate(points)]})

    def drag(start, end, steps=10):
        touch("touchStart", *start)
        for step in range(1, steps + 1):
            touch("touchMove", *[(x + (to_x - x) * step / steps, y + (to_y - y) * step / steps)
                                 for (x, y), (to_x, to_y) in zip(start, end)])
        touch("touchEnd")

    drag([(170, 300), (230, 300)], [(110, 300), (290, 300)])   # three times as far apart
    page.wait_for_function("document.getElementById('board').dataset.zoom !== '1'")
    assert float(board.board("zoom")) > 2 and page.evaluate("visualViewport.scale") == 1, "the board's zoom, not the page's"
    grid = board.board("grid")
    drag([(200, 300)], [(160, 260)])
    page.wait_for_function("(grid) => document.getElementById('board').dataset.grid !== grid", arg=grid)
    assert page.evaluate("scrollY") == 0, "a zoomed board pans under the finger; the page stands"
    assert board.record() == record, "no cell played by a pinch or a pan"
    # a click, not a tap: Chromium takes a tap at once after a swipe for the stop of the
    # swipe's fling, and sends no click (one run in two)
    page.click("#fit")
    page.wait_for_function("document.getElementById('board').dataset.zoom === '1'")
    drag([(200, 400)], [(200, 200)])
    page.wait_for_function("scrollY > 0")
    assert board.board("zoom") == "1" and board.record() == record, "the fitted board let the page scroll"


def test_the_keyboards_cursor_stays_in_view_of_a_zoomed_board(open_page, base_url):
    page = open_page(viewport={"width": 412, "height": 915}, **PHONE)
    board = BoardPage(page, base_url, "?lang=en&game=bases&players=30&size=25&actions=1&mode=two")
    a1 = board.point("a1")
    fingers(page, "pointerdown", (1, a1["x"] + 10, a1["y"] - 40), (2, a1["x"] + 50, a1["y"] - 40))
    fingers(page, "pointermove", (1, a1["x"] - 30, a1["y"] - 40), (2, a1["x"] + 90, a1["y"] - 40))
    fingers(page, "pointerup", (1, a1["x"] - 30, a1["y"] - 40), (2, a1["x"] + 90, a1["y"] - 40))
    page.wait_for_function("document.getElementById('board').dataset.zoom !== '1'")
    page.focus("#board")
    for _ in range(24):
        page.keyboard.press("ArrowUp")
    board.wait_for("document.getElementById('board').dataset.cursor.endsWith('25')")
    cell = board.board("cursor")
    spot = board.point(cell)
    width, height = page.evaluate("[document.getElementById('board').clientWidth,"
                                  " document.getElementById('board').clientHeight]")
    assert 0 < spot["x"] < width and 0 < spot["y"] < height, "the cursor's cell %s is on the screen" % cell
