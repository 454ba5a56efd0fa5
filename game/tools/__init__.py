"""Tools around the game: the terminal game, the local server, benchmarks, the runtime's file list."""
