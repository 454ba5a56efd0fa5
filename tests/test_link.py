"""Games in URL parameters and the saved game: game/web/link.py."""

import random

import pytest

from game import Game, Rules
from game.web import link
from game.engine.notation import MAX_RECORD_LENGTH
from game.web.session import Session, Settings, DEMO, SEATS, TWO_PLAYERS, VS_BOT
from game.web.strings import Strings


def keys(launch):
    return [(problem.name, problem.key) for problem in launch.problems]


def test_no_parameters_is_the_classic_game_against_the_medium_bot():
    launch = link.read({})
    assert launch.problems == [] and not launch.embed and launch.language is None
    settings = launch.settings
    assert (settings.mode, settings.human, settings.level) == (VS_BOT, "X", "medium")
    assert settings.rules == Rules() and launch.game.record() == ""


def test_every_parameter_is_read():
    launch = link.read({"size": "8x6", "actions": "2", "mode": "bot", "side": "o", "level": "hard",
                        "variant": "last-mover-wins", "lang": "ru", "embed": ""})
    assert launch.problems == []
    assert launch.settings.rules == Rules(8, 6, 2, None, True)
    assert launch.game.rules == launch.settings.rules
    assert (launch.settings.mode, launch.settings.human, launch.settings.level) == (VS_BOT, "O", "hard")
    assert launch.embed and launch.language == "ru"
    assert link.read({"size": "7"}).settings.rules == Rules(7, 7)


def test_a_bad_parameter_is_reported_and_its_default_used_the_rest_applies():
    launch = link.read({"size": "30", "actions": "x", "mode": "solo", "side": "Z", "level": "god",
                        "variant": "suicide", "lang": "fr", "sise": "8", "utm_source": "blog"})
    assert keys(launch) == [("sise", "link.unknown"), ("size", "link.size"), ("actions", "link.range"),
                            ("variant", "link.choose"), ("mode", "link.choose"),
                            ("side", "link.choose"), ("level", "link.choose"),
                            ("lang", "link.choose")]
    assert launch.settings.rules == Rules() and launch.settings.mode == VS_BOT
    half = link.read({"size": "8x", "level": "easy"})
    assert keys(half) == [("size", "link.size")] and half.settings.level == "easy"


def test_a_record_is_shown_for_two_players_unless_the_link_names_a_mode():
    record = '[Size "5x5"]\n\n1. a1-b2-c3, e5-d4'
    launch = link.read({"record": record})
    assert launch.problems == [] and launch.game.record() == record
    assert launch.settings.mode == TWO_PLAYERS and launch.settings.rules == Rules(5, 5)
    assert link.read({"record": record, "mode": "bot", "side": "O"}).settings.mode == VS_BOT
    clash = link.read({"record": record, "size": "9"})
    assert keys(clash) == [("record", "link.record-rules")] and clash.game.rules == Rules(5, 5)


def test_a_broken_record_names_the_fault_and_a_new_game_begins():
    launch = link.read({"record": "1. a1-zz", "size": "6"})
    assert keys(launch) == [("record", "link.record")]
    assert "line 1, column 7" in str(launch.problems[0].values["error"])
    assert launch.game.history() == [] and launch.game.rules == Rules(6, 6)


def test_write_then_read_gives_back_the_game_and_its_settings():
    session = Session(Settings(VS_BOT, "O", Rules(6, 5, 2, None, True), "easy"))
    session.play_bot_turn("a1-b2")
    session.click("f5")
    pairs = link.write(session.settings, session.game)
    assert [name for name, value in pairs] == ["size", "actions", "variant", "mode", "side", "level",
                                               "record"]
    launch = link.read(dict(pairs))
    assert launch.problems == [] and launch.game.record() == session.game.record()
    settings = launch.settings
    assert (settings.mode, settings.human, settings.level, settings.rules) == \
        (VS_BOT, "O", "easy", session.settings.rules)
    demo = link.write(Settings(DEMO, "X", Rules(), "hard"), Game())
    assert demo == [("mode", "demo"), ("level", "hard")]


def test_the_saved_game_comes_back_and_a_broken_one_says_why():
    session = Session(Settings(TWO_PLAYERS, "X", Rules(7, 7)))
    session.click("a1")
    launch = link.read_save(link.save_text(session.settings, session.game))
    assert launch.game.record() == session.game.record() and launch.settings.mode == TWO_PLAYERS
    assert not launch.tallied
    assert link.read_save(link.save_text(session.settings, session.game, tallied=True)).tallied
    for text, key in (("{not json", "saved.why.json"), ("[1, 2]", "saved.why.shape"),
                      ('{"version": 99, "game": {}}', "saved.why.shape"),
                      ('{"version": 1, "game": {"size": 8}}', "saved.why.value"),
                      ('{"version": 1, "game": {"record": "1. a1-zz"}}', "saved.why.value")):
        with pytest.raises(link.BrokenSave) as caught:
            link.read_save(text)
        assert caught.value.key == key, text


@pytest.mark.parametrize("params, key", [
    ({"actions": "²"}, "link.range"),           # a digit to str.isdigit, not to int()
    ({"size": "²"}, "link.size"),
    ({"actions": "9" * 5000}, "link.range"),    # more digits than CPython's int() takes
    ({"size": "8x" + "9" * 5000}, "link.size"),
])
def test_numbers_int_refuses_are_bad_parameters(params, key):
    launch = link.read(params)
    assert keys(launch) == [(list(params)[0], key)] and launch.settings.rules == Rules()


def test_a_parameter_longer_than_a_record_is_named_and_ignored_unread():
    too_long = "1. a1-b2-c3" + " " * MAX_RECORD_LENGTH
    launch = link.read({"record": too_long, "size": "6", "x" * 100000: "1"})
    assert keys(launch) == [("record", "link.too-long"), ("x" * 100000, "link.unknown")]
    assert launch.game.history() == [] and launch.game.rules == Rules(6, 6)
    assert launch.problems[1].values["name"] == "x" * 30 + "…"   # a notice stays short
    for language in ("en", "ru"):
        words = Strings(language)(launch.problems[0].key, **launch.problems[0].values)
        assert "record" in words and "100000" in words
    assert link.read({"record": too_long[:MAX_RECORD_LENGTH]}).game.record() == "1. a1-b2-c3"


def test_a_save_nested_too_deep_for_the_json_reader_is_broken():
    with pytest.raises(link.BrokenSave) as caught:
        link.read_save("[" * 100000)
    assert caught.value.key == "saved.why.json"


def test_a_saved_game_is_named_by_the_games_own_parameters_only():
    plain = link.saved_under({"mode": "two", "size": "8"}.items())
    assert plain == [("mode", "two"), ("size", "8")]
    for extra in ({"utm_source": "news"}, {"fbclid": "IwAR0abc"}, {"lang": "ru", "embed": ""},
                  {"sise": "9"}, {"record": "1" * (MAX_RECORD_LENGTH + 1)}):
        assert link.saved_under(dict({"size": "8", "mode": "two"}, **extra).items()) == plain, extra


def test_a_save_longer_than_any_the_page_writes_is_refused_unread():
    game = Game(Rules(25, 25, 1))
    chooser = random.Random(1)
    while game.result is None:   # a long game: one sub-move a turn on the largest board
        moves = game.legal_moves()
        game.play(chooser.choice(moves)) if moves else game.pass_turn()
    saved = link.save_text(Settings(TWO_PLAYERS, rules=game.rules), game)
    assert 5_000 < len(saved) <= link.MAX_SAVE_LENGTH
    with pytest.raises(link.BrokenSave) as refused:
        link.read_save("[" * (link.MAX_SAVE_LENGTH + 1))
    assert refused.value.key == "saved.why.too-long"


def test_a_bases_game_for_three_is_linked_with_its_seats():
    launch = link.read({"game": "bases", "players": "3"})
    assert launch.problems == []
    settings = launch.settings
    assert settings.rules == Rules(game="bases", players=3) and launch.game.players == ["X", "O", "T"]
    assert (settings.mode, settings.seats) == (VS_BOT, ("person", "medium", "medium"))
    mixed = link.read({"game": "bases", "players": "4", "seats": "person,easy,Person,hard"})
    assert mixed.problems == [] and mixed.settings.mode == SEATS
    assert mixed.settings.seats == ("person", "easy", "person", "hard")
    session = Session(mixed.settings)
    session.click("a1")
    pairs = link.write(session.settings, session.game)
    assert pairs == [("game", "bases"), ("players", "4"), ("seats", "person,easy,person,hard"),
                     ("record", session.game.record())]
    again = link.read(dict(pairs))
    assert again.problems == [] and again.settings.seats == mixed.settings.seats
    assert again.game.record() == session.game.record() and again.game.rules == session.game.rules


@pytest.mark.parametrize("params, problem", [
    ({"game": "go"}, ("game", "link.choose")),
    ({"game": "bases", "players": "5"}, ("players", "link.range")),
    ({"players": "3"}, ("players", "link.range")),              # the classic game has two
    ({"game": "bases", "seats": "person,robot"}, ("seats", "link.seats")),
    ({"game": "bases", "players": "3", "seats": "person,easy"}, ("seats", "link.seats")),
    ({"game": "bases", "variant": "last-mover-wins"}, ("variant", "link.choose")),
    ({"game": "bases", "side": "T"}, ("side", "link.choose")),   # two players: X and O
])
def test_bad_bases_parameters_are_named_and_their_defaults_used(params, problem):
    launch = link.read(params)
    assert keys(launch) == [problem]
    assert launch.settings.mode == VS_BOT and launch.game.history() == []


def test_a_bases_record_in_a_link_sets_the_game():
    record = '[Game "bases"]\n[Players "3"]\n\n1. a1-b2-c3, k10'
    launch = link.read({"record": record})
    assert launch.problems == [] and launch.game.players == ["X", "O", "T"]
    assert launch.settings.mode == TWO_PLAYERS and launch.settings.seats == ("person",) * 3
    clash = link.read({"record": record, "players": "4", "game": "bases"})
    assert keys(clash) == [("record", "link.record-rules")] and clash.game.players == ["X", "O", "T"]


def test_the_capture_games_scoring_and_the_bases_games_edge_start_are_linked():
    launch = link.read({"game": "capture", "scoring": "Territory", "size": "8", "actions": "2"})
    assert launch.problems == []
    assert launch.settings.rules == Rules(8, 8, 2, game="capture", scoring="territory")
    session = Session(launch.settings)
    session.click("b1")
    pairs = link.write(session.settings, session.game)
    assert pairs[:3] == [("game", "capture"), ("players", "2"), ("scoring", "territory")]
    again = link.read(dict(pairs))
    assert again.problems == [] and again.game.record() == session.game.record()
    assert again.settings.rules == session.settings.rules
    assert link.read({"game": "capture"}).settings.rules.scoring == "marks"
    edge = link.read({"game": "bases", "players": "3", "start": "edge", "seats": "person,hard,hard"})
    assert edge.problems == [] and edge.settings.rules == Rules(game="bases", players=3, starts="edge")
    assert ("start", "edge") in link.write(edge.settings, edge.game)
    again = link.read(dict(link.write(edge.settings, edge.game)))
    assert again.settings.rules == edge.settings.rules and again.settings.seats == ("person", "hard", "hard")
    corners = link.read({"game": "bases", "start": "corners"})
    assert corners.problems == [] and ("start", "edge") not in link.write(corners.settings, corners.game)


@pytest.mark.parametrize("params, problem", [
    ({"game": "capture", "scoring": "area"}, ("scoring", "link.choose")),
    ({"scoring": "marks"}, ("scoring", "link.other-game")),               # the classic game has no count
    ({"game": "bases", "scoring": "territory"}, ("scoring", "link.other-game")),
    ({"game": "bases", "start": "middle"}, ("start", "link.choose")),
    ({"game": "capture", "start": "edge"}, ("start", "link.other-game")),
    ({"game": "capture", "players": "3"}, ("players", "link.range")),
])
def test_bad_scoring_and_start_parameters_are_named_and_ignored(params, problem):
    launch = link.read(params)
    assert keys(launch) == [problem]
    words = Strings()(launch.problems[0].key, **launch.problems[0].values)
    assert problem[0] in words
    assert launch.settings.rules.game == params.get("game", "classic")
