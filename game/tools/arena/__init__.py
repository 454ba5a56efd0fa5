"""The bots against each other (``python -m game arena``): ``pairing`` for two
players (each opening with both colours) and what every arena shares,
``seats`` for virus and bases (the tested bot in every seat in turn),
``capture`` for the capture game, and ``phone``, the model that plays the
levels as a phone's quick stage would."""
