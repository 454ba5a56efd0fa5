"""The two errors the engine raises; both are ValueErrors."""


class IllegalMove(ValueError):
    """A sub-move, pass, resign or undo the rules do not allow; the text says why."""


class RecordError(ValueError):
    """A game record that cannot be read: names the line, the column and what is wrong."""

    def __init__(self, line, column, message):
        super().__init__("line %d, column %d: %s" % (line, column, message))
        self.line = line
        self.column = column
        self.message = message
