"""The views a link may ask for (game/web/views/kinds.py): play, replay, puzzle; the
puzzle of the day; the replay's point and playing on from it; the worker's
answers to a puzzle (game/bot/worker.py)."""

import datetime

import pytest

from game import Game
from game.bot import puzzles, worker
from game.web.keeping import link
from game.web.play.session import Session
from game.web.views import kinds
from game.web.words import Strings

RECORD = "1. a1-b2-c3, k10-i9-h8\n2. d4-e5-f6, h7-g6-f5\n3. e6-f7-g8, g4-f3-e2\n4. c4-c5-c6"
# found by game/tools/build/puzzles.py: X to move wins in one turn (two ways), and in two
WIN_IN_ONE = ('[Size "7x7"]\n\n1. a1-a2-b3, g7-f7-e6\n2. c4-d5-e6, f6-e5-d5\n3. d4-e5-f6, e7-d6-d4\n'
              '4. c5-d6-f4, d7-c6-e3\n5. e3-c6-f2, c7-b6-c5\n6. b6-d2-c7, g6-f5-f4')
WIN_IN_TWO = ('[Size "6x6"]\n[Actions "2"]\n\n1. a1-b2, f6-e5\n2. a2-c2, d4-e3\n3. c3-d4, d2-c3\n'
              '4. d2-e3, d5-c4\n5. c4-e5, c5-b4\n6. b4-c5, e4-d3\n7. d3-d5, f3-e2\n8. e2-f3, e6-d6')


def turn(text):
    return [] if text == "pass" else text.split("-")


def keys(launch):
    return [(problem.name, problem.key) for problem in launch.problems]


def test_no_view_parameter_is_the_play_view_of_the_live_game():
    launch = link.read({"record": RECORD})
    assert (launch.view.kind, launch.view.move, launch.view.autoplay) == ("play", None, None)
    assert launch.view.pairs() == []


def test_the_replay_view_reads_its_start_move_and_autoplay_speed():
    launch = link.read({"record": RECORD, "view": "replay", "move": "12", "autoplay": "2"})
    view = launch.view
    assert (view.kind, view.move, view.autoplay) == ("replay", 12, 2.0) and launch.problems == []
    assert link.read({"record": RECORD, "view": "Replay", "autoplay": ""}).view.autoplay == kinds.SPEED
    assert link.read({"record": RECORD, "view": "replay", "autoplay": "0.5"}).view.autoplay == 0.5
    assert link.read({"record": RECORD, "view": "replay"}).view.move == 0, "a replay starts from the start"
    assert view.pairs() == [("view", "replay"), ("move", "12"), ("autoplay", "2")]


@pytest.mark.parametrize("params, problem", [
    ({"view": "film"}, ("view", "link.choose")),
    ({"view": "replay", "move": "22"}, ("move", "link.range")),      # the record has 21 sub-moves
    ({"view": "replay", "move": "-1"}, ("move", "link.range")),
    ({"view": "replay", "autoplay": "fast"}, ("autoplay", "link.autoplay")),
    ({"view": "replay", "autoplay": "20"}, ("autoplay", "link.autoplay")),
    ({"view": "replay", "autoplay": "1e3"}, ("autoplay", "link.autoplay")),
    ({"autoplay": ""}, ("autoplay", "link.view-only")),
    ({"view": "puzzle", "move": "3"}, ("move", "link.view-only")),
    ({"view": "replay", "task": "win1"}, ("task", "link.view-only")),
    ({"view": "puzzle", "task": "win3"}, ("task", "link.choose")),
    ({"view": "puzzle", "puzzle": "0"}, ("puzzle", "link.range")),
    ({"view": "puzzle", "puzzle": "seven"}, ("puzzle", "link.range")),
])
def test_a_bad_view_parameter_is_named_and_its_default_used(params, problem):
    launch = link.read(dict(params, record=RECORD))
    assert keys(launch) == [problem]
    assert len(launch.game.history()) == 21, "the game of the link still opens"
    view = launch.view
    assert view.kind in kinds.VIEWS and view.task == puzzles.WIN_IN_ONE and view.puzzle is None
    if view.kind == "replay":
        assert view.move == 0 and view.autoplay in (None, kinds.SPEED)
    for language in ("en", "ru"):   # said in words in both languages
        text = Strings(language)
        assert all(text(key, **values) for key, values in link.notice(launch.problems))


def test_a_puzzle_link_names_the_sets_puzzle_or_its_own_position_and_task():
    assert link.read({"view": "puzzle"}).view.puzzle is None   # the puzzle of the day
    assert link.read({"view": "puzzle", "puzzle": "7"}).view.puzzle == 7
    view = link.read({"view": "puzzle", "task": "win2", "record": WIN_IN_TWO}).view
    assert (view.kind, view.task, view.pairs()) == ("puzzle", puzzles.WIN_IN_TWO, [("view", "puzzle"), ("task", "win2")])
    launch = link.read({"view": "puzzle", "puzzle": "7", "record": WIN_IN_TWO})
    assert keys(launch) == [("puzzle", "link.puzzle-record")] and launch.view.puzzle is None


@pytest.mark.parametrize("record", ['[Size "7x7"]', '[Game "bases"]\n[Players "3"]\n'])
def test_a_puzzle_links_record_without_a_move_is_named_as_no_position(record):
    """A record that reads but holds no move sets no puzzle: the set's puzzle is
    shown in its place, and the link is told why, not taken silently."""
    launch = link.read({"view": "puzzle", "record": record})
    assert keys(launch) == [("record", "link.puzzle-empty")] and launch.view.puzzle is None
    assert keys(link.read({"record": record})) == [], "a game to play on from its start is no problem"
    for language in ("en", "ru"):
        assert Strings(language)("link.puzzle-empty")


def test_the_views_parameters_never_go_with_a_new_game_nor_name_its_save():
    params = sorted({"record": RECORD, "view": "replay", "move": "3", "embed": "", "lang": "ru"}.items())
    assert link.saved_under(params) == [("record", RECORD)]
    query, pairs = link.address(params, link.read(dict(params)).settings, Game())
    assert query == [("embed", ""), ("lang", "ru")]


def test_the_puzzle_of_the_day_is_one_a_day_in_turn_the_same_for_everyone():
    day = datetime.date(2026, 12, 1)
    numbers = []
    for step in range(50):
        date = day + datetime.timedelta(days=step)
        numbers.append(kinds.puzzle_of_the_day(date.year, date.month, date.day, 46))
    assert numbers[0] == (day - datetime.date(1970, 1, 1)).days % 46 + 1
    assert all(1 <= number <= 46 for number in numbers)
    assert [b - a for a, b in zip(numbers, numbers[1:])] == [1 if a < 46 else -45 for a in numbers[:-1]]
    for date in (datetime.date(2000, 2, 29), datetime.date(2024, 3, 1), datetime.date(1999, 12, 31)):
        assert kinds.puzzle_of_the_day(date.year, date.month, date.day, 10 ** 6) \
            == (date - datetime.date(1970, 1, 1)).days + 1


def test_the_replay_at_move_n_shows_the_game_after_its_first_n_sub_moves():
    launch = link.read({"record": RECORD, "view": "replay", "move": "12"})
    session = Session(launch.settings, launch.game)
    session.show_at(launch.view.move)
    shown = session.shown_game()
    played = Game()
    for cell in "a1 b2 c3 k10 i9 h8 d4 e5 f6 h7 g6 f5".split():
        played.play(cell)
    assert shown.position.key() == played.position.key() and shown.turn == "X"
    assert len(session.game.history()) == 21, "the whole game is kept to step on"


@pytest.mark.parametrize("shown, side", [(0, "X"), (3, "O"), (12, "X"), (14, "X"), (21, "O")])
def test_play_from_here_gives_the_person_the_side_to_move_and_the_bot_the_other(shown, side):
    game = link.read({"record": RECORD}).game
    settings, played = kinds.continued(game, shown, "hard")
    assert len(played.history()) == shown and played.turn == side
    assert settings.people() == [side] and settings.mode == "bot" and settings.level == "hard"
    again = link.read(dict(link.write(settings, played)))   # the link it goes to brings it back
    assert again.game.history() == played.history() and again.settings.people() == [side]


def test_the_worker_finds_every_solution_of_a_puzzle():
    game = Game.from_record(WIN_IN_ONE)
    answer = worker.puzzle("solutions", WIN_IN_ONE, "X", 1)
    found = answer.split(";")
    assert len(found) == 2 and sorted(found) == sorted("-".join(cells) for cells in puzzles.solutions(game, 1))
    for turn in found:
        won = game.copy()
        won.play_turn(turn.split("-"))
        assert won.result == "X", "any winning turn is one"


def test_the_worker_refutes_a_turn_that_does_not_win():
    game = Game.from_record(WIN_IN_ONE)
    winning = worker.puzzle("solutions", WIN_IN_ONE, "X", 1).split(";")
    wrong = next(cells for cells, after in puzzles.Search().turn_ends(game.position)
                 if cells and "-".join(puzzles.names(game.position, cells)) not in winning)
    game.play_turn(puzzles.names(game.position, wrong))
    how, reply = worker.puzzle("reply", game.record(), "X", 0).split(" ")
    assert how == "refutes" and game.result is None
    assert reply != "pass", "an answer of sub-moves shows more than a pass, where there is one"
    game.play_turn(turn(reply))   # a legal turn of O's
    assert game.turn == "X" and game.result is None


def test_in_a_win_in_two_the_right_first_turn_is_answered_and_still_wins():
    game = Game.from_record(WIN_IN_TWO)
    first = worker.puzzle("solutions", WIN_IN_TWO, "X", 2).split(";")[0]
    game.play_turn(first.split("-"))
    how, reply = worker.puzzle("reply", game.record(), "X", 1).split(" ")
    assert how == "reply", "every answer loses: the page plays one"
    game.play_turn(turn(reply))
    assert puzzles.solutions(game, 1), "a winning second turn is there"


def test_the_worker_says_when_a_position_has_no_such_win_and_when_the_game_is_over():
    assert worker.puzzle("solutions", "1. a1-b2-c3, k10-i9-h8", "X", 1) == ""
    game = Game.from_record(WIN_IN_ONE)
    game.play_turn(worker.puzzle("solutions", WIN_IN_ONE, "X", 1).split(";")[0].split("-"))
    assert worker.puzzle("reply", game.record(), "X", 0) == ""
