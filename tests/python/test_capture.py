"""The capture game «Вирусы» of seed 003 (game/systems/capture/rules.py): RULES.md §4 and the rules
settled in its docstring, clause by clause on hand-made positions; then random games
against a plain cell-by-cell reference written here."""

import random

import pytest

from game import Game, Rules, IllegalMove, RecordError
from game.systems.capture.rules import position_from_diagram, COUNTED, RESIGNED, sides_of as capture_sides


def capture_rules(width=5, height=5, actions=3, scoring=None):
    return Rules(width, height, actions, game="capture", scoring=scoring)


def from_diagram(rules, diagram, side="X"):
    game = Game(rules)
    game.position = position_from_diagram(rules, diagram, side)
    return game


def refused(game, cell, code):
    before = game.position.state()
    with pytest.raises(IllegalMove) as raised:
        game.play(cell)
    assert raised.value.code == code
    assert game.position.state() == before, "an illegal mark changes nothing"


# --- Options and the start ------------------------------------------------------------------


def test_four_start_marks_in_the_corners_and_marks_beside_the_colony():
    game = Game(capture_rules())
    assert [game.cell(name) for name in ("a1", "e5", "a5", "e1")] == ["X", "X", "O", "O"]
    assert game.players == ["X", "O"] and game.turn == "X" and game.actions_left == 3
    assert set(game.legal_moves()) == {"b1", "a2", "e4", "d5"}, "side neighbours only, not b2"
    refused(game, "b2", "not-beside")
    refused(game, "a5", "taken")
    refused(game, "a1", "own-mark")
    with pytest.raises(IllegalMove) as raised:
        game.pass_turn()
    assert raised.value.code == "no-pass"


@pytest.mark.parametrize("options", [
    dict(scoring="area"), dict(players=3), dict(starts=("a1", "e5")), dict(last_mover_wins=True),
])
def test_options_out_of_range_are_refused(options):
    with pytest.raises(ValueError):
        Rules(5, 5, game="capture", **options)
    with pytest.raises(ValueError):
        Rules(scoring="marks")   # scoring is the capture game's own


# --- Taking marks ---------------------------------------------------------------------------


def test_a_mark_with_the_movers_marks_on_three_sides_is_taken():
    game = from_diagram(capture_rules(actions=1), """
        O O . . X
        O . X . X
        O O O X X
        . . . X X
        X . . . O
    """)
    game.play("c2")
    assert game.cell("c3") == ".", "c4, d3 and c2 are X's: c3 is taken"
    assert [game.cell(name) for name in ("b3", "a3", "a4", "b5")] == ["O"] * 4, "the rest lives"


def test_on_the_edge_all_three_sides_take_a_mark_and_a_corner_is_never_taken():
    game = from_diagram(capture_rules(actions=1), """
        O X . . X
        X . . . X
        O X . . X
        . . . . X
        X X X X O
    """)
    game.play("a2")
    assert game.cell("a3") == ".", "a4, b3 and a2 are X's: the edge mark is taken"
    assert game.cell("a5") == "O" and game.cell("e1") == "O", \
        "a corner has two sides: with X on both, the start mark stays"


def test_a_cell_with_three_enemy_sides_is_forbidden_even_if_it_would_take():
    game = from_diagram(capture_rules(actions=1), """
        O . . . X
        X X X X X
        X O . . .
        O . O . .
        X X . . O
    """)
    # b2 touches X's b1, and O's a2, b3 and c2: a mark there would be taken at
    # once, though it would also close a2's third side (a1, a3, b2).
    refused(game, "b2", "three-sides")
    game.play("c3")   # two O sides (b3, c2): allowed
    assert game.cell("c3") == "X"


def test_a_group_cut_from_its_start_marks_dies_with_the_mark_taken():
    # Drawn so: O's b3-c3 hangs on nothing.  In play no colony can be cut (a mark
    # with three enemy sides has at most one of its own beside it; see
    # test_random_games_agree_with_the_reference), so the seed's rule only
    # shows on a drawn position.
    game = from_diagram(capture_rules(actions=1), """
        O . . . X
        . X . . X
        X O O . X
        . . . . X
        X . . . O
    """)
    game.play("a2")
    game.play("d1")   # O
    game.play("b2")   # b3 has X on b4, a3 and b2: taken, and c3 dies with it
    assert game.cell("b3") == "." and game.cell("c3") == "."
    assert game.cell("a5") == "O" and game.cell("e1") == "O"


# --- The end and the count ------------------------------------------------------------------

ENCLOSED_O = """
    O O O X X
    O O O X .
    O O X . .
    X X . . X
    X . . X O
"""


def test_the_game_ends_before_a_turn_that_cannot_place_all_its_marks():
    position = """
        O . X . X
        X X . . X
        . . . . X
        . . . X X
        X . . X O
    """
    one = from_diagram(capture_rules(actions=1), position)
    one.play("c4")
    assert one.result is None and one.legal_moves() == ["b5"], "O can place one mark: it plays on"
    three = from_diagram(capture_rules(actions=3), position)
    for cell in ("c4", "d4", "c3"):
        three.play(cell)
    assert (three.result, three.reason) == ("X", COUNTED), "O could place one mark of three"
    assert three.score() == {"X": 13, "O": 2}
    assert "O to move could not place 3 marks" in three.describe_result()


@pytest.mark.parametrize("scoring, to_move, result, score", [
    ("marks", "O", "draw", {"X": 9, "O": 9}),
    ("territory", "O", "X", {"X": 16, "O": 9}),
    ("marks", "X", "X", {"X": 10, "O": 9}),
    ("territory", "X", "X", {"X": 16, "O": 9}),
])
def test_both_scorings_count_the_same_end(scoring, to_move, result, score):
    game = from_diagram(capture_rules(actions=1, scoring=scoring), ENCLOSED_O, to_move)
    if to_move == "X":
        game.play("e4")   # then O cannot place a mark
    assert (game.result, game.reason) == (result, COUNTED) and game.score() == score
    ground = ["b1", "c1", "c2", "d2", "d3", "e3", "e4"][: 7 if to_move == "O" else None]
    expected = [cell for cell in ground if game.cell(cell) == "."]
    assert sorted(game.territory()["X"]) == sorted(expected) and game.territory()["O"] == []


def test_territory_counts_for_nobody_where_both_sides_border_it():
    game = Game(capture_rules(scoring="territory"))
    assert game.territory() == {"X": [], "O": []}
    assert game.score() == {"X": 2, "O": 2}


def test_a_resignation_loses_whatever_the_count():
    game = from_diagram(capture_rules(actions=1), ENCLOSED_O, "X")
    game.resign("X")
    assert (game.result, game.reason, game.out) == ("O", RESIGNED, [("X", RESIGNED)])
    assert game.score() == {"X": 9, "O": 9}


# --- Records ----------------------------------------------------------------------------------


def test_a_record_names_the_game_and_its_scoring():
    game = Game(capture_rules(scoring="territory"))
    for cell in ("b1", "a2", "e4", "d1", "e2", "b5"):
        game.play(cell)
    text = game.record()
    assert text == ('[Game "capture"]\n[Scoring "territory"]\n[Size "5x5"]\n\n'
                    "1. b1-a2-e4, d1-e2-b5")
    again = Game.from_record(text)
    assert again.rules == game.rules and again.position.state() == game.position.state()


@pytest.mark.parametrize("text, code", [
    ('[Game "capture"]\n[Scoring "area"]', "scoring"),
    ('[Scoring "territory"]', "scoring"),                  # the classic game has no scoring
    ('[Game "capture"]\n[Start "a1 k10"]', "start"),
    ('[Game "capture"]\n\n1. a1-b1-c1', "illegal-move"),
    ('[Game "capture"]\n\n1. pass', "illegal-move"),
])
def test_faults_of_a_capture_record_are_named(text, code):
    with pytest.raises(RecordError) as raised:
        Game.from_record(text)
    assert raised.value.code == code


# --- Random games against a plain reference -------------------------------------------------

LETTERS = "abcdefghiklmnopqrstuvwxyz"


class Reference:
    """The capture game cell by cell, straight from the rules, for comparison."""

    def __init__(self, width, height, actions, scoring, starts=None, holes=()):
        self.width, self.height, self.actions, self.scoring = width, height, actions, scoring
        top, right = str(height), LETTERS[width - 1]
        starts = starts or ("a1", right + top, "a" + top, right + "1")
        self.starts = {"X": set(starts[:2]), "O": set(starts[2:])}
        self.cells = {}   # the board's cells; the ones its shape leaves out are none
        for row in range(1, height + 1):
            for col in range(width):
                if LETTERS[col] + str(row) not in holes:
                    self.cells[LETTERS[col] + str(row)] = "."
        for side, cells in self.starts.items():
            for cell in cells:
                self.cells[cell] = side
        self.turn, self.left, self.result = "X", actions, None
        self.taken = self.cut_off = 0   # marks taken on three sides, and dead with a cut colony
        self.begin_turn()

    def sides(self, cell):
        col, row = LETTERS.index(cell[0]), int(cell[1:])
        for dcol, drow in ((1, 0), (-1, 0), (0, 1), (0, -1)):
            if 0 <= col + dcol < self.width and 1 <= row + drow <= self.height:
                name = LETTERS[col + dcol] + str(row + drow)
                if name in self.cells:
                    yield name

    def legal(self, side=None):
        side = side or self.turn
        enemy = "O" if side == "X" else "X"
        return {cell for cell, mark in self.cells.items() if mark == "."
                and any(self.cells[n] == side for n in self.sides(cell))
                and sum(self.cells[n] == enemy for n in self.sides(cell)) < 3}

    def place(self, cell):
        side, enemy = self.turn, "O" if self.turn == "X" else "X"
        self.cells[cell] = side
        taken = [n for n in self.sides(cell) if self.cells[n] == enemy
                 and sum(self.cells[m] == side for m in self.sides(n)) >= 3]
        for n in taken:
            self.cells[n] = "."
        self.taken += len(taken)
        if taken:
            alive = {c for c in self.starts[enemy] if self.cells[c] == enemy}
            todo = list(alive)
            while todo:
                for n in self.sides(todo.pop()):
                    if self.cells[n] == enemy and n not in alive:
                        alive.add(n)
                        todo.append(n)
            for c, mark in self.cells.items():
                if mark == enemy and c not in alive:
                    self.cells[c] = "."
                    self.cut_off += 1

    def can_place_all(self):
        saved = dict(self.cells)
        placed = 0
        while placed < self.left and self.legal():
            self.place(min(self.legal()))
            placed += 1
        self.cells = saved
        return placed == self.left

    def begin_turn(self):
        if not self.can_place_all():
            x, o = self.points("X"), self.points("O")
            self.result = "X" if x > o else "O" if o > x else "draw"

    def play(self, cell):
        assert cell in self.legal()
        self.place(cell)
        self.left -= 1
        if self.left == 0:
            self.turn, self.left = ("O" if self.turn == "X" else "X"), self.actions
            self.begin_turn()

    def territory(self, side):
        owned, seen = set(), set()
        for start, mark in self.cells.items():
            if mark != "." or start in seen:
                continue
            region, todo, border = {start}, [start], set()
            while todo:
                for n in self.sides(todo.pop()):
                    if self.cells[n] == "." and n not in region:
                        region.add(n)
                        todo.append(n)
                    elif self.cells[n] != ".":
                        border.add(self.cells[n])
            seen |= region
            if border == {side}:
                owned |= region
        return owned

    def points(self, side):
        marks = sum(mark == side for mark in self.cells.values())
        return marks + (len(self.territory(side)) if self.scoring == "territory" else 0)


def agree(game, reference):
    assert {name: game.cell(name) for name in reference.cells} == reference.cells
    assert all(game.cell(name) == "#" for name in game.rules.holes)
    assert game.result == reference.result
    if game.result is None:
        assert set(game.legal_moves()) == reference.legal()
        assert (game.turn, game.actions_left) == (reference.turn, reference.left)
    assert game.score() == {side: reference.points(side) for side in "XO"}
    assert {side: set(cells) for side, cells in game.territory().items()} == \
        {side: reference.territory(side) for side in "XO"}


def random_rules(rng, shaped=False):
    """Random rules of the capture game; ``shaped``: cells off the board, the start
    marks on four corners of the shape (cells with two side neighbours at most)."""
    width, height = rng.randint(3, 8), rng.randint(3, 8)
    actions, scoring = rng.choice([1, 2, 3, 3, 4]), rng.choice(["marks", "territory"])
    if not shaped:
        return capture_rules(width, height, actions, scoring)
    frame = capture_rules(width, height).geometry
    holes = rng.sample(frame.names(frame.full), rng.randint(1, width * height // 4))
    board = [cell for cell in frame.names(frame.full) if cell not in holes]
    corners = [cell for cell in board
               if sum(side in board for side in frame.names(capture_sides(frame, frame.parse(cell)))) <= 2]
    if len(corners) < 4:
        return random_rules(rng, shaped)
    starts = rng.sample(corners, 4)
    return Rules(width, height, actions, starts, game="capture", scoring=scoring, holes=holes)


def test_random_games_agree_with_the_reference_and_no_colony_is_ever_cut():
    rng = random.Random(3)
    endings = set()
    taken = cut_off = 0
    for number in range(150):
        rules = random_rules(rng)
        game = Game(rules)
        reference = Reference(rules.width, rules.height, rules.actions, rules.scoring)
        agree(game, reference)
        while game.result is None:
            cell = rng.choice(game.legal_moves())
            game.play(cell)
            reference.play(cell)
            agree(game, reference)
        endings.add(game.result)
        taken += reference.taken
        cut_off += reference.cut_off
    assert endings == {"X", "O", "draw"} and taken > 100, (endings, taken)
    assert cut_off == 0, "a mark with three enemy sides has one of its own beside it at most"


def test_random_games_on_shaped_boards_agree_with_the_reference():
    """Off cells are like the board's edge (RULES.md §1): never placed on, no enemy
    side of a mark, no ground to count."""
    rng = random.Random(11)
    taken = 0
    for number in range(150):
        rules = random_rules(rng, shaped=True)
        game = Game(rules)
        reference = Reference(rules.width, rules.height, rules.actions, rules.scoring,
                              rules.starts, rules.holes)
        agree(game, reference)
        while game.result is None:
            cell = rng.choice(game.legal_moves())
            game.play(cell)
            reference.play(cell)
            agree(game, reference)
        taken += reference.taken
    assert taken > 50


def test_a_start_mark_stands_in_a_corner_of_the_shape():
    with pytest.raises(ValueError, match="corner of the board"):
        Rules(5, 5, game="capture", starts=("a1", "c3", "a5", "e1"))
    shaped = Rules(5, 5, game="capture", holes=["a1"], starts=("a2", "e5", "a5", "b1"))
    assert Game(shaped).cell("a2") == "X" and Game(shaped).cell("a1") == "#"


def test_undo_and_records_are_exact_over_random_games():
    rng = random.Random(5)
    for number in range(120):
        game = Game(random_rules(rng, shaped=number % 2 == 1))
        states = [game.position.state()]
        while game.result is None:
            game.play(rng.choice(game.legal_moves()))
            states.append(game.position.state())
        again = Game.from_record(game.record())
        assert again.position.state() == game.position.state() and again.history() == game.history()
        while game.history():
            states.pop()
            game.undo()
            assert game.position.state() == states[-1]
