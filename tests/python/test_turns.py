"""full_turns against brute force over every ordering of sub-moves."""

from hypothesis import given, settings, strategies as st, HealthCheck

from game import Game, Rules
from game.bot.turns import full_turns


def brute_force(position):
    """{position key: one ordering} over every legal sequence of sub-moves of one turn."""
    found = {}
    side = position.side

    def walk(current, played):
        for bit in current.geo.bits(current.legal):
            after = current.copy()
            after.play(bit)
            if after.side != side or after.result is not None:
                found.setdefault(after.key(), played + [bit])
            else:
                walk(after, played + [bit])

    walk(position, [])
    return found


def replay(position, bits):
    after = position.copy()
    for bit in bits:
        assert after.legal & bit, "every listed turn is legal in its order"
        after.play(bit)
    return after


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(3, 6), st.integers(3, 6), st.integers(1, 3), st.randoms(use_true_random=False),
       st.integers(0, 30))
def test_full_turns_match_brute_force(width, height, actions, rng, steps):
    game = Game(Rules(width, height, actions))
    for _ in range(steps):
        if game.result is not None:
            break
        game.play(rng.choice(game.legal_moves()))
    position = game.position
    turns = full_turns(position)
    expected = brute_force(position)
    keys = [after.key() for bits, after in turns]
    assert len(keys) == len(set(keys)), "each position once"
    assert set(keys) == set(expected)
    for bits, after in turns:
        assert replay(position, bits).key() == after.key()
        assert after.side != position.side or after.result is not None, "the turn is whole"


def test_full_turns_of_the_first_turn_and_with_a_pass():
    position = Game().position
    turns = full_turns(position)
    # X starts on a1, then two of its growing neighbourhood.
    assert all(bits[0] == position.geo.parse("a1") and len(bits) == 3 for bits, after in turns)
    assert len(turns) == len(brute_force(position))
    with_pass = full_turns(position, include_pass=True)
    assert with_pass[0][0] == [] and with_pass[0][1].passes == 1
    assert len(with_pass) == len(turns) + 1


def test_full_turns_collapse_orderings():
    game = Game.from_record("1. a1-b2-c3, k10-i9-h8")
    turns = full_turns(game.position)
    orderings = sum(1 for _ in brute_force_orderings(game.position))
    assert len(turns) < orderings
    assert full_turns(Game.from_record("1. pass, pass").position) == []


def brute_force_orderings(position):
    side = position.side
    stack = [position]
    while stack:
        current = stack.pop()
        for bit in current.geo.bits(current.legal):
            after = current.copy()
            after.play(bit)
            if after.side != side or after.result is not None:
                yield after
            else:
                stack.append(after)
