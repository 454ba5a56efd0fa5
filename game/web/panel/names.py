"""How the page names a session's sides in its language, which every module
saying something of a session builds on (the status, the headline, the
title, the mode line, the spoken words, the table of sides: a module each
here): a side by its code and mark ("△ T"), aloud by its number ("Player
13"), beside its drawn mark by its letter or number; a notice's parts in
sentences, its sides so named; a bot's level, a game's options and a side's
points in words.

A Session (game/web/play/session.py) says what happened as keys and values;
the modules here put them in words.  Whatever is one game's own (how far a
turn has gone, its ends, its cells, its count) comes from its rule system's
WORDS (game/rules/system.py), so no game is named here.  Runs on MicroPython
in the page and on CPython in the tests.
"""

from game.web.board.marks import drawn
from game.web.play.session import Said, SideName
from game.web.words import Strings

LEVEL_KEYS = {"easy": "mode.level.easy", "medium": "mode.level.medium", "hard": "mode.level.hard",
              "expert": "mode.level.expert"}


class Names:
    """The names of ``session``'s sides in ``strings``' language; ``aloud``: as
    a screen reader should hear them, each side by its spoken name ("Player
    13", not the glyph of its mark)."""

    def __init__(self, session, strings=None, aloud=False):
        self.session = session
        self.strings = strings or Strings()
        self.aloud = aloud

    def side_name(self, side):
        if self.aloud:
            return spoken_name(self.session.game.rules.system, side, self.strings)
        return side_name(self.session.game.rules.system, side, self.strings)

    def spoken_name(self, side):
        return spoken_name(self.session.game.rules.system, side, self.strings)

    def read_aloud(self):
        """The same session for a screen reader, where it differs: Names naming
        every side aloud, or None where every side's name reads as it is shown."""
        if not any(_number(side) for side in self.session.game.players):
            return None
        return Names(self.session, self.strings, aloud=True)

    def sentences(self, parts):
        """A notice's [(key, values)] in words, its sides named as the page names them."""
        said = []
        for key, values in parts:
            values = dict(values)
            for name, value in values.items():
                if isinstance(value, SideName):
                    values[name] = self.side_name(value.side)
                elif isinstance(value, Said):
                    values[name] = self.strings(value.key)
            said.append((key, values))
        return self.strings.sentences(said)

    def options(self, rules):
        """The words of the options of ``rules`` its WORDS names: {"scoring": "marks and ground"}."""
        said = rules.system.WORDS["options"]
        return dict((name, self.strings(said[name][rules.options[name]])) for name in said)


def side_name(system, side, strings):
    """A side of ``system`` as the page names it: its code, with its mark where
    that is another ("△ T"), so that the words match the board and the record;
    a side of a game of many by its mark and number ("◇ 13", its code P13),
    or past the shapes by its number ("25"), as the board writes it."""
    symbol = system.SYMBOLS[system.SIDES.index(side)]
    if symbol == side:
        return side
    if _number(side):
        return symbol.replace(" ", "\u00a0")   # never broken between the mark and its number
    return strings("side.marked", symbol=symbol, side=side)


def spoken_name(system, side, strings):
    """A side as a screen reader hears it: "Player 13" for a side with a
    number (its mark's shape would be read as a glyph's name), else as shown."""
    number = _number(side)
    return strings("side.player", number=number) if number else side_name(system, side, strings)


def short_name(system, side):
    """What is written beside a side's drawn mark (New game's seats, Resign,
    the table): its number (13 of P13) or letter; nothing past the shapes,
    where the mark is its number already.  Kept once made: the table asks
    all 30 each redraw."""
    key = (system, side)
    found = _short_names.get(key)
    if found is None:
        number = _number(side)
        found = _short_names[key] = "" if number and drawn(system.SYMBOLS[system.SIDES.index(side)]) == number \
            else number or side
    return found


_short_names = {}   # (rule system, side) -> short_name()


def points(score):
    """A side's score in the count: a number, or several ("3/5": bases, then viruses)."""
    if isinstance(score, tuple):
        return "/".join(str(part) for part in score)
    return str(score)


def _number(side):
    """The number in a side's code ("13" of P13), or "" for a lettered side (X, T)."""
    return side[1:] if side[1:].isdigit() else ""
