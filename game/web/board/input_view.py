"""A person's hands on the board: the mouse, a finger or a pen, and the
keyboard's cursor, turned into the session's actions (the page's act); on a board
of small cells two fingers zoom it and one pans it (game/web/board/zoom.py)."""

import asyncio

from game.web.board.cursor import KEYS_TO_STEPS, cell_name, first_cursor, stepped
from game.web.board.zoom import Touches, showing
from game.web.dom import NO_SCROLL, announce
from game.web.panel.spoken import cell_words
from game.web.views.kinds import PLAY

REFUSAL_SHOWN = 0.6          # seconds a refused click stays marked on the board, then it fades
REFUSAL_FADE = (0.6, 0.3)    # in a few drawings of these strengths (not a costly animation),
REFUSAL_FADE_STEP = 0.15     # this many seconds apart


class BoardInput:
    def __init__(self, state, board, pointer, replay, act, undo, redo):
        self.state = state
        self.board = board
        self.pointer = pointer
        self.replay = replay   # a replay's board is swiped, never played on
        self.act = act         # a person's sub-move or pass, and what follows it: whether it was played
        self.undo = undo       # the page's Undo
        self.redo = redo       # and its Redo
        self.fading = 0   # refusals' fadings still to end: #board[data-fading], what a test waits on
        self.touches = Touches()   # the fingers on a board that may be zoomed

    def wire(self, wiring):
        canvas = self.board.canvas
        for event, handler in (("pointerdown", self.on_pointer_down), ("pointerup", self.on_pointer_up),
                               ("pointermove", self.on_pointer_move), ("pointerleave", self.on_pointer_leave),
                               ("pointercancel", self.on_pointer_cancel), ("keydown", self.on_key),
                               ("focus", self.on_focus), ("blur", self.on_blur)):
            wiring.on(canvas, event, handler)
        wiring.click("fit", self.on_fit)

    def on_pointer_down(self, event):
        """A finger or a pen has no hover: the preview shows under it while it is down."""
        if self.replay.active:
            return self.replay.on_board_down(event)
        board = self.board
        if event.pointerType == "touch" and board.layout.zoomable:
            self.touches.press(event.pointerId, board.point_of(event), board.seen)
            if len(self.touches.down) > 1:   # a pinch: no cell under it to preview
                self.pointer.pressed = None
                return self.draw()
        if event.pointerType != "mouse" and event.button == 0:
            self.pointer.pressed = self.board.cell_at(event)
            self.draw()

    def on_pointer_up(self, event):
        """A click, a tap or a pen: the primary button, released over a cell."""
        if self.replay.active:
            return self.replay.on_board_up(event)
        if event.button != 0:
            return
        if event.pointerId in self.touches.down and not self.touches.lift(event.pointerId, self.board.seen):
            self.pointer.pressed = None   # a pan or a pinch plays no cell
            return self.draw()
        self.pointer.pressed = None
        spot = self.board.cell_at(event)
        if spot is None:
            self.draw()   # released off the board: nothing played, the preview goes
            return
        self.click_cell(spot)

    def on_pointer_move(self, event):
        if self.replay.active:
            return
        if event.pointerId in self.touches.down:
            return self.on_touch_move(event)
        pointer = self.pointer
        spot = self.board.cell_at(event)
        if event.pointerType != "mouse":
            # the preview follows a finger held down; none after a tap, which has no hover
            if pointer.pressed is not None and spot != pointer.pressed:
                pointer.pressed = spot
                self.draw()
        elif spot != pointer.hover:
            pointer.hover = spot
            self.draw()

    def on_touch_move(self, event):
        """A finger on a board that may be zoomed: once it wanders, a pan (or with
        another, a pinch) and no tap; till then the preview stays under it."""
        board = self.board
        view = self.touches.move(event.pointerId, board.point_of(event), board.seen)
        if view is not None:
            if self.pointer.pressed is not None:   # a gesture now: the preview under the finger goes
                self.pointer.pressed = None
                self.draw()
            board.glide(view)

    def draw(self):
        self.state.changed("board")

    def on_fit(self, event):
        self.board.view = None
        self.draw()
        self.board.canvas.focus(NO_SCROLL)   # the button has gone: the board, not the page, keeps the focus

    def on_pointer_cancel(self, event):
        self.touches.cancel()   # the browser took the touch (a scroll of the page)
        self.on_pointer_leave(event)

    def on_pointer_leave(self, event):
        if event.pointerId in self.touches.down:
            self.touches.lift(event.pointerId, self.board.seen)   # out of the board: that finger is done
        pointer = self.pointer
        if pointer.hover is not None or pointer.pressed is not None or self.board.gliding is not None:
            pointer.hover = pointer.pressed = None
            self.draw()

    def click_cell(self, spot):
        """A person acts on a cell; a refusal is marked on the board as well as said."""
        session = self.state.session
        if not self.act(session.click, cell_name(session.game.rules, spot)):
            number = self.pointer.refused(spot)
            self.draw()
            self.count_fading(1)   # at once, not once the task runs: a test reads it after the click
            asyncio.create_task(self.fade_refusal(number))

    async def fade_refusal(self, number):
        """The refused cell's mark fades and goes, leaving nothing behind; a
        newer refusal takes its place at once."""
        try:
            await asyncio.sleep(REFUSAL_SHOWN)
            for strength in REFUSAL_FADE + (0,):
                if not self.pointer.fade(number, strength):
                    return
                self.draw()
                if strength:
                    await asyncio.sleep(REFUSAL_FADE_STEP)
        finally:
            self.count_fading(-1)

    def count_fading(self, change):
        self.fading += change
        self.board.canvas.dataset.fading = str(self.fading)

    def on_focus(self, event):
        # a click or a tap focuses the board too, but only the keyboard wants a cursor
        if self.board.canvas.matches(":focus-visible"):
            self.place_cursor()

    def place_cursor(self):
        """The cursor where the player can act first, else on a1."""
        if self.pointer.cursor is None:
            self.pointer.cursor = first_cursor(self.state.session.game)
            self.show_cursor()
        self.state.changed("board", "panel")

    def show_cursor(self):
        """A zoomed board pans to keep the keyboard's cursor in view."""
        board = self.board
        board.view = showing(board.seen, self.pointer.cursor) or board.view

    def on_blur(self, event):
        self.pointer.cursor = None
        self.state.changed("board", "panel")

    def on_key(self, event):
        """Arrows move the cursor, Enter or Space acts on its cell, P passes, U undoes,
        R redoes (P, U and R wherever they are on a Latin keyboard, whatever the layout)."""
        state = self.state
        pointer = self.pointer
        key = event.key
        if event.ctrlKey or event.metaKey or event.altKey:
            return
        if pointer.cursor is None and (key in KEYS_TO_STEPS or key in ("Enter", " ")):
            self.place_cursor()   # focused by a click, then the keyboard: show the cursor first
        elif key in KEYS_TO_STEPS:
            rules = state.session.game.rules
            pointer.cursor = stepped(pointer.cursor, key, self.board.layout.flipped, rules)
            self.show_cursor()
            name = cell_name(rules, pointer.cursor)
            announce([state.text("say.cursor", cell=name, content=cell_words(state.said, name))])
            state.changed("board", "panel")
        elif key in ("Enter", " "):
            self.click_cell(pointer.cursor)
        elif event.code == "KeyP":   # the physical key: "з" on a Russian layout
            self.act(state.session.asked_pass)
        elif event.code == "KeyU" and state.view.kind == PLAY:   # a replay's record stays whole; a puzzle has Try again
            self.undo(event)
        elif event.code == "KeyR" and state.view.kind == PLAY:
            self.redo(event)
        else:
            return
        event.preventDefault()   # no page scrolling under the arrows and the space bar
