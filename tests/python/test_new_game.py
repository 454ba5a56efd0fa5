"""The New game form <-> Settings (game/web/dialogs/new_game.py), on CPython: every
game's fields come from its rule system, a wrong number is said in words."""

import pytest

from game import Game

from game.rules import Rules
from game.rules.shapes import rules_for
from game.web.dialogs.new_game import FormError, filled, form_editor, people_of, read, seeded, shown
from game.web.play.settings import DEMO, PERSON, TWO_PLAYERS, VS_BOT, Settings
from game.web.words import LANGUAGES, Strings


SETTINGS = [
    Settings(),
    Settings(TWO_PLAYERS, rules=Rules(8, 6, holes=["c3", "f4"])),                # a board drawn
    Settings(TWO_PLAYERS, rules=Rules(8, 6, starts=["a3", "h4"], holes=["b2"])),  # and not symmetric
    Settings(rules=Rules(6, 6, game="capture", starts=["a2", "f5", "a5", "f2"], holes=["a1", "f6", "a6", "f1"])),
    Settings(rules=Rules(9, 9, 3, "edge", game="bases", players=3, holes=["e5"]), seats=[PERSON, PERSON, "easy"]),
    Settings(VS_BOT, "O", Rules(8, 6, 2), "hard"),
    Settings(TWO_PLAYERS, rules=Rules(last_mover_wins=True)),
    Settings(DEMO, rules=Rules(5, 5, 1), level="easy"),
    Settings(rules=Rules(game="capture", scoring="territory")),
    Settings(VS_BOT, "O", Rules(7, 9, 4, game="capture"), "easy"),
    Settings(rules=Rules(game="bases", players=2)),
    Settings(rules=Rules(12, 12, 3, "edge", game="bases", players=4), seats=["hard", PERSON, "easy", PERSON]),
    Settings(rules=Rules(game="bases", players=3), seats=[PERSON, PERSON, PERSON]),
    Settings(rules=Rules(12, 12, 2, game="bases", players=6), seats=[PERSON, PERSON, "hard", PERSON, "easy", "hard"]),
    Settings(rules=Rules(25, 25, 3, game="bases", players=30), seats=[PERSON] * 5 + ["medium"] * 25),
]


@pytest.mark.parametrize("settings", SETTINGS, ids=["%d-%s" % (number, settings.rules.game) for number, settings in enumerate(SETTINGS)])
def test_the_form_asks_for_the_game_it_shows(settings):
    again = read(shown(settings))
    assert again.rules == settings.rules
    assert again.seats == settings.seats


def test_the_classic_game_shows_every_games_fields():
    """What the dialog opened on before: the other games' fields at their own defaults."""
    values = shown(Settings(VS_BOT, "O", Rules(8, 6, 2), "hard"))
    expected = {
        "game": "classic", "mode": "bot-O", "level": "hard", "width": "8", "height": "6",
        "actions": "2", "shape": "full", "last-mover-wins": False, "scoring": "marks", "start": "corners",
        "players": "3", "seat-X": PERSON, "seat-O": "hard", "seat-T": "hard", "seat-S": "hard"}
    assert dict((name, values[name]) for name in expected) == expected
    assert values["seat-P30"] == "hard"   # a seat for every side the bases game has


def test_a_game_with_seats_shows_them_and_the_first_mode():
    values = shown(Settings(rules=Rules(game="bases", players=3, starts="edge"), seats=["easy", PERSON, "hard"]))
    assert (values["mode"], values["players"], values["start"]) == ("bot-X", "3", "edge")
    assert [values["seat-" + side] for side in "XOTS"] == ["easy", PERSON, "hard", "easy"]   # the level: its first bot's


def test_only_the_chosen_games_fields_are_read():
    values = shown(Settings())
    values.update({"game": "capture", "scoring": "territory", "last-mover-wins": True, "start": "edge"})
    settings = read(values)
    assert settings.rules == Rules(game="capture", scoring="territory")
    values["game"] = "classic"
    assert read(values).rules == Rules(last_mover_wins=True)


def test_a_game_for_more_than_two_reads_its_seats():
    values = shown(Settings())
    values.update({"game": "bases", "players": "4", "seat-O": "easy", "seat-T": PERSON, "seat-S": "hard"})
    settings = read(values)
    assert settings.rules == Rules(game="bases", players=4)
    assert settings.seats == (PERSON, "easy", PERSON, "hard")


@pytest.mark.parametrize("text", ["²", "٣", "1e3", "", "  ", "-3", "5.0", "0x9", "+4", "seven"])
@pytest.mark.parametrize("language", LANGUAGES)
def test_a_number_that_is_not_whole_is_said_so_in_words(text, language):
    values = shown(Settings())
    values["height"] = text
    with pytest.raises(FormError) as raised:
        read(values)
    assert (raised.value.key, raised.value.values) == ("error.whole-number", {"field": "new.height"})
    words = Strings(language)
    assert raised.value.words(words) == words("error.whole-number", field=words("new.height"))


@pytest.mark.parametrize("name, text, label, low, high", [
    ("width", "2", "new.width", 3, 25), ("width", "26", "new.width", 3, 25),
    ("width", "9" * 5000, "new.width", 3, 25), ("actions", "0", "new.actions", 1, 9),
    ("actions", "10", "new.actions", 1, 9)])
def test_a_number_out_of_range_says_the_range(name, text, label, low, high):
    values = shown(Settings())
    values[name] = text
    with pytest.raises(FormError) as raised:
        read(values)
    assert (raised.value.key, raised.value.values) == ("error.range", {"field": label, "low": low, "high": high})


def test_the_capture_games_sub_moves_are_named_as_its_system_names_them():
    values = shown(Settings(rules=Rules(game="capture")))
    values["actions"] = "12"
    with pytest.raises(FormError) as raised:
        read(values)
    assert raised.value.values["field"] == "new.marks"
    words = Strings("ru")
    assert raised.value.words(words) == words("error.range", field=words("new.marks"), low=1, high=9)


def test_spaces_around_a_number_are_no_fault():
    values = shown(Settings())
    values.update({"width": " 7 ", "height": "007"})
    assert read(values).rules == Rules(7, 7)


def test_a_fourth_game_gets_its_fields_from_its_system(toy):
    settings = Settings(rules=Rules(6, 5, 2, game="dots", players=3, goal="fewest"), seats=[PERSON, "easy", "hard"])
    values = shown(settings)
    assert (values["goal"], values["players"]) == ("fewest", "3")
    assert [values["seat-" + side] for side in "RGB"] == [PERSON, "easy", "hard"]
    assert values["seat-X"] == PERSON   # the bases game's seats start at a person and bots
    again = read(values)
    assert (again.rules, again.seats) == (settings.rules, settings.seats)
    values.update({"players": "2", "goal": "most"})
    assert read(values).rules == Rules(6, 5, 2, game="dots", players=2)
    values["players"] = "4"
    with pytest.raises(FormError) as raised:
        read(values)
    assert (raised.value.key, raised.value.values) == ("error.range",
                                                        {"field": "new.player-count", "low": 2, "high": 3})


def test_a_preset_shape_sets_the_board_and_its_fair_starts():
    from game.rules.shapes import rules_for
    settings = Settings(rules=rules_for("ring", game="bases", players=3), seats=[PERSON, "easy", "easy"])
    values = shown(settings)
    assert values["shape"] == "ring"
    again = read(values)
    assert (again.rules, again.seats) == (settings.rules, settings.seats)
    values.update({"width": "nonsense", "start": "edge"})   # a preset's size is its own
    edge = read(values).rules
    assert (edge.holes, edge.starts) == (settings.rules.holes, "edge")
    assert shown(Settings())["shape"] == "full"


def test_a_preset_for_another_game_is_refused_in_words_and_not_pictured():
    from game.web.dialogs.new_game import pictured
    values = shown(Settings())
    values["shape"] = "go"
    with pytest.raises(FormError) as raised:
        read(values)
    assert raised.value.key == "new.shape-game"
    assert raised.value.words(Strings("ru")) == Strings("ru")("new.shape-game")
    assert pictured(values) is None
    values["game"] = "capture"
    assert pictured(values).width == 19
    values["shape"] = "full"
    assert pictured(values) is None


def test_how_many_people_and_the_bots_level_fill_thirty_seats():
    """A class of 30 without 30 choices: the first seats people, the rest bots."""
    values = shown(Settings())
    values.update({"game": "bases", "players": "30", "width": "25", "height": "25",
                   "people": "4", "bots": "hard"})
    seats = filled(values)
    assert sorted(seats) == sorted("seat-" + side for side in Rules(game="bases", players=30).sides)
    values.update(seats)
    settings = read(values)
    assert settings.rules == Rules(25, 25, game="bases", players=30)
    assert settings.seats == (PERSON,) * 4 + ("hard",) * 26
    values.update({"seat-P17": PERSON, "seat-X": "easy"})   # two seats changed by hand
    assert people_of(values) == {"people": "4"}
    values["seat-P30"] = PERSON
    assert people_of(values) == {"people": "5"}
    values["players"] = "6"   # fewer players: only their seats count
    assert people_of(values) == {"people": "3"}
    assert read(values).seats == ("easy", PERSON, PERSON, PERSON, "hard", "hard")


def test_new_game_shows_how_many_people_a_game_of_many_has():
    settings = Settings(rules=Rules(12, 12, game="bases", players=6), seats=[PERSON, "easy", PERSON] + ["hard"] * 3)
    values = shown(settings)
    assert (values["players"], values["people"], values["bots"]) == ("6", "2", "easy")
    assert (shown(Settings())["people"], shown(Settings(DEMO))["people"]) == ("1", "1")
    assert shown(Settings(rules=Rules(game="bases", players=4), seats=["easy"] * 4))["people"] == "0"


@pytest.mark.parametrize("people, key, values", [
    ("7", "error.range", {"field": "new.people", "low": 0, "high": 6}),
    ("two", "error.whole-number", {"field": "new.people"}),
    ("", "error.whole-number", {"field": "new.people"}),
])
def test_a_wrong_number_of_people_is_said_in_words(people, key, values):
    form = shown(Settings())
    form.update({"game": "bases", "players": "6", "people": people})
    with pytest.raises(FormError) as raised:
        filled(form)
    assert (raised.value.key, raised.value.values) == (key, values)
    for language in LANGUAGES:
        words = Strings(language)
        said = raised.value.words(words)
        assert words("new.people") in said and "{" not in said


def test_the_number_of_players_is_the_systems_own():
    values = shown(Settings(rules=Rules(game="bases", players=3)))
    for players in ("31", "1"):
        values["players"] = players
        with pytest.raises(FormError) as raised:
            read(values)
        assert raised.value.values == {"field": "new.player-count", "low": 2, "high": 30}


def test_a_board_drawn_is_shown_and_read_from_its_hidden_fields():
    values = shown(Settings(rules=Rules(8, 6, starts=["a3", "h4"], holes=["b2"])))
    assert (values["shape"], values["holes"], values["shape-starts"], values["shape-symmetric"]) == \
        ("drawn", "b2", "a3 h4", False)
    assert shown(Settings())["shape"] == "full" and shown(Settings())["holes"] == ""
    values.update({"holes": "a1 b1 a2 b2 h6 g6 h5 g5", "shape-starts": "a1 h6"})
    with pytest.raises(FormError) as refused:
        read(values)
    assert refused.value.key == "editor.starts-off" and refused.value.values == {"cells": ["a1", "h6"]}
    assert refused.value.words(Strings("en")) == "Start cells are off the board (a1 and h6): put them back or " \
                                                 "move the starts."
    assert "(a1 и h6)" in refused.value.words(Strings("ru"))
    values["shape-starts"] = "c3 f4"
    assert read(values).rules == Rules(8, 6, starts=["c3", "f4"], holes=["a1", "b1", "a2", "b2", "g5", "h5", "g6",
                                                                         "h6"])
    edge = shown(Settings(rules=Rules(5, 5, starts="edge", game="bases", players=4)))
    edge.update({"shape": "drawn", "holes": " ".join(col + str(row) for col in "abcde" for row in range(1, 6)
                                                     if col + str(row) != "c3")})
    with pytest.raises(FormError) as refused:   # one cell left: one edge cell, for four sides
        read(edge)
    assert refused.value.key == "editor.edge-room" and refused.value.values == {"players": 4}


def test_the_editor_follows_the_forms_size_and_game_and_a_preset_seeds_it():
    values = shown(Settings(rules=Rules(8, 6, holes=["c3", "f4", "h6"], starts=["b1", "g6"])))
    values["width"] = "5"   # the holes beyond the new size go; a start that no longer fits: the corners again
    editor = form_editor(values)
    assert (editor.width, editor.holes(), editor.start_names()) == (5, ["c3"], ["a1", "e6"]), "g6 is gone"
    values["game"] = "capture"   # four starts in the capture game
    assert form_editor(values).start_names() == ["a1", "e6", "a6", "e1"]
    values["width"] = "x"
    assert form_editor(values) is None, "no editor while the size is not a number"
    values = seeded(dict(shown(Settings()), shape="drawn"), "ring")
    rules = read(values).rules
    assert rules == rules_for("ring") and values["shape"] == "drawn"


@pytest.mark.parametrize("shape", ["full", "drawn"])
def test_a_board_whose_game_is_over_before_the_first_move_is_refused(shape):
    """The engine ends a capture game at once where its first side has no room for
    a whole turn (nine marks on a 3x3 board; three where a middle row is off):
    New game refuses such a board, whole or drawn, in words of both languages."""
    values = shown(Settings(rules=Rules(3, 3, game="capture")))
    values["mode"] = "two"
    if shape == "full":
        values["actions"] = "9"
    else:
        values.update({"shape": "drawn", "holes": "a2 b2 c2", "shape-starts": "a1 c3 a3 c1"})
    assert Game(Rules(3, 3, int(values["actions"]), game="capture",
                      holes=values["holes"].split())).result is not None, "over before a move"
    with pytest.raises(FormError) as refused:
        read(values)
    assert refused.value.key == "new.over-at-start"
    assert refused.value.words(Strings("en")) == (
        "On this board the game would be over before its first move: X has no room for a whole first turn. "
        "Make more room on the board, or lower “Marks per turn”.")
    assert "«Знаков за ход»" in refused.value.words(Strings("ru"))
    values.update({"actions": "2"} if shape == "full" else {"holes": "b2"})
    assert read(values).rules.game == "capture", "with room for a turn, it plays"


@pytest.mark.parametrize("changes, at", [
    ({"width": "2"}, "width"), ({"height": "x"}, "height"), ({"actions": "0"}, "actions"),
    ({"shape": "go"}, "shape"), ({"game": "bases", "players": "31"}, "players"),
    ({"shape": "drawn", "holes": "a1 j10", "shape-starts": "a1 j10"}, "shape-editor"),
    ({"game": "capture", "width": "3", "height": "3", "actions": "9"}, "actions")])
def test_a_wrong_field_is_named_for_the_dialog_to_say_it_there(changes, at):
    values = shown(Settings())
    values.update(changes)
    with pytest.raises(FormError) as raised:
        read(values)
    assert raised.value.at == at


@pytest.mark.parametrize("board, start, at, en, ru", [
    ({"width": "3", "height": "3"}, "corners", "players",
     "The 3×3 board has too few edge cells to start 22 players: make it larger, or choose fewer players.",
     "У края поля 3×3 слишком мало клеток, чтобы начали все игроки: 22. Увеличьте поле или выберите меньше игроков."),
    ({"width": "4", "height": "4"}, "edge", "players",
     "The 4×4 board has too few edge cells to start 22 players: make it larger, or choose fewer players.",
     "У края поля 4×4 слишком мало клеток, чтобы начали все игроки: 22. Увеличьте поле или выберите меньше игроков."),
    ({"shape": "diamond"}, "corners", "shape",
     "This board has too few edge cells to start 22 players: choose another board, or fewer players.",
     "У края этого поля слишком мало клеток, чтобы начали все игроки: 22. Выберите другое поле или меньше игроков."),
])
def test_a_board_with_too_few_edge_cells_for_the_players_is_refused_in_words_of_both_languages(board, start, at,
                                                                                                en, ru):
    """The rules refuse the board (TooFewStarts): the form says so in the page's
    language, not in the rules' English, at the field to change (the number of
    players; a preset's menu, whose name is beside it)."""
    values = shown(Settings(rules=Rules(10, 10, game="bases", players=3)))
    values.update(board, players="22", start=start)
    values.update(filled(values))
    with pytest.raises(FormError) as refused:
        read(values)
    assert (refused.value.words(Strings("en")), refused.value.words(Strings("ru"))) == (en, ru)
    assert refused.value.at == at
