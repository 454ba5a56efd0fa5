"""localStorage, or nothing where the browser refuses it (some iframes, private
modes, a full disk).  What is kept under which key: game/web/keeping/address.py."""

import js

from game.web.keeping import saves

TOO_LONG = object()   # Storage.get's answer for a text left in JavaScript


class Storage:
    """Every access goes through JavaScript's try/catch: MicroPython cannot
    catch what a browser method throws."""

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
        self._keys = js.Function.new("prefix", "try { return Object.keys(localStorage).filter("
                                     "key => key.startsWith(prefix)); } catch (e) { return []; }")
        self.available = bool(js.Function.new("try { return !!localStorage; } catch (e) { return false; }")())

    def get(self, key):
        """The text kept under ``key``; None, or TOO_LONG (left unread) for one
        longer than any save."""
        text = self._get(key, saves.MAX_SAVE_LENGTH)
        return TOO_LONG if text is False else text

    def put(self, key, text):
        """False where the browser refused to keep it."""
        return bool(self._put(key, text))

    def remove(self, key):
        self._remove(key)

    def keys(self, prefix):
        """The keys that start with ``prefix``."""
        found = self._keys(prefix)
        return [found[index] for index in range(found.length)]

    def keep_aside(self, key):
        """Copy what ``key`` holds to a key of its own; False where it could not be."""
        return bool(self._keep_aside(key))
