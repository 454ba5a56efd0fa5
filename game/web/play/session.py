"""What the page's buttons and clicks mean, without the page and without its
words: who plays which side, whose turn is the bot's, what undo takes back
and redo plays again, what a refusal is (a key of the page's words and its values: game/web/panel/status.py
says it), what the board shows while someone looks back.

Runs on MicroPython in the page and on CPython in the tests.  Every rule
question goes to the engine.
"""

from game.engine.game import Game, PASS, RESIGN, common_start
from game.core.errors import IllegalMove, RecordError
from game.web.play.actions import Kinds, kind, recent_turns
from game.web.play.settings import FRIEND, TWO_PLAYERS, VS_BOT, Settings
from game.web.words import refusal_key

SIDE_VALUES = ("side", "owner", "enemy")   # the values of the engine's refusals that name a side
# A pass in the game's first rounds is asked about once: there it is more often a slip
# than a plan (against the bot it is answered by a turn, and gives the bot a whole turn).
EARLY_ROUNDS = 3


def _redone(game, undone):
    """One Undo's (length, actions, notes) played again on ``game``, with the
    notes of its turns that the Undo dropped."""
    length, taken, notes = undone
    for side, action in taken:
        game.apply(side, action)
    for turn, mark, comment in notes:
        if turn < game.turn_count() and game.annotation(turn) == (None, None):
            game.annotate(turn, mark, comment)


def has_count(rules):
    """Whether the game counts points as it goes on (the status says the count,
    Show ground shades the ground): its WORDS names a count."""
    return "count" in rules.system.WORDS


class SideName:
    """A side among a notice's values, to be said as the page names sides ("△ T")."""

    __slots__ = ("side",)

    def __init__(self, side):
        self.side = side


class Said:
    """Among a notice's values: the words of another key ("Next", a button's name)."""

    __slots__ = ("key",)

    def __init__(self, key):
        self.key = key


class Session:
    """One game on the page and how people and the bot share it.

    ``generation`` changes whenever the game is replaced or taken back, so
    an answer the bot started on an older position is recognised as stale.
    ``view`` is None while playing, else how many actions of the history
    are shown while someone steps back through the game.
    """

    def __init__(self, settings=None, game=None):
        self.settings = settings or Settings()
        self.game = game if game is not None else Game(self.settings.rules)
        self.generation = 0
        self.notice = None      # [(key, values)] of the latest refusal or remarks, shown instead of the status
        self.notice_lasts = False   # the notice outlasts the bot's moves (see tell)
        self.view = None
        self._shown = None      # (what it was replayed for, the game replayed) while looking back
        self._replaced = None   # (settings, game, tallied) a load replaced, for undo to bring back
        self._loaded = None     # the loaded game's history, to know undo comes right after the load
        self.floor = 0          # actions of the history Undo leaves: an embed's post
        self.tallied = None     # the outcome this game's result put in the record of results (tally_outcome)
        self.ground_on = None   # (shade the secured ground?, at the live end?) as a person chose it
        self.actions = Kinds()  # what each action of the history was, kept as it grows
        self.pass_asked = False   # the early pass has been asked about (once a game)
        self._redos = []        # what each Undo took back, the latest last: Redo plays it again

    # --- whose move ---------------------------------------------------------------

    def is_bot(self, side):
        return self.settings.bot_level(side) is not None

    def bot_to_move(self):
        return self.game.result is None and self.is_bot(self.game.turn)

    def friend_to_move(self):
        """A friend's turn, on another device: this one sends them the game (Send your turn)."""
        return self.game.result is None and self.game.turn in self.settings.friends()

    def bot_may_move(self):
        """The bot's turn, and nobody is looking back at older moves."""
        return self.bot_to_move() and self.view is None

    def human_side(self):
        """The side a person resigns for unless they choose: theirs against the
        bots, else the mover, else (a bot's turn) the first person still in."""
        people = self.settings.people()
        if len(people) == 1:
            return people[0]
        resigners = self.resigners()
        return self.game.turn if self.game.turn in resigners or not resigners else resigners[0]

    def resigners(self):
        """The sides people play that are still in a game going on: who may resign."""
        if self.game.result is not None:
            return []
        people = self.settings.people()
        return [side for side in self.game.inside if side in people]

    # --- actions from people -------------------------------------------------------

    def click(self, cell):
        """A person acts on ``cell``; returns True if it was played (else notice says why)."""
        if self.view is not None:
            return self._refuse("refuse.reviewing")
        if self.game.result is not None:
            return self._refuse("refuse.over")
        if self.bot_to_move():
            return self._refuse("refuse.wait", side=self.game.turn)
        if self.friend_to_move():
            return self._refuse("refuse.friend", side=self.game.turn)
        return self._try(self.game.play, cell)

    def asked_pass(self):
        """A person's Pass: played, or early in the game asked about once first
        ("Pass your whole turn?": Pass again passes).  Whether it was played."""
        rules = self.game.rules
        early = self.game.history_length() < EARLY_ROUNDS * rules.players * rules.actions
        if early and not self.pass_asked and self.view is None and not self.bot_to_move() \
                and self.game.result is None and self.game.position.at_turn_start():
            self.pass_asked = True
            return self._refuse("pass.ask")
        return self.pass_turn()

    def pass_turn(self):
        if self.view is not None:
            return self._refuse("refuse.reviewing")
        if self.bot_to_move():
            return self._refuse("refuse.wait", side=self.game.turn)
        if self.friend_to_move():
            return self._refuse("refuse.friend", side=self.game.turn)
        return self._try(self.game.pass_turn)

    def resign(self, side=None):
        """A person's side leaves the game (``side``, else human_side()): at any
        time, whoever's turn it is; with two sides in, the game ends."""
        side = side or self.human_side()
        if self.game.result is not None:
            return self._refuse("refuse.over")
        if side not in self.resigners():   # a bot's side, or one already out
            return self._refuse("refuse.not-yours", side=SideName(side))
        if self._try(self.game.resign, side):
            self.view = None
            self.generation += 1
            return True
        return False

    def _try(self, action, *args):
        try:
            action(*args)
        except IllegalMove as error:
            values = dict(error.values)
            for name in SIDE_VALUES:
                if name in values:
                    values[name] = SideName(values[name])
            return self._refuse(refusal_key(error.code), **values)
        self.notice = None
        self._redos = []   # the game went another way: what Undo took back is no longer its future
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
        if self.floor and game.history_length() <= self.floor:
            return self._refuse("refuse.post")   # the embed's post: "Back to the post" is its way back
        if not self.settings.people():   # bots only
            return self._undo_load() or self._refuse("refuse.demo-undo")
        if not game.history_length():
            return self._undo_load() or self._refuse("refuse.nothing-to-undo")
        if self.settings.mode == FRIEND and game.history()[-1][0] not in self.settings.people():
            return self._refuse("refuse.friend-undo")   # a sub-move of this person's, never one a friend sent
        people = self.settings.people()
        if self.settings.mode not in (TWO_PLAYERS, FRIEND) and \
                not any(side in people for side, action in game.history(self.floor)):
            # only the bots' turns to take back: they would be played again at once
            if self.floor:
                return self._refuse("refuse.post")
            return self._undo_load() or self._refuse("refuse.nothing-of-yours")
        notes = game.annotations()
        taken = [self._take_back()]
        if self.settings.mode not in (TWO_PLAYERS, FRIEND):
            undone_own = taken[0][0] in people
            while game.history_length() > self.floor and not (
                    undone_own and game.turn in people and game.result is None and game.position.at_turn_start()):
                taken.append(self._take_back())
                undone_own = undone_own or taken[-1][0] in people
        taken.reverse()
        self._redos.append((game.history_length(), taken, notes))
        self.notice = None
        self.generation += 1
        return True

    def _take_back(self):
        """The game's last action undone, and returned as (side, action)."""
        last = self.game.history()[-1]
        self.game.undo()
        return last

    def can_redo(self):
        """Whether Redo has something Undo took back to play again (else its button is hidden)."""
        return self.view is None and bool(self._redos) and self._redos[-1][0] == self.game.history_length()

    def redo(self):
        """What the latest Undo took back, played again (with the notes it
        dropped), as long as nothing else has been played since."""
        if self.view is not None:
            return self._refuse("refuse.reviewing")
        if not self.can_redo():
            return self._refuse("refuse.nothing-to-redo")
        _redone(self.game, self._redos.pop())
        self.notice = None
        self.generation += 1
        return True

    def ahead(self):
        """What Redo would bring back, to be kept with the game (a reload keeps
        it): (the record of the game with all of it played again, the history
        length each Undo took it back to, the latest first), or None."""
        if not self.can_redo():
            return None
        future = self.game.copy()
        for undone in reversed(self._redos):
            _redone(future, undone)
        return future.record(), [length for length, taken, notes in reversed(self._redos)]

    def restore_ahead(self, ahead):
        """What Redo would bring back, as ahead() gave it, for this game; left
        out where it does not go on from this game as it is."""
        self._redos = []
        if ahead is None:
            return
        record, lengths = ahead
        try:
            future = Game.from_record(record)
        except RecordError:
            return
        ends = lengths[1:] + [future.history_length()]
        length = self.game.history_length()
        if future.rules != self.game.rules or not lengths or lengths[0] != length or \
                any(start >= end for start, end in zip(lengths, ends)) or \
                common_start(self.game.history(), future.history()) != length:
            return
        for start in reversed(lengths):   # the furthest first: the bottom of the stack
            notes = future.annotations()
            taken = []
            while future.history_length() > start:
                taken.append(future.history()[-1])
                future.undo()
            taken.reverse()
            self._redos.append((start, taken, notes))

    def can_undo(self):
        """Whether Undo has anything to take back (else its button is off)."""
        if self.view is not None:
            return False
        return self._replaced is not None or (bool(self.settings.people())
                                              and self.game.history_length() > self.floor)

    def new_game(self, settings=None, game=None, tallied=None):
        """``tallied``: the outcome already counted of ``game`` (True: counted, by
        a save that did not say which: the result's own)."""
        self.settings = settings or self.settings
        self.game = game if game is not None else Game(self.settings.rules)
        self.notice = None
        self.view = None
        self.generation += 1
        self._replaced = None
        self.floor = 0
        self.tallied = self.outcome() if tallied is True else tallied
        self.ground_on = None
        self.pass_asked = False
        self._redos = []

    def set_aside(self):
        """Another game takes the board for a while (the guide): an answer the
        bot started for this one is stale, and so are its notices."""
        self.generation += 1
        self.notice = None

    def load_record(self, text):
        """Replace the game by the one in ``text``, of any game; RecordError
        leaves all as it was, an empty record included.  Undo brings back the
        replaced game."""
        if not text.strip():
            raise RecordError(1, 1, "the record is empty", "empty")
        game = Game.from_record(text)
        self.load_game(self.settings.with_rules(game.rules), game)

    def load_game(self, settings=None, game=None):
        """``game`` (else a new one) in place of the one shown, which Undo brings
        back (Load record, an embed's Play again)."""
        replaced = (self.settings, self.game, self.tallied)
        self.new_game(settings, game)
        self._replaced = replaced
        self._loaded = self.game.history()

    def loaded(self):
        """Whether the game shown replaced another by a load (Undo brings that back)."""
        return self._replaced is not None

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
        self.game.play_turn([] if answer == "pass" else answer.split("-"))
        self._moved_on()

    def _moved_on(self):
        self._redos = []
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
        total = self.game.history_length()
        shown = total if self.view is None else self.view
        target = {"first": 0, "previous": shown - 1, "next": shown + 1, "last": total}[where]
        return self.show_at(target)

    def show_at(self, shown):
        """Show the game after its first ``shown`` actions (the move list's
        entries); all of them is the live game.  Returns True if the view moved."""
        total = self.game.history_length()
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
        key = (self.generation, self.view, self.game.history_length())
        if self._shown is None or self._shown[0] != key:
            self._shown = (key, self.game.replayed(self.view))
        return self._shown[1]

    def ground_shown(self):
        """Whether the board shades some secured ground (Show ground pressed)."""
        return self.ground() is not None

    def _ground_wanted(self):
        """Whether the board is to shade each side's secured ground: in a game
        with a count (its WORDS has one: capture), at the end of one whose count
        takes the ground in, unless a person chose otherwise there; during play
        (or looking back) as a person chose."""
        rules = self.game.rules
        if not has_count(rules):
            return False
        end = self._at_the_end()
        if self.ground_on is not None and self.ground_on[1] == end:
            return self.ground_on[0]
        return end and rules.system.ground_counts(rules)

    def _at_the_end(self):
        return self.game.result is not None and self.view is None

    def toggle_ground(self):
        """Show ground: on, or off again; where the board shown has no secured
        ground, said so (nothing to shade, nothing pressed).  Whether it is shown now."""
        shown = not self.ground_shown()
        if shown and not any(self.shown_game().territory().values()):
            self.say("ground.none")
            shown = False
        self.ground_on = (shown, self._at_the_end())
        return shown

    def ground(self):
        """{side: [cells]} to shade on the board as it is shown, or None (not
        wanted, or no ground there yet)."""
        if not self._ground_wanted():
            return None
        ground = self.shown_game().territory()
        return ground if any(ground.values()) else None

    # --- how the game went, for the page's words (game/web/panel/) and sounds ---------------

    def outcome(self):
        """How the game ended for the one person playing the bots: "won", "lost"
        or "drawn"; None while it goes on, and where several people or none play."""
        result = self.game.result
        people = self.settings.people()
        if result is None or len(people) != 1:
            return None
        if result == "draw":
            return "drawn"
        return "won" if result == people[0] else "lost"

    def counts_in_tally(self):
        """Whether this game goes in the record of results: one person against
        one bot (a game of three or four is another contest)."""
        return self.settings.mode == VS_BOT and self.game.rules.players == 2

    def tally_outcome(self):
        """The person's outcome for the record of results against the bot, when
        this game ends; None while it stands counted, and for games that do not
        count.  The page asks only when a move made on it ends the game, so a
        finished game opened again never counts."""
        outcome = self.outcome()
        if outcome is None or self.tallied or not self.counts_in_tally():
            return None
        self.tallied = outcome
        return outcome

    def untally(self):
        """The outcome to take out of the record of results once the result that
        counted it has been undone; None where nothing counted is undone.  So an
        undone end is no game, and the game's next end counts."""
        undone = self.tallied
        if not undone or self.game.result is not None:
            return None
        self.tallied = None
        return undone

    def kinds(self, start):
        """What each action of the history from index ``start`` on was: "place",
        "kill", "pass" or "resign"."""
        return self.actions.kinds(self.game)[start:]

    def bot_turn_start(self, index):
        """Where the turn of history entry ``index`` begins if a bot plays it,
        else ``index``: read from the history's end, not a copy of it all."""
        game = self.game
        while 0 < index < game.history_length():
            before, entry = game.history(index - 1)[:2]
            if not (self.same_turn(before, entry) and self.is_bot(entry[0])):
                break
            index -= 1
        return index

    @staticmethod
    def same_turn(entry, following):
        """Two history entries that are sub-moves of one turn (no pass nor resignation)."""
        return entry[0] == following[0] and entry[1] not in (PASS, RESIGN) \
            and following[1] not in (PASS, RESIGN)

    def kind(self, side, cell, game=None):
        """"kill" or "place": what ``side``'s sub-move on ``cell`` was (in ``game``, else the live one)."""
        return kind(game or self.game, side, cell)

    def recent_turns(self, game=None):
        """The turns to mark on the board (of ``game``, else the live one), as
        game/web/play/actions.py says."""
        return recent_turns(game or self.game, self.actions)
