"""Web Locks (navigator.locks): one tab of a game plays the bot's turns, and
each embed of a post on a page takes a place of its own.

Web Locks rather than BroadcastChannel: a lock is the browser's to release
when its tab closes, crashes or navigates away, so the next tab waiting for it
gets it with no message that could be lost and no timeout to guess; every
engine the page runs in has them (Chromium 69, Firefox 96, Safari 15.4) where
the page is a secure context.  Where there are none (plain http on a host's
own name), ``hold`` says so and the callers keep to what a tab alone can do.
"""

import js
from pyscript.ffi import create_proxy

# granted(true | false): the lock is held, or (if_available) another has it; the
# answer is a function that releases it, or gives up waiting for it; null where
# the browser has no locks
_request = js.Function.new("name", "ifAvailable", "granted", """
    if (!(window.isSecureContext && navigator.locks && navigator.locks.request)) return null;
    let release, done = false;
    const held = new Promise(resolve => { release = resolve; });
    const control = new AbortController();
    const options = ifAvailable ? {ifAvailable: true} : {signal: control.signal};
    navigator.locks.request(name, options, lock => {
        if (done) return undefined;
        granted(lock !== null);
        return lock ? held : undefined;
    }).catch(() => {});
    return () => { done = true; control.abort(); release(); };
""")


class Lock:
    """One lock, held or waited for, until ``release``."""

    def __init__(self):
        self._release = None
        self._granted = None

    def hold(self, name, granted, if_available=False):
        """Ask for the lock ``name``; ``granted(held)`` once the browser answers.
        False where the browser has no locks."""
        self.release()
        self._granted = create_proxy(lambda held: granted(bool(held)))
        self._release = _request(name, if_available, self._granted)
        return self._release is not None

    def release(self):
        if self._release is not None:
            self._release()
        self._release = None
