"""The cells a person points at on the board, without the page: the mouse's,
a finger's, the keyboard's cursor, a refused click's fading mark, and which
of them the board previews a sub-move on (game/web/board/input_view.py moves them,
game/web/board/board_view.py draws them).  Runs on MicroPython and on CPython."""

# Arrows move the keyboard's cursor on the screen: (columns, rows) of the board as drawn unflipped.
KEYS_TO_STEPS = {"ArrowLeft": (-1, 0), "ArrowRight": (1, 0), "ArrowUp": (0, 1), "ArrowDown": (0, -1)}


def cell_name(rules, spot):
    """"c4" for the (col, row) ``spot``."""
    geo = rules.geometry
    return geo.name(geo.bit(spot[0], spot[1]))


def reach(session):
    """The cells a person may act on now, as a mask (0 while the bot moves or
    someone looks back)."""
    if session.bot_to_move() or session.view is not None:
        return 0
    return session.game.position.legal


def first_cursor(game):
    """Where the keyboard's cursor starts: the first cell the player can act on, else a1."""
    rules = game.rules
    legal = game.legal_moves()
    number = rules.geometry.number(rules.geometry.parse(legal[0])) if legal else 0
    return number % rules.width, number // rules.width


def stepped(cursor, key, flipped, rules):
    """The cursor one arrow key on, kept on the board; the arrows follow the
    screen, not the board's letters, on a flipped board too."""
    step = KEYS_TO_STEPS[key]
    if flipped:
        step = (-step[0], -step[1])
    return (max(0, min(rules.width - 1, cursor[0] + step[0])),
            max(0, min(rules.height - 1, cursor[1] + step[1])))


class Pointer:
    """The cells pointed at: ``hover`` the mouse's, ``pressed`` under a finger or
    a pen while it is down, ``cursor`` the keyboard's while the board has the
    focus, each (col, row) or None; ``refusal`` ((col, row), strength from 1
    down) of a refused click while its mark shows, the newest of ``refusals``."""

    def __init__(self):
        self.hover = None
        self.pressed = None
        self.cursor = None
        self.refusal = None
        self.refusals = 0

    def forget(self):
        """Another game on the board (the guide's, or back from it)."""
        self.hover = self.cursor = None

    def preview(self, reach, rules):
        """The cell to preview the person's mark on: under a finger, else the
        mouse, else the keyboard's cursor; None where that cell is not in reach."""
        spot = self.pressed or self.hover or self.cursor
        if spot is None or not reach & rules.geometry.bit(spot[0], spot[1]):
            return None
        return spot

    def refused(self, spot):
        """A click refused on ``spot``: its mark at full strength; its number, for fade."""
        self.refusals += 1
        self.refusal = (spot, 1)
        return self.refusals

    def fade(self, number, strength):
        """The refusal ``number``'s mark at ``strength`` (0: gone); False where a
        newer one took its place, or it is gone already."""
        if self.refusals != number or self.refusal is None:
            return False
        self.refusal = (self.refusal[0], strength) if strength else None
        return True
