"""The two errors the engine raises; both are ValueErrors."""


class IllegalMove(ValueError):
    """A sub-move, pass, resign or undo the rules do not allow; the text says why.

    ``code`` names the reason and ``values`` its details, so a page can say
    the same in another language (game/web/words/).
    """

    def __init__(self, message, code="illegal", **values):
        super().__init__(message)
        self.code = code
        self.values = values


class RecordError(ValueError):
    """A game record that cannot be read: names the line, the column and what is wrong.

    ``code`` and ``values`` say what is wrong for a page to put in its own
    words; an illegal sub-move in the record is code "illegal-move" with the
    IllegalMove's code as ``values["reason"]`` and its values.
    """

    def __init__(self, line, column, message, code="record", **values):
        super().__init__("line %d, column %d: %s" % (line, column, message))
        self.line = line
        self.column = column
        self.message = message
        self.code = code
        self.values = values

    @classmethod
    def illegal(cls, line, column, error):
        """The RecordError for an IllegalMove met while replaying the record."""
        values = dict(error.values)
        values["reason"] = error.code
        return cls(line, column, str(error), "illegal-move", **values)
