"""The move list: the game record as rounds of buttons, one per sub-move.

A click on a sub-move shows the board right after it.  The list's text is
the record exactly as Game.record() writes it (the page contract, and what
Copy record copies), so the separators are text and the line breaks hidden
text between rounds.  The list follows the history by its changes: new
sub-moves are appended, sub-moves taken back cut off; only another game is
written afresh.

RecordPieces writes the HTML without the page (tested on CPython); MoveList
keeps it in the page's DOM.
"""

from game.engine.game import PASS, RESIGN, still_shared

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


class MoveList:
    """The #record list in the page: the tags, then rounds as <li>, sub-moves
    as spans whose data-index is their index in the game's history."""

    def __init__(self, element):
        import js   # the page's: RecordPieces is tested on CPython
        self.element = element
        # everything after a node of the list goes: the rest of its round, the rounds after it
        self.cut_after = js.Function.new("list", "node", "const range = document.createRange();"
                                         " range.setStartAfter(node); range.setEndAfter(list.lastChild);"
                                         " range.deleteContents();")
        self.shown = None        # (game, generation, position key) the list was last written for
        self.game = None
        self.entries = []        # the history the list shows
        self.states = []         # by history index: the pieces' state after it, None where it has no button
        self.pieces = RecordPieces()
        self.header_for = None   # (result, any moves): what the tags were written for
        self.current = None      # (history index, span) marked aria-current
        self.tab_stop = None     # (history index, span) Tab lands on; index None for the first
        self.reviewing = None    # data-reviewing as written
        self.to_end = False      # a move came: the list scrolls to it (scroll())

    def show(self, game, generation, view):
        """The list of ``game``, with the move the board shows marked (``view``
        as in Session)."""
        # Every change of the history changes the position or the generation:
        # while neither has, there is nothing to read.
        shown = (game, generation, game.position.key())
        changed = shown != self.shown
        if changed:
            self.shown = shown
            self.follow(game)
        self.mark(view)
        self.to_end = changed and view is None

    def scroll(self):
        """The newest move in view, if show() brought one: after the page's
        other writes (the panel's), since it reads the layout."""
        if self.to_end:
            self.to_end = False
            self.element.scrollTop = self.element.scrollHeight

    def follow(self, game):
        """Cut off what the game took back, append what it added: read from
        where the two part, not copied whole (a sub-move of a game of 30)."""
        if game is not self.game:
            self.game = game
            self.element.innerHTML = '<li class="tags" hidden></li>'
            self.entries = []
            self.states = []
            self.pieces = RecordPieces(game.players)
            self.header_for = self.current = self.tab_stop = None
        kept = still_shared(game, self.entries)
        if kept < len(self.entries):
            self.cut(kept)
            del self.entries[kept:]
        self.entries += game.history(kept)
        self.append(self.entries, kept)
        if (game.result, self.pieces.rounds > 0) != self.header_for:
            self.write_header(game)

    def cut(self, kept):
        """Only the first ``kept`` entries stay."""
        last = kept - 1
        while last >= 0 and self.states[last] is None:
            last -= 1
        if last < 0:
            self.cut_after(self.element, self.element.firstElementChild)   # all but the tags
            self.pieces = RecordPieces(self.game.players)
        else:
            self.cut_after(self.element, self.button(last))
            self.pieces = RecordPieces(self.game.players, self.states[last])
        del self.states[kept:]
        if self.current is not None and self.current[0] >= kept:
            self.current = None
        if self.tab_stop is not None and (self.tab_stop[0] or 0) >= kept:
            self.tab_stop = None

    def append(self, history, start):
        """The entries from ``start`` on: the end of the last turn, of the last
        round, then new rounds, each in one piece of HTML."""
        going_on, tail, rounds, states = self.pieces.html(history, start)
        self.states += states
        last_round = self.element.lastElementChild
        if going_on:   # a round's last element is its last turn
            last_round.lastElementChild.insertAdjacentHTML("beforeend", going_on)
        if tail:
            last_round.insertAdjacentHTML("beforeend", tail)
        if rounds:
            self.element.insertAdjacentHTML("beforeend", rounds)

    def write_header(self, game):
        """The tags, and the blank line after them once there are moves: they
        change only as the game ends or its first move comes."""
        self.header_for = (game.result, self.pieces.rounds > 0)
        tags = header(game.record())
        item = self.element.firstElementChild
        item.textContent = tags
        item.hidden = not tags

    def button(self, index):
        return self.element.querySelector('[data-index="%d"]' % index)

    def mark(self, view):
        """aria-current on the move the board shows: the live last move when
        ``view`` is None, else the move the view ends with."""
        reviewing = "false" if view is None else "true"
        if reviewing != self.reviewing:
            self.element.dataset.reviewing = self.reviewing = reviewing
        index = (len(self.states) if view is None else view) - 1
        while index >= 0 and self.states[index] is None:
            index -= 1   # a resignation left out has no button: the move before it
        if self.current is None or self.current[0] != index:
            if self.current is not None and self.current[1] is not None:
                self.current[1].removeAttribute("aria-current")
            button = self.button(index) if index >= 0 else None
            if button is not None:
                button.setAttribute("aria-current", "step")
            self.current = (index, button)
        if self.current[1] is not None:
            self.move_tab_stop(self.current)
        elif self.states:
            self.move_tab_stop((None, self.element.querySelector("[data-index]")))

    def move_tab_stop(self, stop):
        """Tab lands on one move of the list (the current one, else the first),
        not on each; ``stop`` is (history index, span)."""
        if self.tab_stop is not None and self.tab_stop[0] == stop[0]:
            return
        if self.tab_stop is not None and self.tab_stop[1] is not None:
            self.tab_stop[1].tabIndex = -1
        if stop[1] is not None:
            stop[1].tabIndex = 0
        self.tab_stop = stop

    def keep_in_view(self):
        """Scroll the list, never the page, so that the current move shows; at
        the start, before any move, its top (the tags and the first move)."""
        button = self.current and self.current[1]
        if button is None:
            self.element.scrollTop = 0
            return
        box = self.element.getBoundingClientRect()
        place = button.getBoundingClientRect()
        if place.top < box.top:
            self.element.scrollTop -= box.top - place.top
        elif place.bottom > box.bottom:
            self.element.scrollTop += place.bottom - box.bottom
