"""The New game dialog: filled in with the game being played, read into the
Settings of the next (game/web/new_game_form.py decides both)."""

from game.web import new_game_form
from game.web.dom import element
from game.web.new_game_form import FormError


def form_values(form):
    """{field name: its value} of ``form``: a radio group's checked value, a
    checkbox's bool, any other field's text."""
    values = {}
    fields = form.elements
    for index in range(fields.length):
        field = fields[index]
        name = field.name
        if not name:
            continue
        if field.type == "radio":
            if field.checked:
                values[name] = field.value
        elif field.type == "checkbox":
            values[name] = bool(field.checked)
        else:
            values[name] = field.value
    return values


def show_values(form, values):
    """Every field of ``form`` that ``values`` names, set to its value."""
    fields = form.elements
    for index in range(fields.length):
        field = fields[index]
        name = field.name
        if name not in values:
            continue
        if field.type == "radio":
            field.checked = field.value == values[name]
        elif field.type == "checkbox":
            field.checked = values[name]
        else:
            field.value = values[name]


class NewGameDialog:
    def __init__(self, page):
        self.page = page
        self.dialog = element("new-game-dialog")
        self.form = element("new-game-form")

    def wire(self, wiring):
        wiring.click("new", self.open)
        wiring.click("result-new", self.open)
        wiring.click("cancel-new-game", lambda event: self.dialog.close())
        wiring.on(self.form, "submit", self.on_submit)

    def open(self, event):
        """The dialog, filled in with the game being played."""
        show_values(self.form, new_game_form.shown(self.page.session.settings))
        element("new-game-error").textContent = ""
        self.dialog.showModal()

    def on_submit(self, event):
        event.preventDefault()
        try:
            settings = new_game_form.read(form_values(self.form))
        except FormError as error:
            element("new-game-error").textContent = error.words(self.page.text)
            return
        self.dialog.close()
        self.page.start_game(settings)
