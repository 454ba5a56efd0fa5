"""The first-game guide on the page: offered once, shown on the board in place
of the person's game (which waits untouched), step by step (game/web/views/guide.py)."""

from game.rules import DEFAULT_GAME
from game.web.dom import element, embedded, set_words
from game.web.play.state import GUIDE
from game.web.keeping.address import GUIDE_SEEN_KEY

# The game the guide teaches: its steps' records name no other (game/web/views/guide.py).
TAUGHT = DEFAULT_GAME


class GuideView:
    def __init__(self, state, storage, aside):
        self.state = state
        self.storage = storage
        self.aside = aside       # the person's game waits there (game/web/views/aside_view.py)
        self.guide = None   # the guide's session (game/web/views/guide.py), while it is open

    def wire(self, wiring):
        wiring.click("guide-start", self.on_start)
        wiring.click("guide-offer-yes", self.on_start)
        wiring.click("guide-offer-no", lambda event: self.hide_offer())
        wiring.click("guide-next", self.on_next)
        wiring.click("guide-skip", self.on_next)
        wiring.click("guide-close", lambda event: self.end())

    def offer(self):
        """Offered once, to a first-time visitor of the full page (never in an
        embed, nor where nothing can be remembered), when the classic game it
        teaches is the one played (a link to another game keeps it for later)."""
        storage = self.storage
        if embedded() or not storage.available or storage.get(GUIDE_SEEN_KEY):
            return
        if self.state.session.game.rules.game != TAUGHT:
            return
        storage.put(GUIDE_SEEN_KEY, "offered")
        element("guide-offer").hidden = False

    def hide_offer(self):
        """Answered, or a game played to its end or a second started: whoever
        has played one needs no offer (a sub-move is no answer: the controls
        never jump under a finger mid-game). Never back: it was offered once."""
        element("guide-offer").hidden = True

    def on_start(self, event):
        """The guide on the board in place of the person's game, which waits
        untouched (and unsaved over) until it ends."""
        from game.web.views.guide import Guide   # imported when wanted: most visits never open it
        self.hide_offer()
        self.storage.put(GUIDE_SEEN_KEY, "opened")
        if self.guide is not None:
            return
        self.guide = Guide()
        self.aside.take(GUIDE, self.guide, 0)
        element("guide-title").focus()

    def on_next(self, event):
        """Next (the step is done) or Skip: the next step, or the end after the last."""
        if self.guide.next():
            self.state.changed("game", "board", "panel")
        else:
            self.end()

    def end(self):
        """The person's game back, exactly as it was left."""
        if self.guide is None:
            return
        self.guide = None
        element("guide").hidden = True
        self.aside.give_back()

    def render(self):
        """The step's title, words and buttons (Skip until it is done, then Next), while it is open."""
        guide = self.guide
        if guide is None:
            return
        text = self.state.text
        element("guide").hidden = False
        set_words("guide-title", text("guide.title", number=guide.number + 1, total=guide.total))
        set_words("guide-text", text(guide.step.words))
        set_words("guide-next", text("guide.finish" if guide.last else "guide.next"))
        element("guide-next").hidden = not guide.passed
        element("guide-skip").hidden = guide.passed
