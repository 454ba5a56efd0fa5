"""The line under the buttons: who plays (you against the bot of a level,
two people, a demo, each seat of a game of many), and for another game than
the default one, which game (its rule system's WORDS "mode")."""

from game.web.panel.names import LEVEL_KEYS
from game.web.play.settings import DEMO, FRIEND, TWO_PLAYERS, VS_BOT


def mode_line(said):
    """The mode line of the session ``said`` (Names) names, by its settings'
    named start rule where the game has one."""
    who = _who_plays(said)
    rules = said.session.settings.rules
    system = rules.system
    mode = system.WORDS.get("mode")
    if not mode:
        return who
    key = mode[rules.starts if rules.starts in system.NAMED_STARTS else None]
    game = said.strings(key, players=rules.players, **said.options(rules))
    return said.strings("mode.line", game=game, who=who)


def _who_plays(said):
    settings = said.session.settings
    text = said.strings
    level = text(LEVEL_KEYS[settings.level])
    bots = settings.rules.players - 1
    if settings.mode == VS_BOT:
        if bots > 1:
            return text("mode.bots", side=said.side_name(settings.human), level=level, count=bots)
        return text("mode.bot", side=said.side_name(settings.human), level=level)
    if settings.mode == DEMO:
        return text("mode.demo" if bots == 1 else "mode.demo-all", level=level)
    if settings.mode == FRIEND:
        return text("mode.friend" if bots == 1 else "mode.friends", side=said.side_name(settings.human))
    if settings.mode == TWO_PLAYERS:
        return text("mode.two") if bots == 1 else text("mode.people")   # the game line counts them
    seats = []
    for side in settings.rules.sides:
        level = settings.bot_level(side)
        if level is None:
            seats.append(text("mode.seat.person", side=said.side_name(side)))
        else:
            seats.append(text("mode.seat.bot", side=said.side_name(side), level=text(LEVEL_KEYS[level])))
    return text("mode.seats", seats=" · ".join(seats))
