"""The game record in and out: Copy record to the clipboard, and the Load
record dialog."""

import asyncio

from js import window

from game.core.errors import RecordError
from game.web.dom import element


class RecordDialog:
    def __init__(self, state):
        self.state = state
        self.dialog = element("load-dialog")

    def wire(self, wiring):
        wiring.click("copy", lambda event: asyncio.create_task(self.copy()))
        wiring.click("load", self.open)
        wiring.click("cancel-load", lambda event: self.dialog.close())
        wiring.on(element("load-form"), "submit", self.on_submit)

    async def copy(self):
        state = self.state
        words = state.session.game.record()
        try:
            await window.navigator.clipboard.writeText(words)
            state.session.say("copy.done" if words else "copy.empty")
        except Exception:
            window.getSelection().selectAllChildren(element("record"))
            state.session.say("copy.refused")
        state.changed("panel")

    def open(self, event):
        element("load-error").textContent = ""
        element("load-text").value = ""
        self.dialog.showModal()

    def on_submit(self, event):
        event.preventDefault()
        state = self.state
        try:
            state.session.load_record(element("load-text").value)
        except RecordError as error:
            element("load-error").textContent = state.text("load.error", error=error)
            return
        self.dialog.close()
        state.spoken = state.session.game.history_length()
        state.session.say("load.done")
        state.changed("game", "board", "panel")
