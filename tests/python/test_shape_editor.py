"""Drawing a board of one's own (game/web/dialogs/shape_editor.py): the half-turn symmetry
kept by default, the start cells moved, and what the engine refuses, in words."""

from game import Game
from game.rules import Rules
from game.rules.shapes import SHAPES, rules_for
from game.web.dialogs.shape_editor import ASYMMETRIC, ShapeEditor
from game.web.words import Strings


def keys(editor):
    return [key for key, values in editor.problems()]


def test_a_new_editor_is_the_whole_board_with_the_corner_starts():
    for game, players in (("classic", 2), ("bases", 4), ("capture", 2)):
        editor = ShapeEditor(8, 6, game=game, players=players)
        assert editor.problems() == [] and editor.rules() == Rules(8, 6, game=game, players=players)


def test_a_toggle_takes_the_partner_off_too_unless_one_cell_at_a_time():
    editor = ShapeEditor(10, 10)
    editor.toggle((4, 4))
    assert editor.holes() == ["e5", "f6"] and editor.problems() == []
    editor.toggle((5, 5))
    assert editor.holes() == [], "put back, both"
    editor.symmetric = False
    editor.toggle((4, 4))
    assert editor.holes() == ["e5"] and keys(editor) == [ASYMMETRIC]
    assert editor.rules().holes == ("e5",), "it plays, with the warning"
    editor.toggle((4, 4))
    assert editor.problems() == []
    middle = ShapeEditor(5, 5)
    middle.toggle((2, 2))
    assert middle.holes() == ["c3"], "the centre is its own partner"


def test_a_moved_start_moves_the_one_facing_it():
    editor = ShapeEditor(10, 10, game="bases", players=4)
    editor.move_start(0, (0, 4))
    assert editor.start_names() == ["a5", "k6", "k1", "a10"] and editor.problems() == []
    editor.symmetric = False
    editor.move_start(2, (9, 3))
    assert editor.start_names()[2:] == ["k4", "a10"] and keys(editor) == [ASYMMETRIC]
    capture = ShapeEditor(6, 6, game="capture")
    capture.move_start(0, (5, 0))   # X's two marks face each other
    assert capture.start_names() == ["f1", "a6", "a6", "f1"] and keys(capture) == ["editor.starts-twice"]


def test_what_cannot_be_played_is_said_and_the_engine_agrees():
    editor = ShapeEditor(6, 6)
    editor.toggle((0, 0))
    assert keys(editor) == ["editor.starts-off"] and dict(editor.problems())["editor.starts-off"] == \
        {"cells": ["a1", "f6"]}
    editor.move_start(0, (1, 1))
    assert editor.problems() == [] and Game(editor.rules()).legal_moves() == ["b2"]
    boxed = ShapeEditor(6, 6)
    for spot in ((1, 0), (0, 1), (1, 1)):
        boxed.toggle(spot)
    assert keys(boxed) == ["editor.no-room-many"] and dict(boxed.problems())["editor.no-room-many"] == \
        {"cells": ["a1", "f6"]}
    split = ShapeEditor(7, 7)
    for row in range(4):   # and the partners: rows 4 to 7
        split.toggle((3, row))
    assert split.holes() == ["d%d" % row for row in range(1, 8)]
    assert keys(split) == ["editor.split"] and dict(split.problems())["editor.split"] == {"cells": ["a1", "g7"]}, \
        "column d off: the halves never meet"
    edge = ShapeEditor(7, 7, game="bases", players=2)
    edge.move_start(0, (2, 3))
    assert keys(edge) == ["editor.start-refused"], "a first virus stands at the edge"
    empty = ShapeEditor(3, 3, symmetric=False)
    for col in range(3):
        for row in range(3):
            empty.toggle((col, row))
    assert keys(empty)[0] == "editor.starts-off"
    for key, values in edge.problems() + boxed.problems() + split.problems() + [(ASYMMETRIC, {})]:
        for language in ("en", "ru"):
            words = Strings(language)(key, **values)
            assert words and "{" not in words


def test_the_editor_counts_neighbours_as_the_game_does():
    """The capture game's marks touch side by side only (its neighbourhood hook):
    cells joined at a corner are apart there, and together in the 8-neighbour games."""
    for game, room, cut in (("classic", [], []), ("bases", [], []),
                            ("capture", ["editor.no-room-many"], ["editor.cut-off-many"])):
        boxed = ShapeEditor(6, 6, game=game)
        for spot in ((1, 0), (0, 1)):   # b1 and a2 off, and their partners: a1 keeps b2, at its corner
            boxed.toggle(spot)
        assert keys(boxed) == room, game
        island = ShapeEditor(6, 6, game=game)
        for spot in ((2, 1), (1, 2), (3, 2)):   # round c3 by its sides, and d4 (the partners; d3 is c4's)
            island.toggle(spot)
        assert island.holes() == ["c2", "b3", "d3", "c4", "e4", "d5"]
        assert keys(island) == cut, game
        if cut:
            assert dict(island.problems())["editor.cut-off-many"] == {"cells": ["c3", "d4"]}
            for language, both in (("en", "c3 and d4"), ("ru", "c3 и d4")):
                assert both in Strings(language)("editor.cut-off-many", cells=["c3", "d4"])


def test_every_preset_opens_in_the_editor_as_it_plays():
    for shape in SHAPES:
        for game in shape.games or ("classic", "bases", "capture"):
            for players in ((2, 3, 4) if game == "bases" else (2,)):
                editor = ShapeEditor.preset(shape.name, game=game, players=players)
                assert editor.problems() == [], (shape, game, players)
                assert editor.rules() == rules_for(shape.name, game=game, players=players)


def test_a_start_by_name_has_no_cells_to_move_and_asks_the_engine_for_room():
    edge = ShapeEditor(5, 5, game="bases", players=4, named="edge")
    assert edge.starts == [] and edge.problems() == [] and edge.rules() == Rules(5, 5, starts="edge", game="bases",
                                                                                players=4)
    edge.symmetric = False
    for col in range(5):
        for row in range(5):
            if (col, row) != (2, 2):
                edge.toggle((col, row))
    assert edge.problems() == [("editor.edge-room", {"players": 4})], "one edge cell left, for four"
    for language in ("en", "ru"):
        assert "4" in Strings(language)("editor.edge-room", players=4)


def test_the_cells_a_problem_names_are_a_list_in_a_sentence_of_either_language():
    """One cell, two, three and more than six: each a list with "and" (и) before
    the last, the words agreeing with how many there are."""
    split = ShapeEditor(7, 7)
    for row in range(4):
        split.toggle((3, row))
    key, values = split.problems()[0]
    assert Strings("en")(key, **values) == "The board is in pieces: a1 and g7 cannot reach the other sides."
    assert Strings("ru")(key, **values) == "Поле распалось на части: из a1 и g7 до других сторон не добраться."
    lone = ShapeEditor(6, 6, symmetric=False)
    lone.toggle((0, 0))
    assert lone.problems()[0] == ("editor.start-off", {"cells": ["a1"]})
    assert Strings("en")("editor.start-off", cells=["a1"]) == \
        "A start cell is off the board (a1): put it back or move the start."
    capture = ShapeEditor(6, 6, game="capture")   # four starts, all refused: a1, f6 and the others moved inside
    capture.move_start(0, (2, 2))
    capture.move_start(2, (2, 3))
    key, values = capture.problems()[0]
    assert key == "editor.start-refused"
    assert "c3, d4, c4 and d3" in Strings("en")(key, **values) and "c3, d4, c4 и d3" in Strings("ru")(key, **values)
    text = Strings("en")
    assert text("editor.cut-off-many", cells=["a%d" % row for row in range(1, 10)]) == \
        "No start reaches a1, a2, a3, a4, a5, a6 and 3 more: take those cells off too, or join them to the board."
    assert Strings("ru")("editor.cut-off-many", cells=["a%d" % row for row in range(1, 10)]).startswith(
        "Ни от одного старта не добраться до a1, a2, a3, a4, a5, a6 и ещё 3:")


def test_a_capture_board_over_before_the_first_move_is_said_as_the_engine_finds_it():
    """3x3 with its middle row off: X's two marks have two cells to grow to, and a
    turn is three marks, so the engine counts the game before it begins."""
    editor = ShapeEditor(3, 3, game="capture")
    editor.toggle((0, 1))
    editor.toggle((1, 1))
    assert editor.holes() == ["a2", "b2", "c2"]
    assert Game(editor.rules()).result is not None
    assert editor.problems() == [("new.over-at-start", {"side": "X", "field": "new.marks"})]
    assert ShapeEditor(3, 3, game="capture", actions=2, holes=["a2", "b2", "c2"]).problems() == [], \
        "two marks a turn fit"
