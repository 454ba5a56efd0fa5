"""Speed and memory figures, printed, never asserted: run each on a quiet machine (game/tools/benches/README.md)."""
