"""The move list's HTML: the game record as rounds of buttons, one per sub-move.

A click on a sub-move shows the board right after it.  The list's text is
the record exactly as Game.record() writes it (the page contract, and what
Copy record copies), so the separators are text and the line breaks hidden
text between rounds.  The list follows the history by its changes: new
sub-moves are appended, sub-moves taken back cut off; only another game is
written afresh.

RecordPieces writes the HTML, tested on CPython; the list in the page's DOM
is game/web/panel/move_list_view.py.
"""

from game.engine.game import PASS, RESIGN

# A sub-move, around its history index and its word (cell names need no
# escaping): an inline span acting as a button, which lays out several times
# faster than a <button> in a list of a thousand.
BUTTON = ('<span role="button" tabindex="-1" data-index="', '">', "</span>")
LINE_BREAK = "<span hidden>\n</span>"   # in the text, as in the record; the <li> breaks the line
TURN = ('<span class="turn">', "</span>")   # a side's sub-moves in a row: whole on a line (style.css)


class RecordPieces:
    """The movetext of a record, fed one history entry at a time: what each
    entry adds to the text.  Mirrors game/engine/notation.py's write_record for
    any game: a round ends before a turn of a side that comes no later in the
    turn order (``players``) than the turn before it, and a resignation is a
    word of the round where it was made, except the one that ends a game of
    two (the record's Result tag says it).  ``state`` is where a list written
    up to some entry stands (state()), to go on from there."""

    def __init__(self, players=("X", "O"), state=(0, None, False)):
        self.order = list(players)
        self.rounds, self.mover, self.in_turn = state

    def state(self):
        """(rounds begun, the side whose turn is being written, whether its word goes on)."""
        return self.rounds, self.mover, self.in_turn

    def feed(self, side, action):
        """(what comes before it, its own word, whether it begins a round) for
        the next entry of the history; None for a resignation the record leaves
        to its Result tag."""
        if action == RESIGN:
            if len(self.order) == 2:
                return None
            self.in_turn = False   # the turn, should it go on, goes on in a word of its own
            return self._word(self.rounds == 0, "%s(%s)" % (RESIGN, side))
        word = "pass" if action == PASS else action
        if side == self.mover and self.in_turn:
            return "-", word, False
        # resignations before the first turn share its round
        new_round = self.rounds == 0 or (side != self.mover and self.mover is not None
                                         and self.order.index(side) <= self.order.index(self.mover))
        self.mover = side
        self.in_turn = True
        return self._word(new_round, word)

    def _word(self, new_round, word):
        if not new_round:
            return ", ", word, False
        self.rounds += 1
        return "%d. " % self.rounds, word, True

    def html(self, history, start):
        """The entries of ``history`` from ``start`` on as HTML: (what ends the
        last turn, inside its span; what ends the last round, the new rounds as
        <li>, for each entry the state after it, or None for a resignation left
        out, which has no button).  Each turn is a span of its own."""
        going_on = []   # the last turn's span, written before
        tail = []       # the last round's <li>, written before
        rounds = []
        words = tail    # the round being written: text, and a list for each turn
        turn = going_on
        states = []
        for index in range(start, len(history)):
            side, action = history[index]
            piece = self.feed(side, action)
            states.append(None if piece is None else self.state())
            if piece is None:
                continue
            before, word, new_round = piece
            if new_round:
                words = [LINE_BREAK] if self.rounds > 1 else []
                rounds.append(words)
            # appended, not formatted: several times faster on MicroPython
            if before == "-":
                turn += (before, BUTTON[0], str(index), BUTTON[1], word, BUTTON[2])
            elif new_round:   # the round's number goes with its first turn: never alone on a line
                turn = [before, BUTTON[0], str(index), BUTTON[1], word, BUTTON[2]]
                words.append(turn)
            else:   # ", ": the comma ends the turn before it (never alone on a line), the space may break
                turn.append(before[:-1])
                turn = [BUTTON[0], str(index), BUTTON[1], word, BUTTON[2]]
                words += (before[-1:], turn)
        return ("".join(going_on), _joined(tail),
                "".join(["<li>" + _joined(words) + "</li>" for words in rounds]), states)


def _joined(words):
    """A round's HTML: its text, each turn (a list) in its span."""
    return "".join([TURN[0] + "".join(word) + TURN[1] if isinstance(word, list) else word
                    for word in words])


def header(record):
    """The tag lines of a record (with the blank line before the moves), or ""."""
    if not record.startswith("["):
        return ""
    end = record.find("\n\n")
    return record if end < 0 else record[:end + 2]

