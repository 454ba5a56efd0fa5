"""Which of New game's fields each game shows, read from what the rule
systems declare (game/rules/system.py), so that a game added in its folder
of game/systems/ gets its radio, its options' fields and its words in the
dialog with no edit to index.html or style.css.  The page's part is
new_game_fields_view.py; the form's values are read in new_game.py.

index.html marks the parts only some games show with ``data-games-of``:
"pairs" (the two-player modes and the bot's level), "seats" (a seat for each
side), "start" (the start rules by name: the corners, which every game has,
and each NAMED_STARTS of a game, an option of the select with its system's
words in WORDS["starts"]).  Each option a system declares gets
a field (a select of its names, or a checkbox for a flag) with the words its
system names in WORDS["fields"]; "Sub-moves per turn" is said as each game's
WORDS["actions"] says it.
"""

from game.rules import NAMES, SYSTEMS, every_option
from game.web.dialogs.new_game import field_name, is_flag, seated


def games_showing():
    """{part of the form: the names of the games that show it}."""
    return {
        "pairs": [name for name in NAMES if not seated(SYSTEMS[name])],
        "seats": [name for name in NAMES if seated(SYSTEMS[name])],
        "start": [name for name in NAMES if SYSTEMS[name].NAMED_STARTS],
    }


def start_choices():
    """[(a named start, its words' key, the games that take it)], beyond the
    corners, in the games' order."""
    choices = []
    for game in NAMES:
        system = SYSTEMS[game]
        for name in system.NAMED_STARTS:
            for choice in choices:
                if choice[0] == name:
                    choice[2].append(game)
                    break
            else:
                choices.append((name, system.WORDS["starts"][name], [game]))
    return choices


def option_fields():
    """[(field name, its label's key, [(value's name, key)] or None for a flag,
    the games that take it)] for every option any game declares, in
    every_option's order."""
    fields = []
    for name, option in every_option().items():
        games = [game for game in NAMES if option in SYSTEMS[game].OPTIONS]
        label, choices = SYSTEMS[games[0]].WORDS["fields"][name]
        listed = None if is_flag(option) else [(option.write(value), choices[value])
                                                for value in option.values]
        fields.append((field_name(option), label, listed, games))
    return fields


def actions_words():
    """[(key, the games that say the sub-moves per turn so)], in the games' order."""
    said = []
    for name in NAMES:
        key = SYSTEMS[name].WORDS["actions"]
        for entry in said:
            if entry[0] == key:
                entry[1].append(name)
                break
        else:
            said.append((key, [name]))
    return said


def hiding_style():
    """The style sheet showing only the chosen game's fields, a rule per game,
    and giving a seated game's dialog room for three seats a row."""
    chosen = '#new-game-form:has(input[name="game"][value="%s"]:checked)'
    hidden = ",\n".join(chosen % name + ' [data-games]:not([data-games~="%s"])' % name
                        for name in NAMES)
    style = hidden + " {\n  display: none;\n}\n"
    wide = [name for name in NAMES if seated(SYSTEMS[name])]
    if wide:
        style += ",\n".join('#new-game-dialog:has(input[name="game"][value="%s"]:checked)' % name
                            for name in wide)
        style += " { width: min(40rem, 94vw); max-width: min(40rem, 94vw); }\n"
    return style
