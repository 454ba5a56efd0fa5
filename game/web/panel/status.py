"""What the page says of a Session, in the page's language: the status, the
end of the game, who plays, the tab's title, the record of results, and the
moves and cells a screen reader hears.

A Session (game/web/play/session.py) says what happened as keys and values; this
puts them in words.  Whatever is one game's own (how far a turn has gone, its
ends, its cells, its count) comes from its rule system's WORDS
(game/rules/system.py), so no game is named here.  Runs on MicroPython in the
page and on CPython in the tests.
"""

from game.engine.game import PASS, RESIGN
from game.rules.system import NO_MOVES, RESIGNED
from game.web.board.marks import drawn
from game.web.play.session import Said, SideName, has_count
from game.web.play.settings import DEMO, SEATS, TWO_PLAYERS, VS_BOT
from game.web.words import Strings

# The status while a bot is to move, by who the bot is and whether it is thinking.
BOT_TO_MOVE = {
    (VS_BOT, False): "status.bot-to-move",
    (VS_BOT, True): "status.bot-thinking",
    (DEMO, False): "status.demo-to-move",
    (DEMO, True): "status.demo-thinking",
    (SEATS, False): "status.seat-bot-to-move",   # bots of several levels, or beside several people
    (SEATS, True): "status.seat-bot-thinking",
}
LEVELS = {"easy": "mode.level.easy", "medium": "mode.level.medium", "hard": "mode.level.hard"}
HEADLINES = {"won": "headline.won", "lost": "headline.lost", "drawn": "headline.drawn"}
# Why a side went out, in every game (game/rules/system.py): in the status, and before the end.
OUT = {NO_MOVES: "out.no-moves", RESIGNED: "out.resigned"}
WHY = {NO_MOVES: "why.no-moves", RESIGNED: "why.resigned"}
# A side is one player in every language (X «ставит», as «Игрок 5 ставит»).
SAID = {"place": "say.place", "kill": "say.kill", PASS: "say.pass", RESIGN: "say.resign"}


# The state of a side in the table of a game of many (Status.side_rows), and its words.
TO_MOVE, STILL_IN, WENT_OUT, WON = "turn", "in", "out", "won"
STATES = {TO_MOVE: "sides.turn", STILL_IN: "sides.in", WON: "sides.won"}
OUT_STATES = {NO_MOVES: "sides.out.no-moves", RESIGNED: "sides.out.resigned"}


class Status:
    """The words of ``session`` in ``strings``' language; ``aloud``: as a screen
    reader should hear them, each side by its spoken name ("Player 13", not the
    glyph of its mark)."""

    def __init__(self, session, strings=None, aloud=False):
        self.session = session
        self.strings = strings or Strings()
        self.aloud = aloud

    def side_name(self, side):
        if self.aloud:
            return spoken_name(self.session.game.rules.system, side, self.strings)
        return side_name(self.session.game.rules.system, side, self.strings)

    def read_aloud(self):
        """The same words for a screen reader, where they differ: a Status naming
        every side aloud, or None where every side's name reads as it is shown."""
        if not any(_number(side) for side in self.session.game.players):
            return None
        return Status(self.session, self.strings, aloud=True)

    def side_rows(self):
        """The table of who is in of the game shown, for a game of more than two
        whose system names the parts of its score (WORDS "points": the bases
        game's bases and viruses): for each side in turn order (side, its short
        name beside its drawn mark, its points "2/5", its state TO_MOVE,
        STILL_IN, WENT_OUT or WON, and why it went out or None); [] for any
        other.  side_words(row) says a row in a sentence for a screen reader
        (asked only of the rows that changed: 30 sentences a sub-move would
        cost more than the rest of the table)."""
        game = self.session.shown_game()
        if not game.rules.system.WORDS.get("points") or len(game.players) < 3:
            return []
        system = game.rules.system
        score = game.score()
        out = dict(game.out)
        rows = []
        for side in game.players:
            if side in out:
                state = WENT_OUT
            else:
                state = WON if game.result == side else TO_MOVE if game.result is None and side == game.turn else STILL_IN
            rows.append((side, short_name(system, side), score[side], state, out.get(side)))
        return rows

    def side_words(self, row):
        """A row of side_rows() in a sentence: "Player 13 (to move): bases 2, viruses 5."."""
        side, short, points, state, why = row
        text = self.strings
        system = self.session.game.rules.system
        counts = ", ".join(text("sides.count", what=text(key), points=part)
                           for key, part in zip(system.WORDS["points"], points))
        words = text(OUT_STATES[why] if state == WENT_OUT else STATES[state])
        return text("sides.row", side=spoken_name(system, side, text), state=words, counts=counts)

    def points_title(self):
        """The table's heading: "Players: bases/viruses"."""
        points = self.session.game.rules.system.WORDS.get("points", ())
        return self.strings("sides.title", points="/".join(self.strings(key) for key in points))

    def spoken_name(self, side):
        return spoken_name(self.session.game.rules.system, side, self.strings)

    def sentences(self, parts):
        """A notice's [(key, values)] in words, its sides named as the page names them."""
        said = []
        for key, values in parts:
            values = dict(values)
            for name, value in values.items():
                if isinstance(value, SideName):
                    values[name] = self.side_name(value.side)
                elif isinstance(value, Said):
                    values[name] = self.strings(value.key)
            said.append((key, values))
        return self.strings.sentences(said)

    def line(self, thinking=False):
        """The status: a notice, the point looked back at, the end, or whose move it is."""
        session = self.session
        game = session.game
        if session.notice:
            words = self.sentences(session.notice)
            if game.result is not None and session.view is None:
                return self.result_text() + " " + words   # a notice never hides how the game ended
            if session.notice_lasts and session.view is None:
                return self._playing(thinking) + " " + words   # nor, about the opening, whose move it is
            return words
        if session.view is not None:
            history = game.history()
            return self.strings("status.reviewing", shown=_sub_moves(history[:session.view]),
                                total=_sub_moves(history))
        if game.result is not None:
            return self.result_text()
        return self._playing(thinking)

    def _playing(self, thinking):
        """The status of a game going on: whose move, who is out, the count."""
        return " ".join([self._whose_move(thinking)] + self._out_lines() + self._count_line())

    def _whose_move(self, thinking):
        """Whose turn it is and how far it has gone: "Your move (X): sub-move 2 of 3."."""
        text = self.strings
        session = self.session
        game = session.game
        rules = game.rules
        done = rules.actions - game.actions_left
        progress = text(rules.system.WORDS["progress"], done=done + 1, total=rules.actions)
        side = self.side_name(game.turn)
        settings = session.settings
        if session.bot_to_move():
            key = BOT_TO_MOVE[(settings.mode if settings.mode in (DEMO, SEATS) else VS_BOT, bool(thinking))]
            level = text(LEVELS[settings.bot_level(game.turn)])
            return text(key, side=side, level=level, progress=progress)
        if len(settings.people()) == 1:
            return text("status.your-move", side=side, progress=progress)
        return text("status.to-move", side=side, progress=progress)

    def _out_lines(self):
        """Who has left a game that goes on without them, and why."""
        return [self.strings(OUT[reason], side=self.side_name(side)) for side, reason in self.session.game.out]

    def _count_line(self):
        """The count so far, in a game that counts as it goes (capture):
        ["Count (marks): X 5 · O 4."]."""
        rules = self.session.game.rules
        if not has_count(rules):
            return []
        return [self.strings(rules.system.WORDS["count"], counts=self._counts(), **self._options(rules))]

    def _options(self, rules):
        """The words of the options of ``rules`` its WORDS names: {"scoring": "marks and ground"}."""
        said = rules.system.WORDS["options"]
        return dict((name, self.strings(said[name][rules.options[name]])) for name in said)

    def _counts(self):
        """Each side still in and its points, "X 5 · O 4" (a count of several
        numbers, the bases game's bases and viruses, as "X 3/5")."""
        game = self.session.game
        score = game.score()
        return " · ".join(self.strings("count.side", side=self.side_name(side), points=_points(score[side]))
                          for side in game.inside)

    def result_key(self):
        """The key of the words of how the game ended: its rule system's for its
        reason (WORDS "ends", or "draws"), and for three or more the last one
        in winning, whoever went out last and why (said before it, _outs)."""
        game = self.session.game
        words = game.rules.system.WORDS
        if game.result == "draw":
            return words["draws"][game.reason]
        if len(game.players) > 2 and game.reason in (NO_MOVES, RESIGNED):
            return words["last-in"]
        return words["ends"][game.reason]

    def result_text(self):
        """How the game ended, in words; "" while it goes on."""
        game = self.session.game
        if game.result is None:
            return ""
        values = {"mover": self.side_name(game.turn), "counts": self._counts()}
        if game.result != "draw":
            values["winner"] = self.side_name(game.result)
            # who lost the game or, in a game of three or four, went out last
            loser = game.out[-1][0] if game.out else [side for side in game.players
                                                      if side != game.result][0]
            values["loser"] = self.side_name(loser)
        return " ".join(self._outs() + [self.strings(self.result_key(), **values)])

    def _outs(self):
        """Who went out of a game of three or four, in order and why, before who
        won: ["X went out (resigned), then O (no legal sub-move)."] (with
        two, the end names the one who went out)."""
        text = self.strings
        game = self.session.game
        out = game.out
        if len(game.players) < 3 or not out:
            return []
        said = [(self.side_name(side), text(WHY[reason])) for side, reason in out]
        first = text("end.out", side=said[0][0], why=said[0][1])
        return [first + "".join(text("end.then", side=side, why=why) for side, why in said[1:]) + "."]

    def headline(self):
        """The end in two words: "You won", "You lost" or "Draw" for one person
        against the bots, else "X won" ("△ T won") or "Draw"; "" while the game goes on."""
        session = self.session
        result = session.game.result
        if result is None:
            return ""
        outcome = session.outcome() or ("drawn" if result == "draw" else None)
        if outcome:
            return self.strings(HEADLINES[outcome])
        return self.strings("headline.side-won", side=self.side_name(result))

    def headline_beside_reason(self):
        """The headline where it shares one line with the reason (the embed):
        "You won" or "You lost" only, since every reason already says who won
        or that it is a draw ("X won · X wins: ..." said it twice); and where the
        reason says who went out first, so that who won is never cut off."""
        return self.headline() if self.session.outcome() in ("won", "lost") or self._outs() else ""

    def tally_text(self, tally):
        """The person's results against this game's bot level, from the tally of
        this game (game/web/panel/tally.py), in words; "" for games that do not count."""
        session = self.session
        if not session.counts_in_tally():
            return ""
        level = session.settings.level
        return self.strings("tally.line", level=self.strings(LEVELS[level]), **tally[level])

    def tab_title(self):
        """The browser tab's title: whose move it is or how the game ended."""
        text = self.strings
        return text("title.state", state=self.state_text(), title=text("title"))

    def state_text(self):
        """Whose move it is or how the game ended, in two or three words."""
        text = self.strings
        session = self.session
        game = session.game
        if game.result is not None:
            return self.headline()
        if len(session.settings.people()) != 1:
            return text("title.to-move", side=self.side_name(game.turn))
        if session.bot_to_move():
            return text("title.bot-thinking")
        return text("title.your-move")

    def mode_text(self):
        """Who plays, and for another game than the default one, which game (its
        WORDS "mode", by its named start rule if it has one)."""
        who = self._who_plays()
        rules = self.session.settings.rules
        system = rules.system
        mode = system.WORDS.get("mode")
        if not mode:
            return who
        key = mode[rules.starts if rules.starts in system.NAMED_STARTS else None]
        game = self.strings(key, players=rules.players, **self._options(rules))
        return self.strings("mode.line", game=game, who=who)

    def _who_plays(self):
        settings = self.session.settings
        text = self.strings
        level = text(LEVELS[settings.level])
        bots = settings.rules.players - 1
        if settings.mode == VS_BOT:
            if bots > 1:
                return text("mode.bots", side=self.side_name(settings.human), level=level, count=bots)
            return text("mode.bot", side=self.side_name(settings.human), level=level)
        if settings.mode == DEMO:
            return text("mode.demo" if bots == 1 else "mode.demo-all", level=level)
        if settings.mode == TWO_PLAYERS:
            return text("mode.two") if bots == 1 else text("mode.people")   # the game line counts them
        seats = []
        for side in settings.rules.sides:
            level = settings.bot_level(side)
            if level is None:
                seats.append(text("mode.seat.person", side=self.side_name(side)))
            else:
                seats.append(text("mode.seat.bot", side=self.side_name(side), level=text(LEVELS[level])))
        return text("mode.seats", seats=" · ".join(seats))

    def cell_words(self, name):
        """What a cell of the shown game holds, in words (the keyboard's cursor)."""
        game = self.session.shown_game()
        rules = game.rules
        bit = rules.geometry.parse(name)
        if bit & rules.geometry.holes:
            return self.strings("cell.off-board")
        content = game.position.content(bit)
        if content is None:
            return self.strings("cell.empty")
        player, kind = content
        return self.strings(rules.system.WORDS["cells"][kind], side=self.side_name(rules.sides[player]))

    def spoken(self, start):
        """The history from index ``start`` on, in words for a screen reader: one
        sentence per turn, "O plays e5, kills d4." (the bot's with "Bot: " before
        it).  A bot's turn is always said whole, from its first sub-move, however
        much of it was said before."""
        session = self.session
        text = self.strings
        same_turn = session.same_turn
        history = session.game.history(session.bot_turn_start(start))   # its end only: a game of 30's is long
        said = []
        phrases = []
        for index in range(len(history)):
            side, action = history[index]
            if action == PASS or action == RESIGN:
                words = text(SAID[action], side=self.spoken_name(side))
            else:
                phrases.append(text(SAID[session.kind(side, action)], cell=action))
                if index + 1 < len(history) and same_turn(history[index], history[index + 1]):
                    continue   # the turn goes on: one sentence for all of it
                words = text("say.turn", side=self.spoken_name(side), actions=", ".join(phrases))
                phrases = []
            said.append(text("say.bot", action=words) if session.is_bot(side) else words)
        return said


def side_name(system, side, strings):
    """A side of ``system`` as the page names it: its code, with its mark where
    that is another ("△ T"), so that the words match the board and the record;
    a side of a game of many by its mark and number ("◇ 13", its code P13),
    or past the shapes by its number ("25"), as the board writes it."""
    symbol = system.SYMBOLS[system.SIDES.index(side)]
    if symbol == side:
        return side
    if _number(side):
        return symbol.replace(" ", "\u00a0")   # never broken between the mark and its number
    return strings("side.marked", symbol=symbol, side=side)


def spoken_name(system, side, strings):
    """A side as a screen reader hears it: "Player 13" for a side with a
    number (its mark's shape would be read as a glyph's name), else as shown."""
    number = _number(side)
    return strings("side.player", number=number) if number else side_name(system, side, strings)


def short_name(system, side):
    """What is written beside a side's drawn mark (New game's seats, Resign,
    the table): its number (13 of P13) or letter; nothing past the shapes,
    where the mark is its number already.  Kept once made: the table asks
    all 30 each redraw."""
    key = (system, side)
    found = _short_names.get(key)
    if found is None:
        number = _number(side)
        found = _short_names[key] = "" if number and drawn(system.SYMBOLS[system.SIDES.index(side)]) == number \
            else number or side
    return found


_short_names = {}   # (rule system, side) -> short_name()


def _number(side):
    """The number in a side's code ("13" of P13), or "" for a lettered side (X, T)."""
    return side[1:] if side[1:].isdigit() else ""


def _sub_moves(history):
    """How many entries of ``history`` are sub-moves: a pass or a resignation is none."""
    return len([action for side, action in history if action not in (PASS, RESIGN)])


def _points(score):
    """A side's score in the count: a number, or several ("3/5": bases, then viruses)."""
    if isinstance(score, tuple):
        return "/".join(str(part) for part in score)
    return str(score)
