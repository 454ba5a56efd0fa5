"""New game's game radios, its options' fields and the style that shows the
chosen game's, made once from the rule systems' declarations
(new_game_fields.py) into the form index.html holds."""

from pyscript import document

from game.rules import DEFAULT_GAME, NAMES, SYSTEMS
from game.web.dialogs.new_game_fields import actions_words, games_showing, hiding_style, option_fields, start_choices
from game.web.dom import element, new_words


def labelled(text, control, key, before):
    """<label>control words</label>, the words after a radio or a checkbox, before a select."""
    label = document.createElement("label")
    words = new_words(text, "span", key)
    if before:
        label.append(words, control)
    else:
        label.append(control, document.createTextNode(" "), words)
    return label


def make_fields(form, text):
    """The radios, the games each part shows (data-games), the named starts,
    the words of the sub-moves per game, a field per option, and the style
    sheet, into ``form``."""
    games = element("new-game-games")
    for name in NAMES:
        radio = document.createElement("input")
        radio.type, radio.name, radio.value = "radio", "game", name
        radio.checked = radio.defaultChecked = name == DEFAULT_GAME   # a reset ticks it too
        games.append(labelled(text, radio, SYSTEMS[name].WORDS["name"], False))
    for part, names in games_showing().items():
        for node in form.querySelectorAll('[data-games-of="%s"]' % part):
            node.dataset.games = " ".join(names)
    starts = form.elements.namedItem("start")
    for name, key, names in start_choices():
        option = new_words(text, "option", key)
        option.value = name
        option.dataset.games = " ".join(names)
        starts.append(option)
    actions = form.elements.namedItem("actions").parentElement
    for node in actions.querySelectorAll("span[data-text]"):
        node.remove()
    for key, names in reversed(actions_words()):
        words = new_words(text, "span", key)
        words.dataset.games = " ".join(names)
        actions.prepend(words)
    shapes = form.querySelector(".shape-choice")
    for field, key, choices, names in option_fields():
        if choices is None:
            control = document.createElement("input")
            control.type, control.name = "checkbox", field
            label = labelled(text, control, key, False)
            actions.after(label)
            actions = label
        else:
            control = document.createElement("select")
            control.name = field
            for value, choice in choices:
                option = new_words(text, "option", choice)
                option.value = value
                control.append(option)
            label = labelled(text, control, key, True)
            label.className = "wide"
            shapes.before(label)
        label.dataset.games = " ".join(names)
    style = document.createElement("style")
    style.textContent = hiding_style()
    document.head.append(style)
