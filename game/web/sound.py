"""Optional sounds for a placement, a kill and the end of a game (page only).

Synthesized with Web Audio, a short oscillator note at a time: no sound
files, nothing loaded.  Browsers let a page start audio only from a person's
gesture, so the AudioContext is made at the first gesture after sound is on
(wake), never at the page's start.  Every browser call goes through a
JavaScript try/catch: MicroPython cannot catch what a browser method throws.
"""

import js
from pyscript import document

from game.web.dom import embedded
from game.web.keeping.address import SOUND_KEY

# Each note: (delay s, frequency Hz at the start, at the end, length s, wave, volume).
NOTES = {
    "place": ((0, 660, 880, 0.07, "sine", 0.25),),                           # a light tick up
    "kill": ((0, 320, 70, 0.18, "square", 0.12),),                           # a buzz falling away
    "won": ((0, 523, 523, 0.12, "triangle", 0.3), (0.12, 659, 659, 0.12, "triangle", 0.3),
            (0.24, 784, 784, 0.3, "triangle", 0.3)),                         # C-E-G up
    "lost": ((0, 392, 392, 0.15, "triangle", 0.3), (0.15, 330, 330, 0.15, "triangle", 0.3),
             (0.3, 262, 250, 0.35, "triangle", 0.3)),                        # G-E-C down
    "end": ((0, 440, 440, 0.15, "triangle", 0.3), (0.15, 440, 440, 0.3, "triangle", 0.3)),
}


def chosen(storage):
    """Sound is off until a person turns it on (then remembered), and always
    off in an embed, which has no switch for it: a blog's reader never hears
    a sound they cannot turn off there.  Off by default on the full page
    too: a page that beeps unasked is a surprise in a classroom or an office."""
    if embedded():
        return False
    return storage.get(SOUND_KEY) == "on"


def remember(storage, on):
    storage.put(SOUND_KEY, "on" if on else "off")


_new_context = js.Function.new("""try {
    const Context = window.AudioContext || window.webkitAudioContext;
    return Context ? new Context() : null;
} catch (e) { return null; }""")
_resume = js.Function.new("context", "try { if (context.state !== 'running') context.resume(); }"
                          " catch (e) {}")
_note = js.Function.new("context", "delay", "start", "end", "length", "wave", "volume", """try {
    const at = context.currentTime + delay;
    const oscillator = context.createOscillator(), gain = context.createGain();
    oscillator.type = wave;
    oscillator.frequency.setValueAtTime(start, at);
    oscillator.frequency.exponentialRampToValueAtTime(end, at + length);
    gain.gain.setValueAtTime(0.0001, at);
    gain.gain.exponentialRampToValueAtTime(volume, at + 0.01);
    gain.gain.exponentialRampToValueAtTime(0.0001, at + length);
    oscillator.connect(gain).connect(context.destination);
    oscillator.start(at);
    oscillator.stop(at + length + 0.02);
} catch (e) {}""")


class Sound:
    """Sound on or off, and the synth once a gesture has allowed it."""

    def __init__(self, on):
        self.on = on
        self.context = None

    def wake(self):
        """In a person's gesture: make (or resume) the AudioContext if sound is on."""
        if not self.on:
            return
        if self.context is None:
            self.context = _new_context()
        elif self.context:
            _resume(self.context)

    def play(self, kind):
        """A sound of NOTES, if sound is on.  Each one played is added to
        html[data-sounds-played] ("place,kill,..."), for the tests."""
        if not self.on:
            return
        root = document.documentElement
        played = root.getAttribute("data-sounds-played")
        root.setAttribute("data-sounds-played", (played + "," if played else "") + kind)
        if self.context:
            for note in NOTES[kind]:
                _note(self.context, *note)
