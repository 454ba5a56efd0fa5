"""The page's few ways into the DOM: elements by id, the embed's flag, the
focus, words set only when they change, and event handlers kept alive."""

import js
from pyscript import document
from pyscript.ffi import create_proxy

NO_SCROLL = js.JSON.parse('{"preventScroll": true}')
NEAREST = js.JSON.parse('{"block": "nearest"}')

# The id of the element with the focus, "" for none, null where the page itself is not focused.
_focused_id = js.Function.new("return document.hasFocus() ? (document.activeElement || {}).id || '' : null;")


def element(name):
    return document.getElementById(name)


def embedded():
    """Whether the page is an embed (index.html?embed, set before Python starts)."""
    return document.documentElement.classList.contains("embed")


def focused_id():
    return _focused_id()


def set_words(name, words):
    """Only a change, so a screen reader hears the words once."""
    node = element(name)
    if node.textContent != words:
        node.textContent = words


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
