"""Send your turn, in a game with friends far away: the game as a link whose
game is all in the hash, the part of an address no server is sent — its id,
its rules and its record (game/web/keeping/link.py's sent) — to copy, to hand
to the phone's share sheet, or to show as a QR code to a phone in the same
room (the pinned qrcode-generator, from the offline cache: drawn offline
too).  The friend who opens it plays their turn and sends it back the same
way (game/web/keeping/by_link.py)."""

import asyncio

import js
from js import window

from game.web.bot.workers_view import reason
from game.web.dom import copy_box, element, set_words
from game.web.keeping import link
from game.web.keeping.address import params_text

# The QR code's module, asked for only when a turn is sent: its SVG for a text.
# The most bytes a QR code holds (version 40, the lowest error correction, bytes):
# a longer game goes by link alone.
QR_BYTES = 2953
# (import() here resolves against the interpreter's module: the page's address is named)
_qr_svg = js.Function.new("text", "return import(new URL('assets/runtime/qrcode/qrcode.mjs', document.baseURI))"
                          ".then(({default: qrcode}) => {"
                          " const qr = qrcode(0, 'L'); qr.addData(text); qr.make();"
                          " return qr.createSvgTag({cellSize: 4, margin: 4, scalable: true}); })")


class SendDialog:
    def __init__(self, state, keeper):
        self.state = state
        self.keeper = keeper     # the game's id
        self.dialog = element("send-dialog")

    def wire(self, wiring):
        wiring.click("send-turn", self.open)
        wiring.click("send-copy", lambda event: asyncio.create_task(self.copy()))
        wiring.click("send-share", lambda event: asyncio.create_task(self.share()))

    def url(self):
        session = self.state.session
        pairs = link.sent(session.settings, self.keeper.kept.id, session.game)
        return window.location.origin + window.location.pathname + "#" + params_text(pairs)

    def open(self, event):
        state = self.state
        session = state.session
        game = session.game
        url = element("send-link").value = self.url()
        if game.result is None:
            words = state.text("send.words", side=state.said.side_name(game.turn))
        else:
            words = state.text("send.over")
        set_words("send-words", words)
        set_words("send-said", "")
        element("send-share").hidden = not hasattr(window.navigator, "share")
        element("send-qr").replaceChildren()
        self.dialog.showModal()
        asyncio.create_task(self.draw_qr(url))

    async def draw_qr(self, url):
        text = self.state.text
        if len(url.encode()) > QR_BYTES:
            set_words("send-qr-said", text("send.qr-too-long"))
            return
        try:
            svg = await _qr_svg(url)
        except Exception as error:
            set_words("send-qr-said", text("send.qr-failed", error=reason(error)))
            return
        if element("send-link").value == url:   # not sent again meanwhile
            element("send-qr").innerHTML = svg
            set_words("send-qr-said", text("send.qr"))

    async def copy(self):
        copied = await copy_box(element("send-link"))
        set_words("send-said", self.state.text("send.copied" if copied else "send.copy-refused"))

    async def share(self):
        """The phone's share sheet, with the link; a share cancelled says nothing."""
        text = self.state.text
        try:
            await window.navigator.share(js.Object.fromEntries(js.Array.of(
                js.Array.of("title", text("send.title")), js.Array.of("url", element("send-link").value))))
        except Exception:
            pass
