"""Puzzles checked by search (game/bot/puzzles.py) against a plain reference
that plays every sequence of sub-moves through Game, undoing as it goes."""

import random

import pytest

from game import Game, Rules
from game.bot.puzzles import WIN_IN_ONE, WIN_IN_TWO, OutOfReach, answer, solutions
from game.bot.systems import BOTS

GAMES = [dict(game="classic"), dict(game="bases"), dict(game="capture")]


def reference_turns(game):
    """Every turn of the side to move as (cells, a Game after it): all orders of
    sub-moves, the pass where Game allows it."""
    side = game.turn
    found = []
    if game.rules.system.PASSING:
        after = game.copy()
        after.pass_turn()
        found.append(((), after))

    def grow(current, cells):
        for cell in current.legal_moves():
            after = current.copy()
            after.play(cell)
            if after.result is None and after.turn == side:
                grow(after, cells + (cell,))
            else:
                found.append((cells + (cell,), after))
    grow(game, ())
    return found


def reference_wins(game, side, turns):
    if game.result is not None:
        return game.result == side
    if turns == 0:
        return False
    if game.turn == side:
        return any(reference_wins(after, side, turns - 1) for cells, after in reference_turns(game))
    return all(reference_wins(after, side, turns) for cells, after in reference_turns(game))


def reference_solutions(game, task):
    return {frozenset(cells) for cells, after in reference_turns(game)
            if reference_wins(after, game.turn, task - 1)}


def before_the_end(rng, options, width, height, actions, turns_back=1):
    """A random game's position at the start of one of its winner's last turns
    (``turns_back`` 1: the last, which won it; 2: the one before)."""
    while True:
        game = Game(Rules(width, height, actions, **options))
        starts = []
        while game.result is None:
            if game.position.at_turn_start():
                starts.append(game.copy())
            game.play(rng.choice(game.legal_moves()))
        winners = [start for start in starts if start.turn == game.result]
        if len(winners) >= turns_back:
            return winners[-turns_back]


@pytest.mark.parametrize("options", GAMES, ids=lambda options: options["game"])
def test_every_winning_turn_is_found_and_only_those(options):
    rng = random.Random(7)
    found_some = 0
    for number in range(40):
        game = before_the_end(rng, options, rng.choice((4, 5)), rng.choice((4, 5)), rng.choice((1, 2, 3)),
                              rng.choice((1, 1, 2)))
        expected = reference_solutions(game, WIN_IN_ONE)
        found = solutions(game, WIN_IN_ONE)
        assert {frozenset(turn) for turn in found} == expected, game.record()
        assert len(found) == len(expected), "each set of cells once"
        for turn in found:              # each is a turn Game plays, in its order, and it wins
            after = game.copy()
            for cell in turn:
                after.play(cell)
            if not turn:
                after.pass_turn()
            assert after.result == game.turn
        found_some += bool(found)
    assert found_some >= 5, "the positions near the end hold wins to find"


@pytest.mark.parametrize("options", GAMES[:2], ids=lambda options: options["game"])
def test_a_win_in_two_holds_against_every_answer(options):
    rng = random.Random(11)
    found_some = 0
    for number in range(25):
        game = before_the_end(rng, options, 4, rng.choice((3, 4)), rng.choice((1, 2)), 2)
        expected = reference_solutions(game, WIN_IN_TWO)
        found = solutions(game, WIN_IN_TWO)
        assert {frozenset(turn) for turn in found} == expected, game.record()
        found_some += bool(expected - reference_solutions(game, WIN_IN_ONE))
    assert found_some >= 2, "some wins need the second turn"


def test_a_wrong_turn_is_answered_by_the_reply_that_refutes_it():
    rng = random.Random(3)
    checked = 0
    while checked < 10:
        game = before_the_end(rng, dict(game="classic"), 4, 4, 1, 2)
        winning = {frozenset(turn) for turn in solutions(game, WIN_IN_TWO)}
        side = game.turn
        for cells, after in reference_turns(game):
            if frozenset(cells) in winning or after.result is not None:
                continue
            reply = answer(after, side, WIN_IN_TWO)
            assert reply is not None
            replied = after.copy()
            for cell in reply:
                replied.play(cell)
            if not reply:
                replied.pass_turn()
            assert not reference_wins(replied, side, 1), "after the reply no turn wins"
            checked += 1


def test_a_search_past_its_budget_says_so_rather_than_guess():
    game = Game(Rules(10, 10, 3))
    with pytest.raises(OutOfReach):
        solutions(game, WIN_IN_TWO, nodes=1000)


@pytest.mark.parametrize("name", list(BOTS))
def test_the_projects_puzzles_are_what_the_search_says_and_each_is_a_puzzle(name):
    from game.tools.build.puzzles import MOST_SOLUTIONS, puzzles_of
    found = puzzles_of(name, per_task=1)
    assert sorted(puzzle["task"] for puzzle in found) == [WIN_IN_ONE, WIN_IN_TWO]
    for puzzle in found:
        game = Game.from_record(puzzle["record"])
        assert game.rules.game == name and game.turn == puzzle["side"] and game.position.at_turn_start()
        turns = solutions(game, puzzle["task"])
        assert 1 <= len(turns) == puzzle["solutions"] <= MOST_SOLUTIONS
        if puzzle["task"] == WIN_IN_TWO:
            assert solutions(game, WIN_IN_ONE) == [], "no turn wins at once: it is a puzzle for two"
        assert puzzle["record"] == game.record(), "the record reads back as it was written"
