"""The record of results against each bot level (game/web/panel/tally.py) and when a game counts (session)."""

import json

import pytest

from game import Game, Rules
from game.web.play.session import Session
from game.web.play.settings import Settings, DEMO, TWO_PLAYERS, VS_BOT
from game.web.words import Strings
from helpers import said
from game.web.panel.tally import OUTCOMES, add, empty, read, remove, tally_line, write


def test_no_games_yet_is_every_level_at_zero():
    assert read(None) == empty() == {level: {"won": 0, "lost": 0, "drawn": 0}
                                     for level in ("easy", "medium", "hard", "expert")}


def test_counts_add_up_and_come_back_from_their_text():
    tally = read(None)
    add(tally, "medium", "won")
    add(tally, "medium", "won")
    add(tally, "hard", "lost")
    add(tally, "easy", "drawn")
    again = read(write(tally))
    assert again["medium"] == {"won": 2, "lost": 0, "drawn": 0}
    assert again["hard"]["lost"] == 1 and again["easy"]["drawn"] == 1
    with pytest.raises(ValueError):
        add(tally, "godlike", "won")
    with pytest.raises(ValueError):
        add(tally, "easy", "resigned")


@pytest.mark.parametrize("text", [
    "", "not json", "[1, 2]", "null", "3", '"easy"', "[" * 100000, '{"easy": [1]}',
    '{"easy": {"won": "3", "lost": -2, "drawn": true}}', '{"easy": {"won": 1.5}}',
])
def test_a_broken_tally_reads_as_no_games(text):
    assert read(text) == empty()


def test_what_can_be_read_of_a_damaged_tally_is_kept():
    text = json.dumps({"easy": {"won": 4, "lost": "x"}, "hard": None, "extra": {"won": 9}})
    tally = read(text)
    assert tally["easy"] == {"won": 4, "lost": 0, "drawn": 0}
    assert tally["hard"] == {outcome: 0 for outcome in OUTCOMES} and "extra" not in tally


def finish_by_resigning(session):
    session.resign()
    return session.tally_outcome()


def test_a_game_against_the_bot_counts_once_for_the_person():
    session = Session(Settings(VS_BOT, "X", level="hard"))
    session.click("a1")
    assert session.tally_outcome() is None, "not over yet"
    assert finish_by_resigning(session) == "lost"
    assert session.tally_outcome() is None, "once per game"
    assert session.untally() is None, "the result stands"
    session.undo()
    assert session.game.result is None
    assert session.untally() == "lost", "an end undone is taken out of the record"
    assert session.untally() is None, "once"
    assert finish_by_resigning(session) == "lost", "ended again after an undo: its new end counts"
    session.new_game()
    assert finish_by_resigning(session) == "lost", "a new game counts again"


def test_an_undone_draw_leaves_the_record_and_the_games_later_loss_counts():
    results = read(None)
    session = Session(Settings(VS_BOT, "X", level="medium"))
    session.pass_turn()
    session.play_bot_turn("pass")
    add(results, "medium", session.tally_outcome())
    assert results["medium"]["drawn"] == 1
    session.undo()
    remove(results, "medium", session.untally())
    assert results["medium"] == {"won": 0, "lost": 0, "drawn": 0}
    add(results, "medium", finish_by_resigning(session))
    assert results["medium"] == {"won": 0, "lost": 1, "drawn": 0}
    assert remove(remove(results, "medium", "lost"), "medium", "lost")["medium"]["lost"] == 0, "never below 0"


def test_a_save_that_says_only_counted_uncounts_its_results_own_outcome():
    session = Session(Settings(VS_BOT, "X"))
    session.new_game(game=Game.from_record("1. resign(X)"), tallied=True)
    assert session.tallied == "lost"


def test_the_outcome_is_the_persons_side_of_the_result():
    won = Session(Settings(VS_BOT, "O", Rules(3, 3)))
    won.game = Game.from_record('[Size "3x3"]\n\n1. pass, c3-b2-a1')
    won.game.play("a1")               # X kills on its start cell and has no living mark left
    won.game.pass_turn()
    assert won.game.result == "O" and won.tally_outcome() == "won"
    drawn = Session(Settings(VS_BOT, "X"))
    drawn.pass_turn()
    drawn.play_bot_turn("pass")
    assert drawn.game.result == "draw" and drawn.tally_outcome() == "drawn"


@pytest.mark.parametrize("mode", [TWO_PLAYERS, DEMO])
def test_two_players_and_demos_never_count(mode):
    session = Session(Settings(mode))
    session.game.resign("X")
    assert session.outcome() is None and session.tally_outcome() is None


def test_a_load_counts_its_own_game_and_undoing_the_load_keeps_the_old_ones_count():
    session = Session()
    assert finish_by_resigning(session) == "lost"
    session.load_record("1. a1")
    assert finish_by_resigning(session) == "lost", "the loaded game is another game"
    session.undo()                    # the resignation
    session.undo()                    # nothing of the loaded game left: the replaced game is back
    assert session.game.result == "O" and session.tallied == "lost", "already counted"


def test_the_results_against_the_games_level_in_words():
    tally = add(add(read(None), "hard", "won"), "hard", "drawn")
    assert tally_line(said(Session(Settings(VS_BOT, level="hard"))), tally) == \
        "Against the hard bot: 1 won · 0 lost · 1 drawn"
    assert tally_line(said(Session(Settings(VS_BOT, level="easy")), Strings("ru")), tally) == \
        "Против бота (лёгкий): побед 0 · поражений 0 · ничьих 0"
    assert tally_line(said(Session(Settings(TWO_PLAYERS))), tally) == ""


def test_each_game_keeps_its_own_results_the_classic_ones_where_they_always_were():
    from game.web.panel.tally import KEY, key
    assert key("classic") == KEY == "virus-war.tally"
    assert key("bases") == "virus-war.tally.bases" and key("capture") == "virus-war.tally.capture"
