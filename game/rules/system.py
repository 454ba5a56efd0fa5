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
    Position      the state, below

and the hooks:

    read_starts(geometry, starts, players)   the start cells as Rules keeps them
    start_masks(rules)                       each player's start cells as a mask
    why_illegal(position, bit)               the IllegalMove for a cell not legal now
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
(the cell as text), ``score(player)``, ``territory(player)`` (the empty cells
that count for the player: a mask, 0 where the game counts none) and
``state()``/``set_state(state)``/``copy()``/``key()``.  ``play`` trusts that
the bit is legal, as a search wants; Game checks first.
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

DECLARATIONS = (("NAME", str), ("SIDES", tuple), ("SYMBOLS", tuple), ("MIN_PLAYERS", int),
                ("MAX_PLAYERS", int), ("PASSING", bool), ("OPTIONS", tuple), ("REASONS", tuple),
                ("REFUSALS", dict), ("KINDS", tuple))
HOOKS = ("read_starts", "start_masks", "why_illegal", "describe_result", "position_from_diagram")
POSITION = ("play", "resign", "at_turn_start", "players_in", "legal_for", "targets", "content",
            "mark", "score", "territory", "state", "set_state", "copy", "key")


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
        if not side or not side.isalpha() or side.upper() != side or len(side) > 3:
            found.append("side code %r must be capital letters, at most three" % (side,))
    for kind in system.KINDS:
        if kind not in KINDS:
            found.append("unknown kind of cell %r" % (kind,))
    return found
