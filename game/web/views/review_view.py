"""Looking back through the game: the step buttons, Review, and the move
list's clicks and keys (the list itself: game/web/panel/move_list.py)."""

from game.web.dom import NO_SCROLL, element

MOVE_KEYS = {"ArrowLeft": "previous", "ArrowUp": "previous", "ArrowRight": "next",
             "ArrowDown": "next", "Home": "first", "End": "last"}


class Review:
    def __init__(self, state, moves):
        self.state = state
        self.moves = moves

    def wire(self, wiring):
        for where in ("first", "previous", "next", "last"):
            wiring.click(where, lambda event, where=where: self.step(where))
        wiring.click("review", self.on_review)
        wiring.on(element("record"), "click", self.on_move_click)
        wiring.on(element("record"), "keydown", self.on_moves_key)

    def step(self, where):
        self.show_view(self.state.session.step, where)

    def show_view(self, step, *args):
        """Step back or forward through the game (``step`` is the Session's)."""
        step(*args)
        self.state.hint = []
        self.state.changed("due", "board", "panel")   # back at the live game, the bot may be due
        self.moves.keep_in_view()

    def on_review(self, event):
        """Back to the first move; the step buttons walk through the game from there."""
        self.step("first")
        element("next").focus()

    def on_move_click(self, event):
        """A move in the list: the board right after it."""
        move = event.target.closest("[data-index]")
        if move is not None:
            self.show_view(self.state.session.show_at, int(move.dataset.index) + 1)

    def on_moves_key(self, event):
        """Enter or Space shows the move, the arrow keys step through the list,
        Home and End go to its ends."""
        if event.ctrlKey or event.metaKey or event.altKey:
            return
        if event.key in ("Enter", " "):
            self.on_move_click(event)
        elif event.key in MOVE_KEYS:
            self.step(MOVE_KEYS[event.key])
        else:
            return
        event.preventDefault()   # the list, not the page, moves
        stop = self.moves.tab_stop
        if stop is not None:
            stop[1].focus(NO_SCROLL)   # keep_in_view scrolled the list alone
