"""What the panel shows beside the board, decided without the page: the
status line (the session's words, or what holds the bot up, or that a save
failed) and which buttons can be used now (game/web/panel.py shows them)."""

from game.web.session import has_count

ALWAYS = ("new", "copy", "load", "share", "embed", "save-image", "save-replay")   # no state of the game disables them


def status_line(said, text, thinking, bots, paused, unsaved):
    """The status's words: ``said`` (a Status) of the session, in ``text``'s
    language; ``bots`` the workers (their ``error`` and ready ``stage``)."""
    session = said.session
    game = session.game
    words = said.line(thinking)
    if bots.error and session.bot_to_move():
        words = text("status.bot-broken", error=bots.error)
    elif session.bot_to_move() and bots.stage is None and not session.notice:
        words = text("status.bot-waking", side=said.side_name(game.turn))
    if paused and not session.settings.people() and game.result is None:
        words = text("status.demo-paused", status=words)
    if unsaved:
        words = text("saved.failed", status=words)
    return words


def buttons(session, bot_ready, untried=False):
    """{button id: (disabled, hidden)} of the game's buttons for ``session``;
    ``bot_ready``: a bot worker is up (a hint needs one); ``untried``: a puzzle
    shown as it was set, which no pass answers (a pass would be a miss before a try)."""
    game = session.game
    live = session.view is None
    human_turn = live and game.result is None and not session.bot_to_move()
    shown = game.history_length() if live else session.view
    state = {
        "pass": (untried or not (human_turn and game.position.at_turn_start()),
                 not game.rules.system.PASSING),   # the capture game has no pass
        "hint": (not (human_turn and bot_ready), False),
        "undo": (not session.can_undo(), False),
        "resign": (not session.resigners(), False),
        "ground": (False, not has_count(game.rules)),   # a game that counts ground (capture)
        "first": (shown == 0, False),
        "previous": (shown == 0, False),
        "next": (live, False),
        "last": (live, False),
        # bots only, while the game goes on
        "pause": (False, bool(session.settings.people()) or game.result is not None),
    }
    for name in ALWAYS:
        state[name] = (False, False)
    return state
