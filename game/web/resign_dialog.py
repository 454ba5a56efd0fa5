"""The Resign dialog: it asks first (Escape or No keeps the game), and with
several people at the board, which of them resigns."""

from pyscript import document

from game.web.dom import element

RESIGNERS = '#resign-form input[name="resigner"]'


class ResignDialog:
    def __init__(self, page):
        self.page = page
        self.dialog = element("resign-dialog")

    def wire(self, wiring):
        wiring.click("resign", self.open)
        wiring.click("resign-cancel", lambda event: self.dialog.close())
        form = element("resign-form")
        wiring.on(form, "submit", self.on_submit)
        wiring.on(form, "change", self.show_text)

    def open(self, event):
        session = self.page.session
        sides = session.resigners()
        chosen = session.human_side()
        for radio in document.querySelectorAll(RESIGNERS):
            radio.closest("label").hidden = radio.value not in sides
            radio.checked = radio.value == chosen
            if radio.value in sides:
                radio.nextElementSibling.textContent = self.page.said.side_name(radio.value)
        element("resign-which").hidden = len(sides) < 2
        self.show_text()
        self.dialog.showModal()
        # No is the safe default (not by autofocus, which a cross-origin embed refuses)
        element("resign-cancel").focus()

    def resigner(self):
        return document.querySelector(RESIGNERS + ":checked").value

    def show_text(self, event=None):
        """What resigning means for the side chosen: the end, or (three or more in) leaving."""
        page = self.page
        key = "resign.leaves" if len(page.session.game.inside) > 2 else "resign.text"
        element("resign-text").textContent = page.text(key, side=page.said.side_name(self.resigner()))

    def on_submit(self, event):
        event.preventDefault()
        self.dialog.close()
        self.page.session.resign(self.resigner())
        self.page.after_change()
