"""New game's fields come from the rule systems' declarations: a radio per
game, the parts each game shows, a field per option, the words of the
sub-moves and the style that hides the other games' fields."""

from game.rules import NAMES
from game.web.dialogs.new_game_fields import actions_words, games_showing, hiding_style, option_fields, start_choices


def test_the_parts_of_the_form_show_for_the_games_that_declare_them():
    assert games_showing() == {"pairs": ["classic", "capture"], "seats": ["bases"], "start": ["bases"]}


def test_each_option_has_a_field_with_its_systems_words():
    assert option_fields() == [
        ("last-mover-wins", "new.last-mover-wins", None, ["classic"]),
        ("scoring", "new.scoring", [("marks", "new.scoring-marks"), ("territory", "new.scoring-territory")],
         ["capture"]),
    ]


def test_each_named_start_is_a_choice_with_its_systems_words():
    assert start_choices() == [("edge", "new.start-edge", ["bases"])]


def test_the_sub_moves_are_named_as_each_game_names_them():
    assert actions_words() == [("new.actions", ["classic", "bases"]), ("new.marks", ["capture"])]


def test_the_style_hides_the_other_games_fields_and_widens_a_seated_games_dialog():
    style = hiding_style()
    for name in NAMES:
        assert ('#new-game-form:has(input[name="game"][value="%s"]:checked) '
                '[data-games]:not([data-games~="%s"])' % (name, name)) in style
    assert '#new-game-dialog:has(input[name="game"][value="bases"]:checked) {' in style
    assert "classic\"]:checked) {" not in style


def test_a_game_added_gets_its_radio_parts_and_option_field(toy):
    assert games_showing()["seats"] == ["bases", "dots"]
    assert games_showing()["start"] == ["bases", "dots"]
    assert start_choices()[-1] == ("anywhere", "new.dots.start-anywhere", ["dots"])
    assert option_fields()[-1] == ("goal", "new.dots.goal", [("most", "new.dots.goal-most"),
                                                             ("fewest", "new.dots.goal-fewest")], ["dots"])
    assert ("new.actions", ["classic", "bases", "dots"]) in actions_words()
    assert 'value="dots"]:checked) [data-games]:not([data-games~="dots"])' in hiding_style()
