"""The page's theme: light or dark paper as the link says (theme=),
else as the reader's device is (auto), followed when the device changes; and
no paper under an embed whose background is its host page's (bg=transparent).
The colours are game/web/board/palette.py's and assets/style.css's; index.html makes
the same choice before the first paint, this one decides after it."""

from js import window
from pyscript import document

from game.web.board import palette

DARK_SCHEME = "(prefers-color-scheme: dark)"


class Theme:
    def __init__(self, state, help_panel):
        self.state = state
        self.help = help_panel   # How to play, whose legend is drawn in the pencils
        self.chosen = "auto"          # link.THEMES
        self.background = "paper"     # link.BACKGROUNDS
        self.device = window.matchMedia(DARK_SCHEME)

    def wire(self, wiring):
        wiring.on(self.device, "change", self.on_device_change)

    def shown(self):
        """"light" or "dark": the theme chosen, or the device's."""
        if self.chosen != "auto":
            return self.chosen
        return self.device_theme()

    def device_theme(self):
        """"light" or "dark": the device's."""
        return "dark" if self.device.matches else "light"

    def choose(self, theme, background):
        """The theme and background a link names, drawn from the next render on."""
        self.chosen = theme
        self.background = background
        root = document.documentElement
        root.dataset.theme = self.shown()
        clear = background == "transparent"
        if clear:
            root.dataset.bg = background
        else:
            root.removeAttribute("data-bg")
        palette.use(self.shown(), clear)
        self.help.drawn_for = None   # the legend's samples again, in these pencils

    def on_device_change(self, event):
        if self.chosen == "auto":
            self.choose(self.chosen, self.background)
            self.state.changed("board", "panel")
