"""Playing the page as a person does, through its test contract (game/web/README.md, "Page contract")."""

from game.rules import SYSTEMS
from game.web.keeping.games import PREFIX as GAMES_KEY

BOOT_TIMEOUT = 30_000     # ms for the page to accept input
BOT_TIMEOUT = 90_000      # ms for the bot's worker to boot and answer


def cell_point(data, cell):
    """Where a cell's centre is inside the board's canvas, in CSS pixels, from the
    canvas's dataset (its grid, size and whether it is flipped)."""
    x, y, width, height = (float(v) for v in data["grid"].split())
    cols, rows = int(data["cols"]), int(data["rows"])
    col = "abcdefghiklmnopqrstuvwxyz".index(cell[0])
    row = int(cell[1:]) - 1
    if data["flipped"] == "true":
        col, row = cols - 1 - col, rows - 1 - row
    size_x, size_y = width / cols, height / rows
    return {"x": x + (col + 0.5) * size_x, "y": y + (rows - 1 - row + 0.5) * size_y}


def shown_id(page):
    """The id of the game the address names (``id=`` in its hash)."""
    return page.evaluate("new URLSearchParams(location.hash.slice(1)).get('id')")


def kept_key(page):
    """Where the page keeps the game on its board."""
    return GAMES_KEY + shown_id(page)


def choose_language(page, language):
    """Choose ``language`` in the page's select and wait until the page speaks it:
    a language's words beyond English may have to come first (game/web/language.py)."""
    page.select_option("#language", language)
    page.wait_for_function("(language) => document.documentElement.lang === language", arg=language)


class BoardPage:
    def __init__(self, page, base_url=None, query=""):
        """Open the page at ``base_url + query``; with no base_url, take ``page``
        (or an iframe's frame) as it is once it is ready."""
        self.page = page
        if base_url is not None:
            page.goto(base_url + query)
        self.wait_until_ready()

    def wait_until_ready(self):
        self.page.wait_for_selector("html[data-ready='true']", timeout=BOOT_TIMEOUT)

    def reload(self):
        self.page.reload()
        self.wait_until_ready()

    # --- reading ---------------------------------------------------------------------

    def status(self):
        return self.page.text_content("#status-text")

    def data(self, name):
        return self.page.get_attribute("#status", "data-" + name)

    def record(self):
        return self.page.text_content("#record")

    def board(self, name):
        return self.page.get_attribute("#board", "data-" + name)

    def kept(self):
        """The save of the game on the board, as localStorage holds it (None if none)."""
        return self.page.evaluate("localStorage.getItem(%r)" % kept_key(self.page))

    # --- acting ------------------------------------------------------------------------

    def point(self, cell, canvas=None):
        """CSS pixel position of a cell's centre inside the canvas; ``canvas`` is
        its dataset when already read (one question to the page for many cells)."""
        data = canvas or self.page.eval_on_selector("#board", "(board) => Object.assign({}, board.dataset)")
        return cell_point(data, cell)

    def click(self, *cells):
        for cell in cells:
            self.page.click("#board", position=self.point(cell))

    def press(self, button_id):
        self.page.click("#" + button_id)

    def open(self, button_id, dialog_id):
        """A click on a button that opens a dialog, and the dialog open: New game,
        Send your turn, Embed and Print load at the first click on one
        (game/web/later.py), so the dialog may open a moment after the click."""
        self.press(button_id)
        self.page.wait_for_selector("#%s[open]" % dialog_id)

    def resign(self):
        """Resign, and say yes when the page asks."""
        self.press("resign")
        self.press("resign-confirm")

    def new_game(self, mode="bot-X", width=None, height=None, actions=None, last_mover_wins=None,
                 level=None, game=None, seats=None, start=None, scoring=None):
        """The New game dialog filled in and started: ``game`` "classic", "bases" or
        "capture"; for the bases game ``seats``, "person" or a bot's level for
        each side in turn order (their number is the players'), and ``start``
        "corners" or "edge"; for the capture game ``scoring``; else ``mode``."""
        # at the end of a game, New game is in the result card
        self.open("result-new" if self.page.is_visible("#result-new") else "new", "new-game-dialog")
        form = "#new-game-form "
        if game is not None:
            self.page.check(form + "input[name='game'][value='%s']" % game)
        if seats is not None:
            self.page.select_option(form + "select[name='players']", str(len(seats)))
            for side, seat in zip(SYSTEMS[game or "bases"].SIDES, seats):
                self.page.select_option(form + "select[name='seat-%s']" % side, seat)
        else:
            self.page.check(form + "input[name='mode'][value='%s']" % mode)
        for name, value in (("level", level), ("start", start), ("scoring", scoring)):
            if value is not None:
                self.page.select_option(form + "select[name='%s']" % name, value)
        for name, value in (("width", width), ("height", height), ("actions", actions)):
            if value is not None:
                self.page.fill(form + "input[name='%s']" % name, str(value))
        if last_mover_wins is not None:
            self.page.set_checked(form + "input[name='last-mover-wins']", last_mover_wins)
        self.press("start-game")

    def load(self, text):
        self.press("load")
        self.page.fill("#load-text", text)
        self.press("load-confirm")

    def wait_for(self, expression, timeout=BOT_TIMEOUT):
        """Wait until a JS expression about #status (as `s`) is true."""
        self.page.wait_for_function(
            "() => { const s = document.querySelector('#status'); return %s; }" % expression,
            timeout=timeout)

    def wait_for_human(self, side="X"):
        """Until the bot has played and it is ``side``'s turn (or the game is over)."""
        self.wait_for("(s.dataset.turn === '%s' && s.dataset.thinking === 'false') "
                      "|| s.dataset.result !== ''" % side)
