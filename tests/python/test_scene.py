"""The scene the board draws (game/web/board/scene.py), as plain data on CPython: what
every cell holds in each game (the toy fourth one too) drawn by its kind, the
side's symbol and pencil; start cells, reach, previews, the recent turns'
numbers; and the pencil (game/web/board/pencil.py) turning every op into canvas calls."""

import math
import random

import pytest

from game import Game, Rules
from game.rules import SYSTEMS
from game.rules.system import BASE, KILLED
from game.web.board import marks, palette, pencil
from game.web.board import scene as scenes
from game.web.board.layout import BoardLayout
from game.rules.shapes import SHAPES, rules_for
from game.web.board.outline import board_lines
from game.web.board.pencil import disc, disc_centre
from game.web.board.scene import Overlay, scene, scene_parts, turn_numbers
from game.web.play.session import Session
from game.web.views import legend
from helpers import bases_rules, side_with_room

CELL_OPS = ("mark", "killed", "base")



class Context:
    """A 2D context that keeps every call made on it, and the texts written with
    the pencil they were written in (the fill, or the last stroke: a disc's)."""

    def __init__(self):
        self.calls = []
        self.texts = []

    def fillText(self, text, x, y):
        self.texts.append((text, self.fillStyle, self.strokeStyle, x, y))

    def __getattr__(self, name):
        return lambda *args: self.calls.append((name,) + args)


def played(name, seed, players=None, sub_moves=30, size=6):
    system = SYSTEMS[name]
    players = players or system.MIN_PLAYERS
    size = side_with_room(players, size)
    game = Game(Rules(size, size, 2, game=name, players=players))
    rng = random.Random(seed)
    for _ in range(sub_moves):
        moves = game.legal_moves()
        if game.result is not None or not moves:
            break
        game.play(rng.choice(moves))
    return game


def cell_ops(ops):
    """{(x, y): op} of the ops that draw what a cell holds."""
    found = {}
    for op in ops:
        if op[0] in CELL_OPS:
            x, y = op[-5:-3] if op[0] != "killed" else op[4:6]
            found[(x, y)] = op
    return found


@pytest.mark.parametrize("name", ["classic", "bases", "capture", "dots"])
def test_every_cell_is_drawn_as_its_content_says(name, toy):
    system = SYSTEMS[name]
    for seed in range(8):
        game = played(name, seed, players=system.MAX_PLAYERS)
        position = game.position
        geo = position.geo
        layout = BoardLayout(geo.width, geo.height, 480, 480)
        drawn = cell_ops(scene(position, layout, 480, 480))
        held = 0
        for bit in geo.cells:
            number = geo.number(bit)
            corner = layout.origin(number % geo.width, number // geo.width)
            content = position.content(bit)
            if content is None:
                assert corner not in drawn
                continue
            held += 1
            player, kind = content
            op = drawn[corner]
            assert op[1] == system.SYMBOLS[player] and op[2] == palette.pencil_of(player), (name, op)
            assert op[0] == {KILLED: "killed", BASE: "base"}.get(kind, "mark")
            if kind == BASE:
                assert op[3] == (not position.inactive(player) & bit)
        assert held == len(drawn) > 0


def test_the_fourth_game_draws_with_no_edit_outside_its_own_file(toy):
    game = Game(Rules(4, 3, 2, game="dots", players=3))
    layout = BoardLayout(4, 3, 400, 300)
    starts = [op for op in scene(game.position, layout, 400, 300) if op[0] == "start"]
    assert [(op[1], op[2]) for op in starts] == list(zip(toy.SYMBOLS, palette.PENCILS[:3])), \
        "each side's start corner in its pencil, its symbol small in it"
    game.play("a1")
    ops = scene(game.position, layout, 400, 300, Overlay(reach=game.position.legal, preview=(1, 1),
                                                          recent=[("R", [("a1", "place")])]))
    assert ("mark", "●", palette.PENCILS[0]) + layout.origin(0, 0) + (layout.cell, 0, 0) in ops
    dots = [op for op in ops if op[0] == "reach"]
    assert len(dots) == 1 and dots[0][1] == palette.PENCILS[0] and len(dots[0][3]) == 2, \
        "a2 and b1: b2 has the preview instead"
    assert ("alpha", palette.PREVIEW_ALPHA) in ops and ("mark", "●", palette.PENCILS[0]) + \
        layout.origin(1, 1) + (layout.cell, 1, 1) in ops
    assert [op[2] for op in ops if op[0] == "order"] == [1]
    ctx = Context()
    pencil.draw(ctx, ops)
    assert ("●", palette.PENCILS[0]) in [text[:2] for text in ctx.texts], "a symbol with no stroke is written"


def test_a_preview_shows_what_the_engine_leaves_on_the_cell():
    classic = Game.from_record("1. a1-b2-c3, k10-i9-h8\n2. d4-e5-f6, g7-h7-h6")
    spot = (6, 6)   # g7: O's, in X's reach
    ops = scene(classic.position, BoardLayout(10, 10, 500, 500), 500, 500,
                Overlay(reach=classic.position.legal, preview=spot))
    preview = ops[ops.index(("alpha", palette.PREVIEW_ALPHA)) + 1]
    assert preview[:4] == ("killed", "O", palette.PENCILS[1], palette.PENCILS[0]), "a nought X killed"
    bases = Game.from_record('[Game "bases"]\n[Players "2"]\n[Size "5x5"]\n\n1. a1-b2-c3, e5-d4')
    ops = scene(bases.position, BoardLayout(5, 5, 500, 500), 500, 500, Overlay(preview=(2, 2)))
    preview = ops[ops.index(("alpha", palette.PREVIEW_ALPHA)) + 1]
    assert preview[:4] == ("base", "O", palette.PENCILS[1], True), "X's virus on c3 taken: O's base"


def test_start_cells_show_until_a_sides_first_sub_move_and_never_in_the_capture_game():
    layout = BoardLayout(5, 5, 500, 500)
    for name, before in (("classic", 2), ("bases", 2), ("capture", 0)):
        game = Game(Rules(5, 5, game=name))
        assert len([op for op in scene(game.position, layout, 500, 500) if op[0] == "start"]) == before
    edge = Game(Rules(5, 5, game="bases", players=3, starts="edge"))
    starts = [op for op in scene(edge.position, layout, 500, 500) if op[0] == "start"]
    assert len(starts) == 16 and {op[2] for op in starts} == {palette.PENCILS[0]}, \
        "the edge outlined once, for the next side to start"
    small = BoardLayout(5, 5, 100, 100)
    assert not any(op[-1] for op in scene(edge.position, small, 100, 100) if op[0] == "start"), \
        "no small marks in a band of small cells"


def numbers_drawn(game, layout):
    """{(cell, its disc's pencil, number): where its text stands (x, y)} of the
    numbers drawn in the cells for the recent turns."""
    ctx = Context()
    recent = Session(game=game).recent_turns()
    pencil.draw(ctx, scene(game.position, layout, 800, 800, Overlay(recent=recent)))
    cells = dict(((col, row), game.rules.geometry.name(game.rules.geometry.bit(col, row)))
                 for col in range(layout.cols) for row in range(layout.rows))
    drawn = {}
    for text, fill, stroke, x, y in ctx.texts:
        col = int((x - layout.x) // layout.cell)
        row = layout.rows - 1 - int((y - layout.y) // layout.cell)
        if text.isdigit() and (col, row) in cells and stroke in palette.PENCILS:
            drawn[(cells[(col, row)], stroke, text)] = (x, y)
    return drawn


FOUR_SIDES = ('[Game "bases"]\n[Players "4"]\n[Size "7x7"]\n\n'
              "1. a1-b1-b2, g7-f6-e5, g1-g2-f3, a7-b7-c6\n"
              "2. c3-a3-d4, d4-c5-e3, e3-g3-e4, c5-b4-a3\n"
              "3. b4-a5-d2")


def test_every_sides_last_turn_keeps_all_its_numbers():
    # on b4, S placed a virus (its 2nd sub-move) and X took it for its base (X's 1st)
    game = Game.from_record(FOUR_SIDES)
    layout = BoardLayout(7, 7, 800, 800)
    drawn = numbers_drawn(game, layout)
    recent = Session(game=game).recent_turns()
    pencils = dict(zip(game.players, palette.PENCILS))
    assert set(drawn) == set((cell, pencils[side], str(order + 1))
                             for side, actions in recent for order, (cell, kind) in enumerate(actions))
    assert ("b4", pencils["S"], "2") in drawn, "S's turn still shows its sub-move 2"
    x, y = layout.origin(1, 3)   # b4
    left, top = drawn[("b4", pencils["X"], "1")]
    right, bottom = drawn[("b4", pencils["S"], "2")]
    assert left < x + layout.cell / 2 < right and top < y + layout.cell / 2 < bottom, \
        "the later kill's number top left, the earlier one's bottom right"


def four_bots(seed, size=10, turns=40):
    """The games, turn by turn, of four sides that take viruses where they can."""
    rng = random.Random(seed)
    game = Game(Rules(size, size, 3, game="bases", players=4))
    while game.result is None and len(game.turns()) < turns:
        legal = game.legal_moves()
        taken = [cell for cell in legal if game.cell(cell) != "."]
        game.play(rng.choice(taken or legal))
        if game.position.at_turn_start():
            yield game


def test_numbers_never_cover_each_other():
    overlaps = set()
    for seed in range(6):
        for game in four_bots(seed):
            numbers = turn_numbers(game.rules.geometry, Session(game=game).recent_turns())
            for size in (17, 22, 25, 28, 32, 45, 60, 90):
                reach = disc(size)[3]   # a kill's paper ring
                discs = [disc_centre(col * size, row * size, size, corner)
                         for (col, row), side, order, kind, corner in numbers]
                if any(math.dist(discs[one], discs[other]) < 2 * reach
                       for one in range(len(discs)) for other in range(one)):
                    overlaps.add(size)
    # a 10x10 board on a 360 px phone has cells of 31 px; below 28 a cell has no room for two,
    # but under pencil.SMALL_CELL each disc keeps to its own quarter of the cell
    assert overlaps == {22, 25}, "apart, in one cell or side by side, wherever there is room"


@pytest.mark.parametrize("name", ["classic", "bases", "capture", "dots"])
def test_every_sample_of_every_legend_is_drawn_for_every_number_of_players(name, toy):
    system = SYSTEMS[name]
    for players in range(system.MIN_PLAYERS, system.MAX_PLAYERS + 1):
        rules = Rules(game=name, players=players)
        for sample, key in system.WORDS["legend"]:
            ops = legend.sample(sample, 32, rules)
            frames = [op for op in ops if op[0] == "frame"]
            assert len(frames) == legend.sample_cells(sample, rules.sides), sample
            ctx = Context()
            pencil.draw(ctx, ops)
            assert len(ctx.calls) + len(ctx.texts) > 4, sample


def test_every_op_a_scene_makes_has_a_drawer():
    game = Game.from_record(FOUR_SIDES)
    layout = BoardLayout(7, 7, 700, 700)
    overlay = Overlay(reach=game.position.legal, recent=Session(game=game).recent_turns(), hover=(0, 0),
                      hint=["d1"], cursor=(2, 2), preview=(6, 0), refusal=(0, 6, 0.5),
                      ground={"X": ["c7"], "O": [], "T": [], "S": []})
    names = {op[0] for op in scene(game.position, layout, 700, 700, overlay)}
    assert names <= set(pencil.DRAWERS) and len(names) >= 14


# --- a shaped board: its off cells are no paper -----------------------------------------------

# Where each op that draws in a cell draws: the top-left corners of its cells.
ANCHORS = {
    "wash": lambda op: [op[3:5]], "mark": lambda op: [op[3:5]], "base": lambda op: [op[4:6]],
    "killed": lambda op: [op[4:6]], "start": lambda op: [op[3:5]], "reach": lambda op: op[3],
    "target": lambda op: [op[2:4]], "hint": lambda op: [op[2:4]], "refusal": lambda op: [op[2:4]],
    "cursor": lambda op: [op[1:3]],
}


def shaped_games():
    """(name, a game played a little on each preset with holes, in each game it is meant for)."""
    for shape in [shape for shape in SHAPES if shape.holes]:
        for name in shape.games or ("classic", "bases", "capture"):
            system = SYSTEMS[name]
            players = min(system.MAX_PLAYERS, len(shape.corners))   # as many as its own starts
            game = Game(rules_for(shape.name, game=name, players=players))
            rng = random.Random(shape.name)
            for _ in range(12):
                if game.result is None and game.legal_moves():
                    game.play(rng.choice(game.legal_moves()))
            yield shape.name + " " + name, game


def off_spots(geo):
    return [(geo.number(bit) % geo.width, geo.number(bit) // geo.width) for bit in geo.bits(geo.holes)]


def test_no_op_draws_on_an_off_cell_but_the_keyboards_cursor_and_a_refusal():
    for label, game in shaped_games():
        position = game.position
        geo = position.geo
        for flipped in (False, True):
            layout = BoardLayout(geo.width, geo.height, 700, 600, flipped)
            off = set(layout.origin(*spot) for spot in off_spots(geo))
            spot = off_spots(geo)[0]
            overlay = Overlay(reach=position.legal, recent=Session(game=game).recent_turns(), hover=spot,
                              hint=game.legal_moves()[:2], cursor=spot, refusal=spot + (1,),
                              ground=dict((side, geo.names(geo.full & ~position.legal)[:5])
                                          for side in game.players))
            ops = scene(position, layout, 700, 600, overlay)
            on_off = [op[0] for op in ops if op[0] in ANCHORS and off & set(ANCHORS[op[0]](op))]
            assert on_off == ["refusal", "cursor"], (label, flipped, on_off)
            assert {op[0] for op in ops if op[0] in ANCHORS} >= {"mark", "wash", "reach"}, label


def spots_beside(layout, segment):
    """The pairs of cells (col, row) a piece of a board line lies between, one
    pair for each cell's length of it (None: outside the rectangle)."""
    x0, y0, x1, y1 = segment
    size = layout.cell
    pairs = []
    if x0 == x1:   # down the board
        for y in range(int(y0) + size // 2, int(y1), size):
            pairs.append((layout.cell_at(x0 - size / 2, y), layout.cell_at(x0 + size / 2, y)))
    else:
        for x in range(int(x0) + size // 2, int(x1), size):
            pairs.append((layout.cell_at(x, y0 - size / 2), layout.cell_at(x, y0 + size / 2)))
    return pairs


def test_the_board_lines_run_between_cells_of_the_board_and_the_outline_round_its_shape():
    for shape in SHAPES:
        geo = rules_for(shape.name, game=(shape.games or ("classic",))[0]).geometry

        def on(spot):
            return spot is not None and bool(geo.bit(*spot) & geo.full)

        for flipped in (False, True):
            layout = BoardLayout(geo.width, geo.height, 640, 480, flipped)
            ops = scene(Game(rules_for(shape.name, game=(shape.games or ("classic",))[0])).position,
                        layout, 640, 480)
            name, lines, outline = [op for op in ops if op[0] == "grid"][0]
            between = [pair for segment in lines for pair in spots_beside(layout, segment)]
            assert all(on(one) and on(other) for one, other in between), shape
            bounds = [pair for segment in outline for pair in spots_beside(layout, segment)]
            assert all(on(one) != on(other) for one, other in bounds), shape
            edges = 0   # every side of a cell of the board that meets an off cell or the rectangle's edge
            for bit in geo.cells:
                number = geo.number(bit)
                col, row = number % geo.width, number // geo.width
                for dc, dr in ((1, 0), (-1, 0), (0, 1), (0, -1)):
                    inside = 0 <= col + dc < geo.width and 0 <= row + dr < geo.height
                    edges += not (inside and on((col + dc, row + dr)))
            assert len(bounds) == edges, "the outline goes round every cell of the board's edge"
            blank = [rectangle for op in ops if op[0] == "blank" for rectangle in op[1]]
            for col in range(geo.width):
                for row in range(geo.height):
                    x, y = layout.origin(col, row)
                    covered = any(bx <= x + layout.cell / 2 < bx + w and by <= y + layout.cell / 2 < by + h
                                  for bx, by, w, h in blank)
                    assert covered == (not on((col, row))), (shape, col, row)


def test_a_full_board_draws_its_lines_and_outline_as_a_rectangle():
    layout = BoardLayout(10, 8, 500, 420)
    ops = scene(Game(Rules(10, 8)).position, layout, 500, 420)
    assert "blank" not in [op[0] for op in ops]
    name, lines, outline = [op for op in ops if op[0] == "grid"][0]
    x, y, size = layout.x, layout.y, layout.cell
    assert sorted(lines) == sorted([(x + col * size + 0.5, y, x + col * size + 0.5, y + 8 * size)
                                    for col in range(1, 10)]
                                   + [(x, y + row * size + 0.5, x + 10 * size, y + row * size + 0.5)
                                      for row in range(1, 8)])
    right, bottom = x + 10 * size + 1, y + 8 * size + 1
    assert sorted(outline) == sorted([(x, y, x, bottom), (right, y, right, bottom),
                                      (x, y, right, y), (x, bottom, right, bottom)]), \
        "as strokeRect(x, y, w + 1, h + 1)"


def test_an_inner_corner_of_the_outline_ends_where_the_other_side_begins():
    # a1 off: the outline turns in round it; b1's left and a2's bottom meet at b2's corner
    on = [[True, True], [False, True]]   # the screen's top row first: a2 b2 / a1 b1
    name, lines, outline = board_lines(on, 0, 0, 10)
    assert (10, 11, 10, 21) in outline, "b1's left side: from a pixel below a2's outline to past the edge"
    assert (0, 11, 10, 11) in outline, "a2's bottom, ending at b1's outline (no pixel into b1)"


def test_the_legend_and_how_to_play_mention_off_cells_on_a_board_with_a_shape():
    for name in ("classic", "bases", "capture"):
        full = Rules(game=name)
        shaped = rules_for("ring", game=name)
        assert legend.entries(full) == list(SYSTEMS[name].WORDS["legend"])
        assert legend.entries(shaped) == legend.entries(full) + [("off", "legend.off")]
        assert legend.help_keys(shaped) == list(SYSTEMS[name].WORDS["help"]) + ["help.shape"]
        assert "help.shape" not in legend.help_keys(full)
        assert legend.shown_for(full) != legend.shown_for(shaped), "How to play is made again"
    ops = legend.sample("off", 32, rules_for("ring"))
    assert legend.sample_cells("off", ("X", "O")) == 3
    assert [op[1] for op in ops if op[0] == "frame"] == [0, 64], "the middle cell has no lines"
    outline = [op for op in ops if op[0] == "grid"][0][2]
    assert all(32 <= x0 <= 64 for x0, y0, x1, y1 in outline), "the board's edge on either side of it"
    ctx = Context()
    pencil.draw(ctx, ops)
    assert ctx.calls


def test_a_presets_picture_is_its_shape_and_its_start_cells():
    from game.web.board.scene import thumbnail
    for shape in SHAPES:
        for name in shape.games or ("classic", "bases", "capture"):
            rules = rules_for(shape.name, game=name, players=min(SYSTEMS[name].MAX_PLAYERS, len(shape.corners)))
            ops = thumbnail(rules, 6)
            assert ops[0] == ("clear", shape.width * 6 + 4, shape.height * 6 + 4)
            on = [[bool(rules.geometry.full & rules.geometry.bit(col, shape.height - 1 - row))
                   for col in range(shape.width)] for row in range(shape.height)]
            assert ops[1] == board_lines(on, 2, 2, 6), "the board's own lines and outline"
            washes = [op for op in ops if op[0] == "wash"]
            starts = [(palette.pencil_of(player), name) for player, mask in enumerate(rules.start_masks)
                      for name in rules.geometry.names(mask)]
            assert len(washes) == len(starts) and [op[1] for op in washes] == [colour for colour, cell in starts]
            for op, (colour, cell) in zip(washes, starts):
                number = rules.geometry.number(rules.geometry.parse(cell))
                col, row = number % shape.width, number // shape.width
                assert op[3:5] == (2 + col * 6 + 1, 2 + (shape.height - 1 - row) * 6 + 1), cell
            ctx = Context()
            pencil.draw(ctx, ops)


def thirty_until(side):
    """A game of 30 on 25x25 played by random legal turns until ``side`` has played one."""
    game = Game(Rules(25, 25, game="bases", players=30))
    rng = random.Random(17)
    while side not in [mover for mover, action in game.history()] or game.turn == side:
        game.play(rng.choice(game.legal_moves()))
    return game


def test_side_seventeen_is_drawn_as_a_brown_cross_and_side_twenty_five_as_its_number():
    game = thirty_until("P25")
    layout = BoardLayout(25, 25, 600, 600)
    ops = [op for op in scene(game.position, layout, 600, 600) if op[0] in CELL_OPS]
    seventeen = [op for op in ops if op[1] == "X 17"]
    assert len(seventeen) == 3 and {op[:3] for op in seventeen} == {("mark", "X 17", "#7a4a1e")}
    assert {op[:3] for op in ops if op[1] == "25"} == {("mark", "25", "#1f4e9a")}
    ctx = Context()
    pencil.draw(ctx, [seventeen[0]])
    assert ctx.strokeStyle == "#7a4a1e" and \
        len([call for call in ctx.calls if call[0] == "quadraticCurveTo"]) == 2, "a cross, as X's"
    assert ctx.texts == [], "a shape, no text"
    ctx = Context()
    pencil.draw(ctx, [("mark", "25", "#1f4e9a", 0, 0, 24, 0, 0), ("base", "26", "#b3261e", True, 24, 0, 24, 1, 0)])
    assert [text for text, *rest in ctx.texts] == ["25", "26"], "past the shapes, the number in its pencil"


@pytest.mark.parametrize("size", [30, 38, 50, 64, 80])
def test_a_written_number_keeps_clear_of_the_sub_moves_number_above_it(size):
    # a game of 30 on a projector: the disc in a cell's top-left corner covered
    # the top of the first digit of the sides written as numbers, "25" read "5".
    # (Below 30 px a disc takes most of a cell's height; in a small one, a quarter.)
    for op in (("mark", "25", "#1f4e9a", 0, 0, size, 0, 0), ("base", "26", "#b3261e", True, 0, 0, size, 1, 0)):
        ctx = Context()
        pencil.draw(ctx, [op])
        (text, fill, stroke, x, y), = ctx.texts
        font = int(ctx.font.split("px")[0].split()[-1])
        # a bold digit is some 0.7 of the font wide and 0.73 high
        left, right, top, bottom = x - 0.7 * font, x + 0.7 * font, y - 0.365 * font, y + 0.365 * font
        cx, cy = disc_centre(0, 0, size, pencil.TOP_LEFT)
        nearest = (min(max(cx, left), right), min(max(cy, top), bottom))
        assert math.dist((cx, cy), nearest) >= disc(size)[3], "clear of a kill's disc and its paper ring"
        assert 0 <= left and right <= size and bottom <= size, "inside its cell"
        assert font >= 0.4 * size, "still read across a room"


@pytest.mark.parametrize("symbol", ["◇ 5", "▽ 6", "☆ 7", "+ 8"])
def test_each_new_shape_is_drawn_in_pencil_strokes(symbol):
    ctx = Context()
    pencil.draw(ctx, [("mark", symbol, "#1d5e2e", 0, 0, 24, 3, 4),
                      ("killed", symbol, "#1d5e2e", "#b3261e", 24, 0, 24, 4, 4),
                      ("base", symbol, "#1d5e2e", False, 48, 0, 24, 5, 4)])
    assert ctx.texts == [] and len([call for call in ctx.calls if call[0] == "stroke"]) >= 4
    assert marks.drawn(symbol) == symbol[0]


def test_a_board_says_when_its_cells_are_too_small_for_the_marks_of_its_sides():
    from game.web.board.layout import READABLE_CELL_MANY, too_small
    phone = BoardLayout(25, 25, 360, 360)   # a phone's board: as wide as the screen
    assert phone.cell < READABLE_CELL_MANY and too_small(phone.cell, 30) and too_small(phone.cell, 5)
    assert not too_small(phone.cell, 2) and not too_small(phone.cell, 4), "X, O, △ and □ read smaller"
    assert not too_small(BoardLayout(25, 25, 520, 520).cell, 30), "a desktop's or a tablet's board"
    assert too_small(11, 2) and not too_small(READABLE_CELL_MANY, 30)


def test_the_scenes_parts_are_what_the_board_keeps_apart():
    """The board (game/web/board/board_view.py) caches the paper, the lines and labels,
    the start cells and what the cells hold, and the numbers each in a layer:
    nothing of the hover, the reach, a preview or the cursor is in them."""
    game = Game(Rules(6, 6, 2, game="bases", players=5))
    game.play("a1")
    layout = BoardLayout(6, 6, 300, 300, False)
    overlay = Overlay(game.position.legal, [("X", [("a1", "place")])], hover=(2, 2), preview=(1, 1),
                      cursor=(3, 3))
    parts = scene_parts(game.position, layout, 300, 300, overlay)

    def kinds(ops):
        return {op[0] for op in ops}

    assert kinds(parts.paper) == {"clear", "paper"}
    assert kinds(parts.washes) == {"wash"}, "the highlighter and the hover, under the lines"
    assert kinds(parts.lines) == {"grid", "labels"}
    assert kinds(parts.cells) == {"start", "mark"}
    assert kinds(parts.reach) == {"reach"}
    assert kinds(parts.numbers) == {"order"}
    assert kinds(parts.over) == {"alpha", "mark", "cursor"}, "the preview and the cursor, over all"
    assert scene(game.position, layout, 300, 300, overlay) == parts.ops()


def test_a_transparent_board_has_no_paper_but_keeps_its_lines_and_marks():
    game = Game.from_record("1. a1-b2-c3")
    layout = BoardLayout(10, 10, 500, 400)
    ops = scene(game.position, layout, 500, 400)

    def drawn(clear):
        palette.use("light", clear)
        ctx = Context()
        pencil.draw(ctx, ops)
        return ctx.calls

    try:
        opaque, clear = drawn(False), drawn(True)
    finally:
        palette.use("light")
    assert ("fillRect", 0, 0, 500, 400) in opaque and ("fillRect", 0, 0, 500, 400) not in clear
    lines = [call for call in opaque if call[0] == "moveTo"]
    assert 0 < len([call for call in clear if call[0] == "moveTo"]) < len(lines), \
        "the board's lines and marks, not the squared paper beyond the board"
    assert [call for call in clear if call[0] in ("moveTo", "lineTo")] == \
        [call for call in opaque[opaque.index(("stroke",)) + 1:] if call[0] in ("moveTo", "lineTo")]


def test_every_base_is_drawn_pale_exactly_while_it_is_cut_off_sub_move_by_sub_move():
    """The scene asks inactive() again only of the players whose cells changed
    (the protocol: it reads a player's own cells): each sub-move's scene, made
    from the one before, draws each base as a scene made afresh would."""
    for seed in range(4):
        rng = random.Random(seed)
        game = Game(Rules(8, 8, 3, game="bases", players=4))
        layout = BoardLayout(8, 8, 400, 400)
        paled = 0
        while game.result is None and game.history_length() < 160:
            legal = game.legal_moves()
            if not legal:
                game.pass_turn()
                continue
            taken = [cell for cell in legal if game.cell(cell) != "."]
            game.play(rng.choice(taken or legal))
            position = game.position
            for op in cell_ops(scene_parts(position, layout, 400, 400).cells).values():
                if op[0] == "base":
                    col, row = op[-2:]
                    player = SYSTEMS["bases"].SYMBOLS.index(op[1])
                    cut_off = bool(position.inactive(player) & position.geo.bit(col, row))
                    assert op[3] == (not cut_off), (seed, game.record())
                    paled += cut_off
        assert paled, "some base was cut off"


def test_the_numbers_kept_are_those_shown():
    # a whole game's numbers kept made each lookup slow on MicroPython (a tuple's hash is its items' sum)
    layout = BoardLayout(10, 10, 500, 500)
    shown = []
    for game in four_bots(3, turns=30):
        session = Session(game=game)
        parts = scene_parts(game.position, layout, 500, 500, Overlay(recent=session.recent_turns()))
        shown.append(len(parts.numbers))
        assert len(scenes._numbers[1]) == len(set(turn_numbers(game.rules.geometry, session.recent_turns())))
    assert len(shown) > 20 and max(shown) >= 9, "several turns' numbers shown at once"


def test_in_a_small_cell_the_numbers_are_the_last_turns_in_a_corner_clear_of_the_mark():
    # a game of 30 on 25x25 on a phone: cells of some 15 CSS px, where a full-sized disc covered the mark
    game = thirty_until("P5")
    layout = BoardLayout(25, 25, 380, 380)
    assert layout.cell < 20, "a phone's cell"
    recent = Session(game=game).recent_turns()
    assert len(recent) > 1, "several turns are recent"
    ops = scene(game.position, layout, 380, 380, Overlay(recent=recent))
    orders = [op for op in ops if op[0] == "order"]
    last_side, last_actions = recent[-1]
    assert [op[2] for op in orders] == list(range(1, len(last_actions) + 1)), "only the last turn's numbers"
    size = layout.cell
    ring = disc(size)[3]
    for op in orders:
        x, y, corner = op[4], op[5], op[7]
        cx, cy = disc_centre(x, y, size, corner)
        quarter = (x, y) if corner == pencil.TOP_LEFT else (x + size / 2, y + size / 2)
        assert quarter[0] <= cx - ring and cx + ring <= quarter[0] + size / 2 + 1e-9, \
            "the disc, a kill's paper ring too, stays in its quarter of the cell"
        assert quarter[1] <= cy - ring and cy + ring <= quarter[1] + size / 2 + 1e-9
        assert disc(size)[0] >= 6, "a number still to be read"


def test_a_disc_in_the_tiniest_cell_has_a_radius_a_canvas_takes():
    # a 280x280 embed, laid out before its box is known, had cells of 4 px: arc() threw on radius -0.2
    for tenth in range(1, 600):
        font, radius, width, reach = disc(tenth / 10)
        assert radius > 0 and width > 0 and reach >= radius, "cell of %.1f px" % (tenth / 10)


def test_in_a_big_cell_every_recent_turn_keeps_its_numbers():
    game = thirty_until("P5")
    layout = BoardLayout(25, 25, 800, 800)
    assert layout.cell >= 20
    recent = Session(game=game).recent_turns()
    ops = scene(game.position, layout, 800, 800, Overlay(recent=recent))
    assert len([op for op in ops if op[0] == "order"]) == sum(len(actions) for side, actions in recent)


def enclosed_game(last="b1"):
    """X walls its virus in a1 with bases a2, b2 and b1 (the edge closes the
    rest); ``last`` X's last sub-move (b1 encloses, c1 does not)."""
    from game.systems.bases.rules import position_from_diagram
    rules = bases_rules(4, 4)
    game = Game(rules)
    game.position = position_from_diagram(rules, """
        . . . O
        . . . .
        X+ X+ . .
        X O . .
    """, "X", None)
    game.play(last)
    return game


def test_the_enclosure_that_won_is_outlined_in_the_winners_pencil():
    game = enclosed_game()
    assert game.reason == "enclosed"
    layout = BoardLayout(4, 4, 400, 400)
    ops = scene(game.position, layout, 400, 400)
    outlines = [op for op in ops if op[0] == "enclosure"]
    assert len(outlines) == 1
    name, colour, size, boxes, edges = outlines[0]
    assert colour == palette.PENCILS[0] and size == layout.cell
    assert set(boxes) == set(layout.origin(col, row) for col, row in ((0, 0), (0, 1), (1, 0), (1, 1))), \
        "the walled-in virus a1 and its bases a2, b2, b1"
    x, y = layout.origin(0, 1)   # a2: the top left of the square a1-b2
    cell = layout.cell
    assert len(edges) == 8, "round the 2x2 square: two edges a side, none inside it"
    ends = set((x1, y1) for x1, y1, x2, y2 in edges) | set((x2, y2) for x1, y1, x2, y2 in edges)
    assert ends == set((x + dx * cell, y + dy * cell) for dx in range(3) for dy in range(3)) - {(x + cell, y + cell)}
    ctx = Context()
    pencil.draw(ctx, ops)   # the pencil draws it


def test_a_game_not_won_by_enclosure_outlines_none():
    game = enclosed_game("c1")
    assert game.result is None
    layout = BoardLayout(4, 4, 400, 400)
    assert not [op for op in scene(game.position, layout, 400, 400) if op[0] == "enclosure"]
    game.resign()
    assert not [op for op in scene(game.position, layout, 400, 400) if op[0] == "enclosure"]


# found by game/tools/build/puzzles.py: X to move wins in one turn, b5-g6-f5 (a kill of O's last g6 and f5)
WIN_IN_ONE = ('[Size "7x7"]\n\n1. a1-a2-b3, g7-f7-e6\n2. c4-d5-e6, f6-e5-d5\n3. d4-e5-f6, e7-d6-d4\n'
              '4. c5-d6-f4, d7-c6-e3\n5. e3-c6-f2, c7-b6-c5\n6. b6-d2-c7, g6-f5-f4')


@pytest.mark.parametrize("box", [300, 400, 800])
def test_a_hinted_cell_shows_the_hints_number_alone_not_the_last_turns_under_it(box):
    # a puzzle's Solution (and Hint) on the cells of O's last turn: both numbers were drawn in the one cell
    game = Game.from_record(WIN_IN_ONE)
    layout = BoardLayout(7, 7, box, box)
    recent = Session(game=game).recent_turns()
    hint = ["b5", "g6", "f5"]
    ops = scene(game.position, layout, box, box, Overlay(recent=recent, hint=hint))
    geo = game.rules.geometry
    hinted = set(layout.origin(*scenes.col_row(geo, geo.parse(name))) for name in hint)
    orders = [op for op in ops if op[0] == "order"]
    assert [op[2] for op in orders] == [3], "the last turn's g6 (1) and f5 (2) make room for the hint's 2 and 3"
    assert not [op for op in orders if (op[4], op[5]) in hinted]
    assert [op[1] for op in ops if op[0] == "hint"] == [1, 2, 3], "the hint's numbers, every one"
    washed = [(op[3] - 1, op[4] - 1) for op in ops if op[0] == "wash"]
    assert not hinted & set(washed), "the hint's own wash there, not the last turn's highlighter"
    unhinted = scene(game.position, layout, box, box, Overlay(recent=recent))
    assert [op[2] for op in unhinted if op[0] == "order"] == [1, 2, 3], "without a hint, the turn's numbers"
