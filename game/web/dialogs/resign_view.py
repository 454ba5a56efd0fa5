"""The Resign dialog: it asks first (Escape or No keeps the game), and with
several people at the board, which of them resigns."""

from pyscript import document

from game.web.board.seat_marks_view import seat_mark
from game.web.dom import element
from game.web.panel.names import spoken_name

RESIGNERS = '#resign-form input[name="resigner"]'


class ResignDialog:
    def __init__(self, state):
        self.state = state
        self.dialog = element("resign-dialog")

    def wire(self, wiring):
        wiring.click("resign", self.open)
        wiring.click("resign-cancel", lambda event: self.dialog.close())
        form = element("resign-form")
        wiring.on(form, "submit", self.on_submit)
        wiring.on(form, "change", self.show_text)

    def open(self, event):
        """Asked, with a choice for each person still in (the side to move
        chosen, else theirs): as many as sit at the board, each by its mark and,
        for a screen reader, by its name ("Player 13")."""
        state = self.state
        session = state.session
        sides = session.resigners()
        chosen = session.human_side()
        which = element("resign-which")
        for label in document.querySelectorAll("#resign-which label"):
            label.remove()
        system = session.game.rules.system
        for side in sides:
            label = document.createElement("label")
            label.dataset.seat = side
            radio = document.createElement("input")
            radio.type = "radio"
            radio.name = "resigner"
            radio.value = side
            radio.checked = side == chosen
            radio.setAttribute("aria-label", spoken_name(system, side, state.text))
            label.append(radio, seat_mark(system, side))
            which.append(label)
        if sides and chosen not in sides:
            which.querySelector("input").checked = True
        which.hidden = len(sides) < 2
        self.show_text()
        self.dialog.showModal()
        # No is the safe default (not by autofocus, which a cross-origin embed refuses)
        element("resign-cancel").focus()

    def resigner(self):
        return document.querySelector(RESIGNERS + ":checked").value

    def show_text(self, event=None):
        """What resigning means for the side chosen: the end, or (three or more in) leaving."""
        state = self.state
        key = "resign.leaves" if len(state.session.game.inside) > 2 else "resign.text"
        element("resign-text").textContent = state.text(key, side=state.said.side_name(self.resigner()))

    def on_submit(self, event):
        event.preventDefault()
        self.dialog.close()
        self.state.session.resign(self.resigner())
        self.state.changed("game", "board", "panel")
