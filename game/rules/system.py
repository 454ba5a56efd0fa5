"""The protocol every rule system follows, declared once.

A rule system is a module registered in SYSTEMS (game/rules/__init__.py).
Game, records, links, saves, the page, the bots' worker and the tools ask it
what follows and never compare its name; ``problems(system)`` checks a module
against it (tests/python/test_systems.py runs it over every registered system).

The module declares:

    NAME          the registry key and the record's [Game "..."] value
    SIDES         each side's code in turn order, as records and the API write
                  them ("X", "O", "T", "S"): short, ASCII, unique
    SYMBOLS       the same sides as the page draws and names them ("△")
    MIN_PLAYERS, MAX_PLAYERS
    PASSING       whether a turn may be passed
    OPTIONS       the options it adds (game/rules/options.py), in header order
    REASONS       every reason a game of it ends for (a Position's ``reason``)
    REFUSALS      {IllegalMove code: the names of its values} for every refusal
                  why_illegal gives, so the page can put each in words
    KINDS         what its cells can hold (the kinds below)
    NAMED_STARTS  the start rules it takes by a name instead of cells (the bases
                  game's "edge": any edge cell), () for none; no name means the
                  corners
    WORDS         the keys of what the page says of it (game/web/words/): below
    Position      the state, below

The words of those keys are the page's (game/web/words/en.py, ru.py) or the
game's own, in the words.py of its folder (TEXT: {language: {key: words}}).
WORDS holds keys only, each written out whole:

    "name"        the game's name ("Virus and bases")
    "help"        the paragraphs of How to play, in order
    "legend"      ((sample, key), ...): the marks How to play shows, each a sample
                  the board draws (game/web/views/legend.py names them) and its words
    "progress"    how far a turn has gone, {done} of {total} ("sub-move 2 of 3")
    "actions"     what New game calls the sub-moves per turn, when a number is wrong
    "cells"       {kind: key}: a cell holding one, {side} ("X's virus")
    "ends"        {reason: key}: each way a game is won, {winner} {loser} {mover}
                  {counts}; "draws" {reason: key} each way it is drawn; "last-in"
                  (for three or more) the last one in winning, once a third played
    "refusals"    {code: key} for every code of REFUSALS
    "faults"      {option.code: key}: a record's wrong value of each of its OPTIONS
    "options"     {option name: {value: key}}: each value of the options the status
                  or the mode line name, filled in as {name} ({scoring})
    "fields"      {option name: (key, {value: key} or None)}: each option's field in
                  New game, its label and its choices' words (None: a checkbox)
    "count"       (where the status counts the points as the game goes on, and
                  Show ground shades the ground) the count, {counts} and the options
    "mode"        (beside the default game) {None or a NAMED_STARTS name: key}: the
                  game in the line saying who plays, {players} and the options
    "starts"      (where it has NAMED_STARTS) {name: key}: each in New game's choice
                  of the first units (beside the corners, which every game has)
    "points"      (where a game of three or more has a table of who is in) a key
                  for each part of score()'s tuple, in order ("bases", "viruses")

and the hooks (those with a default, DEFAULT_HOOKS below, may be left out:
register() gives them to the system):

    read_starts(geometry, starts, players)   the start cells as Rules keeps them;
                                             ValueError for start cells it refuses,
                                             TooFewStarts (below) where the board
                                             has no room to start every player
    start_masks(rules)                       each player's start cells as a mask
                                             (default: the one cell each start names)
    why_illegal(position, bit)               the IllegalMove for a cell not legal now
    ground_counts(rules)                     whether the empty ground a side holds
                                             (territory) counts in its score
                                             (default: never)
    neighbourhood(geometry, mask)            the cells of ``mask`` and those that
                                             neighbour them as the game counts it (8
                                             round a cell, or the 4 at its sides):
                                             what makes a board of one piece, and
                                             gives a start room to grow (the page's
                                             shape editor, game/web/dialogs/shape_editor.py)
                                             (default: the 8 round a cell)
    describe_result(position)                the end in words ("X wins: ...")
    position_from_diagram(rules, diagram, side="X")   a position drawn as text

A Position holds ``rules``, ``geo``, ``side`` (the player to move), ``left``
(sub-moves left in the turn), ``legal`` (the mask the side to move may act on
now, 0 once over), ``result`` (None, a player's index or DRAW), ``reason`` and
``out`` (the (player, reason) of each player out of the game, in order), and
answers ``play(bit)``, ``pass_turn()`` (where PASSING), ``resign(player)``,
``at_turn_start()``, ``players_in()``, ``legal_for(player)``,
``targets(player)`` (what the player could act on if it were in reach),
``content(bit)`` ((player, kind), or None for an empty cell), ``mark(bit)``
(the cell as text), ``score(player)`` (a number, or a tuple of numbers counted
in order), ``territory(player)`` (the empty cells the player holds as its
ground: a mask, 0 in a game with no ground; ground_counts says whether they
count), ``start_cells(player)`` (where the
player may make its first sub-move while it has made none: a mask, 0 once it
has, or where the game starts on the board), ``inactive(player)`` (the
player's cells that act on nothing now, which the board draws pale: the bases
game's cut-off bases; 0 in most games; read from the player's own cells alone,
so the board asks again only of a player whose cells changed) and
``state()``/``set_state(state)``/``copy()``/``key()``.  ``play`` trusts that
the bit is legal, as a search wants; Game checks first.  A Position may also
answer ``content_masks()``, [((player, kind), the mask of the cells whose
content() that is)], where that is faster than asking each cell (the board
asks of every position: the bases game's 30 sides).
"""

DRAW = -1                 # a result that is no player's win

# Why players go out, and why games end, in every game that has them.
NO_MOVES = "no-moves"     # the player whose turn came had no legal sub-move
RESIGNED = "resigned"

# What a cell holds, with the player it belongs to (Position.content).
MARK = "mark"             # a side's living mark (classic, capture)
KILLED = "killed"         # a side's killed mark: a wall for the killer (classic)
VIRUS = "virus"           # a side's virus (bases)
BASE = "base"             # a side's base: a virus another side took (bases)
KINDS = (MARK, KILLED, VIRUS, BASE)
# A sub-move that leaves one of these kinds took something (a kill): a side's
# killed mark, where another side acted; a side's base, where the side itself did.
TAKEN_BY_ANOTHER = (KILLED,)
TAKEN_BY_ITS_OWNER = (BASE,)

DECLARATIONS = (("NAME", str), ("SIDES", tuple), ("SYMBOLS", tuple), ("MIN_PLAYERS", int),
                ("MAX_PLAYERS", int), ("PASSING", bool), ("OPTIONS", tuple), ("REASONS", tuple),
                ("REFUSALS", dict), ("KINDS", tuple), ("NAMED_STARTS", tuple), ("WORDS", dict))
HOOKS = ("read_starts", "why_illegal", "describe_result", "position_from_diagram")
POSITION = ("play", "resign", "at_turn_start", "players_in", "legal_for", "targets", "content",
            "mark", "score", "territory", "start_cells", "inactive", "state", "set_state", "copy",
            "key")
# What WORDS must say of every game ("count", "mode" and "points" are for some games only).
WORDS = ("name", "help", "legend", "progress", "actions", "cells", "ends", "draws", "refusals", "faults",
         "options", "fields")


def start_masks(rules):
    """Each player's start: the one cell its name in rules.starts names."""
    return tuple(rules.geometry.parse(name) for name in rules.starts)


def ground_counts(rules):
    """Whether a side's secured ground is part of its points: not unless a game says so."""
    return False


def neighbourhood(geometry, mask):
    """``mask``'s cells and their 8 neighbours: a mark reaches across a corner."""
    return geometry.dilate(mask)


# The hooks a system may leave out, and what register() gives it then.
DEFAULT_HOOKS = {"start_masks": start_masks, "ground_counts": ground_counts, "neighbourhood": neighbourhood}


class TooFewStarts(ValueError):
    """A board too small, or too cut up, to start every player: read_starts
    raises it, so that a record or a link can say that the players do not fit
    the board, not that a start cell named is wrong.  ``cells`` is how many
    start cells the board has room for."""

    def __init__(self, message, cells, players):
        super().__init__(message)
        self.cells = cells
        self.players = players


def content_masks(position):
    """[((player, kind), mask)] of what the cells of ``position`` hold, a mask
    of the cells for each content(): its content_masks() where it has them,
    else gathered from content() of each cell."""
    if hasattr(position, "content_masks"):
        return position.content_masks()
    masks = {}
    for bit in position.geo.cells:
        found = position.content(bit)
        if found is not None:
            masks[found] = masks.get(found, 0) | bit
    return list(masks.items())


def problems(system):
    """What ``system`` (a module or any object) lacks of the protocol, as words; [] if nothing."""
    found = []
    for name, kind in DECLARATIONS:
        if not isinstance(getattr(system, name, None), kind):
            found.append("%s must be a %s" % (name, kind.__name__))
    if found:
        return found
    for name in HOOKS:
        if not callable(getattr(system, name, None)):
            found.append("the hook %s is missing" % name)
    for name in DEFAULT_HOOKS:
        if getattr(system, name, None) is not None and not callable(getattr(system, name)):
            found.append("the hook %s must be a function" % name)
    position = getattr(system, "Position", None)
    if position is None:
        return found + ["Position is missing"]
    for name in POSITION + (("pass_turn",) if system.PASSING else ()):
        if not callable(getattr(position, name, None)):
            found.append("Position.%s is missing" % name)
    sides = system.SIDES
    if not 2 <= system.MIN_PLAYERS <= system.MAX_PLAYERS <= len(sides):
        found.append("players must run from 2 up to the sides there are")
    if len(system.SYMBOLS) != len(sides) or len(set(sides)) != len(sides):
        found.append("every side needs one code and one symbol, each its own")
    for side in sides:
        if not side or not side[0].isalpha() or not side.isalnum() or side.upper() != side \
                or len(side) > 3:
            found.append("side code %r must be a capital letter, then capitals or digits, at most "
                         "three" % (side,))
    for kind in system.KINDS:
        if kind not in KINDS:
            found.append("unknown kind of cell %r" % (kind,))
    return found + words_problems(system)


def words_problems(system):
    """What ``system``'s WORDS leaves unsaid of what it declares (its keys' words
    are the page's: tests/python/test_words.py checks those)."""
    words = system.WORDS
    wanted = WORDS + (("last-in",) if system.MAX_PLAYERS > 2 else ())
    found = ["WORDS has no %r" % name for name in wanted if name not in words]
    if found:
        return found
    for name, declared, said in (("cells", system.KINDS, words["cells"]),
                                 ("refusals", system.REFUSALS, words["refusals"]),
                                 ("faults", [option.code for option in system.OPTIONS], words["faults"])):
        if sorted(declared) != sorted(said):
            found.append("WORDS[%r] must name %s" % (name, ", ".join(sorted(declared)) or "nothing"))
    for option in system.OPTIONS:
        said = words["options"].get(option.name)
        if said is not None and sorted(said, key=str) != sorted(option.values, key=str):
            found.append("WORDS['options'][%r] must name each of its values" % option.name)
        field = words["fields"].get(option.name)
        flag = tuple(option.values) == (False, True)
        if field is None or (field[1] is None) != flag or (
                not flag and sorted(field[1], key=str) != sorted(option.values, key=str)):
            found.append("WORDS['fields'][%r] must give its field's words (a choice's for each value)"
                         % option.name)
    if system.NAMED_STARTS and sorted(words.get("starts", ())) != sorted(system.NAMED_STARTS):
        found.append("WORDS['starts'] must name %s" % ", ".join(sorted(system.NAMED_STARTS)))
    if not set(system.REASONS) <= set(words["ends"]) | set(words["draws"]):
        found.append("WORDS['ends'] and ['draws'] must say every reason of REASONS")
    return found
