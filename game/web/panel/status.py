"""The status line of a session in words: a notice, the point looked back at,
how the game ended (after who went out of a game of three or more, in order
and why), or whose move it is, who is out and the count so far.  Its sides
are named by Names (game/web/panel/names.py); the panel adds what holds the
bot up (game/web/panel/panel.py).
"""

from game.engine.game import PASS, RESIGN
from game.rules.system import NO_MOVES, RESIGNED
from game.bot.levels import EXPERT
from game.web.panel.names import LEVEL_KEYS, points
from game.web.play.session import has_count
from game.web.play.settings import DEMO, SEATS, VS_BOT

# The status while a bot is to move, by who the bot is and whether it is thinking.
BOT_TO_MOVE = {
    (VS_BOT, False): "status.bot-to-move",
    (VS_BOT, True): "status.bot-thinking",
    (DEMO, False): "status.demo-to-move",
    (DEMO, True): "status.demo-thinking",
    (SEATS, False): "status.seat-bot-to-move",   # bots of several levels, or beside several people
    (SEATS, True): "status.seat-bot-thinking",
}
# Why a side went out, in every game (game/rules/system.py): in the status, and before the end.
OUT = {NO_MOVES: "out.no-moves", RESIGNED: "out.resigned"}
WHY = {NO_MOVES: "why.no-moves", RESIGNED: "why.resigned"}


def status_words(said, thinking=False):
    """The status of the session ``said`` (Names) names: a notice, the point
    looked back at, the end, or whose move it is."""
    session = said.session
    game = session.game
    if session.notice:
        words = said.sentences(session.notice)
        if game.result is not None and session.view is None:
            return result_text(said) + " " + words   # a notice never hides how the game ended
        if session.notice_lasts and session.view is None:
            return _playing(said, thinking) + " " + words   # nor, about the opening, whose move it is
        return words
    if session.view is not None:
        history = game.history()
        return said.strings("status.reviewing", shown=_sub_moves(history[:session.view]),
                            total=_sub_moves(history))
    if game.result is not None:
        return result_text(said)
    return _playing(said, thinking)


def _playing(said, thinking):
    """The status of a game going on: whose move, who is out, the count."""
    return " ".join([_whose_move(said, thinking)] + _out_lines(said) + _count_line(said))


def _whose_move(said, thinking):
    """Whose turn it is and how far it has gone: "Your move (X): sub-move 2 of 3."."""
    text = said.strings
    session = said.session
    game = session.game
    rules = game.rules
    done = rules.actions - game.actions_left
    progress = text(rules.system.WORDS["progress"], done=done + 1, total=rules.actions)
    side = said.side_name(game.turn)
    settings = session.settings
    if session.bot_to_move():
        level = settings.bot_level(game.turn)
        if thinking and level == EXPERT:   # the wait is long: said, with the time it may take
            return text("status.expert-thinking", side=side, seconds=settings.think, progress=progress)
        key = BOT_TO_MOVE[(settings.mode if settings.mode in (DEMO, SEATS) else VS_BOT, bool(thinking))]
        return text(key, side=side, level=text(LEVEL_KEYS[level]), progress=progress)
    if session.friend_to_move():
        return text("status.friend-to-move", side=side)
    if len(settings.people()) == 1:
        return text("status.your-move", side=side, progress=progress)
    return text("status.to-move", side=side, progress=progress)


def _out_lines(said):
    """Who has left a game that goes on without them, and why."""
    return [said.strings(OUT[reason], side=said.side_name(side)) for side, reason in said.session.game.out]


def _count_line(said):
    """The count so far, in a game that counts as it goes (capture):
    ["Count (marks): X 5 · O 4."]."""
    rules = said.session.game.rules
    if not has_count(rules):
        return []
    return [said.strings(rules.system.WORDS["count"], counts=_counts(said), **said.options(rules))]


def _counts(said):
    """Each side still in and its points, "X 5 · O 4" (a count of several
    numbers, the bases game's bases and viruses, as "X 3/5")."""
    game = said.session.game
    score = game.score()
    return " · ".join(said.strings("count.side", side=said.side_name(side), points=points(score[side]))
                      for side in game.inside)


def result_key(said):
    """The key of the words of how the game ended: its rule system's for its
    reason (WORDS "ends", or "draws"), and for three or more the last one
    in winning, whoever went out last and why (said before it, outs)."""
    game = said.session.game
    words = game.rules.system.WORDS
    if game.result == "draw":
        return words["draws"][game.reason]
    if len(game.players) > 2 and game.reason in (NO_MOVES, RESIGNED):
        return words["last-in"]
    return words["ends"][game.reason]


def result_text(said):
    """How the game ended, in words; "" while it goes on."""
    game = said.session.game
    if game.result is None:
        return ""
    values = {"mover": said.side_name(game.turn), "counts": _counts(said)}
    if game.result != "draw":
        values["winner"] = said.side_name(game.result)
        # who lost the game or, in a game of three or four, went out last
        loser = game.out[-1][0] if game.out else [side for side in game.players
                                                  if side != game.result][0]
        values["loser"] = said.side_name(loser)
    return " ".join(outs(said) + [said.strings(result_key(said), **values)])


def outs(said):
    """Who went out of a game of three or four, in order and why, before who
    won: ["X went out (resigned), then O (no legal sub-move)."] (with
    two, the end names the one who went out)."""
    text = said.strings
    game = said.session.game
    out = game.out
    if len(game.players) < 3 or not out:
        return []
    named = [(said.side_name(side), text(WHY[reason])) for side, reason in out]
    first = text("end.out", side=named[0][0], why=named[0][1])
    return [first + "".join(text("end.then", side=side, why=why) for side, why in named[1:]) + "."]


def _sub_moves(history):
    """How many entries of ``history`` are sub-moves: a pass or a resignation is none."""
    return len([action for side, action in history if action not in (PASS, RESIGN)])
