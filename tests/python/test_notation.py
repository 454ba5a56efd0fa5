"""Records: the seed notation written and read, and every fault named with its place."""

import ast
import inspect

import random

import pytest

from game import Game, IllegalMove, Rules, RecordError
from game.core.board import geometry
from game.engine import notation
from game.engine.notation import MAX_RECORD_LENGTH
from game.web.words import Strings
from helpers import random_shape


def test_classic_record_has_no_header_and_one_round_per_line():
    game = Game()
    for cell in ("a1", "b2", "c3", "k10", "i9", "h8", "d4"):
        game.play(cell)
    assert game.record() == "1. a1-b2-c3, k10-i9-h8\n2. d4"
    game.undo()
    game.pass_turn()
    assert game.record() == "1. a1-b2-c3, k10-i9-h8\n2. pass"


def test_header_names_every_non_default_rule_and_the_result():
    game = Game(Rules(width=8, height=6, actions=2, starts=("b2", "g5"), last_mover_wins=True))
    game.play("b2")
    game.resign()
    assert game.record() == ('[Size "8x6"]\n[Actions "2"]\n[Start "b2 g5"]\n'
                             '[Variant "last-mover-wins"]\n[Result "O"]\n\n1. b2')
    copy = Game.from_record(game.record())
    assert copy.rules == game.rules and copy.result == "O" and copy.reason == "resigned"


def test_reader_accepts_kill_marks_upper_case_and_loose_spacing():
    text = "1. a1-b2-c3, k10-i9-h8\n2. d4-e5-f6, g7-F6+-e5x\n3.d5-e6-f7"
    game = Game.from_record(text)
    assert game.cell("f6") == "x" and game.cell("e5") == "x"
    assert game.record() == "1. a1-b2-c3, k10-i9-h8\n2. d4-e5-f6, g7-f6-e5\n3. d5-e6-f7"
    assert Game.from_record("1. a1-b2-c3 k10-i9-h8").record() == "1. a1-b2-c3, k10-i9-h8"
    assert Game.from_record("\ufeff1. a1-b2-c3,\r\n k10\r\n").record() == "1. a1-b2-c3, k10"
    assert Game.from_record("").record() == ""


def test_size_tag_with_one_number_means_a_square():
    assert Game.from_record('[Size "8"]\n\n1. a1').rules == Rules(8, 8)


@pytest.mark.parametrize("text, line, column, words", [
    ("1. a1-b2-c3, k10-i9-z9", 1, 21, "off the 10x10 board"),
    ("1. a1-b2-c3, k10-i9-h8\n2. d4-e5-f6, a2", 2, 14, "out of O's reach"),
    ("1. a1-b2-c3, k10-i9-h8\n2. d4-e5-f6, g7-f6-e5\n3. d5+", 3, 4, "marks a kill"),
    ("1. a1-b2, k10", 1, 4, "has 2 sub-moves, but 3 were required"),
    ("1. a1-b2-c3-d4", 1, 13, "turn is already over after 3"),
    ("1. a1-b2-c3, k10-i9-h8\n3. d4", 2, 1, "expected round 2"),
    ("1. a1-b2-c3\n2. d4", 2, 1, "expected O's turn"),
    ("1. a1-b3", 1, 7, "out of X's reach"),
    ("1. a1--b2", 1, 7, "empty cell name"),
    ("1. pass, pass\n2. a1", 2, 1, "after the end of the game"),
    ("1. 1. a1-b2-c3", 1, 4, "expected X's turn"),
    ("1. a1-pass", 1, 7, "not a cell name"),
    ('[Size "2x2"]', 1, 8, "from 3x3 to 25x25"),
    ('[Size "ten"]', 1, 8, 'like "8x8"'),
    ('[Actions "0"]', 1, 11, "from 1 to 9"),
    ('[Start "a1"]', 1, 9, "two cells"),
    ('[Start "a1 a1"]', 1, 9, "must differ"),
    ('[Variant "fast"]', 1, 11, "unknown variant"),
    ('[Result "win"]', 1, 10, "X, O or draw"),
    ('[Result "draw"]\n\n1. a1-b2-c3', 1, 10, "not over"),
    ('[Size "8x8"]\n[Size "9x9"]', 2, 1, "appears twice"),
    ("[Size 8x8]", 1, 1, '[Name "value"]'),
    ("1. a1\n[Size \"8\"]", 2, 1, "before the moves"),
])
def test_faults_are_named_with_line_and_column(text, line, column, words):
    with pytest.raises(RecordError) as caught:
        Game.from_record(text)
    error = caught.value
    assert words in str(error)
    assert (error.line, error.column) == (line, column), str(error)
    assert str(error).startswith("line %d, column %d: " % (line, column))
    # the page says the same in its own words, in either language
    assert Strings("en").record_error(error).startswith("line %d, column %d: " % (line, column))
    assert Strings("ru").record_error(error).startswith("строка %d, столбец %d: " % (line, column))


def test_a_result_must_agree_with_the_moves():
    record = "1. pass, pass"
    assert Game.from_record(record).result == "draw"
    assert Game.from_record('[Result "draw"]\n\n' + record).result == "draw"
    with pytest.raises(RecordError, match="Result says X, but the moves end: a draw"):
        Game.from_record('[Result "X"]\n\n' + record)


FIVE_PLAYERS = '[Game "bases"]\n[Players "5"]\n[Size "3x4"]\n[Actions "2"]\n'
FIVE_PLAYERS_MOVES = "\n1. a1-b1, c1-b1, c3-c4, b4-a3, a3\n2. b2-c2, c2-b3"   # T to move
THREE_PLAYERS = '[Game "bases"]\n[Players "3"]\n[Size "4x3"]\n[Actions "2"]\n'
THREE_PLAYERS_MOVES = "\n1. a1-b2, d3-c2, d1-c1\n2. c3-c2, d2-d1, d2-c3"   # X to move; O has no sub-move


def test_a_result_resigns_the_others_past_those_the_turn_finds_with_no_sub_move():
    # T and S resign; the turn passes on to P5, which has no sub-move and is out; X resigns
    game = Game.from_record(FIVE_PLAYERS + '[Result "O"]\n' + FIVE_PLAYERS_MOVES)
    assert game.result == "O"
    assert [(game.players[player], reason) for player, reason in game.position.out] == \
        [("T", "resigned"), ("S", "resigned"), ("P5", "no-moves"), ("X", "resigned")]
    again = Game.from_record(game.record())
    assert again.history() == game.history() and again.result == "O"
    # X resigns, O's turn finds it with no sub-move, T is the last one in
    assert Game.from_record(THREE_PLAYERS + '[Result "T"]\n' + THREE_PLAYERS_MOVES).result == "T"


def test_a_result_naming_a_side_the_turn_would_find_with_no_sub_move_is_a_fault():
    with pytest.raises(RecordError) as caught:
        Game.from_record(THREE_PLAYERS + '[Result "O"]\n' + THREE_PLAYERS_MOVES)
    error = caught.value
    assert (error.line, error.column, error.code) == (5, 10, "result-no-moves")
    assert "Result says O, but O has no sub-move" in Strings("en").record_error(error)
    assert "Result говорит O, но O не может" in Strings("ru").record_error(error)


def test_unknown_tags_are_ignored():
    game = Game.from_record('[Event "club night"]\n\n1. a1-b2-c3')
    assert game.rules == Rules() and game.record() == "1. a1-b2-c3"


MANY_DIGITS = "9" * 5000    # more than CPython's int() takes (4300)


@pytest.mark.parametrize("text, code, words", [
    ('[Size "%s"]' % MANY_DIGITS, "size-range", "from 3x3 to 25x25"),
    ('[Size "8x%s"]' % MANY_DIGITS, "size-range", "from 3x3 to 25x25"),
    ('[Actions "%s"]' % MANY_DIGITS, "actions", "from 1 to 9"),
    ("%s. a1-b2-c3" % MANY_DIGITS, "round-number", "expected round 1"),
    ("1. a%s" % MANY_DIGITS, "illegal-move", "off the 10x10 board"),
])
def test_numbers_of_any_length_are_faults_of_the_record(text, code, words):
    with pytest.raises(RecordError) as caught:
        Game.from_record(text)
    assert caught.value.code == code and words in caught.value.message


def test_a_record_over_the_length_limit_is_refused_unread():
    padded = "1. a1-b2-c3" + " " * (MAX_RECORD_LENGTH - len("1. a1-b2-c3"))
    assert Game.from_record(padded).record() == "1. a1-b2-c3"
    with pytest.raises(RecordError) as caught:
        Game.from_record(padded + " ")
    assert (caught.value.code, caught.value.values) == ("too-long", {"limit": MAX_RECORD_LENGTH})
    with pytest.raises(RecordError) as caught:
        Game.from_record('[Size "ten"]' + " " * MAX_RECORD_LENGTH)   # not a fault of Size
    assert caught.value.code == "too-long"
    assert "100000" in Strings("ru").record_error(caught.value)


def test_the_reader_never_indexes_the_text_by_position():
    # MicroPython finds text[i] by walking its UTF-8 from the start, so a loop
    # over positions is quadratic there: a 100 000-character line took minutes.
    for function in (notation._split, notation._tokens, notation._words, notation._braced_tokens):
        for node in ast.walk(ast.parse(inspect.getsource(function))):
            if isinstance(node, ast.Subscript):
                assert not any(isinstance(part, ast.Name) for part in ast.walk(node.slice)), \
                    ast.unparse(node)


def test_the_reader_counts_turns_itself():
    # Game.turns() goes over the whole history: called each round, it made the
    # longest games quadratic to read (10 s on MicroPython for 950 rounds).
    class Counting(Game):
        calls = 0

        def turns(self):
            Counting.calls += 1
            return Game.turns(self)

    game = Game(Rules(9, 9, 1))
    while game.result is None:
        game.play(game.legal_moves()[0])
    assert Counting.from_record(game.record()).history() == game.history()
    assert len(game.turns()) > 50 and Counting.calls == 0


# --- boards with a shape (RULES.md §1: cells off the board) ----------------------------


@pytest.mark.parametrize("rules, cells", [
    (Rules(6, 6, holes=["c3", "d4", "c4", "d3"]), ["a1", "b2", "c2"]),
    (Rules(6, 5, game="bases", players=3, starts="edge", holes=["c3", "d3"]), ["c2", "b1", "a2", "f5"]),
    (Rules(5, 5, game="capture", holes=["a1", "c3"], starts=("a2", "e5", "a5", "b1")), ["b2", "a3", "e4"]),
])
def test_a_shaped_board_round_trips_through_its_record(rules, cells):
    game = Game(rules)
    for cell in cells:
        game.play(cell)
    text = game.record()
    assert '[Holes "%s"]' % " ".join(rules.holes) in text
    again = Game.from_record(text)
    assert again.rules == rules and again.history() == game.history()
    assert [again.cell(name) for name in rules.holes] == ["#"] * len(rules.holes)


@pytest.mark.parametrize("starts", ["edge", ("a1", "e5", "e1", "a5", "c5")])
def test_a_board_with_no_default_start_writes_the_start_it_has(starts):
    # a1 is cut off alone, so the outline spread round from it holds one cell and
    # five players have no default start here; the edge, or cells named, they have
    holes = ["b1", "a2", "b2"]
    with pytest.raises(ValueError, match="room for 1 start cells, too few for 5 players"):
        Rules(5, 5, game="bases", players=5, holes=holes)
    rules = Rules(5, 5, game="bases", players=5, holes=holes, starts=starts)
    assert rules.default_starts() is None
    game = Game(rules)
    game.play("a1")
    text = game.record()
    assert '[Start "%s"]' % (starts if starts == "edge" else " ".join(starts)) in text
    again = Game.from_record(text)
    assert again.rules == rules and again.history() == game.history()


def odd_rules(rng):
    """Rules of a board the rules accept, of the kinds that are easy to get wrong:
    holes beside the corners the games start from, start=edge, many players,
    boards in pieces (helpers.random_shape)."""
    kind = rng.choice(["classic", "bases", "bases", "capture"])
    players = rng.choice([2, 3, 4, 5, 9, 17, 30]) if kind == "bases" else 2
    width, height = rng.randint(3, 9), rng.randint(3, 9)
    if rng.random() < 0.5:
        return random_shape(rng, kind, players, sizes=(3, 9))
    frame = geometry(width, height)
    corners = [frame.bit(col, row) for col in (0, width - 1) for row in (0, height - 1)]
    beside = [bit for bit in frame.cells if frame.dilate(sum(corners)) & bit]
    holes = frame.names(sum(rng.sample(beside, rng.randint(1, len(beside) // 2))))
    starts = rng.choice(["edge", None]) if kind == "bases" else None
    try:
        return Rules(width, height, rng.randint(1, 3), starts, game=kind, players=players, holes=holes)
    except ValueError:   # the board refused: a corner start taken away, too few start cells
        return None


def test_odd_boards_round_trip_through_their_records():
    rng = random.Random(11)
    boards = 0
    while boards < 300:
        rules = odd_rules(rng)
        if rules is None:
            continue
        boards += 1
        game = Game(rules)
        for _ in range(rng.randint(0, 12)):
            if game.result is not None:
                break
            game.play(rng.choice(game.legal_moves()))
        again = Game.from_record(game.record())
        assert again.rules == rules and again.history() == game.history(), repr(rules)


@pytest.mark.parametrize("text, line, column, code", [
    ('[Holes "z9"]', 1, 9, "holes"),                                   # outside the board
    ('[Size "5x5"]\n[Holes "b2,c3"]', 2, 9, "holes"),                 # not written as cells
    ('[Size "5x5"]\n[Holes "a1"]', 2, 9, "holes-start"),              # a corner start taken away
    ('[Size "5x5"]\n[Holes "b2"]\n[Start "b2 e5"]', 3, 9, "start"),   # a start named on a hole
    ('[Size "5x5"]\n[Holes "c3"]\n\n1. a1-b2-c3', 4, 10, "illegal-move"),
])
def test_a_bad_shape_in_a_record_is_named_with_line_and_column(text, line, column, code):
    with pytest.raises(RecordError) as raised:
        Game.from_record(text)
    assert (raised.value.line, raised.value.column, raised.value.code) == (line, column, code)
    if code == "illegal-move":
        assert raised.value.values == {"reason": "off-board", "cell": "c3"}


@pytest.mark.parametrize("text, line, column, cells", [
    ('[Game "bases"]\n[Players "9"]\n[Size "3x3"]', 2, 11, 8),
    ('[Game "bases"]\n[Players "22"]\n[Size "4"]\n[Start "edge"]', 2, 11, 12),
    ('[Game "bases"]\n[Players "5"]\n[Size "5"]\n[Holes "b1 a2 b2"]', 2, 11, 1),   # a1 cut off alone
    ('[Game "bases"]\n[Size "3"]\n[Holes "a1 b1 c1 a2 b2 c2 a3 b3"]\n[Start "edge"]', 4, 9, 1),
])
def test_more_players_than_the_board_has_room_to_start_are_a_fault_of_the_record(text, line, column, cells):
    with pytest.raises(RecordError) as caught:
        Game.from_record(text)
    error = caught.value
    assert (error.line, error.column, error.code, error.values["cells"]) == (line, column, "start-room", cells)
    for language, words in (("en", "too few edge cells"), ("ru", "слишком мало клеток")):
        said = Strings(language).record_error(error)
        assert words in said and str(cells) in said and error.values["size"] in said, said


def test_a_cell_off_the_board_is_refused_in_its_own_words():
    game = Game(Rules(5, 5, holes=["b2"]))
    game.play("a1")
    assert game.cell("b2") == "#" and "b2" not in game.legal_moves()
    with pytest.raises(IllegalMove) as refused:
        game.play("b2")
    assert refused.value.code == "off-board" and refused.value.values == {"cell": "b2"}
    assert game.history() == [("X", "a1")]


def test_a_record_written_as_the_game_goes_on_is_the_record_written_afresh():
    # the game keeps its ended rounds' lines (Game.written): after every change,
    # undos and resignations among them, the record is as a copy writes it whole
    rng = random.Random(4)
    for players, size, actions in ((2, 6, 2), (3, 7, 3), (6, 9, 1), (30, 25, 3)):
        game = Game(Rules(size, size, actions, game="bases", players=players))
        while game.result is None and game.history_length() < 400:
            legal = game.legal_moves()
            roll = rng.random()
            if roll < 0.08 and game.history_length():
                game.undo()
            elif roll < 0.1 and len(game.inside) > 2:
                game.resign(game.inside[rng.randrange(len(game.inside))])
            elif legal:
                game.play(rng.choice(legal))
            else:
                game.pass_turn()
            assert game.record() == game.copy().record()
        if game.result is None:
            game.resign(game.inside[0])
        assert game.record() == game.copy().record()
        assert Game.from_record(game.record()).history() == game.history()
