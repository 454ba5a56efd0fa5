"""The move list in the page: #record, the game record as rounds of buttons
(their HTML: game/web/panel/move_list.py), following the history by its
changes, the move the board shows marked and kept in view."""

import js
from pyscript import document
from pyscript.ffi import create_proxy

from game.engine.game import still_shared
from game.web.dom import after_frame
from game.web.panel.move_list import RecordPieces, header


class MoveList:
    """The #record list in the page: the tags, then rounds as <li>, sub-moves
    as spans whose data-index is their index in the game's history."""

    def __init__(self, element):
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
        self.header_for = None   # (result, any moves, the game's comment): what the tags were written for
        self.notes_for = ()      # the turns' annotations as written (Game.annotations())
        self.current = None      # (history index, span) marked aria-current
        self.tab_stop = None     # (history index, span) Tab lands on; index None for the first
        self.reviewing = None    # data-reviewing as written
        self.to_end = False      # a move came: the list scrolls to it (scroll())
        self.resized = False     # the list changed: whether it fills its box is measured again
        self.fills_box = False   # as last measured
        self.full = None         # data-full as written
        self._mark_full = create_proxy(self.mark_full)

    def show(self, game, generation, view):
        """The list of ``game``, with the move the board shows marked (``view``
        as in Session)."""
        # Every change of the history changes the position or the generation:
        # while neither has, and no annotation has, there is nothing to read.
        shown = (game, generation, game.position.key(), game.annotations(), game.annotation(None))
        changed = shown != self.shown
        if changed:
            self.shown = shown
            self.follow(game)
        self.mark(view)
        self.to_end = changed and view is None
        self.resized = self.resized or changed

    def scroll(self):
        """The newest move in view, if show() brought one, and whether the list
        fills its box: after the page's other writes (the panel's), since it
        reads the layout."""
        record = self.element
        if self.resized:
            self.resized = False
            self.fills_box = record.scrollHeight > record.clientHeight
            if not self.fills_box:
                self.write_full("false")
            elif self.full != "true":
                after_frame(self._mark_full)   # once this frame has laid its rounds out
        if self.to_end:
            self.to_end = False
            record.scrollTop = record.scrollHeight

    def mark_full(self):
        """A list that fills its box skips the rounds out of view (style.css):
        its box is as tall as it may be whatever they measure, so nothing below
        it moves as they come into view; and each has been laid out once, so
        each keeps its height while skipped (the newest move stays in view)."""
        if self.fills_box:
            self.write_full("true")

    def write_full(self, full):
        if full != self.full:
            self.full = self.element.dataset.full = full

    def follow(self, game):
        """Cut off what the game took back, append what it added: read from
        where the two part, not copied whole (a sub-move of a game of 30)."""
        if game is not self.game:
            self.game = game
            self.element.innerHTML = '<li class="tags" hidden></li>'
            self.write_full("false")   # each new round laid out once before any is skipped
            self.entries = []
            self.states = []
            self.pieces = RecordPieces(game.players)
            self.header_for = self.current = self.tab_stop = None
            self.notes_for = ()
        kept = still_shared(game, self.entries)
        if kept < len(self.entries):
            self.cut(kept)
            del self.entries[kept:]
        self.entries += game.history(kept)
        self.append(self.entries, kept)
        if (game.result, self.pieces.rounds > 0, game.annotation(None)[1]) != self.header_for:
            self.write_header(game)
        notes = game.annotations()
        if notes != self.notes_for:
            self.write_notes(game, notes)

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
        if self.notes_for:
            self.notes_for = None   # a note after the last button kept went with the rest
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
        comment = game.annotation(None)[1]
        self.header_for = (game.result, self.pieces.rounds > 0, comment)
        # the game's comment on a line of its own before the first round
        tags = header(game.record()) + ("" if comment is None else "{%s}%s" % (comment, "\n" if self.pieces.rounds else ""))
        item = self.element.firstElementChild
        item.textContent = tags
        item.hidden = not tags

    def write_notes(self, game, notes):
        """Each annotated turn's mark and comment after its last sub-move, as
        the record writes them ("a1-b2-c3!? {the sharp line}")."""
        for old in self.element.querySelectorAll(".note"):
            old.remove()
        starts = game.turn_starts() + [game.history_length()]
        for turn, mark, comment in notes:
            last = starts[turn + 1] - 1
            while last > starts[turn] and self.states[last] is None:
                last -= 1   # a resignation left out has no button
            note = document.createElement("span")
            note.className = "note"
            note.textContent = (mark or "") + ("" if comment is None else " {%s}" % comment)
            self.button(last).after(note)
        self.notes_for = notes

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
