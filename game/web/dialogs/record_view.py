"""The game record in and out: Copy record to the clipboard, and the Load
record dialog."""

import asyncio

from js import window

from game.core.errors import RecordError
from game.web.dom import element


class RecordDialog:
    def __init__(self, page):
        self.page = page
        self.dialog = element("load-dialog")

    def wire(self, wiring):
        wiring.click("copy", lambda event: asyncio.create_task(self.copy()))
        wiring.click("load", self.open)
        wiring.click("cancel-load", lambda event: self.dialog.close())
        wiring.on(element("load-form"), "submit", self.on_submit)

    async def copy(self):
        page = self.page
        words = page.session.game.record()
        try:
            await window.navigator.clipboard.writeText(words)
            page.session.say("copy.done" if words else "copy.empty")
        except Exception:
            window.getSelection().selectAllChildren(element("record"))
            page.session.say("copy.refused")
        page.render_panel()

    def open(self, event):
        element("load-error").textContent = ""
        element("load-text").value = ""
        self.dialog.showModal()

    def on_submit(self, event):
        event.preventDefault()
        page = self.page
        try:
            page.session.load_record(element("load-text").value)
        except RecordError as error:
            element("load-error").textContent = page.text("load.error", error=error)
            return
        self.dialog.close()
        page.spoken = page.session.game.history_length()
        page.session.say("load.done")
        page.after_change()
