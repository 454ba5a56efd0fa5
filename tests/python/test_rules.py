"""RULES.md §2, clause by clause, on small hand-made positions."""

import pytest

from game import Game, Rules, IllegalMove, RecordError
from game.core.board import MAX_SIZE, MIN_SIZE, geometry
from helpers import game_from_diagram, reference_legal


def legal(game):
    return set(game.legal_moves())


# --- Board -------------------------------------------------------------------------


def test_classic_board_is_10x10_with_columns_skipping_j():
    game = Game()
    assert (game.rules.width, game.rules.height, game.rules.actions) == (10, 10, 3)
    assert game.cell("k10") == "."
    with pytest.raises(IllegalMove, match="no column j"):
        game.cell("j5")
    with pytest.raises(IllegalMove, match="off the 10x10 board"):
        game.cell("l1")
    str_board = str(game).splitlines()
    assert str_board[0].startswith("10 ")
    assert str_board[-1].split() == list("abcdefghik")


@pytest.mark.parametrize("options", [
    dict(width=2), dict(height=26), dict(actions=0), dict(actions=10),
    dict(starts=("a1", "a1")), dict(starts=("a1",)), dict(starts=("a1", "z9")),
    dict(width=3, height=3, starts=("a1", "d4")), dict(width="10"),
])
def test_rules_refuse_options_out_of_range(options):
    with pytest.raises(ValueError):
        Rules(**options)


def test_rules_accept_every_size_from_3_to_25_separately():
    for width, height in ((3, 3), (25, 25), (3, 25), (25, 3), (7, 12)):
        game = Game(Rules(width=width, height=height))
        far = game.rules.starts[1]
        assert game.rules.geometry.parse(far)  # the far corner is on the board
        assert len(str(game).splitlines()) == height + 1
    assert Rules(width=25, height=25).starts == ("a1", "z25")
    assert Rules(width=8, height=6).starts == ("a1", "h6")



def test_every_cell_of_every_board_size_has_its_number_through_a_small_int():
    # MicroPython hashes an int by its lowest machine word: a cell's bit value
    # past the 31st would collide with all the others as a key, its remainder not
    for width in range(MIN_SIZE, MAX_SIZE + 1):
        for height in range(MIN_SIZE, MAX_SIZE + 1):
            geo = geometry(width, height)
            assert 0 < geo.modulus < 2 ** 30
            numbers = [geo.number(geo.bit(col, row)) for row in range(height) for col in range(width)]
            assert numbers == list(range(width * height))
            assert len(set(bit % geo.modulus for bit in geo.cells)) == width * height
    geo = geometry(25, 25)
    assert geo.name(geo.bit(24, 24)) == "z25" and geo.name(geo.bit(0, 24)) == "a25"

# --- Players and start ---------------------------------------------------------------


def test_x_moves_first_and_each_side_starts_on_its_corner():
    game = Game()
    assert game.turn == "X" and game.actions_left == 3
    assert game.legal_moves() == ["a1"]
    with pytest.raises(IllegalMove, match="start cell a1"):
        game.play("b2")
    game.play("a1")
    assert legal(game) == {"a2", "b1", "b2"}
    game.play("b2")
    game.play("c3")
    assert game.turn == "O" and game.legal_moves() == ["k10"]


def test_agreed_start_cells():
    game = Game(Rules(starts=("c3", "h8")))
    assert game.legal_moves() == ["c3"]
    for cell in ("c3", "d4", "e5"):
        game.play(cell)
    assert game.legal_moves() == ["h8"]


def test_start_cells_on_3x3_x_can_take_os_start_cell():
    # X's three sub-moves reach O's start cell; O's only sub-move is then to
    # kill that mark, after which O has no living mark, so O's turn is cut
    # short, and O loses when its next turn comes.
    game = Game(Rules(width=3, height=3))
    game.play("a1")
    game.play("b2")
    game.play("c3")
    assert game.turn == "O" and game.legal_moves() == ["c3"]
    game.play("c3")
    assert game.cell("c3") == "x"
    assert game.turn == "X", "O's turn ends early: nothing more is legal for it"
    game.play("a2")
    game.play("a3")
    game.play("b3")
    assert game.result == "X" and game.reason == "no-moves"
    assert game.record() == '[Size "3x3"]\n[Result "X"]\n\n1. a1-b2-c3, c3\n2. a2-a3-b3'


def test_a_pass_keeps_the_start_cell_rule():
    game = Game(Rules(width=3, height=3))
    game.pass_turn()
    game.play("c3")
    game.play("b2")
    game.play("a1")   # O on X's start cell
    assert game.turn == "X" and game.legal_moves() == ["a1"]
    game.play("a1")   # the kill: X has still no living mark
    assert game.cell("a1") == "o" and game.turn == "O"


# --- Accessibility -------------------------------------------------------------------


def test_reach_is_the_8_neighbourhood_of_living_marks():
    game = game_from_diagram(Rules(5, 5), """
        . . . . .
        . . . . .
        . . X . .
        . . . . .
        . . . . O
    """)
    assert legal(game) == {"b2", "c2", "d2", "b3", "d3", "b4", "c4", "d4"}


def test_killed_enemy_chain_opens_the_rear():
    # X at a1; killed O marks b2..d4 lead to the far side of O's line.
    game = game_from_diagram(Rules(6, 6), """
        . . . . . .
        . . . . . O
        . . . o O .
        . . o O . .
        . o O . . .
        X . . . . .
    """)
    reach = legal(game)
    assert {"e5", "e4", "c5", "d5"} <= reach, "the rear behind the chain is open"
    assert {"c2", "d3", "e4"} <= reach, "living O marks along the chain can be killed"
    assert "f6" not in reach
    assert reach == reference_legal(game)


def test_killed_enemy_chain_not_touching_a_living_mark_does_not_conduct():
    game = game_from_diagram(Rules(5, 5), """
        . . . . O
        . . . . .
        . o o o .
        . . . o .
        X . . . .
    """)
    assert legal(game) == {"a2", "b2", "b1"}


def test_own_killed_marks_never_conduct():
    game = game_from_diagram(Rules(5, 5), """
        . . . . O
        . . . . .
        . . x . .
        . x . . .
        X . . . .
    """)
    assert legal(game) == {"a2", "b1"}


def test_fortresses_of_seed_001_make_both_colonies_untouchable():
    # X's living marks sit behind killed O marks, O's behind killed X marks:
    # neither can reach the other's living marks, only the open ground.
    game = game_from_diagram(Rules(6, 6), """
        . . . x O O
        . . . x x x
        . . . . . .
        . . . . . .
        o o o . . .
        X X o . . .
    """)
    x_reach = legal(game)
    assert "e6" not in x_reach and "f6" not in x_reach
    assert {"a3", "b3", "c3", "d3", "d2", "d1"} <= x_reach, "X reaches out through its fortress"
    game.position.side, game.position.left = 1, 3
    game.position._start_turn()
    o_reach = legal(game)
    assert "a1" not in o_reach and "b1" not in o_reach
    assert {"c4", "d4", "e4", "f4"} <= o_reach
    assert o_reach == reference_legal(game)


def test_reach_is_recomputed_after_every_sub_move():
    game = game_from_diagram(Rules(6, 6), """
        . . . . . O
        . . . . . .
        . . . o O .
        . . . . . .
        . X . . . .
        . . . . . .
    """)
    assert "d4" not in legal(game)
    game.play("c3")          # now touches the killed O at d4
    assert {"e4", "e5", "e3", "c5"} <= legal(game)
    game.play("e4")          # kill through the chain at once
    assert game.cell("e4") == "o"
    assert {"f5", "f4", "f3"} <= legal(game), "the new killed mark conducts in the same turn"


# --- Sub-moves -----------------------------------------------------------------------


def test_place_on_empty_kill_living_enemy_nothing_else():
    game = game_from_diagram(Rules(4, 4), """
        . . . O
        . . o O
        . x X O
        X . . .
    """)
    # a1 and c2 reach directly; the killed O at c3 touches c2 and conducts.
    assert legal(game) == {"a2", "b1", "c1", "d1", "d2", "b3", "d3", "b4", "c4", "d4"}
    assert legal(game) == reference_legal(game)
    for cell, reason in (("c2", "already holds your mark"), ("b2", "killed mark"),
                         ("c3", "killed mark")):
        with pytest.raises(IllegalMove, match=reason):
            game.play(cell)
    game.play("d3")
    assert game.cell("d3") == "o"
    game.play("b1")
    assert game.cell("b1") == "X"


def test_an_illegal_sub_move_changes_nothing():
    game = Game.from_record("1. a1-b2-c3, k10-i9-h8")
    before = (game.record(), game.position.key())
    for bad in ("k1", "a1", "zz", "", "j3", "a0", "a11", 17, None):
        with pytest.raises(IllegalMove):
            game.play(bad)
        assert (game.record(), game.position.key()) == before


# --- Turns -----------------------------------------------------------------------------


def test_a_turn_is_all_k_sub_moves_and_a_pass_only_at_its_start():
    game = Game()
    game.play("a1")
    with pytest.raises(IllegalMove, match="only allowed at the start of a turn"):
        game.pass_turn()
    game.play("b1")
    assert (game.turn, game.actions_left) == ("X", 1)
    game.play("c1")
    assert (game.turn, game.actions_left) == ("O", 3)
    game.pass_turn()
    assert (game.turn, game.actions_left) == ("X", 3)


@pytest.mark.parametrize("actions", [1, 2, 5, 9])
def test_sub_moves_per_turn_option(actions):
    game = Game(Rules(actions=actions))
    for cell in ("a1", "b2", "c3", "d4", "e5", "f6", "g7", "h8", "i9")[:actions]:
        assert game.turn == "X"
        game.play(cell)
    assert game.turn == "O" and game.actions_left == actions


def test_a_turn_is_cut_short_when_no_sub_move_is_left_and_the_locked_side_loses():
    # X can reach only a2 and b1: its turn ends after two sub-moves, and when
    # its next turn comes it has nothing at all, so it loses.
    game = game_from_diagram(Rules(4, 4), """
        . . . O
        x x . .
        . x x .
        X . x .
    """)
    assert legal(game) == {"a2", "b1"}
    game.play("a2")
    game.play("b1")
    assert game.turn == "O" and game.actions_left == 3
    game.play("c4")
    game.play("c3")
    assert game.result is None
    game.play("d3")
    assert game.result == "O" and game.reason == "no-moves"
    assert game.turn == "X" and game.legal_moves() == []
    assert "X" not in game.describe_result().split(":")[0] and "no legal sub-move" in \
        game.describe_result()


def test_a_destroyed_colony_loses():
    game = game_from_diagram(Rules(4, 4), """
        . . . .
        . . . .
        O O . .
        X . . .
    """, side="O")
    game.play("a1")
    assert game.cell("a1") == "x" and game.result is None, "O finishes its turn first"
    game.play("b1")
    game.play("c1")
    assert game.result == "O" and game.reason == "no-moves"
    with pytest.raises(IllegalMove, match="the game is over"):
        game.play("d1")


# --- End ---------------------------------------------------------------------------


def test_double_pass_is_a_draw():
    game = Game.from_record("1. a1-b2-c3, k10-i9-h8")
    game.pass_turn()
    assert game.result is None
    game.pass_turn()
    assert game.result == "draw" and game.reason == "double-pass"
    assert game.legal_moves() == []


def test_passes_must_be_consecutive_for_a_draw():
    game = Game.from_record("1. a1-b2-c3, pass\n2. d4-e5-f6")
    game.pass_turn()
    assert game.result is None and game.turn == "X"


def test_last_mover_wins_variant():
    game = Game(Rules(last_mover_wins=True))
    for cell in ("a1", "b2", "c3", "k10", "i9", "h8"):
        game.play(cell)
    game.pass_turn()
    game.pass_turn()
    assert game.result == "O" and game.reason == "double-pass"
    assert "O made the last sub-move" in game.describe_result()


def test_last_mover_wins_with_no_sub_move_at_all_is_a_draw():
    game = Game(Rules(last_mover_wins=True))
    game.pass_turn()
    game.pass_turn()
    assert game.result == "draw"


def test_resign_any_time_by_the_side_to_move_or_a_named_side():
    game = Game.from_record("1. a1-b2-c3, k10")
    game.resign()
    assert game.result == "X" and game.reason == "resigned"
    game.undo()
    game.resign("X")
    assert game.result == "O"
    with pytest.raises(IllegalMove, match="game is over"):
        game.resign()
    game.undo()
    with pytest.raises(IllegalMove, match="only X or O"):
        game.resign("Z")


def test_undo_takes_back_sub_moves_and_passes_one_by_one():
    game = Game()
    with pytest.raises(IllegalMove, match="nothing to undo"):
        game.undo()
    keys = [game.position.key()]
    for action in ("a1", "b2", "c3", "pass", "d4"):
        game.pass_turn() if action == "pass" else game.play(action)
        keys.append(game.position.key())
    while len(keys) > 1:
        keys.pop()
        game.undo()
        assert game.position.key() == keys[-1]
    assert game.record() == ""


def test_record_and_from_record_api_errors_are_value_errors():
    assert issubclass(IllegalMove, ValueError) and issubclass(RecordError, ValueError)


def test_apply_replays_a_history_entry_by_entry():
    game = Game.from_record('[Size "5x5"]\n\n1. a1-b2-c3, pass\n2. d4')
    game.resign("O")
    copy = Game(game.rules)
    for side, action in game.history():
        copy.apply(side, action)
    assert copy.record() == game.record() and copy.result == "X"


def test_a_whole_turn_is_played_as_the_bots_give_it_and_an_empty_one_passes():
    game = Game(Rules(5, 5, 3))
    game.play_turn(["a1", "b2", "c3"])
    assert game.turn == "O" and game.history() == [("X", "a1"), ("X", "b2"), ("X", "c3")]
    game.play_turn([])
    assert game.turn == "X" and game.history()[-1] == ("O", "pass")
    with pytest.raises(IllegalMove):
        game.play_turn(["e5"])       # not in X's reach
