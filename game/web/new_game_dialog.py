"""The New game dialog: filled in with the game being played, read into the
Settings of the next (game/web/new_game_form.py decides both), with a small
picture of the preset shape chosen, or the board one draws (Draw your own:
game/web/shape_editor_view.py)."""

from js import window

from game.web import new_game_form, pencil
from game.web.dom import element
from game.web.new_game_form import DRAWN, FULL, FormError
from game.web.scene import thumbnail
from game.web.shape_editor_view import ShapeEditorView

PICTURE_CELL = 6   # CSS pixels a cell of the shape's picture is wide


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
        self.shape_view = ShapeEditorView(self)
        self.shape = FULL   # the shape chosen before: Draw your own starts from a preset's board

    def wire(self, wiring):
        wiring.click("new", self.open)
        wiring.click("result-new", self.open)
        wiring.click("cancel-new-game", lambda event: self.dialog.close())
        wiring.on(self.form, "submit", self.on_submit)
        wiring.on(self.form, "change", self.on_change)
        wiring.on(self.form, "input", self.on_change)   # the size as it is typed
        self.shape_view.wire(wiring)

    def open(self, event):
        """The dialog, filled in with the game being played."""
        show_values(self.form, new_game_form.shown(self.page.session.settings))
        element("new-game-error").textContent = ""
        self.dialog.showModal()
        self.shape = form_values(self.form)["shape"]
        self.on_change()

    def on_change(self, event=None):
        """The preset's picture, or the board drawn for the game, players and size chosen."""
        values = form_values(self.form)
        if values["shape"] == DRAWN and self.shape not in (FULL, DRAWN):
            values = new_game_form.seeded(values, self.shape)
            show_values(self.form, values)
        self.shape = values["shape"]
        self.draw_shape_picture()
        if values["shape"] == DRAWN:
            self.shape_view.load(values)

    def draw_shape_picture(self, event=None):
        """The chosen preset's small picture (none for the whole rectangle), for
        the game and players chosen: their start cells."""
        canvas = element("shape-picture")
        rules = new_game_form.pictured(form_values(self.form))
        canvas.hidden = rules is None
        if rules is None:
            return
        cell = PICTURE_CELL
        ratio = window.devicePixelRatio or 1
        width, height = rules.width * cell + 4, rules.height * cell + 4
        canvas.style.width = "%dpx" % width
        canvas.style.height = "%dpx" % height
        canvas.width = int(width * ratio + 0.5)
        canvas.height = int(height * ratio + 0.5)
        context = canvas.getContext("2d")
        context.setTransform(ratio, 0, 0, ratio, 0, 0)
        pencil.draw(context, thumbnail(rules, cell))

    def on_submit(self, event):
        event.preventDefault()
        try:
            settings = new_game_form.read(form_values(self.form))
        except FormError as error:
            element("new-game-error").textContent = error.words(self.page.text)
            return
        except ValueError as error:   # the rules refused what the fields allow (a preset's room)
            element("new-game-error").textContent = str(error)
            return
        self.dialog.close()
        self.page.start_game(settings)
