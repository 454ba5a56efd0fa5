"""The page's language: the one chosen here before, else the browser's, and
every marked element of index.html in it.

The English words come in the page's archive; each other language's in an
archive of its own (game/tools/build/bundle.py), unpacked before the page
is built when the page starts in it (the link's language, else the one
chosen here before, else the browser's): index.html's first script asks for
it with the page's archive where it guesses so, and fetch_for_start() where
that guess missed, so that it comes while the page's modules are imported.  A page that switches to it later waits for it
in its own language, and says so if it cannot come.  A reader in English
downloads none of it (python -m game.tools.benches.page)."""

import asyncio

import js
from js import window
from pyscript import document

from game.web.bot.workers_view import reason
from game.web.dom import element
from game.web.keeping import link
from game.web.keeping.address import LANGUAGE_KEY
from game.web.words import DEFAULT_LANGUAGE, LANGUAGES, Strings, available, browser_language

# a language's words beyond English: its archive (sw.js keeps it for offline play)
ARCHIVES = {"ru": "./assets/bundle/page-ru.tar.gz"}
NAMES = {"en": "language.en", "ru": "language.ru"}   # each language's name, in its own words


def chosen(storage):
    """The language the person chose here before, else the browser's."""
    language = storage.get(LANGUAGE_KEY)
    if language in LANGUAGES:
        return language
    preferred = window.navigator.languages
    return browser_language([preferred[index] for index in range(preferred.length)])


def starting(storage):
    """The language the page is built in: the one chosen (chosen()) if its words
    are here, else English (their archive did not come: switch() says why)."""
    language = chosen(storage)
    return language if available(language) else DEFAULT_LANGUAGE


def fetch_for_start(storage, params):
    """The archive of the words the page starts in (the link's ``params`` name,
    else the one chosen here before, else the browser's), asked for now if they
    are not here: a promise of its unpacking, else None."""
    language = link.language(params) or chosen(storage)
    return None if available(language) else js.unpackPageArchive(ARCHIVES[language])


def switch(state, language):
    """The page in ``language``: its words for the parts (``state.text``) and
    index.html's, at once if they are here, else once their archive has come
    (the page asks for its drawing then: state.changed).  Whether it is done now."""
    if available(language):
        state.text = Strings(language)
        apply(state.text)
        return True

    def come():
        switch(state, language)
        state.changed("words", "board", "panel")

    def lost(error):   # offline before the cache had it, a line cut
        element("language").value = state.text.language   # the choice is not made
        state.session.say("language.failed", language=state.text(NAMES[language]), error=error)
        state.changed("panel")

    asyncio.create_task(_once_here(language, come, lost))
    return False


def strings_or_later(language, then, lost):
    """``language``'s words if they are here; else None, and ``then()`` once
    their archive has come, ``lost(why)`` if it cannot."""
    if available(language):
        return Strings(language)
    asyncio.create_task(_once_here(language, then, lost))
    return None


async def _once_here(language, then, lost):
    """``then()`` once the archive of ``language``'s words is unpacked, else ``lost(why)``."""
    try:
        await js.unpackPageArchive(ARCHIVES[language])
    except Exception as error:
        lost(reason(error))
        return
    if available(language):
        then()


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
