"""The words of a game of many: the table of who is in (game/web/panel/side_table.py),
and the status as a screen reader hears it (Names.read_aloud), on CPython."""

import pytest

from game import Game
from game.rules import Rules
from game.web.panel.side_table import STILL_IN as IN, TO_MOVE as TURN, WENT_OUT as OUT, WON, points_title, side_rows, \
    side_words
from game.web.panel.status import status_words
from game.web.play.session import Session
from game.web.play.settings import PERSON, Settings, TWO_PLAYERS
from game.web.words import LANGUAGES, Strings
from helpers import said


def session_of(players, seats=None, size=25):
    rules = Rules(size, size, 1, game="bases", players=players)
    settings = Settings(TWO_PLAYERS, rules=rules) if seats is None else Settings(rules=rules, seats=seats)
    return Session(settings, Game(rules))


def test_the_table_of_thirty_says_who_is_in_their_points_and_whose_turn():
    session = session_of(30)
    game = session.game
    for side in game.players[:3]:   # X, O and T each place a first virus; O then resigns
        game.play(game.legal_moves()[0])
    game.resign("O")
    words = said(session)
    rows = side_rows(words)
    assert [row[0] for row in rows] == game.players
    assert [row[1] for row in rows[:6]] == ["X", "O", "T", "S", "5", "6"] and rows[-1][1] == "", \
        "past the shapes the drawn mark is the number itself"
    assert [row[2] for row in rows[:4]] == [(0, 1), (0, 1), (0, 1), (0, 0)]
    assert [row[3] for row in rows[:5]] == [IN, OUT, IN, TURN, IN]
    assert [row[4] for row in rows[:3]] == [None, "resigned", None]
    assert side_words(words, rows[1]) == "O (out: resigned): bases 0, viruses 1."
    assert side_words(words, rows[4]) == "Player 5 (in the game): bases 0, viruses 0."
    assert points_title(words) == "Players: bases/viruses"
    russian = said(session, Strings("ru"))
    assert side_words(russian, rows[3]) == "□\u00a0S (сейчас ход): базы — 0, вирусы — 0."
    assert side_words(russian, rows[29]) == "Игрок 30 (в игре): базы — 0, вирусы — 0."


def test_the_table_shows_the_winner_and_the_board_looked_back_at():
    session = session_of(3, size=5)
    game = session.game
    game.play(game.legal_moves()[0])
    game.resign("O")
    game.resign("T")
    states = [row[3] for row in side_rows(said(session))]
    assert (game.result, states) == ("X", [WON, OUT, OUT])
    session.step("first")
    assert [row[2] for row in side_rows(said(session))] == [(0, 0)] * 3, "the board shown, not the live one"


def test_no_table_for_two_nor_for_a_game_without_points():
    assert side_rows(said(session_of(2))) == []
    assert side_rows(said(Session())) == []   # the classic game


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_screen_reader_hears_whose_turn_by_name_not_a_glyph(language):
    session = session_of(30, seats=[PERSON] * 5 + ["easy"] * 25)
    game = session.game
    for side in game.players[:4]:
        game.play(game.legal_moves()[0])
    assert game.turn == "P5"
    text = Strings(language)
    shown = status_words(said(session, text))
    aloud = status_words(said(session, text).read_aloud())
    assert "◇" in shown and "◇" not in aloud
    assert text("side.player", number=5) in aloud
    assert said(session_of(4)).read_aloud() is None, "four sides read as they are shown"
