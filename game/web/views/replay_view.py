"""The replay view (view=replay): the link's game shown move by move, with a
slider, the step buttons (game/web/views/review_view.py), play and pause at a chosen
speed, the keyboard (arrows, Home, End, Space) and a swipe across the board;
"Play from here" plays on against the bot from the point shown."""

import asyncio

import js
from js import window

from game.web.dom import NO_SCROLL, element, set_words
from game.web.panel.status import result_text
from game.web.views import kinds
from game.web.views.review_view import MOVE_KEYS

PLAY, PAUSE = "▶", "❚❚"   # the button's signs; its name is in words (aria-label)
SWIPE = 40         # CSS pixels across the board that make a swipe, not a tap
# Where a key is the element's own: a field's (the slider's arrows step it too)
# and the move list's, and a button's or a link's Space and Enter.
_own_key = js.Function.new("event", """const at = event.target.closest ? event.target : null;
  if (!at) return false;
  if (at.closest("input, select, textarea, #record")) return true;
  return (event.key === " " || event.key === "Enter") && !!at.closest("button, a");""")


class ReplayView:
    def __init__(self, state, review, keeper, canvas):
        self.state = state
        self.review = review     # its steps, the same as the play view's
        self.keeper = keeper     # Play from here: a game of the device's
        self.canvas = canvas     # the board, focused to play on
        self.playing = False
        self.speed = kinds.SPEED
        self.round = 0          # each play's number, so a paused one stops
        self.down = None        # (x, y) where a finger went down on the board

    @property
    def active(self):
        """The link's replay on the board (not a lesson of it set over it)."""
        return self.state.view.kind == kinds.REPLAY and self.state.aside is None

    def wire(self, wiring):
        wiring.on(element("replay-slider"), "input", self.on_slider)
        wiring.click("replay-play", self.on_play)
        wiring.on(element("replay-speed"), "change", self.on_speed)
        wiring.click("continue", self.on_continue)
        wiring.on(window, "keydown", self.on_key, capture=True)   # before the board's cursor

    def open(self):
        """A link opened (in this view or not): its speed, and autoplay if it asks."""
        self.playing = False
        self.round += 1
        view = self.state.view
        self.speed = view.autoplay or kinds.SPEED
        menu = element("replay-speed")
        menu.innerHTML = ""
        for speed in sorted(set(kinds.SPEEDS + (self.speed,))):
            option = window.document.createElement("option")
            option.value = kinds.speed_text(speed)
            option.textContent = kinds.speed_text(speed) + "×"
            menu.appendChild(option)
        menu.value = kinds.speed_text(self.speed)
        if self.active and view.autoplay is not None:
            self.play()

    # --- what the view shows -----------------------------------------------------------

    def shown(self):
        session = self.state.session
        return session.game.history_length() if session.view is None else session.view

    def words(self):
        """The status of the replay: the point shown and, at the end, how the game ended."""
        state = self.state
        session = state.session
        if not self.active or session.notice:
            return None   # what was wrong with the link is said first
        total = session.game.history_length()
        words = state.text("replay.status", shown=self.shown(), total=total)
        if session.view is None and session.game.result is not None:
            words += " " + result_text(state.said)
        return words

    def render(self):
        if not self.active:
            return
        state = self.state
        total = state.session.game.history_length()
        slider = element("replay-slider")
        slider.max = str(total)
        slider.value = str(self.shown())
        slider.setAttribute("aria-valuetext", state.text("replay.status", shown=self.shown(), total=total))
        play = element("replay-play")
        set_words("replay-play", PAUSE if self.playing else PLAY)
        play.dataset.label = "replay.pause" if self.playing else "replay.play"
        play.setAttribute("aria-label", state.text(play.dataset.label))
        element("replay-controls").dataset.playing = "true" if self.playing else "false"
        element("continue").disabled = state.session.shown_game().result is not None

    def show_at(self, shown):
        self.review.show_view(self.state.session.show_at, shown)

    def step(self, where):
        self.review.step(where)

    # --- play and pause ----------------------------------------------------------------

    def play(self):
        self.playing = True
        self.round += 1
        if self.state.session.view is None:
            self.show_at(0)   # played again from the start
        asyncio.create_task(self.run(self.round))
        self.state.changed("panel")

    def pause(self):
        self.playing = False
        self.round += 1
        self.state.changed("panel")

    async def run(self, number):
        while True:
            await asyncio.sleep(1 / self.speed)
            if not self.playing or number != self.round:
                return
            self.step("next")
            if self.state.session.view is None:   # the end
                self.pause()
                return

    def on_play(self, event):
        if self.playing:
            self.pause()
        else:
            self.play()

    def on_speed(self, event):
        self.speed = kinds.read_speed(element("replay-speed").value) or kinds.SPEED

    def on_slider(self, event):
        self.show_at(int(element("replay-slider").value))

    # --- keys and swipes ---------------------------------------------------------------

    def on_key(self, event):
        """The arrows, Home and End step, Space plays or pauses, wherever the
        focus is but in a field, a button or the move list (they have their own)."""
        if not self.active or event.ctrlKey or event.metaKey or event.altKey:
            return
        if _own_key(event):
            return
        if event.key in MOVE_KEYS:
            self.step(MOVE_KEYS[event.key])
        elif event.key == " ":
            self.on_play(event)
        else:
            return
        event.preventDefault()
        event.stopPropagation()   # the board's cursor stays where it is

    def on_board_down(self, event):
        self.down = (event.clientX, event.clientY)

    def on_board_up(self, event):
        """A swipe across the board: to the left the next sub-move, to the right the previous."""
        if self.down is None:
            return
        across = event.clientX - self.down[0]
        down = event.clientY - self.down[1]
        self.down = None
        if abs(across) >= SWIPE and abs(across) > abs(down):
            self.step("next" if across < 0 else "previous")

    # --- playing on -----------------------------------------------------------------------

    def on_continue(self, event):
        """Play on from the point shown, the person for its side to move, the bot the others."""
        session = self.state.session
        self.pause()
        settings, game = kinds.continued(session.game, self.shown(), session.settings.level, session.settings.think)
        self.keeper.play_from(settings, game)
        self.canvas.focus(NO_SCROLL)
