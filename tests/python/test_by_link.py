"""A game with friends far away, a turn at a time by link: the friend's
settings, the link a turn is sent in, and what a link of a game this device
keeps does to it (game/web/keeping/by_link.py)."""

import pytest

from game import Game, Rules
from game.web.keeping import by_link, link
from game.web.play.session import Session
from game.web.play.settings import FRIEND, PERSON, Settings
from game.web.words import Strings

RECORD = "1. a1-b2-c3, k10-i9-h8\n2. d4-e5-f6, g7-f8-e9"


def test_a_friends_game_seats_the_person_here_and_friends_for_the_rest():
    settings = Settings(FRIEND, "O", Rules(game="bases", players=3))
    assert settings.seats == (FRIEND, PERSON, FRIEND)
    assert settings.mode == FRIEND and settings.people() == ["O"] and settings.friends() == ["X", "T"]
    assert all(settings.bot_level(side) is None for side in settings.rules.sides)
    assert Settings(seats=(FRIEND, PERSON)).mode == FRIEND
    with pytest.raises(ValueError):
        Settings(seats=(FRIEND, "hard"))


def test_a_sent_turn_is_opened_by_the_friend_as_the_side_to_move_and_a_save_keeps_its_side():
    game = Game.from_record(RECORD + "\n3. a2-a3-a4")   # O to move
    settings = Settings(FRIEND, "X", game.rules)
    sent = dict(link.sent(settings, "abc123", game))
    assert sent["id"] == "abc123" and sent["mode"] == FRIEND and "side" not in sent
    opened = link.read(sent)
    assert not opened.problems and opened.game_id == "abc123"
    assert opened.settings.people() == ["O"] and opened.game.history() == game.history()
    saved = link.read(dict(link.write(opened.settings, opened.game)))
    assert saved.settings.people() == ["O"], "kept here, the friend's game stays theirs"


def test_on_a_friends_turn_the_person_here_is_refused_and_may_take_back_only_their_own():
    game = Game.from_record(RECORD)
    session = Session(Settings(FRIEND, "O", game.rules), game)
    session.click("a5")
    assert session.game.history_length() == 12 and session.notice[0][0] == "refuse.friend"
    assert session.friend_to_move()
    mine = Session(Settings(FRIEND, "X", game.rules), Game.from_record(RECORD))
    assert mine.click("a2") and mine.click("a3")
    assert mine.undo() and mine.undo() and mine.game.history_length() == 12
    assert not mine.undo() and mine.notice[0][0] == "refuse.friend-undo"


@pytest.mark.parametrize("kept, linked, outcome", [
    (RECORD, RECORD, by_link.SAME),
    ("1. a1-b2-c3, k10-i9-h8", RECORD, by_link.NEWER),
    (RECORD, "1. a1-b2-c3, k10-i9-h8", by_link.OLDER),
    (RECORD, "1. a1-b2-c3, k10-i9-h8\n2. d4-e5-f6, g7-f8-e8", by_link.FORKED),
    (RECORD, '[Size "9x9"]\n\n1. a1-b2-c3', by_link.FORKED),
])
def test_a_link_is_the_same_newer_older_or_forked_against_the_game_kept(kept, linked, outcome):
    kept, linked = Game.from_record(kept), Game.from_record(linked)
    assert by_link.compare(kept, linked) == outcome
    key, values = by_link.notice(outcome, kept, linked)
    assert key.startswith("by-link.")


@pytest.mark.parametrize("language, words", [
    ("en", "The link brings the game on by one turn."),
    ("ru", "Ссылка продвинула партию на один ход."),
])
def test_a_link_one_turn_on_says_one_turn(language, words):
    kept = Game.from_record("1. a1-b2-c3, k10-i9-h8")
    linked = Game.from_record("1. a1-b2-c3, k10-i9-h8\n2. d4-e5-f6")
    key, values = by_link.notice(by_link.compare(kept, linked), kept, linked)
    assert Strings(language)(key, **values) == words


def test_the_notices_say_how_far_each_is():
    short, long = Game.from_record("1. a1-b2-c3, k10-i9-h8"), Game.from_record(RECORD)
    assert by_link.notice(by_link.NEWER, short, long) == ("by-link.newer", {"turns": 2})
    assert by_link.notice(by_link.OLDER, long, short) == ("by-link.older", {"link": 2, "here": 4})
    forked = Game.from_record("1. a1-b2-c3, k10-i9-h8\n2. d4-e5-f6, g7-f8-e8")
    assert by_link.notice(by_link.FORKED, long, forked) == ("by-link.forked", {"turn": 4})
    other = Game.from_record("1. a1-b2-c3, k10-i9-k9")
    assert by_link.notice(by_link.FORKED, long, other) == ("by-link.forked", {"turn": 2})
