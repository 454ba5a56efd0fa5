"""The bot's portable random numbers: reproducible, in range, and not lopsided."""

import pytest

from game.bot.rng import Random


def test_same_seed_same_numbers_and_different_seeds_differ():
    first, again, other = Random(5), Random(5), Random(6)
    numbers = [first.random() for _ in range(50)]
    assert numbers == [again.random() for _ in range(50)]
    assert numbers != [other.random() for _ in range(50)]


def test_numbers_fill_the_unit_interval_and_every_bucket_of_randrange():
    rng = Random(11)
    values = [rng.random() for _ in range(20000)]
    assert all(0 <= value < 1 for value in values)
    assert 0.48 < sum(values) / len(values) < 0.52
    counts = [0] * 7
    for _ in range(7000):
        counts[rng.randrange(7)] += 1
    assert all(850 < count < 1150 for count in counts)


def test_randrange_refuses_an_empty_range():
    with pytest.raises(ValueError):
        Random(1).randrange(0)
