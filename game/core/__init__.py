"""The bottom layer every game shares: board geometry, text diagrams and the engine's errors."""
