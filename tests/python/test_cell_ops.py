"""A cached layer's ops by cell (game/web/board/cell_ops.py): which cells each new
scene changes, against the cells' ops grouped afresh, in a game of six with
kills, and what is drawn round a changed cell."""

import random

from game import Game, Rules
from game.web.board.cell_ops import CellOps
from game.web.board.layout import BoardLayout
from game.web.board.scene import Overlay, cell_box, scene_parts
from game.web.play.session import Session


def grouped(ops):
    """{(x, y): the set of its ops}, grouped the slow plain way."""
    cells = {}
    for op in ops:
        x, y, size = cell_box(op)
        cells.setdefault((x, y), set()).add(op)
    return cells


def layers(game, layout):
    """(the cells' layer's ops, the numbers' layer's ops) the board draws now."""
    parts = scene_parts(game.position, layout, 600, 600, Overlay(recent=Session(game=game).recent_turns()))
    return parts.cells, parts.numbers


def sub_moves(seed, players=6, count=90):
    """A game of ``players`` on 12x12, a sub-move at a time, taking viruses where it can."""
    rng = random.Random(seed)
    game = Game(Rules(12, 12, 3, game="bases", players=players))
    for _ in range(count):
        legal = game.legal_moves()
        if game.result is not None or not legal:
            return
        taken = [cell for cell in legal if game.cell(cell) != "."]
        game.play(rng.choice(taken or legal))
        yield game


def test_each_sub_move_changes_exactly_the_cells_whose_ops_differ():
    layout = BoardLayout(12, 12, 600, 600)
    for part in (0, 1):   # the cells' layer, the numbers' one
        index = CellOps()
        before = {}
        index.update([])
        for game in sub_moves(seed=3):
            ops = layers(game, layout)[part]
            after = grouped(ops)
            expected = set(spot for spot in set(before) | set(after) if before.get(spot) != after.get(spot))
            assert index.update(ops) == expected
            before = after


def test_an_op_twice_has_every_cell_drawn():
    op = ("mark", "X", "#123", 10, 10, 20, 0, 0)
    index = CellOps()
    assert index.update([op]) == {(10, 10)}
    assert index.update([op, op]) is None
    assert index.update([op]) == set(), "the one op stands where it stood"


def test_changed_cells_are_drawn_with_their_neighbours_ops_each_once_in_the_lists_order():
    layout = BoardLayout(12, 12, 600, 600)
    game = list(sub_moves(seed=5, count=40))[-1]
    ops = layers(game, layout)[0]
    index = CellOps()
    index.update(ops)
    size = layout.cell
    spots = sorted(set(cell_box(op)[:2] for op in ops))

    def near(cells):   # the plain way
        return [other for other in ops if any(abs(cell_box(other)[0] - x) <= size and
                                              abs(cell_box(other)[1] - y) <= size for x, y in cells)]

    for spot in spots:   # alone: looked up in the list
        assert index.near({spot}) == near({spot})
    rng = random.Random(2)
    for count in (2, 3, 8, 30):   # a few, then many (a scan of the list)
        for _ in range(10):
            cells = set(rng.sample(spots, count))
            assert index.near(cells) == near(cells), cells


def test_the_change_the_scene_knows_finds_the_cells_that_comparing_finds():
    """The board gives its cells' layer the ops the scene added and removed
    (Scene.cells_change) rather than have it compare some 700 ops each
    sub-move: the same cells, and the same ops round each, as comparing."""
    layout = BoardLayout(12, 12, 600, 600)
    told, compared = CellOps(), CellOps()
    before = None
    knew = 0
    for game in sub_moves(seed=7, count=120):
        parts = scene_parts(game.position, layout, 600, 600)
        change = parts.cells_change(before)
        if before is not None and parts.starts is before.starts:
            assert change is not None, "the start cells as they were: the scene knows what changed"
            knew += 1
        assert told.update(parts.cells, change) == compared.update(parts.cells)
        assert told.by_cell == compared.by_cell
        before = parts
    assert knew > 40


def test_the_scene_knows_no_change_from_a_scene_it_did_not_make_these_cells_from():
    layout = BoardLayout(12, 12, 600, 600)
    games = [game.copy() for game in sub_moves(seed=2, count=20)]
    first = scene_parts(games[5].position, layout, 600, 600)
    scene_parts(games[9].position, layout, 600, 600)   # another caller's position between
    later = scene_parts(games[10].position, layout, 600, 600)
    assert later.cells_change(first) is None
    again = scene_parts(games[10].position, layout, 600, 600)
    assert again.cells_change(later) == ([], [])
    other = scene_parts(games[10].position, BoardLayout(12, 12, 500, 500), 500, 500)
    assert other.cells_change(again) is None, "another layout: every cell anew"
    assert scene_parts(games[11].position, layout, 600, 600).cells_change(None) is None


def test_a_compared_update_after_told_ones_still_finds_the_changed_cells():
    layout = BoardLayout(12, 12, 600, 600)
    index = CellOps()
    before = None
    games = [game.copy() for game in sub_moves(seed=4, count=30)]
    for game in games[:20]:
        parts = scene_parts(game.position, layout, 600, 600)
        index.update(parts.cells, parts.cells_change(before))
        before = parts
    ops = scene_parts(games[25].position, layout, 600, 600).cells
    expected = set(spot for spot in set(grouped(before.cells)) | set(grouped(ops))
                   if grouped(before.cells).get(spot) != grouped(ops).get(spot))
    assert index.update(ops) == expected
