"""The shape editor's preview as a person uses it (game/web/dialogs/shape_drawing.py):
taps, drags and keys, the scene it draws and what it says."""

from game.web.board.layout import BoardLayout
from game.web.dialogs.shape_drawing import Drawing, drawing_scene
from game.web.dialogs.shape_editor import ShapeEditor
from game.web.words import Strings


def test_a_drag_takes_the_cells_it_crosses_off_and_another_puts_them_back():
    drawing = Drawing(ShapeEditor(8, 6))
    drawing.press((3, 0))
    for spot in ((4, 0), (5, 0), (4, 0)):   # back over e1: it stays off
        drawing.drag(spot)
    drawing.release()
    assert drawing.editor.holes() == ["d1", "e1", "f1", "c6", "d6", "e6"]
    drawing.press((4, 0))   # a drag that starts on an off cell puts cells back
    drawing.drag((5, 0))
    drawing.drag((6, 0))
    drawing.release()
    assert drawing.editor.holes() == ["d1", "e6"]


def test_a_start_is_picked_up_by_a_tap_and_put_down_by_the_next_or_dragged():
    drawing = Drawing(ShapeEditor(8, 6))
    drawing.press((0, 0))
    drawing.release()
    assert drawing.picked == 0 and drawing.editor.off == set(), "a tap on a start takes no cell off"
    drawing.press((0, 2))
    drawing.release()
    assert drawing.picked is None and drawing.editor.start_names() == ["a3", "h4"]
    drawing.press((7, 3))   # O's, dragged
    drawing.drag((7, 4))
    drawing.release()
    assert drawing.picked is None and drawing.editor.start_names() == ["a2", "h5"]


def test_the_keyboard_moves_a_cursor_and_taps_under_it_and_it_is_said():
    drawing = Drawing(ShapeEditor(6, 6))
    text = Strings("en")
    assert drawing.key("ArrowUp") and drawing.cursor == (0, 0), "the first arrow shows the cursor"
    for key in ("ArrowUp", "ArrowRight", "ArrowLeft", "ArrowLeft", "ArrowDown", "ArrowDown"):
        drawing.key(key)
    assert drawing.cursor == (0, 0), "kept on the board"
    assert drawing.said(text) == "a1: X starts here. Space picks the start up"
    drawing.key("Enter")
    assert drawing.said(text).startswith("X's start on a1 is picked up")
    assert drawing.key("Escape") and drawing.picked is None and drawing.editor.start_names() == ["a1", "f6"]
    assert not drawing.key("Escape"), "nothing picked up: Escape is the dialog's"
    drawing.key("ArrowRight")
    drawing.key(" ")
    assert drawing.editor.holes() == ["b1", "e6"] and drawing.said(text) == "b1: off the board"
    assert Strings("ru")("editor.cell-off", cell="b1") == "b1: вырезана из поля"
    assert not drawing.key("x")


def test_the_scene_is_the_boards_own_ops_with_the_starts_and_the_cursor():
    drawing = Drawing(ShapeEditor(6, 6, game="bases", players=4))
    drawing.editor.toggle((2, 2))
    drawing.key("ArrowUp")
    drawing.press((0, 0))   # X's start picked up: highlighted
    layout = BoardLayout(6, 6, 300, 300)
    ops = drawing_scene(drawing, layout, 300, 300)
    names = [op[0] for op in ops]
    assert names[:3] == ["clear", "paper", "blank"] and "grid" in names and "labels" in names
    starts = [(op[1], op[6], op[7]) for op in ops if op[0] == "start"]
    assert starts == [("X", 0, 0), ("O", 5, 5), ("△", 5, 0), ("□", 0, 5)]
    assert names.index("wash") < names.index("grid") and names[-1] == "cursor"
    blank = [op for op in ops if op[0] == "blank"][0][1]
    x, y = layout.origin(2, 2)
    assert (x, y, layout.cell + 1, layout.cell + 1) in blank and len(blank) == 2, "c3 and d4 off"
