"""What the Embed dialog writes, without the page: the link of an embed that
shows the game as chosen (play from here, replay it, a puzzle), and the
iframe a blog author pastes.

    Embed(view="replay", move=12, width=400, height=460, language="ru", theme="dark")

What the embed shows is a link's view (game/web/views/kinds.py): the live game to
play on, the record replayed from a move, or the position as a puzzle.

The page's options (embed, lang, theme, bg) go in the query, which the page
reads before Python starts; the game and what is shown of it go in the hash,
as Share writes them (game/web/keeping/link.py).
"""

from game.core.board import number_up_to
from game.web.keeping import link
from game.web.keeping.address import address_text
from game.web.play.settings import TWO_PLAYERS, VS_BOT, Settings
from game.web.views.kinds import PLAY, PUZZLE, REPLAY, SPEED, WIN_IN_ONE, View

# The box: the smallest an embed is drawn in (tests/browser/test_links.py's boxes), and a sane top.
MIN_SIDE, MAX_SIDE = 280, 1600
DEFAULT_BOX = (400, 460)   # index.html's first values: the board and a row of buttons


class Embed:
    """The Embed dialog's choices: what is shown (``view``), who plays on from
    here (``opponent``: a bot level, or TWO_PLAYERS for people), the move a
    replay opens at and whether it plays by itself, a puzzle's task (turns to
    win in), the box, the language ("" for the reader's), the theme and whether
    the page is transparent over the blog's own background."""

    __slots__ = ("view", "opponent", "move", "autoplay", "task", "width", "height", "language", "theme",
                 "transparent")

    def __init__(self, view=PLAY, opponent="medium", move=0, width=DEFAULT_BOX[0], height=DEFAULT_BOX[1],
                 language="", theme="auto", transparent=False, autoplay=False, task=WIN_IN_ONE):
        self.view = view
        self.opponent = opponent
        self.move = move
        self.autoplay = autoplay
        self.task = task
        self.width = width
        self.height = height
        self.language = language
        self.theme = theme
        self.transparent = transparent


def shown_theme(embed, device):
    """"light" or "dark": the theme the embed shows where the device is
    ``device`` (the author's, for the preview): its preview stands on a
    backdrop of that theme, as the embed on a blog of that colour."""
    return device if embed.theme == "auto" else embed.theme


def players(game, opponent):
    """Who plays on in the embed: the reader for the side to move against bots
    at ``opponent``'s level, or people only."""
    if opponent == TWO_PLAYERS:
        return Settings(TWO_PLAYERS, rules=game.rules)
    return Settings(VS_BOT, game.turn, game.rules, opponent)


def parameters(settings, game, position, embed):
    """The embed's link as (query, hash) pairs: ``game`` played under
    ``settings``, of which the page shows ``position`` (the game after its first
    moves: where a play or puzzle embed starts, where a replay opens by default)."""
    query = [("embed", "1")]
    if embed.language:
        query.append(("lang", embed.language))
    if embed.theme != "auto":
        query.append(("theme", embed.theme))
    if embed.transparent:
        query.append(("bg", "transparent"))
    if embed.view == REPLAY:
        view = View(REPLAY, min(embed.move, game.history_length()), SPEED if embed.autoplay else None)
        return query, link.write(settings, game) + view.pairs()
    if embed.view == PUZZLE:   # the reader plays the side to move, the search answers
        return query, link.write(players(position, "medium"), position) + View(PUZZLE, task=embed.task).pairs()
    return query, link.write(players(position, embed.opponent), position)


def url(page_address, settings, game, position, embed):
    """The embed's whole link: the page's own address (no query or hash) and the parameters."""
    return page_address + address_text(*parameters(settings, game, position, embed))


def attribute(text):
    """``text`` safe inside a double-quoted HTML attribute."""
    return text.replace("&", "&amp;").replace('"', "&quot;").replace("<", "&lt;").replace(">", "&gt;")


def iframe(src, title, embed):
    """The iframe HTML a blog author pastes: lazy, titled for screen readers,
    its box as chosen but never wider than the post."""
    return ('<iframe src="%s" title="%s" width="%d" height="%d" loading="lazy" '
            'style="border:0;max-width:100%%"></iframe>'
            % (attribute(src), attribute(title), embed.width, embed.height))


def read_box(width_text, height_text):
    """(width, height) from the dialog's fields, or the key of what is wrong
    (each side a whole number of CSS pixels from MIN_SIDE to MAX_SIDE)."""
    sides = [number_up_to(text.strip(), MAX_SIDE) for text in (width_text, height_text)]
    if any(side is None or side < MIN_SIDE for side in sides):
        return None
    return tuple(sides)
