"""The options a game is played under (RULES.md §1), checked once."""

from game.board import MIN_SIZE, MAX_SIZE, COLUMN_LETTERS, geometry

MIN_ACTIONS = 1
MAX_ACTIONS = 9
DEFAULT_SIZE = 10
DEFAULT_ACTIONS = 3


class Rules:
    """Board size, sub-moves per turn, start cells and the last-mover-wins variant.

    ``starts=None`` means opposite corners: X at a1, O at the top-right cell.
    Otherwise two distinct cell names, X's first.  Bad options raise ValueError.
    """

    __slots__ = ("width", "height", "actions", "starts", "last_mover_wins", "geometry")

    def __init__(self, width=DEFAULT_SIZE, height=DEFAULT_SIZE, actions=DEFAULT_ACTIONS,
                 starts=None, last_mover_wins=False):
        for label, value in (("width", width), ("height", height)):
            if not isinstance(value, int) or not MIN_SIZE <= value <= MAX_SIZE:
                raise ValueError("board %s must be a whole number from %d to %d, not %r"
                                 % (label, MIN_SIZE, MAX_SIZE, value))
        if not isinstance(actions, int) or not MIN_ACTIONS <= actions <= MAX_ACTIONS:
            raise ValueError("sub-moves per turn must be from %d to %d, not %r"
                             % (MIN_ACTIONS, MAX_ACTIONS, actions))
        self.width = width
        self.height = height
        self.actions = actions
        self.last_mover_wins = bool(last_mover_wins)
        self.geometry = geometry(width, height)
        if starts is None:
            starts = self.corner_starts()
        elif isinstance(starts, str) or len(starts) != 2:
            raise ValueError("starts must be two cell names, X's first, like ('c3', 'h8')")
        x_start = self.geometry.name(self.geometry.parse(starts[0]))
        o_start = self.geometry.name(self.geometry.parse(starts[1]))
        if x_start == o_start:
            raise ValueError("the two start cells must differ, both are %s" % x_start)
        self.starts = (x_start, o_start)

    def corner_starts(self):
        return ("a1", COLUMN_LETTERS[self.width - 1] + str(self.height))

    def is_classic(self):
        return self == Rules()

    def tags(self):
        """The record header tags naming every option that differs from the classic game."""
        tags = []
        if (self.width, self.height) != (DEFAULT_SIZE, DEFAULT_SIZE):
            tags.append(("Size", "%dx%d" % (self.width, self.height)))
        if self.actions != DEFAULT_ACTIONS:
            tags.append(("Actions", str(self.actions)))
        if self.starts != self.corner_starts():
            tags.append(("Start", " ".join(self.starts)))
        if self.last_mover_wins:
            tags.append(("Variant", "last-mover-wins"))
        return tags

    def _key(self):
        return (self.width, self.height, self.actions, self.starts, self.last_mover_wins)

    def __eq__(self, other):
        return isinstance(other, Rules) and self._key() == other._key()

    def __ne__(self, other):
        return not self == other

    def __hash__(self):
        return hash(self._key())

    def __repr__(self):
        return ("Rules(width=%d, height=%d, actions=%d, starts=%r, last_mover_wins=%r)"
                % self._key())
