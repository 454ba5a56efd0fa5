"""What the panel shows beside the board, decided without the page: the
status line (the session's words, or what holds the bot up, or that a save
failed) and which buttons can be used now (game/web/panel/panel_view.py shows them)."""

from game.web.panel.status import status_words
from game.web.play.session import has_count

ALWAYS = ("new", "copy", "load", "share", "embed", "analyse", "save-image", "save-replay")   # no state of the game disables them


def people_out(session):
    """Whether people sat at the game and every one of them is out while the
    bots play on: then they watch, and may pause the bots or let them finish fast."""
    return session.game.result is None and bool(session.settings.people()) and not session.resigners()


def may_pause(session):
    """Whether the bots' play may be paused: a demo's, or once every person is out
    (a person back in, by an undo of their resignation, plays on unpaused)."""
    return session.game.result is None and (not session.settings.people() or people_out(session))


def bot_may_play(session, paused):
    """Whether a bot takes its next step now: its turn, nobody looking back, and
    no pause holding it (a pause holds only where may_pause)."""
    return session.bot_may_move() and not (paused and may_pause(session))


def bot_step(session, fast, person_step, demo_step):
    """Seconds between a bot's sub-moves: ``person_step`` where people sat (to
    follow them), ``demo_step`` in a demo; none once every person is out and
    they asked to finish fast (``fast``)."""
    if fast and people_out(session):
        return 0
    return person_step if session.settings.people() else demo_step


def status_line(said, text, thinking, bots, paused, unsaved, fast=False):
    """The status's words: ``said`` (Names) of the session, in ``text``'s
    language; ``bots`` the workers (their ``error`` and ready ``stage``);
    ``paused`` and ``fast`` what the page's Pause and Finish fast asked."""
    session = said.session
    game = session.game
    words = status_words(said, thinking)
    if bots.error and session.bot_to_move():
        words = text("status.bot-broken", error=bots.error)
    elif session.bot_to_move() and bots.stage is None and not session.notice:
        words = text("status.bot-waking", side=said.side_name(game.turn))
    if people_out(session):
        key = "status.out-paused" if paused else "status.finishing" if fast else "status.people-out"
        words = text(key, status=words)
    elif paused and may_pause(session):
        words = text("status.demo-paused", status=words)
    if unsaved:
        words = text("saved.failed", status=words)
    return words


def buttons(session, bot_ready, untried=False, fast=False):
    """{button id: (disabled, hidden)} of the game's buttons for ``session``;
    ``bot_ready``: a bot worker is up (a hint needs one); ``untried``: a puzzle
    shown as it was set, which no pass answers (a pass would be a miss before a
    try); ``fast``: the bots finish fast already."""
    game = session.game
    live = session.view is None
    human_turn = live and game.result is None and not session.bot_to_move() and not session.friend_to_move()
    shown = game.history_length() if live else session.view
    state = {
        "pass": (untried or not (human_turn and game.position.at_turn_start()),   # the capture game has no pass,
                 not game.rules.system.PASSING or people_out(session)),   # nor one whose people are all out
        "hint": (not (human_turn and bot_ready), False),
        "undo": (not session.can_undo(), False),
        "redo": (not session.can_redo(), False),   # in its place always: nothing moves under a second click
        "resign": (not session.resigners(), False),
        "ground": (False, not has_count(game.rules)),   # a game that counts ground (capture)
        "first": (shown == 0, False),
        "previous": (shown == 0, False),
        "next": (live, False),
        "last": (live, False),
        # bots only, while the game goes on: a demo, or every person out
        "pause": (False, not may_pause(session)),
        "finish": (fast, not people_out(session)),   # every person out: the bots to the end at once
    }
    # a game with friends by link: a friend's turn to send them, or the end to show them
    friends = bool(session.settings.friends())
    state["send-turn"] = (friends and not (session.friend_to_move() or game.result is not None), not friends)
    for name in ALWAYS:
        state[name] = (False, False)
    return state
