"""The random numbers of the sparring partner's search (mcts.py), the same in
its Python and its C (native/search.c), so that either plays the same games
for the same seed: SplitMix64, and a number below n as the top of its 64
random bits times n (a bias of n in 2**64, nothing a game can tell)."""

WORD = (1 << 64) - 1
GAMMA = 0x9E3779B97F4A7C15


class SplitMix:
    """``SplitMix(seed).randrange(n)`` -> 0..n-1, as random.Random's is called."""

    __slots__ = ("state",)

    def __init__(self, seed):
        self.state = seed & WORD

    def randrange(self, n):
        self.state = state = (self.state + GAMMA) & WORD
        state = ((state ^ (state >> 30)) * 0xBF58476D1CE4E5B9) & WORD
        state = ((state ^ (state >> 27)) * 0x94D049BB133111EB) & WORD
        return ((state ^ (state >> 31)) * n) >> 64
