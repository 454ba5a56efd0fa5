"""Games in URL parameters and the saved game: game/web/keeping/link.py."""

import random

import pytest

from game import Game, Rules
from game.rules import SYSTEMS
from game.rules.shapes import SHAPES, rules_for
from game.web.keeping import link, saves
from game.engine.notation import MAX_RECORD_LENGTH
from game.web.play.session import Session
from game.web.play.settings import Settings, DEMO, SEATS, TWO_PLAYERS, VS_BOT
from game.web.words import Strings


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
    assert keys(launch) == [("size", "link.size"), ("actions", "link.range"), ("mode", "link.choose"),
                            ("side", "link.choose"), ("level", "link.choose"),
                            ("variant", "link.choose"), ("lang", "link.choose"),
                            ("sise", "link.unknown")], "in the order of the table of parameters"
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
    kept, launch = saves.read_save(saves.save_text(saves.Kept("a1b2"), saves.game_data(session.settings,
                                                                                        session.game)))
    assert launch.game.record() == session.game.record() and launch.settings.mode == TWO_PLAYERS
    assert kept.id == "a1b2" and not kept.tallied
    counted = saves.Kept("a1b2", tallied="won")
    assert saves.read_save(saves.save_text(counted, saves.game_data(session.settings, session.game)))[0].tallied \
        == "won"
    for text, key in (("{not json", "saved.why.json"), ("[1, 2]", "saved.why.shape"),
                      ('{"version": 99, "game": {}}', "saved.why.shape"),
                      ('{"version": 1, "game": {"size": 8}}', "saved.why.value"),
                      ('{"version": 1, "game": {"record": "1. a1-zz"}}', "saved.why.value")):
        with pytest.raises(saves.BrokenSave) as caught:
            saves.read_save(text)
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
    with pytest.raises(saves.BrokenSave) as caught:
        saves.read_save("[" * 100000)
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
    saved = saves.save_text(saves.Kept("long"), saves.game_data(Settings(TWO_PLAYERS, rules=game.rules), game))
    assert 5_000 < len(saved) <= saves.MAX_SAVE_LENGTH
    with pytest.raises(saves.BrokenSave) as refused:
        saves.read_save("[" * (saves.MAX_SAVE_LENGTH + 1))
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
    ({"game": "bases", "players": "31"}, ("players", "link.range")),
    ({"players": "3"}, ("players", "link.two-players")),        # the classic game has two
    ({"game": "bases", "seats": "person,robot"}, ("seats", "link.seats")),
    ({"game": "bases", "players": "3", "seats": "person,easy"}, ("seats", "link.seats")),
    ({"game": "bases", "variant": "last-mover-wins"}, ("variant", "link.other-game")),
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


def test_an_option_of_another_game_is_said_to_be_so_unless_it_names_its_absence():
    """The classic variant in a game without one is "not a setting of this game",
    as the capture game's scoring is (it once said "must be one of classic")."""
    assert told({"game": "bases", "variant": "last-mover-wins"}, "en")[1] == \
        "variant is not a setting of this game."
    assert told({"game": "capture", "variant": "Last-Mover-Wins"}, "ru")[1] == \
        "Параметр variant не относится к этой игре."
    assert link.read({"game": "bases", "variant": "classic"}).problems == []


@pytest.mark.parametrize("params, problem", [
    ({"game": "capture", "scoring": "area"}, ("scoring", "link.choose")),
    ({"scoring": "marks"}, ("scoring", "link.other-game")),               # the classic game has no count
    ({"game": "bases", "scoring": "territory"}, ("scoring", "link.other-game")),
    ({"game": "bases", "start": "middle"}, ("start", "link.choose")),
    ({"game": "capture", "start": "edge"}, ("start", "link.other-game")),
    ({"game": "capture", "players": "3"}, ("players", "link.two-players")),
])
def test_bad_scoring_and_start_parameters_are_named_and_ignored(params, problem):
    launch = link.read(params)
    assert keys(launch) == [problem]
    words = Strings()(launch.problems[0].key, **launch.problems[0].values)
    assert problem[0] in words
    assert launch.settings.rules.game == params.get("game", "classic")


# --- every rule a record can carry survives a save and a link -----------

def rule_variants():
    """Rules with every option a record's header can name (Game, Players, Scoring, Size,
    Holes, Actions, Start, Variant) away from its default, alone and together, for all
    three games."""
    for width, height in ((10, 10), (8, 6), (3, 25)):
        geo = Rules(width, height).geometry
        name = lambda col, row: geo.name(geo.bit(col, row))
        top, right = height - 1, width - 1
        for holes in (None, [name(width // 2, height // 2)]):
            for actions in (3, 1, 9):
                for starts in (None, (name(1, 1), name(right, 0))):
                    for last_mover_wins in (False, True):
                        yield Rules(width, height, actions, starts, last_mover_wins, holes=holes)
                for players in (2, 3, 4):
                    edge_cells = (name(1, 0), name(0, top), name(right, 1), name(2, top))
                    for starts in (None, "edge", edge_cells[:players]):
                        yield Rules(width, height, actions, starts, game="bases", players=players,
                                    holes=holes)
                for scoring in ("marks", "territory"):
                    for starts in (None, (name(0, 0), name(0, top), name(right, top), name(right, 0))):
                        yield Rules(width, height, actions, starts, game="capture", scoring=scoring,
                                    holes=holes)


def header_tags():
    """Every tag of a record's header that sets a rule, as the record reader knows
    them (its source, and each system's options): a new one fails the test below
    until rule_variants sets it."""
    import re
    from game.engine import notation
    from game.rules import every_option
    source = open(notation.__file__).read()
    return (set(re.findall(r'"(\w+)" in tags', source)) - {"Result"}) \
        | {option.tag for option in every_option().values()}


def seatings(rules):
    """Who may play a game of these rules: people only, one person against bots on
    each side, bots only, and (three or four) people and bots of several levels."""
    yield Settings(TWO_PLAYERS, rules=rules)
    for side in rules.sides:
        yield Settings(VS_BOT, side, rules, "easy")
    yield Settings(DEMO, rules=rules, level="hard")
    if rules.players > 2:
        yield Settings(rules=rules, seats=["hard", "person"] + ["easy"] * (rules.players - 2))


def played(rules, sub_moves, chooser):
    """A game of ``rules`` after up to ``sub_moves`` random legal sub-moves (a pass
    where there is none), with a resignation now and then in a game of three or four."""
    game = Game(rules)
    for _ in range(sub_moves):
        if game.result is not None:
            break
        moves = game.legal_moves()
        if len(game.inside) > 2 and chooser.random() < 0.05:
            game.resign(chooser.choice(game.inside))
        elif moves:
            game.play(chooser.choice(moves))
        else:
            game.pass_turn()
    return game


def test_a_save_and_a_link_bring_back_every_rule_a_record_can_carry():
    chooser = random.Random(19)
    tags = set()
    for rules in rule_variants():
        tags.update(name for name, value in rules.tags())
        for settings in seatings(rules):
            for sub_moves in (0, 7, 400):
                game = played(rules, sub_moves, chooser)
                for tallied in (None, "won"):
                    kept, back = saves.read_save(saves.save_text(saves.Kept("g", tallied=tallied),
                                                                 saves.game_data(settings, game)))
                    assert back.problems == [], (rules, back.problems)
                    assert back.game.rules == rules and back.settings.rules == rules
                    assert back.game.record() == game.record() and back.game.history() == game.history()
                    assert back.settings.seats == settings.seats and kept.tallied == tallied
                shared = link.read(dict(link.write(settings, game)))
                assert shared.problems == [], (rules, game.record(), shared.problems)
                assert shared.game.record() == game.record() and shared.settings.seats == settings.seats
    assert tags == header_tags() == {"Game", "Players", "Scoring", "Size", "Holes", "Actions", "Start",
                                     "Variant"}


def test_a_link_that_agrees_with_its_records_rules_is_no_clash():
    record = '[Size "8x8"]\n[Start "c3 f6"]\n\n1. c3-d4-e5'
    launch = link.read({"size": "8", "mode": "two", "record": record})
    assert launch.problems == [] and launch.game.record() == record
    clash = link.read({"size": "9", "actions": "3", "record": record})
    assert keys(clash) == [("record", "link.record-rules")] and clash.game.record() == record


# --- a bad link is told in one short line, the details after it -------

def told(params, language):
    """What the page says of a link's problems: the short line, then each detail."""
    text = Strings(language)
    return [text.sentences([part]) for part in link.notice(link.read(params).problems)]


def test_a_bad_link_is_one_line_naming_what_is_not_used_then_why():
    bad = {"game": "chess", "level": "insane", "side": "Z", "actions": "0"}
    assert told(bad, "en") == [
        "Not used from the link: game, actions, side, level.",
        "game must be one of classic, bases, capture.", "actions must be a whole number from 1 to 9.",
        "side must be one of X, O.", "level must be one of easy, medium, hard, expert."]
    assert told(bad, "ru") == [
        "Из ссылки не взято: game, actions, side, level.",
        "Параметр game должен быть одним из: classic, bases, capture.",
        "Параметр actions должен быть целым числом от 1 до 9.",
        "Параметр side должен быть одним из: X, O.",
        "Параметр level должен быть одним из: easy, medium, hard, expert."]
    assert told({}, "en") == [] and told({"mode": "two", "utm_source": "blog"}, "ru") == []


def test_an_unreadable_record_is_named_and_the_rest_of_the_link_plays_as_without_it():
    launch = link.read({"record": "garbage"})
    assert launch.settings.mode == VS_BOT, "no record shown: nothing to look at with two players"
    assert told({"record": "garbage"}, "en") == [
        "Not used from the link: record.",
        "The record cannot be read: line 1, column 1: garbage is not a cell of the 10x10 board "
        "(columns skip j)."]
    assert told({"record": "garbage"}, "ru")[0] == "Из ссылки не взято: record."
    assert link.read({"record": "garbage", "mode": "two"}).settings.mode == TWO_PLAYERS


def test_the_players_of_a_game_for_two_are_said_so_not_a_range_from_two_to_two():
    for params in ({"game": "capture", "players": "3"}, {"players": "4"}):
        assert told(params, "en") == ["Not used from the link: players.", "This game is for two players only."]
        assert told(params, "ru") == ["Из ссылки не взято: players.", "В эту игру играют только вдвоём."]
    assert told({"game": "bases", "players": "31"}, "en")[1] == "players must be a whole number from 2 to 30."


def test_a_record_that_sets_its_own_rules_names_the_parameters_it_overrules():
    record = '[Size "5x5"]\n\n1. a1'
    params = {"actions": "2", "size": "9", "game": "classic", "record": record}
    assert told(params, "en") == ["Not used from the link: size, actions.",
                                  "Set by the record itself: size, actions."]
    assert told(params, "ru") == ["Из ссылки не взято: size, actions.",
                                  "Это задаёт сама запись: size, actions."]


def test_every_problem_is_told_in_both_languages_and_a_long_list_stays_one_short_line():
    params = {"sise": "9", "q" * 80: "1", "size": "99", "lang": "fr", "record": "x" * (MAX_RECORD_LENGTH + 1),
              "scoring": "marks", "seats": "robot", "variant": "suicide", "mode": "solo"}
    assert told(params, "en")[0] == "Not used from the link: scoring, size, mode, seats and 5 more."
    assert told(params, "ru")[0] == "Из ссылки не взято: scoring, size, mode, seats и ещё 5."
    for language in ("en", "ru"):
        words = told(params, language)
        assert len(words) == 1 + len(link.read(params).problems) == 10
        assert all(word and "{" not in word for word in words)


# --- the address names the game shown -------------------------------------

def test_the_plain_page_names_any_game_and_a_link_the_games_it_opens():
    capture = Settings(VS_BOT, "X", Rules(game="capture", scoring="marks"))
    game = Game(capture.rules)
    assert link.names([], capture, game) and link.names([("lang", "ru"), ("utm_source", "x")], capture, game)
    linked = [("game", "capture")]
    assert link.names(linked, capture, game)
    game.play("b1")
    assert link.names(linked, capture, game), "played on: still the link's game"
    assert not link.names(linked, Settings(), Game()), "New game: the classic game"
    assert not link.names(linked, Settings(TWO_PLAYERS, rules=capture.rules), game), "other seats"
    assert not link.names(linked, Settings(VS_BOT, "X", capture.rules, "hard"), game), "another level"
    assert not link.names([("game", "capture"), ("scoring", "territory")], capture, game)


def test_a_record_link_names_its_game_played_on_not_a_new_game_of_its_rules():
    shown = Game.from_record('[Size "5x5"]\n\n1. a1-b2-c3')
    linked = [("record", shown.record())]
    settings = Settings(TWO_PLAYERS, rules=shown.rules)
    assert link.names(linked, settings, shown)
    shown.play("e5")
    assert link.names(linked, settings, shown)
    assert not link.names(linked, settings, Game(shown.rules)), "Play again: another game"
    assert not link.names(linked, settings, Game.from_record('[Size "5x5"]\n\n1. a1-b2-b3'))


def test_a_game_no_address_names_gets_its_own_keeping_the_pages_options():
    settings = Settings(VS_BOT, "O", Rules(8, 8), "easy")
    game = Game(settings.rules)
    params = [("embed", ""), ("game", "capture"), ("lang", "ru"), ("utm_source", "blog"), ("sise", "9")]
    query, fragment = link.address(params, settings, game)
    assert query == [("embed", ""), ("lang", "ru")] and fragment == link.write(settings, game)
    assert link.names(query + fragment, settings, game)
    assert link.saved_under(query + fragment) != link.saved_under(params)
    assert link.saved_under(query + fragment), "never the plain page's save"
    assert link.address([("size", "8")], Settings(DEMO, rules=Rules(8, 8)), Game(Rules(8, 8)))[0] == []


def test_the_embeds_full_page_link_keeps_its_language_not_the_embed():
    settings = Settings(VS_BOT, "X", Rules(8, 8), "easy")
    game = Game(settings.rules)
    game.play("a1")
    query, pairs = link.full_page([("embed", ""), ("lang", "ru"), ("size", "8"), ("level", "easy")],
                                  settings, game)
    assert query == [("lang", "ru")] and pairs == link.write(settings, game)
    assert link.full_page([("embed", "")], settings, game)[0] == []


# --- a board's shape in a link ---------------------------------------------

def test_a_preset_shape_is_linked_by_its_name_and_reads_back_the_same():
    for shape in SHAPES:
        for name in shape.games or ("classic", "bases", "capture"):
            for players in range(SYSTEMS[name].MIN_PLAYERS, SYSTEMS[name].MAX_PLAYERS + 1):
                params = {"game": name, "players": str(players), "shape": shape.name}
                launch = link.read(params)
                try:
                    rules = rules_for(shape.name, game=name, players=players)
                except ValueError:   # too many to start on its edge: said so, the full board kept
                    assert keys(launch) == [("shape", "link.shape-room")], (shape, players)
                    assert not launch.settings.rules.holes and launch.settings.rules.players == players
                    continue
                assert launch.problems == [] and launch.settings.rules == rules, (shape, name)
                for sub_moves in (0, 5):
                    settings = Settings(TWO_PLAYERS, rules=rules)
                    game = played(rules, sub_moves, random.Random(shape.name))
                    pairs = link.write(settings, game)
                    assert ("shape", shape.name) in pairs and "size" not in dict(pairs), pairs
                    assert ("record" in dict(pairs)) == bool(sub_moves), "the shape says all the rules"
                    back = link.read(dict(pairs))
                    assert back.problems == [] and back.settings.rules == rules
                    assert back.game.record() == game.record()
    edge = link.read({"game": "bases", "players": "3", "shape": "island", "start": "edge"})
    assert edge.problems == [] and edge.settings.rules.starts == "edge" and edge.settings.rules.holes


def test_holes_are_linked_as_the_records_cells_with_commas_or_spaces():
    rules = Rules(8, 6, 2, holes=["d3", "e3", "d4", "e4"])
    for text in ("d3,e3,d4,e4", "d3 e3 d4 e4", "e4, d4,e3 ,d3"):
        launch = link.read({"size": "8x6", "actions": "2", "holes": text})
        assert launch.problems == [] and launch.settings.rules == rules, text
    pairs = link.write(Settings(TWO_PLAYERS, rules=rules), Game(rules))
    assert pairs == [("size", "8x6"), ("holes", "d3,e3,d4,e4"), ("actions", "2"), ("mode", "two")]
    corner = Rules(6, 6, starts=["b2", "e5"], holes=["a1", "f6"])
    pairs = dict(link.write(Settings(TWO_PLAYERS, rules=corner), Game(corner)))
    assert "holes" not in pairs and "record" in pairs, "holes that take a corner need the record's start"
    back = link.read(pairs)
    assert back.problems == [] and back.settings.rules == corner


@pytest.mark.parametrize("params, problem", [
    ({"shape": "moon"}, ("shape", "link.choose")),
    ({"shape": "go"}, ("shape", "link.shape-game")),
    ({"shape": "ring", "size": "8"}, ("size", "link.shape-sets")),
    ({"shape": "ring", "holes": "a5"}, ("holes", "link.shape-sets")),
    ({"holes": "e5,zz"}, ("holes", "link.holes")),
    ({"holes": "e5,m1"}, ("holes", "link.holes")),
    ({"size": "6", "holes": "a1"}, ("holes", "link.holes-start")),
])
def test_a_bad_shape_or_holes_is_named_and_the_rest_of_the_link_applies(params, problem):
    launch = link.read(dict(params, actions="2", mode="two"))
    assert keys(launch) == [problem]
    rules = launch.settings.rules
    assert rules.actions == 2 and launch.settings.mode == TWO_PLAYERS
    if problem[1] == "link.shape-sets":
        assert rules == rules_for("ring", actions=2), "the shape applies, the size or holes not"
    else:
        assert not rules.holes and (rules.width, rules.height) == ((6, 6) if "size" in params else (10, 10))


def test_a_bad_shape_or_holes_is_told_in_both_languages():
    assert told({"shape": "go"}, "en") == ["Not used from the link: shape.", "shape=go is for game=capture only."]
    assert told({"shape": "go"}, "ru") == ["Из ссылки не взято: shape.", "Форма shape=go — только для game=capture."]
    assert told({"size": "6", "holes": "a1,c3"}, "en")[1] == \
        "holes takes away a cell the game starts from (a1): the board stays whole."
    assert told({"size": "6", "holes": "a1,c3"}, "ru")[1] == \
        "holes вырезает клетку, с которой начинают (a1): поле остаётся целым."
    assert told({"holes": "e5,zz"}, "ru")[1] == "Параметр holes должен называть клетки поля 10x10, например e5,f5."
    assert told({"shape": "ring", "size": "8"}, "en")[1] == \
        "size is not used: shape=ring sets the board's size and holes."
    assert told({"shape": "ring", "size": "10"}, "en") == [], "the size the shape has is no clash"


@pytest.mark.parametrize("params", [
    {"game": "bases", "players": "9", "size": "3"},
    {"game": "bases", "players": "30", "size": "8"},
    {"game": "bases", "players": "22", "size": "4", "start": "edge"},
    {"game": "bases", "players": "9", "size": "3", "seats": ",".join(["person", "easy", "hard"] * 3)},
])
def test_more_players_than_the_board_has_room_to_start_play_on_the_default_board(params):
    # the players are who plays (seats= names each): the board gives way, not they
    launch = link.read(params)
    assert keys(launch) == [("size", "link.size-room")]
    rules = launch.settings.rules
    assert (rules.width, rules.height, rules.players) == (10, 10, int(params["players"]))
    assert rules.starts == "edge" if "start" in params else rules.starts == rules.default_starts()
    assert len(launch.settings.seats) == rules.players
    if "seats" in params:
        assert list(launch.settings.seats) == params["seats"].split(",")
    assert launch.game.rules == rules


def test_a_board_too_small_for_its_players_is_told_in_both_languages():
    params = {"game": "bases", "players": "9", "size": "3"}
    assert told(params, "en") == ["Not used from the link: size.",
                                  "The 3x3 board has too few edge cells to start 9 players: the board is 10x10."]
    assert told(params, "ru") == ["Из ссылки не взято: size.",
                                  "На поле 3x3 не хватает клеток у края, чтобы начали все: игроков 9. Поле — 10x10."]
    cut_off = {"game": "bases", "players": "5", "size": "5", "holes": "b1,a2,b2"}   # a1 alone: no spread
    assert told(cut_off, "en")[1] == \
        "With those holes the board has too few edge cells to start 5 players: the board stays whole."
    assert told(cut_off, "ru")[1] == \
        "С такими дырами у края поля не хватает клеток, чтобы начали все: игроков 5. Поле остаётся целым."


def test_holes_that_leave_too_few_start_cells_are_named_and_the_board_stays_whole():
    launch = link.read({"game": "bases", "players": "5", "size": "5", "holes": "b1,a2,b2"})
    assert keys(launch) == [("holes", "link.holes-room")]
    assert launch.settings.rules == Rules(5, 5, game="bases", players=5)
    edge = link.read({"game": "bases", "players": "5", "size": "5", "holes": "b1,a2,b2", "start": "edge"})
    assert edge.problems == [] and edge.settings.rules.holes == ("b1", "a2", "b2")


def test_a_rectangle_too_small_for_its_players_is_linked_with_the_holes_that_make_room():
    # 5x11 has 28 cells round its edge; holes make more, for 30 players
    holes = ["b1", "a2", "b2", "c5", "c8"]
    edge = Rules(5, 11, starts="edge", game="bases", players=30, holes=holes)
    cells = edge.geometry.names(edge.start_masks[0])
    named = Rules(5, 11, starts=cells[:30], game="bases", players=30, holes=holes)   # a1 alone: no spread
    for rules in (edge, named):
        game = played(rules, 3, random.Random(5))
        pairs = link.write(Settings(TWO_PLAYERS, rules=rules), game)
        back = link.read(dict(pairs))
        assert back.problems == [] and back.settings.rules == rules, pairs
        assert back.game.record() == game.record()
    assert dict(link.write(Settings(TWO_PLAYERS, rules=edge), Game(edge)))["holes"] == "b1,a2,b2,c5,c8"
    assert "size" not in dict(link.write(Settings(TWO_PLAYERS, rules=named), Game(named))), \
        "a size too small for the players: the record says the board"


def test_a_shaped_record_in_a_link_agrees_with_its_shape_or_names_the_clash():
    record = Game(rules_for("ring")).record()
    assert link.read({"shape": "ring", "record": record}).problems == []
    assert keys(link.read({"shape": "plus", "record": record})) == [("record", "link.record-rules")]


# --- themes and the background -------------------------------------------

def test_the_theme_and_the_background_are_read_and_the_device_decides_by_default():
    plain = link.read({})
    assert (plain.theme, plain.background) == ("auto", "paper")
    for theme in ("light", "dark", "auto", "DARK"):
        launch = link.read({"theme": theme, "bg": "transparent", "embed": ""})
        assert launch.problems == [] and (launch.theme, launch.background) == (theme.lower(), "transparent")


def test_a_bad_theme_or_background_is_named_in_both_languages_and_the_default_used():
    launch = link.read({"theme": "sepia", "bg": "pink", "size": "8"})
    assert keys(launch) == [("theme", "link.choose"), ("bg", "link.choose")]
    assert (launch.theme, launch.background) == ("auto", "paper")
    assert launch.settings.rules == Rules(8, 8), "the rest of the link applies"
    english, russian = (told({"theme": "sepia", "bg": "pink"}, language) for language in ("en", "ru"))
    assert english[0] == "Not used from the link: theme, bg."
    assert english[1] == "theme must be one of auto, light, dark."
    assert russian[0] == "Из ссылки не взято: theme, bg."
    assert russian[2] == "Параметр bg должен быть одним из: paper, transparent."


def test_the_theme_stays_with_the_page_not_the_game_and_the_full_page_keeps_it_not_the_bg():
    settings = Settings(VS_BOT, "X", Rules(8, 8), "easy")
    game = Game(settings.rules)
    params = [("embed", ""), ("theme", "dark"), ("bg", "transparent"), ("size", "8"), ("level", "easy")]
    assert link.saved_under(params) == [("level", "easy"), ("size", "8")], "one save whatever the theme"
    query, pairs = link.address(params, settings, game)
    assert query == [("embed", ""), ("theme", "dark"), ("bg", "transparent")]
    assert link.full_page(params, settings, game)[0] == [("theme", "dark")]


def test_a_record_with_a_level_is_played_on_against_that_bot():
    # a blog's embed of a position with level=hard played two players on one
    # device, the level dropped without a word
    record = "1. a1-b2-c3, k10-i9-h8"
    launch = link.read({"embed": "", "record": record, "level": "hard"})
    assert (launch.settings.mode, launch.settings.level, launch.problems) == (VS_BOT, "hard", [])
    assert launch.game.history_length() == 6
    assert link.read({"record": record}).settings.mode == TWO_PLAYERS, "a record alone is shown to two"
    assert link.read({"record": record, "level": "hard", "mode": "two"}).settings.mode == TWO_PLAYERS
