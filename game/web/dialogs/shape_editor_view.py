"""New game's "Draw your own": the preview board on its canvas, the hands and
the keys on it, and what it says.  game/web/dialogs/shape_drawing.py decides what a
tap, a drag or a key does and what the preview shows; the editor's cells live
in the form's hidden fields "holes" and "shape-starts", so that Start reads
them as it reads every field (game/web/dialogs/new_game.py)."""

from js import window

from game.web.board.layout import BoardLayout
from game.web.canvas import paint
from game.web.dialogs import new_game
from game.web.dialogs.shape_drawing import Drawing, drawing_scene
from game.web.dom import element, set_words

WIDEST = 360        # CSS pixels the preview is wide at most
TALLEST = 0.5       # of the window's height, at most: the dialog's buttons stay in reach on a phone


class ShapeEditorView:
    def __init__(self, dialog):
        self.dialog = dialog
        self.canvas = element("shape-editor")
        self.drawing = None
        self.layout = None

    def wire(self, wiring):
        for event, handler in (("pointerdown", self.on_down), ("pointermove", self.on_move),
                               ("pointerup", self.on_up), ("pointercancel", self.on_up),
                               ("keydown", self.on_key), ("focus", self.on_focus), ("blur", self.on_blur)):
            wiring.on(self.canvas, event, handler)

    def load(self, values):
        """The editor of the board the form's fields draw (none while its size is not a number it takes)."""
        editor = new_game.form_editor(values)
        old = self.drawing
        self.drawing = None if editor is None else Drawing(editor)
        if self.drawing is not None and old is not None and old.cursor is not None:
            col, row = old.cursor
            self.drawing.cursor = (min(col, editor.width - 1), min(row, editor.height - 1))
        self.canvas.hidden = self.drawing is None
        self.show()

    def show(self):
        """The form's hidden fields, the preview, its words and its data (the page contract) as drawn."""
        drawing = self.drawing
        text = self.dialog.state.text
        if drawing is None:
            set_words("shape-editor-problems", "")
            return
        editor = drawing.editor
        fields = self.dialog.form.elements
        fields.namedItem("holes").value = " ".join(editor.holes())
        fields.namedItem("shape-starts").value = " ".join(editor.start_names())
        problems = editor.problems()
        # said as Start says them: a field's name among the values in words too
        words = [new_game.FormError(key, **values).words(text) for key, values in problems]
        if not problems:
            words = [text("editor.ready", cells=len(editor.rules().geometry.cells))]
        set_words("shape-editor-problems", " ".join(words))
        set_words("shape-editor-said", drawing.said(text))
        data = self.canvas.dataset
        data.holes = " ".join(editor.holes())
        data.starts = " ".join(editor.start_names())
        data.cursor = "" if drawing.cursor is None else editor.name(drawing.cursor)
        data.picked = "" if drawing.picked is None else str(drawing.picked)
        data.problems = " ".join(key for key, values in problems)
        self.draw()

    def draw(self):
        editor = self.drawing.editor
        ratio = window.devicePixelRatio or 1
        width = min(WIDEST, self.canvas.parentElement.clientWidth or WIDEST)
        tallest = max(160, int(window.innerHeight * TALLEST))
        layout = BoardLayout(editor.width, editor.height, width, tallest)
        height = min(tallest, layout.height + 2 * layout.label + 2)
        layout = BoardLayout(editor.width, editor.height, width, height)
        self.layout = layout
        canvas = self.canvas
        canvas.style.width = "%dpx" % width
        canvas.style.height = "%dpx" % height
        canvas.width = int(width * ratio + 0.5)
        canvas.height = int(height * ratio + 0.5)
        canvas.dataset.grid = layout.grid()
        canvas.dataset.cols = str(editor.width)
        canvas.dataset.rows = str(editor.height)
        context = canvas.getContext("2d")
        context.setTransform(ratio, 0, 0, ratio, 0, 0)
        paint(context, drawing_scene(self.drawing, layout, width, height))

    def spot(self, event):
        if self.layout is None:
            return None
        rect = self.canvas.getBoundingClientRect()
        return self.layout.cell_at(event.clientX - rect.left, event.clientY - rect.top)

    def on_down(self, event):
        spot = self.spot(event)
        if event.button != 0 or spot is None or self.drawing is None:
            return
        event.preventDefault()   # a finger draws: no scrolling, no text selected
        self.canvas.focus()
        self.canvas.setPointerCapture(event.pointerId)   # a drag goes on beyond the preview's edge
        self.drawing.press(spot)
        self.show()

    def on_move(self, event):
        if self.drawing is None or self.drawing.pressed is None:
            return
        spot = self.spot(event)
        if spot is not None and spot != self.drawing.pressed:
            self.drawing.drag(spot)
            self.show()

    def on_up(self, event):
        if self.drawing is not None and self.drawing.pressed is not None:
            self.drawing.release()
            self.show()

    def on_key(self, event):
        if self.drawing is None or event.ctrlKey or event.metaKey or event.altKey:
            return
        if self.drawing.key(event.key):
            event.preventDefault()   # no scrolling under the arrows and Space; Escape keeps the dialog
            event.stopPropagation()
            self.show()

    def on_focus(self, event):
        # a tap focuses the preview too, but only the keyboard wants a cursor
        if self.drawing is not None and self.canvas.matches(":focus-visible") and self.drawing.cursor is None:
            self.drawing.cursor = (0, 0)
            self.show()

    def on_blur(self, event):
        if self.drawing is not None and self.drawing.cursor is not None:
            self.drawing.cursor = None
            self.show()
