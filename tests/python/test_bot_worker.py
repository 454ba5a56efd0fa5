"""The bot's side of the page's workers (game/bot/worker.py choose): the time it
keeps for after the answer, and reading the record the page sends every turn."""

import random

import pytest

from game import Game, RecordError, Rules
from game.systems.bases import bot as bases_bot
from game.bot import worker
from game.bot.search import Clock
from game.engine import game as engine_game
from helpers import assert_whole_legal_turn


@pytest.fixture(autouse=True)
def nothing_read_before():
    worker._read[0] = None
    yield
    worker._read[0] = None


def bases_game(players, turns, seed, size=25):
    game = Game(Rules(size, size, 3, game="bases", players=players))
    for turn in range(turns):
        if game.result is not None:
            break
        game.play_turn(bases_bot.choose_turn(game, "easy", seed=seed * 100 + turn))
    return game


class OutOfTime(Clock):
    """A bot's clock that has run out: the bot answers with the first turn it finds."""

    def __init__(self):
        Clock.__init__(self, None)

    def expired(self, share=1):
        return True


def out_of_time(seconds):
    return OutOfTime()


def test_the_worker_keeps_the_last_collection_out_of_the_turns_time(monkeypatch):
    """MicroPython collects its garbage after each call, and after a turn of 30 players
    on 25x25 that allocated tens of MB it takes 30-60 ms, more than AFTER_ANSWER:
    what the page's worker measured after the level's last answer is left out
    of its next turn's time, and AFTER_ANSWER stays the least left out."""
    monkeypatch.setattr(worker.search, "elapsed_ms", lambda start: 0)   # reading the record: no time
    monkeypatch.setattr(worker, "AFTER_ANSWER", 0.015)
    monkeypatch.setattr(worker, "_collections", {}, raising=False)
    game = bases_game(30, 31, 1)
    given = []

    def clock(seconds):
        given.append(seconds)
        return OutOfTime()
    for level, after_answer in (("medium", None), ("hard", 0.06), ("medium", 0.005)):
        cells = worker.choose(game.record(), level, 1, 0.25, after_answer, clock=clock).split("-")
        assert_whole_legal_turn(game, cells)
        assert worker.thought() == 0
    assert given == [pytest.approx(0.235), pytest.approx(0.19), pytest.approx(0.235)]


def test_the_worker_keeps_the_longest_of_the_levels_last_collections_out(monkeypatch):
    """The collection after a call varies from one turn to the next with the same
    64 MB heap (8 to 31 ms in a game of 30 on MicroPython): a turn of easy told
    the last one, 15 ms, and followed by one of 24 ms, kept the page waiting
    1.25x easy's limit.  The longest of the level's last three (COLLECTIONS_KEPT)
    is left out, each level its own."""
    monkeypatch.setattr(worker.search, "elapsed_ms", lambda start: 0)
    monkeypatch.setattr(worker, "AFTER_ANSWER", 0.015)
    monkeypatch.setattr(worker, "_collections", {}, raising=False)
    game = bases_game(30, 31, 1)
    given = []

    def clock(seconds):
        given.append(round(0.25 - seconds, 6))
        return OutOfTime()
    told = [("easy", 0.030), ("easy", 0.018), ("easy", 0.020), ("hard", 0.005), ("easy", 0.019),
            ("easy", 0.022)]
    for level, after_answer in told:
        worker.choose(game.record(), level, 1, 0.25, after_answer, clock=clock)
    assert given == [0.030, 0.030, 0.030, 0.015, 0.020, 0.022]


def counting_plays(monkeypatch):
    """The sub-moves the engine's Game plays (a record's replay plays each once)."""
    played = [0]
    play = engine_game.Game.play

    def counted(self, cell):
        played[0] += 1
        return play(self, cell)
    monkeypatch.setattr(engine_game.Game, "play", counted)
    return played


def test_the_worker_reads_on_from_the_last_record_not_from_the_start(monkeypatch):
    """The page sends the whole record every turn; in a game of 30 on 25x25 replaying
    it took 150 ms on MicroPython late in the game, more than easy's whole time
    limit: a record that carries on the last one is read on from its game."""
    game = bases_game(30, 60, 2)
    played = counting_plays(monkeypatch)
    worker.choose(game.record(), "easy", 1, 0.08, clock=out_of_time)
    assert played[0] == len(game.history())
    for turn in range(3):
        game.play_turn(bases_bot.choose_turn(game, "easy", seed=turn))
        before = played[0]
        cells = worker.choose(game.record(), "easy", 1, 0.08, clock=out_of_time).split("-")
        assert played[0] - before == len(game.history()[-3:]) == 3, "only the new turn is read"
        assert_whole_legal_turn(game, cells)


def test_reading_on_gives_the_game_a_whole_read_gives():
    """Round after round, resignations and passes included, in games of 2 to 30,
    and records that do not carry on the last one (an undo, another game, the
    same again): the game read is the game Game.from_record reads."""
    rng = random.Random(5)
    for players, size in ((2, 6), (3, 6), (6, 9), (30, 25)):
        game = Game(Rules(size, size, 2, game="bases", players=players))
        records = []
        while game.result is None and len(records) < 80:
            if rng.random() < 0.05 and len(game.position.players_in()) > 2:
                game.resign(game.players[rng.choice(game.position.players_in())])
            elif rng.random() < 0.05 and game.position.at_turn_start():
                game.pass_turn()
            else:
                game.play(rng.choice(game.legal_moves()))
            records.append(game.record())
        records += [records[len(records) // 2], records[len(records) // 2], records[-1]]
        for record in records:
            read, whole = worker._game(record), Game.from_record(record)
            assert (read.position.state(), read.history(), read.result) == (
                whole.position.state(), whole.history(), whole.result), record


@pytest.mark.parametrize("bad", ["\n12. zz9", ", a1-a1", "\n[Size \"9x9\"]", "-b2", "5",
                                 ", pass" * 20000])
def test_a_bad_record_after_a_good_one_is_said_as_a_whole_read_says_it(bad):
    good = bases_game(6, 8, 3, size=12).record()
    worker.choose(good, "easy", 1, 0.08, clock=out_of_time)
    with pytest.raises(RecordError) as whole:
        Game.from_record(good + bad)
    with pytest.raises(RecordError) as read:
        worker.choose(good + bad, "easy", 1, 0.08, clock=out_of_time)
    assert (read.value.code, str(read.value)) == (whole.value.code, str(whole.value))
    assert worker.choose(good, "easy", 1, 0.08, clock=out_of_time), "the game goes on"

