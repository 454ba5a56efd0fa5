"""The New game dialog: filled in with the game being played, read into the
Settings of the next (game/web/dialogs/new_game.py decides both), with a small
picture of the preset shape chosen, or the board one draws (Draw your own:
game/web/dialogs/shape_editor_view.py).  A game of many players has a seat for each
side, made here from its rule system (up to 30): "How many people play" and
the bots' level fill them in at once, and any seat can be changed after."""

from js import window
from pyscript import document

from game.rules import NAMES, SYSTEMS
from game.web.board.palette import INK
from game.web.board.scene import thumbnail
from game.web.board.seat_marks_view import seat_mark
from game.web.canvas import paint
from game.web.dialogs import new_game
from game.web.dialogs.new_game import DRAWN, EDITOR, FULL, FormError, seated
from game.web.dialogs.new_game_fields_view import make_fields
from game.web.dialogs.shape_editor_view import ShapeEditorView
from game.web.dom import CENTRE, NO_SCROLL, element
from game.web.panel.names import spoken_name

SEAT_CHOICES = (("person", "new.person"), ("easy", "new.bot-easy"), ("medium", "new.bot-medium"),
                ("hard", "new.bot-hard"), ("expert", "new.bot-expert"))
FILLS = ("people", "bots")   # the fields that fill the seats in at once

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
    def __init__(self, state, start_game):
        self.state = state
        self.start_game = start_game   # the page's: a new game, with the board in view
        self.dialog = element("new-game-dialog")
        self.form = element("new-game-form")
        self.shape_view = ShapeEditorView(self)
        self.shape = FULL   # the shape chosen before: Draw your own starts from a preset's board
        self.error = element("new-game-error")
        self.error_home = self.error.nextElementSibling   # the error's place where it names no field
        self.wrong = None   # the field the error is said at

    def wire(self, wiring):
        wiring.click("new", self.open)
        wiring.click("result-new", self.open)
        wiring.click("cancel-new-game", lambda event: self.dialog.close())
        wiring.on(self.form, "submit", self.on_submit)
        wiring.on(self.form, "change", self.on_change)
        wiring.on(self.form, "input", self.on_change)   # the size as it is typed
        self.shape_view.wire(wiring)
        make_fields(self.form, self.state.text)
        self.make_seats()

    def make_seats(self):
        """A seat for every side of every seated game (their codes shared:
        X, O, T, S, P5 ... P30), each its mark and a choice of who plays it."""
        made = self.seat_systems = {}   # side -> the system whose mark its seat shows
        listed = element("seat-list")
        for name in NAMES:
            system = SYSTEMS[name]
            if not seated(system):
                continue
            for side in system.SIDES:
                if side in made:
                    continue
                made[side] = system
                label = document.createElement("label")
                label.className = "seat"
                label.dataset.seat = side
                select = document.createElement("select")
                select.name = "seat-" + side
                for value, key in SEAT_CHOICES:
                    option = document.createElement("option")
                    option.value = value
                    option.dataset.text = key
                    option.textContent = self.state.text(key)
                    select.append(option)
                label.append(seat_mark(system, side), select)
                listed.append(label)
            if len(made) == len(system.SIDES):
                self.offer_players(system)   # the first seated game's, before any is chosen
        self.seats_drawn = INK["paper"]   # the theme their marks are drawn in

    def system(self):
        return SYSTEMS[form_values(self.form)["game"]]

    def offer_players(self, system=None):
        """The numbers of players of the chosen game (or ``system``), from its
        MIN_PLAYERS to its MAX_PLAYERS (the one chosen kept where it still can
        be); a game of two keeps the last offered, for the games that have them."""
        system = system or self.system()
        if system.MIN_PLAYERS == system.MAX_PLAYERS:
            return
        select = self.form.elements.namedItem("players")
        numbers = [str(number) for number in range(system.MIN_PLAYERS, system.MAX_PLAYERS + 1)]
        offered = [select.options[index].value for index in range(select.options.length)]
        if offered == numbers:
            return
        chosen = select.value
        select.textContent = ""
        for number in numbers:
            option = document.createElement("option")
            option.value = option.textContent = number
            select.append(option)
        select.value = chosen if chosen in numbers else numbers[0]
        self.form.elements.namedItem("people").max = numbers[-1]

    def show_seats(self):
        """The seats of the chosen game's players only, each named for a screen
        reader as the status names whose turn it is ("Who plays Player 13")."""
        system = self.system()
        values = form_values(self.form)
        sides = system.SIDES[:int(values.get("players") or system.MIN_PLAYERS)] if seated(system) else ()
        text = self.state.text
        for label in document.querySelectorAll("#seat-list .seat"):
            side = label.dataset.seat
            label.hidden = side not in sides
            if side in sides:
                label.querySelector("select").setAttribute(
                    "aria-label", text("new.seat", side=spoken_name(system, side, text)))

    def repaint_seats(self):
        """The seats' marks in the pencils of the theme shown (palette.use), once it changed."""
        if self.seats_drawn == INK["paper"]:
            return
        self.seats_drawn = INK["paper"]
        for label in document.querySelectorAll("#seat-list .seat"):
            side = label.dataset.seat
            label.replaceChild(seat_mark(self.seat_systems[side], side), label.querySelector(".seat-mark"))

    def open(self, event):
        """The dialog, filled in with the game being played."""
        self.repaint_seats()
        values = new_game.shown(self.state.session.settings)
        show_values(self.form, {"game": values["game"]})
        self.offer_players()
        show_values(self.form, values)
        self.show_seats()
        self.clear_error()
        self.dialog.showModal()
        self.shape = form_values(self.form)["shape"]
        self.on_change()

    def on_change(self, event=None):
        """The seats (change_seats), and the preset's picture, or the board
        drawn for the game, players and size chosen."""
        if event is not None:
            self.change_seats(event.target.name or "")
        values = form_values(self.form)
        if values["shape"] == DRAWN and self.shape not in (FULL, DRAWN):
            values = new_game.seeded(values, self.shape)
            show_values(self.form, values)
        self.shape = values["shape"]
        element("new-game-think").hidden = not new_game.plays_expert(values)
        self.draw_shape_picture()
        if values["shape"] == DRAWN:
            self.shape_view.load(values)

    def change_seats(self, name):
        """Another game: its numbers of players; "How many people play" or the
        bots' level: every seat filled in again; a seat, or the number of
        players: how many people the seats hold."""
        if name == "game":
            self.offer_players()
        if name in FILLS or name == "players" or name.startswith("seat-"):
            change = new_game.filled if name in FILLS else new_game.people_of
            try:
                show_values(self.form, change(form_values(self.form)))
                self.clear_error()
            except FormError as error:
                self.say_error(error)   # the focus stays where the person types
        self.show_seats()

    def draw_shape_picture(self, event=None):
        """The chosen preset's small picture (none for the whole rectangle), for
        the game and players chosen: their start cells."""
        canvas = element("shape-picture")
        rules = new_game.pictured(form_values(self.form))
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
        paint(context, thumbnail(rules, cell))

    def on_submit(self, event):
        event.preventDefault()
        try:
            values = form_values(self.form)
            if seated(SYSTEMS[values["game"]]) and values["people"] != new_game.people_of(values)["people"]:
                # "How many people play" typed and Enter pressed at once: its seats first
                values.update(new_game.filled(values))
            settings = new_game.read(values)
        except FormError as error:
            field = self.say_error(error)
            if field is not None:
                field.focus(NO_SCROLL)   # say_error scrolled the words and the field into view
            return
        self.dialog.close()
        self.start_game(settings)

    def say_error(self, error):
        """``error``'s words at the top of the field it names (error.at), marked
        wrong, both scrolled into view: below the dialog's fold, at its Start,
        no one saw them. The field, or None where the error names none."""
        self.clear_error()
        field = None
        if error.at == EDITOR:
            field = element(EDITOR)
        elif error.at is not None:
            field = self.form.elements.namedItem(error.at)
        if field is not None:
            (field.closest("label") or field).before(self.error)
            field.setAttribute("aria-invalid", "true")
            self.wrong = field
        self.error.textContent = error.words(self.state.text)   # moved first: role=alert says it there
        self.error.scrollIntoView(CENTRE)   # the field under it: clear of the sticky Start and Cancel
        return field

    def clear_error(self):
        """No error said: its words gone, back in their place above Start."""
        self.error.textContent = ""
        if self.wrong is not None:
            self.wrong.removeAttribute("aria-invalid")
            self.wrong = None
        self.error_home.before(self.error)
