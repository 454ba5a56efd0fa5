"""The New game form and the Settings it asks for, without the page.

The form is one for every game (index.html; style.css shows the chosen game's
fields): its values are a plain dict, field name -> text (a checkbox: a bool).

    values = shown(settings)          # what the dialog shows for the game played
    settings = read(values)           # the game it asks for; FormError if it cannot be

Each game's fields are what its rule system declares, so a new system needs no
edit here: its OPTIONS (a field each, named as the option with "-": a choice of
False/True is a checkbox, any other a select of its names), its NAMED_STARTS
(the "start" select, beside "corners"), its MIN_PLAYERS/MAX_PLAYERS (the
"players" select, where they differ) and, for a game of more than two, a seat
for each side ("seat-X": PERSON or a bot's level) instead of the two-player
"mode" and "level".  Up to 30 seats are filled in at once by two more fields,
"people" (how many people sit at the board: the first seats) and "bots" (the
level of the bots in the others): filled() fills them, people_of() counts
them back after a seat is changed by hand; read() reads only the seats.
Where an expert bot plays (plays_expert), "think" is the seconds it thinks a turn.
The board is the whole rectangle ("shape" FULL: its
"width" and "height"), a preset shape (game/rules/shapes.py), which sets
the size, the holes and fair start cells, or a board drawn (DRAWN: its size,
and the hidden fields "holes" and "shape-starts" the shape editor keeps,
game/web/dialogs/shape_editor.py judging it).  Every field is one entry of
FIELDS, a pair of functions; one more is one more entry.
"""

from game.bot.levels import DEFAULT_THINK, EXPERT
from game.core.board import MAX_SIZE, MIN_SIZE, is_number, number_up_to
from game.rules import MAX_ACTIONS, MIN_ACTIONS, NAMES, SYSTEMS, Rules, every_option
from game.rules.shapes import BY_NAME as SHAPES, rules_for
from game.rules.system import TooFewStarts
from game.web.dialogs.shape_editor import ShapeEditor, over_at_start
from game.web.keeping.link import preset_of
from game.web.play.settings import FRIEND, PERSON, SEATS, TWO_PLAYERS, VS_BOT, Settings

CORNERS = "corners"   # the "start" field's value for no named start: the corners
FULL = "full"         # the "shape" field's value for the whole rectangle
DRAWN = "drawn"       # its value for a board of one's own: "holes" and "shape-starts" name its cells
PICTURED_ACTIONS = 3  # a preset's picture is the same for any sub-moves per turn
# The mode shown where the game played has seats: the first two-player choice.
FIRST_MODE = "bot-X"
# The players shown where the game played has no choice of them: the fewest of a seated game.
SEATED_PLAYERS = 3
# Where a board drawn is wrong, for FormError.at: the editor's preview (index.html), not a field
EDITOR = "shape-editor"


class FormError(ValueError):
    """A field the game cannot start with: ``key`` of the page's words and its
    values, ``field`` among them the key of the field's own name; ``at`` the
    name of the field that is wrong (or EDITOR), where the dialog says it and
    moves the focus, or None."""

    def __init__(self, key, at=None, **values):
        super().__init__(key)
        self.key = key
        self.at = at
        self.values = values

    def words(self, text):
        """What the page says, in the language of ``text`` (a Strings)."""
        values = dict(self.values)
        if "field" in values:
            values["field"] = text(values["field"])
        return text(self.key, **values)


def seated(system):
    """Whether a game of ``system`` chooses who plays each side (a seat each),
    not one of the two-player modes."""
    return system.MAX_PLAYERS > 2


def field_name(option):
    return option.name.replace("_", "-")


def is_flag(option):
    return tuple(option.values) == (False, True)


def number(values, name, label, low, high):
    """The whole number a field holds, from ``low`` to ``high``; FormError in words
    ("error.whole-number") for anything else, "²", "٣" and "1e3" included."""
    text = values[name].strip()
    if not is_number(text):
        raise FormError("error.whole-number", at=name, field=label)
    value = number_up_to(text, high)
    if value is None or value < low:
        raise FormError("error.range", at=name, field=label, low=low, high=high)
    return value


# --- the fields: (show, read) for each -------------------------------------------------
# show(settings) -> {field: value} shown for the game played (and what the
# other games' fields start at); read(values, system) -> {Rules keyword: value}.

def is_drawn(rules):
    """Whether ``rules`` play on a board of one's own: holes, or start cells
    not the corners', and no preset's."""
    named = rules.starts in rules.system.NAMED_STARTS
    return preset_of(rules) is None and bool(rules.holes or not named and rules.starts != rules.default_starts())


def show_board(settings):
    rules = settings.rules
    preset = preset_of(rules)
    shown = {"width": str(rules.width), "height": str(rules.height), "actions": str(rules.actions),
             "shape": FULL if preset is None else preset.name, "holes": "", "shape-starts": "",
             "shape-symmetric": True}
    if is_drawn(rules):
        editor = drawn_editor(rules)
        shown.update({"shape": DRAWN, "holes": " ".join(editor.holes()),
                      "shape-starts": " ".join(editor.start_names()), "shape-symmetric": editor.is_symmetric()})
    return shown


def drawn_editor(rules):
    """The shape editor of the board ``rules`` play on."""
    named = rules.starts if rules.starts in rules.system.NAMED_STARTS else None
    return ShapeEditor(rules.width, rules.height, rules.game, rules.players, rules.holes,
                       None if named else rules.starts, named=named, **rules.options)


def read_board(values, system):
    """The sub-moves per turn, and the board: its size, or the preset named
    ("shape": made into Rules by read(), once the players are known), or its
    size and the cells drawn ("drawn": the texts of "holes" and "shape-starts")."""
    board = {"actions": number(values, "actions", system.WORDS["actions"], MIN_ACTIONS, MAX_ACTIONS)}
    shape = values.get("shape", FULL)
    if shape not in (FULL, DRAWN):
        board["shape"] = shape
        return board
    board["width"] = number(values, "width", "new.width", MIN_SIZE, MAX_SIZE)
    board["height"] = number(values, "height", "new.height", MIN_SIZE, MAX_SIZE)
    if shape == DRAWN:
        board["drawn"] = (values.get("holes", ""), values.get("shape-starts", ""))
    return board


def show_players(settings):
    rules = settings.rules
    system = rules.system
    return {"players": str(rules.players if system.MIN_PLAYERS != system.MAX_PLAYERS else SEATED_PLAYERS)}


def read_players(values, system):
    if system.MIN_PLAYERS == system.MAX_PLAYERS:
        return {}
    return {"players": number(values, "players", "new.player-count", system.MIN_PLAYERS, system.MAX_PLAYERS)}


def show_start(settings):
    starts = settings.rules.starts
    return {"start": starts if starts in settings.rules.system.NAMED_STARTS else CORNERS}


def read_start(values, system):
    if not system.NAMED_STARTS:
        return {}
    start = values.get("start")
    return {"starts": start if start in system.NAMED_STARTS else None}


def show_options(settings):
    """Every option's field: the game played's own value, the others' defaults."""
    rules = settings.rules
    shown = {}
    for name, option in every_option().items():
        value = rules.options.get(name, option.default)
        shown[field_name(option)] = bool(value) if is_flag(option) else option.write(value)
    return shown


def read_options(values, system):
    """A flag from its checkbox; a choice from its select, whose values are its
    names (anything else reads as its default: a select offers no other)."""
    chosen = {}
    for option in system.OPTIONS:
        value = values.get(field_name(option))
        if is_flag(option):
            chosen[option.name] = bool(value)
        else:
            chosen[option.name] = option.read(value) if value in option.names else option.default
    return chosen


FIELDS = ((show_board, read_board), (show_players, read_players), (show_start, read_start),
          (show_options, read_options))


# --- who plays ---------------------------------------------------------------------------

def show_people(settings):
    """The two-player mode and level, and a seat for every side of the seated
    games: the game played's own seats (bots for the sides it has not), a
    person then bots in any other; how many people those seats hold, and the
    bots' level."""
    rules = settings.rules
    mode = "bot-" + settings.human if settings.mode == VS_BOT else settings.mode
    if mode == SEATS or seated(rules.system):
        mode = FIRST_MODE
    people = len(settings.people()) if seated(rules.system) else 1
    shown = {"mode": mode, "level": settings.level, "people": str(people), "bots": settings.level,
             "friends": settings.mode == FRIEND, "think": str(settings.think)}
    for name in NAMES:
        system = SYSTEMS[name]
        if not seated(system):
            continue
        seats = settings.seats if system is rules.system and settings.mode != FRIEND else (PERSON,)
        for index, side in enumerate(system.SIDES):
            shown.setdefault("seat-" + side, seats[index] if index < len(seats) else settings.level)
    return shown


def read_people(values, rules):
    friends = values.get("friends") if seated(rules.system) else values["mode"] == FRIEND
    if friends:   # the first side here, friends by link the rest
        return Settings(FRIEND, rules.sides[0], rules)
    think = int(values.get("think", DEFAULT_THINK))
    if seated(rules.system):
        # a side the form has no seat for (more players than it offers): a bot at its level
        level = values.get("level", "medium")
        return Settings(rules=rules, seats=[values.get("seat-" + side, level) for side in rules.sides],
                        think=think)
    mode = values["mode"]
    if mode.startswith("bot-"):
        return Settings(VS_BOT, mode[len("bot-"):], rules, values["level"], think=think)
    return Settings(mode, rules.sides[0], rules, values["level"], think=think)


def plays_expert(values):
    """An expert bot among the players the form chooses: the dialog then asks
    how long it thinks."""
    system = SYSTEMS[values["game"]]
    if not seated(system):
        return values.get("mode") not in (TWO_PLAYERS, FRIEND) and values.get("level") == EXPERT
    if values.get("friends"):
        return False
    try:
        players = read_players(values, system).get("players", system.MIN_PLAYERS)
    except FormError:   # a number of players being typed: the seats as far as they go
        players = system.MAX_PLAYERS
    return any(values.get("seat-" + side) == EXPERT for side in system.SIDES[:players])


def filled(values):
    """The seats of the chosen game's players as "people" and "bots" ask: the
    first seats people, the others bots at that level ({"seat-X": PERSON, ...});
    FormError in words for a number of players or people that cannot be."""
    system = SYSTEMS[values["game"]]
    players = read_players(values, system).get("players", system.MIN_PLAYERS)
    people = number(values, "people", "new.people", 0, players)
    level = values.get("bots", "medium")
    return dict(("seat-" + side, PERSON if index < people else level)
                for index, side in enumerate(system.SIDES[:players]))


def people_of(values):
    """How many of the chosen game's seats people sit in, as "people" shows it
    ({"people": "3"}), after a seat was changed by hand."""
    system = SYSTEMS[values["game"]]
    players = read_players(values, system).get("players", system.MIN_PLAYERS)
    return {"people": str(len([side for side in system.SIDES[:players] if values.get("seat-" + side) == PERSON]))}


# --- the form ----------------------------------------------------------------------------

def shown(settings):
    """The form's values for ``settings``: {field: text, or a bool for a checkbox}."""
    values = {"game": settings.rules.game}
    for show, read_field in FIELDS:
        values.update(show(settings))
    values.update(show_people(settings))
    return values


def rules_of(keywords):
    """Rules of the keywords the fields read: a preset's board for its
    "shape", its fair start cells unless a named start is chosen; the board
    drawn, where the editor finds nothing wrong with it."""
    drawn = keywords.pop("drawn", None)
    if drawn is not None:
        return drawn_rules(keywords, *drawn)
    name = keywords.pop("shape", None)
    if name is None:
        return Rules(**keywords)
    shape = SHAPES[name]   # a select's own value
    if shape.games and keywords["game"] not in shape.games:
        raise FormError("new.shape-game", at="shape")
    starts = keywords.pop("starts", None)
    rules = rules_for(name, **keywords)
    if starts is None:
        return rules
    return Rules(rules.width, rules.height, starts=starts, holes=rules.holes, **keywords)


def drawn_rules(keywords, holes, starts):
    """The Rules of a board drawn (the texts of its holes and start cells); FormError
    with the editor's words for the first thing that keeps it from being played."""
    editor = ShapeEditor.drawn(holes=holes, starts=starts, named=keywords.pop("starts", None), **keywords)
    errors = editor.errors()
    if errors:
        raise FormError(errors[0][0], at=EDITOR, **errors[0][1])
    return editor.rules()


def form_editor(values):
    """The shape editor of the board the form's fields draw, for the game and
    players chosen; None while the size or the players are not numbers it takes."""
    system = SYSTEMS[values["game"]]
    try:
        keywords = {"game": system.NAME}
        keywords.update(read_players(values, system))
        keywords.update(read_options(values, system))
        keywords["named"] = read_start(values, system).get("starts")
        keywords.update(_actions_if_read(values, system))
        keywords["width"] = number(values, "width", "new.width", MIN_SIZE, MAX_SIZE)
        keywords["height"] = number(values, "height", "new.height", MIN_SIZE, MAX_SIZE)
        return ShapeEditor.drawn(holes=values.get("holes", ""), starts=values.get("shape-starts", ""),
                                 symmetric=values.get("shape-symmetric", True), **keywords)
    except ValueError:
        return None


def _actions_if_read(values, system):
    """{"actions": the sub-moves per turn} the field holds, or {} (the default)
    while it holds no number it takes: the preview stays while one is typed."""
    try:
        return {"actions": number(values, "actions", system.WORDS["actions"], MIN_ACTIONS, MAX_ACTIONS)}
    except FormError:
        return {}


def read(values):
    """The Settings the form's values ask for, reading only the chosen game's
    fields; FormError (a key of the page's words) where a field is wrong."""
    system = SYSTEMS[values["game"]]
    keywords = {"game": system.NAME}
    for show, read_field in FIELDS:
        keywords.update(read_field(values, system))
    rules = rules_of_fields(keywords)
    for key, said in over_at_start(rules):   # any board (a drawn one's editor refused it already)
        raise FormError(key, at="actions", **said)
    return read_people(values, rules)


def rules_of_fields(keywords):
    """rules_of(keywords); where the rules refuse what the fields allow (more
    players than the board's edge has room to start), a FormError in words at
    the field to change: the engine's own text is English only, for a programmer."""
    players = keywords.get("players", 2)
    try:
        return rules_of(dict(keywords))
    except TooFewStarts:
        if "shape" in keywords:
            raise FormError("new.shape-room", at="shape", players=players)   # the shape's name is beside it, in its menu
        raise FormError("new.board-room", at="players", width=keywords["width"], height=keywords["height"],
                        players=players)


def seeded(values, preset):
    """The form's ``values`` with the board of ``preset`` to draw on (Draw your
    own, chosen after a preset); as they are where the game cannot play it."""
    rules = pictured(dict(values, shape=preset))
    if rules is None:
        return values
    editor = drawn_editor(rules)
    return dict(values, width=str(rules.width), height=str(rules.height), holes=" ".join(editor.holes()),
                **{"shape-starts": " ".join(editor.start_names())})


def pictured(values):
    """The Rules of the preset the form names, for the game and players chosen,
    for its small picture; None for the whole rectangle, or a preset the game
    cannot be played on (said on Start); None for a board drawn (its preview shows it)."""
    name = values.get("shape", FULL)
    if name in (FULL, DRAWN):
        return None
    system = SYSTEMS[values["game"]]
    try:
        keywords = {"game": system.NAME, "actions": PICTURED_ACTIONS, "shape": name}
        keywords.update(read_players(values, system))
        return rules_of(keywords)
    except ValueError:
        return None
