"""Save image and Save replay: the board as shown, drawn by
its own scene and pencil on a canvas of its own (not a screenshot) at 2x, with
the caption chosen beside the buttons, written as a PNG; and the game turn by
turn as an animated PNG (game/web/export/apng.py), at 2x too, each frame captioned
with the turn it shows.  Both made here, offline."""

import asyncio

try:
    import ubinascii as binascii   # MicroPython's own, in C: a binascii.py may shadow it, byte by byte in Python
except ImportError:
    import binascii

from pyscript import document

from game.web.board import palette
from game.web.canvas import paint
from game.web.dom import element
from game.web.export.apng import apng
from game.web.export.picture import (FONT_SIZE, LINE_HEIGHT, PADDING, SCALE, Picture, caption_lines, most_frames,
                              replay_frames)
from game.web.board.scene import Overlay, scene
from game.web.panel.status import result_text

IMAGE_NAME = "virus-war.png"
REPLAY_NAME = "virus-war-replay.png"
YIELD = 0.001   # s between two frames of a replay


class SaveImage:
    def __init__(self, state, board, theme):
        self.state = state
        self.board = board   # the layout the board is drawn on
        self.theme = theme   # the paper shown
        self.busy = False   # a replay is being made

    def wire(self, wiring):
        wiring.click("save-image", self.on_save_image)
        wiring.click("save-replay", lambda event: asyncio.create_task(self.save_replay()))

    def on_save_image(self, event):
        session = self.state.session
        shown = session.shown_game()
        rules = shown.rules
        result = result_text(self.state.said) if shown.result is not None else ""   # shown is the game then
        lines = caption_lines(shown, element("image-caption").value, Picture(rules.width, rules.height).width,
                              result)
        picture = Picture(rules.width, rules.height, lines, self.flipped())
        canvas = self.draw(picture, shown, SCALE)
        _download(canvas.toDataURL("image/png"), IMAGE_NAME)

    async def save_replay(self):
        """A frame at a time, the page answering between them (a long game takes
        seconds), the button saying it works meanwhile; a second click waits."""
        if self.busy:
            return
        self.busy = True
        button = element("save-replay")
        button.textContent = self.state.text("button.save-replay-busy")
        try:
            game = self.state.session.game
            cols, rows, flipped = game.rules.width, game.rules.height, self.flipped()
            frames = []
            start = self.state.text("image.replay-start")
            for shown, delay, line in replay_frames(game, Picture(cols, rows).width, start, most_frames(cols, rows)):
                picture = Picture(cols, rows, [line], flipped)   # as the still with its move, at its scale
                frames.append((_png_bytes(self.draw(picture, shown, SCALE).toDataURL("image/png")), delay))
                await asyncio.sleep(YIELD)   # a moment for the page: 0 would not give the browser a turn
            text = binascii.b2a_base64(apng(frames)).decode().strip()
            _download("data:image/png;base64," + text, REPLAY_NAME)
        finally:
            self.busy = False
            button.textContent = self.state.text("button.save-replay")

    def flipped(self):
        """Whether the board is shown half round (one person playing O): the picture too."""
        layout = self.board.layout
        return layout is not None and layout.flipped

    def draw(self, picture, game, scale):
        """A new canvas with ``game``'s board as the page draws it (its last turns'
        numbers, the coordinates), the caption under it, always on paper."""
        canvas = document.createElement("canvas")
        canvas.width = picture.width * scale
        canvas.height = picture.height * scale
        context = canvas.getContext("2d")
        context.setTransform(scale, 0, 0, scale, 0, 0)
        clear = palette.INK["clear"]
        palette.use(self.theme.shown())   # a picture has its paper even from a transparent embed
        try:
            overlay = Overlay(recent=self.state.session.recent_turns(game))
            paint(context, scene(game.position, picture.layout, picture.width, picture.height, overlay))
            context.fillStyle = palette.INK["cursor"]   # the ink of the page's words
            context.font = "%dpx ui-monospace, Menlo, monospace" % FONT_SIZE
            context.textAlign = "left"
            context.textBaseline = "middle"
            for index, line in enumerate(picture.lines):
                context.fillText(line, PADDING, picture.caption_top + PADDING + LINE_HEIGHT * (index + 0.5))
        finally:
            palette.use(self.theme.shown(), clear)
        return canvas


def _png_bytes(url):
    return binascii.a2b_base64(url[url.index(",") + 1:].encode())


def _download(url, name):
    link = document.createElement("a")
    link.href = url
    link.download = name
    document.body.append(link)
    link.click()
    link.remove()
