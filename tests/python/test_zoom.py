"""The board's view on a touch screen (game/web/board/zoom.py, applied by
game/web/board/layout.py), on CPython: the one transform that drawing and
hit-testing share, its bounds, and which touches are a tap, a pan or a pinch."""

import pytest

from game import Game, Rules
from game.core.board import COLUMN_LETTERS
from game.web.board.layout import BoardLayout
from game.web.board.scene import scene_parts
from game.web.board.zoom import MOST_CELL, TAP_SLOP, Touches, View, moved, showing

PHONE = (412, 412)   # a game of 30 on 25x25 across a phone held upright: cells of some 15 px


def phone_layout(view=None, flipped=False):
    return BoardLayout(25, 25, *PHONE, flipped, view)


def centre(layout, col, row):
    x, y = layout.origin(col, row)
    return x + layout.cell / 2, y + layout.cell / 2


def test_a_board_of_small_cells_may_be_zoomed_a_board_of_big_ones_not():
    layout = phone_layout()
    assert layout.cell < 20 and layout.zoomable and layout.scale == 1 and layout.view is None
    assert not BoardLayout(10, 10, 1280, 800).zoomable, "cells of 70 px need no zoom"
    assert not BoardLayout(10, 10, 360, 360).zoomable, "a phone's default board is played as it is"


@pytest.mark.parametrize("flipped", [False, True])
@pytest.mark.parametrize("scale, anchor", [(1.5, (200, 200)), (2, (30, 390)), (2.9, (406, 6)), (2.5, (0, 0))])
def test_every_cell_round_trips_through_the_view_at_any_scale_and_offset(flipped, scale, anchor):
    layout = phone_layout(moved(phone_layout(flipped=flipped), scale, anchor, anchor), flipped)
    assert layout.scale == pytest.approx(scale) and layout.cell == int(layout.fit * scale)
    seen = 0
    left, top, right, bottom = layout.open_box()
    for col in range(25):
        for row in range(25):
            x, y = centre(layout, col, row)
            if left <= x < right and top <= y < bottom:   # the cells in view
                assert layout.cell_at(x, y) == (col, row)
                seen += 1
            elif 0 <= x < PHONE[0] and 0 <= y < PHONE[1]:
                assert layout.cell_at(x, y) is None, "a cell under the labels' band is never played"
    assert 0 < seen < 25 * 25, "zoomed in, part of the board is in view"


def test_a_pinch_keeps_the_cell_under_its_centre_where_it_was():
    fitted = phone_layout()
    anchor = centre(fitted, 7, 18)
    zoomed = phone_layout(moved(fitted, 2.5, anchor, anchor))
    assert zoomed.cell_at(*anchor) == (7, 18)
    x, y = centre(zoomed, 7, 18)
    assert abs(x - anchor[0]) <= zoomed.cell / 2 and abs(y - anchor[1]) <= zoomed.cell / 2


def test_the_board_cannot_be_panned_away_nor_zoomed_past_its_bounds():
    fitted = phone_layout()
    zoomed = phone_layout(moved(fitted, 2, (200, 200), (200, 200)))
    for far in ((5000, 5000), (-5000, -5000), (5000, -5000)):
        panned = phone_layout(moved(zoomed, 2, (200, 200), far))
        assert panned.x <= fitted.x and panned.x + panned.width >= fitted.x + fitted.width, "no more margin"
        assert panned.y <= fitted.y and panned.y + panned.height >= fitted.y + fitted.height, "than when fitted"
        assert panned.cell_at(PHONE[0] / 2, PHONE[1] / 2) is not None, "the board fills the view"
    assert phone_layout(moved(fitted, 50, (200, 200), (200, 200))).cell == MOST_CELL
    out = phone_layout(moved(fitted, 0.5, (200, 200), (300, 100)))
    assert out.view is None and out.grid() == fitted.grid(), "zoomed out past the fit: the board fits"
    assert phone_layout(moved(fitted, 1, (0, 0), (300, 300))).grid() == fitted.grid(), "unzoomed, no pan"


def test_the_view_kept_over_a_smaller_box_is_brought_back_within_it():
    zoomed = phone_layout(moved(phone_layout(), 2, (400, 400), (400, 400)))
    narrower = BoardLayout(25, 25, 300, 412, False, zoomed.view)
    assert narrower.x + narrower.width >= 300 - BoardLayout(25, 25, 300, 412).x


def test_a_finger_that_stays_put_taps_and_one_that_wanders_pans_and_never_taps():
    layout = phone_layout(View(2, -100, -100))
    touches = Touches()
    touches.press(1, (100, 100), layout)
    assert touches.move(1, (100 + TAP_SLOP / 2, 100), layout) is None, "a finger's tremor is no pan"
    assert touches.lift(1) is True
    touches.press(1, (100, 100), layout)
    view = touches.move(1, (60, 80), layout)
    assert (view.x, view.y) == (layout.x - 40, layout.y - 20) and view.scale == layout.scale
    assert touches.lift(1) is False, "a pan plays no cell"


def test_two_fingers_pinch_about_their_centre_and_lifting_them_taps_nothing():
    fitted = phone_layout()
    touches = Touches()
    touches.press(1, (150, 200), fitted)
    touches.press(2, (250, 200), fitted)
    view = touches.move(2, (350, 200), fitted)   # twice as far apart, about (250, 200)
    assert view.scale == pytest.approx(2)
    zoomed = phone_layout(view)
    assert zoomed.cell_at(250, 200) == fitted.cell_at(200, 200)
    assert touches.lift(2) is False and touches.lift(1) is False, "a pinch plays no cell"
    touches.press(1, (100, 100), zoomed)
    assert touches.lift(1) is True, "the next touch taps again"


def test_a_cancelled_touch_leaves_no_finger_behind():
    touches = Touches()
    touches.press(1, (100, 100), phone_layout())
    touches.cancel()
    assert touches.move(1, (300, 300), phone_layout()) is None and not touches.down


def test_a_cell_out_of_a_zoomed_view_is_brought_into_it_and_one_in_it_moves_nothing():
    zoomed = phone_layout(moved(phone_layout(), 3, (0, 412), (0, 412)))   # a1's corner, zoomed in
    assert showing(zoomed, (0, 0)) is None, "a1 is in view: the board stays"
    for spot in ((24, 24), (12, 0), (0, 12), (12, 12)):
        shown = phone_layout(showing(zoomed, spot))
        x, y = shown.origin(*spot)
        left, top, right, bottom = shown.open_box()
        assert left <= x and x + zoomed.cell <= right and top <= y and y + zoomed.cell <= bottom, spot
        assert showing(shown, spot) is None, "clear of the labels' bands: it stays"
    corner = phone_layout(moved(phone_layout(), 3, (412, 0), (412, 0)))   # the far corner
    for spot in ((2, 12), (12, 2)):   # two cells in from the edges the labels' bands run along
        shown = phone_layout(showing(corner, spot))
        x, y = shown.origin(*spot)
        left, top, right, bottom = shown.open_box()
        assert left <= x and y + corner.cell <= bottom, "clear of the labels: %s" % (spot,)
    assert showing(phone_layout(), (24, 24)) is None, "a fitted board shows every cell"


@pytest.mark.parametrize("flipped", [False, True])
@pytest.mark.parametrize("anchor", [(200, 200), (30, 390), (406, 6)])
def test_a_zoomed_board_keeps_the_coordinates_of_the_cells_in_view_on_its_edges_over_the_marks(flipped, anchor):
    """Zoomed into a board of 25x25, a player still reads which column and row a
    cell is: the letters of the columns in view stay at the box's bottom and the
    numbers of the rows in view at its left, on paper, over whatever the cells hold."""
    game = Game(Rules(25, 25, 3, game="bases", players=30))
    layout = phone_layout(moved(phone_layout(flipped=flipped), 2.5, anchor, anchor), flipped)
    parts = scene_parts(game.position, layout, *PHONE)
    texts = [op for op in parts.over if op[0] == "labels"]
    assert texts, "the coordinates are drawn over the cells"
    assert not [op for op in parts.lines if op[0] == "labels"], "and not under them as well"
    shown = dict((text, (x, y)) for text, x, y in texts[0][2])
    for col in range(25):
        for row in range(25):
            x, y = centre(layout, col, row)
            if not (layout.label <= x < PHONE[0] and 0 <= y < PHONE[1] - layout.label):
                continue   # out of view, or under the coordinates' own band
            letter, number = layout_names(layout, col, row)
            letter_x, letter_y = shown[letter]
            number_x, number_y = shown[number]
            assert abs(letter_x - x) < 1 and abs(number_y - y) < 1, "each in line with its cells"
            assert letter_y > layout.y + layout.height or PHONE[1] - layout.label <= letter_y <= PHONE[1]
            assert number_x < layout.x or 0 <= number_x <= layout.label, "under the grid, or on the box's edge"
    letters, numbers = layout.label_bands()
    for text, x, y in texts[0][2]:
        assert not (letters and numbers and x < layout.label and y > PHONE[1] - layout.label), \
            "the corner where the bands meet stays clear: %s" % text
    bands = [op for op in parts.over if op[0] == "wash"]
    assert all(band[2] == 1 for band in bands), "no mark shows through behind a label"
    pinned = (layout.y + layout.height + layout.label + 2 > PHONE[1]) + (layout.x - layout.label - 2 < 0)
    assert len(bands) == pinned and all(parts.over.index(band) < parts.over.index(texts[0]) for band in bands), \
        "paper under the labels on the box's edges over the cells, none beside a grid that ends in view"


def test_a_fitted_board_has_its_coordinates_round_it_under_the_marks():
    layout = phone_layout()
    parts = scene_parts(Game(Rules(25, 25)).position, layout, *PHONE)
    assert [op[0] for op in parts.lines] == ["grid", "labels"]
    assert not [op for op in parts.over if op[0] in ("labels", "wash")]


def layout_names(layout, col, row):
    """The letter and the number of the cell (col, row) of ``layout``."""
    return COLUMN_LETTERS[col], str(row + 1)
