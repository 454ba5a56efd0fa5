"""A new game's choices: its rules and who plays each side, a person or a bot
of a level (the page's New game, links and saves say them so)."""

from game.bot.levels import DEFAULT_THINK, EXPERT, LEVELS, THINK_TIMES, time_limit
from game.rules import Rules

VS_BOT = "bot"          # one person, the other sides bots
TWO_PLAYERS = "two"     # people only (two or more on one device)
DEMO = "demo"           # bots only
SEATS = "seats"         # several people and bots: each seat chosen
FRIEND = "friend"       # a person here and friends far away, each turn sent by link (game/web/keeping/by_link.py)
PERSON = "person"       # a seat a person plays here (the others name a bot level, or FRIEND)
MODES = (VS_BOT, TWO_PLAYERS, DEMO, FRIEND)   # the modes given by name (SEATS is given by its seats)


class Settings:
    """A new game's choices: the rules and who plays each side.

    ``seats`` holds, for each side in turn order, PERSON or the level of the
    bot that plays it.  The usual cases have names of their own: ``mode``
    VS_BOT (the person plays ``human``, bots at ``level`` the rest),
    TWO_PLAYERS (people only), DEMO (bots at ``level`` only) and FRIEND (the
    person here plays ``human``, friends on other devices the rest: a seat
    FRIEND); any other choice of seats is the mode SEATS.  Give either the
    mode or the seats.  ``think``: the seconds an expert bot thinks a turn
    (one of THINK_TIMES), the player's choice.
    """

    __slots__ = ("mode", "human", "level", "rules", "seats", "think")

    def __init__(self, mode=VS_BOT, human=None, rules=None, level="medium", seats=None, think=DEFAULT_THINK):
        if think not in THINK_TIMES:
            raise ValueError("an expert thinks %s seconds a turn, not %r"
                             % (", ".join(str(seconds) for seconds in THINK_TIMES), think))
        self.think = think
        self.rules = rules = rules if rules is not None else Rules()
        sides = rules.sides
        human = sides[0] if human is None else human
        if seats is None:
            if mode not in MODES:
                raise ValueError("mode must be one of %s, not %r" % (", ".join(MODES), mode))
            if human not in sides:
                raise ValueError("the human plays one of %s, not %r" % (" ".join(sides), human))
            others = FRIEND if mode == FRIEND else level
            seats = [others if mode == DEMO or (mode in (VS_BOT, FRIEND) and side != human) else PERSON
                     for side in sides]
        seats = tuple(seats)
        if len(seats) != len(sides):
            raise ValueError("there are %d seats, one per side, not %d" % (len(sides), len(seats)))
        for seat in seats:
            if seat not in (PERSON, FRIEND) and seat not in LEVELS:
                raise ValueError("a seat is %s, %s or a level (%s), not %r"
                                 % (PERSON, FRIEND, ", ".join(LEVELS), seat))
        people = [side for side, seat in zip(sides, seats) if seat == PERSON]
        bots = [seat for seat in seats if seat not in (PERSON, FRIEND)]
        friends = [side for side, seat in zip(sides, seats) if seat == FRIEND]
        if friends:
            if bots or len(people) != 1:
                raise ValueError("a game with friends by link has one person here and no bots")
            mode = FRIEND
        elif not bots:
            mode = TWO_PLAYERS
        elif not people:
            mode = DEMO if all(seat == bots[0] for seat in bots) else SEATS
        elif len(people) == 1 and all(seat == bots[0] for seat in bots):
            mode = VS_BOT
        else:
            mode = SEATS
        self.mode = mode
        self.seats = seats
        self.human = people[0] if len(people) == 1 else (human if human in sides else sides[0])
        self.level = bots[0] if bots else (level if level in LEVELS else "medium")

    def people(self):
        """The sides people play, in turn order."""
        return [side for side, seat in zip(self.rules.sides, self.seats) if seat == PERSON]

    def friends(self):
        """The sides friends play on other devices, in turn order."""
        return [side for side, seat in zip(self.rules.sides, self.seats) if seat == FRIEND]

    def bot_level(self, side):
        """The level of the bot playing ``side``, None for a person (here or a friend)."""
        seat = self.seats[self.rules.sides.index(side)]
        return None if seat in (PERSON, FRIEND) else seat

    def has_expert(self):
        """An expert bot plays a side: the time it thinks is part of the choice."""
        return EXPERT in self.seats

    def time_limit(self, level):
        """Seconds a bot of ``level`` thinks a turn in this game."""
        return time_limit(level, self.think)

    def with_rules(self, rules):
        """The same people and bots for other rules (a loaded record's)."""
        if rules.players == self.rules.players:
            return Settings(rules=rules, seats=self.seats, think=self.think)
        # a person who played a side the loaded game has not (△, □) plays its first
        human = self.human if self.human in rules.sides else rules.sides[0]
        return Settings(self.mode if self.mode != SEATS else VS_BOT, human, rules, self.level, think=self.think)
