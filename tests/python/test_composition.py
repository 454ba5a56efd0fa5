"""Where a redraw changes the board's canvas (game/web/board/composition.py): the
board composes its layers again only there, so every op drawn over them that
changed must lie inside the region, and an op of no known place composes the
canvas whole."""

import random

from game import Game, Rules
from game.web.board.composition import Composition, MARGIN, op_boxes, rectangle
from game.web.board.layout import BoardLayout
from game.web.board.scene import Overlay, scene_parts
from game.web.play.session import Session

RATIO = 1.5


def covered(box, region):
    """Whether the CSS box (x, y, width, height) lies inside the union of the
    region's device rectangles (checked at its corners and centre: the
    rectangles are cells' boxes, a box lies in one)."""
    x, y, width, height = box
    points = [(x, y), (x + width, y), (x, y + height), (x + width, y + height), (x + width / 2, y + height / 2)]
    return all(any(left <= px * RATIO <= left + w and top <= py * RATIO <= top + h for left, top, w, h in region)
               for px, py in points)


def scenes(seed, count=80):
    """The scenes of a game of six on 12x12 played a sub-move at a time, the
    mouse on a random cell each time (its hover and preview), a hint now and then."""
    rng = random.Random(seed)
    game = Game(Rules(12, 12, 3, game="bases", players=6))
    layout = BoardLayout(12, 12, 600, 600)
    for _ in range(count):
        legal = game.legal_moves()
        if game.result is not None or not legal:
            return
        game.play(rng.choice(legal))
        hover = (rng.randrange(12), rng.randrange(12))
        hint = rng.sample(game.legal_moves(), 2) if rng.random() < 0.2 and len(game.legal_moves()) > 2 else ()
        legal_now = game.legal_moves()
        preview = hover if game.rules.geometry.name(game.rules.geometry.bit(*hover)) in legal_now else None
        overlay = Overlay(game.position.legal,
                          Session(game=game).recent_turns(), hover=hover, hint=hint, preview=preview,
                          cursor=hover if rng.random() < 0.3 else None)
        yield scene_parts(game.position, layout, 600, 600, overlay)


def test_every_op_drawn_over_the_layers_has_a_place():
    for parts in scenes(seed=1):
        for op in parts.washes + parts.reach + parts.over:
            assert op_boxes(op) is not None, op


def test_every_op_that_changed_lies_in_the_region_composed_again():
    composed = Composition()
    frame = "the board"
    before = None
    partial = 0
    for parts in scenes(seed=2):
        region = composed.region(frame, parts.washes, parts.reach, parts.over, RATIO, [])
        if before is not None and region is not None:
            partial += 1
            for old, new in ((before.washes, parts.washes), (before.reach, parts.reach), (before.over, parts.over)):
                if old == new:
                    continue
                if old and new and old[0][0] == new[0][0] == "reach" and old[0][:3] == new[0][:3]:
                    size = new[0][2]   # the same side's dots: those that came or went
                    for x, y in set(old[0][3]) ^ set(new[0][3]):
                        assert covered((x, y, size, size), region), ("dot", x, y)
                    old, new = old[1:], new[1:]
                for op in [op for op in old if op not in new] + [op for op in new if op not in old]:
                    for box in op_boxes(op):
                        assert covered(box, region), (op, box)
        before = parts
    assert partial > 20, "most redraws compose a part of the canvas"


def test_the_layers_redrawn_rectangles_are_composed_again_and_a_layer_drawn_whole_composes_all():
    composed = Composition()
    ops = ([], [], [])
    assert composed.region("board", *ops, RATIO, []) is None, "the first redraw composes all"
    redrawn = [rectangle(30, 30, 50, 50, MARGIN, RATIO)]
    assert composed.region("board", *ops, RATIO, redrawn) == redrawn
    assert composed.region("board", *ops, RATIO, []) == [], "nothing changed: nothing composed"
    assert composed.region("board", *ops, RATIO, None) is None, "a layer drawn whole"
    assert composed.region("another size", *ops, RATIO, []) is None


def test_an_op_of_no_known_place_composes_the_canvas_whole():
    composed = Composition()
    composed.region("board", [], [], [], RATIO, [])
    assert composed.region("board", [], [], [("a new op", 1, 2)], RATIO, []) is None
    assert op_boxes(("a new op", 1, 2)) is None


def test_a_rectangle_holds_its_box_and_margin_in_whole_device_pixels():
    left, top, width, height = rectangle(10.25, 20.5, 30, 30, MARGIN, 2.625)
    assert all(isinstance(value, int) for value in (left, top, width, height))
    assert left <= (10.25 - MARGIN) * 2.625 and top <= (20.5 - MARGIN) * 2.625
    assert left + width >= (10.25 + 30 + MARGIN) * 2.625 and top + height >= (20.5 + 30 + MARGIN) * 2.625
