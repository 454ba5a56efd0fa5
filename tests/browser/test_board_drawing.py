"""The board of the two other games, read from the canvas's pixels: virus and
bases for up to four sides (each side's pencil and mark, its bases, inactive
bases, corner and edge start cells, what the side to move can do) and the
capture game (its marks, its territory shaded); and each game's legend."""

import random
from urllib.parse import quote

from boardpage import BoardPage, choose_language
from pages import screenshot, time_held
from game.engine.game import Game
from game.rules import Rules
from game.rules.shapes import rules_for
from game.web.board import palette
from game.web.board.cell_ops import CellOps
from game.web.board.layout import BoardLayout
from game.web.board.scene import scene_parts
from game.web.views import legend
from game.web.words import table
from helpers import legend_samples
from test_board_marks import COUNT, NUMBER_ROW, TOP_TICK, cell_box, faded, ink, page_point, share

PAPER_RGB = (251, 250, 243)   # palette.PAPER, the page's background (style.css --paper)
PENCILS = {"X": (31, 78, 154), "O": (179, 38, 30), "T": (212, 138, 0), "S": (58, 58, 58)}
HIGHLIGHTS = {"place": ((255, 221, 87), 0.55), "kill": ((255, 128, 92), 0.42)}   # palette.HIGHLIGHTER
CLOSE = 60           # how near a pixel must be to a pencil to count as its ink
WHOLE = (0, 0, 1, 1)
INNER = (0.2, 0.35, 0.8, 0.58)  # a cell's middle, clear of recent sub-moves' numbers in its corners
SHADE_BAND = (0.08, 0.4, 0.12, 0.6)   # along a cell's left edge, inside a base's shade, clear of marks
GROUND = (0.6, 0.6, 0.9, 0.9)   # a corner of a cell, clear of a dot in its middle
EDGE_BAND = (0.03, 0.45, 0.13, 0.75)  # along a start cell's dashed left edge, below any number's disc
# 7x7, four sides from their corners; O to move.
#   7 S S . . . . O
#   6 . . S . . O .
#   5 X . S+. O . .
#   4 . X+. O+T . .
#   3 S+. X . T+T T
#   2 . X . X . . T
#   1 X X . . . . T
#     a b c d e f g
FOUR_SIDES = ('[Game "bases"]\n[Players "4"]\n[Size "7x7"]\n\n'
              "1. a1-b1-b2, g7-f6-e5, g1-g2-f3, a7-b7-c6\n"
              "2. c3-a3-d4, d4-c5-e3, e3-g3-e4, c5-b4-a3\n"
              "3. b4-a5-d2")
VIRUSES = {"X": "a1", "O": "g7", "T": "g1", "S": "a7"}
BASES = {"X": "b4", "O": "d4", "T": "e3", "S": "c5"}
INACTIVE = ("S", "a3")   # S's base cut off from S's viruses
# 6x6, X resigned at the start of turn 3; X's ground c1 and O's b5 are walled in.
CAPTURE_END = ('[Game "capture"]\n[Scoring "territory"]\n[Size "6x6"]\n[Result "O"]\n\n'
               "1. b1-b2-c2, a5-a4-b6\n2. d2-d1-e6, b4-c6-c5")


def pencil_rgb(colour):
    return tuple(int(colour[index:index + 2], 16) for index in (1, 3, 5))


def paper_of(board, cell):
    """The paper under a cell: under a highlighter where a recent sub-move was
    (data-recent; the latest one on a cell wins), as the scene draws it."""
    paper = (251, 250, 243)
    for token in board.board("recent").split():
        name, order, kind = token.split(":")
        if name == cell:
            colour, alpha = HIGHLIGHTS[kind]
            paper = faded(colour, alpha)
    return paper


def opened(page, base_url, record):
    return BoardPage(page, base_url, "?mode=two&record=" + quote(record))


def pencils_in(board, cell, part=WHOLE):
    """{side: pixels of its pencil} in ``part`` of ``cell``."""
    return dict((side, ink(board, cell, part, colour, CLOSE)) for side, colour in PENCILS.items())


def test_every_legend_sample_has_a_width():
    assert legend_samples("classic") == ["X", "O", "x", "o", "start", "reach", "target", "turn"]
    assert [legend.sample_cells(sample, ("X", "O", "T")) for sample in legend_samples("bases")] \
        == [3, 3, 3, 1, 1, 1, 3], "a cell for each side in the rows of units, three for a turn"
    assert legend.sample_cells("viruses", ("X", "O")) == 2


def test_four_sides_draw_their_viruses_and_bases_in_their_own_pencils(watched, base_url):
    game = Game.from_record(FOUR_SIDES)
    position = game.position
    assert [game.cell(cell) for cell in VIRUSES.values()] == ["X", "O", "T", "S"]
    assert [game.cell(cell) for cell in BASES.values()] == ["X+", "O+", "T+", "S+"]
    board = opened(watched, base_url, FOUR_SIDES)
    for side, cell in VIRUSES.items():
        found = pencils_in(board, cell)
        assert found[side] > 20, (side, found)
        assert [other for other in found if other != side and found[other]] == [], (side, found)
    for side, cell in BASES.items():
        player = position.rules.sides.index(side)
        assert position.active_bases(player) & position.geo.parse(cell), "an active base"
        assert share(board, cell, SHADE_BAND, PENCILS[side]) > 0.9, "shaded in its owner's pencil"
        assert share(board, cell, INNER, PENCILS[side]) > 0.4
        assert [other for other in PENCILS if other != side and ink(board, cell, INNER, PENCILS[other], CLOSE)] == []
    screenshot(watched, "drawing-four-sides")


def test_an_inactive_base_is_pale_where_an_active_one_is_shaded(watched, base_url):
    side, cell = INACTIVE
    game = Game.from_record(FOUR_SIDES)
    player = game.rules.sides.index(side)
    assert game.cell(cell) == side + "+" and not game.position.active_bases(player) & game.rules.geometry.parse(cell)
    board = opened(watched, base_url, FOUR_SIDES)
    assert share(board, cell, SHADE_BAND, PENCILS[side]) == 0, "no full shade"
    pale = faded(PENCILS[side], palette.INACTIVE_ALPHA, paper_of(board, cell))
    assert share(board, cell, SHADE_BAND, pale) > 0.3, "a pale one"
    assert ink(board, cell, INNER, PENCILS[side], CLOSE) > 20, "its owner's mark in pencil"
    assert share(board, BASES[side], SHADE_BAND, faded(PENCILS[side], palette.INACTIVE_ALPHA)) == 0


def test_start_cells_show_for_each_side_in_the_corners_or_along_the_edge(watched, base_url):
    board = BoardPage(watched, base_url, "?game=bases&players=4&mode=two")
    for side, cell in (("X", "a1"), ("O", "k10"), ("T", "k1"), ("S", "a10")):
        assert ink(board, cell, EDGE_BAND, faded(PENCILS[side], 0.75), 40) > 5, side
    assert ink(board, "b1", EDGE_BAND, faded(PENCILS["X"], 0.75), 40) == 0, "a corner, not the edge"
    board.click("a1", "b2", "c3")
    assert ink(board, "a1", EDGE_BAND, faded(PENCILS["X"], 0.75), 40) == 0, "X has started"
    assert ink(board, "k1", EDGE_BAND, faded(PENCILS["T"], 0.75), 40) > 5, "T has not"
    board.load('[Game "bases"]\n[Players "3"]\n[Start "edge"]\n')
    for cell in ("a1", "b1", "a5", "k7", "e10"):
        assert ink(board, cell, EDGE_BAND, faded(PENCILS["X"], 0.75), 40) > 5, cell
    assert ink(board, "e5", EDGE_BAND, faded(PENCILS["X"], 0.75), 40) == 0, "inside the board"
    screenshot(watched, "drawing-edge-start")
    board.click("e1", "e2", "e3")   # X has started: the edge waits for O
    assert ink(board, "k5", EDGE_BAND, faded(PENCILS["O"], 0.75), 40) > 5
    assert ink(board, "k5", EDGE_BAND, faded(PENCILS["X"], 0.75), 40) == 0
    assert ink(board, "d1", EDGE_BAND, faded(PENCILS["O"], 0.75), 40) > 5, "beside X's units too"
    assert ink(board, "e1", TOP_TICK, PENCILS["O"], CLOSE) > 10, "X's virus there is O's to take"


def test_a_third_side_acts_in_its_own_pencil(watched, base_url):
    watched.clock.install()   # time_held below
    board = opened(watched, base_url, FOUR_SIDES)
    board.click("f5", "g6", "f7")   # O's turn: now T moves
    assert board.data("turn") == "T"
    for target in ("d2", "e5", "f5"):   # viruses of X and O that T can make its bases
        assert ink(board, target, TOP_TICK, PENCILS["T"], CLOSE) > 10, target
    assert ink(board, "c3", TOP_TICK, PENCILS["T"], CLOSE) == 0, "out of T's reach"
    reach_dot = (0.42, 0.42, 0.58, 0.58)
    assert ink(board, "e2", reach_dot, faded(PENCILS["T"], 0.45), 40) > 5, "a dot in T's pencil"
    watched.mouse.move(*page_point(board, "d2"))
    assert board.board("preview") == "d2"
    light = faded(PENCILS["T"], palette.PREVIEW_ALPHA, paper_of(board, "d2"))
    assert share(board, "d2", SHADE_BAND, light) > 0.5, \
        "a light base of T's over X's virus"
    screenshot(watched, "drawing-third-side-preview")
    with time_held(watched):
        board.click("g1")
        assert board.board("refused") == "g1", "T's own virus"
        assert ink(board, "g1", WHOLE, (214, 51, 108)) > 20
    board.click("e2")
    assert board.board("recent").endswith("e2:1:place")
    assert 0.05 < share(board, "e2", NUMBER_ROW, PENCILS["T"]) < 0.45, "a hollow disc in T's pencil"


def test_capture_territory_is_shaded_at_the_end_of_a_count_by_territory_only(watched, base_url):
    game = Game.from_record(CAPTURE_END)
    assert game.territory() == {"X": ["c1"], "O": ["b5"]}
    board = opened(watched, base_url, CAPTURE_END)
    assert board.data("result") == "O"
    for side, cell in (("X", "c1"), ("O", "b5")):
        assert share(board, cell, GROUND, faded(PENCILS[side], palette.TERRITORY_ALPHA)) > 0.9, side
    assert share(board, "e3", GROUND, faded(PENCILS["X"], palette.TERRITORY_ALPHA)) == 0
    for side, cell in (("X", "b1"), ("O", "a6"), ("X", "f6"), ("O", "f1")):
        assert ink(board, cell, WHOLE, PENCILS[side], CLOSE) > 20, "its marks on top " + cell
    screenshot(watched, "drawing-capture-territory")
    board.press("undo")   # the resignation: the game goes on, nothing is counted
    assert board.data("result") == ""
    assert share(board, "c1", GROUND, faded(PENCILS["X"], palette.TERRITORY_ALPHA)) == 0
    board.click("c1")
    assert ink(board, "c1", WHOLE, PENCILS["X"], CLOSE) > 20, "the capture game plays on"


def test_the_legend_shows_the_marks_of_the_game_played(open_page, base_url):
    page = open_page(locale="en-US")
    opened(page, base_url, FOUR_SIDES)
    page.click("#help summary")
    samples = page.eval_on_selector_all("canvas[data-sample]", "all => all.map(c => c.dataset.sample)")
    assert samples == legend_samples("bases")
    assert page.text_content(".legend li:nth-child(3)") == table("en")["legend.inactive"]
    count = lambda sample, box, colour: page.evaluate(
        COUNT, ["canvas[data-sample='%s']" % sample, list(box), list(colour), CLOSE])
    for index, side in enumerate("XOTS"):   # a cell for each side, in turn order
        cell = (index * 32, 0, 32, 32)
        assert count("viruses", cell, PENCILS[side]) > 20, side
        shaded = count("bases", cell, PENCILS[side])
        pale = count("inactive", cell, PENCILS[side])
        assert shaded > 0.4 * 32 * 32 and 20 < pale < shaded / 3, (side, shaded, pale)
    page.locator(".legend").scroll_into_view_if_needed()
    screenshot(page, "drawing-legend-bases")
    BoardPage(page).load(CAPTURE_END)
    samples = page.eval_on_selector_all("canvas[data-sample]", "all => all.map(c => c.dataset.sample)")
    assert samples == legend_samples("capture"), "the legend follows the game"
    assert count("territory", (40, 8, 16, 16), faded(PENCILS["X"], palette.TERRITORY_ALPHA)) == 256


def test_a_placement_a_later_side_took_keeps_its_number_in_another_corner(open_page, base_url):
    for screen, options in (("desktop", {"viewport": {"width": 1280, "height": 800}}),
                            ("phone", {"viewport": {"width": 360, "height": 640}, "device_scale_factor": 3})):
        board = opened(open_page(**options), base_url, FOUR_SIDES)
        recent = board.board("recent").split()
        assert "b4:2:place" in recent and "b4:1:kill" in recent, "S placed on b4, X took it for its base"
        assert share(board, "b4", NUMBER_ROW, PENCILS["X"]) > 0.6, "X's kill: its number top left"
        assert ink(board, "b4", (0.55, 0.55, 1, 1), PENCILS["S"], CLOSE) > 20, "S's 2 in the bottom right"
        screenshot(board.page, "drawing-four-sides-numbers-" + screen)


def test_a_kills_number_stands_apart_from_the_base_it_made(watched, base_url):
    board = opened(watched, base_url, '[Game "bases"]\n[Players "2"]\n[Size "5x5"]\n\n1. a1-b2-c3, e5-d4-c3+')
    assert board.board("recent").endswith("c3:3:kill")
    assert share(board, "c3", SHADE_BAND, PENCILS["O"]) > 0.9, "O's base, shaded in O's pencil"
    # the filled disc in the same pencil as the base would leave only its number in paper
    paper = paper_of(board, "a5")   # a bare cell
    assert share(board, "c3", NUMBER_ROW, paper) > 0.15, "a paper ring round the disc"


def test_an_off_cell_is_no_paper_and_says_so(open_page, base_url):
    """The ring's hole (d4 to g7) shows the page's own background, no lines
    through it; the legend and How to play say what it is, in Russian too; the
    mouse over it shows no preview, and a click is refused in words."""
    page = open_page(locale="ru-RU")
    page.clock.install()   # time_held below
    board = opened(page, base_url, Game(rules_for("ring")).record())
    background = page.evaluate("getComputedStyle(document.body).backgroundColor")
    assert background == "rgb(%d, %d, %d)" % PAPER_RGB
    top_left = cell_box(board, "d7", 0, 0, 1, 1)
    bottom_right = cell_box(board, "g4", 0, 0, 1, 1)
    # the hole but the outline round it (two pixels, and the antialiasing of a pixel ratio)
    hole = [top_left[0] + 4, top_left[1] + 4, bottom_right[0] + bottom_right[2] - top_left[0] - 8,
            bottom_right[1] + bottom_right[3] - top_left[1] - 8]
    pixels = page.evaluate(COUNT, ["#board", hole, list(PAPER_RGB), 1])
    ratio = page.evaluate("document.querySelector('#board').width / document.querySelector('#board').clientWidth")
    assert pixels == round(hole[2] * ratio) * round(hole[3] * ratio), "the page's background, nothing on it"
    assert ink(board, "d5", (0, 0.3, 0.1, 0.7), pencil_rgb(palette.BORDER), 40) > 0, "the board's edge round it"
    page.click("#help summary")
    samples = page.eval_on_selector_all("canvas[data-sample]", "all => all.map(c => c.dataset.sample)")
    assert samples == legend_samples("classic") + ["off"]
    assert page.text_content(".legend li:last-child") == table("ru")["legend.off"]
    assert page.text_content("#help-rules p:last-child") == table("ru")["help.shape"]
    middle = page.evaluate(COUNT, ["canvas[data-sample='off']", [36, 4, 24, 24], list(PAPER_RGB), 1])
    assert middle == 24 * 24 * round(ratio) ** 2, "the legend's off cell is blank too"
    page.mouse.move(*page_point(board, "e5"))
    assert board.board("preview") == ""
    assert page.evaluate("getComputedStyle(document.querySelector('#board')).cursor") == "not-allowed"
    with time_held(page):
        board.click("e5")
        page.wait_for_function("(words) => document.querySelector('#status').textContent.includes(words)",
                               arg=table("ru")["illegal.off-board"].format(cell="e5"))
        assert board.board("refused") == "e5" and board.record() == Game(rules_for("ring")).record()
    screenshot(page, "drawing-off-cells-ru")
    page.locator(".legend li:last-child").scroll_into_view_if_needed()
    screenshot(page, "drawing-off-cells-legend-ru")
    BoardPage(page).load(FOUR_SIDES)
    assert page.eval_on_selector_all("canvas[data-sample]", "all => all.map(c => c.dataset.sample)") \
        == legend_samples("bases"), "a full board: no off cell in the legend"
    assert page.text_content("#help-rules p:last-child") != table("ru")["help.shape"]


def test_a_board_with_no_room_draws_nothing_and_plays_on_once_shown(watched, base_url):
    """An iframe not laid out yet, or a board hidden, gives the canvas no pixels:
    its cached layers must not be copied then (drawImage refuses a canvas of
    no size; the Embed dialog's preview raised so)."""
    board = BoardPage(watched, base_url, "?mode=two")
    errors = []
    watched.on("pageerror", lambda error: errors.append(str(error)))
    watched.evaluate("document.getElementById('board-wrap').style.display = 'none'")
    watched.wait_for_function("document.getElementById('board').width === 0")   # the page redrew it
    watched.evaluate("document.getElementById('board-wrap').style.display = ''")
    watched.wait_for_function("document.getElementById('board').width > 0")
    board.click("a1")
    assert board.record() == "1. a1" and errors == []


CANVAS_PIXELS = ("(c => Array.from(c.getContext('2d').getImageData(0, 0, c.width, c.height).data))"
                 "(document.getElementById('board'))")
BOARD_DRAWS = """
window.boardDraws = 0;
const clear = CanvasRenderingContext2D.prototype.clearRect;
CanvasRenderingContext2D.prototype.clearRect = function (...args) {
    if (this.canvas.id === 'board') window.boardDraws += 1;   // each drawing of the board starts so
    return clear.apply(this, args);
};
"""


def test_a_redraw_that_changes_nothing_on_the_board_leaves_its_canvas_as_it_is(watched, base_url):
    """The page redraws on every change, most of them the panel's alone: the
    board is drawn again only when what it shows changed (a sub-move, the
    pointer's cell), not for another language of the words round it."""
    watched.add_init_script(BOARD_DRAWS)
    board = BoardPage(watched, base_url, "?mode=two&lang=en")
    board.click("a1")
    board.wait_for("document.getElementById('board').dataset.recent === 'a1:1:place'")
    drawn = watched.evaluate("window.boardDraws")
    assert drawn > 0
    choose_language(watched, "ru")
    watched.wait_for_function("document.getElementById('pass').textContent.trim() === 'Пропустить'")
    assert watched.evaluate("window.boardDraws") == drawn
    watched.mouse.move(*page_point(board, "b2"))
    watched.wait_for_function("document.getElementById('board').dataset.preview === 'b2'")
    assert watched.evaluate("window.boardDraws") > drawn


def test_the_cached_layers_draw_the_board_as_it_is_drawn_afresh(watched, base_url):
    """The cells and the recent sub-moves' numbers are kept in layers where a
    sub-move redraws only the cells it changed (game/web/board/layers_view.py), and the
    board composes them again only where a redraw changed something
    (game/web/board/composition.py): after rounds of six sides' turns (numbers
    come, move to another corner as a later side takes the cell, and go with
    their side's next turn; each side's reach) and the mouse's previews over
    cells and off the board, the board is the one drawn whole for the same
    position, once its size changes and comes back: nothing left behind, no
    edge cut off (a redrawn cell's clip leaves its antialiased edges a few
    levels off, never more)."""
    board = BoardPage(watched, base_url, "?mode=two&lang=en&game=bases&players=6&size=10")
    game = Game.from_record(board.record())
    chooser = random.Random(3)
    while len(game.turns()) < 15 and game.result is None:
        legal = game.legal_moves()
        taken = [cell for cell in legal if game.cell(cell) != "."]
        cell = chooser.choice(taken or legal)   # kills where it can: numbers in both corners
        board.click(cell)
        game.play(cell)
        board.wait_for("s.dataset.turn === '%s' && s.dataset.left === '%d'" % (game.turn, game.actions_left))
    assert sum(entry.endswith(":kill") for entry in board.board("recent").split()) >= 2
    for cell in chooser.sample(game.legal_moves(), 4):   # the preview comes and goes cell by cell
        watched.mouse.move(*page_point(board, cell))
        watched.wait_for_function("(cell) => document.getElementById('board').dataset.preview === cell", arg=cell)
    box = watched.locator("#status").bounding_box()
    watched.mouse.move(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)   # off the board
    watched.wait_for_function("document.getElementById('board').dataset.preview === ''")
    off = off_from_drawn_whole(watched, board)
    assert off == 0, "%d colour values differ from the board drawn whole" % off


def off_from_drawn_whole(watched, board):
    """How many colour values of the board differ from the same board drawn
    whole, once its size changes and comes back (a redrawn cell's clip leaves
    its antialiased edges a few levels off, never more)."""
    watched.evaluate("window.drawn = " + CANVAS_PIXELS)
    grid = board.board("grid")   # where the board's cells are drawn: another for another size
    size = watched.viewport_size
    watched.set_viewport_size({"width": size["width"] - 160, "height": size["height"] - 120})
    watched.wait_for_function("(grid) => document.getElementById('board').dataset.grid !== grid", arg=grid)
    watched.set_viewport_size(size)
    watched.wait_for_function("(grid) => document.getElementById('board').dataset.grid === grid", arg=grid)
    return watched.evaluate("(pixels => pixels.filter((value, index) => Math.abs(value - drawn[index]) > 16)"
                            ".length)(" + CANVAS_PIXELS + ")")


def test_a_sub_move_that_changes_many_cells_redraws_them_all_as_drawn_afresh(watched, base_url):
    """A sub-move that cuts bases off changes many cells at once (each goes
    pale); the cells' layer redraws them and their neighbours in one clip
    (game/web/board/layers_view.py): the board is then the one drawn whole."""
    rng = random.Random(1)
    game = Game(Rules(10, 10, 3, game="bases", players=6))
    layout = BoardLayout(10, 10, 600, 600)
    cells = CellOps()
    cells.update(scene_parts(game.position, layout, 600, 600).cells)
    while True:   # the first sub-move of a random game to change five cells or more, and the record before it
        legal = game.legal_moves()
        if not legal:
            game.pass_turn()
            continue
        taken = [cell for cell in legal if game.cell(cell) != "."]
        before = game.record()
        cell = rng.choice(taken or legal)
        game.play(cell)
        changed = cells.update(scene_parts(game.position, layout, 600, 600).cells)
        if len(changed) >= 5:
            break
    board = BoardPage(watched, base_url, "?mode=two&lang=en&record=" + quote(before))
    board.click(cell)
    board.wait_for("s.dataset.turn === '%s' && s.dataset.left === '%d'" % (game.turn, game.actions_left))
    off = off_from_drawn_whole(watched, board)
    assert off == 0, "%d colour values differ from the board drawn whole" % off
