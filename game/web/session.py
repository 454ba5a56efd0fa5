"""What the page's buttons and clicks mean, without the page: who plays which
side, whose turn is the bot's, what undo takes back, what the status says.

Runs on MicroPython in the page and on CPython in the tests.  Every rule
question goes to the engine; every word comes from game/web/strings.py.
"""

from game.bot.levels import LEVELS
from game.core.engine import Game, PASS, RESIGN
from game.core.errors import IllegalMove, RecordError
from game.rules import Rules
from game.web.strings import Strings

VS_BOT = "bot"          # one person, the other sides bots
TWO_PLAYERS = "two"     # people only (two or more on one device)
DEMO = "demo"           # bots only
SEATS = "seats"         # several people and bots: each seat chosen
MODES = (VS_BOT, TWO_PLAYERS, DEMO, SEATS)
PERSON = "person"       # a seat a person plays (the others name a bot level)


class Settings:
    """A new game's choices: the rules and who plays each side.

    ``seats`` holds, for each side in turn order, PERSON or the level of the
    bot that plays it.  The usual cases have names of their own: ``mode``
    VS_BOT (the person plays ``human``, bots at ``level`` the rest),
    TWO_PLAYERS (people only) and DEMO (bots at ``level`` only); any other
    choice of seats is the mode SEATS.  Give either the mode or the seats.
    """

    __slots__ = ("mode", "human", "level", "rules", "seats")

    def __init__(self, mode=VS_BOT, human="X", rules=None, level="medium", seats=None):
        self.rules = rules = rules if rules is not None else Rules()
        sides = rules.sides
        if seats is None:
            if mode not in (VS_BOT, TWO_PLAYERS, DEMO):
                raise ValueError("mode must be one of %s, not %r"
                                 % (", ".join((VS_BOT, TWO_PLAYERS, DEMO)), mode))
            if human not in sides:
                raise ValueError("the human plays one of %s, not %r" % (" ".join(sides), human))
            seats = [level if mode == DEMO or (mode == VS_BOT and side != human) else PERSON
                     for side in sides]
        seats = tuple(seats)
        if len(seats) != len(sides):
            raise ValueError("there are %d seats, one per side, not %d" % (len(sides), len(seats)))
        for seat in seats:
            if seat != PERSON and seat not in LEVELS:
                raise ValueError("a seat is %s or a level (%s), not %r"
                                 % (PERSON, ", ".join(LEVELS), seat))
        people = [side for side, seat in zip(sides, seats) if seat == PERSON]
        bots = [seat for seat in seats if seat != PERSON]
        if not bots:
            mode = TWO_PLAYERS
        elif not people:
            mode = DEMO if all(seat == bots[0] for seat in bots) else SEATS
        elif len(people) == 1 and all(seat == bots[0] for seat in bots):
            mode = VS_BOT
        else:
            mode = SEATS
        self.mode = mode
        self.seats = seats
        self.human = people[0] if len(people) == 1 else (human if human in sides else "X")
        self.level = bots[0] if bots else (level if level in LEVELS else "medium")

    def people(self):
        """The sides people play, in turn order."""
        return [side for side, seat in zip(self.rules.sides, self.seats) if seat == PERSON]

    def bot_level(self, side):
        """The level of the bot playing ``side``, None for a person."""
        seat = self.seats[self.rules.sides.index(side)]
        return None if seat == PERSON else seat

    def with_rules(self, rules):
        """The same people and bots for other rules (a loaded record's)."""
        if rules.players == self.rules.players:
            return Settings(rules=rules, seats=self.seats)
        return Settings(self.mode if self.mode != SEATS else VS_BOT, self.human, rules, self.level)


class Session:
    """One game on the page and how people and the bot share it.

    ``generation`` changes whenever the game is replaced or taken back, so
    an answer the bot started on an older position is recognised as stale.
    ``view`` is None while playing, else how many actions of the history
    are shown while someone steps back through the game.
    """

    def __init__(self, settings=None, game=None, strings=None):
        self.settings = settings or Settings()
        self.game = game if game is not None else Game(self.settings.rules)
        self.generation = 0
        self.strings = strings or Strings()
        self.notice = None      # [(key, values)] of the latest refusal or remarks, shown instead of the status
        self.notice_lasts = False   # the notice outlasts the bot's moves (see tell)
        self.view = None
        self._shown = None      # (what it was replayed for, the game replayed) while looking back
        self._replaced = None   # (settings, game, tallied) a load replaced, for undo to bring back
        self._loaded = None     # the loaded game's history, to know undo comes right after the load
        self.tallied = False    # this game's result is in the record of results (see tally_outcome)

    # --- whose move ---------------------------------------------------------------

    def is_bot(self, side):
        return self.settings.bot_level(side) is not None

    def bot_to_move(self):
        return self.game.result is None and self.is_bot(self.game.turn)

    def bot_may_move(self):
        """The bot's turn, and nobody is looking back at older moves."""
        return self.bot_to_move() and self.view is None

    def human_side(self):
        """The side a person resigns or undoes for: theirs against the bot, else the mover."""
        people = self.settings.people()
        return people[0] if len(people) == 1 else self.game.turn

    # --- actions from people -------------------------------------------------------

    def click(self, cell):
        """A person acts on ``cell``; returns True if it was played (else notice says why)."""
        if self.view is not None:
            return self._refuse("refuse.reviewing")
        if self.game.result is not None:
            return self._refuse("refuse.over")
        if self.bot_to_move():
            return self._refuse("refuse.wait", side=self.game.turn)
        return self._try(self.game.play, cell)

    def pass_turn(self):
        if self.view is not None:
            return self._refuse("refuse.reviewing")
        if self.bot_to_move():
            return self._refuse("refuse.wait", side=self.game.turn)
        return self._try(self.game.pass_turn)

    def resign(self):
        side = self.human_side()
        if self.is_bot(side):   # people at several seats: one resigns on their own turn
            return self._refuse("refuse.wait", side=side)
        if self._try(self.game.resign, side):
            self.view = None
            self.generation += 1
            return True
        return False

    def _try(self, action, *args):
        try:
            action(*args)
        except IllegalMove as error:
            return self._refuse("illegal." + error.code, **error.values)
        self.notice = None
        return True

    def undo(self):
        """Two players: one sub-move.  Against the bot: back to the start of the
        person's current turn, or of their previous one if it has not begun.
        Right after a load, or with nothing of the loaded game left to take
        back, the game the load replaced comes back."""
        game = self.game
        if self.view is not None:
            return self._refuse("refuse.reviewing")
        if self._replaced is not None and game.history() == self._loaded:
            return self._undo_load()
        if self.settings.mode == DEMO:
            return self._undo_load() or self._refuse("refuse.demo-undo")
        if not game.history():
            return self._undo_load() or self._refuse("refuse.nothing-to-undo")
        if self.settings.mode == TWO_PLAYERS:
            game.undo()
        else:
            people = self.settings.people()
            if not any(side in people for side, action in game.history()):
                return self._undo_load() or self._refuse("refuse.nothing-of-yours")
            undone_own = False
            while game.history() and not (undone_own and game.turn in people and game.result is None
                       and game.position.at_turn_start()):
                side, action = game.history()[-1]
                game.undo()
                undone_own = undone_own or side in people
        self.notice = None
        self.generation += 1
        return True

    def can_undo(self):
        """Whether Undo has anything to take back (else its button is off)."""
        if self.view is not None:
            return False
        return self._replaced is not None or (self.settings.mode != DEMO and bool(self.game.history()))

    def new_game(self, settings=None, game=None, tallied=False):
        self.settings = settings or self.settings
        self.game = game if game is not None else Game(self.settings.rules)
        self.notice = None
        self.view = None
        self.generation += 1
        self._replaced = None
        self.tallied = tallied

    def set_aside(self):
        """Another game takes the board for a while (the guide): an answer the
        bot started for this one is stale, and so are its notices."""
        self.generation += 1
        self.notice = None

    def load_record(self, text, games=None):
        """Replace the game by the one in ``text``; RecordError leaves all as it
        was, an empty record included, or one of a game not in ``games`` (the
        names of the rule systems the caller can show).  Undo brings back the
        replaced game."""
        if not text.strip():
            raise RecordError(1, 1, "the record is empty", "empty")
        game = Game.from_record(text)
        if games is not None and game.rules.game not in games:
            raise RecordError(1, 1, "this page cannot show the %s game yet" % game.rules.game,
                              "game-not-here", game=game.rules.game)
        settings = self.settings
        replaced = (settings, self.game, self.tallied)
        self.new_game(settings.with_rules(game.rules), game)
        self._replaced = replaced
        self._loaded = game.history()

    def _undo_load(self):
        """The game the last load replaced, back again; False if there is none."""
        if self._replaced is None:
            return False
        settings, game, tallied = self._replaced
        self.new_game(settings, game, tallied)
        return True

    def play_bot_cell(self, cell):
        """One sub-move of the bot's turn (the page plays them one by one)."""
        self.game.play(cell)
        self._moved_on()

    def play_bot_turn(self, answer):
        """The bot's whole answer at once, "a1-b2" or "pass"."""
        if answer == "pass":
            self.game.pass_turn()
        else:
            for cell in answer.split("-"):
                self.game.play(cell)
        self._moved_on()

    def _moved_on(self):
        # a person's refusal or remark was about the position the bot just left
        if not self.notice_lasts:
            self.notice = None

    def _refuse(self, key, **values):
        self.say(key, **values)
        return False

    def say(self, key, **values):
        """Show the string ``key`` instead of the status until the game moves on."""
        self.notice = [(key, values)]
        self.notice_lasts = False

    def tell(self, notices):
        """Notices [(key, values)] about how the game was opened (a link, the saved
        game): they stay until a person acts, however the bot plays meanwhile."""
        self.notice = notices or None
        self.notice_lasts = True

    # --- looking back ------------------------------------------------------------------

    def step(self, where):
        """Show an earlier point of the game: "first", "previous", "next" or "last"
        (the live game).  Returns True if the view moved."""
        total = len(self.game.history())
        shown = total if self.view is None else self.view
        target = {"first": 0, "previous": shown - 1, "next": shown + 1, "last": total}[where]
        return self.show_at(target)

    def show_at(self, shown):
        """Show the game after its first ``shown`` actions (the move list's
        entries); all of them is the live game.  Returns True if the view moved."""
        total = len(self.game.history())
        target = max(0, min(total, shown))
        if target == (total if self.view is None else self.view):
            return False
        self.view = None if target == total else target
        self.notice = None
        return True

    def shown_game(self):
        """The game as the board shows it: the live one, or a replay up to ``view``."""
        if self.view is None:
            return self.game
        # replayed once per view: the page draws on every pointer move
        key = (self.generation, self.view, len(self.game.history()))
        if self._shown is None or self._shown[0] != key:
            shown = Game(self.game.rules)
            for side, action in self.game.history()[:self.view]:
                shown.apply(side, action)
            self._shown = (key, shown)
        return self._shown[1]

    # --- what the page shows -----------------------------------------------------------

    def status(self, thinking=False):
        text = self.strings
        game = self.game
        if self.notice:
            words = " ".join(text(key, **values) for key, values in self.notice)
            if game.result is not None and self.view is None:
                return self.result_text() + " " + words   # a notice never hides how the game ended
            return words
        if self.view is not None:
            return text("status.reviewing", shown=self.view, total=len(game.history()))
        if game.result is not None:
            return self.result_text()
        done = game.rules.actions - game.actions_left
        progress = text("progress", done=done + 1, total=game.rules.actions)
        if self.bot_to_move():
            who = "demo" if self.settings.mode == DEMO else "bot"
            state = "thinking" if thinking else "to-move"
            return text("status.%s-%s" % (who, state), side=game.turn, progress=progress)
        if self.settings.mode == VS_BOT:
            return text("status.your-move", side=game.turn, progress=progress)
        return text("status.to-move", side=game.turn, progress=progress)

    def result_text(self):
        """How the game ended, in words; "" while it goes on."""
        game = self.game
        if game.result is None:
            return ""
        if game.result == "draw":
            return self.strings("result.draw")
        loser = "O" if game.result == "X" else "X"
        return self.strings("result." + game.reason, winner=game.result, loser=loser)

    def outcome(self):
        """How the game ended for the person playing the bot: "won", "lost" or
        "drawn"; None while it goes on, and in two-player games and demos."""
        result = self.game.result
        if result is None or self.settings.mode != VS_BOT:
            return None
        if result == "draw":
            return "drawn"
        return "won" if result == self.settings.human else "lost"

    def headline(self):
        """The end in two words: "You won", "You lost" or "Draw" against the
        bot, else "X won", "O won" or "Draw"; "" while the game goes on."""
        result = self.game.result
        if result is None:
            return ""
        outcome = self.outcome() or ("drawn" if result == "draw" else None)
        if outcome:
            return self.strings("headline." + outcome)
        return self.strings("headline.side-won", side=result)

    def tally_outcome(self):
        """The person's outcome for the record of results against the bot, the
        first time this game ends; None after that (an undo and a second end
        count once), and for two players and demos.  The page asks only when a
        move made on it ends the game, so a finished game opened again never
        counts."""
        outcome = self.outcome()
        if outcome is None or self.tallied:
            return None
        self.tallied = True
        return outcome

    def tally_text(self, tally):
        """The person's results against this game's bot level, from a tally of
        game/web/tally.py, in words; "" where nobody plays the bot."""
        settings = self.settings
        if settings.mode != VS_BOT:
            return ""
        level = self.strings("mode.level." + settings.level)
        return self.strings("tally.line", level=level, **tally[settings.level])

    def tab_title(self):
        """The browser tab's title: whose move it is or how the game ended."""
        text = self.strings
        game = self.game
        if game.result is not None:
            state = self.headline()
        elif self.settings.mode != VS_BOT:
            state = text("title.to-move", side=game.turn)
        elif self.bot_to_move():
            state = text("title.bot-thinking")
        else:
            state = text("title.your-move")
        return text("title.state", state=state, title=text("title"))

    def mode_text(self):
        settings = self.settings
        level = self.strings("mode.level." + settings.level)
        if settings.mode == VS_BOT:
            return self.strings("mode.bot", side=settings.human, level=level)
        if settings.mode == DEMO:
            return self.strings("mode.demo", level=level)
        return self.strings("mode.two")

    def kinds(self, start):
        """What each action of the history from index ``start`` on was: "place",
        "kill", "pass" or "resign"."""
        return [action if action in (PASS, RESIGN) else self.kind(side, action)
                for side, action in self.game.history()[start:]]

    def spoken(self, start):
        """The history from index ``start`` on, in words for a screen reader: one
        sentence per turn, "O plays e5, kills d4." (the bot's with "Bot: " before
        it).  A bot's turn is always said whole, from its first sub-move, however
        much of it was said before."""
        history = self.game.history()
        while 0 < start < len(history) and self._same_turn(history[start - 1], history[start]) \
                and self.is_bot(history[start][0]):
            start -= 1
        said = []
        phrases = []
        for index in range(start, len(history)):
            side, action = history[index]
            if action == PASS or action == RESIGN:
                words = self.strings("say." + action, side=side)
            else:
                phrases.append(self.strings("say." + self.kind(side, action), cell=action))
                if index + 1 < len(history) and self._same_turn(history[index], history[index + 1]):
                    continue   # the turn goes on: one sentence for all of it
                words = self.strings("say.turn", side=side, actions=", ".join(phrases))
                phrases = []
            said.append(self.strings("say.bot", action=words) if self.is_bot(side) else words)
        return said

    @staticmethod
    def _same_turn(entry, following):
        """Two history entries that are sub-moves of one turn (no pass nor resignation)."""
        return entry[0] == following[0] and entry[1] not in (PASS, RESIGN) \
            and following[1] not in (PASS, RESIGN)

    def kind(self, side, cell, game=None):
        """"kill" or "place": what ``side``'s sub-move on ``cell`` was (in ``game``,
        else the live one).  A kill leaves the enemy's killed mark there for good;
        a placement never does (at most its own mark, killed later)."""
        game = game or self.game
        return "kill" if game.cell(cell) == ("o" if side == "X" else "x") else "place"

    def recent_turns(self, game=None):
        """The turns to mark on the board (of ``game``, else the live one): the
        last whole turn, and the one in progress, as (side, [(cell, kind)]) in
        playing order, kind "place" or "kill"."""
        game = game or self.game
        turns = game.turns()
        in_progress = bool(turns) and game.result is None and turns[-1][0] == game.turn
        recent = turns[-2:] if in_progress else turns[-1:]
        return [(side, [(cell, self.kind(side, cell, game)) for cell in cells]) for side, cells in recent]
