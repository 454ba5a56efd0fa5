"""The web page on MicroPython: page.py builds it from feature packages.

Directly here, only what the whole page uses of the browser: the entry
(page.py), the DOM (dom.py), the canvas (canvas.py), localStorage
(storage.py), the language, the theme, the sounds, the garbage collector and
the offline note; and words/, every word the page shows.  Each package is a
feature; inside one, x.py decides without the browser (tested on CPython) and
x_view.py is its part in the browser (tests/python/test_page_modules.py holds
every module to that).
"""
