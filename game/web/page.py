"""The web page: MicroPython on the main thread, drawing and taking input.

It holds a Session (what clicks and buttons mean), draws its scene (scene, pencil)
and asks the bot (game/web/workers.py: a MicroPython worker at once, Pyodide
once it has loaded) for the bot's turns, with the game record as a string.
The game comes from the link (game/web/link.py) or the saved game in
localStorage, and is saved after every sub-move.  The page never decides a rule itself, and every word it
shows comes from game/web/words/ (the status's: game/web/status.py).
"""

import asyncio

import js
from js import window   # the real window: pyscript's is the global proxy, whose methods lose `this`
from pyscript import document
from pyscript.ffi import create_proxy, to_js

from game.web import legend
from game.web import pencil
from game.web.scene import Overlay, scene, thumbnail
from game.web import link
from game.web import tally
from game.core.board import MIN_SIZE, MAX_SIZE
from game.web.workers import BotWorkers, FULL, QUICK, reason
from game.core.errors import RecordError
from game.web.layout import BoardLayout, too_small
from game.bot.levels import TIME_LIMITS
from game.web.move_list import MoveList
from game.rules import BASES, CAPTURE, DEFAULT_GAME, MIN_ACTIONS, MAX_ACTIONS, SYSTEMS, Rules
from game.rules.bases import EDGE, SIDES
from game.rules.capture import MARKS
from game.rules.shapes import BY_NAME as SHAPES, rules_for
from game.web.session import Session, Settings, PERSON, SEATS, VS_BOT, has_count
from game.web.sound import Sound
from game.web.status import Status
from game.web.words import LANGUAGES, Strings, browser_language

SERVICE_WORKER = "./sw.js"
BOT_STEP = 0.3     # seconds between the bot's sub-moves, so a person can follow them
DEMO_STEP = 0.7    # a slower pace for bot vs bot
REFUSAL_SHOWN = 0.6          # seconds a refused click stays marked on the board, then it fades
REFUSAL_FADE = (0.6, 0.3)    # in a few drawings of these strengths (not a costly animation),
REFUSAL_FADE_STEP = 0.15     # this many seconds apart
HINT_LEVEL = "hard"
SAVE_KEY = "virus-war.game"          # + the link's parameters, when the page has some
LANGUAGE_KEY = "virus-war.language"
SOUND_KEY = "virus-war.sound"        # "on" or "off"
GUIDE_SEEN_KEY = "virus-war.guide-seen"   # the first-game guide was offered or opened here
MOVE_KEYS = {"ArrowLeft": "previous", "ArrowUp": "previous", "ArrowRight": "next",
             "ArrowDown": "next", "Home": "first", "End": "last"}
KEYS_TO_STEPS = {"ArrowLeft": (-1, 0), "ArrowRight": (1, 0), "ArrowUp": (0, 1), "ArrowDown": (0, -1)}


# A message to the service worker, once it is active (nothing where there is none).
_ask_offline_cache = js.Function.new("message", "if (navigator.serviceWorker) navigator.serviceWorker.ready"
                                     ".then((registration) => registration.active.postMessage(message));")
# Shows the note that this visit began with a new version of the game (sw.js says so once).
_note_update = js.Function.new("note", "const workers = navigator.serviceWorker;"
                               "if (!workers || !workers.controller) return;"
                               "workers.addEventListener('message', (event) => {"
                               " if (event.data === 'updated') note.hidden = false; });"
                               "workers.startMessages();"   # else they wait for the document to be loaded
                               "workers.controller.postMessage('updated?');")


NO_SCROLL = js.JSON.parse('{"preventScroll": true}')
NEAREST = js.JSON.parse('{"block": "nearest"}')
TOO_LONG = object()   # Storage.get's answer for a text left in JavaScript

# The id of the element with the focus, "" for none, null where the page itself is not focused.
_focused_id = js.Function.new("return document.hasFocus() ? (document.activeElement || {}).id || '' : null;")


def element(name):
    return document.getElementById(name)


def embedded():
    """Whether the page is an embed (index.html?embed, set before Python starts)."""
    return document.documentElement.classList.contains("embed")


class Storage:
    """localStorage, or nothing where the browser refuses it (some iframes, private
    modes, a full disk).  Every access goes through JavaScript's try/catch:
    MicroPython cannot catch what a browser method throws."""

    def __init__(self):
        # false for a text longer than any save: MicroPython runs out of memory on a few MB
        self._get = js.Function.new("key", "limit", "try { const text = localStorage.getItem(key);"
                                    " return text !== null && text.length > limit ? false : text; }"
                                    " catch (e) { return null; }")
        self._put = js.Function.new("key", "text", "try { localStorage.setItem(key, text); return true; }"
                                    " catch (e) { return false; }")
        self._remove = js.Function.new("key", "try { localStorage.removeItem(key); } catch (e) {}")
        # the text under key copied to key.broken, else key.broken.2, ... (never over
        # another kept copy); its new key, or null where there is no room
        self._keep_aside = js.Function.new("key", """try {
            const text = localStorage.getItem(key);
            for (let n = 1; ; n++) {
                const aside = key + ".broken" + (n > 1 ? "." + n : "");
                const kept = localStorage.getItem(aside);
                if (kept === text) return aside;
                if (kept === null) { localStorage.setItem(aside, text); return aside; }
            }
        } catch (e) { return null; }""")
        self.available = bool(js.Function.new("try { return !!localStorage; } catch (e) { return false; }")())

    def get(self, key):
        """The text kept under ``key``; None, or TOO_LONG (left unread) for one
        longer than any save."""
        text = self._get(key, link.MAX_SAVE_LENGTH)
        return TOO_LONG if text is False else text

    def put(self, key, text):
        """False where the browser refused to keep it."""
        return bool(self._put(key, text))

    def remove(self, key):
        self._remove(key)

    def keep_aside(self, key):
        """Copy what ``key`` holds to a key of its own; False where it could not be."""
        return bool(self._keep_aside(key))


def link_params():
    """The query's and the hash's parameters as one dict (the hash wins)."""
    params = {}
    for source in (window.location.search, window.location.hash[1:]):
        found = js.Object.fromEntries(js.URLSearchParams.new(source))
        names = js.Object.keys(found)
        for index in range(names.length):
            params[names[index]] = js.Reflect.get(found, names[index])
    return params


def params_text(pairs):
    """URL-encoded "name=value&..." of (name, value) pairs."""
    search = js.URLSearchParams.new()
    for name, value in pairs:
        search.append(name, value)
    return search.toString()


def address_text(query, pairs):
    """"?query#hash" of (name, value) pairs, with no "?" for an empty query."""
    return ("?" + params_text(query) if query else "") + "#" + params_text(pairs)


def save_key(pairs):
    """Where the game opened by a link's parameters is saved.  Each link keeps its
    own, so an embed or a shared game never overwrites the plain page's game."""
    game_pairs = link.saved_under(pairs)
    return SAVE_KEY + (":" + params_text(game_pairs) if game_pairs else "")


class Page:
    def __init__(self):
        self.storage = Storage()
        self.text = Strings(self.language_choice())
        self.session = Session()
        self.canvas = element("board")
        self.status = element("status")
        self.layout = None
        self.size = (0, 0, 0)     # CSS width, height and device pixel ratio drawn for
        self.hover = None         # the mouse's cell, (col, row)
        self.pressed = None       # the cell under a finger or a pen while it is down
        self.cursor = None        # the keyboard's cell, (col, row), while the board has focus
        self.refusal = None       # ((col, row), strength from 1 down) of a refused click, while it shows
        self.refusals = 0         # refused clicks so far: the newest one's mark is shown
        self.paused = False
        self.bots = BotWorkers(self.on_bots_change)
        self.played_here = False  # a person has made a sub-move on this page
        self.offline_cache = False
        self.full_stage_cached = False
        self.bot_job = None       # (generation, history length) the bot is answering
        self.bot_failed_on = None
        self.hint = []            # cells the hint shows, until the next change
        self.spoken = 0           # history entries announced so far
        self.address = None       # the parameters of the address, sorted: it names the game shown
        self.opened = None        # (parameters, "?query#hash") of the address the tab opened a game from
        self.addressed = None     # the game the address was last found to name
        self.moves = MoveList(element("record"))
        self.guide = None         # the first-game guide (game/web/guide.py), while it is open
        self.home = None          # (the person's session, self.spoken) while the guide is open
        self.save_key = SAVE_KEY
        self.saved_text = None    # what this tab last saved or read under save_key
        self.broken_in_place = False   # a save that cannot be read is still under save_key
        self.unsaved = False      # the last save was refused
        self.followed = None      # the job another tab's change left: that tab's bot plays it
        self.sound = Sound(self.sound_choice())
        self.tallies = {}         # game -> its record of results (game/web/tally.py), read when first shown
        self.help_for = None      # legend.shown_for(rules) How to play was last made for
        self.legend_for = None    # (game, players, pixel ratio) its samples were last drawn for
        self.focus_play_again = False   # the game just ended where the person played by keyboard
        # [stage, ms] of every bot answer, for make bench-bot and the tests
        self.bot_answers = js.Array.new()
        window.virusWarBotAnswers = self.bot_answers
        self._proxies = []

    # --- wiring ---------------------------------------------------------------------

    def on(self, target, event, handler):
        proxy = create_proxy(handler)
        self._proxies.append(proxy)   # keep the proxy alive as long as the page
        target.addEventListener(event, proxy)

    def start(self):
        canvas = self.canvas
        self.on(canvas, "pointerdown", self.on_pointer_down)
        self.on(canvas, "pointerup", self.on_pointer_up)
        self.on(canvas, "pointermove", self.on_pointer_move)
        self.on(canvas, "pointerleave", self.on_pointer_leave)
        self.on(canvas, "pointercancel", self.on_pointer_leave)
        self.on(canvas, "keydown", self.on_key)
        self.on(canvas, "focus", self.on_focus)
        self.on(canvas, "blur", self.on_blur)
        self.on(self.status, "click", self.on_status)
        self.on(self.status, "keydown", self.on_status)
        self.on(element("record"), "click", self.on_move_click)
        self.on(element("record"), "keydown", self.on_moves_key)
        self.on(window, "resize", lambda event: self.render())
        # a link opened in this tab, Back or Forward (hashchange alone misses a
        # step back from a hash to none)
        self.on(window, "hashchange", self.on_address_change)
        self.on(window, "popstate", self.on_address_change)
        self.on(window, "storage", self.on_storage)
        for gesture in ("pointerdown", "keydown"):   # the first gesture may start the sound
            self.on(window, gesture, lambda event: self.sound.wake())
        observer = js.ResizeObserver.new(create_proxy(lambda entries, observer: self.render()))
        observer.observe(element("board-wrap"))
        self._proxies.append(observer)
        for name, handler in (("pass", self.on_pass), ("undo", self.on_undo), ("hint", self.on_hint),
                              ("resign", self.on_resign), ("new", self.on_new),
                              ("play-again", self.on_play_again), ("pause", self.on_pause),
                              ("review", self.on_review), ("result-new", self.on_new),
                              ("sound", self.on_sound), ("ground", self.on_ground),
                              ("copy", self.on_copy), ("load", self.on_load),
                              ("share", self.on_share),
                              ("first", lambda e: self.on_step("first")),
                              ("previous", lambda e: self.on_step("previous")),
                              ("next", lambda e: self.on_step("next")),
                              ("last", lambda e: self.on_step("last")),
                              ("guide-start", self.on_guide_start),
                              ("guide-offer-yes", self.on_guide_start),
                              ("guide-offer-no", lambda e: self.hide_guide_offer()),
                              ("guide-next", self.on_guide_next), ("guide-skip", self.on_guide_next),
                              ("guide-close", lambda e: self.end_guide()),
                              ("cancel-new-game", lambda e: element("new-game-dialog").close()),
                              ("cancel-load", lambda e: element("load-dialog").close()),
                              ("resign-cancel", lambda e: element("resign-dialog").close())):
            self.on(element(name), "click", handler)
        self.on(element("new-game-form"), "submit", self.on_new_game_submit)
        self.on(element("new-game-form"), "change", self.draw_shape_picture)
        self.on(element("resign-form"), "submit", self.on_resign_submit)
        self.on(element("resign-form"), "change", self.show_resign_text)
        self.on(element("load-form"), "submit", self.on_load_submit)
        self.on(element("language"), "change", self.on_language)
        self.on(document.querySelector("#help summary"), "click", self.on_help_click)
        self.on(element("help"), "toggle", self.on_help)
        asyncio.create_task(self.bots.start_quick())   # boots beside the board's first drawing
        self.open_game(link_params())
        self.offer_guide()
        self.apply_language()
        self.render()
        root = document.documentElement.dataset
        root.readyMs = str(js.performance.now())   # for make bench-page
        root.ready = "true"

    # --- where the game comes from ----------------------------------------------------------

    def open_game(self, params):
        """Start from the saved game of this link, else from the link itself."""
        self.address = sorted(params.items())
        self.opened = (self.address, window.location.search + window.location.hash)
        launch = link.read(params)
        if launch.language and launch.language != self.text.language:
            self.set_language(launch.language, remember=False)
        self.save_key = save_key(params.items())
        self.saved_text = None
        self.broken_in_place = False
        notices = link.notice(launch.problems)
        saved = self.storage.get(self.save_key)
        if saved:
            try:
                if saved is TOO_LONG:
                    raise link.too_long_save()
                launch = link.read_save(saved)   # what is wrong with the link is still said
                self.saved_text = saved
            except link.BrokenSave as error:
                notices = [self.set_aside(self.text(error.key, **error.values))]
        elif not self.storage.available and not embedded():
            # said on the full page; a blog's reader could not change it, and the embed's
            # two lines are the game's (its ↗ opens the full page, which may save)
            notices.append(("saved.unavailable", {}))
        session = self.session
        session.new_game(launch.settings, launch.game, launch.tallied)
        self.addressed = session.game
        session.tell(notices)
        self.spoken = len(session.game.history())
        self.paused = False
        self.hint = []
        self.save()

    def set_aside(self, why):
        """Keep a save that cannot be read, not delete it: a person or a later
        version may still read it.  Where there is no room for the copy it
        stays in its place, and save() does not write over it."""
        self.broken_in_place = not self.storage.keep_aside(self.save_key)
        if self.broken_in_place:
            return ("saved.broken-stays", {"error": why})
        self.storage.remove(self.save_key)
        return ("saved.broken", {"error": why})

    def on_storage(self, event):
        """Another tab saved this game: the last change wins, and this tab follows it
        (once the guide is closed, if it is open)."""
        if event.key and event.key.startswith(tally.KEY):
            self.tallies = {}   # another tab counted a game: read again when shown
            self.render_panel()
        if event.key == self.save_key and self.guide is None:
            self.follow_saved()

    def follow_saved(self):
        # what is saved now, not what the event brought: two tabs that save at
        # once both end with the one saved last
        saved = self.storage.get(self.save_key)
        if not saved or saved is TOO_LONG or saved == self.saved_text:
            return
        try:
            launch = link.read_save(saved)
        except link.BrokenSave:
            return   # not a game this version reads: ours goes on and is saved at the next change
        session = self.session
        session.new_game(launch.settings, launch.game, launch.tallied)
        self.addressed = session.game   # saved under this address: it names it
        session.say("saved.other-tab")
        self.saved_text = saved
        self.broken_in_place = self.unsaved = False   # what is shown is what is saved
        self.spoken = len(session.game.history())
        self.followed = self.current_job()
        self.after_change()

    def on_address_change(self, event):
        """The address names another game: show it (the one shown is saved)."""
        self.end_guide()
        params = link_params()
        if sorted(params.items()) != self.address:
            self.open_game(params)
            self.after_change()

    def follow_game(self):
        """Another game in place of the one the address named (New game, Play again,
        Load record, Undo of a load): the address names it still (the plain page,
        a link's game played again), else names the link the tab was opened with
        if that names it (the game a load replaced, back), else the game's own
        address.  So the address always names the game shown, and a link's save
        is never written over by a game the link does not name."""
        session = self.session
        self.addressed = session.game
        if link.names(self.address, session.settings, session.game):
            return
        opened, url = self.opened
        if not link.names(opened, session.settings, session.game):
            url = address_text(*link.address(self.address, session.settings, session.game))
        self.go_to(window.location.pathname + url)

    def go_to(self, url):
        """This tab's address becomes ``url`` (no new history entry), its saved
        game the one under that address."""
        window.history.replaceState(None, "", url)
        self.address = sorted(link_params().items())
        self.save_key = save_key(self.address)
        self.saved_text = None
        self.broken_in_place = False

    def save(self):
        """Keep the game, and let the embed's ↗ link open it on the full page
        (never the guide's game)."""
        if self.guide is not None:
            return
        session = self.session
        if session.game is not self.addressed:
            self.follow_game()
        if self.broken_in_place and self.storage.keep_aside(self.save_key):
            self.broken_in_place = False   # there is room now
        # a save refused (a full storage) leaves the last one in place, is said at
        # once and tried again at the next change
        text = link.save_text(session.settings, session.game, session.tallied)
        written = not self.broken_in_place and self.storage.put(self.save_key, text)
        self.unsaved = self.storage.available and not written
        if written:
            self.saved_text = text
        element("full-page").href = "./" + address_text(*link.full_page(self.address, session.settings,
                                                                        session.game))

    def on_share(self, event):
        asyncio.create_task(self.share())

    async def share(self):
        session = self.session
        pairs = link.write(session.settings, session.game)
        # the link is the game alone: the hash, without the query this page was opened with;
        # now this page's own, its saved game follows it
        self.go_to(window.location.pathname + "#" + params_text(pairs))
        self.save()
        try:
            await window.navigator.clipboard.writeText(window.location.href)
            session.say("share.done")
        except Exception:
            session.say("share.shown")
        self.render_panel()

    # --- words --------------------------------------------------------------------------

    def language_choice(self):
        """The language the person chose here before, else the browser's."""
        chosen = self.storage.get(LANGUAGE_KEY)
        if chosen in LANGUAGES:
            return chosen
        preferred = window.navigator.languages
        return browser_language([preferred[index] for index in range(preferred.length)])

    def on_language(self, event):
        self.set_language(element("language").value, remember=True)
        self.render()

    def set_language(self, language, remember):
        self.text = Strings(language)
        if remember:
            self.storage.put(LANGUAGE_KEY, language)
        self.apply_language()

    def apply_language(self):
        """Every marked element of index.html in the page's language."""
        text = self.text
        document.documentElement.lang = text.language   # the tab's title follows in render_panel
        element("language").value = text.language
        for node in document.querySelectorAll("[data-text]"):
            node.textContent = text(node.dataset.text)
        for node in document.querySelectorAll("[data-label]"):
            node.setAttribute("aria-label", text(node.dataset.label))
            node.setAttribute("title", text(node.dataset.label))

    # --- drawing ----------------------------------------------------------------------

    def on_help_click(self, event):
        """A click (or Enter) on How to play's summary, before it opens: the samples drawn first."""
        if not element("help").open:
            self.draw_legend()

    def on_help(self, event):
        if element("help").open:
            self.draw_legend()   # opened another way (a search in the page)

    def show_help(self):
        """How to play the game played: its rules in words, and the legend of
        its marks.  Made as soon as another game is played, open or not
        (index.html holds the classic game's until then), so that the panel
        never opens on another game's words; its samples are drawn as it opens
        (draw_legend), not at the page's start."""
        rules = self.session.game.rules
        self.help_for = legend.shown_for(rules)
        element("help-rules").replaceChildren(*[self.words("p", key) for key in legend.help_keys(rules)])
        # the guide teaches the classic game: said so beside another game's rules
        guide = element("guide-start")
        guide.dataset.text = "guide.start" if rules.game == DEFAULT_GAME else "guide.start-classic"
        guide.textContent = self.text(guide.dataset.text)
        document.querySelector(".legend").replaceChildren(
            *[self.legend_item(sample, key, rules.sides) for sample, key in legend.entries(rules)])
        self.legend_for = None

    def draw_legend(self):
        """The legend's samples, drawn by the board's own code so they always
        match it, at the screen's pixel ratio (once for each game and ratio)."""
        rules = self.session.game.rules
        ratio = window.devicePixelRatio or 1
        if self.legend_for == self.help_for + (ratio,):
            return
        self.legend_for = self.help_for + (ratio,)
        for canvas in document.querySelectorAll(".legend canvas[data-sample]"):
            # style.css's size, known before the panel is open (its content may have no layout yet)
            style = window.getComputedStyle(canvas)
            size = js.parseFloat(style.height)
            canvas.width = int(js.parseFloat(style.width) * ratio + 0.5)
            canvas.height = int(size * ratio + 0.5)
            context = canvas.getContext("2d")
            context.setTransform(ratio, 0, 0, ratio, 0, 0)
            pencil.draw(context, legend.sample(canvas.dataset.sample, size, rules))

    def legend_item(self, sample, key, sides):
        """<li><canvas data-sample data-cells></canvas><span data-text>words</span></li>"""
        canvas = document.createElement("canvas")
        canvas.dataset.sample = sample
        canvas.dataset.cells = str(legend.sample_cells(sample, sides))   # its width (style.css)
        canvas.setAttribute("aria-hidden", "true")
        item = document.createElement("li")
        item.append(canvas, self.words("span", key))
        return item

    def words(self, tag, key):
        """A new <tag data-text=key> with its words (apply_language changes them with the language)."""
        node = document.createElement(tag)
        node.dataset.text = key
        node.textContent = self.text(key)
        return node

    def render(self):
        self.draw_board()
        self.render_panel()
        rules = self.session.game.rules
        if self.help_for != legend.shown_for(rules):
            self.show_help()
        if element("help").open:
            self.draw_legend()   # another game, or another pixel ratio, while it is open

    def draw_board(self):
        session = self.session
        shown = session.shown_game()
        width = self.canvas.clientWidth
        height = self.canvas.clientHeight
        ratio = window.devicePixelRatio or 1
        if (width, height, ratio) != self.size:
            self.size = (width, height, ratio)
            self.canvas.width = int(width * ratio + 0.5)
            self.canvas.height = int(height * ratio + 0.5)
        flipped = session.settings.people() == ["O"]   # the one person plays O: their corner below
        self.layout = BoardLayout(shown.rules.width, shown.rules.height, width, height, flipped)
        element("board-note").hidden = not too_small(self.layout.cell, shown.rules.players)
        context = self.canvas.getContext("2d")
        context.setTransform(ratio, 0, 0, ratio, 0, 0)
        reach = self.reach()
        recent = session.recent_turns(shown)
        preview = self.preview_spot(reach)
        refusal = None if self.refusal is None else self.refusal[0] + (self.refusal[1],)
        hint = self.hint if self.guide is None else self.guide.cells()
        ground = session.ground()
        # once it is over no cell is to act on: the mouse's would read as something on the board
        hover = self.hover if shown.result is None else None
        overlay = Overlay(reach, recent, hover, hint, self.cursor, preview, refusal, ground)
        pencil.draw(context, scene(shown.position, self.layout, width, height, overlay))
        data = self.canvas.dataset
        data.cols = str(shown.rules.width)
        data.rows = str(shown.rules.height)
        data.grid = self.layout.grid()
        data.flipped = "true" if flipped else "false"
        data.cursor = "" if self.cursor is None else self.cell_name(self.cursor)
        data.preview = "" if preview is None else self.cell_name(preview)
        data.refused = "" if self.refusal is None else self.cell_name(self.refusal[0])
        data.recent = " ".join("%s:%d:%s" % (cell, order + 1, kind) for side, actions in recent
                               for order, (cell, kind) in enumerate(actions))
        data.ground = "" if ground is None else " ".join("%s:%s" % (side, cell) for side in shown.players
                                                         for cell in ground[side])
        # the mouse says at once whether a click on its cell would be played (none, once it is over)
        refused = self.hover is not None and preview is None
        self.canvas.style.cursor = "default" if shown.result is not None else "not-allowed" if refused else ""

    def reach(self):
        """The cells a person may act on now, as a mask (0 while the bot moves or
        someone looks back)."""
        session = self.session
        if session.bot_to_move() or session.view is not None:
            return 0
        return session.game.position.legal

    def preview_spot(self, reach):
        """The cell to preview the person's mark on: under a finger, else the
        mouse, else the keyboard's cursor; None where that cell is not legal."""
        spot = self.pressed or self.hover or self.cursor
        if spot is None or not reach & self.session.game.rules.geometry.bit(spot[0], spot[1]):
            return None
        return spot

    def render_panel(self):
        session = self.session
        text = self.text
        game = session.game
        status = self.status
        status.dataset.turn = game.turn
        status.dataset.left = str(game.actions_left)
        status.dataset.result = game.result or ""
        status.dataset.thinking = "true" if self.thinking else "false"
        status.dataset.view = "" if session.view is None else str(session.view)
        status.dataset.out = " ".join("%s:%s" % (side, why) for side, why in game.out)
        said = self.said
        words = said.line(self.thinking)
        if self.bots.error and session.bot_to_move():
            words = text("status.bot-broken", error=self.bots.error)
        elif session.bot_to_move() and self.bots.stage is None and not session.notice:
            words = text("status.bot-waking", side=said.side_name(game.turn))
        if self.paused and not session.settings.people() and game.result is None:
            words = text("status.demo-paused", status=words)
        if self.unsaved:
            words = text("saved.failed", status=words)
        self.show_result()   # first: its headline takes a line of the status show_status measures
        self.show_status(words)
        if self.guide is None:
            self.moves.show(game, session.generation, session.view)
        else:
            self.render_guide()
        live = session.view is None
        human_turn = live and game.result is None and not session.bot_to_move()
        element("pass").disabled = not (human_turn and game.position.at_turn_start())
        element("pass").hidden = not game.rules.system.PASSING   # the capture game has no pass
        element("hint").disabled = not (human_turn and self.bots.stage is not None)
        element("undo").disabled = not session.can_undo()
        element("resign").disabled = not session.resigners()
        ground = element("ground")
        ground.hidden = not has_count(game.rules)   # a game that counts ground (capture)
        ground.setAttribute("aria-pressed", "true" if session.ground_shown() else "false")
        for name in ("new", "copy", "load", "share"):
            element(name).disabled = False
        total = len(game.history())
        shown = total if live else session.view
        element("first").disabled = element("previous").disabled = shown == 0
        element("next").disabled = element("last").disabled = live
        pause = element("pause")
        pause.hidden = bool(session.settings.people()) or game.result is not None   # bots only
        pause.textContent = text("button.resume" if self.paused else "button.pause")
        element("mode").textContent = said.mode_text()
        document.title = said.tab_title()
        element("sound").setAttribute("aria-pressed", "true" if self.sound.on else "false")

    def show_result(self):
        """The end of the game, while the live game is shown: its headline above
        the reason in the status, the record of results and the next steps
        under it (style.css hides the buttons of a game in play)."""
        session = self.session
        over = session.game.result is not None and session.view is None
        headline = element("status-text")
        said = self.said
        words = said.headline_beside_reason() if embedded() else said.headline()
        if over and words:
            headline.dataset.headline = words
        else:
            headline.removeAttribute("data-headline")
        element("tally").textContent = self.tally_line() if over else ""
        element("result").hidden = not over
        if over and self.focus_play_again:
            element("play-again").focus()
        self.focus_play_again = False

    def tally_line(self):
        """The person's results in this game against this bot level, or "" for a
        game that does not count (see Session.counts_in_tally)."""
        session = self.session
        if not session.counts_in_tally():
            return ""
        key = tally.key(session.game.rules.game)
        if key not in self.tallies:
            self.tallies[key] = tally.read(self.storage.get(key))
        return self.said.tally_text(self.tallies[key])

    def show_status(self, words):
        """The status, clipped to a few lines (style.css) when it is long: then it
        says so, and a click, a tap or Enter shows it all."""
        status = self.status
        shown = element("status-text")
        if shown.textContent != words:
            shown.textContent = words
            status.dataset.open = "false"   # a new message starts short again
        clipped = status.dataset.open == "true" or shown.scrollHeight > shown.clientHeight + 1
        status.dataset.clipped = "true" if clipped else "false"
        status.title = words if clipped else ""
        status.tabIndex = 0 if clipped else -1

    def on_status(self, event):
        if self.status.dataset.clipped == "true" and (event.type == "click" or event.key in ("Enter", " ")):
            event.preventDefault()
            self.status.dataset.open = "false" if self.status.dataset.open == "true" else "true"

    # --- people ---------------------------------------------------------------------------

    def cell_name(self, spot):
        geo = self.session.game.rules.geometry
        return geo.name(geo.bit(spot[0], spot[1]))

    def cell_from_event(self, event):
        """(col, row) under the pointer, or None off the grid."""
        rect = self.canvas.getBoundingClientRect()
        return self.layout.cell_at(event.clientX - rect.left, event.clientY - rect.top)

    def on_pointer_down(self, event):
        """A finger or a pen has no hover: the preview shows under it while it is down."""
        if event.pointerType != "mouse" and event.button == 0:
            self.pressed = self.cell_from_event(event)
            self.draw_board()

    def on_pointer_up(self, event):
        """A click, a tap or a pen: the primary button, released over a cell."""
        if event.button != 0:
            return
        self.pressed = None
        spot = self.cell_from_event(event)
        if spot is None:
            self.draw_board()   # released off the board: nothing played, the preview goes
            return
        self.click_cell(spot)

    def on_pointer_move(self, event):
        spot = self.cell_from_event(event)
        if event.pointerType != "mouse":
            # the preview follows a finger held down; none after a tap, which has no hover
            if self.pressed is not None and spot != self.pressed:
                self.pressed = spot
                self.draw_board()
        elif spot != self.hover:
            self.hover = spot
            self.draw_board()

    def on_pointer_leave(self, event):
        if self.hover is not None or self.pressed is not None:
            self.hover = self.pressed = None
            self.draw_board()

    def click_cell(self, spot):
        """A person acts on a cell; a refusal is marked on the board as well as said."""
        if not self.act(self.session.click, self.cell_name(spot)):
            self.refusals += 1
            self.refusal = (spot, 1)
            self.draw_board()
            asyncio.create_task(self.fade_refusal(spot, self.refusals))

    async def fade_refusal(self, spot, number):
        """The refused cell's mark fades and goes, leaving nothing behind; a
        newer refusal takes its place at once."""
        await asyncio.sleep(REFUSAL_SHOWN)
        for strength in REFUSAL_FADE + (0,):
            if self.refusals != number or self.refusal is None:
                return
            self.refusal = (spot, strength) if strength else None
            self.draw_board()
            if strength:
                await asyncio.sleep(REFUSAL_FADE_STEP)

    def on_focus(self, event):
        # a click or a tap focuses the board too, but only the keyboard wants a cursor
        if self.canvas.matches(":focus-visible"):
            self.place_cursor()

    def place_cursor(self):
        """The cursor where the player can act first, else on a1."""
        if self.cursor is None:
            rules = self.session.game.rules
            legal = self.session.game.legal_moves()
            number = rules.geometry.bit_index[rules.geometry.parse(legal[0])] if legal else 0
            self.cursor = (number % rules.width, number // rules.width)
        self.render()

    def on_blur(self, event):
        self.cursor = None
        self.render()

    def on_key(self, event):
        """Arrows move the cursor, Enter or Space acts on its cell, P passes, U undoes
        (P and U wherever they are on a Latin keyboard, whatever the layout)."""
        key = event.key
        if event.ctrlKey or event.metaKey or event.altKey:
            return
        if self.cursor is None and (key in KEYS_TO_STEPS or key in ("Enter", " ")):
            self.place_cursor()   # focused by a click, then the keyboard: show the cursor first
        elif key in KEYS_TO_STEPS:
            step = KEYS_TO_STEPS[key]
            if self.layout.flipped:   # arrows follow the screen, not the board's letters
                step = (-step[0], -step[1])
            rules = self.session.game.rules
            col = max(0, min(rules.width - 1, self.cursor[0] + step[0]))
            row = max(0, min(rules.height - 1, self.cursor[1] + step[1]))
            self.cursor = (col, row)
            name = self.cell_name(self.cursor)
            content = self.said.cell_words(name)
            self.announce([self.text("say.cursor", cell=name, content=content)])
            self.render()
        elif key in ("Enter", " "):
            self.click_cell(self.cursor)
        elif event.code == "KeyP":   # the physical key: "з" on a Russian layout
            self.act(self.session.pass_turn)
        elif event.code == "KeyU":
            self.on_undo(event)
        else:
            return
        event.preventDefault()   # no page scrolling under the arrows and the space bar

    def on_pass(self, event):
        self.act(self.session.pass_turn)

    def act(self, action, *args):
        """A person's sub-move or pass (refused or not), and what follows it;
        whether it was played."""
        made = len(self.session.game.history())
        if self.guide is None:
            self.followed = None   # a person here: this tab's bot answers, should the other tab be gone
        played = action(*args)
        if len(self.session.game.history()) > made and self.guide is None:
            self.played_here = True
        self.after_change()
        return played

    def on_undo(self, event):
        game = self.session.game
        self.session.undo()
        if self.session.game is not game:   # the game a load replaced is back: not news to announce
            self.spoken = len(self.session.game.history())
        self.after_change()

    def on_resign(self, event):
        """Resigning asks first (Escape or No keeps the game), and with several
        people at the board, which of them resigns."""
        session = self.session
        sides = session.resigners()
        chosen = session.human_side()
        for radio in document.querySelectorAll('#resign-form input[name="resigner"]'):
            radio.closest("label").hidden = radio.value not in sides
            radio.checked = radio.value == chosen
            if radio.value in sides:
                radio.nextElementSibling.textContent = self.said.side_name(radio.value)
        element("resign-which").hidden = len(sides) < 2
        self.show_resign_text()
        element("resign-dialog").showModal()
        # No is the safe default (not by autofocus, which a cross-origin embed refuses)
        element("resign-cancel").focus()

    def resigner(self):
        return document.querySelector('#resign-form input[name="resigner"]:checked').value

    def show_resign_text(self, event=None):
        """What resigning means for the side chosen: the end, or (three or more in) leaving."""
        session = self.session
        key = "resign.leaves" if len(session.game.inside) > 2 else "resign.text"
        element("resign-text").textContent = self.text(key, side=self.said.side_name(self.resigner()))

    def on_resign_submit(self, event):
        event.preventDefault()
        element("resign-dialog").close()
        self.session.resign(self.resigner())
        self.after_change()

    def on_review(self, event):
        """Back to the first move; the step buttons walk through the game from there."""
        self.on_step("first")
        element("next").focus()

    def sound_choice(self):
        """Sound is off until a person turns it on (then remembered), and always
        off in an embed, which has no switch for it: a blog's reader never hears
        a sound they cannot turn off there.  Off by default on the full page
        too: a page that beeps unasked is a surprise in a classroom or an office."""
        if embedded():
            return False
        return self.storage.get(SOUND_KEY) == "on"

    def on_sound(self, event):
        sound = self.sound
        sound.on = not sound.on
        self.storage.put(SOUND_KEY, "on" if sound.on else "off")
        sound.wake()   # this click is the gesture that lets the page make sound
        self.render_panel()

    def on_step(self, where):
        self.show_view(self.session.step, where)

    def show_view(self, step, *args):
        """Step back or forward through the game (``step`` is the Session's)."""
        step(*args)
        self.hint = []
        self.schedule_bot()   # back at the live game, the bot may be due
        self.render()
        self.moves.keep_in_view()

    def on_move_click(self, event):
        """A move in the list: the board right after it."""
        move = event.target.closest("[data-index]")
        if move is not None:
            self.show_view(self.session.show_at, int(move.dataset.index) + 1)

    def on_moves_key(self, event):
        """Enter or Space shows the move, the arrow keys step through the list,
        Home and End go to its ends."""
        if event.ctrlKey or event.metaKey or event.altKey:
            return
        if event.key in ("Enter", " "):
            self.on_move_click(event)
        elif event.key in MOVE_KEYS:
            self.on_step(MOVE_KEYS[event.key])
        else:
            return
        event.preventDefault()   # the list, not the page, moves
        stop = self.moves.tab_stop
        if stop is not None:
            stop[1].focus(NO_SCROLL)   # keep_in_view scrolled the list alone

    def on_ground(self, event):
        """Shade each side's secured ground on the board, or stop."""
        self.session.toggle_ground()
        self.render()

    def on_pause(self, event):
        self.paused = not self.paused
        self.after_change()

    def on_play_again(self, event):
        self.session.new_game()
        self.paused = False
        self.after_change()
        self.show_board()   # Play again has gone with the result: the new game has the keys

    def on_new(self, event):
        """The New game dialog, filled in with the game being played."""
        fields = element("new-game-form").elements
        settings = self.session.settings
        rules = settings.rules
        mode = "bot-" + settings.human if settings.mode == VS_BOT else settings.mode
        if mode == SEATS or rules.players > 2:
            mode = "bot-X"   # the classic and capture games' choices are for two
        self.check_radio("game", rules.game)
        self.check_radio("mode", mode)
        fields.namedItem("width").value = str(rules.width)
        fields.namedItem("height").value = str(rules.height)
        fields.namedItem("actions").value = str(rules.actions)
        fields.namedItem("last-mover-wins").checked = rules.last_mover_wins
        fields.namedItem("level").value = settings.level
        fields.namedItem("scoring").value = rules.scoring or MARKS
        fields.namedItem("start").value = EDGE if rules.starts == EDGE else link.CORNERS
        bases = rules.game == BASES
        fields.namedItem("players").value = str(rules.players if bases else 3)
        seats = settings.seats if bases else (PERSON,)
        for index, side in enumerate(SIDES):
            field = fields.namedItem("seat-" + side)
            if field is None:   # the form has a seat for each side up to its players' choice
                break
            # the seats of the game played; those it has not (more players): bots
            field.value = seats[index] if index < len(seats) else settings.level
        preset = link.preset_of(rules)
        fields.namedItem("shape").value = "full" if preset is None else preset.name
        element("new-game-error").textContent = ""
        element("new-game-dialog").showModal()
        self.draw_shape_picture()

    def draw_shape_picture(self, event=None):
        """The chosen preset's small picture (none for the whole rectangle), for
        the game and players chosen: their start cells."""
        fields = element("new-game-form").elements
        canvas = element("shape-picture")
        name = fields.namedItem("shape").value
        canvas.hidden = name == "full"
        if name == "full":
            return
        try:
            rules = self.shape_rules(fields, name, self.checked("game"), 3)   # any number: a picture
        except ValueError:   # a preset of another game: said on Start
            canvas.hidden = True
            return
        cell = 6
        ratio = window.devicePixelRatio or 1
        width, height = rules.width * cell + 4, rules.height * cell + 4
        canvas.style.width = "%dpx" % width
        canvas.style.height = "%dpx" % height
        canvas.width = int(width * ratio + 0.5)
        canvas.height = int(height * ratio + 0.5)
        context = canvas.getContext("2d")
        context.setTransform(ratio, 0, 0, ratio, 0, 0)
        pencil.draw(context, thumbnail(rules, cell))

    def shape_rules(self, fields, name, game, actions, **options):
        """Rules on the preset ``name`` for the game and players the form names."""
        shape = SHAPES[name]
        if shape.games and game not in shape.games:
            raise ValueError(self.text("new.shape-game"))
        if game == BASES:
            options.setdefault("players", int(fields.namedItem("players").value))
        return rules_for(name, game=game, actions=actions, **options)

    def check_radio(self, name, value):
        for radio in document.querySelectorAll('#new-game-form input[name="%s"]' % name):
            radio.checked = radio.value == value

    def checked(self, name):
        return document.querySelector('#new-game-form input[name="%s"]:checked' % name).value

    def on_new_game_submit(self, event):
        event.preventDefault()
        try:
            settings = self.new_game_settings(element("new-game-form").elements)
        except ValueError as error:
            element("new-game-error").textContent = str(error)
            return
        element("new-game-dialog").close()
        self.session.new_game(settings)
        self.paused = False
        self.after_change()
        self.show_board()

    def new_game_settings(self, fields):
        """The Settings the dialog's fields ask for (only the chosen game's fields
        are shown and read); ValueError in the page's language."""
        game = self.checked("game")
        actions = self.form_number(fields, "actions", SYSTEMS[game].WORDS["actions"], MIN_ACTIONS, MAX_ACTIONS)
        options = {}
        if game == BASES:
            options["players"] = int(fields.namedItem("players").value)
            if fields.namedItem("start").value == EDGE:
                options["starts"] = EDGE
        elif game == CAPTURE:
            options["scoring"] = fields.namedItem("scoring").value
        else:
            options["last_mover_wins"] = bool(fields.namedItem("last-mover-wins").checked)
        shape = fields.namedItem("shape").value
        if shape == "full":
            width = self.form_number(fields, "width", "new.width", MIN_SIZE, MAX_SIZE)
            height = self.form_number(fields, "height", "new.height", MIN_SIZE, MAX_SIZE)
            rules = Rules(width, height, actions, game=game, **options)
        else:   # a preset: its size, holes and fair start cells (or any edge cell, if chosen)
            starts = options.pop("starts", None)
            rules = self.shape_rules(fields, shape, game, actions, **options)
            if starts is not None:
                rules = Rules(rules.width, rules.height, actions, starts, game=game, holes=rules.holes,
                              **options)
        if game == BASES:
            return Settings(rules=rules, seats=[fields.namedItem("seat-" + side).value
                                                for side in rules.sides])
        mode = self.checked("mode")
        level = fields.namedItem("level").value
        if mode.startswith("bot-"):
            return Settings(VS_BOT, mode[-1], rules, level)
        return Settings(mode, "X", rules, level)

    def show_board(self):
        """The board in view and focused, not the button that opened a dialog: on a
        phone that button is below the board, and the new game would start out of sight."""
        self.canvas.focus(NO_SCROLL)
        element("board-wrap").scrollIntoView(NEAREST)

    def form_number(self, fields, name, label, low, high):
        """A whole number from the form, else ValueError in the page's language."""
        value = fields.namedItem(name).value.strip()
        field = self.text(label)
        if not value.isdigit():
            raise ValueError(self.text("error.whole-number", field=field))
        if not low <= int(value) <= high:
            raise ValueError(self.text("error.range", field=field, low=low, high=high))
        return int(value)

    def on_hint(self, event):
        asyncio.create_task(self.show_hint())

    async def show_hint(self):
        """Ask the bot which turn it would play for the person, and mark it."""
        session = self.session
        job = self.current_job()
        session.say("hint.looking")
        self.render_panel()
        try:
            answer = await self.bots.choose(session.game.record(), HINT_LEVEL,
                                            int(js.Math.random() * 1e9), TIME_LIMITS[HINT_LEVEL])
        except Exception as error:
            answer = None
            session.say("hint.none", error=reason(error))
        if self.current_job() != job:
            return   # the person moved meanwhile: the hint is for another position
        if answer:
            self.hint = [] if answer == "pass" else answer.split("-")
            if answer == "pass":
                session.say("hint.pass")
            else:
                session.say("hint.turn", turn=answer)
        self.render()

    def on_copy(self, event):
        asyncio.create_task(self.copy_record())

    async def copy_record(self):
        words = self.session.game.record()
        try:
            await window.navigator.clipboard.writeText(words)
            self.session.say("copy.done" if words else "copy.empty")
        except Exception:
            window.getSelection().selectAllChildren(element("record"))
            self.session.say("copy.refused")
        self.render_panel()

    def on_load(self, event):
        element("load-error").textContent = ""
        element("load-text").value = ""
        element("load-dialog").showModal()

    def on_load_submit(self, event):
        event.preventDefault()
        try:
            self.session.load_record(element("load-text").value)
        except RecordError as error:
            element("load-error").textContent = self.text("load.error", error=error)
            return
        element("load-dialog").close()
        self.spoken = len(self.session.game.history())
        self.session.say("load.done")
        self.after_change()

    def after_change(self):
        """After every action: announce it, save the game, let the bot move, draw."""
        self.hint = []
        self.refusal = None   # a refused click was about the position before
        self.record_change()
        self.schedule_bot()   # first, so the status shows at once that the bot thinks
        self.want_full_bot()
        self.render()

    def record_change(self):
        """New actions in the history: say them, sound them, and if they ended
        the game, make the end an event (once: a game opened finished is not)."""
        session = self.session
        history = session.game.history()
        if len(history) > self.spoken:
            said = self.said.spoken(self.spoken)
            for kind in session.kinds(self.spoken):
                if kind in ("place", "kill"):
                    self.sound.play(kind)
            if session.game.result is not None:
                said.append(self.text("say.end", headline=self.said.headline()))
                self.game_over()
            self.announce(said)
        self.spoken = len(history)
        self.save()

    def game_over(self):
        """A move made here ended the game: count it, sound it, offer Play again."""
        session = self.session
        counted = session.tally_outcome()
        if counted:
            # read afresh: another tab may have counted a game meanwhile
            key = tally.key(session.game.rules.game)
            results = self.tallies[key] = tally.read(self.storage.get(key))
            tally.add(results, session.settings.level, counted)
            self.storage.put(key, tally.write(results))
        outcome = session.outcome()
        self.sound.play(outcome if outcome in ("won", "lost") else "end")
        self.focus_play_again = self.playing_by_keyboard()

    def playing_by_keyboard(self):
        """Whether focus should move to Play again at the end: only from the board
        with its keyboard cursor, or from a button the end takes away (Pass, the
        resign dialog's return to Resign).  A mouse or a finger on the board keeps
        its place, and a page without the focus (an embed while its reader is
        elsewhere on the blog) never takes it."""
        focused = _focused_id()
        if focused == "board":
            return self.cursor is not None
        return focused in ("pass", "resign", "hint")

    def announce(self, lines):
        """Words for screen readers, in the live region beside the status."""
        element("announce").textContent = " ".join(lines)

    # --- the first-game guide ---------------------------------------------------------------

    def offer_guide(self):
        """Offered once, to a first-time visitor of the full page (never in an
        embed, nor where nothing can be remembered), when the classic game it
        teaches is the one played (a link to another game keeps it for later)."""
        if embedded() or not self.storage.available or self.storage.get(GUIDE_SEEN_KEY):
            return
        if self.session.game.rules.game != DEFAULT_GAME:   # the game the guide teaches
            return
        self.storage.put(GUIDE_SEEN_KEY, "offered")
        element("guide-offer").hidden = False

    def hide_guide_offer(self):
        """Answered (playing is no answer: the controls never jump under a finger)."""
        element("guide-offer").hidden = True

    def on_guide_start(self, event):
        """The guide on the board in place of the person's game, which waits
        untouched (and unsaved over) until it ends."""
        from game.web.guide import Guide   # imported when wanted: most visits never open it
        self.hide_guide_offer()
        self.storage.put(GUIDE_SEEN_KEY, "opened")
        if self.guide is not None:
            return
        home = self.session
        followed = self.followed == self.current_job()
        home.set_aside()   # the bot's answer on its way, if any, is asked again after
        if followed:
            self.followed = self.current_job()
        self.home = (home, self.spoken)
        self.guide = self.session = Guide()
        self.spoken = 0
        self.hover = self.cursor = None
        document.documentElement.classList.add("guiding")
        self.after_change()
        element("guide-title").focus()

    def on_guide_next(self, event):
        """Next (the step is done) or Skip: the next step, or the end after the last."""
        if self.guide.next():
            self.after_change()
        else:
            self.end_guide()

    def end_guide(self):
        """The person's game back, exactly as it was left."""
        if self.guide is None:
            return
        self.session, self.spoken = self.home
        self.guide = self.home = None
        self.hover = self.cursor = None
        document.documentElement.classList.remove("guiding")
        element("guide").hidden = True
        self.follow_saved()   # another tab may have changed it meanwhile
        self.after_change()
        self.canvas.focus(NO_SCROLL)

    def render_guide(self):
        """The step's title, words and buttons (Skip until it is done, then Next)."""
        guide = self.guide
        text = self.text
        element("guide").hidden = False
        self.set_words("guide-title", text("guide.title", number=guide.number + 1, total=guide.total))
        self.set_words("guide-text", text(guide.step.words))
        self.set_words("guide-next", text("guide.finish" if guide.last else "guide.next"))
        element("guide-next").hidden = not guide.passed
        element("guide-skip").hidden = guide.passed

    def set_words(self, name, words):
        """Only a change, so a screen reader hears the words once."""
        node = element(name)
        if node.textContent != words:
            node.textContent = words

    # --- the bot --------------------------------------------------------------------------

    def on_bots_change(self):
        """A bot worker came up or failed: show it and let the bot move.  Once
        the first has settled, cache the game for offline play (whether or not
        a bot could start: two people can still play)."""
        stages = self.bots
        root = document.documentElement.dataset
        root.botStage = stages.stage or ""
        root.botFailed = " ".join(stages.failed)
        for stage, ready_ms in stages.ready_ms.items():   # for make bench-page
            root[stage + "BotMs"] = str(ready_ms)
        self.after_change()
        if not self.offline_cache:
            self.offline_cache = True
            asyncio.create_task(self.install_offline_cache())
        if FULL in stages.ready:
            self.cache_full_stage()

    def want_full_bot(self):
        """The full-strength bot loads once a person has played here and a turn is
        over with nothing for the bot to do: not before the first answer, which
        it would slow down on a slow link — unless the quick bot failed."""
        game = self.session.game
        idle = game.position.at_turn_start() and not self.session.bot_to_move()
        if self.played_here and game.result is None and (idle or QUICK in self.bots.failed):
            self.bots.want_full()

    async def install_offline_cache(self):
        """Once the game runs, cache it all for offline play (sw.js); online play
        goes on without it where the browser refuses."""
        workers = window.navigator.serviceWorker
        if not workers:
            return
        try:
            # updateViaCache "none": look past the HTTP cache at sw.js and files.js
            # too, where a new runtime shows itself
            await workers.register(SERVICE_WORKER, js.JSON.parse('{"updateViaCache": "none"}'))
        except Exception as error:
            js.console.warn("Virus War works online only here: %s" % error)
        _note_update(element("updated"))

    def cache_full_stage(self):
        """The full bot is up: ask sw.js to keep whatever of its runtime did not
        pass through it (once; it is not cached before a person wants it)."""
        if not self.full_stage_cached:
            self.full_stage_cached = True
            _ask_offline_cache("cache-full-stage")

    @property
    def said(self):
        """The words of the session shown (the person's, or the guide's), in the page's language."""
        return Status(self.session, self.text)

    def current_job(self):
        # the session too: the guide's game is another, whatever its counts
        return (self.session, self.session.generation, len(self.session.game.history()))

    @property
    def thinking(self):
        """The bot is working on the position on the board (not a stale one); a
        paused demo's bot is not: its answer is set aside, Resume asks again."""
        return self.session.bot_to_move() and self.bot_job == self.current_job() and not self.paused

    def schedule_bot(self):
        session = self.session
        if not session.bot_may_move() or self.paused or self.bots.stage is None:
            return
        job = self.current_job()
        if self.bot_job == job or self.bot_failed_on == job or self.followed == job:
            return
        self.bot_job = job
        asyncio.create_task(self.bot_turn(job))

    async def bot_turn(self, job):
        session = self.session
        self.render_panel()
        level = session.settings.bot_level(session.game.turn)
        started = js.performance.now()
        stage = self.bots.stage
        try:
            answer = await self.bots.choose(session.game.record(), level,
                                            int(js.Math.random() * 1e9), TIME_LIMITS[level])
            self.bot_answers.push(to_js([stage, js.performance.now() - started]))
        except Exception as error:
            answer = None
            self.bot_failed_on = job
            session.say("status.bot-failed", error=reason(error))
        if self.current_job() != job:
            return   # the game moved on (undo, new game) while the bot thought
        step = BOT_STEP if session.settings.people() else DEMO_STEP
        if self.paused:
            answer = None   # the board stands still from the pause on: Resume asks the bot again
        if answer == "pass":
            session.play_bot_turn(answer)
        elif answer:
            cells = answer.split("-")
            for index, cell in enumerate(cells):
                session.play_bot_cell(cell)
                job = self.bot_job = self.current_job()
                if index + 1 < len(cells):
                    self.save()   # the turn is said in words once it is all on the board
                else:
                    self.record_change()
                self.render()
                await asyncio.sleep(step)
                if self.current_job() != job:
                    return
                if self.paused:
                    break   # the rest of the turn too, once Resume asks for it
        self.bot_job = None
        self.after_change()


Page().start()
