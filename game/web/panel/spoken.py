"""What a screen reader hears of the game (#announce): each turn in a
sentence once it is on the board ("Bot: O plays e5, kills d4."), and what the
cell under the keyboard's cursor holds."""

from game.engine.game import PASS, RESIGN

# A side is one player in every language (X «ставит», as «Игрок 5 ставит»).
SAID = {"place": "say.place", "kill": "say.kill", PASS: "say.pass", RESIGN: "say.resign"}


def spoken_turns(said, start):
    """The history of the session ``said`` (Names) names from index ``start``
    on, a sentence per turn, "O plays e5, kills d4." (the bot's with "Bot: "
    before it).  A bot's turn is always said whole, from its first sub-move,
    however much of it was said before."""
    session = said.session
    text = said.strings
    same_turn = session.same_turn
    history = session.game.history(session.bot_turn_start(start))   # its end only: a game of 30's is long
    sentences = []
    phrases = []
    for index in range(len(history)):
        side, action = history[index]
        if action == PASS or action == RESIGN:
            words = text(SAID[action], side=said.spoken_name(side))
        else:
            phrases.append(text(SAID[session.kind(side, action)], cell=action))
            if index + 1 < len(history) and same_turn(history[index], history[index + 1]):
                continue   # the turn goes on: one sentence for all of it
            words = text("say.turn", side=said.spoken_name(side), actions=", ".join(phrases))
            phrases = []
        sentences.append(text("say.bot", action=words) if session.is_bot(side) else words)
    return sentences


def cell_words(said, name):
    """What a cell of the shown game holds, in words (the keyboard's cursor)."""
    game = said.session.shown_game()
    rules = game.rules
    bit = rules.geometry.parse(name)
    if bit & rules.geometry.holes:
        return said.strings("cell.off-board")
    content = game.position.content(bit)
    if content is None:
        return said.strings("cell.empty")
    player, kind = content
    return said.strings(rules.system.WORDS["cells"][kind], side=said.side_name(rules.sides[player]))
