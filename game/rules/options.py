"""The options a rule system adds to the board, the players and the start cells
every game has: each declared once, so that Rules, records, links and the
page's forms loop over them instead of knowing every game.

An option is a Rules keyword and attribute (``scoring``), a record header tag
(``[Scoring "territory"]``), a link parameter (``scoring=territory``), a
default, and its choices.  A rule system lists its own in ``OPTIONS``; a game of
another system keeps each at its ``absent`` value (``scoring`` is None in the
classic game).
"""


class Choice:
    """An option with a few named values, written as they are named.

    ``values`` are the Rules values and ``names`` the same in records and links
    (the classic variant is the flag ``last_mover_wins``, named
    "last-mover-wins").  ``first`` puts its tag before Size in a record's header;
    ``always`` writes it there even at its default (a reader of a capture game
    should see how it is counted).
    """

    __slots__ = ("name", "tag", "link", "values", "names", "default", "absent", "first", "always",
                 "code")

    def __init__(self, name, tag, link, values, names=None, default=None, absent=None,
                 first=False, always=False, code=None):
        self.name = name
        self.tag = tag
        self.link = link
        self.values = tuple(values)
        self.names = tuple(names) if names is not None else self.values
        self.default = self.values[0] if default is None else default
        self.absent = absent
        self.first = first
        self.always = always
        self.code = code or link   # the page's words for a wrong value: "record." + code

    def check(self, value, game):
        """The value as Rules keeps it: one of ``values``; None means the default."""
        if value is None or value == self.absent and self.absent not in self.values:
            return self.default
        if value not in self.values:
            raise ValueError("%s must be one of %s in the %s game, not %r"
                             % (self.name, ", ".join(self.names), game, value))
        return value

    def read(self, text):
        """The value a record tag or a link names; ValueError if none."""
        if text not in self.names:
            raise ValueError('unknown %s "%s"' % (self.tag.lower(), text))
        return self.values[self.names.index(text)]

    def write(self, value):
        return self.names[self.values.index(value)]

    def known(self):
        """The names it takes, for words about a wrong one."""
        return ", ".join(name for name, value in zip(self.names, self.values) if value != self.default)
