"""The page's few ways into the DOM: elements by id, the embed's flag, the
focus, words set only when they change, what a part wrote last (to write
only what changed), and event handlers kept alive.  Each of these is a call
from MicroPython into JavaScript, some tens of microseconds: a redraw of a
game of 30 making one per value would make several hundred."""

import js
from pyscript import document
from pyscript.ffi import create_proxy

NO_SCROLL = js.JSON.parse('{"preventScroll": true}')
NEAREST = js.JSON.parse('{"block": "nearest"}')
CENTRE = js.JSON.parse('{"block": "center"}')

# The id of the element with the focus, "" for none, null where the page itself is not focused.
_focused_id = js.Function.new("return document.hasFocus() ? (document.activeElement || {}).id || '' : null;")


# A promise kept by a task of its own: the browser may draw before it
_next_task = js.Function.new("return new Promise(done => setTimeout(done, 0));")


def next_task():
    """Awaited, what follows runs in a task of its own, after the browser has
    had its turn to draw (MicroPython's asyncio.sleep(0) runs on in the same task)."""
    return _next_task()


# ``callback`` (a proxy kept alive) in a task of its own once the next frame is drawn
after_frame = js.Function.new("callback", "requestAnimationFrame(() => setTimeout(callback, 0));")


_elements = {}   # id -> its element: the page's elements with ids stay for its life


def element(name):
    found = _elements.get(name)
    if found is None:
        found = document.getElementById(name)
        if found is not None:
            _elements[name] = found
    return found


_embedded = []   # whether the page is an embed, once asked: it never changes


def embedded():
    """Whether the page is an embed (index.html?embed, set before Python starts)."""
    if not _embedded:
        _embedded.append(bool(document.documentElement.classList.contains("embed")))
    return _embedded[0]


# ms since 1970 as text: MicroPython takes a JavaScript number past 2**31 as a wrapped small int
_now = js.Function.new("return String(Date.now());")


def now():
    """Milliseconds since 1970, as the browser's clock says."""
    return int(_now())


def focused_id():
    return _focused_id()


def announce(lines):
    """Words for screen readers, in the live region beside the status."""
    element("announce").textContent = " ".join(lines)


async def copy_box(box):
    """The text in ``box`` (an input or a textarea) onto the clipboard: True,
    else (the clipboard closed to the page) False with the text selected, to
    copy by hand."""
    try:
        await js.navigator.clipboard.writeText(box.value)
        return True
    except Exception:
        box.select()
        return False


def set_words(name, words):
    """Only a change, so a screen reader hears the words once."""
    node = element(name)
    if node.textContent != words:
        node.textContent = words


class Written:
    """What a part of the page last wrote, by a key of its own: it writes a
    value again only once it changed (the panel and the board are written on
    every redraw, a sub-move's or a pointer's move)."""

    def __init__(self):
        self.last = {}

    def changed(self, key, value):
        """Whether ``value`` is new under ``key`` (then it is the last written)."""
        if key in self.last and self.last[key] == value:
            return False
        self.last[key] = value
        return True


def new_words(text, tag, key):
    """A new <tag data-text=key> with its words (apply_language changes them with the language)."""
    node = document.createElement(tag)
    node.dataset.text = key
    node.textContent = text(key)
    return node


class Wiring:
    """Event handlers, each kept alive (a proxy) as long as the page."""

    def __init__(self):
        self._kept = []

    def on(self, target, event, handler, capture=False):
        proxy = create_proxy(handler)
        self._kept.append(proxy)
        target.addEventListener(event, proxy, capture)

    def click(self, name, handler):
        self.on(element(name), "click", handler)

    def observe_size(self, node, handler):
        """``handler()`` whenever ``node`` changes size."""
        observer = js.ResizeObserver.new(create_proxy(lambda entries, observer: handler()))
        observer.observe(node)
        self._kept.append(observer)
