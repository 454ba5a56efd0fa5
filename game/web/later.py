"""The page's parts its first board does without (game/web/later_parts.py), loaded
the first time one of their buttons is clicked: their archive unpacked, their
modules imported, the parts built (by the page) and wired, and that click given
to them again.

On a phone's first visit the board comes before them: some 21 KB fewer on the
wire and New game's seats and fields (some 0.3 s on a phone's processor) not
built before the board (python -m game.tools.benches.page_trace).  The service
worker (sw.js) caches their archive with the page's, so they work offline too.
"""

import asyncio

import js

from game.web.bot.workers_view import reason
from game.web.dom import element
from game.web.play.session import Said

ARCHIVE = "./assets/bundle/page-later.tar.gz"
# the buttons that open a part of game/web/later_parts.py
OPENERS = ("new", "result-new", "send-turn", "embed", "save-image", "save-replay", "print")


class Later:
    def __init__(self, state, build):
        self.state = state
        self.build = build   # the page's: the parts, once their modules are here
        self.loading = None   # the task that loads the parts, once one is asked for
        self.wiring = None

    def wire(self, wiring):
        self.wiring = wiring
        for name in OPENERS:
            wiring.click(name, lambda event, name=name: self.asked(name))

    def asked(self, name):
        """A click on an opener before its part is here: the parts are loaded,
        then the click is theirs (their own handlers take every later click)."""
        if self.loading is None:
            self.loading = asyncio.create_task(self.load(name))

    async def load(self, name):
        try:
            await js.unpackPageArchive(ARCHIVE)   # into MicroPython's files (assets/page-files.js)
        except Exception as error:   # offline before the cache had it, a line cut
            self.loading = None   # the next click asks again
            # said where the game's status goes, named by the button's own words
            self.state.session.say("later.failed", part=Said(element(name).dataset.text), error=reason(error))
            self.state.changed("panel")
            return
        for part in self.build():
            part.wire(self.wiring)
        element(name).click()
