"""The game cached for offline play by the service worker (sw.js), once it
runs, and the note that this visit began with a new version."""

import js
from js import window

SERVICE_WORKER = "./sw.js"

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


async def install(note):
    """Cache it all for offline play (sw.js); online play goes on without it
    where the browser refuses.  ``note`` shows if this visit runs a new version.
    Whether it is done (or cannot be here): False where the browser refused
    or sw.js could not come, to be asked again."""
    workers = window.navigator.serviceWorker
    if not workers:
        return True
    try:
        # updateViaCache "none": look past the HTTP cache at sw.js and files.js
        # too, where a new runtime shows itself
        await workers.register(SERVICE_WORKER, js.JSON.parse('{"updateViaCache": "none"}'))
    except Exception as error:
        js.console.warn("Virus War works online only here: %s" % error)
        return False
    _note_update(note)
    return True


def cache_full_stage():
    """Ask sw.js to keep whatever of the full bot's runtime did not pass through it."""
    _ask_offline_cache("cache-full-stage")
