"""Property tests over random games of every size, turn length and variant."""

import json

from hypothesis import given, settings, strategies as st, HealthCheck

from game import Game, Rules, RecordError
from game.engine.notation import MARKS
from game.web.keeping import link, saves
from game.web.words import Strings
from helpers import reference_legal

PROPERTY_SETTINGS = settings(max_examples=150, deadline=None,
                             suppress_health_check=[HealthCheck.too_slow])


@st.composite
def holes(draw, width, height, keep=()):
    """Cells off the board: none half the time, else up to a third of the
    rectangle's cells, never one of ``keep``."""
    if draw(st.booleans()):
        return ()
    names = [name for name in Rules(width, height).geometry.names(Rules(width, height).geometry.full)
             if name not in keep]
    return tuple(draw(st.lists(st.sampled_from(names), min_size=1, max_size=len(names) // 3 + 1,
                               unique=True)))


@st.composite
def rules(draw):
    width = draw(st.integers(3, 12))
    height = draw(st.integers(3, 12))
    corners = Rules(width, height).starts
    off = draw(holes(width, height))
    starts = None
    if draw(st.booleans()) or set(corners) & set(off):
        names = [name for name in Rules(width, height).geometry.names(Rules(width, height).geometry.full)
                 if name not in off]
        x_start = draw(st.sampled_from(names))
        o_start = draw(st.sampled_from([name for name in names if name != x_start]))
        starts = (x_start, o_start)
    return Rules(width, height, draw(st.integers(1, 9)), starts, draw(st.booleans()), holes=off)


def act(game, rng):
    """One random action; returns a function that repeats it (for redo after undo)."""
    moves = game.legal_moves()
    roll = rng.random()
    if roll < 0.03 and game.position.at_turn_start():
        action = game.pass_turn
    elif roll < 0.04:
        side = rng.choice("XO")
        action = lambda: game.resign(side)
    else:
        cell = rng.choice(moves)
        action = lambda: game.play(cell)
    action()
    return action


def check_invariants(game):
    position = game.position
    moves = set(game.legal_moves())
    enemy = "O" if game.turn == "X" else "X"
    assert all(game.cell(cell) in (".", enemy) for cell in moves)
    assert all(game.cell(cell) == "#" for cell in game.rules.holes)
    assert moves == reference_legal(game)
    if game.result is None:
        assert moves, "a game in progress always has a legal sub-move"
        assert position.legal == position.legal_for(position.side), "incremental reach is exact"
    else:
        assert not moves
        if game.reason == "no-moves":
            assert position.legal_for(position.side) == 0, "the loser is locked in"


@PROPERTY_SETTINGS
@given(rules(), st.randoms(use_true_random=False))
def test_random_games_keep_every_invariant(rules, rng):
    game = Game(rules)
    while game.result is None:
        before = (game.position.key(), game.record(), game.history())
        action = act(game, rng)
        check_invariants(game)
        after = game.position.key()
        game.undo()
        assert (game.position.key(), game.record(), game.history()) == before, "undo is exact"
        action()
        assert game.position.key() == after
    check_invariants(game)
    copy = Game.from_record(game.record())
    assert copy.record() == game.record()
    assert copy.position.key() == game.position.key()
    assert copy.rules == game.rules


@PROPERTY_SETTINGS
@given(rules(), st.randoms(use_true_random=False), st.integers(0, 60))
def test_records_round_trip_mid_game(rules, rng, steps):
    game = Game(rules)
    for _ in range(steps):
        if game.result is not None:
            break
        act(game, rng)
    copy = Game.from_record(game.record())
    assert copy.record() == game.record()
    assert copy.position.key() == game.position.key()
    assert copy.history() == game.history()


@PROPERTY_SETTINGS
@given(rules(), st.randoms(use_true_random=False))
def test_game_ends_exactly_when_the_side_to_move_is_stuck(rules, rng):
    # Without passes and resignations only a locked side ends the game.
    game = Game(rules)
    while game.result is None:
        assert game.position.legal_for(game.position.side)
        game.play(rng.choice(game.legal_moves()))
    assert game.reason == "no-moves"
    assert game.position.legal_for(game.position.side) == 0
    assert game.result != game.turn


# --- the record parser, fuzzed -----------------------------------------------------

RECORD_ALPHABET = "abcdefghijkxyzXO0123456789.,- \n[]\"+pasSizeActionsStartResultVarint{}!?"


def read_or_refuse(text):
    try:
        game = Game.from_record(text)
    except RecordError as error:
        assert error.line >= 1 and error.column >= 1 and error.message
        assert Strings("ru").record_error(error)   # every fault has words on the page
        return None
    assert isinstance(game, Game)
    return game


@settings(max_examples=600, deadline=None)
@given(st.text())
def test_parser_only_raises_record_error_on_any_text(text):
    read_or_refuse(text)


@settings(max_examples=600, deadline=None)
@given(st.text(alphabet=RECORD_ALPHABET, max_size=120))
def test_parser_only_raises_record_error_on_record_like_text(text):
    read_or_refuse(text)


@PROPERTY_SETTINGS
@given(rules(), st.randoms(use_true_random=False), st.data())
def test_parser_only_raises_record_error_on_mutated_records(rules, rng, data):
    game = Game(rules)
    for _ in range(rng.randrange(40)):
        if game.result is not None:
            break
        act(game, rng)
    for turn in range(game.turn_count()):   # marks and comments to cut into too
        if rng.random() < 0.3:
            game.annotate(turn, rng.choice(MARKS), rng.choice([None, "good, or not", "a1-b2"]))
    text = game.record()
    for _ in range(data.draw(st.integers(1, 4))):
        where = data.draw(st.integers(0, len(text)))
        cut = data.draw(st.integers(0, 3))
        insert = data.draw(st.text(alphabet=RECORD_ALPHABET, max_size=3))
        text = text[:where] + insert + text[where + cut:]
    read_or_refuse(text)




# --- links and saved games, fuzzed ---------------------------------------------------

NAMES = st.sampled_from(link.NAMES) | st.text(max_size=8)
VALUES = (st.text() | st.text(alphabet="0123456789x ²٣", max_size=6)    # "²" is a digit int() refuses
          | st.integers(1, 5000).map(lambda digits: "9" * digits))   # CPython's int() takes 4300
PARAMETERS = st.dictionaries(NAMES, VALUES)
SAVES = st.fixed_dictionaries({"version": st.sampled_from([1, 2, "1"]),
                               "game": st.dictionaries(NAMES, VALUES | st.integers())},
                              optional={"id": VALUES | st.integers(), "origin": VALUES | st.none(),
                                        "played": st.integers() | st.floats() | VALUES,
                                        "post": st.integers() | st.floats(allow_nan=False) | VALUES,
                                        "tallied": st.sampled_from(["won", "lost", "drawn", True, 1, "x"]),
                                        "summary": st.dictionaries(NAMES, VALUES) | VALUES})


@settings(max_examples=300, deadline=None)
@given(PARAMETERS)
def test_reading_a_link_never_raises(params):
    launch = link.read(params)
    for problem in launch.problems:
        assert Strings("ru")(problem.key, **problem.values)   # every problem has words


@settings(max_examples=300, deadline=None)
@given(st.text() | SAVES.map(json.dumps))
def test_reading_a_save_raises_only_broken_save(text):
    try:
        saves.read_save(text)
    except saves.BrokenSave as broken:
        assert broken.key.startswith("saved.why.")
