"""The browser tab's title: whose move it is or how the game ended, in two or
three words, before the game's name ("Bot thinking… — Virus War"); the games
list says each game's state in the same words."""

from game.web.panel.headline import headline


def tab_title(said):
    """The title for the session ``said`` (Names) names."""
    text = said.strings
    return text("title.state", state=state_text(said), title=text("title"))


def state_text(said):
    """Whose move it is or how the game ended, in two or three words."""
    text = said.strings
    session = said.session
    game = session.game
    if game.result is not None:
        return headline(said)
    if session.friend_to_move():
        return text("title.friend-to-move", side=said.side_name(game.turn))
    if len(session.settings.people()) != 1:
        return text("title.to-move", side=said.side_name(game.turn))
    if session.bot_to_move():
        return text("title.bot-thinking")
    return text("title.your-move")
