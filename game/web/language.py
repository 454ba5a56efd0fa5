"""The page's language: the one chosen here before, else the browser's, and
every marked element of index.html in it."""

from js import window
from pyscript import document

from game.web.dom import element
from game.web.keeping.address import LANGUAGE_KEY
from game.web.words import LANGUAGES, Strings, browser_language


def chosen(storage):
    """The language the person chose here before, else the browser's."""
    language = storage.get(LANGUAGE_KEY)
    if language in LANGUAGES:
        return language
    preferred = window.navigator.languages
    return browser_language([preferred[index] for index in range(preferred.length)])


def switch(state, language):
    """The page in ``language``: its words for the parts (``state.text``) and index.html's."""
    state.text = Strings(language)
    apply(state.text)


def remember(storage, language):
    storage.put(LANGUAGE_KEY, language)


def apply(text):
    """Every marked element of index.html in the language of ``text``, in an
    embed in its shorter words where it has some (data-short: its one row of
    controls fits 280 px in Russian too); the screen reader's live region
    emptied when the language changes, since its last words (a sub-move, the
    cell under the cursor) were in the other one."""
    if document.documentElement.lang != text.language:
        element("announce").textContent = ""
    document.documentElement.lang = text.language   # the tab's title follows in Panel.render
    element("language").value = text.language
    embed = document.documentElement.classList.contains("embed")
    for node in document.querySelectorAll("[data-text]"):
        short = node.getAttribute("data-short") if embed else None
        node.textContent = text(short or node.dataset.text)
    for node in document.querySelectorAll("[data-label]"):
        node.setAttribute("aria-label", text(node.dataset.label))
        node.setAttribute("title", text(node.dataset.label))
