"""Dots, a game made up for the tests, in a folder of its own as every game of
game/systems/ is: the tests add this folder to game.systems' path, or copy it
there (tests/browser/test_a_game_of_its_folder.py), and touch nothing else."""

ORDER = 99
