"""Annotations in records (RULES.md §5): a mark glued to a turn, a comment in
braces after it, a comment before the first round for the whole game; the
Game keeps them by turn and drops a turn's when the turn changes."""

import pytest
from hypothesis import given, settings, strategies as st, HealthCheck

from game import Game, RecordError, Rules
from game.engine.notation import MARKS, MAX_RECORD_LENGTH, read_more, read_record_on
from game.web.words import Strings
from helpers import ENDS_OF_MORE


def test_a_record_with_marks_and_comments_reads_and_writes_back_the_same():
    text = "1. a1-b2-c3!? {the sharp line}, k10-i9-h8?? {win 64%}\n2. d4"
    game = Game.from_record(text)
    assert game.annotation(0) == ("!?", "the sharp line")
    assert game.annotation(1) == ("??", "win 64%")
    assert game.annotation(2) == (None, None)
    assert game.annotations() == [(0, "!?", "the sharp line"), (1, "??", "win 64%")]
    assert game.record() == text


def play(game, turns):
    """Plays the turns written "a1-b2-c3", "pass", "resign(T)" onto ``game``."""
    for turn in turns:
        if turn == "pass":
            game.pass_turn()
        elif turn.startswith("resign("):
            game.resign(turn[len("resign("):-1])
        else:
            for cell in turn.split("-"):
                game.play(cell)


# the three games: classic, bases with three players and a resignation, capture
GAMES = [
    (Rules(), ["a1-b2-c3", "k10-i9-h8", "d4-e5-f6", "pass", "g7-h8-i9"], ""),
    (Rules(6, 6, 2, game="bases", players=3), ["a1-b2", "f6-e5", "f1-e2", "c3-c4", "resign(T)", "e4-d5",
                                               "b3-a4"], '[Game "bases"]\n[Players "3"]\n[Size "6x6"]\n'),
    (Rules(6, 6, 2, game="capture"), ["b1-c1", "a5-a4", "a2-d1", "b6-c6", "a3"], '[Game "capture"]\n'),
]


@pytest.mark.parametrize("rules, turns, header", GAMES)
def test_every_mark_and_comments_round_trip_in_every_game(rules, turns, header):
    game = Game(rules)
    play(game, turns)
    count = game.turn_count()
    assert count == len(game.turns()) >= 5
    for turn in range(count):
        game.annotate(turn, MARKS[turn % len(MARKS)], "turn %d, said so" % turn if turn % 2 else None)
    game.annotate(None, comment="a game of %s" % rules.game)
    text = game.record()
    assert ("{a game of %s}\n1. " % rules.game) in text and text.startswith(header)
    for turn, mark, comment in game.annotations():
        assert mark + (" {%s}" % comment if comment else "") in text
    again = Game.from_record(text)
    assert again.annotations() == game.annotations() and len(again.annotations()) == count
    assert again.annotation(None) == (None, "a game of %s" % rules.game)
    assert again.history() == game.history() and again.record() == text


def test_a_resignation_mid_turn_puts_the_turns_annotation_after_its_last_word():
    game = Game(Rules(6, 6, 3, game="bases", players=3))
    play(game, ["a1-b2-c3", "f6-e5"])
    game.resign("T")
    game.play("d4")
    game.annotate(1, "!", "O goes on")
    text = game.record()
    assert text.endswith("1. a1-b2-c3, f6-e5, resign(T), d4! {O goes on}")
    assert Game.from_record(text).annotations() == [(1, "!", "O goes on")]


def test_a_final_resignation_keeps_the_annotation_of_the_turn_it_cut_short():
    game = Game()
    play(game, ["a1-b2"])
    game.annotate(0, "??", "then gave up")
    game.resign()
    assert game.record() == '[Result "O"]\n\n1. a1-b2?? {then gave up}'
    again = Game.from_record(game.record())
    assert again.annotations() == [(0, "??", "then gave up")] and again.result == "O"


def test_a_game_comment_stands_before_the_first_round_or_alone():
    game = Game(Rules(8, 8))
    game.annotate(None, comment=" club night, board 3 ")
    assert game.record() == '[Size "8x8"]\n\n{ club night, board 3 }'
    game.play("a1")
    assert game.record() == '[Size "8x8"]\n\n{ club night, board 3 }\n1. a1'
    assert Game.from_record(game.record()).annotation(None) == (None, " club night, board 3 ")
    assert Game.from_record("{club}").annotation(None) == (None, "club")
    assert Game.from_record("{club}1. a1").record() == "{club}\n1. a1"


def test_the_reader_takes_annotations_as_loosely_as_moves():
    # glued or spaced, before or after the comma, on the next line: the comment is the last turn's
    for text in ("1. a1-b2-c3!{x}, k10", "1. a1-b2-c3! {x} , k10", "1. a1-b2-c3!, {x} k10",
                 "1. a1-b2-c3!\n{x}\n k10", "1.a1-b2-c3!\t{x},k10"):
        assert Game.from_record(text).record() == "1. a1-b2-c3! {x}, k10", text
    # a kill mark and a judging mark; a pass judged; an empty comment is none
    game = Game.from_record("1. a1-b2-c3, k10-i9-h8\n2. d4-e5-f6, g7-F6+-e5x?!\n3. pass!! {}")
    assert game.annotations() == [(3, "?!", None), (4, "!!", None)]
    # the comment is kept as written, braces off: spaces, tabs, commas, quotes, brackets
    said = ' tab\there, "quoted" [Size "3"] 1. a1 resign ! ?? '
    assert Game.from_record("1. a1-b2-c3 {%s}" % said).annotation(0) == (None, said)


# records written before annotations were read, by random play (a resignation mid-turn among them)
PLAIN_RECORDS = [
    '[Size "7x7"]\n[Actions "1"]\n\n1. pass, g7\n2. a1, g6\n3. b1, g5\n4. c1, f6\n5. d1, e5\n6. e2',
    '[Game "bases"]\n[Players "4"]\n[Size "8x8"]\n[Actions "2"]\n\n1. a1, resign(T), b1, h8-g8, a8-b8\n'
    '2. b2-c2, resign(X), h7-h6, a7-c8\n3. g5-f8, b7',
    '[Game "bases"]\n[Players "7"]\n[Size "7x7"]\n[Actions "1"]\n\n1. a1, d1, g2, g5, e7, b7, a4\n'
    '2. b2, d2, g3, g6, d6, c7, b4\n3. c2, e2, g1, f5, f6, pass, b3\n4. b1, f3, f4, g7, c6, d6, a5\n'
    '5. a3, c1, pass, f6, b6, b6, b2\n6. c3, g2, g4',
    '[Game "capture"]\n[Scoring "marks"]\n[Size "9x9"]\n[Result "O"]\n\n1. i8-b1-b2, a8-a7-b9\n'
    '2. c2-c1-c3, a6-c9-b8\n3. c4-d4-d2, c8-c7-d9',
    "1. a1-b2-c3, k10-i9-h8\n2. d4",
] + list(ENDS_OF_MORE.values())


@pytest.mark.parametrize("text", PLAIN_RECORDS)
def test_a_record_without_annotations_is_written_as_before_byte_for_byte(text):
    game = Game.from_record(text)
    assert game.annotations() == [] and game.annotation(None) == (None, None)
    assert game.record() == text
    while game.history_length():   # and so after every undo (the kept lines of ended rounds)
        game.undo()
        assert game.record() == game.copy().record() == Game.from_record(game.record()).record()


@pytest.mark.parametrize("text, line, column, code", [
    ("1. a1-b2-c3?!?", 1, 12, "mark"),
    ("1. a1-b2-c3!!!", 1, 12, "mark"),
    ("1. a1-b2-c3 {the sharp line", 1, 13, "comment-open"),
    ("1. a1-b2-c3, k10-i9-h8}", 1, 23, "comment-close"),
    ("1. a1-b2-c3 {a} }", 1, 17, "comment-close"),
    ("1. a1-b2-c3 {see {this}}", 1, 18, "comment-brace"),
    ("1. a1-b2-c3 {a}\n{b}", 2, 1, "comment-twice"),
    ("{a} {b}\n1. a1-b2-c3", 1, 5, "comment-twice"),
    ("1. a1-b2-c3, k10-i9-h8\n2. {why} d4", 2, 4, "comment-place"),
    ("1. a1 {a} b2", 1, 4, "turn-short"),
    ("1. a1-b2-c3 !?", 1, 13, "mark-place"),
    ("1.!", 1, 3, "mark-place"),
    ('[Game "bases"]\n[Players "3"]\n\n1. a1-b2-c3, k10-i9-h8, resign(T)!', 4, 34, "mark-place"),
    ('[Game "bases"]\n[Players "3"]\n\n1. a1-b2-c3, k10-i9-h8, resign(T) {a}', 4, 35, "comment-place"),
    ('[Game "bases"]\n[Players "3"]\n\n1. a1-b2-c3, k10-i9 {a}, resign(T), h8', 4, 21, "annotation-mid-turn"),
    ('[Game "bases"]\n[Players "3"]\n\n1. a1-b2-c3, k10-i9?, resign(T), h8', 4, 20, "annotation-mid-turn"),
    ("1. pass, pass {drawn}\n2. a1!", 2, 1, "after-end"),
])
def test_a_bad_annotation_is_named_with_line_column_and_code(text, line, column, code):
    with pytest.raises(RecordError) as caught:
        Game.from_record(text)
    error = caught.value
    assert (error.line, error.column, error.code) == (line, column, code), str(error)
    if code not in ("turn-short", "after-end"):   # the page's words are the reader's
        assert Strings("en").record_error(error) == "line %d, column %d: %s" % (line, column, error.message)
    assert Strings("ru").record_error(error).startswith("строка %d, столбец %d: " % (line, column))


def test_the_length_limit_counts_the_comments():
    text = "1. a1-b2-c3 {%s}" % ("a" * (MAX_RECORD_LENGTH - 14))
    assert len(text) == MAX_RECORD_LENGTH and Game.from_record(text).record() == text
    with pytest.raises(RecordError) as caught:
        Game.from_record(text[:-1] + "a}")
    assert caught.value.code == "too-long"


def test_undo_of_a_sub_move_of_an_annotated_turn_drops_its_annotation():
    game = Game.from_record("{club}\n1. a1-b2-c3! {good}, k10-i9-h8?\n2. d4")
    assert game.turn_count() == 3
    game.undo()                                   # d4: a turn of its own, unannotated
    assert game.annotations() == [(0, "!", "good"), (1, "?", None)] and game.turn_count() == 2
    game.undo()                                   # h8: O's turn changed
    assert game.annotations() == [(0, "!", "good")]
    assert game.record() == "{club}\n1. a1-b2-c3! {good}, k10-i9"
    game.play("h8")                               # the same turn again is not the one judged
    assert game.annotations() == [(0, "!", "good")]
    for _ in range(3):
        game.undo()
    assert game.annotations() == [(0, "!", "good")]
    game.undo()                                   # c3: X's turn changed
    assert game.annotations() == [] and game.annotation(None) == (None, "club")


def test_undoing_a_resignation_keeps_the_annotations():
    game = Game(Rules(6, 6, 2, game="bases", players=3))
    play(game, ["a1-b2", "f6-e5"])
    game.annotate(1, "!?")
    game.resign("X")
    game.undo()
    assert game.annotations() == [(1, "!?", None)]


def test_a_sub_move_played_onto_an_annotated_turn_drops_its_annotation():
    game = Game()
    play(game, ["a1-b2-c3", "k10"])
    game.annotate(1, "!", "a start")
    game.annotate(0, "?")
    game.play("i9")
    assert game.annotations() == [(0, "?", None)]


def test_a_copy_keeps_the_annotations_and_goes_its_own_way():
    game = Game.from_record("{club}\n1. a1-b2-c3! {good}, k10-i9-h8?")
    copy = game.copy()
    assert copy.annotations() == game.annotations() and copy.annotation(None) == (None, "club")
    copy.undo()
    copy.annotate(0, "??")
    assert game.annotations() == [(0, "!", "good"), (1, "?", None)]
    assert copy.annotations() == [(0, "??", None)]


def test_annotate_sets_replaces_and_clears():
    game = Game()
    play(game, ["a1-b2-c3"])
    game.annotate(0, "!", "good")
    game.annotate(0, comment="better")
    assert game.annotation(0) == (None, "better")
    game.annotate(0, "!!", "")
    assert game.annotation(0) == ("!!", None)
    game.annotate(0)
    assert game.annotations() == [] and game.record() == "1. a1-b2-c3"


@pytest.mark.parametrize("turn, mark, comment", [
    (1, "!", None), (-1, "!", None), ("0", "!", None),      # no such turn
    (0, "?!?", None), (0, "", None), (None, "!", "x"),      # no such mark; the game takes none
    (0, None, "a {b"), (0, None, "a } b"), (0, None, "two\nlines"), (None, None, 3),
])
def test_annotate_refuses_what_a_record_cannot_say(turn, mark, comment):
    game = Game()
    play(game, ["a1"])
    with pytest.raises(ValueError):
        game.annotate(turn, mark, comment)
    assert game.annotations() == [] and game.annotation(None) == (None, None)


def test_a_record_read_on_in_parts_keeps_its_annotations():
    whole = ('[Game "bases"]\n[Players "3"]\n\n{g}\n1. a1-b2-c3! {x}, k10-i9-h8, k1-i2-h3?\n'
             '2. c4-d4-e4, resign(O), pass {why}\n3. d5-d6-e6!!')
    for cut in [index for index, char in enumerate(whole) if char in ",\n" and index > 33]:
        game, where = read_record_on(whole[:cut], Game)
        read_more(game, where, whole[cut:])
        assert game.record() == whole, cut
    with pytest.raises(RecordError) as caught:   # X's turn went on after its mark
        game, where = read_record_on(whole[:whole.index("2. ")] + "2. c4-d4? {why}", Game)
        read_more(game, where, ", resign(O), e4")
    assert (caught.value.line, caught.value.column, caught.value.code) == (6, 9, "annotation-mid-turn")


# --- random annotated games, every game ----------------------------------------------

COMMENT_TEXT = st.text(st.characters(blacklist_characters="{}\n", blacklist_categories=("Cs",)), max_size=12)


@st.composite
def any_rules(draw):
    kind = draw(st.sampled_from(["classic", "bases", "capture"]))
    players = draw(st.integers(2, 5)) if kind == "bases" else 2
    size = draw(st.integers(max(3, players), 8))
    return Rules(size, size, draw(st.integers(1, 3)), game=kind, players=players)


def act(game, rng):
    """One random sub-move, pass or resignation."""
    roll = rng.random()
    if roll < 0.05 and game.rules.system.PASSING and game.position.at_turn_start():
        game.pass_turn()
    elif roll < 0.08:
        game.resign(rng.choice(game.inside))
    else:
        game.play(rng.choice(game.legal_moves()))


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(any_rules(), st.randoms(use_true_random=False), st.data())
def test_random_annotated_games_round_trip_and_keep_only_unchanged_turns_annotations(rules, rng, data):
    game = Game(rules)
    notes = {}   # what the game should hold: set here, dropped as its turn changes
    for _ in range(rng.randrange(60)):
        turns = len(game.turns())
        if game.history_length() and (game.result is not None or rng.random() < 0.1):
            if game.history()[-1][1] != "resign":
                notes.pop(turns - 1, None)   # the last turn changed
            game.undo()
        else:
            act(game, rng)
            if game.history()[-1][1] != "resign" and len(game.turns()) == turns:
                notes.pop(turns - 1, None)   # played onto the last turn
        assert game.turn_count() == len(game.turns())
        if game.turn_count() and rng.random() < 0.4:
            turn = rng.randrange(game.turn_count())
            mark = data.draw(st.sampled_from(MARKS + (None,)))
            comment = data.draw(st.none() | COMMENT_TEXT)
            game.annotate(turn, mark, comment)
            notes.pop(turn, None)
            if mark is not None or comment:
                notes[turn] = (mark, comment or None)
        assert game.annotations() == [(turn,) + notes[turn] for turn in sorted(notes)]
        assert game.record() == game.copy().record()   # the kept lines of ended rounds too
    if data.draw(st.booleans()):
        game.annotate(None, comment=data.draw(COMMENT_TEXT))
    text = game.record()
    again = Game.from_record(text)
    assert again.history() == game.history() and again.result == game.result
    assert again.annotations() == game.annotations()
    assert again.annotation(None) == game.annotation(None)
    assert again.record() == text == game.copy().record()
