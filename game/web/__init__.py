"""The web page on MicroPython: events, drawing, the session, links, words, the bot's workers."""
