"""A game written as URL parameters, and back: links and embeds (a saved game,
kept as these parameters, is game/web/keeping/saves.py).

    index.html?size=8x6&actions=2&mode=bot&side=O&level=hard
    index.html?level=expert&think=60           the expert bot, a minute a turn
    index.html#mode=two&record=1.+a1-b2-c3
    index.html?game=bases&players=3&seats=person,easy,hard&start=edge
    index.html?game=capture&scoring=territory
    index.html?shape=ring                       a preset board (game/rules/shapes.py)
    index.html?size=8x6&holes=d3,e3,d4,e4      cells off the board, as a record's Holes tag

The page turns the query and the hash into a dict of strings (the browser
decodes them) and gets back the settings, the game and any problems; a bad
parameter is reported and its default used, the rest still applies.  The
saved game in localStorage is the same dict, so it is read the same way.
Every game's parameters are its rule system's declarations: its name, its
players, its OPTIONS (each option's link name and values) and its
NAMED_STARTS, so no game is named here.
"""


from game.core.board import MAX_SIZE, MIN_SIZE, number_up_to, read_size, size_in_range
from game.engine.game import Game
from game.core.errors import RecordError
from game.bot.levels import DEFAULT_THINK, LEVELS, THINK_TIMES
from game.engine.notation import MAX_RECORD_LENGTH
from game.rules import DEFAULT_ACTIONS, DEFAULT_GAME, DEFAULT_SIZE, MAX_ACTIONS, MIN_ACTIONS, NAMES, SYSTEMS, \
    every_option
from game.rules.shapes import BY_NAME as SHAPES
from game.web import words
from game.web.keeping import link_board
from game.web.play.settings import DEMO, FRIEND, MODES, PERSON, SEATS, VS_BOT, TWO_PLAYERS, Settings
from game.web.views import kinds

# Parameters the page reads; "embed" is a flag, "lang" the page's language,
# "theme" its paper and "bg" its background: the page's options, not the game's.
PAGE_OPTIONS = ("lang", "embed", "theme", "bg")
# The parameter naming one of the device's games (game/web/keeping/games.py): the game, apart
# from its rules and record, so it is no game parameter (saved_under leaves it out).
GAME_ID = "id"
ID_CHARACTERS = "0123456789abcdefghijklmnopqrstuvwxyz"
MAX_ID_LENGTH = 32
THEMES = ("auto", "light", "dark")   # auto: as the reader's device (prefers-color-scheme)
BACKGROUNDS = ("paper", "transparent")
# The rules' own parameters, which a record's header must agree with (a record
# can set others: its own start cells), and what each names of the rules; the
# options the rule systems add (scoring=, variant=) come with them (rule_names).
RULES_OWN = (("game", lambda rules: rules.game), ("players", lambda rules: rules.players),
             ("start", lambda rules: rules.starts), ("size", lambda rules: (rules.width, rules.height)),
             ("shape", lambda rules: (rules.width, rules.height, rules.holes)),
             ("holes", lambda rules: rules.holes), ("actions", lambda rules: rules.actions))
PLAYERS = ("mode", "side", "level", "seats", "think")
CORNERS = "corners"   # start=: the first units in the corners (the default), or a NAMED_STARTS name
# Parameters other sites add to links, never ours to complain about.
FOREIGN_PREFIXES = ("utm_", "fbclid", "gclid", "yclid")
# A problem names its parameter cut to this length, so a notice stays short.
SHOWN_NAME_LENGTH = 30
# The notice's one line names this many parameters not used, then says how many more.
NAMED_IN_NOTICE = 4


class Problem:
    """A parameter that could not be used: its name, the strings-table key and
    values that say what is wrong, and the parameters not used because of it
    (``ignored``: the problem's own, or those a record overrules)."""

    def __init__(self, name, key, ignored=None, **values):
        self.name = name
        self.key = key
        self.values = values
        self.ignored = ignored or [name]
        values["name"] = _shown(name)

    def __repr__(self):
        return "Problem(%r, %r)" % (self.name, self.key)


class Launch:
    """What a link asks for: settings, the game to start from, and the problems."""

    def __init__(self, settings, game, problems, language=None, embed=False, theme="auto",
                 background="paper", view=None, game_id=None):
        self.settings = settings
        self.game_id = game_id   # the device's game the link names (id=), if any
        self.game = game
        self.problems = problems
        self.language = language
        self.embed = embed
        self.theme, self.background, self.view = theme, background, view   # view: kinds.py's View


def options():
    """Every option of the registered rule systems, as its link parameter names it:
    those written before the board's size first (first=True: scoring), in the
    order of their names."""
    return sorted(every_option().values(), key=lambda option: (not option.first, option.link))


def game_names():
    """The game's parameters in the order a link writes them and a notice names
    their problems: the game, its options, its board, who plays, the record."""
    listed = options()
    first = tuple(option.link for option in listed if option.first)
    later = tuple(option.link for option in listed if not option.first)
    return ("game", "players") + first + ("start", "shape", "size", "holes", "actions") + PLAYERS + later \
        + ("record",)


def rule_names():
    """(parameter, what it names of the rules) for each parameter that sets a rule."""
    own = list(RULES_OWN)
    for option in options():
        own.append((option.link, lambda rules, name=option.name: getattr(rules, name)))
    return own


def _shown(name):
    return name[:SHOWN_NAME_LENGTH] + "…" if len(name) > SHOWN_NAME_LENGTH else name


def notice(problems):
    """What the page says of a link's problems, as [(strings key, values)]: one
    short line naming the parameters not used, then why, one by one (the status
    shows the first lines, and all on a tap); nothing for a good link."""
    if not problems:
        return []
    names = []
    for problem in problems:
        for name in problem.ignored:
            if _shown(name) not in names:
                names.append(_shown(name))
    if len(names) > NAMED_IN_NOTICE + 1:   # "and 1 more" would be no shorter
        line = ("link.ignored-more", {"names": ", ".join(names[:NAMED_IN_NOTICE]),
                                      "more": len(names) - NAMED_IN_NOTICE})
    else:
        line = ("link.ignored", {"names": ", ".join(names)})
    return [line] + [(problem.key, problem.values) for problem in problems]


def read(params):
    """The Launch that ``params`` (name -> text) describe; never raises.  Its
    problems are in the order of game_names(), then unknown names in
    alphabetical order (a dict keeps no order on MicroPython)."""
    problems = []
    usable = {}
    known = game_names() + PAGE_OPTIONS + kinds.VIEW_OPTIONS + (GAME_ID,)
    for name, value in params.items():
        if len(value) > MAX_RECORD_LENGTH:   # no parameter is longer than a record
            problems.append(Problem(name, "link.too-long", limit=MAX_RECORD_LENGTH))
        elif name not in known and not name.startswith(FOREIGN_PREFIXES):
            problems.append(Problem(name, "link.unknown"))
        else:
            usable[name] = value
    params = usable
    kind = _choice(params, "game", tuple(NAMES), DEFAULT_GAME, problems)
    system = SYSTEMS[kind]
    players = _number(params.get("players"), "players", system.MIN_PLAYERS, system.MAX_PLAYERS,
                      system.MIN_PLAYERS, problems)
    width, height = _size(params.get("size"), problems)
    actions = _number(params.get("actions"), "actions", MIN_ACTIONS, MAX_ACTIONS, DEFAULT_ACTIONS,
                      problems)
    chosen = {}
    for option in options():
        value = _option(params, option, option in system.OPTIONS, problems)
        if value is not None:
            chosen[option.name] = value
    start = _game_choice(params, "start", bool(system.NAMED_STARTS), (CORNERS,) + system.NAMED_STARTS,
                         CORNERS, problems)
    starts = None if start == CORNERS else start
    shape = _choice(params, "shape", tuple(SHAPES), None, problems)
    rules = link_board.read(params, shape, width, height, starts,
                            dict(chosen, actions=actions, game=kind, players=players), Problem, problems)
    game = Game(rules)
    record = params.get("record")
    if record:
        try:
            game = Game.from_record(record)
        except RecordError as error:
            problems.append(Problem("record", "link.record", error=error))
            record = None   # the rest of the link plays as without it
        else:
            clashes = _clashes(params, rules, game.rules, problems)
            if clashes:
                problems.append(Problem("record", "link.record-rules", clashes, names=", ".join(clashes)))
            rules = game.rules
    # A game to show is for looking at and playing on by hand, unless the link
    # says otherwise: by its mode, or by the level of a bot to play it on against.
    shown = record and "level" not in params
    mode = _choice(params, "mode", MODES, TWO_PLAYERS if shown else VS_BOT, problems)
    # a turn sent by a friend (sent()) names no side: the one who opens it plays the side to move
    here = game.turn if mode == FRIEND and game.result is None else rules.sides[0]
    side = _choice(params, "side", rules.sides, here, problems)
    level = _choice(params, "level", LEVELS, "medium", problems)
    language = _choice(params, "lang", words.LANGUAGES, None, problems)
    theme = _choice(params, "theme", THEMES, THEMES[0], problems)
    background = _choice(params, "bg", BACKGROUNDS, BACKGROUNDS[0], problems)
    think = int(_choice(params, "think", [str(seconds) for seconds in THINK_TIMES], str(DEFAULT_THINK), problems))
    settings = Settings(mode, side, rules, level, _seats(params.get("seats"), rules, problems), think)
    view = kinds.read(params, game.history_length(), Problem, problems)
    if view.kind == kinds.PUZZLE and record and not game.history_length():
        problems.append(Problem("record", "link.puzzle-empty"))   # no position to solve: the set's is shown
    game_id = _game_id(params.get(GAME_ID), problems)
    problems.sort(key=_in_order)
    return Launch(settings, game, problems, language, "embed" in params, theme, background, view, game_id)


def language(params):
    """The page's language ``params`` name, or None (none named, or one the page
    does not speak, which read() names)."""
    return _choice(params, "lang", words.LANGUAGES, None, [])


def is_game_id(text):
    return 0 < len(text) <= MAX_ID_LENGTH and all(letter in ID_CHARACTERS for letter in text)


def _game_id(text, problems):
    if not text:
        return None
    if is_game_id(text):
        return text
    problems.append(Problem(GAME_ID, "link.id", length=MAX_ID_LENGTH))
    return None


def write(settings, game):
    """The parameters that bring back ``game`` under ``settings``, as (name, text) pairs."""
    rules = settings.rules
    pairs = []
    if rules.game != DEFAULT_GAME:
        pairs.append(("game", rules.game))
        pairs.append(("players", str(rules.players)))
    said = [(option, value) for option, value in rules.own_options() if value != option.default or option.always]
    pairs.extend((option.link, option.write(value)) for option, value in said if option.first)
    if rules.starts in rules.system.NAMED_STARTS:
        pairs.append(("start", rules.starts))
    preset = preset_of(rules)
    if preset is not None:
        pairs.append(("shape", preset.name))
    elif (rules.width, rules.height) != (DEFAULT_SIZE, DEFAULT_SIZE):
        pairs.append(("size", "%dx%d" % (rules.width, rules.height)))
    if rules.holes and preset is None and not read(dict(pairs + [("holes", ",".join(rules.holes))])).problems:
        pairs.append(("holes", ",".join(rules.holes)))   # else (they take a corner) the record says them
    if rules.actions != DEFAULT_ACTIONS:
        pairs.append(("actions", str(rules.actions)))
    pairs.extend((option.link, option.write(value)) for option, value in said if not option.first)
    if settings.mode == SEATS:
        pairs.append(("seats", ",".join(settings.seats)))
    else:
        pairs.append(("mode", settings.mode))
    if settings.mode in (VS_BOT, FRIEND):
        pairs.append(("side", settings.human))
    if settings.mode in (VS_BOT, DEMO):
        pairs.append(("level", settings.level))
    if settings.has_expert():
        pairs.append(("think", str(settings.think)))
    # a board its parameters cannot make is the record's to say: a rectangle too
    # small to start the players, whose holes make the room, their starts named
    launch = read(dict(pairs))
    refused = [name for problem in launch.problems for name in problem.ignored]
    pairs = [(name, value) for name, value in pairs if name not in refused]
    # the record, unless the parameters say all of it (only its header names start cells or holes)
    if game.history_length() or refused or launch.settings.rules != rules:
        pairs.append(("record", game.record()))
    return pairs


def sent(settings, game_id, game):
    """The parameters of a turn sent to a friend (Send your turn): the game's id,
    its rules and its record, and no side, which the friend who opens it plays
    (the side to move, or the side they already play there)."""
    return [(GAME_ID, game_id)] + [(name, value) for name, value in write(settings, game) if name != "side"]


def preset_of(rules):
    """The preset shape whose board and start cells ``rules`` play on, if any."""
    for shape in SHAPES.values():
        if (shape.width, shape.height, shape.holes) == (rules.width, rules.height, rules.holes) \
                and (not shape.games or rules.game in shape.games) \
                and (rules.starts in rules.system.NAMED_STARTS
                     or rules.starts == tuple(shape.starts(rules.game, rules.players)
                                              or rules.default_starts() or ())):
            return shape
    return None


def saved_under(params):
    """The (name, value) pairs, sorted, that name the saved game a link opens:
    only the game's own parameters, so the page's options and whatever other
    sites add to a link (utm_source, fbclid) never start another game."""
    names = game_names()
    return sorted((name, value) for name, value in params
                  if name in names and len(value) <= MAX_RECORD_LENGTH)


def _in_order(problem):
    names = game_names() + PAGE_OPTIONS + kinds.VIEW_OPTIONS + (GAME_ID,)
    name = problem.ignored[0]
    return (names.index(name), "") if name in names else (len(names), name)


def _clashes(params, linked, recorded, problems):
    """The rules the link names (and could use) that differ from the record's; a
    rule the link leaves out, or names wrongly (said already), is no clash."""
    refused = [problem.name for problem in problems]
    return [name for name, named in rule_names() if params.get(name) and name not in refused
            and named(linked) != named(recorded)]


def names(params, settings, game):
    """Whether an address's parameters ((name, value) pairs) name ``game`` played
    under ``settings``: the plain page names whatever is played on it, a link the
    game it opens, played on from there by the same people and bots.  A new game
    of the same settings is one too, but not where the link holds a record."""
    if not saved_under(params):
        return True
    launch = read(dict(params))
    opened = launch.game.history()
    return launch.settings.rules == settings.rules and launch.settings.seats == settings.seats \
        and game.history()[:len(opened)] == opened


def address(params, settings, game):
    """Where a game goes that the address ``params`` does not name (New game, Play
    again or Load record on a link): an address of its own, as (query, hash)
    pairs.  The query keeps the page's options (the embed reads its flag there
    before Python starts), the hash holds the game's parameters, as Share
    writes them; never the plain page, whose saved game is another."""
    return [(name, value) for name, value in params if name in PAGE_OPTIONS], write(settings, game)


def full_page(params, settings, game):
    """The embed's ↗ link, as (query, hash) pairs: the game on the full page, in
    the language and the theme the embed's link names, if any (a transparent
    background is the host page's, not the full page's)."""
    query, pairs = address(params, settings, game)
    return [(name, value) for name, value in query if name not in ("embed", "bg")], pairs


def _seats(text, rules, problems):
    """"person,easy,hard": who plays each side in turn order; None if not given."""
    if not text:
        return None
    seats = [seat.strip().lower() for seat in text.split(",")]
    if len(seats) == rules.players and all(seat == PERSON or seat in LEVELS for seat in seats):
        return seats
    problems.append(Problem("seats", "link.seats", players=rules.players,
                            choices=", ".join((PERSON,) + tuple(LEVELS))))
    return None


def _option(params, option, applies, problems):
    """The value a rule system's option takes from its parameter, None if not given
    (or given for a game that has it not: named, unless it names that game's own
    value, the classic variant of a game with none)."""
    text = params.get(option.link)
    if not text:
        return None
    if not applies:
        named = [name for name in option.names if name.lower() == text.lower()]
        if not named or option.read(named[0]) != option.absent:
            problems.append(Problem(option.link, "link.other-game"))
        return None
    name = _choice(params, option.link, option.names, None, problems)
    return None if name is None else option.read(name)


def _game_choice(params, name, applies, choices, default, problems):
    """_choice for a parameter of some games only: in another it is named and ignored."""
    if not applies and params.get(name):
        problems.append(Problem(name, "link.other-game"))
        return default
    return _choice(params, name, choices, default, problems)


def _choice(params, name, choices, default, problems):
    value = params.get(name)
    if value is None or value == "":
        return default
    for choice in choices:
        if value.lower() == choice.lower():
            return choice
    problems.append(Problem(name, "link.choose", choices=", ".join(choices)))
    return default


def _number(text, name, low, high, default, problems):
    if text is None or text == "":
        return default
    value = number_up_to(text.strip(), high)
    if value is None or value < low:
        # one value only: the players of a game for two, never "from 2 to 2"
        problems.append(Problem(name, "link.range", low=low, high=high) if low < high
                        else Problem(name, "link.two-players"))
        return default
    return value


def _size(text, problems):
    """"8" or "8x6" (width x height) -> (width, height)."""
    if text is None or text == "":
        return DEFAULT_SIZE, DEFAULT_SIZE
    size = read_size(text)
    if size is not None and size_in_range(*size):
        return size
    problems.append(Problem("size", "link.size", low=MIN_SIZE, high=MAX_SIZE))
    return DEFAULT_SIZE, DEFAULT_SIZE
