"""The board a link names (game/web/keeping/link.py reads the rest of it): a preset
(shape=), the rectangle with holes (holes=), else the plain rectangle of
size=.  One that is refused or has no room to start every player is named,
and the next one used; a rectangle too small for the players gives way to
the default board, not the players to the board: they are who plays (seats=
names each), the size a detail, and the default board's edge starts the
most players there are (36 cells for 30), by the corners, spread round or
anywhere on it."""

from game.core.board import read_size
from game.rules import DEFAULT_SIZE, Rules, read_holes
from game.rules.shapes import BY_NAME as SHAPES
from game.rules.system import TooFewStarts


def read(params, shape, width, height, starts, options, problem, problems):
    """The Rules of the board ``params`` (name -> text) name; ``shape`` the
    preset shape= names (link.py read it), else None; ``starts`` None (the
    corners) or a start's name; ``options`` the rest of Rules' keywords.  Its
    problems join ``problems``, each made by ``problem(name, key, **values)``
    (link.Problem)."""
    try:
        rectangle = Rules(width, height, starts=starts, **options)
    except TooFewStarts:   # holes may still make room: they add edge cells
        rectangle = None
    shaped = _shaped(params, shape, width, height, starts, options, rectangle, problem, problems)
    if shaped is not None:
        return shaped
    if rectangle is None:
        problems.append(problem("size", "link.size-room", size="%dx%d" % (width, height),
                                players=options["players"], default="%dx%d" % (DEFAULT_SIZE, DEFAULT_SIZE)))
        rectangle = Rules(DEFAULT_SIZE, DEFAULT_SIZE, starts=starts, **options)
    return rectangle


def _shaped(params, shape, width, height, starts, options, rectangle, problem, problems):
    """The Rules of the board that shape= (a preset) or holes= names, or None
    where neither is given or usable (the problem named): a preset sets the
    size, the holes and (but for a named start, start=edge) the start cells.
    ``rectangle`` is the plain board's Rules, None where it has no room."""
    holes = params.get("holes")
    game, players = options["game"], options["players"]
    if params.get("shape"):   # named, if not usable: its holes are not the link's to take
        if shape is not None and SHAPES[shape].games and game not in SHAPES[shape].games:
            problems.append(problem("shape", "link.shape-game", shape=shape, games=", ".join(SHAPES[shape].games)))
            shape = None
        if shape is not None:
            preset = SHAPES[shape]
            for other in ("size", "holes"):
                if params.get(other) and not (other == "size" and read_size(params[other])
                                              == (preset.width, preset.height)):
                    problems.append(problem(other, "link.shape-sets", shape=shape))
            try:
                return Rules(preset.width, preset.height, starts=starts or preset.starts(game, players),
                             holes=preset.holes, **options)
            except ValueError:   # its edge has too few cells to start every player
                problems.append(problem("shape", "link.shape-room", shape=shape, players=players))
        return None
    if not holes:
        return None
    names = holes.replace(",", " ").split()
    try:
        read_holes(width, height, names)
    except ValueError:
        problems.append(problem("holes", "link.holes", size="%dx%d" % (width, height)))
        return None
    try:
        return Rules(width, height, starts=starts, holes=names, **options)
    except TooFewStarts:   # the holes leave the edge too few cells, or cut off where the spread begins
        problems.append(problem("holes", "link.holes-room", players=players))
    except ValueError:   # a corner the game starts from is off the board
        masks = rectangle.start_masks if rectangle is not None else ()
        taken = [cell for cell in names if any(rectangle.geometry.parse(cell) & start for start in masks)]
        problems.append(problem("holes", "link.holes-start", cells=" ".join(taken)))
    return None
