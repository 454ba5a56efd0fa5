"""The virus-and-bases game of seed 004 (game/systems/bases/rules.py): RULES.md §3 and the rules
settled in its docstring, clause by clause on hand-made positions; then random
games of 2, 3 and 4 players against a plain cell-by-cell reference written here."""

import random

import pytest
from hypothesis import given, settings, strategies as st, HealthCheck

from game import IllegalMove
from game import Game, RecordError, Rules
from helpers import bases_rules, side_with_room
from game.core.board import COLUMN_LETTERS
from game.engine.textboard import draw_board
from game.rules.shapes import SHAPES, rules_for
from game.systems.bases.rules import position_from_diagram, edge_mask, NO_MOVES, RESIGNED, ENCLOSED, FULL_BOARD, ALL_PASSED




def legal(game):
    return set(game.legal_moves())


def from_diagram(rules, diagram, side="X", moved=None):
    game = Game(rules)
    game.position = position_from_diagram(rules, diagram, side, moved)
    return game


def play(game, *cells):
    for cell in cells:
        game.play(cell)


def refused(game, cell, code):
    before = game.position.state()
    with pytest.raises(IllegalMove) as raised:
        game.play(cell)
    assert raised.value.code == code
    assert game.position.state() == before, "an illegal sub-move changes nothing"


# --- Options --------------------------------------------------------------------------


@pytest.mark.parametrize("options", [
    dict(players=1), dict(players=31), dict(players="3"), dict(players=True),
    dict(players=9, width=3, height=3), dict(players=9, width=3, height=3, start="edge"),
    dict(actions=0), dict(actions=10), dict(width=2), dict(height=26),
    dict(start="middle"), dict(start=("a1",)), dict(start=("a1", "a1")),
    dict(start=("a1", "e5")), dict(start=("a1", "z9")), dict(start="a1 k10"),
])
def test_rules_refuse_options_out_of_range(options):
    with pytest.raises(ValueError):
        bases_rules(**options)


def test_defaults_and_sides_in_turn_order():
    game = Game(bases_rules())
    assert game.rules == bases_rules(10, 10, 2, 3, None)
    assert game.players == ["X", "O"] and game.turn == "X" and game.actions_left == 3
    assert Game(bases_rules(players=4)).players == ["X", "O", "T", "S"]


# --- Start ----------------------------------------------------------------------------


def test_corner_starts_x_a1_o_opposite_then_the_other_two_corners():
    assert bases_rules(players=4).starts == ("a1", "k10", "k1", "a10")
    assert bases_rules(8, 5, players=3).starts == ("a1", "h5", "h1")
    game = Game(bases_rules(players=4))
    for side, corner, cells in (("X", "a1", "b2 c3"), ("O", "k10", "i9 h8"),
                                ("T", "k1", "i2 h3"), ("S", "a10", "b9 c8")):
        assert game.turn == side and game.legal_moves() == [corner]
        refused(game, cells.split()[0], "first-move")
        play(game, corner, *cells.split())
    assert game.turn == "X" and legal(game) >= {"d4", "b1", "a2"}


def rim(width, height):
    """The full board's rim, counter-clockwise from a1, as a person walks it."""
    cells = [(col, 0) for col in range(width)] + [(width - 1, row) for row in range(1, height)]
    cells += [(col, height - 1) for col in range(width - 2, -1, -1)]
    cells += [(0, row) for row in range(height - 2, 0, -1)]
    return [COLUMN_LETTERS[col] + str(row + 1) for col, row in cells]


@pytest.mark.parametrize("width, height", [(3, 3), (10, 10), (25, 25), (7, 12), (25, 3)])
def test_more_than_four_start_evenly_round_the_edge_in_turn_order(width, height):
    walk = rim(width, height)
    for players in range(5, min(30, len(walk)) + 1):
        starts = bases_rules(width, height, players=players).starts
        assert starts[0] == "a1" and len(set(starts)) == players
        places = [walk.index(cell) for cell in starts]
        assert places == sorted(places), "counter-clockwise, in turn order"
        gaps = [later - earlier for earlier, later in zip(places, places[1:] + [len(walk)])]
        assert max(gaps) - min(gaps) <= 1, (players, starts)


def test_more_than_four_start_round_the_outline_of_a_shaped_board():
    for shape in SHAPES:
        if shape.games and "bases" not in shape.games:
            continue
        for players in (5, 8, 12, 16):
            rules = rules_for(shape.name, game="bases", players=players)
            geo = rules.geometry
            bits = [geo.parse(cell) for cell in rules.starts]
            assert len(set(bits)) == players and all(bit & edge_mask(geo) for bit in bits), shape.name
            assert not any(bit & geo.holes for bit in bits)
            position = Game(rules).position
            assert [position.legal_for(player) for player in range(players)] == bits, \
                "each side may start on its own cell, and there alone"


def test_a_board_without_a_start_for_every_player_is_refused_in_words():
    with pytest.raises(ValueError, match="room for 8 start cells, too few for 9 players"):
        bases_rules(3, 3, players=9)
    with pytest.raises(ValueError, match="edge has 8 cells, too few to start 9 players"):
        bases_rules(3, 3, players=9, start="edge")
    assert len(bases_rules(3, 3, players=8).starts) == 8


@pytest.mark.parametrize("players", [3, 12])
def test_the_text_board_keeps_a_space_between_cells_and_reads_back(players):
    """A base beside a unit was written "X+O+" (columns two wide): neither a person
    nor the diagram reader could tell the cells apart."""
    rules = bases_rules(5, 4, players=players)
    codes = CODES[:players]
    diagram = "\n".join(" ".join((codes[(row + col) % players] + "+" * ((row * col) % 2))
                                  if (row + col) % 3 else "." for col in range(5)) for row in range(4))
    position = position_from_diagram(rules, diagram)
    drawn = draw_board(position)
    for line in drawn.split("\n")[:-1]:
        assert all(token in codes or token.rstrip("+") in codes or token == "." for token in line.split()[1:])
    assert position_from_diagram(rules, drawn).state() == position.state()


def test_thirty_players_have_their_codes_in_turn_order_and_in_the_record():
    rules = bases_rules(12, 12, players=30)
    game = Game(rules)
    assert game.players == list(CODES) and game.players[4:6] == ["P5", "P6"]
    for side in game.players[:20]:            # a round of first sub-moves, each side's own
        assert game.turn == side
        play(game, *game.legal_moves()[:1])
        while game.turn == side:
            play(game, game.legal_moves()[0])
    game.resign("P17")
    game.resign(game.turn)
    record = game.record()
    assert '[Players "30"]' in record and "resign(P17)" in record
    again = Game.from_record(record)
    assert again.position.state() == game.position.state() and again.out == game.out
    assert [side for side, reason in again.out] == ["P17", game.out[1][0]]


def test_edge_start_any_edge_cell_then_ordinary_reach():
    rules = bases_rules(5, 5, players=3, start="edge")
    game = Game(rules)
    edge = {"a1", "b1", "c1", "d1", "e1", "a5", "b5", "c5", "d5", "e5",
            "a2", "a3", "a4", "e2", "e3", "e4"}
    assert legal(game) == edge
    refused(game, "c3", "first-move-edge")
    game.play("c1")
    assert legal(game) == {"b1", "d1", "b2", "c2", "d2"}, "the edge rule is spent"
    play(game, "c2", "c3")
    # O may start on any edge cell, even X's virus at c1: its first unit is then
    # a base, O has no virus, its turn ends at once and O is out at its next one.
    assert legal(game) == edge
    game.play("c1")
    assert game.cell("c1") == "O+" and game.turn == "T"
    play(game, "e5", "d4", "c4")
    assert game.turn == "X"
    play(game, "b3", "a4", "b5")
    assert game.turn == "T" and game.out == [("O", NO_MOVES)] and game.result is None


def test_agreed_start_cells_must_be_on_the_edge():
    game = Game(bases_rules(6, 6, players=2, start=("c1", "f4")))
    assert game.legal_moves() == ["c1"]
    play(game, "c1", "c2", "c3")
    assert game.legal_moves() == ["f4"]
    with pytest.raises(ValueError, match="edge"):
        bases_rules(6, 6, start=("c1", "c3"))


def test_a_pass_keeps_the_start_rule():
    game = Game(bases_rules(5, 5))
    game.pass_turn()
    play(game, "e5", "d4", "c3")
    assert game.legal_moves() == ["a1"]


# --- Reach: viruses and active bases ----------------------------------------------------


def test_reach_is_the_8_neighbourhood_of_ones_viruses():
    game = from_diagram(bases_rules(5, 5, players=3), """
        . . . . O
        . . . . .
        . . X . .
        . . . . .
        T . . . .
    """)
    assert legal(game) == {"b2", "c2", "d2", "b3", "d3", "b4", "c4", "d4"}


def test_an_inactive_base_does_not_conduct_until_a_virus_touches_its_chain():
    game = from_diagram(bases_rules(5, 5), """
        . . . . O
        . . . . .
        . X+ X+ . .
        . . . . .
        X . . . .
    """)
    assert legal(game) == {"a2", "b1", "b2"}, "the bases at b3 and c3 are cut off"
    assert game.position.active_bases(0) == 0
    game.play("b2")   # touches b3: the chain b3-c3 is active at once
    assert {"a4", "b4", "c4", "d4", "d3", "d2"} <= legal(game)
    assert legal(game) == reference_from(game).legal()


def test_a_base_chain_must_reach_a_virus_of_its_owner():
    # O's bases touch X's virus but conduct only for O, and only while they
    # reach an O virus: these do not, so O can act only around e5.
    game = from_diagram(bases_rules(5, 5), """
        . . . . O
        . . . . .
        O+ O+ . . .
        . X . . .
        X . . . .
    """, side="O")
    assert legal(game) == {"d5", "d4", "e4"}
    game.position.side = 0
    game.position._start_turn()
    assert "a3" not in legal(game) and "b3" not in legal(game), "bases are never acted on"
    refused(game, "a3", "enemy-base")


def test_empty_cell_gets_a_virus_enemy_virus_becomes_a_base_nothing_else():
    game = from_diagram(bases_rules(4, 4, players=3), """
        . . . O
        . . T .
        . X+ X .
        X O+ . .
    """)
    assert legal(game) == {"a2", "a3", "b3", "c3", "d3", "d2", "c1", "d1"}
    refused(game, "a1", "own-virus")
    refused(game, "b2", "own-base")
    refused(game, "b1", "enemy-base")
    refused(game, "d4", "out-of-virus-reach")
    game.play("c3")
    assert game.cell("c3") == "X+" and game.score()["T"] == (0, 0)
    game.play("d1")
    assert game.cell("d1") == "X"


# --- Turns and going out -----------------------------------------------------------------


@pytest.mark.parametrize("actions", [1, 2, 5, 9])
def test_k_sub_moves_per_turn_and_a_pass_only_at_the_start(actions):
    game = Game(bases_rules(players=3, actions=actions))
    cells = "a1 b2 c3 d4 e5 f6 g7 h8 i9".split()
    for cell in cells[:actions]:
        assert game.turn == "X"
        game.play(cell)
        if game.turn == "X":
            with pytest.raises(IllegalMove, match="only allowed at the start"):
                game.pass_turn()
    assert game.turn == "O" and game.actions_left == actions
    game.pass_turn()
    assert game.turn == "T" and game.actions_left == actions


def test_a_turn_cut_short_and_the_locked_player_goes_out_when_its_turn_comes():
    game = from_diagram(bases_rules(4, 4), """
        . . . O
        O+ O+ . .
        . O+ O+ .
        X . O+ .
    """)
    assert legal(game) == {"a2", "b1"}
    play(game, "a2", "b1")
    assert game.turn == "O" and game.actions_left == 3, "X's turn ends early"
    play(game, "c4", "c3", "d3")
    assert game.result == "O" and game.reason == NO_MOVES
    assert game.out == [("X", NO_MOVES)] and game.legal_moves() == []
    assert game.turn == "X", "the turn stays with the player it found locked in"
    assert game.describe_result() == "O wins: the last one in, after X had no legal sub-move"


def test_a_player_goes_out_in_a_three_player_game_and_play_goes_on():
    # T's virus is walled in by O's bases (inactive: no O virus near them).
    game = from_diagram(bases_rules(5, 5, players=3), """
        X . . . O
        . . . . .
        . . . . .
        O+ O+ . . .
        T O+ . . .
    """)
    play(game, "b5", "c5", "c4")
    play(game, "d5", "d4", "e4")
    assert game.turn == "X", "T had no legal sub-move: out, and X moves again"
    assert game.out == [("T", NO_MOVES)] and game.inside == ["X", "O"]
    assert game.result is None
    play(game, "c3", "d3", "b3")
    assert game.turn == "O"
    play(game, "d3", "e3", "c4")
    assert game.turn == "X"
    assert game.cell("d3") == "O+" and game.cell("c4") == "O+"
    game.resign()
    assert (game.result, game.reason) == ("O", RESIGNED)
    assert game.out == [("T", NO_MOVES), ("X", RESIGNED)]
    assert game.describe_result() == "O wins: the last one in, after X resigned"


# --- Enclosed virus ------------------------------------------------------------------


def test_a_virus_enclosed_by_own_bases_wins_at_once_the_edge_counting_as_closed():
    game = from_diagram(bases_rules(4, 4), """
        . . . O
        . . . .
        X+ X+ . .
        X O . .
    """)
    game.play("b1")   # a1's neighbours a2, b2, b1 are all X's bases now
    assert (game.result, game.reason) == ("X", ENCLOSED)
    assert game.actions_left == 2, "at once, mid-turn"
    assert game.legal_moves() == []
    with pytest.raises(IllegalMove, match="the game is over"):
        game.play("c1")


def test_a_virus_placed_among_own_bases_wins_and_only_own_bases_enclose():
    diagram = """
        X X+ X+ X+ .
        . X+ . X+ .
        . X+ X+ {} .
        . . . . .
        . . . . O
    """
    game = from_diagram(bases_rules(5, 5), diagram.format("X+"))
    game.play("c4")
    assert (game.result, game.reason) == ("X", ENCLOSED)
    for other in ("O+", "X"):   # an enemy base or an own virus next to it: not enclosed
        game = from_diagram(bases_rules(5, 5), diagram.format(other))
        game.play("c4")
        assert game.result is None


def test_an_enclosure_beats_a_full_board_made_by_the_same_sub_move():
    # b2 is the last empty cell; X's bases around it are active through d1.
    game = from_diagram(bases_rules(4, 3), """
        X+ X+ X+ O
        X+ .  X+ O+
        X+ X+ X+ X
    """)
    game.play("b2")
    assert (game.result, game.reason) == ("X", ENCLOSED)


# --- Full board ------------------------------------------------------------------------


FULL_SOON = """
    X+ X+ O+ O+
    X  .  O  O
    X  X  O  O
"""


def test_a_full_board_with_equal_bases_and_viruses_is_a_draw():
    game = from_diagram(bases_rules(4, 3), FULL_SOON)
    game.play("b2")
    assert (game.result, game.reason) == ("draw", FULL_BOARD)
    assert game.score() == {"X": (2, 4), "O": (2, 4)}


def test_a_full_board_is_won_by_most_bases():
    game = from_diagram(bases_rules(4, 3), FULL_SOON)
    play(game, "c2", "b2")
    assert (game.result, game.reason) == ("X", FULL_BOARD)
    assert game.score() == {"X": (3, 4), "O": (2, 3)}


def test_a_full_board_with_equal_bases_is_won_by_most_viruses():
    game = from_diagram(bases_rules(3, 3), """
        X+ X+ O
        X  .  O+
        O  O+ O
    """)
    game.play("b2")    # X fills the board but O has more viruses
    assert (game.result, game.reason) == ("O", FULL_BOARD)
    assert game.score() == {"X": (2, 2), "O": (2, 3)}


def test_a_full_board_counts_only_the_players_still_in():
    # T holds five bases but no virus: out when its turn comes, so not counted.
    game = from_diagram(bases_rules(4, 3, players=3), """
        T+ T+ T+ O
        T+ T+ .  O
        X  X+ X  O+
    """, side="T")
    assert game.out == [("T", NO_MOVES)] and game.turn == "X"
    game.play("c2")
    assert (game.result, game.reason) == ("X", FULL_BOARD)
    assert game.score()["T"] == (5, 0)


def test_unreachable_empty_cells_keep_the_board_from_being_full():
    # a2 is walled in by T's bases, T has no virus: nobody can ever fill it.
    game = from_diagram(bases_rules(4, 3, players=3), """
        T+ T+ X  X
        .  T+ X  O
        T+ T+ X  O
    """)
    assert legal(game) == {"d2", "d1"}
    play(game, "d2", "d1")
    assert (game.result, game.reason) == ("X", NO_MOVES)
    assert game.out == [("O", NO_MOVES), ("T", NO_MOVES)] and game.cell("a2") == "."


# --- Passes ----------------------------------------------------------------------------


def three_player_opening():
    game = Game(bases_rules(players=3))
    play(game, "a1", "b2", "c3", "k10", "i9", "h8", "k1", "i2", "h3")
    return game


def test_every_player_still_in_passing_is_a_draw():
    game = three_player_opening()
    game.pass_turn()
    game.pass_turn()
    assert game.result is None and game.turn == "T"
    game.pass_turn()
    assert (game.result, game.reason) == ("draw", ALL_PASSED)
    assert game.describe_result() == "a draw: every player still in passed"


def test_passes_must_all_come_after_the_last_sub_move():
    game = three_player_opening()
    game.pass_turn()
    game.pass_turn()
    play(game, "g4", "f5", "e6")
    game.pass_turn()
    game.pass_turn()
    assert game.result is None and game.turn == "T"


def test_passes_by_all_the_others_and_one_going_out_is_a_draw():
    game = from_diagram(bases_rules(4, 3, players=3), """
        T+ T+ . O
        T+ T+ . .
        X  . . .
    """)
    game.pass_turn()
    game.pass_turn()
    assert (game.result, game.reason) == ("draw", ALL_PASSED)
    assert game.out == [("T", NO_MOVES)]


# --- Resignation -----------------------------------------------------------------------


def test_resigning_mid_turn_passes_the_turn_and_the_player_is_out():
    game = three_player_opening()
    game.play("d4")
    game.resign()
    assert game.out == [("X", RESIGNED)] and (game.turn, game.actions_left) == ("O", 3)
    assert game.cell("d4") == "X", "a resigned player's units stay on the board"
    play(game, "g7", "f6", "e5")
    assert game.turn == "T"
    play(game, "g4", "f5", "e4")
    assert game.turn == "O", "X is skipped"
    game.play("d4")
    assert game.cell("d4") == "O+"


def test_another_player_may_resign_during_a_turn():
    game = three_player_opening()
    game.play("d4")
    game.resign("△")
    assert game.out == [("T", RESIGNED)] and (game.turn, game.actions_left) == ("X", 2)
    play(game, "e5", "f6")
    game.resign("O")
    assert (game.result, game.reason) == ("X", RESIGNED)


def test_resign_refuses_a_side_that_is_out_or_not_playing():
    game = three_player_opening()
    game.resign("T")
    for side, code in (("T", "side-out"), ("S", "bad-side"), ("Z", "bad-side"), (1, "bad-side")):
        with pytest.raises(IllegalMove) as raised:
            game.resign(side)
        assert raised.value.code == code


def test_two_player_resignation():
    game = Game(bases_rules())
    game.play("a1")
    game.resign("O")
    assert (game.result, game.reason, game.out) == ("X", RESIGNED, [("O", RESIGNED)])


# --- History, undo, copies -------------------------------------------------------------


def test_history_turns_and_undo_one_step_at_a_time():
    game = three_player_opening()
    with pytest.raises(IllegalMove, match="nothing to undo"):
        Game(bases_rules()).undo()
    game.pass_turn()
    game.play("i8")
    game.resign("X")
    assert game.history()[-3:] == [("X", "pass"), ("O", "i8"), ("X", "resign")]
    assert game.turns()[-2:] == [("X", []), ("O", ["i8"])]
    replay = Game(game.rules)
    for side, action in game.history():
        replay.apply(side, action)
    assert replay.position.state() == game.position.state()
    states = []
    while True:
        states.append(game.position.state())
        try:
            game.undo()
        except IllegalMove:
            break
    assert game.position.state() == Game(game.rules).position.state()
    assert len(states) == 13


def test_copies_are_independent():
    game = three_player_opening()
    copy = game.copy()
    fast = game.position.copy()
    copy.play("d4")
    fast.play(game.rules.geometry.parse("e5"))
    assert game.cell("d4") == "." and game.cell("e5") == "." and game.actions_left == 3
    assert copy.cell("d4") == "X" and fast.mark(game.rules.geometry.parse("e5")) == "X"


def test_undo_is_exact_over_thousands_of_random_sub_moves():
    rng = random.Random(4)
    sub_moves = 0
    games = 0
    while sub_moves < 4000:
        rules = random_rules(rng)
        game = Game(rules)
        games += 1
        while game.result is None:
            before = (game.position.state(), game.history())
            action = random_action(game, rng, 0.03)
            perform(game, action)
            after = game.position.state()
            game.undo()
            assert (game.position.state(), game.history()) == before, (rules, action)
            perform(game, action)
            assert game.position.state() == after
            sub_moves += action[0] == "play"
        while game.history():          # and all the way back to the start
            game.undo()
        assert game.position.state() == Game(rules).position.state()
    assert games > 10


# --- Random games against a plain reference ---------------------------------------------

LETTERS = "abcdefghiklmnopqrstuvwxyz"
# The sides' codes as RULES.md §3 writes them: the paper game's four, then "P" and the number.
CODES = ("X", "O", "T", "S") + tuple("P%d" % number for number in range(5, 31))


class Reference:
    """Seed 004 as settled in game/systems/bases/rules.py, cell by cell: a dict of marks
    (".", "X", "X+", ...), plain loops, no bitboards."""

    def __init__(self, width, height, players, actions, start, holes=()):
        self.width, self.height, self.n, self.k = width, height, players, actions
        off = [self.key(name) for name in holes]   # not cells at all: the board's shape
        self.cells = dict(((col, row), ".") for col in range(width) for row in range(height)
                          if (col, row) not in off)
        edge = [key for key in self.cells if self.on_edge(key)]
        if start == "edge":
            self.starts = [edge] * players
        else:
            if start == None:
                right, top = width - 1, height - 1
                start = [self.name(key) for key in ((0, 0), (right, top), (right, 0), (0, top))]
            self.starts = [[self.key(start[player])] for player in range(players)]
        self.moved = [False] * players
        self.side, self.left = 0, actions
        self.passed, self.out = set(), []
        self.result = self.reason = None
        self.begin_turn()

    def name(self, key):
        return LETTERS[key[0]] + str(key[1] + 1)

    def key(self, name):
        return LETTERS.index(name[0]), int(name[1:]) - 1

    def on_edge(self, key):
        """A side neighbour off the board or outside the rectangle."""
        col, row = key
        return any(other not in self.cells
                   for other in ((col - 1, row), (col + 1, row), (col, row - 1), (col, row + 1)))

    def neighbours(self, key):
        for dc in (-1, 0, 1):
            for dr in (-1, 0, 1):
                other = (key[0] + dc, key[1] + dr)
                if other != key and other in self.cells:
                    yield other

    def inside(self):
        gone = [player for player, why in self.out]
        return [player for player in range(self.n) if player not in gone]

    def active(self, player):
        code = CODES[player]
        todo = [key for key, mark in self.cells.items() if mark == code]
        seen = set(todo)
        while todo:
            for other in self.neighbours(todo.pop()):
                if other not in seen and self.cells[other] == code + "+":
                    seen.add(other)
                    todo.append(other)
        return seen

    def can_act(self, player, key):
        mark = self.cells[key]
        return mark == "." or (mark in CODES and mark != CODES[player])

    def legal(self):
        player = self.side
        if self.result is not None:
            return set()
        if not self.moved[player]:
            return set(self.name(key) for key in self.starts[player] if self.can_act(player, key))
        return set(self.name(other) for key in self.active(player)
                   for other in self.neighbours(key) if self.can_act(player, other))

    def enclosed(self, player):
        code = CODES[player]
        return any(mark == code and all(self.cells[other] == code + "+"
                                        for other in self.neighbours(key))
                   for key, mark in self.cells.items())

    def begin_turn(self):
        while self.result is None and not self.legal():
            self.go_out(self.side, NO_MOVES)
            self.advance()

    def go_out(self, player, why):
        self.out.append((player, why))
        still = self.inside()
        if len(still) == 1:
            self.result, self.reason = still[0], why
        elif all(other in self.passed for other in still):
            self.result, self.reason = "draw", ALL_PASSED

    def advance(self):
        player = (self.side + 1) % self.n
        while player not in self.inside():
            player = (player + 1) % self.n
        self.side, self.left = player, self.k

    def play(self, name):
        assert name in self.legal()
        player, key = self.side, self.key(name)
        self.cells[key] = CODES[player] + ("" if self.cells[key] == "." else "+")
        self.moved[player] = True
        self.passed = set()
        self.left -= 1
        winners = [other for other in self.inside() if self.enclosed(other)]
        if winners:
            assert winners == [player], "only the mover can enclose a virus"
            self.result, self.reason = player, ENCLOSED
        elif "." not in self.cells.values():
            scores = {}
            for other in self.inside():
                marks = list(self.cells.values())
                scores[other] = (marks.count(CODES[other] + "+"), marks.count(CODES[other]))
            best = max(scores.values())
            leaders = [other for other in scores if scores[other] == best]
            self.result = leaders[0] if len(leaders) == 1 else "draw"
            self.reason = FULL_BOARD
        elif self.left == 0 or not self.legal():
            self.advance()
            self.begin_turn()

    def pass_turn(self):
        assert self.left == self.k
        self.passed.add(self.side)
        if all(other in self.passed for other in self.inside()):
            self.result, self.reason = "draw", ALL_PASSED
        else:
            self.advance()
            self.begin_turn()

    def resign(self, player):
        self.go_out(player, RESIGNED)
        if self.result is None and player == self.side:
            self.advance()
            self.begin_turn()


def reference_from(game):
    """A Reference set to the game's current board (for hand-made positions)."""
    rules = game.rules
    reference = Reference(rules.width, rules.height, rules.players, rules.actions, rules.starts,
                          rules.holes)
    for key in reference.cells:
        reference.cells[key] = game.cell(reference.name(key))
    reference.moved = list(game.position.moved)
    reference.side, reference.left = game.position.side, game.actions_left
    return reference


def agree(game, reference):
    """Every observable of the game equals the reference's."""
    for key, mark in reference.cells.items():
        assert game.cell(reference.name(key)) == mark
    assert all(game.cell(name) == "#" for name in game.rules.holes)
    assert legal(game) == reference.legal()
    assert game.out == [(CODES[player], why) for player, why in reference.out]
    result = reference.result
    assert game.result == (result if result in (None, "draw") else CODES[result])
    assert game.reason == reference.reason
    position = game.position
    if game.result is None:
        assert (game.turn, game.actions_left) == (CODES[reference.side], reference.left)
        assert position.legal == position.legal_for(position.side), "incremental reach is exact"
    for player in range(game.rules.players):
        assert position.score(player) == (
            list(reference.cells.values()).count(CODES[player] + "+"),
            list(reference.cells.values()).count(CODES[player]))


def random_rules(rng, players=None, shaped=False):
    """Random rules of the bases game; ``shaped``: with cells off the board half the time."""
    players = players or rng.randint(2, 4)
    low = side_with_room(players)
    width, height = rng.randint(low, low + 5), rng.randint(low, low + 5)
    start = rng.choice([None, "edge", "agreed"])
    holes = ()
    if shaped and rng.random() < 0.5:
        names = bases_rules(width, height).geometry.names(bases_rules(width, height).geometry.full)
        holes = tuple(rng.sample(names, rng.randint(1, len(names) // 3)))
        if start is None:
            start = "agreed"    # the corners may be off
    actions = rng.choice([1, 2, 3, 3, 5, 9])
    try:
        if start == "agreed":
            geo = Rules(width, height, game="bases", players=players, starts="edge", holes=holes).geometry
            start = tuple(rng.sample(geo.names(edge_mask(geo)), players))
        return Rules(width, height, actions, start, game="bases", players=players, holes=holes)
    except ValueError:   # too few edge cells for the players: draw another board
        return random_rules(rng, players, shaped)


def random_action(game, rng, pass_rate):
    roll = rng.random()
    if roll < pass_rate and game.position.at_turn_start():
        return ("pass",)
    if roll < pass_rate + 0.015:
        return ("resign", rng.choice(game.inside))
    return ("play", rng.choice(game.legal_moves()))


def perform(target, action):
    """The same action on a Game or a Reference."""
    if action[0] == "play":
        target.play(action[1])
    elif action[0] == "pass":
        target.pass_turn()
    elif isinstance(target, Reference):
        target.resign(CODES.index(action[1]))
    else:
        target.resign(action[1])


def play_random(rules, rng, pass_rate, check=True):
    """A random game to its end, checked against the Reference after every action."""
    game = Game(rules)
    reference = None
    if check:
        reference = Reference(rules.width, rules.height, rules.players, rules.actions, rules.starts,
                              rules.holes)
        agree(game, reference)
    while game.result is None:
        action = random_action(game, rng, pass_rate)
        perform(game, action)
        if check:
            perform(reference, action)
            agree(game, reference)
    return game


@settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.randoms(use_true_random=False), st.sampled_from([0.0, 0.03, 0.4]))
@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_random_games_agree_with_the_reference(players, rng, pass_rate):
    play_random(random_rules(rng, players), rng, pass_rate)


@settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.randoms(use_true_random=False), st.sampled_from([0.0, 0.03, 0.4]))
@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_random_games_on_shaped_boards_agree_with_the_reference(players, rng, pass_rate):
    """Off cells are no cells (RULES.md §1): not placed on, no neighbours, edges of
    their own for an edge start, not counted when the board is full."""
    play_random(random_rules(rng, players, shaped=True), rng, pass_rate)


# Games of many are long (a round is a turn of each): fewer of them, each as checked.
@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.randoms(use_true_random=False), st.sampled_from([0.0, 0.03, 0.4]), st.booleans())
@pytest.mark.parametrize("players", [8, 17, 30])
def test_random_games_of_many_players_agree_with_the_reference(players, rng, pass_rate, shaped):
    play_random(random_rules(rng, players, shaped), rng, pass_rate)


def random_game(number, check):
    rng = random.Random(number)
    return play_random(random_rules(rng), rng, rng.choice([0.0, 0.03, 0.4]), check)


def test_random_games_reach_every_ending():
    # The reference comparison means something only if random games end in
    # every way: a fixed batch does, and the first game of each ending is
    # played again against the reference.
    endings = set()
    for number in range(600):
        game = random_game(number, check=False)
        seen = set((why, "out and the game went on") for side, why in game.out[:-1])
        seen.add((game.reason, game.result == "draw"))
        if not seen <= endings:
            random_game(number, check=True)
            endings |= seen
    assert endings == {(NO_MOVES, False), (RESIGNED, False), (ENCLOSED, False),
                       (FULL_BOARD, False), (FULL_BOARD, True), (ALL_PASSED, True),
                       (NO_MOVES, "out and the game went on"),
                       (RESIGNED, "out and the game went on")}


# --- Records ------------------------------------------------------------------------------


def test_a_record_names_the_game_and_its_players_one_round_per_line():
    game = three_player_opening()
    game.play("d4")
    assert game.record() == ('[Game "bases"]\n[Players "3"]\n\n'
                             "1. a1-b2-c3, k10-i9-h8, k1-i2-h3\n2. d4")
    again = Game.from_record(game.record())
    assert again.rules == game.rules and again.history() == game.history()


def test_the_reader_accepts_the_seeds_plus_marks_and_checks_them():
    record = '[Game "bases"]\n\n1. a1-b2-c3, k10-i9-h8\n2. d4-e5-f6, g7-f6+-e5+'
    game = Game.from_record(record)
    assert game.cell("f6") == "O+" and game.cell("e5") == "O+"
    with pytest.raises(RecordError) as raised:
        Game.from_record(record.replace("g7-", "g7+-"))
    assert (raised.value.code, raised.value.line, raised.value.column) == ("false-kill", 4, 14)


def test_resignations_are_written_where_they_were_made():
    game = three_player_opening()
    game.play("d4")
    game.resign("T")           # in the middle of X's turn
    play(game, "e5", "f6")
    game.resign("O")           # O, to move: X is the last one in
    assert game.result == "X" and game.out == [("T", RESIGNED), ("O", RESIGNED)]
    record = game.record()
    assert record.endswith("2. d4, resign(T), e5-f6, resign(O)")
    again = Game.from_record(record)
    assert again.history() == game.history() and again.position.state() == game.position.state()


@pytest.mark.parametrize("text, code, line, column", [
    ('[Game "chess"]', "game", 1, 8),
    ('[Game "bases"]\n[Players "31"]', "players", 2, 11),
    ('[Players "3"]', "players", 1, 11),                      # the classic game has two
    ('[Game "bases"]\n[Variant "last-mover-wins"]', "variant", 2, 11),
    ('[Game "bases"]\n[Players "3"]\n[Start "a1 k10"]', "start", 3, 9),
    ('[Game "bases"]\n[Result "T"]', "result-tag", 2, 10),
    ('[Game "bases"]\n\n1. a1-b2-c3, resign(Z)', "illegal-move", 3, 14),
    ('[Game "bases"]\n\n1. a1-b2-c3, resignation', "resign-word", 3, 14),
    # a Result the moves contradict: a side already out, or another winner than the end's
    ('[Game "bases"]\n[Players "3"]\n[Result "O"]\n\n1. a1-b2-c3, resign(O)', "result-out", 3, 10),
    ('[Game "bases"]\n[Players "4"]\n[Result "T"]\n\n1. resign(T), a1-b2-c3, k10', "result-out", 3, 10),
    ('[Game "bases"]\n[Players "3"]\n[Result "O"]\n\n1. a1, resign(O), resign(T)', "result-mismatch",
     3, 10),
])
def test_faults_of_a_bases_record_are_named(text, code, line, column):
    with pytest.raises(RecordError) as raised:
        Game.from_record(text)
    assert (raised.value.code, raised.value.line, raised.value.column) == (code, line, column)


def test_an_edge_start_and_a_result_tag_come_back_from_a_record():
    game = Game(bases_rules(6, 6, players=3, start="edge"))
    play(game, "c1", "c2", "c3", "f6", "e5", "d4")
    text = game.record() + "\n"
    assert text.startswith('[Game "bases"]\n[Players "3"]\n[Size "6x6"]\n[Start "edge"]')
    won = Game.from_record('[Result "O"]\n' + text)
    assert won.result == "O" and won.out == [("T", RESIGNED), ("X", RESIGNED)]


def test_random_games_round_trip_through_their_records():
    rng = random.Random(7)
    for number in range(150):
        game = Game(random_rules(rng))
        while game.result is None and (len(game.history()) < 60 or rng.random() < 0.97):
            perform(game, random_action(game, rng, 0.05))
        again = Game.from_record(game.record())
        assert again.rules == game.rules and again.out == game.out, game.record()
        assert again.position.state() == game.position.state(), game.record()
        final_resignation = len(game.players) == 2 and game.reason == RESIGNED
        assert again.history() == game.history() or final_resignation


def test_a_score_asked_of_one_position_then_another_is_each_ones_own():
    """Position.score keeps each side's last score for its masks themselves
    (the page asks all 30 each redraw): asked in turn of a game and of the
    same game a few sub-moves back, each answers for its own cells."""
    rng = random.Random(9)
    game = Game(Rules(9, 9, 3, game="bases", players=4))
    earlier = []
    while game.result is None and game.history_length() < 60:
        legal = game.legal_moves()
        if not legal:
            game.pass_turn()
            continue
        game.play(rng.choice(legal))
        earlier.append(game.copy())
        for past in (earlier[max(0, len(earlier) - 4)], game, earlier[len(earlier) // 2]):
            counted = dict((side, (0, 0)) for side in past.players)
            for name in past.rules.geometry.names(past.rules.geometry.full):
                mark = past.cell(name)
                if mark not in (".", "#"):
                    bases, viruses = counted[mark.rstrip("+")]
                    counted[mark.rstrip("+")] = (bases + 1, viruses) if mark.endswith("+") else (bases, viruses + 1)
            assert past.score() == counted


def test_the_enclosure_that_won_is_the_walled_in_virus_and_its_bases():
    game = from_diagram(bases_rules(4, 4), """
        . . . O
        . . . .
        X+ X+ . .
        X O . .
    """)
    geo = game.rules.geometry
    assert game.position.enclosure() == 0, "no enclosure while the game goes on"
    game.play("b1")
    assert set(geo.name(bit) for bit in geo.bits(game.position.enclosure())) == {"a1", "a2", "b2", "b1"}
