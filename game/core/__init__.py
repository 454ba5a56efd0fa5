"""The engine every game shares: board geometry, errors, the Game API, records, the text board."""
