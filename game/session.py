"""What the page's buttons and clicks mean, without the page: who plays which
side, whose turn is the bot's, what undo takes back, what the status says.

Runs on MicroPython in the page and on CPython in the tests.  Every rule
question goes to the engine.
"""

from game.bot import LEVELS
from game.engine import Game
from game.errors import IllegalMove
from game.rules import Rules

VS_BOT = "bot"
TWO_PLAYERS = "two"
DEMO = "demo"
MODES = (VS_BOT, TWO_PLAYERS, DEMO)


class Settings:
    """A new game's choices: mode, the human's side against the bot, the bot's
    level and the rules."""

    __slots__ = ("mode", "human", "level", "rules")

    def __init__(self, mode=VS_BOT, human="X", rules=None, level="medium"):
        if mode not in MODES:
            raise ValueError("mode must be one of %s, not %r" % (", ".join(MODES), mode))
        if human not in ("X", "O"):
            raise ValueError("the human plays X or O, not %r" % (human,))
        if level not in LEVELS:
            raise ValueError("level must be one of %s, not %r" % (", ".join(LEVELS), level))
        self.mode = mode
        self.human = human
        self.level = level
        self.rules = rules if rules is not None else Rules()


class Session:
    """One game on the page and how people and the bot share it.

    ``generation`` changes whenever the game is replaced or taken back, so
    an answer the bot started on an older position is recognised as stale.
    """

    def __init__(self, settings=None, game=None):
        self.settings = settings or Settings()
        self.game = game if game is not None else Game(self.settings.rules)
        self.generation = 0
        self.notice = ""        # the latest refusal or remark, shown instead of the status

    # --- whose move ---------------------------------------------------------------

    def is_bot(self, side):
        mode = self.settings.mode
        return mode == DEMO or (mode == VS_BOT and side != self.settings.human)

    def bot_to_move(self):
        return self.game.result is None and self.is_bot(self.game.turn)

    def human_side(self):
        """The side a person resigns or undoes for: theirs against the bot, else the mover."""
        return self.settings.human if self.settings.mode == VS_BOT else self.game.turn

    # --- actions from people -------------------------------------------------------

    def click(self, cell):
        """A person acts on ``cell``; returns True if it was played (else notice says why)."""
        if self.game.result is not None:
            return self._refuse("The game is over (%s). Start a new one to play again."
                                % self.game.describe_result())
        if self.bot_to_move():
            return self._refuse("Wait for the bot: it is %s's turn." % self.game.turn)
        try:
            self.game.play(cell)
        except IllegalMove as error:
            return self._refuse(_sentence(str(error)))
        self.notice = ""
        return True

    def pass_turn(self):
        if self.bot_to_move():
            return self._refuse("Wait for the bot: it is %s's turn." % self.game.turn)
        try:
            self.game.pass_turn()
        except IllegalMove as error:
            return self._refuse(_sentence(str(error)))
        self.notice = ""
        return True

    def resign(self):
        try:
            self.game.resign(self.human_side())
        except IllegalMove as error:
            return self._refuse(_sentence(str(error)))
        self.notice = ""
        self.generation += 1
        return True

    def undo(self):
        """Two players: one sub-move.  Against the bot: back to the start of the
        person's current turn, or of their previous one if it has not begun."""
        game = self.game
        if self.settings.mode == DEMO:
            return self._refuse("Undo is for players; the demo plays on by itself.")
        if not game.history():
            return self._refuse("Nothing to undo yet.")
        if self.settings.mode == TWO_PLAYERS:
            game.undo()
        else:
            human = self.settings.human
            if not any(side == human for side, action in game.history()):
                return self._refuse("Nothing of yours to undo yet.")
            undone_own = False
            while game.history() and not (undone_own and game.turn == human and game.result is None
                       and game.position.at_turn_start()):
                side, action = game.history()[-1]
                game.undo()
                undone_own = undone_own or side == human
        self.notice = ""
        self.generation += 1
        return True

    def new_game(self, settings=None, game=None):
        self.settings = settings or self.settings
        self.game = game if game is not None else Game(self.settings.rules)
        self.notice = ""
        self.generation += 1

    def load_record(self, text):
        """Replace the game by the one in ``text``; RecordError leaves all as it was."""
        game = Game.from_record(text)
        settings = self.settings
        self.new_game(Settings(settings.mode, settings.human, game.rules, settings.level), game)

    def play_bot_cell(self, cell):
        """One sub-move of the bot's turn (the page plays them one by one)."""
        self.game.play(cell)

    def play_bot_turn(self, answer):
        """The bot's whole answer at once, "a1-b2" or "pass"."""
        if answer == "pass":
            self.game.pass_turn()
        else:
            for cell in answer.split("-"):
                self.game.play(cell)

    def _refuse(self, message):
        self.notice = message
        return False

    # --- what the page shows -----------------------------------------------------------

    def status(self, thinking=False):
        if self.notice:
            return self.notice
        game = self.game
        if game.result is not None:
            return _sentence(game.describe_result()[0].upper() + game.describe_result()[1:])
        done = game.rules.actions - game.actions_left
        progress = "sub-move %d of %d" % (done + 1, game.rules.actions)
        if self.bot_to_move():
            who = "Bot %s" % game.turn if self.settings.mode == DEMO else "The bot (%s)" % game.turn
            return "%s is thinking… (%s)" % (who, progress) if thinking else \
                "%s to move: %s." % (who, progress)
        if self.settings.mode == VS_BOT:
            return "Your move (%s): %s." % (game.turn, progress)
        return "%s to move: %s." % (game.turn, progress)

    def recent_cells(self):
        """Cells to mark on the board: the last whole turn, and the one in progress."""
        game = self.game
        turns = game.turns()
        in_progress = bool(turns) and game.result is None and turns[-1][0] == game.turn
        recent = turns[-2:] if in_progress else turns[-1:]
        return [cell for side, cells in recent for cell in cells]


def _sentence(text):
    return text if text.endswith(".") else text + "."
