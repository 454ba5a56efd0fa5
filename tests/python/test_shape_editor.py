"""Drawing a board of one's own (game/web/shape_editor.py): the half-turn symmetry
kept by default, the start cells moved, and what the engine refuses, in words."""

from game import Game
from game.rules import Rules
from game.rules.shapes import SHAPES, rules_for
from game.web.shape_editor import ASYMMETRIC, ShapeEditor
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
    assert capture.start_names() == ["f1", "a6", "a6", "f1"] and keys(capture) == ["editor.start-twice"]


def test_what_cannot_be_played_is_said_and_the_engine_agrees():
    editor = ShapeEditor(6, 6)
    editor.toggle((0, 0))
    assert keys(editor) == ["editor.start-off"] and dict(editor.problems())["editor.start-off"] == \
        {"cells": "a1 f6"}
    editor.move_start(0, (1, 1))
    assert editor.problems() == [] and Game(editor.rules()).legal_moves() == ["b2"]
    boxed = ShapeEditor(6, 6)
    for spot in ((1, 0), (0, 1), (1, 1)):
        boxed.toggle(spot)
    assert keys(boxed) == ["editor.no-room"] and dict(boxed.problems())["editor.no-room"] == {"cells": "a1 f6"}
    split = ShapeEditor(7, 7)
    for row in range(4):   # and the partners: rows 4 to 7
        split.toggle((3, row))
    assert split.holes() == ["d%d" % row for row in range(1, 8)]
    assert keys(split) == ["editor.split"] and dict(split.problems())["editor.split"] == {"cells": "a1 g7"}, \
        "column d off: the halves never meet"
    edge = ShapeEditor(7, 7, game="bases", players=2)
    edge.move_start(0, (2, 3))
    assert keys(edge) == ["editor.start-refused"], "a first virus stands at the edge"
    empty = ShapeEditor(3, 3, symmetric=False)
    for col in range(3):
        for row in range(3):
            empty.toggle((col, row))
    assert keys(empty)[0] == "editor.start-off"
    for key, values in edge.problems() + boxed.problems() + split.problems() + [(ASYMMETRIC, {})]:
        for language in ("en", "ru"):
            words = Strings(language)(key, **values)
            assert words and "{" not in words


def test_the_editor_counts_neighbours_as_the_game_does():
    """The capture game's marks touch side by side only (its neighbourhood hook):
    cells joined at a corner are apart there, and together in the 8-neighbour games."""
    for game, room, cut in (("classic", [], []), ("bases", [], []),
                            ("capture", ["editor.no-room"], ["editor.cut-off"])):
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
            assert dict(island.problems())["editor.cut-off"] == {"cells": "c3 d4"}
            for language in ("en", "ru"):
                assert "c3 d4" in Strings(language)("editor.cut-off", cells="c3 d4")


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
