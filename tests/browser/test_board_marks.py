"""What the board shows besides the marks, read from the canvas's pixels and its
data attributes: kill targets, start cells, the preview of a click, a refused
click, the recent turns in order, the legend; and the bot's turn in words."""

from boardpage import BoardPage
from pages import screenshot, time_held

MIDGAME = "1. a1-b2-c3, k10-i9-h8\n2. d4-e5-f6, g7-f6-e5\n3. d5-d6-e6, f5-d4-d3"
X_PENCIL = (31, 78, 154)
O_PENCIL = (179, 38, 30)
REFUSED = (214, 51, 108)
PHONE = {"viewport": {"width": 360, "height": 640}, "is_mobile": True, "has_touch": True,
         "device_scale_factor": 3}

# How many pixels of a box of a canvas are close to a colour (anti-aliasing aside).
COUNT = """([selector, box, colour, tolerance]) => {
    const canvas = document.querySelector(selector);
    const ratio = canvas.width / canvas.clientWidth;
    const [x, y, w, h] = box.map((v) => Math.round(v * ratio));
    const data = canvas.getContext('2d').getImageData(x, y, Math.max(1, w), Math.max(1, h)).data;
    let count = 0;
    for (let i = 0; i < data.length; i += 4) {
        const distance = Math.abs(data[i] - colour[0]) + Math.abs(data[i + 1] - colour[1])
                         + Math.abs(data[i + 2] - colour[2]);
        if (distance < (tolerance || 90)) count++;
    }
    return count;
}"""
# The pixels of a box of the board, as a list, to compare two moments.
PIXELS = """([box]) => {
    const canvas = document.querySelector('#board');
    const ratio = canvas.width / canvas.clientWidth;
    const [x, y, w, h] = box.map((v) => Math.round(v * ratio));
    return Array.from(canvas.getContext('2d').getImageData(x, y, w, h).data);
}"""


def cell_box(board, cell, left, top, right, bottom):
    """A part of a cell in CSS pixels: fractions of its width from its left edge
    and of its height from its top edge, as the screen shows it."""
    centre = board.point(cell)
    x, y, width, height = (float(v) for v in board.board("grid").split())
    size = width / int(board.board("cols"))
    x0 = centre["x"] - size / 2
    y0 = centre["y"] - size / 2
    return [x0 + left * size, y0 + top * size, (right - left) * size, (bottom - top) * size]


def ink(board, cell, part, colour, tolerance=90):
    """Pixels of ``colour`` in ``part`` (left, top, right, bottom) of ``cell``."""
    return board.page.evaluate(COUNT, ["#board", cell_box(board, cell, *part), list(colour), tolerance])


def share(board, cell, part, colour):
    """The share of ``part`` of ``cell`` in ``colour``, from 0 to 1."""
    box = cell_box(board, cell, *part)
    ratio = board.page.evaluate("document.querySelector('#board').width / document.querySelector('#board').clientWidth")
    return ink(board, cell, part, colour) / (round(box[2] * ratio) * round(box[3] * ratio))


def faded(colour, alpha, paper=(251, 250, 243)):
    """A pencil's colour drawn at ``alpha`` on the paper."""
    return tuple(round(alpha * c + (1 - alpha) * p) for c, p in zip(colour, paper))


def page_point(board, cell):
    """A cell's centre in the page's coordinates, for the mouse."""
    box = board.page.locator("#board").bounding_box()
    point = board.point(cell)
    return box["x"] + point["x"], box["y"] + point["y"]


TOP_TICK = (0.45, 0.0, 0.55, 0.14)     # where a kill target's top tick runs
NUMBER_ROW = (0.02, 0.17, 0.32, 0.21)  # a strip through a recent sub-move's number, in the corner
EDGE_BAND = (0.03, 0.3, 0.13, 0.7)     # along a start cell's left edge, inside it
START_X = faded(X_PENCIL, 0.75)        # a start cell's dashes are a lighter pencil
START_O = faded(O_PENCIL, 0.75)


def midgame(board):
    board.new_game(mode="two")
    board.load(MIDGAME)


def test_kill_targets_are_marked_unlike_empty_reachable_cells(watched, base_url):
    board = BoardPage(watched, base_url)
    midgame(board)
    # X can kill the noughts on f5 and d3: a gunsight in X's pencil around them
    for target in ("f5", "d3"):
        assert ink(board, target, TOP_TICK, X_PENCIL) > 10, target
    assert ink(board, "h8", TOP_TICK, X_PENCIL) == 0, "a nought out of reach has no target"
    assert ink(board, "c7", TOP_TICK, X_PENCIL) == 0, "an empty reachable cell keeps a quiet dot"
    assert ink(board, "c7", (0.4, 0.4, 0.6, 0.6), X_PENCIL) == 0, "a light dot, not a mark"
    screenshot(watched, "marks-kill-targets")


def test_both_start_cells_show_until_each_side_moves(watched, base_url):
    board = BoardPage(watched, base_url)
    board.new_game(mode="two", width=8, height=6)
    assert ink(board, "a1", EDGE_BAND, START_X, 40) > 5 and ink(board, "h6", EDGE_BAND, START_O, 40) > 5
    assert ink(board, "b1", EDGE_BAND, START_X, 40) == 0
    screenshot(watched, "marks-start-cells")
    board.click("a1")
    assert ink(board, "a1", EDGE_BAND, START_X, 40) == 0, "X has started"
    assert ink(board, "h6", EDGE_BAND, START_O, 40) > 5, "O has not"
    board.click("b2", "c3", "h6")
    assert ink(board, "h6", EDGE_BAND, START_O, 40) == 0
    # the start cells the rules name, not the corners
    board.load('[Size "8x8"]\n[Start "c3 f6"]\n')
    assert ink(board, "c3", EDGE_BAND, START_X, 40) > 5 and ink(board, "f6", EDGE_BAND, START_O, 40) > 5
    assert ink(board, "a1", EDGE_BAND, START_X, 40) == 0 and ink(board, "h8", EDGE_BAND, START_O, 40) == 0


def test_the_mouse_previews_the_mark_a_click_would_make(watched, base_url):
    board = BoardPage(watched, base_url)
    midgame(board)
    arm = (0.2, 0.2, 0.35, 0.35)   # the upper-left arm of a cross
    faint_blue = """([box]) => {
        const canvas = document.querySelector('#board');
        const ratio = canvas.width / canvas.clientWidth;
        const data = canvas.getContext('2d').getImageData(...box.map((v) => Math.round(v * ratio))).data;
        let count = 0;
        for (let i = 0; i < data.length; i += 4) if (data[i + 2] - data[i] > 25) count++;
        return count;
    }"""
    assert watched.evaluate(faint_blue, [cell_box(board, "e4", *arm)]) == 0
    watched.mouse.move(*page_point(board, "e4"))
    assert board.board("preview") == "e4"
    assert watched.evaluate(faint_blue, [cell_box(board, "e4", *arm)]) > 5, "a light pencil cross"
    assert ink(board, "e4", arm, X_PENCIL) == 0, "light, not a mark"
    centre = cell_box(board, "f5", 0.45, 0.45, 0.55, 0.55)
    before = watched.evaluate(PIXELS, [centre])
    watched.mouse.move(*page_point(board, "f5"))
    assert board.board("preview") == "f5", "a kill target previews the kill"
    assert watched.evaluate(PIXELS, [centre]) != before
    screenshot(watched, "marks-preview-kill")
    assert watched.evaluate("getComputedStyle(document.querySelector('#board')).cursor") == "pointer"
    watched.mouse.move(*page_point(board, "h2"))
    assert board.board("preview") == "", "no preview where a click would be refused"
    assert watched.evaluate("getComputedStyle(document.querySelector('#board')).cursor") == "not-allowed"
    watched.mouse.move(1, 1)
    assert board.board("preview") == ""


def test_the_mouse_marks_no_cell_once_the_game_is_over(watched, base_url):
    # a territory count: the last empty cell, d3, is no one's ground
    counted = ('[Game "capture"]\n[Scoring "territory"]\n[Size "5x5"]\n[Actions "2"]\n\n'
               "1. a2-e4, b5-a4\n2. b2-e3, a3-e2\n3. c2-d2, c5-b3\n4. d1-d5, c4-c3\n5. b1")
    board = BoardPage(watched, base_url, "?mode=two&lang=en")
    board.load(counted)
    cell = cell_box(board, "d3", 0, 0, 1, 1)
    watched.mouse.move(*page_point(board, "a5"))   # O's mark: not X's to play on
    assert watched.evaluate("getComputedStyle(document.querySelector('#board')).cursor") == "not-allowed"
    watched.mouse.move(*page_point(board, "d4"))
    watched.mouse.down()   # the last mark: the count ends the game, the mouse still on the board
    watched.mouse.up()
    assert board.data("result") == "X" and board.board("ground") == "X:c1 O:b4"
    watched.mouse.move(1, 1)
    bare = watched.evaluate(PIXELS, [cell])
    watched.mouse.move(*page_point(board, "d3"))
    assert watched.evaluate(PIXELS, [cell]) == bare, "no wash under the mouse to read as ground"
    assert watched.evaluate("getComputedStyle(document.querySelector('#board')).cursor") == "default"
    screenshot(watched, "marks-no-hover-at-the-end")


def test_the_keyboard_cursor_previews_its_cell(watched, base_url):
    board = BoardPage(watched, base_url)
    board.new_game(mode="two", width=5, height=5)
    watched.focus("#board")
    watched.keyboard.press("ArrowLeft")
    assert board.board("cursor") == "a1" and board.board("preview") == "a1"
    watched.keyboard.press("ArrowRight")
    assert board.board("preview") == "", "b1 is not X's start cell"


def test_a_finger_held_down_previews_its_cell_and_a_tap_still_plays(open_page, base_url):
    page = open_page(**PHONE)
    page.clock.install()   # time_held below
    board = BoardPage(page, base_url)
    board.new_game(mode="two")
    touch = page.context.new_cdp_session(page)
    x, y = page_point(board, "a1")
    touch.send("Input.dispatchTouchEvent", {"type": "touchStart", "touchPoints": [{"x": x, "y": y}]})
    page.wait_for_function("document.querySelector('#board').dataset.preview === 'a1'")
    assert board.record() == "", "nothing is played before the finger lifts"
    screenshot(page, "marks-preview-finger")
    touch.send("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": []})
    page.wait_for_function("document.querySelector('#status').dataset.left === '2'")
    assert board.record() == "1. a1" and board.board("preview") == "", "a tap leaves no preview"
    with time_held(page):
        page.tap("#board", position=board.point("h8"))
        assert board.board("preview") == "" and board.board("refused") == "h8"


def test_a_refused_click_is_marked_on_the_board_then_leaves_nothing(watched, base_url):
    watched.clock.install()   # time_held below
    board = BoardPage(watched, base_url)
    midgame(board)
    watched.mouse.move(*page_point(board, "h2"))
    whole = cell_box(board, "h2", 0, 0, 1, 1)
    before = watched.evaluate(PIXELS, [whole])
    with time_held(watched):
        watched.mouse.down()
        watched.mouse.up()
        assert board.board("refused") == "h2"
        assert "h2 is out of X's reach" in board.status(), "and it says why"
        assert ink(board, "h2", (0, 0, 1, 1), REFUSED) > 20
        screenshot(watched, "marks-refused")
    watched.wait_for_function("document.querySelector('#board').dataset.refused === ''", timeout=3000)
    assert watched.evaluate(PIXELS, [whole]) == before, "nothing left behind"
    board.click("e4")
    assert board.board("refused") == "" and board.record().endswith("3. d5-d6-e6, f5-d4-d3\n4. e4")
    board.click("k1")
    board.new_game(mode="two", width=5, height=5)   # k1 is no cell of the new board
    assert board.board("refused") == "", "a refusal is about the position it was made in"
    watched.wait_for_function("document.querySelector('#board').dataset.fading === '0'", timeout=3000)
    assert board.board("refused") == "", "k1's fading found nothing to fade (and no error on the page)"


def test_the_recent_turns_are_numbered_and_kills_look_unlike_placements(watched, base_url):
    board = BoardPage(watched, base_url)
    midgame(board)
    assert board.board("recent") == "f5:1:place d4:2:kill d3:3:place"
    # a kill's number is white in a filled disc of the killer's pencil; a placement's disc is hollow
    assert share(board, "d4", NUMBER_ROW, O_PENCIL) > 0.6
    assert 0.05 < share(board, "d3", NUMBER_ROW, O_PENCIL) < 0.45, "the digit 3 in O's pencil"
    assert 0.05 < share(board, "f5", NUMBER_ROW, O_PENCIL) < 0.45
    corner = (0.04, 0.9, 0.1, 0.96)   # the highlighter, clear of marks
    kill_wash = watched.evaluate(PIXELS, [cell_box(board, "d4", *corner)])[:3]
    place_wash = watched.evaluate(PIXELS, [cell_box(board, "d3", *corner)])[:3]
    assert kill_wash != place_wash, "kills have a highlighter of their own"
    board.click("d3")
    assert board.board("recent") == "f5:1:place d4:2:kill d3:3:place d3:1:kill"
    screenshot(watched, "marks-recent-turns")


def test_the_bots_turn_is_numbered_and_said_whole(watched, base_url):
    board = BoardPage(watched, base_url)
    board.load(MIDGAME.rsplit("\n", 1)[0] + "\n3. d5-d6-e6")   # the bot (O) to move
    board.wait_for_human("X")
    cells = board.record().rsplit(", ", 1)[1].split("-")
    recent = board.board("recent").split()
    assert [entry.split(":")[:2] for entry in recent] == [[cell, str(n + 1)] for n, cell in enumerate(cells)]
    words = {"place": "plays", "kill": "kills"}
    said = ", ".join("%s %s" % (words[entry.split(":")[2]], entry.split(":")[0]) for entry in recent)
    assert watched.text_content("#announce") == "Bot: O %s." % said
    for entry in recent:
        cell, order, kind = entry.split(":")
        if kind == "kill":
            assert share(board, cell, NUMBER_ROW, O_PENCIL) > 0.6, cell
    screenshot(watched, "marks-bot-turn")


def test_the_legend_draws_the_marks_as_the_board_does(open_page, base_url):
    page = open_page(locale="ru-RU")
    BoardPage(page, base_url)
    samples = page.eval_on_selector_all("canvas[data-sample]", "all => all.map(c => c.dataset.sample)")
    assert samples == ["X", "O", "x", "o", "start", "reach", "target", "turn"]
    page.click("#help summary")
    assert page.text_content(".legend li:nth-child(3)") == "крестик, убитый O: обведён"
    whole = (0, 0, 32, 32)
    count = lambda sample, box, colour: page.evaluate(
        COUNT, ["canvas[data-sample='%s']" % sample, list(box), list(colour)])
    assert count("X", whole, X_PENCIL) > 20 and count("X", whole, O_PENCIL) == 0
    assert count("x", whole, O_PENCIL) > 20, "a killed cross is circled in O's pencil"
    assert count("o", (12, 12, 8, 8), X_PENCIL) == 64, "a killed nought is filled in by X"
    assert count("target", (14, 0, 4, 4), X_PENCIL) > 4, "the kill target's tick"
    assert count("turn", (32, 0, 12, 12), O_PENCIL) > 40, "the kill's number in a disc"
    page.locator(".legend").scroll_into_view_if_needed()
    screenshot(page, "marks-legend-ru")


def test_a_game_of_thirty_draws_each_side_in_its_pencil_and_names_it_by_its_mark(watched, base_url):
    """Sides 1-12 of 30 have played a turn on 25x25: a cell of side 12 is a □
    in its gold pencil, and the status names side 13 by its mark and number."""
    import random
    from game import Game, Rules
    game = Game(Rules(25, 25, game="bases", players=30))
    rng = random.Random(12)
    while game.turn != "P13":
        game.play(rng.choice(game.legal_moves()))
    twelve = [action for side, action in game.history() if side == "P12"][0]
    board = BoardPage(watched, base_url, "?mode=two&lang=en")
    board.load(game.record())
    board.wait_for("s.dataset.turn === 'P13'")
    watched.wait_for_function("() => document.title.startsWith('◇\u00a013 to move')")   # named by its mark
    gold = (176, 138, 0)
    assert ink(board, twelve, (0.1, 0.1, 0.9, 0.9), gold, 60) > 15, "side 12's □ in its own pencil"
    others = [PENCIL for PENCIL in (X_PENCIL, O_PENCIL, (212, 138, 0), (58, 58, 58))]
    assert all(ink(board, twelve, (0.1, 0.1, 0.9, 0.9), colour, 30) == 0 for colour in others)
    assert watched.is_hidden("#board-note"), "cells large enough for thirty sides' marks"
    screenshot(watched, "thirty-sides-desktop")
